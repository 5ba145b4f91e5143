# memoryview over bytes and bytearray.

def t(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r) if not isinstance(r, memoryview) else ("memoryview", r.tolist()))

m = memoryview(b"abcdef")
t(lambda: (len(m), m[0], m[-1], m.readonly, m.nbytes, m.format, m.itemsize, m.ndim, m.shape, m.strides))
t(lambda: m[1:4])
t(lambda: m[::-2])
t(lambda: m[::2][1:].tobytes())
t(lambda: m.tobytes())
t(lambda: m.hex())
t(lambda: m.hex(":", 2))
t(lambda: list(m))
t(lambda: m == b"abcdef")
t(lambda: m[1:3] == b"bc")
t(lambda: b"bc" == m[1:3])
t(lambda: m == "abcdef")
t(lambda: hash(m) == hash(b"abcdef"))
t(lambda: bytes(m[2:]))
t(lambda: bytearray(m[:2]))
t(lambda: b"x" + m[:1])
t(lambda: b"abcdef".find(m[2:3]))
t(lambda: m[6])
t(lambda: m["a"])
t(lambda: m.__setitem__(0, 1))
t(lambda: memoryview("str"))
t(lambda: m.obj)

ba = bytearray(b"hello")
mb = memoryview(ba)
mb[0] = 72
t(lambda: ba)
mb[1:3] = b"EL"
t(lambda: ba)
t(lambda: mb.__setitem__(0, 256))
t(lambda: mb.__setitem__(0, b"x"))
t(lambda: mb.__setitem__(slice(0, 2), b"xyz"))
t(lambda: hash(mb))
t(lambda: mb.readonly)
t(lambda: mb.toreadonly().readonly)
mb2 = mb[::2]
mb2[0] = 0x7A
t(lambda: ba)
t(lambda: memoryview(mb)[1:].tolist())
with memoryview(b"ctx") as c:
    t(lambda: c.tobytes())
t(lambda: c[0])
t(lambda: len(c))
m.release()
t(lambda: m.tobytes())
t(lambda: str(b"\xc3\xa9", "utf-8") == str(memoryview(b"\xc3\xa9"), "utf-8"))

# views of array.array keep the item format
from array import array
a = array("i", [1, -2, 3, 4])
ma = memoryview(a)
t(lambda: (ma.format, ma.itemsize, ma.nbytes, len(ma), ma.strides, ma.readonly))
t(lambda: ma.tolist())
t(lambda: ma[1])
t(lambda: ma[::2].tolist())
t(lambda: ma.tobytes())
t(lambda: ma == array("i", [1, -2, 3, 4]))
t(lambda: ma == memoryview(array("d", [1, -2, 3, 4])))
t(lambda: ma == [1, -2, 3, 4])
ma[2] = 30
t(lambda: a)
t(lambda: ma.__setitem__(0, 2**40))
t(lambda: ma.__setitem__(0, 1.5))
ma[0:2] = memoryview(array("i", [7, 8]))
t(lambda: a)
t(lambda: ma.__setitem__(slice(0, 2), b"12345678"))
t(lambda: ma.cast("B").tolist()[:8])
t(lambda: memoryview(array("d", [1.5, 2.0])).tolist())
t(lambda: memoryview(array("H", [65535]))[0])
t(lambda: memoryview(array("Q", [2**64 - 1]))[0])
t(lambda: memoryview(array("b", [1])).__setitem__(0, 200))
t(lambda: bytes(array("h", [1, 2])))
t(lambda: bytearray(array("h", [1, 2])))
t(lambda: b"ab" + array("b", [99]))
t(lambda: array("b", [1, 2]) in b"\x01\x02\x03")
t(lambda: hash(ma))
