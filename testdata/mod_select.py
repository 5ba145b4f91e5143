# select.select/poll/epoll and selectors over socketpairs and pipes:
# readiness, timeouts, registration errors, and a small echo loop with
# DefaultSelector.
import errno
import os
import select
import selectors
import socket

a, b = socket.socketpair()
print(select.select([a], [], [], 0))
r, w, x = select.select([a, b], [a, b], [], 0)
print(len(r), len(w) == 2, w[0] is a)
b.send(b'ping')
r, w, x = select.select([a, b.fileno()], [], [], 1.5)
print(r == [a], w, x)
print(a.recv(10))
for bad in ([object()], [-1]):
    try:
        select.select(bad, [], [], 0)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for t in ('x', -1):
    try:
        select.select([], [], [], t)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(select.error is OSError)

p = select.poll()
p.register(a, select.POLLIN)
p.register(b.fileno())
print(sorted(p.poll(0)) == [(b.fileno(), select.POLLOUT)])
b.send(b'x')
print(sorted(p.poll(100)) == sorted([(a.fileno(), select.POLLIN), (b.fileno(), select.POLLOUT)]))
a.recv(1)
p.modify(b, select.POLLIN)
print(p.poll(10))
try:
    p.modify(99, select.POLLIN)
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno, e.strerror)
p.unregister(b)
try:
    p.unregister(b)
except KeyError as e:
    print('KeyError', e.args == (b.fileno(),))
try:
    p.poll('x')
except TypeError as e:
    print('TypeError', e)

ep = select.epoll()
print(type(ep).__name__, ep.closed, ep.fileno() > 2)
ep.register(a.fileno(), select.EPOLLIN)
print(ep.poll(0))
b.send(b'y')
print(ep.poll(1) == [(a.fileno(), select.EPOLLIN)])
try:
    ep.register(a.fileno(), select.EPOLLIN)
except FileExistsError as e:
    print('FileExistsError', e.errno)
ep.modify(a, select.EPOLLIN | select.EPOLLOUT)
print(ep.poll(0) == [(a.fileno(), select.EPOLLIN | select.EPOLLOUT)])
ep.unregister(a)
try:
    ep.unregister(a)
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
ep.close()
print(ep.closed)
try:
    ep.poll()
except ValueError as e:
    print('ValueError', e)
with select.epoll() as ep2:
    print(ep2.closed)
print(ep2.closed)
a.recv(1)

# Pipes work too.
rfd, wfd = os.pipe()
print(select.select([rfd], [wfd], [], 0) == ([], [wfd], []))
os.write(wfd, b'z')
print(select.select([rfd], [], [], 0) == ([rfd], [], []))
os.read(rfd, 1)
os.close(wfd)
print(select.select([rfd], [], [], 0) == ([rfd], [], []))
os.close(rfd)

# selectors
for cls in (selectors.DefaultSelector, selectors.SelectSelector,
            selectors.PollSelector, selectors.EpollSelector):
    sel = cls()
    key = sel.register(a, selectors.EVENT_READ, data='A')
    print(cls.__name__, key.fd == a.fileno(), key.events, key.data, key.fileobj is a)
    sel.register(b, selectors.EVENT_WRITE)
    print(sel.select(0) == [(sel.get_key(b), selectors.EVENT_WRITE)])
    b.send(b'msg')
    ready = sorted((k.data or '-', ev) for k, ev in sel.select(1))
    print(ready)
    a.recv(10)
    key = sel.modify(b, selectors.EVENT_READ, data='B')
    print(key.events, key.data, sel.select(0))
    try:
        sel.register(a, selectors.EVENT_READ)
    except KeyError as e:
        print('KeyError', 'is already registered' in str(e))
    try:
        sel.register(object(), selectors.EVENT_READ)
    except ValueError as e:
        print('ValueError', str(e).startswith('Invalid file object'))
    try:
        sel.register(a, 4)
    except ValueError as e:
        print('ValueError', e)
    print(len(sel.get_map()), sel.get_map()[a].data)
    sel.unregister(a)
    try:
        sel.get_key(a)
    except KeyError:
        print('KeyError not registered')
    sel.close()
    print(sel.get_map())

# A small echo loop: one listening socket, several clients.
srv = socket.create_server(('127.0.0.1', 0))
srv.setblocking(False)
port = srv.getsockname()[1]
sel = selectors.DefaultSelector()
sel.register(srv, selectors.EVENT_READ, data=None)
clients = [socket.create_connection(('127.0.0.1', port)) for _ in range(3)]
for i, c in enumerate(clients):
    c.sendall(b'msg%d' % i)
    c.shutdown(socket.SHUT_WR)
echoed = 0
closed = 0
while closed < 3:
    for key, mask in sel.select(timeout=5):
        if key.data is None:
            conn, _ = key.fileobj.accept()
            conn.setblocking(False)
            sel.register(conn, selectors.EVENT_READ, data=b'')
        else:
            data = key.fileobj.recv(100)
            if data:
                key.fileobj.sendall(data.upper())
                echoed += len(data)
            else:
                sel.unregister(key.fileobj)
                key.fileobj.close()
                closed += 1
print('echoed', echoed, [c.recv(100) for c in clients])
for c in clients:
    c.close()
sel.close()
srv.close()
a.close()
b.close()
