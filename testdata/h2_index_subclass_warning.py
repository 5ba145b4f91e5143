# An __index__ returning a bool or another strict subclass of int works,
# with CPython's DeprecationWarning, wherever a sequence index, a count or
# a slice bound is converted.
import warnings, array, itertools

class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v

class Sub(int):
    pass

ops = [('list', lambda i: [1, 2, 3][i]), ('range', lambda i: list(range(i))), ('mul', lambda i: 'ab' * i),
       ('tuple', lambda i: (1, 2)[i]), ('str', lambda i: 'abc'[i]), ('bytes', lambda i: b'ab'[i]),
       ('array', lambda i: array.array('b', [1, 2])[i]), ('slice', lambda i: [1, 2, 3][i:]),
       ('pop', lambda i: [1, 2].pop(i)), ('insert', lambda i: [].insert(i, 0)), ('bytes()', lambda i: bytes(i)),
       ('memoryview', lambda i: memoryview(b'ab')[i]), ('islice', lambda i: list(itertools.islice('ab', i))),
       ('list*', lambda i: [0] * i)]
for v in [True, Sub(1), 1]:
    for name, op in ops:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter('always')
            r = op(I(v))
        print(type(v).__name__, name, repr(r), [(x.category.__name__, str(x.message)) for x in w])
with warnings.catch_warnings():
    warnings.simplefilter('error')
    try:
        [1, 2][I(False)]
    except DeprecationWarning as e:
        print('raised', e)
