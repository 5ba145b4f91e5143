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
