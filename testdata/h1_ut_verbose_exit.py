"""Unittest run programmatically with verbosity 2 and a custom exit."""
import sys
import unittest


def slugify(s):
    return "-".join("".join(c if c.isalnum() else " " for c in s.lower()).split())


class SlugTests(unittest.TestCase):
    """Tests of slugify."""

    def test_basic(self):
        """Simple words."""
        self.assertEqual(slugify("Hello World"), "hello-world")

    def test_punct(self):
        self.assertEqual(slugify("  C'est la vie!  "), "c-est-la-vie")

    def test_unicode(self):
        self.assertEqual(slugify("Ünïcödé Straße"), "unicode-strasse")

    def test_many(self):
        for raw, want in [("a  b", "a-b"), ("--x--", "x"), ("1.5 kg", "1-5-kg"), ("", "")]:
            with self.subTest(raw):
                self.assertEqual(slugify(raw), want)
        with self.subTest("failing", n=1):
            self.assertEqual(slugify("A_B"), "a_b")


class Nothing(unittest.TestCase):
    def test_noop(self):
        pass

    def test_warn(self):
        with self.assertWarns(DeprecationWarning):
            import warnings
            warnings.warn("old", DeprecationWarning)

    def test_logs(self):
        import logging
        with self.assertLogs("app", level="INFO") as cm:
            logging.getLogger("app").info("hello %s", "there")
            logging.getLogger("app.sub").warning("careful")
        self.assertEqual(cm.output, ["INFO:app:hello there", "WARNING:app.sub:careful"])


if __name__ == "__main__":
    suite = unittest.TestSuite()
    loader = unittest.TestLoader()
    suite.addTests(loader.loadTestsFromTestCase(SlugTests))
    suite.addTest(Nothing("test_noop"))
    suite.addTest(Nothing("test_warn"))
    suite.addTest(Nothing("test_logs"))
    print(suite.countTestCases(), loader.getTestCaseNames(SlugTests))
    import io
    import re
    buf = io.StringIO()
    result = unittest.TextTestRunner(verbosity=2, stream=buf).run(suite)
    import os
    text = buf.getvalue().replace(os.path.dirname(os.path.abspath(__file__)), "{DIR}")
    print(re.sub(r"Ran (\d+) tests? in [0-9.]+s", r"Ran \1 tests", text))
    print(result, result.wasSuccessful(), len(result.failures), len(result.errors), result.testsRun)
    for test, tb in result.failures:
        print("FAILED:", test.id(), tb.splitlines()[-1])
    sys.exit(0 if result.wasSuccessful() else 3)
