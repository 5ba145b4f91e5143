# decimal: construction, conversions, formatting, contexts, signals and
# their exceptions, against CPython's _decimal.
import decimal
from decimal import *
from fractions import Fraction
import math

def attempt(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

print(getcontext())
print(repr(BasicContext))
print(repr(ExtendedContext))
print(MAX_PREC, MAX_EMAX, MIN_EMIN, MIN_ETINY, HAVE_THREADS, HAVE_CONTEXTVAR)
print(ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)
for cls in [DecimalException, Clamped, InvalidOperation, ConversionSyntax, DivisionByZero,
            DivisionImpossible, DivisionUndefined, Inexact, InvalidContext, Rounded, Subnormal,
            Overflow, Underflow, FloatOperation]:
    print(cls.__name__, [k.__name__ for k in cls.__mro__])

# construction
getcontext().traps[InvalidOperation] = False
for s in [' 1.5 ', '1_000.5', '+.5', '-5.', '.', 'e5', 'Inf', '-infinity', 'nan', '-NaN123',
          'sNaN0012', 'NaN_1', '  \t\n12\n', '1.5\x00', '\u0661\u0662\u0663', '1.2E+3', '0E-7',
          '-0', '0.000001', '0.0000001', '123e+5', '1 2', '', 'infinit', 'snan', 'nan00', '1e-7']:
    attempt(repr(s), lambda: Decimal(s))
getcontext().traps[InvalidOperation] = True
getcontext().clear_flags()
attempt('bad', lambda: Decimal('x'))
for v in [0.1, -0.0, 1e300, float('inf'), 2.5, 100.0, 1, -10**30, True, (0, (1, 2, 3), -2),
          (1, (), 'F'), (0, (1,), 'n'), (0, (0,), 'N'), (1, (4, 5), 'n'), (2, (1,), 0),
          (0, (10,), 0), (0, [1], 0), (0, (1,), 1.5), [0, (1,), 0], (0, (1,)), None, 1j, [1]]:
    attempt(repr(v), lambda: Decimal(v))
print(getcontext().flags[FloatOperation])
attempt('from_float', lambda: Decimal.from_float(0.25))
attempt('from_float int', lambda: Decimal.from_float(7))
attempt('from_float str', lambda: Decimal.from_float('x'))
attempt('ctx', lambda: Decimal('1.23456', Context(prec=2)))
attempt('create', lambda: Context(prec=3).create_decimal('1.23456'))
attempt('create_float', lambda: Context(prec=3).create_decimal_from_float(0.1))

# arithmetic with other types
D = Decimal
attempt('int+', lambda: 1 + D('1.5'))
attempt('float+', lambda: D('1.5') + 1.5)
attempt('rfloat*', lambda: 1.5 * D('1.5'))
attempt('frac+', lambda: D(1) + Fraction(1, 2))
attempt('str+', lambda: D(1) + '1')
attempt('eq float', lambda: D('0.5') == 0.5)
attempt('eq float2', lambda: D('0.1') == 0.1)
attempt('lt float', lambda: D('0.1') < 0.2)
attempt('eq frac', lambda: D('0.5') == Fraction(1, 2))
attempt('lt frac', lambda: D('0.3') < Fraction(1, 3))
attempt('eq complex', lambda: D('2') == complex(2, 0))
attempt('lt str', lambda: D(1) < 'a')
attempt('nan lt', lambda: D('NaN') < 1)
attempt('nan eq', lambda: D('NaN') == 1)
attempt('snan eq', lambda: D('sNaN') == 1)
attempt('hash eq', lambda: [hash(D(x)) == hash(y) for x, y in [(1, 1), ('0.5', 0.5), ('1.25', Fraction(5, 4)), ('-3', -3), ('1E+30', 10**30)]])
attempt('hash snan', lambda: hash(D('sNaN')))
attempt('hash inf', lambda: (hash(D('Inf')), hash(D('-Inf'))))
attempt('set', lambda: sorted({D('1.0'), D(1), D('1.00'), 1}))
attempt('sorted', lambda: sorted([D('2.5'), D(-1), D('0.1'), D(3)]))
attempt('sum', lambda: sum([D('0.1')] * 10))
attempt('pow mod', lambda: pow(D(3), D(4), D(5)))
attempt('pow mod2', lambda: pow(D(3), 100, 7))
attempt('neg pow', lambda: (D(2) ** -2, D(10) ** -3, D('0.5') ** 3, D(4) ** D('0.5')))
attempt('divmod', lambda: divmod(D(-7), D(2)))
attempt('rdivmod', lambda: divmod(7, D(-2)))
attempt('div0', lambda: D(1) / 0)
attempt('0/0', lambda: D(0) / 0)
attempt('mod0', lambda: D(1) % 0)
attempt('floordiv0', lambda: D(1) // 0)
attempt('inf-inf', lambda: D('Inf') - D('Inf'))
attempt('sqrt-1', lambda: D(-1).sqrt())
attempt('int nan', lambda: int(D('NaN')))
attempt('int inf', lambda: int(D('-Inf')))
attempt('float snan', lambda: float(D('sNaN')))
attempt('conv', lambda: (int(D('-7.9')), float(D('0.1')), complex(D('1.5')), math.floor(D('-1.5')), math.ceil(D('1.1')), math.trunc(D('-2.7'))))
attempt('round', lambda: (round(D('2.5')), round(D('3.5')), round(D('-0.5')), round(D('123.456'), -1), round(D('1.005'), 2)))
attempt('round nan', lambda: round(D('NaN')))
attempt('round inf', lambda: round(D('Inf')))
attempt('ratio', lambda: (D('2.5').as_integer_ratio(), D('-0.125').as_integer_ratio(), D('1E+3').as_integer_ratio()))
attempt('ratio nan', lambda: D('NaN').as_integer_ratio())
attempt('tuple', lambda: (D('-1.20').as_tuple(), D('Inf').as_tuple(), D('NaN').as_tuple(), D('sNaN5').as_tuple()))
attempt('misc', lambda: (D('1.5').real, D('1.5').imag, D('1.5').conjugate(), D(5).radix(), D('-1.5').copy_abs(), D('1.5').copy_negate()))
attempt('is', lambda: [f(D(v)) for v in ['0', '-1', 'Inf', 'NaN', 'sNaN', '1E-999999', '1E-1000005'] for f in (D.is_finite, D.is_infinite, D.is_nan, D.is_qnan, D.is_snan, D.is_signed, D.is_zero, D.is_normal, D.is_subnormal)])
attempt('ln exp', lambda: (D(2).ln(), D('0.5').exp(), D(1000).log10(), D('2.5').log10(), D(16).sqrt(), D('0.01').sqrt()))
attempt('fma', lambda: D(2).fma(3, 4))
attempt('scaleb', lambda: (D('1.5').scaleb(3), D('1.5').scaleb(-3)))
attempt('shift', lambda: (D(123).shift(2), D(123).shift(-2), D(123).rotate(2), D(123).rotate(-2)))
attempt('logical', lambda: (D(1100).logical_and(D(1010)), D(1100).logical_or(D(1010)), D(1100).logical_xor(D(1010)), D(101).logical_invert()))
attempt('logical bad', lambda: D(12).logical_and(D(1)))
attempt('compare float arg', lambda: D(1).compare(1.5))
attempt('quantize', lambda: (D('1.2345').quantize(D('0.01')), D('1.2345').quantize(D('0.01'), rounding=ROUND_UP), D('7').quantize(D('1E+1'))))
attempt('quantize big', lambda: D('1E+30').quantize(D('0.1')))
attempt('to_integral', lambda: (D('2.5').to_integral_value(), D('2.5').to_integral_value(ROUND_UP), D('-2.5').to_integral(rounding=ROUND_FLOOR), D('1E+2').to_integral_exact()))
attempt('eng', lambda: [D(v).to_eng_string() for v in ['1E+4', '1.23E+5', '1E-7', '0E+5', '-12.3E-8', '0E-4']])

# formatting
for v, s in [('123.456', '.2'), ('123.456', ''), ('1E+5', ''), ('-0.0001', 'z.2f'), ('1234567.891', ',.2f'),
             ('1234567', '015,'), ('-1.5', '=+10'), ('Inf', '10%'), ('-NaN', '+'), ('0E+3', 'f'),
             ('0E-3', 'e'), ('0', '.3e'), ('1234.5', 'n'), ('0.000012345', 'g'), ('12345678901234567890', '.3g'),
             ('0.5', '.0%'), ('12.3456', '#.0f'), ('12', '#g'), ('1.5', '*^11.3e'), ('-0', 'z'), ('-0.001', 'z.1e'),
             ('1e5', 'G'), ('1.23456789e-10', '.3%'), ('123', '010'), ('-123', '010'), ('123', '+,'),
             ('1e-7', ''), ('100', '.1g'), ('100', '.1'), ('2.675', '.2f'), ('1.5', 'x'), ('1.5', '_f'), ('9.999', '.2e')]:
    attempt(f'format({v!r}, {s!r})', lambda: format(D(v), s))
attempt('fstring', lambda: f'{D("3.14159"):>10.3f}|{D(-2):+}|{D("1e3"):e}')

# contexts
c = Context(prec=3, rounding=ROUND_UP, Emin=-10, Emax=10, capitals=0, clamp=1, traps=[Inexact])
print(c)
attempt('ctx add', lambda: c.add(D('1.234'), 1))
print(c.flags[Inexact], c.flags[Rounded])
c.traps[Inexact] = False
print(c.add(1, D('0.0001')), c.flags)
print(c.multiply(D('9.99E+10'), 10), c.Etiny(), c.Etop())
print(c.create_decimal('1E+10'), c.create_decimal('1E-12'), c.create_decimal('-1e-15'))
attempt('ctx add float', lambda: c.add(1.5, 1))
attempt('ctx args', lambda: c.add(1))
for bad in [dict(prec=0), dict(rounding='x'), dict(Emin=5), dict(Emax=-5), dict(capitals=2), dict(clamp=2), dict(prec='a'), dict(traps=[int])]:
    attempt(f'Context({bad})', lambda: Context(**bad))
attempt('del', lambda: delattr(c, 'prec'))
try:
    c.foo = 1
except AttributeError:
    print('setattr AttributeError')
print(c.copy() is c, repr(c.copy()) == repr(c))
c.clear_flags(); c.clear_traps(); print(c)
print(dict(c.traps.items()) == c.traps.copy(), len(c.traps), list(c.flags)[:3])
with localcontext() as lc:
    lc.prec = 4
    print(D(1) / 7)
print(D(1) / 7)
with localcontext(prec=6, rounding=ROUND_DOWN) as lc:
    print(D(2) / 3, lc.prec, lc.rounding)
attempt('localcontext bad', lambda: localcontext(foo=1))
attempt('localcontext bad2', lambda: localcontext(prec='x'))
old = getcontext()
setcontext(ExtendedContext)
print(D(1) / 0, getcontext().flags[DivisionByZero], ExtendedContext.flags[DivisionByZero])
setcontext(old)
getcontext().traps[Overflow] = True
attempt('overflow', lambda: D('9E+999999') * 10)
getcontext().traps[Overflow] = False
print(D('9E+999999') * 10, getcontext().flags[Overflow])
with localcontext(rounding=ROUND_DOWN, prec=3, Emax=5):
    print(D('9E+5') * 10)
try:
    D(1) / 0
except ZeroDivisionError as e:
    print('caught as ZeroDivisionError', e.args)
try:
    D(1) < 1.5
    getcontext().traps[FloatOperation] = True
    D(1) < 1.5
except TypeError as e:
    print('caught as TypeError', e)
getcontext().traps[FloatOperation] = False

# subclassing and __reduce__ (for pickle)
class MyDec(Decimal):
    def double(self):
        return MyDec(self * 2)
m = MyDec('1.25')
print(type(m).__name__, m, repr(m), m.double(), type(m + 1).__name__, isinstance(m, Decimal))
m.extra = 5
print(m.extra, MyDec.from_float(0.5), type(MyDec.from_float(0.5)).__name__)
print(D('-1.5E-7').__reduce__(), Context(prec=7).__reduce__())
print(MyDec('2.5').__reduce__()[0].__name__)
import copy
print(copy.copy(D('2.5')), copy.deepcopy(D('2.5')))
