# The same in a type statement, with a ParamSpec.
type X[T = int, **P] = T
