"""Futures, waiting for them, and the Executor interface."""

import threading
import time

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'
_AS_COMPLETED = '_AS_COMPLETED'

PENDING = 'PENDING'
RUNNING = 'RUNNING'
CANCELLED = 'CANCELLED'
CANCELLED_AND_NOTIFIED = 'CANCELLED_AND_NOTIFIED'
FINISHED = 'FINISHED'

_DESCRIPTION = {
    PENDING: 'pending',
    RUNNING: 'running',
    CANCELLED: 'cancelled',
    CANCELLED_AND_NOTIFIED: 'cancelled',
    FINISHED: 'finished',
}


class Error(Exception):
    """Base class for the module's errors."""


class CancelledError(Error):
    """The future was cancelled."""


TimeoutError = TimeoutError


class InvalidStateError(Error):
    """The operation is not allowed in the future's state."""


class BrokenExecutor(RuntimeError):
    """The executor can no longer run anything."""


class _Waiter:
    # What wait() and as_completed() block on: futures report to it as
    # they finish.

    def __init__(self, mode, pending):
        self.mode = mode
        self.pending = pending      # futures not yet finished, for ALL/FIRST_EXCEPTION
        self.event = threading.Event()
        self.finished = []
        self.lock = threading.Lock()

    def _done(self, future, failed):
        with self.lock:
            self.finished.append(future)
            self.pending -= 1
        if self.mode == FIRST_COMPLETED or self.mode == _AS_COMPLETED:
            self.event.set()
        elif self.mode == FIRST_EXCEPTION and failed:
            self.event.set()
        elif self.pending <= 0:
            self.event.set()

    def add_result(self, future):
        self._done(future, False)

    def add_exception(self, future):
        self._done(future, True)

    def add_cancelled(self, future):
        self._done(future, True)


class Future:
    """The result of a call that may not have finished yet."""

    def __init__(self):
        self._condition = threading.Condition()
        self._state = PENDING
        self._result = None
        self._exception = None
        self._waiters = []
        self._done_callbacks = []

    def __repr__(self):
        with self._condition:
            head = f'<{self.__class__.__name__} at {id(self):#x} state={_DESCRIPTION[self._state]}'
            if self._state == FINISHED:
                if self._exception is not None:
                    return f'{head} raised {self._exception.__class__.__name__}>'
                return f'{head} returned {self._result.__class__.__name__}>'
            return head + '>'

    def _run_callbacks(self):
        for fn in self._done_callbacks:
            try:
                fn(self)
            except Exception:
                import logging
                logging.getLogger('concurrent.futures').exception(
                    'exception calling callback for %r', self)

    def cancel(self):
        """Cancel the call if it has not started; True if cancelled."""
        with self._condition:
            if self._state in (RUNNING, FINISHED):
                return False
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                return True
            self._state = CANCELLED
            self._condition.notify_all()
        self._run_callbacks()
        return True

    def cancelled(self):
        with self._condition:
            return self._state in (CANCELLED, CANCELLED_AND_NOTIFIED)

    def running(self):
        with self._condition:
            return self._state == RUNNING

    def done(self):
        with self._condition:
            return self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED)

    def _outcome(self):
        if self._exception is not None:
            try:
                raise self._exception
            finally:
                self = None
        return self._result

    def _wait_done(self, timeout):
        # Called with the condition held: wait until finished or cancelled.
        if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
            return
        self._condition.wait(timeout)
        if self._state not in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
            raise TimeoutError()

    def result(self, timeout=None):
        """The call's result, waiting up to timeout seconds for it."""
        try:
            with self._condition:
                if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                    raise CancelledError()
                self._wait_done(timeout)
                if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                    raise CancelledError()
                return self._outcome()
        finally:
            self = None

    def exception(self, timeout=None):
        """The call's exception (None if it returned), waiting up to
        timeout seconds."""
        with self._condition:
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                raise CancelledError()
            self._wait_done(timeout)
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
                raise CancelledError()
            return self._exception

    def add_done_callback(self, fn):
        """Call fn(future) when the future finishes (now if it has)."""
        with self._condition:
            if self._state not in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
                self._done_callbacks.append(fn)
                return
        try:
            fn(self)
        except Exception:
            import logging
            logging.getLogger('concurrent.futures').exception(
                'exception calling callback for %r', self)

    def set_running_or_notify_cancel(self):
        """For executors: mark the future running, or report (False) that
        it was cancelled."""
        with self._condition:
            if self._state == CANCELLED:
                self._state = CANCELLED_AND_NOTIFIED
                for w in self._waiters:
                    w.add_cancelled(self)
                return False
            if self._state == PENDING:
                self._state = RUNNING
                return True
            import logging
            logging.getLogger('concurrent.futures').critical(
                'Future %s in unexpected state: %s', id(self), self._state)
            raise RuntimeError('Future in unexpected state')

    def set_result(self, result):
        with self._condition:
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
                raise InvalidStateError(f'{self._state}: {self!r}')
            self._result = result
            self._state = FINISHED
            for w in self._waiters:
                w.add_result(self)
            self._condition.notify_all()
        self._run_callbacks()

    def set_exception(self, exception):
        with self._condition:
            if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
                raise InvalidStateError(f'{self._state}: {self!r}')
            self._exception = exception
            self._state = FINISHED
            for w in self._waiters:
                w.add_exception(self)
            self._condition.notify_all()
        self._run_callbacks()

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


def _finished(f):
    return f._state in (CANCELLED_AND_NOTIFIED, FINISHED)


def _lock_all(fs):
    for f in fs:
        f._condition.acquire()


def _unlock_all(fs):
    for f in fs:
        f._condition.release()


def as_completed(fs, timeout=None):
    """Yield the futures of fs as they finish (those already finished
    first); TimeoutError if some are still unfinished after timeout."""
    if timeout is not None:
        end = timeout + time.monotonic()
    fs = set(fs)
    total = len(fs)
    ordered = sorted(fs, key=id)
    _lock_all(ordered)
    try:
        done = set(f for f in fs if _finished(f))
        pending = fs - done
        waiter = _Waiter(_AS_COMPLETED, len(pending))
        for f in pending:
            f._waiters.append(waiter)
    finally:
        _unlock_all(ordered)
    try:
        yield from done
        while pending:
            if timeout is None:
                left = None
            else:
                left = end - time.monotonic()
                if left < 0:
                    raise TimeoutError(f'{len(pending)} (of {total}) futures unfinished')
            waiter.event.wait(left)
            with waiter.lock:
                finished = waiter.finished
                waiter.finished = []
                waiter.event.clear()
            for f in finished:
                if f in pending:
                    pending.remove(f)
                    yield f
    finally:
        for f in fs:
            with f._condition:
                if waiter in f._waiters:
                    f._waiters.remove(waiter)


import collections as _collections

DoneAndNotDoneFutures = _collections.namedtuple('DoneAndNotDoneFutures', 'done not_done')


def wait(fs, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the futures of fs: until all finish (ALL_COMPLETED), any
    finishes (FIRST_COMPLETED), one raises (FIRST_EXCEPTION), or the
    timeout. Returns (done, not_done) sets."""
    fs = set(fs)
    ordered = sorted(fs, key=id)
    _lock_all(ordered)
    try:
        done = set(f for f in fs if _finished(f))
        not_done = fs - done
        if return_when == FIRST_COMPLETED and done:
            return DoneAndNotDoneFutures(done, not_done)
        if return_when == FIRST_EXCEPTION and any(
                not f.cancelled() and f._exception is not None for f in done):
            return DoneAndNotDoneFutures(done, not_done)
        if len(done) == len(fs):
            return DoneAndNotDoneFutures(done, not_done)
        if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
            raise ValueError(f'Invalid return condition: {return_when!r}')
        waiter = _Waiter(return_when, len(not_done))
        for f in not_done:
            f._waiters.append(waiter)
    finally:
        _unlock_all(ordered)
    waiter.event.wait(timeout)
    for f in fs:
        with f._condition:
            if waiter in f._waiters:
                f._waiters.remove(waiter)
    with waiter.lock:
        done.update(waiter.finished)
    return DoneAndNotDoneFutures(done, fs - done)


def _result_or_cancel(fut, timeout=None):
    try:
        try:
            return fut.result(timeout)
        finally:
            fut.cancel()
    finally:
        del fut


class Executor:
    """The interface of executors: submit calls, get futures."""

    def submit(self, fn, /, *args, **kwargs):
        raise NotImplementedError()

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        """Like map(fn, *iterables), the calls made concurrently; the
        iterator raises TimeoutError if a result is not ready timeout
        seconds after map() was called."""
        if timeout is not None:
            end = timeout + time.monotonic()
        futures = [self.submit(fn, *args) for args in zip(*iterables)]

        def results():
            try:
                futures.reverse()
                while futures:
                    if timeout is None:
                        yield _result_or_cancel(futures.pop())
                    else:
                        yield _result_or_cancel(futures.pop(), end - time.monotonic())
            finally:
                for f in futures:
                    f.cancel()
        return results()

    def shutdown(self, wait=True, *, cancel_futures=False):
        pass

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.shutdown(wait=True)
        return False
