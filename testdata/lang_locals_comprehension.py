# locals(), vars() and dir() inside list, set and dict comprehensions, which
# CPython 3.12+ inlines (PEP 709): the iteration variables show with the
# enclosing function's variables (alone at module and class level).


def f(a):
    b = 2
    print([sorted(locals()) for x in range(2)])
    print({k: sorted(locals()) for k in 'a'})
    print({len(locals()) for y in 'ab'})
    print([(x, y, sorted(locals())) for x in range(2) for y in range(1)])
    print([sorted(vars()) for x in range(1)])
    print([dir() for x in range(1)])
    print([sorted(locals().items()) for x in [7]])
    print([locals() for x in [7]])
    print([locals() for i, (j, *m) in [(1, (2, 3, 4))]])
    g = (sorted(locals()) for z in range(1))
    print(list(g))
    return [locals()['x'] for x in 'q']


print(f(1))
print([sorted(k for k in locals() if not k.startswith('__')) for x in range(2)])
print([sorted(locals()) for x in range(1)])
print([vars() for x in range(1) for z in range(1)])
print(['x' in locals() for x in range(1)])
print([(locals(), {v: locals() for v in 'w'}) for u in range(1)])
print('x' in locals(), 'f' in locals())


class C:
    q = 1
    r = [sorted(locals()) for x in range(2)]
    s = [vars() for x in range(1)]
    t = [locals() for __p in range(1)]
print(C.r, C.s, C.t)


def g():
    y = 5
    def h():
        return y
    return [sorted(locals()) for x in range(1)], h


print(g()[0])


def k():
    x = 'outer'
    r = [locals()['x'] for x in range(2)]
    return r, locals()


print(k())


def w():
    return [[sorted(locals()) for b in range(1)] for a in range(1)]


print(w())


def unbound_then():
    out = [locals() for x in range(2)]
    x = 9
    return out, sorted(locals().items())


print(unbound_then())


def with_cell():
    # the lambda captures x
    return [sorted(locals()) for x in range(1) if (lambda: x)]


print(with_cell())


def evals():
    z = 3
    return [eval('x + z') for x in range(3)]


print(evals())


def cond():
    return [x for x in range(4) if 'x' in locals() and locals()['x'] % 2]


print(cond())


def nested_fn():
    def inner(n):
        return [sorted(locals()) for i in range(n)]
    return inner(2)


print(nested_fn())


def hot():
    total = 0
    for n in range(300):
        total += sum(len(locals()) for _ in range(1))
        total += [len(locals()) for i in range(2)][-1]
    return total


print(hot())
