# len() of every builtin container in a hot loop, their subclasses (whose
# __len__ may differ), objects that change size while the loop runs, and
# a str whose length is not cached.
class D(dict):
    def __len__(self):
        return 99
class S(str):
    def __len__(self):
        return 7
class L(list):
    pass
def run(n):
    d, st, fs = {}, set(), frozenset("abc")
    s, u, t, l = "", "é" * 5, (1, 2, 3), L([1])
    total = 0
    for i in range(n):
        d[i % 50] = i
        st.add(i % 30)
        if i % 100 == 0:
            s += "x"
            st.discard(3)
        total += len(d) + len(st) + len(fs) + len(s) + len(u) + len(t) + len(l)
        total += len(D(a=1)) if i % 500 == 0 else 0
        total += len(S("ab")) if i % 700 == 0 else 0
    return total
print(run(3000))
big = "a" * (1 << 16) + "é"
n = 0
for i in range(2000):
    n += len(big)
print(n)
print(len({}), len(set()), len(""), len(frozenset()), len(()))
try:
    len(5)
except TypeError as e:
    print(e)
