# Classes: bodies, decorators, metaclasses, __class__, class attributes.
def deco(tag):
    def wrap(obj):
        obj.tag = tag
        return obj
    return wrap

@deco("outer")
@deco("inner")
class A:
    """A's doc
       continues."""
    count = 0
    def __init__(self, v):
        self.v = v
        self._w = v * 2
        A.count += 1
    @property
    def w(self):
        return self._w
    @staticmethod
    def s():
        return "static"
    @classmethod
    def c(cls):
        return cls.__name__
print(A.tag, A.__doc__, A(3).w, A.s(), A.c(), A.count)
print(A.__qualname__, A.__module__, A.__firstlineno__, A.__static_attributes__)

class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["kw"] = kw
        return super().__new__(mcls, name, bases, ns)
class B(A, metaclass=Meta, flag=True):
    def __init__(self):
        super().__init__(1)
print(B.kw, B().v, type(B).__name__)

bases = (A,)
kws = {"metaclass": Meta}
class D(*bases, **kws):
    pass
print(D.__mro__[1].__name__, D.kw)

class Sub:
    def __init_subclass__(cls, **kw):
        cls.extra = kw
class Child(Sub, x=1):
    pass
print(Child.extra)

def factory(n):
    class Local:
        val = n
        def get(self):
            return n, self.val, __class__.__name__
    return Local
print(factory(5)().get(), factory(5).__qualname__)

class Nested:
    class Inner:
        def method(self):
            return type(self).__qualname__
print(Nested.Inner().method(), Nested.Inner.method.__qualname__)

@deco("f")
def decorated():
    """Function doc."""
    return 1
print(decorated.tag, decorated.__doc__, decorated.__name__)

class Slots:
    __slots__ = ("a",)
    def __init__(self):
        self.a = 1
print(Slots().a)
class WithDoc:
    "single"
print(WithDoc.__doc__)
class NoDoc:
    x = 1
print(NoDoc.__doc__)
