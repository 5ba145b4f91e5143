"""Generate re_cases.json: what CPython 3.13's re does with many patterns.

Run with CPython 3.13 from this folder:

    PYTHONHASHSEED=0 python3.13 gen_cases.py

Each case is a pattern (code points), flags and subjects (code points, or
bytes values for bytes patterns). For each subject the file records the
result of search, match and fullmatch (group spans and lastindex), a
search from pos 1 to endpos len-1, and every match of finditer. A
pattern that does not compile records its error. TestReCases (re_test.go)
runs the same cases through cpjit's engine and compares.
"""
import json
import random
import re

rng = random.Random(27)

# Hand-written cases: every construct, with subjects chosen to exercise it.
FIXED = [
    (r"(.+)\1", 0, ["abab", "aa", "abcabc", "abc", "xyzxyzx"]),
    (r"(a)(?:(b)|c)\2?", 0, ["ab", "acb", "abb", "ac"]),
    (r"(?P<q>['\"]).*?(?P=q)", 0, ["'a' \"b\"", "\"x'y\"", "'"]),
    (r"(?i)(a)\1", 0, ["aA", "Aa", "ab"]),
    (r"(?i:k)\w", 0, ["\u212ax", "Kk", "kK"]),
    (r"(?<=ab)c", 0, ["abc", "xbc", "abcabc"]),
    (r"(?<!a)b", 0, ["ab", "bb", "cb"]),
    (r"(?<=(a))b", 0, ["ab", "b"]),
    (r"(?<=\b)\w+", 0, ["hi there"]),
    (r"a(?=b)", 0, ["ab", "ac", "aab"]),
    (r"a(?!b)", 0, ["ab", "ac", "a"]),
    (r"(?=(a+))a*b\1", 0, ["baaabac"]),
    (r"(a)?(?(1)b|c)", 0, ["ab", "c", "b", "ac"]),
    (r"(?P<x>a)?(?(x)b)c", 0, ["abc", "c", "ac"]),
    (r"(?>ab|a)c", 0, ["ac", "abc"]),
    (r"(?>a*)a", 0, ["aaa"]),
    (r"a*+a", 0, ["aaa", ""]),
    (r"a++b", 0, ["aab", "b"]),
    (r"(?:ab)++a", 0, ["ababa", "abab"]),
    (r"(ab|a)*+b", 0, ["abab", "aab"]),
    (r"x{2,3}+x", 0, ["xxxx", "xxx"]),
    (r"(a|ab)(c|bcd)(d*)", 0, ["abcd"]),
    (r"a?ab|a?", 0, ["ab", "aab"]),
    (r"ab*c|ab*d|a\b", 0, ["abbd", "a b", "ac"]),
    (r"(a*)*", 0, ["b", "aaa"]),
    (r"(a*)+", 0, ["b", "aa"]),
    (r"(a|b)*?c", 0, ["abc", "c"]),
    (r"(?:(a)|(b))+", 0, ["ab", "ba", "aab"]),
    (r"(?:(a)|b)*", 0, ["ab", "ba"]),
    (r"((a)|b)+", 0, ["ab", "ba"]),
    (r"(a)|(b)", 0, ["b", "a"]),
    (r"(?:x(a)|x(b))+", 0, ["xaxb", "xbxa"]),
    (r"(a(b)?)+", 0, ["aba", "aab"]),
    (r"(\w+?)(\d*)$", 0, ["abc123", "x"]),
    (r"^(?:(\d+)|(\w+))$", 0, ["123", "abc"]),
    (r"a{,2}", 0, ["aaa"]),
    (r"a{2,}?", 0, ["aaaa"]),
    (r"a{3}", 0, ["aaaa", "aa"]),
    (r"a{1001}", 0, ["a" * 1001, "a" * 1000]),
    (r"(?:a{0,1000}){2}b", 0, ["a" * 50 + "b"]),
    (r"^\w+$", re.M, ["ab\ncd", "ab\n"]),
    (r"^", re.M, ["a\nb\n"]),
    (r"$", 0, ["a\n", "a\nb"]),
    (r"$", re.M, ["a\nb\n"]),
    (r"a$", 0, ["a\n", "a\n\n"]),
    (r"\Aa|b\Z", 0, ["ab", "ba", "b\n"]),
    (r".", 0, ["\n", "a"]),
    (r".", re.S, ["\n"]),
    (r"a.c", re.S, ["a\nc"]),
    (r"\bfoo\b", 0, ["foo bar", "foobar", "a foo"]),
    (r"\Bo\B", 0, ["foo", "o"]),
    (r"\b", 0, ["", "ab cd"]),
    (r"\B", 0, ["", "ab"]),
    (r"\b\w+\b", 0, ["caf\xe9 na\xefve \u0661\u0662"]),
    (r"\b\w+\b", re.A, ["caf\xe9 na\xefve"]),
    (r"\w+", re.A, ["caf\xe9"]),
    (r"\d+", 0, ["\u0661\u0662 12"]),
    (r"\d+", re.A, ["\u0661\u0662 12"]),
    (r"\s+", 0, ["a\u2003\x1cb c"]),
    (r"[^\W\d]+", 0, ["ab12cd"]),
    (r"(?i)[a-c]+", 0, ["ABCabcD"]),
    (r"(?i)\u00df", 0, ["\u1e9e", "SS", "\u00df"]),
    (r"(?i)[\u0130]", 0, ["i", "I", "\u0131", "\u0130"]),
    (r"(?i)s", 0, ["\u017f", "S"]),
    (r"(?i)\u03c3", 0, ["\u03a3", "\u03c2"]),
    (r"(?i)(?-i:a)b", 0, ["aB", "AB"]),
    (r"(?x) a b # comment\n c", 0, ["abc"]),
    (r"(?x)[ ]a", 0, [" a"]),
    (r"(?s:.)(?-s:.)", 0, ["\n\n", "\na"]),
    (r"(?m:^a)|b$", 0, ["x\na", "b\n"]),
    (r"a|b|", 0, ["c", "ab"]),
    (r"x*", 0, ["abxd", "xx"]),
    (r"\b|:+", 0, ["a::bc"]),
    (r"(?:)", 0, ["ab"]),
    (r"(?=)", 0, ["ab"]),
    (r"(?!)", 0, ["ab"]),
    (r"a*?", 0, ["aa"]),
    (r"a??b", 0, ["ab", "b"]),
    (r"(a?)+?b", 0, ["aab"]),
    (r"(a??)(a*)", 0, ["aa"]),
    (r"((?:a|b)*)\1", 0, ["abab", "aabb"]),
    (r"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)\11", 0, ["abcdefghijkk"]),
    (r"\u00e9+", 0, ["\xe9\xe9e"]),
    (r"[\ud800-\udbff][\udc00-\udfff]", 0, ["\ud800\udc00", "a\udbff\udfffb"]),
    (r"\ud800", 0, ["a\ud800b"]),
    (r".+", 0, ["a\ud800\U0001f600b"]),
    (r"\U0001f600{2}", 0, ["\U0001f600\U0001f600\U0001f600"]),
    (r"(?<=\U0001f600)a", 0, ["\U0001f600a"]),
    # errors
    (r"(?<=a+)b", 0, []),
    (r"(?<=a|bc)d", 0, []),
    (r"(?<!a*)b", 0, []),
    (r"(?<=(a)\1)b", 0, []),
    (r"(a)(?<=\1)", 0, ["aa"]),
    (r"(?<=(?P<x>a)(?P=x))b", 0, []),
    (r"(a\1)", 0, []),
    (r"(?P=n)", 0, []),
    (r"\2(a)", 0, []),
    (r"(?(2)a|b)(x)", 0, []),
    (r"(?(0)a)", 0, []),
    (r"(?(1)a|b|c)", 0, []),
    (r"(?>", 0, []),
    (r"a**", 0, []),
    (r"a*++", 0, []),
    (r"(?<a)", 0, []),
    (r"(?P<1>a)", 0, []),
    (r"[z-a]", 0, []),
    (r"(?<=a(?!b))c", 0, ["ac"]),
    (r"(?i)(?L:a)", 0, []),
    (r"(?<=x{2})y", 0, ["xxy", "xy"]),
    (r"(?<=x{2,3})y", 0, []),
    (r"(?<=[ab]a|[^a]+?[^\w]+?)", 0, []),
    (r"(?<=a|b+c+)d", 0, []),
]

BYTES = [
    (rb"(.+)\1", 0, [b"abab", b"\xff\xff"]),
    (rb"(?i)\xe9", 0, [b"\xc9", b"\xe9"]),
    (rb"\w+", 0, [b"caf\xe9 ok"]),
    (rb"\w+", re.L, [b"caf\xe9 ok"]),
    (rb"(?<=\xff)a", 0, [b"\xffa"]),
    (rb"\b\w", re.L, [b"ab cd"]),
    (rb"(?i)(a)\1", re.L, [b"aA"]),
    (rb"[^a]+", 0, [b"\x00\xffa"]),
    (rb">.*\n|\n", 0, [b">x\nab\ncd\n"]),
    (rb"agggtaaa|tttaccct", 0, [b"xagggtaaatttaccctagggtaaa"]),
]

ATOMS = ["a", "b", "a", "b", ".", "[ab]", "[^a]", "\\w", "\\s", "A", "(?i:a)",
         "^", "$", "\\b", "\\B", "\\A", "\\Z", "\\1", "(?P=n)"]
GROUPS = ["({})", "(?:{})", "(?P<n>{})", "(?={})", "(?!{})", "(?<=[ab]{})", "(?<!a{})",
          "(?>{})", "(?(1){}|{})", "(?(n){})", "({})", "(?:{})", "(?<=a)", "(?<!b)"]
QUANTS = ["", "", "", "*", "+", "?", "{{0,2}}", "{{2}}", "*?", "+?", "??",
          "{{1,2}}?", "*+", "++", "?+", "{{,3}}"]


def gen_re(depth):
    n = rng.randint(1, 2 if depth > 1 else 3)
    alts = [gen_seq(depth) for _ in range(n)]
    return "|".join(alts)


def gen_seq(depth):
    out = []
    for _ in range(rng.randint(1, 3)):
        if depth < 3 and rng.random() < 0.35:
            g = rng.choice(GROUPS)
            if g.count("{}") == 0:
                atom = g
            elif g.count("{}") == 2:
                atom = g.format(gen_re(depth + 1), gen_re(depth + 1))
            else:
                atom = g.format(gen_re(depth + 1))
        else:
            atom = rng.choice(ATOMS)
        q = rng.choice(QUANTS).format()
        out.append(atom + q)
    return "".join(out)


def gen_subject():
    return "".join(rng.choice("aabbA \n") for _ in range(rng.randint(0, 7)))


def spans(m):
    if m is None:
        return None
    out = []
    for g in range(m.re.groups + 1):
        out += list(m.span(g))
    out.append(-1 if m.lastindex is None else m.lastindex)
    return out


def cps(s):
    return list(s) if isinstance(s, bytes) else [ord(c) for c in s]


def run_case(pattern, flags, subjects):
    case = {"p": cps(pattern), "bytes": isinstance(pattern, bytes), "flags": flags}
    try:
        rx = re.compile(pattern, flags)
    except re.error as e:
        case["error"] = [e.msg, -1 if e.pos is None else e.pos]
        return case
    except (ValueError, OverflowError, IndexError) as e:
        case["error"] = [type(e).__name__ + ": " + str(e), -1]
        return case
    case["groups"] = rx.groups
    res = []
    for s in subjects:
        r = {"s": cps(s)}
        r["search"] = spans(rx.search(s))
        r["match"] = spans(rx.match(s))
        r["full"] = spans(rx.fullmatch(s))
        r["range"] = spans(rx.search(s, 1, len(s) - 1))
        r["all"] = [spans(m) for m in rx.finditer(s)]
        res.append(r)
    case["subjects"] = res
    return case


def main():
    cases = []
    for p, f, ss in FIXED + BYTES:
        cases.append(run_case(p, f, ss))
    flagsets = [0, 0, 0, re.I, re.M, re.S, re.X, re.A, re.I | re.M]
    seen = set()
    while len(cases) < 2500:
        p = gen_re(0)
        f = rng.choice(flagsets)
        if (p, f) in seen:
            continue
        seen.add((p, f))
        try:
            re.compile(p, f)
        except re.error:
            if rng.random() < 0.9:
                continue
        subjects = [gen_subject() for _ in range(5)] + ["ab", "aab\nb"]
        cases.append(run_case(p, f, subjects))
    with open("re_cases.json", "w") as fp:
        json.dump(cases, fp, separators=(",", ":"))
        fp.write("\n")
    errors = sum(1 for c in cases if "error" in c)
    print(len(cases), "cases,", errors, "compile errors")


main()
