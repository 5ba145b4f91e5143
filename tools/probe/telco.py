# decimal arithmetic as in the telco benchmark: quantize and rounding.
from decimal import Decimal, ROUND_HALF_EVEN, ROUND_DOWN, getcontext
getcontext().rounding = ROUND_DOWN
rates = [Decimal('0.0013'), Decimal('0.00894')]
twodig = Decimal('0.01'); Banker = ROUND_HALF_EVEN
disttax = Decimal('0.0341'); basictax = Decimal('0.0675')
sumT = sumB = sumD = Decimal(0)
import random
r = random.Random(3)
for i in range(300000):
    n = r.randrange(1, 2000)
    calltype = n & 1
    x = Decimal(n)
    p = (x * rates[calltype]).quantize(twodig, rounding=Banker)
    b = (p * basictax).quantize(twodig, rounding=ROUND_DOWN)
    sumB += b
    t = p + b
    if calltype:
        d = (p * disttax).quantize(twodig, rounding=ROUND_DOWN)
        sumD += d; t += d
    sumT += t
print(sumT, sumB, sumD)
