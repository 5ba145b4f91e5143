"""Shape interpreter using match statements with class patterns, guards, mappings, sequences."""
from dataclasses import dataclass
import math


@dataclass
class Point:
    x: float
    y: float


@dataclass
class Circle:
    center: Point
    r: float


@dataclass
class Rect:
    corner: Point
    w: float
    h: float


class Poly:
    __match_args__ = ("pts",)

    def __init__(self, *pts):
        self.pts = list(pts)


def area(shape):
    match shape:
        case Circle(r=r) if r < 0:
            raise ValueError("negative radius")
        case Circle(_, r):
            return math.pi * r * r
        case Rect(w=0) | Rect(h=0):
            return 0.0
        case Rect(Point(x, y), w, h):
            return w * h
        case Poly([_, _] | [_]):
            return 0.0
        case Poly(pts):
            s = 0.0
            for a, b in zip(pts, pts[1:] + pts[:1]):
                s += a.x * b.y - b.x * a.y
            return abs(s) / 2
        case _:
            raise TypeError(f"unknown shape {shape!r}")


def command(cmd):
    match cmd.split():
        case []:
            return "empty"
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"going {d}"
        case ["go", d]:
            return f"can't go {d}"
        case ["take", *items] if items:
            return f"taking {', '.join(items)}"
        case ["drop", first, *rest]:
            return f"drop {first} (+{len(rest)})"
        case [verb, *_] if verb.startswith("#"):
            return "comment"
        case _:
            return f"unknown {cmd!r}"


def event(e):
    match e:
        case {"type": "click", "pos": (x, y), **rest}:
            return f"click at {x},{y} extra={sorted(rest)}"
        case {"type": "key", "key": str(k)} if len(k) == 1:
            return f"key {k!r}"
        case {"type": "key", "key": k}:
            return f"special key {k}"
        case {"type": t}:
            return f"other {t}"
        case [int(a), float(b)] | (float(b), int(a)):
            return f"pair {a} {b}"
        case int() | float() as num if num > 100:
            return f"big {num}"
        case bool(v):
            return f"bool {v}"
        case int(n):
            return f"int {n}"
        case None:
            return "none"
        case str() as s:
            return f"str {s}"
        case _:
            return "?"


shapes = [Circle(Point(0, 0), 1), Rect(Point(1, 1), 2, 3), Rect(Point(0, 0), 0, 5),
          Poly(Point(0, 0), Point(4, 0), Point(4, 3)), Poly(Point(1, 1)), Circle(Point(0, 0), -1), "blob"]
for s in shapes:
    try:
        print(f"{area(s):.4f}")
    except (ValueError, TypeError) as ex:
        print(type(ex).__name__, ex)
for c in ["", "go north", "go up", "take lamp key", "take", "drop a b c", "#x y", "dance"]:
    print(command(c))
for e in [{"type": "click", "pos": (3, 4), "btn": 1, "mod": "shift"}, {"type": "key", "key": "q"},
          {"type": "key", "key": "F1"}, {"type": "scroll"}, [1, 2.5], (2.5, 1), 500, 3.5, True, 7, None, "s", b"?", 101.5]:
    print(event(e))
match Point(1, 2):
    case Point(x=1) as p:
        print("x is one", p)
value = 3
match 3:
    case value:
        print("capture always binds", value)
class K:
    A = 1
    B = 2
for v in (1, 2, 3):
    match v:
        case K.A:
            print("A")
        case K.B:
            print("B")
        case other:
            print("other", other)
try:
    match Point(1, 2):
        case Point(1, 2):
            pass
except TypeError as e:
    print("TypeError:", e)
