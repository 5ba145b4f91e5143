# Name resolution: closures, nonlocal, global, class scopes, comprehensions.
x = "global x"

def closures():
    a = 1
    def inc():
        nonlocal a
        a += 1
        return a
    inc(); inc()
    print("nonlocal:", a, inc())
    fs = [lambda: i for i in range(3)]
    print("late binding:", [f() for f in fs])
    gs = [lambda i=i: i for i in range(3)]
    print("defaults:", [g() for g in gs])
    def make(n):
        return lambda m: n * m
    print("make:", make(3)(4))

closures()

def use_global():
    global x
    print("before:", x)
    x = "changed"
closures.attr = 1
use_global()
print("after:", x)

class C:
    y = 10
    z = [y * 2 for y in range(3)]
    try:
        w = [y for _ in range(2)]
    except NameError as e:
        w = "NameError: " + str(e)
    def method(self):
        return y
print(C.z, C.w)
y = "module y"
print(C().method())

def outer():
    v = "outer v"
    class K:
        v = "class v"
        def m(self):
            return v
        u = v
    return K().m(), K.u
print(outer())

def walrus(data):
    if any((found := d) > 2 for d in data):
        print("found", found)
    total = [(last := n) for n in data]
    print("last", last, total)
walrus([1, 2, 3, 4])

def unbound():
    try:
        print(q)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    q = 1
    del q
    try:
        q
    except UnboundLocalError as e:
        print(type(e).__name__, e)
unbound()

def free_unbound():
    def inner():
        return late
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
    late = 5
    return inner()
print(free_unbound())

try:
    undefined_name
except NameError as e:
    print(e)

class Base:
    def hello(self):
        return "base hello"
class Derived(Base):
    def hello(self):
        return "derived+" + super().hello()
    def cls(self):
        return __class__.__name__
    def comp(self):
        return [super().hello() for _ in range(1)]
print(Derived().hello(), Derived().cls(), Derived().comp())

class Priv:
    __secret = 42
    def get(self):
        return self.__secret, Priv._Priv__secret
print(Priv().get(), hasattr(Priv, "__secret"))

def comp_shadow():
    i = "outer i"
    squares = [i * i for i in range(4)]
    return i, squares
print(comp_shadow())

def nested_comp():
    return [[x * y for y in range(3)] for x in range(3)]
print(nested_comp())
print({k: v for k, v in zip("abc", range(3)) if v != 1}, {c for c in "hello"} == set("helo"))
print(list(x for x in range(5) if x % 2))

def gen_scope():
    n = 10
    g = (n + i for i in range(3))
    n = 20
    return list(g)
print(gen_scope())

def cell_param(p):
    def get():
        return p
    p = p + 1
    return get()
print(cell_param(1))
print(closures.__qualname__, outer.__qualname__, (lambda: 0).__qualname__)
def qn():
    def inner():
        return [lambda: 0 for _ in range(1)][0]
    return inner
print(qn().__qualname__, qn()().__qualname__)
