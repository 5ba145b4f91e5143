"""Measure the execution time of small code snippets (cpjit's own timeit).

A Timer compiles its statement and setup into a function ``inner(_it,
_timer)`` that runs the setup once and the statement once per item of
``_it``, returning the elapsed time measured with ``_timer``; strings are
checked by compiling them on their own first, so syntax errors (and
``return``/``yield`` outside a function) surface as they do in CPython.
"""

import gc
import itertools
import sys
import time

__all__ = ["Timer", "timeit", "repeat", "default_timer"]

dummy_src_name = "<timeit-src>"
default_number = 1000000
default_repeat = 5
default_timer = time.perf_counter

_module_globals = globals


def _indent(src, n):
    return src.replace("\n", "\n" + " " * n)


class Timer:
    """Class for timing the execution speed of small code snippets."""

    def __init__(self, stmt="pass", setup="pass", timer=default_timer,
                 globals=None):
        self.timer = timer
        local_ns = {}
        global_ns = _module_globals() if globals is None else globals
        extra = ""
        if isinstance(setup, str):
            compile(setup, dummy_src_name, "exec")
            prefix = setup + "\n"
            setup_src = _indent(setup, 4)
        elif callable(setup):
            local_ns["_setup"] = setup
            extra += ", _setup=_setup"
            prefix = ""
            setup_src = "_setup()"
        else:
            raise ValueError("setup is neither a string nor callable")
        if isinstance(stmt, str):
            compile(prefix + stmt, dummy_src_name, "exec")
            stmt_src = _indent(stmt, 8)
        elif callable(stmt):
            local_ns["_stmt"] = stmt
            extra += ", _stmt=_stmt"
            stmt_src = "_stmt()"
        else:
            raise ValueError("stmt is neither a string nor callable")
        # The leading newline puts the statement's first line on line 5
        # of <timeit-src>, as in CPython's tracebacks.
        src = ("\ndef inner(_it, _timer" + extra + "):\n"
               "    " + setup_src + "\n"
               "    _t0 = _timer()\n"
               "    for _i in _it:\n"
               "        " + stmt_src + "\n"
               "        pass\n"
               "    _t1 = _timer()\n"
               "    return _t1 - _t0\n")
        self.src = src
        code = compile(src, dummy_src_name, "exec")
        exec(code, global_ns, local_ns)
        self.inner = local_ns["inner"]

    def print_exc(self, file=None):
        """Print the traceback of the exception being handled, showing the
        lines of the timed source."""
        import linecache
        import traceback
        if self.src is not None:
            linecache.cache[dummy_src_name] = (len(self.src), None,
                                               self.src.split("\n"),
                                               dummy_src_name)
        traceback.print_exc(file=file)

    def timeit(self, number=default_number):
        """Time number executions of the statement; return seconds (float)."""
        it = itertools.repeat(None, number)
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            elapsed = self.inner(it, self.timer)
        finally:
            if was_enabled:
                gc.enable()
        return elapsed

    def repeat(self, repeat=default_repeat, number=default_number):
        """Call timeit() repeat times; return the list of results."""
        results = []
        for _ in range(repeat):
            results.append(self.timeit(number))
        return results

    def autorange(self, callback=None):
        """Find a number of loops (1, 2, 5, 10, 20, 50, ...) that takes at
        least 0.2 seconds; return (number, time_taken)."""
        base = 1
        while True:
            for k in (1, 2, 5):
                number = base * k
                taken = self.timeit(number)
                if callback:
                    callback(number, taken)
                if taken >= 0.2:
                    return (number, taken)
            base *= 10


def timeit(stmt="pass", setup="pass", timer=default_timer,
           number=default_number, globals=None):
    """Convenience function to create Timer object and call timeit method."""
    return Timer(stmt, setup, timer, globals).timeit(number)


def repeat(stmt="pass", setup="pass", timer=default_timer,
           repeat=default_repeat, number=default_number, globals=None):
    """Convenience function to create Timer object and call repeat method."""
    return Timer(stmt, setup, timer, globals).repeat(repeat, number)
