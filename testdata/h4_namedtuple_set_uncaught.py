# Assigning a namedtuple field fails with no frame but the caller's.
import collections
Point = collections.namedtuple("Point", "x y")
p = Point(1, 2)
p.x = 5
