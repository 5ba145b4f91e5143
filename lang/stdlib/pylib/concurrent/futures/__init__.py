"""concurrent.futures for cpjit: futures, the thread pool executor and
the process pool executor (over multiprocessing's Pool)."""

from concurrent.futures._base import (FIRST_COMPLETED, FIRST_EXCEPTION,
                                      ALL_COMPLETED, CancelledError,
                                      TimeoutError, InvalidStateError,
                                      BrokenExecutor, Future, Executor,
                                      wait, as_completed)
from concurrent.futures.thread import ThreadPoolExecutor
from concurrent.futures.process import ProcessPoolExecutor

__all__ = ('FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED',
           'CancelledError', 'TimeoutError', 'InvalidStateError',
           'BrokenExecutor', 'Future', 'Executor', 'wait', 'as_completed',
           'ProcessPoolExecutor', 'ThreadPoolExecutor')


def __dir__():
    return __all__ + ('__author__', '__doc__')
