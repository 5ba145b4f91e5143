import os
VALUE = 1
def func(a, b, *, c=3):
    return a + b + c
class Klass:
    attr = 'real'
    def method(self, x, y=2):
        return x * y
    @classmethod
    def cm(cls, z): return z
    @staticmethod
    def sm(q): return q
    @property
    def prop(self): return 'p'
CONFIG = {'a': 1, 'b': 2}
def uses_os():
    return os.getcwd()
