"""A small matrix library with a unittest suite (failures, errors, skips, subTests, expected failures)."""
import unittest


class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("ragged or empty matrix")
        self.rows = [list(r) for r in rows]

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])

    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f"shape mismatch {self.shape} @ {other.shape}")
        return Matrix([[sum(self.rows[i][k] * other.rows[k][j] for k in range(m)) for j in range(p)] for i in range(n)])

    def transpose(self):
        return Matrix([list(c) for c in zip(*self.rows)])

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __repr__(self):
        return f"Matrix({self.rows})"

    def det(self):
        n, m = self.shape
        if n != m:
            raise ValueError("not square")
        if n == 1:
            return self.rows[0][0]
        return sum((-1) ** j * self.rows[0][j] * Matrix([r[:j] + r[j + 1:] for r in self.rows[1:]]).det() for j in range(n))


class TestMatrix(unittest.TestCase):
    def setUp(self):
        self.a = Matrix([[1, 2], [3, 4]])

    def test_shape(self):
        self.assertEqual(self.a.shape, (2, 2))

    def test_matmul(self):
        self.assertEqual(self.a @ Matrix([[1], [1]]), Matrix([[3], [7]]))

    def test_transpose_wrong(self):
        self.assertEqual(self.a.transpose(), Matrix([[1, 2], [3, 4]]))

    def test_det(self):
        for rows, want in [([[5]], 5), ([[1, 2], [3, 4]], -2), ([[2, 0, 0], [0, 3, 0], [0, 0, 4]], 24), ([[1, 2], [2, 4]], 1)]:
            with self.subTest(rows=rows):
                self.assertEqual(Matrix(rows).det(), want)

    def test_errors(self):
        with self.assertRaises(ValueError) as cm:
            Matrix([[1, 2], [3]])
        self.assertIn("ragged", str(cm.exception))
        with self.assertRaisesRegex(ValueError, r"shape mismatch \(2, 2\)"):
            self.a @ Matrix([[1, 2, 3]])

    def test_unexpected_error(self):
        Matrix([[1, 2]]).det()

    @unittest.skip("not implemented yet")
    def test_inverse(self):
        pass

    @unittest.skipIf(True, "conditional skip")
    def test_cond(self):
        pass

    @unittest.expectedFailure
    def test_known_bug(self):
        self.assertEqual(1, 2)

    @unittest.expectedFailure
    def test_unexpected_success(self):
        self.assertTrue(True)

    def test_almost(self):
        self.assertAlmostEqual(0.1 + 0.2, 0.3)
        self.assertAlmostEqual(1.0, 1.05, places=1)

    def test_collections(self):
        self.assertListEqual([1, 2, 3], [1, 2, 4])

    def test_dict(self):
        self.assertDictEqual({"a": 1, "b": [1, 2]}, {"a": 1, "b": [1, 3], "c": 0})

    def test_multiline(self):
        self.assertEqual("line one\nline two\nline three\n", "line one\nline 2\nline three\n")

    def test_msg(self):
        self.assertGreater(1, 2, msg="custom message")

    def test_count(self):
        self.assertCountEqual([1, 1, 2], [1, 2, 2])


class TestMore(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.big = Matrix([[i + j for j in range(4)] for i in range(4)])

    def test_big(self):
        self.assertEqual(self.big.det(), 0)

    def test_skip_inside(self):
        self.skipTest("skipped from inside")

    def test_is(self):
        self.assertIs(self.big, None)

    def test_set(self):
        self.assertSetEqual({1, 2}, {2, 3})

    def test_tuple_seq(self):
        self.assertSequenceEqual((1, 2, 3), [1, 2], seq_type=None)


if __name__ == "__main__":
    import io
    import re
    import sys
    buf = io.StringIO()
    prog = unittest.main(exit=False, testRunner=unittest.TextTestRunner(stream=buf, verbosity=2))
    print(re.sub(r"Ran (\d+) tests? in [0-9.]+s", r"Ran \1 tests", buf.getvalue()), file=sys.stderr, end="")
    r = prog.result
    print(len(r.failures), len(r.errors), len(r.skipped), len(r.expectedFailures), len(r.unexpectedSuccesses), r.testsRun)
    sys.exit(not r.wasSuccessful())
