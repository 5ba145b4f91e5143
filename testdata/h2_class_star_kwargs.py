# Class definitions whose bases and keywords come from * and ** alone
# (class C(**kw) crashed the compiler).
class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        cls = super().__new__(mcs, name, bases, ns)
        cls.kw = kw
        return cls
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)

kw = {'metaclass': Meta, 'flag': 1}
class A(**kw):
    pass
print(type(A).__name__, A.kw, A.__bases__)

class B(**{}):
    pass
print(B.__bases__, type(B).__name__)

bases = (A,)
class C(*bases, **{'extra': 2}):
    pass
print(C.__mro__, C.kw)

class D(*(), **{}):
    pass
print(D.__bases__)

class E(*[int]):
    pass
print(E.__bases__, E(5) + 1)

def make(**opts):
    class Local(**opts):
        pass
    return Local
print(make(metaclass=Meta, k='v').kw, make().__qualname__)
try:
    class F(**{'bogus': 1}):
        pass
except TypeError as e:
    print('TypeError', e)
try:
    class G(**5):
        pass
except TypeError as e:
    print('TypeError', e)
