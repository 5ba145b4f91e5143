# typing.Union and X | Y compare and hash alike.
import typing
from typing import Optional, Union

u = int | str
t = Union[int, str]
print(u == t, t == u, hash(u) == hash(t), u == (str | int), t == Union[str, int])
print(Optional[int] == (int | None), (int | None) == Optional[int], {u: 1}.get(t), {t: 2}[u])
print(Union[int, str, None] == (int | str | None), (list[int] | None) == Optional[list[int]])
print(Union[int, str] == (int | float), (int | str) != Union[int, str], len({u, t, str | int}))
print(typing.get_args(u), typing.get_args(t), typing.get_origin(u), typing.get_origin(t))
print(isinstance(3, u), isinstance("s", t), isinstance(3.0, int | str))
print(isinstance(None, Optional[int]), isinstance(2, Union[str, float]), issubclass(bool, Union[int, str]),
      issubclass(bytes, Optional[str]))
for bad in [Union[list[int], str], Optional[list[int]]]:
    try:
        isinstance([1], bad)
    except TypeError as e:
        print("TypeError", e)
