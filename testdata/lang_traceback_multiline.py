# Traceback entries whose instruction spans a whole multi-line class or
# generic def statement: first and last lines, the rest elided.
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))


class Base:
    def __init_subclass__(cls):
        raise ValueError("no subclasses")


def run(f):
    try:
        f()
    except Exception:
        print(traceback.format_exc().replace(HERE, "{DIR}"), end="")


def plain():
    class C(Base):
        x = 1
        y = 2
        z = 3


def generic_two():
    class C[T](Base):
        x = 1


def generic_three():
    class C[T](Base):
        x = 1
        y = 2


def generic_one():
    class C[T](Base): x = 1


def deco(f):
    raise ValueError("decorator")


def decorated():
    @deco
    def f[T]():
        return 1


def annotation():
    def f[T](x: int,
             y: undefined):
        pass


for f in (plain, generic_two, generic_three, generic_one, decorated, annotation):
    run(f)
