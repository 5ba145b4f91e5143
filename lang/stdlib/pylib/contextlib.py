"""Utilities for with-statement context managers."""

import abc
import sys
from collections import deque
from functools import wraps
from types import GenericAlias, MethodType

__all__ = ["asynccontextmanager", "contextmanager", "closing", "nullcontext",
           "AbstractContextManager", "AbstractAsyncContextManager",
           "AsyncExitStack", "ContextDecorator", "ExitStack",
           "redirect_stdout", "redirect_stderr", "suppress", "aclosing",
           "chdir"]


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


class AbstractAsyncContextManager(abc.ABC):
    """ABC for classes with __aenter__ and __aexit__."""

    __class_getitem__ = classmethod(GenericAlias)
    __slots__ = ()

    async def __aenter__(self):
        return self

    @abc.abstractmethod
    async def __aexit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractAsyncContextManager:
            return _defines_all(C, "__aenter__", "__aexit__")
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


class AsyncContextDecorator(object):
    """Mixin letting an async context manager also decorate a coroutine
    function: the coroutine runs inside the context."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @wraps(func)
        async def run_inside(*args, **kwds):
            async with self._recreate_cm():
                return await func(*args, **kwds)
        return run_inside


class _GeneratorContextManagerBase:
    """What @contextmanager and @asynccontextmanager managers share: the
    generator, and the call that made it (to make a fresh one when the
    manager decorates a function)."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)


class _GeneratorContextManager(_GeneratorContextManagerBase,
                               AbstractContextManager, ContextDecorator):
    """The object a @contextmanager function returns: drives a generator
    that yields exactly once."""

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


class _AsyncGeneratorContextManager(_GeneratorContextManagerBase,
                                    AbstractAsyncContextManager,
                                    AsyncContextDecorator):
    """The object an @asynccontextmanager function returns: drives an
    asynchronous generator that yields exactly once."""

    async def __aenter__(self):
        del self.args, self.kwds, self.func
        try:
            return await anext(self.gen)
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            try:
                await anext(self.gen)
            except StopAsyncIteration:
                return False
            try:
                raise RuntimeError("generator didn't stop")
            finally:
                await self.gen.aclose()
        if value is None:
            value = typ()
        try:
            await self.gen.athrow(value)
        except StopAsyncIteration as stop:
            # The generator swallowed the error, unless what stopped it
            # is the very exception thrown in.
            return stop is not value
        except RuntimeError as err:
            if err is value:
                err.__traceback__ = traceback
                return False
            # A Stop(Async)Iteration thrown in comes back converted.
            if (isinstance(value, (StopIteration, StopAsyncIteration))
                    and err.__cause__ is value):
                value.__traceback__ = traceback
                return False
            raise
        except BaseException as err:
            if err is not value:
                raise
            err.__traceback__ = traceback
            return False
        try:
            raise RuntimeError("generator didn't stop after athrow()")
        finally:
            await self.gen.aclose()


def contextmanager(func):
    """Decorator turning a one-yield generator function into a context
    manager factory; the yielded value is what `with ... as` binds."""
    @wraps(func)
    def make_manager(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return make_manager


def asynccontextmanager(func):
    """Decorator turning a one-yield async generator function into an
    async context manager factory; the yielded value is what
    `async with ... as` binds."""
    @wraps(func)
    def make_manager(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    return make_manager


class closing(AbstractContextManager):
    """Call thing.close() when the block ends."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class aclosing(AbstractAsyncContextManager):
    """Await thing.aclose() when the async with block ends."""

    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


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


class _BaseExitStack:
    """What ExitStack and AsyncExitStack share: callbacks, last registered
    first, each kept as (is_sync, callback)."""

    def __init__(self):
        self._exit_callbacks = deque()

    def pop_all(self):
        """Move every registered callback to a new stack of this type."""
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
            self._push_exit_callback(exit)
        else:
            self._push_exit_callback(MethodType(method, exit))
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
        self._push_exit_callback(MethodType(leave, cm))
        return result

    def callback(self, callback, /, *args, **kwds):
        """Schedule callback(*args, **kwds); exceptions are not passed in."""
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._push_exit_callback(_exit_wrapper)
        return callback

    def _push_exit_callback(self, callback, is_sync=True):
        self._exit_callbacks.append((is_sync, callback))


def _fix_exception_context(new_exc, old_exc, outer):
    """Make old_exc the context at the end of new_exc's own chain (which
    stops at outer, the exception handled around the stack), as if new_exc
    had been raised while old_exc was being handled."""
    node = new_exc
    while True:
        ctx = node.__context__
        if ctx is None or ctx is old_exc:
            return
        if ctx is outer:
            break
        node = ctx
    node.__context__ = old_exc


class ExitStack(_BaseExitStack, AbstractContextManager):
    """Run a dynamic set of exit callbacks and context managers' __exit__
    methods, last registered first, when the stack is closed."""

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        exc = exc_details[1]
        received_exc = exc is not None
        # The exception being handled around the with statement: chains
        # built by our callbacks must stop there.
        outer = sys.exception()
        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            is_sync, cb = self._exit_callbacks.pop()
            try:
                if exc is None:
                    details = None, None, None
                else:
                    details = type(exc), exc, exc.__traceback__
                if cb(*details):
                    suppressed_exc = True
                    pending_raise = False
                    exc = None
            except BaseException as new_exc:
                _fix_exception_context(new_exc, exc, outer)
                pending_raise = True
                exc = new_exc
        if pending_raise:
            # A bare "raise exc" would replace the context set up for it.
            fixed_ctx = exc.__context__
            try:
                raise exc
            except BaseException:
                exc.__context__ = fixed_ctx
                raise
        return received_exc and suppressed_exc

    def close(self):
        """Run all callbacks now, with no exception."""
        self.__exit__(None, None, None)


class AsyncExitStack(_BaseExitStack, AbstractAsyncContextManager):
    """ExitStack for async with: also async context managers and
    coroutine functions as callbacks, awaited when the stack closes."""

    async def enter_async_context(self, cm):
        """Enter the async context manager cm and schedule its __aexit__;
        returns what __aenter__ gave."""
        klass = type(cm)
        try:
            enter = klass.__aenter__
            leave = klass.__aexit__
        except AttributeError:
            raise TypeError(f"'{klass.__module__}.{klass.__qualname__}' object "
                            f"does not support the asynchronous context "
                            f"manager protocol") from None
        result = await enter(cm)
        self._push_exit_callback(MethodType(leave, cm), False)
        return result

    def push_async_exit(self, exit):
        """Register an __aexit__-style coroutine function, or the __aexit__
        of an object that has one.  Returns its argument."""
        klass = type(exit)
        try:
            method = klass.__aexit__
        except AttributeError:
            self._push_exit_callback(exit, False)
        else:
            self._push_exit_callback(MethodType(method, exit), False)
        return exit

    def push_async_callback(self, callback, /, *args, **kwds):
        """Schedule await callback(*args, **kwds); exceptions are not
        passed in."""
        async def _exit_wrapper(exc_type, exc, tb):
            await callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._push_exit_callback(_exit_wrapper, False)
        return callback

    async def aclose(self):
        """Run all callbacks now, with no exception."""
        await self.__aexit__(None, None, None)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_details):
        exc = exc_details[1]
        received_exc = exc is not None
        outer = sys.exception()
        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            is_sync, cb = self._exit_callbacks.pop()
            try:
                if exc is None:
                    details = None, None, None
                else:
                    details = type(exc), exc, exc.__traceback__
                if is_sync:
                    cb_suppress = cb(*details)
                else:
                    cb_suppress = await cb(*details)
                if cb_suppress:
                    suppressed_exc = True
                    pending_raise = False
                    exc = None
            except BaseException as new_exc:
                _fix_exception_context(new_exc, exc, outer)
                pending_raise = True
                exc = new_exc
        if pending_raise:
            # A bare "raise exc" would replace the context set up for it.
            fixed_ctx = exc.__context__
            try:
                raise exc
            except BaseException:
                exc.__context__ = fixed_ctx
                raise
        return received_exc and suppressed_exc


class nullcontext(AbstractContextManager, AbstractAsyncContextManager):
    """A context manager that does nothing, in with or async with; `as`
    binds enter_result."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass

    async def __aenter__(self):
        return self.enter_result

    async def __aexit__(self, *excinfo):
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
