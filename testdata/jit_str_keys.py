# Dict, set and `in` operations on str keys that machine code hashes
# itself (SipHash-1-3 of an ASCII str, cached in the str) and compares by
# contents when the dict holds an equal str that is another object: word
# counts over split() results, fresh strs of every length around the
# 8-byte blocks, non-ASCII strs (left to the runtime), str subclasses
# with their own __eq__ and __hash__, and hash() of strs whose hash
# machine code cached.


def count(words):
    c = {}
    for w in words:
        if w in c:
            c[w] += 1
        else:
            c[w] = 1
    return c


def count_get(words):
    c = {}
    for w in words:
        c[w] = c.get(w, 0) + 1
    return c


def sizes():
    out = []
    d = {}
    for n in range(70):
        k = "".join(["q"] * n)
        d[k] = n
    for r in range(3):
        for n in range(70):
            k = "q" * n  # another object than the key in d
            out.append(d[k] == n and k in d)
    return all(out), len(d)


def hashes():
    out = []
    for n in range(0, 40, 3):
        s = "".join(["h", "x" * n, "!"])
        t = {s: 1}  # hashed by machine code when compiled
        out.append(hash(s))
    return out


class Loud(str):
    def __eq__(self, other):
        return str.__eq__(self.lower(), str(other).lower())

    def __hash__(self):
        return hash(self.lower())


def subclass_keys():
    d = {"abc": 1, "xyz": 2}
    hits = 0
    for i in range(300):
        k = Loud("ABC") if i % 3 == 0 else ("ab" + "c")
        if k in d:
            hits += d[k]
    return hits


def sets(words):
    s = set()
    for w in words:
        s.add(w.upper())
    fs = frozenset(s)
    return len(s), sum(1 for w in words if w.upper() in fs), ("W7" in s)


text = " ".join("w%d%s" % (i % 50, "é" if i % 17 == 0 else "") for i in range(6000))
words = text.split()
c1 = count(words)
c2 = count_get(words)
print("count", len(c1), c1["w3"], c1.get("w0é"), c1 == c2)
ascii_words = " ".join("word%d" % (i % 37) for i in range(6000)).split()
c3 = count(ascii_words)
print("ascii", len(c3), c3["word5"], sorted(c3.items())[:2])
print("sizes", sizes())
print("hashes", hashes(), hash(""), hash("a"), hash("abcdefgh"), hash("abcdefghi"))
print("subclass", subclass_keys())
print("sets", sets(words))
