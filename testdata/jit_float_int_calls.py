# float(x) and int(x) answered by machine code (call_float, call_int) for
# small ints and floats, at the edges of the small-int range, for negative
# zero, infinities and NaN (which go to the interpreter), and for strs,
# big ints and subclasses. The output must not depend on the tier.
import math
class F(float):
    pass
class I(int):
    def __float__(self):
        return 99.5
vals = [0, -0.0, 1, -1, 7, (1 << 47) - 1, -(1 << 47), 1 << 47, 1 << 70, 2.5, -2.5, 2.9999, -2.9999,
        1e15, 1.4e14, 1.41e14, -1.41e14, 1e300, float("inf"), float("-inf"), float("nan"), True, False,
        "12", "3.5", F(1.5), I(4), 140737488355327.9, -140737488355328.5]
def f(n):
    out = []
    for i in range(n):
        v = vals[i % len(vals)]
        try:
            a = float(v)
        except Exception as e:
            a = type(e).__name__
        try:
            b = int(v)
        except Exception as e:
            b = type(e).__name__
        if i >= n - len(vals):
            out.append((repr(a), repr(b), type(a).__name__, type(b).__name__, math.copysign(1, a) if isinstance(a, float) else 0))
    return out
for row in f(3000):
    print(row)
