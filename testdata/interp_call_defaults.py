# Positional calls that leave the last parameters to their defaults
# (bindArgs' fast path), with the defaults replaced, shortened and shared,
# and the errors of calls that give too few arguments.


def g(a, b=1, c=[]):
    c.append(a)
    return a, b, len(c)


print([g(i) for i in range(3)], g(5, 6), g(7, 8, [9]))
g.__defaults__ = (10, [])
print(g(1), g(2, 3))
g.__defaults__ = ([],)
print(g(4, 5))
try:
    g(4)
except TypeError as e:
    print("TypeError:", e)
g.__defaults__ = None
try:
    g()
except TypeError as e:
    print("TypeError:", e)


def h(a, b, c=3):
    return a + b + c


try:
    h(1)
except TypeError as e:
    print("TypeError:", e)
print(h(1, 2), h(1, 2, 4), h(b=1, a=2))


class P:
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y


print([(p.x, p.y) for p in (P(), P(1), P(1, 2))])
