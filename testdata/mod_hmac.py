import hmac, hashlib
key = b'key'
msg = b'The quick brown fox jumps over the lazy dog'
for dm in ['md5', 'sha1', 'sha256', 'sha512', 'sha3_256', 'blake2b', hashlib.sha224, hashlib]:
    try:
        h = hmac.new(key, msg, dm)
    except Exception as e:
        print(type(e).__name__, e)
        continue
    print(h.name, h.digest_size, h.block_size, h.hexdigest())
h = hmac.new(b'k' * 200, digestmod='sha256')
h.update(b'part one, ')
c = h.copy()
h.update(b'part two')
print(h.hexdigest() == hmac.new(b'k' * 200, b'part one, part two', 'sha256').hexdigest())
print(c.hexdigest() == hmac.digest(b'k' * 200, b'part one, ', 'sha256').hex())
print(hmac.digest(bytearray(b'secret'), b'data', hashlib.sha1).hex())
print(hmac.compare_digest(b'abc', b'abc'), hmac.compare_digest(b'abc', b'abd'), hmac.compare_digest('xy', 'xy'),
      hmac.compare_digest(bytearray(b'a'), b'a'), hmac.compare_digest(b'a', b'ab'))
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
t(lambda: hmac.new(b'k', b'm'))
t(lambda: hmac.new('k', b'm', 'md5'))
t(lambda: hmac.new(b'k', 'm', 'md5'))
t(lambda: hmac.new(b'k', b'm', 'nope'))
t(lambda: hmac.compare_digest('a', b'a'))
t(lambda: hmac.compare_digest('é', 'é'))
t(lambda: hmac.compare_digest(1, 2))
