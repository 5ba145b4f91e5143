# A SyntaxError CPython reports for this match statement.
match {}:
    case {1: x, True: y}:
        pass
