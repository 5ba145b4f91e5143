"""Huffman coding with deterministic tie-breaking, and a backtracking Sudoku solver."""
import heapq
from collections import Counter
from itertools import count


def huffman(text):
    freq = Counter(text)
    tie = count()
    heap = [(n, next(tie), ch) for ch, n in sorted(freq.items())]
    heapq.heapify(heap)
    if len(heap) == 1:
        return {heap[0][2]: "0"}
    while len(heap) > 1:
        n1, _, a = heapq.heappop(heap)
        n2, _, b = heapq.heappop(heap)
        heapq.heappush(heap, (n1 + n2, next(tie), (a, b)))
    codes = {}

    def walk(node, prefix):
        if isinstance(node, str):
            codes[node] = prefix
        else:
            walk(node[0], prefix + "0")
            walk(node[1], prefix + "1")

    walk(heap[0][2], "")
    return codes


text = "this is an example for huffman encoding"
codes = huffman(text)
for ch in sorted(codes, key=lambda c: (len(codes[c]), c)):
    print(repr(ch), codes[ch])
bits = "".join(codes[c] for c in text)
print(len(bits), len(text) * 8, f"{len(bits) / (len(text) * 8):.2%}")
rev = {v: k for k, v in codes.items()}
out, cur = [], ""
for b in bits:
    cur += b
    if cur in rev:
        out.append(rev[cur])
        cur = ""
print("".join(out) == text, huffman("aaaa"))

PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""


def parse(s):
    return [[int(c) if c != "." else 0 for c in line] for line in s.split()]


def candidates(g, r, c):
    used = set(g[r]) | {g[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {g[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [d for d in range(1, 10) if d not in used]


steps = 0


def solve(g):
    global steps
    best = None
    for r in range(9):
        for c in range(9):
            if g[r][c] == 0:
                cand = candidates(g, r, c)
                if best is None or len(cand) < len(best[2]):
                    best = (r, c, cand)
    if best is None:
        return True
    r, c, cand = best
    for d in cand:
        steps += 1
        g[r][c] = d
        if solve(g):
            return True
    g[r][c] = 0
    return False


g = parse(PUZZLE)
print(solve(g), steps)
for i, row in enumerate(g):
    if i % 3 == 0 and i:
        print("------+-------+------")
    print(" | ".join(" ".join(map(str, row[j:j + 3])) for j in (0, 3, 6)))
print(all(sorted(row) == list(range(1, 10)) for row in g), all(sorted(col) == list(range(1, 10)) for col in zip(*g)))
