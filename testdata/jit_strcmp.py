# str comparisons in machine code (cmp_str): every order of every pair,
# non-ASCII and lone surrogates, subclasses and mixed types that must exit.
def f(pairs):
    out = []
    for a, b in pairs:
        out.append((a < b, a <= b, a == b, a != b, a > b, a >= b))
    return out
words = ["", "a", "b", "ab", "abc", "abd", "A", "é", "ée", "€", "𝄞", "\x00", "a\x00", "zz", "z", "\udc80", "\ud7ff", "\ue000"]
pairs = [(x, y) for x in words for y in words]
for k in range(3):
    r = f(pairs)
print(sum(map(sum, r)), r[:5], r[-5:])
class S(str):
    def __lt__(self, o): return "custom"
print(f([(S("a"), "b"), ("a", S("b")), ("a", 1)] [:2]))
try:
    f([("a", 1)])
except TypeError as e:
    print(e)
