import fnmatch
pats = ['*', '*.py', 'a*b*c', '?', '??x', '[abc]', '[!abc]', '[a-c]x', '[!a-c]', '[]]', '[!]]', '[', '[a-', 'a[-z]',
        '[z-a]', '[a-cz-a]', '[!]', '[^a]', '[[]', 'a\\b', '[\\]', '*.[ch]', '**a**', '*a*b', 'x*', '[a-c-e]', '[---]',
        '[&&]', '[a~|]', 'a.b+c(d)', '[-a]', '[a-]', '[!-]', 'é*', '[%-0]', '[b-a-c]', '*x?y*']
for p in pats:
    print(repr(p), repr(fnmatch.translate(p)))
names = ['a', 'b', 'x', 'ab', 'abc', 'aXbYc', 'abbc', 'z.py', '.py', 'main.c', 'main.h', 'a-z', 'ax', 'dx', ']', '[', '-',
         'a\\b', '\\', 'é1', 'A.PY', 'x\ny', 'a-b', '&', '~', '0', '/']
for p in pats:
    print(repr(p), [n for n in names if fnmatch.fnmatchcase(n, p)])
print(fnmatch.filter(names, '*.py'), fnmatch.filter(names, '[ab]*'))
print(fnmatch.fnmatch('A.PY', '*.py'), fnmatch.fnmatch('a.py', '*.py'), fnmatch.fnmatchcase('A.PY', '*.PY'))
print(fnmatch.fnmatch(b'abc.txt', b'*.txt'), fnmatch.filter([b'x.c', b'y.h'], b'*.c'), fnmatch.fnmatchcase(b'\xe9', b'?'))
print(fnmatch.fnmatch('x/y', '*'), fnmatch.fnmatch('long' * 50 + 'name', '*' * 20 + 'name'))
try: fnmatch.fnmatch('x', b'x')
except TypeError as e: print('TypeError')
