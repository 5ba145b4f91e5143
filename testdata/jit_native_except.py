# Exceptions raised and handled in functions that compiled code calls
# natively (helper exits): handled in the raising frame, with and
# without the exception being looked at, handled at various depths,
# with tracebacks, tb_frame and f_locals read after the catch, chaining
# through __context__ and __cause__, finally blocks and generators on
# the unwind path, and sys._getframe chains from deep recursion.
import sys
import traceback


def pin(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        return -1


def lookup_as(d, k):
    try:
        return d[k]
    except KeyError as e:
        return len(e.args)


def lookup_info(d, k):
    try:
        return d[k]
    except KeyError:
        tb = sys.exc_info()[2]
        return (tb.tb_frame.f_code.co_name, tb.tb_lineno - lookup_info.__code__.co_firstlineno,
                sorted(tb.tb_frame.f_locals))


def lookup_nomatch(d, k):
    try:
        return d[k]
    except IndexError:
        return -2


def convert(s):
    try:
        return int(s)
    except ValueError:
        return 0


def attr(o):
    try:
        return getattr(o, 'missing')
    except AttributeError:
        return 'none'


def saved_tb(d, k, out):
    try:
        return d[k]
    except KeyError as e:
        out.append(e)
        local_after = k * 2
        return local_after


def raise_in_handler(d, k):
    try:
        return d[k]
    except KeyError:
        return [][k]


def cause(d, k):
    try:
        return d[k]
    except KeyError as e:
        raise ValueError('no %r' % (k,)) from e


def with_finally(d, k, log):
    try:
        try:
            return d[k]
        finally:
            log.append(k)
    except KeyError:
        return 'f'


def gen(d, keys):
    for k in keys:
        try:
            yield d[k]
        except KeyError:
            yield None


def depth(n, d, k):
    if n == 0:
        return d[k]
    return depth(n - 1, d, k)


def catch_at(n, at, d, k):
    if n == at:
        try:
            return depth(n, d, k)
        except KeyError:
            return 'caught at %d' % n
    return catch_at(n + 1, at, d, k)


def frames(n):
    if n == 0:
        f = sys._getframe()
        names = []
        while f is not None:
            names.append((f.f_code.co_name, f.f_locals.get('n')))
            f = f.f_back
        return names[:6]
    return frames(n - 1)


def caller(n):
    if n == 0:
        return sys._getframe(1).f_lineno - caller.__code__.co_firstlineno
    return caller(n - 1)


def run(i):
    d = {1: 'one', 2: 'two'}
    m = {}
    pin(i, m)
    pin(i + 1, m)
    r = [len(m[id(m)]), lookup(d, i % 4), lookup_as(d, i % 3), convert('x%d' % i if i % 2 else str(i)),
         attr(d)]
    try:
        r.append(lookup_nomatch(d, 7))
    except KeyError as e:
        r.append(('nomatch', e.args))
    if i % 50 == 0:
        r.append(lookup_info(d, 9))
    try:
        r.append(raise_in_handler(d, 3))
    except IndexError as e:
        r.append((type(e).__name__, type(e.__context__).__name__, e.__context__.args))
    try:
        cause(d, 5)
    except ValueError as e:
        r.append((str(e), type(e.__cause__).__name__, e.__suppress_context__))
    log = []
    r.append(with_finally(d, i % 3, log))
    r.append(log)
    r.append(list(gen(d, [1, 3, 2])))
    r.append(catch_at(0, i % 4, d, 3))
    return r


out = []
saved = []
for i in range(400):
    res = run(i)
    if i % 97 == 0:
        out.append(res)
    saved_tb({}, i, saved)
for res in out:
    print(res)
e = saved[-1]
tb = e.__traceback__
print(type(e).__name__, e.args, tb.tb_frame.f_code.co_name, sorted(tb.tb_frame.f_locals.items(), key=repr)[:3])
print(''.join(traceback.format_exception(e)).replace(__file__, 'FILE'))
for n in (1, 5, 30):
    print(frames(n))
for n in range(3):
    print(caller(n + 250))
try:
    depth(20, {}, 'k')
except KeyError as e:
    tb = e.__traceback__
    names = []
    while tb is not None:
        names.append((tb.tb_frame.f_code.co_name, tb.tb_frame.f_locals.get('n')))
        tb = tb.tb_next
    print(names[-4:], len(names))
