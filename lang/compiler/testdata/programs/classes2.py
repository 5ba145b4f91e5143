# More class-scope semantics.
def outer():
    x = "outer"
    class C:
        nonlocal x
        x = "set by class"
    return x
print(outer())

def free_and_local():
    v = "function"
    class C:
        try:
            print(v)
        except NameError as e:
            print("NameError", e)
        v = "class"
        print(v)
        def m(self):
            return v
    return C().m()
print(free_and_local())

class Prep(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        d = {"injected": "yes"}
        return d
class P(metaclass=Prep):
    seen = injected
print(P.seen)

class Counter:
    n = 0
    def inc(self):
        type(self).n += 1
        return self.n
c = Counter()
c.inc(); c.inc()
print(Counter.n)

class Outer:
    x = 1
    class Inner:
        try:
            y = x
        except NameError:
            y = "no access"
print(Outer.Inner.y)

class WithClassCell:
    def a(self):
        return __class__
    def b(self):
        return lambda: __class__
print(WithClassCell().a() is WithClassCell, WithClassCell().b()() is WithClassCell)

class Base:
    def __init__(self):
        self.log = ["base"]
class Kid(Base):
    def __init__(self):
        super().__init__()
        self.log.append("kid")
    def gen(self):
        yield super().__init__
print(Kid().log, callable(next(Kid().gen())))

def deco_order():
    order = []
    def d(name):
        order.append("eval " + name)
        def w(f):
            order.append("apply " + name)
            return f
        return w
    @d("a")
    @d("b")
    def f(x=order.append("default")):
        pass
    return order
print(deco_order())

class Anno:
    a: int
    b: str = "s"
    def m(self) -> None:
        c: int = 1
        return c
print(Anno.__annotations__, Anno().m(), "c" in Anno.m.__annotations__)

class Statics:
    def __init__(self):
        self.a = 1
        self.b: int = 2
    def other(self):
        self.c, (self.d, x) = 1, (2, 3)
        for self.e in ():
            pass
print(Statics.__static_attributes__)
print(type("T", (), {}).__name__)
