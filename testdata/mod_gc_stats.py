# gc.get_stats(): three generations of counters; a full collection, and
# the unreachable cycle it frees, count in the oldest one.
import gc

before = gc.get_stats()
cycle = []
cycle.append(cycle)
del cycle
gc.collect()
after = gc.get_stats()
print(len(after), [sorted(d) for d in after])
print(after[2]["collections"] > before[2]["collections"])
print(after[2]["collected"] > before[2]["collected"])
print(all(type(v) is int and v >= 0 for d in after for v in d.values()))
