# str.encode and bytes.decode with the builtin codecs and every standard error handler: the error ranges, codec names and reasons
# CPython reports, surrogateescape and surrogatepass resuming mid-range, encode-only handlers used for decoding.
texts = ["héllo", "a\udc80b\ud800", "\U0001f600x", "abc", "ÿĀ", "\udcff\udc41"]
encs = ["utf-8", "ascii", "latin-1", "utf-16", "utf-16-be", "utf-32", "utf-32-le", "U16"]
handlers = ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "surrogateescape", "surrogatepass", "namereplace", "bogus"]
for t in texts:
    for e in encs:
        for h in handlers:
            try: print(repr(t), e, h, t.encode(e, h).hex())
            except Exception as x: print(repr(t), e, h, type(x).__name__, x, getattr(x, "start", None), getattr(x, "end", None))
datas = [b"h\xc3\xa9", b"\xff\xfeA\x00", b"\xfe\xff\x00A\xd8\x00", b"\xed\xa0\x80x", b"\x80abc\xe2\x82", b"A\x00\x00\xd8", b"\x00\xdc", b"\x00\xd8\x00", b"\xff\xff\x11\x00", b"\x00\xd8\x00\x00", b"abc\x00\x00"]
for d in datas:
    for e in encs:
        for h in handlers:
            try: print(d, e, h, ascii(d.decode(e, h)))
            except Exception as x: print(d, e, h, type(x).__name__, x)
