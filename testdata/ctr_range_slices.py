# Slices of ranges, small and beyond int64, with random bounds and steps:
# the fast int64 path and the big-int one agree with CPython.
import random
r = random.Random(5)
vals = [0, 1, -1, 2, -2, 3, 7, -7, 10, -10, 100, None, 2**62, -2**62, 2**63 - 1, -2**63, 2**64]
for rng in [range(10), range(-5, 50, 3), range(100, 0, -7), range(0), range(2**62, 2**63 - 1, 2**60), range(-2**63, 2**63 - 1, 2**61), range(5, 5), range(0, 10**20, 10**18)]:
    for _ in range(60):
        a, b, c = r.choice(vals), r.choice(vals), r.choice(vals)
        try:
            x = rng[a:b:c]
            print(rng, a, b, c, repr(x), len(x), list(x[:3]))
        except (ValueError, OverflowError, IndexError) as e:
            print(rng, a, b, c, type(e).__name__, str(e))
