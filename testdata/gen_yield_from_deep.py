# Values passing through chains of `yield from` (a tree walked by
# recursive generators): deeper than one stretch of the interpreter's
# delegation loop, with frames inspected from the innermost generator,
# returns and exceptions at every depth, sends, throws, close, the
# recursion limit, and a delegate that resumes its own ancestor.
import sys


class Tree:
    def __init__(self, left, value, right):
        self.left, self.value, self.right = left, value, right

    def __iter__(self):
        if self.left:
            yield from self.left
        yield self.value
        if self.right:
            yield from self.right


def tree(items):
    if not items:
        return None
    i = len(items) // 2
    return Tree(tree(items[:i]), items[i], tree(items[i + 1:]))


t = tree(list(range(1000)))
for rnd in range(3):
    print(sum(t), list(t)[:5], list(t)[-3:])


def chain(depth, n):
    # A straight chain of `depth` delegations down to a generator of n
    # values; each level returns its depth plus what it delegated to
    # returned.
    if depth == 0:
        for i in range(n):
            yield i
        return 0
    r = yield from chain(depth - 1, n)
    return r + 1


def drive(g):
    out = []
    while True:
        try:
            out.append(next(g))
        except StopIteration as e:
            return out, e.value


for depth in (1, 5, 31, 32, 33, 64, 100, 250):
    vals, ret = drive(chain(depth, 4))
    print(depth, vals, ret)


def frames_seen(depth):
    # The innermost generator walks f_back: every delegating level is
    # there, in order, while it runs.
    if depth == 0:
        names = []
        f = sys._getframe()
        while f is not None and f.f_code.co_name in ('frames_seen',):
            names.append(f.f_locals.get('depth'))
            f = f.f_back
        yield names
        yield sys._getframe(1).f_code.co_name if sys._getframe(1) else None
        return
    yield from frames_seen(depth - 1)


for d in (0, 3, 40):
    g = frames_seen(d)
    print(d, next(g)[:6], len(next(frames_seen(d))), next(g))


def raiser(depth, at):
    if depth == at:
        yield 'before'
        raise KeyError(depth)
    if depth == 0:
        yield 'leaf'
        return 'leaf-ret'
    try:
        r = yield from raiser(depth - 1, at)
    except KeyError as e:
        if depth % 3 == 0:
            yield ('caught', depth, e.args)
            return 'recovered'
        raise
    yield ('after', depth, r)
    return r


for at in (0, 1, 2, 4, 7, 40):
    try:
        print(at, list(raiser(45, at)))
    except KeyError as e:
        print(at, 'KeyError', e)


def echo(depth):
    if depth == 0:
        got = []
        while True:
            x = yield len(got)
            if x is None:
                return got
            got.append(x)
    return (yield from echo(depth - 1))


g = echo(50)
print(next(g), g.send('a'), g.send('b'), g.send(3))
try:
    g.send(None)
except StopIteration as e:
    print('returned', e.value)


def catcher(depth, log):
    if depth == 0:
        while True:
            try:
                yield 'ok'
            except ValueError as e:
                log.append(('leaf caught', str(e)))
                yield 'recovered'
            except GeneratorExit:
                log.append('leaf closed')
                raise
    try:
        yield from catcher(depth - 1, log)
    finally:
        if depth % 20 == 0:
            log.append(('finally', depth))


log = []
g = catcher(60, log)
print(next(g), g.throw(ValueError('x')), next(g), g.send(None))
g.close()
print(log)


def reenter(depth, holder):
    if depth == 0:
        try:
            next(holder[0])
        except ValueError as e:
            yield str(e)
        return
    yield from reenter(depth - 1, holder)


h = []
g = reenter(10, h)
h.append(g)
print(list(g))


def deep(depth):
    if depth == 0:
        yield 'bottom'
        return
    yield from deep(depth - 1)


old = sys.getrecursionlimit()
sys.setrecursionlimit(200)
try:
    print(list(deep(150)))
    print(list(deep(400)))
except RecursionError as e:
    print('RecursionError', e)
finally:
    sys.setrecursionlimit(old)


def counted(n):
    # A delegation to generators that finish one after another, and to
    # other iterables.
    for k in range(n):
        yield from (j for j in range(k))
        yield from [k] * 2
        yield from iter(())


for rnd in range(50):
    r = list(counted(30))
print(len(r), sum(r), r[:8])
