"""Signal numbers and dispositions for cpjit.

The numbers come from the host (_signal). A program may set SIG_DFL or
SIG_IGN; a Python function as a handler is not supported (Ctrl-C raises
KeyboardInterrupt at the next safepoint, as default_int_handler would).
"""

import _signal
from enum import IntEnum as _IntEnum

Signals = _IntEnum('Signals', sorted(
    ((name, value) for name, value in vars(_signal).items()
     if name.startswith('SIG') and name not in ('SIGIOT',)),
    key=lambda item: item[1]), module=__name__)
Handlers = _IntEnum('Handlers', [('SIG_DFL', 0), ('SIG_IGN', 1)],
                    module=__name__)

globals().update(Signals.__members__)
SIGIOT = Signals.SIGABRT
SIG_DFL = Handlers.SIG_DFL
SIG_IGN = Handlers.SIG_IGN
NSIG = _signal.NSIG


default_int_handler = _signal.default_int_handler


_handlers = {}


def _number(signalnum):
    signalnum = signalnum.__index__() if not isinstance(signalnum, int) \
        else int(signalnum)
    if not 1 <= signalnum < NSIG:
        raise ValueError('signal number out of range')
    return signalnum


def _as_handler(value):
    try:
        return Handlers(value)
    except ValueError:
        return value


def getsignal(signalnum, /):
    """The current handler of signalnum."""
    signalnum = _number(signalnum)
    if signalnum in _handlers:
        return _as_handler(_handlers[signalnum])
    if signalnum == SIGINT:
        return default_int_handler
    return Handlers.SIG_DFL


def signal(signalnum, handler, /):
    """Set the disposition of signalnum; return the previous handler."""
    previous = getsignal(signalnum)
    signalnum = _number(signalnum)
    if handler is default_int_handler and signalnum == SIGINT:
        _handlers.pop(signalnum, None)
        return previous
    if isinstance(handler, int) and handler in (0, 1):
        _signal.setdisp(signalnum, handler == 1)
        _handlers[signalnum] = int(handler)
        return previous
    if not callable(handler):
        raise TypeError('signal handler must be signal.SIG_IGN, '
                        'signal.SIG_DFL, or a callable object')
    raise NotImplementedError('cpjit runs no Python signal handlers')


def strsignal(signalnum, /):
    """The system's description of signalnum, or None."""
    return _signal.strsignal(signalnum)


def valid_signals():
    """The set of signal numbers valid on this platform."""
    return {Signals(n) if n in Signals._value2member_map_ else n
            for n in range(1, NSIG) if n not in (32, 33)}


def raise_signal(signalnum, /):
    """Send signalnum to this process."""
    _signal.raise_signal(signalnum)
