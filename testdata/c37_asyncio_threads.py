# asyncio with threads: to_thread, run_in_executor, call_soon_threadsafe,
# wrap_future, run_coroutine_threadsafe and a loop per thread.
import asyncio, threading, time, concurrent.futures, contextvars

var = contextvars.ContextVar("var", default="unset")

def blocking(n):
    time.sleep(0.01 * n)
    return (n, n * n, threading.current_thread().name.startswith("asyncio_"), var.get())

async def main():
    var.set("in-main")
    print(await asyncio.to_thread(blocking, 1))
    res = await asyncio.gather(*(asyncio.to_thread(blocking, i) for i in range(4)))
    print(res)
    loop = asyncio.get_running_loop()
    print(await loop.run_in_executor(None, sum, [1, 2, 3]))
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        r = await asyncio.gather(*(loop.run_in_executor(pool, pow, 2, k) for k in range(5)))
    print(r)
    try:
        await asyncio.to_thread(lambda: 1 / 0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    fut = loop.create_future()
    def from_thread():
        time.sleep(0.01)
        loop.call_soon_threadsafe(fut.set_result, "threadsafe")
    t = threading.Thread(target=from_thread); t.start()
    print(await fut); t.join()
    cf = concurrent.futures.Future()
    wrapped = asyncio.wrap_future(cf)
    threading.Timer(0.01, cf.set_result, ("wrapped",)).start()
    print(await wrapped)
    try:
        await asyncio.wait_for(asyncio.to_thread(time.sleep, 0.5), 0.01)
    except TimeoutError:
        print("timeout while thread runs")

def other_thread_loop(results):
    async def inner():
        await asyncio.sleep(0.001)
        return threading.current_thread().name
    results.append(asyncio.run(inner()))
    try:
        asyncio.get_event_loop()
    except RuntimeError as e:
        results.append(str(e))

asyncio.run(main())
res = []
th = threading.Thread(target=other_thread_loop, args=(res,), name="T2")
th.start(); th.join()
print(res)

loop = asyncio.new_event_loop()
def run_loop():
    asyncio.set_event_loop(loop)
    loop.run_forever()
lt = threading.Thread(target=run_loop); lt.start()
async def add(a, b):
    await asyncio.sleep(0.001)
    return a + b
f = asyncio.run_coroutine_threadsafe(add(2, 3), loop)
print(f.result(timeout=5), type(f).__module__)
loop.call_soon_threadsafe(loop.stop)
lt.join()
loop.close()
print("done")
