# Exception classes with several builtin exception bases: the MRO decides
# which __new__ and __init__ run, and CPython's builtin exception types
# each carry their own __init__ (most also __new__) in their __dict__.
class F(ValueError, OSError):
    pass

e = F(2, 'no such', 'file')
print(repr(e), e.args, e.errno, e.strerror, e.filename, str(e))
print(F.__mro__)

class G(OSError, ValueError):
    pass

g = G(2, 'no such', 'file')
print(repr(g), g.args, g.errno, g.strerror, g.filename, str(g))

class H(KeyError, IndexError):
    pass

print(repr(H(1)), str(H('k')), isinstance(H(), LookupError))

class A(ArithmeticError, TypeError):
    pass

print(repr(A('x')), A.__mro__[1:3])

class W(FileNotFoundError, ValueError):
    pass

w = W(2, 'gone', 'f.txt')
print(repr(w), w.errno, w.filename, str(w))

class U(UnicodeError, OSError):
    pass

print(repr(U(5, 'u')), U(5, 'u').errno)

for cls in [ValueError, OSError, FileNotFoundError, KeyError, SystemExit,
            ExceptionGroup, BaseException, StopIteration, UnicodeDecodeError]:
    print(cls.__name__, '__init__' in cls.__dict__, '__new__' in cls.__dict__)
