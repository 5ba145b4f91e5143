# struct's integer codes at the edges of their ranges, in both byte
# orders and native mode: small ints take a 64-bit path, bigger ones a
# big-int path; both must agree on the bytes and on the errors.
import struct

for order in "<>=!@":
    for code in "bBhHiIlLqQnN":
        if code in "nN" and order != "@":
            continue
        fmt = order + code
        size = struct.calcsize(fmt)
        bits = size * 8
        if code.islower():
            lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        else:
            lo, hi = 0, (1 << bits) - 1
        row = []
        for v in (lo - 1, lo, lo + 1, -1, 0, 1, 255, 256, 65535, 65536,
                  (1 << 47) - 1, -(1 << 47), 1 << 47, hi - 1, hi, hi + 1):
            try:
                p = struct.pack(fmt, v)
                assert struct.unpack(fmt, p)[0] == v
                row.append(p.hex())
            except struct.error as e:
                row.append("E")
                last = str(e)
        print(fmt, " ".join(row), last)
print(struct.pack("<hHiq", -2, 65535, -(1 << 31), 1 << 62).hex(),
      struct.pack(">bxBh", -128, 255, 300).hex())
for fmt, v in (("<B", 256), ("<b", -129), (">H", -1), ("<Q", -5), ("<i", 1 << 40)):
    try:
        struct.pack(fmt, v)
    except struct.error as e:
        print(fmt, v, e)
