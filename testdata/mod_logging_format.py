# logging: Formatter styles, LogRecord fields, exceptions, stacks, adapters
import io
import os
import sys
import logging

stream = io.StringIO()
h = logging.StreamHandler(stream)
lg = logging.getLogger("fmt")
lg.propagate = False
lg.addHandler(h)
lg.setLevel(logging.DEBUG)

def dump():
    print(stream.getvalue(), end="")
    stream.seek(0)
    stream.truncate()

h.setFormatter(logging.Formatter(
    "%(levelname)-8s|%(name)s|%(module)s|%(filename)s|%(funcName)s|%(lineno)d|%(message)s"))
lg.info("plain")
def inner():
    lg.warning("from %s", "inner")
inner()
lg.debug("dict %(a)s %(b)d", {"a": "A", "b": 2})
lg.info("%5.1f%%", 12.345)
lg.info(["not", "a", "string"])
dump()

h.setFormatter(logging.Formatter("{levelname:>8}:{name}:{message!r}", style="{"))
lg.error("brace %s", 1)
h.setFormatter(logging.Formatter("$levelname/${name}/$message $$", style="$"))
lg.error("dollar")
h.setFormatter(logging.Formatter("%(message)s [%(user)s]", defaults={"user": "nobody"}))
lg.info("defaults")
lg.info("extra", extra={"user": "alice"})
dump()
try:
    lg.info("x", extra={"message": 1})
except KeyError as e:
    print("KeyError", e)
try:
    lg.info("x", extra={"lineno": 1})
except KeyError as e:
    print("KeyError", e)

# record attributes
rec = lg.makeRecord("n", logging.INFO, "/some/where/file.py", 12, "m %s", ("a",), None, "fn")
print(rec.name, rec.levelno, rec.levelname, rec.pathname, rec.filename, rec.module,
      rec.lineno, rec.funcName, rec.getMessage(), rec.args, rec.exc_info, rec.exc_text,
      rec.stack_info, rec.processName, rec.threadName, rec.taskName)
print(repr(rec))
print(type(rec.created).__name__, type(rec.msecs).__name__, 0 <= rec.msecs < 1000,
      type(rec.relativeCreated).__name__, rec.process == os.getpid())
r2 = logging.makeLogRecord({"msg": "hi %s", "args": ("there",), "levelno": 5})
print(r2.getMessage(), r2.levelname, r2.name)
r3 = logging.LogRecord("n", 20, "p", 1, "%(x)s", ({"x": 1},), None)
print(r3.args, r3.getMessage())
r4 = logging.LogRecord("n", 20, "p", 1, "%s", ({},), None)
print(r4.args, r4.getMessage())

# formatTime with a datefmt and a fixed converter
import time
f = logging.Formatter("%(asctime)s %(message)s", datefmt="%Y/%m/%d")
f.converter = time.gmtime
rec.created = 86400 * 365.0 + 0.25
rec.msecs = 250.0
print(f.format(rec))
f2 = logging.Formatter("%(asctime)s")
f2.converter = time.gmtime
print(f2.formatTime(rec), f2.usesTime(), logging.Formatter("{asctime}", style="{").usesTime(),
      logging.Formatter("$asctime", style="$").usesTime(), logging.Formatter().usesTime())

# validation errors
for args in (("%(message)d %", "%"), ("no fields", "%"), ("{}", "{"), ("{message!z}", "{"),
             ("{message:<<<}", "{"), ("{a-b}", "{"), ("nothing", "$"), ("$", "$"),
             ("%(message)s", "!")):
    try:
        logging.Formatter(args[0], style=args[1])
        print("ok", args)
    except ValueError as e:
        print("ValueError", e)
print(logging.Formatter("nothing", validate=False)._fmt)
try:
    logging.Formatter("%(nope)s").format(rec)
except ValueError as e:
    print("ValueError", e)

# exceptions and stacks
h.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
try:
    {}["missing"]
except KeyError:
    lg.exception("caught %s", "it")
    lg.error("with exc_info", exc_info=True)
    lg.info("not an error but exc_info", exc_info=sys.exc_info())
lg.error("instance", exc_info=ValueError("boom"))
lg.error("nothing to show", exc_info=True)
text = stream.getvalue()
stream.seek(0)
stream.truncate()
print("\n".join(l for l in text.splitlines() if not l.startswith("  File")))

def outer():
    helper()
def helper():
    lg.info("where", stack_info=True)
    lg.info("caller of helper", stacklevel=2)
    lg.info("too deep", stacklevel=50)
h.setFormatter(logging.Formatter("%(funcName)s:%(lineno)d %(message)s"))
outer()
text = stream.getvalue()
stream.seek(0)
stream.truncate()
print("\n".join(l for l in text.splitlines() if not l.startswith("  File")))

# adapters
class Prefix(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return "[%s] %s" % (self.extra["id"], msg), kwargs
h.setFormatter(logging.Formatter("%(message)s %(id)s %(funcName)s"))
ad = logging.LoggerAdapter(lg, {"id": 7})
ad.info("adapted %d", 1)
ad.debug("debug too")
pa = Prefix(lg, {"id": 8})
pa.warning("prefixed")
ma = logging.LoggerAdapter(lg, {"id": 1, "k": 2}, merge_extra=True)
ma.info("merged", extra={"id": 9})
nm = logging.LoggerAdapter(lg, {"id": 1})
nm.info("not merged", extra={"id": 9})
try:
    raise OSError("adapter exc")
except OSError:
    ad.exception("adapter")
print(repr(ad), ad.name, ad.manager is logging.Logger.manager, ad.isEnabledFor(10),
      ad.getEffectiveLevel(), ad.hasHandlers())
ad.setLevel(logging.ERROR)
ad.info("suppressed")
lg.setLevel(logging.DEBUG)
print("\n".join(l for l in stream.getvalue().splitlines() if not l.startswith(("  File", "    "))))
stream.seek(0)
stream.truncate()

# a bad format argument: raiseExceptions reports on stderr and carries on
err = io.StringIO()
old = sys.stderr
sys.stderr = err
h.setFormatter(logging.Formatter("%(message)s"))
lg.info("two %s %s", "only one")
lg.info("after the error")
logging.raiseExceptions = False
lg.info("quiet %d", "x")
logging.raiseExceptions = True
sys.stderr = old
lines = err.getvalue().splitlines()
print(lines[0], lines[1])
print([l for l in lines if not l.startswith(" ")][-4:])
print(stream.getvalue(), end="")
stream.seek(0)
stream.truncate()

# custom level, Logger.log, terminator, setStream
logging.addLevelName(25, "NOTICE")
h.setFormatter(logging.Formatter("%(levelname)s:%(message)s"))
lg.log(25, "notice")
h.terminator = " ;\n"
lg.log(35, "unnamed level")
h.terminator = "\n"
other = io.StringIO()
print(h.setStream(other) is stream, h.setStream(other))
lg.info("to other")
print(repr(other.getvalue()))
h.setStream(stream)
dump()

# FileHandler
# A directory of this process's own: the test tiers run in parallel.
tmpdir = os.path.join(os.environ.get("TMPDIR", "/tmp"), "mod_logging_format.%d" % os.getpid())
os.makedirs(tmpdir, exist_ok=True)
path = os.path.join(tmpdir, "mod_logging_format.tmp.log")
fh = logging.FileHandler(path, mode="w", encoding="utf-8")
fh.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
lg.addHandler(fh)
lg.info("into the file")
lg.error("second line")
lg.removeHandler(fh)
fh.close()
with open(path, encoding="utf-8") as fd:
    print(repr(fd.read()))
fd2 = logging.FileHandler(path, mode="a", delay=True)
print(fd2.stream, os.path.basename(fd2.baseFilename))
lg.addHandler(fd2)
lg.warning("appended")
fd2.close()
lg.removeHandler(fd2)
with open(path) as fd:
    print(repr(fd.read()))
os.remove(path)
os.rmdir(tmpdir)

# logger class and record factory
class MyLogger(logging.Logger):
    pass
logging.setLoggerClass(MyLogger)
print(type(logging.getLogger("mine")).__name__, logging.getLoggerClass().__name__)
logging.setLoggerClass(logging.Logger)
try:
    logging.setLoggerClass(int)
except TypeError as e:
    print("TypeError", e)
old_factory = logging.getLogRecordFactory()
def factory(*args, **kwargs):
    r = old_factory(*args, **kwargs)
    r.custom = "C"
    return r
logging.setLogRecordFactory(factory)
h.setFormatter(logging.Formatter("%(custom)s %(message)s"))
lg.info("factory")
logging.setLogRecordFactory(old_factory)
dump()
h.set_name("myhandler")
print(logging.getHandlerByName("myhandler") is h, "myhandler" in logging.getHandlerNames())
logging.shutdown()
print("done")
