# unittest's discovery, loading by name and main()'s command line, with
# the runner writing to a StringIO whose timing line is dropped.
import io
import os
import re
import sys
import unittest

# argparse wraps the usage to the terminal's width: fix it.
os.environ["COLUMNS"] = "80"
here = os.path.dirname(os.path.abspath(__file__))
start = os.path.join(here, "mockpkg", "tests")


def run(suite, verbosity=1):
    stream = io.StringIO()
    result = unittest.TextTestRunner(stream=stream, verbosity=verbosity).run(suite)
    text = re.sub(r"Ran (\d+) tests? in \S+", r"Ran \1 tests", stream.getvalue())
    text = text.replace(here, "HERE")
    # Frames inside the library differ from CPython's files.
    text = re.sub(r'  File "[^"]*(unittest|importlib)[^"]*".*\n(    .*\n)*', "", text)
    print(text)
    return result


def ids(suite):
    out = []
    for t in suite:
        if isinstance(t, unittest.TestSuite):
            out.extend(ids(t))
        else:
            out.append(t.id())
    return out


loader = unittest.TestLoader()
suite = loader.discover(start, top_level_dir=here)
print(sorted(ids(suite)))
print(len(loader.errors), suite.countTestCases())
r = run(suite, verbosity=2)
print(r.testsRun, len(r.failures), len(r.errors), len(r.skipped), r.wasSuccessful())

loader = unittest.TestLoader()
print(sorted(ids(loader.discover(start, pattern="check_*.py", top_level_dir=here))))
loader = unittest.TestLoader()
print(sorted(ids(loader.discover(start, pattern="test_g*.py", top_level_dir=here))))
loader = unittest.TestLoader()
loader.testNamePatterns = ["*magic*"]
print(sorted(ids(loader.discover(start, top_level_dir=here))))
loader = unittest.TestLoader()
loader.testNamePatterns = ["magic"]
print(sorted(ids(loader.discover(start, top_level_dir=here))))
try:
    unittest.TestLoader().discover(os.path.join(start, "notpkg"), top_level_dir=here)
except ImportError as e:
    print("ImportError", str(e).replace(here, "HERE"))

loader = unittest.TestLoader()
print(ids(loader.loadTestsFromName("mockpkg.tests.test_alpha.AlphaTest.test_fails")))
print(ids(loader.loadTestsFromName("mockpkg.tests.sub.test_gamma")))
print(ids(loader.loadTestsFromNames(["mockpkg.tests.test_alpha.BetaTest",
                                     "mockpkg.tests.check_other.OtherTest.test_other"])))
bad = loader.loadTestsFromName("mockpkg.tests.test_alpha.NoSuchClass")
run(bad)
bad = loader.loadTestsFromName("no_such_top_module_xyz")
run(bad)
import mockpkg.tests.test_alpha as alpha
print(ids(loader.loadTestsFromModule(alpha)))

# main() with argv: names, -k, -v, -q; exit=False keeps going.
for argv in (["prog", "mockpkg.tests.sub.test_gamma"],
             ["prog", "-v", "mockpkg.tests.test_alpha.AlphaTest.test_mock_called",
              "mockpkg.tests.test_alpha.AlphaTest.test_patched"],
             ["prog", "-k", "error", "mockpkg.tests.test_alpha"],
             ["prog", "-q", "mockpkg.tests.test_alpha.BetaTest"]):
    stream = io.StringIO()
    runner = unittest.TextTestRunner(stream=stream, verbosity=1)
    prog = unittest.main(module=None, argv=argv, testRunner=runner, exit=False)
    print(argv[1:], prog.result.testsRun, prog.result.wasSuccessful(), prog.verbosity)

# A bad option: argparse's usage on stderr, exit status 2.
err = io.StringIO()
old, sys.stderr = sys.stderr, err
try:
    unittest.main(module=None, argv=["prog", "--bogus"], exit=False)
except SystemExit as e:
    print("SystemExit", e.code)
finally:
    sys.stderr = old
print(err.getvalue())
out = io.StringIO()
old, sys.stdout = sys.stdout, out
try:
    unittest.main(module="mockpkg.tests.check_other", argv=["prog.py", "-h"], exit=False)
except SystemExit as e:
    code = e.code
finally:
    sys.stdout = old
print("SystemExit", code)
print(out.getvalue())
