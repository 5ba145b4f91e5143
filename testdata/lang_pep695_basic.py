# PEP 695 type parameters (with PEP 696 defaults): generic functions,
# classes and type aliases, and the objects the syntax creates.
import typing
from typing import TypeVar, ParamSpec, TypeVarTuple, TypeAliasType, Generic, NoDefault


def first[T](xs: list[T]) -> T:
    return xs[0]


print(first([3, 2, 1]), first("abc"))
(T,) = first.__type_params__
print(T, type(T) is TypeVar, isinstance(T, TypeVar), T.__name__)
print(T.__bound__, T.__constraints__, T.__covariant__, T.__contravariant__, T.__infer_variance__)
print(T.__default__ is NoDefault, T.has_default(), T.__module__)
print(first.__annotations__)
print(first.__annotations__["return"] is T)


def many[T: int, U: (str, bytes), *Ts, **P](a: T, b: U, *args: *Ts) -> None:
    pass


T, U, Ts, P = many.__type_params__
print([type(x).__name__ for x in many.__type_params__])
print(T, T.__bound__, T.__constraints__)
print(U, U.__bound__, U.__constraints__)
print(Ts, type(Ts) is TypeVarTuple, P, type(P) is ParamSpec, P.args, P.kwargs)
print(many.__annotations__)


# Bounds, constraints and defaults are evaluated lazily, at first access.
log = []


def note(x, v):
    log.append(x)
    return v


def lazy[T: note("bound", int), U: (note("c1", int), note("c2", str)), V = note("default", float)]():
    pass


print("after def:", log)
T, U, V = lazy.__type_params__
print(T.__bound__, log)
print(U.__constraints__, log)
print(V.__default__, V.has_default(), log)
print(T.__bound__, log)


def undefined[T: DoesNotExist]():
    pass


(T,) = undefined.__type_params__
try:
    T.__bound__
except NameError as e:
    print("NameError:", e)
DoesNotExist = bytes
print(T.__bound__)


# PEP 696 defaults.
def with_defaults[T = int, *Ts = *tuple[int, str], **P = [bool, float]]():
    pass


T, Ts, P = with_defaults.__type_params__
print(T.__default__, Ts.__default__, P.__default__)
print(T.has_default(), Ts.has_default(), P.has_default())


def no_defaults[T, *Ts, **P]():
    pass


print([x.has_default() for x in no_defaults.__type_params__])
print([x.__default__ is NoDefault for x in no_defaults.__type_params__])


# Generic classes: Generic is inserted among the bases.
class Stack[T]:
    def __init__(self):
        self.items: list[T] = []

    def push(self, x: T) -> None:
        self.items.append(x)

    def pop(self) -> T:
        return self.items.pop()


s = Stack[int]()
s.push(1)
s.push(2)
print(s.pop(), s.items)
print(Stack.__type_params__, Stack.__parameters__)
print(Stack.__bases__, Stack.__mro__)
print(Stack.__orig_bases__)
print(Stack[int])
print(Stack.__type_params__[0] is Stack.__parameters__[0])
print("__type_params__" in Stack.__dict__)


class Base:
    pass


class Pair[K, V](Base):
    pass


print(Pair.__bases__, Pair.__type_params__, Pair.__parameters__)
print(Pair[str, int])


class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print("Meta got", name, [b.__name__ for b in bases], sorted(k for k in ns if not k.startswith("__")), kw)
        return super().__new__(mcls, name, bases, ns)


class WithMeta[T](Base, metaclass=Meta, flag=True):
    x = 1


print(type(WithMeta).__name__, WithMeta.__type_params__)


# Bases may use the type parameters.
class Node[T](list[T]):
    pass


print(Node.__orig_bases__, Node.__parameters__)


# A generic class nested in a function sees the function's locals.
def make():
    local_bound = int

    class Box[T: local_bound]:
        pass

    return Box


Box = make()
print(Box.__type_params__[0].__bound__)


# Type aliases.
type Number = int | float
print(Number, type(Number) is TypeAliasType, Number.__name__, Number.__value__)
print(Number.__type_params__, Number.__module__)

type ListOf[T] = list[T]
print(ListOf, ListOf.__type_params__, ListOf.__value__)
print(ListOf[int], type(ListOf[int]).__name__, ListOf[int].__origin__ is ListOf, ListOf[int].__args__)
try:
    Number[int]
except TypeError as e:
    print("TypeError:", e)

# The value is evaluated lazily, once.
type Later = note("alias value", Undefined)
print("after type statement", log[-1:])
try:
    Later.__value__
except NameError as e:
    print("NameError:", e)
Undefined = str
print(Later.__value__, Later.__value__, log.count("alias value"))

# Recursive aliases are fine.
type Tree = tuple[Tree, Tree] | int
print(Tree.__value__)

type Mapping[K, V = str] = dict[K, V]
K, V = Mapping.__type_params__
print(Mapping.__value__, V.__default__)


# Names inside a generic function resolve as CPython resolves them: the
# type parameters are local to the annotation scope, the enclosing
# function's names are visible.
def outer():
    x = "outer x"

    def inner[T](a: T) -> T:
        return (a, x)

    return inner


print(outer()(1))


def shadow[T](T_value):
    T = "rebound in body"
    return T


print(shadow(1), shadow.__type_params__)


# Type parameters are visible inside the body.
def body_sees[T]():
    return T


print(body_sees(), body_sees() is body_sees.__type_params__[0])


class UsesT[T]:
    attr = T

    def method(self):
        return T


print(UsesT.attr, UsesT().method(), UsesT.attr is UsesT.__type_params__[0])


# Decorators and defaults are evaluated outside the annotation scope.
def deco(f):
    print("decorating", f.__name__, f.__type_params__)
    return f


@deco
def decorated[T](x=10):
    return x


print(decorated(), decorated.__defaults__)


def kw_defaults[T](*, k: T = "kw"):
    return k


print(kw_defaults(), kw_defaults.__kwdefaults__)


# Methods can be generic too.
class Container:
    def get[T](self, x: T) -> T:
        return x

    @classmethod
    def make[T](cls, x: T) -> list[T]:
        return [x]


print(Container().get(5), Container.make(6), Container.get.__type_params__)
print(Container.get.__qualname__, Container.make.__qualname__)

# Generic async functions and lambdas inside.
async def agen[T](x: T) -> T:
    return x


print(agen.__type_params__)


def uses_lambda[T]():
    return (lambda: T)()


print(uses_lambda())

# TypeVar operations.
T = first.__type_params__[0]
print(T | int, int | T, list[T], typing.Union[T, str])
print(repr(T), str(T), repr(many.__type_params__[3]), repr(many.__type_params__[2]))
try:
    class Bad(T):
        pass
except TypeError as e:
    print("TypeError:", e)

# Names of the annotation scopes and the lazy functions.
import sys


def frame_name[T: sys._getframe().f_code.co_name]():
    pass


print(frame_name.__type_params__[0].__bound__)


def gp_name[T](x: sys._getframe().f_code.co_name):
    pass


print(gp_name.__annotations__)
type Alias = sys._getframe().f_code.co_name
print(Alias.__value__)
