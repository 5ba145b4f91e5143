# A SyntaxError CPython reports for this match statement.
match x:
    case __debug__:
        pass
