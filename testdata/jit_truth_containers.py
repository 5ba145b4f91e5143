# Branches on the truth of containers and builtin objects in compiled
# loops: empty and non-empty exact lists, tuples, strs, dicts, sets and
# frozensets (the empty tuple and str are immortal objects), instances of
# builtin classes without __bool__ and __len__ (a StringIO, a re.Match),
# and the subclasses and classes whose truth only their methods tell.
import io
import re
from collections import Counter, deque


class MyList(list):
    def __bool__(self):
        return True


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


def branches(n):
    out = []
    s = io.StringIO()
    pat = re.compile(r"a+")
    for i in range(n):
        k = 0
        args = () if i % 3 else (i,)
        if args:
            k += 1
        lst = [] if i % 2 else [i]
        if not lst:
            k += 2
        d = {} if i % 5 else {i: i}
        if d:
            k += 4
        st = set() if i % 7 else {i, i + 1}
        while st:
            st.pop()
            k += 8
        fs = frozenset() if i % 4 else frozenset([1])
        if fs:
            k += 16
        t = "" if i % 6 else "x" * (i % 3)
        if t:
            k += 32
        if s:
            k += 64
        m = pat.match("aa" if i % 2 else "b")
        if m:
            k += 128
        if not m:
            k += 256
        ml = MyList()
        if ml:
            k += 512
        c = Counter() if i % 2 else Counter("ab")
        if c:
            k += 1024
        if Sized(i % 3):
            k += 2048
        q = deque() if i % 3 else deque([i])
        if q:
            k += 4096
        b = b"" if i % 2 else b"z"
        if b:
            k += 8192
        out.append(k)
    return out


r = branches(3000)
print(sum(r), r[:12], len(set(r)))
items = [[], (), "", {}, set(), frozenset(), [0], (0,), "0", {0: 0}, {0}, frozenset([0])]
print([bool(x) for x in items])
tot = 0
for rep in range(2000):
    for x in items:
        if x:
            tot += 1
        else:
            tot -= 1
print(tot)
