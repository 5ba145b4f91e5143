# importlib: import_module (absolute and relative), reload, find_spec,
# spec_from_file_location + module_from_spec + exec_module, errors.
import importlib
import importlib.util
import importlib.machinery
import os
import sys
import tempfile

m = importlib.import_module("imppkg")
print(m.__name__, m.VERSION, m.greet("x"))
sub = importlib.import_module(".sub", "imppkg")
print(sub.__name__, sub is sys.modules["imppkg.sub"])
h = importlib.import_module("..helpers", "imppkg.sub")
print(h.__name__, h.decorate("y"))
print(importlib.import_module("os.path") is os.path)
print(importlib.import_module("json").__name__)

for args in [(".sub",), ("",), ("...x", "imppkg"), ("no_such_module_xyz",), ("imppkg.nothere",)]:
    try:
        importlib.import_module(*args)
    except Exception as e:
        print(type(e).__name__, e)

print(importlib.util.find_spec("no_such_module_xyz"))
spec = importlib.util.find_spec("imppkg")
print(spec.name, spec.parent, os.path.basename(spec.origin), spec.submodule_search_locations is not None)
spec = importlib.util.find_spec("imppkg.helpers")
print(spec.name, spec.parent, os.path.basename(spec.origin))
print(importlib.util.find_spec("json") is not None, importlib.util.find_spec("math") is not None)
print(importlib.util.resolve_name(".a", "pkg.b"), importlib.util.resolve_name("..a", "pkg.b"), importlib.util.resolve_name("x", None))
try:
    importlib.util.resolve_name(".a", None)
except ImportError as e:
    print("ImportError", e)
try:
    importlib.util.find_spec("os.path.nope")
except ModuleNotFoundError as e:
    print("ModuleNotFoundError", e)
importlib.invalidate_caches()

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "dyn_mod_cpjit.py")
    with open(path, "w") as f:
        f.write("counter = 1\ndef double(x):\n    return 2 * x\nprint('running', __name__)\n")
    spec = importlib.util.spec_from_file_location("dyn_mod_cpjit", path)
    print(spec.name, spec.origin == path, spec.parent == "", spec.has_location)
    print(type(spec.loader).__name__, spec.submodule_search_locations)
    mod = importlib.util.module_from_spec(spec)
    print(mod.__name__, mod.__file__ == path, mod.__spec__ is spec, mod.__loader__ is spec.loader)
    print(hasattr(mod, "double"))
    spec.loader.exec_module(mod)
    print(mod.double(21), mod.counter)
    sys.modules["dyn_mod_cpjit"] = mod
    sys.path.insert(0, d)
    import dyn_mod_cpjit
    print(dyn_mod_cpjit is mod)
    mod.extra = "kept"
    with open(path, "w") as f:
        f.write("counter = 2\ndef triple(x):\n    return 3 * x\nprint('reloaded', __name__)\n")
    r = importlib.reload(mod)
    print(r is mod, mod.counter, mod.triple(5), mod.extra, hasattr(mod, "double"))
    print(importlib.util.spec_from_file_location("data", os.path.join(d, "x.txt")))
    del sys.modules["dyn_mod_cpjit"]
    del sys.path[0]
    try:
        importlib.reload(mod)
    except ImportError as e:
        print("ImportError", e)
try:
    importlib.reload(42)
except TypeError as e:
    print("TypeError", e)
print(importlib.machinery.SOURCE_SUFFIXES)
