# asyncio: tasks, gather, cancellation, timeouts, wait, as_completed, futures
import asyncio


async def add(a, b, delay=0):
    await asyncio.sleep(delay)
    return a + b


async def fail(msg, delay=0):
    await asyncio.sleep(delay)
    raise ValueError(msg)


async def test_gather():
    print('gather', await asyncio.gather(add(1, 2), add(3, 4, 0.01), add(5, 6)))
    print('empty gather', await asyncio.gather())
    r = await asyncio.gather(add(1, 1), fail('boom'), return_exceptions=True)
    print('return_exceptions', r)
    try:
        await asyncio.gather(add(1, 1), fail('bad'))
    except ValueError as e:
        print('gather raised', repr(e))
    t = asyncio.ensure_future(add(2, 2))
    print('same future twice', await asyncio.gather(t, t))


async def test_tasks():
    order = []

    async def worker(name, n):
        for i in range(n):
            order.append(f'{name}{i}')
            await asyncio.sleep(0)
        return name * n

    t1 = asyncio.create_task(worker('a', 3), name='first')
    t2 = asyncio.create_task(worker('b', 2))
    print('names', t1.get_name(), t2.get_name().startswith('Task-'))
    print('done before await', t1.done(), t2.done())
    print('results', await t1, await t2)
    print('interleaving', order)
    print('done after', t1.done(), t1.result(), t1.exception())
    print('current task is a Task', isinstance(asyncio.current_task(), asyncio.Task))
    print('all_tasks has me', asyncio.current_task() in asyncio.all_tasks())


async def test_cancel():
    started = asyncio.Event()

    async def sleeper():
        started.set()
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            print('sleeper saw CancelledError')
            raise
        finally:
            print('sleeper finally')

    t = asyncio.create_task(sleeper())
    await started.wait()
    print('cancel returns', t.cancel(), 'cancelling', t.cancelling())
    try:
        await t
    except asyncio.CancelledError as e:
        print('awaiting cancelled task raises', type(e).__name__, e.args)
    print('cancelled', t.cancelled(), t.done(), 'cancel again', t.cancel())
    try:
        t.result()
    except asyncio.CancelledError:
        print('result() raises CancelledError')

    t = asyncio.create_task(sleeper())
    await asyncio.sleep(0)
    t.cancel('because')
    try:
        await t
    except asyncio.CancelledError as e:
        print('with message', e.args)

    async def swallow():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            return 'swallowed'
    t = asyncio.create_task(swallow())
    await asyncio.sleep(0)
    t.cancel()
    print('swallowed cancel', await t, t.cancelled())

    t = asyncio.create_task(add(1, 2))
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print('cancelled before it started')
    print('uncancel', t.uncancel(), t.cancelling())


async def test_timeouts():
    try:
        await asyncio.wait_for(asyncio.sleep(10), timeout=0.01)
    except TimeoutError as e:
        print('wait_for timed out', type(e).__name__, type(e.__cause__).__name__)
    print('wait_for in time', await asyncio.wait_for(add(1, 2), timeout=5))
    print('wait_for None', await asyncio.wait_for(add(2, 3), None))
    try:
        await asyncio.wait_for(asyncio.sleep(1), 0)
    except TimeoutError:
        print('wait_for zero timeout')
    try:
        async with asyncio.timeout(0.01) as cm:
            await asyncio.sleep(10)
    except TimeoutError:
        print('timeout() expired', cm.expired())
    async with asyncio.timeout(None) as cm:
        await asyncio.sleep(0)
    print('timeout(None)', cm.when(), cm.expired())
    async with asyncio.timeout(5) as cm:
        cm.reschedule(None)
        await asyncio.sleep(0.001)
    print('rescheduled', cm.when())
    cm = asyncio.timeout(1)
    try:
        cm.reschedule(3)
    except RuntimeError as e:
        print('RuntimeError', e)
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout_at(loop.time() + 0.01):
            await asyncio.sleep(10)
    except TimeoutError:
        print('timeout_at expired')


async def test_wait():
    # Completion order is forced with events, not with sleep lengths, so
    # that a slow machine cannot finish both tasks in one loop iteration.
    gate = asyncio.Event()

    async def gated(v):
        await gate.wait()
        return v
    a = asyncio.create_task(gated(2))
    b = asyncio.create_task(add(2, 2, 0.001))
    done, pending = await asyncio.wait([a, b], return_when=asyncio.FIRST_COMPLETED)
    print('first completed', [t.result() for t in done], len(pending))
    gate.set()
    done, pending = await asyncio.wait([a, b])
    print('all completed', sorted(t.result() for t in done), len(pending))
    c = asyncio.create_task(asyncio.sleep(10))
    done, pending = await asyncio.wait([c], timeout=0.01)
    print('timeout', len(done), len(pending))
    c.cancel()
    for bad in ([], a):
        try:
            await asyncio.wait(bad)
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
    try:
        await asyncio.wait([a], return_when='SOMETIMES')
    except ValueError as e:
        print('ValueError', e)
    gate = asyncio.Event()
    x = asyncio.create_task(fail('x', 0.001))
    y = asyncio.create_task(gated(0))
    done, pending = await asyncio.wait([x, y], return_when=asyncio.FIRST_EXCEPTION)
    print('first exception', [repr(t.exception()) for t in done], len(pending))
    gate.set()
    await y


async def test_as_completed():
    # The order of completion is set by opening gates one at a time, not
    # by sleep lengths (a slow tier starts the tasks far apart).
    gates = [asyncio.Event() for _ in range(3)]

    async def gated(i, plus):
        await gates[i].wait()
        return i + plus

    async def opener():
        for i in (2, 0, 1):
            gates[i].set()
            for _ in range(3):
                await asyncio.sleep(0)

    op = asyncio.create_task(opener())
    out = []
    for c in asyncio.as_completed([gated(i, 0) for i in range(3)]):
        out.append(await c)
    print('as_completed', out)
    await op
    gates = [asyncio.Event() for _ in range(3)]
    tasks = [asyncio.create_task(gated(i, 10)) for i in range(3)]
    op = asyncio.create_task(opener())
    got = []
    async for t in asyncio.as_completed(tasks):
        got.append(t.result())
    print('async as_completed', got)
    await op


async def test_shield():
    inner = asyncio.create_task(add(7, 8, 0.01))
    outer = asyncio.shield(inner)
    outer.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print('outer cancelled; inner', await inner, inner.cancelled())


async def test_futures():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    print(repr(f), f.done())
    try:
        f.result()
    except asyncio.InvalidStateError as e:
        print('InvalidStateError', e)
    try:
        f.exception()
    except asyncio.InvalidStateError as e:
        print('InvalidStateError', e)
    seen = []
    f.add_done_callback(lambda fut: seen.append(('cb1', fut.result())))
    f.add_done_callback(lambda fut: seen.append(('cb2', fut.result())))
    loop.call_soon(f.set_result, 42)
    print('awaited', await f, repr(f))
    await asyncio.sleep(0)
    print('callbacks', seen)
    try:
        f.set_result(1)
    except asyncio.InvalidStateError as e:
        print('InvalidStateError', e)
    g = loop.create_future()
    g.set_exception(KeyError('k'))
    print(repr(g), repr(g.exception()))
    h = loop.create_future()
    h.set_exception(StopIteration)
    print('StopIteration becomes', repr(h.exception()))
    c = loop.create_future()
    print('cancel', c.cancel(), c.cancelled(), repr(c))
    r = loop.create_future()

    def cb(fut):
        pass
    r.add_done_callback(cb)
    r.add_done_callback(cb)
    print('removed', r.remove_done_callback(cb), r.remove_done_callback(cb))
    print('isfuture', asyncio.isfuture(r), asyncio.isfuture(1))
    t = asyncio.current_task()
    for m in (t.set_result, t.set_exception):
        try:
            m(1)
        except RuntimeError as e:
            print('RuntimeError', e)


async def test_loop():
    loop = asyncio.get_running_loop()
    out = []
    loop.call_soon(out.append, 1)
    now = loop.time()
    loop.call_at(now + 0.02, out.append, 3)
    loop.call_at(now + 0.01, out.append, 2)
    h = loop.call_soon(out.append, 'cancelled')
    h.cancel()
    th = loop.call_at(now + 0.005, out.append, 'x')
    th.cancel()
    await asyncio.sleep(0.05)
    while len(out) < 3:
        await asyncio.sleep(0.01)
    print('callbacks ran', out, h.cancelled())
    print('running', loop.is_running(), loop.is_closed())
    co = asyncio.sleep(0)
    try:
        loop.run_until_complete(co)
    except RuntimeError as e:
        print('RuntimeError', e)
    co.close()

    ctx = []

    def handler(lp, context):
        msg, _, where = context['message'].partition(' at ')
        ctx.append((msg, where.rsplit('/', 1)[-1], repr(context.get('exception'))))
    loop.set_exception_handler(handler)

    def broken():
        raise ZeroDivisionError('in callback')
    loop.call_soon(broken)
    await asyncio.sleep(0)
    print('handler got', ctx)
    loop.set_exception_handler(None)


async def main():
    for test in (test_gather, test_tasks, test_cancel, test_timeouts, test_wait,
                 test_as_completed, test_shield, test_futures, test_loop):
        print('--', test.__name__)
        await test()
    return 'main done'


print(asyncio.run(main()))
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print('RuntimeError', e)
c = add(1, 2)
try:
    asyncio.run(c)
finally:
    pass
try:
    asyncio.run(42)
except ValueError as e:
    print('ValueError', e)


async def nested():
    coro = add(1, 1)
    try:
        asyncio.run(coro)
    except RuntimeError as e:
        print('RuntimeError', e)
    coro.close()
asyncio.run(nested())

with asyncio.Runner() as runner:
    print('runner', runner.run(add(10, 20)), runner.run(add(1, 1)))
loop = asyncio.new_event_loop()
print('run_until_complete', loop.run_until_complete(add(3, 3)))
loop.close()
co = add(1, 1)
try:
    loop.run_until_complete(co)
except RuntimeError as e:
    print('RuntimeError', e)
co.close()
print('iscoroutine', asyncio.iscoroutine(c), asyncio.iscoroutinefunction(add), asyncio.iscoroutinefunction(print))
