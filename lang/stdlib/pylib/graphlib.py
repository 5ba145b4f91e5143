"""graphlib for cpjit: topological sorting of a graph of hashable nodes.

TopologicalSorter keeps, for each node, how many of its predecessors are
not done yet and which nodes wait for it. prepare() checks for cycles;
get_ready() hands out the nodes whose predecessors are all done, in the
order they became ready (nodes first in the order they were added), and
done() releases their successors.
"""

__all__ = ['TopologicalSorter', 'CycleError']

_GIVEN_OUT = -1
_FINISHED = -2


class CycleError(ValueError):
    """The graph has a cycle; args[1] lists its nodes, the first node
    repeated at the end."""


class _Node:
    __slots__ = ('node', 'waiting_on', 'successors')

    def __init__(self, node):
        self.node = node
        self.waiting_on = 0     # predecessors not done, or a state below 0
        self.successors = []


class TopologicalSorter:
    """Order the nodes of a graph so that each comes after its predecessors."""

    def __init__(self, graph=None):
        self._nodes = {}
        self._ready = None       # nodes to hand out by get_ready()
        self._out = 0            # handed out, not done yet
        self._done = 0
        if graph is not None:
            for node, preds in graph.items():
                self.add(node, *preds)

    def _entry(self, node):
        e = self._nodes.get(node)
        if e is None:
            e = self._nodes[node] = _Node(node)
        return e

    def add(self, node, *predecessors):
        """Add node, which must come after each of predecessors."""
        if self._ready is not None:
            raise ValueError('Nodes cannot be added after a call to prepare()')
        e = self._entry(node)
        e.waiting_on += len(predecessors)
        for p in predecessors:
            self._entry(p).successors.append(node)

    def prepare(self):
        """Freeze the graph and check it for cycles (CycleError)."""
        if self._ready is not None:
            raise ValueError('cannot prepare() more than once')
        self._ready = [e.node for e in self._nodes.values()
                       if e.waiting_on == 0]
        cycle = self._find_cycle()
        if cycle:
            raise CycleError('nodes are in a cycle', cycle)

    def get_ready(self):
        """Return a tuple of the nodes that can be processed now."""
        if self._ready is None:
            raise ValueError('prepare() must be called first')
        batch = tuple(self._ready)
        for node in batch:
            self._nodes[node].waiting_on = _GIVEN_OUT
        self._ready.clear()
        self._out += len(batch)
        return batch

    def is_active(self):
        """True while get_ready() can still return nodes."""
        if self._ready is None:
            raise ValueError('prepare() must be called first')
        return self._done < self._out or bool(self._ready)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        """Mark nodes returned by get_ready() as processed."""
        if self._ready is None:
            raise ValueError('prepare() must be called first')
        for node in nodes:
            e = self._nodes.get(node)
            if e is None:
                raise ValueError(f'node {node!r} was not added using add()')
            if e.waiting_on != _GIVEN_OUT:
                if e.waiting_on >= 0:
                    raise ValueError(
                        f'node {node!r} was not passed out (still not ready)')
                if e.waiting_on == _FINISHED:
                    raise ValueError(
                        f'node {node!r} was already marked done')
                raise AssertionError(f'node {node!r}: unknown status')
            e.waiting_on = _FINISHED
            for succ in e.successors:
                s = self._nodes[succ]
                s.waiting_on -= 1
                if s.waiting_on == 0:
                    self._ready.append(succ)
            self._done += 1

    def _find_cycle(self):
        # Depth-first search with an explicit stack; a node met again on
        # the current path closes a cycle.
        nodes = self._nodes
        finished = set()
        for start in nodes:
            if start in finished:
                continue
            path, on_path, iters = [], {}, []
            node = start
            while True:
                if node in on_path:
                    return path[on_path[node]:] + [node]
                if node not in finished:
                    finished.add(node)
                    on_path[node] = len(path)
                    path.append(node)
                    iters.append(iter(nodes[node].successors))
                while iters:
                    nxt = next(iters[-1], _END)
                    if nxt is not _END:
                        node = nxt
                        break
                    del on_path[path.pop()]
                    iters.pop()
                else:
                    break
        return None

    def static_order(self):
        """Yield every node in one valid order (prepares the sorter)."""
        self.prepare()
        while self.is_active():
            ready = self.get_ready()
            yield from ready
            self.done(*ready)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


_END = object()
