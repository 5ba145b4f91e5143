# graphlib: topological order, batches, cycles, errors
from graphlib import TopologicalSorter, CycleError

graph = {'D': {'B', 'C'}, 'C': {'A'}, 'B': {'A'}, 'E': []}
print(list(TopologicalSorter({'D': ['B', 'C'], 'C': ['A'], 'B': ['A']}).static_order()))
print(list(TopologicalSorter({1: [2, 3], 2: [4], 3: [4], 5: [1]}).static_order()))
ts = TopologicalSorter()
ts.add('build', 'compile', 'link')
ts.add('compile', 'fetch')
ts.add('link', 'compile')
ts.add('test', 'build')
ts.prepare()
batches = []
while ts.is_active():
    ready = ts.get_ready()
    batches.append(ready)
    ts.done(*ready)
print(batches, bool(ts))
for g in ({'a': ['b'], 'b': ['c'], 'c': ['a']}, {1: [1]}, {'x': ['y'], 'y': ['z', 'x'], 'z': []}):
    try:
        list(TopologicalSorter(g).static_order())
    except CycleError as e:
        print('CycleError', e.args[0], e.args[1], isinstance(e, ValueError))
ts = TopologicalSorter({'a': ['b']})
for f in (ts.get_ready, ts.is_active, lambda: ts.done('a')):
    try:
        f()
    except ValueError as e:
        print('ValueError', e)
ts.prepare()
for f in (ts.prepare, lambda: ts.add('c'), lambda: ts.done('zz'), lambda: ts.done('a')):
    try:
        f()
    except ValueError as e:
        print('ValueError', e)
r = ts.get_ready()
ts.done(*r)
try:
    ts.done(*r)
except ValueError as e:
    print('ValueError', e)
print(r, ts.get_ready(), TopologicalSorter[str])
ts = TopologicalSorter()
ts.add(3)
ts.add(1, 2)
ts.add(2)
ts.add(1, 2)
print(list(ts.static_order()))
big = {i: [i - 1, i - 2] for i in range(2, 2000)}
order = list(TopologicalSorter(big).static_order())
print(order[:5], order[-3:], len(order))
