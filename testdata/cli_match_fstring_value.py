# A SyntaxError CPython reports for this match statement.
match 'a':
    case f'a':
        pass
