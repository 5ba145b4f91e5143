# Thread stress: many threads share a queue.Queue of jobs; each job runs a
# hot loop (compiled in the JIT tiers, where the GIL changes hands at its
# fuel exits) and allocates (so the collector runs while other threads'
# frames are suspended). The totals do not depend on the interleaving.
import queue
import threading

jobs = queue.Queue()
done = queue.Queue()
N_THREADS = 8
N_JOBS = 40


class Box:
    def __init__(self, v):
        self.v = v


def hot(n):
    s = 0
    i = 0
    while i < n:
        s += i * i % 7
        i += 1
    return s


def worker(wid):
    count = 0
    while True:
        job = jobs.get()
        if job is None:
            break
        keep = [Box(j) for j in range(job % 13)]
        d = {str(j): [j] * 3 for j in range(job % 5)}
        r = hot(200 + job) + sum(b.v for b in keep) + len(d)
        done.put((job, r))
        count += 1
    done.put(("count", count))


threads = [threading.Thread(target=worker, args=(i,), name=f"w{i}") for i in range(N_THREADS)]
for t in threads:
    t.start()
for j in range(N_JOBS):
    jobs.put(j)
for _ in threads:
    jobs.put(None)
for t in threads:
    t.join()

results = {}
counts = 0
while not done.empty():
    k, v = done.get()
    if k == "count":
        counts += v
    else:
        results[k] = v
print(len(results), counts, sum(results.values()))
print(all(results[j] == hot(200 + j) + sum(range(j % 13)) + j % 5 for j in range(N_JOBS)))
print(threading.active_count(), [t.is_alive() for t in threads].count(True))

# Threads hammering one counter under a lock, with hot loops between.
counter = [0]
lock = threading.Lock()


def bump(n):
    for _ in range(n):
        hot(50)
        with lock:
            counter[0] += 1


ts = [threading.Thread(target=bump, args=(100,)) for _ in range(6)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(counter[0])
