# a constant return value is where CPython reports it.
def f():
    try:
        pass
    except* ValueError:
        return (1, 2)
