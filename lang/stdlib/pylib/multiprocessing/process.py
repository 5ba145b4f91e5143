"""Process objects: BaseProcess (the threading.Thread-like API),
current_process(), parent_process(), active_children()."""

import itertools
import os
import signal
import sys

__all__ = ['BaseProcess', 'current_process', 'active_children',
           'parent_process']


def current_process():
    """The Process object of the running process."""
    return _current_process


def active_children():
    """The children started by this process that are still running
    (joining those that ended)."""
    _cleanup()
    return list(_children)


def parent_process():
    """The parent's Process object, or None in the main process."""
    return _parent_process


def _cleanup():
    for p in list(_children):
        if p._popen is not None and p._popen.poll() is not None:
            _children.discard(p)


class BaseProcess:
    """A task run in another process: target(*args, **kwargs), or the
    run() method of a subclass."""

    def _Popen(self):
        raise NotImplementedError

    def __init__(self, group=None, target=None, name=None, args=(),
                 kwargs={}, *, daemon=None):
        assert group is None, 'group argument must be None for now'
        count = next(_process_counter)
        self._identity = _current_process._identity + (count,)
        self._config = _current_process._config.copy()
        self._parent_pid = os.getpid()
        self._parent_name = _current_process.name
        self._popen = None
        self._closed = False
        self._target = target
        self._args = tuple(args)
        self._kwargs = dict(kwargs)
        self._name = name or (type(self).__name__ + '-' +
                              ':'.join(str(i) for i in self._identity))
        if daemon is not None:
            self.daemon = daemon

    def _check_closed(self):
        if self._closed:
            raise ValueError("process object is closed")

    def run(self):
        """What the child runs: by default target(*args, **kwargs)."""
        if self._target:
            self._target(*self._args, **self._kwargs)

    def start(self):
        """Starts the child process."""
        self._check_closed()
        assert self._popen is None, 'cannot start a process twice'
        assert self._parent_pid == os.getpid(), \
            'can only start a process object created by current process'
        assert not _current_process._config.get('daemon'), \
            'daemonic processes are not allowed to have children'
        _cleanup()
        self._popen = self._Popen(self)
        self._sentinel = self._popen.sentinel
        # The child has its own copies; drop ours (they may hold the
        # process object in a cycle).
        del self._target, self._args, self._kwargs
        _children.add(self)

    def terminate(self):
        """Sends SIGTERM to the child."""
        self._check_closed()
        self._popen.terminate()

    def kill(self):
        """Sends SIGKILL to the child."""
        self._check_closed()
        self._popen.kill()

    def join(self, timeout=None):
        """Waits until the child ends (or timeout seconds pass)."""
        self._check_closed()
        assert self._parent_pid == os.getpid(), 'can only join a child process'
        assert self._popen is not None, 'can only join a started process'
        res = self._popen.wait(timeout)
        if res is not None:
            _children.discard(self)

    def is_alive(self):
        """Whether the child has started and not yet ended."""
        self._check_closed()
        if self is _current_process:
            return True
        assert self._parent_pid == os.getpid(), 'can only test a child process'
        if self._popen is None:
            return False
        returncode = self._popen.poll()
        if returncode is None:
            return True
        _children.discard(self)
        return False

    def close(self):
        """Releases what the Process object holds; the child must have
        ended."""
        if self._popen is not None:
            if self._popen.poll() is None:
                raise ValueError("Cannot close a process while it is still running. "
                                 "You should first call join() or terminate().")
            self._popen.close()
            self._popen = None
            del self._sentinel
            _children.discard(self)
        self._closed = True

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, name):
        assert isinstance(name, str), 'name must be a string'
        self._name = name

    @property
    def daemon(self):
        return self._config.get('daemon', False)

    @daemon.setter
    def daemon(self, daemonic):
        assert self._popen is None, 'process has already started'
        self._config['daemon'] = daemonic

    @property
    def authkey(self):
        return self._config['authkey']

    @authkey.setter
    def authkey(self, authkey):
        self._config['authkey'] = AuthenticationString(authkey)

    @property
    def exitcode(self):
        """None while the child runs, then its exit status (-N when signal
        N ended it)."""
        self._check_closed()
        if self._popen is None:
            return self._popen
        return self._popen.poll()

    @property
    def ident(self):
        self._check_closed()
        if self is _current_process:
            return os.getpid()
        return self._popen and self._popen.pid

    pid = ident

    @property
    def sentinel(self):
        """A descriptor that becomes readable when the child ends."""
        self._check_closed()
        try:
            return self._sentinel
        except AttributeError:
            raise ValueError("process not started") from None

    def __repr__(self):
        exitcode = None
        if self is _current_process:
            status = 'started'
        elif self._closed:
            status = 'closed'
        elif self._parent_pid != os.getpid():
            status = 'unknown'
        elif self._popen is None:
            status = 'initial'
        else:
            exitcode = self._popen.poll()
            status = 'started' if exitcode is None else 'stopped'
        info = [type(self).__name__, 'name=%r' % self._name]
        if self._popen is not None:
            info.append('pid=%s' % self._popen.pid)
        info.append('parent=%s' % self._parent_pid)
        info.append(status)
        if exitcode is not None:
            info.append('exitcode=%s' % _exitcode_to_name.get(exitcode, exitcode))
        if self.daemon:
            info.append('daemon')
        return '<%s>' % ' '.join(info)

    def _bootstrap(self, parent_sentinel=None):
        """Runs in the child: run() and the exit status it makes."""
        global _current_process, _parent_process, _process_counter, _children
        from . import util, context
        try:
            if self._start_method is not None:
                context._force_start_method(self._start_method)
            _process_counter = itertools.count(1)
            _children = set()
            if sys.stdin is not None:
                try:
                    sys.stdin.close()
                    sys.stdin = open(os.devnull)
                except (OSError, ValueError):
                    pass
            _current_process = self
            _parent_process = _ParentProcess(self._parent_name,
                                             self._parent_pid, parent_sentinel)
            try:
                self.run()
                exitcode = 0
            finally:
                util._exit_function()
        except SystemExit as e:
            if e.code is None:
                exitcode = 0
            elif isinstance(e.code, int):
                exitcode = e.code
            else:
                sys.stderr.write(str(e.code) + '\n')
                exitcode = 1
        except BaseException:
            exitcode = 1
            import traceback
            sys.stderr.write('Process %s:\n' % self.name)
            traceback.print_exc()
        finally:
            util._flush_std_streams()
        return exitcode


class AuthenticationString(bytes):
    def __reduce__(self):
        from .context import get_spawning_fds
        if get_spawning_fds() is None:
            raise TypeError(
                'Pickling an AuthenticationString object is '
                'disallowed for security reasons')
        return AuthenticationString, (bytes(self),)


class _ParentProcess(BaseProcess):
    def __init__(self, name, pid, sentinel):
        self._identity = ()
        self._name = name
        self._pid = pid
        self._parent_pid = None
        self._popen = None
        self._closed = False
        self._sentinel = sentinel
        self._config = {}

    def is_alive(self):
        try:
            os.kill(self._pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        return True

    @property
    def ident(self):
        return self._pid

    pid = ident

    def join(self, timeout=None):
        import time
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.is_alive():
            if deadline is not None and time.monotonic() >= deadline:
                return
            time.sleep(0.01)


class _MainProcess(BaseProcess):
    def __init__(self):
        self._identity = ()
        self._name = 'MainProcess'
        self._parent_pid = None
        self._popen = None
        self._closed = False
        self._config = {'authkey': AuthenticationString(os.urandom(32)),
                        'semprefix': '/mp'}

    def close(self):
        pass


_parent_process = None
_current_process = _MainProcess()
_process_counter = itertools.count(1)
_children = set()
del _MainProcess

_exitcode_to_name = {}
for _name, _signum in list(signal.__dict__.items()):
    if _name[:3] == 'SIG' and '_' not in _name and isinstance(_signum, int):
        _exitcode_to_name[-_signum] = f'-{_name}'
del _name, _signum
