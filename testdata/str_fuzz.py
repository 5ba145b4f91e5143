# Differential checks of str and bytes methods on pseudo-random inputs.

class R:
    # A tiny deterministic generator (independent of the random module).
    def __init__(self, seed):
        self.x = seed
    def next(self):
        self.x = (self.x * 1103515245 + 12345) % 2147483648
        return self.x >> 8
    def randint(self, a, b):
        return a + self.next() % (b - a + 1)
    def choice(self, seq):
        return seq[self.next() % len(seq)]
    def random(self):
        return (self.next() % 1000) / 1000.0

random = R(1)
alphabet = ["a", "b", "A", " ", "\t", "\n", "é", "Σ", "ß", "λ", "😀", "\u2028", "0", "1", "²", ",", "ǅ", "\x85", "x", "İ", "'", '"', "\\", "\x00", "ﬁ"]
def rs(n=None):
    if n is None:
        n = random.randint(0, 8)
    return "".join(random.choice(alphabet) for _ in range(n))
def ri():
    return random.choice([None, -100, -5, -2, -1, 0, 1, 2, 3, 5, 100])
out = []
def call(desc, f):
    try:
        r = f()
    except Exception as e:
        out.append("%s -> %s: %s" % (desc, type(e).__name__, e))
    else:
        out.append("%s -> %r" % (desc, r))
for it in range(700):
    s = rs()
    sub = rs(random.randint(0, 2))
    a, b, c = ri(), ri(), ri()
    m = random.choice(["find", "rfind", "count", "index", "rindex", "startswith", "endswith", "split", "rsplit", "partition", "rpartition", "replace", "strip", "lstrip", "rstrip", "slice", "getitem", "center", "ljust", "rjust", "zfill", "expandtabs", "splitlines", "upper", "lower", "title", "capitalize", "swapcase", "casefold", "isX", "join", "format", "percent", "encode", "repr"])
    d = "%s(%r,%r,%r,%r,%r)" % (m, s, sub, a, b, c)
    if m in ("find", "rfind", "count", "index", "rindex", "startswith", "endswith"):
        call(d, lambda: getattr(s, m)(sub, a, b))
    elif m in ("split", "rsplit"):
        call(d, lambda: getattr(s, m)(sub if sub else None, a if a is not None else -1))
    elif m in ("partition", "rpartition"):
        call(d, lambda: getattr(s, m)(sub))
    elif m == "replace":
        call(d, lambda: s.replace(sub, rs(2), a if a is not None else -1))
    elif m in ("strip", "lstrip", "rstrip"):
        call(d, lambda: getattr(s, m)(sub if random.random() < 0.7 else None))
    elif m == "slice":
        call(d, lambda: s[a:b:c])
    elif m == "getitem":
        call(d, lambda: s[a if a is not None else 0])
    elif m in ("center", "ljust", "rjust"):
        call(d, lambda: getattr(s, m)(a if a is not None else 3, sub if len(sub) == 1 else " "))
    elif m == "zfill":
        call(d, lambda: s.zfill(a if a is not None else 4))
    elif m == "expandtabs":
        call(d, lambda: s.expandtabs(a if a is not None else 8))
    elif m == "splitlines":
        call(d, lambda: s.splitlines(bool(a)))
    elif m == "isX":
        call(d, lambda: [getattr(s, x)() for x in ("isalpha", "isalnum", "isdigit", "isdecimal", "isnumeric", "isspace", "isupper", "islower", "istitle", "isidentifier", "isprintable", "isascii")])
    elif m == "join":
        call(d, lambda: sub.join([s, rs(1), rs(3)]))
    elif m == "format":
        call(d, lambda: format(s, random.choice(["", "5", "<6", ">7", "^8", "*^9", ".2", "10.3", "0>4", "λ<6"])))
    elif m == "percent":
        call(d, lambda: ("%s|%5s|%-4r|%.2s|%a" + sub.replace("%", "")) % (s, s, s, s, s))
    elif m == "encode":
        call(d, lambda: s.encode(random.choice(["utf-8", "ascii", "latin-1", "utf-16-le"]), random.choice(["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace"])))
    elif m == "repr":
        call(d, lambda: (repr(s), ascii(s), len(s), hash(s) == hash(s[:]), s == s[:], s < sub, list(s)))
    else:
        call(d, lambda: getattr(s, m)())
print("\n".join(out))
out.clear()

random = R(2)
alphabet = [b"a", b"b", b"A", b" ", b"\t", b"\n", b"\r", b"\xff", b"\x00", b"0", b",", b"'", b'"', b"\\", b"\x80"]
def rb(n=None):
    if n is None:
        n = random.randint(0, 8)
    return b"".join(random.choice(alphabet) for _ in range(n))
def ri():
    return random.choice([None, -100, -5, -2, -1, 0, 1, 2, 3, 5, 100])
out = []
def call(desc, f):
    try:
        r = f()
    except Exception as e:
        out.append("%s -> %s: %s" % (desc, type(e).__name__, e))
    else:
        out.append("%s -> %r" % (desc, r))
for it in range(700):
    s = rb()
    if random.random() < 0.3:
        s = bytearray(s)
    sub = rb(random.randint(0, 2))
    a, b, c = ri(), ri(), ri()
    m = random.choice(["find", "rfind", "count", "index", "rindex", "startswith", "endswith", "split", "rsplit", "partition", "rpartition", "replace", "strip", "lstrip", "rstrip", "slice", "getitem", "center", "ljust", "rjust", "zfill", "expandtabs", "splitlines", "upper", "lower", "title", "capitalize", "swapcase", "isX", "join", "percent", "decode", "repr", "hex", "in", "setitem", "delitem"])
    d = "%s(%r,%r,%r,%r,%r)" % (m, s, sub, a, b, c)
    if m in ("find", "rfind", "count", "index", "rindex", "startswith", "endswith"):
        call(d, lambda: getattr(s, m)(sub, a, b))
    elif m in ("split", "rsplit"):
        call(d, lambda: getattr(s, m)(sub if sub else None, a if a is not None else -1))
    elif m in ("partition", "rpartition"):
        call(d, lambda: getattr(s, m)(sub))
    elif m == "replace":
        call(d, lambda: s.replace(sub, rb(2), a if a is not None else -1))
    elif m in ("strip", "lstrip", "rstrip"):
        call(d, lambda: getattr(s, m)(sub if random.random() < 0.7 else None))
    elif m == "slice":
        call(d, lambda: s[a:b:c])
    elif m == "getitem":
        call(d, lambda: s[a if a is not None else 0])
    elif m in ("center", "ljust", "rjust"):
        call(d, lambda: getattr(s, m)(a if a is not None else 3, sub if len(sub) == 1 else b" "))
    elif m == "zfill":
        call(d, lambda: s.zfill(a if a is not None else 4))
    elif m == "expandtabs":
        call(d, lambda: s.expandtabs(a if a is not None else 8))
    elif m == "splitlines":
        call(d, lambda: s.splitlines(bool(a)))
    elif m == "isX":
        call(d, lambda: [getattr(s, x)() for x in ("isalpha", "isalnum", "isdigit", "isspace", "isupper", "islower", "istitle", "isascii")])
    elif m == "join":
        call(d, lambda: sub.join([s, rb(1), bytearray(rb(3))]))
    elif m == "percent":
        call(d, lambda: (b"%s|%5s|%-4r|%.2s|%a|%c" + sub.replace(b"%", b"")) % (s, s, s, s, s, (a or 0) % 256))
    elif m == "decode":
        call(d, lambda: s.decode(random.choice(["utf-8", "ascii", "latin-1", "utf-16-le"]), random.choice(["strict", "ignore", "replace", "backslashreplace", "surrogateescape"])))
    elif m == "repr":
        call(d, lambda: (repr(s), len(s), s == bytes(s), list(s), str(s)))
    elif m == "hex":
        call(d, lambda: s.hex(random.choice([":", "-", " "]), a or 1))
    elif m == "in":
        call(d, lambda: (sub in s, (a or 0) % 300 in s))
    elif m == "setitem":
        def f():
            x = bytearray(s)
            x[a:b:c] = sub * (len(range(*slice(a, b, c).indices(len(x)))) if c not in (None, 1) else 1)
            return x
        call(d, f)
    elif m == "delitem":
        def g():
            x = bytearray(s)
            del x[a:b:c]
            return x
        call(d, g)
    else:
        call(d, lambda: getattr(s, m)())
print("\n".join(out))
out.clear()
