# pathlib: pure POSIX and Windows paths, and Path's file-system calls in a
# directory of this process's own
import os
from pathlib import Path, PurePath, PurePosixPath as P, PureWindowsPath as W, PosixPath


def t(f):
    try:
        print(repr(f()))
    except OSError as e:
        print(type(e).__name__, e.errno, os.path.basename(e.filename))
    except Exception as e:
        print(type(e).__name__, e)


p = P('/usr/local/lib/python3.13/site.tar.gz')
print(p.parts, p.drive, p.root, p.anchor, p.name, p.suffix, p.suffixes, p.stem)
print(p.parent, list(p.parents)[:3], len(p.parents), p.parents[-1], p.parents[1:3], p.is_absolute())
print(repr(p), str(P('a//b/./c/')), P('a') / 'b' / P('/c'), P('a', 'b', 'c'), P(), repr(P('')), repr(P('.').name))
print(p.with_name('x.py'), p.with_suffix('.zip'), p.with_suffix(''), p.with_stem('new'))
print(P('a/b').relative_to('a'), P('/a/b').is_relative_to('/a'), P('/a/b').relative_to('/a/c', walk_up=True))
t(lambda: P('a/b').relative_to('c'))
t(lambda: P('/').with_name('x'))
t(lambda: P('a').with_suffix('b'))
t(lambda: P('a').with_name('x/y'))
t(lambda: P(1))
print(P('a/b.py').match('*.py'), P('/a/b/c.py').match('b/*.py'), P('/a/b/c.py').match('/b/*.py'), P('A.PY').match('*.py'))
print(P('/a/b/c.py').full_match('/a/**/*.py'), P('/a/b/c.py').full_match('/a/*.py'), P('a/b').full_match('**'), P('x/y/z').full_match('x/**/z'))
print(P('a') < P('b'), P('a') == P('a/'), P('a') == 'a', hash(P('a/b')) == hash(P('a//b')), sorted([P('b'), P('a/c'), P('a')]))
print(P('/a/b').as_uri(), P('a/b').as_posix(), P('a/../b'), P('//a'), P('///a'), bytes(P('/x')))
print(P('a').joinpath('b', 'c'), P('a/b').with_segments('x'), P('a.b.c').suffixes, P('.bashrc').suffix, P('.bashrc').stem, P('a.').suffix, P('a/..').name)
print(P('a/b') / 'c', 'x' / P('y'), os.fspath(P('q/r')), PurePath('z'), type(PurePath('z')).__name__)
w = W('C:/Users/me\\docs/file.TXT')
print(w, repr(w), w.parts, w.drive, w.root, w.anchor, w.name, w.suffix, w.parent, w.as_posix())
print(W('c:/a') == W('C:/A'), W('//server/share/x').parts, W('//server/share/x').drive, W('a/b').is_absolute(), W('c:/a').is_absolute(), W('/a').is_absolute())
print(W('C:/a') / 'D:/b', W('C:/a') / '/b', W('C:/a/b').relative_to('c:/A'), P(W('x/y')))

base = Path(os.environ.get('TMPDIR', '/tmp')) / ('mod_pathlib.%d' % os.getpid())
base.mkdir()
print(base.is_dir(), base.exists(), base.is_file(), type(base).__name__, base.is_absolute())
(base / 'sub' / 'deep').mkdir(parents=True)
t(lambda: (base / 'sub').mkdir())
(base / 'sub').mkdir(exist_ok=True)
f = base / 'sub' / 'notes.txt'
print(f.write_text('first line\nsecond line\n'), f.read_text().splitlines(), f.stat().st_size)
print(f.write_bytes(b'\x00\x01'), f.read_bytes(), f.is_file(), f.exists())
(base / 'a.py').touch()
(base / 'b.py').write_text('x = 1\n')
(base / 'sub' / 'deep' / 'c.py').write_text('pass\n')
(base / '.hidden.py').touch()
rel = lambda ps: sorted(str(x.relative_to(base)) for x in ps)
print(rel(base.iterdir()))
print(rel(base.glob('*.py')), rel(base.glob('**/*.py')), rel(base.rglob('*.py')), rel(base.glob('sub/*')), rel(base.glob('*/')))
print([(str(d.relative_to(base)), sorted(ds), sorted(fs)) for d, ds, fs in base.walk()])
t(lambda: (base / 'missing.txt').read_text())
t(lambda: (base / 'missing.txt').unlink())
(base / 'missing.txt').unlink(missing_ok=True)
moved = (base / 'a.py').rename(base / 'renamed.py')
print(moved.name, (base / 'a.py').exists(), moved.exists())
(base / 'link').symlink_to(base / 'b.py')
print((base / 'link').is_symlink(), (base / 'link').readlink() == base / 'b.py', (base / 'link').resolve() == (base / 'b.py').resolve(), (base / 'link').samefile(base / 'b.py'))
t(lambda: (base / 'renamed.py').touch(exist_ok=False))
with (base / 'b.py').open() as fh:
    print(fh.read().strip())
print(Path.cwd() == Path(os.getcwd()), Path('rel').absolute() == Path.cwd() / 'rel', Path('~').expanduser() == Path.home())
print(Path('/x/y').parent, PosixPath('/q'), Path('a') == P('a'))
for child in sorted(base.rglob('*'), key=lambda x: len(x.parts), reverse=True):
    if child.is_dir() and not child.is_symlink():
        child.rmdir()
    else:
        child.unlink()
base.rmdir()
print('cleaned', base.exists())
