# Import errors as CPython 3.13 words them: a submodule of a module that
# is not a package, a name missing from a module, circular imports, and a
# module on sys.path that shadows a standard one.
import importlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def clean(e):
    return str(e).replace(HERE, "DIR")


for name in ["os.nope", "math.nope", "json.nope", "collections.nope", "asyncio.nope", "xml.etree.nope",
             "re.nope", "itertools.nope", "string.nope", "nope_pkg.sub"]:
    try:
        importlib.import_module(name)
    except ImportError as e:
        print(type(e).__name__, e, e.name)
for stmt in ["import os.path.nope", "import random.nope as r", "from c37_plain_mod import nope"]:
    try:
        exec(stmt)
    except ImportError as e:
        print(type(e).__name__, clean(e), e.name, e.path and os.path.basename(e.path))

try:
    import c37_circ_a
except ImportError as e:
    print(type(e).__name__, clean(e), e.name, os.path.basename(e.path))
print(sorted(m for m in sys.modules if m.startswith("c37_circ")))
try:
    import c37_circ_c
except AttributeError as e:
    print(type(e).__name__, clean(e))

# A module beside the first sys.path entry named like a standard module
# shadows it; while it runs, its own import of that name gives itself.
sys.path.insert(0, os.path.join(HERE, "c37_shadow"))
for name in ["colorsys", "c37_shadow_sub1"]:
    try:
        importlib.import_module(name)
    except AttributeError as e:
        print(type(e).__name__, clean(e))
    sys.modules.pop(name, None)
del sys.path[0]
import colorsys
print(colorsys.rgb_to_hsv(1.0, 0.0, 0.0))
