# threading and _thread: threads, locks, events, conditions, semaphores,
# barriers, timers, thread-local data, excepthook and the API's errors.
# Deterministic by construction: every ordering comes from joins, events
# and locks, never from timing.
import threading
import _thread
import io
import sys


def show(label, f, *args, **kw):
    try:
        r = f(*args, **kw)
        print(label, "->", r)
    except Exception as e:
        print(label, "!", type(e).__name__, e)


# Thread basics: target, args, kwargs, name, daemon.
results = []


def work(a, b, *, scale=1):
    results.append((threading.current_thread().name, (a + b) * scale))


t = threading.Thread(target=work, args=(2, 3), kwargs={"scale": 10}, name="worker")
print(t.name, t.daemon, t.ident, t.native_id, t.is_alive())
print(repr(t))
t.start()
t.join()
print(results, t.is_alive(), t.ident is not None, t.native_id is not None)
print(repr(t)[: len("<Thread(worker, stopped")])
print(t.ident != threading.get_ident(), threading.get_ident() == _thread.get_ident())

# Names: Thread-N (target), daemon inheritance.
def noop():
    pass


class MyThread(threading.Thread):
    def __init__(self, n):
        super().__init__(daemon=True)
        self.n = n
        self.out = None

    def run(self):
        self.out = sum(range(self.n))


m = MyThread(100)
print(m.daemon, m.name.startswith("Thread-"))
m.start()
m.join()
print(m.out, m.is_alive())

print(threading.current_thread() is threading.main_thread(), threading.main_thread().name)
print(threading.active_count(), [x.name for x in threading.enumerate()])
print(isinstance(threading.current_thread(), threading.Thread))

# Errors.
t2 = threading.Thread(target=noop)
show("join before start", t2.join)
t2.start()
show("start twice", t2.start)
t2.join()
show("join current", threading.current_thread().join)
show("set daemon of active", setattr, threading.current_thread(), "daemon", True)
show("join timeout", t2.join, 0.01)

# Locks.
lock = threading.Lock()
print(type(lock) is _thread.LockType, threading.Lock is _thread.LockType)
print(lock.acquire(), lock.locked(), lock.acquire(False), lock.acquire(timeout=0.01))
print(repr(lock).split(" ")[0])
lock.release()
print(lock.locked(), repr(lock).split(" ")[0])
show("release unlocked", lock.release)
show("timeout non-blocking", lock.acquire, False, 1)
show("negative timeout", lock.acquire, True, -5)
with lock:
    print("in with", lock.locked())
print("after with", lock.locked())
l2 = _thread.allocate_lock()
print(type(l2).__name__, l2.acquire_lock(), l2.locked_lock())
l2.release_lock()

r = threading.RLock()
print(r.acquire(), r.acquire(), r._is_owned(), r._recursion_count())
r.release()
r.release()
show("release un-acquired rlock", r.release)
print(repr(r).split(" ")[0:4])


def other_release():
    try:
        r.release()
    except RuntimeError as e:
        print("other thread:", e)


r.acquire()
th = threading.Thread(target=other_release)
th.start()
th.join()
r.release()

# A lock handed between threads: the main thread waits until a worker
# releases what it holds.
gate = threading.Lock()
gate.acquire()
order = []


def opener():
    order.append("opener runs")
    gate.release()


th = threading.Thread(target=opener)
th.start()
gate.acquire()
order.append("main passed the gate")
th.join()
print(order)

# Event.
ev = threading.Event()
print(ev.is_set(), ev.wait(0.01), repr(ev).endswith("unset>"))
got = []


def setter():
    got.append("set")
    ev.set()


th = threading.Thread(target=setter)
th.start()
print(ev.wait(), got)
th.join()
ev.clear()
print(ev.is_set(), repr(ev).endswith("unset>"))

# Condition: producer and consumer.
cond = threading.Condition()
items = []


def consumer(n, out):
    for _ in range(n):
        with cond:
            cond.wait_for(lambda: items)
            out.append(items.pop(0))


out = []
th = threading.Thread(target=consumer, args=(5, out))
th.start()
for i in range(5):
    with cond:
        items.append(i * i)
        cond.notify()
th.join()
print(out)
show("wait un-acquired", cond.wait)
show("notify un-acquired", cond.notify)
with cond:
    print(cond.wait(0.01), repr(cond).startswith("<Condition(<unlocked _thread.RLock object owner="))

# Semaphores.
sem = threading.Semaphore(2)
print(sem.acquire(), sem.acquire(), sem.acquire(False), repr(sem).endswith("value=0>"))
sem.release(2)
print(repr(sem).endswith("value=2>"))
show("negative semaphore", threading.Semaphore, -1)
show("non-blocking with timeout", sem.acquire, False, 1)
bs = threading.BoundedSemaphore(1)
bs.acquire()
bs.release()
show("bounded over-release", bs.release)
print(repr(bs).endswith("value=1/1>"))

# A semaphore limiting workers: everyone finishes.
done = []
pool = threading.BoundedSemaphore(2)
dlock = threading.Lock()


def limited(i):
    with pool:
        with dlock:
            done.append(i)


ths = [threading.Thread(target=limited, args=(i,)) for i in range(6)]
for x in ths:
    x.start()
for x in ths:
    x.join()
print(sorted(done))

# Barrier.
actions = []
bar = threading.Barrier(3, action=lambda: actions.append("all here"))
indices = []


def at_barrier():
    i = bar.wait()
    with dlock:
        indices.append(i)


ths = [threading.Thread(target=at_barrier) for _ in range(3)]
for x in ths:
    x.start()
for x in ths:
    x.join()
print(sorted(indices), actions, bar.parties, bar.n_waiting, bar.broken)
show("barrier of 0", threading.Barrier, 0)
b1 = threading.Barrier(2)
b1.abort()
show("broken barrier", b1.wait)
print(b1.broken, issubclass(threading.BrokenBarrierError, RuntimeError))
b1.reset()
print(b1.broken)

# Timer.
fired = []
tm = threading.Timer(0.001, fired.append, args=["fired"])
tm.start()
tm.join()
print(fired)
tm2 = threading.Timer(60, fired.append, args=["never"])
tm2.start()
tm2.cancel()
tm2.join()
print(fired, tm2.name.startswith("Thread-"))

# Thread-local data.
loc = threading.local()
loc.x = "main"
seen = []


def use_local():
    seen.append(hasattr(loc, "x"))
    loc.x = "worker"
    seen.append(loc.x)


th = threading.Thread(target=use_local)
th.start()
th.join()
print(seen, loc.x)


class MyLocal(threading.local):
    def __init__(self, v):
        self.v = v
        self.inits = getattr(self, "inits", 0) + 1


ml = MyLocal(7)
vals = []
th = threading.Thread(target=lambda: vals.append((ml.v, ml.inits)))
th.start()
th.join()
print(vals, ml.v)
show("local args", threading.local, 1)

# excepthook: a custom one, then the default one (its output captured).
def failing():
    raise ValueError("boom in thread")


caught = []


def hook(args):
    caught.append((args.exc_type.__name__, str(args.exc_value), args.thread.name))


old = threading.excepthook
threading.excepthook = hook
th = threading.Thread(target=failing, name="Failer")
th.start()
th.join()
print(caught)
threading.excepthook = old

buf = io.StringIO()
saved = sys.stderr
sys.stderr = buf
th = threading.Thread(target=failing, name="Failer2")
th.start()
th.join()
sys.stderr = saved
lines = buf.getvalue().splitlines()
print(lines[0], lines[1], lines[-1], sep=" | ")


def exits():
    sys.exit(3)


sys.stderr = buf = io.StringIO()
th = threading.Thread(target=exits)
th.start()
th.join()
sys.stderr = saved
print("SystemExit prints nothing:", repr(buf.getvalue()))
print(threading.__excepthook__ is old, threading.ExceptHookArgs.__name__)

# _thread.start_new_thread.
ready = _thread.allocate_lock()
ready.acquire()
box = []


def raw(a, b=0):
    box.append(a + b)
    ready.release()


ident = _thread.start_new_thread(raw, (1,), {"b": 2})
ready.acquire()
print(box, isinstance(ident, int))
show("not callable", _thread.start_new_thread, 1, ())
show("args not tuple", _thread.start_new_thread, noop, [])
show("kwargs not dict", _thread.start_new_thread, noop, (), 1)
print(_thread.error is RuntimeError, threading.ThreadError is RuntimeError, threading.TIMEOUT_MAX)

# Threads started by threads.
nested = []


def parent():
    def child():
        nested.append("child")
    c = threading.Thread(target=child)
    c.start()
    c.join()
    nested.append("parent")


th = threading.Thread(target=parent)
th.start()
th.join()
print(nested)

# A thread blocked reading a pipe lets the others run (the writer here).
import os
rfd, wfd = os.pipe()
piped = []
th = threading.Thread(target=lambda: piped.append(os.read(rfd, 100)))
th.start()
os.write(wfd, b"through the pipe")
th.join()
os.close(rfd)
os.close(wfd)
print(piped)

# The switch interval.
print(sys.getswitchinterval())
for bad in (0, -1, "x"):
    show("setswitchinterval", sys.setswitchinterval, bad)
sys.setswitchinterval(0.001)
print(sys.getswitchinterval())
