"""Rosetta-style classics: Roman numerals, Hanoi, N-queens, look-and-say, Luhn, Gray code, Hamming numbers."""
from itertools import groupby, islice
import heapq

ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def to_roman(n):
    out = []
    for v, s in ROMAN:
        q, n = divmod(n, v)
        out.append(s * q)
    return "".join(out)


def from_roman(s):
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals[b] > v else v
    return total


print([to_roman(n) for n in (1990, 2008, 1666, 3999, 4, 14, 944)])
assert all(from_roman(to_roman(n)) == n for n in range(1, 4000))


def hanoi(n, a="A", b="B", c="C"):
    if n:
        yield from hanoi(n - 1, a, c, b)
        yield (n, a, c)
        yield from hanoi(n - 1, b, a, c)


moves = list(hanoi(4))
print(len(moves), moves[:5])


def queens(n):
    sols = []

    def place(row, cols, d1, d2, acc):
        if row == n:
            sols.append(acc)
            return
        for c in range(n):
            if c not in cols and row - c not in d1 and row + c not in d2:
                place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c}, acc + [c])

    place(0, frozenset(), frozenset(), frozenset(), [])
    return sols


s8 = queens(8)
print(len(s8), s8[0])
for r in s8[0]:
    print(" ".join("Q" if c == r else "." for c in range(8)))
print([len(queens(n)) for n in range(1, 8)])


def look_and_say(s):
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))


seq = ["1"]
for _ in range(9):
    seq.append(look_and_say(seq[-1]))
print(seq[:7], [len(x) for x in seq])


def luhn(num):
    digits = [int(d) for d in str(num)][::-1]
    return (sum(digits[0::2]) + sum(sum(divmod(2 * d, 10)) for d in digits[1::2])) % 10 == 0


print([luhn(n) for n in (49927398716, 49927398717, 1234567812345678, 1234567812345670)])
gray = [n ^ (n >> 1) for n in range(16)]
print([f"{g:04b}" for g in gray])


def gray_decode(g):
    n = 0
    while g:
        n ^= g
        g >>= 1
    return n


print([gray_decode(g) for g in gray] == list(range(16)))


def hamming():
    h = [1]
    seen = {1}
    while True:
        x = heapq.heappop(h)
        yield x
        for m in (2, 3, 5):
            if x * m not in seen:
                seen.add(x * m)
                heapq.heappush(h, x * m)


print(list(islice(hamming(), 20)), next(islice(hamming(), 1690, None)))


def pascal(n):
    row = [1]
    for _ in range(n):
        yield row
        row = [a + b for a, b in zip([0] + row, row + [0])]


rows = list(pascal(8))
w = len(" ".join(map(str, rows[-1])))
for r in rows:
    print(" ".join(map(str, r)).center(w))
