# A SyntaxError CPython reports for this match statement.
match x:
    case *a:
        pass
