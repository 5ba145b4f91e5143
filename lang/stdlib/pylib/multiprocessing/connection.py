"""Connections between processes over pipes: Pipe(), Connection, wait().
A message is a 4-byte big-endian length (or -1 and an 8-byte length)
followed by its bytes; send() and recv() carry pickles. Listener and
Client (sockets) are not available."""

import io
import os
import pickle
import struct
import time

import _cpjit_mp as _mp

from . import context

__all__ = ['Pipe', 'Connection', 'wait']

BUFSIZE = 8192


def _check_fd(fd):
    if fd is None:
        return
    os.set_inheritable(fd, False)


class Connection:
    """One end of a Pipe()."""

    _rfd = _wfd = None

    def __init__(self, rfd, wfd, readable=True, writable=True):
        if not readable and not writable:
            raise ValueError("at least one of `readable` and `writable` must be True")
        self._rfd = rfd if readable else None
        self._wfd = wfd if writable else None
        self._readable = readable
        self._writable = writable

    def __del__(self):
        if self._rfd is not None or self._wfd is not None:
            self._close()

    def _check_closed(self):
        if self._rfd is None and self._wfd is None:
            raise OSError("handle is closed")

    def _check_readable(self):
        if not self._readable:
            raise OSError("connection is write-only")

    def _check_writable(self):
        if not self._writable:
            raise OSError("connection is read-only")

    def _bad_message_length(self):
        if self._writable:
            self._readable = False
        else:
            self.close()
        raise OSError("bad message length")

    @property
    def closed(self):
        return self._rfd is None and self._wfd is None

    @property
    def readable(self):
        return self._readable

    @property
    def writable(self):
        return self._writable

    def fileno(self):
        self._check_closed()
        return self._rfd if self._rfd is not None else self._wfd

    def _close(self):
        for fd in {self._rfd, self._wfd} - {None}:
            try:
                os.close(fd)
            except OSError:
                pass
        self._rfd = self._wfd = None

    def close(self):
        if not self.closed:
            self._close()

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, exc_tb):
        self.close()

    def __reduce__(self):
        if context.get_spawning_fds() is None:
            raise TypeError("cannot pickle 'Connection' object: a connection "
                            "is passed to a child through Process arguments")
        context.share_fds(self._rfd, self._wfd)
        return (_rebuild_connection, (self._rfd, self._wfd,
                                      self._readable, self._writable))

    # Writing.

    def _write_all(self, data):
        view = memoryview(data)
        while view:
            n = os.write(self._wfd, view)
            view = view[n:]

    def _send_bytes(self, buf):
        n = len(buf)
        if n > 0x7fffffff:
            header = struct.pack("!i", -1) + struct.pack("!Q", n)
        else:
            header = struct.pack("!i", n)
        if n > 16384:
            self._write_all(header)
            self._write_all(buf)
        else:
            self._write_all(header + bytes(buf))

    def send_bytes(self, buf, offset=0, size=None):
        """Sends bytes from a bytes-like object, as one message."""
        self._check_closed()
        self._check_writable()
        m = memoryview(buf)
        if m.itemsize > 1:
            m = m.cast('B')
        n = m.nbytes
        if offset < 0:
            raise ValueError("offset is negative")
        if n < offset:
            raise ValueError("buffer length < offset")
        if size is None:
            size = n - offset
        elif size < 0:
            raise ValueError("size is negative")
        elif offset + size > n:
            raise ValueError("buffer length < offset + size")
        self._send_bytes(m[offset:offset + size])

    def send(self, obj):
        """Sends a picklable object."""
        self._check_closed()
        self._check_writable()
        self._send_bytes(pickle.dumps(obj))

    # Reading.

    def _recv(self, size):
        buf = io.BytesIO()
        remaining = size
        while remaining > 0:
            chunk = os.read(self._rfd, min(remaining, 1 << 20))
            if not chunk:
                if remaining == size:
                    raise EOFError
                raise OSError("got end of file during message")
            buf.write(chunk)
            remaining -= len(chunk)
        return buf

    def _recv_bytes(self, maxsize=None):
        buf = self._recv(4)
        size, = struct.unpack("!i", buf.getvalue())
        if size == -1:
            buf = self._recv(8)
            size, = struct.unpack("!Q", buf.getvalue())
        if maxsize is not None and size > maxsize:
            return None
        return self._recv(size)

    def recv_bytes(self, maxlength=None):
        """Receives one message as bytes."""
        self._check_closed()
        self._check_readable()
        if maxlength is not None and maxlength < 0:
            raise ValueError("negative maxlength")
        buf = self._recv_bytes(maxlength)
        if buf is None:
            self._bad_message_length()
        return buf.getvalue()

    def recv_bytes_into(self, buf, offset=0):
        """Receives one message into a writable buffer; returns its size."""
        self._check_closed()
        self._check_readable()
        with memoryview(buf) as m:
            itemsize = m.itemsize
            bytesize = itemsize * len(m)
            if offset < 0:
                raise ValueError("negative offset")
            elif offset > bytesize:
                raise ValueError("offset too large")
            result = self._recv_bytes()
            size = result.tell()
            if bytesize < offset + size:
                raise context.BufferTooShort(result.getvalue())
            result.seek(0)
            m.cast('B')[offset:offset + size] = result.read(size)
            return size // itemsize

    def recv(self):
        """Receives one pickled object."""
        self._check_closed()
        self._check_readable()
        return pickle.loads(self._recv_bytes().getvalue())

    def poll(self, timeout=0.0):
        """Whether there is something to read (waiting up to timeout
        seconds; None waits until there is)."""
        self._check_closed()
        self._check_readable()
        return bool(_mp.wait_readable([self._rfd], timeout))


def _rebuild_connection(rfd, wfd, readable, writable):
    _check_fd(rfd)
    _check_fd(wfd)
    return Connection(rfd, wfd, readable, writable)


def Pipe(duplex=True):
    """Two Connections: messages sent on one are received on the other
    (both ways when duplex)."""
    if duplex:
        r1, w1 = os.pipe()
        r2, w2 = os.pipe()
        return Connection(r1, w2), Connection(r2, w1)
    r, w = os.pipe()
    return (Connection(r, None, writable=False),
            Connection(None, w, readable=False))


def wait(object_list, timeout=None):
    """The objects of object_list that are ready: Connections with data
    (or closed at the other end), process sentinels that ended, objects
    with fileno()."""
    fds = {}
    for obj in object_list:
        fd = obj if isinstance(obj, int) else obj.fileno()
        fds.setdefault(fd, []).append(obj)
    if not fds:
        if timeout is not None:
            time.sleep(timeout)
        return []
    ready = _mp.wait_readable(list(fds), timeout)
    out = []
    for fd in ready:
        out.extend(fds[fd])
    return out


class Listener:
    def __init__(self, *args, **kwargs):
        raise NotImplementedError(
            "multiprocessing.connection.Listener is not supported by cpjit")


def Client(*args, **kwargs):
    raise NotImplementedError(
        "multiprocessing.connection.Client is not supported by cpjit")
