# lzma: round trips in both formats and every check, streams written by
# liblzma decoded, incremental decompression (max_length, unused_data,
# needs_input, eof), files, and the errors. Compressed bytes are not
# printed: cpjit's encoder is not liblzma's.
import io
import lzma
import os
import tempfile

text = b''.join(b'line %d: the quick brown fox jumps over the lazy dog\n' % i for i in range(2000))
for fmt in (lzma.FORMAT_XZ, lzma.FORMAT_ALONE):
    for check in ((-1, lzma.CHECK_NONE, lzma.CHECK_CRC32, lzma.CHECK_CRC64, lzma.CHECK_SHA256)
                  if fmt == lzma.FORMAT_XZ else (-1,)):
        for preset in (None, 0, 9, 6 | lzma.PRESET_EXTREME):
            data = lzma.compress(text, fmt, check, preset)
            ok = lzma.decompress(data) == text and lzma.decompress(data, fmt) == text
            d = lzma.LZMADecompressor()
            back = d.decompress(data)
            print(fmt, check, preset, ok, len(data) < len(text) // 10, back == text,
                  d.eof, d.check, d.unused_data, d.needs_input)
print(lzma.decompress(lzma.compress(b'')), lzma.decompress(lzma.compress(b'x', format=lzma.FORMAT_ALONE)))

# Written by liblzma (xz 5.x): an .xz stream with CRC64 and a .lzma one.
XZ = bytes.fromhex(
    'fd377a585a000004e6d6b4460200210116000000742fe5a3e00038001a5d00341949ee8de912e6'
    '140ebfb9785957431356f1bece56b540000000000027dfdf9c926af7b80001363956ac9ff61fb6'
    'f37d010000000004595a')
ALONE = bytes.fromhex('5d00008000ffffffffffffffff00309b0a4324c8b6080a49bf62d8e4def8b7ffffbdae0000')
SHA = bytes.fromhex(
    'fd377a585a00000ae1fb0ca10200210116000000742fe5a30100027368610000d600474b1b8e50'
    'd3633c91c0cf1efc454b79c9624a43fd7de441ee71745726ab00013303a181e44d189b4b9a0100'
    '0000000a595a')
print(lzma.decompress(SHA), lzma.LZMADecompressor().decompress(SHA[:40]))
print(lzma.decompress(XZ), lzma.decompress(ALONE))
d = lzma.LZMADecompressor()
print(d.decompress(XZ + b'trailing'), d.eof, d.unused_data, d.check)

# Incremental input and output.
data = lzma.compress(text)
d = lzma.LZMADecompressor()
out = []
for i in range(0, len(data), 97):
    out.append(d.decompress(data[i:i + 97], 5000))
    while not d.needs_input and not d.eof:
        out.append(d.decompress(b'', 5000))
print(b''.join(out) == text, d.eof, max(len(o) for o in out) <= 5000)
try:
    d.decompress(b'x')
except EOFError as e:
    print('EOFError', e)
c = lzma.LZMACompressor()
parts = [c.compress(text[:1000]), c.compress(text[1000:]), c.flush()]
print(lzma.decompress(b''.join(parts)) == text)
for call in (c.flush, lambda: c.compress(b'x')):
    try:
        call()
    except ValueError as e:
        print('ValueError', e)
# Concatenated streams, and garbage after them.
two = lzma.compress(b'one ') + lzma.compress(b'two', format=lzma.FORMAT_ALONE)
print(lzma.decompress(two), lzma.decompress(lzma.compress(b'a') + b'garbage'))

# Files.
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, 'f.xz')
    with lzma.open(path, 'wt', encoding='utf-8') as f:
        f.write('héllo\nworld\n')
    with lzma.open(path, 'rt', encoding='utf-8') as f:
        print(f.readlines())
    with lzma.LZMAFile(path, 'ab', preset=1) as f:
        f.write(b'more\n')
    with lzma.open(path) as f:
        print(f.read(), f.mode, f.closed)
    print(f.closed)
    with open(path, 'rb') as raw:
        print(raw.read(6))
    buf = io.BytesIO()
    with lzma.LZMAFile(buf, 'w', format=lzma.FORMAT_ALONE) as f:
        f.write(text)
    buf.seek(0)
    with lzma.LZMAFile(buf) as f:
        print(f.readline(), f.seek(100), f.read(10), f.tell())
    with open(path, 'wb') as raw:
        raw.write(lzma.compress(b'abc')[:-10])
    try:
        with lzma.open(path) as f:
            f.read()
    except EOFError as e:
        print('EOFError', e)

# Errors.
for bad in (b'not compressed data at all', b'\xfd7zXZ\x00\x00\x04garbage and more garbage'):
    try:
        lzma.decompress(bad)
    except lzma.LZMAError as e:
        print('LZMAError', e)
try:
    lzma.decompress(lzma.compress(b'abc')[:-5])
except lzma.LZMAError as e:
    print('LZMAError', e)
for kwargs in ({'format': lzma.FORMAT_AUTO}, {'format': lzma.FORMAT_ALONE, 'check': lzma.CHECK_CRC32},
               {'format': lzma.FORMAT_RAW}, {'preset': 1, 'filters': []}):
    try:
        lzma.LZMACompressor(**kwargs)
    except ValueError as e:
        print('ValueError', e)
for mode in ('rw', 'rbt'):
    try:
        lzma.open('x', mode)
    except ValueError as e:
        print('ValueError', e)
try:
    lzma.LZMAFile(io.BytesIO(), 'r', check=lzma.CHECK_CRC32)
except ValueError as e:
    print('ValueError', e)
print([lzma.is_check_supported(c) for c in (0, 1, 4, 10, 2)], lzma.LZMAError.__module__,
      issubclass(lzma.LZMAError, Exception))
