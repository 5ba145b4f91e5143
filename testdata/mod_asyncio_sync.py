# asyncio: locks, events, conditions, semaphores, barriers, queues,
# TaskGroup, eager tasks, async generators and context variables in tasks
import asyncio
import contextvars

log = []


async def test_lock():
    lock = asyncio.Lock()
    print(repr(lock).split()[-1], lock.locked())

    async def crit(name):
        async with lock:
            log.append(f'{name} in')
            await asyncio.sleep(0)
            log.append(f'{name} out')

    await asyncio.gather(crit('a'), crit('b'), crit('c'))
    print(log)
    try:
        lock.release()
    except RuntimeError as e:
        print('RuntimeError', e)
    await lock.acquire()
    print('acquired', lock.locked(), repr(lock).endswith('[locked]>'))
    lock.release()


async def test_event():
    ev = asyncio.Event()
    got = []

    async def waiter(i):
        await ev.wait()
        got.append(i)

    tasks = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print('waiting', ev.is_set(), got, repr(ev).endswith('[unset, waiters:3]>'))
    ev.set()
    await asyncio.gather(*tasks)
    print('after set', ev.is_set(), got)
    ev.clear()
    print('cleared', ev.is_set())


async def test_condition():
    cond = asyncio.Condition()
    items = []

    async def consumer(n):
        async with cond:
            await cond.wait_for(lambda: len(items) >= n)
            return f'consumer{n} sees {items[:n]}'

    async def producer():
        for i in range(3):
            await asyncio.sleep(0)
            async with cond:
                items.append(i)
                cond.notify_all()

    res = await asyncio.gather(consumer(1), consumer(3), producer())
    print(res)
    try:
        cond.notify()
    except RuntimeError as e:
        print('RuntimeError', e)


async def test_semaphore():
    sem = asyncio.Semaphore(2)
    active = [0, 0]

    async def job(i):
        async with sem:
            active[0] += 1
            active[1] = max(active[1], active[0])
            await asyncio.sleep(0.001)
            active[0] -= 1
        return i

    print(await asyncio.gather(*(job(i) for i in range(6))), 'max concurrent', active[1])
    b = asyncio.BoundedSemaphore(1)
    try:
        b.release()
    except ValueError as e:
        print('ValueError', e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print('ValueError', e)


async def test_barrier():
    barrier = asyncio.Barrier(3)
    out = []

    async def party(i):
        out.append(f'arrive{i}')
        idx = await barrier.wait()
        out.append(f'leave{i}')
        return idx

    idxs = await asyncio.gather(*(party(i) for i in range(3)))
    print(sorted(idxs), out, barrier.parties, barrier.n_waiting, barrier.broken)


async def test_queue():
    q = asyncio.Queue(maxsize=2)
    print('empty', q.empty(), q.full(), q.qsize(), q.maxsize)
    results = []

    async def producer():
        for i in range(5):
            await q.put(i)
            results.append(f'put{i}')
        await q.put(None)

    async def consumer():
        while True:
            item = await q.get()
            q.task_done()
            if item is None:
                break
            results.append(f'got{item}')

    await asyncio.gather(producer(), consumer())
    print(results)
    await q.join()
    q.put_nowait(1)
    q.put_nowait(2)
    try:
        q.put_nowait(3)
    except asyncio.QueueFull:
        print('QueueFull', str(q))
    q.get_nowait()
    q.get_nowait()
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print('QueueEmpty')
    q.task_done()
    q.task_done()
    try:
        q.task_done()
    except ValueError as e:
        print('ValueError', e)
    pq = asyncio.PriorityQueue()
    for x in (5, 1, 3):
        pq.put_nowait(x)
    lq = asyncio.LifoQueue()
    for x in (5, 1, 3):
        lq.put_nowait(x)
    print('priority', [pq.get_nowait() for _ in range(3)], 'lifo', [lq.get_nowait() for _ in range(3)])
    sq = asyncio.Queue()
    sq.put_nowait('x')
    sq.shutdown()
    try:
        sq.put_nowait('y')
    except asyncio.QueueShutDown:
        print('QueueShutDown on put')
    print('still gets', await sq.get())
    try:
        await sq.get()
    except asyncio.QueueShutDown:
        print('QueueShutDown on get')


async def test_taskgroup():
    async def ok(i):
        await asyncio.sleep(0.001 * i)
        return i * 10

    async with asyncio.TaskGroup() as tg:
        ts = [tg.create_task(ok(i)) for i in range(3)]
    print('taskgroup', [t.result() for t in ts])

    async def bad(msg):
        await asyncio.sleep(0)
        raise ValueError(msg)

    async def slow():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            log.append('slow cancelled')
            raise

    log.clear()
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(bad('one'))
            tg.create_task(bad('two'))
            tg.create_task(slow())
    except ExceptionGroup as eg:
        print(type(eg).__name__, eg.message, [repr(e) for e in eg.exceptions])
    print(log)
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(ok(1))
            raise KeyError('body')
    except ExceptionGroup as eg:
        print('body error', [repr(e) for e in eg.exceptions])
    tg = asyncio.TaskGroup()
    co = ok(1)
    try:
        tg.create_task(co)
    except RuntimeError as e:
        print('RuntimeError', e)


async def test_eager():
    loop = asyncio.get_running_loop()
    order = []

    async def child(i):
        order.append(f'start{i}')
        await asyncio.sleep(0)
        order.append(f'end{i}')
        return i

    loop.set_task_factory(asyncio.eager_task_factory)
    t = asyncio.create_task(child(1))
    order.append('created')
    print('eager result', await t)

    async def immediate():
        return 'no suspension'
    t2 = asyncio.create_task(immediate())
    print('done at once', t2.done(), t2.result())
    loop.set_task_factory(None)
    t3 = asyncio.create_task(child(3))
    order.append('created3')
    await t3
    print(order, loop.get_task_factory())


request_id = contextvars.ContextVar('request_id', default='none')


async def test_contextvars():
    async def handler(i):
        request_id.set(f'req{i}')
        await asyncio.sleep(0)
        return request_id.get()

    print(await asyncio.gather(handler(1), handler(2)), 'outside', request_id.get())
    request_id.set('parent')

    async def child():
        return request_id.get()
    print('inherited', await asyncio.create_task(child()))
    ctx = contextvars.Context()
    print('explicit context', await asyncio.create_task(child(), context=ctx))


async def agen(n):
    try:
        for i in range(n):
            await asyncio.sleep(0)
            yield i
    finally:
        log.append('agen finally')


async def test_asyncgen():
    log.clear()
    print([x async for x in agen(4)], log)
    g = agen(10)
    print(await g.__anext__(), await anext(g))
    await g.aclose()
    print(log)
    print('anext default', await anext(agen(0), 'dflt'))


async def main():
    for t in (test_lock, test_event, test_condition, test_semaphore, test_barrier,
              test_queue, test_taskgroup, test_eager, test_contextvars, test_asyncgen):
        print('--', t.__name__)
        await t()

asyncio.run(main())
