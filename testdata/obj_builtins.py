# Builtins: print, getattr/setattr/hasattr/delattr, vars, dir, globals,
# locals, input, open, exec, eval, compile, __import__, __build_class__.
import sys


def check(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))


# --- print ---
print()
print(1, "a", None, [1, 2], (3,), {"k": 1})
print(1, 2, 3, sep="-")
print(1, 2, 3, sep="", end="!\n")
print("no newline", end="")
print(" ... continued")
print(1, 2, sep=None, end=None)
print("flushed", flush=True)
check(lambda: print(1, sep=1))
check(lambda: print(1, end=2))
check(lambda: print(1, file=1))
check(lambda: print(1, foo=1))


class Collect:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)

    def flush(self):
        self.parts.append("<flush>")


c = Collect()
print("a", "b", sep=", ", end=".\n", file=c, flush=True)
print(c.parts)
old = sys.stdout
sys.stdout = c
print("captured", 42)
sys.stdout = old
print(c.parts[-4:])
print("to stderr", file=sys.stderr)


class Weird:
    def __str__(self):
        return "weird!"

    def __repr__(self):
        return "Weird()"


print(Weird(), [Weird()])


class BadStr:
    def __str__(self):
        return 5


check(lambda: print(BadStr()))

# --- getattr / setattr / hasattr / delattr ---


class O:
    a = 1


o = O()
print(getattr(o, "a"), getattr(o, "b", "default"), hasattr(o, "a"), hasattr(o, "b"))
setattr(o, "b", 2)
print(o.b, getattr(o, "b"))
delattr(o, "b")
print(hasattr(o, "b"))
check(lambda: getattr(o))
check(lambda: getattr(o, "x", 1, 2))
check(lambda: getattr(o, 1))
check(lambda: getattr(o, "x"))
check(lambda: getattr(o, "x", default=5))
check(lambda: hasattr(o))
check(lambda: hasattr(o, 1))
check(lambda: setattr(o, "x"))
check(lambda: setattr(o, 1, 2))
check(lambda: delattr(o, "x"))
check(lambda: delattr(o, 1))


class Raiser:
    @property
    def boom(self):
        raise KeyError("inside property")

    @property
    def attr_err(self):
        raise AttributeError("hidden")


check(lambda: hasattr(Raiser(), "boom"))
print(hasattr(Raiser(), "attr_err"), getattr(Raiser(), "attr_err", "dflt"))

# --- vars / dir / globals / locals ---
o.z = 3
print(vars(o), vars(O)["a"], type(vars(O)).__name__)
check(lambda: vars(1))
check(lambda: vars(1, 2))
check(lambda: dir(1, 2))
print([n for n in dir(o) if not n.startswith("_")])
print("append" in dir([]), "__len__" in dir([]), dir(O) == sorted(dir(O)))


def local_scope(a, b=2):
    c = a + b
    print(sorted(locals().items()), sorted(dir()))
    print(vars() == locals())


local_scope(1)
print(globals()["check"] is check, "O" in globals(), globals() is vars())
g = globals()
g["injected"] = 99
print(injected)


class InBody:
    x = 1
    names = sorted(k for k in locals() if not k.startswith("__"))


print(InBody.names)

# --- exec / eval / compile ---
ns = {}
exec("x = 1\ny = x + 1", ns)
print(ns["x"], ns["y"], "__builtins__" in ns)
print(eval("x * 10", ns), eval("1 + 2"), eval(" 3 * 3"))
loc = {}
exec("z = 5", {}, loc)
print(loc)
print(eval("a + b", {"a": 1}, {"b": 2}))
code = compile("q = 7\nprint('compiled', q)", "<mine>", "exec")
print(type(code).__name__)
exec(code)
print(eval(compile("2 ** 10", "<e>", "eval")))
check(lambda: exec(1))
check(lambda: exec("x=1", 1))
check(lambda: exec("x=1", {}, 1))
check(lambda: eval(1))
check(lambda: compile("1", "f", "bad"))
check(lambda: compile(1, "f", "exec"))
check(lambda: compile("1", "f"))
check(lambda: eval("1 +"))
check(lambda: exec("raise ValueError('from exec')"))
print(exec("1 + 1"))


def exec_in_function():
    exec("inner = 3")
    return eval("2 + 2")


print(exec_in_function())
exec("def made(): return 'made'", ns)
print(ns["made"]())
counter = {"n": 0}
exec("n += 1", {}, counter)
print(counter)

# --- __import__ ---
m = __import__("sys")
print(m is sys, __import__("sys", globals(), locals(), [], 0) is sys)
check(lambda: __import__(1))
check(lambda: __import__(""))
check(lambda: __import__("sys", level=-1))
check(lambda: __import__("no_such_mod_xyz"))

# --- __build_class__ ---


def body():
    attr = "from body"


K = __build_class__(body, "K")
print(K.__name__, hasattr(K, "attr"), type(K).__name__)
check(lambda: __build_class__())
check(lambda: __build_class__(1, "x"))
check(lambda: __build_class__(lambda: None, 1))


class Meta(type):
    pass


K2 = __build_class__(body, "K2", K, metaclass=Meta)
print(K2.__name__, K2.__bases__ == (K,), type(K2).__name__)


class Entries:
    def __mro_entries__(self, bases):
        return (K,)


class FromEntries(Entries()):
    pass


print(FromEntries.__bases__ == (K,), FromEntries.__orig_bases__[0].__class__.__name__)


class BadPrepare(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return 5


check(lambda: BadPrepare("X", (), {}))
try:
    class Fail(metaclass=BadPrepare):
        pass
except TypeError as e:
    print("TypeError:", e)

# --- input ---
check(lambda: input())
check(lambda: input("prompt> "))
check(lambda: input(1, 2))
print()

# --- open ---
try:
    import os
except ImportError:
    os = None
# A file name no concurrent run uses (created exclusively).
import time
n = time.time_ns()
while True:
    path = "/tmp/cpjit_obj_builtins_%d.txt" % n
    try:
        open(path, "x").close()
        break
    except FileExistsError:
        n += 1
f = open(path, "w")
print(type(f).__name__, f.name == path, f.mode, f.closed, f.encoding, f.writable(), f.readable())
print(f.write("line1\nline2\r\nline3\rline4"))
f.close()
print(f.closed)
check(lambda: f.write("x"))
check(lambda: f.read())
with open(path) as f:
    print(f.read())
with open(path, newline="") as f:
    print(f.readlines())
with open(path, "rb") as f:
    print(type(f).__name__, f.read())
with open(path, "rb") as f:
    print(f.readlines())
with open(path) as f:
    print([line for line in f])
with open(path) as f:
    print(repr(f.readline()), repr(f.read(3)), f.tell() > 0)
    f.seek(0)
    print(repr(f.read(5)))
with open(path, "a") as f:
    f.write("\nappended")
with open(path) as f:
    print(f.read().splitlines())
with open(path, "w", encoding="utf-8") as f:
    print("hello", "world", file=f)
    f.writelines(["a\n", "b\n"])
    print(f.encoding)
print(open(path).read())
with open(path, "r+") as f:
    f.write("HELLO")
    f.seek(0)
    print(f.readline())
with open(path, "wb") as f:
    print(f.write(b"\xff\xfe"), f.mode, type(f).__name__)
check(lambda: open(path).read())
print(open(path, errors="replace").read() == "\ufffd\ufffd")
check(lambda: open(path, "z"))
check(lambda: open(path, "rw"))
check(lambda: open(path, "rbt"))
check(lambda: open(path, "rb", encoding="utf-8"))
check(lambda: open(path, "rb", newline=""))
check(lambda: open(path, "r", newline="x"))
check(lambda: open(1.5))
check(lambda: open(path, 1))
check(lambda: open(path, "w").read())
check(lambda: open(path, "r").write("x"))
check(lambda: open(path, "w").write(b"x"))
check(lambda: open(path, "wb").write("x"))
try:
    open(path, "x")
except FileExistsError as e:
    print("FileExistsError:", e.errno, e.strerror, e.filename == path)
check(lambda: open("/nonexistent-dir/x.txt"))
check(lambda: open("/tmp"))
with open(path, "w") as f:
    pass
print(repr(open(path).read()))
with open(path, "w") as f:
    f.write("é\n")
with open(path, "rb") as f:
    print(f.read())
with open(path, encoding="latin-1") as f:
    print(repr(f.read()))
f = open(path)
f.close()
f.close()
check(lambda: f.readline())
check(lambda: next(f))
check(lambda: f.__enter__())
if os:
    os.remove(path)
