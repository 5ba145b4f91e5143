# list(), list.extend and += from sets, frozensets, dicts and dict views
# (in their iteration order, after deletions too), and from subclasses of
# list, tuple, set and dict whose own __iter__ decides what comes out.

s = set(range(0, 60, 7)); s.discard(14); s.add(100); s.add(-3)
fs = frozenset(["b", "a", "c", 2.5, 7])
d = {k: k * 2 for k in "abcdefgh"}; del d["c"]; d["z"] = 0; del d["a"]
print(list(s), len(list(fs)) == len(fs), list(fs) == [x for x in fs])
print(list(d), list(d.keys()), list(d.values()), list(d.items()))
print(list(set()), list({}), list({}.items()), list(frozenset()))
x = [0]; x.extend(s); x += fs; x.extend(d.items()); x += d.values()
print(len(x), x[:3], x[-3:])
print([*d.keys(), *s][:5], sorted(map(str, [*fs])))

class L(list):
    def __iter__(self):
        return iter("LL")
class T(tuple):
    def __iter__(self):
        return iter("TT")
class S(set):
    def __iter__(self):
        return iter("SS")
class FS(frozenset):
    def __iter__(self):
        return iter("FF")
class D(dict):
    def __iter__(self):
        return iter("DD")
for obj in (L([1, 2]), T((3,)), S({4}), FS({5}), D(a=1)):
    y = [9]
    y.extend(obj)
    print(type(obj).__name__, list(obj), y, [*obj])
dd = D(p=1, q=2)
print(list(dd.keys()), list(dd.values()), list(dd.items()))
ll = L([1, 2]); ll.extend(ll); print(list.__repr__(ll))
z = [1, 2]; z.extend(z); z += z; print(z)

# a dict that is changed while a list is built from it afterwards
e = dict.fromkeys(range(10))
for k in range(0, 10, 3):
    del e[k]
e[3] = "back"
print(list(e), list(e.items())[:3])
acc = 0
for i in range(2000):
    t = {i % 5, i % 7, i % 11}
    acc += len(list(t)) + len(list({i: 1, -i: 2})) + sum(list(t))
print(acc)
