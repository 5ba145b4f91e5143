x = 1

def f(a, a):
    return a
