# Iterating over strs, ord() and chr() in machine code (for_str, call_ord,
# call_chr), and every case that must leave it: non-ASCII characters,
# lone surrogates, str subclasses, other types, out-of-range codes and a
# rebound builtin.


def walk(s):
    total = 0
    out = []
    for c in s:
        i = ord(c)
        total += i
        out.append(chr(i % 128))
    return total, "".join(out)


for k in range(3):
    print(walk("The Zen of Python, by Tim Peters\n" * 20))
print(walk("héllo wörld € 𝄞 \udc80 end"))
print(walk(""))


class S(str):
    pass


def ords(vals):
    out = []
    for v in vals:
        try:
            out.append(ord(v))
        except TypeError as e:
            out.append(str(e))
    return out


vals = ["a", "\x00", "\x7f", "é", "€", "𝄞", S("z"), "ab", "", b"q", bytearray(b"r"), 5, None, "a" * 2]
for k in range(3):
    print(ords(vals))


def chrs(vals):
    out = []
    for v in vals:
        try:
            out.append(chr(v))
        except (TypeError, ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


cvals = [0, 65, 127, 128, 255, 0x10FFFF, 0x110000, -1, 2**70, True, 3.0, "a"]
for k in range(3):
    print(chrs(cvals))


def rebound(n):
    s = 0
    for i in range(n):
        s += ord("A")
    return s


print(rebound(500))
ord = lambda c: 1000
print(rebound(500))
del ord
print(rebound(5))
