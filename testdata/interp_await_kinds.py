# GET_AWAITABLE on each kind of object: a coroutine (awaited once, awaited
# twice, finished), a types.coroutine generator, a plain generator, an
# object with __await__, and objects that are not awaitable.
import types


async def leaf(x):
    return x * 2


@types.coroutine
def gen_coro(x):
    got = yield ("gen", x)
    return got


def plain_gen():
    yield 1


class Awaitable:
    def __init__(self, v):
        self.v = v

    def __await__(self):
        got = yield ("obj", self.v)
        return got + self.v


class BadAwait:
    def __await__(self):
        return 42


class CoroAwait:
    def __await__(self):
        return leaf(1)


def drive(coro, sends=()):
    out = []
    sends = list(sends)
    try:
        v = coro.send(None)
        while True:
            out.append(v)
            v = coro.send(sends.pop(0) if sends else None)
    except StopIteration as e:
        out.append(("return", e.value))
    except BaseException as e:
        out.append((type(e).__name__, str(e)))
    return out


async def chain(n):
    total = 0
    for i in range(n):
        total += await leaf(i)
    return total


async def uses_gen_coro():
    a = await gen_coro(3)
    b = await Awaitable(10)
    return a, b


async def awaits_plain():
    return await plain_gen()


async def awaits_int():
    return await 5


async def awaits_bad():
    return await BadAwait()


async def awaits_coro_await():
    return await CoroAwait()


async def suspend():
    await gen_coro("s")
    return "done"


async def await_twice():
    inner = suspend()
    first = inner.send(None)

    async def other():
        return await inner

    try:
        await other()
    except RuntimeError as e:
        return first, "RuntimeError", str(e)


async def await_finished():
    c = leaf(4)
    r1 = await c
    try:
        await c
    except RuntimeError as e:
        return r1, str(e)


print(drive(chain(10)))
print(drive(uses_gen_coro(), ["sent", 5]))
print(drive(awaits_plain()))
print(drive(awaits_int()))
print(drive(awaits_bad()))
print(drive(awaits_coro_await()))
print(drive(await_twice()))
print(drive(await_finished()))
for i in range(3):
    print(drive(chain(200)))
