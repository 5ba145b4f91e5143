"""asyncio for cpjit: an event loop over coroutines, without networking.

The loop keeps a queue of ready callbacks and a heap of timers. A Task
drives one coroutine: each step sends into it (or throws into it) until the
coroutine yields a Future it waits for; the Future's completion schedules
the next step. The ready queue holds Handles, and also tasks whose step is
due and done futures whose callbacks are due, which run themselves
(Task._run, Future._run) without a Handle each. When nothing is ready the
loop sleeps until the earliest timer. Sockets, subprocesses, signals and executors are not provided yet
(cpjit has no threads); everything else follows CPython 3.13's asyncio:
tasks and their cancellation rules, gather, wait, wait_for, timeouts,
shield, as_completed, TaskGroup, queues and synchronisation primitives,
eager tasks, asyncio.run and Runner.
"""

import collections
import contextvars
import heapq
import math
import sys
import time as _time
import threading as _threading
import types as _types
import weakref as _weakref
from _cpjit_coro import step as _coro_step
from _cpjit_coro import hide_from_tracebacks as _hide_from_tracebacks
from _cpjit_coro import future_iter as _future_iter

_CoroutineType = _types.CoroutineType


# A future's first done callback when it has none.
_NO_CB = object()
# A future's first done callback when it is the wakeup of the task in
# _ctx0 (Future._add_wakeup).
_WAKE = object()

_copy_context = contextvars.copy_context
_snapshot = contextvars._snapshot
_from_snapshot = contextvars._from_snapshot
_Context = contextvars.Context

__all__ = (
    'AbstractEventLoop', 'AbstractEventLoopPolicy', 'BaseEventLoop',
    'Barrier', 'BoundedSemaphore', 'BrokenBarrierError', 'CancelledError',
    'Condition', 'DefaultEventLoopPolicy', 'Event', 'EventLoop', 'Future',
    'FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED', 'Handle',
    'IncompleteReadError', 'InvalidStateError', 'LifoQueue',
    'LimitOverrunError', 'Lock', 'PriorityQueue', 'Queue', 'QueueEmpty',
    'QueueFull', 'QueueShutDown', 'Runner', 'Semaphore', 'Task',
    'TaskGroup', 'Timeout', 'TimeoutError', 'TimerHandle', 'all_tasks',
    'as_completed', 'create_eager_task_factory', 'create_task',
    'current_task', 'eager_task_factory', 'ensure_future', 'gather',
    'get_event_loop', 'get_event_loop_policy', 'get_running_loop',
    'iscoroutine', 'iscoroutinefunction', 'isfuture', 'new_event_loop',
    'run', 'run_coroutine_threadsafe', 'set_event_loop', 'to_thread',
    'StreamReader', 'create_subprocess_exec', 'create_subprocess_shell',
    'set_event_loop_policy', 'shield', 'sleep', 'timeout', 'timeout_at',
    'wait', 'wait_for', 'wrap_future',
)


# --- exceptions -------------------------------------------------------------

class CancelledError(BaseException):
    """The Future or Task was cancelled."""


TimeoutError = TimeoutError


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""


class IncompleteReadError(EOFError):
    """Incomplete read error."""

    def __init__(self, partial, expected):
        r_expected = 'undefined' if expected is None else repr(expected)
        super().__init__(f'{len(partial)} bytes read on a total of '
                         f'{r_expected} expected bytes')
        self.partial = partial
        self.expected = expected

    def __reduce__(self):
        return type(self), (self.partial, self.expected)


class LimitOverrunError(Exception):
    """Reached the buffer limit while looking for a separator."""

    def __init__(self, message, consumed):
        super().__init__(message)
        self.consumed = consumed

    def __reduce__(self):
        return type(self), (self.args[0], self.consumed)


class SendfileNotAvailableError(RuntimeError):
    """Sendfile syscall is not available."""


class BrokenBarrierError(RuntimeError):
    """Barrier is broken by barrier.abort() call."""


class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""


class QueueFull(Exception):
    """Raised when Queue.put_nowait() is called on a full Queue."""


class QueueShutDown(Exception):
    """Raised when putting on to or getting from a shut-down Queue."""


for _c in (CancelledError, InvalidStateError, IncompleteReadError,
           LimitOverrunError, SendfileNotAvailableError, BrokenBarrierError):
    _c.__module__ = 'asyncio.exceptions'
for _c in (QueueEmpty, QueueFull, QueueShutDown):
    _c.__module__ = 'asyncio.queues'


# --- helpers ----------------------------------------------------------------

def iscoroutine(obj):
    """Return True if obj is a coroutine object."""
    if type(obj) is _types.CoroutineType:
        return True
    return isinstance(obj, (_types.CoroutineType, _CoroutineABC()))


_coro_abc = None


def _CoroutineABC():
    global _coro_abc
    if _coro_abc is None:
        from collections.abc import Coroutine
        _coro_abc = Coroutine
    return _coro_abc


def iscoroutinefunction(func):
    """Return True if func is a coroutine function (async def)."""
    f = func
    while True:
        if isinstance(f, _types.MethodType):
            f = f.__func__
        elif _is_partial(f):
            f = f.func
        else:
            break
    code = getattr(f, '__code__', None)
    if isinstance(code, _types.CodeType) and code.co_flags & 0x80:
        return True
    return getattr(func, '_is_coroutine', None) is _is_coroutine


def _is_partial(f):
    import functools
    return isinstance(f, functools.partial)


_is_coroutine = object()


def isfuture(obj):
    """Return True if obj is a Future-like object (asyncio's duck type)."""
    return (hasattr(obj.__class__, '_asyncio_future_blocking') and
            obj._asyncio_future_blocking is not None)


def _format_args(args, kwargs=None, debug=False):
    # Arguments are shown only in debug mode (they may hold secrets), as
    # in CPython 3.13.
    if not debug:
        return '()'
    import reprlib
    items = [reprlib.repr(a) for a in args or ()]
    if kwargs:
        items.extend(f'{k}={reprlib.repr(v)}' for k, v in kwargs.items())
    return '(' + ', '.join(items) + ')'


def _format_callback(func, args, kwargs=None, suffix='', debug=False):
    if _is_partial(func):
        suffix = _format_args(args, kwargs, debug) + suffix
        return _format_callback(func.func, func.args, func.keywords, suffix,
                                debug)
    r = getattr(func, '__qualname__', None) or getattr(func, '__name__', None)
    if r is None:
        r = repr(func)
    return r + _format_args(args, kwargs, debug) + suffix


def _function_source(func):
    while True:
        if isinstance(func, _types.MethodType):
            func = func.__func__
        elif _is_partial(func):
            func = func.func
        else:
            break
    if isinstance(func, _types.FunctionType):
        code = func.__code__
        return code.co_filename, code.co_firstlineno
    return None


def _callback_source(func, args, debug=False):
    r = _format_callback(func, args, debug=debug)
    src = _function_source(func)
    if src is not None:
        r += f' at {src[0]}:{src[1]}'
    return r


def _code_location(code):
    return f'{code.co_filename}:{code.co_firstlineno}'


def _coro_repr(coro):
    name = getattr(coro, '__qualname__', None) or getattr(
        coro, '__name__', None) or type(coro).__name__
    name = f'{name}()'
    frame = getattr(coro, 'cr_frame', None)
    if frame is None:
        frame = getattr(coro, 'gi_frame', None)
    code = getattr(coro, 'cr_code', None) or getattr(coro, 'gi_code', None)
    running = getattr(coro, 'cr_running', False)
    if frame is not None:
        state = 'running' if running else 'running'
        return f'{name} {state} at {frame.f_code.co_filename}:{frame.f_lineno}'
    if code is not None:
        return f'{name} done, defined at {_code_location(code)}'
    return name


# --- handles ----------------------------------------------------------------

class Handle:
    """A callback scheduled on a loop, with its arguments and context."""

    __slots__ = ('_callback', '_args', '_cancelled', '_loop', '_repr',
                 '__weakref__', '_context')

    def __init__(self, callback, args, loop, context=None):
        if context is None:
            context = _copy_context()
        self._context = context
        self._loop = loop
        self._callback = callback
        self._args = args
        self._cancelled = False
        self._repr = None

    def _repr_info(self):
        info = [self.__class__.__name__]
        if self._cancelled:
            info.append('cancelled')
        if self._callback is not None:
            info.append(_callback_source(self._callback, self._args,
                                         self._loop.get_debug()))
        return info

    def __repr__(self):
        if self._repr is not None:
            return self._repr
        return '<{}>'.format(' '.join(self._repr_info()))

    def get_context(self):
        ctx = self._context
        if type(ctx) is dict:
            ctx = self._context = _from_snapshot(ctx)
        return ctx

    def cancel(self):
        if not self._cancelled:
            self._cancelled = True
            self._callback = None
            self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        try:
            ctx = self._context
            if type(ctx) is _Context:
                ctx._run_args(self._callback, self._args)
            elif type(ctx) is dict:
                # A snapshot a future's add_done_callback took.
                _from_snapshot(ctx)._run_args(self._callback, self._args)
            else:
                ctx.run(self._callback, *self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            self._loop.call_exception_handler({
                'message': 'Exception in callback ' +
                           _callback_source(self._callback, self._args,
                                            self._loop.get_debug()),
                'exception': exc,
                'handle': self,
            })
        self = None


class TimerHandle(Handle):
    """A Handle that runs at a given loop time."""

    __slots__ = ['_scheduled', '_when']

    def __init__(self, when, callback, args, loop, context=None):
        super().__init__(callback, args, loop, context)
        self._when = when
        self._scheduled = False

    def _repr_info(self):
        info = super()._repr_info()
        pos = 2 if self._cancelled else 1
        info.insert(pos, f'when={self._when}')
        return info

    def __hash__(self):
        return hash(self._when)

    def __lt__(self, other):
        if isinstance(other, TimerHandle):
            return self._when < other._when
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, TimerHandle):
            return self._when < other._when or self.__eq__(other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, TimerHandle):
            return self._when > other._when
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, TimerHandle):
            return self._when > other._when or self.__eq__(other)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, TimerHandle):
            return (self._when == other._when and
                    self._callback == other._callback and
                    self._args == other._args and
                    self._cancelled == other._cancelled)
        return NotImplemented

    def cancel(self):
        if not self._cancelled:
            self._loop._timer_handle_cancelled(self)
        super().cancel()

    def when(self):
        return self._when


# --- futures ----------------------------------------------------------------

_PENDING = 'PENDING'
_CANCELLED = 'CANCELLED'
_FINISHED = 'FINISHED'


class Future:
    """A result that will be set later, awaitable by coroutines."""

    # Slots, as the fields of CPython's C Future: a future (and a task, of
    # which a program may have tens of thousands pending) is a handful of
    # words instead of a dict; __dict__ stays for what subclasses add.
    __slots__ = ('_state', '_result', '_exception', '_exception_tb', '_loop',
                 '_source_traceback', '_cancel_message', '_cancelled_exc',
                 '_asyncio_future_blocking', '_log_traceback', '_callbacks',
                 '_cb0', '_ctx0', '__dict__', '__weakref__')

    def __init__(self, *, loop=None):
        self._state = _PENDING
        self._result = None
        self._exception = None
        self._exception_tb = None
        self._source_traceback = None
        self._cancel_message = None
        self._cancelled_exc = None
        self._asyncio_future_blocking = False
        self._log_traceback = False
        if loop is None:
            self._loop = get_event_loop()
        else:
            self._loop = loop
        # The first done callback and its context are held in the future
        # itself (most futures get one: their awaiting task's wakeup or
        # their gather's); further ones in the list _callbacks, made when
        # the second comes. _cb0 is _NO_CB when the future has none.
        self._cb0 = _NO_CB
        self._ctx0 = None
        self._callbacks = None

    def _callback_pairs(self):
        # All the done callbacks, in order, as (callback, context).
        cb0 = self._cb0
        if cb0 is _NO_CB:
            return []
        if cb0 is _WAKE:
            task = self._ctx0
            pairs = [(task._wakeup, task._context)]
        else:
            pairs = [(cb0, self._ctx0)]
        if self._callbacks:
            pairs.extend(self._callbacks)
        return pairs

    def __repr__(self):
        return '<{} {}>'.format(self.__class__.__name__,
                                ' '.join(self._repr_info()))

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append(f'exception={self._exception!r}')
            else:
                info.append(f'result={_short_repr(self._result)}')
        if self._cb0 is not _NO_CB and self._state == _PENDING:
            info.append(_format_callbacks(self._callback_pairs()))
        return info

    def __class_getitem__(cls, item):
        return _types.GenericAlias(cls, item)

    def get_loop(self):
        loop = self._loop
        if loop is None:
            raise RuntimeError('Future object is not initialized.')
        return loop

    def _make_cancelled_error(self):
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        self._log_traceback = False
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        # The future is done: its callbacks are due. The loop puts the
        # future itself in its ready queue, where _run runs them, in
        # order, with no Handle or argument tuple per callback; until
        # then they stay in _cb0, _ctx0 and _callbacks (a done future
        # takes no more: add_done_callback schedules at once).
        if self._cb0 is not _NO_CB:
            self._loop._call_soon_future(self)

    # A done future whose callbacks are due sits in its loop's ready
    # queue as a Handle would (BaseEventLoop._run_once skips entries
    # whose _cancelled is true and calls the others' _run).
    _cancelled = False
    # False for a subclass that defines _run or _cancelled itself: its
    # callbacks are scheduled as Handles.
    _queue_self = True

    def _run(self):
        cb = self._cb0
        if cb is _NO_CB:
            return
        ctx = self._ctx0
        more = self._callbacks
        self._cb0 = _NO_CB
        self._ctx0 = None
        self._callbacks = None
        if not more:
            _run_done_callback(self, cb, ctx)
            return
        todo = [(cb, ctx)]
        todo.extend(more)
        n = len(todo)
        j = 0
        try:
            while j < n:
                cb, ctx = todo[j]
                j += 1
                _run_done_callback(self, cb, ctx)
        except BaseException:
            # SystemExit or KeyboardInterrupt: the callbacks not run yet
            # stay first in the ready queue (_run_once puts them back).
            if j < n:
                self._loop._interrupted = [
                    _done_callback_handle(self, cb, ctx)
                    for cb, ctx in todo[j:]]
            raise

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Result is not set.')
        self._log_traceback = False
        if self._exception is not None:
            raise self._exception.with_traceback(self._exception_tb)
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Exception is not set.')
        self._log_traceback = False
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self, context=context)
        else:
            if context is None:
                # The current context's variables as they are now (the
                # Context copy is made when the callback is scheduled).
                context = _snapshot()
            if self._cb0 is _NO_CB:
                self._cb0 = fn
                self._ctx0 = context
            elif self._callbacks is None:
                self._callbacks = [(fn, context)]
            else:
                self._callbacks.append((fn, context))

    def _add_wakeup(self, task):
        # add_done_callback(task._wakeup, context=task._context), as a
        # task waiting for this future calls it: the first callback of a
        # pending future is held as _WAKE with the task in _ctx0.
        if self._cb0 is _NO_CB and self._state == _PENDING:
            self._cb0 = _WAKE
            self._ctx0 = task
        else:
            self.add_done_callback(task._wakeup, context=task._context)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        # A subclass that overrides add_done_callback sees its tasks'
        # calls to it.
        if ('add_done_callback' in cls.__dict__
                and '_add_wakeup' not in cls.__dict__):
            cls._add_wakeup = _add_wakeup_plain
        if '_run' in cls.__dict__ or '_cancelled' in cls.__dict__:
            cls._queue_self = False

    def remove_done_callback(self, fn):
        if self._state != _PENDING:
            # The callbacks are scheduled already.
            return 0
        pairs = self._callback_pairs()
        kept = [(f, ctx) for (f, ctx) in pairs if f != fn]
        removed = len(pairs) - len(kept)
        if removed:
            if kept:
                self._cb0, self._ctx0 = kept[0]
                self._callbacks = kept[1:] or None
            else:
                self._cb0 = _NO_CB
                self._ctx0 = None
                self._callbacks = None
        return removed

    def set_result(self, result):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')
        if isinstance(exception, type):
            exception = exception()
        if not isinstance(exception, BaseException):
            raise TypeError('invalid exception object')
        if isinstance(exception, StopIteration):
            new = RuntimeError('StopIteration interacts badly with '
                               'generators and cannot be raised into a '
                               'Future')
            new.__cause__ = exception
            new.__context__ = exception
            exception = new
        self._exception = exception
        self._exception_tb = exception.__traceback__
        self._state = _FINISHED
        self._schedule_callbacks()
        self._log_traceback = True

    def __await__(self):
        # A FutureIter (in Go): yields the future once if it is not done,
        # then returns its result.
        return _future_iter(self, _future_result)

    __iter__ = __await__


Future.__module__ = '_asyncio'
_future_result = Future.result


def _add_wakeup_plain(fut, task):
    fut.add_done_callback(task._wakeup, context=task._context)


def _run_done_callback(fut, cb, ctx):
    # One done callback of fut, as the Handle that call_soon(cb, fut,
    # context=ctx) makes would run it.
    try:
        if cb is _WAKE:
            ctx._context._run1(_task_resume, ctx)
        elif type(ctx) is _Context:
            ctx._run1(cb, fut)
        elif type(ctx) is dict:
            _from_snapshot(ctx)._run1(cb, fut)
        else:
            ctx.run(cb, fut)
    except (SystemExit, KeyboardInterrupt):
        raise
    except BaseException as exc:
        h = _done_callback_handle(fut, cb, ctx)
        fut._loop.call_exception_handler({
            'message': 'Exception in callback ' +
                       _callback_source(h._callback, h._args,
                                        fut._loop.get_debug()),
            'exception': exc,
            'handle': h,
        })


def _done_callback_handle(fut, cb, ctx):
    # The Handle for one of fut's done callbacks (the generic path).
    if cb is _WAKE:
        return Handle(_task_resume, (ctx,), fut._loop, ctx._context)
    if type(ctx) is dict:
        ctx = _from_snapshot(ctx)
    return Handle(cb, (fut,), fut._loop, ctx)


def _short_repr(v):
    r = repr(v)
    if len(r) > 20:
        r = r[:9] + '...' + r[-8:]
    return r


def _format_callbacks(cb):
    size = len(cb)
    if not size:
        s = ''
    elif size == 1:
        s = _callback_source(cb[0][0], ())
    elif size == 2:
        s = '{}, {}'.format(_callback_source(cb[0][0], ()),
                            _callback_source(cb[1][0], ()))
    else:
        s = '{}, <{} more>, {}'.format(_callback_source(cb[0][0], ()),
                                      size - 2,
                                      _callback_source(cb[-1][0], ()))
    return f'cb=[{s}]'


def _get_loop(fut):
    try:
        get_loop = fut.get_loop
    except AttributeError:
        return fut._loop
    return get_loop()


def _set_result_unless_cancelled(fut, result):
    if fut.cancelled():
        return
    fut.set_result(result)


def wrap_future(future, *, loop=None):
    """Wrap a future-like object in an asyncio Future."""
    if isfuture(future):
        return future
    import concurrent.futures
    if not isinstance(future, concurrent.futures.Future):
        raise TypeError(f'concurrent.futures.Future is expected, got {future!r}')
    if loop is None:
        loop = get_event_loop()
    new_future = loop.create_future()
    _chain_future(future, new_future)
    return new_future


def _copy_future_state(source, dest):
    # source is done; dest (an asyncio or concurrent Future) gets its
    # outcome unless it was cancelled meanwhile.
    if dest.cancelled():
        return
    if source.cancelled():
        dest.cancel()
    else:
        exception = source.exception()
        if exception is not None:
            dest.set_exception(exception)
        else:
            dest.set_result(source.result())


def _chain_future(source, destination):
    """Make destination follow source, across threads and loops: its
    outcome is source's, and cancelling it cancels source."""
    source_loop = _get_loop(source) if isfuture(source) else None
    dest_loop = _get_loop(destination) if isfuture(destination) else None

    def _set_state(future, other):
        if isfuture(future):
            _copy_future_state(other, future)
        else:
            if future.cancelled() or not future.set_running_or_notify_cancel():
                return
            if other.cancelled():
                future.cancel()
                return
            exception = other.exception()
            if exception is not None:
                future.set_exception(exception)
            else:
                future.set_result(other.result())

    def _call_check_cancel(destination):
        if destination.cancelled():
            if source_loop is None or source_loop is dest_loop:
                source.cancel()
            else:
                source_loop.call_soon_threadsafe(source.cancel)

    def _call_set_state(source):
        if (destination.cancelled() and
                dest_loop is not None and dest_loop.is_closed()):
            return
        if dest_loop is None or dest_loop is source_loop:
            _set_state(destination, source)
        elif not dest_loop.is_closed():
            dest_loop.call_soon_threadsafe(_set_state, destination, source)

    destination.add_done_callback(_call_check_cancel)
    source.add_done_callback(_call_set_state)


# --- tasks ------------------------------------------------------------------

_task_counter = 0
# The tasks not done yet (a task leaves the set when it finishes, so the
# set keeps alive only tasks that can still run), and those running
# eagerly.
_all_tasks = set()
_eager_tasks = set()
_current_tasks = {}


class Task(Future):
    """A Future that runs a coroutine."""

    __slots__ = ('_log_destroy_pending', '_name', '_num_cancels_requested',
                 '_must_cancel', '_fut_waiter', '_coro', '_context')

    def __init__(self, coro, *, loop=None, name=None, context=None,
                 eager_start=False):
        super().__init__(loop=loop)
        self._log_destroy_pending = True
        if not iscoroutine(coro):
            self._log_destroy_pending = False
            raise TypeError(f'a coroutine was expected, got {coro!r}')
        if name is None:
            # The name is made when first asked for (as CPython 3.13 does):
            # most tasks never are.
            global _task_counter
            _task_counter += 1
            self._name = _task_counter
        else:
            self._name = str(name)
        self._num_cancels_requested = 0
        self._must_cancel = False
        self._fut_waiter = None
        self._coro = coro
        # Without a context given, the current context's variables are
        # kept (_snapshot) and the task's Context is made when it is first
        # needed (_task_context): at its first step, or get_context(). A
        # program that makes many tasks before they run (gather, TaskGroup)
        # holds no Context for those not started.
        self._context = _snapshot() if context is None else context
        if eager_start and self._loop.is_running():
            self._eager_start()
        else:
            self._loop._call_soon_task(self)
            _all_tasks.add(self)

    def _repr_info(self):
        info = super()._repr_info()
        if self._must_cancel:
            info[0] = 'cancelling'
        info.insert(1, f'name={self.get_name()!r}')
        if self._coro is not None:
            info.insert(2, f'coro=<{_coro_repr(self._coro)}>')
        if self._fut_waiter is not None:
            info.insert(3, f'wait_for={self._fut_waiter!r}')
        return info

    def get_coro(self):
        return self._coro

    def get_context(self):
        return _task_context(self)

    def get_name(self):
        name = self._name
        if name.__class__ is int:
            name = self._name = f'Task-{name}'
        return name

    def set_name(self, value):
        self._name = str(value)

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def get_stack(self, *, limit=None):
        frames = []
        f = getattr(self._coro, 'cr_frame', None)
        if f is not None:
            frames.append(f)
        return frames

    def print_stack(self, *, limit=None, file=None):
        if file is None:
            file = sys.stderr
        print(f'No stack for {self!r}', file=file)

    def cancel(self, msg=None):
        self._log_traceback = False
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
            if self._num_cancels_requested == 0:
                self._must_cancel = False
        return self._num_cancels_requested

    def _eager_start(self):
        loop = self._loop
        prev = _current_tasks.get(loop)
        _current_tasks[loop] = self
        try:
            _eager_tasks.add(self)
            try:
                _task_context(self).run(self._run_step, None)
            finally:
                _eager_tasks.discard(self)
        finally:
            if prev is None:
                _current_tasks.pop(loop, None)
            else:
                _current_tasks[loop] = prev
            if self._state != _PENDING:
                self._coro = None
            else:
                _all_tasks.add(self)

    def _step(self, exc=None):
        if self.done():
            raise InvalidStateError(
                f'_step(): already done: {self!r}, {exc!r}')
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        self._fut_waiter = None
        loop = self._loop
        prev = _current_tasks.get(loop)
        if prev is not None:
            raise RuntimeError(
                f'Cannot enter into task {self!r} while another task '
                f'{prev!r} is being executed.')
        _current_tasks[loop] = self
        # _run_step's body, inlined: one Python call less per step.
        coro = self._coro
        try:
            try:
                done, result = _coro_step(coro, exc)
            except CancelledError as e:
                self._cancelled_exc = e
                Future.cancel(self)
            except (KeyboardInterrupt, SystemExit) as e:
                Future.set_exception(self, e)
                raise
            except BaseException as e:
                Future.set_exception(self, e)
            else:
                if not done:
                    self._handle_yield(result)
                elif self._must_cancel:
                    self._must_cancel = False
                    Future.cancel(self, msg=self._cancel_message)
                else:
                    Future.set_result(self, result)
        finally:
            del _current_tasks[loop]
            if self._state != _PENDING:
                _all_tasks.discard(self)

    def _run_step(self, exc):
        coro = self._coro
        try:
            # _coro_step is coro.send(None) or coro.throw(exc) with the
            # coroutine's return as (True, value) instead of a StopIteration.
            done, result = _coro_step(coro, exc)
        except CancelledError as e:
            self._cancelled_exc = e
            Future.cancel(self)
        except (KeyboardInterrupt, SystemExit) as e:
            Future.set_exception(self, e)
            raise
        except BaseException as e:
            Future.set_exception(self, e)
        else:
            if not done:
                self._handle_yield(result)
            elif self._must_cancel:
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                Future.set_result(self, result)

    def _handle_yield(self, result):
        blocking = getattr(result, '_asyncio_future_blocking', None)
        if blocking is not None:
            if _get_loop(result) is not self._loop:
                err = RuntimeError(f'Task {self!r} got Future {result!r} '
                                   f'attached to a different loop')
                self._loop.call_soon(self._step, err, context=self._context)
            elif blocking:
                if result is self:
                    err = RuntimeError(
                        f'Task cannot await on itself: {self!r}')
                    self._loop.call_soon(self._step, err,
                                         context=self._context)
                else:
                    result._asyncio_future_blocking = False
                    try:
                        add_wakeup = result._add_wakeup
                    except AttributeError:
                        result.add_done_callback(self._wakeup,
                                                 context=self._context)
                    else:
                        add_wakeup(self)
                    self._fut_waiter = result
                    if self._must_cancel:
                        if self._fut_waiter.cancel(msg=self._cancel_message):
                            self._must_cancel = False
            else:
                err = RuntimeError(
                    f'yield was used instead of yield from in task '
                    f'{self!r} with {result!r}')
                self._loop.call_soon(self._step, err, context=self._context)
        elif result is None:
            self._loop._call_soon_task(self)
        elif isinstance(result, _types.GeneratorType):
            err = RuntimeError(
                f'yield was used instead of yield from for generator in '
                f'task {self!r} with {result!r}')
            self._loop.call_soon(self._step, err, context=self._context)
        else:
            err = RuntimeError(f'Task got bad yield: {result!r}')
            self._loop.call_soon(self._step, err, context=self._context)

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self._step(exc)
        else:
            self._step()

    # A task whose next step or wakeup is due sits in its loop's ready
    # queue itself, in place of a Handle (loop._call_soon_task), as does
    # a done future whose callbacks are due (Future._run).
    def _run(self):
        if self._state != _PENDING:
            # Done: its callbacks are due (Future._run).
            Future._run(self)
            return
        ctx = self._context
        if type(ctx) is dict:
            ctx = _task_context(self)
        try:
            ctx._run1(_task_resume, self)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            self._loop.call_exception_handler({
                'message': 'Exception in callback ' +
                           _callback_source(_task_step, (self,),
                                            self._loop.get_debug()),
                'exception': exc,
                'handle': self,
            })


Task.__module__ = '_asyncio'
Task._queue_self = True  # Task's own _run knows both uses


def current_task(loop=None):
    """Return the currently running task in loop, or None."""
    if loop is None:
        loop = get_running_loop()
    return _current_tasks.get(loop)


def all_tasks(loop=None):
    """Return the set of the loop's tasks that are not done yet."""
    if loop is None:
        loop = get_running_loop()
    tasks = list(_all_tasks) + list(_eager_tasks)
    return {t for t in tasks if _get_loop(t) is loop and not t.done()}


def create_task(coro, *, name=None, context=None):
    """Schedule coro as a Task on the running loop and return the Task."""
    loop = get_running_loop()
    if context is None:
        return loop.create_task(coro, name=name)
    return loop.create_task(coro, name=name, context=context)


def ensure_future(coro_or_future, *, loop=None):
    """Wrap a coroutine or an awaitable in a Future; return Futures as they are."""
    if isfuture(coro_or_future):
        if loop is not None and loop is not _get_loop(coro_or_future):
            raise ValueError('The future belongs to a different loop than '
                             'the one specified as the loop argument')
        return coro_or_future
    if not iscoroutine(coro_or_future):
        if hasattr(coro_or_future, '__await__'):
            coro_or_future = _wrap_awaitable(coro_or_future)
        else:
            raise TypeError('An asyncio.Future, a coroutine or an awaitable '
                            'is required')
    if loop is None:
        loop = get_event_loop()
    return loop.create_task(coro_or_future)


async def _wrap_awaitable(awaitable):
    return await awaitable


def create_eager_task_factory(custom_task_constructor):
    """A task factory that starts each task's coroutine at once."""
    def factory(loop, coro, *, name=None, context=None):
        return custom_task_constructor(coro, loop=loop, name=name,
                                       context=context, eager_start=True)
    return factory


eager_task_factory = create_eager_task_factory(Task)

# A task's step as a plain function of the task: the handle that runs a
# step holds it and (task,), where a bound method would be made for each
# step and called through a method object.
_task_step = Task._step


def _task_context(task):
    # The task's Context, made from the snapshot Task.__init__ took if it
    # has not been made yet.
    ctx = task._context
    if type(ctx) is dict:
        ctx = task._context = _from_snapshot(ctx)
    return ctx


def _task_resume(task):
    # The task's next step, run from the ready queue: a wakeup when it
    # waits for a future (which is then done), else a plain step.
    fut = task._fut_waiter
    if fut is None:
        _task_step(task)
        return
    try:
        fut.result()
    except BaseException as exc:
        _task_step(task, exc)
    else:
        _task_step(task)


# Future and Task are C in CPython: their methods' frames never show in
# tracebacks (an exception a task raised reaches its awaiter through
# result(), the awaiter's wakeup and step, and the future's __await__).
_hide_from_tracebacks(Future.result, Future.exception, Future.__await__,
                      Future.set_result, Future.set_exception, Future.cancel,
                      Future.add_done_callback, Future.remove_done_callback,
                      Future._schedule_callbacks, Future._make_cancelled_error,
                      Task.cancel, Task._step, Task._run_step, Task._wakeup,
                      _task_resume)


@_types.coroutine
def _sleep0():
    yield


async def sleep(delay, result=None):
    """Return result after delay seconds."""
    if delay <= 0:
        await _sleep0()
        return result
    if math.isnan(delay):
        raise ValueError('Invalid delay: NaN (not a number)')
    loop = get_running_loop()
    future = loop.create_future()
    h = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        h.cancel()


class _GatheringFuture(Future):
    __slots__ = ('_children', '_cancel_requested')

    def __init__(self, children, *, loop):
        super().__init__(loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    """Run awaitables concurrently; their results come back in order."""
    if not coros_or_futures:
        loop = get_event_loop()
        outer = loop.create_future()
        outer.set_result([])
        return outer

    children = []
    by_arg = {}
    pending = []
    loop = None
    # One object per gather holds its state; its bound method is the
    # children's done callback (the same function for every gather, where
    # a closure would be a new function each time).
    g = _Gather(children, return_exceptions)
    done_callback = g.child_done

    for arg in coros_or_futures:
        try:
            fut = by_arg.get(arg)
            hashable = True
        except TypeError:
            fut = None
            hashable = False
        if fut is None:
            if loop is not None and type(arg) is _CoroutineType:
                fut = loop.create_task(arg)
            else:
                fut = ensure_future(arg, loop=loop)
                if loop is None:
                    loop = _get_loop(fut)
            if fut is not arg:
                fut._log_destroy_pending = False
            g.nfuts += 1
            if hashable:
                by_arg[arg] = fut
            if fut.done():
                pending.append(fut)
            else:
                fut.add_done_callback(done_callback)
        children.append(fut)

    outer = g.outer = _GatheringFuture(children, loop=loop)
    for fut in pending:
        done_callback(fut)
    return outer


class _Gather:
    """The state of one gather(): its children, how many of them have
    finished, and the future it returns."""

    __slots__ = ('children', 'return_exceptions', 'nfuts', 'nfinished',
                 'outer')

    def __init__(self, children, return_exceptions):
        self.children = children
        self.return_exceptions = return_exceptions
        self.nfuts = 0
        self.nfinished = 0
        self.outer = None

    def child_done(self, fut):
        self.nfinished += 1
        outer = self.outer
        if outer is None or outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not self.return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if self.nfinished == self.nfuts:
            results = []
            for f in self.children:
                if f.cancelled():
                    res = CancelledError(
                        '' if f._cancel_message is None else f._cancel_message)
                else:
                    res = f.exception()
                    if res is None:
                        res = f.result()
                results.append(res)
            if outer._cancel_requested:
                outer.set_exception(fut._make_cancelled_error())
            else:
                outer.set_result(results)


def shield(arg):
    """Wait for arg, protecting it from cancellation of the awaiting task."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = _get_loop(inner)
    outer = loop.create_future()

    def inner_done(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def outer_done(outer):
        if not inner.done():
            inner.remove_done_callback(inner_done)

    inner.add_done_callback(inner_done)
    outer.add_done_callback(outer_done)
    return outer


FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the Futures or Tasks in fs; return (done, pending) sets."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect a list of futures, not {type(fs).__name__}')
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')
    fs = set(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
    loop = get_running_loop()
    return await _wait(fs, timeout, return_when, loop)


async def _wait(fs, timeout, return_when, loop):
    waiter = loop.create_future()
    handle = None
    if timeout is not None:
        handle = loop.call_later(timeout, _release_waiter, waiter)
    left = [len(fs)]

    def on_completion(f):
        left[0] -= 1
        if (left[0] <= 0 or return_when == FIRST_COMPLETED or
                (return_when == FIRST_EXCEPTION and not f.cancelled() and
                 f.exception() is not None)):
            if handle is not None:
                handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(on_completion)
    try:
        await waiter
    finally:
        if handle is not None:
            handle.cancel()
        for f in fs:
            f.remove_done_callback(on_completion)
    done, pending = set(), set()
    for f in fs:
        (done if f.done() else pending).add(f)
    return done, pending


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def wait_for(fut, timeout):
    """Wait for fut to complete, cancelling it after timeout seconds."""
    if timeout is not None and timeout <= 0:
        fut = ensure_future(fut)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError from exc
    async with timeout_cm(timeout):
        return await fut


async def _cancel_and_wait(fut):
    loop = get_running_loop()
    waiter = loop.create_future()
    cb = lambda f: _release_waiter(waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


class _AsCompleted:
    def __init__(self, aws, timeout):
        loop = get_event_loop()
        self._todo = {ensure_future(a, loop=loop) for a in set(aws)}
        self._done = collections.deque()
        self._handle = None
        self._loop = loop
        if timeout is not None and self._todo:
            self._handle = loop.call_later(timeout, self._on_timeout)
        for f in self._todo:
            f.add_done_callback(self._on_done)
        self._waiter = None

    def _on_timeout(self):
        for f in self._todo:
            f.remove_done_callback(self._on_done)
            self._done.append(None)
        self._todo.clear()
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    def _on_done(self, f):
        if not self._todo:
            return
        self._todo.discard(f)
        self._done.append(f)
        if not self._todo and self._handle is not None:
            self._handle.cancel()
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    async def _wait_next(self, resolve):
        while not self._done:
            self._waiter = self._loop.create_future()
            await self._waiter
        f = self._done.popleft()
        if f is None:
            raise TimeoutError
        return f.result() if resolve else f

    def __iter__(self):
        return self

    def __next__(self):
        if not self._todo and not self._done:
            raise StopIteration
        return self._wait_next(True)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self._todo and not self._done:
            raise StopAsyncIteration
        return await self._wait_next(False)


def as_completed(fs, *, timeout=None):
    """Iterate over the awaitables in fs in the order they complete."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect an iterable of futures, not {type(fs).__name__}')
    return _AsCompleted(fs, timeout)


def run_coroutine_threadsafe(coro, loop):
    """Submit a coroutine to the loop of another thread; the result is a
    concurrent.futures.Future."""
    if not iscoroutine(coro):
        raise TypeError('A coroutine object is required')
    import concurrent.futures
    future = concurrent.futures.Future()

    def callback():
        try:
            _chain_future(ensure_future(coro, loop=loop), future)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            if future.set_running_or_notify_cancel():
                future.set_exception(exc)
            raise

    loop.call_soon_threadsafe(callback)
    return future


async def to_thread(func, /, *args, **kwargs):
    """Run func(*args, **kwargs) in a thread of the loop's default
    executor, in a copy of the current context, and return its result."""
    import functools
    loop = get_running_loop()
    ctx = contextvars.copy_context()
    func_call = functools.partial(ctx.run, func, *args, **kwargs)
    return await loop.run_in_executor(None, func_call)


# --- timeouts ---------------------------------------------------------------

class _TimeoutState:
    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return self.value


_T_CREATED = _TimeoutState('created')
_T_ENTERED = _TimeoutState('active')
_T_EXPIRING = _TimeoutState('expiring')
_T_EXPIRED = _TimeoutState('expired')
_T_EXITED = _TimeoutState('finished')


class Timeout:
    """An asynchronous context manager that cancels its block at a deadline."""

    def __init__(self, when):
        self._state = _T_CREATED
        self._timeout_handler = None
        self._task = None
        self._when = when

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state is not _T_ENTERED:
            if self._state is _T_CREATED:
                raise RuntimeError('Timeout has not been entered')
            raise RuntimeError(
                f'Cannot change state of {self._state.value} Timeout')
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in (_T_EXPIRING, _T_EXPIRED)

    def __repr__(self):
        info = ['']
        if self._state is _T_ENTERED:
            when = round(self._when, 3) if self._when is not None else None
            info.append(f'when={when}')
        info_str = ' '.join(info)
        return f'<Timeout [{self._state.value}]{info_str}>'

    async def __aenter__(self):
        if self._state is not _T_CREATED:
            raise RuntimeError('Timeout has already been entered')
        task = current_task()
        if task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._state = _T_ENTERED
        self._task = task
        self._cancelling = task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state is _T_EXPIRING:
            self._state = _T_EXPIRED
            if self._task.uncancel() <= self._cancelling and exc_type is not None:
                if issubclass(exc_type, CancelledError):
                    raise TimeoutError from exc_val
                elif exc_val is not None:
                    self._insert_timeout_error(exc_val)
                    if isinstance(exc_val, ExceptionGroup):
                        for e in exc_val.exceptions:
                            self._insert_timeout_error(e)
        elif self._state is _T_ENTERED:
            self._state = _T_EXITED
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = _T_EXPIRING
        self._timeout_handler = None

    @staticmethod
    def _insert_timeout_error(exc_val):
        while exc_val.__context__ is not None:
            if isinstance(exc_val.__context__, CancelledError):
                te = TimeoutError()
                te.__context__ = te.__cause__ = exc_val.__context__
                exc_val.__context__ = te
                break
            exc_val = exc_val.__context__


def timeout(delay):
    """A Timeout that expires delay seconds from now (None: never)."""
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


timeout_cm = timeout


def timeout_at(when):
    """A Timeout that expires at loop time when (None: never)."""
    return Timeout(when)


# --- task groups ------------------------------------------------------------

class TaskGroup:
    """An asynchronous context manager that waits for the tasks it created;
    the first failure cancels the others and the errors come out together
    as an ExceptionGroup."""

    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = set()
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        info = ['']
        if self._tasks:
            info.append(f'tasks={len(self._tasks)}')
        if self._errors:
            info.append(f'errors={len(self._errors)}')
        if self._aborting:
            info.append('cancelling')
        elif self._entered:
            info.append('entered')
        info_str = ' '.join(info)
        return f'<TaskGroup{info_str}>'

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError(f'TaskGroup {self!r} has already been entered')
        if self._loop is None:
            self._loop = get_running_loop()
        self._parent_task = current_task(self._loop)
        if self._parent_task is None:
            raise RuntimeError(
                f'TaskGroup {self!r} cannot determine the parent task')
        self._entered = True
        return self

    async def __aexit__(self, et, exc, tb):
        tb = None
        try:
            return await self._aexit(et, exc)
        finally:
            self._parent_task = None
            self._errors = None
            self._base_error = None
            exc = None

    async def _aexit(self, et, exc):
        self._exiting = True
        if exc is not None and self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if et is not None and issubclass(et, CancelledError):
            propagate = exc
        else:
            propagate = None
        if et is not None and not self._aborting:
            self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            try:
                raise self._base_error
            finally:
                exc = None
        if self._parent_cancel_requested:
            if self._parent_task.uncancel() == 0:
                propagate = None
        try:
            if propagate is not None and not self._errors:
                try:
                    raise propagate
                finally:
                    exc = None
        finally:
            propagate = None
        if et is not None and not issubclass(et, CancelledError):
            self._errors.append(exc)
        if self._errors:
            errors = self._errors
            self._errors = None
            try:
                raise BaseExceptionGroup('unhandled errors in a TaskGroup',
                                         errors) from None
            finally:
                exc = None

    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            coro.close()
            raise RuntimeError(f'TaskGroup {self!r} has not been entered')
        if self._exiting and not self._tasks:
            coro.close()
            raise RuntimeError(f'TaskGroup {self!r} is finished')
        if self._aborting:
            coro.close()
            raise RuntimeError(f'TaskGroup {self!r} is shutting down')
        if context is None:
            task = self._loop.create_task(coro, name=name)
        else:
            task = self._loop.create_task(coro, name=name, context=context)
        if task.done():
            self._on_task_done(task)
        else:
            self._tasks.add(task)
            task.add_done_callback(self._on_task_done)
        return task

    @staticmethod
    def _is_base_error(exc):
        return isinstance(exc, (SystemExit, KeyboardInterrupt))

    def _abort(self):
        self._aborting = True
        for t in self._tasks:
            if not t.done():
                t.cancel()

    def _on_task_done(self, task):
        self._tasks.discard(task)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            self._loop.call_exception_handler({
                'message': f'Task {task!r} has errored out but its parent '
                           f'task {self._parent_task} is already completed',
                'exception': exc,
                'task': task,
            })
            return
        if not self._aborting and not self._parent_cancel_requested:
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()


# --- the event loop ---------------------------------------------------------

# The running loop of each thread.
class _RunningLoop(_threading.local):
    loop = None


_running = _RunningLoop()
_MIN_CANCELLED_TIMER_HANDLES_FRACTION = 0.5


def _get_running_loop():
    return _running.loop


def get_running_loop():
    """Return the running event loop; RuntimeError when there is none."""
    loop = _running.loop
    if loop is None:
        raise RuntimeError('no running event loop')
    return loop


def _set_running_loop(loop):
    _running.loop = loop


class AbstractEventLoop:
    """Abstract event loop."""

    def _call_soon_ctx(self, callback, args, context):
        # call_soon(callback, *args, context=context), as futures and tasks
        # schedule their callbacks: BaseEventLoop has a cheaper one.
        if type(context) is dict:
            # A snapshot a future's add_done_callback took.
            context = _from_snapshot(context)
        return self.call_soon(callback, *args, context=context)

    def _call_soon_task(self, task):
        # The task's next step or wakeup (see Task._run), as a callback.
        self._call_soon_ctx(_task_resume, (task,), _task_context(task))

    def _call_soon_future(self, fut):
        # The done callbacks of fut, each as a callback.
        cb0 = fut._cb0
        ctx0 = fut._ctx0
        callbacks = fut._callbacks
        fut._cb0 = _NO_CB
        fut._ctx0 = None
        fut._callbacks = None
        pairs = [(cb0, ctx0)]
        if callbacks:
            pairs.extend(callbacks)
        for cb, ctx in pairs:
            if cb is _WAKE:
                self._call_soon_task(ctx)
            else:
                self._call_soon_ctx(cb, (fut,), ctx)


class BaseEventLoop(AbstractEventLoop):
    """The event loop: ready callbacks, timers, tasks."""

    def __init__(self):
        # A list, swapped for a fresh one by each _run_once.
        self._ready = []
        self._interrupted = None
        self._scheduled = []
        self._timer_cancelled_count = 0
        self._stopping = False
        self._closed = False
        self._running = False
        self._debug = False
        self._task_factory = None
        self._exception_handler = None
        self._asyncgens = _weakref.WeakSet()
        self._asyncgens_shutdown_called = False
        self._clock_resolution = _time.get_clock_info('monotonic').resolution
        # Set by call_soon_threadsafe to wake _run_once from another thread.
        self._wakeup = _threading.Event()
        self._default_executor = None
        self._executor_shutdown_called = False

    def __repr__(self):
        return (f'<{self.__class__.__name__} running={self.is_running()} '
                f'closed={self.is_closed()} debug={self.get_debug()}>')

    def time(self):
        return _time.monotonic()

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        if self._task_factory is None:
            return Task(coro, loop=self, name=name, context=context)
        if context is None:
            task = self._task_factory(self, coro)
        else:
            task = self._task_factory(self, coro, context=context)
        if name is not None:
            task.set_name(name)
        return task

    def set_task_factory(self, factory):
        if factory is not None and not callable(factory):
            raise TypeError('task factory must be a callable or None')
        self._task_factory = factory

    def get_task_factory(self):
        return self._task_factory

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = enabled

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        # A loop that overrides call_soon sees the calls of futures and
        # tasks go through it.
        if 'call_soon' in cls.__dict__ and '_call_soon_ctx' not in cls.__dict__:
            cls._call_soon_ctx = AbstractEventLoop._call_soon_ctx
            cls._call_soon_task = AbstractEventLoop._call_soon_task
            cls._call_soon_future = AbstractEventLoop._call_soon_future

    def _call_soon_ctx(self, callback, args, context):
        # call_soon for the library's own callers (the callback is known
        # to be callable): positional arguments, no packing of *args.
        if self._closed:
            raise RuntimeError('Event loop is closed')
        handle = Handle(callback, args, self, context)
        self._ready.append(handle)
        return handle

    def _call_soon_task(self, task):
        # The task itself goes in the ready queue (see Task._run).
        if self._closed:
            raise RuntimeError('Event loop is closed')
        if task._queue_self:
            self._ready.append(task)
        else:
            self._call_soon_ctx(_task_resume, (task,), _task_context(task))

    def _call_soon_future(self, fut):
        # The future itself goes in the ready queue (see Future._run).
        if self._closed:
            raise RuntimeError('Event loop is closed')
        if fut._queue_self:
            self._ready.append(fut)
        else:
            AbstractEventLoop._call_soon_future(self, fut)

    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        if not callable(callback) and not isinstance(callback, Handle):
            raise TypeError(f'a callable object was expected by call_soon(), '
                            f'got {callback!r}')
        handle = Handle(callback, args, self, context)
        self._ready.append(handle)
        return handle

    def call_soon_threadsafe(self, callback, *args, context=None):
        handle = self.call_soon(callback, *args, context=context)
        self._write_to_self()
        return handle

    def _write_to_self(self):
        self._wakeup.set()

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError('delay must not be None')
        return self.call_at(self.time() + delay, callback, *args,
                            context=context)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError('when cannot be None')
        self._check_closed()
        timer = TimerHandle(when, callback, args, self, context)
        heapq.heappush(self._scheduled, timer)
        timer._scheduled = True
        return timer

    def _timer_handle_cancelled(self, handle):
        if handle._scheduled:
            self._timer_cancelled_count += 1

    def stop(self):
        self._stopping = True

    def close(self):
        if self.is_running():
            raise RuntimeError('Cannot close a running event loop')
        if self._closed:
            return
        self._closed = True
        self._ready.clear()
        self._scheduled.clear()
        self._executor_shutdown_called = True
        executor = self._default_executor
        if executor is not None:
            self._default_executor = None
            executor.shutdown(wait=False)

    def run_forever(self):
        self._check_closed()
        if self.is_running():
            raise RuntimeError('This event loop is already running')
        if _get_running_loop() is not None:
            raise RuntimeError(
                'Cannot run the event loop while another loop is running')
        old_hooks = None
        hooks = getattr(sys, 'set_asyncgen_hooks', None)
        if hooks is not None:
            old_hooks = sys.get_asyncgen_hooks()
            hooks(firstiter=self._asyncgen_firstiter_hook,
                  finalizer=self._asyncgen_finalizer_hook)
        self._running = True
        _set_running_loop(self)
        try:
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            _set_running_loop(None)
            if old_hooks is not None:
                sys.set_asyncgen_hooks(*old_hooks)

    def run_until_complete(self, future):
        self._check_closed()
        if self.is_running():
            raise RuntimeError('This event loop is already running')
        new_task = not isfuture(future)
        future = ensure_future(future, loop=self)
        if new_task:
            future._log_destroy_pending = False
        future.add_done_callback(_run_until_complete_cb)
        try:
            self.run_forever()
        except BaseException:
            if new_task and future.done() and not future.cancelled():
                future.exception()
            raise
        finally:
            future.remove_done_callback(_run_until_complete_cb)
        if not future.done():
            raise RuntimeError('Event loop stopped before Future completed.')
        return future.result()

    def _run_once(self):
        sched = self._scheduled
        if (len(sched) > 100 and self._timer_cancelled_count >
                _MIN_CANCELLED_TIMER_HANDLES_FRACTION * len(sched)):
            kept = []
            for h in sched:
                if h._cancelled:
                    h._scheduled = False
                else:
                    kept.append(h)
            heapq.heapify(kept)
            self._scheduled = sched = kept
            self._timer_cancelled_count = 0
        else:
            while sched and sched[0]._cancelled:
                self._timer_cancelled_count -= 1
                h = heapq.heappop(sched)
                h._scheduled = False
        if not self._ready and not self._stopping:
            # Wait for the next timer, or for another thread to hand a
            # callback over (call_soon_threadsafe), as CPython's selector
            # waits for its self-pipe.
            if sched:
                wait = sched[0]._when - self.time()
                if wait > 0:
                    self._wakeup.wait(min(wait, 86400.0))
            else:
                while not self._ready and not self._wakeup.wait(86400.0):
                    pass
        if self._wakeup.is_set():
            self._wakeup.clear()
        end = self.time() + self._clock_resolution
        while sched:
            h = sched[0]
            if h._when >= end:
                break
            h = heapq.heappop(sched)
            h._scheduled = False
            self._ready.append(h)
        # The handles ready now run; those they schedule go into a fresh
        # list for the next iteration.
        ready = self._ready
        if not ready:
            return
        self._ready = []
        i = 0
        try:
            for h in ready:
                i += 1
                if h._cancelled:
                    continue
                h._run()
        except BaseException:
            # SystemExit or KeyboardInterrupt: the rest stay ready, ahead
            # of what was scheduled since (first the callbacks a future's
            # _run had not run yet).
            rest = ready[i:]
            if self._interrupted is not None:
                rest[:0] = self._interrupted
                self._interrupted = None
            self._ready[:0] = rest
            raise

    def _asyncgen_firstiter_hook(self, agen):
        self._asyncgens.add(agen)

    def _asyncgen_finalizer_hook(self, agen):
        self._asyncgens.discard(agen)
        if not self.is_closed():
            self.call_soon(self.create_task, agen.aclose())

    async def shutdown_asyncgens(self):
        self._asyncgens_shutdown_called = True
        if not len(self._asyncgens):
            return
        closing = list(self._asyncgens)
        self._asyncgens.clear()
        results = await gather(*[ag.aclose() for ag in closing],
                               return_exceptions=True)
        for result, agen in zip(results, closing):
            if isinstance(result, Exception):
                self.call_exception_handler({
                    'message': f'an error occurred during closing of '
                               f'asynchronous generator {agen!r}',
                    'exception': result,
                    'asyncgen': agen,
                })

    async def shutdown_default_executor(self, timeout=None):
        self._executor_shutdown_called = True
        executor = self._default_executor
        if executor is None:
            return
        future = self.create_future()
        thread = _threading.Thread(target=self._do_shutdown, args=(future,))
        thread.start()
        try:
            if timeout is None:
                await future
            else:
                try:
                    await wait_for(shield(future), timeout)
                except TimeoutError:
                    import warnings
                    warnings.warn("The executor did not finishing joining "
                                  f"its threads within {timeout} seconds.",
                                  RuntimeWarning, stacklevel=2)
                    executor.shutdown(wait=False)
        finally:
            thread.join()

    def _do_shutdown(self, future):
        try:
            self._default_executor.shutdown(wait=True)
            if not self.is_closed():
                self.call_soon_threadsafe(_set_result_unless_cancelled,
                                          future, None)
        except Exception as ex:
            if not self.is_closed() and not future.cancelled():
                self.call_soon_threadsafe(future.set_exception, ex)

    def set_default_executor(self, executor):
        import concurrent.futures
        if not isinstance(executor, concurrent.futures.ThreadPoolExecutor):
            raise TypeError('executor must be ThreadPoolExecutor')
        self._default_executor = executor

    def run_in_executor(self, executor, func, *args):
        self._check_closed()
        if executor is None:
            executor = self._default_executor
            if self._executor_shutdown_called:
                raise RuntimeError('Executor shutdown has been called')
            if executor is None:
                import concurrent.futures
                executor = concurrent.futures.ThreadPoolExecutor(
                    thread_name_prefix='asyncio')
                self._default_executor = executor
        return wrap_future(executor.submit(func, *args), loop=self)

    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError(f'A callable object or None is expected, '
                            f'got {handler!r}')
        self._exception_handler = handler

    def get_exception_handler(self):
        return self._exception_handler

    def default_exception_handler(self, context):
        message = context.get('message')
        if not message:
            message = 'Unhandled exception in event loop'
        exception = context.get('exception')
        if exception is not None:
            exc_info = (type(exception), exception, exception.__traceback__)
        else:
            exc_info = False
        lines = [message]
        for key in sorted(context):
            if key in {'message', 'exception'}:
                continue
            value = context[key]
            if key == 'source_traceback':
                continue
            lines.append(f'{key}: {value!r}')
        import logging
        logging.getLogger('asyncio').error('\n'.join(lines), exc_info=exc_info)

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            try:
                self.default_exception_handler(context)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException:
                pass
        else:
            try:
                self._exception_handler(self, context)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException as exc:
                try:
                    self.default_exception_handler({
                        'message': 'Unhandled error in exception handler',
                        'exception': exc,
                        'context': context,
                    })
                except (SystemExit, KeyboardInterrupt):
                    raise
                except BaseException:
                    pass


BaseEventLoop.__module__ = 'asyncio.base_events'


class EventLoop(BaseEventLoop):
    """The event loop asyncio.new_event_loop() returns."""


EventLoop.__name__ = EventLoop.__qualname__ = '_UnixSelectorEventLoop'
EventLoop.__module__ = 'asyncio.unix_events'
SelectorEventLoop = EventLoop


def _run_until_complete_cb(fut):
    if not fut.cancelled():
        exc = fut.exception()
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            return
    _get_loop(fut).stop()


class AbstractEventLoopPolicy:
    """Abstract policy for accessing the event loop."""


class DefaultEventLoopPolicy(AbstractEventLoopPolicy):
    """A policy with an event loop for each thread (made on demand in the
    main thread only)."""

    class _Local(_threading.local):
        _loop = None
        _set_called = False

    def __init__(self):
        self._local = self._Local()

    def get_event_loop(self):
        local = self._local
        if (local._loop is None and not local._set_called and
                _threading.current_thread() is _threading.main_thread()):
            import warnings
            warnings.warn('There is no current event loop',
                          DeprecationWarning, stacklevel=3)
            self.set_event_loop(self.new_event_loop())
        if local._loop is None:
            raise RuntimeError('There is no current event loop in thread %r.'
                               % _threading.current_thread().name)
        return local._loop

    def set_event_loop(self, loop):
        self._local._set_called = True
        if loop is not None and not isinstance(loop, AbstractEventLoop):
            raise TypeError(f"loop must be an instance of AbstractEventLoop "
                            f"or None, not '{type(loop).__name__}'")
        self._local._loop = loop

    def new_event_loop(self):
        return EventLoop()


_policy = None


def get_event_loop_policy():
    global _policy
    if _policy is None:
        _policy = DefaultEventLoopPolicy()
    return _policy


def set_event_loop_policy(policy):
    global _policy
    if policy is not None and not isinstance(policy, AbstractEventLoopPolicy):
        raise TypeError(f"policy must be an instance of AbstractEventLoopPolicy "
                        f"or None, not '{type(policy).__name__}'")
    _policy = policy


def get_event_loop():
    """Return the running loop, or the current thread's loop."""
    if _get_running_loop() is not None:
        return _get_running_loop()
    return get_event_loop_policy().get_event_loop()


def set_event_loop(loop):
    get_event_loop_policy().set_event_loop(loop)


def new_event_loop():
    return get_event_loop_policy().new_event_loop()


# --- runners ----------------------------------------------------------------

class Runner:
    """A context manager that runs coroutines on one loop and closes it."""

    def __init__(self, *, debug=None, loop_factory=None):
        self._state = 'created'
        self._debug = debug
        self._loop_factory = loop_factory
        self._loop = None
        self._context = None

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        if self._state != 'initialized':
            return
        try:
            loop = self._loop
            _cancel_all_tasks(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.run_until_complete(loop.shutdown_default_executor())
        finally:
            if self._loop_factory is None:
                set_event_loop(None)
            loop.close()
            self._loop = None
            self._state = 'closed'

    def get_loop(self):
        self._lazy_init()
        return self._loop

    def run(self, coro, *, context=None):
        if not iscoroutine(coro):
            raise ValueError(f'a coroutine was expected, got {coro!r}')
        if _get_running_loop() is not None:
            raise RuntimeError('Runner.run() cannot be called from a '
                               'running event loop')
        self._lazy_init()
        if context is None:
            context = self._context
        task = self._loop.create_task(coro, context=context)
        return self._loop.run_until_complete(task)

    def _lazy_init(self):
        if self._state == 'closed':
            raise RuntimeError('Runner is closed')
        if self._state == 'initialized':
            return
        if self._loop_factory is None:
            self._loop = new_event_loop()
            set_event_loop(self._loop)
        else:
            self._loop = self._loop_factory()
        if self._debug is not None:
            self._loop.set_debug(self._debug)
        self._context = contextvars.copy_context()
        self._state = 'initialized'


def run(main, *, debug=None, loop_factory=None):
    """Run coroutine main on a new event loop and return its result."""
    if _get_running_loop() is not None:
        raise RuntimeError(
            'asyncio.run() cannot be called from a running event loop')
    with Runner(debug=debug, loop_factory=loop_factory) as runner:
        return runner.run(main)


def _cancel_all_tasks(loop):
    to_cancel = all_tasks(loop)
    if not to_cancel:
        return
    for task in to_cancel:
        task.cancel()
    loop.run_until_complete(gather(*to_cancel, return_exceptions=True))
    for task in to_cancel:
        if task.cancelled():
            continue
        if task.exception() is not None:
            loop.call_exception_handler({
                'message': 'unhandled exception during asyncio.run() shutdown',
                'exception': task.exception(),
                'task': task,
            })


# --- synchronisation primitives ----------------------------------------------

class _LoopBound:
    _loop = None

    def _get_loop(self):
        loop = get_running_loop()
        if self._loop is None:
            self._loop = loop
        if loop is not self._loop:
            raise RuntimeError(f'{self!r} is bound to a different event loop')
        return loop


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin, _LoopBound):
    """A mutual-exclusion lock for coroutines."""

    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        res = super().__repr__()
        extra = 'locked' if self._locked else 'unlocked'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<{res[1:-1]} [{extra}]>'

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (self._waiters is None or
                                 all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = collections.deque()
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError('Lock is not acquired.')

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = next(iter(self._waiters))
        if not fut.done():
            fut.set_result(True)


class Event(_LoopBound):
    """An event flag that coroutines can wait for."""

    def __init__(self):
        self._waiters = collections.deque()
        self._value = False

    def __repr__(self):
        res = super().__repr__()
        extra = 'set' if self._value else 'unset'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<{res[1:-1]} [{extra}]>'

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class Condition(_ContextManagerMixin, _LoopBound):
    """A condition variable for coroutines."""

    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = collections.deque()

    def __repr__(self):
        res = super().__repr__()
        extra = 'locked' if self.locked() else 'unlocked'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<{res[1:-1]} [{extra}]>'

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        fut = None
        self.release()
        try:
            try:
                fut = self._get_loop().create_future()
                self._waiters.append(fut)
                try:
                    await fut
                    return True
                finally:
                    self._waiters.remove(fut)
            finally:
                err = None
                while True:
                    try:
                        await self.acquire()
                        break
                    except CancelledError as e:
                        err = e
                if err is not None:
                    try:
                        raise err
                    finally:
                        err = None
        except BaseException:
            self._notify(1)
            raise

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        self._notify(n)

    def _notify(self, n):
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_ContextManagerMixin, _LoopBound):
    """A counter that coroutines acquire and release."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._waiters = None
        self._value = value

    def __repr__(self):
        res = super().__repr__()
        extra = 'locked' if self.locked() else f'unlocked, value:{self._value}'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<{res[1:-1]} [{extra}]>'

    def locked(self):
        return self._value == 0 or (
            any(not w.cancelled() for w in (self._waiters or ())))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = collections.deque()
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if fut.done() and not fut.cancelled():
                self._value += 1
            raise
        finally:
            while self._value > 0:
                if not self._wake_up_next():
                    break
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return False
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return True
        return False


class BoundedSemaphore(Semaphore):
    """A Semaphore that refuses to be released above its initial value."""

    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        super().release()


class Barrier(_LoopBound):
    """A barrier: parties coroutines wait until all of them arrive."""

    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be >= 1')
        self._cond = Condition()
        self._parties = parties
        self._state = 'filling'
        self._count = 0

    def __repr__(self):
        res = super().__repr__()
        extra = f'{self._state}'
        if not self.broken:
            extra += f', waiters:{self.n_waiting}/{self.parties}'
        return f'<{res[1:-1]} [{extra}]>'

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        async with self._cond:
            await self._block()
            try:
                index = self._count
                self._count += 1
                if index + 1 == self._parties:
                    self._state = 'draining'
                    self._cond.notify_all()
                else:
                    await self._cond.wait_for(lambda: self._state != 'filling')
                    if self._state in ('broken', 'resetting'):
                        raise BrokenBarrierError
                return index
            finally:
                self._count -= 1
                if self._count == 0 and self._state in ('resetting', 'draining'):
                    self._state = 'filling'
                self._cond.notify_all()

    async def _block(self):
        await self._cond.wait_for(
            lambda: self._state not in ('draining', 'resetting'))
        if self._state == 'broken':
            raise BrokenBarrierError('Barrier aborted')

    async def reset(self):
        async with self._cond:
            if self._count > 0:
                if self._state != 'resetting':
                    self._state = 'resetting'
            else:
                self._state = 'filling'
            self._cond.notify_all()

    async def abort(self):
        async with self._cond:
            self._state = 'broken'
            self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        if self._state == 'filling':
            return self._count
        return 0

    @property
    def broken(self):
        return self._state == 'broken'


for _c in (Lock, Event, Condition, Semaphore, BoundedSemaphore, Barrier):
    _c.__module__ = 'asyncio.locks'


# --- queues -----------------------------------------------------------------

class Queue(_LoopBound):
    """A FIFO queue for coroutines."""

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = collections.deque()
        self._putters = collections.deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)
        self._is_shutdown = False

    def _init(self, maxsize):
        self._queue = collections.deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                break

    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} {self._format()}>'

    def __str__(self):
        return f'<{type(self).__name__} {self._format()}>'

    def __class_getitem__(cls, item):
        return _types.GenericAlias(cls, item)

    def _format(self):
        result = f'maxsize={self._maxsize!r}'
        if getattr(self, '_queue', None):
            result += f' _queue={list(self._queue)!r}'
        if self._getters:
            result += f' _getters[{len(self._getters)}]'
        if self._putters:
            result += f' _putters[{len(self._putters)}]'
        if self._unfinished_tasks:
            result += f' tasks={self._unfinished_tasks}'
        if self._is_shutdown:
            result += ' shutdown'
        return result

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def put(self, item):
        while self.full():
            if self._is_shutdown:
                raise QueueShutDown
            putter = self._get_loop().create_future()
            self._putters.append(putter)
            try:
                await putter
            except:
                putter.cancel()
                try:
                    self._putters.remove(putter)
                except ValueError:
                    pass
                if not self.full() and not putter.cancelled():
                    self._wakeup_next(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self._is_shutdown:
            raise QueueShutDown
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        while self.empty():
            if self._is_shutdown and self.empty():
                raise QueueShutDown
            getter = self._get_loop().create_future()
            self._getters.append(getter)
            try:
                await getter
            except:
                getter.cancel()
                try:
                    self._getters.remove(getter)
                except ValueError:
                    pass
                if not self.empty() and not getter.cancelled():
                    self._wakeup_next(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            if self._is_shutdown:
                raise QueueShutDown
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()

    def shutdown(self, immediate=False):
        self._is_shutdown = True
        if immediate:
            while not self.empty():
                self._get()
                if self._unfinished_tasks > 0:
                    self._unfinished_tasks -= 1
            if self._unfinished_tasks == 0:
                self._finished.set()
        while self._getters:
            getter = self._getters.popleft()
            if not getter.done():
                getter.set_result(None)
        while self._putters:
            putter = self._putters.popleft()
            if not putter.done():
                putter.set_result(None)


class PriorityQueue(Queue):
    """A Queue that returns its smallest entry first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        heapq.heappush(self._queue, item)

    def _get(self):
        return heapq.heappop(self._queue)


class LifoQueue(Queue):
    """A Queue that returns its newest entry first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()


for _c in (Queue, PriorityQueue, LifoQueue):
    _c.__module__ = 'asyncio.queues'
del _c


# --- streams and subprocesses ------------------------------------------------

_DEFAULT_LIMIT = 2 ** 16


class StreamReader:
    """Bytes fed by a producer (feed_data, feed_eof), read by coroutines."""

    def __init__(self, limit=_DEFAULT_LIMIT, loop=None):
        if limit <= 0:
            raise ValueError('Limit cannot be <= 0')
        self._limit = limit
        self._loop = loop if loop is not None else get_event_loop()
        self._buffer = bytearray()
        self._eof = False
        self._waiter = None
        self._exception = None

    def __repr__(self):
        info = ['StreamReader']
        if self._buffer:
            info.append(f'{len(self._buffer)} bytes')
        if self._eof:
            info.append('eof')
        if self._limit != _DEFAULT_LIMIT:
            info.append(f'limit={self._limit}')
        if self._waiter:
            info.append(f'waiter={self._waiter!r}')
        if self._exception:
            info.append(f'exception={self._exception!r}')
        return '<{}>'.format(' '.join(info))

    def exception(self):
        return self._exception

    def set_exception(self, exc):
        self._exception = exc
        self._wakeup_waiter(exc)

    def _wakeup_waiter(self, exc=None):
        waiter = self._waiter
        if waiter is not None:
            self._waiter = None
            if not waiter.done():
                if exc is None:
                    waiter.set_result(None)
                else:
                    waiter.set_exception(exc)

    def feed_eof(self):
        self._eof = True
        self._wakeup_waiter()

    def at_eof(self):
        return self._eof and not self._buffer

    def feed_data(self, data):
        if not data:
            return
        self._buffer.extend(data)
        self._wakeup_waiter()

    async def _wait_for_data(self, func_name):
        if self._waiter is not None:
            raise RuntimeError(
                f'{func_name}() called while another coroutine is '
                f'already waiting for incoming data')
        self._waiter = self._loop.create_future()
        try:
            await self._waiter
        finally:
            self._waiter = None

    async def readline(self):
        sep = b'\n'
        try:
            return await self.readuntil(sep)
        except IncompleteReadError as e:
            return e.partial
        except LimitOverrunError as e:
            if self._buffer.startswith(sep, e.consumed):
                del self._buffer[:e.consumed + len(sep)]
            else:
                self._buffer.clear()
            raise ValueError(e.args[0])

    async def readuntil(self, separator=b'\n'):
        if isinstance(separator, tuple):
            separators = sorted(separator, key=len)
        else:
            separators = [separator]
        if not separators or not separators[0]:
            raise ValueError('Separator should be at least one-byte string')
        if self._exception is not None:
            raise self._exception
        while True:
            found = -1
            end = 0
            for sep in separators:
                i = self._buffer.find(sep)
                if i != -1 and (found == -1 or i + len(sep) < end):
                    found, end = i, i + len(sep)
            if found != -1:
                if found > self._limit:
                    raise LimitOverrunError(
                        'Separator is found, but chunk is longer than limit',
                        found)
                break
            if len(self._buffer) > self._limit:
                raise LimitOverrunError(
                    'Separator is not found, and chunk exceed the limit',
                    len(self._buffer))
            if self._eof:
                chunk = bytes(self._buffer)
                self._buffer.clear()
                raise IncompleteReadError(chunk, None)
            await self._wait_for_data('readuntil')
        chunk = bytes(self._buffer[:end])
        del self._buffer[:end]
        return chunk

    async def read(self, n=-1):
        if self._exception is not None:
            raise self._exception
        if n == 0:
            return b''
        if n < 0:
            blocks = []
            while True:
                block = await self.read(self._limit)
                if not block:
                    break
                blocks.append(block)
            return b''.join(blocks)
        if not self._buffer and not self._eof:
            await self._wait_for_data('read')
        data = bytes(self._buffer[:n])
        del self._buffer[:n]
        return data

    async def readexactly(self, n):
        if n < 0:
            raise ValueError('readexactly size can not be less than zero')
        if self._exception is not None:
            raise self._exception
        if n == 0:
            return b''
        while len(self._buffer) < n:
            if self._eof:
                incomplete = bytes(self._buffer)
                self._buffer.clear()
                raise IncompleteReadError(incomplete, n)
            await self._wait_for_data('readexactly')
        data = bytes(self._buffer[:n])
        del self._buffer[:n]
        return data

    def __aiter__(self):
        return self

    async def __anext__(self):
        val = await self.readline()
        if val == b'':
            raise StopAsyncIteration
        return val


class _PipeWriter:
    """The stdin of a subprocess: writes go to a thread that feeds the
    pipe, so the event loop never blocks on it."""

    def __init__(self, pipe, loop):
        import queue
        self._pipe = pipe
        self._loop = loop
        self._queue = queue.SimpleQueue()
        self._closing = False
        self._closed = loop.create_future()
        self._thread = _threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self):
        try:
            while True:
                data = self._queue.get()
                if data is None:
                    break
                try:
                    self._pipe.write(data)
                    self._pipe.flush()
                except (BrokenPipeError, ConnectionResetError, ValueError):
                    pass
        finally:
            try:
                self._pipe.close()
            except OSError:
                pass
            if not self._loop.is_closed():
                self._loop.call_soon_threadsafe(
                    _set_result_unless_cancelled, self._closed, None)

    def write(self, data):
        if self._closing:
            return
        self._queue.put(bytes(data))

    def writelines(self, data):
        for d in data:
            self.write(d)

    def can_write_eof(self):
        return True

    def write_eof(self):
        self.close()

    async def drain(self):
        await sleep(0)

    def is_closing(self):
        return self._closing

    def close(self):
        if not self._closing:
            self._closing = True
            self._queue.put(None)

    async def wait_closed(self):
        await shield(self._closed)


def _feed_pipe(pipe, reader, loop):
    # Runs in a thread: hands what the pipe gives to the reader.
    try:
        while True:
            data = pipe.read1(65536) if hasattr(pipe, 'read1') else pipe.read(65536)
            if not data:
                break
            if loop.is_closed():
                return
            loop.call_soon_threadsafe(reader.feed_data, data)
    except (OSError, ValueError):
        pass
    finally:
        try:
            pipe.close()
        except OSError:
            pass
    if not loop.is_closed():
        loop.call_soon_threadsafe(reader.feed_eof)


class Process:
    """A subprocess started by create_subprocess_exec or _shell."""

    def __init__(self, popen, loop, limit):
        self._popen = popen
        self._loop = loop
        self._limit = limit
        self.stdin = self.stdout = self.stderr = None
        self._feeders = []
        if popen.stdin is not None:
            self.stdin = _PipeWriter(popen.stdin, loop)
        for name in ('stdout', 'stderr'):
            pipe = getattr(popen, name)
            if pipe is not None:
                reader = StreamReader(limit=limit, loop=loop)
                setattr(self, name, reader)
                t = _threading.Thread(target=_feed_pipe, args=(pipe, reader, loop), daemon=True)
                t.start()
                self._feeders.append(t)
        self.pid = popen.pid
        self._waiter = None

    def __repr__(self):
        return f'<{self.__class__.__name__} {self.pid}>'

    @property
    def returncode(self):
        return self._popen.returncode

    async def wait(self):
        if self._popen.returncode is not None:
            return self._popen.returncode
        if self._waiter is None:
            self._waiter = self._loop.create_future()
            loop, popen, waiter = self._loop, self._popen, self._waiter

            def reap():
                code = popen.wait()
                if not loop.is_closed():
                    loop.call_soon_threadsafe(_set_result_unless_cancelled, waiter, code)

            _threading.Thread(target=reap, daemon=True).start()
        return await shield(self._waiter)

    def send_signal(self, signal):
        self._popen.send_signal(signal)

    def terminate(self):
        self._popen.terminate()

    def kill(self):
        self._popen.kill()

    async def _feed_stdin(self, input):
        try:
            if input is not None:
                self.stdin.write(input)
                await self.stdin.drain()
        finally:
            self.stdin.close()
            await self.stdin.wait_closed()

    async def _noop(self):
        return None

    async def _read_stream(self, stream):
        return await stream.read()

    async def communicate(self, input=None):
        if self.stdin is not None:
            stdin = self._feed_stdin(input)
        else:
            stdin = self._noop()
        stdout = self._read_stream(self.stdout) if self.stdout is not None else self._noop()
        stderr = self._read_stream(self.stderr) if self.stderr is not None else self._noop()
        stdin, stdout, stderr = await gather(stdin, stdout, stderr)
        await self.wait()
        return (stdout, stderr)


async def _start_process(args, shell, stdin, stdout, stderr, limit, kwds):
    import subprocess as _subprocess
    loop = get_running_loop()
    for key in ('universal_newlines', 'text', 'encoding', 'errors'):
        if kwds.get(key):
            raise ValueError(f'{key} must be False' if key != 'encoding' and key != 'errors'
                             else f'{key} must be None')
    if kwds.get('bufsize', 0) != 0:
        raise ValueError('bufsize must be 0')
    kwds.pop('bufsize', None)
    popen = _subprocess.Popen(args, shell=shell, stdin=stdin, stdout=stdout,
                              stderr=stderr, bufsize=0, **kwds)
    return Process(popen, loop, limit)


async def create_subprocess_exec(program, *args, stdin=None, stdout=None,
                                 stderr=None, limit=_DEFAULT_LIMIT, **kwds):
    """Start program with args; its pipes are StreamReaders (stdout and
    stderr) and a writer (stdin)."""
    return await _start_process((program,) + args, False, stdin, stdout,
                                stderr, limit, kwds)


async def create_subprocess_shell(cmd, stdin=None, stdout=None, stderr=None,
                                  limit=_DEFAULT_LIMIT, **kwds):
    """Start cmd in the shell; see create_subprocess_exec."""
    return await _start_process(cmd, True, stdin, stdout, stderr, limit, kwds)


def _subprocess_namespace():
    # asyncio.subprocess, which `import asyncio.subprocess` finds too
    # (subprocess's own PIPE, STDOUT and DEVNULL).
    ns = _types.ModuleType('asyncio.subprocess')
    ns.PIPE = -1
    ns.STDOUT = -2
    ns.DEVNULL = -3
    ns.Process = Process
    ns.create_subprocess_exec = create_subprocess_exec
    ns.create_subprocess_shell = create_subprocess_shell
    ns.__all__ = ('create_subprocess_exec', 'create_subprocess_shell')
    sys.modules['asyncio.subprocess'] = ns
    return ns


subprocess = _subprocess_namespace()
StreamReader.__module__ = 'asyncio.streams'
Process.__module__ = 'asyncio.subprocess'
