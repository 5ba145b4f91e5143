# Tracebacks through code compiled from strings show the source lines that
# linecache knows for its pseudo-file: doctest examples (doctest serves
# them while a test runs), and lines registered in linecache.cache.
import doctest
import linecache
import sys
import traceback


def divide(x):
    """
    >>> divide(
    ...   0)
    1.0
    >>> assert divide(1) == 2, (
    ...     "not two")
    """
    return 1 / x


class Runner(doctest.DocTestRunner):
    # Leave out the runner's own frame: its file differs between builds.
    def report_unexpected_exception(self, out, test, example, exc_info):
        parts = traceback.format_exception(exc_info[1])
        parts = [p for p in parts if "in __run" not in p]
        out("".join(parts).replace(__file__, "FILE"))

    def report_failure(self, out, test, example, got):
        out("failure: " + got)


finder = doctest.DocTestFinder()
runner = Runner(verbose=False)
for test in finder.find(divide, "divide", globs={"divide": divide}):
    runner.run(test, out=sys.stdout.write)
print(runner.summarize(verbose=False))
print(linecache.getline("<doctest divide[0]>", 1) == "")

# A pseudo-file whose lines were put in linecache.cache.
source = "def g():\n    return [][1]\n"
name = "<generated g>"
linecache.cache[name] = (len(source), None, source.splitlines(True), name)
ns = {}
exec(compile(source, name, "exec"), ns)
try:
    ns["g"]()
except IndexError as e:
    print("".join(traceback.format_exception(e)).replace(__file__, "FILE"), end="")
    print("".join(traceback.TracebackException.from_exception(e).format()).replace(__file__, "FILE"), end="")

# Without an entry, such a file shows no line.
try:
    exec(compile("[][2]", "<nowhere>", "exec"))
except IndexError as e:
    print("".join(traceback.format_exception(e)).replace(__file__, "FILE"), end="")
