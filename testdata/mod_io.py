# io.StringIO / io.BytesIO
import io

s = io.StringIO('hello\nworld\n')
print(s.read(3), s.tell(), repr(s.readline()), s.readlines(), repr(s.read()), s.tell())
s.seek(0)
print(repr(s.readline()), list(s))
s = io.StringIO()
print(s.write('abc'), s.write('é'), s.getvalue(), s.tell())
s.seek(1); s.write('X'); print(s.getvalue())
s.seek(10); s.write('Z'); print(repr(s.getvalue()))
print(s.truncate(3), repr(s.getvalue()), s.tell())

def show(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!!", type(e).__name__, e)

for t in ['io.StringIO(1)', 's.write(1)', 's.seek(-1)', 's.seek(1, 1)', 's.seek(0, 3)',
          's.read("a")', 'io.StringIO().readline(None)', 's.seek(0, 2)', 's.truncate(-1)',
          'io.BytesIO("a")', 'io.BytesIO().write("a")', 'io.BytesIO(b"ab").read(1)',
          'io.BytesIO(b"ab").seek(-1)', 'io.StringIO("a\\r\\nb", newline=None).getvalue()',
          'io.StringIO(newline="x")', 'io.StringIO("abc").read(-1)', 'io.StringIO("a\\nb").readlines()',
          'io.StringIO().seekable()', 'io.StringIO("ab").truncate()', 'io.BytesIO(b"abc").read1(2)',
          'io.StringIO("x\\ny\\nz").readlines(2)', 'io.StringIO("abc").readline(2)']:
    show(t)
s.close()
for t in ['s.read()', 's.getvalue()', 's.write("a")', 's.closed', 's.tell()']:
    show(t)
with io.StringIO() as f:
    f.write('x')
print(f.closed)
b = io.BytesIO(b'line1\nline2\n')
print(b.readline(), b.readlines(), b.getvalue(), b.tell(), b.seek(0, 2), b.write(b'x'), b.getvalue())
print(b.seek(-3, 2), b.read(), b.seek(-100, 1), b.tell())
print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END, isinstance(io.StringIO(), io.TextIOBase),
      isinstance(io.BytesIO(), io.BufferedIOBase), isinstance(io.StringIO(), io.IOBase))
print(issubclass(io.UnsupportedOperation, OSError), issubclass(io.UnsupportedOperation, ValueError))
b = io.BytesIO()
b.write(bytearray(b'zz'))
b.write(b'q')
print(b.getvalue())
b.seek(5)
b.write(b'!')
print(b.getvalue())
out = io.StringIO()
print('hello', 42, sep='-', file=out)
print('second line', file=out)
print(repr(out.getvalue()))
for i, line in enumerate(io.StringIO('a\nb\n\nc')):
    print(i, repr(line))
s = io.StringIO()
s.writelines(['a', 'b', 'c'])
print(s.getvalue())
