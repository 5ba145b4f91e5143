# os and os.path (deterministic parts)
import os
import os.path
import sys

print(os.name, os.sep, repr(os.linesep), os.curdir, os.pardir, os.pathsep, os.devnull, os.extsep, os.altsep)
p = os.path
print(p.join('a', 'b', '/c', 'd'), p.split('/a/b/c.txt'), p.splitext('x/y.tar.gz'), p.normpath('/a/./b/../c//d'),
      repr(p.basename('/a/b/')), p.dirname('/a/b/'))
print(p.relpath('/a/b/c', '/a/d'), p.commonprefix(['/usr/lib', '/usr/local']), p.commonpath(['/usr/lib', '/usr/local']),
      p.isabs('a'), p.splitext('.bashrc'), p.normpath(''), p.normpath('//a'), p.normpath('a/../..'), p.normpath('///a/b'))
print(p.split('/'), p.split('a'), p.split('a/'), p.splitext('a.b/c'), p.splitext('a..'), p.join('', 'x'), p.join('a/', 'b'))
print(p.splitroot('//x/y'), p.splitdrive('/x'), p.basename(b'/x/y.b'), p.join(b'a', b'b'))
try:
    p.commonpath(['/a', 'b'])
except ValueError as e:
    print(e)
try:
    p.join('a', 1)
except TypeError as e:
    print(type(e).__name__)
print(type(os.environ).__name__, os.getenv('CPJIT_SURELY_UNSET', 'dflt'), os.fspath('p'), os.environ.get('CPJIT_SURELY_UNSET'))
os.environ['CPJIT_TEST_VAR'] = 'value'
print(os.getenv('CPJIT_TEST_VAR'), 'CPJIT_TEST_VAR' in os.environ)
del os.environ['CPJIT_TEST_VAR']
print(os.getenv('CPJIT_TEST_VAR'))

base = os.path.join('/tmp', 'cpjit_mod_os_%d' % os.getpid())
os.makedirs(os.path.join(base, 'sub', 'deep'))
os.makedirs(os.path.join(base, 'sub'), exist_ok=True)
try:
    os.mkdir(base)
except FileExistsError as e:
    print(type(e).__name__, e.errno, e.strerror)
with open(os.path.join(base, 'f.txt'), 'w') as f:
    f.write('hello')
print(sorted(os.listdir(base)), os.path.isdir(base), os.path.isfile(os.path.join(base, 'f.txt')),
      os.path.exists(os.path.join(base, 'nope')), os.path.getsize(os.path.join(base, 'f.txt')))
st = os.stat(os.path.join(base, 'f.txt'))
print(st.st_size, type(st.st_mtime).__name__, type(st[8]).__name__, len(st), st.st_mode & 0o170000 == 0o100000)
for root, dirs, files in os.walk(base):
    print(os.path.relpath(root, base), sorted(dirs), sorted(files))
print(sorted(e.name for e in os.scandir(base)), [e.is_dir() for e in sorted(os.scandir(base), key=lambda e: e.name)])
os.rename(os.path.join(base, 'f.txt'), os.path.join(base, 'g.txt'))
print(sorted(os.listdir(base)))
os.remove(os.path.join(base, 'g.txt'))
os.removedirs(os.path.join(base, 'sub', 'deep'))
print(os.path.exists(base))
try:
    os.stat('/nonexistent/file')
except FileNotFoundError as e:
    print(repr(e), e.errno, e.filename)
try:
    os.listdir('/nonexistent')
except OSError as e:
    print(type(e).__name__, e)
cwd = os.getcwd()
os.chdir('/')
print(os.getcwd())
os.chdir(cwd)
print(os.getcwd() == cwd, os.path.abspath('x') == os.path.join(cwd, 'x'), isinstance(os.getpid(), int))

class P:
    def __fspath__(self):
        return '/tmp/pl'

print(os.fspath(P()), p.basename(P()), isinstance(P(), os.PathLike))
