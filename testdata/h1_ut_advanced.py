"""unittest features: module/class fixtures, cleanups, long diffs, maxDiff, custom failure messages."""
import io
import os
import re
import sys
import unittest

LOG = []


def setUpModule():
    LOG.append("setUpModule")


def tearDownModule():
    LOG.append("tearDownModule")


class Fixtures(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        LOG.append("setUpClass")

    @classmethod
    def tearDownClass(cls):
        LOG.append("tearDownClass")

    def setUp(self):
        self.addCleanup(LOG.append, f"cleanup {self._testMethodName}")

    def test_a_long_list_diff(self):
        self.assertEqual(list(range(100)), list(range(1, 101)))

    def test_b_long_string(self):
        self.maxDiff = 200
        self.assertEqual("alpha\n" * 30, "alpha\n" * 29 + "beta\n")

    def test_c_maxdiff_none(self):
        self.maxDiff = None
        self.assertEqual({"k%d" % i: i for i in range(8)}, {"k%d" % i: i + (i == 5) for i in range(8)})

    def test_d_fail(self):
        self.fail("explicit failure")

    def test_e_raises_not(self):
        with self.assertRaises(KeyError):
            pass

    def test_f_regex(self):
        self.assertRegex("hello world", r"^world")

    def test_g_in(self):
        self.assertIn(5, [1, 2, 3])
        
    def test_h_isinstance(self):
        self.assertIsInstance("x", int, "should be int")

    def test_i_almost(self):
        self.assertAlmostEqual(1.0, 1.1, delta=0.05)

    def test_j_skip_unless(self):
        if sys.platform != "nope":
            raise unittest.SkipTest("platform mismatch")

    def test_k_tuple(self):
        self.assertTupleEqual((1, 2, [3, 4]), (1, 2, [3, 5]))

    def test_l_warns(self):
        with self.assertWarns(UserWarning):
            pass

    def test_m_true(self):
        self.assertTrue([], "empty list is falsy")

    def test_n_greater_equal(self):
        self.assertGreaterEqual(2, 3)

    def test_o_multiline_in(self):
        self.assertNotIn("b", "abc")

    def test_p_error_in_cleanup(self):
        self.addCleanup(lambda: 1 / 0)


@unittest.skip("whole class skipped")
class Skipped(unittest.TestCase):
    def test_x(self):
        pass


if __name__ == "__main__":
    buf = io.StringIO()
    runner = unittest.TextTestRunner(stream=buf, verbosity=2)
    prog = unittest.main(argv=["prog"], testRunner=runner, exit=False)
    text = buf.getvalue().replace(os.path.dirname(os.path.abspath(__file__)), "{DIR}")
    print(re.sub(r"Ran (\d+) tests? in [0-9.]+s", r"Ran \1 tests", text))
    print(LOG)
    r = prog.result
    print(r.testsRun, len(r.failures), len(r.errors), len(r.skipped), r.wasSuccessful())
