# Membership in exact lists and tuples in machine code (in_seq): keys whose
# equality with the items needs no __eq__ (small ints, None, strs, classes),
# items of every kind (floats, bools, big ints, NaN, strs of the same length,
# str subclasses, an __eq__ of its own, classes with a metaclass), a tuple
# subclass with its own __contains__, lists mutated between tests.
class Eq:
    def __eq__(self, o): return True
    __hash__ = object.__hash__
class S(str): pass
class T(tuple):
    def __contains__(self, k): return 'T'
class Meta(type): pass
class WithMeta(metaclass=Meta): pass

SRC = """
def scan(n, s, keys):
    t = 0
    for i in range(n):
        k = keys[i % len(keys)]
        if k in s: t += 1
        if k not in s: t += 100
    return t
"""
def scan(n, seqs, keys):
    out = []
    for s in seqs:
        ns = {}
        exec(SRC, ns)
        out.append(ns['scan'](n, s, keys))
        out.append(ns['scan'](n // 4, s, keys + bad))
    return out

seqs = [
    (list, dict, set, bytearray),
    [None, 'abc', 'x', 3, int],
    ('abc', 'de', 1.0, True),
    (1.5, False, None),
    ['ab' + 'c', 'xyz'],
    (Eq(),),
    [S('abc'), 'q'],
    T((1, 2)),
    (WithMeta, int),
    [],
    (),
    [2**47, -2**47 - 1, 2**63],
    [float('nan'), 0.0, -0.0],
]
keys = [list, dict, int, str, None, 'abc', 'x', 'xyz', 'de', 1, 0, 3, -1, WithMeta, 'ab' + 'c']
bad = [True, 1.0, 2**47, S('x'), 0.0, Eq()]
print(scan(400, seqs, keys))
# mutation between tests
def mut(n):
    l = [1, 'a', None]
    t = 0
    for i in range(n):
        if 'b' in l: t += 1
        if i % 50 == 0: l.append('b' if i % 100 else 1.0)
        if 1 in l: t += 10
        if i % 77 == 0: l.insert(0, str(i))
    return t, len(l)
print(mut(3000))
def f(n):
    kinds = (list, dict, set, bytearray)
    names = ['PARSER', 'REMAINDER', None]
    t = 0
    for i in range(n):
        c = (int, list, str)[i % 3]
        if c in kinds: t += 1
        if names[i % 3] not in ['A...', '...']: t += 2
        if i % 7 in (1, 2, 3): t += 4
    return t
print(f(30000))
