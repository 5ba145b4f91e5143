"""ProcessPoolExecutor: not available in cpjit (one process)."""

from concurrent.futures import _base


class BrokenProcessPool(_base.BrokenExecutor):
    """A process in the pool ended abruptly."""


class ProcessPoolExecutor(_base.Executor):
    """Not supported: cpjit runs a single process."""

    def __init__(self, max_workers=None, mp_context=None, initializer=None,
                 initargs=(), *, max_tasks_per_child=None):
        raise NotImplementedError(
            "ProcessPoolExecutor is not supported by cpjit (it runs one "
            "process); use ThreadPoolExecutor")
