# heapq's pop and replace hold the item they take out of the heap while
# __lt__, Python code that allocates, runs the sift (and may collect).
import heapq


class E:
    def __init__(self, t, w):
        self.t = t
        self.w = w

    def __lt__(self, o):
        return (self.t, self.w) < (o.t, o.w)


q = []
for i in range(300):
    heapq.heappush(q, E(i % 17, i))
n = 0
for k in range(20000):
    e = heapq.heappop(q)
    n += e.t + e.w % 3
    heapq.heappush(q, E(e.t + k % 5 + 1, k))
    if k % 7 == 0:
        r = heapq.heapreplace(q, E(e.t + 2, -k))
        n += r.t
    if k % 11 == 0:
        r = heapq.heappushpop(q, E(e.t + 3, k))
        n += r.w % 5
print(n, len(q))
