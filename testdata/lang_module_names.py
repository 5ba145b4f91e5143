# Names in a module's body (LOAD_NAME and STORE_NAME, whose locals are
# the globals) through the globals' inline caches: rebinding, shadowing
# builtins and dropping the shadow, deleting, the dict changing shape
# under the loop, exec with a plain dict and with a dict subclass.
total = 0
for i in range(2000):
    total = total + i % 7
    if i == 500:
        len = lambda x: -1          # shadows the builtin
    if i == 1000:
        del len                     # the builtin again
    if i % 300 == 0:
        globals()["extra_%d" % i] = i   # the globals grow (new key layout)
    total += len("ab")
print(total, sorted(k for k in globals() if k.startswith("extra_")))

x = 1
for i in range(100):
    x = x * 3 % 1000003
    if i == 50:
        del x
        try:
            x
        except NameError as e:
            print(e)
        x = 7
print(x)

g = {"n": 0}
code = compile("for i in range(1000):\n    n = n + i\nresult = n", "<exec>", "exec")
exec(code, g)
print(g["result"], g["n"], "i" in g)

class Loud(dict):
    def __getitem__(self, k):
        log.append(("get", k))
        return dict.__getitem__(self, k)
    def __setitem__(self, k, v):
        log.append(("set", k))
        dict.__setitem__(self, k, v)

log = []
ns = Loud(a=1)
exec("for j in range(3):\n    a = a + j\n", {}, ns)
print(dict(ns), log)

log = []
loud_globals = Loud(b=2)
try:
    exec("for j in range(2):\n    b = b * 5\nc = b", loud_globals)
except Exception as e:
    print(type(e).__name__, e)
print(loud_globals.get("c"), [e for e in log if e[1] != "__builtins__"])

class K:
    v = 1
    for q in range(3):
        v = v + q
print(K.v, K.q)

def later():
    return undefined_name_here
try:
    for i in range(3):
        later()
except NameError as e:
    print(e)
