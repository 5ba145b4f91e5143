# Hashes of numbers, tuples and None (bit-exact with CPython).
vals = [0, 1, -1, -2, 2**61 - 2, 2**61 - 1, 2**61, 2**64, -(2**64), 10**30, -(10**30), 2**47, -(2**47), 2**63,
        0.5, -0.5, 1.5, 1e100, 1e-100, 3.14159, -2.0, float('inf'), float('-inf'), 2.0**100, 1e308, 5e-324,
        True, False, None, 1j, 1+2j, -1.5-2.5j, complex(0.5, 0), (), (1,), (1, 2), (1, (2, 3)), (None, True, 1.5), ((),)]
for v in vals:
    print(repr(v), hash(v))
print(hash(1) == hash(1.0) == hash(1+0j) == hash(True), hash(2**70) == hash(2.0**70), hash(0.1) == hash(0.1 + 0j))

class H:
    def __init__(self, h): self.h = h
    def __hash__(self): return self.h
for h in [0, -1, -2, 2**62, 2**63 - 1, 2**63, 2**64, -(2**63), -(2**63) - 1, True]:
    print(h, hash(H(h)))
print(sorted({3, 1, 2, 2**64, -5, 1.5}), {1, 2, 3}, {(1, 2), (3, 4)} == {(3, 4), (1, 2)})
print(list({100, 5, 10**20, -3, 7}), list({0.5, 0.25, 8.0, 3}), list(dict.fromkeys([2**65, 1, 0.5, -1])))
