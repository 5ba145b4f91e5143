# lst[i:j:k] and lst[i:j] = seq in hot code: machine code copies a
# stepped slice (negative steps too) of up to 16 items into a pooled
# list, and copies a list or tuple of the slice's length over a list's
# slice in place. Longer slices, resizing stores, other types at the same
# site, subclasses and bad bounds or steps go the interpreter's way.


class L(list):
    def __getitem__(self, i):
        return ("L", i)

    def __setitem__(self, i, v):
        list.__setitem__(self, i, v)
        self.log = ("set", i)


def stepped(seq, n):
    out = []
    for k in range(n):
        s = k % 7 - 3 or 4
        out.append((
            seq[::-1],
            seq[k % 9::-1],
            seq[::s],
            seq[1:k % 11:s],
            seq[-2::-2],
            seq[k % 5:-100:-3],
            seq[100:0:-1],
            seq[-100:100:2],
            seq[None:None:None],
            seq[k % 4 - 2:k % 6 - 3:s],
        ))
    return out


for s in ([], [1], [1, 2, 3], list("abcdefg"), list(range(17)), list(range(40)),
          [None, 2.5, "x", (1,), []]):
    r = stepped(s, 60)
    print(r[-1])
    print(r[13], r[29][3], r[44][9])
    print(r[-1][0] is s, r[-1][8] == s, r[-1][8] is s)


def mixed(objs, n):
    out = []
    for k in range(n):
        x = objs[k % len(objs)]
        out.append(x[::-1 if k % 3 else 2])
    return out


print(mixed([list(range(6)), "abcdef", (1, 2, 3), bytearray(b"xyz"), range(5), L([1, 2])], 60)[-12:])


def bad_steps(seq, n):
    out = []
    for k in range(n):
        step = (-1, 0, 1.5, "x", 2**70, -2**70, True, None)[k % 8]
        try:
            out.append(seq[1::step])
        except (TypeError, ValueError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


print(bad_steps([1, 2, 3, 4, 5], 48)[-8:])


def stores(n):
    out = []
    a = list(range(10))
    for k in range(n):
        i = k % 8
        a[i:i + 2] = [k, -k]
        a[-3:] = (k, k + 1, k + 2)
        a[:0] = []
        a[5:3] = ()
        a[:] = a
        out.append(a[:])
    return out


r = stores(50)
print(r[-1], r[17], len(r[-1]))


def perm_flips(perm, n):
    count = 0
    for _ in range(n):
        p = perm[:]
        k = p[0]
        while k:
            p[:k + 1] = p[k::-1]
            count += 1
            k = p[0]
    return count, p


print(perm_flips([3, 1, 0, 2, 5, 4], 30))


def resize(seq, n):
    out = []
    for k in range(n):
        a = list(seq)
        a[1:3] = [k] * (k % 4)
        a[::2] = a[::2]
        try:
            a[0:1] = k if k % 10 == 9 else [k]
        except TypeError as e:
            out.append(str(e))
        out.append(a)
    return out


print(resize(range(6), 40)[-6:])


def odd_targets(objs, n):
    out = []
    for k in range(n):
        t = objs[k % len(objs)]
        try:
            t[0:2] = [k, k]
            if isinstance(t, L):
                out.append((list(t), t.log))
            elif isinstance(t, dict):
                out.append(list(t.items()))
            else:
                out.append(t[:])
        except TypeError as e:
            out.append(str(e))
    return out


print(odd_targets([[1, 2, 3], L([1, 2, 3]), bytearray(b"abc"), (1, 2), {}], 40)[-5:])


def odd_bounds(n):
    out = []
    big = 2**70
    for k in range(n):
        a = [1, 2, 3, 4]
        lo, hi = ((True, 3), (-big, big), (1.0, 2), (None, -1), (3, 1))[k % 5]
        try:
            a[lo:hi] = (9,) * max(0, len(a[lo:hi]))
        except TypeError as e:
            out.append(str(e))
        out.append(a)
    return out


print(odd_bounds(40)[-6:])
