# Stores through properties: the setter runs for every store at a site,
# also after the class or the property object changes, and errors are
# CPython's.
class Account:
    def __init__(self, b):
        self._b = b
    @property
    def balance(self):
        return self._b
    @balance.setter
    def balance(self, v):
        if v < 0:
            raise ValueError("negative balance %d" % v)
        self._b = v

def run(acc, n):
    errs = 0
    for i in range(n):
        acc.balance = acc.balance + (i & 3)
        try:
            if i % 100 == 0:
                acc.balance = -i - 1
        except ValueError as e:
            errs += 1
            last = str(e)
    return errs, last, acc.balance

print(run(Account(0), 1000))

class ReadOnly:
    @property
    def x(self):
        return 1

def store(o, v):
    o.x = v

for i in range(3):
    try:
        store(ReadOnly(), i)
    except AttributeError as e:
        print(type(e).__name__, e)

# The class changes: its property is replaced by a plain attribute, then
# by another property.
class C:
    def __init__(self):
        self.log = []
    def _set(self, v):
        self.log.append(("set", v))
    x = property(lambda self: 0, _set)

c = C()
for i in range(5):
    store(c, i)
print(c.log)
C.x = property(lambda self: 1, lambda self, v: self.log.append(("set2", v)))
store(c, 10)
del C.x
store(c, 11)
print(c.log, c.__dict__.get("x"))

# property.__init__ again: the same object, a new setter.
p = property(lambda self: 2, lambda self, v: self.log.append(("p1", v)))
class D:
    x = p
    def __init__(self):
        self.log = []
d = D()
for i in range(3):
    store(d, i)
p.__init__(lambda self: 3, lambda self, v: self.log.append(("p2", v)))
store(d, 9)
print(d.log)

# A subclass overrides the property with one without a setter.
class E(C):
    x = property(lambda self: 5)
e = E()
try:
    store(e, 1)
except AttributeError as err:
    print(err)

# A setter that returns a value, and one that raises through several frames.
class F:
    def __init__(self):
        self.v = None
    def _s(self, v):
        self.v = v
        return "ignored"
    y = property(None, _s)
f = F()
for i in range(4):
    f.y = i * i
print(f.v)
try:
    f.y
except AttributeError as err:
    print(err)

class G:
    @property
    def z(self):
        return 0
    @z.setter
    def z(self, v):
        deep(v)
def deep(v):
    raise KeyError(v)
g = G()
for i in range(2):
    try:
        g.z = i
    except KeyError as err:
        print("KeyError", err)
