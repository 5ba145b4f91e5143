# A statement that fails leaves its target variable as it was (the
# compiler writes results straight into variable registers).
def f(p):
    raise TypeError("x")
def g(path):
    try:
        path = f(path)
    except TypeError:
        raise ValueError(path) from None
    return path
try:
    g("a")
except ValueError as e:
    print(repr(e))
def h(x):
    try:
        x = x + 1
    except TypeError:
        print("kept", repr(x))
    try:
        x = not Bad()
    except ZeroDivisionError:
        print("kept", repr(x))
    try:
        x = 1 in Bad()
    except ZeroDivisionError:
        print("kept", repr(x))
    try:
        x = x[5]
    except IndexError:
        print("kept", repr(x))
class Bad:
    def __bool__(self): 1/0
    def __contains__(self, k): 1/0
h("s")
h([1])
