# The single-byte codecs (cp1252, cp437, koi8_r, mac_roman, ISO 8859...),
# found by every alias through the encodings package.
import codecs
import encodings
import encodings.aliases
import io
import zlib

NAMES = ["cp037", "cp437", "cp850", "cp852", "cp855", "cp858", "cp860",
         "cp862", "cp863", "cp865", "cp866", "cp1140", "iso8859_2",
         "iso8859_3", "iso8859_4", "iso8859_5", "iso8859_6", "iso8859_7",
         "iso8859_8", "iso8859_9", "iso8859_10", "iso8859_13", "iso8859_14",
         "iso8859_15", "iso8859_16", "koi8_r", "koi8_u", "mac_roman",
         "mac_cyrillic", "cp874", "cp1250", "cp1251", "cp1252", "cp1253",
         "cp1254", "cp1255", "cp1256", "cp1257", "cp1258"]

ALL = bytes(range(256))
for name in NAMES:
    info = codecs.lookup(name)
    text = ALL.decode(name, "replace")
    undefined = [i for i, c in enumerate(text) if c == "\ufffd"]
    # encoding what was decoded gives the bytes back
    back = text.replace("\ufffd", "").encode(name)
    expect = bytes(b for b in ALL if b not in undefined)
    print(name, info.name, len(text), zlib.crc32(text.encode("utf-8")),
          undefined, back == expect)

# names and aliases
for alias in ["windows-1252", "Windows_1252", "1252", "latin2", "L2",
              "iso-8859-15", "ISO_8859-15", "latin9", "l9", "latin-9",
              "koi8-r", "KOI8_R", "cskoi8r", "macintosh", "MacRoman",
              "mac-roman", "ibm437", "437", "IBM850", "cp-1252", "ebcdic-cp-us",
              "iso_ir_144", "cyrillic", "greek", "hebrew", "arabic",
              "iso8859-1", "latin-1", "utf8", "  cp1252  ", "cp1252.x"]:
    try:
        print(repr(alias), codecs.lookup(alias).name)
    except LookupError as e:
        print(repr(alias), "LookupError", e)

print(encodings.normalize_encoding("Latin  -1"),
      encodings.normalize_encoding("ÄÖ-x y.z"),
      encodings.normalize_encoding(b"utf--8"),
      encodings.normalize_encoding("__cp1252__"))
a = encodings.aliases.aliases
print(a["windows_1252"], a["latin2"], a["cskoi8r"], a["macintosh"],
      a["ibm437"], a["l9"], a["u8"], a["latin1"])
print(encodings.search_function("cp1252").name,
      encodings.search_function("no-such-codec"))

# errors
s = "naïve café – “quoted” € ☃ 𝄞"
for errors in ["ignore", "replace", "backslashreplace", "xmlcharrefreplace",
               "namereplace"]:
    print(errors, s.encode("cp437", errors), s.encode("cp1252", errors))
for name, text in [("cp1252", "a€b☃☃c"), ("cp437", "ab\u20ac\u20ac"),
                   ("koi8_r", "xyz\u00e9")]:
    try:
        text.encode(name)
    except UnicodeEncodeError as e:
        print(type(e).__name__, e, e.encoding, e.start, e.end, e.reason)
for name, data in [("cp1252", b"ab\x81c"), ("iso8859_6", b"\xa1\xa2"),
                   ("cp874", b"\xdb")]:
    try:
        data.decode(name)
    except UnicodeDecodeError as e:
        print(type(e).__name__, e, e.encoding, e.start, e.end)
    for errors in ["ignore", "replace", "backslashreplace", "surrogateescape"]:
        print(name, errors, repr(data.decode(name, errors)))
print(b"a\x81\x8d".decode("cp1252", "surrogateescape").encode(
    "cp1252", "surrogateescape"))
# EBCDIC: the replacement text is itself encoded through the table
print("A€".encode("cp037", "backslashreplace"),
      "A€".encode("cp037", "replace"), "Hello".encode("cp037"))


def handler(exc):
    if isinstance(exc, UnicodeEncodeError):
        return ("<%d-%d>" % (exc.start, exc.end), exc.end)
    return ("[%02x]" % exc.object[exc.start], exc.start + 1)


codecs.register_error("test.charmap", handler)
print("x☃☃y€".encode("cp437", "test.charmap"),
      b"\x81x\x8d".decode("cp1252", "test.charmap"))

# incremental and stream forms
enc = codecs.getincrementalencoder("cp1252")()
dec = codecs.getincrementaldecoder("koi8_r")()
print(enc.encode("caf"), enc.encode("é", final=True),
      dec.decode(b"\xf0\xd2"), dec.decode(b"\xc9", final=True))
buf = io.BytesIO()
w = io.TextIOWrapper(buf, encoding="cp1252", newline="")
w.write("€uro café\n")
w.flush()
print(buf.getvalue())
r = io.TextIOWrapper(io.BytesIO("Привет мир".encode("cp866")),
                     encoding="cp866")
print(r.read())
sr = codecs.getreader("mac_roman")(io.BytesIO("π ≈ 3.14".encode("mac_roman")))
print(sr.read())
print(codecs.encode("żółw", "iso8859-2"), codecs.decode(b"\xbf\xf3\xb3w", "latin2"))

# the _codecs functions
table = "\x00abc" + "\ufffe" * 252
em = codecs.charmap_build(table)
d = codecs.charmap_build("abc" + "\ufffe" * 252 + "a")
print(type(d).__name__, sorted(d.items()))
print(sorted(codecs.charmap_build("abc").items()),
      codecs.charmap_build(codecs.lookup("cp1252").decode(bytes(range(256)), "replace")[0].replace("\ufffd", "\ufffe")).size(),
      codecs.charmap_build(encodings.search_function("koi8_r").decode(bytes(range(256)))[0]).size())
print(type(em).__name__, em.size(),
      codecs.charmap_encode("cab\x00", "strict", em),
      codecs.charmap_decode(b"\x01\x03\x00", "strict", table),
      codecs.charmap_decode(b"\x00\x01", "strict", {0: "X", 1: 0x263a}),
      codecs.charmap_encode("xy", "strict", {ord("x"): 7, ord("y"): b"YY"}),
      codecs.charmap_decode(b"\xe9"))
try:
    codecs.charmap_decode(b"\x00\x04", "strict", table)
except UnicodeDecodeError as e:
    print(e)
try:
    codecs.charmap_encode("abz", "strict", em)
except UnicodeEncodeError as e:
    print(e)
