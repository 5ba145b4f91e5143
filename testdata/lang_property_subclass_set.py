# A property subclass that overrides __set__ or __delete__ is called for
# assignment and deletion, also in hot loops.
class checked(property):
    def __set__(self, obj, value):
        if value < 0:
            raise ValueError(f'{self.fget.__name__} must be >= 0, got {value}')
        super().__set__(obj, value)
    def __delete__(self, obj):
        print('delete intercepted')

class Account:
    def __init__(self):
        self._b = 0
    def _get(self):
        return self._b
    def _set(self, v):
        self._b = v
    balance = checked(_get, _set)

a = Account()
total = 0
for i in range(3000):
    a.balance = i
    total += a.balance
print(total)
try:
    a.balance = -5
except ValueError as e:
    print(e)
del a.balance
print(a.balance)

class logged(property):
    log = []
    def __set__(self, obj, value):
        logged.log.append(value)
        property.__set__(self, obj, value * 2)
class P:
    x = logged(lambda self: self.__dict__.get('_x'), lambda self, v: self.__dict__.__setitem__('_x', v))
p = P()
for i in range(2000):
    p.x = i
print(p.x, len(logged.log), logged.log[-3:])
setattr(p, 'x', 7)
print(p.x)
class ro(property):
    def __set__(self, obj, value):
        raise AttributeError(f'{type(obj).__name__}.{self.fget.__name__} is read-only')
class Q:
    @ro
    def name(self): return 'q'
try:
    Q().name = 'z'
except AttributeError as e:
    print(e)
