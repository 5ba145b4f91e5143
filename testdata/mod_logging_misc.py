# logging: captureWarnings, warn(), lastResort, module exception(), manager
import io
import sys
import logging
import warnings

out = io.StringIO()
root_h = logging.StreamHandler(out)
root_h.setFormatter(logging.Formatter("%(name)s:%(levelname)s:%(message)s"))

# lastResort goes to stderr (checked by the .err golden)
logging.getLogger("lr").warning("to stderr via lastResort")
logging.getLogger("lr").error("error %s", "too")
logging.getLogger("lr").info("below lastResort level")
saved = logging.lastResort
logging.lastResort = None
logging.getLogger("lr").error("no last resort")   # warning about no handlers
logging.getLogger("lr").error("only once")
logging.lastResort = saved
print(type(logging.lastResort).__name__, logging.lastResort.level)

logging.root.addHandler(root_h)
logging.captureWarnings(True)
warnings.warn("captured warning", UserWarning)
logging.captureWarnings(False)
w = logging.getLogger("py.warnings")
print(w.handlers)
text = out.getvalue()
print(text.split(":")[0], "captured warning" in text, "UserWarning" in text)
out.seek(0)
out.truncate()

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    logging.getLogger("old").warn("old style")
print([str(c.message) for c in caught], [c.category.__name__ for c in caught])

try:
    int("x")
except ValueError:
    logging.exception("module level exception")
print([l for l in out.getvalue().splitlines() if not l.startswith(" ")])
out.seek(0)
out.truncate()

m = logging.Logger.manager
print(m.root is logging.root, sorted(k for k in m.loggerDict if k in ("lr", "old", "py.warnings")))
logging.getLogger("ph.child")
print(type(m.loggerDict["ph"]).__name__)
parent = logging.getLogger("ph")
print(logging.getLogger("ph.child").parent is parent, type(m.loggerDict["ph"]).__name__)
logging.getLogger("p1.p2.p3")
mid = logging.getLogger("p1.p2")
top = logging.getLogger("p1")
print(logging.getLogger("p1.p2.p3").parent is mid, mid.parent is top)
print(logging.getLevelName("WARN"), logging.getLevelName("FATAL"), logging.getLevelName(50))
logging.root.removeHandler(root_h)
sys.stderr.flush()
