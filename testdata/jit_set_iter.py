# for loops over sets and frozensets in machine code (get_iter_set,
# for_set): table order, deleted entries, sets changed during the loop,
# subclasses with their own __iter__, iterators looked at afterwards.


def total(s):
    t = 0
    for x in s:
        t += x
    return t


def keys(s):
    out = []
    for x in s:
        out.append(x)
    return out


class MySet(set):
    def __iter__(self):
        return iter([1000])


class PlainSet(set):
    pass


class MyFrozen(frozenset):
    def __iter__(self):
        return iter([7])


def mutate(s, extra):
    n = 0
    for x in s:
        n += 1
        if n == 2:
            s.add(extra)
    return n


def swap(s):
    # Same size after the change: no error, as in CPython.
    out = []
    for x in s:
        out.append(x)
        if x == 3:
            s.discard(3)
            s.add(99)
    return sorted(out)


fs = frozenset(range(10))
for rnd in range(300):
    a = total(fs)
    b = total({1, 2, 3, rnd})
    c = total(set())
    d = total(frozenset())
    k = keys({'a', 'b', 'c'} if rnd % 2 else frozenset({'x', 'y'}))
    if rnd % 100 == 0:
        print(rnd, a, b, c, d, sorted(k))

holes = set(range(50))
for v in range(0, 50, 3):
    holes.discard(v)
for rnd in range(300):
    h = keys(holes)
print(h)
print(total(MySet({1, 2})), total(PlainSet({1, 2})), total(MyFrozen({1})))
print(total([1, 2]), total((3, 4)), total({5: 6}), total(range(3)))
for rnd in range(300):
    try:
        mutate({1, 2, 3, 4}, 100 + rnd)
    except RuntimeError as e:
        err = str(e)
print(err)
for rnd in range(300):
    r = swap({1, 2, 3, 4, 5})
print(r)


def partial(s):
    it = iter(s)
    for x in it:
        break
    return it


for rnd in range(300):
    s = {1, 2, 3}
    it = partial(s)
print(it.__length_hint__(), sorted(it), it.__length_hint__(), list(it))


def drain_then_grow(s):
    n = 0
    for x in s:
        n += x
    s.add(-1)
    return n


for rnd in range(300):
    s = {10, 20}
    r = drain_then_grow(s)
print(r, sorted(s))
try:
    total({1, 'a'} if False else {'a'})
except TypeError as e:
    print('TypeError', e)
