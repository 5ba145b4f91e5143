import unittest
from unittest.mock import MagicMock


class GammaTest(unittest.TestCase):
    def test_magic(self):
        m = MagicMock()
        m.__len__.return_value = 2
        self.assertEqual(len(m), 2)
