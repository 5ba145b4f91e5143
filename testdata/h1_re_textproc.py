"""Text processing with re: sub with callables, named groups, findall, split, lookarounds, flags."""
import re

text = """Contact: alice@example.com, bob.smith@mail.co.uk; phone +1-555-0100.
Invoice #2024-017 due 2024-03-15; paid 2024-04-01. Total: $1,234.50 (tax $98.76)."""
print(re.findall(r"[\w.]+@[\w.]+\.\w+", text))
print(re.findall(r"(\d{4})-(\d{2})-(\d{2})", text))
print([m.groupdict() for m in re.finditer(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", text)])
print(re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", r"\g<d>/\g<m>/\g<y>", text.splitlines()[1]))
print(re.sub(r"\$([\d,]+\.\d\d)", lambda m: f"EUR {float(m[1].replace(',', '')) * 0.9:.2f}", text))
print(re.split(r"[;,.]\s*", "a, b; c. d", maxsplit=2), re.split(r"(\d)", "a1b2c"), re.split(r"x*", "abc"))
print(re.findall(r"(?<=\$)[\d,.]+", text), re.findall(r"\b\w+(?=@)", text), re.findall(r"(?<!\d)\d{3}(?!\d)", "1234 567 89 012x"))
m = re.search(r"Invoice #(?P<num>(?P<year>\d+)-(?P<seq>\d+))", text)
print(m.group(0), m.group("num", "seq"), m.span("year"), m.start(), m.end(), m.lastgroup, m.lastindex, m.groups())
print(repr(m)[:40], m.re.pattern[:10], m.string is text, m.pos, m.endpos == len(text))
print(re.sub(r"(\w+) (\w+)", r"\2 \1", "hello world foo bar"), re.subn(r"o", "0", "foo boo"), re.sub("a", "b", "aaa", count=2))
print(re.fullmatch(r"\d+", "123"), re.fullmatch(r"\d+", "123a"), re.match(r"a|ab", "ab").group())
pat = re.compile(r"""
    (?P<key>[a-z_]+)   # key
    \s*=\s*
    (?P<val>"[^"]*"|\S+)  # value
""", re.VERBOSE | re.IGNORECASE)
cfg = 'Name = "My App"  debug=true\nPORT= 8080 path="/a b"'
print({m["key"].lower(): m["val"].strip('"') for m in pat.finditer(cfg)})
print(re.findall(r"^\w+", "one two\nthree four", re.M), re.findall(r"a.c", "a\nc abc", re.S), re.findall(r"(?i)ab", "AB ab Ab"))
print(re.escape("a.b*c?d[e]f"), re.sub(r"\s+", " ", "  many   spaces\t\nhere "), re.sub(r"^|$", "|", "x"))
def camel_to_snake(s):
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", s).lower()
print([camel_to_snake(s) for s in ["camelCase", "HTTPServerError", "getX", "simple", "ABC"]])
print(re.sub(r"\b(\w)(\w*)\b", lambda m: m[1].upper() + m[2].lower(), "the qUICK bRoWn fox"))
print(re.findall(r"(a)|(b)", "ab"), re.findall(r"((a)(b)?)", "aab"), re.sub(r"(a)?b", r"[\1]", "b ab"))
tokens = re.compile(r"\s*(?:(\d+\.?\d*)|(\*\*|[-+*/()]))")
def tokenize(expr):
    out, pos = [], 0
    expr = expr.rstrip()
    while pos < len(expr):
        m = tokens.match(expr, pos)
        if not m:
            raise SyntaxError(f"bad char at {pos}: {expr[pos]!r}")
        out.append(m[1] or m[2])
        pos = m.end()
    return out
print(tokenize("3 + 4.5*(2 - 1) ** 2"))
try:
    tokenize("2 $ 3")
except SyntaxError as e:
    print("SyntaxError:", e)
for bad in [r"(", r"[a-", r"(?P<1>x)", r"a{2,1}", r"\k"]:
    try:
        re.compile(bad)
    except re.error as e:
        print(f"re.error: {e} (pos={e.pos})")
print(re.compile(r"\d+", re.I), re.compile("x").flags, re.I | re.M, re.findall(r"\d", "٣4"), re.findall(r"(?a)\d", "٣4"))
print(re.sub(r"(?P<n>\d+)", lambda m: str(int(m["n"]) * 2), "a1b22c333"), re.template if False else "", re.purge())
