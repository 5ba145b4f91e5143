# inspect's coroutine and async generator states and locals.
import asyncio
import inspect


async def co(x):
    y = x + 1
    await asyncio.sleep(0)
    return y


c = co(1)
print(inspect.getcoroutinestate(c), inspect.getcoroutinelocals(c))


async def main():
    t = co(5)
    print(inspect.getcoroutinestate(t))
    r = await t
    print(inspect.getcoroutinestate(t), r)

    async def ag():
        z = 3
        print("inside", inspect.getasyncgenstate(g))
        yield z

    g = ag()
    print(inspect.getasyncgenstate(g), sorted(inspect.getasyncgenlocals(g)))
    print(await anext(g))
    print(inspect.getasyncgenstate(g), sorted(inspect.getasyncgenlocals(g)))
    await g.aclose()
    print(inspect.getasyncgenstate(g), inspect.getasyncgenlocals(g))
    other = co(1)
    try:
        inspect.getasyncgenlocals(other)
    except TypeError as e:
        print("TypeError", str(e).split(" at ")[0])
    other.close()


asyncio.run(main())
c.close()
print(inspect.getcoroutinestate(c), inspect.getcoroutinelocals(c))
print([s for s in dir(inspect) if s.startswith(("CORO_", "AGEN_", "GEN_"))])
