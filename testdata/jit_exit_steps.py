# The instructions machine code exits for most often (tuple, list and
# slice building, generic subscripts, iteration and binary operators)
# run in the exit loop without the interpreter's full setup. Each is run
# here in hot loops with values that make it raise, so that the error is
# raised at the right instruction: caught by the right handler, with the
# right traceback line, and leaving the registers as the interpreter
# would.
import traceback


def where(e):
    # The line and the carets of the instruction that raised.
    return "".join(traceback.format_tb(e.__traceback__)[-1:]).splitlines()[1:]


class Seq:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if isinstance(i, slice):
            if i.start == 7:
                raise KeyError("slice " + str(i.start))
            return list(range(self.n))[i]
        if i == 13:
            raise IndexError("item 13")
        return i * 2

    def __setitem__(self, i, v):
        if isinstance(i, slice) and i.stop == 5:
            raise ValueError("set slice to 5")


class Counter:
    def __init__(self, stop):
        self.i = 0
        self.stop = stop

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i == self.stop:
            raise RuntimeError("iterator broke at " + str(self.i))
        if self.i > self.stop + 3:
            raise StopIteration
        return self.i


class NoIter:
    pass


def slices(n):
    s = Seq(20)
    out = 0
    errs = []
    for i in range(n):
        try:
            a = s[i % 9:i % 9 + 3]
            out += len(a)
            s[1:i % 6] = a
            b = [i, out][::-1]
            out += b[0]
        except (KeyError, ValueError) as e:
            errs.append((i, type(e).__name__, str(e), out, where(e)))
    return out % 1000003, errs[:6], len(errs)


def subscripts(n):
    s = Seq(20)
    d = {1: "one"}
    out = 0
    errs = []
    for i in range(n):
        try:
            out += s[i % 17]
            t = (i, out, "x")
            out += len(d[i % 3 or 1]) + t[1] % 7
            d[i % 5] = t
        except (IndexError, KeyError) as e:
            errs.append((i, type(e).__name__, str(e), out, where(e)))
    return out, errs[:5], len(errs)


def iteration(n):
    out = []
    for i in range(n):
        it = [Counter(5), range(3), NoIter(), "ab", (7, 8)][i % 5]
        try:
            for v in it:
                out.append(v)
        except (RuntimeError, TypeError) as e:
            out.append(type(e).__name__ + ": " + str(e))
            out.append(where(e))
    return len(out), out[:14]


def operators(n):
    out = 0
    errs = 0
    vals = [2, 3.5, -1, 0, "s", 10**30]
    for i in range(n):
        a = vals[i % 6]
        b = vals[(i + 1) % 6]
        try:
            out += int(a ** 2) if type(a) is not str else 1
            out = out % 1000003
            r = b ** -1 if b == 0 else (a << 3 if type(a) is int and a >= 0 else 0)
            out += int(r) % 17
            out ^= i & 0xFF
            out |= a >> 40 if type(a) is int else a
        except (ZeroDivisionError, ValueError, TypeError) as e:
            errs += 1
            last = type(e).__name__ + ": " + str(e), where(e)
    return out, errs, last


def generic(n):
    # Arithmetic of other than numbers (str and list concatenation and
    # repetition, str formatting, user operators) and closures made in a
    # hot loop; some of them raise.
    class V:
        def __init__(self, v):
            self.v = v

        def __sub__(self, o):
            if o == 7:
                raise ArithmeticError("V - 7")
            return V(self.v - o)

        def __rmul__(self, o):
            return V(self.v * o)

    out = []
    errs = []
    s = "ab"
    acc = []
    alias = acc
    for i in range(n):
        try:
            s = (s + str(i % 10))[-6:]
            acc += [i % 3]
            t = s * (i % 3) + "%d-%s" % (i, s)
            w = (V(i) - i % 9)
            w = 2 * w
            f = lambda x: x + i
            out.append((t, w.v, f(1)))
            out.append(s + i % 4)
        except (TypeError, ArithmeticError) as e:
            errs.append((i, type(e).__name__, str(e), where(e)))
    return out[-3:], len(acc), len(alias), errs[:4], len(errs)


print(generic(300))
print(slices(300))
print(subscripts(300))
print(iteration(300))
print(operators(300))


def deep(n):
    rows = []
    for i in range(n):
        rows.append((i, [i] * 2)[1][i // 90])
    return rows


try:
    deep(200)
except IndexError as e:
    print("IndexError", e, where(e))


def unhandled(n):
    total = 0
    for i in range(n):
        total += len((1, 2, 3)[: i % 4])
        total += [i][i // 250]
    return total


try:
    print(unhandled(400))
except IndexError as e:
    print("IndexError", e, where(e))
