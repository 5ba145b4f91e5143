# str, bytes, bytearray and memoryview have their own __new__ (str.__new__(cls, ...)),
# as CPython's, so that object.__new__ keeps refusing them.
print(repr(str.__new__(str, 'q')), repr(str.__new__(str)), repr(str.__new__(str, b'ab', 'ascii')))
class S(str):
    pass
s = str.__new__(S, 'x')
print(repr(s), type(s).__name__)
class T(str):
    def __new__(cls, v):
        return super().__new__(cls, v.upper())
print(repr(T('abc')), type(T('abc')).__name__)
print(bytes.__new__(bytes, [65, 66]), bytearray.__new__(bytearray), type(memoryview.__new__(memoryview, b'x')).__name__)
for bad in ((int,), (5,), ()):
    try:
        str.__new__(*bad)
    except TypeError as e:
        print('TypeError', e)
try:
    object.__new__(str)
except TypeError as e:
    print('TypeError', e)
print('__new__' in str.__dict__, '__new__' in bytes.__dict__, str.__new__.__qualname__ if hasattr(str.__new__, '__qualname__') else '')
import copy, pickle
print(copy.copy(S('y')), pickle.loads(pickle.dumps(S('z'))))
