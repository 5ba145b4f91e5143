# An error raised while matching a class pattern: the traceback points at
# the pattern, as CPython's does.
from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int


def describe(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(x, y, z):
            return "3d?"
    return "?"


print(describe(Point(0, 0)))
print(describe(Point(1, 2)))
