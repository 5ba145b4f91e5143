# itertools results of up to four items built on the stack: product,
# combinations, permutations, combinations_with_replacement, zip_longest,
# at every size around four, with exhaustion and errors part-way.
import itertools as it

for n in range(7):
    pools = [range(2), "ab", (None, 1.5), [[], ()], "x", (True,)][:n]
    print("product", n, list(it.product(*pools))[:6], len(list(it.product(*pools))))
    print("product repeat", n, list(it.product("ab", repeat=n))[-3:])
    for r in range(7):
        print("comb", n, r, list(it.combinations(range(n), r))[-2:],
              len(list(it.permutations(range(n), r))),
              list(it.permutations("abcdef"[:n], r))[:2],
              list(it.combinations_with_replacement("xyz"[:max(n - 3, 0)] or "q", r))[-1:])
    its = [range(k + 1) for k in range(n)]
    print("zl", n, list(it.zip_longest(*its, fillvalue="-")))


def gen(k, bad_at):
    for i in range(k):
        if i == bad_at:
            raise RuntimeError("boom at %d" % i)
        yield i


for n in (2, 4, 5):
    z = it.zip_longest(*[gen(3, 2 if j == n - 1 else 99) for j in range(n)], fillvalue=0)
    out = []
    try:
        for t in z:
            out.append(t)
    except RuntimeError as e:
        print("RuntimeError", e, out)
    print(next(z, "done"), list(z))
p = it.product("ab", range(2))
print(next(p), next(p), list(p))
c = it.combinations(range(5), 4)
print([t for t in c], list(c))
print(sum(a * b for a, b in it.product(range(200), range(50))))
print(sum(sum(t) for t in it.permutations(range(7), 4)))
print(max(it.combinations(range(30), 3), key=sum))
