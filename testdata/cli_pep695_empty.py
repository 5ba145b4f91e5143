# An empty type parameter list.
def f[]():
    pass
