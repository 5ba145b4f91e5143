# for loops over lists and tuples whose iterator machine code makes from a
# pool (get_iter_seq), with the cases its guards must leave to the
# interpreter: subclasses with their own __iter__, other iterables,
# mutation during iteration, iterators exhausted and looked at later.
import gc


def total(seq):
    s = 0
    for x in seq:
        s += x
    return s


def pairs(seq):
    out = []
    for a in seq:
        for b in seq:
            if a < b:
                out.append((a, b))
    return out


class MyList(list):
    def __iter__(self):
        return iter([100, 200])


class PlainList(list):
    pass


class MyTuple(tuple):
    def __iter__(self):
        return iter((7,))


def grow(lst):
    n = 0
    for x in lst:
        if len(lst) < 12:
            lst.append(x + 1)
        n += 1
    return n, lst


def shrink(lst):
    seen = []
    for x in lst:
        seen.append(x)
        if lst:
            lst.pop(0)
    return seen, lst


def first_big(seq, limit):
    for x in seq:
        if x > limit:
            return x
    return None


def names(objs):
    out = []
    for o in objs:
        out.append(o.name)
    return out


class Node:
    def __init__(self, name):
        self.name = name


def churn(k):
    # Lists made and dropped at every call: the iterators' handles must keep
    # them alive while the loop runs, through collections.
    acc = 0
    for i in range(k):
        for v in [i, i + 1, i + 2, [i] * 3]:
            if isinstance(v, list):
                acc += len(v)
            else:
                acc += v
        if i % 97 == 0:
            gc.collect()
    return acc


for rnd in range(300):
    t1 = total([1, 2, 3, rnd])
    t2 = total((4, 5, 6))
    t3 = total([])
    t4 = total(())
    if rnd % 50 == 0:
        print(rnd, t1, t2, t3, t4)

print(total(MyList([1, 2, 3])), total(PlainList([1, 2, 3])), total(MyTuple((1, 2))))
print(total(range(5)), total({1: 'a', 2: 'b'}), total({3, 4}), total(x for x in [5, 6]))
print(total([2 ** 60, 2 ** 60]), total([1.5, 2.5]), total((True, True, 1)))
print(pairs([3, 1, 2]))
for rnd in range(200):
    p = pairs((rnd % 3, 1, 2))
print(p)
for rnd in range(200):
    r = grow([1, 2, 3])
print(r)
for rnd in range(200):
    r = shrink([1, 2, 3, 4, 5])
print(r)
for rnd in range(300):
    r = first_big([1, 5, 9, rnd], 8), first_big((1, 2), 8), first_big([], 0)
print(r)
ns = [Node('a'), Node('b'), Node('c')]
for rnd in range(300):
    r = names(ns)
print(r, names((Node('x'),)))
print(churn(1000))

# The iterator of an unfinished loop, seen by Go code afterwards.
def partial(lst):
    it = iter(lst)
    for x in it:
        if x == 2:
            break
    return list(it), it.__length_hint__()

for rnd in range(300):
    r = partial([1, 2, 3, 4])
print(r, partial((1, 2, 3)))

# A loop whose list turns into a tuple, then into something else.
def kinds(vals):
    out = []
    for v in vals:
        s = 0
        for x in v:
            s += x
        out.append(s)
    return out

for rnd in range(300):
    r = kinds([[1, 2], [3], []])
print(r, kinds([(1, 2), [3], 'x' and [4], {5: 6}, b'\x01\x02']))
try:
    total([1, 'a'])
except TypeError as e:
    print('TypeError', e)
try:
    total(5)
except TypeError as e:
    print('TypeError', e)
