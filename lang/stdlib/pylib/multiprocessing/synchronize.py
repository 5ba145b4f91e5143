"""Locks, semaphores, conditions, events and barriers shared between
processes. A SemLock is a pipe semaphore of _cpjit_mp; the owner of a
lock and the depth of an RLock are kept by the process that holds it
(no other process needs them)."""

import os
import sys
import threading
import time

import _cpjit_mp as _mp

from . import context, process

__all__ = ['Lock', 'RLock', 'Semaphore', 'BoundedSemaphore', 'Condition',
           'Event', 'Barrier']

RECURSIVE_MUTEX, SEMAPHORE = 0, 1
SEM_VALUE_MAX = 2147483647
_PIPE_MAX = 1 << 20   # the most a pipe semaphore holds


class _SemLock:
    def __init__(self, kind, value, maxvalue):
        self.kind = kind
        self.maxvalue = maxvalue
        self._rfd, self._wfd = _mp.sem_pipe(min(value, _PIPE_MAX))
        self._local_setup()

    def _local_setup(self):
        self._nb = _mp.reopen_nonblock(self._rfd)
        self._owner = None
        self._count = 0

    def __getstate__(self):
        context.share_fds(self._rfd, self._wfd)
        return (self.kind, self.maxvalue, self._rfd, self._wfd)

    def __setstate__(self, state):
        self.kind, self.maxvalue, self._rfd, self._wfd = state
        os.set_inheritable(self._rfd, False)
        os.set_inheritable(self._wfd, False)
        self._local_setup()

    def _me(self):
        return (os.getpid(), threading.get_ident())

    def _is_mine(self):
        return self._count > 0 and self._owner == self._me()

    def _get_value(self):
        return _mp.sem_getvalue(self._rfd)

    def _is_zero(self):
        return self._get_value() == 0

    def acquire(self, block=True, timeout=None):
        if self.kind == RECURSIVE_MUTEX and self._is_mine():
            self._count += 1
            return True
        if not block:
            timeout = 0
        elif timeout is not None and timeout < 0:
            timeout = 0
        if not _mp.sem_acquire(self._nb, timeout):
            return False
        self._owner = self._me()
        self._count += 1
        return True

    def release(self):
        if self.kind == RECURSIVE_MUTEX:
            if not self._is_mine():
                raise AssertionError(
                    'attempt to release recursive lock not owned by thread')
            if self._count > 1:
                self._count -= 1
                return
            self._count = 0
            self._owner = None
        else:
            if self.maxvalue != SEM_VALUE_MAX and self._get_value() >= self.maxvalue:
                raise ValueError('semaphore or lock released too many times')
            if self._count > 0:
                self._count -= 1
            if self._count == 0:
                self._owner = None
        _mp.sem_release(self._wfd)

    def __del__(self):
        for name in ('_nb', '_rfd', '_wfd'):
            fd = self.__dict__.pop(name, None)
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass


class SemLock:
    def __init__(self, kind, value, maxvalue, *, ctx=None):
        self._semlock = _SemLock(kind, value, maxvalue)
        self._make_methods()

    def _make_methods(self):
        self.acquire = self._semlock.acquire
        self.release = self._semlock.release

    def __enter__(self):
        return self._semlock.acquire()

    def __exit__(self, *args):
        return self._semlock.release()

    def __getstate__(self):
        context.assert_spawning(self)
        return self._semlock

    def __setstate__(self, state):
        self._semlock = state
        self._make_methods()


class Semaphore(SemLock):
    def __init__(self, value=1, *, ctx=None):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        SemLock.__init__(self, SEMAPHORE, value, SEM_VALUE_MAX, ctx=ctx)

    def get_value(self):
        return self._semlock._get_value()

    def __repr__(self):
        try:
            value = self._semlock._get_value()
        except Exception:
            value = 'unknown'
        return '<%s(value=%s)>' % (self.__class__.__name__, value)


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1, *, ctx=None):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        SemLock.__init__(self, SEMAPHORE, value, value, ctx=ctx)

    def __repr__(self):
        try:
            value = self._semlock._get_value()
        except Exception:
            value = 'unknown'
        return '<%s(value=%s, maxvalue=%s)>' % (
            self.__class__.__name__, value, self._semlock.maxvalue)


def _holder_name():
    name = process.current_process().name
    if threading.current_thread().name != 'MainThread':
        name += '|' + threading.current_thread().name
    return name


class Lock(SemLock):
    def __init__(self, *, ctx=None):
        SemLock.__init__(self, SEMAPHORE, 1, 1, ctx=ctx)

    def __repr__(self):
        try:
            if self._semlock._is_mine():
                name = _holder_name()
            elif self._semlock._get_value() == 1:
                name = 'None'
            elif self._semlock._count > 0:
                name = 'SomeOtherThread'
            else:
                name = 'SomeOtherProcess'
        except Exception:
            name = 'unknown'
        return '<%s(owner=%s)>' % (self.__class__.__name__, name)


class RLock(SemLock):
    def __init__(self, *, ctx=None):
        SemLock.__init__(self, RECURSIVE_MUTEX, 1, 1, ctx=ctx)

    def __repr__(self):
        try:
            if self._semlock._is_mine():
                name, count = _holder_name(), self._semlock._count
            elif self._semlock._get_value() == 1:
                name, count = 'None', 0
            elif self._semlock._count > 0:
                name, count = 'SomeOtherThread', 'nonzero'
            else:
                name, count = 'SomeOtherProcess', 'nonzero'
        except Exception:
            name, count = 'unknown', 'unknown'
        return '<%s(%s, %s)>' % (self.__class__.__name__, name, count)


class Condition:
    """A condition variable over a Lock or RLock of this module. Waiters
    are counted by three semaphores, so that notify() wakes exactly the
    processes that were waiting when it was called."""

    def __init__(self, lock=None, *, ctx=None):
        self._lock = lock or RLock()
        self._sleeping_count = Semaphore(0)
        self._woken_count = Semaphore(0)
        self._wait_semaphore = Semaphore(0)
        self._make_methods()

    def __getstate__(self):
        context.assert_spawning(self)
        return (self._lock, self._sleeping_count, self._woken_count,
                self._wait_semaphore)

    def __setstate__(self, state):
        (self._lock, self._sleeping_count, self._woken_count,
         self._wait_semaphore) = state
        self._make_methods()

    def _make_methods(self):
        self.acquire = self._lock.acquire
        self.release = self._lock.release

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *args):
        return self._lock.__exit__(*args)

    def __repr__(self):
        try:
            num_waiters = (self._sleeping_count._semlock._get_value() -
                           self._woken_count._semlock._get_value())
        except Exception:
            num_waiters = 'unknown'
        return '<%s(%s, %s)>' % (self.__class__.__name__, self._lock, num_waiters)

    def wait(self, timeout=None):
        assert self._lock._semlock._is_mine(), \
            'must acquire() condition before using wait()'
        self._sleeping_count.release()
        # Give the lock up entirely (an RLock may be held several times).
        count = self._lock._semlock._count
        for _ in range(count):
            self._lock.release()
        try:
            return self._wait_semaphore.acquire(True, timeout)
        finally:
            self._woken_count.release()
            for _ in range(count):
                self._lock.acquire()

    def notify(self, n=1):
        assert self._lock._semlock._is_mine(), 'lock is not owned'
        assert not self._wait_semaphore.acquire(False)
        # Waiters that timed out since the last notify are no longer
        # sleeping: take them off the count.
        while self._woken_count.acquire(False):
            res = self._sleeping_count.acquire(False)
            assert res, ('notify: Bug in sleeping_count.acquire'
                         + '- res should not be False')
        sleepers = 0
        while sleepers < n and self._sleeping_count.acquire(False):
            self._wait_semaphore.release()
            sleepers += 1
        if sleepers:
            for _ in range(sleepers):
                self._woken_count.acquire()
            # Units nobody took (their waiter timed out) are withdrawn.
            while self._wait_semaphore.acquire(False):
                pass

    def notify_all(self):
        self.notify(n=sys.maxsize)

    def wait_for(self, predicate, timeout=None):
        result = predicate()
        if result:
            return result
        if timeout is not None:
            endtime = time.monotonic() + timeout
        else:
            endtime = None
            waittime = None
        while not result:
            if endtime is not None:
                waittime = endtime - time.monotonic()
                if waittime <= 0:
                    break
            self.wait(waittime)
            result = predicate()
        return result


class Event:
    def __init__(self, *, ctx=None):
        self._cond = Condition(Lock())
        self._flag = Semaphore(0)

    def is_set(self):
        with self._cond:
            if self._flag.acquire(False):
                self._flag.release()
                return True
            return False

    def set(self):
        with self._cond:
            self._flag.acquire(False)
            self._flag.release()
            self._cond.notify_all()

    def clear(self):
        with self._cond:
            self._flag.acquire(False)

    def wait(self, timeout=None):
        with self._cond:
            if self._flag.acquire(False):
                self._flag.release()
            else:
                self._cond.wait(timeout)
            if self._flag.acquire(False):
                self._flag.release()
                return True
            return False

    def __repr__(self):
        set_status = 'set' if self.is_set() else 'unset'
        return f"<{type(self).__qualname__} at {id(self):#x} {set_status}>"


class Barrier(threading.Barrier):
    """threading.Barrier whose state and count live in shared memory."""

    def __init__(self, parties, action=None, timeout=None, *, ctx=None):
        from .sharedctypes import RawArray
        if parties < 1:
            raise ValueError("parties must be > 0")
        shared = RawArray('i', 2)
        self.__setstate__((parties, action, timeout, Condition(), shared))
        self._state = 0
        self._count = 0

    def __setstate__(self, state):
        (self._parties, self._action, self._timeout,
         self._cond, self._shared) = state

    def __getstate__(self):
        return (self._parties, self._action, self._timeout,
                self._cond, self._shared)

    @property
    def _state(self):
        return self._shared[0]

    @_state.setter
    def _state(self, value):
        self._shared[0] = value

    @property
    def _count(self):
        return self._shared[1]

    @_count.setter
    def _count(self, value):
        self._shared[1] = value
