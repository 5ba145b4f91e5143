"""The deterministic profiler under profile and cProfile: a
sys.setprofile function that times every Python and builtin call and
keeps, per function, primitive and total call counts, internal and
cumulative time, and the same four figures per caller."""

import sys
import time

_setprofile = sys.setprofile


def builtin_name(fn):
    """cProfile's name of a builtin callable: '<built-in method mod.name>'
    for module functions, "<method 'name' of 'type' objects>" for methods."""
    name = getattr(fn, '__name__', repr(fn))
    owner = getattr(fn, '__self__', None)
    if owner is None or type(owner).__name__ == 'module':
        mod = getattr(fn, '__module__', None) or getattr(owner, '__name__', None)
        if mod:
            return '<built-in method %s.%s>' % (mod, name)
        return '<built-in method %s>' % name
    if isinstance(owner, type):
        return '<built-in method %s of type object>' % name
    return "<method '%s' of '%s' objects>" % (name, type(owner).__name__)


class Recorder:
    """Times calls by profile events. Subclasses say how builtins are
    named (c_key) and which of their own code objects to ignore."""

    def __init__(self, timer=None, timeunit=0.0):
        self._timer = timer or time.perf_counter
        self._unit = timeunit
        self._own = set()
        self.clear()

    def clear(self):
        # key -> [cc, nc, tt, ct, {caller: [cc, nc, tt, ct]}]
        self._data = {}
        # entries: [key, frame marker, start, time in callees, caller key,
        # whether the call is the outermost one of key]
        self._stack = []
        self._active = {}
        # (caller, callee) -> how many such calls are running: a call of
        # a pair already running is recursive for the caller's figures.
        self._pairs = {}

    def _now(self):
        t = self._timer()
        if self._unit:
            t = t * self._unit
        return t

    def c_key(self, fn):
        return ('~', 0, builtin_name(fn))

    def _push(self, key, marker, now):
        caller = self._stack[-1][0] if self._stack else None
        n = self._active.get(key, 0)
        self._active[key] = n + 1
        if key not in self._data:
            # Entries are listed in the order of their first call.
            self._data[key] = [0, 0, 0.0, 0.0, {}]
        pair = (caller, key)
        m = self._pairs.get(pair, 0)
        self._pairs[pair] = m + 1
        self._stack.append([key, marker, now, 0.0, caller, n == 0, m == 0])

    def _pop(self, now):
        key, _, start, inner, caller, outer, pair_outer = self._stack.pop()
        total = now - start
        own = total - inner
        self._active[key] -= 1
        self._pairs[(caller, key)] -= 1
        entry = self._data.get(key)
        if entry is None:
            entry = self._data[key] = [0, 0, 0.0, 0.0, {}]
        entry[1] += 1
        entry[2] += own
        if outer:
            entry[0] += 1
            entry[3] += total
        if caller is not None:
            sub = entry[4].get(caller)
            if sub is None:
                sub = entry[4][caller] = [0, 0, 0.0, 0.0]
            sub[1] += 1
            sub[2] += own
            if pair_outer:
                sub[0] += 1
                sub[3] += total
        if self._stack:
            self._stack[-1][3] += total

    def dispatch(self, frame, event, arg):
        now = self._now()
        if event == 'call':
            code = frame.f_code
            if code not in self._own:
                self._push((code.co_filename, code.co_firstlineno, code.co_name), id(frame), now)
        elif event == 'return':
            if self._stack and self._stack[-1][1] == id(frame):
                self._pop(now)
        elif event == 'c_call':
            if arg is not _setprofile:
                self._push(self.c_key(arg), ('c', id(arg)), now)
        elif event in ('c_return', 'c_exception'):
            if self._stack and self._stack[-1][1] == ('c', id(arg)):
                self._pop(now)

    def _flush(self):
        now = self._now()
        while self._stack:
            self._pop(now)

    def _record(self, key):
        """Counts one call of key taking no time, from the running entry
        (the profiler's own calls that CPython's profilers list)."""
        now = self._now()
        self._push(key, None, now)
        self._pop(now)

    def stats(self, caller_counts_only=False):
        out = {}
        for key, (cc, nc, tt, ct, callers) in self._data.items():
            if caller_counts_only:
                cs = {c: v[1] for c, v in callers.items()}
            else:
                # cProfile's caller figures: total calls first.
                cs = {c: (v[1], v[0], v[2], v[3]) for c, v in callers.items()}
            out[key] = (cc, nc, tt, ct, cs)
        return out

    # What both profilers' reports share (cProfile.Profile and
    # profile.Profile, each with its own create_stats and runctx).

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


def report_run(prof, statement, namespaces, filename, sort):
    """The module functions run() and runctx(): profile exec(statement)
    (in namespaces, or __main__'s), then print the statistics or write
    them to filename, whatever the statement raised."""
    try:
        if namespaces is None:
            prof.run(statement)
        else:
            prof.runctx(statement, *namespaces)
    except SystemExit:
        pass
    finally:
        if filename is not None:
            prof.dump_stats(filename)
        else:
            prof.print_stats(sort)
