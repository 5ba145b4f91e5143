# zlib.compress and compressobj give the zlib C library's exact bytes:
# every level, strategy, memLevel and window size, flush modes, preset
# dictionaries, copies, and gzip's output.
import copy
import gzip
import hashlib
import random
import zlib


def h(b):
    return hashlib.md5(b).hexdigest()[:10]


rng = random.Random(7)
words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu".split()
text = " ".join(rng.choice(words) + str(rng.randint(0, 99)) for _ in range(2500)).encode()
corpus = {
    "empty": b"", "one": b"a", "three": b"abc", "run": b"a" * 1000, "pairs": b"ab" * 3000,
    "text": text,
    "noise": bytes(rng.getrandbits(8) for _ in range(3000)),
    "four": bytes(rng.choice(b"abcd") for _ in range(20000)),
    "csv": "".join(f"{i},{i * i},{i % 7}\n" for i in range(2000)).encode(),
}
for name, data in corpus.items():
    row = []
    for level in range(1, 10):
        c = zlib.compress(data, level)
        assert zlib.decompress(c) == data
        row.append(f"{len(c)}:{h(c)}")
    print(f"{name:6} {len(data):6}", " ".join(row))
print(zlib.compress(b"hello world"), zlib.compress(b""), zlib.compress(b"a", 1), zlib.compress(b"abcabcabcabc", 9))
print(zlib.compress(b"hello hello hello", wbits=8), zlib.compress(b"to be or not to be", wbits=-15))

sample = text[:6000]
for strategy in range(5):
    row = []
    for mem in (1, 4, 9):
        for wbits in (9, 15, -12, 31):
            for level in (2, 6, 9):
                co = zlib.compressobj(level, zlib.DEFLATED, wbits, mem, strategy)
                row.append(h(co.compress(sample) + co.flush()))
    print(strategy, " ".join(row))

for mode in (zlib.Z_SYNC_FLUSH, zlib.Z_FULL_FLUSH, zlib.Z_PARTIAL_FLUSH, zlib.Z_BLOCK, zlib.Z_NO_FLUSH):
    co = zlib.compressobj(6)
    parts = []
    for i in range(0, len(text), 5000):
        parts.append(co.compress(text[i:i + 5000]))
        parts.append(co.flush(mode))
        parts.append(co.flush(mode))
        parts.append(co.compress(b""))
        parts.append(co.flush(mode))
    parts.append(co.flush())
    assert zlib.decompress(b"".join(parts)) == text
    print(mode, [len(p) for p in parts][:12], h(b"".join(parts)))
co = zlib.compressobj()
print(co.compress(b""), co.compress(b"abc"), co.flush(zlib.Z_SYNC_FLUSH), co.flush(zlib.Z_SYNC_FLUSH),
      co.compress(b""), co.flush(zlib.Z_SYNC_FLUSH), co.flush())

for d in [b"", b"ab", b"alpha beta gamma", text[:5000]]:
    co = zlib.compressobj(zdict=d)
    c = co.compress(sample[:2000]) + co.flush()
    raw = zlib.compressobj(wbits=-15, zdict=d)
    print(len(d), len(c), h(c), c[:8], h(raw.compress(sample[:2000]) + raw.flush()))

co = zlib.compressobj(9)
out = []
pos = 0
while pos < len(text):
    n = rng.randint(1, 3000)
    out.append(co.compress(text[pos:pos + n]))
    pos += n
print([len(o) for o in out][:12], h(b"".join(out) + co.flush()))

co = zlib.compressobj(7)
head = co.compress(text[:8000])
twin = co.copy()
print(h(head + twin.compress(text[8000:16000]) + twin.flush()) == h(head + co.compress(text[8000:16000]) + co.flush()))
co = zlib.compressobj()
a, b = copy.copy(co), copy.deepcopy(co)
print(a.compress(b"abc") + a.flush(), b.compress(b"xyz") + b.flush())
co.flush()
try:
    co.copy()
except ValueError as e:
    print("ValueError:", e)
print(h(gzip.compress(text, mtime=0)), h(gzip.compress(text, 1, mtime=0)), gzip.compress(b"hi", mtime=0))
