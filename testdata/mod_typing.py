# typing
import typing as t
T = t.TypeVar('T')
print(t.List[int], t.Dict[str, t.List[int]], t.Optional[int], t.Union[int, str], t.Union[int], t.Any, t.Callable[[int, str], bool], t.Callable[..., int], t.Tuple[int, ...], t.Tuple[()], T, t.List, t.Literal[1, 'a'], t.Type[int], t.ClassVar[int], t.Final[int], t.Optional[t.Union[int, str]])
print(t.get_origin(t.List[int]), t.get_args(t.Dict[str, int]), t.get_args(t.Optional[int]), t.get_origin(t.Union[int, str]))
print(t.List[int] == t.List[int], t.Union[int, str] == t.Union[str, int], t.Optional[int] == t.Union[int, None])
class G(t.Generic[T]):
    pass
print(G[int], G.__mro__, G.__parameters__)
print(isinstance([], t.List), issubclass(list, t.Sequence))
try: isinstance([], t.List[int])
except TypeError as e: print(e)
class P(t.NamedTuple):
    x: int
    y: str = 'a'
    def double(self):
        return self.x * 2
print(P(1), P._fields, P.__annotations__, P._field_defaults, P(3).double())
Q = t.NamedTuple('Q', [('a', int)])
print(Q(5))
class TD(t.TypedDict):
    a: int
print(TD(a=1), type(TD(a=1)))
U = t.NewType('U', int)
print(U(5), U, t.cast(int, 'x'), t.TYPE_CHECKING)
def f(x: t.List[int]) -> t.Optional[str]: pass
print(t.get_type_hints(f))
print(t.Iterable[int], t.Sequence[str], t.Mapping[str, int], t.Set[int], t.FrozenSet[int], t.Deque[int], t.DefaultDict[str, int], t.Iterator[int], t.Generator[int, None, None], t.Counter[str])
print(repr(t.Union[int, None, str]), t.Optional[t.Any], t.Annotated[int, 'meta'])
@t.runtime_checkable
class Closable(t.Protocol):
    def close(self): ...
class F:
    def close(self): pass
print(isinstance(F(), Closable), isinstance(1, Closable))
print(t.List[T][int], t.Dict[T, int][str])
class Stack(t.Generic[T]):
    def __init__(self) -> None:
        self.items: t.List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
s = Stack[int]()
s.push(1)
print(s.items, type(s).__name__)
def g(a: int, b: "str" = "x") -> t.Dict[str, int]:
    return {}
print(t.get_type_hints(g))
print(t.get_args(t.Callable[[int], str]), t.get_args(t.Tuple[int, ...]))
