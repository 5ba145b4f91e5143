# A SyntaxError CPython reports for this match statement.
def f(v):
    match v:
        case x:
            pass
        case 1:
            pass
