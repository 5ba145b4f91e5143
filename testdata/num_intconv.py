# int() and float() constructors, str <-> int limits.

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

for s in ['0', '-0', '+17', '  42  ', '1_000', '0x1f', '0b101', '0o17', '010', '0_0', '00', '\t-9\n', '١٢٣', '1__0', '_1', '1_', '', ' ', 'x', '12a', '--1', '+', '0x', '1.5', '9' * 30]:
    show('int(%r)' % s, lambda: int(s))
for s, b in [('ff', 16), ('FF', 16), ('0xff', 16), ('0xff', 0), ('z', 36), ('Z', 36), ('777', 8), ('0o777', 8), ('101', 2), ('0b101', 0), ('12', 3), ('0x_ff', 0), ('0b_1', 2), ('010', 0), ('0', 0), ('2', 2), ('g', 16), ('1', 37), ('1', 1), ('1', -1)]:
    show('int(%r, %d)' % (s, b), lambda: int(s, b))
show('int(b"12")', lambda: int(b"12"))
show('int(bytearray(b"-3"))', lambda: int(bytearray(b" -3 ")))
show('int(b"1x")', lambda: int(b"1x"))
show('int(b"ff", 16)', lambda: int(b"ff", 16))
show('int(5, 10)', lambda: int(5, 10))
show('int(None)', lambda: int(None))
show('int([])', lambda: int([]))
show('int(base=8)', lambda: int(base=8))
show('int("10", base=8)', lambda: int("10", base=8))
show('int(x=1)', lambda: int(x=1))
show('int(1, 2, 3)', lambda: int(1, 2, 3))
show('int()', lambda: int())
for f in [0.0, -0.0, 1.9, -1.9, 1e20, -1e300, 2.0**63, 123456789.987]:
    show('int(%r)' % f, lambda: int(f))
show('int(inf)', lambda: int(float('inf')))
show('int(-inf)', lambda: int(float('-inf')))
show('int(nan)', lambda: int(float('nan')))
show('int(True)', lambda: int(True))

class WithInt:
    def __int__(self): return 7
class WithIndex:
    def __index__(self): return 8
class WithTrunc:
    def __trunc__(self): return 9
class BadInt:
    def __int__(self): return "x"
class BadIndex:
    def __index__(self): return 1.5
for o in [WithInt(), WithIndex(), BadInt(), BadIndex()]:
    show('int(%s)' % type(o).__name__, lambda: int(o))
show('hex(WithIndex)', lambda: hex(WithIndex()))
show('bin(1.5)', lambda: bin(1.5))
show('oct(None)', lambda: oct(None))
show('range idx', lambda: [1, 2, 3][WithIndex() if False else 1])

big = '1' * 5000
show('int(5000 digits)', lambda: int(big))
show('int(5000 hex digits)', lambda: int('f' * 5000, 16) % 1000)
show('str(10**5000)', lambda: str(10**5000))
show('repr(10**4299)', lambda: len(repr(10**4299)))
show('str(10**4300)', lambda: len(str(10**4300)))
show('hex ok', lambda: len(hex(10**5000)))
show('format big', lambda: format(10**5000, 'd'))
show('4300 digits', lambda: int('9' * 4300) % 97)
show('4301 digits', lambda: int('9' * 4301))
show('underscored', lambda: int('1_' * 4300 + '1'))

for s in ['1.5', ' -2.25 ', '1e5', '1E-5', '.5', '5.', 'inf', '-Infinity', 'nan', '+NaN', '1_000.000_1', '1e1_0', '١٢٣.٥', '0x10', '1__0', '_1', '1_', '1e', 'e5', '', '.', 'infinit', '1.5.', '1e400', '-1e400', '1e-400', '0.1e-330']:
    show('float(%r)' % s, lambda: float(s))
show('float(b"1.5")', lambda: float(b"1.5"))
show('float(b"x")', lambda: float(b"x"))
show('float(None)', lambda: float(None))
show('float([])', lambda: float([]))
show('float(x=1)', lambda: float(x=1))
show('float(1, 2)', lambda: float(1, 2))
show('float()', lambda: float())
show('float(10**400)', lambda: float(10**400))
show('float(2**1023)', lambda: float(2**1023))

class WithFloat:
    def __float__(self): return 2.5
class BadFloat:
    def __float__(self): return 1
for o in [WithFloat(), BadFloat(), WithIndex()]:
    show('float(%s)' % type(o).__name__, lambda: float(o))

class MyFloat(float):
    pass
mf = MyFloat(1.5)
print(mf, type(mf).__name__, mf + 1, type(mf + 1).__name__, MyFloat('2.5'), MyFloat(), mf == 1.5, hash(mf) == hash(1.5))
print(bool(), bool(0), bool(1), bool([]), bool([0]), bool(0.0), bool(-0.0), bool(0j), bool(''))
show('bool(x=1)', lambda: bool(x=1))
show('bool(1, 2)', lambda: bool(1, 2))
