# os: files and directories in a temp dir, stat results, environ/environb, fds (issue 29)
import os, sys, stat, tempfile, subprocess
base = tempfile.mkdtemp()
orig_cwd = os.getcwd()
os.chdir(base)
os.makedirs('a/b/c')
os.makedirs('a/b', exist_ok=True)
try:
    os.makedirs('a/b')
except FileExistsError as e:
    print(e)
with open('a/f1.txt', 'w') as f:
    f.write('x' * 10)
with open('a/b/f2.bin', 'wb') as f:
    f.write(b'\0' * 3)
os.symlink('f1.txt', 'a/link')
os.symlink('b', 'a/dirlink')
os.symlink('nowhere', 'a/broken')
print(sorted(os.listdir('a')), sorted(os.listdir(b'a')))
with os.scandir('a') as it:
    for e in sorted(it, key=lambda e: e.name):
        print(repr(e), e.name, e.path, e.is_file(), e.is_dir(), e.is_symlink(), e.is_file(follow_symlinks=False), e.is_dir(follow_symlinks=False), os.fspath(e))
        print(' ', e.stat(follow_symlinks=False).st_mode == os.lstat(e.path).st_mode, e.inode() == os.lstat(e.path).st_ino)
print(type(os.scandir('.')).__name__, os.DirEntry.__name__, [e.name for e in os.scandir()] == os.listdir())
for top, dirs, files in os.walk('a'):
    print(top, sorted(dirs), sorted(files))
for top, dirs, files in os.walk('a', topdown=False):
    print(top, sorted(dirs), sorted(files))
for top, dirs, files in os.walk('a', followlinks=True):
    dirs.sort()
    print(top, dirs, sorted(files))
for top, dirs, files in os.walk('a'):
    dirs.clear()
    print('pruned', top)
errs = []
print(list(os.walk('missing', onerror=errs.append)), [type(e).__name__ for e in errs], errs[0].filename)
print(list(os.walk(b'a/b')))
st = os.stat('a/f1.txt')
print(st.st_size, stat.S_ISREG(st.st_mode), stat.S_ISDIR(os.stat('a').st_mode), stat.S_ISLNK(os.lstat('a/link').st_mode))
print(st[6], st[stat.ST_SIZE], len(st), type(st.st_mtime), type(st.st_mtime_ns), type(st[8]), st.st_nlink, st == os.stat('a/f1.txt'))
print(os.stat_result.n_fields, os.stat_result.n_sequence_fields, os.stat_result.n_unnamed_fields)
print(repr(st).startswith('os.stat_result(st_mode='), repr(st).count('='))
print(tuple(st)[6], st.st_mtime == st[8] or isinstance(st.st_mtime, float))
try:
    os.stat('nope')
except FileNotFoundError as e:
    print(e, e.errno, e.filename)
try:
    os.stat(3.5)
except TypeError as e:
    print(e)
print(os.access('a/f1.txt', os.R_OK), os.access('nope', os.F_OK))
os.chmod('a/f1.txt', 0o600)
print(oct(stat.S_IMODE(os.stat('a/f1.txt').st_mode)), stat.filemode(os.stat('a/f1.txt').st_mode))
os.rename('a/f1.txt', 'a/g1.txt')
os.replace('a/g1.txt', 'a/b/f2.bin')
print(sorted(os.listdir('a/b')), os.path.getsize('a/b/f2.bin'))
os.renames('a/b/f2.bin', 'x/y/z.bin')
print(os.path.exists('x/y/z.bin'), sorted(os.listdir('a/b')))
os.remove('x/y/z.bin')
os.removedirs('x/y')
print(os.path.exists('x'))
try:
    os.rmdir('a')
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename)
try:
    os.remove('a')
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror)
try:
    os.mkdir('a')
except FileExistsError as e:
    print(e)
try:
    os.rename('nope', 'nope2')
except FileNotFoundError as e:
    print(e, e.filename2)
try:
    os.listdir('nope')
except FileNotFoundError as e:
    print(e)
print(os.path.realpath('a/dirlink') == os.path.join(os.path.realpath(base), 'a', 'b'), os.path.islink('a/dirlink'), os.path.lexists('a/broken'), os.path.exists('a/broken'))
print(os.path.samefile('a/dirlink', 'a/b'), os.path.relpath('a/b/c', 'a/x'), os.path.commonpath(['a/b/c', 'a/b/d']))
print(os.readlink('a/link'), os.path.getmtime('a') > 0, type(os.path.getatime('a')), os.path.ismount('/'), os.path.isdir('a/dirlink'))
print(os.path.expanduser('~') == os.environ.get('HOME'), os.path.expanduser('~/x')[-2:], os.path.expandvars('$HOME') == os.environ['HOME'], os.path.expandvars('${NOPE_X}/$NOPE_Y'))
print(os.getcwd() == os.path.realpath(base), os.fsencode('é'), ascii(os.fsdecode(b'\xff')), os.fspath(b'x'))
print(os.get_exec_path({'PATH': '/a:/b'}), os.get_exec_path({}), type(os.cpu_count()), os.getpid() > 0, os.getppid() > 0)
print(len(os.urandom(5)), type(os.times()).__name__, len(os.times()), os.times().elapsed > 0)
try:
    os.get_terminal_size()
except OSError as e:
    print(e)
print(os.devnull, os.sep, os.pathsep, os.linesep == '\n', os.name, os.curdir, os.extsep)
old = os.umask(0o22)
print(os.umask(old), oct(0o22))
os.environ['ZZ_T'] = '1'
print(os.environ['ZZ_T'], os.getenv('ZZ_T'), os.environ.pop('ZZ_T'), 'ZZ_T' in os.environ, os.environb.get(b'HOME') == os.environ['HOME'].encode() if hasattr(os, 'environb') else 'noenvironb')
try:
    os.environ['A'] = 1
except TypeError as e:
    print(e)
try:
    os.environ['NOPE_VAR']
except KeyError as e:
    print(repr(e))
print(isinstance(os.environ, dict), type(os.environ).__name__)
class P:
    def __fspath__(self): return 'a'
print(os.path.isdir(P()), os.fspath(P()), isinstance(P(), os.PathLike), sorted(os.listdir(P())))
fd = os.open('fd.txt', os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
print(os.write(fd, b'hello\nworld\n'))
os.close(fd)
fd = os.open('fd.txt', os.O_RDONLY)
print(os.read(fd, 5), os.lseek(fd, 0, os.SEEK_END), os.fstat(fd).st_size)
os.close(fd)
try:
    os.close(fd)
except OSError as e:
    print(e)
os.truncate('fd.txt', 3)
print(open('fd.txt').read())
os.utime('fd.txt', (1000000000, 1000000000))
print(os.stat('fd.txt').st_mtime, os.stat('fd.txt').st_mtime_ns)
os.utime('fd.txt', ns=(1500000000123456789, 1500000000123456789))
print(os.stat('fd.txt').st_mtime_ns, os.path.getmtime('fd.txt'))
os.link('fd.txt', 'hard.txt')
print(os.stat('fd.txt').st_nlink, os.path.samefile('fd.txt', 'hard.txt'))
import shutil
os.chdir(orig_cwd)
shutil.rmtree(base)
print(os.path.exists(base))
os.environ['ZQ1'] = 'a'
print(os.environb[b'ZQ1'], os.environ.get('ZQ1'), repr(os.environ)[:9])
os.environb[b'ZQ2'] = b'b'
print(os.environ['ZQ2'], subprocess.run('echo $ZQ1$ZQ2', shell=True, capture_output=True).stdout)
del os.environb[b'ZQ1']
print('ZQ1' in os.environ, subprocess.run('echo "[$ZQ1]"', shell=True, capture_output=True).stdout)
for bad in [lambda: os.environb.__setitem__('x', b'y'), lambda: os.environ.__setitem__('x', b'y'), lambda: os.environ[1], lambda: os.environ.__delitem__('NOPE_Q')]:
    try:
        bad()
    except (TypeError, KeyError) as e:
        print(type(e).__name__, e)
print(os.environ.setdefault('ZQ3', 'c'), os.environ.pop('ZQ3'), os.environ.pop('ZQ3', 'dflt'))
print(type(os.environ.copy()), type(os.environ | {'a': 'b'}), ({'a': 'b'} | os.environ)['a'])
os.environ |= {'ZQ4': 'd'}
print(os.getenv('ZQ4'), os.getenvb(b'ZQ4'), len(os.environ) == len(os.environb))
os.putenv('ZQ5', 'e')
print(os.getenv('ZQ5'), subprocess.run('echo $ZQ5', shell=True, capture_output=True).stdout)
os.unsetenv('ZQ4')
print(os.getenv('ZQ4'), subprocess.run('echo "[$ZQ4]"', shell=True, capture_output=True).stdout)
try:
    os.putenv('A=B', 'x')
except ValueError as e:
    print(e)
try:
    os.environ['A=B'] = 'x'
except ValueError as e:
    print(e)
