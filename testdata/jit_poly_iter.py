# Loops whose iterable changes kind from call to call: range, list, tuple,
# set, frozenset, str, dict keys and values, and then kinds no stencil
# steps (generators, custom iterators), with the edge cases of each.

def total(xs):
    t = 0
    for x in xs:
        t += x
    return t

def collect(xs):
    out = []
    for x in xs:
        out.append(x)
    return out

def first_big(xs, limit):
    for x in xs:
        if x > limit:
            return x
    return None

def gen(n):
    for i in range(n):
        yield i * 3

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n

kinds = [range(7), list(range(7)), tuple(range(7)), set(range(7)), frozenset(range(7)),
         dict.fromkeys(range(7)), {i: i for i in range(7)}.values(), range(5, 40, 6)]
for rnd in range(60):
    acc = []
    for k in kinds:
        acc.append(total(k))
        acc.append(first_big(k, 4))
    if rnd % 20 == 0:
        print(acc)
print(total(gen(5)), total(Countdown(6)), first_big(gen(10), 10), first_big(Countdown(4), 10))

strs = ["abc", "h\u00e9llo", "", "x" * 5, "\U0001f600ok"]
for rnd in range(40):
    res = [collect(s) for s in strs] + [collect(range(3)), collect((1, 2)), collect({9})]
    if rnd % 20 == 0:
        print(res)

# Big ints from a range past int48, beside small ones.
big = range(2**47 - 2, 2**47 + 3)
for rnd in range(30):
    r = (total(big), total([1, 2]), total(range(4)), total((2**60, 1)))
print(r)

# Mutation while iterating: a list that grows, a dict or set that changes size.
def grow(xs):
    n = 0
    for x in xs:
        n += 1
        if isinstance(xs, list) and len(xs) < 12:
            xs.append(x)
    return n

def change(xs):
    try:
        for x in xs:
            if isinstance(xs, dict):
                xs[x + 100] = 1
            else:
                xs.add(x + 100)
    except RuntimeError as e:
        return str(e)

for rnd in range(30):
    r = [grow([1, 2, 3]), grow(range(3)), change({1: 2, 3: 4}), change({1, 2}), grow((5, 6))]
print(r)

# An iterator taken in part by one loop and finished by another.
def halves(xs):
    it = iter(xs)
    a = []
    for x in it:
        a.append(x)
        if len(a) == 2:
            break
    b = []
    for x in it:
        b.append(x)
    return a, b

for rnd in range(30):
    r = [halves(range(5)), halves([1, 2, 3, 4]), halves("abcd"), halves((7, 8)), halves({1: 0, 2: 0, 3: 0})]
print(r)

# Exceptions from the body, and the traceback's line.
def fails(xs):
    t = 0
    for x in xs:
        t += 10 // x
    return t

for rnd in range(30):
    for k in (range(1, 4), [1, 2], (3,), {1, 5}):
        fails(k)
for k in (range(-1, 2), [2, 0], (0,), {0}):
    try:
        fails(k)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e, e.__traceback__.tb_next.tb_lineno)

# Nested loops over mixed kinds.
def pairs(a, b):
    n = 0
    for x in a:
        for y in b:
            n += x * y
    return n

for rnd in range(40):
    r = [pairs(range(3), [1, 2]), pairs((1, 2), range(4)), pairs({3}, (1, 1)), pairs([2], {4, 5})]
print(r)
