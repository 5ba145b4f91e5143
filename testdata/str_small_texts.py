# Small strs made by concatenation and f-strings (their text allocated
# with the str): every length around the inline sizes, ASCII and not,
# and the values f"{x}" formats without a spec.
parts = ["", "a", "é", "ab", "日本", "x" * 7, "y" * 8, "z" * 15, "w" * 16, "v" * 17, "u" * 31, "t" * 32, "s" * 33]
seen = set()
for a in parts:
    for b in parts:
        c = a + b
        seen.add((len(c), c.isascii(), len(c.encode())))
        assert c == "".join([a, b]) and c[len(a):] == b and hash(c) == hash("".join([a, b]))
print(sorted(seen))
s = ""
for i in range(40):
    s = s + chr(97 + i % 26)
    if i % 8 == 0:
        print(len(s), s, s.upper(), s[-3:], s.find("c"))
acc = []
for i in range(12):
    acc.append(f"{i}:{i * 1.5}|{-i}" + "é" * (i % 3))
print(acc, [len(x) for x in acc])
vals = [0, -1, 2**47, -2**47 - 1, 2**70, True, False, None, 1.5, -0.0, 1e16, 1e-7, float("inf"), float("nan"), 3+4j, "s", b"b", [1], (2,), {3: 4}]
print([f"{v}" for v in vals])
print([f"{v!r}|{v!s}|{v!a}" for v in vals[:6]])


class F(float):
    pass


class I(int):
    def __format__(self, spec):
        return "I!" + spec


print(f"{F(2.5)}", f"{I(3)}", f"{I(3):x}", f"{2.5:5}", f"{7:03}", f"{'日本'}{1}" + "語", f"{''}" == "")
long = "é" * 40
print(len(f"{long}{long}"), f"{long}{1}".isascii(), f"{long}{1}"[-2:], f"{'a' * 70000}{1}"[-3:], len(f"{''}{''}"), f"{'ab'}{'ü'}"[2], f"{long}x"[40])
