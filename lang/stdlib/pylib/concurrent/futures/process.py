"""ProcessPoolExecutor: futures computed by worker processes, over
multiprocessing's Pool (which spawns the workers: the main module must
guard its start-up code with ``if __name__ == '__main__':``)."""

import os
import threading

from concurrent.futures import _base


class BrokenProcessPool(_base.BrokenExecutor):
    """A process in the pool ended abruptly."""


class _RemoteTraceback(Exception):
    """The cause of an exception raised in a worker: its traceback there."""

    def __init__(self, tb):
        self.tb = tb

    def __str__(self):
        return self.tb


class ProcessPoolExecutor(_base.Executor):
    """Runs calls in a pool of at most max_workers processes."""

    def __init__(self, max_workers=None, mp_context=None, initializer=None,
                 initargs=(), *, max_tasks_per_child=None):
        import multiprocessing
        if max_workers is None:
            max_workers = os.cpu_count() or 1
        elif max_workers <= 0:
            raise ValueError("max_workers must be greater than 0")
        if initializer is not None and not callable(initializer):
            raise TypeError("initializer must be a callable")
        if max_tasks_per_child is not None:
            if not isinstance(max_tasks_per_child, int):
                raise TypeError("max_tasks_per_child must be an integer")
            elif max_tasks_per_child <= 0:
                raise ValueError("max_tasks_per_child must be >= 1")
        self._mp_context = mp_context or multiprocessing.get_context()
        self._max_workers = max_workers
        self._initializer = initializer
        self._initargs = initargs
        self._max_tasks_per_child = max_tasks_per_child
        self._pool = None
        self._pending = set()
        self._shutdown_lock = threading.Lock()
        self._shutdown = False

    def _get_pool(self):
        if self._pool is None:
            self._pool = self._mp_context.Pool(
                self._max_workers, self._initializer, self._initargs,
                self._max_tasks_per_child)
        return self._pool

    def submit(self, fn, /, *args, **kwargs):
        with self._shutdown_lock:
            if self._shutdown:
                raise RuntimeError('cannot schedule new futures after shutdown')
            f = _base.Future()
            self._pending.add(f)

            def done(result, f=f):
                self._pending.discard(f)
                if f.set_running_or_notify_cancel():
                    f.set_result(result)

            def failed(exc, f=f):
                self._pending.discard(f)
                cause = exc.__cause__
                if type(cause).__name__ == 'RemoteTraceback':
                    exc.__cause__ = _RemoteTraceback(cause.tb)
                if f.set_running_or_notify_cancel():
                    f.set_exception(exc)

            self._get_pool().apply_async(fn, args, kwargs, callback=done,
                                         error_callback=failed)
            return f
    submit.__doc__ = _base.Executor.submit.__doc__

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        if chunksize < 1:
            raise ValueError("chunksize must be >= 1.")
        return super().map(fn, *iterables, timeout=timeout)

    def shutdown(self, wait=True, *, cancel_futures=False):
        with self._shutdown_lock:
            self._shutdown = True
            if cancel_futures:
                for f in list(self._pending):
                    f.cancel()
        if self._pool is not None:
            self._pool.close()
            if wait:
                self._pool.join()
    shutdown.__doc__ = _base.Executor.shutdown.__doc__
