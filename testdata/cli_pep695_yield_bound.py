# yield in a bound.
def f[T: (yield)]():
    pass
