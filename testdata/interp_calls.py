# Argument binding: every parameter kind and CPython's error messages.
def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, sorted(kw.items()))

print(f(1, c=3))
print(f(1, 2, 3, 4, c=5, e=6, z=7))
print(f(*[1, 2], **{"c": 3, "x": 9}))

def pos_only(a, b, /, c):
    return a + b + c

print(pos_only(1, 2, c=3))

def check(fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except TypeError as e:
        print("TypeError:", e)

check(f)
check(f, 1)
check(pos_only, 1, 2, 3, 4)
check(pos_only, a=1, b=2, c=3)
check(f, 1, a=2, c=3)
def g(x, y, z): pass
check(g, 1)
check(g)
def h(): pass
check(h, 1)
def k(x, *, y): pass
check(k, 1, 2)
check(k, 1, y=2, w=3)
class C:
    def m(self, x):
        return x
check(C().m)
check(C().m, 1, 2)

# Defaults are evaluated once.
def acc(x, seen=[]):
    seen.append(x)
    return seen
acc(1)
print(acc(2))

# Closures and nonlocal.
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
c1, c2 = counter(), counter()
print(c1(), c1(), c2())
fs = [lambda i=i: i * i for i in range(4)]
print([fn() for fn in fs])
late = [lambda: i for i in range(3)]
print([fn() for fn in late])

# Recursion and the recursion limit.
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(30))
def forever(n):
    return forever(n + 1)
try:
    forever(0)
except RecursionError as e:
    print("RecursionError:", e)

# Unbound locals.
def unbound():
    print(x)
    x = 1
try:
    unbound()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
try:
    print(undefined_name)
except NameError as e:
    print("NameError:", e)

# Star unpacking.
a, *b, c = range(6)
print(a, b, c)
(x, y), z = (1, 2), 3
print(x, y, z)
try:
    p, q = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    p, q, r = [1, 2]
except ValueError as e:
    print("ValueError:", e)
print(*range(3), sep="-")
print([*range(2), *"ab"], {**{"a": 1}, "b": 2})
