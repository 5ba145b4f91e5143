# Expressions, calls, unpacking, assignment and evaluation order.
log = []
class L:
    def __init__(self, name):
        self.name = name
    def __getitem__(self, k):
        log.append("get %s[%r]" % (self.name, k))
        return 10
    def __setitem__(self, k, v):
        log.append("set %s[%r]=%r" % (self.name, k, v))
    def __getattr__(self, a):
        log.append("getattr %s.%s" % (self.name, a))
        return 1
    def __setattr__(self, a, v):
        if a == "name":
            object.__setattr__(self, a, v)
            return
        log.append("setattr %s.%s=%r" % (self.name, a, v))

def t(name, v=None):
    log.append(name)
    return v if v is not None else L(name)

t("a")[t("i", 1)] += t("v", 5)
t("o").attr += t("w", 2)
t("x")[t("k", 0)] = t("y").z = t("val", 7)
t("s")[t("lo", 1):t("hi", 2)] = t("new", 3)
print(log)
log.clear()

def f(*args, **kwargs):
    return args, kwargs
print(f(1, 2, *[3, 4], 5, *(), a=1, **{"b": 2}, c=3, **{"d": 4}))
print(f(*"ab"), f(**{}), f())
try:
    f(**{"a": 1}, a=2)
except TypeError as e:
    print("TypeError", "multiple values" in str(e))
class Obj:
    def m(self, *a, **k):
        return a, k
o = Obj()
print(o.m(1, 2), o.m(*[1], k=2), o.m(x=1))

a, *b, c = range(6)
print(a, b, c)
(d, e), [g, *h] = "xy", "abc"
print(d, e, g, h)
p, q = 1, 2
p, q = q, p
print(p, q)
first, (second, *rest) = 1, [2, 3, 4]
print(first, second, rest)
try:
    m, n = [1, 2, 3]
except ValueError as err:
    print(err)
i = 0
lst = [0, 0, 0]
i, lst[i] = 1, 9
print(i, lst)
x = y = z = []
x.append(1)
print(y is z, z)

print([*range(3), *"ab"], (*[1], 2), {*[1, 1], 2}, {**{"a": 1}, "b": 2, **{"a": 3}})
print([1, 2, 3][::-1], "hello"[1:4], "hello"[::2], [0, 1, 2, 3][1:], (1, 2)[-1])
val = 3.14159
w = 10
print(f"{val:.2f}|{val!r}|{'s'!s:>{w}}|{w=}|{w*2=:>5}|{{}}")
print(f"{'nested' + f'{w}'}", f"{3:{'0'}{4}}")
print(-5 // 2, -5 % 3, 2 ** -1, 7 / 2, ~5, -(-3), +4, 1 << 10, 1024 >> 3, 6 & 3, 6 | 3, 6 ^ 3)
print(1 < 2 <= 2 == 2 != 3, 1 in [1], 1 not in [1], None is None, p is not None)
print(-1, -0.0, -2j, -(2**70), 0x10, 1_000, 1e3, .5)
print((lambda *a, k=3, **kw: (a, k, kw))(1, 2, k=4, z=5))
def defaults(a, b=[], *, c=lambda: "c", d):
    b.append(a)
    return b, c(), d
print(defaults(1, d=0), defaults(2, d=0))
def posonly(a, b, /, c):
    return a, b, c
print(posonly(1, 2, c=3))
try:
    posonly(a=1, b=2, c=3)
except TypeError as e:
    print("TypeError")
print(__debug__, type(...).__name__, b"by\x00tes", "uni\u00e9")
def ann(a: int, b: "str" = "x") -> list:
    return a
print(ann.__annotations__)
v: int = 5
u: str
print(__annotations__, v)
class K:
    attr: float = 1.5
    other: "K"
print(K.__annotations__)
big = [i for i in range(100)]
print(sum(big), len({i: i for i in range(50)}), len([*big, *big]))
s = ("a" "b" f"{1}" "c")
print(s)
print(*(n for n in range(3)), sep="-")
print(*[1, 2], *[3], sep=",")
(lambda: print("called"))()
obj = L("obj")
try:
    del obj.thing
except AttributeError as e:
    print("AttributeError", e)
print(dict(a=1, **{"b": 2}))
n = 5
n += 1; n -= 2; n *= 3; n //= 2; n **= 2; n %= 7; n <<= 3; n >>= 1; n |= 1; n &= 7; n ^= 2
print(n)
