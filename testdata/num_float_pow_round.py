# float ** float over zeros, signs, infinities, NaNs and overflow; round(float, n) over halves, huge and tiny values and extreme n.
import math
vals = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, math.inf, -math.inf, math.nan, 1e308, 2.5, -2.5]
for a in vals:
    for b in vals:
        try: r = a ** b; print(a, b, r if not isinstance(r, float) else (r, math.copysign(1, r)))
        except Exception as e: print(a, b, type(e).__name__, e)
for x in [2.675, -2.5, 0.5, 1.5, 12345.6789, -0.0, 1e300, 1.7976931348623157e308, 5e-324, 123456789.0, -98765.4321, math.inf, math.nan]:
    for n in [None, 0, 1, 2, -1, -2, -3, 400, -400, -308, 322]:
        try: r = round(x, n) if n is not None else round(x); print(x, n, r, math.copysign(1, r) if isinstance(r, float) else "")
        except Exception as e: print(x, n, type(e).__name__, e)
