# A SyntaxError CPython reports for this match statement.
match 1:
    case 1 + 2:
        pass
