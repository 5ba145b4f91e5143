# type followed by a name must be a type statement.
type X
