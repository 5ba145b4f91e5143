# StringIO keeps ASCII text as bytes and moves to code points at the
# first non-ASCII character; positions count code points either way.
import io

s = io.StringIO()
print(s.write("hello\n"), s.tell())
print(s.write("wörld\n"), s.tell())
print(repr(s.getvalue()))
s.seek(0)
print(repr(s.readline()), repr(s.readline()), repr(s.readline()))
s.seek(3)
print(s.write("LO"), repr(s.getvalue()))
s.seek(0)
s.truncate()
print(repr(s.getvalue()), s.tell())
print(s.write("back to ascii"), repr(s.getvalue()))

# seeking past the end pads with NULs, in both modes
t = io.StringIO("ab")
t.seek(5)
t.write("z")
print(repr(t.getvalue()))
t.seek(8)
t.write("é")
print(repr(t.getvalue()), t.tell())

# overwriting in the middle, and across the end
u = io.StringIO("0123456789")
u.seek(8)
u.write("abcd")
print(repr(u.getvalue()))
u.seek(2)
u.write("xy")
print(repr(u.getvalue()), u.tell())
u.seek(4)
print(repr(u.read(3)), repr(u.read()), repr(u.read()))
u.truncate(6)
print(repr(u.getvalue()), u.tell())
u.seek(0)
print(list(u))

# a non-ASCII initial value, then reads by code point
v = io.StringIO("añb\nc€d\n")
print(repr(v.read(2)), v.tell(), repr(v.readline()), repr(v.readline(2)), repr(v.read()))
v.seek(0)
v.truncate(3)
print(repr(v.getvalue()))
v.truncate(0)
v.write("x")
print(repr(v.getvalue()), v.tell())

# newline translation
w = io.StringIO(newline=None)
w.write("a\r\nb\rc\n")
print(repr(w.getvalue()))

# a long log collected line by line
log = io.StringIO()
for i in range(2000):
    log.write("line %d\n" % i)
lines = log.getvalue().splitlines()
print(len(lines), lines[0], lines[-1])
log.seek(0)
log.truncate()
log.write("é")
print(repr(log.getvalue()))
log.close()
print(log.closed)
try:
    log.getvalue()
except ValueError as e:
    print(e)
