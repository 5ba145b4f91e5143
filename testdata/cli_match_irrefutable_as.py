# A SyntaxError CPython reports for this match statement.
match 1:
    case (y as x):
        pass
    case 2:
        pass
