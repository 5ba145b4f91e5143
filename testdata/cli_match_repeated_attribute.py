# A SyntaxError CPython reports for this match statement.
match 1:
    case int(real=1, real=2):
        pass
