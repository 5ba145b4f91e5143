"""Task scheduler and Dijkstra using heapq with tuples; bisect with key=."""
import heapq
import bisect
from dataclasses import dataclass, field
from typing import Any


@dataclass(order=True)
class Job:
    priority: int
    seq: int
    name: str = field(compare=False)
    payload: Any = field(default=None, compare=False, repr=False)


def dijkstra(graph, src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev


graph = {
    "A": [("B", 7), ("C", 9), ("F", 14)],
    "B": [("A", 7), ("C", 10), ("D", 15)],
    "C": [("A", 9), ("B", 10), ("D", 11), ("F", 2)],
    "D": [("B", 15), ("C", 11), ("E", 6)],
    "E": [("D", 6), ("F", 9)],
    "F": [("A", 14), ("C", 2), ("E", 9)],
}
dist, prev = dijkstra(graph, "A")
print(sorted(dist.items()))
path, node = [], "E"
while node != "A":
    path.append(node)
    node = prev[node]
print("->".join(reversed(path + ["A"])))

jobs = []
for i, (p, n) in enumerate([(3, "write"), (1, "urgent"), (3, "read"), (2, "mid"), (1, "fire")]):
    heapq.heappush(jobs, Job(p, i, n, payload={"i": i}))
print(jobs[0])
print([heapq.heappop(jobs).name for _ in range(len(jobs))])

data = [5, 1, 8, 3, 9, 2, 7]
print(heapq.nlargest(3, data), heapq.nsmallest(2, data), heapq.nlargest(2, ["bb", "a", "ccc"], key=len))
h = list(data)
heapq.heapify(h)
print(h, heapq.heappushpop(h, 0), heapq.heapreplace(h, 10), h)
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [5])), list(heapq.merge(["c", "bb"], ["aaa"], key=len)))
print(list(heapq.merge([9, 4, 1], [8, 2], reverse=True)))

records = sorted([("carol", 31), ("alice", 25), ("bob", 28), ("dave", 40)], key=lambda r: r[1])
ages = [r[1] for r in records]
print(bisect.bisect_left(ages, 28), bisect.bisect_right(ages, 28), bisect.bisect(ages, 100))
print(bisect.bisect_left(records, 30, key=lambda r: r[1]), records[bisect.bisect_left(records, 30, key=lambda r: r[1])])
bisect.insort(records, ("eve", 29), key=lambda r: r[1])
bisect.insort_left(records, ("finn", 28), key=lambda r: r[1])
print(records)
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError:", e)
try:
    heapq.heappush([Job(1, 0, "x")], 5)
except TypeError as e:
    print("TypeError:", e)
