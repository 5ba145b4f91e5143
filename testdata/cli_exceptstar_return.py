# return may not leave an except* clause.
def f():
    try:
        pass
    except* ValueError as e:
        return e
