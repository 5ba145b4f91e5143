# Callback scheduling in asyncio: the order of ready callbacks and of
# futures' done callbacks, contexts of callbacks, a loop subclass that
# overrides call_soon, and a callback that escapes the loop with
# SystemExit while others are still ready.
import asyncio
import contextvars

log = []
var = contextvars.ContextVar('var', default='unset')


def note(*args):
    log.append(args)


# 1. call_soon order, including callbacks scheduled by callbacks and
#    cancelled handles.
def order():
    loop = asyncio.new_event_loop()
    def a():
        note('a')
        loop.call_soon(note, 'from-a')
    loop.call_soon(a)
    h = loop.call_soon(note, 'cancelled')
    loop.call_soon(note, 'b', 1, 2)
    loop.call_soon(note, 'c')
    h.cancel()
    loop.call_soon(loop.stop)
    loop.run_forever()
    note('after first run')
    loop.call_soon(loop.stop)
    loop.run_forever()
    loop.close()
    print(log)
    log.clear()


# 2. Done callbacks run in the order added, each in its context, with the
#    future as argument; one added after the result is set still runs.
def done_callbacks():
    async def main():
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        for i in range(4):
            fut.add_done_callback(lambda f, i=i: note('cb', i, f.result(), var.get()))
        ctx = contextvars.copy_context()
        ctx.run(var.set, 'in-ctx')
        fut.add_done_callback(lambda f: note('ctx cb', var.get()), context=ctx)
        var.set('main')
        fut.set_result(42)
        fut.add_done_callback(lambda f: note('late', f.result()))
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        note('var in main', var.get())
    asyncio.run(main())
    print(log)
    log.clear()


# 3. A loop that overrides call_soon sees the calls futures and tasks make.
class CountingLoop(asyncio.SelectorEventLoop):
    calls = 0

    def call_soon(self, callback, *args, context=None):
        CountingLoop.calls += 1
        return super().call_soon(callback, *args, context=context)


def counting_loop():
    async def leaf(i):
        await asyncio.sleep(0)
        return i * i

    async def main():
        return await asyncio.gather(*[leaf(i) for i in range(5)])

    loop = CountingLoop()
    try:
        print(loop.run_until_complete(main()))
    finally:
        loop.close()
    print('call_soon used', CountingLoop.calls)


# 4. SystemExit from a callback leaves the loop; the callbacks still ready
#    run when the loop runs again, before those scheduled later.
def escape():
    loop = asyncio.new_event_loop()
    def boom():
        note('boom')
        raise SystemExit(3)
    loop.call_soon(note, 1)
    loop.call_soon(boom)
    loop.call_soon(note, 2)
    loop.call_soon(note, 3)
    try:
        loop.run_forever()
    except SystemExit as e:
        note('SystemExit', e.code)
    loop.call_soon(note, 4)
    loop.call_soon(loop.stop)
    loop.run_forever()
    loop.close()
    print(log)
    log.clear()


# 5. Contexts: fresh contexts are empty and independent; copies are
#    snapshots.
def contexts():
    c1 = contextvars.Context()
    c2 = contextvars.Context()
    print(len(c1), list(c1), c1 == c2)
    c1.run(var.set, 'one')
    print(c1[var], var in c2, len(c2), c1 == c2)
    c3 = c1.copy()
    c3.run(var.set, 'three')
    print(c1[var], c3[var], c2.get(var, 'none'))
    c4 = c2.copy()
    c4.run(var.set, 'four')
    print(len(c2), c4[var], contextvars.Context() == contextvars.Context())
    def nested():
        return var.get(), c3.run(var.get), var.get()
    print(c1.run(nested))
    try:
        c1.run(c1.run, var.get)
    except RuntimeError as e:
        print('RuntimeError', str(e).startswith('cannot enter context:'))
    print(contextvars.copy_context().run(lambda *a, **k: (a, sorted(k.items())), 1, 2, x=3))


# 6. Removing done callbacks: the first, a middle one, all of one
#    function, then adding again keeps the order of what is left.
def removing():
    async def main():
        loop = asyncio.get_running_loop()
        def mk(name):
            return lambda f: note(name, f.cancelled() or f.result())
        a, b, c = mk('a'), mk('b'), mk('c')
        fut = loop.create_future()
        print(fut.remove_done_callback(a))
        fut.add_done_callback(a)
        fut.add_done_callback(b)
        fut.add_done_callback(a)
        fut.add_done_callback(c)
        print(fut.remove_done_callback(a))
        fut.add_done_callback(a)
        print(fut.remove_done_callback(b))
        fut.add_done_callback(b)
        fut.set_result('r')
        await asyncio.sleep(0)
        fut2 = loop.create_future()
        fut2.add_done_callback(a)
        print(fut2.remove_done_callback(a), fut2.remove_done_callback(a))
        fut2.add_done_callback(c)
        fut2.set_result('r2')
        await asyncio.sleep(0)
        fut3 = loop.create_future()
        fut3.add_done_callback(a)
        fut3.add_done_callback(b)
        fut3.cancel()
        await asyncio.sleep(0)
        print(log)
        log.clear()
        fut3.remove_done_callback(a)
        print(fut3.cancelled(), log)
    asyncio.run(main())


order()
removing()
done_callbacks()
counting_loop()
escape()
contexts()
