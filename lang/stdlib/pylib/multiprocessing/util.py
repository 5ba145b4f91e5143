"""Helpers shared by the multiprocessing modules: logging, finalisers run
when a process ends, flushing the standard streams."""

import atexit
import itertools
import sys
import threading

NOTSET = 0
SUBDEBUG = 5
DEBUG = 10
INFO = 20
SUBWARNING = 25

LOGGER_NAME = 'multiprocessing'
DEFAULT_LOGGING_FORMAT = '[%(levelname)s/%(processName)s] %(message)s'

_logger = None


def get_logger():
    """The 'multiprocessing' logger (made on first use)."""
    global _logger
    if _logger is None:
        import logging
        _logger = logging.getLogger(LOGGER_NAME)
        _logger.propagate = 0
    return _logger


def log_to_stderr(level=None):
    """Send the multiprocessing logger's records to sys.stderr."""
    import logging
    logger = get_logger()
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter(DEFAULT_LOGGING_FORMAT))
    logger.addHandler(handler)
    if level:
        logger.setLevel(level)
    return logger


def sub_debug(msg, *args):
    if _logger:
        _logger.log(SUBDEBUG, msg, *args)


def debug(msg, *args):
    if _logger:
        _logger.log(DEBUG, msg, *args)


def info(msg, *args):
    if _logger:
        _logger.log(INFO, msg, *args)


def sub_warning(msg, *args):
    if _logger:
        _logger.log(SUBWARNING, msg, *args)


# Finalisers: callbacks run when the process ends, highest exitpriority
# first; those without a priority run only when their object dies or
# they are called.
_registry = {}
_counter = itertools.count()


class Finalize:
    """Calls callback(*args, **kwargs) once: when called, or when the
    process ends if exitpriority is not None."""

    def __init__(self, obj, callback, args=(), kwargs=None, exitpriority=None):
        self._callback = callback
        self._args = args
        self._kwargs = kwargs or {}
        self._key = (exitpriority, next(_counter))
        _registry[self._key] = self

    def __call__(self, wr=None):
        try:
            del _registry[self._key]
        except KeyError:
            return None
        res = self._callback(*self._args, **self._kwargs)
        self._callback = self._args = self._kwargs = self._key = None
        return res

    def cancel(self):
        try:
            del _registry[self._key]
        except KeyError:
            pass
        else:
            self._callback = self._args = self._kwargs = self._key = None

    def still_active(self):
        return self._key in _registry


def _run_finalizers(minpriority=None):
    keys = [k for k in _registry if k[0] is not None and
            (minpriority is None or k[0] >= minpriority)]
    keys.sort(reverse=True)
    for key in keys:
        f = _registry.get(key)
        if f is not None:
            try:
                f()
            except Exception:
                import traceback
                traceback.print_exc()


_exiting = False


def is_exiting():
    return _exiting


def _exit_function():
    """Run when a process ends: finalisers, then daemonic children are
    terminated and the others joined, then the remaining finalisers."""
    global _exiting
    if _exiting:
        return
    _exiting = True
    from multiprocessing import process
    _run_finalizers(0)
    for p in process.active_children():
        if p.daemon:
            p._popen.terminate()
    for p in process.active_children():
        p.join()
    _run_finalizers()


atexit.register(_exit_function)


def _flush_std_streams():
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (AttributeError, ValueError, OSError):
            pass


class ForkAwareThreadLock:
    def __init__(self):
        self._lock = threading.Lock()
        self.acquire = self._lock.acquire
        self.release = self._lock.release

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *args):
        return self._lock.__exit__(*args)


class ForkAwareLocal(threading.local):
    pass


def register_after_fork(obj, func):
    """Nothing to do: cpjit never forks."""
