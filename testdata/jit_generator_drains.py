# Generators drained by list(), tuple(), list.extend(), str.join(),
# sorted(), set(), sum(), any() and all(): machine code hands the values
# to the consumer (appending in place while a list or collection has
# room), and the generator must still see the consumer's state as
# CPython shows it, raise where CPython raises, and stop where it stops.


def squares(n):
    for i in range(n):
        yield i * i


def watch(lst, n):
    # Sees the list it is extending grow after each item.
    for i in range(n):
        yield len(lst)


def boom(n):
    for i in range(n):
        if i == n - 1:
            raise ValueError("boom at %d" % i)
        yield i


def with_return(n):
    for i in range(n):
        yield i
    return "done"


def pipeline(n):
    evens = (x for x in range(n) if x % 2 == 0)
    doubled = (x * 2 for x in evens)
    return list(y + 1 for y in doubled)


def perms(xs):
    if len(xs) <= 1:
        yield tuple(xs)
        return
    for i in range(len(xs)):
        for p in perms(xs[:i] + xs[i + 1:]):
            yield (xs[i],) + p


def walk(t):
    if t is not None:
        yield from walk(t[0])
        yield t[1]
        yield from walk(t[2])


def insert(t, v):
    if t is None:
        return (None, v, None)
    if v < t[1]:
        return (insert(t[0], v), t[1], t[2])
    return (t[0], t[1], insert(t[2], v))


class Truthy:
    def __bool__(self):
        print("bool called")
        return True


def mixed(n):
    for i in range(1, n):
        yield i
        if i == 3:
            yield Truthy()


def main():
    total = 0
    for k in range(400):
        a = list(squares(k % 40))
        b = tuple(x + 1 for x in a)
        c = []
        c.extend(x for x in b if x & 1)
        total += len(a) + len(b) + len(c) + sum(b) + sum(c)
        total += len(",".join(str(x) for x in a))
        total += len(sorted((-x for x in a)))
        total += any(x > 1000 for x in a) + all(x < 1600 for x in a)
    print(total)

    lst = [7]
    lst.extend(watch(lst, 30))
    print(lst)
    lst = []
    lst += watch(lst, 5)
    print(lst)

    for consumer in (list, tuple, set, sorted, sum, any, all, "".join):
        try:
            consumer(boom(20))
        except ValueError as e:
            print(getattr(consumer, "__name__", consumer), "ValueError", e)

    l = []
    try:
        l.extend(boom(30))
    except ValueError as e:
        print("extend kept", len(l), e)

    print(list(with_return(5)), tuple(with_return(0)))
    print(pipeline(50))
    print(len(list(perms(list(range(6))))), list(perms([1, 2, 3]))[:4])

    tree = None
    for v in [50, 30, 80, 10, 40, 70, 90, 20, 60, 35, 45, 85]:
        tree = insert(tree, v)
    print(list(walk(tree)), sum(walk(tree)))

    print(any(mixed(10)), all(mixed(10)), [type(x).__name__ for x in mixed(5)])
    print(any(x for x in [0, 0.0, "", None, (), [], False]))
    print(all(x for x in [1, 2.5, "a", (1,), [1], True, Truthy()]))
    print(any(x for x in [0, [], Truthy(), 5]))

    g = squares(10)
    print(next(g), next(g), list(g), list(g))

    big = list(x for x in range(100000))
    print(len(big), big[-1], sum(x for x in big))


main()


def extremes():
    total = 0
    for k in range(300):
        total += max(x * 3 % 17 for x in range(k % 30 + 1))
        total += min(x * 7 % 11 for x in range(k % 20 + 1))
        total += int(max(x / 3 for x in range(k % 10 + 1)))
    print(total)
    print(max(x for x in [1, 5.5, 3]), min(x for x in [2.5, 1, 0.5]))
    print(max(x for x in [3, 1 << 70, 2]), min(x for x in ["b", "a", "c"]))
    print(max((x for x in [1, float("nan"), 3])), max(x for x in [float("nan"), 1, 3]))
    print(max((x for x in []), default="empty"))
    try:
        min(x for x in [])
    except ValueError as e:
        print("ValueError", e)
    try:
        max(x for x in [1, "a"])
    except TypeError as e:
        print("TypeError", e)
    print(max(x for x in [True, 2, False]), min(x for x in [1, True]))


extremes()


def sums():
    t = 0
    for k in range(300):
        t += sum(x - 150 for x in range(k))
        t += sum(2**62 for x in range(k % 4))
        t += int(sum(x / 4 if x == 7 else x for x in range(k % 10)))
        t += sum((x for x in range(k % 5)), 10)
    print(t)
    print(sum(x for x in [2**62, 2**62, 2**62, -1]), sum(x for x in [-(2**47), -(2**47), 1]))
    print(sum(x for x in [1, 2, True, 3.5, 4]), sum(x for x in [1, 2, 1 << 80, 3]))


sums()
