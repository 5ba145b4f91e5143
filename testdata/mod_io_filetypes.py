# The types of the objects open() returns: names, reprs, the io module's
# names for them, weak references to them, and the TypeError an unbound
# method raises for a foreign self.
import io, os, weakref

d = os.path.join(os.environ.get("TMPDIR", "/tmp"), "mod_io_filetypes.%d" % os.getpid())
os.makedirs(d, exist_ok=True)
p = os.path.join(d, "x.bin")

f = open(p, "wb")
print(type(f), type(f).__name__, type(f).__qualname__, type(f).__module__)
print(f.write(b"ab"), f.writable(), f.readable())
f.close()
f = open(p, "rb")
print(repr(f).replace(d, "D"), f.read())
f.close()
f = open(p, "r+b")
print(type(f).__name__, f.read(1), f.seek(0), f.read())
f.close()
f = open(p, "r")
print(repr(f).replace(d, "D"), type(f), f.read())
r = weakref.ref(f)
print(r() is f)
f.close()
print(repr(f).replace(d, "D"))

for t, meth in ((io.TextIOWrapper, "read"), (io.BufferedReader, "read"),
                (io.BufferedWriter, "write"), (io.BufferedRandom, "read")):
    try:
        getattr(t, meth)(3)
    except TypeError as e:
        print(t, t.__name__, e)
print(io.open is open)
try:
    f.read()
except ValueError as e:
    print(e)

os.remove(p)
os.rmdir(d)
