# A type parameter without a default after one with a default (PEP 696).
def f[T = int, U]():
    pass
