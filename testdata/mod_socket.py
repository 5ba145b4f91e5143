# socket: TCP over localhost with a server thread, UDP, AF_UNIX,
# socketpair, makefile, timeouts, options, helpers and errors.
import errno
import os
import socket
import tempfile
import threading


def echo_server(srv, count):
    for _ in range(count):
        conn, addr = srv.accept()
        with conn:
            seen.append((addr[0] == '127.0.0.1',
                         conn.getsockname() == srv.getsockname()))
            while True:
                data = conn.recv(1024)
                if not data:
                    break
                conn.sendall(data.upper())


seen = []
srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
print(srv.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR) != 0)
srv.bind(('127.0.0.1', 0))
srv.listen()
port = srv.getsockname()[1]
print(srv.family, srv.type, srv.proto, repr(srv.family), srv.gettimeout())
t = threading.Thread(target=echo_server, args=(srv, 2))
t.start()

with socket.create_connection(('127.0.0.1', port)) as c:
    peer = c.getpeername()
    c.sendall(b'hello, ')
    c.sendall(bytearray(b'world'))
    c.shutdown(socket.SHUT_WR)
    got = b''
    while True:
        data = c.recv(3)
        if not data:
            break
        got += data
    print(got, peer == ('127.0.0.1', port))
print(c.fileno(), repr(c).startswith('<socket.socket [closed] fd=-1'))

c = socket.socket()
c.settimeout(5)
print(c.connect_ex(('127.0.0.1', port)), c.gettimeout())
f = c.makefile('rwb')
f.write(b'line one\nline two\n')
f.flush()
c.shutdown(socket.SHUT_WR)
print(f.readline(), f.readline(), f.readline())
f.close()
c.close()
t.join()
srv.close()
print('server saw', seen)

# A text makefile over a socketpair.
a, b = socket.socketpair()
print(a.family, a.type, a.getsockname(), b.getpeername())
w = a.makefile('w', encoding='utf-8')
r = b.makefile('r', encoding='utf-8')
w.write('ünï\nsecond line\n')
w.flush()
print(repr(r.readline()), repr(r.readline()))
w.close()
r.close()
a.sendall(b'x' * 100000)
n = 0
while n < 100000:
    n += len(b.recv(65536))
print(n)

# Timeouts and non-blocking sockets.
b.settimeout(0.05)
try:
    b.recv(10)
except TimeoutError as e:
    print('TimeoutError', e, e.errno, isinstance(e, socket.timeout), isinstance(e, OSError))
b.setblocking(False)
print(b.gettimeout(), b.getblocking())
try:
    b.recv(10)
except BlockingIOError as e:
    print('BlockingIOError', e.errno == errno.EAGAIN)
b.setblocking(True)
print(b.gettimeout(), b.getblocking())
a.close()
print(b.recv(10))
b.close()
for bad in (-1, 'x', float('nan')):
    try:
        socket.socket().settimeout(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# UDP.
u1 = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
u2 = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
u1.bind(('127.0.0.1', 0))
u2.bind(('127.0.0.1', 0))
u2.sendto(b'datagram', u1.getsockname())
data, addr = u1.recvfrom(100)
print(data, addr == u2.getsockname(), u1.type)
u1.connect(u2.getsockname())
u1.send(b'reply')
print(u2.recvfrom(100)[0])
u1.close()
u2.close()

# IPv6 and AF_UNIX.
with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as s6:
    s6.bind(('::1', 0))
    print(s6.getsockname()[0], len(s6.getsockname()), s6.family)
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, 'sock')
    with socket.socket(socket.AF_UNIX) as us:
        us.bind(path)
        us.listen(1)
        print(us.getsockname() == path, os.path.exists(path))
        with socket.socket(socket.AF_UNIX) as uc:
            uc.connect(path)
            conn, addr = us.accept()
            uc.sendall(b'over unix')
            print(conn.recv(100), addr)
            conn.close()

# create_server, and errors.
with socket.create_server(('127.0.0.1', 0)) as s:
    port = s.getsockname()[1]
    try:
        socket.create_server(('127.0.0.1', port))
    except OSError as e:
        print('OSError', e.errno == errno.EADDRINUSE, 'while attempting to bind' in str(e))
try:
    socket.create_connection(('127.0.0.1', port))
except ConnectionRefusedError as e:
    print('ConnectionRefusedError', e.errno, e.strerror)
s = socket.socket()
for addr in ('x', ('127.0.0.1', 70000), (1, 2), ('127.0.0.1',)):
    try:
        s.bind(addr)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    s.bind(('nosuchhost.invalid', 80))
except socket.gaierror as e:
    print('gaierror', e.errno, e.strerror, type(e).__mro__[1].__name__)
s.close()
try:
    s.recv(1)
except OSError as e:
    print('OSError', e.errno)
try:
    socket.getaddrinfo('nosuchhost.invalid', 80)
except socket.gaierror as e:
    print('gaierror', e.args)
print(socket.getaddrinfo('127.0.0.1', 80, socket.AF_INET, socket.SOCK_STREAM))
print(socket.getaddrinfo('127.0.0.1', '8080', type=socket.SOCK_DGRAM))
print(socket.getaddrinfo('::1', 0, socket.AF_INET6, socket.SOCK_STREAM)[0][4])
print(socket.gethostbyname('127.0.0.1'), isinstance(socket.gethostname(), str))
print(socket.inet_aton('10.1.2.3'), socket.inet_aton('127.1'), socket.inet_ntoa(b'\x7f\x00\x00\x01'))
print(socket.inet_pton(socket.AF_INET6, '::1'), socket.inet_ntop(socket.AF_INET6, b'\x20\x01' + bytes(14)))
print(socket.htons(1), socket.ntohs(256), socket.htonl(1), socket.ntohl(16777216))
for f, arg in ((socket.inet_aton, '1.2.3.256'), (socket.inet_ntoa, b'12'),
               (socket.inet_pton, 'x')):
    try:
        f(arg) if f is not socket.inet_pton else f(socket.AF_INET, arg)
    except OSError as e:
        print('OSError', e)
print(socket.error is OSError, socket.timeout is TimeoutError,
      issubclass(socket.herror, OSError), socket.getdefaulttimeout())
print(socket.AF_INET, socket.SOCK_DGRAM, socket.SOL_SOCKET, socket.SO_REUSEADDR,
      socket.IPPROTO_TCP, socket.TCP_NODELAY, socket.SHUT_RDWR)

# reprs (the descriptor number varies).
import re
def r(s):
    return re.sub(r'fd=\d+', 'fd=N', repr(s))
a, b = socket.socketpair()
print(r(a))
with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as u:
    u.bind(('127.0.0.1', 0))
    print(r(u).replace(str(u.getsockname()[1]), 'PORT'))
a.close()
print(r(a), a.fileno())
b.detach()
print(r(b))
print(repr(socket.AF_INET), repr(socket.SOCK_STREAM), str(socket.AF_INET6))
print(socket.socket.__module__, socket.SocketType is socket.socket)
try:
    socket.socket(12345, socket.SOCK_STREAM)
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror)
with socket.socket() as s:
    s.settimeout(0.1)
    try:
        s.connect(('127.0.0.1', 1))
    except ConnectionRefusedError as e:
        print('ConnectionRefusedError', e)
    s2, s3 = socket.socketpair()
    s2.settimeout(0)
    print(s2.gettimeout(), s2.getblocking())
    s2.close(); s3.close()
buf = bytearray(8)
x, y = socket.socketpair()
x.sendall(b'abc')
print(y.recv_into(buf), buf, y.recv_into(memoryview(buf)[4:], 0) if x.send(b'defg') else None, buf)
x.close(); y.close()

# Argument errors.
x, y = socket.socketpair()
for f in (lambda: x.recv_into(bytearray(3), 5), lambda: x.recvfrom_into(bytearray(3), 5),
          lambda: x.recv_into(bytearray(3), -1), lambda: x.recvfrom_into(bytearray(3), -1),
          lambda: x.recv_into(b'abc'), lambda: x.recv(-1),
          lambda: x.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1.5),
          lambda: x.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 'x'),
          lambda: socket.socket(socket.AF_UNIX).bind(12),
          lambda: x.sendto(b'x', ('127.0.0.1', 9)), lambda: x.makefile('x'),
          lambda: socket.htons(70000), lambda: socket.htons(-1),
          lambda: socket.inet_pton(socket.AF_INET, '1.2.3'),
          lambda: socket.getaddrinfo('127.0.0.1', 'nosuchservice'),
          lambda: socket.gethostbyaddr('nosuch.invalid')):
    try:
        print(f())
    except (OSError, ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
x.close(); y.close()
print(socket.getfqdn('127.0.0.1'), socket.gethostbyaddr('127.0.0.1')[0],
      socket.gethostbyaddr('127.0.0.1')[2], socket.gethostbyname('localhost'))
print(socket.getaddrinfo('127.0.0.1', 'http', socket.AF_INET, socket.SOCK_STREAM))
print(socket.getaddrinfo(None, 80, socket.AF_INET, socket.SOCK_STREAM, 0, socket.AI_PASSIVE))
s = socket.socket(socket.AF_INET, socket.SOCK_STREAM | socket.SOCK_NONBLOCK)
print(s.type, s.gettimeout())
s.close()
socket.setdefaulttimeout(3)
with socket.socket() as s:
    print(s.gettimeout())
socket.setdefaulttimeout(None)
