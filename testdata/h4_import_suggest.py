import traceback
for src in ["from h4_import_helper import compute_totl", "from h4_import_helper import _private_thng", "from h4_import_helper import private_thing", "from h4_import_helper import zzzzzz"]:
    try:
        exec(src)
    except ImportError as e:
        print(traceback.format_exception_only(e)[-1].replace(e.path or "", "PATH"), end="")
        print(e.name, e.name_from if hasattr(e, "name_from") else None)
try:
    from collections import OrderDict
except ImportError as e:
    print(e.name, e.name_from, "Did you mean" in "".join(traceback.format_exception_only(e)))
from h4_import_helper import compute_totals
