"""Profiling Python programs: Profile records every Python and builtin
call while enabled (over sys.setprofile); pstats formats the results."""

import sys
import _cpjit_profile

__all__ = ['run', 'runctx', 'Profile']


class Profile(_cpjit_profile.Recorder):
    """Profile(timer=None, timeunit=0.0, subcalls=True, builtins=True)"""

    def __init__(self, timer=None, timeunit=0.0, subcalls=True, builtins=True):
        super().__init__(timer, timeunit)
        self._builtins = builtins
        self._own = {Profile.enable.__code__, Profile.disable.__code__,
                     Profile.__enter__.__code__,
                     Profile.runctx.__code__, Profile.runcall.__code__,
                     Profile.run.__code__}

    def dispatch(self, frame, event, arg):
        if not self._builtins and event.startswith('c_'):
            return
        super().dispatch(frame, event, arg)

    def enable(self, subcalls=True, builtins=True):
        self._builtins = builtins
        self._enabled = True
        sys.setprofile(self.dispatch)

    def disable(self):
        sys.setprofile(None)
        if not getattr(self, '_enabled', False):
            return
        self._enabled = False
        self._flush()
        if self._builtins:
            # CPython's disable is itself a builtin call it records.
            self._record(('~', 0, "<method 'disable' of '_lsprof.Profiler' objects>"))

    def getstats(self):
        raise NotImplementedError('getstats() is not available in cpjit')

    def create_stats(self):
        self.disable()
        self.snapshot_stats()

    def snapshot_stats(self):
        self.stats = self.stats_dict()

    def stats_dict(self):
        return _cpjit_profile.Recorder.stats(self)

    def runctx(self, cmd, globals, locals):
        self.enable()
        try:
            exec(cmd, globals, locals)
        finally:
            self.disable()
        return self

    def runcall(self, func, /, *args, **kw):
        self.enable()
        try:
            return func(*args, **kw)
        finally:
            self.disable()

    def __enter__(self):
        self.enable()
        return self

    def __exit__(self, *exc_info):
        self.disable()


def run(statement, filename=None, sort=-1):
    """Profile exec(statement) in __main__'s namespace, then print the
    statistics (or write them to filename)."""
    _cpjit_profile.report_run(Profile(), statement, None, filename, sort)


def runctx(statement, globals, locals, filename=None, sort=-1):
    """Like run(), in the given namespaces."""
    _cpjit_profile.report_run(Profile(), statement, (globals, locals), filename, sort)
