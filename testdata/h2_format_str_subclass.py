# format() of a str subclass with an empty spec is str(obj), so the
# subclass's __str__ runs (f-strings, str.format, format()); a non-empty
# spec formats the string's own characters.
class S(str):
    def __str__(self):
        return 'custom'

class Plain(str):
    pass

s = S('x')
print(format(s), format(s, ''), '{}'.format(s), f'{s}', f'{s!s}', f'{s:}', str.__format__(s, ''))
print(repr(f'{s:>3}'), repr(format(s, '<3')), repr('{:^5}'.format(s)), repr(f'{s!r}'))
p = Plain('plain')
r = format(p)
print(r, type(r).__name__, type(f'{p}').__name__, type(str.__format__(p, '')).__name__)
r = format('exact')
print(r, type(r).__name__)

class Bad(str):
    def __str__(self):
        return 5
try:
    format(Bad('b'))
except TypeError as e:
    print('TypeError', e)

out = []
for i in range(200):
    out.append(f'{s}{i % 3}')
print(out[:3], len(set(out)))

class I(int):
    def __str__(self):
        return 'istr'
print(format(I(5)), f'{I(5)}', f'{I(5):d}', f'{I(5):}')
