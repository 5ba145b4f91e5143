# A SyntaxError CPython reports for this match statement.
match {}:
    case {a: 1}:
        pass
