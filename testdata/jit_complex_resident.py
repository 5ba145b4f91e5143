# Complex numbers that hot loops keep unboxed in XMM register pairs
# (jit's complex residents): arithmetic, abs, exits that must allocate
# them (virtual objects), identity, and the paths abs leaves to the
# interpreter.
import math
import sys


def in_set(c, n=32):
    z = 0
    for i in range(n):
        z = z * z + c
        if abs(z) > 100:
            return i
    return 0


total = 0
for v in range(40):
    for u in range(40):
        total += in_set(complex(v / 12.5 - 2.3, u / 12.5 - 1.6))
print("mandel", total)


def orbit(c, n):
    z = 0j
    for i in range(n):
        z = z * z + c
    return z


for c in (0.25 + 0.5j, -1 + 0j, 0j, -0.0 - 0.0j, complex(-0.0, 0.0), 1e-160 + 1e-160j, 0.3 - 0.6j):
    print("orbit", c, orbit(c, 20))


def mixed(n):
    # Complex with int and float operands, on either side.
    z = 1 + 1j
    acc = 0j
    for i in range(n):
        z = z * 0.5 + 1
        acc = acc + z - 2
        acc = 3 * acc - z * 1.25
        acc = 0.5 - acc * 0.001
    return z, acc


print("mixed", mixed(300))


def abs_kinds(zs):
    out = []
    for z in zs:
        w = z * 1
        out.append(repr(abs(w)))
    return out


def abs_loop(z, n, one=1 + 0j):
    # abs of a resident, including the values its stencil leaves to the
    # interpreter (NaN, infinite, huge and tiny parts).
    s = 0.0
    for i in range(n):
        w = z * one
        s = abs(w)
    return s


for z in (3 + 4j, -3 - 4j, 1e-300 + 1e-300j, 5e-324 + 0j, 1e-310 + 3e-310j, 1e300 + 1e300j,
          1e200 + 1e-200j, complex(math.inf, 1), complex(1, -math.inf), complex(math.nan, 1),
          complex(math.inf, math.nan), 0j, -0.0 + 0j, 1 + 1e-17j, 3e-170 + 4e-170j, 1.5e154 + 1.5e154j):
    print("abs", repr(z), repr(abs_loop(z, 5)))

for z in (1e308 + 1e308j, complex(1.7e308, 1.7e308)):
    try:
        abs_loop(z, 5)
    except OverflowError as e:
        print("overflow", repr(z), e)


def keep_identity(c, n):
    # c is only read: the object the loop was entered with is the one
    # every exit hands back.
    z = 0j
    for i in range(n):
        z = z * c + c
    return z, c


c0 = complex(0.5, 0.25)
z, c1 = keep_identity(c0, 50)
print("identity", c1 is c0, z)


def leave_early(c):
    # break with z live: the branch out of the loop materialises it.
    z = c
    for i in range(100):
        z = z * z + c
        if abs(z) > 4:
            break
    w = z
    return i, w, w is z


print("break", leave_early(0.3 + 0.5j), leave_early(1 + 1j), leave_early(0j))


def bad_operand(ks):
    # A non-number operand in the middle of the loop: the interpreter
    # raises with z materialised in the frame.
    z = 1j
    for k in ks:
        z = z * z + k
    return z


ks = [0.1j, 0.2, 1, 0.5 + 0.5j] * 10 + ["x"]
try:
    bad_operand(ks)
except TypeError as e:
    tb = e.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    f = tb.tb_frame
    print("typeerror", e, f.f_code.co_name, tb.tb_lineno, f.f_locals["z"], f.f_locals["k"])


def late_float(n):
    # z turns into a float half-way: abs of a float, then back.
    z = 0.5 + 0j
    out = []
    for i in range(n):
        z = z * z + 0.25j
        if i == n // 2:
            z = z.real
        out.append(abs(z))
    return out[-3:], z


print("late", late_float(40))


def rebound(n):
    global abs
    z = 0.1 + 0.1j
    t = 0.0
    for i in range(n):
        z = z * (1 + 0.01j)
        t += abs(z)
        if i == n // 2:
            abs = lambda x: -1.0
    del abs
    return t


print("rebound", rebound(400))


def frame_view(n):
    # f_locals of a frame whose complex locals live in registers, seen
    # from a trace-free exit: the poll at the loop's back-edge raises
    # nothing, so look at the frame after a division by zero instead.
    z = 2 + 3j
    w = 0j
    for i in range(n):
        w = w * z + z
        if i == n - 1:
            z = z / 0
    return w


try:
    frame_view(30)
except ZeroDivisionError as e:
    f = e.__traceback__.tb_next.tb_frame
    print("frame", e, sorted(f.f_locals.items()))

print("sys", sys.getrecursionlimit() > 0)

# complex(re, im) of floats and small ints (the constructor's fast path)
# and of other arguments.
print("new", complex(-0.0, -0.0), complex(3, -0.0), complex(-0.0, 2), complex(2**52 + 1, 1.5), complex(2**47, -2**47))
print("new", complex(True, 2), complex(1.5), complex(2, 1j), complex(1j, 2), complex("1+2j"), complex(1e308 * 10, float("nan")))

# Complex literals written as sums (one constant each).
print("lit", 0.1+0.2j, -0.0+0j, -0.0-0j, 1j-0.0, -0.0+(-0j), -1j+0.0, 3-0j, -(1+1j), 1+1j+1.5, 9007199254740993+1j)


def const_between(n):
    # Constant loads between a complex temporary and its one reader.
    hc = 0
    for j in range(n):
        hc = hc * 0.5j - (0.1+0.2j)
        if abs(hc) > 1e300:
            hc = hc * 0.25
    return hc


def in_try(n, late):
    # A loop inside try: the handler receives the exception in a register
    # the loop's temporaries share.
    try:
        t = 0
        hc = 1j
        for j in range(n):
            t = t + j
            hc = hc * (0.999 - 0.01j) + 0.25
            if j == late:
                raise ValueError(j, hc)
        return t, hc
    except ValueError as e:
        return "caught", e.args


print("between", const_between(300), const_between(3))
print("try", in_try(300, -1), in_try(300, 250))


def boxed(n, late):
    # hc is read by a MOVE on the way out, so it is no resident: every
    # result is boxed, into objects of a pool that runs out and is
    # refilled (the instruction starts again; a constant load between the
    # multiply and the add has overwritten the multiply's operand).
    t = 0
    hc = 1j
    for j in range(n):
        t = t + j
        hc = hc * (0.999 - 0.01j) + 0.25
        if j == late:
            return j, hc
    return t, hc


def fresh(n, w):
    # Every operation makes a new object, as in CPython.
    out = []
    z = 0.5 + 0.5j
    for j in range(n):
        a = z * w
        b = z * w
        out.append(a is b or a is z)
        out.append(a == b)
        z = a - b + z
    return out.count(True), len(out), z


print("boxed", boxed(1000, -1), boxed(1000, 700), boxed(5, 3))
print("fresh", fresh(600, 1.5j))


def in_set_parts(c, n=32):
    # .real and .imag of a complex resident, read from its registers.
    z = c
    for i in range(n):
        z = z * z + c
        if z.real * z.real + z.imag * z.imag > 4.0:
            return i
    return n


def parts(n, late):
    z = 0.5 + 0.25j
    w = 1.0 - 0.5j
    acc = 0.0
    for i in range(n):
        z = z * w
        acc = acc + z.real - z.imag
        if i == late:
            z = z * complex(float("nan"), -0.0)
    return acc, z, z.real, z.imag


print("parts", sum(in_set_parts(complex(v / 20 - 2.0, u / 20 - 1.5)) for v in range(30) for u in range(30)))
print("parts", parts(400, -1), parts(400, 397))
