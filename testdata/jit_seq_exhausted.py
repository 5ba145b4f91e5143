# A list or tuple iterator that machine code runs to its end (jit's
# for_seq) is exhausted for good, as CPython's: items appended later are
# not seen, and its length hint is 0.
import operator


def drain(it):
    n = 0
    for x in it:
        n += x
    return n


seen = 0
for k in range(300):
    lst = [1, 2, k]
    it = iter(lst)
    seen += drain(it)
    lst.append(4)
    try:
        next(it)
        print("not exhausted", k)
    except StopIteration:
        pass
    if drain(it) != 0:
        print("drained twice", k)
print("list", seen, it.__length_hint__(), operator.length_hint(it), list(it))

t = (5, 6, 7)
for k in range(300):
    it = iter(t)
    seen = drain(it)
print("tuple", seen, it.__length_hint__(), list(it), next(it, "end"))


def pairs(xs):
    out = []
    for a in xs:
        for b in xs:
            if a < b:
                out.append((a, b))
    return out


for _ in range(200):
    r = pairs([3, 1, 2, 5])
print("pairs", r)


def early(xs):
    for x in xs:
        if x > 2:
            return x
    return None


it = iter([1, 2, 3, 4])
for _ in range(300):
    early([1, 2, 3, 4])
print("early", early(it), next(it), next(it, "end"))
