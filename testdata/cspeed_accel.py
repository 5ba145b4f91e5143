# Paths made faster for logging and pickle: bytearray.extend with
# bytes-like arguments, str.format with keyword arguments, IOBase.flush
# and closed on open and closed streams, logging through several handlers.
import io
import logging

# bytearray.extend
ba = bytearray(b'ab')
ba.extend(b'cd')
ba.extend(bytearray(b'ef'))
ba.extend(memoryview(b'xghx')[1:3])
ba.extend(ba)
ba.extend([105, 106])
ba.extend(x for x in b'kl')
ba.extend(memoryview(bytes(ba))[2:6])
print(ba, len(ba))
import array
ba2 = bytearray()
ba2.extend(array.array('B', [1, 2, 3]))
print(ba2)
for bad in ('str', 5, [256], [-1], ['a'], None):
    try:
        bytearray(b'z').extend(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
buf = bytearray()
w = buf.extend
for i in range(300):
    w(i.to_bytes(2, 'little'))
print(len(buf), buf[:6], buf[-4:])
try:
    ba.extend()
except TypeError as e:
    print(e)

# str.format with keyword arguments
d = {'a': 1, 'b': 'x', 'c': [1, 2], 'obj': 3 + 4j}
print('{a}-{b}-{c[1]}-{0}-{obj.imag}-{b!r:>4}'.format(9, **d))
print('{a}{a}{a}'.format(a='z', b=None))
for fmt, args, kw in (('{zz}', (), d), ('{zz}', (1,), {}), ('{0}', (), d),
                      ('{a.nope}', (), d), ('{c[5]}', (), d)):
    try:
        print(fmt.format(*args, **kw))
    except (KeyError, IndexError, AttributeError) as e:
        print(type(e).__name__, e)
big = {'k%d' % i: i for i in range(100)}
print('{k0} {k99} {k50!r:>5}'.format(**big))
try:
    '{k100}'.format(**big)
except KeyError as e:
    print('KeyError', repr(e))
print('{x}'.format_map({'x': 5}), 'nothing'.format(unused=1))

# IOBase.flush and closed
s = io.StringIO()
s.write('abc')
s.flush()
print(s.closed, s.getvalue())
s.close()
print(s.closed)
try:
    s.flush()
except ValueError as e:
    print('ValueError', e)


class Raw(io.RawIOBase):
    def readable(self):
        return True


r = Raw()
r.flush()
print(r.closed)
r.close()
print(r.closed)
try:
    r.flush()
except ValueError as e:
    print('ValueError', e)


verbose = True


class WithGetattr(io.IOBase):
    def __getattr__(self, name):
        if verbose:
            print('getattr', name)
        raise AttributeError(name)


g = WithGetattr()
g.flush()
print(g.closed)
verbose = False  # CPython closes g again when it finalizes it

# logging with several handlers and formatters
out1, out2, out3 = io.StringIO(), io.StringIO(), io.StringIO()
log = logging.getLogger('cspeed.test')
log.setLevel(logging.DEBUG)
log.propagate = False
h1 = logging.StreamHandler(out1)
h1.setFormatter(logging.Formatter('%(levelname)s %(name)s:%(funcName)s %(message)s'))
h2 = logging.StreamHandler(out2)
h2.setFormatter(logging.Formatter('{levelname:<8}|{name}|{message}|{lineno}', style='{'))
h2.setLevel(logging.INFO)
h3 = logging.StreamHandler(out3)
h3.setFormatter(logging.Formatter('$levelname $message', style='$'))
for h in (h1, h2, h3):
    log.addHandler(h)


def emit(n):
    for i in range(n):
        log.debug('debug %d', i)
        log.info('info %s %r', i, (i, 'x'))
        log.warning('warn %(k)s', {'k': i})
    log.error('custom {field}', extra={'field': 1})


emit(3)
h4 = logging.StreamHandler(io.StringIO())
h4.setFormatter(logging.Formatter('{nofield}', style='{', validate=False))
log.addHandler(h4)
import sys
sys.stderr = io.StringIO()
log.critical('boom')
err = sys.stderr.getvalue()
sys.stderr = sys.__stderr__
print('--- Logging error ---' in err, 'KeyError' in err)
print(out1.getvalue(), end='')
print(out2.getvalue(), end='')
print(out3.getvalue(), end='')
