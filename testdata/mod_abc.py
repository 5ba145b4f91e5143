# abc, types, keyword, __future__, errno, gc
import abc
import types
import keyword
import __future__
import errno
import gc

class A(abc.ABC):
    @abc.abstractmethod
    def f(self): pass
    @abc.abstractmethod
    def g(self): pass

try:
    A()
except TypeError as e:
    print(e)

class B(A):
    def f(self):
        return 1

try:
    B()
except TypeError as e:
    print(e)

class C(B):
    def g(self):
        return 2

print(C().f(), sorted(A.__abstractmethods__), C.__abstractmethods__, type(A).__name__)
print(type(A) is abc.ABCMeta, abc.ABC.__module__, isinstance(C(), A), issubclass(C, A))

class D(metaclass=abc.ABCMeta):
    pass

D.register(int)
print(isinstance(3, D), issubclass(int, D), issubclass(bool, D), isinstance("a", D), D.register(str) is str)
try:
    D.register(3)
except TypeError as e:
    print(e)

class P(abc.ABC):
    @property
    @abc.abstractmethod
    def x(self): ...

try:
    P()
except TypeError as e:
    print(e)

class Q(abc.ABC):
    @classmethod
    @abc.abstractmethod
    def m(cls): ...
    @staticmethod
    @abc.abstractmethod
    def s(): ...

print(sorted(Q.__abstractmethods__), abc.abstractmethod(lambda: 1).__isabstractmethod__)

class Hook(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if hasattr(C, 'quack'):
            return True
        return NotImplemented

class Duck:
    def quack(self):
        pass

print(isinstance(Duck(), Hook), issubclass(int, Hook), issubclass(Duck, Hook))

class Late(abc.ABC):
    pass

def impl(self):
    pass

Late.run = abc.abstractmethod(impl)
abc.update_abstractmethods(Late)
print(sorted(Late.__abstractmethods__))

# types
ns = types.SimpleNamespace(a=1, b='x')
print(ns, types.SimpleNamespace(), ns.a)
ns.c = 3
del ns.a
print(ns, ns == types.SimpleNamespace(b='x', c=3), vars(ns))
print(types.SimpleNamespace({'k': 1}, z=2))
try:
    types.SimpleNamespace(1)
except TypeError as e:
    print(e)
class NS(types.SimpleNamespace):
    pass
print(NS(q=1))
rec = types.SimpleNamespace()
rec.me = rec
print(rec)

def gen():
    yield 1

class K:
    def meth(self):
        pass

print(isinstance(gen, types.FunctionType), isinstance(gen(), types.GeneratorType),
      isinstance(K().meth, types.MethodType), isinstance(len, types.BuiltinFunctionType),
      isinstance(types, types.ModuleType), type(None) is types.NoneType, types.LambdaType is types.FunctionType,
      type(...) is types.EllipsisType, type(NotImplemented) is types.NotImplementedType)
m = types.ModuleType('mymod')
m.x = 5
print(m.__name__, m.x)
bound = types.MethodType(lambda self, y: (self, y), 'obj')
print(bound(3))
New = types.new_class('New', (object,), {}, lambda ns: ns.update({'v': 7}))
print(New.__name__, New().v)
mp = types.MappingProxyType({'a': 1})
print(mp['a'], len(mp), 'a' in mp)

print(keyword.iskeyword('for'), keyword.iskeyword('match'), keyword.issoftkeyword('match'), len(keyword.kwlist),
      keyword.kwlist[:5], keyword.softkwlist)
print(__future__.annotations, __future__.division.mandatory, __future__.all_feature_names[-1])
print(errno.ENOENT, errno.EACCES, errno.errorcode[2], errno.EEXIST, errno.EINVAL, errno.EAGAIN == errno.EWOULDBLOCK)
print(gc.isenabled(), type(gc.collect()).__name__, gc.disable(), gc.isenabled(), gc.enable(), gc.isenabled(), gc.get_threshold())
