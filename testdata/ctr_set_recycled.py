# Sets made and dropped in loops (set algebra on temporaries) while others
# are kept: the kept ones must keep their items and their iteration order
# whatever the dropped ones' memory is used for next.

class S(set):
    pass

class F(frozenset):
    pass

def churn(n, k):
    # temporaries of every table size, dropped at once
    t = 0
    for i in range(n):
        a = set(range(i % k))
        b = frozenset(range(i % 7, i % 7 + 5))
        t += len(a - b) + len(a & b) + len(a | b) + len(a ^ b)
    return t

kept = []
for size in (0, 1, 3, 5, 9, 20, 70, 300):
    base = set(range(0, 3 * size, 3))
    other = frozenset(range(0, 2 * size, 2))
    # in-place operations that exchange a set's body with a temporary's
    s1 = set(base); s1 &= other
    s2 = set(base); s2.intersection_update(other, range(size))
    s3 = set(base); s3 -= other
    s4 = set(base); s4 ^= other
    s5 = set(base); s5 |= other
    s6 = set(base); s6.clear(); s6.update((size, -size, 7))
    s7 = S(base); s7 &= other
    s8 = F(base) & other
    s9 = other - base
    s10 = set(); s10 &= base
    kept.append((size, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10))
    churn(200, size + 3)

total = churn(3000, 40)
print(total)
for row in kept:
    size = row[0]
    print(size, [type(s).__name__ for s in row[1:]])
    for s in row[1:]:
        print(' ', len(s), list(s)[:12], sum(s))

# frozensets as keys survive churn and still hash and compare equal
d = {}
for i in range(50):
    d[frozenset(range(i, i + i % 6))] = i
churn(2000, 30)
print(sorted(d.values())[:10], len(d))
print(d[frozenset(range(10, 14))], frozenset(range(10, 14)) in d)
print(all(frozenset(range(i, i + i % 6)) in d for i in range(50)))

# comparisons and iteration of recycled sets
fps = [frozenset([i, i + 1, i + 3]) for i in range(30)]
free = frozenset(range(0, 40, 1))
acc = 0
for r in range(200):
    for fp in fps:
        if fp <= free - frozenset([r % 40]):
            acc += min(fp) + len(free - fp)
        if fp < free and not (fp >= free):
            acc += 1
print(acc)
