# A SyntaxError CPython reports for this match statement.
match 1:
    case _:
        pass
    case 2:
        pass
