# eval/exec with restricted __builtins__, as "safe calculator" programs do.
import math
import types

SAFE = {"__builtins__": {}, "sqrt": math.sqrt, "pi": math.pi}
for expr in ["2 + 3 * 4", "sqrt(16) + pi", "abs(-3)", "__import__('os').getcwd()", "open('x')", "[x * x for x in range(4)]"]:
    try:
        print(expr, "=", eval(expr, SAFE, {}))
    except Exception as e:
        print(expr, "->", type(e).__name__, e)

g = {"__builtins__": {"print": print, "len": len, "range": range}}
exec("print(len('abc'), list(range(3)) if False else 'x')", g)
try:
    exec("print(abs(-1))", g)
except NameError as e:
    print("NameError:", e)
try:
    exec("import os", g)
except ImportError as e:
    print("ImportError:", e)

# Functions defined under those builtins keep them.
exec("def f(v):\n    return len(v)\ndef h(v):\n    return abs(v)", g)
print(g["f"]("hello"))
try:
    g["h"](-2)
except NameError as e:
    print("NameError:", e)

# A module object works as __builtins__ too, and a missing one is added.
import builtins
g2 = {"__builtins__": builtins}
exec("r = abs(-7)", g2)
print(g2["r"])
g3 = {}
exec("r = max(1, 2)", g3)
print(g3["r"], g3["__builtins__"] is builtins)

# Custom builtins: a replaced len.
g4 = {"__builtins__": {"len": lambda x: 42, "print": print}}
exec("print(len([1, 2]))", g4)

# types.FunctionType takes builtins from its globals.
code = compile("def k():\n    return min(3, 4)\n", "<s>", "exec")
ns = {}
exec(code, ns)
k2 = types.FunctionType(ns["k"].__code__, {"__builtins__": {"min": lambda a, b: "custom"}})
print(ns["k"](), k2())
print(eval("len", {"__builtins__": {"len": "mine"}}))
