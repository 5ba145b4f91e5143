# A dataclass's generated __init__ is annotated with the fields' types (and
# -> None), so inspect.signature and get_type_hints show them.
import inspect
import typing
from dataclasses import dataclass, field, InitVar, KW_ONLY, make_dataclass


@dataclass
class Base:
    x: int
    y: int = 0
    meta: dict = field(default_factory=dict, compare=False)


@dataclass
class Derived(Base):
    z: 'str' = 'z'
    x: int = 100


@dataclass
class Mixed:
    name: str
    a: int = field(default=1, kw_only=True)
    scale: InitVar[float] = 1.0
    cache: list = field(default_factory=list, init=False)
    _: KW_ONLY
    flag: bool = False


for cls in (Base, Derived, Mixed):
    print(cls.__name__, inspect.signature(cls))
    print('  __init__', inspect.signature(cls.__init__))
    print('  annotations', cls.__init__.__annotations__)
print(typing.get_type_hints(Base.__init__))
M = make_dataclass('M', ['a', ('b', int), ('c', 'list[int]', field(default_factory=list))])
print(inspect.signature(M), M.__init__.__annotations__)
