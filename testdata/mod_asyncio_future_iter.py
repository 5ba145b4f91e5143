# Future.__await__ / __iter__: the iterator's type, what it yields and
# returns, send/throw/close, and awaits of done, failed and cancelled
# futures, through tasks and by hand.
import asyncio
import types


def show(label, f):
    try:
        print(label, '->', repr(f()))
    except StopIteration as e:
        print(label, '-> StopIteration', repr(e.value))
    except BaseException as e:
        print(label, '->', type(e).__name__, e)


async def main():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    it = fut.__await__()
    print(type(it).__name__, type(it).__module__, type(it).__qualname__)
    print(iter(it) is it, hasattr(it, '__await__'))
    print(sorted(n for n in ('send', 'throw', 'close', '__next__') if hasattr(it, n)))
    print('blocking before', fut._asyncio_future_blocking)
    print('yields the future itself:', next(it) is fut)
    print('blocking after', fut._asyncio_future_blocking)
    show('next while pending', lambda: next(it))
    show('next after that', lambda: next(it))

    fut = loop.create_future()
    it = iter(fut)
    show("send first", lambda: it.send(1) is fut)
    fut.set_result('value')
    show('send after done', lambda: it.send('ignored'))

    fut = loop.create_future()
    fut.set_result(5)
    show('next of a done future', lambda: next(fut.__await__()))

    fut = loop.create_future()
    fut.set_exception(KeyError('k'))
    show('next of a failed future', lambda: next(fut.__await__()))

    fut = loop.create_future()
    fut.cancel('why')
    show('next of a cancelled future', lambda: next(fut.__await__()))

    fut = loop.create_future()
    it = fut.__await__()
    next(it)
    show('throw', lambda: it.throw(ValueError('thrown')))
    show('next after throw', lambda: next(it))

    fut = loop.create_future()
    it = fut.__await__()
    show('throw before start', lambda: it.throw(ValueError('early')))
    it = fut.__await__()
    next(it)
    print('close', it.close())
    show('next after close', lambda: next(it))

    # Awaited by tasks, and by a generator-based coroutine.
    fut = loop.create_future()

    async def wait_it(n):
        r = await fut
        return n, r

    @types.coroutine
    def old_style():
        r = yield from fut
        return 'old', r

    async def run_old():
        return await old_style()

    tasks = [asyncio.create_task(wait_it(i)) for i in range(3)]
    tasks.append(asyncio.create_task(run_old()))
    await asyncio.sleep(0)
    print([t.done() for t in tasks])
    fut.set_result('shared')
    print(await asyncio.gather(*tasks))

    fut = loop.create_future()
    t = asyncio.create_task(wait_it('x'))
    await asyncio.sleep(0)
    fut.set_exception(OSError(5, 'io'))
    try:
        await t
    except OSError as e:
        print('task raised', repr(e))

    fut = loop.create_future()
    t = asyncio.create_task(wait_it('y'))
    await asyncio.sleep(0)
    t.cancel('stop')
    try:
        await t
    except asyncio.CancelledError as e:
        print('task cancelled', e.args, fut.cancelled())

    class Odd(asyncio.Future):
        def done(self):
            print('Odd.done called')
            return super().done()

        def result(self):
            print('Odd.result called')
            return super().result()

    odd = Odd()
    loop.call_soon(odd.set_result, 'odd')
    print(await odd)

    async def bad_yield():
        fut = loop.create_future()
        it = fut.__await__()
        next(it)
        await asyncio.sleep(0)
        return next(it)

    try:
        await bad_yield()
    except RuntimeError as e:
        print('RuntimeError', e)


asyncio.run(main())
