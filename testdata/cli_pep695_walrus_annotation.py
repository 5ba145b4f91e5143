# A named expression in an annotation of a generic function.
def f[T](x: (y := int)):
    pass
