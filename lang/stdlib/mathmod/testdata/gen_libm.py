# Writes libm_digests.json: for each math function, a SHA-256 digest of
# CPython's results over a fixed stream of arguments, which
# TestLibmMatchesCPython recomputes in cpjit. Run under CPython 3.13 on
# Linux (glibc) from this folder:
#
#     python3.13 gen_libm.py > libm_digests.json
#
# The arguments come from xorshift64* (the Go test has the same generator);
# a result is its float bits in hex (a complex's two, after "c"), "nan",
# or the exception's class name.

import hashlib
import json
import math
import struct

N = 100_000
MASK = (1 << 64) - 1


class Rng:
    def __init__(self, seed):
        self.x = seed

    def next(self):
        x = self.x
        x ^= x >> 12
        x ^= (x << 25) & MASK
        x ^= x >> 27
        self.x = x
        return (x * 0x2545F4914F6CDD1D) & MASK


def arg(rng, i, scale):
    u = rng.next()
    kind = i % 4
    if kind == 0:  # uniform over the function's usual range
        return ((u >> 11) * 2.0**-53 * 2 - 1) * scale
    if kind == 1:  # small arguments
        return ((u >> 11) * 2.0**-53 * 2 - 1) * 2.0**-8
    if kind == 2:  # any double, infinities and NaNs included
        return struct.unpack("<d", struct.pack("<Q", u))[0]
    # a random mantissa with an exponent in [-40, 40]
    m = 1 + (u >> 12) * 2.0**-52
    e = (u & 0x7F) % 81 - 40
    return math.ldexp(-m if u & 0x80 else m, e)


def bits(r):
    if r != r:
        return "nan"
    return struct.pack("<d", r).hex()


def token(f, *args):
    try:
        r = f(*args)
    except Exception as e:
        return type(e).__name__
    if isinstance(r, complex):  # a negative float to a fractional power
        return "c" + bits(r.real) + bits(r.imag)
    return bits(r)


ONE = {
    "acos": 1.5, "acosh": 1e3, "asin": 1.5, "asinh": 1e3, "atan": 1e3,
    "atanh": 1.5, "cbrt": 1e6, "cos": 1e3, "cosh": 800.0, "erf": 8.0,
    "erfc": 30.0, "exp": 750.0, "exp2": 1100.0, "expm1": 750.0,
    "log": 1e6, "log10": 1e6, "log1p": 1e3, "log2": 1e6, "sin": 1e3,
    "sinh": 800.0, "tan": 1e3, "tanh": 30.0, "sqrt": 1e6,
    "gamma": 180.0, "lgamma": 1e3,
}
TWO = {"pow": 30.0, "atan2": 1e3, "fpow": 30.0}


def main():
    out = {"n": N}
    for seed, name in enumerate(sorted(ONE) + sorted(TWO), 1):
        rng = Rng(seed * 0x9E3779B97F4A7C15 & MASK or 1)
        h = hashlib.sha256()
        if name in ONE:
            f = getattr(math, name)
            for i in range(N):
                h.update(token(f, arg(rng, i, ONE[name])).encode() + b"\n")
        else:
            f = (lambda x, y: x ** y) if name == "fpow" else getattr(math, name)
            for i in range(N):
                x = arg(rng, i, TWO[name])
                y = arg(rng, i + 1, TWO[name] / 10 if name != "atan2" else TWO[name])
                h.update(token(f, x, y).encode() + b"\n")
        out[name] = h.hexdigest()
    print(json.dumps(out, indent=1, sort_keys=True))


main()
