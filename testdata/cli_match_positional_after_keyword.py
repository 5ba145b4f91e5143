# A SyntaxError CPython reports for this match statement.
match 1:
    case C(a=1, b):
        pass
