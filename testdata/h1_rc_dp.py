"""Dynamic programming: Levenshtein with alignment, LCS, knapsack, coin change, edit script via difflib."""
import difflib
from functools import lru_cache


def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


pairs = [("kitten", "sitting"), ("rosettacode", "raisethysword"), ("", "abc"), ("flaw", "lawn"), ("same", "same")]
print([(a, b, levenshtein(a, b)) for a, b in pairs])


def lcs(a, b):
    @lru_cache(maxsize=None)
    def go(i, j):
        if i == len(a) or j == len(b):
            return ""
        if a[i] == b[j]:
            return a[i] + go(i + 1, j + 1)
        x, y = go(i + 1, j), go(i, j + 1)
        return x if len(x) >= len(y) else y
    return go(0, 0)


print(lcs("thisisatest", "testing123testing"), lcs("ABCBDAB", "BDCABA"))

items = [("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160),
         ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40),
         ("cheese", 23, 30), ("beer", 52, 10), ("suntan cream", 11, 70), ("camera", 32, 30)]


def knapsack(items, cap):
    best = [(0, ())] * (cap + 1)
    for name, w, v in items:
        for c in range(cap, w - 1, -1):
            cand = best[c - w][0] + v
            if cand > best[c][0]:
                best[c] = (cand, best[c - w][1] + (name,))
    return best[cap]


val, chosen = knapsack(items, 400)
print(val, sorted(chosen), sum(w for n, w, v in items if n in chosen))


def change_ways(amount, coins):
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]


def min_coins(amount, coins):
    INF = float("inf")
    best = [0] + [INF] * amount
    for a in range(1, amount + 1):
        best[a] = min((best[a - c] + 1 for c in coins if c <= a), default=INF)
    return best[amount]


print(change_ways(100, [1, 5, 10, 25]), change_ways(1000, [1, 5, 10, 25, 50, 100]), min_coins(63, [1, 5, 10, 21, 25]), min_coins(7, [2, 4]))
a = "the quick brown fox jumps over the lazy dog".split()
b = "the quick red fox leaps over the very lazy dog".split()
sm = difflib.SequenceMatcher(None, a, b)
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    print(f"{tag:8} {' '.join(a[i1:i2])!r:24} -> {' '.join(b[j1:j2])!r}")
print(round(sm.ratio(), 4), sm.find_longest_match(0, len(a), 0, len(b)))
print("\n".join(difflib.unified_diff(a, b, "before", "after", lineterm="", n=1)))
print(difflib.get_close_matches("wheel", ["peel", "whale", "wheat", "heel", "while"], n=3, cutoff=0.5))
for line in difflib.ndiff(["apple pie\n", "banana split\n"], ["apple pies\n", "banana split\n", "cherry\n"]):
    print(line, end="")


@lru_cache(maxsize=None)
def partitions(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)


print([partitions(n, n) for n in range(1, 16)], partitions(100, 100), partitions.cache_info().hits > 0)
