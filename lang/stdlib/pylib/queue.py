"""queue for cpjit: FIFO, LIFO and priority queues that threads share.

A queue's state is guarded by one lock, and three conditions over it say
when an item arrived (get waits on it), when room freed up (put on a full
queue waits on it) and when every task was marked done (join waits on it).
"""

import threading
from time import monotonic as _time
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


def _check_timeout(timeout):
    if timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


class Queue:
    """A first-in, first-out queue; maxsize <= 0 means unbounded."""

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.mutex = threading.Lock()
        self.not_empty = threading.Condition(self.mutex)
        self.not_full = threading.Condition(self.mutex)
        self.all_tasks_done = threading.Condition(self.mutex)
        self.unfinished_tasks = 0
        self.is_shutdown = False

    def task_done(self):
        """Mark one item taken by get() as processed (for join())."""
        with self.all_tasks_done:
            unfinished = self.unfinished_tasks - 1
            if unfinished < 0:
                raise ValueError('task_done() called too many times')
            self.unfinished_tasks = unfinished
            if unfinished == 0:
                self.all_tasks_done.notify_all()

    def join(self):
        """Wait until every item put has been marked done."""
        with self.all_tasks_done:
            while self.unfinished_tasks:
                self.all_tasks_done.wait()

    def qsize(self):
        with self.mutex:
            return self._qsize()

    def empty(self):
        with self.mutex:
            return not self._qsize()

    def full(self):
        with self.mutex:
            return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        """Put item in the queue, waiting for room if it is full (up to
        timeout seconds, then Full; block false: Full at once)."""
        with self.not_full:
            if self.is_shutdown:
                raise ShutDown
            if self.maxsize > 0:
                if not block:
                    if self._qsize() >= self.maxsize:
                        raise Full
                else:
                    _check_timeout(timeout)
                    deadline = None if timeout is None else _time() + timeout
                    while self._qsize() >= self.maxsize:
                        if deadline is None:
                            self.not_full.wait()
                        else:
                            left = deadline - _time()
                            if left <= 0:
                                raise Full
                            self.not_full.wait(left)
                        if self.is_shutdown:
                            raise ShutDown
            self._put(item)
            self.unfinished_tasks += 1
            self.not_empty.notify()

    def get(self, block=True, timeout=None):
        """Remove and return the next item, waiting for one if the queue
        is empty (up to timeout seconds, then Empty; block false: Empty at
        once)."""
        with self.not_empty:
            if self.is_shutdown and not self._qsize():
                raise ShutDown
            if not block:
                if not self._qsize():
                    raise Empty
            else:
                _check_timeout(timeout)
                deadline = None if timeout is None else _time() + timeout
                while not self._qsize():
                    if deadline is None:
                        self.not_empty.wait()
                    else:
                        left = deadline - _time()
                        if left <= 0:
                            raise Empty
                        self.not_empty.wait(left)
                    if self.is_shutdown and not self._qsize():
                        raise ShutDown
            item = self._get()
            self.not_full.notify()
            return item

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def shutdown(self, immediate=False):
        """Refuse further puts; with immediate, also drop what is queued.
        Threads waiting in put() or get() raise ShutDown."""
        with self.mutex:
            self.is_shutdown = True
            if immediate:
                while self._qsize():
                    self._get()
                    if self.unfinished_tasks > 0:
                        self.unfinished_tasks -= 1
                self.all_tasks_done.notify_all()
            self.not_empty.notify_all()
            self.not_full.notify_all()

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
        self._count = threading.Semaphore(0)

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)
        self._count.release()

    def get(self, block=True, timeout=None):
        if timeout is not None and block:
            _check_timeout(timeout)
        if not self._count.acquire(block, timeout if block else None):
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
