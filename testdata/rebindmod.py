# Imported by jit_rebind_modules.py.
V = 3


def f(x):
    return x + 1
