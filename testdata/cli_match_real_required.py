# A SyntaxError CPython reports for this match statement.
match 1:
    case 1j + 2j:
        pass
