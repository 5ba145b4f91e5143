# A ray tracer: Vector objects with operator methods, spheres and planes.
import math
class Vector:
    def __init__(self, x, y, z): self.x = x; self.y = y; self.z = z
    def dot(self, o): return self.x*o.x + self.y*o.y + self.z*o.z
    def magnitude(self): return math.sqrt(self.dot(self))
    def __add__(self, o): return Vector(self.x+o.x, self.y+o.y, self.z+o.z)
    def __sub__(self, o): return Vector(self.x-o.x, self.y-o.y, self.z-o.z)
    def scale(self, f): return Vector(self.x*f, self.y*f, self.z*f)
    def normalized(self): return self.scale(1.0/self.magnitude())
    def cross(self, o): return Vector(self.y*o.z-self.z*o.y, self.z*o.x-self.x*o.z, self.x*o.y-self.y*o.x)
class Ray:
    def __init__(self, p, v): self.point = p; self.vector = v.normalized()
    def point_at(self, t): return self.point + self.vector.scale(t)
class Sphere:
    def __init__(self, c, r): self.centre = c; self.radius = r
    def intersection(self, ray):
        cp = self.centre - ray.point
        v = cp.dot(ray.vector)
        d = self.radius*self.radius - (cp.dot(cp) - v*v)
        if d < 0: return None
        return v - math.sqrt(d)
    def normal_at(self, p): return (p - self.centre).normalized()
class Plane:
    def __init__(self, p, n): self.point = p; self.normal = n.normalized()
    def intersection(self, ray):
        c = ray.vector.dot(self.normal)
        if c >= 0: return None
        return (self.point - ray.point).dot(self.normal) / c
    def normal_at(self, p): return self.normal
class Scene:
    def __init__(self):
        self.objects = [Sphere(Vector(0, 1, 5), 1.0), Sphere(Vector(2, 0.5, 6), 0.5), Plane(Vector(0, 0, 0), Vector(0, 1, 0))]
        self.light = Vector(5, 10, -3)
    def trace(self, ray, depth=0):
        best = None; bo = None
        for o in self.objects:
            t = o.intersection(ray)
            if t is not None and t > 1e-6 and (best is None or t < best):
                best, bo = t, o
        if bo is None: return (0.1, 0.1, 0.1)
        p = ray.point_at(best); n = bo.normal_at(p)
        l = (self.light - p).normalized()
        lam = max(0.0, n.dot(l))
        col = (lam*0.8, lam*0.6, lam*0.4)
        if depth < 2:
            r = ray.vector - n.scale(2*ray.vector.dot(n))
            c2 = self.trace(Ray(p, r), depth+1)
            col = tuple(a + 0.3*b for a, b in zip(col, c2))
        return col
def render(w, h):
    s = Scene(); eye = Vector(0, 1.5, -2); tot = 0.0
    for y in range(h):
        for x in range(w):
            d = Vector((x - w/2)/w, (h/2 - y)/h, 1)
            c = s.trace(Ray(eye, d))
            tot += sum(c)
    return tot
print(round(render(320, 240), 6), round(render(200,100),6))
