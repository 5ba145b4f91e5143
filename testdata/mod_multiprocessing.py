# multiprocessing: processes, exit codes, queues, pipes, locks, shared
# values, events, conditions, barriers, pools; errors. Output is made
# deterministic by joining before printing.
import multiprocessing as mp
import os
import pickle
import queue
import signal
import sys
import time
from multiprocessing import connection


def greet(name, punct="!"):
    # Process numbers after the pools depend on when pool workers were
    # replaced: only the class part of the name is printed.
    print("hello", name + punct, mp.current_process().name.split("-")[0],
          mp.parent_process().name)


def exit_with(code):
    sys.exit(code)


def fail():
    raise KeyError("in child")


def sleeper():
    time.sleep(60)


class Counter(mp.Process):
    def __init__(self, n, out):
        super().__init__()
        self.n = n
        self.out = out

    def run(self):
        self.out.put(sum(range(self.n)))


def producer(q, n):
    for i in range(n):
        q.put(("item", i, [i] * (i % 3)))
    q.put(None)


def worker_joinable(q, results):
    while True:
        x = q.get()
        if x is None:
            q.task_done()
            break
        results.put(x * 10)
        q.task_done()


def echo(conn):
    while True:
        msg = conn.recv()
        if msg == "stop":
            conn.send_bytes(b"bye")
            conn.close()
            return
        conn.send(("echo", msg))


def add_many(v, arr, lock, n):
    for _ in range(n):
        with lock:
            v.value += 1
            arr[0] += 0.5


def wait_event(ev, q):
    q.put(ev.wait(30))


def cond_waiter(cond, flag, q):
    with cond:
        cond.wait_for(lambda: flag.value == 1, 30)
        q.put("woken")


def at_barrier(b, q):
    q.put(b.wait(30) >= 0)


def square(x):
    return x * x


def pair_sum(a, b):
    return a + b


def maybe_fail(x):
    if x == 4:
        raise ZeroDivisionError("four")
    return x


def worker_name(_):
    return mp.current_process().name.split("-")[0].endswith("PoolWorker")


def init_worker(tag):
    global TAG
    TAG = tag


def read_tag(_):
    return TAG


if __name__ == "__main__":
    # Processes and exit codes.
    p = mp.Process(target=greet, args=("world",), kwargs={"punct": "?"})
    print(p.name, p.is_alive(), p.exitcode, p.daemon)
    p.start()
    p.join()
    print("exitcode", p.exitcode, p.is_alive())
    for target, args in ((exit_with, (3,)), (exit_with, (None,)), (fail, ())):
        q = mp.Process(target=target, args=args)
        q.start()
        q.join()
        print(target.__name__, args, "->", q.exitcode)
    s = mp.Process(target=sleeper, daemon=True)
    s.start()
    s.join(0.05)
    print("still running", s.is_alive(), s.exitcode)
    s.terminate()
    s.join()
    print("terminated", s.exitcode, repr(s).split()[-1])
    try:
        s.start()
    except AssertionError as e:
        print("AssertionError", e)
    s.close()
    try:
        s.is_alive()
    except ValueError as e:
        print("ValueError", e)

    # A Process subclass and a Queue.
    out = mp.Queue()
    c = Counter(1000, out)
    c.start()
    print("Counter", out.get(timeout=30))
    c.join()

    # Queue between processes, in order, with objects pickled.
    q = mp.Queue()
    prod = mp.Process(target=producer, args=(q, 7))
    prod.start()
    items = []
    while True:
        x = q.get(timeout=30)
        if x is None:
            break
        items.append(x)
    prod.join()
    print(items)
    print("empty", q.empty(), q.qsize())
    try:
        q.get(timeout=0.01)
    except queue.Empty:
        print("queue.Empty")
    bounded = mp.Queue(2)
    bounded.put(1)
    bounded.put(2)
    print("full", bounded.full(), bounded.qsize())
    try:
        bounded.put(3, timeout=0.01)
    except queue.Full:
        print("queue.Full")
    print(bounded.get(), bounded.get())
    bounded.close()
    try:
        bounded.put(4)
    except ValueError as e:
        print("ValueError", str(e).split(" is ")[1])

    # JoinableQueue.
    jq = mp.JoinableQueue()
    res = mp.Queue()
    w = mp.Process(target=worker_joinable, args=(jq, res))
    w.start()
    for i in range(5):
        jq.put(i)
    jq.put(None)
    jq.join()
    print("joined", sorted(res.get(timeout=30) for _ in range(5)))
    w.join()
    try:
        jq.task_done()
    except ValueError as e:
        print("ValueError", e)

    # SimpleQueue in one process.
    sq = mp.SimpleQueue()
    print(sq.empty())
    sq.put({"a": 1})
    print(sq.get(), sq.empty())

    # Pipes.
    a, b = mp.Pipe()
    e = mp.Process(target=echo, args=(b,))
    e.start()
    for msg in (1, "two", [3.0], {"four": 4}):
        a.send(msg)
        print(a.recv())
    a.send("stop")
    print(a.recv_bytes())
    e.join()
    print("poll", a.poll(0))
    r, wr = mp.Pipe(duplex=False)
    wr.send_bytes(b"abcdef", 1, 3)
    print(r.recv_bytes(), r.readable, r.writable, wr.readable, wr.writable)
    for bad in ((b"abc", -1), (b"abc", 4), (b"abc", 1, 5), (b"abc", 0, -1)):
        try:
            wr.send_bytes(*bad)
        except ValueError as err:
            print("ValueError", err)
    try:
        r.send(1)
    except OSError as err:
        print("OSError", err)
    wr.send_bytes(b"x" * 10)
    try:
        r.recv_bytes(5)
    except OSError as err:
        print("OSError", err)
    wr.close()
    try:
        wr.send(1)
    except OSError as err:
        print("OSError", err)
    r2, w2 = mp.Pipe(duplex=False)
    w2.close()
    try:
        r2.recv()
    except EOFError:
        print("EOFError")
    buf = bytearray(8)
    r3, w3 = mp.Pipe()
    w3.send_bytes(b"12345")
    print(r3.recv_bytes_into(buf, 2), buf)
    print(connection.wait([r3], timeout=0.01))

    # Locks and shared memory.
    lock = mp.Lock()
    v = mp.Value("i", 0)
    arr = mp.Array("d", 3)
    procs = [mp.Process(target=add_many, args=(v, arr, lock, 150)) for _ in range(3)]
    for x in procs:
        x.start()
    for x in procs:
        x.join()
    print("value", v.value, arr[:], len(arr))
    print(mp.Value("d", 1.25), mp.Value("i", 7, lock=False), mp.Value("c", b"x").value)
    small = mp.Value("b", 0)
    small.value = 130
    print("wrapped", small.value)
    try:
        small.value = 1.5
    except TypeError as err:
        print("TypeError", err)
    chars = mp.Array("c", b"hello")
    print(chars.value, chars.raw, chars[1], chars[:3])
    ints = mp.Array("i", range(5), lock=False)
    ints[1:3] = [10, 20]
    print(ints[:], ints[-1], list(ints))
    try:
        ints[1:3] = [1]
    except ValueError as err:
        print("ValueError", err)
    try:
        ints[5]
    except IndexError as err:
        print("IndexError", err)
    with v.get_lock():
        v.value = -1
    print(v.value)
    print(lock, lock.acquire(), lock)
    print(lock.acquire(False), lock.acquire(timeout=0.01))
    lock.release()
    try:
        lock.release()
    except ValueError as err:
        print("ValueError", err)
    rl = mp.RLock()
    with rl:
        with rl:
            print(rl)
    try:
        rl.release()
    except AssertionError as err:
        print("AssertionError", err)
    sem = mp.Semaphore(2)
    print(sem.acquire(), sem.acquire(), sem.acquire(timeout=0.01), sem.get_value())
    sem.release()
    sem.release()
    sem.release()
    print(sem)
    bs = mp.BoundedSemaphore(1)
    try:
        bs.release()
    except ValueError as err:
        print("ValueError", err)
    try:
        pickle.dumps(lock)
    except RuntimeError as err:
        print("RuntimeError", err)
    try:
        pickle.dumps(mp.Queue())
    except RuntimeError as err:
        print("RuntimeError", err)

    # Events, conditions, barriers.
    ev = mp.Event()
    q = mp.Queue()
    pe = mp.Process(target=wait_event, args=(ev, q))
    pe.start()
    print("event", ev.is_set(), ev.wait(0.01))
    ev.set()
    print("event waiter", q.get(timeout=30))
    pe.join()
    ev.clear()
    print(ev.is_set())
    cond = mp.Condition()
    flag = mp.Value("i", 0)
    pc = mp.Process(target=cond_waiter, args=(cond, flag, q))
    pc.start()
    with cond:
        flag.value = 1
        cond.notify_all()
    print("condition", q.get(timeout=30))
    pc.join()
    bar = mp.Barrier(3)
    pb = [mp.Process(target=at_barrier, args=(bar, q)) for _ in range(2)]
    for x in pb:
        x.start()
    print("barrier", bar.wait(30) >= 0, q.get(timeout=30), q.get(timeout=30), bar.parties)
    for x in pb:
        x.join()

    # Pools.
    with mp.Pool(2) as pool:
        print(pool.map(square, range(12)))
        print(pool.map(square, range(7), chunksize=3))
        print(pool.starmap(pair_sum, [(1, 2), (3, 4), ("a", "b")]))
        print(list(pool.imap(square, range(6))), list(pool.imap(square, range(6), 4)))
        print(sorted(pool.imap_unordered(square, range(6))))
        print(pool.apply(pair_sum, (2,), {"b": 3}))
        res = pool.apply_async(square, (9,))
        print(res.get(30), res.ready(), res.successful())
        print(set(pool.map(worker_name, range(4))))
        try:
            pool.map(maybe_fail, range(8))
        except ZeroDivisionError as err:
            print("ZeroDivisionError", err, type(err.__cause__).__name__)
        it = pool.imap(maybe_fail, range(6))
        got = []
        try:
            for x in it:
                got.append(x)
        except ZeroDivisionError:
            print("imap stopped after", got)
        errs = []
        r = pool.map_async(maybe_fail, [4], error_callback=errs.append)
        r.wait(30)
        print(r.successful(), errs)
        print(pool.map(square, []))
    with mp.Pool(1, initializer=init_worker, initargs=("tagged",)) as pool:
        print(pool.map(read_tag, range(2)))
    pool = mp.Pool(2, maxtasksperchild=1)
    print(pool.map(square, range(4), chunksize=1))
    pool.close()
    try:
        pool.apply(square, (1,))
    except ValueError as err:
        print("ValueError", err)
    pool.join()
    for bad in ({"processes": 0}, {"maxtasksperchild": 0}, {"initializer": 3}):
        try:
            mp.Pool(**bad)
        except (ValueError, TypeError) as err:
            print(type(err).__name__, err)
    from multiprocessing.pool import ThreadPool
    with ThreadPool(3) as tp:
        print(tp.map(square, range(5)), tp.apply(pair_sum, (1, 2)))
        try:
            tp.apply(maybe_fail, (4,))
        except ZeroDivisionError as err:
            print("ZeroDivisionError", err, err.__cause__)
    from multiprocessing import dummy
    dq = dummy.Queue()
    dp = dummy.Process(target=dq.put, args=(5,))
    dp.start()
    dp.join()
    print(dq.get(), dp.exitcode, dummy.active_children())
    da, db = dummy.Pipe()
    da.send("x")
    print(db.poll(), db.recv())

    # Contexts.
    ctx = mp.get_context("spawn")
    print(ctx.get_start_method(), type(ctx.Lock()).__name__)
    cp = ctx.Process(target=greet, args=("ctx",))
    cp.start()
    cp.join()
    try:
        mp.get_context("nope")
    except ValueError as err:
        print("ValueError", err)
    print(isinstance(mp.cpu_count(), int), mp.current_process().name,
          mp.parent_process(), mp.active_children())
    print(mp.TimeoutError.__mro__[1].__name__, mp.ProcessError.__module__)
