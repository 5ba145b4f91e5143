import hashlib, io
msgs = [b'', b'abc', b'The quick brown fox jumps over the lazy dog', bytes(range(256)) * 3]
for name in sorted(hashlib.algorithms_guaranteed):
    for m in msgs:
        h = hashlib.new(name, m)
        if name.startswith('shake'):
            print(name, h.hexdigest(20), h.digest(5), h.digest_size, h.block_size, h.name)
        else:
            print(name, h.hexdigest(), h.digest_size, h.block_size, h.name)
    # incremental == one-shot, copy() is independent
    h = getattr(hashlib, name)()
    h.update(b'hello ')
    c = h.copy()
    h.update(b'world')
    c.update(b'there')
    one = getattr(hashlib, name)(b'hello world')
    if name.startswith('shake'):
        print(h.digest(16) == one.digest(16), c.hexdigest(8))
    else:
        print(h.digest() == one.digest(), c.hexdigest()[:16])
print(sorted(hashlib.algorithms_guaranteed))
print(hashlib.algorithms_guaranteed <= hashlib.algorithms_available)
print(hashlib.new('SHA256', b'x').hexdigest(), hashlib.new('sha512_256').name)
print(hashlib.md5(string=b'a').hexdigest(), hashlib.sha1(b'a', usedforsecurity=False).hexdigest())
# blake2 parameters
print(hashlib.blake2b(b'a', digest_size=20).hexdigest())
print(hashlib.blake2b(b'data', key=b'secret key').hexdigest())
print(hashlib.blake2b(key=b'k').hexdigest())
print(hashlib.blake2b(b'data', salt=b'salty', person=b'me').hexdigest())
print(hashlib.blake2s(b'data', digest_size=16, key=b'kk', salt=b'saltsalt', person=b'pp').hexdigest())
print(hashlib.blake2b(b'x', fanout=2, depth=2, leaf_size=4096, node_offset=3, node_depth=1, inner_size=64, last_node=True).hexdigest())
print(hashlib.blake2s(b'x', fanout=2, depth=2, leaf_size=4096, node_offset=2**47, node_depth=1, inner_size=32, last_node=True).hexdigest())
print(hashlib.blake2b(b'q' * 1000).hexdigest(), hashlib.blake2s(b'q' * 1000).hexdigest())
print(hashlib.blake2b(b'q' * 128, key=b'k').hexdigest(), hashlib.blake2s(b'q' * 64).hexdigest())
print(hashlib.new('blake2s', b'a', digest_size=8).hexdigest(), hashlib.blake2b().name, hashlib.blake2s(digest_size=10).digest_size)
print(hashlib.blake2b.SALT_SIZE, hashlib.blake2b.PERSON_SIZE, hashlib.blake2b.MAX_KEY_SIZE, hashlib.blake2b.MAX_DIGEST_SIZE,
      hashlib.blake2s.SALT_SIZE, hashlib.blake2s.PERSON_SIZE, hashlib.blake2s.MAX_KEY_SIZE, hashlib.blake2s.MAX_DIGEST_SIZE)
print(type(hashlib.md5()).__name__, type(hashlib.shake_128()).__name__, type(hashlib.blake2b()).__name__)
# pbkdf2
print(hashlib.pbkdf2_hmac('sha256', b'password', b'salt', 1000).hex())
print(hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 2, 20).hex())
print(hashlib.pbkdf2_hmac('sha512', b'pw', b'NaCl', 3, dklen=70).hex())
# file_digest
print(hashlib.file_digest(io.BytesIO(b'file data' * 1000), 'sha256').hexdigest())
class Reader(io.RawIOBase):
    def __init__(self, data): self.data = data
    def readable(self): return True
    def readinto(self, b):
        n = min(len(b), len(self.data), 7)
        b[:n] = self.data[:n]; self.data = self.data[n:]
        return n
print(hashlib.file_digest(Reader(b'file data' * 100), hashlib.md5).hexdigest() == hashlib.md5(b'file data' * 100).hexdigest())
print(hashlib.md5(bytearray(b'ab')).hexdigest(), hashlib.md5(memoryview(b'ab')).hexdigest())
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
t(lambda: hashlib.new('foo'))
t(lambda: hashlib.md5('str'))
t(lambda: hashlib.md5().update('str'))
t(lambda: hashlib.md5(5))
t(lambda: hashlib.shake_128().hexdigest())
t(lambda: hashlib.blake2b(digest_size=100))
t(lambda: hashlib.blake2s(digest_size=0))
t(lambda: hashlib.blake2b(key=b'x'*65))
t(lambda: hashlib.blake2b(salt=b'x'*17))
t(lambda: hashlib.blake2b(person=b'x'*17))
t(lambda: hashlib.blake2s(salt=b'x'*9))
t(lambda: hashlib.blake2b(fanout=256))
t(lambda: hashlib.blake2b(depth=0))
t(lambda: hashlib.blake2b(node_offset=-1))
t(lambda: hashlib.blake2s(node_offset=2**48))
t(lambda: hashlib.blake2b(inner_size=65))
t(lambda: hashlib.blake2b(node_depth=256))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 0))
t(lambda: hashlib.pbkdf2_hmac('sha256', b'p', b's', 1, 0))
t(lambda: hashlib.pbkdf2_hmac('sha256', 'p', b's', 1))
t(lambda: hashlib.md5().update())
t(lambda: hashlib.md5(b'a', b'b'))
t(lambda: hashlib.md5(data=b'a'))
t(lambda: hashlib.new(b'md5'))
try: hashlib.file_digest(io.StringIO('x'), 'md5')
except ValueError as e: print(str(e).split("' ", 1)[1])
