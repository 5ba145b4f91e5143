# bytes and bytearray indexing and item stores in compiled code, with the
# cases that must leave machine code (out of range, bad values, subclasses).

def mix(src, dst, key):
    for i in range(len(dst)):
        dst[i] = src[i % len(src)] ^ key[-1 - (i % len(key))]
    return dst


src = bytes(range(7, 250, 3))
key = bytearray(b"secret!")
out = bytearray(40)
for k in range(30):
    mix(src, out, key)
print(out.hex())
print(mix(b"abc", bytearray(5), b"\x01\x02"))

try:
    mix(b"abc", bytearray(3), b"")
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)


def put(buf, i, v):
    for k in range(3):
        buf[i] = v
    return buf


b = bytearray(4)
for k in range(30):
    put(b, 1, 200)
print(put(b, -1, 255))
for bad in (256, -1, 3.0, "x"):
    try:
        put(bytearray(2), 0, bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    put(bytearray(2), 5, 1)
except IndexError as e:
    print("IndexError:", e)


class B(bytes):
    def __getitem__(self, i):
        return 99


def first(s):
    t = 0
    for k in range(3):
        t = t + s[0]
    return t


for k in range(30):
    first(b"\x05")
print(first(b"\x05"), first(B(b"\x05")), first(bytearray(b"\x07")), first([1]))
