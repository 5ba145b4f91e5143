"""Queues between processes: Queue and JoinableQueue (put() hands the
object to a feeder thread that pickles it and writes it to a pipe, so
put() does not block on a full pipe) and SimpleQueue (put() writes
itself)."""

import collections
import os
import pickle
import sys
import threading
import time
import weakref

from queue import Empty, Full

from . import connection, context, util
from .sharedctypes import RawValue
from .synchronize import SEM_VALUE_MAX, _PIPE_MAX

__all__ = ['Queue', 'SimpleQueue', 'JoinableQueue']

_sentinel = object()


class Queue:
    def __init__(self, maxsize=0, *, ctx=None):
        ctx = ctx or context._default_context.get_context()
        if maxsize <= 0:
            maxsize = SEM_VALUE_MAX
        self._maxsize = maxsize
        self._reader, self._writer = connection.Pipe(duplex=False)
        self._rlock = ctx.Lock()
        self._wlock = ctx.Lock()
        # A bound the pipe semaphore can hold limits puts; the count of
        # items (qsize) is shared memory under its own lock.
        self._sem = ctx.BoundedSemaphore(maxsize) if maxsize <= _PIPE_MAX else None
        self._size = RawValue('q', 0)
        self._size_lock = ctx.Lock()
        self._ignore_epipe = False
        self._reset()

    def __getstate__(self):
        context.assert_spawning(self)
        return (self._ignore_epipe, self._maxsize, self._reader, self._writer,
                self._rlock, self._wlock, self._sem, self._size, self._size_lock)

    def __setstate__(self, state):
        (self._ignore_epipe, self._maxsize, self._reader, self._writer,
         self._rlock, self._wlock, self._sem, self._size, self._size_lock) = state
        self._reset()

    def _reset(self):
        self._closed = False
        self._close = None
        self._joincancelled = False
        self._notempty = threading.Condition(threading.Lock())
        self._buffer = collections.deque()
        self._thread = None
        self._poll = self._reader.poll

    def _add_size(self, n):
        with self._size_lock:
            self._size.value += n

    def put(self, obj, block=True, timeout=None):
        if self._closed:
            raise ValueError(f"Queue {self!r} is closed")
        if self._sem is not None and not self._sem.acquire(block, timeout):
            raise Full
        self._add_size(1)
        with self._notempty:
            if self._thread is None:
                self._start_thread()
            self._buffer.append(obj)
            self._notempty.notify()

    def get(self, block=True, timeout=None):
        if self._closed:
            raise ValueError(f"Queue {self!r} is closed")
        if block and timeout is None:
            with self._rlock:
                res = self._reader.recv_bytes()
        else:
            if block:
                deadline = time.monotonic() + timeout
            if not self._rlock.acquire(block, timeout):
                raise Empty
            try:
                if block:
                    timeout = deadline - time.monotonic()
                    if not self._poll(timeout):
                        raise Empty
                elif not self._poll():
                    raise Empty
                res = self._reader.recv_bytes()
            finally:
                self._rlock.release()
        self._add_size(-1)
        if self._sem is not None:
            self._sem.release()
        return pickle.loads(res)

    def qsize(self):
        return self._size.value

    def empty(self):
        return not self._poll()

    def full(self):
        if self._sem is None:
            return False
        return self._sem.get_value() == 0

    def get_nowait(self):
        return self.get(False)

    def put_nowait(self, obj):
        return self.put(obj, False)

    def close(self):
        self._closed = True
        close = self._close
        if close:
            self._close = None
            close()

    def join_thread(self):
        assert self._closed, "Queue {0!r} not closed".format(self)
        if self._thread is not None:
            self._thread.join()

    def cancel_join_thread(self):
        self._joincancelled = True

    def _start_thread(self):
        self._buffer.clear()
        self._thread = threading.Thread(
            target=Queue._feed,
            args=(self._buffer, self._notempty, self._writer, self._wlock,
                  self._reader.close, self._ignore_epipe,
                  self._on_queue_feeder_error, self._sem, self._add_size),
            name='QueueFeederThread', daemon=True)
        self._thread.start()
        self._close = self._finalize_close
        # The feeder must have written everything before the process ends
        # (unless cancel_join_thread was called).
        ref = weakref.ref(self)
        util.Finalize(self, Queue._finalize_join, [ref], exitpriority=-5)
        util.Finalize(self, self._finalize_close, exitpriority=10)

    def _finalize_close(self):
        with self._notempty:
            self._buffer.append(_sentinel)
            self._notempty.notify()

    @staticmethod
    def _finalize_join(ref):
        q = ref()
        if q is None or q._joincancelled or q._thread is None:
            return
        q._thread.join()

    @staticmethod
    def _feed(buffer, notempty, writer, writelock, reader_close,
              ignore_epipe, onerror, queue_sem, add_size):
        while True:
            with notempty:
                while not buffer:
                    notempty.wait()
                items = list(buffer)
                buffer.clear()
            for obj in items:
                if obj is _sentinel:
                    writer.close()
                    return
                try:
                    data = pickle.dumps(obj)
                    with writelock:
                        writer.send_bytes(data)
                except Exception as e:
                    if ignore_epipe and getattr(e, 'errno', 0) == 32:
                        return
                    if util.is_exiting():
                        return
                    add_size(-1)
                    if queue_sem is not None:
                        queue_sem.release()
                    onerror(e, obj)

    @staticmethod
    def _on_queue_feeder_error(e, obj):
        """Called in the feeder thread when obj could not be sent."""
        import traceback
        traceback.print_exc()

    __class_getitem__ = classmethod(type(list[int]))


class JoinableQueue(Queue):
    def __init__(self, maxsize=0, *, ctx=None):
        ctx = ctx or context._default_context.get_context()
        Queue.__init__(self, maxsize, ctx=ctx)
        self._unfinished_tasks = ctx.Semaphore(0)
        self._cond = ctx.Condition()

    def __getstate__(self):
        return Queue.__getstate__(self) + (self._cond, self._unfinished_tasks)

    def __setstate__(self, state):
        Queue.__setstate__(self, state[:-2])
        self._cond, self._unfinished_tasks = state[-2:]

    def put(self, obj, block=True, timeout=None):
        if self._closed:
            raise ValueError(f"Queue {self!r} is closed")
        if self._sem is not None and not self._sem.acquire(block, timeout):
            raise Full
        self._add_size(1)
        with self._notempty, self._cond:
            if self._thread is None:
                self._start_thread()
            self._buffer.append(obj)
            self._unfinished_tasks.release()
            self._notempty.notify()

    def task_done(self):
        with self._cond:
            if not self._unfinished_tasks.acquire(False):
                raise ValueError('task_done() called too many times')
            if self._unfinished_tasks._semlock._is_zero():
                self._cond.notify_all()

    def join(self):
        with self._cond:
            if not self._unfinished_tasks._semlock._is_zero():
                self._cond.wait()


class SimpleQueue:
    def __init__(self, *, ctx=None):
        ctx = ctx or context._default_context.get_context()
        self._reader, self._writer = connection.Pipe(duplex=False)
        self._rlock = ctx.Lock()
        self._poll = self._reader.poll
        self._wlock = ctx.Lock()

    def close(self):
        self._reader.close()
        self._writer.close()

    def empty(self):
        return not self._poll()

    def __getstate__(self):
        context.assert_spawning(self)
        return (self._reader, self._writer, self._rlock, self._wlock)

    def __setstate__(self, state):
        (self._reader, self._writer, self._rlock, self._wlock) = state
        self._poll = self._reader.poll

    def get(self):
        with self._rlock:
            res = self._reader.recv_bytes()
        return pickle.loads(res)

    def put(self, obj):
        obj = pickle.dumps(obj)
        with self._wlock:
            self._writer.send_bytes(obj)

    __class_getitem__ = classmethod(type(list[int]))
