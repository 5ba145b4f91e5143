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


class _HookArgs:
    """What sys.unraisablehook receives (sys.UnraisableHookArgs' fields)."""

    def __init__(self, exc_type, exc_value, exc_traceback, err_msg, object):
        self.exc_type = exc_type
        self.exc_value = exc_value
        self.exc_traceback = exc_traceback
        self.err_msg = err_msg
        self.object = object


def _report(func):
    # As CPython's default sys.unraisablehook: the traceback as its C code
    # prints it (source lines stripped, no markers), then the qualified
    # type name and the value, without notes or chained exceptions.
    import linecache
    exc = sys.exception()
    tb = exc.__traceback__
    if tb is not None:
        # Leave out _run_exitfuncs' own frame, as CPython has none.
        tb = tb.tb_next
    hook = getattr(sys, 'unraisablehook', None)
    if hook is not None and hook is not getattr(sys, '__unraisablehook__', None):
        try:
            hook(_HookArgs(type(exc), exc.with_traceback(tb), tb,
                           f'Exception ignored in atexit callback {func!r}', None))
        except BaseException:
            pass
        return
    try:
        out = [f'Exception ignored in atexit callback {func!r}:\n']
        if tb is not None:
            out.append('Traceback (most recent call last):\n')
        while tb is not None:
            code = tb.tb_frame.f_code
            out.append(f'  File "{code.co_filename}", line {tb.tb_lineno}, '
                       f'in {code.co_name}\n')
            line = linecache.getline(code.co_filename, tb.tb_lineno)
            line = line.lstrip(' \t\f').rstrip('\r\n')
            if line:
                out.append('    ' + line + '\n')
            tb = tb.tb_next
        cls = type(exc)
        name = getattr(cls, '__qualname__', cls.__name__)
        module = getattr(cls, '__module__', None)
        if not isinstance(module, str):
            name = '<unknown>.' + name
        elif module not in ('builtins', '__main__'):
            name = module + '.' + name
        try:
            text = str(exc)
        except BaseException:
            text = '<exception str() failed>'
        out.append(name + ': ' + text + '\n')
        sys.stderr.write(''.join(out))
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
