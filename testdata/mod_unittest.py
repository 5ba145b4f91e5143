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


log = []


class Basics(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        log.append('setUpClass')

    @classmethod
    def tearDownClass(cls):
        log.append('tearDownClass')

    def setUp(self):
        log.append('setUp ' + self._testMethodName)
        self.addCleanup(log.append, 'cleanup ' + self._testMethodName)

    def tearDown(self):
        log.append('tearDown')

    def test_equal(self):
        self.assertEqual(1 + 1, 2)
        self.assertNotEqual(1, 2)
        self.assertTrue([1])
        self.assertFalse('')
        self.assertIs(None, None)
        self.assertIsNot(1, None)
        self.assertIsNone(None)
        self.assertIsNotNone(0)
        self.assertIn(2, [1, 2])
        self.assertNotIn(3, [1, 2])
        self.assertIsInstance(1, int)
        self.assertNotIsInstance(1, str)
        self.assertAlmostEqual(0.1 + 0.2, 0.3)
        self.assertNotAlmostEqual(0.1, 0.2)
        self.assertAlmostEqual(1.0, 1.05, delta=0.1)
        self.assertGreater(2, 1)
        self.assertGreaterEqual(2, 2)
        self.assertLess(1, 2)
        self.assertLessEqual(2, 2)
        self.assertRegex('hello world', r'w.rld')
        self.assertNotRegex('hello', r'\d')
        self.assertCountEqual([1, 2, 2], [2, 1, 2])
        self.assertListEqual([1], [1])
        self.assertDictEqual({'a': 1}, {'a': 1})
        self.assertSetEqual({1}, {1})
        self.assertTupleEqual((1,), (1,))
        self.assertMultiLineEqual('a\nb', 'a\nb')
        self.assertSequenceEqual([1, 2], (1, 2))

    def test_raises(self):
        with self.assertRaises(ZeroDivisionError) as cm:
            1 / 0
        print('caught:', cm.exception)
        self.assertRaises(KeyError, {}.__getitem__, 'k')
        with self.assertRaisesRegex(ValueError, 'invalid literal'):
            int('x')
        import warnings
        with self.assertWarns(UserWarning) as w:
            warnings.warn('careful')
        print('warned:', w.warning)
        with self.assertWarnsRegex(DeprecationWarning, 'old'):
            warnings.warn('old stuff', DeprecationWarning)

    def test_doc(self):
        """First line of the doc.

        More text."""
        self.assertEqual(self.shortDescription(), 'First line of the doc.')
        print(self.id(), str(self), repr(self))


run(Basics, verbosity=2)
print(log)


class Failing(unittest.TestCase):
    maxDiff = None

    def test_eq_int(self):
        self.assertEqual(1, 2)

    def test_eq_msg(self):
        self.assertEqual(1, 2, 'custom message')

    def test_eq_list(self):
        self.assertEqual([1, 2, 3], [1, 2, 4])

    def test_eq_list_len(self):
        self.assertEqual([1, 2], [1, 2, 3, 4])

    def test_eq_tuple(self):
        self.assertEqual((1, 'a'), (1, 'b'))

    def test_eq_dict(self):
        self.assertEqual({'a': 1, 'b': 2}, {'a': 1, 'b': 3, 'c': 4})

    def test_eq_set(self):
        self.assertEqual({1, 2}, {2, 3})

    def test_eq_str(self):
        self.assertEqual('hello\nworld\n', 'hello\nthere\n')

    def test_eq_str_oneline(self):
        self.assertEqual('abc', 'abd')

    def test_eq_long(self):
        self.assertEqual('x' * 100 + 'a', 'x' * 100 + 'b')

    def test_true(self):
        self.assertTrue(0)

    def test_false(self):
        self.assertFalse([1])

    def test_in(self):
        self.assertIn('z', 'abc')

    def test_not_in(self):
        self.assertNotIn(1, [1, 2])

    def test_is(self):
        self.assertIs([], None)

    def test_is_none(self):
        self.assertIsNone(5)

    def test_isinstance(self):
        self.assertIsInstance('s', int)

    def test_almost(self):
        self.assertAlmostEqual(1.0, 1.1)

    def test_almost_delta(self):
        self.assertAlmostEqual(1.0, 2.0, delta=0.5)

    def test_greater(self):
        self.assertGreater(1, 2)

    def test_raises_none(self):
        with self.assertRaises(ValueError):
            pass

    def test_raises_callable(self):
        self.assertRaises(ValueError, len, [])

    def test_raises_regex(self):
        with self.assertRaisesRegex(ValueError, 'abc'):
            raise ValueError('xyz')

    def test_raises_other(self):
        with self.assertRaises(ValueError):
            raise TypeError('wrong type')

    def test_count_equal(self):
        self.assertCountEqual([1, 1, 2], [1, 2, 2])

    def test_regex(self):
        self.assertRegex('abc', r'\d+')

    def test_fail(self):
        self.fail('explicit failure')

    def test_error(self):
        {}['missing']

    def test_not_equal(self):
        self.assertNotEqual('a', 'a')


run(Failing)


