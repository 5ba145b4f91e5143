"""String algorithms: KMP, Z-function, Manacher, RLE, Caesar/Vigenere, Soundex."""
import string
from itertools import groupby


def kmp_table(p):
    t = [0] * len(p)
    k = 0
    for i in range(1, len(p)):
        while k and p[i] != p[k]:
            k = t[k - 1]
        if p[i] == p[k]:
            k += 1
        t[i] = k
    return t


def kmp_search(text, p):
    t, k, out = kmp_table(p), 0, []
    for i, ch in enumerate(text):
        while k and ch != p[k]:
            k = t[k - 1]
        if ch == p[k]:
            k += 1
        if k == len(p):
            out.append(i - k + 1)
            k = t[k - 1]
    return out


def z_function(s):
    n = len(s)
    z = [0] * n
    l = r = 0
    for i in range(1, n):
        if i < r:
            z[i] = min(r - i, z[i - l])
        while i + z[i] < n and s[z[i]] == s[i + z[i]]:
            z[i] += 1
        if i + z[i] > r:
            l, r = i, i + z[i]
    return z


def manacher(s):
    t = "^#" + "#".join(s) + "#$"
    p = [0] * len(t)
    c = r = 0
    for i in range(1, len(t) - 1):
        if i < r:
            p[i] = min(r - i, p[2 * c - i])
        while t[i + p[i] + 1] == t[i - p[i] - 1]:
            p[i] += 1
        if i + p[i] > r:
            c, r = i, i + p[i]
    length, center = max((v, i) for i, v in enumerate(p))
    start = (center - length) // 2
    return s[start:start + length]


def rle(s):
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))


def unrle(s):
    import re
    return "".join(ch * int(n) for n, ch in re.findall(r"(\d+)(\D)", s))


def caesar(s, k):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lo + up, lo[k:] + lo[:k] + up[k:] + up[:k])
    return s.translate(table)


def vigenere(s, key, decrypt=False):
    out, j = [], 0
    for ch in s:
        if ch.isalpha():
            shift = ord(key[j % len(key)].upper()) - 65
            if decrypt:
                shift = -shift
            base = 65 if ch.isupper() else 97
            out.append(chr((ord(ch) - base + shift) % 26 + base))
            j += 1
        else:
            out.append(ch)
    return "".join(out)


def soundex(name):
    codes = {c: str(d) for d, letters in enumerate(["aeiouyhw", "bfpv", "cgjkqsxz", "dt", "l", "mn", "r"]) for c in letters}
    name = name.lower()
    first = name[0].upper()
    digits = [codes.get(c, "") for c in name]
    out = []
    prev = digits[0]
    for c, d in zip(name[1:], digits[1:]):
        if d != "0" and d != prev:
            out.append(d)
        if c not in "hw":
            prev = d
    return (first + "".join(out) + "000")[:4]


print(kmp_table("abacabab"), kmp_search("abababcabababab", "abab"))
print(z_function("aabxaabxcaabxaabxay"))
for s in ["babad", "forgeeksskeegfor", "abacdfgdcaba", "a", "cbbd"]:
    print(s, "->", manacher(s))
enc = rle("WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW")
print(enc, len(unrle(enc)))
msg = "The Quick Brown Fox Jumps Over The Lazy Dog!"
print(caesar(msg, 13), caesar(caesar(msg, 3), 23) == msg)
v = vigenere("Attack at dawn, Beware!", "LEMON")
print(v, "|", vigenere(v, "LEMON", decrypt=True))
print([soundex(n) for n in ["Robert", "Rupert", "Rubin", "Ashcraft", "Tymczak", "Pfister", "Lee", "Gutierrez"]])
print(string.capwords("hello   wORLD  foo"), "x".center(7, "*"), "abc".zfill(6), "-42".zfill(6))
print("ß".upper(), "ǅ".lower(), "ﬁ".upper(), "İ".lower().encode(), "straße".casefold() == "STRASSE".casefold())
