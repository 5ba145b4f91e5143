# list.append in machine code (load_method_type, call_list_append): in
# place while the list has room, and everything that must leave it: a
# full list, list subclasses, other receivers, a rebound append, appends
# to a list while it is iterated or sorted.


def build(n):
    out = []
    for i in range(n):
        out.append(i * 2)
        if i % 7 == 0:
            out.append(None)
    return out


for k in range(3):
    r = build(1000)
    print(len(r), sum(x for x in r if x is not None), r[:10], r[-3:])


class L(list):
    def append(self, x):
        list.append(self, ("L", x))


class M(list):
    pass


def mixed(targets, n):
    for i in range(n):
        t = targets[i % len(targets)]
        try:
            t.append(i)
        except AttributeError as e:
            print("AttributeError:", e)
            return
    return [t if not isinstance(t, (list, tuple)) or len(t) < 8 else t[:8] for t in targets]


print(mixed([[], L(), M(), []], 40))
print(mixed([[], (1, 2)], 5))


class Obj:
    def __init__(self):
        self.log = []

    def append(self, x):
        self.log.append(x * 10)


def objs(n):
    o = Obj()
    lst = []
    for i in range(n):
        for t in (o, lst):
            t.append(i)
    return o.log[:5], lst[:5], len(o.log), len(lst)


print(objs(300))


def grow_while_iterating():
    xs = [1, 2, 3]
    seen = []
    for x in xs:
        seen.append(x)
        if len(xs) < 20:
            xs.append(x + 10)
    return seen


print(grow_while_iterating())


def sort_key_appends():
    xs = [3, 1, 2]
    log = []

    def key(v):
        log.append(v)
        xs.append(v)
        return v

    try:
        xs.sort(key=key)
    except ValueError as e:
        print("ValueError:", e)
    return sorted(log), len(xs) >= 3


print(sort_key_appends())


def shadow(n):
    out = []
    for i in range(n):
        out.append(i)
    return len(out)


print(shadow(500))
list_append = list.append
