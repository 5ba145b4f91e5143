# A ParamSpec cannot have a bound.
class C[**P: int]:
    pass
