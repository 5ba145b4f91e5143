# A SyntaxError CPython reports for this match statement.
match [1, 2]:
    case [x, 1] | [1, y]:
        pass
