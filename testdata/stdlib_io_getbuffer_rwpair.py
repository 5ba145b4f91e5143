# BytesIO.getbuffer(), io.BufferedRWPair, io.open_code, io.text_encoding,
# and TextIOWrapper over BytesIO with each newline mode.
import io
import os
import sys

# getbuffer: a writable view of the live bytes; no resizing while it lives.
b = io.BytesIO(b'abcdef')
m = b.getbuffer()
print(type(m).__name__, len(m), bytes(m), m.readonly, m.format, m.nbytes, type(m.obj).__name__)
m[0] = ord('X')
m[2:4] = b'YZ'
print(b.getvalue(), b.read(2), b.tell())
for name, call in [('write', lambda: b.write(b'123')), ('write0', lambda: b.write(b'')),
                   ('truncate', lambda: b.truncate(2)), ('truncate()', lambda: b.truncate()),
                   ('close', b.close), ('writelines', lambda: b.writelines([b'q']))]:
    try:
        call()
        print(name, 'ok')
    except BufferError as e:
        print(name, 'BufferError:', e)
print(b.seek(1), b.read(), b.closed, b.getvalue())
m2 = b.getbuffer()
m.release()
try:
    b.write(b'!')
except BufferError as e:
    print('second view', e)
with m2:
    print(bytes(m2[1:3]))
b.seek(0, 2)
print(b.write(b'123'), b.getvalue())
with b.getbuffer() as view:
    view[-1] = ord('9')
    print(len(view))
print(b.getvalue())
b.truncate(3)
print(b.getvalue(), bytes(b.getbuffer().tobytes()) if False else '')
e = io.BytesIO()
with e.getbuffer() as v:
    print(len(v), bytes(v))
e.close()
try:
    e.getbuffer()
except ValueError as err:
    print('ValueError', err)

# BufferedRWPair
r = io.BytesIO(b'first line\nsecond line\nthird')
w = io.BytesIO()
p = io.BufferedRWPair(r, w)
print(type(p).__name__, isinstance(p, io.BufferedIOBase), p.readable(), p.writable(), p.seekable())
print(p.readline(), p.read(6), p.peek(1)[:1], p.read1(3))
print(p.write(b'hello '), p.write(b'world'))
p.flush()
print(w.getvalue(), p.closed, p.isatty())
buf = bytearray(4)
print(p.readinto(buf), buf, p.read())
p2 = io.BufferedRWPair(io.BytesIO(b'xyz'), io.BytesIO(), 2)
print(p2.read(), p2.read())
for args in [(), (r,), (r, w, 1, 2)]:
    try:
        io.BufferedRWPair(*args)
    except TypeError as err:
        print('TypeError', err)


class WriteOnly(io.RawIOBase):
    def writable(self):
        return True


class ReadOnly(io.RawIOBase):
    def readable(self):
        return True


for a, bb in [(WriteOnly(), WriteOnly()), (ReadOnly(), ReadOnly())]:
    try:
        io.BufferedRWPair(a, bb)
    except io.UnsupportedOperation as err:
        print('UnsupportedOperation', err)
p.close()
print(p.closed, w.closed, r.closed)

# open_code and text_encoding
with io.open_code(__file__) as f:
    print(type(f).__name__, f.mode, f.read(13))
try:
    io.open_code(b'x')
except TypeError as err:
    print('TypeError', err)
print(io.text_encoding('utf-8'), io.text_encoding(None), io.text_encoding('latin-1', 3))

# TextIOWrapper over BytesIO with each newline mode
data = b'a\nb\r\nc\rd\r\n\re'
for nl in [None, '', '\n', '\r\n', '\r']:
    t = io.TextIOWrapper(io.BytesIO(data), encoding='ascii', newline=nl)
    print(repr(nl), 'read', repr(t.read()), repr(t.newlines))
    t = io.TextIOWrapper(io.BytesIO(data), encoding='ascii', newline=nl)
    print(repr(nl), 'readline', [t.readline() for _ in range(7)])
    t = io.TextIOWrapper(io.BytesIO(data), encoding='ascii', newline=nl)
    print(repr(nl), 'iter', list(t), repr(t.newlines))
    bio = io.BytesIO()
    t = io.TextIOWrapper(bio, encoding='ascii', newline=nl)
    print(t.write('x\ny\r\nz\r'), end=' ')
    t.writelines(['1\n', '2'])
    t.flush()
    print(repr(nl), 'write', bio.getvalue())
    t = io.TextIOWrapper(io.BytesIO(data), encoding='ascii', newline=nl)
    print(repr(nl), 'readline(3)', repr(t.readline(3)), repr(t.readline(1)), repr(t.readlines()))

t = io.TextIOWrapper(io.BytesIO('line1\nlíne2\nline3\n'.encode()), encoding='utf-8')
print(repr(t.readline()), t.tell())
pos = t.tell()
print(repr(t.readline()))
t.seek(pos)
print(repr(t.readline()), t.tell())
t.seek(0)
print(repr(t.read(3)), repr(t.read()), t.tell())
t.seek(0, 2)
print(repr(t.read()), t.tell(), t.seekable(), t.encoding, t.buffer.tell())
try:
    t.seek(1, 1)
except io.UnsupportedOperation as err:
    print('UnsupportedOperation', err)
try:
    t.seek(-1, 2)
except io.UnsupportedOperation as err:
    print('UnsupportedOperation', err)
bio = io.BytesIO()
t = io.TextIOWrapper(bio, encoding='utf-8', newline='\r\n', write_through=True)
t.write('é\n')
print(bio.getvalue(), t.tell())
t.seek(0)
t.write('ab')
print(bio.getvalue())
