# io's file types can be subclassed as CPython's can: a subclass's __init__
# builds the object (passing base.__init__ its own arguments), its
# overrides are called by the layers above and by iteration.
import io, os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "f.txt")
with open(p, "w") as f:
    f.write("one\ntwo\nthree\n")

class Upper(io.TextIOWrapper):
    def __init__(self, path):
        super().__init__(open(path, "rb"), encoding="utf-8")
        self.lines_read = 0
    def readline(self, *a):
        self.lines_read += 1
        return super().readline(*a).upper()

u = Upper(p)
print(u.readline(), end="")
print(u.lines_read, u.encoding, u.readable(), u.writable())
print(type(u).__name__, isinstance(u, io.TextIOWrapper), isinstance(u, io.TextIOBase))
print(u.read())
u.close()
print(u.closed)

class Counting(io.BufferedReader):
    calls = 0
    def read(self, n=-1):
        Counting.calls += 1
        return super().read(n)
c = Counting(io.FileIO(p))
print(c.read(3), c.read(), Counting.calls, c.readable(), c.writable())
c.close()

class Raw(io.FileIO):
    pass
r = Raw(p)
print(r.read(4), r.mode, r.name == p, r.closefd)
r.close()

class W(io.BufferedWriter):
    pass
bw = W(io.FileIO(p, "w"))
print(bw.write(b"xyz"), bw.writable(), bw.readable())
bw.close()
print(open(p).read())

class Tee(io.TextIOWrapper):
    pass
t = Tee.__new__(Tee)
try:
    t.read()
except ValueError as e:
    print("ValueError", e)
try:
    io.TextIOWrapper.__init__(5)
except TypeError as e:
    print("TypeError", e)

# the layer above calls an overriding subclass's methods
class Shout(io.BufferedReader):
    def read1(self, n=-1):
        return super().read1(n).upper()
    def read(self, n=-1):
        return super().read(n).upper()
tw = io.TextIOWrapper(Shout(io.FileIO(p)), encoding="ascii")
print(tw.read())
class It(io.TextIOWrapper):
    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return "<" + line.strip() + ">"
print(list(It(open(p, "rb"))))
with Upper(p) as u2:
    print([line for line in u2])
os.remove(p); os.rmdir(d)
print(type(io.TextIOWrapper.__new__(Upper)).__name__, type(io.BytesIO.__new__(io.BytesIO)).__name__)
class S(io.StringIO):
    pass
s = S.__new__(S)
s.__init__("abc")
print(s.getvalue(), S("q").getvalue())
try:
    io.FileIO.__new__(int)
except TypeError as e:
    print("TypeError", e)
