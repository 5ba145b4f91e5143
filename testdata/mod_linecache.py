# linecache: reading, caching, checking and lazy entries
import linecache
import os
import sys

print(linecache.getline(__file__, 1), end="")
print(repr(linecache.getline(__file__, 2)))
print(repr(linecache.getline(__file__, 0)), repr(linecache.getline(__file__, -1)), repr(linecache.getline(__file__, 10**6)))
lines = linecache.getlines(__file__)
print(lines[:3] == linecache.getlines(__file__)[:3], lines[-1])
entry = linecache.cache[__file__]
print(len(entry), type(entry[0]).__name__, type(entry[1]).__name__, entry[2] is lines, entry[3] == __file__)
print(entry[0] == os.stat(__file__).st_size)
for name in ["<stdin>", "<frozen os>", "<string>", ""]:
    print(repr(name), linecache.getlines(name), repr(linecache.getline(name, 1)), linecache.updatecache(name), name in linecache.cache)
print(linecache.getlines("no_such_module_file_xyz.py"), "no_such_module_file_xyz.py" in linecache.cache)
print(linecache.getlines(os.path.join(os.sep, "no", "such", "dir", "f.py")))

tmpdir = os.environ.get("TMPDIR") or "/tmp"
base = "lc_test_%d" % os.getpid()
path = os.path.join(tmpdir, base + ".py")
def write(text, mode="w", **kw):
    with open(path, mode, **kw) as f:
        f.write(text)

write("first\nsecond\nthird")
print(linecache.getlines(path))
print(repr(linecache.getline(path, 3)))
linecache.checkcache(path)
print(path in linecache.cache)
write("changed line one\nand two, longer than before\n")
print(repr(linecache.getline(path, 1)))   # still cached
linecache.checkcache(path)
print(path in linecache.cache)
print(repr(linecache.getline(path, 1)))
linecache.checkcache("not-in-cache")
write("x = 1\n" * 7)
linecache.checkcache()
print(path in linecache.cache, linecache.getlines(path)[-1], len(linecache.getlines(path)))
print(linecache.updatecache(path)[:2])
os.remove(path)
print(path in linecache.cache, len(linecache.getlines(path)))
linecache.checkcache(path)
print(path in linecache.cache, linecache.getlines(path))

write("")
print(linecache.updatecache(path))
write(b"# -*- coding: latin-1 -*-\nname = '\xe9t\xe9'\n", "wb")
print(linecache.updatecache(path))
write(b"\xef\xbb\xbfbom = 1\r\nnext = 2\r\n", "wb")
print(linecache.updatecache(path))
write(b"bad = '\xff'\n", "wb")
print(linecache.updatecache(path), path in linecache.cache)
write("from_path = True\n")
sys.path.insert(0, tmpdir)
print(linecache.getline(base + ".py", 1), end="")
print(linecache.cache[base + ".py"][3] == path)
sys.path.pop(0)
os.remove(path)

class Loader:
    def __init__(self, src):
        self.src = src
        self.calls = []
    def get_source(self, name):
        self.calls.append(name)
        if isinstance(self.src, Exception):
            raise self.src
        return self.src

ld = Loader("alpha\nbeta\ngamma")
g = {"__name__": "fakemod", "__loader__": ld}
print(linecache.lazycache("fakemod.py", g), ld.calls)
print(len(linecache.cache["fakemod.py"]), linecache.lazycache("fakemod.py", g))
print(repr(linecache.getline("fakemod.py", 2)), ld.calls)
e = linecache.cache["fakemod.py"]
print(e[0], e[1], e[2], e[3])
print(linecache.lazycache("fakemod.py", g))
linecache.checkcache()
print("fakemod.py" in linecache.cache)
print(linecache.getlines("other.py", {"__name__": "m2", "__loader__": Loader(None)}))
print(linecache.getlines("third.py", {"__name__": "m3", "__loader__": Loader(ImportError("nope"))}))
print(linecache.lazycache("<frozen abc>", g), linecache.lazycache("x.py", None), linecache.lazycache("y.py", {}))
print(linecache.lazycache("z.py", {"__name__": "z"}), linecache.lazycache("w.py", {"__name__": "w", "__loader__": object()}))
class Spec:
    name = "specname"
    loader = Loader("from spec\n")
print(linecache.getline("specmod.py", 1, {"__name__": "ignored", "__spec__": Spec}), end="")
print(Spec.loader.calls)

linecache.clearcache()
print(linecache.cache)
print(sorted(linecache.__all__))
