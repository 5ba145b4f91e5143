# Calls of plain functions that a local holds, not a global: a def inside
# a function (a new function object at every run of the def), a local
# alias, a local rebound to other functions while the loop runs, and
# functions of one code with different globals. Machine code calls any
# function of the code and globals it was compiled for itself.


def outer(n):
    def rev(x, bits):
        y = 0
        for i in range(bits):
            y = (y << 1) | (x & 1)
            x >>= 1
        return y

    return sum(rev(i, 8) for i in range(n)) + sum([rev(i, 4) for i in range(n)])


print([outer(k) for k in (10, 100, 300)])


def double(x):
    return 2 * x


def triple(x):
    return 3 * x


def aliases(n):
    f = double
    t = 0
    for i in range(n):
        if i == n // 2:
            f = triple
        if i == 3 * n // 4:
            f = lambda x: -x
        t += f(i)
    return t


print(aliases(4000))

# One code object, two globals (long enough to be compiled, not declined).
co = compile("def scale(x):\n    y = K * x\n    y = y + K - K\n    return y\n", "<scale>", "exec")
g1, g2 = {"K": 5}, {"K": 7}
exec(co, g1)
exec(co, g2)


def same_code(n):
    fs = [g1["scale"], g2["scale"]]
    assert fs[0].__code__ is fs[1].__code__
    t = 0
    for i in range(n):
        f = fs[0] if i < n // 2 else fs[i % 2]
        t += f(i)
    return t


print(same_code(3000))


def with_defaults(n):
    def add(a, b=10):
        return a + b

    t = 0
    for i in range(n):
        t += add(i) + add(i, 1)
    return t


print(with_defaults(3000))


def rec(n):
    def fact(k):
        return 1 if k < 2 else k * fact(k - 1)

    return [fact(k) for k in range(n)][-1]


print(rec(30))
