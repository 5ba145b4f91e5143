# A TypeVarTuple cannot have a bound.
def f[*Ts: int]():
    pass
