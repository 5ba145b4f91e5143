"""The pure-Python-style profiler: the same recording as cProfile, with
profile's names (':0(len)' for builtins) and its fake 'profiler' and
command entries."""

import sys
import _cpjit_profile

__all__ = ['run', 'runctx', 'Profile']


class Profile(_cpjit_profile.Recorder):
    """Profile(timer=None, bias=None)"""

    bias = 0

    def __init__(self, timer=None, bias=None):
        super().__init__(timer)
        if bias is not None:
            self.bias = bias
        self.cmd = ''
        self._own = {Profile.runctx.__code__, Profile.runcall.__code__,
                     Profile.run.__code__, Profile._start.__code__,
                     Profile._stop.__code__}
        self._started = False

    def c_key(self, fn):
        return ('', 0, getattr(fn, '__name__', repr(fn)))

    def set_cmd(self, cmd):
        self.cmd = cmd

    def _start(self, cmd):
        self.set_cmd(cmd)
        now = self._now()
        if not self._started:
            self._started = True
            # The root entry: listed with no calls.
            self._stack.append([('profile', 0, 'profiler'), None, now, 0.0, None, True, True])
            self._active[('profile', 0, 'profiler')] = 1
        self._push(('profile', 0, cmd), None, now)
        sys.setprofile(self.dispatch)

    def _stop(self):
        sys.setprofile(None)
        now = self._now()
        # profile counts the call that turns it off.
        self._push(('', 0, 'setprofile'), ('c', 0), now)
        while len(self._stack) > 1:
            self._pop(now)

    def _root_entry(self):
        # The root is still open: report it with its time and no calls.
        data = self.stats(True)
        if self._stack:
            key, _, start, inner = self._stack[0][:4]
            data[key] = (0, 0, inner, inner, {})
        return data

    def create_stats(self):
        self.snapshot_stats()

    def snapshot_stats(self):
        self.stats = self._root_entry()

    def runctx(self, cmd, globals, locals):
        self._start(cmd)
        try:
            exec(cmd, globals, locals)
        finally:
            self._stop()
        return self

    def runcall(self, func, /, *args, **kw):
        self._start(repr(func))
        try:
            return func(*args, **kw)
        finally:
            self._stop()

    def calibrate(self, m, verbose=0):
        return 0.0


def run(statement, filename=None, sort=-1):
    """Profile exec(statement) in __main__'s namespace, then print the
    statistics (or write them to filename)."""
    _cpjit_profile.report_run(Profile(), statement, None, filename, sort)


def runctx(statement, globals, locals, filename=None, sort=-1):
    """Like run(), in the given namespaces."""
    _cpjit_profile.report_run(Profile(), statement, (globals, locals), filename, sort)
