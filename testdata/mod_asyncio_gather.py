# asyncio.gather: results in order, duplicates, futures already done,
# exceptions with and without return_exceptions, cancelling a child or the
# gather, nested gathers as a tree, and gather of plain futures.
import asyncio


async def value(v, delay=0):
    for _ in range(delay):
        await asyncio.sleep(0)
    return v


async def fail(exc, delay=0):
    for _ in range(delay):
        await asyncio.sleep(0)
    raise exc


async def tree(depth, width, counter):
    if depth == 0:
        counter[0] += 1
        return 1
    rs = await asyncio.gather(*[tree(depth - 1, width, counter) for _ in range(width)])
    return sum(rs)


async def main():
    print(await asyncio.gather(value(1, 2), value(2), value(3, 1)))
    print(await asyncio.gather())
    c = value('dup')
    print(await asyncio.gather(c, c, value('x')))
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    f.set_result('done-already')
    print(await asyncio.gather(f, value('y'), f))

    try:
        await asyncio.gather(value(1, 3), fail(ValueError('boom'), 1), value(3))
    except ValueError as e:
        print('ValueError', e)
    print(await asyncio.gather(value(1, 3), fail(KeyError('k'), 1),
                               value(3), return_exceptions=True))

    t = asyncio.ensure_future(value('slow', 5))
    g = asyncio.gather(t, value('fast'), return_exceptions=True)
    await asyncio.sleep(0)
    t.cancel('stop it')
    r = await g
    print([type(x).__name__ if isinstance(x, BaseException) else x for x in r], r[0].args)

    g = asyncio.gather(value(1, 5), value(2, 5))
    await asyncio.sleep(0)
    print('cancel gather', g.cancel())
    try:
        await g
    except asyncio.CancelledError as e:
        print('CancelledError', e.args)
    print('cancelled', g.cancelled(), g.cancel())

    counter = [0]
    print(await tree(4, 3, counter), counter[0])

    futs = [loop.create_future() for _ in range(4)]
    g = asyncio.gather(*futs)
    for i, fut in enumerate(reversed(futs)):
        loop.call_soon(fut.set_result, i)
    print(await g)

    async def order(name, n):
        out = []
        for i in range(n):
            out.append(f'{name}{i}')
            await asyncio.sleep(0)
        return out
    log = []
    async def logged(name, n):
        for i in range(n):
            log.append(f'{name}{i}')
            await asyncio.sleep(0)
    await asyncio.gather(logged('a', 3), logged('b', 2), logged('c', 3))
    print(log)


asyncio.run(main())
