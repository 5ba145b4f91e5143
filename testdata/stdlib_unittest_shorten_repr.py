# unittest shortens long reprs in failure messages: a long common prefix,
# then a long differing tail, each cut to CPython's lengths.
import unittest

t = unittest.TestCase()
t.maxDiff = 0


def first_line(f, *args):
    try:
        f(*args)
    except AssertionError as e:
        print(str(e).splitlines()[0])


first_line(t.assertEqual, list(range(100)), list(range(1, 101)))
first_line(t.assertEqual, list(range(100)), list(range(99)) + [1000])
first_line(t.assertEqual, tuple(range(60)), tuple(range(61)))
first_line(t.assertEqual, {"k": "x" * 100}, {"k": "y" * 100})
first_line(t.assertEqual, "a" * 50 + "b" * 50, "a" * 50 + "c" * 50)
first_line(t.assertEqual, "a" * 100, "a" * 99 + "b")
first_line(t.assertEqual, "abc", "abd")
first_line(t.assertEqual, [1] * 30, [2] * 30)
first_line(t.assertSequenceEqual, list(range(40)), list(range(40, 80)))
first_line(t.assertNotEqual, "z" * 200, "z" * 200)
first_line(t.assertIn, "q" * 100, ["r" * 100])
first_line(t.assertIsNone, list(range(50)))
