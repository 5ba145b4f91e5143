# Only a TypeVarTuple default may be starred.
def f[T = *x]():
    pass
