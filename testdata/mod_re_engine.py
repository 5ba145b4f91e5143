# The re module's backtracking engine: every construct sre supports, with
# CPython's results (groups, lastindex, empty-match rules) and errors.
import re


def show(m):
    if m is None:
        return "None"
    return "%r %r %r %r" % (m.span(), m.groups(), m.lastindex, m.lastgroup)


def tryc(p, flags=0):
    try:
        re.compile(p, flags)
        print("ok", repr(p))
    except re.error as e:
        print("error", repr(p), "|", e, "|", e.msg, e.pos)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, repr(p), "|", e)


print("-- backreferences")
print(show(re.match(r"(.+)\1", "abab")))
print(show(re.search(r"(\w+) \1", "say hello hello world")))
print(show(re.match(r"(?P<q>['\"]).*?(?P=q)", "'it''s'")))
print(show(re.match(r"(?i)(ab)\1", "abAB")))
print(show(re.match(r"(a)|\1", "x")))
print(show(re.match(r"(a)?\1", "b")))
print(re.findall(r"(\w)\1", "aabbcdde"))
print(re.sub(r"(\w+) \1", r"\1", "the the cat sat sat"))

print("-- lookaround")
print(show(re.search(r"(?<=ab)c", "xxabc")))
print(show(re.search(r"(?<!a)b", "abcb")))
print(show(re.search(r"(?<=(a))b", "ab")))
print(show(re.match(r"a(?=b)", "ab")), show(re.match(r"a(?=b)", "ac")))
print(show(re.match(r"a(?!b)", "ab")), show(re.match(r"a(?!b)", "ac")))
print(show(re.match(r"(?=(a+))a*b\1", "baaabac")), show(re.search(r"(?=(a+))a*b\1", "baaabac")))
print(re.findall(r"(?<=\$)\d+", "cost: $12, $7 and 3"))
print(re.split(r"(?<=,)", "a,b,c"))
print(re.sub(r"(?<=\d)(?=(\d{3})+$)", ",", "1234567"))
print(show(re.compile(r"(?<=a)b").search("ab", 1)))
print(show(re.search(r"(?<=\U0001f600)a", "\U0001f600a")))

print("-- conditional groups")
for s in ["<a>", "a", "<a", "a>"]:
    print(repr(s), show(re.fullmatch(r"(<)?a(?(1)>|)", s)))
print(show(re.match(r"(?P<x>a)?(?(x)b|c)", "ab")), show(re.match(r"(?P<x>a)?(?(x)b|c)", "c")))

print("-- atomic groups and possessive repeats")
print(show(re.match(r"(?>ab|a)c", "ac")), show(re.match(r"(?:ab|a)c", "ac")))
print(show(re.match(r"(?>a*)a", "aaa")), show(re.match(r"a*+a", "aaa")))
print(show(re.match(r"a++b", "aab")), show(re.match(r"(?:ab)++a", "ababa")))
print(show(re.match(r"x{2,3}+x", "xxxx")), show(re.match(r"x{2,3}+x", "xxx")))
print(show(re.match(r"(ab|a)*+b", "abab")), show(re.match(r"\d?+\d", "1")))

print("-- greedy, lazy, groups of the last iteration")
print(show(re.match(r"(a|ab)(c|bcd)(d*)", "abcd")))
print(show(re.match(r"(?:(a)|(b))+", "ab")), show(re.match(r"(?:(a)|b)*", "ab")))
print(show(re.match(r"(a*)*", "b")), show(re.match(r"(a*)+", "aa")))
print(show(re.match(r"(a(b)?)+", "aba")), show(re.match(r"(\w+?)(\d*)$", "abc123")))
print(show(re.match(r"(a??)(a*)", "aa")), show(re.match(r"(a?)+?b", "aab")))
print(show(re.match(r"a{2,}?", "aaaa")), show(re.match(r"a{,2}", "aaa")), show(re.match(r"a{1001}", "a" * 1002)))
print(show(re.match(r"(?:a{0,1000}){2}b", "a" * 50 + "b")))
print(show(re.match(r"a?ab|a?", "ab")))

print("-- flags")
print(show(re.match(r"(?i)stra\u00dfe", "STRA\u1e9eE")), show(re.match(r"(?i)k", "\u212a")))
print(show(re.match(r"(?i)[a-c]+", "ABCabcD")), show(re.match(r"(?i)s", "\u017f")))
print(show(re.match(r"(?i)(?-i:a)b", "aB")), show(re.match(r"(?i)(?-i:a)b", "AB")))
print(re.findall(r"^\w+$", "ab\ncd\n", re.M), re.findall(r"^\w+$", "ab\ncd\n"))
print(re.findall(r".", "a\nb"), re.findall(r".", "a\nb", re.S), re.findall(r"(?s:.).", "\n\na"))
print(re.findall(r"(?x) a b  # comment\n  c", "abc abc"), re.findall(r"(?x)[ ]a", " a"))
print(re.findall(r"\w+", "caf\xe9 na\xefve \u0661\u0662"), re.findall(r"\w+", "caf\xe9", re.A))
print(re.findall(r"\b\w", "caf\xe9 \xe9t\xe9"), re.findall(r"\b\w", "caf\xe9 \xe9t\xe9", re.A))
print(re.findall(r"\d+", "\u0661\u0662 12"), re.findall(r"\d+", "\u0661\u0662 12", re.A))
print(re.findall(r"\s+", "a\u2003\x1cb c"), re.findall(r"\Bo\B", "foo o"))
print(re.findall(r"$", "a\n"), re.findall(r"$", "a\nb\n", re.M), re.findall(r"\Aa|b\Z", "ab b\n"))
print(re.compile(r"(?i)a", re.M), re.compile(r"a", re.A | re.S), re.compile(rb"a", re.L).flags)

print("-- bytes")
print(show(re.match(rb"(.+)\1", b"\xff\xff")), re.findall(rb"\w+", b"caf\xe9 ok"))
print(show(re.match(rb"(?i)\xe9", b"\xc9")), show(re.match(rb"(?i)(a)\1", b"aA", re.L)))
print(re.sub(rb"(?<=\xff)a", b"!", b"\xffa a"), re.split(rb"\n", b"a\nb"))
print(re.findall(rb"agggtaaa|tttaccct", b"xagggtaaatttaccctagggtaaa"))
print(re.sub(rb">.*\n|\n", b"", b">head\nab\ncd\n"))
print(re.findall(rb"[cgt]gggtaaa|tttaccc[acg]", bytearray(b"cgggtaaatttacccg")))

print("-- str with surrogates and astral characters")
print(show(re.search("[\ud800-\udbff][\udc00-\udfff]", "a\ud800\udc00b")))
print(ascii(re.sub("\ud800", "x", "a\ud800b")), ascii(re.findall(".", "\ud83d\U0001f600")))
print(re.findall("\U0001f600{2}", "\U0001f600\U0001f600\U0001f600"))

print("-- pos and endpos")
p = re.compile(r"\b\w+")
print(show(p.search("hello world", 1)), show(p.match("hello world", 6)), show(p.fullmatch("hello world", 6, 9)))
print(show(re.compile(r"^a").search("ba", 1)), show(re.compile(r"^a", re.M).search("b\na", 1)))
print(show(re.compile(r"a$").search("ab", 0, 1)), show(re.compile(r"").match("abc", 2, 1)))
print(p.findall("one two three", 2, 9), [m.span() for m in p.finditer("one two three", 4)])

print("-- empty matches")
print(re.findall(r"", "abc"), re.findall(r"x*", "axxb"), re.findall(r"\b|:+", "a::bc"))
print(re.sub(r"x*", "-", "abxd"), re.subn(r"", "-", "ab"), re.sub(r"(?=b)", "^", "abab"))
print(re.split(r"x*", "axbc"), re.split(r"\b", "a b"), re.split(r"(?:)", "ab"), re.split(r"(x)?", "ab"))
print([m.span() for m in re.finditer(r"a*?", "aa")], [m.span() for m in re.finditer(r"a|", "aba")])
sc = re.compile(r"a*").scanner("aab")
print([sc.match() for _ in range(3)])
sc = re.compile(r"a|").scanner("ab")
print([m.span() if m else None for m in [sc.search(), sc.search(), sc.search(), sc.search()]])

print("-- sub with templates and callables")
print(re.sub(r"(?P<w>\w+)@(\w+)", r"\2 at \g<w> (\g<0>)", "me@host"))
print(re.sub(r"(\d+)", lambda m: str(int(m[1]) * 2), "a1 b22 c333"))
print(re.subn(r"(a)|b", r"[\1]", "abc"), re.sub(r"a", r"\n\\", "a"))
print(re.compile(r"(a)(b)?").match("a").expand(r"\1-\2-"))

print("-- match objects")
m = re.match(r"(?P<first>\w+) (?P<last>\w+)?", "Jane ")
print(m.groupdict(), m.groupdict("-"), m.groups("?"), m.regs, m.lastgroup, m.lastindex)
m = re.match(r"((a)(b))", "ab")
print(m.lastindex, m.lastgroup, m.span(2), m[3], m.start(1), m.end(0))
print(re.match(r"(a)(?:b|(c))", "ab").lastindex, re.match(r"(?:(a)|b)", "b").lastindex)

print("-- Scanner")
sc = re.Scanner([(r"\d+", lambda s, t: ("INT", int(t))), (r"[a-z]+", lambda s, t: ("NAME", t)), (r"\s+", None)])
print(sc.scan("x 12 yy 3 !"))

print("-- errors")
for p in [r"(?<=a+)b", r"(?<=a|bc)d", r"(?<!a*)b", r"(?<=(a)\1)b", r"(a)(?<=\1)", r"(?<=x{2})y", r"(?<=x{2,3})y",
          r"(a\1)", r"(?P=n)", r"\2(a)", r"(?(2)a|b)(x)", r"(?(0)a)", r"(?(1)a|b|c)", r"(?>", r"a**",
          r"a*++", r"(?<a)", r"(?P<1>a)", r"[z-a]", r"(?<=a(?!b))c", r"(?<=\b)a", r"x{2,1}",
          "a\n(?<=a+)", r"(?(x)a)", r"(?P<x>a)(?P<x>b)", r"(?i", r"\N{BOGUS}"]:
    tryc(p)
tryc(r"a{4294967296}")
tryc(r"(?L)a")
tryc(rb"(?u)a")
