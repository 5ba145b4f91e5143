"""signal for cpjit: the _signal module with its numbers as enums.

Handlers run on the main thread, between instructions, once the signal
has arrived (see _signal).
"""

import _signal
from _signal import *
from enum import IntEnum as _IntEnum

_globals = globals()

Signals = _IntEnum('Signals', [(name, value) for name, value in _signal.__dict__.items()
                               if name.isupper() and name.startswith('SIG') and not name.startswith('SIG_')])
Handlers = _IntEnum('Handlers', [('SIG_DFL', _signal.SIG_DFL), ('SIG_IGN', _signal.SIG_IGN)])
Sigmasks = _IntEnum('Sigmasks', [('SIG_BLOCK', _signal.SIG_BLOCK),
                                 ('SIG_UNBLOCK', _signal.SIG_UNBLOCK),
                                 ('SIG_SETMASK', _signal.SIG_SETMASK)])
for _cls in (Signals, Handlers, Sigmasks):
    _cls.__module__ = __name__
    for _m in _cls.__members__.items():
        _globals[_m[0]] = _m[1]
del _cls, _m


def _int_to_enum(value, enum_klass):
    # A number that names a member becomes the member.
    if not isinstance(value, int):
        return value
    try:
        return enum_klass(value)
    except ValueError:
        return value


def _enum_to_int(value):
    try:
        return int(value)
    except (ValueError, TypeError):
        return value


def signal(signalnum, handler):
    handler = _signal.signal(_enum_to_int(signalnum), _enum_to_int(handler))
    return _int_to_enum(handler, Handlers)


def getsignal(signalnum):
    handler = _signal.getsignal(signalnum)
    return _int_to_enum(handler, Handlers)


def valid_signals():
    return {_int_to_enum(x, Signals) for x in _signal.valid_signals()}


signal.__doc__ = "Set the action for the given signal; returns the previous one."
getsignal.__doc__ = "Return the current action for the given signal."
