# zipfile: writing and reading archives in memory and on disk, ZipInfo,
# stored and deflated members, append, extract, errors.
import io
import os
import tempfile
import zipfile
import hashlib


def fixed(name, date=(2020, 5, 17, 13, 45, 30), ctype=zipfile.ZIP_STORED):
    zi = zipfile.ZipInfo(name, date)
    zi.compress_type = ctype
    zi.external_attr = 0o644 << 16
    return zi


# Stored archives are byte-for-byte what CPython writes.
buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w') as zf:
    zf.writestr(fixed('hello.txt'), b'hello world\n')
    zf.writestr(fixed('dir/'), b'')
    zf.writestr(fixed('dir/data.bin'), bytes(range(256)))
    zf.writestr(fixed('unicodé.txt'), 'ünïcode text')
    zf.comment = b'an archive comment'
data = buf.getvalue()
print(len(data), hashlib.sha256(data).hexdigest())
print(data[:30])

with zipfile.ZipFile(io.BytesIO(data)) as zf:
    print(zf.namelist())
    print(zf.comment)
    for zi in zf.infolist():
        print(zi)
        print(' ', zi.filename, zi.date_time, zi.compress_type, zi.file_size,
              zi.compress_size, hex(zi.CRC), zi.is_dir(), oct(zi.external_attr >> 16),
              zi.flag_bits, zi.create_system, zi.create_version, zi.extract_version,
              zi.header_offset)
    print(zf.read('hello.txt'))
    print(zf.read('unicodé.txt').decode())
    print(zf.read(zf.getinfo('dir/data.bin'))[250:])
    zf.printdir()
    print(zf.testzip())
    with zf.open('hello.txt') as f:
        print(f.read(5), f.read1(3), f.readline(), f.read())
    with zf.open('dir/data.bin') as f:
        print(f.seekable(), f.seek(100), f.read(3), f.tell(), f.seek(-2, 2),
              f.read(), f.seek(10), f.read(2))
    try:
        zf.getinfo('missing')
    except KeyError as e:
        print('KeyError', e)
    try:
        zf.read('missing.txt')
    except KeyError as e:
        print('KeyError', e)
    try:
        zf.writestr('x', b'y')
    except ValueError as e:
        print('ValueError', e)
    print(repr(zf).startswith('<zipfile.ZipFile file=<'), repr(zf).endswith("mode='r'>"))
print(repr(zf))

# Deflated members: their bytes are not compared (zlib implementations
# differ), only what comes back.
buf = io.BytesIO()
text = ('The quick brown fox jumps over the lazy dog. ' * 200).encode()
with zipfile.ZipFile(buf, 'w', compression=zipfile.ZIP_DEFLATED) as zf:
    zf.writestr(fixed('fox.txt', ctype=zipfile.ZIP_DEFLATED), text)
    zf.writestr('plain.txt', b'stored anyway', compress_type=zipfile.ZIP_STORED)
    zf.writestr('level9.txt', text[:500], compresslevel=9)
    with zf.open('streamed.txt', 'w') as w:
        for i in range(100):
            w.write(b'line %d\n' % i)
    print(zf.getinfo('streamed.txt').file_size)
with zipfile.ZipFile(buf) as zf:
    for zi in zf.infolist():
        print(zi.filename, zi.compress_type, zi.file_size, zi.compress_size < zi.file_size, hex(zi.CRC))
    fox = zf.getinfo('fox.txt')
    print(repr(fox).split(' compress_size=')[0])
    print(zf.read('fox.txt') == text, zf.read('level9.txt') == text[:500])
    with zf.open('streamed.txt') as f:
        lines = f.readlines()
    print(len(lines), lines[:3], lines[-1])
    with zf.open('fox.txt') as f:
        print(repr(f))
        f.seek(45 * 100)
        print(f.read(20))
        print(f.seek(5), f.read(11), f.tell())
    print(repr(f))
    with zf.open('streamed.txt') as f:
        n = 0
        for line in f:
            n += 1
        print(n)
    print(zf.testzip())

# Corrupt CRC.
raw = bytearray(data)
i = raw.find(b'hello world')
raw[i] = ord('j')
with zipfile.ZipFile(io.BytesIO(bytes(raw))) as zf:
    try:
        zf.read('hello.txt')
    except zipfile.BadZipFile as e:
        print('BadZipFile', e)
    print(zf.testzip())

# Not a zip file.
for junk in (b'', b'not a zip file at all', b'PK\x03\x04' + b'\0' * 40):
    print(zipfile.is_zipfile(io.BytesIO(junk)), end=' ')
    try:
        zipfile.ZipFile(io.BytesIO(junk))
    except zipfile.BadZipFile as e:
        print('BadZipFile', e)
print(zipfile.is_zipfile(io.BytesIO(data)))
print(zipfile.BadZipfile is zipfile.BadZipFile, zipfile.error is zipfile.BadZipFile)
print(issubclass(zipfile.BadZipFile, Exception), issubclass(zipfile.LargeZipFile, Exception))

try:
    zipfile.ZipFile(io.BytesIO(), 'q')
except ValueError as e:
    print('ValueError', e)
try:
    zipfile.ZipFile(io.BytesIO(), 'w', compression=99)
except NotImplementedError as e:
    print('NotImplementedError', e)

zf = zipfile.ZipFile(io.BytesIO(data))
zf.close()
try:
    zf.read('hello.txt')
except ValueError as e:
    print('ValueError', e)
zf.close()

buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w') as zf:
    w = zf.open('a', 'w')
    try:
        zf.writestr('b', b'x')
    except ValueError as e:
        print('ValueError', e)
    try:
        zf.open('c', 'w')
    except ValueError as e:
        print('ValueError', e)
    w.write(b'abc')
    w.close()
    try:
        zf.comment = 'text'
    except TypeError as e:
        print('TypeError', e)
    try:
        zf.open('a', 'x')
    except ValueError as e:
        print('ValueError', e)

# ZipInfo details.
zi = zipfile.ZipInfo()
print(zi.filename, zi.date_time, zi.compress_type, zi.external_attr, repr(zi))
print(zipfile.ZipInfo('a/b/').is_dir(), zipfile.ZipInfo('a/b').is_dir())
try:
    zipfile.ZipInfo('old', (1979, 12, 31, 0, 0, 0))
except ValueError as e:
    print('ValueError', e)
print(zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA)

# Files on disk: write, append, extract, extractall, mkdir.
with tempfile.TemporaryDirectory() as tmp:
    src = os.path.join(tmp, 'src')
    os.makedirs(os.path.join(src, 'sub'))
    with open(os.path.join(src, 'a.txt'), 'w') as f:
        f.write('alpha\n')
    with open(os.path.join(src, 'sub', 'b.txt'), 'w') as f:
        f.write('beta\n' * 10)
    os.chmod(os.path.join(src, 'a.txt'), 0o640)
    os.chmod(os.path.join(src, 'sub', 'b.txt'), 0o644)
    os.chmod(os.path.join(src, 'sub'), 0o755)
    archive = os.path.join(tmp, 'out.zip')
    with zipfile.ZipFile(archive, 'w', zipfile.ZIP_DEFLATED) as zf:
        zf.write(os.path.join(src, 'a.txt'), 'a.txt')
        zf.write(os.path.join(src, 'sub'), 'sub')
        zf.write(os.path.join(src, 'sub', 'b.txt'), 'sub/b.txt')
        zf.mkdir('empty')
        print(repr(zf) == '<zipfile.ZipFile filename=%r mode=%r>' % (archive, 'w'))
    print(zipfile.is_zipfile(archive), zipfile.is_zipfile(os.path.join(src, 'a.txt')))
    with zipfile.ZipFile(archive, 'a') as zf:
        zf.writestr(fixed('added.txt'), 'appended')
    with zipfile.ZipFile(archive) as zf:
        print(zf.namelist())
        for zi in zf.infolist():
            print(zi.filename, oct(zi.external_attr >> 16), hex(zi.external_attr & 0xffff), zi.is_dir(), zi.file_size)
        out = os.path.join(tmp, 'out')
        print(os.path.relpath(zf.extract('sub/b.txt', out), tmp))
        zf.extractall(os.path.join(tmp, 'all'))
        print(os.path.relpath(zf.extract('empty/', out), tmp))
    for root, dirs, files in sorted(os.walk(os.path.join(tmp, 'all'))):
        print(os.path.relpath(root, tmp), sorted(dirs), sorted(files))
    with open(os.path.join(tmp, 'all', 'sub', 'b.txt')) as f:
        print(f.read().count('beta'))
    # Members whose names climb out of the target stay inside it.
    evil = os.path.join(tmp, 'evil.zip')
    with zipfile.ZipFile(evil, 'w') as zf:
        zf.writestr('../../escape.txt', 'no')
        zf.writestr('/abs/path.txt', 'no')
    with zipfile.ZipFile(evil) as zf:
        print(zf.namelist())
        zf.extractall(os.path.join(tmp, 'safe'))
    for root, dirs, files in sorted(os.walk(os.path.join(tmp, 'safe'))):
        print(os.path.relpath(root, tmp), sorted(dirs), sorted(files))
    # Appending to a file that is not an archive keeps its prefix.
    stub = os.path.join(tmp, 'stub.bin')
    with open(stub, 'wb') as f:
        f.write(b'#!prefix data\n')
    with zipfile.ZipFile(stub, 'a') as zf:
        zf.writestr(fixed('in.txt'), 'inside')
    with zipfile.ZipFile(stub) as zf:
        print(zf.namelist(), zf.read('in.txt'), zf.getinfo('in.txt').header_offset)
    with open(stub, 'rb') as f:
        print(f.read(14))
    try:
        zipfile.ZipFile(os.path.join(tmp, 'nope.zip'))
    except FileNotFoundError as e:
        print('FileNotFoundError', e.errno)
    try:
        zipfile.ZipFile(archive, 'x')
    except FileExistsError as e:
        print('FileExistsError', e.errno)

# zipfile.Path.
buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w') as zf:
    zf.writestr('a.txt', 'content of a')
    zf.writestr('b/c.txt', 'content of c')
    zf.writestr('b/d/e.txt', 'deep')
    zf.filename = 'mem.zip'
zf = zipfile.ZipFile(buf)
zf.filename = 'mem.zip'
root = zipfile.Path(zf)
print(root, repr(root), root.name, root.is_dir())
print(sorted(p.name for p in root.iterdir()))
b = root / 'b'
print(b, b.is_dir(), b.exists(), sorted(str(p) for p in b.iterdir()))
c = b / 'c.txt'
print(c.name, c.suffix, c.stem, c.is_file(), c.read_text(), c.read_bytes(), c.parent)
print((root / 'nope').exists(), root.joinpath('b', 'd', 'e.txt').read_text())
with c.open() as f:
    print(f.read())

# A stream that cannot seek or tell: members carry data descriptors.
class Unseekable:
    def __init__(self):
        self.buf = io.BytesIO()

    def write(self, b):
        return self.buf.write(b)

    def flush(self):
        pass


out = Unseekable()
with zipfile.ZipFile(out, 'w') as zf:
    zf.writestr(fixed('one.txt'), b'first member')
    zf.writestr(fixed('two.txt', ctype=zipfile.ZIP_DEFLATED), b'second ' * 50)
data = out.buf.getvalue()
print(len(data) > 100, data.count(b'PK\x07\x08'))
with zipfile.ZipFile(io.BytesIO(data)) as zf:
    for zi in zf.infolist():
        print(zi.filename, zi.flag_bits, zi.file_size, hex(zi.CRC))
    print(zf.read('one.txt'), len(zf.read('two.txt')))

# A member name without the UTF-8 flag is cp437 text.
_b = io.BytesIO()
with zipfile.ZipFile(_b, "w") as _z:
    _z.writestr("cafX\xb0.txt".replace("\xb0", "Y"), b"cp437")
_raw = _b.getvalue().replace(b"cafXY", b"caf\x82\xb0")
_z = zipfile.ZipFile(io.BytesIO(_raw))
print(_z.namelist(), _z.read(_z.namelist()[0]))
