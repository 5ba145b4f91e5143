"""Basic statistics for real-valued data (cpjit's own statistics module).

Sums of int, float and Fraction data are accumulated exactly (as ratios of
integers) and the result converted back to the data's type, so results are
the correctly rounded values CPython's module gives; Decimal data give
Decimal results (stdev and pstdev included).
"""

import math
import numbers
import random
import sys
from collections import Counter, defaultdict, namedtuple
from fractions import Fraction
from functools import reduce
from itertools import count, groupby, repeat
from bisect import bisect_left, bisect_right
from math import (hypot, sqrt, fabs, exp, erf, erfc, tau, log, fsum, sumprod,
                  pi, cosh, atan, cos, sin, acos, asin, tan)
from operator import itemgetter

__all__ = [
    'NormalDist', 'StatisticsError', 'correlation', 'covariance', 'fmean',
    'geometric_mean', 'harmonic_mean', 'kde', 'kde_random',
    'linear_regression', 'mean', 'median', 'median_grouped', 'median_high',
    'median_low', 'mode', 'multimode', 'pstdev', 'pvariance', 'quantiles',
    'stdev', 'variance',
]


class StatisticsError(ValueError):
    pass


# ---- exact arithmetic helpers ---------------------------------------------

def _ratio(x):
    """x as (numerator, denominator); (x, None) for infinities and NaNs."""
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        raise TypeError("can't convert type '%s' to numerator/denominator"
                        % type(x).__name__)


def _coerce(T, S):
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    if issubclass(T, Fraction) and issubclass(S, float):
        return S
    if issubclass(T, float) and issubclass(S, Fraction):
        return T
    raise TypeError("can't convert type '%s' to '%s'"
                    % (T.__name__, S.__name__))


def _sum(data):
    """Return (type, exact total, count) of data."""
    n = 0
    types = set()
    partials = {}
    for typ, values in groupby(data, type):
        types.add(typ)
        for num, den in map(_ratio, values):
            n += 1
            partials[den] = partials.get(den, 0) + num
    if None in partials:
        total = partials[None]
    else:
        total = sum(Fraction(num, den) for den, num in partials.items())
    T = reduce(_coerce, types, int)
    return (T, total, n)


def _ss(data, c=None):
    """Return (type, sum of squared deviations, mean, count)."""
    if c is not None:
        T, ssd, n = _sum((d := x - c) * d for x in data)
        return (T, ssd, c, n)
    n = 0
    types = set()
    sx = defaultdict(int)
    sxx = defaultdict(int)
    for typ, values in groupby(data, type):
        types.add(typ)
        for num, den in map(_ratio, values):
            n += 1
            sx[den] += num
            sxx[den] += num * num
    if not n:
        ssd = c = Fraction(0)
    elif None in sx:
        ssd = c = sx[None]
    else:
        tx = sum(Fraction(num, den) for den, num in sx.items())
        txx = sum(Fraction(num, den * den) for den, num in sxx.items())
        ssd = (n * txx - tx * tx) / n
        c = tx / n
    T = reduce(_coerce, types, int)
    return (T, ssd, c, n)


def _convert(value, T):
    if type(value) is T:
        return value
    if issubclass(T, int) and value.denominator != 1:
        T = float
    try:
        return T(value)
    except TypeError:
        # Decimal does not take a Fraction: divide its two parts instead.
        from decimal import Decimal
        if issubclass(T, Decimal):
            return T(value.numerator) / T(value.denominator)
        raise


def _fail_neg(values, errmsg='negative value'):
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def _isqrt_frac_odd(n, m):
    """floor(sqrt(n/m)), with the low bit set when inexact."""
    a = math.isqrt(n // m)
    return a | (a * a * m != n)


_SQRT_BITS = 2 * sys.float_info.mant_dig + 3


def _float_sqrt_of_frac(n, m):
    """sqrt(n/m) as a correctly rounded float."""
    shift = (n.bit_length() - m.bit_length() - _SQRT_BITS) // 2
    if shift >= 0:
        return (_isqrt_frac_odd(n, m << (2 * shift)) << shift) / 1
    return _isqrt_frac_odd(n << (-2 * shift), m) / (1 << -shift)


def _sqrtprod(x, y):
    """sqrt(x * y), accurately and without intermediate overflow."""
    h = sqrt(x * y)
    if not math.isfinite(h):
        if math.isinf(h) and not math.isinf(x) and not math.isinf(y):
            s = 2.0 ** -512
            return _sqrtprod(s * x, s * y) / s
        return h
    if not h:
        if x and y:
            s = 2.0 ** 537
            return _sqrtprod(s * x, s * y) / s
        return h
    d = sumprod((x, h), (y, -h))
    return h + d / (2.0 * h)


# ---- averages ---------------------------------------------------------------

def mean(data):
    """Return the sample arithmetic mean of data."""
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    return _convert(total / n, T)


def fmean(data, weights=None):
    """Convert data to floats and compute the (weighted) arithmetic mean."""
    if weights is None:
        try:
            n = len(data)
        except TypeError:
            n = 0
            def counted(it):
                nonlocal n
                for n, x in enumerate(it, start=1):
                    yield x
            data = counted(data)
        total = fsum(data)
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return total / n
    if not isinstance(weights, (list, tuple)):
        weights = list(weights)
    try:
        num = sumprod(data, weights)
    except ValueError:
        raise StatisticsError('data and weights must be the same length')
    den = fsum(weights)
    if not den:
        raise StatisticsError('sum of weights must be non-zero')
    return num / den


def geometric_mean(data):
    """Convert data to floats and compute the geometric mean."""
    n = 0
    found_zero = False
    def positives(it):
        nonlocal n, found_zero
        for n, x in enumerate(it, start=1):
            if x > 0.0 or math.isnan(x):
                yield x
            elif x == 0.0:
                found_zero = True
            else:
                raise StatisticsError('No negative inputs allowed', x)
    total = fsum(map(log, positives(data)))
    if not n:
        raise StatisticsError('Must have a non-empty dataset')
    if math.isnan(total):
        return math.nan
    if found_zero:
        return math.nan if total == math.inf else 0.0
    return exp(total / n)


def harmonic_mean(data, weights=None):
    """Return the (weighted) harmonic mean of data."""
    if iter(data) is data:
        data = list(data)
    errmsg = 'harmonic mean does not support negative values'
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    elif n == 1 and weights is None:
        x = data[0]
        if isinstance(x, numbers.Real):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        raise TypeError('unsupported type')
    if weights is None:
        weights = repeat(1, n)
        sum_weights = n
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        _, sum_weights, _ = _sum(w for w in _fail_neg(weights, errmsg))
    try:
        data = _fail_neg(data, errmsg)
        T, total, _ = _sum(w / x if w else 0 for w, x in zip(weights, data))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(sum_weights / total, T)


def median(data):
    """Return the median (middle value) of numeric data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    """Return the low median of numeric data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    """Return the high median of data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1.0):
    """Estimate the median for numeric data binned around the midpoints of
    consecutive, fixed-width intervals."""
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    i = bisect_left(data, x)
    j = bisect_right(data, x, lo=i)
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError('Value cannot be converted to a float')
    lower = x - interval / 2.0
    return lower + interval * (n / 2 - i) / (j - i)


def mode(data):
    """Return the most common data point from discrete or nominal data."""
    pairs = Counter(iter(data)).most_common(1)
    try:
        return pairs[0][0]
    except IndexError:
        raise StatisticsError('no mode for empty data') from None


def multimode(data):
    """Return a list of the most frequently occurring values."""
    counts = Counter(iter(data))
    if not counts:
        return []
    top = max(counts.values())
    return [value for value, c in counts.items() if c == top]


def quantiles(data, *, n=4, method='exclusive'):
    """Divide data into n continuous intervals with equal probability."""
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        if ld == 1:
            return data * (n - 1)
        raise StatisticsError('must have at least one data point')
    if method == 'inclusive':
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == 'exclusive':
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError(f'Unknown method: {method!r}')


# ---- spread -----------------------------------------------------------------

def variance(data, xbar=None):
    """Return the sample variance of data."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('variance requires at least two data points')
    return _convert(ss / (n - 1), T)


def pvariance(data, mu=None):
    """Return the population variance of data."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pvariance requires at least one data point')
    return _convert(ss / n, T)


def _decimal_root(q):
    """The Decimal nearest sqrt(q) for a non-negative Fraction q.

    Decimal's own square root of the rounded quotient can be one unit in
    the last place away from the correctly rounded root of q itself, so
    the neighbours on both sides are tried against the exact midpoints.
    """
    from decimal import Decimal
    if not q:
        return Decimal('0.0')
    guess = (Decimal(q.numerator) / Decimal(q.denominator)).sqrt()
    exact = Fraction(guess)
    above = guess.next_plus()
    mid = (exact + Fraction(above)) / 2
    if q > mid * mid:
        return above
    below = guess.next_minus()
    mid = (exact + Fraction(below)) / 2
    if q < mid * mid:
        return below
    return guess


def _root(mss, T=float):
    if T is not float and issubclass(T, _decimal_type()):
        return _decimal_root(Fraction(mss))
    try:
        return _float_sqrt_of_frac(mss.numerator, mss.denominator)
    except AttributeError:
        return math.sqrt(mss)


def _decimal_type():
    from decimal import Decimal
    return Decimal


def stdev(data, xbar=None):
    """Return the square root of the sample variance."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    return _root(ss / (n - 1), T)


def pstdev(data, mu=None):
    """Return the square root of the population variance."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pstdev requires at least one data point')
    return _root(ss / n, T)


def _mean_stdev(data):
    T, ss, xbar, n = _ss(data)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    mss = ss / (n - 1)
    try:
        return float(xbar), _float_sqrt_of_frac(mss.numerator, mss.denominator)
    except AttributeError:
        return float(xbar), float(xbar) / float(ss)


# ---- two inputs ---------------------------------------------------------------

def covariance(x, y, /):
    """Return the sample covariance of two inputs."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('covariance requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('covariance requires at least two data points')
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = sumprod((xi - xbar for xi in x), (yi - ybar for yi in y))
    return sxy / (n - 1)


def _rank(data, *, key=None, reverse=False, ties='average', start=1):
    if key is not None:
        data = map(key, data)
    pairs = sorted(zip(data, count()), reverse=reverse)
    result = [0] * len(pairs)
    i = 0
    for _, grp in groupby(pairs, key=itemgetter(0)):
        grp = list(grp)
        size = len(grp)
        rank = start + (i + i + size - 1) / 2
        for _, pos in grp:
            result[pos] = rank
        i += size
    return result


def correlation(x, y, /, *, method='linear'):
    """Pearson's (or, ranked, Spearman's) correlation coefficient."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('correlation requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('correlation requires at least two data points')
    if method not in {'linear', 'ranked'}:
        raise ValueError(f'Unknown method: {method!r}')
    if method == 'ranked':
        start = (n - 1) / -2
        x = _rank(x, start=start)
        y = _rank(y, start=start)
    else:
        xbar = fsum(x) / n
        ybar = fsum(y) / n
        x = [xi - xbar for xi in x]
        y = [yi - ybar for yi in y]
    sxy = sumprod(x, y)
    sxx = sumprod(x, x)
    syy = sumprod(y, y)
    try:
        return sxy / _sqrtprod(sxx, syy)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant')


LinearRegression = namedtuple('LinearRegression', ('slope', 'intercept'))


def linear_regression(x, y, /, *, proportional=False):
    """Slope and intercept of simple linear regression (least squares)."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('linear regression requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('linear regression requires at least two data points')
    if not proportional:
        xbar = fsum(x) / n
        ybar = fsum(y) / n
        x = [xi - xbar for xi in x]
        y = (yi - ybar for yi in y)
    sxy = sumprod(x, y) + 0.0
    sxx = sumprod(x, x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError('x is constant')
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


# ---- normal distribution ------------------------------------------------------

def _normal_dist_inv_cdf(p, mu, sigma):
    # Wichura's algorithm AS241 (Applied Statistics, 1988), PPND16.
    q = p - 0.5
    if fabs(q) <= 0.425:
        r = 0.180625 - q * q
        num = (((((((2.5090809287301226727e+3 * r +
                     3.3430575583588128105e+4) * r +
                    6.7265770927008700853e+4) * r +
                   4.5921953931549871457e+4) * r +
                  1.3731693765509461125e+4) * r +
                 1.9715909503065514427e+3) * r +
                1.3314166789178437745e+2) * r +
               3.3871328727963666080e+0) * q
        den = (((((((5.2264952788528545610e+3 * r +
                     2.8729085735721942674e+4) * r +
                    3.9307895800092710610e+4) * r +
                   2.1213794301586595867e+4) * r +
                  5.3941960214247511077e+3) * r +
                 6.8718700749205790830e+2) * r +
                4.2313330701600911252e+1) * r +
               1.0)
        return mu + (num / den) * sigma
    r = p if q <= 0.0 else 1.0 - p
    r = sqrt(-log(r))
    if r <= 5.0:
        r = r - 1.6
        num = (((((((7.74545014278341407640e-4 * r +
                     2.27238449892691845833e-2) * r +
                    2.41780725177450611770e-1) * r +
                   1.27045825245236838258e+0) * r +
                  3.64784832476320460504e+0) * r +
                 5.76949722146069140550e+0) * r +
                4.63033784615654529590e+0) * r +
               1.42343711074968357734e+0)
        den = (((((((1.05075007164441684324e-9 * r +
                     5.47593808499534494600e-4) * r +
                    1.51986665636164571966e-2) * r +
                   1.48103976427480074590e-1) * r +
                  6.89767334985100004550e-1) * r +
                 1.67638483018380384940e+0) * r +
                2.05319162663775882187e+0) * r +
               1.0)
    else:
        r = r - 5.0
        num = (((((((2.01033439929228813265e-7 * r +
                     2.71155556874348757815e-5) * r +
                    1.24266094738807843860e-3) * r +
                   2.65321895265761230930e-2) * r +
                  2.96560571828504891230e-1) * r +
                 1.78482653991729133580e+0) * r +
                5.46378491116411436990e+0) * r +
               6.65790464350110377720e+0)
        den = (((((((2.04426310338993978564e-15 * r +
                     1.42151175831644588870e-7) * r +
                    1.84631831751005468180e-5) * r +
                   7.86869131145613259100e-4) * r +
                  1.48753612908506148525e-2) * r +
                 1.36929880922735805310e-1) * r +
                5.99832206555887937690e-1) * r +
               1.0)
    x = num / den
    if q < 0.0:
        x = -x
    return mu + x * sigma


_SQRT2 = sqrt(2.0)


class NormalDist:
    """Normal distribution of a random variable."""

    __slots__ = ('_mu', '_sigma')

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        """Make a normal distribution instance from sample data."""
        return cls(*_mean_stdev(data))

    def samples(self, n, *, seed=None):
        """Generate n samples for a given mean and standard deviation."""
        rnd = random.random if seed is None else random.Random(seed).random
        mu = self._mu
        sigma = self._sigma
        return [_normal_dist_inv_cdf(rnd(), mu, sigma) for _ in repeat(None, n)]

    def pdf(self, x):
        """Probability density function."""
        var = self._sigma * self._sigma
        if not var:
            raise StatisticsError('pdf() not defined when sigma is zero')
        diff = x - self._mu
        return exp(diff * diff / (-2.0 * var)) / sqrt(tau * var)

    def cdf(self, x):
        """Cumulative distribution function."""
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        return 0.5 * (1.0 + erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        """Inverse cumulative distribution function."""
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        """Divide into n continuous intervals with equal probability."""
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        """Overlapping coefficient between two normal distributions."""
        if not isinstance(other, NormalDist):
            raise TypeError('Expected another NormalDist instance')
        X, Y = self, other
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):
            X, Y = Y, X
        X_var, Y_var = X.variance, Y.variance
        if not X_var or not Y_var:
            raise StatisticsError('overlap() not defined when sigma is zero')
        dv = Y_var - X_var
        dm = fabs(Y._mu - X._mu)
        if not dv:
            return erfc(dm / (2.0 * X._sigma * _SQRT2))
        a = X._mu * Y_var - Y._mu * X_var
        b = X._sigma * Y._sigma * sqrt(dm * dm + dv * log(Y_var / X_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (fabs(Y.cdf(x1) - X.cdf(x1)) + fabs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        """Standard score of x: standard deviations above the mean."""
        if not self._sigma:
            raise StatisticsError('zscore() not defined when sigma is zero')
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * fabs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / fabs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f'{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})'

    def __getstate__(self):
        return self._mu, self._sigma

    def __setstate__(self, state):
        self._mu, self._sigma = state


# ---- kernel density estimation ------------------------------------------------

def _newton_inverse(estimate, f, f_prime, tolerance=1e-12):
    """Invert the increasing function f by Newton's method from estimate."""
    def inverse(y):
        x = estimate(y)
        while True:
            diff = f(x) - y
            if abs(diff) <= tolerance:
                return x
            x -= diff / f_prime(x)
    return inverse


def _folded(power, correction=None):
    """A first guess at a symmetric kernel's inverse cdf, from its left half."""
    def estimate(p):
        sign = 1.0
        if p > 0.5:
            sign, p = -1.0, 1.0 - p
        x = (2.0 * p) ** power - 1.0
        if correction is not None and p >= 0.004:
            x += correction(p)
        return x * sign
    return estimate


def _make_kernels():
    """name -> (pdf, cdf, inverse cdf, support) of the kernels kde knows.

    The support is the half-width beyond which the kernel is zero (None
    for kernels without a bound).
    """
    root_tau = sqrt(2 * pi)
    root2 = sqrt(2)
    normal = (lambda t: exp(-0.5 * t * t) / root_tau,
              lambda t: 0.5 * (1.0 + erf(t / root2)),
              NormalDist().inv_cdf,
              None)
    logistic = (lambda t: 0.5 / (1.0 + cosh(t)),
                lambda t: 1.0 - 1.0 / (exp(t) + 1.0),
                lambda p: log(p / (1 - p)),
                None)
    inv_pi, two_over_pi = 1 / pi, 2 / pi
    sigmoid = (lambda t: inv_pi / cosh(t),
               lambda t: two_over_pi * atan(exp(t)),
               lambda p: log(tan(p * pi / 2)),
               None)
    rectangular = (lambda t: 0.5,
                   lambda t: 0.5 * t + 0.5,
                   lambda p: 2 * p - 1,
                   1.0)
    triangular = (lambda t: 1.0 - abs(t),
                  lambda t: t * t * (0.5 if t < 0.0 else -0.5) + t + 0.5,
                  lambda p: sqrt(2 * p) - 1 if p < 0.5 else 1 - sqrt(2 - 2 * p),
                  1.0)
    parabolic = (lambda t: 0.75 * (1.0 - t * t),
                 lambda t: -0.25 * t ** 3 + 0.75 * t + 0.5,
                 lambda p: 2 * cos((acos(2 * p - 1) + pi) / 3),
                 1.0)
    quartic_pdf = lambda t: 0.9375 * (1.0 - t * t) ** 2
    quartic_cdf = lambda t: 0.1875 * t ** 5 - 0.625 * t ** 3 + 0.9375 * t + 0.5
    quartic = (quartic_pdf, quartic_cdf,
               _newton_inverse(
                   _folded(0.4258865685331,
                           lambda p: 0.026818732 * sin(7.101753784 * p + 2.73230839482953)),
                   quartic_cdf, quartic_pdf),
               1.0)
    seventh, three_fifths = -1 / 7, 3 / 5
    triweight_pdf = lambda t: 1.09375 * (1.0 - t * t) ** 3
    triweight_cdf = lambda t: 1.09375 * (seventh * t ** 7 + three_fifths * t ** 5 - t ** 3 + t) + 0.5
    triweight = (triweight_pdf, triweight_cdf,
                 _newton_inverse(_folded(0.3400218741872791), triweight_cdf, triweight_pdf),
                 1.0)
    quarter_pi, half_pi = pi / 4, pi / 2
    cosine = (lambda t: quarter_pi * cos(half_pi * t),
              lambda t: 0.5 * sin(half_pi * t) + 0.5,
              lambda p: 2 * asin(2 * p - 1) / pi,
              1.0)
    return {
        'normal': normal, 'gauss': normal,
        'logistic': logistic,
        'sigmoid': sigmoid,
        'rectangular': rectangular, 'uniform': rectangular,
        'triangular': triangular,
        'parabolic': parabolic, 'epanechnikov': parabolic,
        'quartic': quartic, 'biweight': quartic,
        'triweight': triweight,
        'cosine': cosine,
    }


_KERNELS = None


def _kernel(data, h, kernel, lookup=False):
    """Check kde's arguments and return the kernel's four parts. kde says
    an unhashable name is unknown; kde_random (lookup) lets the dict's
    TypeError out."""
    global _KERNELS
    if not len(data):
        raise StatisticsError('Empty data sequence')
    if not isinstance(data[0], (int, float)):
        raise TypeError('Data sequence must contain ints or floats')
    if h <= 0.0:
        raise StatisticsError(f'Bandwidth h must be positive, not {h=!r}')
    if _KERNELS is None:
        _KERNELS = _make_kernels()
    try:
        if lookup:
            spec = _KERNELS.get(kernel)
        else:
            spec = _KERNELS[kernel] if isinstance(kernel, str) else None
    except KeyError:
        spec = None
    if spec is None:
        raise StatisticsError(f'Unknown kernel name: {kernel!r}')
    return spec


def kde(data, h, kernel='normal', *, cumulative=False):
    """Kernel density estimate of data with bandwidth h: a function giving
    the estimated probability density (or, if cumulative, the estimated
    cumulative distribution) at a point."""
    K, W, _, support = _kernel(data, h, kernel)
    if support is None:
        def pdf(x):
            return sum(K((x - xi) / h) for xi in data) / (len(data) * h)

        def cdf(x):
            return sum(W((x - xi) / h) for xi in data) / len(data)
    else:
        # Only points within support * h of x contribute; those below
        # contribute 1 each to the cdf.
        reach = h * support
        state = [len(data), sorted(data)]

        def window(x):
            if len(data) != state[0]:
                state[:] = [len(data), sorted(data)]
            n, ordered = state
            lo = bisect_left(ordered, x - reach)
            hi = bisect_right(ordered, x + reach)
            return n, lo, ordered[lo:hi]

        def pdf(x):
            n, lo, near = window(x)
            return sum(K((x - xi) / h) for xi in near) / (n * h)

        def cdf(x):
            n, lo, near = window(x)
            return sum((W((x - xi) / h) for xi in near), lo) / n
    if cumulative:
        cdf.__doc__ = f'CDF estimate with {h=!r} and {kernel=!r}'
        return cdf
    pdf.__doc__ = f'PDF estimate with {h=!r} and {kernel=!r}'
    return pdf


def kde_random(data, h, kernel='normal', *, seed=None):
    """A function drawing random values from kde(data, h, kernel)'s
    distribution; seed makes the draws reproducible."""
    inverse = _kernel(data, h, kernel, lookup=True)[2]
    draw = random.Random(seed)
    uniform, choice = draw.random, draw.choice

    def rand():
        return choice(data) + h * inverse(uniform())

    rand.__doc__ = f'Random KDE selection with {h=!r} and {kernel=!r}'
    return rand
