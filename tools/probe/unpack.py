# Tuple and list unpacking, starred unpacking, swaps.
def f(n):
    t = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10); l = list(t); s = 0
    for i in range(n):
        a, b, c, d, e, f_, g, h, i_, j = t
        s += a + j
        a, b, c, d, e, f_, g, h, i_, j = l
        s += b + i_
        x, *y = l
        s += x + len(y)
        p, q = q, p = i, s
    return s
print(f(1500000))
