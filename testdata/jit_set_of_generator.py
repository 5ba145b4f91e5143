# set(genexpr) and frozenset(genexpr): the small ints a compiled generator
# yields are gathered and added in batches; the set's contents and order,
# and what the generator sees, must be CPython's.


def ints(n, mod):
    for i in range(n):
        yield (i * 7919) % mod - mod // 2


def mixed(n):
    for i in range(n):
        if i % 37 == 0:
            yield str(i)
        elif i % 41 == 0:
            yield float(i)
        elif i % 43 == 0:
            yield True
        elif i % 47 == 0:
            yield 2 ** 70 + i
        else:
            yield i % 64


class Key:
    log = []

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        Key.log.append(self.v)
        return hash(self.v)

    def __eq__(self, other):
        return isinstance(other, Key) and other.v == self.v

    def __repr__(self):
        return f"Key({self.v})"


def with_keys(n):
    for i in range(n):
        Key.log.append(-i)
        yield Key(i) if i % 10 == 9 else i


def failing(n):
    for i in range(n):
        if i == n - 3:
            raise ValueError(f"at {i}")
        yield i


class MySet(set):
    pass


def run():
    total = 0
    for rnd in range(400):
        s = set(ints(100, 61))
        total += len(s) + sum(s)
        t = set(x * x - 40 for x in range(rnd % 90))
        total += len(t) + sum(t)
        f = frozenset(x & 15 for x in range(rnd))
        total += len(f)
    print("total", total)
    print(list(set(ints(200, 97)))[:20])
    print(list(set(x for x in [1, True, 2, 1.0, 3])))
    print(list(set(x for x in [True, 1, 2.0, 2, 3])))
    print(list(set(x - 5 for x in range(12))))
    m = set(mixed(300))
    print(len(m), sorted(m, key=repr)[:12])
    Key.log.clear()
    k = set(with_keys(35))
    print(sorted(k, key=repr)[:5], Key.log)
    for n in (5, 40, 90):
        try:
            set(failing(n))
        except ValueError as e:
            print("raised", e)
    ms = MySet(x % 9 for x in range(50))
    print(type(ms).__name__, sorted(ms))
    u = set()
    u.update(len(u) for _ in range(6))
    print(sorted(u))
    grown = {1000}
    grown.update(x % 70 for x in range(100))
    print(len(grown), list(grown)[:8])
    big = set(i for i in range(2000) if i % 3)
    print(len(big), list(big)[-5:])
    print(set(x for x in ()), frozenset(x for x in range(0)))
    fl = set(x / 8 for x in range(-40, 40))
    print(len(fl), list(fl)[:10])
    print(list(set(x for x in [0, 0.0, -0.0, 1.0, 1, 2, 2.5, True, 3.0])))
    print(list(set(x for x in [0.0, 0, 1.5, 1e300, -1e-300, 2 ** 40, 2.0 ** 40])))
    total = 0
    for rnd in range(200):
        total += len(set(i * 0.5 for i in range(rnd % 70)))
        total += len(set((i if i % 2 else i * 1.0) for i in range(rnd % 50)))
    print("floats", total)


for _ in range(3):
    run()
