# sys._getframe, the f_back chain, code attributes, exact f_lineno (in
# loops and multi-line expressions) and generator frames, inspected while
# the functions run hot (compiled by the default JIT tier).
import os
import sys


def leaf(n):
    if n % 150 == 149:
        f = sys._getframe(0)
        chain = []
        while f is not None:
            chain.append((f.f_code.co_name, f.f_lineno))
            f = f.f_back
        return chain
    return None


def mid(n):
    return leaf(n)


def top():
    found = []
    for i in range(600):
        r = mid(i)
        if r:
            found.append((i, r))
    return found


for i, chain in top():
    print(i, chain)

f = sys._getframe()
code = f.f_code
print(code.co_name, os.path.basename(code.co_filename), code.co_firstlineno, f.f_lineno)
print(f.f_globals is globals(), f.f_back, f.f_builtins is __builtins__.__dict__)


def code_attrs(a, b=2, *args, k=1, **kw):
    c = a + b
    return sys._getframe().f_code


co = code_attrs(1)
print(co.co_name, co.co_qualname, co.co_firstlineno, os.path.basename(co.co_filename))
print(co.co_argcount, co.co_kwonlyargcount, co.co_varnames[:6])


def decorate(fn):
    return fn


@decorate
def decorated():
    return sys._getframe().f_code.co_firstlineno


print(decorated(), decorated.__code__.co_firstlineno)


def lines_in_loop():
    out = []
    for i in range(3):
        out.append(sys._getframe().f_lineno)
        j = 0
        while j < 2:
            out.append(sys._getframe().f_lineno)
            j += 1
    total = (1 +
             sys._getframe().f_lineno +
             0)
    out.append(total)
    out.append(
        sys._getframe().f_lineno
    )
    d = {
        'a': sys._getframe().f_lineno,
        'b': [sys._getframe().f_lineno
              for _ in range(2)],
    }
    out.append(d)
    out.append(sys._getframe().f_lineno if out else
               -1)
    return out


for _ in range(300):
    r = lines_in_loop()
print(r)


def hot_lineno(n):
    s = 0
    seen = set()
    for i in range(n):
        s += i
        if i % 50 == 0:
            seen.add(sys._getframe().f_lineno)
        else:
            seen.add(sys._getframe().f_lineno)
    return s, sorted(seen)


for _ in range(200):
    r = hot_lineno(120)
print(r)

try:
    sys._getframe(1000)
except ValueError as e:
    print('ValueError:', e)


def depth():
    n = 0
    while True:
        try:
            sys._getframe(n)
        except ValueError:
            return n
        n += 1


print(depth(), sys._getframe(-5).f_code.co_name)


def caller_name():
    return sys._getframe(1).f_code.co_name


def outer_fn():
    return caller_name(), [caller_name() for _ in range(1)], (lambda: caller_name())()


print(outer_fn())


# Generator frames.
def gen(n):
    x = 0
    for i in range(n):
        x += i
        yield x
    y = 'done'


g = gen(3)
gf = g.gi_frame
print(g.gi_running, g.gi_code.co_name, gf.f_lineno, gf.f_code is g.gi_code, dict(gf.f_locals))
print(next(g), gf.f_lineno, sorted(gf.f_locals.items()), gf.f_back)
print(next(g), g.gi_frame is gf, gf.f_lasti > 0)
print(list(g), g.gi_frame, gf.f_lineno, sorted(gf.f_locals.items()))


def watcher():
    me = yield
    while True:
        f = me.gi_frame
        me = yield (me.gi_running, f.f_code.co_name, f.f_lineno, f.f_back.f_code.co_name)


w = watcher()
next(w)
print(w.send(w))
print(w.send(w))
w.close()
print(w.gi_frame, w.gi_running)


def g2():
    yield sys._getframe().f_back.f_code.co_name
    yield sys._getframe().f_back.f_code.co_name


def drive():
    return [v for v in g2()], list(g2())


print(drive())


def many_gens():
    out = []
    for k in range(200):
        g = gen(2)
        out.append(g.gi_frame.f_lineno)
        next(g)
        out.append(g.gi_frame.f_lineno)
        out.append(g.gi_frame.f_locals['x'])
    return out[-6:], len(out)


print(many_gens())
