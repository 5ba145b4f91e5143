import io
import os
import re
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


def clean(text):
    # Timing and the program's folder differ between runs.
    text = text.replace(HERE + os.sep, '{DIR}/')
    text = re.sub(r'Ran (\d+) tests? in [0-9.]+s', r'Ran \1 tests in X.XXXs', text)
    # Caret lines under traceback source lines.
    return '\n'.join(l for l in text.split('\n') if not re.fullmatch(r'\s*[~^]+\s*', l))


def run(*cases, verbosity=1, **kw):
    loader = unittest.TestLoader()
    suite = unittest.TestSuite()
    for case in cases:
        if isinstance(case, type):
            suite.addTests(loader.loadTestsFromTestCase(case))
        else:
            suite.addTest(case)
    stream = io.StringIO()
    result = unittest.TextTestRunner(stream=stream, verbosity=verbosity, **kw).run(suite)
    print(clean(stream.getvalue()))
    print(result, result.wasSuccessful(), len(result.failures), len(result.errors),
          len(result.skipped), len(result.expectedFailures), len(result.unexpectedSuccesses))
    return result


class Skips(unittest.TestCase):
    @unittest.skip('not today')
    def test_skip(self):
        raise AssertionError('never')

    @unittest.skipIf(True, 'condition true')
    def test_skip_if(self):
        pass

    @unittest.skipUnless(False, 'condition false')
    def test_skip_unless(self):
        pass

    @unittest.skipIf(False, 'not skipped')
    def test_runs(self):
        pass

    def test_skip_inside(self):
        self.skipTest('skipped from inside')

    @unittest.expectedFailure
    def test_expected_failure(self):
        self.assertEqual(1, 0)

    @unittest.expectedFailure
    def test_unexpected_success(self):
        pass


@unittest.skip('whole class')
class SkippedClass(unittest.TestCase):
    def test_a(self):
        pass


run(Skips, SkippedClass, verbosity=2)
run(Skips)


class Sub(unittest.TestCase):
    def test_sub(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertEqual(i % 2, 0)

    def test_sub_msg(self):
        with self.subTest('labelled', x=1):
            self.assertTrue(False)
        with self.subTest():
            raise RuntimeError('in subtest')


run(Sub)
run(Sub, verbosity=2)


class Fixtures(unittest.TestCase):
    def setUp(self):
        raise RuntimeError('setUp broke')

    def test_x(self):
        pass


class ClassFixtureFails(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise ValueError('class setup failed')

    def test_y(self):
        pass


class Cleanups(unittest.TestCase):
    def test_cleanup_error(self):
        self.addCleanup(lambda: 1 / 0)

    def test_order(self):
        self.addCleanup(print, 'cleanup 1')
        self.addCleanup(print, 'cleanup 2')


run(Fixtures, ClassFixtureFails, Cleanups, verbosity=2)

# unittest.main() in __main__ with argv and exit=False
class MainCase(unittest.TestCase):
    def test_one(self):
        pass

    def test_two(self):
        self.assertEqual('a', 'b')


# results, suites and loaders used directly
result = unittest.TestResult()
Skips('test_runs').run(result)
print(result.testsRun, result.wasSuccessful())
suite = unittest.defaultTestLoader.loadTestsFromTestCase(Skips)
print(suite.countTestCases(), unittest.TestLoader().getTestCaseNames(Skips))
named = unittest.TestLoader().loadTestsFromName('__main__.Skips.test_runs')
print(named.countTestCases())
ft = unittest.FunctionTestCase(lambda: None, description='a function test')
run(ft, verbosity=2)
r = run(MainCase('test_two'), MainCase('test_one'), verbosity=0)
r = run(MainCase('test_two'), MainCase('test_two'), MainCase('test_one'), failfast=True)
run()
try:
    Skips('no_such_test')
except ValueError as e:
    print('ValueError:', e)
print(issubclass(unittest.SkipTest, Exception), unittest.TestCase.maxDiff, unittest.TestCase.longMessage)


class Short(unittest.TestCase):
    longMessage = False

    def test_short(self):
        self.assertEqual(1, 2, 'only this')


run(Short)


saved = sys.stderr
sys.stderr = buf = io.StringIO()
try:
    prog = unittest.main(argv=['prog', 'MainCase'], exit=False)
finally:
    sys.stderr = saved
print(clean(buf.getvalue()))
print(prog.result.testsRun, prog.result.wasSuccessful())
sys.stderr = buf = io.StringIO()
try:
    unittest.main(argv=['prog', '-v', 'MainCase.test_one'])
except SystemExit as e:
    code = e.code
finally:
    sys.stderr = saved
print(clean(buf.getvalue()))
print('exit code', code)
sys.stderr = buf = io.StringIO()
try:
    unittest.main(argv=['prog', '-q', 'MainCase'])
except SystemExit as e:
    code = e.code
finally:
    sys.stderr = saved
print(clean(buf.getvalue()))
print('exit code', code)
