# help() on functions, methods and classes writes pydoc's text pages.
import dataclasses
import pydoc


def area(r, pi=3.14):
    """Return the area of a circle of radius r.

    >>> area(1)
    3.14
    """
    return pi * r * r


def annotated(a: int, b: str = "x", *args, c=1, d, **kw) -> bool:
    "Annotated, with every kind of parameter."
    return True


def positional(x, /, y):
    pass


class Shape:
    """A shape.

    Shapes have names.
    """
    sides = 0
    registry = {"a": 1, "b": [1, 2, 3]}
    long_value = "x" * 200

    def __init__(self, name):
        """Make a shape."""
        self.name = name

    def describe(self):
        """Describe it."""
        return self.name

    def __repr__(self):
        return "Shape()"

    def __eq__(self, other):
        return self is other

    @property
    def kind(self):
        """The kind."""
        return "shape"

    def _private(self):
        pass


class Square(Shape):
    """A square."""
    sides = 4

    def __init__(self, side, *, name="square"):
        super().__init__(name)
        self.side = side

    def area(self):
        return self.side ** 2

    @classmethod
    def unit(cls):
        """The unit square."""
        return cls(1)

    @staticmethod
    def corners(n):
        """Corners of n squares."""
        return 4 * n

    @property
    def size(self):
        """Side length (settable)."""
        return self.side

    @size.setter
    def size(self, v):
        self.side = v

    def __len__(self):
        return 4


@dataclasses.dataclass(order=True)
class Point:
    """A point in the plane."""
    x: int
    y: int = 0


class Empty:
    pass


help(area)
help(annotated)
help(positional)
help(lambda x, y=2: x)
help(Shape)
help(Square)
help(Square.area)
help(Square(2).area)
help(Square.unit)
help(Square.corners)
help(Point)
help(Empty)
print(pydoc.describe(Square), pydoc.describe(area), pydoc.describe(Square(1).area), pydoc.describe(pydoc))
print(pydoc.render_doc(area, "Doc of %s"))
print(repr(pydoc.getdoc(Shape)), repr(pydoc.getdoc(Shape.__init__)), repr(pydoc.getdoc(Empty)))


class Described:
    "Instances of this class get their class's page."

    def method(self):
        "A method."


help(Described())
import collections
Pair = collections.namedtuple("Pair", "left right")
print(Pair._replace.__qualname__, Pair._replace.__module__ == "collections")
import inspect
print(inspect.signature(Pair._replace))
