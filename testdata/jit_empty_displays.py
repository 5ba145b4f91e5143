# Dict and set displays of no items (comprehension results, `memo = {}`)
# taken from pools of empty ones by machine code: each is a new object.
def f(n):
    t = 0
    for i in range(n):
        memo = {}
        memo[i] = i
        s = {x for x in range(i % 5)}
        d = {k: k * 2 for k in range(i % 4)}
        e = {}
        t += len(memo) + len(s) + sum(d.values()) + len(e)
        if i % 1000 == 0:
            e["k"] = memo
            t += len(e)
    return t
print(f(200000))
l = [{} for _ in range(3)]
l[0]["a"] = 1
print(l, [set() for _ in range(2)], {frozenset({1}): {}})
def fresh(n):
    out = []
    for i in range(n):
        d = {}
        s = {c for c in ""}
        out.append((d, s))
    ids = {id(d) for d, _ in out} | {id(s) for _, s in out}
    return len(ids), all(d == {} and s == set() for d, s in out)
print(fresh(500))
