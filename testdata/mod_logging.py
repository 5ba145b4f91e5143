# logging: hierarchy, levels, handlers, filters, basicConfig, lastResort
import io
import sys
import logging

# lastResort: no handlers anywhere -> message alone on (current) sys.stderr
err = io.StringIO()
old = sys.stderr
sys.stderr = err
logging.getLogger("quiet").warning("last resort %s", "here")
logging.getLogger("quiet").info("not shown")
sys.stderr = old
print(repr(err.getvalue()))

# levels
print(logging.getLevelName(10), logging.getLevelName("INFO"), logging.getLevelName(7))
logging.addLevelName(7, "TRACE")
print(logging.getLevelName(7), logging.getLevelName("TRACE"))
m = logging.getLevelNamesMapping()
print(sorted(m.items()))
print(logging.CRITICAL, logging.FATAL, logging.ERROR, logging.WARNING, logging.WARN,
      logging.INFO, logging.DEBUG, logging.NOTSET)

# hierarchy
a = logging.getLogger("a")
abc = logging.getLogger("a.b.c")
ab = logging.getLogger("a.b")
print(abc.parent is ab, ab.parent is a, a.parent is logging.root)
print(logging.getLogger("a.b") is ab, logging.getLogger() is logging.root,
      logging.getLogger("root") is logging.root)
print(a.getChild("b") is ab, logging.root.getChild("a") is a)
print(sorted(l.name for l in a.getChildren()))
print(repr(a), repr(logging.root), a.getEffectiveLevel())
a.setLevel(logging.DEBUG)
print(abc.getEffectiveLevel(), abc.isEnabledFor(logging.DEBUG), repr(abc))
a.setLevel("ERROR")
print(abc.getEffectiveLevel(), abc.isEnabledFor(logging.WARNING))
try:
    a.setLevel("NOPE")
except ValueError as e:
    print("ValueError", e)
try:
    a.setLevel(1.5)
except TypeError as e:
    print("TypeError", e)
try:
    logging.getLogger(3)
except TypeError as e:
    print("TypeError", e)
a.setLevel(logging.NOTSET)

# handlers and propagation
s1 = io.StringIO()
s2 = io.StringIO()
h1 = logging.StreamHandler(s1)
h1.setFormatter(logging.Formatter("%(name)s|%(levelname)s|%(message)s"))
h2 = logging.StreamHandler(s2)
h2.setLevel(logging.ERROR)
h2.setFormatter(logging.Formatter("H2 %(levelno)d %(message)s"))
a.addHandler(h1)
ab.addHandler(h2)
a.setLevel(logging.INFO)
abc.info("info from %s", "abc")
abc.error("error from abc")
abc.debug("debug hidden")
ab.propagate = False
abc.critical("no propagation to a")
ab.propagate = True
print(s1.getvalue(), end="")
print(s2.getvalue(), end="")
print(a.hasHandlers(), logging.getLogger("zzz").hasHandlers())
print(repr(h2), repr(logging.Handler()), repr(logging.NullHandler(level=20)))

# filters
class OnlyEven:
    def filter(self, record):
        return record.args[0] % 2 == 0

s3 = io.StringIO()
lg = logging.getLogger("filt")
lg.propagate = False
h3 = logging.StreamHandler(s3)
lg.addHandler(h3)
lg.setLevel(logging.DEBUG)
f = OnlyEven()
lg.addFilter(f)
for i in range(5):
    lg.info("n=%d", i)
lg.removeFilter(f)
h3.addFilter(lambda r: "keep" in r.msg)
lg.info("drop me")
lg.info("keep me")
name_filter = logging.Filter("filt.sub")
print(name_filter.filter(logging.makeLogRecord({"name": "filt.sub.x"})),
      name_filter.filter(logging.makeLogRecord({"name": "filt.subx"})),
      name_filter.filter(logging.makeLogRecord({"name": "filt.sub"})),
      logging.Filter().filter(logging.makeLogRecord({"name": "q"})))

def changer(record):
    new = logging.makeLogRecord(record.__dict__)
    new.msg = "changed: " + record.msg
    return new
h3.filters.clear()
h3.addFilter(changer)
lg.warning("original")
print(s3.getvalue(), end="")

# disabled loggers and logging.disable
lg.disabled = True
lg.error("disabled logger")
lg.disabled = False
logging.disable(logging.WARNING)
lg.warning("disabled level")
lg.error("above disable")
logging.disable(logging.NOTSET)
lg.info("enabled again")
print(s3.getvalue().splitlines()[-2:])

# NullHandler stops lastResort
err = io.StringIO()
sys.stderr = err
nl = logging.getLogger("nulled")
nl.addHandler(logging.NullHandler())
nl.error("swallowed")
sys.stderr = old
print(repr(err.getvalue()))

# basicConfig on the root logger, module-level functions
out = io.StringIO()
logging.basicConfig(stream=out, level=logging.INFO)
logging.debug("d")
logging.info("i %s", "x")
logging.warning("w")
logging.error("e")
logging.critical("c")
logging.log(logging.INFO, "log %d", 5)
logging.getLogger("x.y").info("child of root")
logging.basicConfig(stream=io.StringIO(), format="ignored")   # no effect
logging.info("still first handler")
print(out.getvalue(), end="")
out2 = io.StringIO()
logging.basicConfig(stream=out2, format="{levelname} {message}", style="{", force=True)
logging.warning("forced {}", "x")
logging.warning("forced %s", "y")
print(out2.getvalue(), end="")
for bad in ({"stream": out2, "filename": "x", "force": True},
            {"handlers": [], "stream": out2, "force": True},
            {"style": "?", "force": True},
            {"bogus": 1, "stream": io.StringIO(), "force": True}):
    try:
        logging.basicConfig(**bad)
    except ValueError as e:
        print("ValueError", e)
out3 = io.StringIO()
hh = logging.StreamHandler(out3)
logging.basicConfig(handlers=[hh], format="$levelname-$message", style="$", force=True)
logging.warning("template")
print(out3.getvalue(), end="")
print(logging.root.handlers == [hh], logging.root.level)
try:
    logging.log("INFO", "x")
except TypeError as e:
    print("TypeError", e)
