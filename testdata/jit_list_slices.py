# lst[i:j] in hot code (machine code copies up to 16 items into a list
# from a pool; longer slices, steps, other types and bad bounds go the
# interpreter's way).


class L(list):
    def __getitem__(self, i):
        return ("L", i)


def slices(seq, n):
    out = []
    for k in range(n):
        m = len(seq)
        a = seq[:]
        b = seq[1:]
        c = seq[:-1]
        d = seq[k % 7 - 3:k % 5]
        e = seq[-100:100]
        f = seq[k % 30:]
        g = seq[None:None]
        h = seq[m:0]
        out.append((a, b, c, d, e, f, g, h))
    return out


base = list(range(20))
for s in ([], [1], [1, 2, 3], list("abcdef"), list(range(9)), base, [None, 2.5, "x", (1,), []]):
    r = slices(s, 40)
    print(r[-1], r[7][3], r[3][5])
    print(r[-1][0] is s, r[-1][0] == s, r[5][0] is r[6][0])
t = slices(base, 50)
t[-1][0].append(99)
t[-1][1][0] = -1
print(base[:3], t[-1][0][-2:], t[-1][1][:3], t[-2][1][:3])


def odd(seq, n):
    out = []
    for k in range(n):
        try:
            out.append(seq[k % 3:"x" if k == 37 else 2])
        except TypeError as e:
            out.append(str(e))
    return out


print(odd([1, 2, 3, 4], 40)[-4:], odd((1, 2, 3), 40)[-2:], odd("abcd", 40)[-2:])
print(odd(L([1, 2, 3]), 40)[-1])
big = 2**70


def bounds(seq, n):
    out = []
    for k in range(n):
        out.append(seq[True:big] if k % 2 else seq[-big:False])
    return out


print(bounds([5, 6, 7], 40)[-2:])


def shrink(n):
    acc = 0
    for k in range(n):
        q = list(range(k % 25))
        while q:
            q = q[1:]
            acc += len(q)
    return acc


print(shrink(300))
