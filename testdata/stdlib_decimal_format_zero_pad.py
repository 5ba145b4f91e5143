# The '0' flag of a Decimal format spec: fill '0' with '=' alignment, an
# error beside an explicit alignment, and ignored for NaNs and infinities.
from decimal import Decimal as D

values = [D('NaN'), D('-Inf'), D('Infinity'), D('1.5'), D('-sNaN'), D('-0.01'), D('1234567.891')]
specs = ['012', '=12', '0=12', 'x=12', '012.2f', '<012', '+012', '>012',
         '^012', '=012', 'x<012', '0<12', '012,', '012.3e', ' 012', '#012',
         'z012.1f', '0>12', '*^14', '+015,.2f', '%', '012%']
for s in specs:
    row = []
    for v in values:
        try:
            row.append(format(v, s))
        except ValueError as e:
            row.append('ValueError: %s' % e)
    print(repr(s), row)
print(f'{D("nan"):010}|{D("-inf"):010.2f}|{D("2.50"):010}')
