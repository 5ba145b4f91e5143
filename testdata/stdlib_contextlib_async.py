# contextlib's asynchronous tools: asynccontextmanager (also as a
# decorator), aclosing, AsyncExitStack, nullcontext in async with, and
# AbstractAsyncContextManager, with their error cases.
import asyncio
import contextlib
from contextlib import (AbstractAsyncContextManager, AsyncExitStack,
                        aclosing, asynccontextmanager, nullcontext)

log = []


@asynccontextmanager
async def resource(name, swallow=False):
    """A resource's docstring."""
    log.append("open " + name)
    try:
        yield name.upper()
    except ValueError as e:
        log.append("handled %r" % e)
        if not swallow:
            raise
    finally:
        log.append("close " + name)


@asynccontextmanager
async def no_yield():
    if False:
        yield


@asynccontextmanager
async def two_yields():
    yield 1
    yield 2


@asynccontextmanager
async def keeps_going():
    try:
        yield
    except KeyError:
        pass
    yield


@asynccontextmanager
async def stop_inside():
    yield


class ACM:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress

    async def __aenter__(self):
        log.append("enter " + self.name)
        return self.name

    async def __aexit__(self, typ, exc, tb):
        log.append("exit %s %s" % (self.name, typ and typ.__name__))
        return self.suppress


class SyncCM:
    def __enter__(self):
        log.append("sync enter")
        return "sync"

    def __exit__(self, *exc):
        log.append("sync exit")


async def agen():
    try:
        for i in range(5):
            yield i
    finally:
        log.append("agen closed")


def show(title):
    print(title, log)
    log.clear()


async def main():
    async with resource("a") as r:
        log.append("body " + r)
    show("plain:")
    async with resource("b", swallow=True):
        raise ValueError("swallowed")
    show("swallowed:")
    try:
        async with resource("c"):
            raise ValueError("propagated")
    except ValueError as e:
        log.append("outside %r" % e)
    show("propagated:")
    try:
        async with resource("d"):
            raise KeyError("other")
    except KeyError as e:
        log.append("outside %r" % e)
    show("other error:")
    cm = resource("e")
    print(cm.__doc__, type(cm).__name__, isinstance(cm, AbstractAsyncContextManager))
    for bad in (no_yield, two_yields, keeps_going):
        try:
            async with bad():
                if bad is keeps_going:
                    raise KeyError
        except RuntimeError as e:
            print(bad.__name__, "RuntimeError:", e)
    try:
        async with stop_inside():
            raise StopAsyncIteration("inner")
    except StopAsyncIteration as e:
        print("StopAsyncIteration passes through:", e)
    try:
        async with stop_inside():
            raise StopIteration("inner")
    except StopIteration as e:
        print("StopIteration passes through:", e)

    @resource("decorating")
    async def work(x):
        log.append("work %d" % x)
        return x * 2
    print(await work(1), await work(2))
    show("decorator:")

    async with aclosing(agen()) as g:
        async for i in g:
            if i == 2:
                break
            log.append(i)
    show("aclosing:")

    async with nullcontext(42) as v:
        print("nullcontext:", v)

    async with AsyncExitStack() as stack:
        print(await stack.enter_async_context(ACM("one")))
        print(stack.enter_context(SyncCM()))
        stack.callback(log.append, "sync callback")

        async def acb(tag):
            log.append("async callback " + tag)
        print(stack.push_async_callback(acb, "x") is acb)
        stack.push_async_exit(ACM("pushed"))
    show("stack:")

    async with AsyncExitStack() as stack:
        await stack.enter_async_context(ACM("inner", suppress=True))
        stack.push_async_exit(ACM("outer"))
        raise ValueError("suppressed by inner")
    show("suppressing:")

    async def fail_exit(typ, exc, tb):
        raise KeyError("from exit")
    try:
        async with AsyncExitStack() as stack:
            stack.push_async_exit(fail_exit)
            raise ValueError("body")
    except KeyError as e:
        print("chained:", repr(e), repr(e.__context__))

    stack = AsyncExitStack()
    await stack.enter_async_context(ACM("kept"))
    moved = stack.pop_all()
    await stack.aclose()
    show("after pop_all:")
    await moved.aclose()
    show("moved closed:")

    try:
        await AsyncExitStack().enter_async_context(SyncCM())
    except TypeError as e:
        print("TypeError:", e)
    try:
        AsyncExitStack().enter_context(ACM("x"))
    except TypeError as e:
        print("TypeError:", e)

    print(issubclass(ACM, AbstractAsyncContextManager),
          issubclass(SyncCM, AbstractAsyncContextManager),
          isinstance(AsyncExitStack(), AbstractAsyncContextManager),
          isinstance(nullcontext(), AbstractAsyncContextManager))


asyncio.run(main())
print(sorted(set(contextlib.__all__)))
