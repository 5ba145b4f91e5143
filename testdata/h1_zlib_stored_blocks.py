# zlib level 0: stored blocks split where zlib splits them given CPython's
# output buffers; gzip.compress's extra flags.
import zlib, hashlib, io
def blocks(c, hdr=2):
    i = hdr; out = []
    while i < len(c) - 4:
        b = c[i]; ln = c[i+1] | c[i+2] << 8
        out.append((b, ln)); i += 5 + ln
        if b & 1: break
    return out
for n in [0, 1, 100, 32761, 32762, 40000, 65531, 65536, 100000, 200000, 500000]:
    data = bytes(range(256)) * (n // 256) + b"x" * (n % 256)
    c = zlib.compress(data, 0)
    print(n, len(c), blocks(c), hashlib.md5(c).hexdigest()[:8])
for wb in (9, -15, 31):
    c = zlib.compress(b"q" * 70000, 0, wbits=wb)
    print(wb, len(c), hashlib.md5(c).hexdigest()[:8])
for seq in [[1000, 50000, "S", 10, "F"], [70000, 70000, "S", "S", 0, "S", 5, "P", 3, "F"], [40000, "FULL", 1, "B", 100000, "F"], [0, "S", "F"], [131072, 10, "F"]]:
    co = zlib.compressobj(0)
    parts = []
    for x in seq:
        if x == "S": parts.append(co.flush(zlib.Z_SYNC_FLUSH))
        elif x == "P": parts.append(co.flush(zlib.Z_PARTIAL_FLUSH))
        elif x == "B": parts.append(co.flush(zlib.Z_BLOCK))
        elif x == "FULL": parts.append(co.flush(zlib.Z_FULL_FLUSH))
        elif x == "F": parts.append(co.flush())
        else: parts.append(co.compress(b"y" * x))
    print(seq, [len(p) for p in parts], hashlib.md5(b"".join(parts)).hexdigest()[:8])
co = zlib.compressobj(0, zdict=b"hello")
print(co.compress(b"hello world") + co.flush())
co = zlib.compressobj(0); co.compress(b"abc"); cp = co.copy(); print(cp.flush(), co.flush())
import gzip; print(gzip.compress(b"data", 0, mtime=0))
for lvl in range(10):
    b = io.BytesIO()
    with gzip.GzipFile(fileobj=b, mode="wb", compresslevel=lvl, mtime=0) as g: g.write(b"abc")
    print(lvl, gzip.compress(b"abc", lvl, mtime=0)[8:10], b.getvalue()[8:10], gzip.compress(b"abc", lvl)[8:10])
