# A SyntaxError CPython reports for this match statement.
def f(x):
    match x:
        case [a]:
            pass
        case {}:
            pass
        case b:
            pass
        case c:
            pass
