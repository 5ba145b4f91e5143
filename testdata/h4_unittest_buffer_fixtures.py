# unittest with buffer=True captures the output of class and module fixtures too.
import unittest, sys

def setUpModule():
    print("module setup (buffered, then dropped)")


def tearDownModule():
    print("module teardown (buffered, then dropped)")

class A(unittest.TestCase):
    def test_print_buffered(self):
        print("captured output")
        self.assertEqual(1, 2)
    @unittest.expectedFailure
    def test_unexpected_success(self):
        pass
    def test_sub(self):
        for a, b in [(1, 1), (2, 3), (4, 5)]:
            with self.subTest("pair", a=a, b=b):
                self.assertEqual(a, b)
    def test_error_in_sub(self):
        with self.subTest(x=1):
            raise KeyError("boom")

@unittest.skip("whole class")
class B(unittest.TestCase):
    def test_x(self):
        pass

class C(unittest.TestCase):
    def setUp(self):
        raise RuntimeError("setup broke")
    def test_y(self):
        pass
    def test_z(self):
        pass

class D(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        print("class setup output, shown with its error")
        raise ValueError("class setup broke")
    def test_q(self):
        pass

class E(unittest.TestCase):
    def test_cleanup(self):
        self.addCleanup(print, "cleanup ran")
        self.assertTrue(True)
    def test_multi_line_msg(self):
        self.assertEqual({"a": [1, 2, 3], "b": {"c": 1}}, {"a": [1, 2, 4], "b": {"c": 2}}, msg="dicts differ")
    def test_tuple(self):
        self.assertTupleEqual((1, 2, 3), (1, 2))
    def test_is(self):
        self.assertIs([], [])
    def test_raises_wrong(self):
        with self.assertRaises(ValueError):
            raise TypeError("wrong type")

if __name__ == "__main__":
    loader = unittest.TestLoader()
    suite = loader.loadTestsFromModule(sys.modules[__name__])
    import io, re
    buf = io.StringIO()
    runner = unittest.TextTestRunner(stream=buf, verbosity=2, buffer=True)
    result = runner.run(suite)
    text = buf.getvalue().replace(__file__, "FILE")
    print(re.sub(r"Ran (\d+) tests? in [0-9.]+s", r"Ran \1 tests", text), end="")
    print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped), len(result.expectedFailures), len(result.unexpectedSuccesses), result.wasSuccessful())
