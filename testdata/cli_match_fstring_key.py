# A SyntaxError CPython reports for this match statement.
match {}:
    case {f'a': 1}:
        pass
