# More routes under compiled loops: __getattribute__ and __getattr__ set on
# the class, an instance's __dict__ replaced, a property added over an
# instance attribute, a builtin rebound while list()/sum() drain a
# generator in machine code, range shadowed by a module global, and the
# class a global names for isinstance rebound.
import builtins
class A:
    def __init__(self):
        self.v = 1
        self.w = 2

def getattribute():
    a = A()
    s = 0
    for i in range(3000):
        s += a.v
        if i == 1500:
            A.__getattribute__ = lambda self, n: 7
    return s

def getattr_():
    a = A()
    s = 0
    for i in range(3000):
        try:
            s += a.zz
        except AttributeError:
            s -= 1
        if i == 1500:
            A.__getattr__ = lambda self, n: 3
    return s

def dict_replaced():
    a = A()
    s = 0
    for i in range(3000):
        s += a.v + a.w
        if i == 1500:
            a.__dict__ = {"w": 10, "v": 20}
    return s

def prop_added():
    a = A()
    s = 0
    for i in range(3000):
        s += a.v
        a.w = i
        if i == 1500:
            A.v = property(lambda self: 100)
    return s

def gen_len(xs):
    for i in range(300):
        yield len(xs)
        if i == 150:
            builtins.len = lambda o: 9

def drained():
    r = sum(gen_len([1, 2]))
    builtins.len = ORIG
    return r

ORIG = len
def range_shadow():
    global range
    s = 0
    for j in range(300):
        for i in range(5):
            s += i
        if j == 150:
            range = lambda *a: [100]
    del range
    return s

class B: pass
class C2: pass
def isinst_global():
    global B
    o = B()
    s = 0
    for i in range(3000):
        s += isinstance(o, B)
        if i == 1500:
            B = C2
    return s

for f in (getattribute, getattr_, dict_replaced, prop_added, drained, range_shadow, isinst_global):
    print(f.__name__, f())
