# isinstance(x, C) with C a global class: machine code answers True
# itself when x's class is exactly C. Everything else (subclasses, other
# classes, ints and strs, builtin classes, a metaclass's
# __instancecheck__, a class rebound while the loop runs, an instance whose
# __class__ changes, isinstance itself shadowed) goes through the call.


class Meta(type):
    def __instancecheck__(cls, x):
        return x == "anything"


class P:
    pass


class Q(P):
    pass


class R(metaclass=Meta):
    pass


class S:
    pass


def count_p(xs, n):
    c = 0
    for i in range(n):
        if isinstance(xs[i % len(xs)], P):
            c += 1
    return c


def count_r(xs, n):
    c = 0
    for i in range(n):
        if isinstance(xs[i % len(xs)], R):
            c += 1
    return c


def count_int(xs, n):
    c = 0
    for i in range(n):
        if isinstance(xs[i % len(xs)], int):
            c += 1
    return c


print(count_p([P()], 1000), count_p([P(), Q(), S(), 3, "s", None], 1200))
print(count_r([R(), "anything", P(), "other"], 1000))
print(count_int([1, True, 2.5, P(), 10**30], 1000))

# The global C is rebound while the loop runs.
P0 = P


def count_rebound(n):
    global P
    c = 0
    x = P0()
    for i in range(n):
        if i == n // 2:
            P = S
        if isinstance(x, P):
            c += 1
    P = P0
    return c


print(count_rebound(1000), count_rebound(1000))


# The instance's class changes while the loop runs.
def count_class_change(n):
    x = P()
    c = 0
    for i in range(n):
        if i == n // 3:
            x.__class__ = S
        if i == 2 * n // 3:
            x.__class__ = Q
        if isinstance(x, P):
            c += 1
    return c


print(count_class_change(900))


# isinstance itself shadowed by a global while the loop runs.
def count_shadowed(n):
    global isinstance
    x = P()
    c = 0
    for i in range(n):
        if i == n // 2:
            isinstance = lambda a, b: 0
        if isinstance(x, P):
            c += 1
    del isinstance
    return c


print(count_shadowed(1000), count_shadowed(1000))

# A second argument that is no class raises as the builtin does.
def bad_second(n):
    global P
    out = []
    x = P0()
    for i in range(n):
        if i == n - 2:
            P = 3
        try:
            out.append(isinstance(x, P))
        except TypeError as e:
            out.append(str(e))
    P = P0
    return out[-3:]


print(bad_second(500))
