# Keyword-only parameters filled from __kwdefaults__: given, defaulted,
# missing, and after __kwdefaults__ is replaced, changed or removed.


def f(a, *, b=2, c, d="d"):
    return a, b, c, d


print(f(1, c=3))
print(f(1, c=3, b=4))
print(f(1, d=5, c=6))
try:
    f(1)
except TypeError as e:
    print("TypeError:", e)

for i in range(300):
    r = f(i, c=i)
print(r)

f.__kwdefaults__["c"] = "now-defaulted"
print(f(0))
f.__kwdefaults__ = {"b": "B", "c": "C"}
print(f.__kwdefaults__)
try:
    print(f(0))
except TypeError as e:
    print("TypeError:", e)
print(f(0, d="D"))
f.__kwdefaults__ = None
try:
    f(0)
except TypeError as e:
    print("TypeError:", e)
print(f(0, b=1, c=2, d=3))


def g(*args, key=None, reverse=False, **kw):
    return args, key, reverse, sorted(kw)


print(g())
print(g(1, 2, x=3, reverse=True))


class K:
    def method(self, x, *, scale=10, offset=0):
        return x * scale + offset


k = K()
print([k.method(i) for i in range(5)])
print([k.method(i, offset=1) for i in range(5)])
K.method.__kwdefaults__["scale"] = 100
print(k.method(2))


def outer():
    n = 7

    def inner(*, m=n):
        return m + n

    return inner


h = outer()
print(h(), h(m=1))
print(sorted(h.__kwdefaults__.items()))
