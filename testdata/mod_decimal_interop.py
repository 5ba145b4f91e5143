# decimal with the rest of the library: numbers, fractions, statistics,
# formatting, copy, subclasses.
from decimal import Decimal as D, getcontext, Context, localcontext
import decimal, numbers, copy, statistics
from fractions import Fraction
print(isinstance(D(1), numbers.Number), isinstance(D(1), numbers.Real))
print(Fraction(D('1.5')), Fraction(D('-0.125')))
print(statistics.mean([D('1.5'), D('2.5'), D(4)]), statistics.median([D(1), D(3)]))
print('%.2f' % D('2.675'), '{:.3}'.format(D('3.14159')), f'{D("1234.5"):,}')
c = copy.copy(getcontext()); print(c == getcontext(), c is getcontext(), c.prec)
print(sum([D('0.1'), D('0.2')]), max(D(1), D('1.0')), min([D(3), 2, D('2.5')]))
print(D(10) ** 20, D('1e20') == 10**20, 10**20 == D('1e20'), D(2) ** 0.5 if False else '')
class M(D):
    def __init__(self, v):
        super().__init__()
        self.tag = 'x'
m = M('1.5'); print(m, m.tag, repr(m), m + m)
print(D('-0').is_signed(), -D('0'), +D('-0'), abs(D('-0')))
print(D(5).__round__(), D('5.5').__round__(0), type(round(D('5.5'))))
print(divmod(D('7.5'), 2), D('7.5') // 2, D('-7.5') % 2)
print(D('1e-7'), D('1e-7').normalize(), D('100').normalize(), D('0.00').normalize())
print(decimal.Decimal.__name__, decimal.Decimal.__qualname__, type(D(1)), D.__mro__)
with localcontext() as ctx:
    ctx.prec = 50
    print(D(1) / D(7))
print(str(getcontext().flags[decimal.Inexact]))
