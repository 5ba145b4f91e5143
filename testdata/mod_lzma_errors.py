# lzma: garbage, truncated and trailing data in every format, as liblzma judges them.
import lzma, io
for data in (b'garbage data here', b'', b'\xfd7zXZ\x00garbage', b'\x5d\x00\x00\x80\x00'):
    try:
        print(lzma.decompress(data))
    except Exception as e:
        print(type(e).__name__, e)
d = lzma.LZMADecompressor()
try:
    print(d.decompress(b'not xz at all'))
except Exception as e:
    print(type(e).__name__, e)
try:
    lzma.LZMAFile(io.BytesIO(b'junkjunkjunk')).read()
except Exception as e:
    print(type(e).__name__, e)
x = lzma.compress(b'hello')
try:
    print(lzma.decompress(x[:-3]))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(lzma.decompress(x + b'junk'))
except Exception as e:
    print(type(e).__name__, e)
x = lzma.compress(b'hello')
a = lzma.compress(b'hello', format=lzma.FORMAT_ALONE)
cases = [b'junk', b'\x00' * 20, b'\x5d' + b'\x00' * 30, bytes(range(40)), b'\xfd7zXZ\x00\x00\x04', x[:5], x[:12], x[:-1],
         x + b'junk', x + b'\x00' * 4, x + x, a + b'junk', a[:10], b'\xfd7zXZ\x00' + b'\xff' * 20, b'hello world this is text']
for ci, data in enumerate(cases):
    for fmt in (lzma.FORMAT_AUTO, lzma.FORMAT_XZ, lzma.FORMAT_ALONE):
        print("case", ci, fmt)
        try:
            print(lzma.decompress(data, format=fmt))
        except Exception as e:
            print(type(e).__name__, e)
        d = lzma.LZMADecompressor(format=fmt)
        try:
            print(d.decompress(data), d.eof, d.needs_input, d.unused_data)
        except Exception as e:
            print(type(e).__name__, e)
x = lzma.compress(b'hello world')
a = lzma.compress(b'hello alone', format=lzma.FORMAT_ALONE)
for data in (b'', b'junk', b'\x00' * 10, b'\x00' * 100, x, x + x, x + b'junk', x + b'\x00' * 8, x[:-3], x[:20], a, a + b'junk', a[:-2], x + a, b'\xfd7zXZ\x00' + b'\x00' * 30, bytes(range(256))):
    for fmt in (lzma.FORMAT_AUTO, lzma.FORMAT_XZ, lzma.FORMAT_ALONE):
        try:
            f = lzma.LZMAFile(io.BytesIO(data), format=fmt)
            print(fmt, f.read())
        except Exception as e:
            print(fmt, type(e).__name__, e)
        try:
            f = lzma.LZMAFile(io.BytesIO(data), format=fmt)
            print(fmt, f.read(3), f.readline())
        except Exception as e:
            print(fmt, type(e).__name__, e)
