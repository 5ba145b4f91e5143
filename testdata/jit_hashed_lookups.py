# Hashed lookups in machine code (in_hashed, subscr_dict, store_subscr_dict):
# membership in exact dicts, sets and frozensets, dict items read, replaced
# and inserted, with small-int, str and class keys; subclasses that override
# the dunders, colliding hashes (1, 1.0, True, an __eq__ of its own), keys
# equal but not identical, ints at the int48/int64 boundaries, dicts
# growing, mutated while iterated and written as globals.
class D(dict):
    def __contains__(self, k):
        return k == 'magic'
    def __getitem__(self, k):
        return 'sub'

class E:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, E) and o.v == self.v or o == self.v
    def __hash__(self): return hash(self.v)

def run(n):
    d = {1: 'a', 2: 'b', -1: 'm1', 'x': 10, 'yy': 20, int: 'int', str: 'str', (1, 2): 't'}
    s = {1, 2, 3, 'x', float, -2}
    fs = frozenset({5, 6, 'q', list})
    acc = 0
    names = ['x', 'yy', 'zz', 'x' * 1]
    for i in range(n):
        k = i % 5 - 1
        if k in d: acc += 1
        if k not in s: acc += 2
        if k in fs: acc += 3
        if names[i % 4] in d: acc += 4
        if type(k) in d: acc += 5
        if type(1.5) in s: acc += 6
        if list in fs: acc += 7
        if k in d:
            acc += len(d[k])
        d[1] = 'a' * (i % 3 + 1)
        d['x'] = i
        acc += d['x'] - i
    return acc, d

print(run(3000))
dd = D(a=1)
def sub(n, c):
    t = 0
    for i in range(n):
        if 'magic' in c: t += 1
        if 'a' in c: t += 2
        t += len(c['a']) if isinstance(c['a'], str) else c['a']
    return t
print(sub(500, {'a': 1}), sub(500, dd), sub(500, {'a': 'xy', 'magic': 0}))
# collisions: 1, 1.0, True, E(1)
def coll(n):
    t = 0
    for c in ({1: 'i'}, {1.0: 'f'}, {True: 'b'}, {E(1): 'e'}, {2**61 + 1: 'big'}, {-2: 'm2'}, {-1: 'm1'}):
        for i in range(n):
            if 1 in c: t += 1
            if -1 in c: t += 10
            if -2 in c: t += 100
            if 1 in set(c): t += 1000
            try:
                t += len(c[1])
            except KeyError:
                t += 7
    return t
print(coll(300))
# mutation during iteration / deletion / growth
def mut(n):
    d = {}
    for i in range(n):
        d[i % 50] = i
        if i % 7 == 0 and (i % 50) in d:
            del d[i % 50]
        if (i * 3) % 50 in d:
            d[(i * 3) % 50] = -i
    return sorted(d.items())[:5], len(d)
print(mut(5000))
# big ints around int48
def bigs(n):
    d = {2**47 - 1: 'a', -2**47: 'b', 2**47: 'c', 2**63: 'd'}
    t = 0
    for i in range(n):
        for k in (2**47 - 1, -2**47, 2**47, 2**63, 5):
            if k in d: t += 1
    return t
print(bigs(400))
# NaN
nan = float('nan')
def nans(n):
    s = {nan, 1}
    t = 0
    for i in range(n):
        if nan in s: t += 1
        if float('nan') == nan: t += 100
        if 1 in s: t += 10000
    return t
print(nans(300))
# strings not interned, equal content
def strs(n):
    d = {'hello': 1, 'world': 2}
    t = 0
    for i in range(n):
        k = 'hel' + 'lo' * (i % 2) + 'lo' * (1 - i % 2)
        if k in d: t += d[k]
        k2 = ''.join(['wor', 'ld'])
        if k2 in d: t += d[k2]
        d['hello'] = i
    return t
print(strs(600))
class SD(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 2)
    def __getitem__(self, k):
        return super().__getitem__(k) + 1
    def __contains__(self, k):
        return True

def fill(d, n):
    for i in range(n):
        d[i] = i * i
        d[str(i % 37)] = i
        if i % 5 == 0:
            d[i // 2] = -i
        if i % 11 == 0 and (i // 3) in d:
            del d[i // 3]
    return d

d = fill({}, 3000)
print(len(d), list(d.items())[:8], list(d.items())[-5:])
print(sum(d[k] for k in d if type(k) is int) % 1000003)
s = fill(SD(), 300)
print(len(s), list(s.items())[:5], s[4], 'zz' in s)

# iteration while inserting
def mut_iter():
    d = {1: 1, 2: 2}
    try:
        for k in d:
            for j in range(100):
                d[k + 100 + j] = j
    except RuntimeError as e:
        return len(d), 'RuntimeError', str(e)
    return len(d)
for _ in range(300):
    r = mut_iter()
print(r)

# globals written through the dict, read by LOAD_GLOBAL
G = 0
def gl(n):
    g = globals()
    t = 0
    for i in range(n):
        g['G'] = i
        t += G
        g['NEWNAME%d' % (i % 3)] = i
    return t
print(gl(2000), NEWNAME0, NEWNAME1)

# counting idiom
def count(words):
    c = {}
    for w in words:
        if w in c:
            c[w] += 1
        else:
            c[w] = 1
    return c
ws = [('w%d' % (i % 97)) for i in range(5000)]
print(sorted(count(ws).items())[:4])
ws2 = [('w%d' % (i % 97)) for i in range(5000)]  # fresh equal strs (not identical)
c1 = count(ws)
for w in ws2:
    c1[w] = c1[w] + 1
print(sorted(c1.items())[:4], len(c1))
# class keys
class A: pass
class B(A): pass
import abc
class M(abc.ABC): pass
reg = {}
for i in range(2000):
    for k in (int, str, A, B, M, list, float, bool, type(None)):
        reg[k] = reg.get(k, 0) + 1
        if k in reg and reg[k] > 1:
            reg[k] += 1
print([(k.__name__, v) for k, v in reg.items()])
# int keys at boundaries
big = {}
for i in range(500):
    for k in (2**47 - 1, -2**47, 2**47, -2**47 - 1, 2**63 - 1, -1, -2, 0):
        big[k] = big.get(k, 0) + i
        big[k] = big[k] - 1
print(big)
