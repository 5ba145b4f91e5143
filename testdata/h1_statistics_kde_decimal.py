import statistics as st
from decimal import Decimal, localcontext
data = [-2.1, -1.3, -0.4, 1.9, 5.1, 6.2]
for k in ['normal','gauss','logistic','sigmoid','rectangular','uniform','triangular','parabolic','epanechnikov','quartic','biweight','triweight','cosine']:
    f = st.kde(data, 1.5, k)
    F = st.kde(data, h=1.5, kernel=k, cumulative=True)
    r = st.kde_random(data, 1.5, k, seed=8675309)
    print(k, [f(x) for x in (-3, -2.1, 0, 1.0, 2.5, 6.2, 9)], [F(x) for x in (-5, -2.1, 0, 2.5, 6.2, 9)], [r() for _ in range(4)])
    print(f.__doc__, F.__doc__, r.__doc__, f.__name__, F.__qualname__, r.__qualname__)
print(st.kde([1, 2, 5], 1)(2), st.kde([1,2,3], 0.5, 'triangular')(2.2))
d = [1.0, 2.0]
f = st.kde(d, 1, 'cosine')
print(f(1.5)); d.append(1.4); print(f(1.5))
for args in [([], 1), (["a"], 1), ([1], 0), ([1], -2.5), ([1], 1, "bogus"), ([1], 1, ["x"])]:
    for fn in (st.kde, st.kde_random):
        try:
            fn(*args)
        except Exception as e:
            print(fn.__name__, type(e).__name__, e)
print(st.kde_random([1,2,3], 2)() is not None)
print(st.stdev([Decimal("1.5"), Decimal("2.5"), Decimal("4")]), st.pstdev([Decimal("1.5"), Decimal("2.5"), Decimal("4")]))
print(st.stdev([Decimal(1), Decimal(1)]), st.pstdev([Decimal(3)]), st.stdev([Decimal("0.1"), 2, 3]))
for p in (3, 10, 28, 50):
    with localcontext(prec=p):
        vals = [Decimal(i) / 7 for i in range(1, 30, 3)]
        print(st.stdev(vals), st.pstdev(vals), st.variance(vals), st.stdev(vals, xbar=Decimal(2)))
import random
random.seed(5)
for _ in range(200):
    with localcontext(prec=random.randint(2, 12)):
        vals = [Decimal(random.randint(-999, 999)) / Decimal(random.choice([1, 3, 7, 10])) for _ in range(random.randint(2, 6))]
        print(st.stdev(vals), st.pstdev(vals), end=" ")
print()
print(type(st.stdev([1, 2])), st.stdev([1, 2]), st.stdev([0.5, 0.25]), st.__all__[-4:])
