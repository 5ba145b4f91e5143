import copy
from dataclasses import dataclass, field, replace, InitVar, make_dataclass

@dataclass(frozen=True)
class Pt:
    x: int
    y: int = 0
    tag: str = field(default="p", init=False)

@dataclass
class WithInit:
    a: int
    scale: InitVar[int]
    def __post_init__(self, scale):
        self.a *= scale

@dataclass
class Custom:
    v: int
    def __replace__(self, **kw):
        return "custom replace " + repr(kw)

p = Pt(1, 2)
print(copy.replace(p, y=5), p.__replace__(x=9), replace(p), Pt.__replace__.__name__, Pt.__replace__.__qualname__)
print(Pt.__replace__ is WithInit.__replace__, "__replace__" in Pt.__dict__, list(vars(Pt)).index("__replace__") > list(vars(Pt)).index("__init__"))
for fn, args in [(copy.replace, (p,)), (replace, (p,))]:
    for kw in [{"tag": "q"}, {"z": 1}]:
        try:
            fn(*args, **kw)
        except (TypeError, ValueError) as e:
            print(fn.__module__, type(e).__name__, e)
w = WithInit(2, 3)
print(w)
try:
    copy.replace(w, a=1)
except TypeError as e:
    print(e)
print(copy.replace(w, a=1, scale=10), copy.replace(Custom(1), v=2), replace(Custom(1), v=3))
D = make_dataclass("D", ["a", ("b", int, field(default=4))])
print(copy.replace(D(1), a=7))
try:
    copy.replace(object())
except TypeError as e:
    print(e)
for kw in [dict(), dict(frozen=True), dict(unsafe_hash=True), dict(eq=False), dict(frozen=True, eq=False), dict(order=True, unsafe_hash=True, frozen=True), dict(init=False, repr=False), dict(slots=True), dict(match_args=False, kw_only=True)]:
    @dataclass(**kw)
    class Pt:
        """doc"""
        x: int
        y: int = field(default=0, hash=False)
    print(kw, [k for k in vars(Pt) if k not in ('__module__', '__firstlineno__', '__annotations__', '__static_attributes__', '__dict__', '__weakref__')])
    print(getattr(Pt.__hash__, "__qualname__", None), Pt.__init__.__qualname__)
@dataclass
class E:
    x: int
    def __eq__(self, o): return True
print([k for k in vars(E)], E.__hash__)
class A8:
    """d"""
    def __eq__(s, o): return True
class B8:
    x = 1
    __slots__ = ("y",)
    def __eq__(s, o): return True
class C8(A8):
    pass
print(list(vars(A8)), list(vars(B8)), list(vars(C8)))
