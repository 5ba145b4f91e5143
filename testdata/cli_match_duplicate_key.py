# A SyntaxError CPython reports for this match statement.
match {}:
    case {'a': 1, 'b': 2, 'a': 3}:
        pass
