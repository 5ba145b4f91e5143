# Compiled loops specialise on the types the interpreter saw: a variable
# whose type changes mid-loop (int to float to str to big int to an
# instance with __add__), a list that becomes a tuple or a subclass, and an
# operand that stops being a small int must all leave the specialised code.


class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return Num(self.v + (o.v if isinstance(o, Num) else o))

    def __radd__(self, o):
        return Num(o + self.v)


def changes(n):
    s = 0
    x = 1
    out = []
    for i in range(n):
        s = s + x
        if i == n // 5:
            x = 1.5
        elif i == 2 * n // 5:
            x = 2 ** 70
        elif i == 3 * n // 5:
            s = Num(0)
            x = 2
        elif i == 4 * n // 5:
            out.append(s.v)
            s, x = "", "ab"
    out.append(len(s))
    return out


class L(list):
    def __len__(self):
        return 99

    def __getitem__(self, i):
        return -1


def seqs(n):
    xs = [1, 2, 3]
    t = 0
    for i in range(n):
        t += len(xs) + xs[1]
        if i == n // 3:
            xs = (4, 5, 6)
        elif i == 2 * n // 3:
            xs = L([7, 8, 9])
    return t


def small(n):
    a = 2 ** 46
    t = 0
    for i in range(n):
        a = a + i
        t = (t + a) % 1000003
    return t, a


print(changes(3000))
print(seqs(3000))
print(small(3000))
