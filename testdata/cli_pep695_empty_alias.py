# An empty type parameter list in a type statement.
type X[] = int
