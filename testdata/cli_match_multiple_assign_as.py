# A SyntaxError CPython reports for this match statement.
match [1, 2]:
    case [a, b] as a:
        pass
