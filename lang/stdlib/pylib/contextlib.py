"""Utilities for with-statement context managers."""

import abc
import sys
from collections import deque
from functools import wraps
from types import GenericAlias, MethodType

__all__ = ["contextmanager", "closing", "nullcontext",
           "AbstractContextManager", "ContextDecorator", "ExitStack",
           "redirect_stdout", "redirect_stderr", "suppress", "chdir"]


def _defines_all(klass, *names):
    """True if every name resolves on klass's MRO to something not None."""
    for name in names:
        for base in klass.__mro__:
            if name in base.__dict__:
                if base.__dict__[name] is None:
                    return False
                break
        else:
            return False
    return True


class AbstractContextManager(abc.ABC):
    """ABC for classes with __enter__ and __exit__."""

    __class_getitem__ = classmethod(GenericAlias)
    __slots__ = ()

    def __enter__(self):
        return self

    @abc.abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager:
            return _defines_all(C, "__enter__", "__exit__")
        return NotImplemented


class ContextDecorator(object):
    """Mixin letting a context manager also be used as a decorator: the
    decorated function runs inside the context."""

    def _recreate_cm(self):
        # One-shot managers override this to hand out a fresh instance.
        return self

    def __call__(self, func):
        @wraps(func)
        def run_inside(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return run_inside


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    """The object a @contextmanager function returns: drives a generator
    that yields exactly once."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        return type(self)(self.func, self.args, self.kwds)

    def __enter__(self):
        # Drop the call arguments: a used generator cannot be restarted.
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        gen = self.gen
        if typ is None:
            try:
                next(gen)
            except StopIteration:
                return False
            try:
                raise RuntimeError("generator didn't stop")
            finally:
                gen.close()
        if value is None:
            value = typ()
        try:
            gen.throw(value)
        except StopIteration as stop:
            # Finishing normally means the generator swallowed the error,
            # unless what stopped it is the very exception we threw.
            return stop is not value
        except RuntimeError as err:
            if err is value:
                err.__traceback__ = traceback
                return False
            # A StopIteration thrown in comes back converted (PEP 479).
            if isinstance(value, StopIteration) and err.__cause__ is value:
                value.__traceback__ = traceback
                return False
            raise
        except BaseException as err:
            if err is not value:
                raise
            err.__traceback__ = traceback
            return False
        try:
            raise RuntimeError("generator didn't stop after throw()")
        finally:
            gen.close()


def contextmanager(func):
    """Decorator turning a one-yield generator function into a context
    manager factory; the yielded value is what `with ... as` binds."""
    @wraps(func)
    def make_manager(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return make_manager


class closing(AbstractContextManager):
    """Call thing.close() when the block ends."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class _StreamSwap(AbstractContextManager):
    """Temporarily replace sys.<_attr> (reentrant: keeps a stack)."""

    _attr = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._saved = []

    def __enter__(self):
        self._saved.append(getattr(sys, self._attr))
        setattr(sys, self._attr, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        setattr(sys, self._attr, self._saved.pop())


class redirect_stdout(_StreamSwap):
    """Send sys.stdout to another file-like object inside the block."""
    _attr = "stdout"


class redirect_stderr(_StreamSwap):
    """Send sys.stderr to another file-like object inside the block."""
    _attr = "stderr"


class suppress(AbstractContextManager):
    """Silently ignore the listed exception types raised in the block
    (also the matching parts of an exception group)."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        if exctype is None:
            return False
        if issubclass(exctype, self._exceptions):
            return True
        if issubclass(exctype, BaseExceptionGroup):
            _, unmatched = excinst.split(self._exceptions)
            if unmatched is None:
                return True
            raise unmatched
        return False


class ExitStack(AbstractContextManager):
    """Run a dynamic set of exit callbacks and context managers' __exit__
    methods, last registered first, when the stack is closed."""

    def __init__(self):
        self._exit_callbacks = deque()

    def pop_all(self):
        """Move every registered callback to a new ExitStack."""
        other = type(self)()
        other._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = deque()
        return other

    def push(self, exit):
        """Register an __exit__-style callable, or the __exit__ of an
        object that has one.  Returns its argument."""
        klass = type(exit)
        try:
            method = klass.__exit__
        except AttributeError:
            self._exit_callbacks.append(exit)
        else:
            self._exit_callbacks.append(MethodType(method, exit))
        return exit

    def enter_context(self, cm):
        """Enter cm and schedule its __exit__; returns what __enter__ gave."""
        klass = type(cm)
        try:
            enter = klass.__enter__
            leave = klass.__exit__
        except AttributeError:
            raise TypeError(f"'{klass.__module__}.{klass.__qualname__}' object "
                            f"does not support the context manager "
                            f"protocol") from None
        result = enter(cm)
        self._exit_callbacks.append(MethodType(leave, cm))
        return result

    def callback(self, callback, /, *args, **kwds):
        """Schedule callback(*args, **kwds); exceptions are not passed in."""
        def call_it(exc_type, exc, tb):
            callback(*args, **kwds)
        call_it.__wrapped__ = callback
        self._exit_callbacks.append(call_it)
        return callback

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        had_error = exc_details[0] is not None
        # The exception being handled around the with statement: chains
        # built by our callbacks must stop there.
        outer = sys.exception()
        current = exc_details[1]
        swallowed = False
        reraise = False
        while self._exit_callbacks:
            handler = self._exit_callbacks.pop()
            try:
                args = (None, None, None) if current is None else \
                    (type(current), current, current.__traceback__)
                if current is exc_details[1] and current is not None:
                    args = exc_details
                if handler(*args):
                    swallowed = True
                    reraise = False
                    current = None
            except BaseException as raised:
                _link_context(raised, current, outer)
                reraise = True
                current = raised
        if reraise:
            saved_context = current.__context__
            try:
                raise current
            except BaseException:
                current.__context__ = saved_context
                raise
        return had_error and swallowed

    def close(self):
        """Run all callbacks now, with no exception."""
        self.__exit__(None, None, None)


def _link_context(new_exc, old_exc, outer):
    """Make old_exc the context at the end of new_exc's own chain, as if
    new_exc had been raised while old_exc was being handled."""
    node = new_exc
    while True:
        ctx = node.__context__
        if ctx is None or ctx is old_exc:
            return
        if ctx is outer:
            break
        node = ctx
    node.__context__ = old_exc


class nullcontext(AbstractContextManager):
    """A context manager that does nothing; `as` binds enter_result."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class chdir(AbstractContextManager):
    """Change the working directory for the block, restoring it after."""

    def __init__(self, path):
        self.path = path
        self._previous = []

    def __enter__(self):
        import os
        self._previous.append(os.getcwd())
        os.chdir(self.path)

    def __exit__(self, *excinfo):
        import os
        os.chdir(self._previous.pop())
