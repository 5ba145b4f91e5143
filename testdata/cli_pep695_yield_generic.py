# yield in the bases of a generic class.
class C[T]((yield)):
    pass
