# quopri and binascii's quoted-printable functions.
import binascii
import io
import quopri

samples = [
    b"",
    b"hello world",
    b"caf\xc3\xa9 = 100%\n",
    b"trailing space \nand tab\t\nend ",
    b"a" * 75 + b"\n" + b"b" * 76 + b"\n" + b"c" * 77 + b"\n" + b"d" * 200,
    b"x" * 74 + b"=\n" + b"y" * 73 + b"\xff\xfe",
    b".\n.\r\n.x\n.",
    b"crlf line\r\nsecond\r\nthird \r\n",
    b"under_score and space",
    b"\x00\x01\x7f\x80 ctrl\r\rlone cr\n",
    bytes(range(256)),
    b"tab\tin\tmiddle and end\t",
]
for s in samples:
    for kw in [{}, {"quotetabs": True}, {"header": True}, {"istext": False},
               {"quotetabs": True, "istext": False, "header": True}]:
        e = binascii.b2a_qp(s, **kw)
        d = binascii.a2b_qp(e, header=kw.get("header", False))
        print(kw, e, d == s or (kw.get("istext", True) and d))

for enc in [b"=41=42=4", b"abc=", b"=\nsoft", b"a=\r\nb", b"a=  \nb", b"==41",
            b"=4g=ZZ", b"under_score", b"=e9t=C3=A9", "=48=49 str"]:
    print(enc, binascii.a2b_qp(enc), binascii.a2b_qp(enc, header=True))

print(quopri.encodestring(b"Gr\xfc\xdfe an alle = =\n"),
      quopri.encodestring(b"a b\tc", quotetabs=True),
      quopri.encodestring(b"a b_c", header=True),
      quopri.decodestring(b"Gr=FC=DFe=\n an alle"),
      quopri.decodestring(b"a_b", header=True))
src = io.BytesIO("Übergrößenträger — €\n".encode("utf-8") * 5)
dst = io.BytesIO()
quopri.encode(src, dst, quotetabs=False)
print(dst.getvalue())
back = io.BytesIO()
quopri.decode(io.BytesIO(dst.getvalue()), back)
print(back.getvalue().decode("utf-8"))
print(quopri.needsquoting(b"=", False, False), quopri.needsquoting(b" ", True, False),
      quopri.needsquoting(b"_", False, True), quopri.needsquoting(b"a", False, False),
      quopri.quote(b"\xab"), quopri.ishex(b"f"), quopri.ishex(b"g"),
      quopri.unhex(b"fF"), quopri.unhex(b"10"))
for bad in [1, "é"]:
    try:
        binascii.a2b_qp(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    binascii.b2a_qp("str")
except TypeError as e:
    print(type(e).__name__, e)
