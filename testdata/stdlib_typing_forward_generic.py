# typing.get_type_hints resolves string forward references nested in
# builtin generic aliases (list["int"], dict[str, "Foo"]) and in X | Y,
# as well as in typing's own aliases (Optional["Foo"]).
import typing
from typing import Optional, Union, List, Dict, get_type_hints, Callable, Tuple
class Foo: pass
def f(x: list["int"], y: "Optional[Foo]" = None) -> dict[str, "Foo"]: pass
print(get_type_hints(f))
def g(a: Optional["Foo"], b: Union["Foo", int], c: List["Foo"], d: Dict["str", List["Foo"]], e: tuple["int", ...], h: Callable[["int"], "Foo"], k: "list[Foo]", m: typing.Annotated["Foo", 1]) -> "Foo | None": pass
print(get_type_hints(g))
print(get_type_hints(g, include_extras=True)['m'])
class A:
    x: list["A"]
    y: "Optional[A]"
    z: typing.ClassVar["int"]
print(get_type_hints(A))
def bad(x: list["Nope"]): pass
try:
    get_type_hints(bad)
except NameError as e:
    print("NameError", e)
def h(x: type["Foo"], y: Tuple["Foo", "int"], z: set[Optional["Foo"]]): pass
print(get_type_hints(h))
print(typing.ForwardRef("int"), repr(List["Foo"]), repr(list["Foo"]), Optional["Foo"])
def loc():
    class Local: pass
    def q(x: list["Local"]): pass
    return get_type_hints(q, localns=locals())
print(loc())
def dflt(x: "int" = None): pass
print(get_type_hints(dflt))

import collections.abc
def f(a: dict[str, None], b: tuple[()], c: list["Foo"] | None, d: collections.abc.Callable[["int"], "Foo"],
      e: collections.abc.Callable[..., "Foo"], g: "list[Foo] | None", h: Union["Foo", None], i: list[None],
      j: tuple["Foo", ...] | int, k: dict["str", dict["int", "Foo"]]): pass
for k, v in get_type_hints(f).items():
    print(k, v, typing.get_args(v))
P = typing.ParamSpec('P')
def g(a: collections.abc.Callable[P, "Foo"], b: list[typing.Annotated["Foo", "meta"]]): pass
print(get_type_hints(g))
print(get_type_hints(g, include_extras=True))
