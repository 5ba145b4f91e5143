import glob, os
base = os.path.join(os.environ.get("TMPDIR", "/tmp"), "mod_glob.%d" % os.getpid())
files = ['a.txt', 'b.txt', 'c.py', '.hidden.txt', 'sub/d.txt', 'sub/e.py', 'sub/deep/f.txt', 'sub/.h/g.txt',
         'other/x[1].txt', 'other/y?.txt', 'other/star*.txt']
for f in files:
    p = os.path.join(base, f)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, 'w') as fh:
        fh.write(f)
def show(pat, **kw):
    got = glob.glob(pat, root_dir=base, **kw)
    print(repr(pat), kw, sorted(got))
for pat in ['*', '*.txt', '?.py', '[ab].txt', '[!a]*', 'sub/*', 'sub/*/*', '*/*.txt', 'sub/', 'sub', 'nope', 'nope/*',
            '.*', 'sub/.*/*', 'other/*', 'other/x[[]1].txt', 'a.txt', '*/', '']:
    show(pat)
for pat in ['**', '**/*.txt', 'sub/**', 'sub/**/', '**/', '**/*.py', 'x/**']:
    show(pat, recursive=True)
show('**', recursive=True, include_hidden=True)
show('*', include_hidden=True)
show('**/*.txt')
# absolute patterns, printed relative to the base
print(sorted(os.path.relpath(p, base) for p in glob.glob(os.path.join(base, 'sub', '*.txt'))))
print(sorted(os.path.relpath(p, base) for p in glob.iglob(os.path.join(base, '**', '*.py'), recursive=True)))
print(sorted(glob.glob(os.path.join(base, 'other', glob.escape('x[1].txt')))) == [os.path.join(base, 'other', 'x[1].txt')])
print(sorted(glob.glob(b'*.txt', root_dir=base.encode())))
print(glob.escape('a*b?c[d]'), glob.escape(b'x*'), glob.has_magic('a[b'), glob.has_magic('abc'), glob.has_magic(b'*'))
print(type(glob.iglob('*', root_dir=base)).__name__ in ('generator', 'chain'))
for pat, kw in [('*.txt', {}), ('a/**/b', {'recursive': True}), ('**/*', {}), ('a?b/*', {'include_hidden': True}),
                ('**', {'recursive': True, 'include_hidden': True}), ('[ab]/c*', {'seps': '/\\'}), ('x/**/**/y', {'recursive': True})]:
    print(repr(glob.translate(pat, **kw)))
for dirpath, dirs, fnames in os.walk(base, topdown=False):
    for f in fnames:
        os.remove(os.path.join(dirpath, f))
    os.rmdir(dirpath)
print(os.path.exists(base))
