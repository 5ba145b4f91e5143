# Slot descriptors are member_descriptor objects; read-only members of
# builtin types refuse assignment and deletion with "readonly attribute".
import functools
import inspect
import types


class C:
    __slots__ = ('x', 'y')


class D(C):
    __slots__ = ('z',)


d = C.__dict__['x']
print(type(d), type(d) is types.MemberDescriptorType)
print(repr(d), d.__name__, d.__qualname__, d.__objclass__)
print(repr(D.__dict__['z']), D.__dict__['z'].__objclass__)
print(inspect.ismemberdescriptor(d), inspect.isgetsetdescriptor(d))
print(d.__reduce__()[1])
print(sorted(n for n in dir(d) if not n.startswith('__') or n in ('__get__', '__set__', '__delete__', '__objclass__')))

c = C()
try:
    c.x
except AttributeError as e:
    print(type(e).__name__, e, e.name, e.obj is c)
try:
    del c.x
except AttributeError as e:
    print(type(e).__name__, e, e.name, e.obj)
try:
    d.__get__(c, C)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    d.__delete__(c)
except AttributeError as e:
    print(type(e).__name__, e)
d.__set__(c, 5)
print(d.__get__(c), d.__get__(None, C) is d, c.x)
c.y = 'why'
print(C.y.__get__(c), getattr(c, 'y'))
d.__delete__(c)
print(hasattr(c, 'x'), hasattr(c, 'y'))
dd = D()
dd.x, dd.z = 1, 2
print(dd.x, dd.z, d.__get__(dd))
for bad in (1, 'str', D):
    for call in (lambda: d.__get__(bad), lambda: d.__set__(bad, 2), lambda: d.__delete__(bad)):
        try:
            call()
        except TypeError as e:
            print('TypeError', e)
try:
    c.w = 1
except AttributeError as e:
    print(type(e).__name__, e)

# Members of builtin types.
for t, n in [(complex, 'real'), (complex, 'imag'), (slice, 'start'), (slice, 'step'),
             (range, 'stop'), (property, 'fget'), (property, 'fdel'), (property, '__doc__'),
             (staticmethod, '__func__'), (classmethod, '__func__'), (classmethod, '__wrapped__'),
             (functools.partial, 'func'), (functools.partial, 'args'), (functools.partial, 'keywords'),
             (StopIteration, 'value'), (SystemExit, 'code'), (OSError, 'errno'), (ImportError, 'name'),
             (type, '__base__'), (types.FunctionType, '__globals__'), (types.MethodType, '__self__'),
             (super, '__thisclass__'), (BaseException, 'args'), (property, '__isabstractmethod__'),
             (int, 'real'), (types.FunctionType, '__code__')]:
    x = t.__dict__[n]
    print(t.__name__, n, type(x).__name__, repr(x), x.__name__, x.__objclass__ is t)

print(type(types.MemberDescriptorType.__dict__['__name__']).__name__)
print(type(types.GetSetDescriptorType.__dict__['__objclass__']).__name__)


class K:
    def m(self):
        pass


objs = [1j, slice(1, 2, 3), range(3), property(), staticmethod(len), classmethod(len),
        functools.partial(len), K().m, super(K, K())]
for o in objs:
    for a in ['real', 'imag', 'start', 'stop', 'step', 'fget', 'fset', 'fdel', '__func__',
              '__wrapped__', 'func', 'args', 'keywords', '__self__', '__thisclass__', '__self_class__']:
        if a in type(o).__dict__:
            for op in ('set', 'del'):
                try:
                    if op == 'set':
                        setattr(o, a, 1)
                    else:
                        delattr(o, a)
                    print(type(o).__name__, a, op, 'ok')
                except Exception as e:
                    print(type(o).__name__, a, op, type(e).__name__, e)
try:
    complex.__dict__['real'].__set__(1j, 2)
except AttributeError as e:
    print('__set__', e)
try:
    slice.__dict__['start'].__delete__(slice(1))
except AttributeError as e:
    print('__delete__', e)
try:
    slice.__dict__['start'].__set__(1j, 2)
except TypeError as e:
    print('__set__', e)
print(complex.real.__get__(3+4j), range.stop.__get__(range(7)))
e = StopIteration(1)
e.value = 9
print(e.value)
p = property(doc='hello')
p.__doc__ = 'changed'
print(p.__doc__)
