"""threading for cpjit: threads, locks and the synchronisation objects.

Python threads are goroutines over one interpreter; a global lock lets
one of them run Python code at a time, and is handed over at safepoints
and around blocking calls (see docs/architecture.md). This module builds
the threading API over _thread's threads, locks and handles.
"""

import sys as _sys
import _thread
from time import monotonic as _time
from collections import deque as _deque

__all__ = ['get_ident', 'active_count', 'Condition', 'current_thread',
           'enumerate', 'main_thread', 'TIMEOUT_MAX', 'Event', 'Lock',
           'RLock', 'Semaphore', 'BoundedSemaphore', 'Thread', 'Barrier',
           'BrokenBarrierError', 'Timer', 'ThreadError', 'setprofile',
           'settrace', 'local', 'stack_size', 'excepthook',
           'ExceptHookArgs', 'gettrace', 'getprofile',
           'setprofile_all_threads', 'settrace_all_threads',
           'get_native_id']

_start_joinable_thread = _thread.start_joinable_thread
_allocate_lock = _thread.allocate_lock
get_ident = _thread.get_ident
get_native_id = _thread.get_native_id
ThreadError = _thread.error
TIMEOUT_MAX = _thread.TIMEOUT_MAX
stack_size = _thread.stack_size
Lock = _thread.LockType
_CRLock = _thread.RLock

_trace_hook = None
_profile_hook = None


def setprofile(func):
    """Set a profile function for the threads started from now on."""
    global _profile_hook
    _profile_hook = func


def setprofile_all_threads(func):
    """Set a profile function for new threads and the running one."""
    setprofile(func)
    _sys.setprofile(func)


def getprofile():
    return _profile_hook


def settrace(func):
    """Set a trace function for the threads started from now on."""
    global _trace_hook
    _trace_hook = func


def settrace_all_threads(func):
    """Set a trace function for new threads and the running one."""
    settrace(func)
    _sys.settrace(func)


def gettrace():
    return _trace_hook


def RLock(*args, **kwargs):
    """A reentrant lock: the thread holding it may take it again."""
    return _CRLock(*args, **kwargs)


def _addr(obj):
    return hex(id(obj))


class Condition:
    """A condition variable over a lock (an RLock unless one is given)."""

    def __init__(self, lock=None):
        if lock is None:
            lock = RLock()
        self._lock = lock
        self.acquire = lock.acquire
        self.release = lock.release
        for name in ('_release_save', '_acquire_restore', '_is_owned'):
            method = getattr(lock, name, None)
            if method is not None:
                setattr(self, name, method)
        self._waiters = _deque()

    def _at_fork_reinit(self):
        self._lock._at_fork_reinit()
        self._waiters.clear()

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *args):
        return self._lock.__exit__(*args)

    def __repr__(self):
        return "<Condition(%s, %d)>" % (self._lock, len(self._waiters))

    def _release_save(self):
        self._lock.release()

    def _acquire_restore(self, state):
        self._lock.acquire()

    def _is_owned(self):
        # A plain lock: owned if it cannot be taken now.
        if self._lock.acquire(False):
            self._lock.release()
            return False
        return True

    def wait(self, timeout=None):
        """Release the lock, wait for a notify() or the timeout, and take
        the lock back; False if the timeout ran out."""
        if not self._is_owned():
            raise RuntimeError("cannot wait on un-acquired lock")
        waiter = _allocate_lock()
        waiter.acquire()
        self._waiters.append(waiter)
        state = self._release_save()
        notified = False
        try:
            if timeout is None:
                waiter.acquire()
                notified = True
            elif timeout > 0:
                notified = waiter.acquire(True, timeout)
            else:
                notified = waiter.acquire(False)
            return notified
        finally:
            self._acquire_restore(state)
            if not notified:
                try:
                    self._waiters.remove(waiter)
                except ValueError:
                    pass

    def wait_for(self, predicate, timeout=None):
        """Wait until predicate() is true, or the timeout; returns the
        predicate's last value."""
        deadline = None
        left = timeout
        result = predicate()
        while not result:
            if left is not None:
                if deadline is None:
                    deadline = _time() + left
                else:
                    left = deadline - _time()
                    if left <= 0:
                        break
            self.wait(left)
            result = predicate()
        return result

    def notify(self, n=1):
        """Wake up to n threads waiting on the condition."""
        if not self._is_owned():
            raise RuntimeError("cannot notify on un-acquired lock")
        waiters = self._waiters
        while waiters and n > 0:
            waiter = waiters.popleft()
            try:
                waiter.release()
            except RuntimeError:
                continue
            n -= 1

    def notify_all(self):
        """Wake every thread waiting on the condition."""
        self.notify(len(self._waiters))

    def notifyAll(self):
        import warnings
        warnings.warn('notifyAll() is deprecated, use notify_all() instead',
                      DeprecationWarning, stacklevel=2)
        self.notify_all()


class Semaphore:
    """A counter that acquire() decrements, waiting while it is zero, and
    release() increments."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        self._cond = Condition(Lock())
        self._value = value

    def __repr__(self):
        cls = self.__class__
        return (f"<{cls.__module__}.{cls.__qualname__} at {_addr(self)}:"
                f" value={self._value}>")

    def acquire(self, blocking=True, timeout=None):
        if not blocking and timeout is not None:
            raise ValueError("can't specify timeout for non-blocking acquire")
        deadline = None
        with self._cond:
            while self._value == 0:
                if not blocking:
                    return False
                if timeout is not None:
                    if deadline is None:
                        deadline = _time() + timeout
                    else:
                        timeout = deadline - _time()
                        if timeout <= 0:
                            return False
                self._cond.wait(timeout)
            self._value -= 1
            return True

    __enter__ = acquire

    def release(self, n=1):
        if n < 1:
            raise ValueError('n must be one or more')
        with self._cond:
            self._value += n
            self._cond.notify(n)

    def __exit__(self, t, v, tb):
        self.release()


class BoundedSemaphore(Semaphore):
    """A semaphore that refuses to go above its initial value."""

    def __init__(self, value=1):
        super().__init__(value)
        self._initial_value = value

    def __repr__(self):
        cls = self.__class__
        return (f"<{cls.__module__}.{cls.__qualname__} at {_addr(self)}:"
                f" value={self._value}/{self._initial_value}>")

    def release(self, n=1):
        if n < 1:
            raise ValueError('n must be one or more')
        with self._cond:
            if self._value + n > self._initial_value:
                raise ValueError("Semaphore released too many times")
            self._value += n
            self._cond.notify(n)


class Event:
    """A flag threads can wait for."""

    def __init__(self):
        self._cond = Condition(Lock())
        self._flag = False

    def __repr__(self):
        cls = self.__class__
        status = 'set' if self._flag else 'unset'
        return f"<{cls.__module__}.{cls.__qualname__} at {_addr(self)}: {status}>"

    def _at_fork_reinit(self):
        self._cond._at_fork_reinit()

    def is_set(self):
        return self._flag

    def isSet(self):
        import warnings
        warnings.warn('isSet() is deprecated, use is_set() instead',
                      DeprecationWarning, stacklevel=2)
        return self.is_set()

    def set(self):
        with self._cond:
            self._flag = True
            self._cond.notify_all()

    def clear(self):
        with self._cond:
            self._flag = False

    def wait(self, timeout=None):
        with self._cond:
            flag = self._flag
            if not flag:
                flag = self._cond.wait(timeout)
            return flag


class BrokenBarrierError(RuntimeError):
    pass


class Barrier:
    """Makes a fixed number of threads wait until all of them have come."""

    def __init__(self, parties, action=None, timeout=None):
        if parties < 1:
            raise ValueError("parties must be > 0")
        self._cond = Condition(Lock())
        self._action = action
        self._timeout = timeout
        self._parties = parties
        self._state = 0   # 0 filling, 1 draining, -1 resetting, -2 broken
        self._count = 0

    def __repr__(self):
        cls = self.__class__
        if self.broken:
            return f"<{cls.__module__}.{cls.__qualname__} at {_addr(self)}: broken>"
        return (f"<{cls.__module__}.{cls.__qualname__} at {_addr(self)}:"
                f" waiters={self.n_waiting}/{self.parties}>")

    def wait(self, timeout=None):
        if timeout is None:
            timeout = self._timeout
        with self._cond:
            self._enter()
            index = self._count
            self._count += 1
            try:
                if index + 1 == self._parties:
                    self._release()
                else:
                    self._wait(timeout)
                return index
            finally:
                self._count -= 1
                self._exit()

    def _enter(self):
        while self._state in (-1, 1):
            self._cond.wait()
        if self._state < 0:
            raise BrokenBarrierError
        assert self._state == 0

    def _release(self):
        try:
            if self._action:
                self._action()
            self._state = 1
            self._cond.notify_all()
        except:
            self._break()
            raise

    def _wait(self, timeout):
        if not self._cond.wait_for(lambda: self._state != 0, timeout):
            self._break()
            raise BrokenBarrierError
        if self._state < 0:
            raise BrokenBarrierError
        assert self._state == 1

    def _exit(self):
        if self._count == 0:
            if self._state in (-1, 1):
                self._state = 0
                self._cond.notify_all()

    def reset(self):
        with self._cond:
            if self._count > 0:
                if self._state == 0:
                    self._state = -1
                elif self._state == -2:
                    self._state = -1
            else:
                self._state = 0
            self._cond.notify_all()

    def abort(self):
        with self._cond:
            self._break()

    def _break(self):
        self._state = -2
        self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        if self._state == 0:
            return self._count
        return 0

    @property
    def broken(self):
        return self._state == -2


# Thread names: Thread-1, Thread-2... (one counter for all templates).
_name_counter = 0


def _newname(template="Thread-%d"):
    global _name_counter
    _name_counter += 1
    return template % _name_counter


_active_limbo_lock = RLock()
_active = {}    # ident -> Thread, for the threads running
_limbo = {}     # Thread -> Thread, for those started and not yet running
_locals = []    # weak references to the thread-local objects

# Thread.__init__ makes a thread inherit the daemon flag of its creator.


class Thread:
    """A thread of control: target(*args, **kwargs) in its own thread,
    or run() overridden in a subclass."""

    _initialized = False

    def __init__(self, group=None, target=None, name=None,
                 args=(), kwargs=None, *, daemon=None):
        assert group is None, "group argument must be None for now"
        if kwargs is None:
            kwargs = {}
        if name:
            name = str(name)
        else:
            name = _newname("Thread-%d")
            if target is not None:
                try:
                    name += f" ({target.__name__})"
                except AttributeError:
                    pass
        self._target = target
        self._name = name
        self._args = args
        self._kwargs = kwargs
        if daemon is not None:
            self._daemonic = daemon
        else:
            self._daemonic = current_thread().daemon
        self._ident = None
        self._native_id = None
        self._handle = None
        self._started = Event()
        self._is_stopped = False
        self._initialized = True
        self._stderr = _sys.stderr
        self._invoke_excepthook = _make_invoke_excepthook()

    def __repr__(self):
        assert self._initialized, "Thread.__init__() was not called"
        status = "initial"
        if self._started.is_set():
            status = "started"
        if self._is_stopped or (self._handle is not None and self._handle.is_done()):
            status = "stopped"
        if self._daemonic:
            status += " daemon"
        if self._ident is not None:
            status += " %s" % self._ident
        return "<%s(%s, %s)>" % (self.__class__.__name__, self._name, status)

    def start(self):
        """Start the thread's activity (at most once)."""
        if not self._initialized:
            raise RuntimeError("thread.__init__() not called")
        if self._started.is_set():
            raise RuntimeError("threads can only be started once")
        with _active_limbo_lock:
            _limbo[self] = self
        try:
            self._handle = _start_joinable_thread(self._bootstrap)
        except Exception:
            with _active_limbo_lock:
                del _limbo[self]
            raise
        self._started.wait()

    def run(self):
        """What the thread does: calls target(*args, **kwargs)."""
        try:
            if self._target is not None:
                self._target(*self._args, **self._kwargs)
        finally:
            # Break the cycles through the arguments.
            del self._target, self._args, self._kwargs

    def _bootstrap(self):
        try:
            self._ident = get_ident()
            self._native_id = get_native_id()
            with _active_limbo_lock:
                _active[self._ident] = self
                del _limbo[self]
            self._started.set()
            if _trace_hook is not None:
                _sys.settrace(_trace_hook)
            if _profile_hook is not None:
                _sys.setprofile(_profile_hook)
            try:
                self.run()
            except:
                self._invoke_excepthook(self)
        finally:
            self._delete()

    def _delete(self):
        self._is_stopped = True
        with _active_limbo_lock:
            _active.pop(get_ident(), None)
        _forget_locals(get_ident())
        cv = _sys.modules.get('contextvars')
        if cv is not None:
            cv._forget_thread(get_ident())

    def join(self, timeout=None):
        """Wait until the thread ends, or for timeout seconds."""
        if not self._initialized:
            raise RuntimeError("Thread.__init__() not called")
        if not self._started.is_set():
            raise RuntimeError("cannot join thread before it is started")
        if self is current_thread():
            raise RuntimeError("cannot join current thread")
        if timeout is not None:
            timeout = max(timeout, 0)
        if self._handle is not None:
            self._handle.join(timeout)

    @property
    def name(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._name

    @name.setter
    def name(self, name):
        assert self._initialized, "Thread.__init__() not called"
        self._name = str(name)

    @property
    def ident(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._ident

    @property
    def native_id(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._native_id

    def is_alive(self):
        """Whether the thread has started and not yet ended."""
        assert self._initialized, "Thread.__init__() not called"
        if self._is_stopped or not self._started.is_set():
            return False
        return self._handle is None or not self._handle.is_done()

    @property
    def daemon(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._daemonic

    @daemon.setter
    def daemon(self, daemonic):
        if not self._initialized:
            raise RuntimeError("Thread.__init__() not called")
        if self._started.is_set():
            raise RuntimeError("cannot set daemon status of active thread")
        self._daemonic = daemonic

    def isDaemon(self):
        import warnings
        warnings.warn('isDaemon() is deprecated, get the daemon attribute instead',
                      DeprecationWarning, stacklevel=2)
        return self.daemon

    def setDaemon(self, daemonic):
        import warnings
        warnings.warn('setDaemon() is deprecated, set the daemon attribute instead',
                      DeprecationWarning, stacklevel=2)
        self.daemon = daemonic

    def getName(self):
        import warnings
        warnings.warn('getName() is deprecated, get the name attribute instead',
                      DeprecationWarning, stacklevel=2)
        return self.name

    def setName(self, name):
        import warnings
        warnings.warn('setName() is deprecated, set the name attribute instead',
                      DeprecationWarning, stacklevel=2)
        self.name = name


class _ExceptHookArgs(tuple):
    """The argument of threading.excepthook."""

    n_fields = 4
    n_sequence_fields = 4
    n_unnamed_fields = 0

    def __new__(cls, args):
        args = tuple(args)
        if len(args) != 4:
            raise TypeError(f"_thread._ExceptHookArgs takes a 4-sequence ({len(args)}-sequence given)")
        return tuple.__new__(cls, args)

    exc_type = property(lambda self: self[0])
    exc_value = property(lambda self: self[1])
    exc_traceback = property(lambda self: self[2])
    thread = property(lambda self: self[3])

    def __repr__(self):
        return ("_thread._ExceptHookArgs(exc_type=%r, exc_value=%r, "
                "exc_traceback=%r, thread=%r)" % tuple(self))


ExceptHookArgs = _ExceptHookArgs


def excepthook(args, /):
    """Print an exception a thread did not catch (SystemExit is silent)."""
    if args.exc_type == SystemExit:
        return
    stderr = _sys.stderr
    if stderr is None and args.thread is not None:
        stderr = args.thread._stderr
    if stderr is None:
        return
    if args.thread is not None:
        name = args.thread.name
    else:
        name = get_ident()
    print(f"Exception in thread {name}:", file=stderr, flush=True)
    import traceback
    traceback.print_exception(args.exc_type, args.exc_value, args.exc_traceback,
                              file=stderr)
    stderr.flush()


__excepthook__ = excepthook


def _make_invoke_excepthook():
    fallback = excepthook
    stderr = _sys.stderr

    def invoke(thread):
        exc_type, exc_value, exc_tb = _sys.exc_info()
        hook = globals().get('excepthook', fallback)
        if hook is None:
            hook = fallback
        try:
            hook(ExceptHookArgs((exc_type, exc_value, exc_tb, thread)))
        except Exception as exc:
            exc.__suppress_context__ = True
            hookargs = ExceptHookArgs((type(exc), exc, exc.__traceback__, thread))
            if _sys.excepthook is not None and _sys.excepthook is not _sys.__excepthook__:
                _sys.excepthook(*hookargs[:3])
            else:
                out = _sys.stderr if _sys.stderr is not None else stderr
                print("Exception in threading.excepthook:", file=out, flush=True)
                import traceback
                traceback.print_exception(hookargs[0], hookargs[1], hookargs[2], file=out)
        finally:
            exc_type = exc_value = exc_tb = None
    return invoke


class Timer(Thread):
    """Calls function(*args, **kwargs) after interval seconds, unless
    cancel() came first."""

    def __init__(self, interval, function, args=None, kwargs=None):
        Thread.__init__(self)
        self.interval = interval
        self.function = function
        self.args = args if args is not None else []
        self.kwargs = kwargs if kwargs is not None else {}
        self.finished = Event()

    def cancel(self):
        """Stop the timer if it has not fired yet."""
        self.finished.set()

    def run(self):
        self.finished.wait(self.interval)
        if not self.finished.is_set():
            self.function(*self.args, **self.kwargs)
        self.finished.set()


class _MainThread(Thread):

    def __init__(self):
        Thread.__init__(self, name="MainThread", daemon=False)
        self._started.set()
        self._ident = get_ident()
        self._native_id = get_native_id()
        with _active_limbo_lock:
            _active[self._ident] = self

    def is_alive(self):
        return not self._is_stopped


class _DummyThread(Thread):
    # A thread threading did not start (_thread.start_new_thread): always
    # alive and daemonic, it cannot be joined.

    def __init__(self):
        Thread.__init__(self, name=_newname("Dummy-%d"), daemon=True)
        self._started.set()
        self._ident = get_ident()
        self._native_id = get_native_id()
        with _active_limbo_lock:
            _active[self._ident] = self

    def is_alive(self):
        return not self._is_stopped and self._started.is_set()

    def join(self, timeout=None):
        raise RuntimeError("cannot join a dummy thread")


def current_thread():
    """The Thread object of the calling thread."""
    try:
        return _active[get_ident()]
    except KeyError:
        return _DummyThread()


def currentThread():
    import warnings
    warnings.warn('currentThread() is deprecated, use current_thread() instead',
                  DeprecationWarning, stacklevel=2)
    return current_thread()


def active_count():
    """How many Thread objects are alive."""
    with _active_limbo_lock:
        return len(_active) + len(_limbo)


def activeCount():
    import warnings
    warnings.warn('activeCount() is deprecated, use active_count() instead',
                  DeprecationWarning, stacklevel=2)
    return active_count()


def enumerate():
    """The Thread objects alive."""
    with _active_limbo_lock:
        return list(_active.values()) + list(_limbo.values())


_main_thread = _MainThread()


def main_thread():
    """The main thread's Thread object."""
    return _main_thread


_atexit_calls = []


def _register_atexit(func, *args, **kwargs):
    # Call func(*args, **kwargs) when the main module has finished, before
    # the non-daemon threads are joined (concurrent.futures wakes its
    # workers so).
    _atexit_calls.append((func, args, kwargs))


def _shutdown():
    # Called when the main module has finished: wait for the non-daemon
    # threads (the daemon ones are abandoned).
    if _main_thread._is_stopped:
        return
    _main_thread._is_stopped = True
    for func, args, kwargs in reversed(_atexit_calls):
        func(*args, **kwargs)
    while True:
        with _active_limbo_lock:
            pending = [t for t in list(_active.values()) + list(_limbo.values())
                       if not t._daemonic and t is not _main_thread
                       and not isinstance(t, _DummyThread)]
        pending = [t for t in pending if t._handle is not None and not t._handle.is_done()]
        if not pending:
            break
        for t in pending:
            t._handle.join()


# Thread-local data.

def _forget_locals(ident):
    for ref in list(_locals):
        impl = ref()
        if impl is None:
            _locals.remove(ref)
        else:
            impl.pop(ident, None)


class local:
    """An object whose attributes are separate in every thread."""

    def __new__(cls, /, *args, **kw):
        if (args or kw) and cls.__init__ is object.__init__:
            raise TypeError("Initialization arguments are not supported")
        self = object.__new__(cls)
        dicts = _LocalDicts()
        dicts.args = (args, kw)
        object.__setattr__(self, '_local__dicts', dicts)
        import weakref
        _locals.append(weakref.ref(dicts))
        dicts[get_ident()] = {}
        return self

    def __getattribute__(self, name):
        if name in ('__class__', '_local__dicts'):
            return object.__getattribute__(self, name)
        d = _local_dict(self)
        if name == '__dict__':
            return d
        try:
            return d[name]
        except KeyError:
            pass
        try:
            return object.__getattribute__(self, name)
        except AttributeError:
            raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'") from None

    def __setattr__(self, name, value):
        if name == '__dict__':
            raise AttributeError(f"'{type(self).__name__}' object attribute '__dict__' is read-only")
        _local_dict(self)[name] = value

    def __delattr__(self, name):
        if name == '__dict__':
            raise AttributeError(f"'{type(self).__name__}' object attribute '__dict__' is read-only")
        d = _local_dict(self)
        try:
            del d[name]
        except KeyError:
            raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'") from None


class _LocalDicts(dict):
    pass


def _local_dict(self):
    dicts = object.__getattribute__(self, '_local__dicts')
    ident = get_ident()
    try:
        return dicts[ident]
    except KeyError:
        pass
    d = dicts[ident] = {}
    init = type(self).__init__
    if init is not object.__init__:
        args, kw = dicts.args
        init(self, *args, **kw)
    return d
