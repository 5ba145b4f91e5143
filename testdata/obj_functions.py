# Function objects, bound methods, builtin functions, cells, code objects,
# modules, super objects and the singletons' types.
import sys


def check(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))


def f(a, b=2, *args, c, d=4, **kw):
    "doc of f"
    x = 1

    def g():
        return x

    return g


print(f.__name__, f.__qualname__, f.__doc__, f.__module__, f.__defaults__, f.__kwdefaults__)
print(f.__closure__, f.__annotations__, f.__dict__, f.__type_params__, f.__globals__ is globals())
g = f(1, c=3)
print(g.__name__, g.__qualname__, type(g.__closure__[0]).__name__, g.__closure__[0].cell_contents)
check(lambda: setattr(f, "__name__", 1))
check(lambda: setattr(f, "__qualname__", 1))
check(lambda: setattr(f, "__defaults__", 1))
check(lambda: setattr(f, "__kwdefaults__", 1))
check(lambda: setattr(f, "__code__", 1))
check(lambda: delattr(f, "__name__"))


def h(x, y=10):
    return x + y


h.__defaults__ = (100,)
print(h(1))
h.__defaults__ = None
check(lambda: h(1))
h.__defaults__ = (10,)
h.__name__ = "renamed"
h.__qualname__ = "Q.renamed"
print(h.__name__, h.__qualname__)
h.attr = "custom"
print(h.attr, h.__dict__)
h.__doc__ = "new doc"
print(h.__doc__)


def annotated(a: int, b: "str" = "x") -> list:
    pass


print(annotated.__annotations__)

co = f.__code__
print(co.co_name, co.co_qualname, co.co_argcount, co.co_posonlyargcount, co.co_kwonlyargcount)
print(co.co_varnames[:6], co.co_cellvars, co.co_freevars, co.co_flags & 15, co.co_firstlineno)
print(g.__code__.co_freevars, g.__code__.co_flags & 32, (lambda: (yield)).__code__.co_flags & 32)
print(type(co).__name__, co == f.__code__, co.co_filename.endswith("obj_functions.py"))


def posonly(a, b, /, c):
    pass


print(posonly.__code__.co_posonlyargcount, posonly.__code__.co_argcount)

# __get__ and bound methods
print(f.__get__(None, int) is f, type(f.__get__(1)).__name__)


class C:
    def m(self):
        "m doc"
        return self

    @classmethod
    def k(cls):
        return cls

    def __repr__(self):
        return "C()"


o = C()
bm = o.m
print(bm.__name__, bm.__qualname__, bm.__self__ is o, bm.__func__ is C.m, bm.__doc__, bm.__module__)
print(o.m == o.m, o.m is o.m, hash(o.m) == hash(o.m), o.m == C().m, o.m != o.m)
print(repr(o.m), repr(C.k))
check(lambda: setattr(o.m, "x", 1))
C.m.tag = 5
print(o.m.tag)
check(lambda: o.m.zzz)
print(bm(), bm.__call__() is o)
MethodType = type(o.m)
print(MethodType.__name__, MethodType(h, 5)(), repr(MethodType(len, o))[:33])
check(lambda: MethodType(h, None))
check(lambda: MethodType(1, 2))

# builtin functions
print(repr(len), len.__name__, len.__qualname__, len.__module__, type(len).__name__)
print(repr([].append)[:36], [].append.__name__, [].append.__qualname__, list.append.__qualname__)
print(repr(list.append), repr(object.__init__), repr(object.__format__), repr(dict.fromkeys)[:38])
print(object.__new__.__qualname__, object.__new__.__self__ is object, len.__self__ is sys.modules["builtins"])
check(lambda: list.append.__self__)
print(list.append.__objclass__)

# cells
CellType = type(g.__closure__[0])
c = CellType(5)
print(c.cell_contents)
check(lambda: CellType().cell_contents)
check(lambda: CellType(1, 2))
print(CellType(3) == CellType(3), CellType(1) < CellType(2))
c.cell_contents = 4
print(c.cell_contents)
del c.cell_contents
check(lambda: c.cell_contents)


def counter():
    n = 0

    def inc():
        nonlocal n
        n += 1
        return n

    return inc


inc = counter()
inc()
inc()
print(inc.__closure__[0].cell_contents)
inc.__closure__[0].cell_contents = 10
print(inc())

# property, staticmethod, classmethod objects
P = property(lambda s: 1, doc="d")
print(type(P).__name__, P.__doc__, P.fset, P.__isabstractmethod__)
check(lambda: P.__set__(o, 1))
check(lambda: P.__delete__(o))
print(P.__get__(o), P.__get__(None, C) is P)
check(lambda: property(1, 2, 3, 4, 5))
sm = staticmethod(h)
cm = classmethod(h)
print(sm.__func__ is h, sm.__wrapped__ is h, cm.__func__ is h, sm.__name__, cm.__qualname__)
print(sm.__get__(None, C) is h, cm.__get__(o).__self__ is C, cm.__get__(None, C).__self__ is C)
check(lambda: cm.__get__(None, None))
print(staticmethod(len)([1, 2]))

# super objects
class Base:
    def hello(self):
        return "base hello"


class Sub(Base):
    def hello(self):
        s = super()
        return type(s).__name__ + ":" + s.hello()


print(Sub().hello())
check(lambda: super(Sub, Sub()).__self_class__)
check(lambda: super(Sub, Sub).hello(Sub()))
check(lambda: super(Sub).__thisclass__)
check(lambda: super(Sub, 1))


def no_args_super():
    return super()


check(no_args_super)

# modules
ModuleType = type(sys)
print(ModuleType.__name__, repr(sys), sys.__name__, type(sys.__dict__).__name__)
m = ModuleType("mymod", "the doc")
print(repr(m), sorted(m.__dict__), m.__doc__)
m.x = 1
print(m.x, "x" in dir(m))
del m.x
check(lambda: m.x)
check(lambda: ModuleType(1))
check(lambda: ModuleType())
m.__getattr__ = lambda name: "lazy " + name
print(m.anything)


class MyModule(ModuleType):
    def hello(self):
        return "hello from " + self.__name__


mm = MyModule("sub")
print(mm.hello(), isinstance(mm, ModuleType))

# singletons
print(type(None)(), type(NotImplemented)(), type(...)(), type(None).__name__, type(...).__name__)
check(lambda: type(None)(1))
check(lambda: type(...)(1))
print(None.__repr__(), NotImplemented.__repr__(), Ellipsis.__repr__(), None.__bool__())
print(bool(None), repr(None), str(Ellipsis))

# getset descriptors
gs = type.__dict__["__name__"]
print(repr(gs), type(gs).__name__, gs.__get__(int), gs.__name__, gs.__objclass__)
check(lambda: gs.__get__(1))
print(repr(C.__dict__["__dict__"]), repr(C.__dict__["__weakref__"]))
print(C.__dict__["__dict__"].__get__(o))

# mappingproxy
mp = C.__dict__
print(type(mp).__name__, "m" in mp, mp["__module__"], mp.get("nope", 5), len(mp) > 3)
print(sorted(k for k in mp.keys() if not k.startswith("__")), type(mp.copy()).__name__)
check(lambda: mp.__setitem__("a", 1))
check(lambda: type(mp)([1]))
MP = type(mp)
px = MP({"a": 1})
print(px, px["a"], list(px), px == {"a": 1}, px | {"b": 2})
check(lambda: hash(px))
