# concurrent.futures: Future states and errors, ThreadPoolExecutor's
# submit/map/shutdown, wait and as_completed, exceptions in calls,
# initializers; ProcessPoolExecutor is mod_concurrent_process. Orders are made
# deterministic by sorting or by the futures' own order.
import concurrent.futures as cf
import threading
import time

print(cf.FIRST_COMPLETED, cf.FIRST_EXCEPTION, cf.ALL_COMPLETED)
print(cf.CancelledError.__mro__[1].__name__, cf.TimeoutError is TimeoutError,
      issubclass(cf.BrokenExecutor, RuntimeError), cf.InvalidStateError.__module__)

# Future by hand.
f = cf.Future()
print(repr(f).split(" state=")[1], f.done(), f.running(), f.cancelled())
try:
    f.result(timeout=0)
except TimeoutError as e:
    print("TimeoutError", repr(e))
print(f.set_running_or_notify_cancel(), f.running(), f.cancel())
f.set_result([1, 2])
print(repr(f).split(" state=")[1], f.result(), f.exception(), f.done())
try:
    f.set_result(3)
except cf.InvalidStateError as e:
    print("InvalidStateError", str(e).split(":")[0])

g = cf.Future()
g.set_exception(KeyError("k"))
print(repr(g).split(" state=")[1], repr(g.exception()))
try:
    g.result()
except KeyError as e:
    print("result raises", repr(e))

c = cf.Future()
calls = []
c.add_done_callback(lambda fut: calls.append(("cb", fut.cancelled())))
print(c.cancel(), c.cancel(), c.cancelled(), repr(c).split(" state=")[1], calls)
for meth in (c.result, c.exception):
    try:
        meth()
    except cf.CancelledError as e:
        print("CancelledError", repr(e))
print(c.set_running_or_notify_cancel())
done_now = cf.Future()
done_now.set_result(1)
done_now.add_done_callback(lambda fut: calls.append("immediate"))
print(calls)

# ThreadPoolExecutor.
def square(x):
    return x * x


with cf.ThreadPoolExecutor(max_workers=3) as ex:
    futs = [ex.submit(square, i) for i in range(10)]
    print([fu.result() for fu in futs])
    print(list(ex.map(square, range(8))))
    print(list(ex.map(pow, [2, 3, 4], [5, 6, 7])))
    print(sorted(fu.result() for fu in cf.as_completed(futs)))
    done, not_done = cf.wait(futs)
    print(len(done), len(not_done))
    names = set(ex.submit(lambda: threading.current_thread().name).result() for _ in range(3))
    print(all(n.startswith("ThreadPoolExecutor-") for n in names))

with cf.ThreadPoolExecutor(max_workers=2, thread_name_prefix="pool") as ex:
    print(ex.submit(lambda: threading.current_thread().name).result())
    bad = ex.submit(lambda: 1 / 0)
    print(type(bad.exception()).__name__, bad.exception())
    try:
        bad.result()
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    # map re-raises the first failing call's exception in order.
    it = ex.map(lambda x: 10 // x, [5, 2, 0, 1])
    out = []
    try:
        for v in it:
            out.append(v)
    except ZeroDivisionError as e:
        print(out, "then", e)

# wait's return conditions.
gate = threading.Event()
with cf.ThreadPoolExecutor(max_workers=2) as ex:
    quick = ex.submit(square, 7)
    slow = ex.submit(gate.wait)
    done, not_done = cf.wait([quick, slow], return_when=cf.FIRST_COMPLETED)
    print(quick in done, slow in not_done)
    failing = ex.submit(lambda: [][1])
    done, not_done = cf.wait([failing, slow], return_when=cf.FIRST_EXCEPTION)
    print(failing in done, slow in not_done)
    done, not_done = cf.wait([slow], timeout=0.01)
    print(len(done), len(not_done))
    try:
        for _ in cf.as_completed([slow], timeout=0.01):
            pass
    except TimeoutError as e:
        print("as_completed:", e)
    gate.set()
    print(slow.result())
try:
    cf.wait([cf.Future()], return_when="sometimes")
except ValueError as e:
    print(e)
print(cf.wait([], return_when="sometimes"))

# Errors.
ex = cf.ThreadPoolExecutor(max_workers=1)
ex.shutdown()
try:
    ex.submit(square, 1)
except RuntimeError as e:
    print(e)
for kw in ({"max_workers": 0}, {"max_workers": -1}, {"initializer": 5}):
    try:
        cf.ThreadPoolExecutor(**kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# An initializer runs once in each worker.
inits = []
with cf.ThreadPoolExecutor(max_workers=1, initializer=inits.append, initargs=("init",)) as ex:
    print(ex.submit(square, 3).result(), ex.submit(square, 4).result())
print(inits)

# cancel_futures: the queued calls are cancelled.
gate = threading.Event()
ex = cf.ThreadPoolExecutor(max_workers=1)
first = ex.submit(gate.wait)
queued = [ex.submit(square, i) for i in range(3)]
ex.shutdown(wait=False, cancel_futures=True)
gate.set()
print(first.result(), [q.cancelled() for q in queued])
ex.shutdown()

# ProcessPoolExecutor is an Executor (mod_concurrent_process runs one).
print(cf.ProcessPoolExecutor.__name__, issubclass(cf.ProcessPoolExecutor, cf.Executor))

# A pool left open at the end does not keep the program alive.
leftover = cf.ThreadPoolExecutor(max_workers=2)
print(leftover.submit(square, 12).result())
