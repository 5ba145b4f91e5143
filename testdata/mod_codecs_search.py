# Codec search functions registered with codecs.register are seen by
# str.encode and bytes.decode; lookup() normalises names; the namereplace
# error handler names characters with unicodedata's names.
import codecs

calls = []


def search(name):
    calls.append(name)
    if name == "rot_x":
        def enc(s, errors="strict"):
            return s[::-1].encode("ascii", errors), len(s)

        def dec(b, errors="strict"):
            return bytes(b)[::-1].decode("ascii", errors), len(b)
        return codecs.CodecInfo(enc, dec, name="rot-x")
    if name == "to_str":
        return codecs.CodecInfo(lambda s, e="strict": (s, len(s)),
                                lambda b, e="strict": (bytes(b), len(b)), name="to-str")
    if name == "bad_result":
        return codecs.CodecInfo(lambda s, e="strict": b"x",
                                lambda b, e="strict": "y", name="bad-result")
    return None


codecs.register(search)
print("abc".encode("rot_x"), b"xyz".decode("rot-x"), codecs.lookup("ROT X").name)
print(codecs.encode("hi", "rot_x"), codecs.decode(b"hi", "rot_x"))
print("é".encode("rot_x", "replace"), "é".encode("rot_x", "namereplace"))
for f in (lambda: "a".encode("to_str"), lambda: b"a".decode("to_str"),
          lambda: "a".encode("bad_result"), lambda: b"a".decode("bad_result"),
          lambda: "a".encode("nope_codec"), lambda: b"a".decode("no such"),
          lambda: "a".encode("rot13"), lambda: b"61".decode("hex")):
    try:
        print(repr(f()))
    except (LookupError, TypeError) as e:
        print(type(e).__name__, e)
print(calls)
codecs.unregister(search)
try:
    "a".encode("rot_x")
except LookupError as e:
    print("LookupError", e)
print(codecs.encode("abc", "rot13"), codecs.lookup("rot13").name)
for n in ["UTF8", "utf_8", "U8", "latin1", "L1", "iso-8859-1", "ascii", "US-ASCII", "utf-16-le", "UTF_32 BE"]:
    print(n, codecs.lookup(n).name)

text = "café\u2603\U0001F600\x80\ud800 x\u0378y"
for enc in ("ascii", "latin-1"):
    print(text.encode(enc, "namereplace"))
print("é".encode("utf-8", "namereplace"), "\ud800".encode("utf-8", "namereplace"))
print(codecs.namereplace_errors(UnicodeEncodeError("ascii", "aé\u20ac", 1, 3, "x")))
print(codecs.lookup_error("namereplace") is codecs.namereplace_errors)
