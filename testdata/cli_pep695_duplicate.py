# Duplicate type parameters.
class C[T, *T]:
    pass
