# Dict displays, growing dicts, exceptions and calls that put self before
# the arguments in scratch space (dict sizing, one-allocation exceptions).

def displays(i):
    out = []
    out.append({})
    out.append({'a': i})
    out.append({'a': i, 'b': i + 1})
    out.append({'a': 1, 'a': 2, 'b': 3})
    out.append({'a': i, 'b': i, 'c': i, 'd': i, 'e': i})
    out.append({'a': i, 'b': i, 'c': i, 'd': i, 'e': i, 'f': i})
    out.append({k: k * i for k in range(7)})
    out.append({**{'x': 1}, 'y': 2, **{'x': 3}})
    return out


for i in range(3):
    for d in displays(i):
        d['new'] = len(d)
        d['new2'] = 0
        del d['new']
        print(d, list(d), len(d))

d = {}
for i in range(100):
    d[i] = i * i
    if i % 3 == 0:
        del d[i // 2]
print(len(d), sum(d), sum(d.values()), list(d)[:10], list(d)[-5:])
d.clear()
d.update({i: str(i) for i in range(20)})
print(d)


class MyError(Exception):
    def __init__(self, code, msg='m'):
        super().__init__(msg)
        self.code = code


class Plain(ValueError):
    pass


class NewErr(Exception):
    def __new__(cls, *args):
        self = super().__new__(cls, 'from new', *args)
        return self


for exc in (KeyError('k'), ValueError(1, 2), Plain('p'), MyError(5), MyError(6, 'six'),
            NewErr('a'), Exception(), StopIteration(7), SystemExit(3)):
    print(type(exc).__name__, exc.args, repr(exc), str(exc))

e = ValueError('x')
args0 = e.args
e.__init__('y', 'z')
print(e.args, args0)
e.__init__('y', 'z')
print(e.args)

total = 0
for i in range(2000):
    try:
        {}[i]
    except KeyError as err:
        total += err.args[0]
    try:
        raise MyError(i)
    except MyError as err:
        total += err.code
print(total)

l = []
app = l.append
for i in range(5):
    app(i)
print(l)


class P:
    def __init__(self, v):
        self.v = v

    def key(self, x):
        return -x * self.v

    def __call__(self, x):
        return x + self.v


p = P(2)
print(sorted(range(6), key=p.key), list(map(p.key, range(4))), list(map(p, range(4))))
new = int.__new__
print(new(int, 5), float.__new__(float, '2.5'))


class WithNew:
    def __new__(cls, a, b=3):
        o = super().__new__(cls)
        o.s = a + b
        return o


print(WithNew(1).s, WithNew(1, b=5).s, tuple.__new__(tuple, [1, 2]))
