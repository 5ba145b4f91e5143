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
