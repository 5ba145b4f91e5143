# A SyntaxError CPython reports for this match statement.
match x
    case 1:
        pass
