# The re module: matching, positions (code points, not bytes), bytes
# patterns, flags, sub templates, split, findall, errors.
import re
import copy


def show(m):
    if m is None:
        print("  None")
    else:
        print(" ", m, m.span(), m.groups())


print("== basics")
show(re.match(r"(\w+) (\w+)", "hello world!"))
show(re.search(r"(\d+)-(\d+)", "tel: 555-1234 ok"))
show(re.fullmatch(r"a|ab", "ab"))
show(re.fullmatch(r"a*?", "aaa"))
show(re.match(r"a*?", "aaa"))
show(re.match("x", "abc"))
show(re.search(r"c$", "abc"))
show(re.search(r"^b", "abc"))
show(re.match(r"(a)(b)?(c)?", "ac"))
show(re.search(r"(?P<year>\d{4})-(?P<month>\d\d)", "on 2024-05-17"))
show(re.match(r"a{2,3}", "aaaa"))
show(re.match(r"a{2,3}?", "aaaa"))
show(re.match(r"a{,2}", "aaaa"))
show(re.match(r"a{3}", "aaaa"))
show(re.match(r"a{,}", "aaaa"))
show(re.match(r"x{", "x{"))
show(re.match(r"x{1,2", "x{1,2"))
show(re.match(r"x{}", "x{}"))
show(re.match(r"[]a]+", "]a]b"))
show(re.match(r"[^]a]+", "bcd]"))
show(re.match(r"[a-]+", "a-a-b"))
show(re.match(r"[\d\s]+", "1 2\t3x"))
show(re.match(r"[\w.-]+@[\w.-]+", "john.doe-x@mail.example.com rest"))
show(re.match(r"\x41\101\u0042\U00000043\0", "AABC\0"))
show(re.match(r"[\x41-\x43]+", "ABCD"))
show(re.match(r"\N{LATIN SMALL LETTER E WITH ACUTE}+", "ééx"))
show(re.match(r"(?:ab)+", "ababa"))
show(re.match(r"(ab)*c", "ababc"))
show(re.match(r"(a|b)*", "abba"))
show(re.match(r"", ""))
show(re.match(r"\\", "\\"))
show(re.match(r"a.c", "a\nc"))
show(re.match(r"(?s)a.c", "a\nc"))
show(re.match(r"[^a]", "\n"))
show(re.match(r"(a)(?#comment)b", "ab"))
show(re.match(r"a(?=)b", "ab"))
show(re.match(r"a(?!)b|ac", "ac"))

print("== non-ASCII positions")
s = "naïve café — ünïcödé 日本語 😀 end"
for m in re.finditer(r"\w+", s):
    print(" ", m.span(), m.group(), m.start(), m.end())
m = re.search(r"(日本)(語)", s)
print(" ", m.span(), m.span(1), m.span(2), m.group(2), s[m.start():m.end()])
m = re.search(r"😀 (\w+)", s)
print(" ", m.span(), m.group(1), m.start(1))
print(" ", re.compile("é").search(s, pos=10), re.compile("é").search(s, 0, 9))
print(" ", re.compile(r"\w+").findall(s, 6, 20))
print(" ", re.compile(r"\w+").match(s, 6), re.compile(r"\w+").match(s, 6, 8))
print(" ", re.sub(r"[éü]", "E", s))
print(" ", re.split(r"\s+", s))
print(" ", re.findall(r".", "aé😀b"), len(re.findall(r".", "aé😀b")))
print(" ", re.sub(r"", "-", "aé😀"))
print(" ", [m.span() for m in re.finditer(r"", "é😀")])
print(" ", re.search(r"(?i)ÉCOLE", "une école"), re.search(r"(?i)straße", "STRASSE"), re.search(r"(?i)σ", "Σς"))
print(" ", re.findall(r"\d+", "12 ٣٤ ²3 ７８"))
print(" ", re.findall(r"(?a)\d+", "12 ٣٤ ７８"), re.findall(r"(?a)\w+", "héllo wörld"))
print(" ", re.findall(r"\s", "a\u00a0b\u2003c\x1cd\te"))
print(" ", re.findall(r"[^\W\d]+", "abc123déf_4"))
print(" ", re.match(r"(?i)[k-l]+", "Kk\u212a"), re.match(r"(?ai)[k-l]+", "Kk\u212a"))
print(" ", re.match(r"(?i)i", "\u0130"), re.match(r"(?i)\u0131", "I"), re.match(r"(?i)s", "\u017f"))
print(" ", re.match(r"(?ai)é", "É"), re.match(r"(?i)é", "É"))
print(" ", re.search(r"\d", "\ud800x5"), re.findall(r".", "a\udc00b"))

print(" ", re.findall("\ud800", "a\ud800b\udc00"), re.findall("[\ud800-\udfff]+", "a\ud800\udc00b"), re.split("(\ud800)", "x\ud800y"))
m = re.search("b", "\ud800\udfffab")
print(" ", m.span(), ascii(m.string[m.start():]), re.sub("[^a]", "-", "a\ud83d\ude00b"))

print("== empty matches and empty iterations")
print(" ", re.findall(r"\w??b*", "xb"), re.findall(r"(|a+)", "aaa b"), re.findall(r"a*?b*", "aab"), re.sub(r"x*?y?", "-", "xxyz"))
print(" ", re.match(r"(a|)+", "aa").groups(), re.match(r"(\S*)+", "ab").groups(), re.match(r"(a|)*b", "aab").groups(),
      re.match(r"((a)|b|)+", "ab").groups())
print(" ", re.split(r"\s*?", "a b"), re.findall(r"(a)??", "aa"), [m.span() for m in re.finditer(r"(?:|x)(?:y|)", "xyx")])

print("== bytes")
b = b"caf\xe9 \xff\xfe na\xefve 123"
show(re.search(rb"\xe9", b))
show(re.search(rb"(\w+) (\W+)", b))
print(" ", re.findall(rb"\w+", b), re.findall(rb"[\x80-\xff]", b))
print(" ", re.sub(rb"[\xe9\xef]", b"?", b), re.split(rb"\s", b))
print(" ", re.findall(rb"(?i)CAF.", b"caf\xe9 CAF\xc9"), re.match(rb"(?i)\xe9", b"\xc9"))
print(" ", re.findall(rb".", b"a\nb"), re.findall(rb"\s", b" \t\n\x0b\x0c\r\x1c\x85\xa0"))
print(" ", re.match(rb"a", bytearray(b"abc")).group(), re.match(rb"b+", memoryview(b"bbc")))
print(" ", re.compile(rb"(?P<x>\d)").match(b"5").groupdict(), re.escape(b"a.b\xe9*"))
m = re.search(rb"(\xff+)", b"ab\xff\xffcd")
print(" ", m, m.span(1), m.expand(rb"[\1]"), m.string)

print("== flags")
for p in [re.compile("a"), re.compile("a", re.I), re.compile("a", re.I | re.M | re.S | re.X),
          re.compile("a", re.A), re.compile(b"a"), re.compile(b"a", re.L | re.I), re.compile("a", re.U),
          re.compile("(?i)a"), re.compile("(?x) a"), re.compile("a", re.DEBUG & 0 | 1024)]:
    print(" ", repr(p), p.flags)
print(" ", re.I, re.I | re.M, re.A, re.NOFLAG, ~re.I, re.I | 4096, int(re.I | re.S), re.IGNORECASE is re.I)
print(" ", repr(re.X), str(re.M), re.RegexFlag.DOTALL, re.U.value, type(re.I).__name__)
print(" ", re.findall(r"^\w", "one\ntwo\nthree", re.M), re.findall(r"\w$", "one\ntwo\nthree", re.M))
print(" ", re.findall(r"(?m)^$", "a\n\nb\n"), re.findall(r"(?m)^", "a\nb\n"), re.findall(r"(?m)$", "a\nb\n"))
print(" ", re.match(r"(?i:a)b", "Ab"), re.match(r"(?i:a)b", "AB"), re.match(r"a(?-i:b)", "Ab", re.I), re.match(r"a(?-i:b)", "AB", re.I))
print(" ", re.match(r"(?s:.).", "\n\n"), re.match(r"(?x: a b ) c", "abc"), re.match(r"(?x: a b ) c", "ab c"))
print(" ", re.match(r"(?a:\w)\w", "éé"), re.match(r"(?u:\w)\w", "éa", re.A))
verbose = re.compile(r"""
    (?P<int> \d+ )      # the integer part
    (?: \. (?P<frac>\d+) )?   # optional fraction
    \ unit [#]          # escaped space and a literal hash
""", re.VERBOSE)
print(" ", verbose.match("3.14 unit#").groupdict(), verbose.match("42 unit#").groups(), verbose.groups)
print(" ", re.match(r"[ #]", " ", re.X), re.match(r"a b", "ab", re.X), re.match(r"a\ b", "a b", re.X))

print("== $ and \\Z")
for text in ["ab", "ab\n", "ab\n\n", "x\nab\n", "ab\nx\nab\n", "ab\nab"]:
    print(" ", repr(text), [m.span() for m in re.finditer(r"ab$", text)], [m.span() for m in re.finditer(r"$", text)],
          re.search(r"b\Z", text), re.search(r"(?s)b.$", text), re.findall(r"\n$", text), re.findall(r"ab$\n", text))
print(" ", re.search(r"a$", "a\n", re.M), re.fullmatch(r"ab$", "ab\n"), re.match(r"ab$", "ab\n").span())
print(" ", re.compile(r"b$").search("ab\nab", 0, 2), re.compile(r"b$").search("ab\ncd", endpos=3))
print(" ", re.sub(r"$", "!", "l1\nl2\n"), re.sub(r"(?m)$", "!", "l1\nl2\n"), re.sub(r"\s*$", "", "text  \n"))

print("== \\b")
print(" ", re.findall(r"\bfoo\b", "foo foobar afoo foo."), re.findall(r"\Boo\B", "foo fooo"), re.sub(r"\b", "|", "ab cd"))
print(" ", re.findall(r"\b\w", "one two  three"), re.search(r"\bb", "ab b", 1), re.search(r"\bb", "ab b", 2))
print(" ", re.compile(r"^a").search("aaa", 1), re.compile(r"(?m)^a").search("a\na", 1), re.compile(r"\Aa").match("aa", 1))
print(" ", re.compile(r"(?m)^\w+").findall("ab\ncd\nef", 1), re.compile(r"\b\w+").findall("abc def", 1))

print("== findall / finditer")
print(" ", re.findall(r"\d", "a1b22c333"), re.findall(r"(\d)(\w)", "1a2b3"), re.findall(r"(a)|(b)", "ab"))
print(" ", re.findall(r"x*", "axxb"), re.findall(r"|a", "a"), re.findall(r"a*?", "aaa"), re.findall(r"a|", "aab"))
print(" ", re.findall(r"\b", "ab cd"), re.findall(r"(?:)", "ab"), re.findall(r"(\w)(\w)?", "abc"))
print(" ", [(m.start(), m.group()) for m in re.finditer(r"a+|b", "aabxab")])
it = re.finditer(r"\w", "ab")
print(" ", type(it).__name__, next(it), list(it), list(it))
p = re.compile(r"\d+")
print(" ", p.findall("1 22 333 4444", 2), p.findall("1 22 333 4444", 2, 8), p.findall("1 22", -5, 100))
print(" ", [m.span() for m in p.finditer("1 22 333", 1, 6)], list(p.finditer("")))

print("== sub / subn")
print(" ", re.sub(r"(\w+) (\w+)", r"\2 \1", "hello world, good day"))
print(" ", re.sub(r"(?P<first>\w+) (?P<second>\w+)", r"\g<second>-\g<first>-\g<0>-\g<1>", "ab cd"))
print(" ", re.sub(r"a", r"\n\t\\x\&", "bab"), repr(re.sub(r"a", r"\0\07\101", "a")), re.sub(r"(a)", r"\1\060", "a"))
print(" ", re.sub(r"x*", "-", "abxd"), re.sub(r"", "-", "abc"), re.sub(r"a|", "-", "bab"))
print(" ", re.sub(r"\d", lambda m: str(int(m.group()) * 2), "a1b2c3"), re.sub(r"(a)(b)?", lambda m: repr(m.groups()), "ab a"))
print(" ", re.sub(r"a", lambda m: None, "banana"), re.subn(r"a", "o", "banana"), re.subn(r"a", "o", "banana", count=2))
print(" ", re.sub(r"(a)|b", r"[\1]", "ab"), re.sub(r"a", "", "aaa"), re.subn(r"z", "y", "abc"))
print(" ", re.compile(r"o").sub("0", "foo boo", 3), re.compile(r"o").subn("0", "foo boo", count=1))
print(" ", re.sub(rb"(\d+)", rb"<\1>", b"a12b3"), re.sub(rb"a", lambda m: b"AA", b"bab"), re.sub(rb"a", bytearray(b"z"), b"aa"))
print(" ", re.sub("é+", "e", "cafééé é"), re.sub(r"(?i)É", "E", "éÉ"), re.sub(r"a", "😀", "aba"))
m = re.match(r"(?P<a>x)(y)?", "x")
print(" ", m.expand(r"\g<a>[\2]\1"), repr(m.expand("")), m.expand(r"\g<0>\\"))
calls = []
def repl(m):
    calls.append(m.span())
    return "<" + m.group() + ">"
print(" ", re.sub(r"\w+", repl, "ab, cd ef"), calls)

print("== split")
print(" ", re.split(r",", "a,b,,c"), re.split(r"(,)", "a,b"), re.split(r"(,)|(;)", "a,b;c"), re.split(r"x*", "axb"))
print(" ", re.split(r"\s*", "a b  c"), re.split(r"\b", "ab cd"), re.split(r",", "a,b,c", maxsplit=1))
print(" ", re.split(r",", "a,b,c", maxsplit=-1), re.split(r"(?:)", "abc"), re.split(r"a", ""), re.split(r"", ""))
print(" ", re.compile(r"(\d)").split("a1b2c3", 2), re.split(rb"-", b"a-b"), re.split(r"^", "a\nb", flags=re.M))

print("== Match objects")
m = re.search(r"(?P<key>\w+)=(?P<value>\w*)(?P<opt>;)?", "  color=red  ")
print(" ", m, repr(m), bool(m))
print(" ", m.group(), m.group(0), m.group(1), m.group("key"), m.group(1, "value", 0), m[2], m["key"])
print(" ", m.groups(), m.groups("-"), m.groupdict(), m.groupdict(0))
print(" ", m.start(), m.end(), m.span(), m.start("value"), m.end(2), m.span("opt"), m.start(3))
print(" ", m.pos, m.endpos, m.lastindex, m.lastgroup, m.regs, m.string, m.re)
print(" ", re.match(r"(a)(b)", "ab").lastindex, re.match(r"((a)b)", "ab").lastindex, re.match(r"(a)()", "a").lastindex,
      re.match(r"(a)|b", "b").lastindex, re.match(r"(?P<x>a)(?P<y>b)?", "a").lastgroup, re.match(r"(a)(?P<n>b)", "ab").lastgroup)
print(" ", re.match(r"(?:(a)|b)*", "ab").lastindex, re.match(r"(a(b)?)+", "aba").lastindex, re.match(r"(a)(b(c))", "abc").lastindex)
print(" ", re.match("a" * 60, "a" * 60), re.match(r"\n'", "\n'"))
m = re.compile(r"b").search("abc", 1, 2)
print(" ", m.pos, m.endpos, re.compile("").match("abc", 2, 1), re.compile("b").search("abc", 2, 1))
print(" ", copy.copy(m) is m, copy.deepcopy(m) is m, re.Match[str], re.Pattern[bytes])
for g in [2, -1, "nope", 1.0, None]:
    try:
        re.match(r"(a)", "a").group(g)
    except IndexError as e:
        print("  IndexError", e)
print(" ", re.match(r"(a)", "a").group(True), re.match(r"(a)", "a").start(False))

print("== Pattern objects")
p = re.compile(r"(?P<word>\w+)\s(\d)")
print(" ", p.pattern, p.flags, p.groups, p.groupindex, type(p.groupindex).__name__, dict(p.groupindex))
print(" ", p == re.compile(r"(?P<word>\w+)\s(\d)"), p != re.compile(r"(?P<word>\w+)\s(\d)", re.I), p == 1,
      hash(p) == hash(re.compile(r"(?P<word>\w+)\s(\d)")), re.compile("x") is re.compile("x"))
print(" ", p.match("ab 1"), p.search("?? ab 1 x"), p.fullmatch("ab 1"), p.fullmatch("ab 12"))
print(" ", p.search("xx ab 1", pos=3), p.search("xx ab 1", endpos=6), p.match(string="ab 1"))
print(" ", copy.copy(p) is p, copy.deepcopy(p) is p, re.compile(p) is p, re.compile(b"x") == re.compile("x"))
print(" ", repr(re.compile("x" * 300))[-10:], repr(re.compile("it's")), repr(re.compile(b"\\d\xff")))
re.purge()
print(" ", re.compile("x") == re.compile("x"), type(p).__name__, re.Pattern.__module__, re.Match.__name__)
try:
    re.Pattern()
except TypeError as e:
    print("  TypeError", e)
sc = re.compile(r"\d").scanner("a1b2")
print(" ", sc.search(), sc.search(), sc.search(), sc.pattern)
sc = re.compile(r"\d").scanner("12a")
print(" ", sc.match(), sc.match(), sc.match())

print("== escape")
print(" ", re.escape("a.b*c?d+e(f)g[h]i{j}k|l^m$n\\o p#q&r~s-t\tu\nv"), re.escape("héllo_wörld-1"))
for s in ["1.5*x", "[x]", "a b", "ünï$"]:
    print(" ", bool(re.fullmatch(re.escape(s), s)), end="")
print()

print("== Scanner")
scanner = re.Scanner([
    (r"[a-zA-Z_]\w*", lambda s, t: ("ident", t)),
    (r"\d+(\.\d*)?", lambda s, t: ("number", t)),
    (r"[-+*/=]", lambda s, t: ("op", t)),
    (r"\s+", None),
])
print(" ", scanner.scan("x = 3.5 * y1 + 2 ?rest"))

print("== errors")
for bad in ["(", ")", "a**", "*", "+a", "a{2,1}", "[a", "[z-a]", r"\q", "(?P<1>a)", "(?P<a>x)(?P<a>y)", r"\1", r"(a)\2",
            "(?<x)", "(?", "a(?i)", r"[\d-z]", r"\x1", r"\u12", r"\U0011ffff", "(?z)", "(?i", "(?-i)", "(?P=x)", "a|*",
            "(?#abc", r"\N{foo}", r"\N", "\\", "(?:", "[]", "[^]", "x{1,2}{3}", "a??+", r"\8", "(?P<a", "(?P", "(?P>",
            "(?L)a", "(?ia-i:x)", "(?-a:x)", "(?i-i:x)", "(?(2)x)", "(?(0)x)", "(?(x)a)", "a\n(b", "\\400", "[\\400]",
            r"(?P<a b>x)", r"(?P<é>x)y\9", "^*", r"\b+", "a|b)", "(?x)(?# a)b)"]:
    try:
        re.compile(bad)
        print("  ok", repr(bad))
    except re.error as e:
        print("  error", repr(bad), "|", e, "|", e.msg, e.pos, e.lineno, e.colno, e.pattern == bad)
for bad in [b"(?u)a", b"(?P<\xe9>a)", rb"\u1234", b"\xe9(", b"[\xe9-a]"]:
    try:
        re.compile(bad)
    except re.error as e:
        print("  error", bad, "|", e, "|", repr(e.msg), e.pos)
for f in [lambda: re.compile("a", re.L), lambda: re.compile(b"a", re.U), lambda: re.compile("a", re.A | re.U),
          lambda: re.compile(b"a", re.A | re.L), lambda: re.compile(re.compile("a"), re.I), lambda: re.compile(1),
          lambda: re.compile(bytearray(b"a")), lambda: re.match("a", b"a"), lambda: re.match(b"a", "a"),
          lambda: re.match("a", 1), lambda: re.match("a", None), lambda: re.sub("a", b"x", "aaa"),
          lambda: re.sub(b"a", "x", b"aaa"), lambda: re.sub("a", lambda m: 1, "bab"), lambda: re.sub("(a)", r"\2", "xyz"),
          lambda: re.sub("(a)", r"\g<x>", "a"), lambda: re.sub("(a)", r"\q", "a"), lambda: re.sub("(a)", r"\g<1", "a"),
          lambda: re.sub("(a)", r"\g", "a"), lambda: re.sub("(a)", r"\g<>", "a"), lambda: re.sub("(a)", r"\g<a b>", "a"),
          lambda: re.sub("a", 1, "a"), lambda: re.compile("a{99999999999}"), lambda: re.match(r"(a)", "a").expand(r"\3"),
          lambda: re.escape(1), lambda: re.Match(), lambda: re.sub("(a)", "\\", "a"),
          lambda: re.match("a"), lambda: re.match(), lambda: re.match("a", "b", 0, 1), lambda: re.match("a", "b", x=1),
          lambda: re.match("a", "b", pattern=1), lambda: re.sub("a"), lambda: re.split("a"), lambda: re.compile(),
          lambda: re.purge(1), lambda: re.compile("a", flags="x"), lambda: re.compile("a").match(),
          lambda: re.compile("a").match("a", 1, 2, 3), lambda: re.compile("a").sub("a"), lambda: re.compile("a").search("a", "x"),
          lambda: re.match("(a)", "a").group(x=1), lambda: re.match("(a)", "a").start(1, 2), lambda: re.match("(a)", "a").span(x=0),
          lambda: re.sub("a", "b", "c", 1, 0, 3)]:
    try:
        r = f()
        print("  no error", r)
    except Exception as e:
        print(" ", type(e).__name__, e)
e = re.error("custom message")
print(" ", e, e.msg, e.pattern, e.pos, e.lineno, repr(e), re.error is re.PatternError, type(e))
e = re.error("bad", "ab\ncd", 4)
print(" ", e, e.lineno, e.colno, e.args)
e = re.error("bad", b"ab\ncd\n", 6)
print(" ", e, e.lineno, e.colno)
print(" ", issubclass(re.error, Exception), re.PatternError.__name__, re.error.__module__)
