# type(x) answered by machine code (call_type) for unboxed values, heap
# objects of builtin and user classes, classes and their metaclasses, after
# __class__ assignment, and after the global type is shadowed part-way.
# The output must not depend on the tier.
class A:
    pass
class B(A):
    pass
class M(type):
    pass
class W(metaclass=M):
    pass
def f(objs, n):
    counts = {}
    for i in range(n):
        o = objs[i % len(objs)]
        t = type(o)
        counts[t.__name__] = counts.get(t.__name__, 0) + 1
        if type(o) is int:
            counts["is int"] = counts.get("is int", 0) + 1
    return sorted(counts.items())
objs = [1, 2.5, True, None, "s", "abc" * 2, (1,), [2], {}, A(), B(), W(), A, W, int, 1 << 80, NotImplemented, ..., b"x", 3j]
print(f(objs, 2000))
def g(n):
    global type
    t = 0
    for i in range(n):
        t += type(i) is int
        if i == n // 2:
            type = lambda x: 0
    del type
    return t
print(g(3000))
o = A()
def h(n):
    t = 0
    for i in range(n):
        t += type(o) is A
        if i == n // 2:
            o.__class__ = B
    return t
print(h(3000))
