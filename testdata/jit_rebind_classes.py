# Classes and instances that change under compiled code: methods replaced
# on the class (assignment, setattr, a base class's method, __bases__),
# shadowed on the instance, deleted; __class__ assigned; __init__ and
# __getitem__ replaced while machine code calls them itself; class
# attributes, properties and the dunders behind +, == and hash replaced;
# a function's __code__ replaced; isinstance of a class whose instance
# changes class.


class A:
    k = 1

    def __init__(self, v):
        self.v = v

    def m(self):
        return self.v

    def __getitem__(self, i):
        return i + self.v


class B:
    k = 2

    def __init__(self, v):
        self.v = v * 10

    def m(self):
        return -self.v

    def __getitem__(self, i):
        return 0


def method_replaced():
    a = A(3)
    s = 0
    for i in range(3000):
        s += a.m()
        if i == 1000:
            A.m = lambda self: 100
        if i == 2000:
            setattr(A, "m", lambda self: 7)
    return s


def method_shadowed():
    a = A(3)
    s = 0
    for i in range(3000):
        s += a.m()
        if i == 1500:
            a.m = lambda: 1000
    return s


def method_deleted():
    class T:
        def m(self):
            return 1
    t = T()
    s = 0
    try:
        for i in range(3000):
            s += t.m()
            if i == 1500:
                del T.m
    except AttributeError as e:
        print("AttributeError:", e)
    return s


def class_assigned():
    a = A(3)
    s = 0
    for i in range(3000):
        s += a.m() + a.k + a[1]
        if i == 1500:
            a.__class__ = B
    return s


def init_replaced():
    s = 0
    for i in range(3000):
        s += A(i).v
        if i == 1500:
            A.__init__ = lambda self, v: setattr(self, "v", 1)
    return s


def getitem_replaced():
    a = A(1)
    s = 0
    for i in range(3000):
        s += a[i]
        if i == 1500:
            A.__getitem__ = lambda self, i: 2
    return s


def class_attr():
    a = A(1)
    s = 0
    for i in range(3000):
        s += a.k
        if i == 1500:
            A.k = 50
    return s


class Base:
    def m(self):
        return 1


class Sub(Base):
    pass


class Other:
    def m(self):
        return 5


def inherited():
    o = Sub()
    s = 0
    for i in range(3000):
        s += o.m()
        if i == 1000:
            Base.m = lambda self: 10
        if i == 2000:
            Sub.m = lambda self: 100
    return s


def bases_assigned():
    class S(Base):
        pass
    o = S()
    s = 0
    for i in range(3000):
        s += o.m()
        if i == 1500:
            S.__bases__ = (Other,)
    return s


def call_m(o):
    return o.m()


def native_method():
    o = Sub()
    s = 0
    for i in range(3000):
        s += call_m(o)
        if i == 1500:
            Sub.m = lambda self: 1
    return s


def helper(x):
    return x * 2


def other(x):
    return x * 3


def code_replaced():
    s = 0
    for i in range(3000):
        s += helper(i)
        if i == 1500:
            helper.__code__ = other.__code__
    return s


class V:
    def __init__(self, x):
        self.x = x

    def __add__(self, o):
        return V(self.x + o.x)

    def __eq__(self, o):
        return self.x == o.x

    def __hash__(self):
        return 1


def dunders():
    a, b = V(1), V(2)
    s = 0
    d = {}
    for i in range(3000):
        s += (a + b).x
        s += a == b
        d[a] = i
        if i == 1500:
            V.__add__ = lambda self, o: V(100)
            V.__eq__ = lambda self, o: True
            V.__hash__ = lambda self: 2
    return s, len(d)


class P:
    def __init__(self):
        self._x = 1

    @property
    def x(self):
        return self._x


def property_replaced():
    p = P()
    s = 0
    for i in range(3000):
        s += p.x
        if i == 1500:
            P.x = property(lambda self: 9)
    return s


class C:
    pass


class D:
    pass


class S:
    def __init__(self):
        self.x = 0


def setattr_replaced():
    o = S()
    s = 0
    for i in range(3000):
        o.x = i
        s += o.x
        if i == 1500:
            S.__setattr__ = lambda self, n, v: object.__setattr__(self, n, -v)
    return s


def is_c(o):
    return isinstance(o, C)


def isinstance_class_changes():
    o = C()
    s = 0
    for i in range(3000):
        s += isinstance(o, C) + is_c(o)
        if i == 1000:
            o.__class__ = D
        if i == 2000:
            o.__class__ = C
    return s


for f in (method_replaced, method_shadowed, method_deleted, class_assigned, init_replaced,
          getitem_replaced, class_attr, inherited, bases_assigned, native_method,
          code_replaced, dunders, property_replaced, isinstance_class_changes,
          setattr_replaced):
    print(f.__name__, f())
