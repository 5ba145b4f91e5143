import gzip, io, os, zlib
# made by CPython: gzip.compress(b'hello gzip\n' * 3, mtime=0)
CPY = b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff\xcbH\xcd\xc9\xc9WH\xaf\xca,\xe0\xca\xc0\xca\x04\x00:\xa7h\xcc!\x00\x00\x00'
print(gzip.decompress(CPY))
data = b'The quick brown fox jumps over the lazy dog.\n' * 50
c = gzip.compress(data, mtime=0)
print(c[:10], gzip.decompress(c) == data)
print(gzip.compress(b'x', 1, mtime=7)[:10], gzip.compress(b'x', 5, mtime=7)[:10])
print(gzip.decompress(c + c) == data * 2, gzip.decompress(c + b'\x00\x00\x00' + c) == data * 2, gzip.decompress(b''))
print(zlib.decompress(c, 31) == data)
# GzipFile over BytesIO
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode='wb', mtime=0) as f:
    print(f.write(b'line one\n'), f.write(bytearray(b'line two\n')), f.write(memoryview(b'line three\n')))
    print(f.mode, f.tell(), f.writable(), f.readable())
raw = buf.getvalue()
print(raw[:10], f.closed)
buf = io.BytesIO()
with gzip.GzipFile('named.txt.gz', fileobj=buf, mode='wb', mtime=0) as f:
    f.write(b'abc')
print(buf.getvalue()[:20], gzip.decompress(buf.getvalue()))
with gzip.GzipFile(fileobj=io.BytesIO(raw)) as f:
    print(f.mode, f.readline(), f.read(4), f.peek(1)[:1], f.read(), f.read(), f.mtime)
with gzip.GzipFile(fileobj=io.BytesIO(raw)) as f:
    print(list(f))
with gzip.GzipFile(fileobj=io.BytesIO(raw)) as f:
    print(f.readlines(), f.tell())
    f.seek(5); print(f.read(3), f.tell())
    f.seek(0); print(f.read(4))
with gzip.GzipFile(fileobj=io.BytesIO(raw + CPY)) as f:
    print(f.read())
# a real file, through gzip.open in binary and text modes
d = os.path.join(os.environ.get("TMPDIR", "/tmp"), "mod_gzip.%d" % os.getpid())
os.mkdir(d)
p = os.path.join(d, 'test.txt.gz')
with gzip.open(p, 'wb') as f:
    f.write(data)
with gzip.open(p) as f:
    print(f.read() == data, f.name == p)
with gzip.open(p, 'wt', encoding='utf-8') as f:
    f.write('héllo\nwörld\n')
with gzip.open(p, 'rt', encoding='utf-8') as f:
    print(f.readline(), f.read())
with gzip.open(p, 'rt', encoding='utf-8') as f:
    print([line for line in f])
os.remove(p)
os.rmdir(d)
def t(fn):
    try: print(fn())
    except Exception as e: print(type(e).__name__, e)
t(lambda: gzip.decompress(b'not gzip'))
t(lambda: gzip.decompress(c[:-3]))
t(lambda: gzip.decompress(c[:20]))
t(lambda: gzip.decompress(c[:-8] + b'\x00\x00\x00\x00' + c[-4:]))
t(lambda: gzip.decompress(c[:-4] + b'\x00\x00\x00\x00'))
t(lambda: gzip.decompress(b'\x1f\x8b\x07' + c[3:]))
t(lambda: gzip.GzipFile(fileobj=io.BytesIO(b'garbage!')).read())
t(lambda: gzip.GzipFile(fileobj=io.BytesIO(c[:30])).read())
w = gzip.GzipFile(fileobj=io.BytesIO(), mode='wb')
t(lambda: w.read())
w.close()
t(lambda: gzip.GzipFile(fileobj=io.BytesIO(c), mode='rb').write(b'x'))
t(lambda: gzip.GzipFile(fileobj=io.BytesIO(c), mode='z'))
t(lambda: gzip.open(io.BytesIO(c), 'rb', encoding='utf-8'))
t(lambda: gzip.open(io.BytesIO(c), 'rbt'))
t(lambda: gzip.open(123))
g = gzip.GzipFile(fileobj=io.BytesIO(c)); g.close()
t(lambda: g.read())
print(issubclass(gzip.BadGzipFile, OSError))
