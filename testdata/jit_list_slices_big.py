# List slices of 17 to 64 items come from a pool of 64-item lists in
# machine code; longer ones, and lists of other lengths, take other paths.


def run(n):
    total = 0
    base = list(range(80))
    out = []
    for i in range(n):
        k = i % 70
        a = base[:k]
        b = base[k:]
        c = base[-k:]
        d = base[5:5 + k]
        a.append(i)
        b.extend((i, -i))
        d[:0] = [None]
        total += len(a) + len(b) + len(c) + len(d) + a[-1] + (b[0] if b else 0)
        if i % 97 == 0:
            out.append((k, a[:3], a[-3:], b[:2], c[:2], d[:2], len(d)))
    for i in range(3):
        copy = base[:]
        copy[0] = "x"
        copy += [1, 2]
        out.append((copy[:2], base[:2], len(copy), len(base)))
    for size in (15, 16, 17, 32, 63, 64, 65, 100):
        src = [str(j) for j in range(size)]
        for _ in range(200):
            s = src[:]
            t = src[1:]
        out.append((size, len(s), len(t), s[-1], t[0] if t else None, s == src, s is src))
    return total, out


total, out = run(3000)
print(total)
for row in out:
    print(row)
