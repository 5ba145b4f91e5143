# copy.deepcopy over builtin containers (copied in Go) mixed with objects
# that take their own path: the memo's contents and order, cycles, shared
# parts, hooks that see the memo, mutation during the copy, deep nesting.
import copy


def shape(memo, *originals):
    """The memo with ids replaced by names of the originals."""
    names = {id(o): n for n, o in originals}
    names[id(memo)] = 'memo'
    out = []
    for k, v in memo.items():
        if k == id(memo):
            out.append(('memo', [names.get(id(o), type(o).__name__) for o in v]))
        else:
            out.append((names.get(k, '?'), type(v).__name__))
    return out


a = [1, 2]
t = (a, 'x', 3.5)
d = {'a': a, 't': t, 'n': None, 5: (1, 2)}
top = [d, a, t]
memo = {}
c = copy.deepcopy(top, memo)
print(c == top, c is top, c[1] is c[0]['a'], c[2] is c[0]['t'], c[2][0] is c[1])
print(shape(memo, ('top', top), ('d', d), ('a', a), ('t', t), ('d5', d[5])))

# Atoms and immutable tuples of atoms come back themselves.
for v in [1, 2 ** 70, 1.5, 'str', b'b', None, True, 3j, range(3), len, int,
          (1, 'a', (2.5, None)), Ellipsis, NotImplemented]:
    m = {}
    print(type(v).__name__, copy.deepcopy(v, m) is v, len(m))

# Cycles.
cyc = [1]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[1] is cc, cc is not cyc, repr(cc))
dd = {}
dd['self'] = dd
dd['t'] = (dd,)
cd = copy.deepcopy(dd)
print(cd['self'] is cd, cd['t'][0] is cd, repr(cd))
lt = []
tt = (lt,)
lt.append(tt)
ct = copy.deepcopy(tt)
print(ct[0][0] is ct, type(ct).__name__)


class Loud:
    def __init__(self, name):
        self.name = name

    def __deepcopy__(self, memo):
        print('  deepcopy', self.name, len(memo))
        return Loud(self.name + "'")

    def __repr__(self):
        return 'Loud(%s)' % self.name

    def __hash__(self):
        return hash(self.name)

    def __eq__(self, other):
        return isinstance(other, Loud) and other.name == self.name


# A dict's value is copied before its key.
print(copy.deepcopy({Loud('k1'): Loud('v1'), Loud('k2'): [Loud('v2')]}))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


class Sub(list):
    pass


p = Point([1], {'y': (2, [3])})
shared = [p, p, Sub([p, [4]])]
m = {}
cs = copy.deepcopy(shared, m)
print(cs[0] is cs[1], cs[2][0] is cs[0], type(cs[2]).__name__, cs[0].x, cs[0].y)
print(shape(m, ('shared', shared), ('p', p), ('sub', shared[2])))


# A hook that changes the dict being copied.
class Grow:
    def __init__(self, target):
        self.target = target

    def __deepcopy__(self, memo):
        self.target['new'] = 1
        return self


g = {}
g['a'] = Grow(g)
g['b'] = 2
try:
    copy.deepcopy(g)
except RuntimeError as e:
    print('RuntimeError', e)


# A hook that shrinks a list being copied.
class Shrink:
    def __init__(self, target):
        self.target = target

    def __deepcopy__(self, memo):
        self.target.pop()
        return 'S'


sl = [0]
sl.append(Shrink(sl))
sl.extend([7, 8])
print(copy.deepcopy(sl))


# A memo that is not a dict goes through the Python path.
class Memo(dict):
    def get(self, k, default=None):
        Memo.gets += 1
        return super().get(k, default)


Memo.gets = 0
mm = Memo()
print(copy.deepcopy([[1], {'a': (2, [3])}], mm), Memo.gets > 0, len(mm))

# A memo whose keep-alive entry is not a list.


class Keep:
    def __init__(self):
        self.items = []

    def append(self, x):
        self.items.append(type(x).__name__)


m = {}
k = Keep()
m[id(m)] = k
copy.deepcopy([[1], (2, [3])], m)
print(k.items)

# Nesting: fine at 200 levels, RecursionError far beyond the limit.
deep = []
cur = deep
for i in range(200):
    nxt = []
    cur.append(nxt)
    cur = nxt
print(copy.deepcopy(deep) == deep)
for i in range(5000):
    nxt = [i]
    cur.append(nxt)
    cur = nxt
try:
    copy.deepcopy(deep)
except RecursionError as e:
    print('RecursionError', e)
print(copy.deepcopy({'after': [1, (2, 3)]}))
