# GET_ITER of range objects held in variables, of generator expressions'
# range arguments and of range iterators (reversed(range(n))), in hot loops
# (get_iter_range), with empty, negative-step and int64-edge ranges, and
# ranges beyond int64 and other iterables arriving late at the same site.
def f(n):
    r = range(10)
    r2 = range(20, 0, -3)
    t = 0
    for k in range(n):
        for i in r:
            t += i
        for j in r2:
            t ^= j
        t += sum(x * 2 for x in r) + len(set(x % 3 for x in r2))
        t += sum(x for x in range(k % 5, 40, 7))
    return t
print(f(100000))
big = range(-2**62, 2**62, 2**61)
print([x for x in big], list(range(5, 5)), list(range(2**63 - 3, 2**63 - 1)), [x for x in range(-(2**63), -(2**63) + 3)])
def g(rs):
    out = []
    for r in rs:
        for x in r:
            out.append(x)
    return out
for _ in range(300):
    res = g([range(3), range(10, 0, -4), range(0), range(2**70, 2**70 + 2), [1, 2], (3,), range(-5, -1)])
print(res)
def rev(n):
    t = 0
    for k in range(n):
        for i in reversed(range(k % 6)):
            t = t * 3 + i
        it = iter(range(k % 4))
        for i in it:
            t -= i
        t %= 1000003
    return t
print(rev(20000))
