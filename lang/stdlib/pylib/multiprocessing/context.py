"""Start contexts: the objects multiprocessing's top-level functions
come from. Every context starts processes by spawning (see __init__)."""

import os
import threading

from multiprocessing import process


class ProcessError(Exception):
    pass


class BufferTooShort(ProcessError):
    pass


class TimeoutError(ProcessError):
    pass


class AuthenticationError(ProcessError):
    pass


# While a process object is pickled for its child, the descriptors that
# the pickled objects (locks, pipes, queues, shared values) need are
# collected here; the child inherits them under the same numbers.
_spawning = threading.local()


def get_spawning_fds():
    return getattr(_spawning, 'fds', None)


def get_spawning_popen():
    return get_spawning_fds()


def assert_spawning(obj):
    if get_spawning_fds() is None:
        raise RuntimeError(
            '%s objects should only be shared between processes'
            ' through inheritance' % type(obj).__name__)


def share_fds(*fds):
    """Records fds for the child being started (inside a pickling)."""
    get_spawning_fds().extend(fd for fd in fds if fd is not None)


class BaseContext:
    ProcessError = ProcessError
    BufferTooShort = BufferTooShort
    TimeoutError = TimeoutError
    AuthenticationError = AuthenticationError

    current_process = staticmethod(process.current_process)
    parent_process = staticmethod(process.parent_process)
    active_children = staticmethod(process.active_children)

    def cpu_count(self):
        num = os.cpu_count()
        if num is None:
            raise NotImplementedError('cannot determine number of cpus')
        return num

    def Manager(self):
        raise NotImplementedError(
            "multiprocessing managers are not supported by cpjit")

    def Pipe(self, duplex=True):
        from .connection import Pipe
        return Pipe(duplex)

    def Lock(self):
        from .synchronize import Lock
        return Lock(ctx=self.get_context())

    def RLock(self):
        from .synchronize import RLock
        return RLock(ctx=self.get_context())

    def Condition(self, lock=None):
        from .synchronize import Condition
        return Condition(lock, ctx=self.get_context())

    def Semaphore(self, value=1):
        from .synchronize import Semaphore
        return Semaphore(value, ctx=self.get_context())

    def BoundedSemaphore(self, value=1):
        from .synchronize import BoundedSemaphore
        return BoundedSemaphore(value, ctx=self.get_context())

    def Event(self):
        from .synchronize import Event
        return Event(ctx=self.get_context())

    def Barrier(self, parties, action=None, timeout=None):
        from .synchronize import Barrier
        return Barrier(parties, action, timeout, ctx=self.get_context())

    def Queue(self, maxsize=0):
        from .queues import Queue
        return Queue(maxsize, ctx=self.get_context())

    def JoinableQueue(self, maxsize=0):
        from .queues import JoinableQueue
        return JoinableQueue(maxsize, ctx=self.get_context())

    def SimpleQueue(self):
        from .queues import SimpleQueue
        return SimpleQueue(ctx=self.get_context())

    def Pool(self, processes=None, initializer=None, initargs=(),
             maxtasksperchild=None):
        from .pool import Pool
        return Pool(processes, initializer, initargs, maxtasksperchild,
                    context=self.get_context())

    def RawValue(self, typecode_or_type, *args):
        from .sharedctypes import RawValue
        return RawValue(typecode_or_type, *args)

    def RawArray(self, typecode_or_type, size_or_initializer):
        from .sharedctypes import RawArray
        return RawArray(typecode_or_type, size_or_initializer)

    def Value(self, typecode_or_type, *args, lock=True):
        from .sharedctypes import Value
        return Value(typecode_or_type, *args, lock=lock,
                     ctx=self.get_context())

    def Array(self, typecode_or_type, size_or_initializer, *, lock=True):
        from .sharedctypes import Array
        return Array(typecode_or_type, size_or_initializer, lock=lock,
                     ctx=self.get_context())

    def freeze_support(self):
        """Nothing to do outside frozen Windows executables."""

    def get_logger(self):
        from .util import get_logger
        return get_logger()

    def log_to_stderr(self, level=None):
        from .util import log_to_stderr
        return log_to_stderr(level)

    def allow_connection_pickling(self):
        from . import connection  # noqa: F401

    def set_executable(self, executable):
        from . import spawn
        spawn.set_executable(executable)

    def set_forkserver_preload(self, module_names):
        """Accepted and ignored: there is no fork server."""

    def get_context(self, method=None):
        if method is None:
            return self
        try:
            ctx = _concrete_contexts[method]
        except KeyError:
            raise ValueError('cannot find context for %r' % method) from None
        return ctx

    def get_start_method(self, allow_none=False):
        return self._name

    def set_start_method(self, method, force=False):
        raise ValueError('cannot set start method of concrete context')

    @property
    def reducer(self):
        import pickle
        return pickle

    def _check_available(self):
        pass

    def __reduce__(self):
        # A context travels to a child by its start method's name.
        return (_lookup_context, (self.get_start_method(),))


class Process(process.BaseProcess):
    _start_method = None

    @staticmethod
    def _Popen(process_obj):
        return _default_context.get_context().Process._Popen(process_obj)

    @staticmethod
    def _after_fork():
        pass


class DefaultContext(BaseContext):
    Process = Process

    def __init__(self, context):
        self._default_context = context
        self._actual_context = None

    def get_context(self, method=None):
        if method is None:
            if self._actual_context is None:
                self._actual_context = self._default_context
            return self._actual_context
        return super().get_context(method)

    def set_start_method(self, method, force=False):
        if self._actual_context is not None and not force:
            raise RuntimeError('context has already been set')
        if method is None and force:
            self._actual_context = None
            return
        self._actual_context = self.get_context(method)

    def get_start_method(self, allow_none=False):
        if self._actual_context is None:
            if allow_none:
                return None
            self._actual_context = self._default_context
        return self._actual_context._name

    def get_all_start_methods(self):
        return ['spawn', 'fork', 'forkserver']


class SpawnProcess(process.BaseProcess):
    _start_method = 'spawn'

    @staticmethod
    def _Popen(process_obj):
        from .popen_spawn import Popen
        return Popen(process_obj)

    @staticmethod
    def _after_fork():
        pass


class ForkProcess(SpawnProcess):
    _start_method = 'fork'


class ForkServerProcess(SpawnProcess):
    _start_method = 'forkserver'


class SpawnContext(BaseContext):
    _name = 'spawn'
    Process = SpawnProcess


class ForkContext(BaseContext):
    _name = 'fork'
    Process = ForkProcess


class ForkServerContext(BaseContext):
    _name = 'forkserver'
    Process = ForkServerProcess


_concrete_contexts = {
    'spawn': SpawnContext(),
    'fork': ForkContext(),
    'forkserver': ForkServerContext(),
}
_default_context = DefaultContext(_concrete_contexts['spawn'])


def _force_start_method(method):
    _default_context._actual_context = _concrete_contexts[method]


def _lookup_context(name):
    return _concrete_contexts[name]
