# types.GenericAlias: construction, attributes, repr, equality, hashing,
# calls, unions, iteration, pickling and its errors.
import types, pickle, collections, collections.abc

a = list[int]
print(a, type(a), type(a).__module__, type(a).__name__)
print(a.__origin__, a.__args__, a.__parameters__, a.__unpacked__)
print(a.__name__, a.__qualname__, a.__doc__ == list.__doc__)
print(dict[str, list[int]], tuple[int, ...], tuple[()], type[int])
print(collections.OrderedDict[str, int], list[collections.Counter])
print(collections.abc.Callable[[int, str], float])
print(list["forward"], list[None], list[...])
print(list[int] == list[int], list[int] == list[str], list[int] != list[int])
print(list[int] == list, types.GenericAlias.__eq__(list[int], 3))
print(hash(list[int]) == hash(list[int]), hash(dict[str, int]) == hash(dict[str, int]))
g = types.GenericAlias(dict, (str, int))
print(g, g == dict[str, int], types.GenericAlias(set, int).__args__)

class MyList(list):
    pass

x = MyList[int]()
print(type(x).__name__, x.__orig_class__)
c = collections.Counter[str]("abca")
print(c, c.__orig_class__)
print(list[int]([1, 2]), list[int].__mro_entries__(()))

class Sub(list[int]):
    pass
print(Sub.__mro__)
u = list[int] | None
print(u, type(u).__name__)
print(int | list[str], (list[int] | dict[str, int]).__args__)
print([*tuple[int, str]], list(iter(tuple[int])))
star = next(iter(tuple[int, str]))
print(star, star.__unpacked__, star == tuple[int, str])
p = pickle.loads(pickle.dumps(dict[str, list[int]]))
print(p, p == dict[str, list[int]], list[int].__reduce__())

class GA(types.GenericAlias):
    pass
s = GA(list, int)
print(type(s).__name__, s, s.__origin__, s == list[int])

for thunk in (lambda: isinstance([], list[int]),
              lambda: issubclass(list, list[int]),
              lambda: list[int][str],
              lambda: types.GenericAlias(list),
              lambda: types.GenericAlias(list, int, str),
              lambda: types.GenericAlias(list, int, x=1),
              lambda: types.GenericAlias.__repr__(3),
              lambda: types.GenericAlias.__mro_entries__(3, ()),
              lambda: types.GenericAlias.__eq__(list[int]),
              lambda: list[int] | 3):
    try:
        print(thunk())
    except TypeError as e:
        print("TypeError:", e)
