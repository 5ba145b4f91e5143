"""Pools of worker processes (Pool) or threads (ThreadPool). Tasks go to
the workers through an input queue in chunks; a result-handler thread
reads the output queue and completes the AsyncResult objects; a worker
handler thread replaces workers that ended (maxtasksperchild)."""

import collections
import itertools
import os
import queue
import threading
import time
import traceback
import types

from . import util
from .context import TimeoutError  # noqa: F401  (pool.TimeoutError)
from . import context as _context

__all__ = ['Pool', 'ThreadPool']

INIT = "INIT"
RUN = "RUN"
CLOSE = "CLOSE"
TERMINATE = "TERMINATE"

job_counter = itertools.count()


def mapstar(args):
    return list(map(*args))


def starmapstar(args):
    return list(itertools.starmap(args[0], args[1]))


class RemoteTraceback(Exception):
    def __init__(self, tb):
        self.tb = tb

    def __str__(self):
        return self.tb


class ExceptionWithTraceback:
    """An exception from a worker with its traceback as text; unpickled,
    it is the exception with a RemoteTraceback as its cause."""

    def __init__(self, exc, tb):
        tb = ''.join(traceback.format_exception(type(exc), exc, tb))
        self.exc = exc
        self.tb = '\n"""\n%s"""' % tb

    def __reduce__(self):
        return rebuild_exc, (self.exc, self.tb)


def rebuild_exc(exc, tb):
    exc.__cause__ = RemoteTraceback(tb)
    return exc


class MaybeEncodingError(Exception):
    """A result (or exception) that could not be pickled."""

    def __init__(self, exc, value):
        self.exc = repr(exc)
        self.value = repr(value)
        super().__init__(self.exc, self.value)

    def __str__(self):
        return "Error sending result: '%s'. Reason: '%s'" % (self.value, self.exc)

    def __repr__(self):
        return "<%s: %s>" % (self.__class__.__name__, self)


def worker(inqueue, outqueue, initializer=None, initargs=(), maxtasks=None,
           wrap_exception=False):
    """The loop a worker runs: take a task, run it, put the result."""
    if (maxtasks is not None) and not (isinstance(maxtasks, int) and maxtasks >= 1):
        raise AssertionError("Maxtasks {!r} is not valid".format(maxtasks))
    if initializer is not None:
        initializer(*initargs)
    completed = 0
    while maxtasks is None or completed < maxtasks:
        try:
            task = inqueue.get()
        except (EOFError, OSError):
            break
        if task is None:
            break
        job, i, func, args, kwds = task
        try:
            result = (True, func(*args, **kwds))
        except Exception as e:
            if wrap_exception and func is not _helper_reraises_exception:
                e = ExceptionWithTraceback(e, e.__traceback__)
            result = (False, e)
        try:
            outqueue.put((job, i, result))
        except Exception as e:
            wrapped = MaybeEncodingError(e, result[1])
            outqueue.put((job, i, (False, wrapped)))
        task = job = result = func = args = kwds = None
        completed += 1


def _helper_reraises_exception(ex):
    raise ex


class Pool:
    """A pool of worker processes."""

    _wrap_exception = True

    @staticmethod
    def Process(ctx, *args, **kwds):
        return ctx.Process(*args, **kwds)

    def __init__(self, processes=None, initializer=None, initargs=(),
                 maxtasksperchild=None, context=None):
        self._pool = []
        self._state = INIT
        self._ctx = context or _context._default_context.get_context()
        self._setup_queues()
        self._taskqueue = queue.SimpleQueue()
        self._change_notifier = queue.SimpleQueue()
        self._cache = {}
        self._maxtasksperchild = maxtasksperchild
        self._initializer = initializer
        self._initargs = initargs
        if processes is None:
            processes = os.cpu_count() or 1
        if processes < 1:
            raise ValueError("Number of processes must be at least 1")
        if maxtasksperchild is not None:
            if not isinstance(maxtasksperchild, int) or maxtasksperchild <= 0:
                raise ValueError("maxtasksperchild must be a positive int or None")
        if initializer is not None and not callable(initializer):
            raise TypeError('initializer must be a callable')
        self._processes = processes
        try:
            self._repopulate_pool()
        except Exception:
            for p in self._pool:
                if p.exitcode is None:
                    p.terminate()
            for p in self._pool:
                p.join()
            raise
        self._worker_handler = threading.Thread(
            target=Pool._handle_workers, args=(self,), daemon=True)
        self._worker_handler._state = RUN
        self._worker_handler.start()
        self._task_handler = threading.Thread(
            target=Pool._handle_tasks,
            args=(self._taskqueue, self._quick_put, self._outqueue,
                  self._pool, self._cache), daemon=True)
        self._task_handler._state = RUN
        self._task_handler.start()
        self._result_handler = threading.Thread(
            target=Pool._handle_results,
            args=(self._outqueue, self._quick_get, self._cache), daemon=True)
        self._result_handler._state = RUN
        self._result_handler.start()
        self._terminate = util.Finalize(self, self._terminate_pool, exitpriority=15)
        self._state = RUN

    def __repr__(self):
        cls = self.__class__
        return (f'<{cls.__module__}.{cls.__qualname__} '
                f'state={self._state} pool_size={len(self._pool)}>')

    def _setup_queues(self):
        self._inqueue = self._ctx.SimpleQueue()
        self._outqueue = self._ctx.SimpleQueue()
        self._quick_put = self._inqueue.put
        self._quick_get = self._outqueue.get

    def _repopulate_pool(self):
        for _ in range(self._processes - len(self._pool)):
            w = self.Process(self._ctx, target=worker,
                             args=(self._inqueue, self._outqueue,
                                   self._initializer, self._initargs,
                                   self._maxtasksperchild,
                                   self._wrap_exception))
            w.name = w.name.replace('Process', 'PoolWorker')
            w.daemon = True
            w.start()
            self._pool.append(w)

    def _join_exited_workers(self):
        cleaned = False
        for i in reversed(range(len(self._pool))):
            w = self._pool[i]
            if w.exitcode is not None:
                w.join()
                cleaned = True
                del self._pool[i]
        return cleaned

    def _maintain_pool(self):
        if self._join_exited_workers():
            self._repopulate_pool()

    @staticmethod
    def _handle_workers(pool):
        thread = threading.current_thread()
        while thread._state == RUN or (pool._cache and thread._state != TERMINATE):
            if pool._maxtasksperchild is not None:
                pool._maintain_pool()
            time.sleep(0.05)
        pool._taskqueue.put(None)

    @staticmethod
    def _handle_tasks(taskqueue, put, outqueue, pool, cache):
        thread = threading.current_thread()
        for taskseq, set_length in iter(taskqueue.get, None):
            task = None
            try:
                for task in taskseq:
                    if thread._state != RUN:
                        break
                    try:
                        put(task)
                    except Exception as e:
                        job, idx = task[:2]
                        try:
                            cache[job]._set(idx, (False, e))
                        except KeyError:
                            pass
                else:
                    if set_length:
                        set_length(task[1] + 1 if task else 0)
                    continue
                break
            except Exception as ex:
                job, idx = task[:2] if task else (0, 0)
                if job in cache:
                    cache[job]._set(idx + 1, (False, ex))
                if set_length:
                    set_length(idx + 1)
                continue
        # Tell the result handler and the workers to stop.
        try:
            outqueue.put(None)
            for _ in pool:
                put(None)
        except OSError:
            pass

    @staticmethod
    def _handle_results(outqueue, get, cache):
        # Results are delivered until the task handler's None; after it,
        # those of jobs still in the cache (unless the pool terminates).
        thread = threading.current_thread()
        draining = False
        while not draining or (cache and thread._state != TERMINATE):
            try:
                task = get()
            except (OSError, EOFError):
                return
            if task is None:
                if draining:
                    continue
                if thread._state not in (RUN, CLOSE):
                    return
                draining = True
                continue
            job, i, obj = task
            try:
                cache[job]._set(i, obj)
            except KeyError:
                pass

    @staticmethod
    def _get_tasks(func, it, size):
        it = iter(it)
        while True:
            x = tuple(itertools.islice(it, size))
            if not x:
                return
            yield (func, x)

    def __reduce__(self):
        raise NotImplementedError(
            'pool objects cannot be passed between processes or pickled')

    def _check_running(self):
        if self._state != RUN:
            raise ValueError("Pool not running")

    def apply(self, func, args=(), kwds={}):
        """func(*args, **kwds) in a worker; waits for the result."""
        return self.apply_async(func, args, kwds).get()

    def map(self, func, iterable, chunksize=None):
        """list(map(func, iterable)) computed by the workers."""
        return self._map_async(func, iterable, mapstar, chunksize).get()

    def starmap(self, func, iterable, chunksize=None):
        """[func(*args) for args in iterable] computed by the workers."""
        return self._map_async(func, iterable, starmapstar, chunksize).get()

    def starmap_async(self, func, iterable, chunksize=None, callback=None,
                      error_callback=None):
        return self._map_async(func, iterable, starmapstar, chunksize,
                               callback, error_callback)

    def _guarded_task_generation(self, result_job, func, iterable):
        try:
            i = -1
            for i, x in enumerate(iterable):
                yield (result_job, i, func, (x,), {})
        except Exception as e:
            yield (result_job, i + 1, _helper_reraises_exception, (e,), {})

    def imap(self, func, iterable, chunksize=1):
        """An iterator over map(func, iterable)'s results, in order."""
        if chunksize < 1:
            self._check_running()
            raise ValueError("Chunksize must be 1+, not {0:n}".format(chunksize))
        return self._imap(IMapIterator, func, iterable, chunksize)

    def imap_unordered(self, func, iterable, chunksize=1):
        """Like imap(), in the order the results come."""
        if chunksize < 1:
            self._check_running()
            raise ValueError("Chunksize must be 1+, not {0!r}".format(chunksize))
        return self._imap(IMapUnorderedIterator, func, iterable, chunksize)

    def _imap(self, iterator, func, iterable, chunksize):
        self._check_running()
        result = iterator(self)
        if chunksize == 1:
            tasks = self._guarded_task_generation(result._job, func, iterable)
        else:
            batches = Pool._get_tasks(func, iterable, chunksize)
            tasks = self._guarded_task_generation(result._job, mapstar, batches)
        self._taskqueue.put((tasks, result._set_length))
        if chunksize == 1:
            return result
        return (item for chunk in result for item in chunk)

    def apply_async(self, func, args=(), kwds={}, callback=None,
                    error_callback=None):
        """An AsyncResult for func(*args, **kwds) run by a worker."""
        self._check_running()
        result = ApplyResult(self, callback, error_callback)
        self._taskqueue.put(([(result._job, 0, func, args, kwds)], None))
        return result

    def map_async(self, func, iterable, chunksize=None, callback=None,
                  error_callback=None):
        """An AsyncResult for map()."""
        return self._map_async(func, iterable, mapstar, chunksize, callback,
                               error_callback)

    def _map_async(self, func, iterable, mapper, chunksize=None, callback=None,
                   error_callback=None):
        self._check_running()
        if not hasattr(iterable, '__len__'):
            iterable = list(iterable)
        if chunksize is None:
            chunksize, extra = divmod(len(iterable), len(self._pool) * 4)
            if extra:
                chunksize += 1
        if len(iterable) == 0:
            chunksize = 0
        task_batches = Pool._get_tasks(func, iterable, chunksize)
        result = MapResult(self, chunksize, len(iterable), callback,
                           error_callback=error_callback)
        self._taskqueue.put((self._guarded_task_generation(result._job, mapper, task_batches),
                             None))
        return result

    def close(self):
        """No more tasks; the workers end when the queued ones are done."""
        if self._state == RUN:
            self._state = CLOSE
            self._worker_handler._state = CLOSE

    def terminate(self):
        """Stops the workers now."""
        self._state = TERMINATE
        self._terminate()

    def join(self):
        """Waits for the workers to end (after close() or terminate())."""
        if self._state == RUN:
            raise ValueError("Pool is still running")
        elif self._state not in (CLOSE, TERMINATE):
            raise ValueError("In unknown state")
        self._worker_handler.join()
        self._task_handler.join()
        self._result_handler.join()
        for p in self._pool:
            p.join()

    def _terminate_pool(self):
        self._worker_handler._state = TERMINATE
        self._task_handler._state = TERMINATE
        self._result_handler._state = TERMINATE
        self._change_notifier.put(None)
        if self._worker_handler.is_alive() and threading.current_thread() is not self._worker_handler:
            self._worker_handler.join()
        self._terminate_workers()
        self._taskqueue.put(None)
        try:
            self._outqueue.put(None)
        except OSError:
            pass
        for t in (self._task_handler, self._result_handler):
            if t.is_alive() and threading.current_thread() is not t:
                t.join(1.0)

    def _terminate_workers(self):
        for p in self._pool:
            if p.exitcode is None:
                p.terminate()
        for p in self._pool:
            p.join()

    def __enter__(self):
        self._check_running()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.terminate()


class ApplyResult:
    def __init__(self, pool, callback, error_callback):
        self._pool = pool
        self._event = threading.Event()
        self._job = next(job_counter)
        self._cache = pool._cache
        self._callback = callback
        self._error_callback = error_callback
        self._cache[self._job] = self

    def ready(self):
        return self._event.is_set()

    def successful(self):
        if not self.ready():
            raise ValueError("{0!r} not ready".format(self))
        return self._success

    def wait(self, timeout=None):
        self._event.wait(timeout)

    def get(self, timeout=None):
        self.wait(timeout)
        if not self.ready():
            raise TimeoutError
        if self._success:
            return self._value
        raise self._value

    def _set(self, i, obj):
        self._success, self._value = obj
        if self._callback and self._success:
            self._callback(self._value)
        if self._error_callback and not self._success:
            self._error_callback(self._value)
        self._event.set()
        del self._cache[self._job]
        self._pool = None

    __class_getitem__ = classmethod(types.GenericAlias)


AsyncResult = ApplyResult


class MapResult(ApplyResult):
    def __init__(self, pool, chunksize, length, callback, error_callback):
        ApplyResult.__init__(self, pool, callback, error_callback=error_callback)
        self._success = True
        self._value = [None] * length
        self._chunksize = chunksize
        if chunksize <= 0:
            self._number_left = 0
            self._event.set()
            del self._cache[self._job]
        else:
            self._number_left = length // chunksize + bool(length % chunksize)

    def _set(self, i, success_result):
        self._number_left -= 1
        success, result = success_result
        if success and self._success:
            self._value[i * self._chunksize:(i + 1) * self._chunksize] = result
            if self._number_left == 0:
                if self._callback:
                    self._callback(self._value)
                del self._cache[self._job]
                self._event.set()
                self._pool = None
        else:
            if not success and self._success:
                self._success = False
                self._value = result
            if self._number_left == 0:
                if self._error_callback:
                    self._error_callback(self._value)
                del self._cache[self._job]
                self._event.set()
                self._pool = None


class IMapIterator:
    def __init__(self, pool):
        self._pool = pool
        self._cond = threading.Condition(threading.Lock())
        self._job = next(job_counter)
        self._cache = pool._cache
        self._items = collections.deque()
        self._index = 0
        self._length = None
        self._unsorted = {}
        self._cache[self._job] = self

    def __iter__(self):
        return self

    def next(self, timeout=None):
        with self._cond:
            try:
                item = self._items.popleft()
            except IndexError:
                if self._index == self._length:
                    self._pool = None
                    raise StopIteration from None
                self._cond.wait(timeout)
                try:
                    item = self._items.popleft()
                except IndexError:
                    if self._index == self._length:
                        self._pool = None
                        raise StopIteration from None
                    raise TimeoutError from None
        success, value = item
        if success:
            return value
        raise value

    __next__ = next

    def _set(self, i, obj):
        with self._cond:
            if self._index == i:
                self._items.append(obj)
                self._index += 1
                while self._index in self._unsorted:
                    obj = self._unsorted.pop(self._index)
                    self._items.append(obj)
                    self._index += 1
                self._cond.notify()
            else:
                self._unsorted[i] = obj
            if self._index == self._length:
                del self._cache[self._job]
                self._pool = None

    def _set_length(self, length):
        with self._cond:
            self._length = length
            if self._index == self._length:
                self._cond.notify()
                del self._cache[self._job]
                self._pool = None


class IMapUnorderedIterator(IMapIterator):
    def _set(self, i, obj):
        with self._cond:
            self._items.append(obj)
            self._index += 1
            self._cond.notify()
            if self._index == self._length:
                del self._cache[self._job]
                self._pool = None


class _ThreadWorker(threading.Thread):
    """A worker thread with the Process attributes the pool uses."""

    def __init__(self, target=None, args=(), name=None):
        super().__init__(target=target, args=args, name=name)

    @property
    def exitcode(self):
        if self._started.is_set() and not self.is_alive():
            return 0
        return None

    def terminate(self):
        pass


class ThreadPool(Pool):
    """A Pool whose workers are threads of this process."""

    _wrap_exception = False

    @staticmethod
    def Process(ctx, *args, **kwds):
        return _ThreadWorker(*args, **kwds)

    def __init__(self, processes=None, initializer=None, initargs=()):
        Pool.__init__(self, processes, initializer, initargs)

    def _setup_queues(self):
        self._inqueue = queue.SimpleQueue()
        self._outqueue = queue.SimpleQueue()
        self._quick_put = self._inqueue.put
        self._quick_get = self._outqueue.get

    def _terminate_workers(self):
        # Threads cannot be stopped: each is told to end after its task.
        for _ in self._pool:
            self._inqueue.put(None)
