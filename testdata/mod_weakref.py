# weakref: ref, proxy, the weak containers, WeakMethod and finalize.
# Objects die here only where the program has dropped every reference and
# called gc.collect(): the point where CPython (refcounting) and cpjit
# (collections) agree that they are gone.

import gc
import sys
import weakref


def shape(s):
    """A repr with its addresses masked."""
    out = []
    i = 0
    while i < len(s):
        if s.startswith("0x", i):
            out.append("ADDR")
            i += 2
            while i < len(s) and s[i] in "0123456789abcdef":
                i += 1
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


class A:
    def __init__(self, name="a"):
        self.name = name

    def method(self):
        return "method of " + self.name

    def __repr__(self):
        return "A(%s)" % self.name


print("== what can be weakly referenced")


class I(int):
    pass


class T(tuple):
    pass


class NoWeak:
    __slots__ = ()


class SlotWeak:
    __slots__ = ("x", "__weakref__")


class L(list):
    pass


class D(dict):
    pass


class E(Exception):
    pass


def gen():
    yield 1


for v in (None, False, True, Ellipsis, NotImplemented, 0, 2 ** 100, 1.5, 2j, "", "abc",
          b"x", bytearray(), (), (1,), [], {}, range(3), slice(1), object(), I(3), T(),
          NoWeak(), Exception(), iter([]), property()):
    try:
        weakref.ref(v)
        print(type(v).__name__, "ok")
    except TypeError as e:
        print(e)

for v in (A(), A, gen, len, set(), frozenset(), sys, gen(), A().method, SlotWeak(), L(),
          D(), E(), int, weakref.ref):
    r = weakref.ref(v)
    print(type(v).__name__, r() is v)

print("== ref")
a = A("one")
r = weakref.ref(a)
print(r() is a, weakref.ref(a) is r, weakref.ref(a, None) is r)
cb_log = []
r2 = weakref.ref(a, cb_log.append)
print(r2 is r, r2 == r, r2 != r, r2() is a, hash(r) == hash(a), hash(r2) == hash(a))
print(r.__callback__, r2.__callback__ == cb_log.append)
print(type(r) is weakref.ref, weakref.ref is weakref.ReferenceType, isinstance(r, weakref.ref))
print(weakref.ref.__name__, weakref.ref.__qualname__, weakref.ref.__module__, weakref.ReferenceType)
print(weakref.ProxyType, weakref.CallableProxyType, weakref.ProxyTypes)
print(shape(repr(r)))
print(shape(repr(weakref.ref(gen))), shape(repr(weakref.ref(A))), shape(repr(weakref.ref(len))))
print(weakref.getweakrefcount(a), weakref.getweakrefs(a) == [r, r2])
print(a.__weakref__ is r, A("fresh").__weakref__)
print(weakref.ref[int])
for bad in ((), (a, None, 3)):
    try:
        weakref.ref(*bad)
    except TypeError as e:
        print(e)
try:
    weakref.ref(a, callback=None)
except TypeError as e:
    print(e)
try:
    r < r2
except TypeError as e:
    print(e)


class Same:
    def __eq__(self, other):
        return isinstance(other, Same)

    __hash__ = object.__hash__


s1, s2 = Same(), Same()
print(weakref.ref(s1) == weakref.ref(s2), weakref.ref(s1) == s1, weakref.ref(s1) != weakref.ref(s2))

print("== death")


def make(log, n):
    """An object with n callback refs and a plain one; only refs escape."""
    o = A("doomed")
    refs = [weakref.ref(o, lambda wr, i=i: log.append(i)) for i in range(n)]
    refs.append(weakref.ref(o))
    hash(refs[0])
    return refs


log = []
refs = make(log, 3)
gc.collect()
print([x() for x in refs], log)
print(shape(repr(refs[0])), refs[0].__callback__, refs[1].__callback__)
print(hash(refs[0]) == hash(refs[0]))
try:
    hash(refs[1])
except TypeError as e:
    print(e)
print(refs[0] == refs[0], refs[0] == refs[1], refs[0] != refs[1])


def callback_raises(wr):
    raise ValueError("from a callback")


def victim():
    o = A("victim")
    return weakref.ref(o, callback_raises)


vr = victim()
gc.collect()
print("the callback's exception did not propagate", vr())

def in_function():
    o = A("local")
    wr = weakref.ref(o, lambda wr: print("callback runs before the next line"))
    del o
    gc.collect()
    print("after collect", wr())


in_function()

seen = []
for i in range(3):
    o = A(str(i))
    wr = weakref.ref(o, lambda w, i=i: seen.append(i))
    o = None
    gc.collect()
    print(i, wr(), seen)

# A collection inside a callback runs the callbacks it causes at once.
nested = []


def outer_callback(wr):
    nested.append("outer")
    o = A("inner")
    inner = weakref.ref(o, lambda wr: nested.append("inner"))
    del o
    gc.collect()
    nested.append(inner() is None)


def make_outer():
    o = A("outer")
    return weakref.ref(o, outer_callback)


ro = make_outer()
gc.collect()
print(nested, ro())

print("== subclasses")


class MyRef(weakref.ref):
    def __init__(self, ob, callback=None, **extra):
        super().__init__(ob, callback)
        self.extra = extra


class Keyed(weakref.ref):
    __slots__ = ("key",)

    def __new__(cls, ob, callback, key):
        self = super().__new__(cls, ob, callback)
        self.key = key
        return self

    def __init__(self, ob, callback, key):
        super().__init__(ob, callback)


b = A("b")
m1 = MyRef(b, None, tag=1)
m2 = MyRef(b)
k = Keyed(b, None, "k1")
print(m1.extra, m2.extra, m1 is m2, m1() is b, type(m1).__name__, isinstance(m1, weakref.ref))
print(k.key, k() is b, shape(repr(k)))
try:
    k.other = 1
except AttributeError as e:
    print(e)
print(weakref.getweakrefcount(b))

print("== proxy")


class Box:
    def __init__(self):
        self.items = [3, 1, 2]
        self.x = 1

    def total(self):
        return sum(self.items)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]

    def __setitem__(self, i, v):
        self.items[i] = v

    def __iter__(self):
        return iter(self.items)

    def __contains__(self, v):
        return v in self.items

    def __add__(self, other):
        return "add %r" % (other,)

    def __radd__(self, other):
        return "radd %r" % (other,)

    def __lt__(self, other):
        return True

    def __eq__(self, other):
        return other == "box"

    __hash__ = object.__hash__

    def __str__(self):
        return "a box"

    def __bool__(self):
        return False


box = Box()
p = weakref.proxy(box)
print(type(p) is weakref.ProxyType, p.x, p.total(), len(p), p[0], list(p), 2 in p, sorted(p))
p.y = 5
print(box.y, p.y)
del p.y
print(hasattr(box, "y"), hasattr(p, "y"))
p[0] = 10
print(box.items, p + 1, 1 + p, p < 3, p == "box", p != "box", str(p), bool(p))
print(p.__class__ is Box, isinstance(p, Box), shape(repr(p)))
print(weakref.proxy(box) is p, weakref.getweakrefcount(box))
try:
    hash(p)
except TypeError as e:
    print(e)
try:
    p.missing
except AttributeError as e:
    print(e)
num = weakref.proxy(L([1, 2]))  # dies at the next collection


def f(x, y=0):
    return x * 10 + y


cp = weakref.proxy(f)
print(type(cp).__name__, cp(4, y=2), cp.__name__)


def dead_proxy():
    return weakref.proxy(A("gone"), lambda pr: print("proxy callback"))


dp = dead_proxy()
gc.collect()
for what in (lambda: dp.name, lambda: str(dp), lambda: len(dp)):
    try:
        what()
    except ReferenceError as e:
        print("ReferenceError:", e)
print(shape(repr(dp)))

print("== WeakValueDictionary")
keep = [A("k%d" % i) for i in range(5)]
wvd = weakref.WeakValueDictionary()
for i, o in enumerate(keep):
    wvd["k%d" % i] = o
print(len(wvd), "k1" in wvd, wvd["k1"], wvd.get("nope", "dflt"), sorted(wvd))
print(shape(repr(wvd)), isinstance(wvd, weakref.WeakValueDictionary))
del keep[1:3]
gc.collect()
print(len(wvd), sorted(wvd.keys()), sorted(v.name for v in wvd.values()), "k1" in wvd)
try:
    wvd["k1"]
except KeyError as e:
    print("KeyError", e)
print(sorted((k, v.name) for k, v in wvd.items()))
print(wvd.setdefault("k0", None) is keep[0], wvd.pop("k0") is keep[0], len(wvd))
print(wvd.pop("nope", "x"), wvd.get("k0"))
temp = A("temp")
wvd.update({"t": temp}, u=keep[0])
print(sorted(wvd), len(wvd.valuerefs()), len(list(wvd.itervaluerefs())))
c = wvd.copy()
print(sorted(c), type(c).__name__)
del temp
gc.collect()
print(sorted(wvd), sorted(c))
k, v = wvd.popitem()
print(k in ("k3", "k4", "u"), v in keep)
# Values dying while a loop walks the dictionary.
walk = weakref.WeakValueDictionary()
kept = []
for i in range(20):
    o = A(str(i))
    walk[i] = o
    if i % 2:
        kept.append(o)
del o
n = 0
for key in walk:
    gc.collect()
    n += 1
print(len(walk), sorted(walk) == [x for x in range(20) if x % 2])
# A value replaced before its callback ran stays.
rep = weakref.WeakValueDictionary()


def replace():
    rep["a"] = A("first")
    rep["a"] = keep[0]


replace()
gc.collect()
print(rep["a"] is keep[0], len(rep))

print("== WeakKeyDictionary")
k1, k2, k3 = A("x"), A("y"), A("z")
wkd = weakref.WeakKeyDictionary({k1: 1, k2: 2})
wkd[k3] = 3
print(len(wkd), wkd[k1], k2 in wkd, "str" in wkd, wkd.get(k3), sorted(wkd.values()))
print(sorted(o.name for o in wkd), sorted(o.name for o in wkd.keys()), shape(repr(wkd)))
del k2
gc.collect()
print(len(wkd), sorted((o.name, v) for o, v in wkd.items()), len(wkd.keyrefs()))
print(wkd.setdefault(k1, 9), wkd.setdefault(A("new"), 7), wkd.pop(k3))
gc.collect()
print(len(wkd))
del wkd[k1]
print(len(wkd), k1 in wkd)
try:
    wkd[1]
except TypeError as e:
    print(e)

print("== WeakSet")
e1, e2, e3 = A("e1"), A("e2"), A("e3")
ws = weakref.WeakSet([e1, e2])
ws.add(e3)
print(len(ws), e1 in ws, 5 in ws, sorted(o.name for o in ws))
del e2
gc.collect()
print(len(ws), sorted(o.name for o in ws))
ws.discard(e1)
print(len(ws), e1 in ws)
ws2 = weakref.WeakSet([e1, e3])
print(sorted(o.name for o in ws | ws2), sorted(o.name for o in ws & ws2), sorted(o.name for o in ws2 - ws))
print(ws <= ws2, ws < ws2, ws2 >= ws, ws == weakref.WeakSet([e3]), ws.isdisjoint(ws2))
print(ws.pop().name, len(ws))
try:
    ws.pop()
except KeyError as e:
    print("KeyError", e)
try:
    ws.remove(e1)
except KeyError:
    print("KeyError on remove")
import collections.abc
print(isinstance(ws, collections.abc.MutableSet), weakref.WeakSet[int])

print("== WeakMethod")
host = A("host")
wm = weakref.WeakMethod(host.method)
print(wm()(), wm() == host.method, wm == weakref.WeakMethod(host.method))
try:
    weakref.WeakMethod(len)
except TypeError as e:
    print(e)


def make_method(log):
    h = A("short-lived")
    return weakref.WeakMethod(h.method, lambda r: log.append("method died"))


mlog = []
wm2 = make_method(mlog)
gc.collect()
print(wm2(), mlog)

print("== finalize")
flog = []
target = A("target")
fin = weakref.finalize(target, flog.append, "finalized")
print(fin.alive, fin.atexit, shape(repr(fin)))
obj, func, args, kwargs = fin.peek()
print(obj is target, func == flog.append, args, kwargs)
del obj
print(fin(), flog, fin.alive, fin(), fin.peek(), fin.detach(), shape(repr(fin)))
fin2 = weakref.finalize(target, flog.append, "never")
print(shape(repr(fin2.detach()[1:])), fin2.alive, fin2.detach())
fin3 = weakref.finalize(target, lambda *a, **k: (a, k), 1, 2, x=3)
print(fin3())


def doomed_finalize(log):
    o = A("fin")
    weakref.finalize(o, log.append, "finalized at death")
    weakref.finalize(o, callback_raises, None)


doomed_finalize(flog)
gc.collect()
print(flog)
print(type(fin).__name__, weakref.finalize.__module__)
try:
    weakref.finalize(1, print)
except TypeError as e:
    print(e)
survivor = A("survivor")
weakref.finalize(survivor, print, "at exit: first registered")
weakref.finalize(survivor, print, "at exit: second registered")
quiet = weakref.finalize(survivor, print, "never printed")
quiet.atexit = False
print(quiet.atexit)

print("== gc")
print(gc.collect(), type(gc.collect(2)).__name__)
try:
    gc.collect(3)
except ValueError as e:
    print(e)
print("end of program")
