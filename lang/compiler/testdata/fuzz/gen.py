# Generates random Python programs that stress control flow (try/except/
# finally, with, loops, break/continue/return, generators, closures,
# comprehensions, unbound locals) for differential testing against CPython:
#   python3.13 gen.py SEED > prog.py
# Used by lang/compiler/e2e/fuzz_test.go.
import random, sys

class Gen:
    def __init__(self, seed, gen=False, cell=False):
        self.r = random.Random(seed)
        self.k = 0
        self.gen = gen
        self.cell = cell
    def nid(self):
        self.k += 1
        return self.k
    def block(self, depth, ind, in_loop, in_finally):
        n = self.r.randint(1, 3)
        out = []
        for _ in range(n):
            out += self.stmt(depth, ind, in_loop, in_finally)
        return out
    def stmt(self, depth, ind, in_loop, in_finally):
        p = " " * ind
        r = self.r
        choices = ["log", "log", "assign", "use", "del"]
        if depth > 0:
            choices += ["if", "for", "while", "try_except", "try_finally", "try_full", "with", "with"]
        choices += ["raise", "return"]
        if self.gen:
            choices += ["yield", "yield", "yieldfrom"]
        if depth > 0:
            choices += ["comp", "walrus"] + (["closure"] if self.cell else [])
        if in_loop:
            choices += ["break", "continue"]
        c = r.choice(choices)
        k = self.nid()
        if c == "log":
            return [p + "log.append(%d)" % k]
        if c == "assign":
            return [p + "x = %d" % k]
        if c == "use":
            return [p + "log.append(('x', x))"]
        if c == "del":
            return [p + "del x"]
        if c == "yield":
            return [p + "log.append(('sent', (yield %d)))" % k]
        if c == "yieldfrom":
            return [p + "log.append(('yf', (yield from sub(%d))))" % k]
        if c == "comp":
            return [p + "log.append([(v, x) for v in range(n) if v %% 2 == %d])" % r.randint(0, 1)]
        if c == "walrus":
            return [p + "log.append([(x := v) for v in range(n)])"]
        if c == "closure":
            return [p + "def g%d():" % k, p + "    nonlocal x", p + "    x = %d" % k, p + "    return x", p + "log.append(g%d())" % k]
        if c == "raise":
            return [p + "if n %% 3 == %d: raise %s(%d)" % (r.randint(0, 2), r.choice(["ValueError", "KeyError"]), k)]
        if c == "return":
            return [p + "if n %% 2 == %d: return %d" % (r.randint(0, 1), k)]
        if c == "break":
            return [p + "if n %% 2 == %d: break" % r.randint(0, 1)]
        if c == "continue":
            return [p + "if n %% 2 == %d: continue" % r.randint(0, 1)]
        d = depth - 1
        q = ind + 4
        if c == "if":
            return [p + "if n %% 2 == %d:" % r.randint(0, 1)] + self.block(d, q, in_loop, in_finally) + [p + "else:"] + self.block(d, q, in_loop, in_finally)
        if c == "for":
            out = [p + "for i%d in range(2):" % k] + self.block(d, q, True, in_finally)
            if r.random() < 0.4:
                out += [p + "else:"] + self.block(d, q, in_loop, in_finally)
            return out
        if c == "while":
            out = [p + "w%d = 0" % k, p + "while w%d < 2:" % k, q * " " + "w%d += 1" % k] + self.block(d, q, True, in_finally)
            if r.random() < 0.4:
                out += [p + "else:"] + self.block(d, q, in_loop, in_finally)
            return out
        if c == "try_except":
            out = [p + "try:"] + self.block(d, q, in_loop, in_finally)
            out += [p + "except ValueError as e%d:" % k, q * " " + "log.append(('caught', e%d.args))" % k] + self.block(d, q, in_loop, in_finally)
            if r.random() < 0.5:
                out += [p + "except:", q * " " + "log.append(('bare', %d))" % k] + self.block(d, q, in_loop, in_finally)
            return out
        if c == "try_finally":
            return [p + "try:"] + self.block(d, q, in_loop, in_finally) + [p + "finally:", q * " " + "log.append(('fin', %d))" % k] + self.block(d, q, in_loop, True)
        if c == "try_full":
            return ([p + "try:"] + self.block(d, q, in_loop, in_finally) +
                    [p + "except KeyError:", q * " " + "log.append(('ke', %d))" % k] + self.block(d, q, in_loop, in_finally) +
                    [p + "else:"] + self.block(d, q, in_loop, in_finally) +
                    [p + "finally:", q * " " + "log.append(('fin', %d))" % k] + self.block(d, q, in_loop, True))
        if c == "with":
            return [p + "with CM(%d, n %% 2 == %d) as c%d:" % (k, r.randint(0, 1), k)] + self.block(d, q, in_loop, in_finally)
        raise Exception(c)

HEADER = '''import sys
class CM:
    def __init__(self, k, suppress):
        self.k, self.suppress = k, suppress
    def __enter__(self):
        log.append(("enter", self.k))
        return self.k
    def __exit__(self, t, v, tb):
        log.append(("exit", self.k, t.__name__ if t else None))
        return self.suppress
'''
def program(seed):
    gen = seed % 2 == 1
    cell = seed % 3 == 0
    g = Gen(seed, gen, cell)
    body = g.block(3, 8, False, False)
    lines = [HEADER, "def sub(k):", "    yield k", "    return -k",
             "def outer(n):", "    x = 0", "    def f(n):", "        nonlocal x" if cell else "        pass"] + body
    if gen:
        lines += ["        yield 'end'"]
    lines += ["    return f(n)"]
    if gen:
        lines += ["for n in range(4):",
                  "    log = []",
                  "    out = []",
                  "    try:",
                  "        it = outer(n)",
                  "        v = next(it)",
                  "        while True:",
                  "            out.append(v)",
                  "            if len(out) == 4 and n == 3:",
                  "                it.close()",
                  "                break",
                  "            v = it.send(len(out))",
                  "    except StopIteration as e:",
                  "        out.append(('stop', e.value))",
                  "    except Exception as e:",
                  "        out.append((type(e).__name__, e.args if not isinstance(e, NameError) else str(e)))",
                  "    print(n, out, log, sys.exception())"]
    else:
        lines += ["for n in range(4):",
                  "    log = []",
                  "    try:",
                  "        r = outer(n)",
                  "    except Exception as e:",
                  "        r = (type(e).__name__, e.args if not isinstance(e, NameError) else str(e))",
                  "    print(n, r, log, sys.exception())"]
    return "\n".join(lines) + "\n"

if __name__ == "__main__":
    print(program(int(sys.argv[1])))
