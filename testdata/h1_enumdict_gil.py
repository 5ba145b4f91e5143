import enum, sys
class Color(enum.Enum):
    RED = 1
    GREEN = enum.auto()
    print(type(locals()).__name__, type(locals()).__mro__, isinstance(locals(), enum.EnumDict))
print(enum.__all__, list(Color))
d = enum.EnumDict()
print(len(d))
print(type(d).__name__, issubclass(enum.EnumDict, dict))
print(sys._is_gil_enabled())
try:
    sys._is_gil_enabled(1)
except TypeError as e:
    print("TypeError:", e)
