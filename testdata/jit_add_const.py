# Adding or subtracting a small int constant (i += 1, n - 3) in compiled
# code: the int48 edges, where the result must become an exact big int,
# the largest and smallest constants the stencil takes and the first ones
# it does not, and operands that stop being ints mid-loop.


def count_up(start, n, k):
    x = start
    out = []
    for _ in range(n):
        x += 1
        x = x + k
        x = x - 3
        out.append(x)
    return out


edge = 2**47
print(count_up(edge - 12, 8, 4)[-5:])
print(count_up(-edge + 20, 8, -6)[-4:])
print(count_up(2**63 - 5, 4, 2))
print(count_up(-(2**70), 3, 1))


def consts(n):
    a = b = c = d = e = 0
    for i in range(n):
        a = a + 32767
        b = b - 32768
        c = c + 32768
        d = d - (-32768)
        e = e + (-32768)
    return a, b, c, d, e


print(consts(3000))


def wobbly(values):
    out = []
    for v in values:
        out.append(v + 2)
        out.append(v - 7)
    return out


ints = list(range(-5, 600))
print(wobbly(ints)[-6:])
print(wobbly(ints + [1.5, True, 2**48, -(2**48), 10**30])[-10:])


def countdown(n):
    steps = 0
    while n > 0:
        n -= 1
        steps += 2
    return steps, n


print(countdown(5000), countdown(2**47 + 3 - 2**47))


class Weird(int):
    def __add__(self, other):
        return "weird"


def adds(xs):
    return [x + 1 for x in xs]


print(adds(list(range(300)))[-3:], adds([Weird(4), 5, True, False]))
