# Match objects keep their own spans while the pattern goes on matching:
# kept matches, finditer interleaved with other searches, sub callbacks
# that run the same pattern again, and patterns of 0 to 5 groups.
import re

pats = [r"\w+", r"(\w)\w*", r"(\w)(\w*)", r"(a)|(b)|(c)", r"(\d)(\d)?(\d)?(x)?(y)?", r"(?P<k>\w+)=(?P<v>[^;]*);?"]
texts = ["the quick brown fox", "abc cab bca", "1 12 123 1x 12y 123xy", "a=1;bb=22;ccc=;d=4", "", "é ü ñ word"]
for p in pats:
    rx = re.compile(p)
    for t in texts:
        kept = list(rx.finditer(t))
        print(p, repr(t), [m.span() for m in kept], [m.groups() for m in kept])
        print(" ", rx.findall(t), rx.split(t), rx.sub(r"<\g<0>>", t), rx.subn("-", t))
        if kept:
            m = kept[0]
            print(" ", m.group(0), m.start(), m.end(), m.lastindex, m.regs, m.expand(r"[\g<0>]"))

rx = re.compile(r"(\w)(\w*)")
def cb(m):
    inner = rx.sub(lambda n: n.group(2) + n.group(1), m.group(0) + " zz")
    again = rx.search(m.group(0)[::-1])
    return "%s|%s|%s" % (m.group(1).upper() + m.group(2), inner, again.span() if again else None)
print(rx.sub(cb, "hello big world of regex"))

it = rx.finditer("one two three four")
first = next(it)
mid = rx.match("xyz abc")
second = next(it)
print(first.span(), first.groups(), mid.span(), mid.groups(), second.span(), second.groups(), [m.span() for m in it])
sc = rx.scanner("aa bb cc")
print(sc.search().span(), rx.fullmatch("dd").span(), sc.search().span(), sc.match(), sc.search())
ms = [rx.search("  w%dq" % i) for i in range(12)]
print([m.span(1) + m.span(2) for m in ms])
