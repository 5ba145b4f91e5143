# Comparisons of ints beyond int48 but in int64's range in hot loops (the
# cmp_int64 stencil), all six operators, with small ints, at the int48 and
# int64 boundaries, past int64, and with other operand types arriving late
# at the same sites (bools, floats, big ints, subclasses with their own
# comparisons).

B47 = 2 ** 47
B63 = 2 ** 63
EDGES = [0, 1, -1, B47 - 1, B47, -B47, -B47 - 1, B63 - 1, -B63, 2 ** 62,
         -(2 ** 62), 123456789012345, -98765432109876]


def cmps(a, b):
    return (a < b, a <= b, a == b, a != b, a > b, a >= b)


def branches(a, b):
    n = 0
    if a < b:
        n |= 1
    if a <= b:
        n |= 2
    if a == b:
        n |= 4
    if a != b:
        n |= 8
    if a > b:
        n |= 16
    if a >= b:
        n |= 32
    return n


for rnd in range(100):
    rows = []
    for a in EDGES:
        for b in EDGES:
            rows.append(cmps(a, b))
            rows.append(branches(a, b))
print(len(rows), rows[:4], rows[-4:], sum(hash(r) for r in rows) % 1000003)


def count_above(limit, n):
    # A running total past int48, tested against a bound every iteration.
    t = 2 ** 50
    c = 0
    for i in range(n):
        t += i * 1000
        if t > limit:
            c += 1
        if t <= 2 ** 50 + 5000:
            c -= 1
    return t, c


for rnd in range(20):
    r = count_above(2 ** 50 + 10 ** 9, 3000)
print(r)


class Loud(int):
    def __lt__(self, o):
        return 'lt'

    def __gt__(self, o):
        return 'gt'


class Quiet(int):
    pass


big = 2 ** 60 + 3
for rnd in range(200):
    m = [cmps(v, big) for v in (big, big - 1, 5, -big)]
print(m)
for v in (True, False, 1.5, 2.0 ** 60, float('inf'), float('nan'), 2 ** 64, -(2 ** 70),
          Loud(2 ** 50), Quiet(2 ** 60 + 3)):
    print(repr(v), cmps(v, big), cmps(big, v), branches(v, big))
for v in ('s', None, [1]):
    try:
        cmps(v, big)
    except TypeError as e:
        print('TypeError', e)
