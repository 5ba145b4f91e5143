# async/await: coroutines, awaitables, async for/with, async generators,
# async comprehensions and their error messages, driven by hand with
# send(None) loops (no event loop). No addresses are printed.

import types
import collections.abc as abc


def run(coro, sends=()):
    """Drive a coroutine to the end; print what it yields; return its value."""
    sends = list(sends)
    value = None
    while True:
        try:
            got = coro.send(value)
        except StopIteration as e:
            return e.value
        print('  yielded:', got)
        value = sends.pop(0) if sends else None


def attempt(label, fn):
    try:
        r = fn()
        print(label, '->', r)
    except Exception as e:
        print(label, '->', type(e).__name__ + ':', e)


@types.coroutine
def suspend(v):
    """An awaitable generator: yields v out to the driver, returns what was sent."""
    got = yield v
    return got


# ---- coroutine objects ----

async def add(a, b):
    return a + b

c = add(1, 2)
print(type(c).__name__, type(c) is types.CoroutineType)
print(repr(c).startswith('<coroutine object add at 0x'))
print(c.__name__, c.__qualname__, c.cr_code.co_name, c.cr_running, c.cr_await, c.cr_origin)
print(c.cr_suspended, c.cr_frame is not None)
print(isinstance(c, abc.Coroutine), isinstance(c, abc.Awaitable), isinstance(c, abc.Generator))
print(hex(add.__code__.co_flags))
attempt('iter(coro)', lambda: iter(c))
attempt('next(coro)', lambda: next(c))
attempt('send non-None first', lambda: c.send(1))
print(run(c))
print(c.cr_frame, c.cr_suspended)
attempt('reuse', lambda: c.send(None))
attempt('throw after end', lambda: c.throw(ValueError))
print(c.close())


class Obj:
    async def method(self, x):
        return x * 2

print(run(Obj().method(21)), Obj.method.__qualname__, Obj().method(1).__qualname__)

# ---- await chains ----

async def leaf(n):
    got = await suspend(('leaf', n))
    return n * 10 + (got or 0)

async def middle(n):
    a = await leaf(n)
    b = await leaf(n + 1)
    return a + b

async def top():
    r = await middle(1)
    print('  middle gave', r)
    return [await leaf(5), await add(3, 4), (await middle(2)) ** 2]

print(run(top(), sends=[1, 2, 3, 4, 5, 6]))

# __await__ returning an iterator


class Future:
    def __init__(self):
        self.result = None

    def __await__(self):
        yield self
        return self.result


async def wait_future(f):
    v = await f
    return 'future said ' + str(v)

f = Future()
co = wait_future(f)
got = co.send(None)
print(got is f)
f.result = 99
try:
    co.send(None)
except StopIteration as e:
    print(e.value)

# coroutine.__await__() gives a coroutine_wrapper


async def two_steps():
    await suspend(1)
    await suspend(2)
    return 'done'

w = two_steps().__await__()
print(type(w).__name__, iter(w) is w, hasattr(w, 'send'), hasattr(w, '__await__'))
print(list(w))
w = two_steps().__await__()
print(next(w), w.send(None))
try:
    w.send(None)
except StopIteration as e:
    print('wrapper result', e.value)

# yield from an iterable coroutine inside a types.coroutine generator


@types.coroutine
def delegating():
    r = yield from two_steps()
    return 'delegated ' + r

async def use_delegating():
    return await delegating()

print(run(use_delegating()))


def plain_gen():
    yield from two_steps()

attempt('yield from coroutine', lambda: list(plain_gen()))

# ---- await errors ----


async def await_value(v):
    return await v

attempt('await int', lambda: run(await_value(1)))
attempt('await generator', lambda: run(await_value(x for x in [])))


class BadAwait1:
    def __await__(self):
        return 5


class BadAwait2:
    def __await__(self):
        return add(1, 2)


class GoodAwait:
    def __await__(self):
        return iter([10, 20])

attempt('__await__ non-iterator', lambda: run(await_value(BadAwait1())))
attempt('__await__ coroutine', lambda: run(await_value(BadAwait2())))
attempt('__await__ list iterator', lambda: run(await_value(GoodAwait())))

busy = two_steps()
busy.send(None)
attempt('awaited twice', lambda: run(await_value(busy)))
print(busy.cr_await is not None, busy.cr_suspended)
busy.close()
print(busy.cr_await, busy.cr_frame)

# ---- exceptions thrown in, close() ----


async def guarded():
    try:
        await suspend('in try')
    except KeyError as e:
        print('  caught', repr(e))
        await suspend('after catch')
        return 'recovered'
    finally:
        print('  finally runs')

co = guarded()
print(co.send(None))
print(co.throw(KeyError('k')))
try:
    co.send(None)
except StopIteration as e:
    print('result', e.value)

co = guarded()
co.send(None)
try:
    co.throw(ValueError('not caught'))
except ValueError as e:
    print('propagated', e)

co = guarded()
co.send(None)
print('close ->', co.close())
print(co.cr_frame)


async def stubborn():
    try:
        await suspend(1)
    except GeneratorExit:
        await suspend(2)

co = stubborn()
co.send(None)
attempt('ignore GeneratorExit', co.close)


async def raises_stop():
    raise StopIteration(5)

attempt('StopIteration inside', lambda: run(raises_stop()))

# throw() reaches the innermost awaiting frame


async def inner_catch():
    try:
        await suspend('inner')
    except RuntimeError as e:
        return 'inner caught ' + str(e)

async def outer_catch():
    r = await inner_catch()
    return 'outer got: ' + r

co = outer_catch()
co.send(None)
try:
    co.throw(RuntimeError('boom'))
except StopIteration as e:
    print(e.value)

# ---- async for ----


class Countdown:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        await suspend(('tick', self.n))
        self.n -= 1
        return self.n + 1


async def loop(n):
    out = []
    async for i in Countdown(n):
        if i == 2:
            continue
        out.append(i)
    else:
        out.append('else')
    async for i in Countdown(5):
        if i == 4:
            break
        out.append(i * 100)
    else:
        out.append('not reached')
    return out

print(run(loop(3)))


class SyncANext:
    """__anext__ returning an awaitable without being a coroutine."""

    def __init__(self):
        self.items = [1, 2]

    def __aiter__(self):
        return self

    def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        return GoodValue(self.items.pop(0))


class GoodValue:
    def __init__(self, v):
        self.v = v

    def __await__(self):
        return self.v
        yield


async def sync_anext():
    return [x async for x in SyncANext()]

print(run(sync_anext()))


async def for_errors(obj):
    async for x in obj:
        pass


class AIterBad:
    def __aiter__(self):
        return 1


class ANextBad:
    def __aiter__(self):
        return self

    def __anext__(self):
        return 1

attempt('async for int', lambda: run(for_errors(1)))
attempt('__aiter__ returns int', lambda: run(for_errors(AIterBad())))
try:
    run(for_errors(ANextBad()))
except TypeError as e:
    print('bad __anext__ ->', e, '| cause:', e.__cause__)


class Failing:
    def __aiter__(self):
        return self

    async def __anext__(self):
        raise ValueError('anext failed')

attempt('__anext__ raises', lambda: run(for_errors(Failing())))

# ---- async with ----


class Manager:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    async def __aenter__(self):
        await suspend(('enter', self.name))
        return self.name.upper()

    async def __aexit__(self, et, ev, tb):
        await suspend(('exit', self.name))
        print('  exit', self.name, et.__name__ if et else None, ev)
        return self.suppress


async def with_body():
    async with Manager('a') as a, Manager('b') as b:
        print('  body', a, b)
    async with Manager('s', suppress=True):
        raise KeyError('suppressed')
    try:
        async with Manager('r'):
            raise KeyError('propagates')
    except KeyError as e:
        print('  caught', e)
    for i in range(3):
        async with Manager('loop%d' % i):
            if i == 1:
                continue
            if i == 2:
                break
    async with Manager('ret'):
        return 'returned from with'

print(run(with_body()))


async def with_errors(m):
    async with m:
        pass


class NoAEnter:
    async def __aexit__(self, *a):
        pass


class NoAExit:
    async def __aenter__(self):
        pass


class SyncAEnter:
    def __aenter__(self):
        return 1

    async def __aexit__(self, *a):
        pass


class SyncAExit:
    async def __aenter__(self):
        return 1

    def __aexit__(self, *a):
        return 2

attempt('async with int', lambda: run(with_errors(1)))
attempt('no __aenter__', lambda: run(with_errors(NoAEnter())))
attempt('no __aexit__', lambda: run(with_errors(NoAExit())))
attempt('sync __aenter__', lambda: run(with_errors(SyncAEnter())))
attempt('sync __aexit__', lambda: run(with_errors(SyncAExit())))

# ---- async generators ----


async def ticker(n):
    for i in range(n):
        got = await suspend(('tick', i))
        yield i, got
    print('  ticker done')

ag = ticker(2)
print(type(ag).__name__, type(ag) is types.AsyncGeneratorType, repr(ag).startswith('<async_generator object ticker at 0x'))
print(ag.__name__, ag.__qualname__, ag.ag_running, ag.ag_await, ag.ag_code.co_name, hex(ticker.__code__.co_flags))
print(isinstance(ag, abc.AsyncGenerator), isinstance(ag, abc.AsyncIterator), aiter(ag) is ag)
print(type(ag.__anext__()).__name__, type(ag.athrow(ValueError)).__name__, type(ag.aclose()).__name__)


async def consume(agen):
    out = []
    async for item in agen:
        out.append(item)
    return out

print(run(consume(ticker(3)), sends=['a', 'b', 'c']))


async def numbers():
    yield 1
    yield 2
    yield 3


async def protocol():
    g = numbers()
    print('  anext', await g.__anext__(), await anext(g))
    print('  asend', await g.asend(None))
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print('  exhausted')
    print('  default', await anext(g, 'dflt'))
    try:
        await anext(g)
    except StopAsyncIteration:
        print('  still exhausted')
    print('  aclose on finished', await g.aclose())

run(protocol())


async def echo():
    received = []
    try:
        while True:
            v = yield len(received)
            received.append(v)
    except GeneratorExit:
        print('  echo closing with', received)
        raise
    finally:
        print('  echo finally')


async def talk():
    g = echo()
    print('  first', await g.asend(None))
    print('  sent', await g.asend('x'))
    print('  sent', await g.asend('y'))
    await g.aclose()
    await g.aclose()
    try:
        await g.asend('z')
    except StopAsyncIteration:
        print('  closed generator: StopAsyncIteration')

run(talk())


async def catcher():
    while True:
        try:
            yield 'waiting'
        except ValueError as e:
            yield 'caught ' + str(e)


async def throwing():
    g = catcher()
    print('  ', await g.__anext__())
    print('  ', await g.athrow(ValueError('v1')))
    print('  ', await g.__anext__())
    try:
        await g.athrow(KeyError('k'))
    except KeyError as e:
        print('   athrow propagated', e)
    print('   frame after', g.ag_frame)
    g2 = catcher()
    await g2.__anext__()
    try:
        await g2.aclose()
    except RuntimeError as e:
        print('   aclose:', e)

run(throwing())


async def reuse():
    g = numbers()
    a = g.__anext__()
    print('  ', await a)
    try:
        await a
    except RuntimeError as e:
        print('  ', e)
    t = g.aclose()
    await t
    try:
        await t
    except RuntimeError as e:
        print('  ', e)

run(reuse())


async def bad_agen():
    yield 1
    raise StopAsyncIteration


async def bad_agen2():
    yield 1
    raise StopIteration


async def agen_errors():
    for f in (bad_agen, bad_agen2):
        try:
            async for x in f():
                print('  got', x)
        except RuntimeError as e:
            print('  RuntimeError:', e, '| cause:', type(e.__cause__).__name__)

run(agen_errors())

# awaits inside an async generator pass through to the driver


async def fetch_all():
    async for item in ticker(2):
        print('  item', item)

run(fetch_all(), sends=['s1', 's2'])

# ---- async comprehensions ----


async def comprehensions():
    print('  list', [x async for x in numbers()])
    print('  set', sorted({x * 2 async for x in numbers()}))
    print('  dict', {x: str(x) async for x in numbers() if x != 2})
    print('  await in element', [await add(x, 1) for x in range(3)])
    print('  await in condition', [x for x in range(6) if await add(x, 0) % 2])
    print('  nested', [[y async for y in numbers()] for _ in range(2)])
    print('  mixed', [(x, y) async for x in numbers() for y in 'ab' if x < 3])
    print('  captured', [(lambda: x)() async for x in numbers()])
    print('  inner awaits', [[await add(x, y) for y in range(2)] for x in range(2)])
    g = (x * 10 async for x in numbers())
    print('  genexp', type(g).__name__, [v async for v in g])
    g = (await add(x, 100) for x in range(2))
    print('  await genexp', type(g).__name__, [v async for v in g])
    return 'comprehensions done'

print(run(comprehensions()))


def sync_maker():
    return (x async for x in numbers())

g = sync_maker()
print(type(g).__name__, run(consume(g)))

# ---- misc ----


async def closure_maker():
    total = 0

    async def bump(n):
        nonlocal total
        total += await add(n, 0)
        return total
    for i in range(4):
        await bump(i)
    return total

print(run(closure_maker()))


async def recursive(n):
    if n == 0:
        return 0
    return n + await recursive(n - 1)

print(run(recursive(50)))


async def gen_in_coro():
    def g():
        yield 1
        yield 2
    return [x for x in g()] + [await add(1, 1)]

print(run(gen_in_coro()))

print(aiter, anext)
attempt('aiter(1)', lambda: aiter(1))
attempt('aiter bad', lambda: aiter(AIterBad()))
attempt('anext(1)', lambda: anext(1))
attempt('anext(1, 2)', lambda: anext(1, 2))
print(type(anext(numbers(), None)).__name__)

# ---- SyntaxErrors ----

for src in [
    "await x",
    "def f():\n    await x",
    "async def f():\n    lambda: await x",
    "async def f():\n    class C:\n        await x",
    "async for x in y: pass",
    "def f():\n    async for x in y: pass",
    "def f():\n    async with x: pass",
    "async with x: pass",
    "def f():\n    return [x async for x in y]",
    "def f():\n    return [await x for x in y]",
    "[x async for x in y]",
    "async def f():\n    yield from x",
    "async def f():\n    yield 1\n    return 2",
    "def f():\n    [[await z for z in x] for x in y]",
    "async def f():\n    x = lambda: [await y for y in z]",
    "def f():\n    return [y for y in await z]",
    "async x",
    "await",
    "async def f():\n    await = 1",
]:
    try:
        compile(src, '<s>', 'exec')
        print(repr(src), 'compiles')
    except SyntaxError as e:
        print(repr(src), '->', e.msg, (e.lineno, e.offset, e.end_lineno, e.end_offset))

for src in [
    "def f():\n    return (await x for x in y)",
    "async def f():\n    [[await z for z in x] for x in y]",
    "async def f():\n    return [y for y in [await z for z in w]]",
]:
    compile(src, '<s>', 'exec')
    print(repr(src), 'compiles')

# ---- tracebacks pass through awaiting frames ----


async def deep_fail():
    await suspend(None)
    raise LookupError('deep')


async def mid_fail():
    await deep_fail()


try:
    run(mid_fail())
except LookupError as e:
    names = []
    tb = e.__traceback__
    while tb is not None:
        names.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    print('traceback frames:', names)

# ---- async generator state while an await inside it is suspended ----


async def agen_awaiting():
    await suspend('in agen')
    yield 1

g = agen_awaiting()
a = g.asend(None)
print(a.send(None), g.ag_running, g.ag_suspended, g.ag_await is not None)
attempt('second asend', lambda: g.asend(None).send(None))
try:
    a.send(None)
except StopIteration as e:
    print('asend result', e.value)
print(repr(a).split(' at ')[0], repr(g.aclose()).split(' at ')[0])

# a hot plain function (compiled by the JIT) whose async generator
# expression runs GET_AITER in the interpreter


def hot_maker(n):
    total = 0
    for i in range(n):
        total += i * 2
    return total, (x + total async for x in numbers())


print([(t, run(consume(g))) for t, g in (hot_maker(k) for k in range(6))])
