# range(a, b, k) loops with a constant step (range_iter3): negative and
# positive steps, empty ranges, bounds at the int48 edges, steps that
# do not divide the span, and non-int arguments arriving late.
def f(n):
    t = 0
    for k in range(n):
        m = k % 13
        for i in range(m - 1, -1, -1):
            t += i
        for i in range(0, m, 3):
            t ^= i
        for i in range(m, m - 7, -2):
            t -= i
        for i in range(5, 5, 2):
            t += 1000
        for i in range(-m, m, 2147483647):
            t += i
    return t
print(f(30000))
E = 2 ** 47
def g(a, b):
    out = []
    for i in range(a, b, -5):
        out.append(i)
    for i in range(b, a, 7):
        out.append(i)
    return out
for _ in range(200):
    r = g(E - 1, E - 30)
print(r)
print(g(-E, -E - 11), g(3, 3), g(10, -10))
def h(vals):
    out = []
    for v in vals:
        try:
            for i in range(v, 0, -1):
                out.append(i)
        except TypeError as e:
            out.append(str(e))
    return out
for _ in range(200):
    r = h([3, 0, -2])
print(r, h([2.5, "x", 2 ** 70 - 2 ** 70 + 2, True]))
