"""Subprocesses with accessible I/O streams, for cpjit.

Processes are started by the private module _cpjit_subprocess (fork and
exec in Go); communicate() feeds and drains the pipes from goroutines, so
no select loop is needed. Written from the subprocess documentation.
"""

import builtins
import io
import os
import signal
import sys
import time
import _cpjit_subprocess

__all__ = ["Popen", "PIPE", "STDOUT", "call", "check_call", "getstatusoutput",
           "getoutput", "check_output", "run", "CalledProcessError", "DEVNULL",
           "SubprocessError", "TimeoutExpired", "CompletedProcess"]

PIPE = -1
STDOUT = -2
DEVNULL = -3

_USE_POSIX_SPAWN = False
_USE_VFORK = False
_PLATFORM_DEFAULT_CLOSE_FDS = object()


class SubprocessError(Exception):
    pass


class CalledProcessError(SubprocessError):
    """Raised when run(check=True) or check_call()/check_output() sees a
    non-zero exit status."""

    def __init__(self, returncode, cmd, output=None, stderr=None):
        self.returncode = returncode
        self.cmd = cmd
        self.output = output
        self.stderr = stderr

    def __str__(self):
        if self.returncode and self.returncode < 0:
            try:
                return "Command '%s' died with %r." % (
                    self.cmd, signal.Signals(-self.returncode))
            except ValueError:
                return "Command '%s' died with unknown signal %d." % (
                    self.cmd, -self.returncode)
        return "Command '%s' returned non-zero exit status %d." % (
            self.cmd, self.returncode)

    @property
    def stdout(self):
        return self.output

    @stdout.setter
    def stdout(self, value):
        self.output = value


class TimeoutExpired(SubprocessError):
    """Raised when a timeout expires while waiting for a child."""

    def __init__(self, cmd, timeout, output=None, stderr=None):
        self.cmd = cmd
        self.timeout = timeout
        self.output = output
        self.stderr = stderr

    def __str__(self):
        return "Command '%s' timed out after %s seconds" % (self.cmd,
                                                            self.timeout)

    @property
    def stdout(self):
        return self.output

    @stdout.setter
    def stdout(self, value):
        self.output = value


class CompletedProcess:
    """The result of run(): args, returncode, stdout and stderr."""

    def __init__(self, args, returncode, stdout=None, stderr=None):
        self.args = args
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr

    def __repr__(self):
        parts = ['args={!r}'.format(self.args),
                 'returncode={!r}'.format(self.returncode)]
        if self.stdout is not None:
            parts.append('stdout={!r}'.format(self.stdout))
        if self.stderr is not None:
            parts.append('stderr={!r}'.format(self.stderr))
        return "{}({})".format(type(self).__name__, ', '.join(parts))

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)

    def check_returncode(self):
        """Raise CalledProcessError if the exit code is non-zero."""
        if self.returncode:
            raise CalledProcessError(self.returncode, self.args, self.stdout,
                                     self.stderr)


def call(*popenargs, timeout=None, **kwargs):
    """Run a command and return its exit status."""
    with Popen(*popenargs, **kwargs) as p:
        try:
            return p.wait(timeout=timeout)
        except:
            p.kill()
            raise


def check_call(*popenargs, **kwargs):
    """Run a command; raise CalledProcessError unless it exits with 0."""
    retcode = call(*popenargs, **kwargs)
    if retcode:
        cmd = kwargs.get("args")
        if cmd is None:
            cmd = popenargs[0]
        raise CalledProcessError(retcode, cmd)
    return 0


def check_output(*popenargs, timeout=None, **kwargs):
    """Run a command and return its output; raise CalledProcessError unless
    it exits with 0."""
    for kw in ('stdout', 'check'):
        if kw in kwargs:
            raise ValueError('%s argument not allowed, it will be overridden.'
                             % kw)
    if 'input' in kwargs and kwargs['input'] is None:
        if (kwargs.get('universal_newlines') or kwargs.get('text')
                or kwargs.get('encoding') or kwargs.get('errors')):
            kwargs['input'] = ''
        else:
            kwargs['input'] = b''
    return run(*popenargs, stdout=PIPE, timeout=timeout, check=True,
               **kwargs).stdout


def run(*popenargs, input=None, capture_output=False, timeout=None,
        check=False, **kwargs):
    """Run a command, wait for it, and return a CompletedProcess."""
    if input is not None:
        if kwargs.get('stdin') is not None:
            raise ValueError('stdin and input arguments may not both be used.')
        kwargs['stdin'] = PIPE
    if capture_output:
        if kwargs.get('stdout') is not None or \
                kwargs.get('stderr') is not None:
            raise ValueError('stdout and stderr arguments may not be used '
                             'with capture_output.')
        kwargs['stdout'] = PIPE
        kwargs['stderr'] = PIPE
    with Popen(*popenargs, **kwargs) as process:
        try:
            stdout, stderr = process.communicate(input, timeout=timeout)
        except TimeoutExpired as exc:
            process.kill()
            process.wait()
            raise
        except:
            process.kill()
            raise
        retcode = process.poll()
        if check and retcode:
            raise CalledProcessError(retcode, process.args, output=stdout,
                                     stderr=stderr)
    return CompletedProcess(process.args, retcode, stdout, stderr)


def list2cmdline(seq):
    """Join arguments into one command line with the quoting rules of the
    Microsoft C runtime."""
    out = []
    for arg in map(os.fsdecode, seq):
        quote = not arg or ' ' in arg or '\t' in arg
        piece = []
        slashes = 0
        for c in arg:
            if c == '\\':
                slashes += 1
                continue
            if c == '"':
                piece.append('\\' * (2 * slashes + 1) + '"')
            else:
                piece.append('\\' * slashes + c)
            slashes = 0
        if quote:
            piece.append('\\' * (2 * slashes))
            out.append('"' + ''.join(piece) + '"')
        else:
            piece.append('\\' * slashes)
            out.append(''.join(piece))
    return ' '.join(out)


def getstatusoutput(cmd, *, encoding=None, errors=None):
    """Run cmd in a shell; return (exitcode, output) without the trailing
    newline."""
    try:
        data = check_output(cmd, shell=True, text=True, stderr=STDOUT,
                            encoding=encoding, errors=errors)
        exitcode = 0
    except CalledProcessError as ex:
        data = ex.output
        exitcode = ex.returncode
    if data[-1:] == '\n':
        data = data[:-1]
    return exitcode, data


def getoutput(cmd, *, encoding=None, errors=None):
    """Run cmd in a shell; return its output without the trailing
    newline."""
    return getstatusoutput(cmd, encoding=encoding, errors=errors)[1]


def _text_encoding():
    return 'utf-8'


def _translate_newlines(data, encoding, errors):
    return data.decode(encoding, errors).replace("\r\n", "\n") \
        .replace("\r", "\n")


class Popen:
    """A child process.

    args is a sequence of program arguments or, with shell=True, a command
    string for /bin/sh."""

    _child_created = False

    def __init__(self, args, bufsize=-1, executable=None,
                 stdin=None, stdout=None, stderr=None,
                 preexec_fn=None, close_fds=True,
                 shell=False, cwd=None, env=None, universal_newlines=None,
                 startupinfo=None, creationflags=0,
                 restore_signals=True, start_new_session=False,
                 pass_fds=(), *, user=None, group=None, extra_groups=None,
                 encoding=None, errors=None, text=None, umask=-1,
                 pipesize=-1, process_group=None):
        self.args = args
        self.stdin = self.stdout = self.stderr = None
        self.pid = None
        self.returncode = None
        self._communicator = None
        self._input = None
        self._closed_child_pipe_fds = False
        if bufsize is None:
            bufsize = -1
        if not isinstance(bufsize, int):
            raise TypeError("bufsize must be an integer")
        if pipesize is None:
            pipesize = -1
        if startupinfo is not None:
            raise ValueError("startupinfo is only supported on Windows "
                             "platforms")
        if creationflags != 0:
            raise ValueError("creationflags is only supported on Windows "
                             "platforms")
        if preexec_fn is not None:
            raise NotImplementedError("cpjit cannot run preexec_fn in the "
                                      "child process")
        if (text is not None and universal_newlines is not None
                and bool(universal_newlines) != bool(text)):
            raise SubprocessError('Cannot disambiguate when both text '
                                  'and universal_newlines are supplied but '
                                  'different. Pass one or the other.')
        self.encoding = encoding
        self.errors = errors
        self.pipesize = pipesize
        self.text_mode = encoding or errors or text or universal_newlines
        if self.text_mode and encoding is None:
            self.encoding = encoding = _text_encoding()
        if process_group is not None and process_group < 0:
            process_group = None
        if user is not None or group is not None or extra_groups is not None:
            raise NotImplementedError("cpjit does not change the child's "
                                      "user or groups")
        if umask != -1:
            raise NotImplementedError("cpjit does not change the child's "
                                      "umask")

        (p2cread, p2cwrite, c2pread, c2pwrite,
         errread, errwrite) = self._get_handles(stdin, stdout, stderr)
        self.universal_newlines = self.text_mode

        try:
            if p2cwrite != -1:
                if self.text_mode:
                    self.stdin = io.open(p2cwrite, 'w', encoding=encoding,
                                         errors=errors)
                else:
                    self.stdin = io.open(p2cwrite, 'wb', bufsize)
            if c2pread != -1:
                self.stdout = self._reader(c2pread, bufsize)
            if errread != -1:
                self.stderr = self._reader(errread, bufsize)
            self._execute_child(args, executable, close_fds, pass_fds, cwd,
                                env, shell, p2cread, c2pwrite, errwrite,
                                start_new_session, process_group)
        except:
            for f in filter(None, (self.stdin, self.stdout, self.stderr)):
                try:
                    f.close()
                except OSError:
                    pass
            self._close_child_fds()
            raise

    def _reader(self, fd, bufsize):
        if self.text_mode:
            return io.open(fd, 'r', encoding=self.encoding,
                           errors=self.errors)
        return io.open(fd, 'rb', bufsize)

    def _get_handles(self, stdin, stdout, stderr):
        """The six descriptors: the child's end and ours of each stream
        (-1: none)."""
        self._devnull = None
        self._to_close = []
        p2cread = p2cwrite = c2pread = c2pwrite = errread = errwrite = -1

        def devnull():
            if self._devnull is None:
                self._devnull = os.open(os.devnull, os.O_RDWR)
                self._to_close.append(self._devnull)
            return self._devnull

        def fileno(obj):
            if isinstance(obj, int):
                return obj
            return obj.fileno()

        if stdin is None:
            pass
        elif stdin == PIPE:
            p2cread, p2cwrite = os.pipe()
            self._to_close.append(p2cread)
        elif stdin == DEVNULL:
            p2cread = devnull()
        else:
            p2cread = fileno(stdin)

        if stdout is None:
            pass
        elif stdout == PIPE:
            c2pread, c2pwrite = os.pipe()
            self._to_close.append(c2pwrite)
        elif stdout == DEVNULL:
            c2pwrite = devnull()
        else:
            c2pwrite = fileno(stdout)

        if stderr is None:
            pass
        elif stderr == PIPE:
            errread, errwrite = os.pipe()
            self._to_close.append(errwrite)
        elif stderr == STDOUT:
            errwrite = c2pwrite if c2pwrite != -1 else 1
        elif stderr == DEVNULL:
            errwrite = devnull()
        else:
            errwrite = fileno(stderr)
        return p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite

    def _close_child_fds(self):
        if self._closed_child_pipe_fds:
            return
        self._closed_child_pipe_fds = True
        for fd in getattr(self, '_to_close', ()):
            try:
                os.close(fd)
            except OSError:
                pass

    def _execute_child(self, args, executable, close_fds, pass_fds, cwd, env,
                       shell, p2cread, c2pwrite, errwrite, start_new_session,
                       process_group):
        if isinstance(args, (str, bytes)):
            args = [args]
        elif isinstance(args, os.PathLike):
            if shell:
                raise TypeError('path-like args is not allowed when '
                                'shell is true')
            args = [args]
        else:
            args = list(args)
        if shell:
            unix_shell = '/bin/sh'
            args = [unix_shell, "-c"] + args
            if executable:
                args[0] = executable
        if executable is None:
            executable = args[0]
        orig_executable = executable
        if not args:
            raise IndexError('list index out of range')

        exe = os.fsencode(executable)
        if os.path.dirname(exe):
            executables = [exe]
        else:
            executables = [os.path.join(os.fsencode(d), exe)
                           for d in os.get_exec_path(env)]
        if env is not None:
            env_list = []
            for k, v in env.items():
                k = os.fsencode(k)
                if b'=' in k:
                    raise ValueError("illegal environment variable name")
                env_list.append(k + b'=' + os.fsencode(v))
        else:
            env_list = None
        if cwd is not None:
            cwd = os.fsdecode(cwd)
        fds = [p2cread if p2cread != -1 else 0,
               c2pwrite if c2pwrite != -1 else 1,
               errwrite if errwrite != -1 else 2]
        pass_fds = tuple(sorted(map(int, pass_fds)))
        self.pid = _cpjit_subprocess.spawn(
            [os.fsencode(a) for a in args], executables, orig_executable,
            cwd, env_list, fds, pass_fds, bool(start_new_session),
            process_group, bool(close_fds) or bool(pass_fds))
        self._child_created = True
        self._close_child_fds()

    def __repr__(self):
        obj_repr = ("<%s: returncode: %s args: %r>"
                    % (type(self).__name__, self.returncode, self.args))
        if len(obj_repr) > 80:
            obj_repr = obj_repr[:76] + "...>"
        return obj_repr

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)

    def __enter__(self):
        return self

    def __exit__(self, exc_type, value, traceback):
        if self.stdout:
            self.stdout.close()
        if self.stderr:
            self.stderr.close()
        try:
            if self.stdin:
                self.stdin.close()
        except BrokenPipeError:
            pass
        finally:
            if exc_type == KeyboardInterrupt:
                return
            self.wait()

    def _handle_exitstatus(self, sts):
        if os.WIFSTOPPED(sts):
            self.returncode = -os.WSTOPSIG(sts)
        else:
            self.returncode = os.waitstatus_to_exitcode(sts)

    def poll(self):
        """Return the exit code if the child has exited, else None."""
        return self._internal_poll()

    def _internal_poll(self):
        if self.returncode is None:
            try:
                pid, sts = os.waitpid(self.pid, os.WNOHANG)
                if pid == self.pid:
                    self._handle_exitstatus(sts)
            except ChildProcessError:
                self.returncode = 0
        return self.returncode

    def wait(self, timeout=None):
        """Wait for the child to exit and return its exit code; raise
        TimeoutExpired after timeout seconds."""
        if self.returncode is not None:
            return self.returncode
        if timeout is None:
            try:
                pid, sts = os.waitpid(self.pid, 0)
                if pid == self.pid:
                    self._handle_exitstatus(sts)
            except ChildProcessError:
                self.returncode = 0
            return self.returncode
        endtime = time.monotonic() + timeout
        delay = 0.0005
        while self._internal_poll() is None:
            remaining = endtime - time.monotonic()
            if remaining <= 0:
                raise TimeoutExpired(self.args, timeout)
            delay = min(delay * 2, remaining, 0.05)
            time.sleep(delay)
        return self.returncode

    def communicate(self, input=None, timeout=None):
        """Send input to the child, read its stdout and stderr to the end,
        and wait for it to exit; return (stdout_data, stderr_data)."""
        if self._communicator is not None and input:
            raise ValueError("Cannot send input after starting communication")
        if self._communicator is None:
            if self.stdin is not None:
                try:
                    self.stdin.flush()
                except BrokenPipeError:
                    pass
            data = None
            if self.stdin is not None and input:
                data = input
                if self.text_mode:
                    if not isinstance(data, str):
                        raise TypeError("write() argument must be str, not %s"
                                        % type(data).__name__)
                    data = data.encode(self.encoding, self.errors or 'strict')
                elif not isinstance(data, (bytes, bytearray, memoryview)):
                    raise TypeError("a bytes-like object is required, not "
                                    "'%s'" % type(data).__name__)
            fd = lambda f: f.fileno() if f is not None else -1
            self._communicator = _cpjit_subprocess.Communicator(
                fd(self.stdin), data, fd(self.stdout), fd(self.stderr))
            if self.stdin is not None:
                try:
                    self.stdin.close()
                except BrokenPipeError:
                    pass
        start = time.monotonic()
        result = self._communicator.wait(timeout)
        if result is None:
            out, err = self._communicator.partial()
            raise TimeoutExpired(self.args, timeout, output=out, stderr=err)
        out, err = result
        for f in (self.stdout, self.stderr):
            if f is not None:
                f.close()
        if self.text_mode:
            errors = self.errors or 'strict'
            if out is not None:
                out = _translate_newlines(out, self.encoding, errors)
            if err is not None:
                err = _translate_newlines(err, self.encoding, errors)
        if timeout is None:
            self.wait()
        else:
            self.wait(max(0.0, timeout - (time.monotonic() - start)))
        return out, err

    def send_signal(self, sig):
        """Send signal sig to the child (unless it has been waited for)."""
        self.poll()
        if self.returncode is not None:
            return
        try:
            os.kill(self.pid, sig)
        except ProcessLookupError:
            pass

    def terminate(self):
        """Send SIGTERM to the child."""
        self.send_signal(signal.SIGTERM)

    def kill(self):
        """Send SIGKILL to the child."""
        self.send_signal(signal.SIGKILL)
