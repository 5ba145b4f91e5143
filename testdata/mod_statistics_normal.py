# statistics.NormalDist
from statistics import NormalDist, StatisticsError
import copy

def show(label, f, *args, **kw):
    try:
        r = f(*args, **kw)
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

n = NormalDist()
print(n, n.mean, n.median, n.mode, n.stdev, n.variance)
d = NormalDist(100, 15)
print(repr(d), d.mean, d.stdev, d.variance)
print(NormalDist(mu=3, sigma=0))
show("neg sigma", NormalDist, 0, -1)
for x in [-5, -1.5, 0, 0.25, 1, 3.75, 40]:
    print(x, n.pdf(x), n.cdf(x), d.pdf(x * 10 + 100), d.cdf(x * 10 + 100))
for p in [1e-300, 1e-20, 1e-9, 0.001, 0.02425, 0.1, 0.3, 0.5, 0.6, 0.9, 0.975, 0.999, 1 - 1e-12]:
    print(p, n.inv_cdf(p), d.inv_cdf(p))
for p in [0, 1, -0.5, 1.5]:
    show("inv_cdf %r" % p, n.inv_cdf, p)
print(n.quantiles())
print(d.quantiles(10))
print(d.quantiles(1))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)))
print(NormalDist(0, 1).overlap(NormalDist(1, 1)))
print(NormalDist(5, 3).overlap(NormalDist(5, 3)))
print(NormalDist(1, 2).overlap(NormalDist(0, 1)))
show("overlap type", n.overlap, 3)
show("overlap zero", n.overlap, NormalDist(0, 0))
print(d.zscore(130), n.zscore(-1.5))
z = NormalDist(3, 0)
for name, arg in [("pdf", 3), ("cdf", 3), ("zscore", 3)]:
    show(name + " zero", getattr(z, name), arg)
print(z.inv_cdf(0.3))
s = NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
print(s)
print(NormalDist.from_samples([1, 2, 3, 4]))
show("from_samples one", NormalDist.from_samples, [1])
class Sub(NormalDist):
    pass
print(Sub.from_samples([1, 3]), type(Sub.from_samples([1, 3])).__name__)
print(n.samples(5, seed=42))
print(d.samples(3, seed="abc"))
print(len(n.samples(4)), n.samples(0))
a = NormalDist(10, 3)
b = NormalDist(4, 4)
print(a + b, a - b, a + 2, 2 + a, a - 2, 2 - a, a * 2, 2 * a, a * -2, a / 4, a / -4, +a, -a)
print(a == NormalDist(10.0, 3.0), a == b, a != b, a == 10, hash(a) == hash(NormalDist(10, 3)))
print(len({a, NormalDist(10, 3), b}))
show("div dist", lambda: a / b)
show("mul dist", lambda: a * b)
st = a.__getstate__(); c = NormalDist.__new__(NormalDist); c.__setstate__(st); print(st, c == a, copy.copy(a), copy.deepcopy(b))
show("setattr", setattr, a, "foo", 1)
