# itertools
import itertools as it
from itertools import islice

def show(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!!", type(e).__name__, e)

tests = ["it.count()", "it.count(1.5, 0.5)", "it.count(5, -1)", "it.count('a')", "it.count(1, 'a')",
         "list(islice(it.count(2**47 - 2), 4))", "list(islice(it.count(0.5, 0.25), 3))",
         "it.repeat(1)", "it.repeat(1, 3)", "it.repeat(1, -1)", "list(it.repeat(1, -1))", "it.repeat()",
         "it.islice([1,2,3], -1)", "it.islice([1], 1, 2, 0)", "it.islice([1], 'a')", "it.islice()",
         "list(it.islice(range(10), 2, None, 3))", "list(it.islice(range(10), 3))", "list(it.islice(range(10), 2, 8, 2))",
         "list(it.islice('abcdef', None))", "it.islice([], 1.5)", "it.islice([], -1, 3)",
         "it.batched([1,2], 0)", "list(it.batched('abcde', 2))", "list(it.batched('abcde', 2, strict=True))",
         "list(it.chain(1))", "list(it.chain('ab', [1], ()))", "list(it.chain.from_iterable(['ab', 'cd']))",
         "list(it.accumulate([1,2,3], initial=10))", "list(it.accumulate([]))", "list(it.accumulate([], initial=5))",
         "list(it.accumulate([1,2,3], lambda a,b: a*b))", "list(it.accumulate([3, 1, 4, 1, 5], max))",
         "list(it.product('ab', repeat=2))", "list(it.product())", "it.product('a', repeat=-1)",
         "list(it.product('ab', [1, 2]))", "list(it.product('ab', []))", "list(it.product('ab', repeat=0))",
         "list(it.permutations('abc', 2))", "list(it.permutations([1,2], 3))", "list(it.permutations(range(3)))",
         "list(it.permutations('ab', 0))", "list(it.permutations([]))",
         "list(it.combinations('abcd', 2))", "list(it.combinations('abc', 0))", "list(it.combinations('ab', 3))",
         "list(it.combinations_with_replacement('abc', 2))", "list(it.combinations_with_replacement('', 2))",
         "list(it.combinations_with_replacement('ab', 0))", "it.combinations('abc', -1)", "it.combinations('ab')",
         "list(it.pairwise('abcd'))", "list(it.pairwise('a'))",
         "list(it.zip_longest('ab', 'c', fillvalue='-'))", "list(it.zip_longest('abc', [1]))", "list(it.zip_longest())",
         "list(it.compress('abcd', [1,0,1]))", "list(it.dropwhile(lambda x: x<3, [1,2,3,1]))",
         "list(it.takewhile(lambda x: x<3, [1,2,3,1]))", "list(it.filterfalse(None, [0,1,2,0]))",
         "list(it.filterfalse(lambda x: x % 2, range(6)))",
         "[(k, list(g)) for k, g in it.groupby('aabbbc')]", "[(k, len(list(g))) for k, g in it.groupby([1, 3, 2, 4, 5], key=lambda x: x % 2)]",
         "list(it.starmap(pow, [(2,3),(3,2)]))", "list(it.starmap(pow, [1]))", "[list(x) for x in it.tee('abc', 2)]",
         "it.tee('abc', -1)", "it.tee('abc', 0)", "next(it.cycle([]), 'E')", "list(islice(it.cycle('ab'), 5))",
         "repr(it.repeat('a', 2))", "repr(it.count(2**70))", "it.count(1, 2)", "it.count(1.0)", "it.count(0, 1.0)",
         "it.accumulate()", "it.cycle()", "it.chain(a=1)", "list(it.zip_longest('ab', 'xyz', 'q'))"]
for t in tests:
    show(t)
c = it.count(3); next(c); print(repr(c))
r = it.repeat(1, 2); next(r); print(repr(r), it.repeat(1, 2).__length_hint__())
g = it.groupby('aab'); k, g1 = next(g); k2, g2 = next(g); print(list(g1), list(g2))
a, b = it.tee(iter([1, 2, 3])); print(next(a), list(b), list(a))
a, b, c = it.tee(range(5), 3); print(list(a), list(b), list(c))
x, y = it.tee(it.count())
print([next(x) for _ in range(3)], [next(y) for _ in range(2)])
z, = it.tee([1, 2], 1)
w, = it.tee(z, 1)
print(list(w))
print(sum(1 for _ in it.product(range(5), repeat=4)), len(list(it.permutations(range(6), 4))),
      len(list(it.combinations(range(10), 4))))

class Count2(it.count):
    pass

print(list(islice(Count2(10, 5), 3)))
total = 0
for i, v in zip(it.count(), 'xyz'):
    total += i
print(total)
