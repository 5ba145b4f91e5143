# STORE_GLOBAL remembers where the name's entry was (the interpreter's
# objCache); deletions, re-insertions, other globals dicts and dict
# mutation through globals() must all be seen.
counter = 0


def bump():
    global counter
    counter = counter + 1


for _ in range(3):
    bump()
print(counter)

del counter
bump_err = None
try:
    bump()
except NameError as e:
    bump_err = str(e)
print(bump_err)


def setc(v):
    global counter
    counter = v


setc(10)
print(counter)
del globals()["counter"]
setc(11)
print(counter, list(globals()).count("counter"))
for i in range(5):
    globals()["filler%d" % i] = i      # grows and rehashes the dict
    setc(20 + i)
print(counter)

code = compile("def f(v):\n    global x\n    x = v\n", "<s>", "exec")
g1, g2 = {}, {}
exec(code, g1)
exec(code, g2)
for i in range(3):
    g1["f"](i)
    g2["f"](i * 100)
print(g1["x"], g2["x"])

# The same code object storing into two dicts alternately.
src = "def store(v):\n    global y\n    y = v\n"
h1, h2 = {}, {}
exec(src, h1)
store = h1["store"]
import types
store2 = types.FunctionType(store.__code__, h2)
for i in range(4):
    store(i)
    store2(-i)
print(h1["y"], h2["y"])

# A key that is an equal but distinct str object.
key = "".join(["cou", "nter"])
globals()[key] = 99
setc(100)
print(counter, globals()[key])
