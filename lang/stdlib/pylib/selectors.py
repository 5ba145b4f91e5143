"""High-level I/O multiplexing: selectors that wait on registered file
objects (SelectSelector, PollSelector, EpollSelector; DefaultSelector is
the best of them), over the select module."""

from abc import ABCMeta, abstractmethod
from collections import namedtuple
from collections.abc import Mapping
import math
import select

EVENT_READ = 1 << 0
EVENT_WRITE = 1 << 1

__all__ = ['EVENT_READ', 'EVENT_WRITE', 'SelectorKey', 'BaseSelector',
           'SelectSelector', 'PollSelector', 'EpollSelector',
           'DefaultSelector']


def _fileobj_to_fd(fileobj):
    if isinstance(fileobj, int):
        fd = fileobj
    else:
        try:
            fd = int(fileobj.fileno())
        except (AttributeError, TypeError, ValueError):
            raise ValueError('Invalid file object: {!r}'.format(fileobj)) from None
    if fd < 0:
        raise ValueError('Invalid file descriptor: {}'.format(fd))
    return fd


SelectorKey = namedtuple('SelectorKey', ['fileobj', 'fd', 'events', 'data'])
SelectorKey.__doc__ = 'SelectorKey(fileobj, fd, events, data)\n\n' \
    'Object used to associate a file object to its backing file descriptor,' \
    ' selected event mask, and attached data.'


class _KeyView(Mapping):
    """A read-only view of a selector's keys, by file object."""

    def __init__(self, selector):
        self._selector = selector

    def __len__(self):
        return len(self._selector._keys)

    def get(self, fileobj, default=None):
        fd = self._selector._lookup(fileobj)
        return self._selector._keys.get(fd, default)

    def __getitem__(self, fileobj):
        fd = self._selector._lookup(fileobj)
        key = self._selector._keys.get(fd)
        if key is None:
            raise KeyError('{!r} is not registered'.format(fileobj))
        return key

    def __iter__(self):
        return iter(self._selector._keys)


class BaseSelector(metaclass=ABCMeta):
    """The selector interface: register file objects with the events to
    wait for, then select()."""

    @abstractmethod
    def register(self, fileobj, events, data=None):
        raise NotImplementedError

    @abstractmethod
    def unregister(self, fileobj):
        raise NotImplementedError

    def modify(self, fileobj, events, data=None):
        self.unregister(fileobj)
        return self.register(fileobj, events, data)

    @abstractmethod
    def select(self, timeout=None):
        raise NotImplementedError

    def close(self):
        pass

    def get_key(self, fileobj):
        mapping = self.get_map()
        if mapping is None:
            raise RuntimeError('Selector is closed')
        try:
            return mapping[fileobj]
        except KeyError:
            raise KeyError('{!r} is not registered'.format(fileobj)) from None

    @abstractmethod
    def get_map(self):
        raise NotImplementedError

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


class _BaseSelectorImpl(BaseSelector):
    """Keeps the keys by descriptor; subclasses wait."""

    def __init__(self):
        self._keys = {}
        self._map = _KeyView(self)

    def _lookup(self, fileobj):
        try:
            return _fileobj_to_fd(fileobj)
        except ValueError:
            for key in self._keys.values():
                if key.fileobj is fileobj:
                    return key.fd
            raise

    def register(self, fileobj, events, data=None):
        if not events or events & ~(EVENT_READ | EVENT_WRITE):
            raise ValueError('Invalid events: {!r}'.format(events))
        key = SelectorKey(fileobj, self._lookup(fileobj), events, data)
        if key.fd in self._keys:
            raise KeyError('{!r} (FD {}) is already registered'.format(fileobj, key.fd))
        self._keys[key.fd] = key
        return key

    def unregister(self, fileobj):
        try:
            return self._keys.pop(self._lookup(fileobj))
        except KeyError:
            raise KeyError('{!r} is not registered'.format(fileobj)) from None

    def modify(self, fileobj, events, data=None):
        try:
            key = self._keys[self._lookup(fileobj)]
        except KeyError:
            raise KeyError('{!r} is not registered'.format(fileobj)) from None
        if events != key.events:
            self.unregister(fileobj)
            key = self.register(fileobj, events, data)
        elif data != key.data:
            key = key._replace(data=data)
            self._keys[key.fd] = key
        return key

    def close(self):
        self._keys.clear()
        self._map = None

    def get_map(self):
        return self._map

    def _ready(self, fd, events):
        key = self._keys.get(fd)
        if key is None:
            return None
        return (key, events & key.events)


class SelectSelector(_BaseSelectorImpl):
    """A selector over select.select()."""

    def __init__(self):
        super().__init__()
        self._readers = set()
        self._writers = set()

    def register(self, fileobj, events, data=None):
        key = super().register(fileobj, events, data)
        if events & EVENT_READ:
            self._readers.add(key.fd)
        if events & EVENT_WRITE:
            self._writers.add(key.fd)
        return key

    def unregister(self, fileobj):
        key = super().unregister(fileobj)
        self._readers.discard(key.fd)
        self._writers.discard(key.fd)
        return key

    def select(self, timeout=None):
        timeout = None if timeout is None else max(timeout, 0)
        try:
            r, w, _ = select.select(self._readers, self._writers, [], timeout)
        except InterruptedError:
            return []
        r = set(r)
        w = set(w)
        ready = []
        for fd in r | w:
            events = (EVENT_READ if fd in r else 0) | (EVENT_WRITE if fd in w else 0)
            item = self._ready(fd, events)
            if item:
                ready.append(item)
        return ready


class _PollLikeSelector(_BaseSelectorImpl):
    """A selector over an object with poll's register/unregister/poll."""
    _selector_cls = None
    _EVENT_READ = None
    _EVENT_WRITE = None

    def __init__(self):
        super().__init__()
        self._selector = self._selector_cls()

    def _mask(self, events):
        mask = 0
        if events & EVENT_READ:
            mask |= self._EVENT_READ
        if events & EVENT_WRITE:
            mask |= self._EVENT_WRITE
        return mask

    def register(self, fileobj, events, data=None):
        key = super().register(fileobj, events, data)
        try:
            self._selector.register(key.fd, self._mask(events))
        except:
            super().unregister(fileobj)
            raise
        return key

    def unregister(self, fileobj):
        key = super().unregister(fileobj)
        try:
            self._selector.unregister(key.fd)
        except OSError:
            pass
        return key

    def modify(self, fileobj, events, data=None):
        try:
            key = self._keys[self._lookup(fileobj)]
        except KeyError:
            raise KeyError(f'{fileobj!r} is not registered') from None
        changed = False
        if events != key.events:
            self._selector.modify(key.fd, self._mask(events))
            changed = True
        if data != key.data:
            changed = True
        if changed:
            key = key._replace(events=events, data=data)
            self._keys[key.fd] = key
        return key

    def _timeout(self, timeout):
        if timeout is None:
            return None
        if timeout <= 0:
            return 0
        return math.ceil(timeout * 1e3)

    def select(self, timeout=None):
        try:
            fd_events = self._selector.poll(self._timeout(timeout))
        except InterruptedError:
            return []
        ready = []
        for fd, ev in fd_events:
            events = 0
            if ev & ~self._EVENT_READ:
                events |= EVENT_WRITE
            if ev & ~self._EVENT_WRITE:
                events |= EVENT_READ
            item = self._ready(fd, events)
            if item:
                ready.append(item)
        return ready


class PollSelector(_PollLikeSelector):
    """A selector over select.poll()."""
    _selector_cls = select.poll
    _EVENT_READ = select.POLLIN
    _EVENT_WRITE = select.POLLOUT


class EpollSelector(_PollLikeSelector):
    """A selector over select.epoll()."""
    _selector_cls = select.epoll
    _EVENT_READ = select.EPOLLIN
    _EVENT_WRITE = select.EPOLLOUT

    def fileno(self):
        return self._selector.fileno()

    def _timeout(self, timeout):
        if timeout is None:
            return -1
        if timeout <= 0:
            return 0
        return math.ceil(timeout * 1e3) * 1e-3

    def select(self, timeout=None):
        timeout = self._timeout(timeout)
        maxev = max(len(self._keys), 1)
        try:
            fd_events = self._selector.poll(timeout, maxev)
        except InterruptedError:
            return []
        ready = []
        for fd, ev in fd_events:
            events = 0
            if ev & ~select.EPOLLIN:
                events |= EVENT_WRITE
            if ev & ~select.EPOLLOUT:
                events |= EVENT_READ
            item = self._ready(fd, events)
            if item:
                ready.append(item)
        return ready

    def close(self):
        self._selector.close()
        super().close()


DefaultSelector = EpollSelector
