# Run-time errors around PEP 695 objects, with tracebacks through the
# annotation scopes.
import traceback
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def report(f):
    try:
        f()
    except Exception as e:
        text = "".join(traceback.format_exception(e)).replace(HERE, "{DIR}")
        print(text, end="")


def message(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


type Alias = int
message(lambda: Alias[int])
message(lambda: setattr(Alias, "__value__", str))
type G[T] = list[T]
print(G[int], G[int, str])


class Box[T]:
    pass


message(lambda: Box[int, str])


def make_bad():
    def f[T](x: undefined_in_annotation): pass


report(make_bad)


def bad_base():
    class C[T](undefined_base): pass


report(bad_base)


def bad_bound():
    def g[T: (int, undefined_constraint)]():
        pass
    return g.__type_params__[0].__constraints__


report(bad_bound)
print(G.__type_params__[0].__default__)


def bad_default():
    class K[*Ts = *5]: pass
    return K.__type_params__[0].__default__


report(bad_default)

# The same failure twice evaluates twice; success is cached.
calls = []


def counted():
    calls.append(1)
    if len(calls) == 1:
        raise RuntimeError("first evaluation fails")
    return int


def retry[T: counted()]():
    pass


(T,) = retry.__type_params__
report(lambda: T.__bound__)
print(T.__bound__, T.__bound__, len(calls))

try:
    retry.__type_params__ = [1]
except TypeError as e:
    print("TypeError:", e)
retry.__type_params__ = ()
print(retry.__type_params__)
