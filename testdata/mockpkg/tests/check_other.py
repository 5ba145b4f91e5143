import unittest


class OtherTest(unittest.TestCase):
    def test_other(self):
        pass
