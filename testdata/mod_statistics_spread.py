# statistics: variance, stdev, covariance, correlation, linear_regression
from statistics import *
from fractions import Fraction as F

def show(label, f, *args, **kw):
    try:
        r = f(*args, **kw)
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
show("variance", variance, data)
show("variance xbar", variance, data, mean(data))
show("variance ints", variance, [1, 2, 3, 4])
show("variance ints exact", variance, [1, 3, 5])
show("variance frac", variance, [F(1, 6), F(1, 2), F(5, 3)])
show("variance mix", variance, [1, 2.5, F(1, 2)])
show("variance iter", variance, iter([1, 2, 4, 8]))
show("variance big", variance, [1e16 + 1, 1e16 + 3, 1e16 + 5])
show("variance inf", variance, [1.0, float("inf")])
show("variance one", variance, [1])
show("variance empty", variance, [])
show("pvariance", pvariance, [0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25])
show("pvariance mu", pvariance, [1, 2, 3], mu=2)
show("pvariance ints", pvariance, [1, 2, 3, 4])
show("pvariance one", pvariance, [5])
show("pvariance frac", pvariance, [F(1, 4), F(5, 4), F(1, 2)])
show("pvariance empty", pvariance, [])
show("stdev", stdev, [1.5, 2.5, 2.5, 2.75, 3.25, 4.75])
show("stdev ints", stdev, [1, 2, 3, 4])
show("stdev exact", stdev, [2, 4, 4, 4, 5, 5, 7, 9])
show("stdev frac", stdev, [F(1, 3), F(2, 3), F(7, 5)])
show("stdev xbar", stdev, [1, 2, 3], 2)
show("stdev tiny", stdev, [1e-300, 2e-300, 4e-300])
show("stdev huge", stdev, [1e300, -1e300, 5e299])
show("stdev one", stdev, [1])
show("pstdev", pstdev, [1.5, 2.5, 2.5, 2.75, 3.25, 4.75])
show("pstdev ints", pstdev, [2, 4, 4, 4, 5, 5, 7, 9])
show("pstdev zero", pstdev, [3, 3, 3])
show("pstdev empty", pstdev, [])
for k in range(2, 12):
    print(k, stdev(range(k)), pstdev([x / 7 for x in range(k)]), variance([x / 3 for x in range(k)]))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
show("covariance", covariance, x, y)
show("covariance neg", covariance, x, [9, 8, 7, 6, 5, 4, 3, 2, 1])
show("covariance floats", covariance, [0.1, 0.7, 1.3], [2.5, 2.0, -1.0])
show("covariance len", covariance, [1, 2], [1])
show("covariance short", covariance, [1], [1])
show("correlation", correlation, x, x)
show("correlation neg", correlation, x, [9, 8, 7, 6, 5, 4, 3, 2, 1])
show("correlation y", correlation, x, y)
show("correlation fl", correlation, [0.1, 0.7, 1.3, 2.2], [2.5, 2.0, -1.0, 0.3])
orbital = [58, 108, 150, 228, 778, 1434, 2871, 4496]
period = [88, 225, 365, 687, 4331, 10_759, 30_687, 60_190]
show("correlation ranked", correlation, orbital, period, method="ranked")
show("correlation linear", correlation, orbital, period)
show("correlation ties", correlation, [1, 2, 2, 3], [4, 1, 1, 0], method="ranked")
show("correlation const", correlation, [1, 1, 1], [1, 2, 3])
show("correlation method", correlation, [1, 2], [1, 2], method="kendall")
show("correlation len", correlation, [1, 2], [1])
show("correlation short", correlation, [1], [1])
year = [1971, 1975, 1979, 1982, 1983]
films_total = [1, 2, 3, 4, 5]
lr = linear_regression(year, films_total)
print(lr, lr.slope, lr.intercept, type(lr).__name__, lr._fields)
print(round(lr.slope * 2019 + lr.intercept))
show("lr prop", linear_regression, [1, 2, 3], [2, 4.5, 6], proportional=True)
show("lr prop ints", linear_regression, [1, 2, 3], [2, 4, 6], proportional=True)
show("lr floats", linear_regression, [0.5, 1.5, 2.0, 3.25], [1.0, 2.25, 2.0, 4.5])
show("lr const", linear_regression, [1, 1, 1], [1, 2, 3])
show("lr len", linear_regression, [1, 2], [1])
show("lr short", linear_regression, [1], [1])
