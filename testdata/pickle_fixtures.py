"""Helpers and classes that the mod_pickle* programs share: pickled by
reference, they live in this importable module (it has no .out: the
test runner treats it as a helper, not a program)."""

import re

def addr(obj):
    r = repr(obj)
    if ' at 0x' in r:
        r = re.sub(r' at 0x[0-9a-f]+', ' at 0x...', r)
    return r[:60]

def show(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        msg = re.sub(r' at 0x[0-9a-f]+', ' at 0x...', str(e))
        print(label, type(e).__name__, msg)

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __eq__(self, other):
        return type(other) is Point and (self.x, self.y) == (other.x, other.y)
    def __repr__(self):
        return 'Point(%r, %r)' % (self.x, self.y)

class Slotted:
    __slots__ = ('a', 'b')
    def __init__(self, a, b):
        self.a = a
        self.b = b
    def __repr__(self):
        return 'Slotted(%r, %r)' % (self.a, getattr(self, 'b', '<unset>'))

class WithState:
    def __init__(self, v):
        self.v = v
        self.cache = 'transient'
    def __getstate__(self):
        return {'v': self.v}
    def __setstate__(self, state):
        self.v = state['v']
        self.cache = 'rebuilt'
    def __repr__(self):
        return 'WithState(%r, %r)' % (self.v, self.cache)

class Reduced:
    def __init__(self, a, b=2):
        self.a, self.b = a, b
    def __reduce__(self):
        return (Reduced, (self.a, self.b))
    def __repr__(self):
        return 'Reduced(%r, %r)' % (self.a, self.b)

class ReducedEx:
    def __reduce_ex__(self, proto):
        return (ReducedEx, (), {'proto_seen': proto})
    def __repr__(self):
        return 'ReducedEx(%r)' % (self.__dict__,)

class NewArgs:
    def __new__(cls, n):
        self = object.__new__(cls)
        self.n = n
        return self
    def __getnewargs__(self):
        return (self.n,)
    def __repr__(self):
        return 'NewArgs(%r)' % self.n

class NewArgsEx:
    def __new__(cls, n, *, tag):
        self = object.__new__(cls)
        self.n, self.tag = n, tag
        return self
    def __getnewargs_ex__(self):
        return (self.n,), {'tag': self.tag}
    def __repr__(self):
        return 'NewArgsEx(%r, tag=%r)' % (self.n, self.tag)

class MyList(list):
    pass

class MyDict(dict):
    pass

class Color:
    RED = None

def module_func(x):
    return x

