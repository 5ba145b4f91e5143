# Unicode details: codecs, surrogates, case mapping, properties.

def t(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

s = "aé€😀"
for enc in ["utf-8", "UTF8", "latin-1", "iso-8859-1", "ascii", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-be", "bogus"]:
    t(lambda: s.encode(enc))
for errors in ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "surrogateescape", "nope"]:
    t(lambda: s.encode("ascii", errors))
    t(lambda: s.encode("latin-1", errors))
t(lambda: "ab".encode("ascii", "nope"))
t(lambda: "\ud800".encode())
t(lambda: "a\ud800\udc00b".encode("utf-8", "surrogatepass"))
t(lambda: "a\ud800b".encode("utf-8", "replace"))
t(lambda: "a\udcffb".encode("utf-8", "surrogateescape"))
t(lambda: "a\udcffb".encode("ascii", "surrogateescape"))

for data in [b"abc", b"\xc3\xa9", b"\xff", b"a\x80b", b"\xe2\x82", b"\xe2\x82x", b"\xed\xa0\x80", b"\xf0\x9f\x98", b"\xc0\xaf", b"\xf4\x90\x80\x80"]:
    for errors in ["strict", "replace", "ignore", "backslashreplace", "surrogateescape"]:
        t(lambda: data.decode("utf-8", errors))
t(lambda: b"a\xed\xa0\x80b".decode("utf-8", "surrogatepass"))
t(lambda: b"\xe9t\xe9".decode("latin-1"))
t(lambda: b"\xe9t\xe9".decode("ascii"))
t(lambda: b"\xe9t\xe9".decode("ascii", "replace"))
t(lambda: "日本".encode("utf-16").decode("utf-16"))
t(lambda: b"\xff\xfea\x00".decode("utf-16"))
t(lambda: b"a\x00b".decode("utf-16-le"))
t(lambda: b"\x00\xd8".decode("utf-16-le"))
t(lambda: b"abc".decode("bogus"))
t(lambda: b"abc".decode("utf-8", "bogus"))

try:
    "aé".encode("ascii")
except UnicodeEncodeError as e:
    print(e.encoding, repr(e.object), e.start, e.end, e.reason)
    print(repr(e.args))
try:
    b"a\xffb".decode("utf-8")
except UnicodeDecodeError as e:
    print(e.encoding, repr(e.object), e.start, e.end, e.reason)
    print(isinstance(e, ValueError), isinstance(e, UnicodeError))

# surrogates in str
w = "\ud83d\ude00"
t(lambda: len(w))
t(lambda: w == "😀")
t(lambda: w[0])
t(lambda: [hex(ord(c)) for c in w])
t(lambda: w.isprintable())
t(lambda: chr(0xD800) + chr(0xDC00))
t(lambda: "x\ud800y".split("\ud800"))
t(lambda: "x\ud800y"[::-1])
t(lambda: ("\ud800" * 3).count("\ud800"))
t(lambda: "\udfff" > "\ud800")
t(lambda: "\uffff" > "\ud800")
t(lambda: "\U00010000" > "\uffff")

# case mappings and properties of assorted code points
chars = "aAzZ0 ßẞİıſΣσςǅǄǆᾳᾼﬁﬀŉǰΐͅʰªⅫⅻⓐⒶ𐐀𐐨ᏸᏰꭰ̈́"
for c in chars:
    print(hex(ord(c)), repr(c.upper()), repr(c.lower()), repr(c.title()), repr(c.casefold()), repr(c.swapcase()),
          c.isupper(), c.islower(), c.istitle(), c.isalpha(), c.isprintable(), c.isidentifier())
t(lambda: "ΣΑΣ".lower())
t(lambda: "ΑΣ ΑΣ ΑΣ".lower())
t(lambda: "Σ".lower())
t(lambda: "AΣ.".lower())
t(lambda: "AΣ'B".lower())
t(lambda: "hello ǅungla".title())
t(lambda: "ǅungla".capitalize())
t(lambda: "ﬁsh and ﬂour".title())
t(lambda: "ǰ".upper())
t(lambda: "Straße".casefold() == "STRASSE".casefold())

digits = "0٣۳߃३৩੩૩୩௩౩೩൩෩๓໓༣၃႓៣᠓᥉᧓᪃᪓᭓᮳᱃᱓꘣꣓꤃꧓꧳꩓꯳３𐒣𐴳𑁩𑃳𑄹𑇓𑋳𑑓𑓓𑙓𑛃𑜳𑣣𑥓𑱓𑵓𑶣𖩣𖭓𝟑𝟛𝟥𝟯𝟹𞅃𞋳𞥓🯳"
t(lambda: [c.isdecimal() for c in digits].count(True))
t(lambda: "{٣}".format(*range(4)))
t(lambda: format(3, "٣>5"))

for c in "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\u200b\ufeff":
    print(hex(ord(c)), c.isspace(), repr(c), ascii(c), c.isprintable())
t(lambda: "a\u2000b\u3000c".split())

for c in "\x00\x7f\x80\xa0\xad\u0378\u200b\u2028\ue000\U000e0100\U0010ffff\U0001f600\u0600\U0001fbf0":
    print(repr(c), ascii(c))
