# tarfile: ustar, GNU and pax headers byte for byte, reading back, gzip,
# stream modes, extraction with the 3.13 filters, errors.
import hashlib
import io
import os
import tarfile
import tempfile
import warnings


def info(name, size=0, mtime=1600000000, type=tarfile.REGTYPE, mode=0o644,
         **kw):
    ti = tarfile.TarInfo(name)
    ti.size = size
    ti.mtime = mtime
    ti.type = type
    ti.mode = mode
    for k, v in kw.items():
        setattr(ti, k, v)
    return ti


def build(format, mode='w'):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode=mode, format=format) as t:
        t.addfile(info('hello.txt', 6, uname='alice', gname='staff', uid=1000,
                       gid=50), io.BytesIO(b'hello\n'))
        t.addfile(info('dir', type=tarfile.DIRTYPE, mode=0o755))
        t.addfile(info('dir/data.bin', 700), io.BytesIO(bytes(range(256)) * 3))
        t.addfile(info('link', type=tarfile.SYMTYPE, linkname='hello.txt',
                       mode=0o777))
        t.addfile(info('hard', type=tarfile.LNKTYPE, linkname='hello.txt'))
        if format != tarfile.USTAR_FORMAT:
            t.addfile(info('long/' + 'x' * 150 + '.txt', 3), io.BytesIO(b'abc'))
        else:
            t.addfile(info('p' * 60 + '/' + 'q' * 80, 3), io.BytesIO(b'abc'))
        if format == tarfile.PAX_FORMAT:
            t.addfile(info('ünïcode.txt', 2, uname='bøb'), io.BytesIO(b'hi'))
            t.addfile(info('big-uid', uid=10 ** 9))
    return buf.getvalue()


for fmt in (tarfile.USTAR_FORMAT, tarfile.GNU_FORMAT, tarfile.PAX_FORMAT):
    data = build(fmt)
    print(fmt, len(data), hashlib.sha256(data).hexdigest())
    with tarfile.open(fileobj=io.BytesIO(data)) as t:
        for m in t.getmembers():
            print(' ', m.name, m.size, m.mtime, oct(m.mode), m.type, m.linkname,
                  m.uid, m.gid, m.uname, m.gname, m.offset, m.offset_data,
                  m.isfile(), m.isdir(), m.issym(), m.islnk(), sorted(m.pax_headers.items()))
        print(t.extractfile('hello.txt').read(), t.extractfile('link').read(),
              t.extractfile('hard').read(), t.extractfile('dir'))
        f = t.extractfile('dir/data.bin')
        print(f.read(4), f.tell(), f.seek(-3, 2), f.read(), f.seek(255), f.read(2))
        print(t.getnames()[-1])

data = build(tarfile.PAX_FORMAT)
print(data[:100].rstrip(b'\0'), data[100:148], data[148:156], data[156:157],
      data[257:265])
i = data.find(b'././@PaxHeader')
print(data[i:i + 100].rstrip(b'\0'), data[i + 512:i + 700].rstrip(b'\0'))

t = tarfile.open(fileobj=io.BytesIO(data))
print(t.getmember('dir/').name, t.getmember('hello.txt').size)
try:
    t.getmember('nope')
except KeyError as e:
    print('KeyError', e)
t.list(verbose=False)
t.list()
print([m.name for m in t])
t.close()
try:
    t.getmembers()
except OSError as e:
    print('OSError', e)

# Iteration reads members lazily and next() ends with None.
t = tarfile.open(fileobj=io.BytesIO(data), mode='r:')
print(t.next().name, t.next().name)
n = 2
while t.next() is not None:
    n += 1
print(n, t.next())

# gzip, and the auto-detecting modes.
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode='w:gz') as t:
    t.addfile(info('a.txt', 5), io.BytesIO(b'aaaaa'))
    t.addfile(info('b.txt', 3), io.BytesIO(b'bbb'))
gz = buf.getvalue()
print(gz[:2], len(gz) < 10240)
for mode in ('r', 'r:*', 'r:gz'):
    with tarfile.open(fileobj=io.BytesIO(gz), mode=mode) as t:
        print(mode, t.getnames(), t.extractfile('b.txt').read())
for mode in ('r|gz', 'r|*'):
    with tarfile.open(fileobj=io.BytesIO(gz), mode=mode) as t:
        print(mode, [(m.name, t.extractfile(m).read()) for m in t])
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode='w|gz') as t:
    t.addfile(info('s.txt', 4), io.BytesIO(b'ssss'))
with tarfile.open(fileobj=io.BytesIO(buf.getvalue()), mode='r:gz') as t:
    print(t.getnames(), t.extractfile('s.txt').read())
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode='w|') as t:
    t.addfile(info('s.txt', 4), io.BytesIO(b'ssss'))
print(len(buf.getvalue()))
with tarfile.open(fileobj=io.BytesIO(buf.getvalue()), mode='r|') as t:
    for m in t:
        print(m.name, t.extractfile(m).read())

# Errors.
for junk in (b'', b'junk' * 200, b'x'):
    for mode in ('r', 'r:', 'r:gz'):
        try:
            tarfile.open(fileobj=io.BytesIO(junk), mode=mode)
        except tarfile.ReadError as e:
            print(mode, 'ReadError', repr(str(e)))
for mode, exc in (('q', ValueError), ('r:zip', tarfile.CompressionError),
                  ('a:gz', ValueError), ('x|gz', ValueError)):
    try:
        tarfile.open(fileobj=io.BytesIO(data), mode=mode)
    except exc as e:
        print(mode, type(e).__name__, e)
try:
    tarfile.open()
except ValueError as e:
    print('ValueError', e)
bad = bytearray(data)
bad[0] ^= 1
try:
    tarfile.open(fileobj=io.BytesIO(bytes(bad)), mode='r:')
except tarfile.ReadError as e:
    print('ReadError', e)
print(tarfile.is_tarfile(io.BytesIO(data)), tarfile.is_tarfile(io.BytesIO(b'nope' * 300)))
with tarfile.open(fileobj=io.BytesIO(), mode='w') as t:
    try:
        t.addfile(info('x', 5))
    except ValueError as e:
        print('ValueError', e)
    try:
        t.getmembers()
        t.extractfile('x')
    except OSError as e:
        print('OSError', e)
try:
    info('y' * 120).tobuf(tarfile.USTAR_FORMAT)
except ValueError as e:
    print('ValueError', e)
try:
    info('z', uid=-1).tobuf(tarfile.USTAR_FORMAT)
except ValueError as e:
    print('ValueError', e)
print(info('neg', uid=-1).tobuf(tarfile.GNU_FORMAT)[108:116])
print(issubclass(tarfile.ReadError, tarfile.TarError),
      issubclass(tarfile.AbsolutePathError, tarfile.FilterError),
      issubclass(tarfile.FilterError, tarfile.TarError))

# TarInfo.
ti = tarfile.TarInfo()
print(repr(ti.name), ti.size, ti.mode, ti.type, ti.mtime, ti.uid, ti.uname,
      ti.isreg(), ti.path, ti.linkpath)
r = ti.replace(name='new', mode=0o600)
print(r.name, oct(r.mode), ti.name, repr(ti).startswith("<TarInfo '' at 0x"))
print(sorted(info('k', 3).get_info().items()))
print(tarfile.TarInfo.frombuf(info('fb', 9).tobuf(), 'utf-8', 'strict').size)
for buf in (b'', b'x' * 100, b'\0' * 512):
    try:
        tarfile.TarInfo.frombuf(buf, 'utf-8', 'strict')
    except tarfile.HeaderError as e:
        print(type(e).__name__, e)

# Files on disk: add (recursive, filter), append, extract with filters.
with tempfile.TemporaryDirectory() as tmp:
    src = os.path.join(tmp, 'src')
    os.makedirs(os.path.join(src, 'sub'))
    for rel, text in (('a.txt', 'alpha\n'), ('sub/b.txt', 'beta\n'),
                      ('skip.log', 'x')):
        with open(os.path.join(src, rel), 'w') as f:
            f.write(text)
    os.chmod(os.path.join(src, 'a.txt'), 0o640)
    os.symlink('a.txt', os.path.join(src, 'alink'))
    archive = os.path.join(tmp, 'out.tar')

    def no_logs(ti):
        if ti.name.endswith('.log'):
            return None
        ti.mtime = 1700000000
        ti.uid = ti.gid = 0
        ti.uname = ti.gname = 'root'
        return ti

    with tarfile.open(archive, 'w') as t:
        t.add(src, arcname='src', filter=no_logs)
        print(t.name == archive, t.mode)
    with tarfile.open(archive, 'a') as t:
        t.addfile(info('extra.txt', 2), io.BytesIO(b'ex'))
    print(os.path.getsize(archive) % 10240)
    with tarfile.open(archive) as t:
        for m in t:
            print(m.name, oct(m.mode), m.size, m.type, m.linkname, m.mtime,
                  m.uname)
        out = os.path.join(tmp, 'out')
        t.extractall(out, filter='data')
        t.extract('src/sub/b.txt', os.path.join(tmp, 'one'), filter='tar')
    for root, dirs, files in sorted(os.walk(out)):
        print(os.path.relpath(root, tmp), sorted(dirs), sorted(files))
    print(oct(os.stat(os.path.join(out, 'src', 'a.txt')).st_mode & 0o777),
          os.readlink(os.path.join(out, 'src', 'alink')),
          os.path.getmtime(os.path.join(out, 'src', 'a.txt')))
    print(os.path.exists(os.path.join(tmp, 'one', 'src', 'sub', 'b.txt')))

    # Hostile archives against the data and tar filters.
    evil = io.BytesIO()
    with tarfile.open(fileobj=evil, mode='w') as t:
        t.addfile(info('/abs/file.txt', 1), io.BytesIO(b'A'))
        t.addfile(info('../up.txt', 1), io.BytesIO(b'U'))
        t.addfile(info('setuid', 1, mode=0o4777), io.BytesIO(b'S'))
        t.addfile(info('noexec', 1, mode=0o077), io.BytesIO(b'N'))
        t.addfile(info('abslink', type=tarfile.SYMTYPE, linkname='/etc/passwd'))
        t.addfile(info('outlink', type=tarfile.SYMTYPE, linkname='../../../../../../../../x'))
        t.addfile(info('fifo', type=tarfile.FIFOTYPE))
    dest = os.path.join(tmp, 'dest')
    os.mkdir(dest)
    with tarfile.open(fileobj=io.BytesIO(evil.getvalue())) as t:
        for m in t.getmembers():
            for flt in (tarfile.data_filter, tarfile.tar_filter,
                        tarfile.fully_trusted_filter):
                try:
                    r = flt(m, dest)
                    print(m.name, flt.__name__, r.name,
                          None if r.mode is None else oct(r.mode), r.uid, r.uname)
                except tarfile.FilterError as e:
                    print(m.name, flt.__name__, type(e).__name__,
                          str(e).replace(tmp, 'TMP'))
        try:
            t.extractall(dest, filter='data')
        except tarfile.FilterError as e:
            print(type(e).__name__, str(e).replace(tmp, 'TMP'))
        print(sorted(os.listdir(dest)))
        t.errorlevel = 0
        t.extractall(dest, filter='data')
        print(sorted(os.listdir(dest)))
        try:
            t.extractall(dest, filter='bogus')
        except ValueError as e:
            print('ValueError', e)
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter('always')
            t.extract('noexec', os.path.join(tmp, 'trusted'))
        print([str(x.message)[:40] for x in w], [x.category.__name__ for x in w])
        print(oct(os.stat(os.path.join(tmp, 'trusted', 'noexec')).st_mode & 0o777))
