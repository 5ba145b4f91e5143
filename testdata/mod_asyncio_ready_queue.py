# The ready queue: tasks' steps and wakeups, done callbacks of futures
# (one or several, with and without contexts), their order, the contexts
# they run in, loops that override call_soon, and exceptions in callbacks.
import asyncio
import contextvars
import sys

var = contextvars.ContextVar('var', default='unset')
log = []


def cb(name):
    def f(fut):
        log.append((name, var.get(), fut.done()))
    f.__qualname__ = 'cb_' + name
    return f


async def waiter(name, fut):
    log.append((name, 'waits'))
    r = await fut
    log.append((name, 'woke', r, var.get()))
    return r


async def order():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    var.set('main')
    fut.add_done_callback(cb('first'))
    t1 = asyncio.create_task(waiter('t1', fut))
    t2 = asyncio.create_task(waiter('t2', fut))
    await asyncio.sleep(0)
    var.set('later')
    fut.add_done_callback(cb('last'))
    ctx = contextvars.copy_context()
    ctx.run(var.set, 'explicit')
    fut.add_done_callback(cb('explicit'), context=ctx)
    loop.call_soon(lambda: log.append(('soon-before', var.get())))
    fut.set_result(42)
    loop.call_soon(lambda: log.append(('soon-after', var.get())))
    print('pending callbacks run:', fut.remove_done_callback(cb('x')))
    print(repr(fut))
    await asyncio.gather(t1, t2)
    for entry in log:
        print(entry)
    log.clear()


async def task_contexts():
    var.set('before-create')
    t = asyncio.create_task(report('t'))
    var.set('after-create')
    ctx = t.get_context()
    print('same context object:', t.get_context() is ctx)
    print('task sees:', ctx.get(var))
    await t
    print('after run, task context holds:', ctx.get(var))
    print('main still:', var.get())
    ts = [asyncio.create_task(report(f'g{i}')) for i in range(3)]
    var.set('changed')
    await asyncio.gather(*ts)


async def report(name):
    print(name, 'runs with', var.get())
    var.set(name + '-set')
    await asyncio.sleep(0)
    print(name, 'keeps', var.get())


class LoggingLoop(asyncio.SelectorEventLoop):
    def call_soon(self, callback, *args, context=None):
        name = getattr(callback, '__qualname__', '')
        if not name.startswith(('cb_', '_run_until')):
            name = 'a task step or wakeup'
        print('call_soon', name, type(context).__name__)
        return super().call_soon(callback, *args, context=context)


async def with_logging_loop():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    fut.add_done_callback(cb('a'))
    fut.add_done_callback(cb('b'))
    t = asyncio.create_task(waiter('w', fut))
    await asyncio.sleep(0)
    fut.set_result('x')
    await t
    for entry in log:
        print(entry)
    log.clear()


def bad(fut):
    raise ValueError('bad callback')


async def failing_callbacks():
    loop = asyncio.get_running_loop()
    seen = []
    loop.set_exception_handler(
        lambda loop, c: seen.append((c['message'].split(' at ')[0],
                                     repr(c['exception']),
                                     type(c['handle']).__name__)))
    fut = loop.create_future()
    fut.add_done_callback(cb('one'))
    fut.add_done_callback(bad)
    fut.add_done_callback(cb('three'))
    fut.set_result(None)
    await asyncio.sleep(0)
    lone = loop.create_future()
    lone.add_done_callback(bad)
    lone.cancel()
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    for entry in log:
        print(entry)
    log.clear()
    print(seen)


def exits(fut):
    log.append('exits')
    raise SystemExit(3)


def interrupted():
    loop = asyncio.new_event_loop()
    fut = loop.create_future()
    fut.add_done_callback(cb('p'))
    fut.add_done_callback(exits)
    fut.add_done_callback(cb('q'))
    fut.add_done_callback(cb('r'))
    loop.call_soon(fut.set_result, 1)
    loop.call_soon(lambda: log.append('other'))
    try:
        loop.run_forever()
    except SystemExit as e:
        print('SystemExit', e.code)
    loop.call_soon(loop.stop)
    loop.run_forever()
    loop.close()
    for entry in log:
        print(entry)
    log.clear()


async def cancelled_waiters():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    ts = [asyncio.create_task(waiter(f'c{i}', fut)) for i in range(3)]
    await asyncio.sleep(0)
    ts[1].cancel()
    await asyncio.sleep(0)
    print('cancelling a waiter cancelled the future:', fut.cancelled())
    fut = loop.create_future()
    ts = [asyncio.create_task(waiter(f'd{i}', fut)) for i in range(3)]
    await asyncio.sleep(0)
    fut.set_result('done')
    ts[2].cancel()
    res = await asyncio.gather(*ts, return_exceptions=True)
    print([type(r).__name__ if isinstance(r, BaseException) else r for r in res])
    for entry in log:
        print(entry)
    log.clear()


asyncio.run(order())
asyncio.run(task_contexts())
runner = asyncio.Runner(loop_factory=LoggingLoop)
runner.run(with_logging_loop())
runner.close()
asyncio.run(failing_callbacks())
interrupted()
asyncio.run(cancelled_waiters())
