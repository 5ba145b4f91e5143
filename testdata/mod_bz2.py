# bz2: one-shot and incremental (de)compression, concatenated streams,
# files in binary and text mode. Compressed bytes differ from libbz2's
# (cpjit's compressor is another implementation), so the program checks
# round trips and decompresses streams that CPython's libbz2 made.
import bz2
import io
import os
import tempfile

# made by CPython 3.13's bz2.compress
HELLO = (b'BZh91AY&SY\xdbHS\x85\x00\x001\x91\x80@\x00\x06D\x90\x80 \x00P\x86'
         b'\x04\x05*\x8c\xca<&\x13\t\x84\xe94\x9aN\x89\xf14\x98O\xc5\xdc\x91N'
         b'\x14$6\xd2\x14\xe1@')
EMPTY = b'BZh9\x17rE8P\x90\x00\x00\x00\x00'
print(bz2.decompress(HELLO), bz2.decompress(EMPTY))
print(bz2.decompress(HELLO + EMPTY + HELLO) == b'hello world ' * 40)
print(bz2.decompress(HELLO + b'trailing junk'))

texts = [b'', b'a', b'hello world ' * 1000, bytes(range(256)) * 50,
         os.urandom(0) + b'\x00' * 100000,
         '\n'.join(str(i * i) for i in range(5000)).encode()]
for t in texts:
    for level in (1, 5, 9):
        c = bz2.compress(t, level)
        assert c[:3] == b'BZh' and c[3:4] == str(level).encode(), c[:4]
        assert bz2.decompress(c) == t
    print(len(t), 'round trip ok')

# incremental
comp = bz2.BZ2Compressor(9)
parts = [comp.compress(b'part %d\n' % i) for i in range(2000)]
parts.append(comp.flush())
whole = b''.join(parts)
print(bz2.decompress(whole)[:30], len(bz2.decompress(whole)))
d = bz2.BZ2Decompressor()
out = []
for i in range(0, len(whole), 97):
    out.append(d.decompress(whole[i:i + 97]))
print(b''.join(out) == bz2.decompress(whole), d.eof, d.unused_data, d.needs_input)
d = bz2.BZ2Decompressor()
print(d.decompress(HELLO + b'junk'), d.unused_data, d.eof, d.needs_input)
d = bz2.BZ2Decompressor()
first = d.decompress(HELLO, max_length=10)
print(first, d.needs_input, d.eof)
print(d.decompress(b'', max_length=5), d.decompress(b''), d.eof)

# errors
for bad in [b'not bzip2 data', HELLO[:-5], HELLO[:20]]:
    try:
        bz2.decompress(bad)
    except (OSError, ValueError) as e:
        print(type(e).__name__, e)
for level in (0, 10):
    try:
        bz2.BZ2Compressor(level)
    except ValueError as e:
        print(type(e).__name__, e)
c = bz2.BZ2Compressor()
c.compress(b'x')
c.flush()
for f in (lambda: c.compress(b'y'), c.flush):
    try:
        f()
    except ValueError as e:
        print(type(e).__name__, e)
d = bz2.BZ2Decompressor()
d.decompress(HELLO)
try:
    d.decompress(b'x')
except EOFError as e:
    print(type(e).__name__, e)

# files
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, 'data.bz2')
    with bz2.BZ2File(path, 'w') as f:
        print(f.write(b'line one\nline two\n'), f.writable(), f.readable())
        f.write(memoryview(b'line three\n'))
    with bz2.open(path, 'ab') as f:
        f.write(b'appended stream\n')
    with bz2.open(path) as f:
        print(f.readline(), f.read(4), f.tell(), f.readlines())
        f.seek(5)
        print(f.read(3), f.seekable())
    with bz2.open(path, 'rb') as f:
        print(list(f))
    with bz2.open(path, 'wt', encoding='utf-8') as f:
        f.write('Grüße\nzweite Zeile\n')
    with bz2.open(path, 'rt', encoding='utf-8') as f:
        print(f.read())
    with open(path, 'wb') as raw:
        raw.write(HELLO)
    with bz2.open(path, 'rb') as f:
        print(f.read())
    f = bz2.BZ2File(io.BytesIO(HELLO))
    print(f.read(5), f.closed)
    f.close()
    print(f.closed)
    try:
        f.read()
    except ValueError as e:
        print(type(e).__name__, e)
    try:
        bz2.BZ2File(path, 'q')
    except ValueError as e:
        print(type(e).__name__, e)
    try:
        bz2.open(path, 'rb', encoding='utf-8')
    except ValueError as e:
        print(type(e).__name__, e)
    with bz2.BZ2File(path) as f:
        try:
            f.write(b'x')
        except io.UnsupportedOperation as e:
            print(type(e).__name__, e)

# Short and invalid inputs: a wrong header is refused at once, a truncated
# stream is an EOFError for a file and a ValueError for decompress().
for d in [b"", b"x", b"BZh9" + bytes(50), b"BZ"]:
    try: print(repr(bz2.BZ2File(io.BytesIO(d)).read()))
    except Exception as e: print(type(e).__name__, e)
    try: print(repr(bz2.decompress(d)))
    except Exception as e: print(type(e).__name__, e)
