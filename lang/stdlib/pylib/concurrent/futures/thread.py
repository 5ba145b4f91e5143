"""ThreadPoolExecutor: calls run by a pool of threads."""

import os
import queue
import threading
import weakref

from concurrent.futures import _base


class BrokenThreadPool(_base.BrokenExecutor):
    """A worker's initializer failed: the pool cannot run anything."""


class _WorkItem:
    def __init__(self, future, fn, args, kwargs):
        self.future = future
        self.fn = fn
        self.args = args
        self.kwargs = kwargs

    def run(self):
        if not self.future.set_running_or_notify_cancel():
            return
        try:
            result = self.fn(*self.args, **self.kwargs)
        except BaseException as exc:
            self.future.set_exception(exc)
            self = None
        else:
            self.future.set_result(result)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


# The pools' work queues, to wake their workers when the interpreter exits.
_queues = weakref.WeakSet()
_exiting = False


def _python_exit():
    global _exiting
    _exiting = True
    for q in list(_queues):
        q.put(None)


threading._register_atexit(_python_exit)


def _worker(executor_ref, work_queue, initializer, initargs):
    if initializer is not None:
        try:
            initializer(*initargs)
        except BaseException:
            import logging
            logging.getLogger('concurrent.futures').critical(
                'Exception in initializer:', exc_info=True)
            executor = executor_ref()
            if executor is not None:
                executor._initializer_failed()
            return
    while True:
        item = work_queue.get()
        if item is not None:
            item.run()
            del item
            executor = executor_ref()
            if executor is not None:
                executor._idle.release()
            del executor
            continue
        # None: the pool shuts down (or the interpreter exits); pass the
        # word on to the next worker.
        work_queue.put(None)
        return


class ThreadPoolExecutor(_base.Executor):
    """Runs calls in up to max_workers threads."""

    _counter = 0

    def __init__(self, max_workers=None, thread_name_prefix='',
                 initializer=None, initargs=()):
        if max_workers is None:
            max_workers = min(32, (os.cpu_count() or 1) + 4)
        if max_workers <= 0:
            raise ValueError("max_workers must be greater than 0")
        if initializer is not None and not callable(initializer):
            raise TypeError("initializer must be a callable")
        self._max_workers = max_workers
        self._work_queue = queue.SimpleQueue()
        self._idle = threading.Semaphore(0)
        self._threads = set()
        self._broken = False
        self._shutdown = False
        self._shutdown_lock = threading.Lock()
        if not thread_name_prefix:
            thread_name_prefix = f"ThreadPoolExecutor-{ThreadPoolExecutor._counter}"
            ThreadPoolExecutor._counter += 1
        self._thread_name_prefix = thread_name_prefix
        self._initializer = initializer
        self._initargs = initargs
        _queues.add(self._work_queue)

    def submit(self, fn, /, *args, **kwargs):
        """Schedule fn(*args, **kwargs); returns its Future."""
        with self._shutdown_lock:
            if self._broken:
                raise BrokenThreadPool(self._broken)
            if self._shutdown:
                raise RuntimeError('cannot schedule new futures after shutdown')
            if _exiting:
                raise RuntimeError('cannot schedule new futures after '
                                   'interpreter shutdown')
            f = _base.Future()
            self._work_queue.put(_WorkItem(f, fn, args, kwargs))
            self._adjust_thread_count()
            return f

    submit.__doc__ = _base.Executor.submit.__doc__ or submit.__doc__

    def _adjust_thread_count(self):
        # An idle worker takes the item; otherwise start one more, up to
        # the maximum.
        if self._idle.acquire(timeout=0):
            return
        n = len(self._threads)
        if n < self._max_workers:
            t = threading.Thread(name=f'{self._thread_name_prefix}_{n}',
                                 target=_worker,
                                 args=(weakref.ref(self), self._work_queue,
                                       self._initializer, self._initargs))
            t.start()
            self._threads.add(t)

    def _initializer_failed(self):
        with self._shutdown_lock:
            self._broken = ('A thread initializer failed, the thread pool '
                            'is not usable anymore')
            while True:
                try:
                    item = self._work_queue.get_nowait()
                except queue.Empty:
                    break
                if item is not None:
                    item.future.set_exception(BrokenThreadPool(self._broken))

    def shutdown(self, wait=True, *, cancel_futures=False):
        """Stop taking calls; with wait, wait for the running ones; with
        cancel_futures, cancel those not started."""
        with self._shutdown_lock:
            self._shutdown = True
            if cancel_futures:
                while True:
                    try:
                        item = self._work_queue.get_nowait()
                    except queue.Empty:
                        break
                    if item is not None:
                        item.future.cancel()
            self._work_queue.put(None)
        if wait:
            for t in list(self._threads):
                t.join()

    shutdown.__doc__ = _base.Executor.shutdown.__doc__ or shutdown.__doc__
