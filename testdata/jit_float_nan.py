# NaNs through loops whose floats live in XMM registers. A negative
# signalling NaN whose payload reaches bit 48 turns, when arithmetic
# quietens it, into bits that read as a tagged word (the small int tag):
# machine code keeps such a result unchecked in a float register, so
# every way it leaves the register must turn it into a float again.
import math
import struct

snan = struct.unpack('<d', bytes.fromhex('010000000000f1ff'))[0]
qnan = float('nan')


def show(*xs):
    print(' '.join('%r/%s' % (x, math.copysign(1.0, x)) if isinstance(x, float) else repr(x) for x in xs))


def spilled(n, s):
    # y and z are float residents; the NaN appears mid-loop and leaves
    # the registers when the loop ends.
    y = 1.5
    z = 0.0
    for i in range(n):
        y = y * 0.5 + 1.0
        if i == n // 2:
            y = y * s
        z = z + y * 2.0
    return y, z


def boxed(n, s):
    # A product of a float resident stored into a list: the result leaves
    # as a value word at once.
    out = [0.0]
    y = 2.0
    for i in range(n):
        y = y * 1.0
        if i == 3:
            y = y - s
        out[0] = y * 3.0
    return out[0], y


def deopt(n, s, k):
    # A guard fails (k turns int) while the NaN is in a register: the
    # frame goes on in the interpreter from the stackmap.
    y = 0.25
    t = 0.0
    for i in range(n):
        y = y + 1.0
        if i == 5:
            y = s * y
        if i == n - 3:
            k = 7
        t = t + y * k
    return y, t


def divided(n, s):
    y = 8.0
    for i in range(n):
        y = y / 2.0
        if i == 2:
            y = y / s
    return y


def with_ints(n, s):
    # i converted from an int resident, x a float resident.
    x = 0.0
    for i in range(n):
        x = x * 0.5 + i * 0.25
        if i == n - 2:
            x = x + s
    return x


for n in (10, 400):
    show(*spilled(n, snan))
    show(*spilled(n, -qnan))
    show(*boxed(n, snan))
    show(*deopt(n, snan, 2.0))
    show(divided(n, snan))
    show(with_ints(n, snan))
    show(with_ints(n, 1.0))
