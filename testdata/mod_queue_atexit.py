# queue (single-threaded use) and atexit
import atexit
import queue

q = queue.Queue()
for i in range(5):
    q.put(i)
print(q.qsize(), q.empty(), q.full(), [q.get() for _ in range(3)], q.get_nowait())
q.task_done(); q.task_done(); q.task_done(); q.task_done()
print('unfinished', q.unfinished_tasks)
print(q.get(), q.empty())
try:
    q.get_nowait()
except queue.Empty as e:
    print('Empty', repr(e), type(e).__module__)
try:
    q.get(timeout=0.001)
except queue.Empty:
    print('Empty after timeout')
try:
    q.get(timeout=-1)
except ValueError as e:
    print('ValueError', e)
b = queue.Queue(maxsize=2)
b.put('a'); b.put('b')
print('full', b.full())
try:
    b.put('c', block=False)
except queue.Full:
    print('Full')
try:
    b.put_nowait('c')
except queue.Full:
    print('Full nowait')
q.task_done()
try:
    q.task_done()
except ValueError as e:
    print('ValueError', e)
q.join()
print('join returns when all done')
pq = queue.PriorityQueue()
for item in [(3, 'c'), (1, 'a'), (2, 'b')]:
    pq.put(item)
print([pq.get() for _ in range(3)])
lq = queue.LifoQueue()
for x in 'xyz':
    lq.put(x)
print([lq.get() for _ in range(3)])
sq = queue.SimpleQueue()
sq.put(1); sq.put(2)
print(sq.qsize(), sq.get(), sq.get_nowait(), sq.empty())
try:
    sq.get(block=False)
except queue.Empty:
    print('SimpleQueue Empty')
s = queue.Queue()
s.put(1); s.put(2)
s.shutdown()
try:
    s.put(3)
except queue.ShutDown:
    print('ShutDown on put')
print(s.get(), s.get())
try:
    s.get()
except queue.ShutDown:
    print('ShutDown on get')
s2 = queue.Queue()
s2.put(1)
s2.shutdown(immediate=True)
print('immediate', s2.qsize(), s2.unfinished_tasks)
print(queue.Queue[int], queue.SimpleQueue[str])

# BFS with a queue, the common use
graph = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d', 'e'], 'd': ['f'], 'e': ['f'], 'f': []}
seen, order, work = {'a'}, [], queue.Queue()
work.put('a')
while not work.empty():
    n = work.get()
    order.append(n)
    for m in graph[n]:
        if m not in seen:
            seen.add(m)
            work.put(m)
print('bfs', order)


def goodbye(name, punct='!'):
    print(f'goodbye {name}{punct}')


@atexit.register
def first():
    print('registered first, runs last')


atexit.register(goodbye, 'world')
atexit.register(goodbye, 'moon', punct='?')
atexit.register(print, 'never printed')
atexit.unregister(print)
print('callbacks', atexit._ncallbacks(), first.__name__)
try:
    atexit.register(42)
except TypeError as e:
    print('TypeError', e)
print('main ends')
