# Comparisons of ints and floats in every mix (NaN, -0.0, infinities, the
# int48 edge) in compiled code, against the interpreter and CPython.
def f(vals):
    out = []
    for a in vals:
        for b in vals:
            out.append((a < b, a <= b, a == b, a != b, a > b, a >= b))
    return out
vals = [0, 1, -1, 0.0, -0.0, 1.0, 0.5, float('nan'), float('inf'), -float('inf'), 2**47-1, float(2**47-1), 3]
for k in range(5): r = f(vals)
print(hash(tuple(r)) , sum(sum(t) for t in r))
print(r[:20])
