# bytes and bytearray.

def t(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

# construction
t(lambda: bytes())
t(lambda: bytes(3))
t(lambda: bytes([65, 66, 255]))
t(lambda: bytes(range(5)))
t(lambda: bytes(x for x in (1, 2)))
t(lambda: bytes(b"abc"))
t(lambda: bytes(bytearray(b"xy")))
t(lambda: bytes("héllo", "utf-8"))
t(lambda: bytes("abc", encoding="ascii"))
t(lambda: bytes(source=b"q"))
t(lambda: bytes("abc"))
t(lambda: bytes(b"abc", "ascii"))
t(lambda: bytes(-1))
t(lambda: bytes([256]))
t(lambda: bytes([-1]))
t(lambda: bytes(["a"]))
t(lambda: bytes(1.5))
t(lambda: bytes(None))
t(lambda: bytes(1, 2, 3, 4))

class HasBytes:
    def __bytes__(self):
        return b"custom"

class BadBytes:
    def __bytes__(self):
        return "no"

t(lambda: bytes(HasBytes()))
t(lambda: bytes(BadBytes()))
t(lambda: bytearray())
t(lambda: bytearray(2))
t(lambda: bytearray(b"abc"))
t(lambda: bytearray("λ", "utf-8"))
t(lambda: bytearray([1, 300]))
t(lambda: bytearray("abc"))
t(lambda: bytearray(1.5))

# repr
t(lambda: b"a'b")
t(lambda: b'a"b')
t(lambda: b"a'b\"c")
t(lambda: b"\x00\x7f\x80\xff\t\n\r\\")
t(lambda: bytearray(b"it's"))

class MyBA(bytearray):
    pass

class MyB(bytes):
    pass

t(lambda: MyBA(b"sub"))
t(lambda: MyB(b"sub"))
t(lambda: str(b"x"))
t(lambda: type(MyB(b"a") + b"b").__name__)

# operators
t(lambda: b"ab" + b"cd")
t(lambda: b"ab" + bytearray(b"cd"))
t(lambda: bytearray(b"ab") + b"cd")
t(lambda: b"ab" + "cd")
t(lambda: b"ab" + 1)
t(lambda: b"ab" * 3)
t(lambda: 2 * bytearray(b"xy"))
t(lambda: b"ab" * "x")
t(lambda: b"abc"[0])
t(lambda: b"abc"[-1])
t(lambda: b"abc"[3])
t(lambda: bytearray(b"abc")[3])
t(lambda: b"abc"[1:])
t(lambda: b"abcdef"[::-2])
t(lambda: bytearray(b"abcdef")[1:5:2])
k = "x"
t(lambda: b"abc"[k])
t(lambda: 98 in b"abc")
t(lambda: b"bc" in b"abc")
t(lambda: "b" in b"abc")
t(lambda: 256 in b"abc")
t(lambda: b"abc" == b"abc")
t(lambda: b"abc" == bytearray(b"abc"))
t(lambda: b"abc" == "abc")
t(lambda: b"abc" < b"abd")
t(lambda: b"abc" < "abd")
t(lambda: hash(b"abc") == hash(b"abc"))
t(lambda: hash(bytearray(b"abc")))
t(lambda: list(b"abc"))
t(lambda: [x for x in bytearray(b"hi")])
t(lambda: len(b"abc"))

# methods
b = b"Hello, World"
t(lambda: (b.find(b"o"), b.rfind(b"o"), b.find(111), b.count(b"l"), b.index(b"W")))
t(lambda: b.find("o"))
t(lambda: b.find(300))
t(lambda: b.index(b"z"))
t(lambda: b.split(b", "))
t(lambda: b" a  b ".split())
t(lambda: b"a,b,c".rsplit(b",", 1))
t(lambda: b"a,b".split(","))
t(lambda: b"a\nb\r\nc".splitlines())
t(lambda: b"a\nb\r\nc".splitlines(keepends=True))
t(lambda: b"--".join([b"a", bytearray(b"b"), b"c"]))
t(lambda: b"-".join([b"a", "b"]))
t(lambda: b"  x  ".strip())
t(lambda: b"xxaxx".strip(b"x"))
t(lambda: b"xxaxx".lstrip(b"x"))
t(lambda: b"xxaxx".rstrip(b"x"))
t(lambda: b"abc".strip("a"))
t(lambda: b"aaa".replace(b"a", b"bb"))
t(lambda: b"aaa".replace(b"a", b"b", 1))
t(lambda: b"abc".replace(b"", b"-"))
t(lambda: (b.upper(), b.lower(), b.swapcase(), b.title(), b"hELLO".capitalize()))
t(lambda: (b"abc".isalpha(), b"123".isdigit(), b"a1".isalnum(), b" \t".isspace(), b"ABC".isupper(), b"abc".islower(), b"Ab Cd".istitle(), b"\x80".isascii(), b"".isalpha()))
t(lambda: (b"ab".center(6, b"*"), b"ab".ljust(5), b"ab".rjust(5, b"0"), b"-5".zfill(4)))
t(lambda: b"ab".center(6, "*"))
t(lambda: b"a\tb".expandtabs(4))
t(lambda: b"a.b.c".partition(b"."))
t(lambda: b"a.b.c".rpartition(b"."))
t(lambda: b"a.b.c".partition(b"x"))
t(lambda: (b"abc".startswith(b"ab"), b"abc".endswith((b"x", b"c")), b"abc".startswith(b"b", 1)))
t(lambda: b"abc".startswith("a"))
t(lambda: (b"prefix-x".removeprefix(b"prefix-"), b"x.txt".removesuffix(b".txt")))
t(lambda: b"abc".hex())
t(lambda: b"abcdef".hex(":"))
t(lambda: b"abcdef".hex("-", 2))
t(lambda: b"abcdefg".hex(" ", -3))
t(lambda: bytes.fromhex("48 65 6c6c 6f"))
t(lambda: bytearray.fromhex("ff00"))
t(lambda: bytes.fromhex("4g"))
t(lambda: bytes.fromhex("4"))
t(lambda: bytes.maketrans(b"ab", b"xy"))
t(lambda: b"abcabc".translate(bytes.maketrans(b"ab", b"xy")))
t(lambda: b"abcabc".translate(None, b"b"))
t(lambda: b"abc".translate(b"short"))
t(lambda: b"h\xc3\xa9".decode())
t(lambda: b"h\xc3\xa9".decode("latin-1"))
t(lambda: b"\xff".decode())
t(lambda: b"\xff".decode("ascii", "ignore"))
t(lambda: bytearray(b"abc").decode())

# % formatting
t(lambda: b"%s-%d-%x" % (b"ab", 5, 255))
t(lambda: b"%5s|%-5s|" % (b"ab", bytearray(b"c")))
t(lambda: b"%r %a" % (b"x", "é"))
t(lambda: b"%c%c" % (65, b"B"))
t(lambda: b"%(k)s" % {b"k": b"v"})
t(lambda: b"%s" % "str")
t(lambda: b"%c" % 256)
t(lambda: b"%d %d" % (1,))
t(lambda: b"x" % 1)
t(lambda: b"%.2f" % 1.005)
t(lambda: bytearray(b"%d") % 7)

# bytearray mutation
a = bytearray(b"hello")
a.append(33)
t(lambda: a)
a.extend(b" world")
t(lambda: a)
a.extend([1, 2])
t(lambda: a)
t(lambda: a.pop())
t(lambda: a.pop(0))
a.insert(0, 72)
t(lambda: a)
a.insert(-1, 0)
t(lambda: a)
a.remove(0)
t(lambda: a)
a[0] = 104
t(lambda: a)
a[1:3] = b"EL"
t(lambda: a)
a[::2] = b"XXXXXXX"
t(lambda: a)
del a[0]
t(lambda: a)
del a[::3]
t(lambda: a)
a[2:2] = [1, 2, 3]
t(lambda: a)
a += b"++"
t(lambda: a)
a *= 2
t(lambda: a)
a.reverse()
t(lambda: a)
c = a.copy()
a.clear()
t(lambda: (a, len(c)))
t(lambda: a.pop())
t(lambda: bytearray(b"a").pop(5))
t(lambda: bytearray(b"a").remove(9))
t(lambda: bytearray(b"a").append(256))
t(lambda: bytearray(b"a").append("x"))
t(lambda: bytearray(b"a").extend(5))
t(lambda: bytearray(b"a").extend("ab"))
t(lambda: bytearray(b"abc").__setitem__(slice(0, 3, 2), b"x"))
t(lambda: bytearray(b"abc").__setitem__(0, 256))
t(lambda: bytearray(b"abc").__setitem__(5, 1))
t(lambda: bytearray(b"abc").__setitem__(slice(0, 1), "x"))
