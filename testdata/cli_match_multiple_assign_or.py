# A SyntaxError CPython reports for this match statement.
match [1, 2]:
    case [x, (x | 1)]:
        pass
