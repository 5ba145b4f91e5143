# Arithmetic mixing bools and small ints (acc += cond), hot enough to be
# compiled, then fed other operands so that the compiled code exits.

def count(xs, t):
    above = 0
    parity = 0
    scale = 1
    for x in xs:
        above += x > t
        parity = parity - (x % 2 == 0)
        scale = scale * (x != 0) + True
        above = above + False
    return above, parity, scale


xs = list(range(500))
total = 0
for t in range(0, 500, 7):
    a, p, s = count(xs, t)
    total += a * 3 + p + s
print("total", total)


def mix(a, b):
    return a + b, a - b, a * b


pairs = [(True, 1), (2, False), (True, True), (False, False), (5, True)]
for i in range(2000):
    r = mix(*pairs[i % 5])
print("last", r)
# The same site, now with other types: floats, bools beyond int48, strs.
for a, b in [(True, 2.5), (1.5, False), (True, 2**47 - 1), (-(2**47), True),
             (2**60, True), (True, 2**46 * 3)]:
    r = mix(a, b)
    print(a, b, r, [type(v).__name__ for v in r])
print(True * (2**47 - 1) * True, (2**47 - 1) * True * 2)
for a, b in [(True, "x"), ("x", True), (None, True)]:
    try:
        print(mix(a, b))
    except TypeError as e:
        print("TypeError:", e)
print(True + True, type(True + True).__name__, True & True, type(True & True).__name__)
print(True | 2, True ^ True, -True, True // True, True % 2, True / 2)


class Count(int):
    def __add__(self, other):
        return "Count.__add__"

    def __radd__(self, other):
        return "Count.__radd__"


for i in range(300):
    r = mix(True, Count(3))
print(r[0], r[1], r[2], type(r[1]).__name__)
r = mix(Count(3), False)
print(r[0], r[1], r[2])

b = True
for i in range(1000):
    b += True
    b -= False
    b *= True
print(b, type(b).__name__)
