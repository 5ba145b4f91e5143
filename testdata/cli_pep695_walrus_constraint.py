# A named expression in constraints.
def f[T: (int, (x := str))]():
    pass
