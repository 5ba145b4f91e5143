# sys.stdlib_module_names: CPython's standard library module names.
import sys

names = sys.stdlib_module_names
print(type(names).__name__, len(names) > 250)
for n in ["os", "sys", "json", "asyncio", "collections", "tkinter", "email", "_thread", "numpy", "requests", "__main__"]:
    print(n, n in names)
local = [m for m in ["math", "re", "string", "c37_helper_not_std"] if m not in names]
print(local)
