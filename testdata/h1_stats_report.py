"""Statistics report of a data set."""
import statistics as st
from fractions import Fraction
from decimal import Decimal

data = [2.5, 3.1, 4.7, 2.5, 5.9, 6.2, 3.3, 4.4, 2.5, 7.8, 5.0, 4.4]
print(st.mean(data), st.fmean(data), st.median(data), st.median_low(data), st.median_high(data))
print(st.mode(data), st.multimode(data), st.multimode("aabbbcccc"), st.mode(["a", "b", "b"]))
print(st.pstdev(data), st.stdev(data), st.pvariance(data), st.variance(data))
print(st.quantiles(data), st.quantiles(data, n=10), st.quantiles(data, n=4, method="inclusive"))
print(st.geometric_mean([1, 10, 100]), st.harmonic_mean([40, 60]), st.harmonic_mean([1, 2, 4], weights=[3, 1, 1]))
print(st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]), st.median_grouped([52, 52, 53, 54], interval=2))
print(st.mean([1, 2, 3, 4]), st.mean([Fraction(1, 2), Fraction(1, 3)]), st.mean([Decimal("0.5"), Decimal("0.75")]))
print(st.variance([Fraction(1, 4), Fraction(5, 4), Fraction(1, 2)]), st.stdev([Decimal("1.5"), Decimal("2.5"), Decimal("4")]))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 3, 2, 5, 7, 8, 8, 9, 10]
print(st.correlation(x, y), st.covariance(x, y), st.linear_regression(x, y))
print(st.correlation(x, y, method="ranked"), st.linear_regression(x, y, proportional=True))
nd = st.NormalDist(100, 15)
print(nd, nd.cdf(130), nd.inv_cdf(0.975), nd.pdf(100), nd.zscore(85), nd.overlap(st.NormalDist(110, 10)))
print(nd + 5, nd * 2, nd.quantiles(4), st.NormalDist.from_samples(data))
print([round(v, 4) for v in nd.samples(3, seed=1)])
print(st.kde([1, 2, 5], h=1.5)(2.0) if hasattr(st, "kde") else "no kde")
for bad in [lambda: st.mean([]), lambda: st.stdev([1]), lambda: st.mode([]), lambda: st.harmonic_mean([-1, 2]), lambda: st.quantiles([1], n=4)]:
    try:
        bad()
    except st.StatisticsError as e:
        print("StatisticsError:", e)
scores = {"ann": [88, 92, 79], "bob": [75, 80, 85, 90], "cy": [95, 95, 70]}
print(f"{'name':<6}{'mean':>8}{'median':>8}{'stdev':>8}")
for name, s in scores.items():
    print(f"{name:<6}{st.mean(s):>8.2f}{st.median(s):>8}{st.stdev(s):>8.3f}")
