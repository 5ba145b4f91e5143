# for-loops over lists and tuples in compiled code: items appended or
# removed while iterating, exhaustion, shared iterators, subclasses.

def total(seq):
    t = 0
    for x in seq:
        t = t + x
    return t


data = list(range(100))
tup = tuple(range(50))
for k in range(30):
    a = total(data)
    b = total(tup)
print(a, b, total([]), total(()))


def grow(lst):
    n = 0
    for x in lst:
        if x < 5:
            lst.append(x + 10)
        n = n + 1
    return n, lst


for k in range(20):
    r = grow([1, 2, 3])
print(r)


def shrink(lst):
    seen = []
    for x in lst:
        seen.append(x)
        if x == 2:
            del lst[0]
    return seen


for k in range(20):
    r = shrink([1, 2, 3, 4, 5])
print(r)


def halves(seq):
    it = iter(seq)
    firsts = []
    for x in it:
        firsts.append(x)
        for y in it:
            firsts.append(-y)
            break
    return firsts


for k in range(20):
    r = halves(list(range(7)))
print(r, halves(tuple(range(5))))


class Rev(list):
    def __iter__(self):
        return reversed(list(super().__iter__()))


class Sub(tuple):
    pass


print(total(Rev([1, 2, 3])), total(Sub((4, 5))))


def pairs(seq):
    out = []
    for a, b in seq:
        out.append(a * b)
    return out


for k in range(20):
    r = pairs([(1, 2), (3, 4), (5, 6)])
print(r)
try:
    pairs([(1, 2), 3])
except TypeError as e:
    print("TypeError:", e)
