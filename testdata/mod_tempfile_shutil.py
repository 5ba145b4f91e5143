# tempfile, shutil, stat and the os descriptor calls, in a directory of
# this process's own
import os
import shutil
import stat
import tempfile

base = os.path.join(os.environ.get('TMPDIR', '/tmp'), 'mod_tempfile.%d' % os.getpid())
os.makedirs(base)
tempfile.tempdir = base
print(tempfile.gettempdir() == base, tempfile.gettempprefix(), tempfile.TMP_MAX)

fd, path = tempfile.mkstemp(suffix='.txt', prefix='pre_')
name = os.path.basename(path)
print(os.path.dirname(path) == base, name.startswith('pre_'), name.endswith('.txt'), len(name))
print(os.write(fd, b'written through a descriptor\n'), os.lseek(fd, 0, os.SEEK_SET))
print(os.read(fd, 7), os.fstat(fd).st_size, oct(stat.S_IMODE(os.stat(path).st_mode)))
os.ftruncate(fd, 7)
os.close(fd)
try:
    os.close(fd)
except OSError as e:
    print('OSError', e.errno == 9)
with open(path) as f:
    print(repr(f.read()))
os.unlink(path)

d = tempfile.mkdtemp(prefix='dir_')
print(os.path.isdir(d), oct(stat.S_IMODE(os.stat(d).st_mode)), os.path.basename(d).startswith('dir_'))
os.rmdir(d)

with tempfile.NamedTemporaryFile('w+', suffix='.log') as f:
    f.write('line one\nline two\n')
    f.flush()
    f.seek(0)
    print(f.name.endswith('.log'), f.readlines(), os.path.exists(f.name))
    kept = f.name
print('removed on close', not os.path.exists(kept))
f = tempfile.NamedTemporaryFile(delete=False)
f.write(b'keep')
f.close()
print('kept with delete=False', os.path.exists(f.name))
os.unlink(f.name)

with tempfile.TemporaryFile('w+') as f:
    f.write('anonymous')
    f.seek(0)
    print(f.read(), isinstance(f.name, int))

with tempfile.SpooledTemporaryFile(max_size=10, mode='w+') as sp:
    sp.write('short')
    print('spooled in memory', sp._rolled)
    sp.write(' and now long enough')
    print('rolled over', sp._rolled)
    sp.seek(0)
    print(sp.read())

with tempfile.TemporaryDirectory(prefix='tree_') as tdir:
    src = os.path.join(tdir, 'src')
    os.makedirs(os.path.join(src, 'sub', 'deeper'))
    for rel, text in [('a.txt', 'A'), ('b.py', 'B'), ('sub/c.txt', 'C'), ('sub/deeper/d.txt', 'D')]:
        with open(os.path.join(src, rel), 'w') as fh:
            fh.write(text)
    os.chmod(os.path.join(src, 'a.txt'), 0o640)
    copied = shutil.copy(os.path.join(src, 'a.txt'), tdir)
    print(os.path.basename(copied), oct(stat.S_IMODE(os.stat(copied).st_mode)))
    st1 = os.stat(os.path.join(src, 'a.txt'))
    c2 = shutil.copy2(os.path.join(src, 'a.txt'), os.path.join(tdir, 'a2.txt'))
    print('copy2 keeps mtime', os.stat(c2).st_mtime_ns == st1.st_mtime_ns)
    try:
        shutil.copyfile(copied, copied)
    except shutil.SameFileError as e:
        print('SameFileError', isinstance(e, OSError))
    dst = shutil.copytree(src, os.path.join(tdir, 'dst'), ignore=shutil.ignore_patterns('*.py'))
    listing = sorted(os.path.relpath(os.path.join(r, n), dst) for r, ds, fs in os.walk(dst) for n in fs)
    print('copytree', listing)
    try:
        shutil.copytree(src, dst)
    except FileExistsError:
        print('FileExistsError without dirs_exist_ok')
    shutil.copytree(src, dst, dirs_exist_ok=True)
    print('b.py now', os.path.exists(os.path.join(dst, 'b.py')))
    moved = shutil.move(os.path.join(tdir, 'a2.txt'), os.path.join(tdir, 'moved.txt'))
    print('move', os.path.basename(moved), os.path.exists(os.path.join(tdir, 'a2.txt')))
    shutil.move(dst, os.path.join(tdir, 'dst2'))
    print('moved tree', sorted(os.listdir(tdir)))
    shutil.rmtree(os.path.join(tdir, 'dst2'))
    errors = []
    shutil.rmtree(os.path.join(tdir, 'missing'), onexc=lambda fn, p, e: errors.append(type(e).__name__))
    shutil.rmtree(os.path.join(tdir, 'missing'), ignore_errors=True)
    print('rmtree', sorted(os.listdir(tdir)), errors)
    os.symlink(os.path.join(src, 'a.txt'), os.path.join(tdir, 'link'))
    print('islink', os.path.islink(os.path.join(tdir, 'link')), stat.S_ISLNK(os.lstat(os.path.join(tdir, 'link')).st_mode))
    print(stat.filemode(os.lstat(os.path.join(tdir, 'link')).st_mode)[0], stat.filemode(os.stat(src).st_mode)[0])
    saved = tdir
print('TemporaryDirectory removed', not os.path.exists(saved))

print(stat.filemode(0o100755), stat.filemode(0o040700), stat.filemode(0o104755), stat.filemode(0o041777), stat.filemode(0o020600))
print(stat.S_ISDIR(0o040000), stat.S_ISREG(0o100644), stat.S_IFMT(0o100644) == stat.S_IFREG, stat.S_IMODE(0o104755))
print(shutil.which('sh') is not None, shutil.which('no-such-program-xyz'))
print(shutil.get_terminal_size((33, 7)) if 'COLUMNS' not in os.environ else 'cols set')
r, w = os.pipe()
with os.fdopen(w, 'w') as fw:
    fw.write('through a pipe')
with os.fdopen(r) as fr:
    print(fr.read())
os.rmdir(base)
