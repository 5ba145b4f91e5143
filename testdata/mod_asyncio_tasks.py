# Tasks: exceptions and their tracebacks through awaits of tasks,
# cancellation with messages, uncancel, TaskGroup errors and timeouts,
# and the order in which tasks' steps interleave.
import asyncio
import os
import traceback


async def inner(n):
    await asyncio.sleep(0)
    if n == 0:
        raise ValueError('bottom')
    return await inner(n - 1)


async def waiter(t):
    return await t


async def sleeper(log, name, n):
    try:
        for i in range(n):
            log.append(f'{name}{i}')
            await asyncio.sleep(0)
        return name
    except asyncio.CancelledError as e:
        log.append(f'{name} cancelled {e.args}')
        raise


async def main():
    t = asyncio.create_task(inner(2))
    w = asyncio.create_task(waiter(t))
    try:
        await w
    except ValueError as e:
        for fs in traceback.extract_tb(e.__traceback__):
            print(os.path.basename(fs.filename), fs.lineno, fs.name, fs.line)
        print(type(e).__name__, e)
    print(t.done(), type(t.exception()).__name__, w.exception() is t.exception())

    log = []
    tasks = [asyncio.create_task(sleeper(log, n, 3)) for n in 'abc']
    await asyncio.sleep(0)
    tasks[1].cancel('msg-b')
    res = await asyncio.gather(*tasks, return_exceptions=True)
    print(log)
    print([r if isinstance(r, str) else repr(r) for r in res])
    print([t.cancelled() for t in tasks], tasks[1].cancelling())

    t = asyncio.create_task(sleeper(log, 'd', 5))
    await asyncio.sleep(0)
    t.cancel()
    t.cancel()
    print('cancelling', t.cancelling(), t.uncancel(), t.cancelling())
    try:
        await t
    except asyncio.CancelledError:
        print('d cancelled', t.cancelled())

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(sleeper(log, 'e', 10))
            tg.create_task(inner(1))
    except ExceptionGroup as eg:
        print('group', [type(x).__name__ for x in eg.exceptions])
    print(log[-2:])

    try:
        async with asyncio.timeout(0.01):
            await asyncio.sleep(10)
    except TimeoutError as e:
        print('timeout', type(e).__name__)
    try:
        await asyncio.wait_for(asyncio.sleep(10), 0.01)
    except TimeoutError:
        print('wait_for timed out')

    results = []
    async def chain(i):
        if i == 0:
            await asyncio.sleep(0)
            return 0
        return 1 + await chain(i - 1)
    print(await asyncio.gather(*[chain(i) for i in range(5)]))


asyncio.run(main())
