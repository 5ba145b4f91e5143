# unittest.TestCase.assertLogs / assertNoLogs: the watcher, levels, loggers
# given by name or object, restoring the logger, and the failure messages.
import logging
import unittest

t = unittest.TestCase()

with t.assertLogs("foo", level="INFO") as cm:
    logging.getLogger("foo").info("first message")
    logging.getLogger("foo.bar").error("second message")
    logging.getLogger("foo").debug("ignored")
print(cm.output)
print([r.getMessage() for r in cm.records], [r.levelname for r in cm.records])
print(type(cm).__name__, cm._fields)

# The root logger and INFO by default.
with t.assertLogs() as cm:
    logging.warning("warn %d", 3)
print(cm.output)

# A Logger object and a numeric level.
log = logging.getLogger("obj")
log.setLevel(logging.ERROR)
old_handlers = log.handlers[:]
with t.assertLogs(log, logging.DEBUG) as cm:
    log.debug("dbg")
print(cm.output)
print(log.level == logging.ERROR, log.handlers == old_handlers, log.propagate)

for level in (None, "WARNING", logging.ERROR):
    try:
        with t.assertLogs("quiet", level=level):
            logging.getLogger("quiet").debug("not enough")
    except AssertionError as e:
        print("AssertionError:", e)

with t.assertNoLogs("foo") as cm:
    logging.getLogger("foo").debug("below INFO")
print(cm)

try:
    with t.assertNoLogs("foo", "WARNING"):
        logging.getLogger("foo.x").warning("one")
        logging.getLogger("foo").error("two")
except AssertionError as e:
    print("AssertionError:", e)

# Other exceptions pass through and the logger is still restored.
try:
    with t.assertLogs("foo"):
        raise KeyError("k")
except KeyError as e:
    print("KeyError", e)
print(logging.getLogger("foo").handlers, logging.getLogger("foo").propagate)


class T(unittest.TestCase):
    def test_ok(self):
        with self.assertLogs("app", "DEBUG") as cm:
            logging.getLogger("app.db").debug("query")
        self.assertEqual(cm.output, ["DEBUG:app.db:query"])

    def test_fail(self):
        with self.assertLogs("app"):
            pass

    def test_nologs_fail(self):
        with self.assertNoLogs():
            logging.info("hi")


suite = unittest.defaultTestLoader.loadTestsFromTestCase(T)
result = unittest.TestResult()
suite.run(result)
print(result.testsRun, len(result.failures), len(result.errors))
for test, tb in result.failures:
    print(test.id(), tb.strip().splitlines()[-1])
