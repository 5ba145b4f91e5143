# array.array items read and written in hot loops (machine code indexes
# float64, int32 and int64 vectors directly; everything else exits).
from array import array
import math


def dot(a, b):
    s = 0.0
    for i in range(len(a)):
        s += a[i] * b[i]
    return s


def axpy(alpha, x, y):
    for i in range(len(x)):
        y[i] = alpha * x[i] + y[i]


def reverse_in_place(v):
    i, j = 0, len(v) - 1
    while i < j:
        v[i], v[j] = v[j], v[i]
        i += 1
        j -= 1


def prefix(v):
    t = v[0]
    for i in range(1, len(v)):
        t = t + v[i]
        v[i] = t
    return t


def fill(v, x):
    for i in range(len(v)):
        v[i] = x


def neg_index_sum(v):
    s = 0
    for i in range(1, len(v) + 1):
        s += v[-i]
    return s


def checked_read(v, idx):
    out = []
    for i in idx:
        try:
            out.append(v[i])
        except IndexError as e:
            out.append("IndexError: %s" % e)
        except TypeError as e:
            out.append("TypeError: %s" % e)
    return out


def checked_store(v, vals):
    out = []
    for k, x in enumerate(vals):
        try:
            v[k % len(v)] = x
            out.append(v[k % len(v)])
        except (TypeError, OverflowError) as e:
            out.append("%s: %s" % (type(e).__name__, e))
    return out


n = 300
a = array('d', [i * 0.5 for i in range(n)])
b = array('d', [1.0 / (i + 1) for i in range(n)])
for _ in range(30):
    d = dot(a, b)
print("dot", d)
y = array('d', [1.0] * n)
for _ in range(20):
    axpy(0.25, a, y)
print("axpy", y[0], y[1], y[n - 1], sum(y))
reverse_in_place(y)
print("rev", y[0], y[n - 1])

for code in 'ilqd':
    for _ in range(5):
        v = array(code, range(n))
        r = prefix(v)
    print(code, "prefix", r, v[n // 2], neg_index_sum(v))

# int32 limits, int64 beyond int48, float specials.
i32 = array('i', [0] * 8)
print(checked_store(i32, [2**31 - 1, -2**31, 2**31, -2**31 - 1, 1.5, True, 7, "x"] * 30)[-8:])
print(list(i32))
q = array('q', [0] * 8)
print(checked_store(q, [2**47, 2**47 - 1, -2**47, 2**62, -2**63, 2**63, 3.0, False] * 30)[-8:])
print(list(q))
l = array('l', [2**50, -2**50, 2**63 - 1, 5])
for _ in range(40):
    s = neg_index_sum(l)
print("l sum", s)
f = array('d', [0.0] * 8)
nan = float('nan')
specials = [nan, -nan, math.inf, -math.inf, -0.0, 1, 2**53 + 1, True, "s", 10**400]
print(checked_store(f, specials * 30)[-10:])
print([math.copysign(1.0, x) for x in f], [repr(x) for x in f])
for _ in range(30):
    got = checked_read(f, [2, 3, 0, 1, 7, -1, -8, 8, -9, 2**40, 1.0])
print(got)
print([math.copysign(1.0, x) for x in got[:2]])

# Other typecodes and a subclass go the generic way.
class MyArray(array):
    def __getitem__(self, i):
        return 100 + array.__getitem__(self, i)


for code in 'bBhHIfL':
    for _ in range(20):
        v = array(code, [1] * 20)
        r = prefix(v)
    print(code, r, list(v)[-3:])
m = MyArray('d', [1.0, 2.0, 3.0])
for _ in range(40):
    got = checked_read(m, [0, 1, 2])
print(got)
mix = [array('d', [1.5, 2.5]), array('i', [1, 2]), [7, 8], MyArray('d', [0.5, 0.25])]
for _ in range(40):
    out = [checked_read(x, [1, -1]) for x in mix]
print(out)

# Growing and shrinking between uses.
g = array('d')
for i in range(200):
    g.append(i)
    g[i] = g[i] * 2 + g[i // 2]
print(g[199], len(g))
while len(g) > 3:
    g.pop()
    t = g[-1]
print(t, list(g))
