# for loops over dicts' keys, values and items, hot enough to compile:
# deleted entries, value updates during the loop, a dict that changes
# size or keys (RuntimeError), reversed and exhausted iterators, pairs
# used whole, tuple keys unpacked, dict subclasses.

def walk(d):
    t = 0
    for k, v in d.items():
        t += k * v
    for k in d:
        t += k
    for v in d.values():
        t -= v
    for k in d.keys():
        t ^= k
    return t

d = {i: i * 3 + 1 for i in range(50)}
for k in (0, 7, 49, 20):
    del d[k]
total = 0
for i in range(400):
    total += walk(d)
print(total)

def update_values(d):
    for k, v in d.items():
        d[k] = v + 1  # no size change: allowed
    return sum(d.values())
e = {"a": 1, "b": 2, "c": 3}
for i in range(300):
    s = update_values(e)
print(s, e)

def grow(d):
    n = 0
    for k in d:
        n += 1
        if n == 2:
            d[k + 100] = 0
    return n
def swap_keys(d):
    out = []
    for k, v in d.items():
        out.append(k)
        if len(out) == 2:
            del d[k]
            d["z" + k] = v
    return out
for i in range(200):
    try:
        grow({1: 1, 2: 2, 3: 3})
    except RuntimeError as x:
        err1 = str(x)
    try:
        swap_keys({"p": 1, "q": 2, "r": 3})
    except RuntimeError as x:
        err2 = str(x)
print(err1)
print(err2)

def pairs(d):
    out = []
    for item in d.items():
        out.append(item)
    return out
def tuple_keys(d):
    t = 0
    for a, b in d:
        t += a * b
    return t
def rev(d):
    out = []
    for k, v in reversed(d.items()):
        out.append(k)
    for k in reversed(d):
        out.append(k)
    return out
class D(dict):
    def __iter__(self):
        return iter(sorted(dict.keys(self), reverse=True))
def sub(d):
    out = []
    for k in d:
        out.append(k)
    for k, v in d.items():
        out.append(v)
    return out
g = {(1, 2): "x", (3, 4): "y", (5, 6): "z"}
for i in range(300):
    p = pairs({1: "one", 2: "two"})
    tk = tuple_keys(g)
    r = rev({1: 2, 3: 4, 5: 6})
    sd = sub(D(a=1, b=2, c=3))
print(p, tk, r, sd)

def exhaust(d):
    it = iter(d)
    for k in it:
        pass
    d["late"] = 1
    return list(it), next(it, "done")
for i in range(300):
    ex = exhaust({"x": 1})
print(ex)

def nested(d):
    t = 0
    for a, x in d.items():
        for b, y in d.items():
            if a < b:
                t += x * y
    return t
h = {i: i + 2 for i in range(12)}
for i in range(200):
    nt = nested(h)
print(nt)
