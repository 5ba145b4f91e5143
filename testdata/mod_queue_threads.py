# queue.Queue shared by threads: blocking get and put, task_done and
# join, timeouts, shutdown waking waiters, LifoQueue, PriorityQueue and
# SimpleQueue across threads. Orders come from the queues themselves.
import queue
import threading

q = queue.Queue()
results = []


def consumer():
    while True:
        item = q.get()
        if item is None:
            q.task_done()
            break
        results.append(item * 2)
        q.task_done()


workers = [threading.Thread(target=consumer) for _ in range(3)]
for w in workers:
    w.start()
for i in range(30):
    q.put(i)
q.join()
print(sorted(results), q.unfinished_tasks, q.empty())
for _ in workers:
    q.put(None)
for w in workers:
    w.join()
print(q.qsize(), [w.is_alive() for w in workers])

# A bounded queue: the producer blocks until the consumer makes room.
bq = queue.Queue(maxsize=2)
seen = []


def slow_consumer(n):
    for _ in range(n):
        seen.append(bq.get())


c = threading.Thread(target=slow_consumer, args=(10,))
c.start()
for i in range(10):
    bq.put(i)
c.join()
print(seen, bq.full(), bq.empty())

# Timeouts and non-blocking calls.
e = queue.Queue(maxsize=1)
for f, args in [(e.get, (False,)), (e.get, (True, 0.01)), (e.get_nowait, ())]:
    try:
        f(*args)
    except queue.Empty as ex:
        print("Empty", type(ex).__module__, repr(ex))
e.put("x")
for f, args in [(e.put, ("y", False)), (e.put, ("y", True, 0.01)), (e.put_nowait, ("y",))]:
    try:
        f(*args)
    except queue.Full as ex:
        print("Full", repr(ex))
try:
    e.get(timeout=-1)
except ValueError as ex:
    print(ex)
print(e.get())

# task_done too often.
try:
    e.task_done()
    e.task_done()
except ValueError as ex:
    print(ex)

# shutdown wakes a thread waiting in get().
sq = queue.Queue()
outcome = []
started = threading.Event()


def waiter():
    started.set()
    try:
        sq.get()
    except queue.ShutDown:
        outcome.append("ShutDown")


w = threading.Thread(target=waiter)
w.start()
started.wait()
sq.shutdown()
w.join()
print(outcome)
try:
    sq.put(1)
except queue.ShutDown:
    print("put after shutdown: ShutDown")

# Other queues across threads.
lq = queue.LifoQueue()
pq = queue.PriorityQueue()
fill = threading.Thread(target=lambda: [(lq.put(i), pq.put((5 - i, str(i)))) for i in range(5)])
fill.start()
fill.join()
print([lq.get() for _ in range(5)], [pq.get()[1] for _ in range(5)])

simple = queue.SimpleQueue()
got = []
t = threading.Thread(target=lambda: got.extend(simple.get() for _ in range(4)))
t.start()
for i in "abcd":
    simple.put(i)
t.join()
print(got, simple.empty(), simple.qsize())
try:
    simple.get(timeout=0.01)
except queue.Empty:
    print("SimpleQueue Empty")
