# locals() snapshots and frame.f_locals write-through proxies (PEP 667,
# Python 3.13), exercised in hot loops so that the default JIT tier has
# compiled the frames being inspected and written to.
import sys


def snapshot_semantics():
    a = 1
    l1 = locals()
    l2 = locals()
    l1['a'] = 100          # a snapshot: the local is unchanged
    l1['new'] = 5          # and no new local appears
    a += 1
    l3 = locals()
    return a, l1['a'], l2['a'], l3['a'], l1 is l2, 'new' in l3, sorted(l3)


print(snapshot_semantics())


def hot_locals(n):
    total = 0
    seen = []
    for i in range(n):
        total += i
        if i % 97 == 0:
            snap = locals()
            snap['total'] = -1
            seen.append((snap['i'], snap['total'], total))
    return total, seen[:3], len(seen)


for _ in range(300):
    r = hot_locals(200)
print(r)


def proxy_basics():
    x = 1
    fl = sys._getframe().f_locals
    print(type(fl).__name__, type(fl).__module__)
    fl['x'] = 5
    print('x after write', x)
    fl['extra'] = 7
    print('extra' in fl, 'x' in fl, 'nope' in fl, len(fl))
    print(list(fl), fl.keys(), fl.values())
    print(fl.items())
    print(fl.get('x'), fl.get('nope'), fl.get('nope', 3))
    y = 2
    print(list(fl.keys()), 'y' in fl)
    print(repr(fl))
    print(dict(fl) == {'x': 5, 'fl': fl, 'y': 2, 'extra': 7}, fl == dict(fl), fl != {})
    print(locals())
    for key in ('x', 'extra'):
        try:
            del fl[key]
        except TypeError as e:
            print('TypeError', e)
    try:
        fl['nope']
    except KeyError as e:
        print('KeyError', e)
    try:
        fl[1]
    except KeyError as e:
        print('KeyError', e)
    try:
        fl.pop('x')
    except AttributeError as e:
        print('AttributeError', e)
    try:
        hash(fl)
    except TypeError as e:
        print('TypeError', e)
    print(fl.setdefault('x', 9), fl.setdefault('z', 9), fl['z'])
    fl.update({'x': 6, 'w': 1})
    print(x, fl['w'])
    print(sorted(fl.copy().items(), key=str), type(fl.copy()).__name__)
    print(fl | {'q': 0}, {'q': 0} | fl)
    fl |= {'x': 8}
    print(x, type(fl).__name__)
    print(list(reversed(fl)))
    fl[3] = 'int key'
    print(fl[3], list(fl)[-1])


proxy_basics()


def poke(name, value):
    sys._getframe(1).f_locals[name] = value


def caller_write_through():
    # A callee rewrites this frame's variables through f_back's f_locals,
    # changing their types mid-loop: the loop runs in machine code in the
    # JIT tiers and must see every write.
    x = 0
    s = 0
    f = 0.5
    for i in range(3000):
        x += 1
        f = f * 1.0 + 1.0
        if i == 1000:
            poke('x', 'text')
            x = len(x) + 10000
        if i == 2000:
            poke('s', 10 ** 30)
            poke('f', 2)
        s += i
    return x, s, f


for _ in range(3):
    print(caller_write_through())


def counter_loop():
    n = 0
    for i in range(500):
        poke('n', n + 2)
    return n


print(counter_loop())


def extra_locals_hot():
    total = 0
    for i in range(500):
        fl = sys._getframe().f_locals
        fl['total'] = total + i
        fl['extra_%d' % (i % 3)] = i
    return (total, sorted(k for k in locals() if k.startswith('extra')),
            sorted(sys._getframe().f_locals.keys()), eval('extra_1'))


print(extra_locals_hot())


def closures(a):
    b = 10
    def inner():
        c = a + b
        fl = sys._getframe().f_locals
        fl['a'] = 100          # a free variable: writes the cell
        return sorted((k, v) for k, v in fl.items() if k != 'fl'), c
    r = inner()
    fl = sys._getframe().f_locals
    fl['b'] = 20               # a cell variable of this frame
    return r, a, b, inner(), list(fl)


print(closures(1))


def unbound_then_bound():
    fl = sys._getframe().f_locals
    before = 'late' in fl, list(fl)
    fl['late'] = 'set through the proxy'
    after = late
    return before, after
    late = None                # never runs, but makes late a local variable


print(unbound_then_bound())


def dead_frame():
    v = 'alive'
    return sys._getframe()


f = dead_frame()
fl = f.f_locals
print(type(fl).__name__, dict(fl).keys(), fl['v'])
fl['v'] = 'rewritten after return'
print(f.f_locals['v'], f.f_lineno, f.f_back is None)

# Module and class bodies: f_locals is the namespace itself.
print(sys._getframe().f_locals is globals(), locals() is globals())


class C:
    attr = 1
    ns = sys._getframe().f_locals
    ns['injected'] = 2
    print(type(ns).__name__, sorted(k for k in ns if not k.startswith('__')))


print(C.injected)


def eval_exec(x):
    r1 = eval('x + 1')
    exec('y = x * 2')          # goes into a snapshot of the locals
    seen = 'y' in locals()
    try:
        y
    except NameError as e:
        r2 = str(e)
    exec('x = 50')
    loc = {}
    exec('z = x + 1', {'x': x}, loc)
    r3 = eval('[x + k for k in range(2)]')
    return r1, seen, r2, x, loc, r3


for _ in range(250):
    r = eval_exec(3)
print(r)


def gen_locals():
    a = 1
    yield
    b = 2
    yield


g = gen_locals()
print(dict(g.gi_frame.f_locals))
next(g)
gfl = g.gi_frame.f_locals
print(dict(gfl), type(gfl).__name__)
gfl['a'] = 'changed while suspended'
next(g)
print(dict(g.gi_frame.f_locals))
