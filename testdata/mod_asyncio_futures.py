# Futures and tasks keep their fields from the start (unset ones read as
# None/False), take attributes of the program's own, and subclass.
import asyncio
async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    print(f._state, f._result, f._exception, f._asyncio_future_blocking, f._log_traceback, f._source_traceback, f._cancel_message)
    f.extra = 1
    print(f.extra)
    t = asyncio.ensure_future(asyncio.sleep(0))
    print(t._must_cancel, t._fut_waiter, t._log_destroy_pending)
    t.tag = 'x'; print(t.tag)
    await t
    class MyFut(asyncio.Future):
        def __init__(self, **kw):
            super().__init__(**kw)
            self.n = 2
    m = MyFut(loop=loop)
    m.set_result(4)
    print(await m, m.n)
    f.set_exception(ValueError('v'))
    try:
        await f
    except ValueError as e:
        print('raised', e, e.__traceback__ is not None)
    import weakref
    r = weakref.ref(f); print(r() is f)
asyncio.run(main())
