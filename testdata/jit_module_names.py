# Names in a module's top-level loops: loaded from the globals or the
# builtins and stored in the globals, whatever happens to them meanwhile.
total = 0
for i in range(3000):
    total += i & 7
    if i == 1500:
        len = lambda x: 42          # a global now hides the builtin
    n = len("abc")
print(total, n)
del len
count = 0
for i in range(3000):
    count += len("ab")               # the builtin again
    if i == 2000:
        globals()["extra"] = i       # the globals gain a name
print(count, extra)
acc = []
for i in range(2000):
    acc.append(i % 3)
    if i == 1000:
        del acc                      # the next load fails
        try:
            acc.append(1)
        except NameError as e:
            print(type(e).__name__, e)
        acc = [0]
print(len(acc), sum(acc))
src = """
s = 0
for k in range(4000):
    s += k
    t = s
"""
g, l = {}, {}
exec(src, g, l)                       # names are locals here, not globals
print(sorted(l), l["s"], "s" in g)
exec(src, g)                          # and globals here
print(g["s"], g["t"])
class C:
    v = 0
    for j in range(3000):
        v += j
print(C.v, "j" in C.__dict__)
try:
    for i in range(2000):
        if i == 1999:
            print(undefined_name)
except NameError as e:
    print(e)
