"""queue for cpjit: FIFO, LIFO and priority queues.

cpjit runs one thread of Python code, so a queue never waits for another
thread: a blocking get() on an empty queue (or put() on a full one) can
only end by its timeout, which raises Empty (Full) after sleeping that
long, as CPython's would with no other thread to feed it; without a
timeout it waits forever, as CPython's does.
"""

import time as _time
from collections import deque
from heapq import heappush, heappop

__all__ = ['Empty', 'Full', 'ShutDown', 'Queue', 'PriorityQueue',
           'LifoQueue', 'SimpleQueue']


class Empty(Exception):
    """Raised by Queue.get(block=0)/get_nowait()."""


class Full(Exception):
    """Raised by Queue.put(block=0)/put_nowait()."""


class ShutDown(Exception):
    """Raised when put/get is called on a Queue that has been shut down."""


Empty.__module__ = '_queue'


def _wait_forever():
    while True:
        _time.sleep(3600)


class Queue:
    """A first-in, first-out queue; maxsize <= 0 means unbounded."""

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0
        self.is_shutdown = False

    def task_done(self):
        """Mark one item taken by get() as processed (for join())."""
        unfinished = self.unfinished_tasks - 1
        if unfinished < 0:
            raise ValueError('task_done() called too many times')
        self.unfinished_tasks = unfinished

    def join(self):
        """Wait until every item put has been marked done."""
        if self.unfinished_tasks:
            _wait_forever()

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        """Put item in the queue (see the module doc on blocking)."""
        if self.is_shutdown:
            raise ShutDown
        if self.maxsize > 0 and self._qsize() >= self.maxsize:
            if not block:
                raise Full
            if timeout is None:
                _wait_forever()
            elif timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            _time.sleep(timeout)
            raise Full
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        """Remove and return the next item (see the module doc on blocking)."""
        if self.is_shutdown and not self._qsize():
            raise ShutDown
        if not self._qsize():
            if not block:
                raise Empty
            if timeout is None:
                _wait_forever()
            elif timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            _time.sleep(timeout)
            raise Empty
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def shutdown(self, immediate=False):
        """Refuse further puts; with immediate, also drop what is queued."""
        self.is_shutdown = True
        if immediate:
            while self._qsize():
                self._get()
                if self.unfinished_tasks > 0:
                    self.unfinished_tasks -= 1

    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class PriorityQueue(Queue):
    """A queue that returns its smallest entry first (heapq order)."""

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heappush(self.queue, item)

    def _get(self):
        return heappop(self.queue)


class LifoQueue(Queue):
    """A queue that returns its newest entry first."""

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    """An unbounded FIFO queue without task tracking."""

    def __init__(self):
        self._queue = deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        if not self._queue:
            if not block:
                raise Empty
            if timeout is None:
                _wait_forever()
            elif timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            _time.sleep(timeout)
            raise Empty
        return self._queue.popleft()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return len(self._queue) == 0

    def qsize(self):
        return len(self._queue)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


SimpleQueue.__module__ = '_queue'
