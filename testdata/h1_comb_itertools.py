"""Combinatorics with itertools: product, permutations, combos, groupby, accumulate, pairwise, batched."""
from itertools import (product, permutations, combinations, combinations_with_replacement,
                       groupby, accumulate, pairwise, batched, chain, starmap, tee, zip_longest,
                       count, cycle, repeat, islice, takewhile, dropwhile, filterfalse, compress)
import operator
from math import comb, perm, factorial

print(list(product("ab", repeat=2)), len(list(product(range(3), "xy", [True]))))
print(list(permutations([1, 2, 3], 2)))
print(["".join(p) for p in permutations("abc")])
print(list(combinations(range(5), 3))[:4], comb(5, 3), perm(5, 3), perm(5))
print(list(combinations_with_replacement("abc", 2)), comb(4, 2))
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot", "cranberry"]
for k, g in groupby(sorted(words), key=lambda w: w[0]):
    print(k, list(g))
print([(k, len(list(g))) for k, g in groupby("aaabbbccdaa")])
print(list(accumulate([1, 2, 3, 4, 5])), list(accumulate([1, 2, 3, 4], operator.mul)))
print(list(accumulate([3, 1, 4, 1, 5], max, initial=2)), list(accumulate([], initial=100)))
print(list(pairwise("ABCDE")), list(pairwise([1])))
print(list(batched("ABCDEFG", 3)), list(batched(range(6), 2)))
try:
    list(batched("abc", 0))
except ValueError as e:
    print("ValueError:", e)
print(list(chain.from_iterable(["ab", "cd"])), list(starmap(pow, [(2, 5), (3, 2)])))
a, b = tee(range(4))
next(b)
print(list(zip(a, b)))
print(list(zip_longest("ab", "wxyz", fillvalue="-")))
print(list(islice(count(10, 2.5), 4)), list(islice(cycle("xy"), 5)), list(repeat(7, 3)))
print(list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(filterfalse(lambda x: x % 2, range(10))), list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])))

def derangements(n):
    return sum(1 for p in permutations(range(n)) if all(i != x for i, x in enumerate(p)))
print([derangements(n) for n in range(7)])
def partitions(n, maxpart=None):
    if maxpart is None:
        maxpart = n
    if n == 0:
        yield ()
        return
    for k in range(min(n, maxpart), 0, -1):
        for rest in partitions(n - k, k):
            yield (k,) + rest
print(list(partitions(5)), sum(1 for _ in partitions(15)))
coins = [1, 5, 10, 25]
ways = [sum(1 for c in combinations_with_replacement(coins, k) if sum(c) == 30) for k in range(1, 8)]
print(ways)
print(sorted({sum(p) for p in product(range(1, 7), repeat=3)}) == list(range(3, 19)))
dice = {}
for roll in product(range(1, 7), repeat=2):
    dice[sum(roll)] = dice.get(sum(roll), 0) + 1
print(dice)
print(factorial(20), [comb(10, k) for k in range(11)])
it = permutations(range(3))
print(next(it), next(it), type(it).__name__)
print(list(product()), list(combinations([], 0)), list(permutations([], 0)), list(combinations("ab", 3)))
