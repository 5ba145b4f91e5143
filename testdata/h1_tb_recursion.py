"""Recursive descent parser that hits errors; uncaught RecursionError-free but with repeated frames."""
import sys


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


print([ackermann(2, n) for n in range(5)], ackermann(3, 3))


def countdown(n):
    if n == 0:
        raise ValueError("reached zero")
    return countdown(n - 1)


try:
    countdown(50)
except ValueError as e:
    tb = e.__traceback__
    depth = 0
    while tb:
        depth += 1
        tb = tb.tb_next
    print("depth", depth)
sys.setrecursionlimit(200)
def deep(n):
    return deep(n + 1) + 1
try:
    deep(0)
except RecursionError as e:
    print("RecursionError:", e)
countdown(30)
