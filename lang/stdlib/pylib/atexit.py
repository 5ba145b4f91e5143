"""atexit for cpjit: functions to call when the program ends.

The callbacks run newest first, after the main module finishes (or exits
through SystemExit), from the VM's exit hooks -- the same list that
weakref.finalize uses. An exception in a callback is reported on stderr
as CPython 3.13 reports it, and the other callbacks still run.
"""

import sys
from _weakref import _atexit as _register_exit_hook

__all__ = ['register', 'unregister']

# Registrations in order: [func, args, kwargs], or None once unregistered.
_callbacks = []
_count = 0
_hooked = False


def _report(func):
    import traceback
    exc = sys.exception()
    tb = exc.__traceback__
    if tb is not None:
        # Leave out _run_exitfuncs' own frame, as CPython has none.
        exc = exc.with_traceback(tb.tb_next)
    try:
        sys.stderr.write(f'Exception ignored in atexit callback {func!r}:\n')
        traceback.print_exception(exc, file=sys.stderr)
    except BaseException:
        pass


def _run_exitfuncs():
    """Call every registered function, newest first, and forget them."""
    global _count
    while _callbacks:
        entry = _callbacks.pop()
        if entry is None:
            continue
        func, args, kwargs = entry
        try:
            func(*args, **kwargs)
        except BaseException:
            _report(func)
    _count = 0


def register(func, *args, **kwargs):
    """Register func(*args, **kwargs) to be called when the program ends;
    return func, so that this can serve as a decorator."""
    global _count, _hooked
    if not callable(func):
        raise TypeError('the first argument must be callable')
    _callbacks.append([func, args, kwargs])
    _count += 1
    if not _hooked:
        _hooked = True
        _register_exit_hook(_run_exitfuncs)
    return func


def unregister(func):
    """Forget every registration of func (compared with ==)."""
    for i, entry in enumerate(_callbacks):
        if entry is not None and entry[0] == func:
            _callbacks[i] = None


def _clear():
    """Forget every registration."""
    global _count
    _callbacks.clear()
    _count = 0


def _ncallbacks():
    """How many registrations were made since the last _clear()."""
    return _count
