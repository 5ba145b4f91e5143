# heapq and bisect
import heapq
import bisect

def show(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!!", type(e).__name__, e)

h = []
for x in [5, 3, 8, 1, 9, 2, 7, 1]:
    heapq.heappush(h, x)
print(h)
print([heapq.heappop(h) for _ in range(len(h))])
data = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
heapq.heapify(data); print(data)
print(heapq.heapreplace(data, 10), data)
print(heapq.heappushpop(data, -1), heapq.heappushpop(data, 4), data)
big = [(i * 7919) % 10007 for i in range(5000)]
heapq.heapify(big)
print(big[:10], big[-5:], sum(big[::97]))
print(heapq.nlargest(3, [1, 5, 3, 9, 7]), heapq.nsmallest(3, [1, 5, 3, 9, 7]))
print(heapq.nlargest(2, ['a', 'bbb', 'cc', 'dd'], key=len), heapq.nsmallest(2, ['a', 'bbb', 'cc', 'dd'], key=len))
print(heapq.nlargest(1, []), heapq.nsmallest(10, [3, 1, 2]), heapq.nlargest(3, iter(range(100))))
print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15, 20], [], [25])))
print(list(heapq.merge(['dog', 'horse'], ['cat', 'fish', 'kangaroo'], key=len)))
print(list(heapq.merge([5, 3, 1], [4, 2], reverse=True)))
pq = []
for pri, name in [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'aa')]:
    heapq.heappush(pq, (pri, name))
print([heapq.heappop(pq) for _ in range(4)])
for t in ['heapq.heappush(1, 2)', 'heapq.heappop([])', 'heapq.heapreplace([], 1)', 'heapq.heapify(1)',
          'heapq.heappushpop([], 1)', 'heapq.heappush([])', 'heapq.heappop([1], 2)',
          'heapq.heappush([1, "a"], 2)']:
    show(t)

a = [1, 2, 4, 4, 8]
print(bisect.bisect(a, 4), bisect.bisect_left(a, 4), bisect.bisect_right(a, 0), bisect.bisect_left(a, 9))
print(bisect.bisect(a, 4, 0, 2), bisect.bisect_left(a, 4, lo=3), bisect.bisect(a, 3, hi=2))
bisect.insort(a, 5); bisect.insort_left(a, 4); bisect.insort_right(a, 0); print(a)
recs = [('a', 1), ('b', 5), ('c', 9)]
print(bisect.bisect(recs, 5, key=lambda r: r[1]), bisect.bisect_left(recs, 5, key=lambda r: r[1]))
bisect.insort(recs, ('x', 6), key=lambda r: r[1]); print(recs)
for t in ['bisect.bisect([1,2], 1, -1)', 'bisect.bisect(1, 1)', 'bisect.insort((1,2), 1)',
          'bisect.bisect([1,2,3], 2, key=lambda x: -x)', 'bisect.bisect_left([1,2], 2, hi=5)', 'bisect.bisect()',
          'bisect.bisect([1], 1, 0, 1, 1)', 'bisect.bisect(range(0, 100, 5), 42)', 'bisect.bisect("acegi", "f")']:
    show(t)

def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
