"""Waiting for I/O on file descriptors: select(), poll objects and epoll
objects, over _select's poll(2) and epoll(7) calls (which wait outside
the global interpreter lock)."""

import _select

for _name in dir(_select):
    if _name.isupper():
        globals()[_name] = getattr(_select, _name)
del _name

error = OSError


def _fd(obj):
    if isinstance(obj, int):
        fd = obj
    else:
        meth = getattr(obj, 'fileno', None)
        if meth is None:
            raise TypeError('argument must be an int, or have a fileno() method.')
        fd = meth()
        if not isinstance(fd, int):
            raise TypeError('fileno() returned a non-integer')
    if fd < 0:
        raise ValueError('file descriptor cannot be a negative integer (%d)' % fd)
    if fd > 2147483647:
        raise OverflowError('signed integer is greater than maximum')
    return fd


def _seconds(timeout, what):
    if timeout is None:
        return -1.0
    if isinstance(timeout, float):
        if timeout != timeout:
            raise ValueError('Invalid value NaN (not a number)')
        return timeout
    if isinstance(timeout, int) or hasattr(type(timeout), '__index__'):
        return float(timeout.__index__())
    raise TypeError(what)


def select(rlist, wlist, xlist, timeout=None, /):
    """Wait until one or more file descriptors are ready for some kind of
    I/O: returns the three lists of the ready objects."""
    if timeout is not None:
        t = _seconds(timeout, 'timeout must be a float or None')
        if t < 0:
            raise ValueError('timeout must be non-negative')
    else:
        t = -1.0
    lists = [list(rlist), list(wlist), list(xlist)]
    masks = (POLLIN, POLLOUT, POLLPRI)
    fds = []
    events = []
    index = {}
    for which, objs in enumerate(lists):
        for obj in objs:
            fd = _fd(obj)
            if fd in index:
                events[index[fd]] |= masks[which]
            else:
                index[fd] = len(fds)
                fds.append(fd)
                events.append(masks[which])
    ready = dict(_select._poll(fds, events, t))
    for fd, rev in ready.items():
        if rev & POLLNVAL:
            raise OSError(9, 'Bad file descriptor')
    out = ([], [], [])
    readable = POLLIN | POLLHUP | POLLERR
    writable = POLLOUT | POLLERR
    for which, objs in enumerate(lists):
        want = (readable, writable, POLLPRI)[which]
        for obj in objs:
            rev = ready.get(_fd(obj), 0)
            if rev & want:
                out[which].append(obj)
    return out


class poll:
    """A set of descriptors to wait on with poll(2)."""

    def __init__(self):
        self._fds = {}
        self._polling = False

    def register(self, fd, eventmask=POLLIN | POLLPRI | POLLOUT, /):
        self._fds[_fd(fd)] = _mask(eventmask, 0xffff)

    def modify(self, fd, eventmask, /):
        fd = _fd(fd)
        if fd not in self._fds:
            raise FileNotFoundError(2, 'No such file or directory')
        self._fds[fd] = _mask(eventmask, 0xffff)

    def unregister(self, fd, /):
        fd = _fd(fd)
        if fd not in self._fds:
            raise KeyError(fd)
        del self._fds[fd]

    def poll(self, timeout=None, /):
        if timeout is None:
            t = -1.0
        else:
            if isinstance(timeout, float):
                ms = timeout
            elif hasattr(type(timeout), '__index__'):
                ms = timeout.__index__()
            else:
                raise TypeError('timeout must be an integer or None')
            t = -1.0 if ms < 0 else ms / 1000.0
            if isinstance(ms, float) and ms > 0:
                # rounded up to a whole millisecond, as poll(2) takes
                t = -(-ms // 1) / 1000.0
        if self._polling:
            raise RuntimeError('concurrent poll() invocation')
        self._polling = True
        try:
            return _select._poll(list(self._fds), list(self._fds.values()), t)
        finally:
            self._polling = False


poll.__module__ = 'select'


def _mask(value, limit):
    if not isinstance(value, int):
        value = value.__index__()
    if value < 0:
        raise OverflowError("can't convert negative int to unsigned")
    if value > limit:
        raise OverflowError('Python int too large for C unsigned short'
                            if limit == 0xffff else
                            'Python int too large to convert to C unsigned int')
    return value


class epoll:
    """An edge- or level-triggered set of descriptors (epoll(7))."""

    def __init__(self, sizehint=-1, flags=0):
        if sizehint == -1:
            pass
        elif sizehint <= 0:
            raise ValueError('negative sizehint')
        self._epfd = _select._epoll_create()

    @classmethod
    def fromfd(cls, fd, /):
        self = cls.__new__(cls)
        self._epfd = fd
        return self

    def _check(self):
        if self._epfd < 0:
            raise ValueError('I/O operation on closed epoll object')
        return self._epfd

    @property
    def closed(self):
        return self._epfd < 0

    def fileno(self):
        return self._check()

    def close(self):
        fd, self._epfd = self._epfd, -1
        if fd >= 0:
            import os
            os.close(fd)

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, *args):
        self.close()

    def register(self, fd, eventmask=EPOLLIN | EPOLLPRI | EPOLLOUT):
        _select._epoll_ctl(self._check(), 1, _fd(fd), _mask(eventmask, 0xffffffff))

    def modify(self, fd, eventmask):
        _select._epoll_ctl(self._check(), 3, _fd(fd), _mask(eventmask, 0xffffffff))

    def unregister(self, fd):
        _select._epoll_ctl(self._check(), 2, _fd(fd), 0)

    def poll(self, timeout=None, maxevents=-1):
        epfd = self._check()
        if timeout is None:
            t = -1.0
        else:
            t = _seconds(timeout, 'timeout must be an integer or None')
            if t < 0:
                t = -1.0
        if maxevents == -1:
            maxevents = 1023
        elif maxevents <= 0:
            raise ValueError('maxevents must be greater than 0, got %d' % maxevents)
        return _select._epoll_wait(epfd, t, maxevents)

    def __del__(self):
        self.close()


epoll.__module__ = 'select'
