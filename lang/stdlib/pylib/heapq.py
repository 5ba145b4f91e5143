"""Heap queue (priority queue) helpers.

The heap primitives come from the Go module _heapq; this file adds the
iterator-level tools merge, nsmallest and nlargest.
"""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']

from _heapq import (heappush, heappop, heapify, heapreplace, heappushpop,
                    _heapify_max, _heappop_max, _heapreplace_max)


def merge(*iterables, key=None, reverse=False):
    """Lazily merge sorted iterables into one sorted stream.

    Items that compare equal come out in the order of the iterables they
    were taken from (the merge is stable)."""
    # Each heap entry is [sort_key, order, value, next_function]; "order"
    # is the position of the source iterable, negated for reverse merges,
    # so ties are broken by source position without comparing values.
    sign = -1 if reverse else 1
    if reverse:
        make_heap, pop_top, replace_top = _heapify_max, _heappop_max, _heapreplace_max
    else:
        make_heap, pop_top, replace_top = heapify, heappop, heapreplace
    entries = []
    for pos, source in enumerate(iterables):
        step = iter(source).__next__
        try:
            first = step()
        except StopIteration:
            continue
        k = first if key is None else key(first)
        entries.append([k, pos * sign, first, step])
    make_heap(entries)
    while len(entries) > 1:
        try:
            while True:
                top = entries[0]
                yield top[2]
                nxt = top[3]()
                top[2] = nxt
                top[0] = nxt if key is None else key(nxt)
                replace_top(entries, top)
        except StopIteration:
            pop_top(entries)
    if entries:
        last = entries[0]
        yield last[2]
        step = last[3]
        while True:
            try:
                item = step()
            except StopIteration:
                return
            yield item


def _select(n, iterable, key, largest):
    """Shared body of nsmallest/nlargest: the n extreme items, best first,
    equal items kept in input order."""
    if n == 1:
        marker = object()
        pick = max if largest else min
        if key is None:
            found = pick(iterable, default=marker)
        else:
            found = pick(iterable, default=marker, key=key)
        return [] if found is marker else [found]
    try:
        total = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= total:
            return sorted(iterable, key=key, reverse=largest)
    if n <= 0:
        return []
    # Keep a bounded heap of the best n seen so far whose root is the
    # worst of them.  Entries are (sort_key, seq, value); seq grows for
    # nsmallest and shrinks for nlargest so that among equal keys the
    # earliest item counts as "better" and survives.
    if largest:
        build, swap_root, seq_step = heapify, heapreplace, -1
        beats = lambda a, b: a > b
    else:
        build, swap_root, seq_step = _heapify_max, _heapreplace_max, 1
        beats = lambda a, b: a < b
    source = iter(iterable)
    keep = []
    seq = 0
    for item in source:
        keep.append((item if key is None else key(item), seq, item))
        seq += seq_step
        if len(keep) == n:
            break
    if not keep:
        return []
    build(keep)
    worst = keep[0][0]
    for item in source:
        k = item if key is None else key(item)
        if beats(k, worst):
            swap_root(keep, (k, seq, item))
            worst = keep[0][0]
            seq += seq_step
    keep.sort(reverse=largest)
    return [entry[2] for entry in keep]


def nsmallest(n, iterable, key=None):
    """Return the n smallest items (like sorted(iterable, key=key)[:n])."""
    return _select(n, iterable, key, False)


def nlargest(n, iterable, key=None):
    """Return the n largest items (like sorted(iterable, key=key,
    reverse=True)[:n])."""
    return _select(n, iterable, key, True)
