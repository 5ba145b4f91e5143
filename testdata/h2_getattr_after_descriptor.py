# __getattr__ runs when object.__getattribute__ fails with AttributeError,
# including one raised by a descriptor such as a property's getter.
class C:
    @property
    def p(self):
        raise AttributeError('inner missing')
    @property
    def q(self):
        raise KeyError('not an AttributeError')
    @property
    def m(self):
        raise AttributeError('method-like')
    def __getattr__(self, name):
        if name == 'm':
            return lambda: 'm called via __getattr__'
        return 'fallback ' + name

c = C()
print(c.p, getattr(c, 'p'), getattr(c, 'p', 'dflt'), hasattr(c, 'p'))
print(c.m())
try:
    c.q
except KeyError as e:
    print('KeyError', e)
print(hasattr(c, 'anything'))
total = []
for i in range(300):
    total.append(c.p)
    total.append(c.m())
print(len(total), total[-2:])

class NoGetattr:
    @property
    def p(self):
        raise AttributeError('no fallback here')
try:
    NoGetattr().p
except AttributeError as e:
    print('AttributeError', e)
print(getattr(NoGetattr(), 'p', 'dflt'), hasattr(NoGetattr(), 'p'))

class Raising:
    @property
    def p(self):
        raise AttributeError('first')
    def __getattr__(self, name):
        raise AttributeError('second ' + name)
try:
    Raising().p
except AttributeError as e:
    print('AttributeError', e, e.__context__)

class Desc:
    def __get__(self, obj, cls):
        if obj is None:
            return self
        raise AttributeError('from descriptor')
class D:
    d = Desc()
    def __getattr__(self, name):
        return 'D fallback ' + name
print(D().d, type(D.d).__name__)

class Slotted:
    __slots__ = ('a',)
    def __getattr__(self, name):
        return 'slot fallback ' + name
print(Slotted().a)

class Sub(C):
    pass
print(Sub().p)
