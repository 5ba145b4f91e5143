# decimal: many operations on edge values, each with the signals it
# raised, compared with CPython's _decimal (the golden output).
import decimal
from decimal import Decimal as D, Context, localcontext

VALS = ['0', '-0', '1', '-1', '7', '-7', '2.5', '-2.5', '0.1', '3.14159', '1E+3', '1.000',
        '123456789', '0.000123', '9.99999999', '1E-9', '12345678901234567890123',
        'Infinity', '-Infinity', 'NaN', '5E+5', '0E-3', '-0.00', '1.5', '1000', '0.5']
SIGS = [decimal.InvalidOperation, decimal.DivisionByZero, decimal.Overflow, decimal.Underflow,
        decimal.Subnormal, decimal.Inexact, decimal.Rounded, decimal.Clamped]
NAMES = ['Inv', 'Div0', 'Ovf', 'Unf', 'Sub', 'Inx', 'Rnd', 'Clp']

def flags(c):
    return ''.join(n[0:3] + ' ' for n, s in zip(NAMES, SIGS) if c.flags[s]).strip()

def run(label, f, c):
    c.clear_flags()
    try:
        r = f()
        out = str(r)
    except Exception as e:
        out = type(e).__name__
    print(label, out, '|', flags(c))

BIN = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b),
       ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b),
       ('cmp', lambda a, b: a.compare(b)), ('max', lambda a, b: a.max(b)),
       ('min', lambda a, b: a.min(b)), ('maxmag', lambda a, b: a.max_mag(b)),
       ('ctot', lambda a, b: a.compare_total(b)), ('rnear', lambda a, b: a.remainder_near(b)),
       ('q', lambda a, b: a.quantize(b)), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b),
       ('sq', lambda a, b: a.same_quantum(b)), ('cs', lambda a, b: a.copy_sign(b)),
       ('ntow', lambda a, b: a.next_toward(b))]
UN = [('neg', lambda a: -a), ('abs', lambda a: abs(a)), ('plus', lambda a: +a),
      ('sqrt', lambda a: a.sqrt()), ('norm', lambda a: a.normalize()), ('logb', lambda a: a.logb()),
      ('nplus', lambda a: a.next_plus()), ('nminus', lambda a: a.next_minus()),
      ('int', lambda a: int(a)), ('float', lambda a: float(a)), ('tiv', lambda a: a.to_integral_value()),
      ('tie', lambda a: a.to_integral_exact()), ('eng', lambda a: a.to_eng_string()),
      ('cls', lambda a: a.number_class()), ('adj', lambda a: a.adjusted()), ('tup', lambda a: a.as_tuple()),
      ('round', lambda a: round(a)), ('round2', lambda a: round(a, 2)), ('bool', lambda a: bool(a)),
      ('repr', lambda a: repr(a)), ('hash', lambda a: hash(a) if not a.is_nan() else 'nan')]

for prec, rounding in [(9, decimal.ROUND_HALF_EVEN), (5, decimal.ROUND_DOWN), (28, decimal.ROUND_HALF_UP)]:
    c = Context(prec=prec, rounding=rounding, traps=[])
    decimal.setcontext(c)
    c = decimal.getcontext()
    print('== prec', prec, rounding)
    vals = [D(v) for v in VALS]
    for a in vals:
        for name, f in UN:
            run(f'{name}({a})', lambda: f(a), c)
    for i, a in enumerate(vals):
        for j, b in enumerate(vals):
            if (i * 7 + j * 3) % 23 != prec % 23:
                continue
            for name, f in BIN:
                run(f'{a} {name} {b}', lambda: f(a, b), c)
