"""Context variables (PEP 567) for cpjit.

A Context maps ContextVar objects to values. Exactly one context is current
at a time; Context.run makes another one current for the length of a call.
Each thread has its own current context (a new thread starts in an
empty one, as in CPython 3.13). Contexts are snapshots: copy() gives an independent mapping, and
ContextVar.set changes only the current context. A copy shares its
variables' dict with the original until either is changed (asyncio copies
the context for every callback and task), so copying costs O(1).
"""

__all__ = ('Context', 'ContextVar', 'Token', 'copy_context')

_NO_DEFAULT = object()

# The variables of a context that has never set one (shared, never changed).
_EMPTY_VARS = {}


class Context:
    """An immutable-looking mapping of context variables to their values."""

    __slots__ = ('_vars', '_shared', '_outer', '_entered', '__weakref__')

    def __init__(self):
        # Every new context starts out sharing one empty dict (never
        # changed: _own copies a shared dict before the first set), so
        # making a context, or a copy, allocates nothing but the context.
        self._vars = _EMPTY_VARS
        self._shared = True
        self._outer = None
        self._entered = False

    def _own(self):
        # The dict to change: a private copy if a copy shares it.
        if self._shared:
            self._vars = self._vars.copy()
            self._shared = False
        return self._vars

    def run(self, callable, /, *args, **kwargs):
        if self._entered:
            raise RuntimeError(
                f'cannot enter context: {self!r} is already entered')
        ident = _get_ident()
        self._outer = _cur()
        self._entered = True
        _currents[ident] = self
        try:
            return callable(*args, **kwargs)
        finally:
            _currents[ident] = self._outer
            self._outer = None
            self._entered = False

    def _run_args(self, callable, args):
        # run(callable, *args) for asyncio's handles, which hold their
        # arguments as a tuple: no star-call packing and unpacking of
        # arguments and keywords on every callback.
        if self._entered:
            raise RuntimeError(
                f'cannot enter context: {self!r} is already entered')
        ident = _get_ident()
        self._outer = _cur()
        self._entered = True
        _currents[ident] = self
        try:
            # Spelled out for the usual one or no argument: a plain call
            # rather than a star-call.
            n = len(args)
            if n == 1:
                return callable(args[0])
            if n == 0:
                return callable()
            return callable(*args)
        finally:
            _currents[ident] = self._outer
            self._outer = None
            self._entered = False

    def _run1(self, callable, arg):
        # run(callable, arg): what an asyncio task runs when the loop
        # finds it in the ready queue (no handle, no argument tuple).
        if self._entered:
            raise RuntimeError(
                f'cannot enter context: {self!r} is already entered')
        ident = _get_ident()
        self._outer = _cur()
        self._entered = True
        _currents[ident] = self
        try:
            return callable(arg)
        finally:
            _currents[ident] = self._outer
            self._outer = None
            self._entered = False

    def copy(self):
        c = Context()
        c._vars = self._vars
        self._shared = True
        return c

    def __getitem__(self, var):
        if not isinstance(var, ContextVar):
            raise TypeError(
                f"a ContextVar key was expected, got {var!r}")
        return self._vars[var]

    def get(self, var, default=None):
        if not isinstance(var, ContextVar):
            raise TypeError(
                f"a ContextVar key was expected, got {var!r}")
        return self._vars.get(var, default)

    def __contains__(self, var):
        if not isinstance(var, ContextVar):
            raise TypeError(
                f"a ContextVar key was expected, got {var!r}")
        return var in self._vars

    def __iter__(self):
        return iter(self._vars)

    def __len__(self):
        return len(self._vars)

    def keys(self):
        return self._vars.keys()

    def values(self):
        return self._vars.values()

    def items(self):
        return self._vars.items()

    def __eq__(self, other):
        if not isinstance(other, Context):
            return NotImplemented
        return self._vars == other._vars

    __hash__ = None


Context.__module__ = '_contextvars'

from _thread import get_ident as _get_ident

# The current context of each thread, by thread ident.
_currents = {_get_ident(): Context()}


def _cur():
    try:
        return _currents[_get_ident()]
    except KeyError:
        c = _currents[_get_ident()] = Context()
        return c


def _forget_thread(ident):
    # threading: the thread has ended.
    _currents.pop(ident, None)


def copy_context():
    """Return a copy of the current context."""
    return _cur().copy()


def _snapshot():
    # What copy_context() would copy, without making the Context: the
    # current context's variables, which stay as they are from now on
    # (the context copies them before its next change, as it does after
    # copy()). asyncio's futures hold this for a done callback added
    # without a context and make the Context only when the callback is
    # scheduled (_from_snapshot), so a pending future holds no Context.
    c = _cur()
    c._shared = True
    return c._vars


def _from_snapshot(vars):
    # The Context copy_context() would have given when _snapshot() did.
    c = Context()
    c._vars = vars
    return c


class ContextVar:
    """A variable whose value depends on the current context."""

    __slots__ = ('_name', '_default', '__weakref__')

    def __init__(self, name, *, default=_NO_DEFAULT):
        if not isinstance(name, str):
            raise TypeError('context variable name must be a str')
        self._name = name
        self._default = default

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type '_contextvars.ContextVar' is not an acceptable base type")

    @property
    def name(self):
        return self._name

    def get(self, default=_NO_DEFAULT, /):
        try:
            return _cur()._vars[self]
        except KeyError:
            pass
        if default is not _NO_DEFAULT:
            return default
        if self._default is not _NO_DEFAULT:
            return self._default
        raise LookupError(self)

    def set(self, value, /):
        ctx = _cur()
        old = ctx._vars.get(self, Token.MISSING)
        ctx._own()[self] = value
        return Token._make(ctx, self, old)

    def reset(self, token, /):
        if not isinstance(token, Token):
            raise TypeError(
                f"expected an instance of Token, got {token!r}")
        if token._used:
            raise RuntimeError(f'{token!r} has already been used once')
        if token._var is not self:
            raise ValueError(f'{token!r} was created by a different ContextVar')
        cur = _cur()
        if token._ctx is not cur:
            raise ValueError(f'{token!r} was created in a different Context')
        token._used = True
        if token._old is Token.MISSING:
            cur._own().pop(self, None)
        else:
            cur._own()[self] = token._old

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)

    def __repr__(self):
        r = f'<ContextVar name={self._name!r}'
        if self._default is not _NO_DEFAULT:
            r += f' default={self._default!r}'
        return r + f' at 0x{id(self):x}>'

    __hash__ = object.__hash__


ContextVar.__module__ = '_contextvars'


class _Missing:
    __slots__ = ()

    def __repr__(self):
        return '<Token.MISSING>'


class Token:
    """What ContextVar.set returns: reset() takes the variable back."""

    __slots__ = ('_ctx', '_var', '_old', '_used')

    MISSING = _Missing()

    def __init__(self, *args, **kwargs):
        raise RuntimeError('Tokens can only be created by ContextVars')

    @classmethod
    def _make(cls, ctx, var, old):
        t = object.__new__(cls)
        t._ctx = ctx
        t._var = var
        t._old = old
        t._used = False
        return t

    @property
    def var(self):
        return self._var

    @property
    def old_value(self):
        return self._old

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)

    def __repr__(self):
        used = ' used' if self._used else ''
        return f'<Token{used} var={self._var!r} at 0x{id(self):x}>'


Token.__module__ = '_contextvars'
