# `for a, b in ...` over dict items, enumerate and zip (the interpreter
# unpacks their items without building tuples), and generators drained by
# builtins (the interpreter hands yields to the consumer without leaving
# the generator's frame).
import sys


def items_loops():
    d = {"a": 1, "b": 2, "c": 3}
    out = []
    for k, v in d.items():
        out.append((k, v))
    print(out)
    for k, v in reversed(d.items()):
        out.append(k * v)
    print(out)
    try:
        for k, v in d.items():
            d[k + k] = v
    except RuntimeError as e:
        print("RuntimeError", e)
    # The loop variables keep the last item after the loop.
    k = v = None
    for k, v in {}.items():
        pass
    print(k, v)
    for k, v in {1: 2}.items():
        pass
    print(k, v)
    # Three names for pairs: the ordinary error.
    try:
        for a, b, c in {1: 2}.items():
            pass
    except ValueError as e:
        print("ValueError", e)
    # The tuple itself is still there for a plain loop.
    for kv in d.items():
        print(type(kv).__name__, kv)
        break


def enumerate_loops():
    for i, ch in enumerate("xyz"):
        print(i, ch, end="; ")
    print()
    for i, ch in enumerate("ab", sys.maxsize - 1):
        print(i, ch)
    for i, ch in enumerate("ab", 2**70):
        print(i, ch)
    for i, ch in enumerate("ab", start=-3):
        print(i, ch)

    class E(enumerate):
        def __next__(self):
            i, x = super().__next__()
            return i * 10, x

    for i, x in E("pq"):
        print("sub", i, x)

    def boom():
        yield 1
        raise KeyError("inside")

    try:
        for i, x in enumerate(boom()):
            print("got", i, x)
    except KeyError as e:
        print("KeyError", e)


def zip_loops():
    a = b = "unset"
    for a, b in zip([1, 2, 3], "xy"):
        pass
    print(a, b)
    for a, b, c in zip(range(3), "abc", [None, True, 1.5]):
        print(a, b, c)
    try:
        for a, b in zip([1], [2], [3]):
            pass
    except ValueError as e:
        print("ValueError", e)
    try:
        for a, b in zip([1, 2], [3], strict=True):
            print(a, b)
    except ValueError as e:
        print("ValueError", e)
    for x, in zip("hi"):
        print(x)
    total = 0
    for x, y in zip(range(1000), range(1000, 2000)):
        total += x * y
    print(total)

    def stop_early():
        yield 1
        yield 2

    it = stop_early()
    for p, q in zip(it, "abc"):
        print(p, q)
    print(list(it))


def drains():
    n = 5
    print(tuple(i * i for i in range(n)))
    print(list(x for x in "abc"))
    print(sorted((-i for i in range(n))))
    print(set(i % 3 for i in range(10)))
    print(set(x for x in [1, "a", 1.0, (1, 2), "a"]))
    print(sum(i for i in range(100)), sum(i * 0.5 for i in range(10)))
    print(sum(x for x in [1, 2**62, 2**62, 3]))
    print(any(x > 3 for x in range(10)), all(x < 3 for x in range(10)))
    print(min(x for x in [5, 3, 8]), max(x for x in [2.5, 1, 9]))
    print("-".join(str(i) for i in range(4)))

    seen = []

    def gen():
        try:
            for i in range(4):
                seen.append(("yield", i, g.gi_running))
                yield i
        finally:
            seen.append("finally")

    g = gen()
    print(list(g), seen)

    def fails():
        yield 1
        yield 2
        raise ValueError("half way")

    for consumer in (list, tuple, set, sum, sorted):
        try:
            consumer(fails())
        except ValueError as e:
            print(consumer.__name__, "ValueError", e)

    def partial():
        yield 1
        yield 0
        yield "never"

    it = partial()
    print(all(it), list(it))

    def handled():
        try:
            raise KeyError("k")
        except KeyError:
            for i in range(3):
                yield sys.exception()

    print([type(e).__name__ for e in list(handled())], sys.exception())


items_loops()
enumerate_loops()
zip_loops()
drains()
