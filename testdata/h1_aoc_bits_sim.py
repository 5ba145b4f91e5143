"""AoC-style: packet decoder over hex bits, a cellular automaton with frozensets, cycle detection, and bit tricks."""
from math import prod
from functools import reduce
import operator


def decode(hexstr):
    bits = "".join(f"{int(c, 16):04b}" for c in hexstr)
    pos = 0

    def take(n):
        nonlocal pos
        v = int(bits[pos:pos + n], 2)
        pos += n
        return v

    def packet():
        ver, tid = take(3), take(3)
        if tid == 4:
            val = 0
            while True:
                more = take(1)
                val = val << 4 | take(4)
                if not more:
                    return ver, val
        subs = []
        if take(1) == 0:
            end = take(15) + pos
            while pos < end:
                subs.append(packet())
        else:
            for _ in range(take(11)):
                subs.append(packet())
        vs = [v for _, v in subs]
        ops = {0: sum, 1: prod, 2: min, 3: max, 5: lambda v: int(v[0] > v[1]), 6: lambda v: int(v[0] < v[1]), 7: lambda v: int(v[0] == v[1])}
        return ver + sum(x for x, _ in subs), ops[tid](vs)

    return packet()


for h in ["D2FE28", "38006F45291200", "EE00D40C823060", "C200B40A82", "04005AC33890", "880086C3E88112", "CE00C43D881120", "9C0141080250320F1802104A08"]:
    print(h, decode(h))


def step(live):
    nb = {}
    for (x, y) in live:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    nb[(x + dx, y + dy)] = nb.get((x + dx, y + dy), 0) + 1
    return frozenset(c for c, n in nb.items() if n == 3 or (n == 2 and c in live))


state = frozenset({(0, 0), (1, 0), (2, 0), (2, 1), (1, 2)})
seen = {}
for gen in range(40):
    key = frozenset((x - min(a for a, _ in state), y - min(b for _, b in state)) for x, y in state)
    if key in seen:
        print("shape repeats: gen", gen, "first seen", seen[key], "period", gen - seen[key])
        break
    seen[key] = gen
    state = step(state)
print(sorted(state))


def find_cycle(f, x0):
    tortoise, hare = f(x0), f(f(x0))
    while tortoise != hare:
        tortoise, hare = f(tortoise), f(f(hare))
    mu, tortoise = 0, x0
    while tortoise != hare:
        tortoise, hare = f(tortoise), f(hare)
        mu += 1
    lam, hare = 1, f(tortoise)
    while tortoise != hare:
        hare = f(hare)
        lam += 1
    return mu, lam


print(find_cycle(lambda x: (x * x + 1) % 255, 3), find_cycle(lambda x: (7 * x + 3) % 100, 1))
print(reduce(operator.xor, range(1, 101)), bin(0b1011_0110 & -0b1011_0110), (12345).bit_length(), (2**64 - 1).bit_count())
masks = [sum(1 << i for i in range(n) if (m >> i) & 1) for n, m in [(8, 0xA5), (4, 0xF)]]
print(masks, [f"{x:08b}" for x in (0xA5 >> 1, 0xA5 << 1 & 0xFF, ~0xA5 & 0xFF, 0xA5 ^ 0xFF)])
subsets = [[c for i, c in enumerate("abcd") if m >> i & 1] for m in range(16) if bin(m).count("1") == 2]
print(subsets)
