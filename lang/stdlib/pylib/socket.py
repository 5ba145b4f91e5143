"""Low-level networking for cpjit: the socket class and helpers over
_socket's descriptor calls (AF_INET, AF_INET6 and AF_UNIX; stream and
datagram sockets), with timeouts, makefile() and the usual helpers
(create_connection, create_server, socketpair, getaddrinfo...).
"""

import _socket
import io
import os
import sys
from enum import IntEnum, IntFlag

from _socket import (gethostname, htons, ntohs, htonl, ntohl, inet_aton,
                     inet_ntoa, inet_pton, inet_ntop)

for _name in dir(_socket):
    if _name.isupper():
        globals()[_name] = getattr(_socket, _name)
del _name

__all__ = ['socket', 'SocketType', 'create_connection', 'create_server',
           'has_dualstack_ipv6', 'AddressFamily', 'SocketKind', 'fromfd',
           'socketpair', 'getaddrinfo', 'getfqdn', 'gethostbyname',
           'gethostname', 'error', 'timeout', 'gaierror', 'herror',
           'getdefaulttimeout', 'setdefaulttimeout']

error = OSError
timeout = TimeoutError


class herror(OSError):
    pass


class gaierror(OSError):
    pass


herror.__module__ = gaierror.__module__ = "socket"

has_ipv6 = True
_GLOBAL_DEFAULT_TIMEOUT = object()
_default_timeout = None

AddressFamily = IntEnum('AddressFamily', [
    (n, getattr(_socket, n)) for n in ('AF_UNSPEC', 'AF_UNIX', 'AF_INET', 'AF_INET6')])
SocketKind = IntEnum('SocketKind', [
    (n, getattr(_socket, n)) for n in ('SOCK_STREAM', 'SOCK_DGRAM', 'SOCK_RAW',
                                       'SOCK_SEQPACKET', 'SOCK_NONBLOCK',
                                       'SOCK_CLOEXEC')])
MsgFlag = IntFlag('MsgFlag', [
    (n, getattr(_socket, n)) for n in ('MSG_OOB', 'MSG_PEEK', 'MSG_TRUNC',
                                       'MSG_DONTWAIT', 'MSG_WAITALL',
                                       'MSG_NOSIGNAL')])
AddressInfo = IntFlag('AddressInfo', [
    (n, getattr(_socket, n)) for n in ('AI_PASSIVE', 'AI_CANONNAME',
                                       'AI_NUMERICHOST', 'AI_V4MAPPED',
                                       'AI_ALL', 'AI_ADDRCONFIG',
                                       'AI_NUMERICSERV')])
for _enum in (AddressFamily, SocketKind):
    _enum.__module__ = 'socket'
    for _m in _enum:
        globals()[_m.name] = _m
del _enum, _m


def _intenum_converter(value, enum_klass):
    try:
        return enum_klass(value)
    except ValueError:
        return value


def getdefaulttimeout():
    """Return the default timeout in seconds for new socket objects."""
    return _default_timeout


def setdefaulttimeout(timeout):
    """Set the default timeout in seconds for new socket objects (None
    for blocking)."""
    global _default_timeout
    _default_timeout = _check_timeout(timeout)


def _check_timeout(value):
    if value is None:
        return None
    if not isinstance(value, float):
        value = float(value.__index__() if hasattr(type(value), '__index__')
                      else _index_error(value))
    if value != value:
        raise ValueError('Invalid value NaN (not a number)')
    if value < 0:
        raise ValueError('Timeout value out of range')
    return value


def _index_error(value):
    raise TypeError("'%s' object cannot be interpreted as an integer"
                    % type(value).__name__)


def _resolving(func, *args):
    """Calls func, turning a failed name resolution (an OSError with a
    negative errno from _socket) into gaierror."""
    try:
        return func(*args)
    except OSError as e:
        if type(e) is OSError and isinstance(e.errno, int) and e.errno < 0:
            raise gaierror(e.errno, e.strerror) from None
        raise


def _gaierror(code):
    return gaierror(code, _socket._gaimessage(code))


class _socketbase:
    """The low-level socket type (_socket.socket), the base of socket."""
    __slots__ = ()


_socketbase.__name__ = _socketbase.__qualname__ = 'socket'
_socketbase.__module__ = '_socket'
_socket.socket = _socket.SocketType = _socketbase


class socket(_socketbase):
    """A socket object: family, type and proto say what it is; its
    methods are those of BSD sockets."""

    __slots__ = ['__weakref__', '_fd', '_family', '_type', '_proto',
                 '_timeout', '_io_refs', '_closed']

    def __init__(self, family=-1, type=-1, proto=-1, fileno=None):
        if fileno is None:
            if family == -1:
                family = AF_INET
            if type == -1:
                type = SOCK_STREAM
            if proto == -1:
                proto = 0
            self._fd = _socket._open(family, type, proto)
            if proto == 0 and family in (AF_INET, AF_INET6):
                proto = 0
        else:
            fileno = int(fileno)
            if fileno < 0:
                raise ValueError('negative file descriptor')
            f, t, p = _socket._info(fileno)
            if family == -1:
                family = f
            if type == -1:
                type = t
            if proto == -1:
                proto = p
            self._fd = fileno
        self._family = family
        self._type = type & ~(SOCK_NONBLOCK | SOCK_CLOEXEC)
        self._proto = proto
        self._timeout = _default_timeout
        if type & SOCK_NONBLOCK:
            self._timeout = 0.0
        self._io_refs = 0
        self._closed = False

    def __enter__(self):
        return self

    def __exit__(self, *args):
        if not self._closed:
            self.close()

    def __repr__(self):
        closed = getattr(self, '_closed', False)
        s = '<%s.%s%s fd=%i, family=%s, type=%s, proto=%i' % (
            self.__class__.__module__, self.__class__.__qualname__,
            ' [closed]' if closed else '', self.fileno(),
            int(self._family), int(self._type), self._proto)
        if not closed:
            try:
                laddr = self.getsockname()
                if laddr:
                    s += ', laddr=%s' % str(laddr)
            except OSError:
                pass
            try:
                raddr = self.getpeername()
                if raddr:
                    s += ', raddr=%s' % str(raddr)
            except OSError:
                pass
        s += '>'
        return s

    def __getstate__(self):
        raise TypeError(f'cannot pickle {self.__class__.__name__!r} object')

    @property
    def family(self):
        """Read-only access to the address family for this socket."""
        return _intenum_converter(self._family, AddressFamily)

    @property
    def type(self):
        """Read-only access to the socket type."""
        return _intenum_converter(self._type, SocketKind)

    @property
    def proto(self):
        return self._proto

    @property
    def timeout(self):
        return self._timeout

    def fileno(self):
        return -1 if self._closed else self._fd

    def _check(self):
        if self._closed:
            raise OSError(9, 'Bad file descriptor')
        return self._fd

    def dup(self):
        """Duplicate the socket."""
        fd = _socket._dup(self._check())
        sock = self.__class__(self._family, self._type, self._proto, fileno=fd)
        sock.settimeout(self.gettimeout())
        return sock

    def detach(self):
        fd = self.fileno()
        self._closed = True
        self._fd = -1
        return fd

    def close(self):
        if self._closed:
            return
        self._closed = True
        if self._io_refs <= 0:
            self._real_close()

    def _real_close(self):
        fd, self._fd = self._fd, -1
        if fd >= 0:
            _socket._close(fd)

    def _decref_socketios(self):
        if self._io_refs > 0:
            self._io_refs -= 1
        if self._closed and self._io_refs <= 0:
            self._real_close()

    def settimeout(self, value):
        self._timeout = _check_timeout(value)

    def gettimeout(self):
        return self._timeout

    def setblocking(self, flag):
        self._timeout = None if flag else 0.0

    def getblocking(self):
        return self._timeout != 0.0

    def bind(self, address):
        _resolving(_socket._bind, self._check(), self._family, address)

    def listen(self, backlog=None):
        if backlog is None:
            backlog = min(SOMAXCONN, 128)
        _socket._listen(self._check(), backlog)

    def _accept(self):
        return _socket._accept(self._check(), self._timeout)

    def accept(self):
        """Wait for an incoming connection. Return a new socket
        representing the connection, and the address of the client."""
        fd, addr = self._accept()
        sock = socket(self._family, self._type, self._proto, fileno=fd)
        if getdefaulttimeout() is None and self.gettimeout():
            sock.setblocking(True)
        return sock, addr

    def connect(self, address):
        _resolving(_socket._connect, self._check(), self._family, address,
                   self._timeout, True)

    def connect_ex(self, address):
        return _resolving(_socket._connect, self._check(), self._family,
                          address, self._timeout, False)

    def send(self, data, flags=0):
        return _socket._send(self._check(), data, flags, self._timeout)

    def sendall(self, data, flags=0):
        data = memoryview(data).cast('B') if not isinstance(data, bytes) else data
        total = len(data)
        sent = 0
        while sent < total:
            sent += _socket._send(self._check(), bytes(data[sent:]), flags, self._timeout)
        return None

    def sendto(self, data, flags_or_addr, addr=None):
        if addr is None:
            flags, addr = 0, flags_or_addr
        else:
            flags = flags_or_addr
        return _resolving(_socket._sendto, self._check(), data, flags,
                          self._family, addr, self._timeout)

    def recv(self, bufsize, flags=0):
        return _socket._recv(self._check(), bufsize, flags, self._timeout, False)

    def recvfrom(self, bufsize, flags=0):
        return _socket._recv(self._check(), bufsize, flags, self._timeout, True)

    def _writable(self, buffer, name):
        try:
            view = memoryview(buffer)
        except TypeError:
            raise TypeError('%s() argument 1 must be read-write bytes-like '
                            'object, not %s' % (name, type(buffer).__name__)) from None
        if view.readonly:
            raise TypeError('%s() argument 1 must be read-write bytes-like '
                            'object, not %s' % (name, type(buffer).__name__))
        return view.cast('B') if view.format != 'B' or view.ndim != 1 else view

    def recv_into(self, buffer, nbytes=0, flags=0):
        view = self._writable(buffer, 'recv_into')
        if nbytes < 0:
            raise ValueError('negative buffersize in recv_into')
        if nbytes > len(view):
            raise ValueError('buffer too small for requested bytes')
        data = self.recv(nbytes or len(view), flags)
        view[:len(data)] = data
        return len(data)

    def recvfrom_into(self, buffer, nbytes=0, flags=0):
        view = self._writable(buffer, 'recvfrom_into')
        if nbytes < 0:
            raise ValueError('negative buffersize in recvfrom_into')
        if nbytes > len(view):
            raise ValueError('nbytes is greater than the length of the buffer')
        data, addr = self.recvfrom(nbytes or len(view), flags)
        view[:len(data)] = data
        return len(data), addr

    def shutdown(self, how):
        _socket._shutdown(self._check(), how)

    def getsockname(self):
        return _socket._getsockname(self._check())

    def getpeername(self):
        return _socket._getpeername(self._check())

    def setsockopt(self, level, optname, value, optlen=None):
        if value is None:
            value = bytes(optlen or 0)
        _socket._setsockopt(self._check(), level, optname, value)

    def getsockopt(self, level, optname, buflen=0):
        return _socket._getsockopt(self._check(), level, optname, buflen)

    def makefile(self, mode='r', buffering=None, *, encoding=None,
                 errors=None, newline=None):
        """Return an I/O stream connected to the socket."""
        if not set(mode) <= {'r', 'w', 'b'}:
            raise ValueError('invalid mode %r (only r, w, b allowed)' % (mode,))
        writing = 'w' in mode
        reading = 'r' in mode or not writing
        assert reading or writing
        binary = 'b' in mode
        rawmode = ''
        if reading:
            rawmode += 'r'
        if writing:
            rawmode += 'w'
        raw = SocketIO(self, rawmode)
        self._io_refs += 1
        if buffering is None:
            buffering = -1
        if buffering < 0:
            buffering = io.DEFAULT_BUFFER_SIZE
        if buffering == 0:
            if not binary:
                raise ValueError('unbuffered streams must be binary')
            return raw
        if reading and writing:
            pair = getattr(io, 'BufferedRWPair', _BufferedRWPair)
            buffer = pair(raw, raw, buffering)
        elif reading:
            buffer = io.BufferedReader(raw, buffering)
        else:
            buffer = io.BufferedWriter(raw, buffering)
        if binary:
            return buffer
        encoding = io.text_encoding(encoding)
        text = io.TextIOWrapper(buffer, encoding, errors, newline)
        try:
            text.mode = mode
        except AttributeError:
            pass
        return text

    def sendfile(self, file, offset=0, count=None):
        file.seek(offset)
        total = 0
        while count is None or total < count:
            size = 8192 if count is None else min(8192, count - total)
            data = file.read(size)
            if not data:
                break
            self.sendall(data)
            total += len(data)
        if total:
            file.seek(offset + total)
        return total

    def set_inheritable(self, inheritable):
        os.set_inheritable(self._check(), inheritable)

    def get_inheritable(self):
        return os.get_inheritable(self._check())


SocketType = _socketbase


class _BufferedRWPair(io.BufferedIOBase):
    """A reader and a writer over one raw stream pair, for makefile('rw')
    where io has no BufferedRWPair."""

    def __init__(self, reader, writer, buffer_size=io.DEFAULT_BUFFER_SIZE):
        self._reader = io.BufferedReader(reader, buffer_size)
        self._writer = io.BufferedWriter(writer, buffer_size)

    def read(self, size=-1):
        return self._reader.read(size)

    def read1(self, size=-1):
        return self._reader.read1(size)

    def readinto(self, b):
        return self._reader.readinto(b)

    def readline(self, size=-1):
        return self._reader.readline(size)

    def peek(self, size=0):
        return self._reader.peek(size)

    def write(self, b):
        return self._writer.write(b)

    def flush(self):
        return self._writer.flush()

    def readable(self):
        return self._reader.readable()

    def writable(self):
        return self._writer.writable()

    def isatty(self):
        return False

    @property
    def closed(self):
        return self._writer.closed

    def close(self):
        try:
            self._writer.close()
        finally:
            self._reader.close()


class SocketIO(io.RawIOBase):
    """Raw I/O implementation for stream sockets."""

    def __init__(self, sock, mode):
        if mode not in ('r', 'w', 'rw', 'rb', 'wb', 'rwb'):
            raise ValueError('invalid mode: %r' % mode)
        io.RawIOBase.__init__(self)
        self._sock = sock
        if 'b' not in mode:
            mode += 'b'
        self._mode = mode
        self._reading = 'r' in mode
        self._writing = 'w' in mode
        self._timeout_occurred = False

    def readinto(self, b):
        self._checkClosed()
        if self._timeout_occurred:
            raise OSError('cannot read from timed out object')
        try:
            return self._sock.recv_into(b)
        except TimeoutError:
            self._timeout_occurred = True
            raise
        except BlockingIOError:
            return None

    def read(self, size=-1):
        self._checkClosed()
        if size is None or size < 0:
            return self.readall()
        b = bytearray(size)
        n = self.readinto(b)
        if n is None:
            return None
        return bytes(b[:n])

    def readall(self):
        chunks = []
        while True:
            data = self.read(io.DEFAULT_BUFFER_SIZE)
            if not data:
                break
            chunks.append(data)
        return b''.join(chunks)

    def write(self, b):
        self._checkClosed()
        try:
            return self._sock.send(b)
        except BlockingIOError:
            return None

    def _checkClosed(self):
        if self.closed:
            raise ValueError('I/O operation on closed socket.')

    def readable(self):
        self._checkClosed()
        return self._reading

    def writable(self):
        self._checkClosed()
        return self._writing

    def seekable(self):
        self._checkClosed()
        return False

    def fileno(self):
        self._checkClosed()
        return self._sock.fileno()

    @property
    def name(self):
        if not self.closed:
            return self.fileno()
        return -1

    @property
    def mode(self):
        return self._mode

    def close(self):
        if self.closed:
            return
        io.RawIOBase.close(self)
        self._sock._decref_socketios()
        self._sock = None


def fromfd(fd, family, type, proto=0):
    """Create a socket object from a duplicate of the given file
    descriptor."""
    nfd = os.dup(fd)
    return socket(family, type, proto, fileno=nfd)


def socketpair(family=None, type=SOCK_STREAM, proto=0):
    """Return a pair of connected socket objects (AF_UNIX by default)."""
    if family is None:
        family = AF_UNIX
    a, b = _socket._socketpair(family, type, proto)
    return (socket(family, type, proto, fileno=a),
            socket(family, type, proto, fileno=b))


def getaddrinfo(host, port, family=0, type=0, proto=0, flags=0):
    """Resolve host and port into a list of 5-tuples (family, type, proto,
    canonname, sockaddr)."""
    res = _socket._getaddrinfo(host, port, int(family), int(type), int(proto),
                               int(flags))
    if isinstance(res, int):
        raise _gaierror(res)
    return [(_intenum_converter(af, AddressFamily),
             _intenum_converter(socktype, SocketKind), proto, canon, sa)
            for af, socktype, proto, canon, sa in res]


def gethostbyname(hostname):
    """Return the IPv4 address of a host name as a string."""
    res = _socket._getaddrinfo(hostname, None, AF_INET, SOCK_STREAM, 0, 0)
    if isinstance(res, int):
        raise _gaierror(res)
    return res[0][4][0]


def gethostbyname_ex(hostname):
    res = _socket._getaddrinfo(hostname, None, AF_INET, SOCK_STREAM, 0, 0)
    if isinstance(res, int):
        raise _gaierror(res)
    return hostname, [], [r[4][0] for r in res]


def gethostbyaddr(ip_address):
    """Return (hostname, aliases, addresses) for an address or a name."""
    res = _socket._gethostbyaddr(ip_address)
    if isinstance(res, int):
        if res < 0:
            raise _gaierror(res)
        raise herror(1, 'Unknown host')
    return res


def getfqdn(name=''):
    """The fully qualified name of name (the local host by default): the
    first of its names from the reverse lookup that has a dot."""
    name = name.strip()
    if not name or name in ('0.0.0.0', '::'):
        name = gethostname()
    try:
        hostname, aliases, ipaddrs = gethostbyaddr(name)
    except OSError:
        return name
    for candidate in [hostname] + aliases:
        if '.' in candidate:
            return candidate
    return hostname


def getservbyname(servicename, protocolname=None):
    res = _socket._getaddrinfo(None, servicename, 0, 0, 0, 0)
    if isinstance(res, int):
        raise OSError('service/proto not found')
    return res[0][4][1]


def create_connection(address, timeout=_GLOBAL_DEFAULT_TIMEOUT,
                      source_address=None, *, all_errors=False):
    """Connect to address (host, port) and return the socket object,
    trying each address getaddrinfo gives."""
    host, port = address
    exceptions = []
    for res in getaddrinfo(host, port, 0, SOCK_STREAM):
        af, socktype, proto, canonname, sa = res
        sock = None
        try:
            sock = socket(af, socktype, proto)
            if timeout is not _GLOBAL_DEFAULT_TIMEOUT:
                sock.settimeout(timeout)
            if source_address:
                sock.bind(source_address)
            sock.connect(sa)
            exceptions.clear()
            return sock
        except OSError as exc:
            if not all_errors:
                exceptions.clear()
            exceptions.append(exc)
            if sock is not None:
                sock.close()
    if len(exceptions):
        try:
            if not all_errors:
                raise exceptions[0]
            raise ExceptionGroup('create_connection failed', exceptions)
        finally:
            exceptions.clear()
    else:
        raise OSError('getaddrinfo returns an empty list')


def has_dualstack_ipv6():
    """Return True if the platform supports creating a SOCK_STREAM socket
    which can handle both AF_INET and AF_INET6 (IPv4 / IPv6) connections."""
    try:
        with socket(AF_INET6, SOCK_STREAM) as sock:
            sock.setsockopt(IPPROTO_IPV6, IPV6_V6ONLY, 0)
            return True
    except OSError:
        return False


def create_server(address, *, family=AF_INET, backlog=None, reuse_port=False,
                  dualstack_ipv6=False):
    """Convenience function which creates a SOCK_STREAM type socket bound
    to *address* (a 2-tuple (host, port)) and return the socket object."""
    if reuse_port and not hasattr(_socket, 'SO_REUSEPORT'):
        raise ValueError('SO_REUSEPORT not supported on this platform')
    if dualstack_ipv6:
        if not has_dualstack_ipv6():
            raise ValueError('dualstack_ipv6 not supported on this platform')
        if family != AF_INET6:
            raise ValueError('dualstack_ipv6 requires AF_INET6 family')
    sock = socket(family, SOCK_STREAM)
    try:
        sock.setsockopt(SOL_SOCKET, SO_REUSEADDR, 1)
        if reuse_port:
            sock.setsockopt(SOL_SOCKET, SO_REUSEPORT, 1)
        if family == AF_INET6:
            sock.setsockopt(IPPROTO_IPV6, IPV6_V6ONLY, 0 if dualstack_ipv6 else 1)
        try:
            sock.bind(address)
        except OSError as err:
            msg = '%s (while attempting to bind on address %r)' % (err.strerror, address)
            raise OSError(err.errno, msg) from None
        if backlog is None:
            sock.listen()
        else:
            sock.listen(backlog)
        return sock
    except OSError:
        sock.close()
        raise
