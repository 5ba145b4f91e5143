# Exits in natively called functions that Go helpers serve without making
# interpreter frames: slices, set and dict displays, f-strings, closures,
# bound builtin methods, list and bytearray extension, star-unpacking in
# displays; and the same instructions reaching Python code (a __hash__, an
# __index__, a generator, a __getitem__), where the helper must give up
# before anything changed.
import random


class H:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return self.k % 5

    def __eq__(self, other):
        return isinstance(other, H) and other.k % 5 == self.k % 5


class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class Seq:
    def __getitem__(self, s):
        return ("seq", s.start, s.stop)


buf = bytearray()
ext = buf.extend
rnd = random.Random(7)
draw = rnd.random


def work(xs, i, odd):
    a = xs[1:3] + xs[::2]
    s = {x % 4 for x in xs}
    d = {"i": i, "n": len(s)}
    name = f"{i}-{len(a)}"
    scale = lambda y: y * 2
    ys = [i]
    ys += a
    t = (*ys, *s)
    ext(b"xy")
    if len(buf) > 64:
        buf.clear()
    r = draw()
    if odd is not None:
        s2 = {odd, H(i)}          # Python __hash__: the helper gives up
        ys += (y for y in odd.k * [1])  # a generator: the interpreter extends
        buf.extend([Idx(65)])      # __index__ of an item
        t = t + (len(s2),) + Seq()[1:i]
    return len(a) + len(s) + d["n"] + len(name) + scale(1) + len(ys) + len(t) + len(buf) + int(r * 10)


def drive(n):
    xs = [3, 1, 4, 1, 5, 9, 2, 6]
    total = 0
    for i in range(n):
        odd = H(i) if i % 97 == 0 else None
        total += work(xs, i, odd)
    return total


print(drive(3000))
print(len(buf), buf[:6])
print(draw())
try:
    work([1, 2], 1, H([]))
except TypeError as e:
    print("TypeError", e)


def one_frame(i, last):
    f = bytearray(b"abcdef")
    f[0] = 65
    f[1:3] = b"ZZ"
    del f[:2]
    if last:
        f[2:4] = [Idx(66), Idx(67)]
    return f


def frames_of(n):
    # del and item/slice assignment of a bytearray in a native frame; an
    # item that needs __index__ goes to the interpreter.
    out = 0
    for i in range(n):
        f = one_frame(i, i == n - 1)
        out += len(f) + f[0]
    return out, bytes(f)


print(frames_of(500))


import io


class Loud(io.StringIO):
    def write(self, s):
        return super().write(s.upper())


def emit(stream, i):
    stream.write("line %d\n" % i)
    stream.flush()
    return i


def emit_all(n):
    plain, loud = io.StringIO(), Loud()
    t = 0
    for i in range(n):
        t += emit(plain, i) + emit(loud, i)
    return t, plain.getvalue()[-8:], loud.getvalue()[-8:]


print(emit_all(400))


def draws(g, i):
    a = g.randrange(10) + g.randint(1, 6) + g.randrange(2, 20, 3)
    b = random.randrange(i + 1) + random.uniform(0.0, 1.0)
    if i == 77:
        a += g.randrange(Idx(5))   # __index__: the interpreter draws
    return a + b


def draw_all(n):
    random.seed(3)
    g = random.Random(11)
    t = 0.0
    for i in range(n):
        t += draws(g, i)
    return round(t, 6), g.random(), random.random()


print(draw_all(300))


def drop(xs, v):
    xs.remove(v)
    return len(xs)


def drop_all(n):
    t = 0
    for i in range(n):
        xs = [1, 2, 3, H(i), 4]
        t += drop(xs, 3)
        if i == n - 1:
            t += drop(xs, H(i + 5))   # __eq__ in Python: the interpreter removes
            try:
                drop(xs, 99)
            except ValueError as e:
                print("ValueError", e)
    return t


print(drop_all(300))
