# object.__new__ accepts classes whose __new__ is inherited Python code,
# and refuses builtin types that have their own allocator.
class A:
    def __new__(cls, *a):
        return super().__new__(cls)
class B(A): pass
print(type(object.__new__(B)).__name__)
class S(str):
    def __new__(cls, v):
        return str.__new__(cls, v)
class T(S): pass
print(repr(str.__new__(T, "x")), type(str.__new__(T, "x")).__name__)
try:
    object.__new__(int)
except TypeError as e:
    print(e)
print(type[int], type(type[int]).__name__, type[int, str], type[int].__origin__ is type)
