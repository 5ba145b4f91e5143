# Substring tests (in / not in) of strs in machine code (in_str): immortal
# and run-time strs, empty and one-byte needles, non-ASCII text, haystacks
# longer than the stencil searches, str subclasses and wrong types.
def f(words, vowels):
    n = 0
    for w in words:
        for c in w:
            if c in "aeiou":
                n += 1
            if c not in vowels:
                n += 2
        if "ab" in w: n += 100
        if w in "xyzabcdefgh" * 30: n += 1000
        if "" in w: n += 7
        if "é" in w: n += 10000
        if "ü" not in w: n += 3
    return n
ws = ["abc", "défa", "zzzab", "", "hello world", "xyzab", "b" * 300 + "ab", "ab" * 200, "üb", "a" * 257]
tot = 0
for i in range(300):
    tot += f(ws, "aeiouü")
print(tot)
class S(str):
    def __contains__(self, x): return True
print(f([S("q")], "aeiou"), f(["q"], S("zz")))
try:
    f([1], "a")
except TypeError as e:
    print(e)
def g(c, s):
    return c in s
for i in range(3000):
    g("a", "bcd"); g("", ""); g("x", "x")
print(g("a", "bca"), g("", "abc"), g("ab", "a"), g("abc", "xabcx"), g("ç", "façade"))
try:
    g(1, "abc")
except TypeError as e:
    print(e)
