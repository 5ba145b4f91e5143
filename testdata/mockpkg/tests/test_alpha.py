import unittest
from unittest import mock

from mockpkg import helper


class AlphaTest(unittest.TestCase):
    def test_mock_called(self):
        m = mock.Mock(return_value=3)
        self.assertEqual(m(1), 3)
        m.assert_called_once_with(1)

    def test_fails(self):
        self.assertEqual([1, 2], [1, 3])

    @mock.patch("mockpkg.helper.func", return_value=0)
    def test_patched(self, func):
        self.assertEqual(helper.func(1, 2), 0)
        func.assert_called_once_with(1, 2)

    @unittest.skip("not today")
    def test_skipped(self):
        pass


class BetaTest(unittest.TestCase):
    def test_error(self):
        {}["missing"]
