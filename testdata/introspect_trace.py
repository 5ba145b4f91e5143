# sys.settrace: 'call', 'line', 'return' and 'exception' events, per-frame
# f_trace, f_trace_lines, trace functions that stop tracing, raise or
# rewrite locals, on functions that ran hot (compiled by the JIT tiers)
# before tracing started.
import sys

events = []


def tracer(frame, event, arg):
    if event == 'exception':
        arg = arg[0].__name__
    elif event == 'return' and not isinstance(arg, (int, str, type(None))):
        arg = type(arg).__name__
    events.append((event, frame.f_code.co_name, frame.f_lineno, arg))
    return tracer


def show(title):
    print(title)
    for e in events:
        print('   ', *e)
    events.clear()


def hot(n):
    s = 0
    for i in range(n):
        s += i
    return s


def boom(x):
    if x:
        raise KeyError(x)
    return 1


def traced(n):
    t = hot(n)
    try:
        boom(1)
    except KeyError:
        t += 1
    return t


for _ in range(500):
    traced(50)                 # hot: compiled before tracing starts

sys.settrace(tracer)
r = traced(2)
sys.settrace(None)
show('traced -> %r, gettrace %r' % (r, sys.gettrace()))
for _ in range(300):
    traced(50)                 # untraced again, in machine code
print('after', len(events), traced(3))


def branches(x):
    if x > 1:
        y = 'big'
    elif x == 1:
        y = 'one'
    else:
        pass
    while x > 0:
        x -= 1
        if x == 5:
            break
    else:
        x = -1
    for k in range(3):
        if k == 1:
            continue
        x += k
    return x


def ends_in_if(x):
    if x:
        a = 1
    else:
        a = 2


def ends_in_try():
    try:
        v = 1
    except ValueError:
        v = 2


def handlers():
    try:
        try:
            raise ValueError('v')
        except KeyError:
            pass
    except ValueError as e:
        msg = str(e)
    try:
        try:
            1 / 0
        finally:
            msg = 'finally'
    except ZeroDivisionError:
        pass
    try:
        return 1
    finally:
        msg = 'done'


class CM:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def with_stmt():
    with CM() as c:
        x = 1
    try:
        with CM():
            raise KeyError
    except KeyError:
        pass
    return x


def expressions(a, b):
    d = {
        'a': a,
        'b': b,
    }
    t = (1
         if a else
         2)
    doubled = [i * 2
               for i in range(2)]
    return doubled, d, t


def gen():
    for i in range(2):
        yield i


def use_gen():
    total = 0
    for v in gen():
        total += v
    it = iter([1])
    next(it)
    try:
        next(it)
    except StopIteration:
        pass
    return total


def infinite_loops():
    n = 0
    while True:
        pass
        n += 1
        if n == 2:
            break
    while True:
        n += 1
        if n < 5:
            continue
        if n > 6:
            return n


for fn, args in [(infinite_loops, ()), (branches, (2,)), (branches, (7,)), (branches, (0,)), (ends_in_if, (1,)),
                 (ends_in_if, (0,)), (ends_in_try, ()), (handlers, ()), (with_stmt, ()),
                 (expressions, (1, 2)), (use_gen, ())]:
    for _ in range(200):
        fn(*args)              # hot first
    sys.settrace(tracer)
    r = fn(*args)
    sys.settrace(None)
    show('%s%r -> %r' % (fn.__name__, args, r))


# Per-frame trace functions: the global function picks the frames.
def local_only(frame, event, arg):
    events.append(('local', event, frame.f_code.co_name, frame.f_lineno))
    return local_only


def chooser(frame, event, arg):
    events.append(('global', event, frame.f_code.co_name, frame.f_lineno))
    if frame.f_code.co_name == 'wanted':
        return local_only
    return None


def wanted():
    a = 1
    return a


def unwanted():
    b = 2
    return b


sys.settrace(chooser)
wanted()
unwanted()
sys.settrace(None)
show('chooser')


# Tracing a frame that is already running, through its f_trace.
def running():
    x = 1
    sys._getframe().f_trace = local_only
    sys.settrace(lambda *a: None)
    y = 2
    z = 3
    sys.settrace(None)
    w = 4
    return x + y + z + w


print(running())
show('running')


# f_trace_lines = False: no line events, the others still come.
def no_lines(frame, event, arg):
    frame.f_trace_lines = False
    events.append((event, frame.f_code.co_name, frame.f_lineno))
    return no_lines


sys.settrace(no_lines)
traced(2)
sys.settrace(None)
show('no lines')


# A trace function that rewrites a local through f_locals.
def rewriter(frame, event, arg):
    if event == 'line' and frame.f_code.co_name == 'victim' and frame.f_lineno == victim_line:
        frame.f_locals['value'] = 'rewritten'
    return rewriter


def victim():
    value = 'original'
    return value


victim_line = victim.__code__.co_firstlineno + 2
for _ in range(300):
    victim()
sys.settrace(rewriter)
print(victim())
sys.settrace(None)
print(victim())


# A trace function that raises: tracing stops, the exception is raised in
# the traced frame.
def raiser(frame, event, arg):
    if event == 'line' and frame.f_code.co_name == 'hot':
        raise RuntimeError('from the tracer at line %d' % frame.f_lineno)
    return raiser


sys.settrace(raiser)
try:
    hot(5)
except RuntimeError as e:
    print('RuntimeError', e, sys.gettrace())


# Generators and their frames under tracing.
def counter():
    n = 0
    while True:
        got = yield n
        n += got or 1


sys.settrace(tracer)
c = counter()
print(next(c), c.send(5), c.send(None))
c.close()
sys.settrace(None)
show('generator')


# Tracing inside a deep call chain, with the frames' f_back.
def chain_tracer(frame, event, arg):
    if event == 'call':
        names = []
        f = frame
        while f is not None:
            names.append(f.f_code.co_name)
            f = f.f_back
        events.append(tuple(names))
    return None


def a():
    return b()


def b():
    return hot(3)


for _ in range(300):
    a()
sys.settrace(chain_tracer)
a()
sys.settrace(None)
show('chains')
