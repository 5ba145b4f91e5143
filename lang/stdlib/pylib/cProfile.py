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

    def print_stats(self, sort=-1):
        import pstats
        if not isinstance(sort, tuple):
            sort = (sort,)
        pstats.Stats(self).strip_dirs().sort_stats(*sort).print_stats()

    def dump_stats(self, file):
        import marshal
        with open(file, 'wb') as f:
            self.create_stats()
            marshal.dump(self.stats, f)

    def run(self, cmd):
        import __main__
        d = __main__.__dict__
        return self.runctx(cmd, d, d)

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


def _finish(prof, filename, sort):
    if filename is not None:
        prof.dump_stats(filename)
    else:
        prof.print_stats(sort)


def run(statement, filename=None, sort=-1):
    """Profile exec(statement) in __main__'s namespace, then print the
    statistics (or write them to filename)."""
    prof = Profile()
    try:
        prof.run(statement)
    except SystemExit:
        pass
    finally:
        _finish(prof, filename, sort)


def runctx(statement, globals, locals, filename=None, sort=-1):
    """Like run(), in the given namespaces."""
    prof = Profile()
    try:
        prof.runctx(statement, globals, locals)
    except SystemExit:
        pass
    finally:
        _finish(prof, filename, sort)
