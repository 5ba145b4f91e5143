# namedtuple fields are read-only data descriptors, failing as CPython's _tuplegetter.
import collections, pickle, copy, inspect
Point = collections.namedtuple("Point", "x y")
p = Point(1, 2)
print(p.x, p.y, Point.x.__doc__, inspect.isdatadescriptor(Point.x))
def setx(pt, v):
    pt.x = v
for i in range(300):
    try:
        setx(p, i)
    except AttributeError as e:
        last = e
print(last)
for stmt in ("p.x = 5", "del p.y", "p.z = 1"):
    try:
        exec(stmt)
    except AttributeError as e:
        print(type(e).__name__, e)
pass
print(Point.x.__doc__, Point.y.__get__(p), Point.x.__get__(None, Point) is Point.x)
class P3(Point):
    __slots__ = ()
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
print(P3(3, 4).norm, P3(3, 4).x, pickle.loads(pickle.dumps(p)), copy.deepcopy(p), p._replace(x=9).x)
print(sorted(n for n, k, c, v in inspect.classify_class_attrs(Point) if c is Point and inspect.isdatadescriptor(v)))
total = 0
for i in range(1000):
    total += Point(i, 2 * i).y
print(total)
