# The math module.
import math

inf, nan = float('inf'), float('nan')

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

print(math.pi, math.e, math.tau, math.inf, math.nan)
one = ['sqrt', 'exp', 'exp2', 'expm1', 'log', 'log2', 'log10', 'log1p', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan',
       'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'erf', 'erfc', 'gamma', 'lgamma', 'cbrt', 'fabs', 'floor', 'ceil',
       'trunc', 'degrees', 'radians', 'isfinite', 'isinf', 'isnan', 'frexp', 'modf', 'ulp']
args = [0.0, -0.0, 0.5, 1.0, -1.0, 1.5, 2.0, 3.0, 10.0, 27.0, 100.0, 0.1, 1e-10, 1e10, 1e300, -2.5, -7.0, 710.0, -800.0,
        0.7853981633974483, 1e22, inf, -inf, nan, 5e-324, 2**60, True, 123456789]
for name in one:
    f = getattr(math, name)
    for x in args:
        show('%s(%r)' % (name, x), lambda: f(x))

two = ['pow', 'atan2', 'copysign', 'fmod', 'remainder', 'hypot', 'ldexp', 'nextafter', 'dist', 'log']
pairs = [(2.0, 3.0), (2.0, 0.5), (-8.0, 1/3), (-2.0, 3.0), (0.0, -1.0), (-0.0, -3.0), (1.0, nan), (nan, 0.0), (inf, -1.0), (-inf, 3.0),
         (10.0, 400.0), (0.5, inf), (2.0, -inf), (5.0, 3.0), (-5.0, 3.0), (5.5, -2.0), (1.0, 0.0), (inf, 1.0), (3.0, 4.0), (1e308, 1e308),
         (1.0, 2.0), (7, 2), (2**70, 3)]
for name in two:
    f = getattr(math, name)
    for x, y in pairs:
        if name == 'ldexp':
            y = int(y) if y == y and abs(y) != inf else 10
        if name == 'dist':
            show('dist(%r, %r)' % (x, y), lambda: f((x, y), (y, x)))
            continue
        show('%s(%r, %r)' % (name, x, y), lambda: f(x, y))

print(math.hypot(), math.hypot(3), math.hypot(3, 4, 12), math.hypot(1e-320, 1e-320), math.hypot(1e300, 1e300, 1e300), math.hypot(inf, nan), math.hypot(nan, 1))
print(math.dist([1, 2, 3], [4, 6, 8]), math.dist((0,), (5,)))
show('dist mismatch', lambda: math.dist([1], [1, 2]))
print(math.fsum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]), math.fsum([1e-16, 1, 1e16]), math.fsum([]), math.fsum([2**53, 1, 1]))
show('fsum inf', lambda: math.fsum([inf, -inf]))
show('fsum overflow', lambda: math.fsum([1e308, 1e308]))
print(math.fsum([inf, 1]), math.fsum([nan, 1]))
print(math.gcd(), math.gcd(12), math.gcd(12, 18), math.gcd(-12, 18, 8), math.gcd(2**100, 6**50), math.lcm(), math.lcm(4, 6), math.lcm(-4, 6, 0), math.lcm(2**64, 3))
print(math.factorial(0), math.factorial(20), math.factorial(25), len(str(math.factorial(1000))))
show('factorial(-1)', lambda: math.factorial(-1))
show('factorial(1.5)', lambda: math.factorial(1.5))
show('factorial(2**70)', lambda: math.factorial(2**70))
print(math.comb(10, 3), math.comb(10, 0), math.comb(10, 11), math.comb(100, 50), math.perm(10), math.perm(10, 3), math.perm(5, 6))
show('comb(-1, 2)', lambda: math.comb(-1, 2))
show('comb(2, -1)', lambda: math.comb(2, -1))
show('perm(-1)', lambda: math.perm(-1))
show('perm(-1, 1)', lambda: math.perm(-1, 1))
print(math.isqrt(0), math.isqrt(15), math.isqrt(16), math.isqrt(10**40), math.isqrt(2**127 - 1), math.isqrt(True))
show('isqrt(-1)', lambda: math.isqrt(-1))
print(math.prod([]), math.prod([1, 2, 3]), math.prod([1.5, 2]), math.prod([2, 3], start=10), math.prod(range(1, 21)))
print(math.sumprod([1, 2, 3], [4, 5, 6]), math.sumprod([1.1, 2.2], [3.3, 4.4]), math.sumprod([0.1] * 10, [0.1] * 10))
show('sumprod len', lambda: math.sumprod([1], [1, 2]))
print(math.isclose(1, 1.0000000001), math.isclose(1, 1.1), math.isclose(0, 1e-10, abs_tol=1e-9), math.isclose(inf, inf), math.isclose(nan, nan))
show('isclose neg', lambda: math.isclose(1, 2, rel_tol=-1))
print(math.nextafter(1.0, 2.0, steps=3), math.nextafter(0.0, -1.0), math.nextafter(1.0, 1.0), math.ulp(1.0), math.ulp(1e300))
show('nextafter steps', lambda: math.nextafter(1.0, 2.0, steps=-1))
print(math.fma(2, 3, 4), math.fma(0.1, 10, -1))
show('fma inf', lambda: math.fma(inf, 0, 1))
show('fma overflow', lambda: math.fma(1e308, 10, 0))
print(math.floor(2**100), math.ceil(-(2**100)), math.trunc(-3.9), math.floor(True), math.ceil(2.0000001))
show('trunc str', lambda: math.trunc('x'))
show('floor str', lambda: math.floor('x'))
show('sqrt str', lambda: math.sqrt('x'))
show('sqrt no args', lambda: math.sqrt())
show('log no args', lambda: math.log())
show('log(8, 2)', lambda: math.log(8, 2))
show('log(2, 1)', lambda: math.log(2, 1))
show('log(0, 2)', lambda: math.log(0, 2))
print(math.log(2**2000), math.log10(10**500), math.log2(2**3000 + 1), math.log(10**400, 10))
show('log(-big)', lambda: math.log(-(2**2000)))
show('ldexp float exp', lambda: math.ldexp(1.0, 1.5))
print(math.ldexp(1.0, -2**100), math.ldexp(0.0, 2**100), math.ldexp(1.5, 1023))
show('ldexp overflow', lambda: math.ldexp(1.0, 2**100))
class F:
    def __float__(self): return 2.0
class Fl:
    def __floor__(self): return 'floor!'
    def __ceil__(self): return 'ceil!'
    def __trunc__(self): return 'trunc!'
print(math.sqrt(F()), math.floor(Fl()), math.ceil(Fl()), math.trunc(Fl()))
xs = [i * 0.37 for i in range(-20, 40)]
print([math.exp(x) for x in xs[::3]])
print([math.sin(x) for x in xs[::4]], [math.cos(x) for x in xs[1::4]], [math.tan(x) for x in xs[2::4]])
print([math.log(abs(x) + 0.01) for x in xs[::3]], [math.atan(x) for x in xs[::5]], [x ** 1.3 for x in xs if x > 0][::4])
print([math.gamma(x) for x in xs if x != int(x)][::3], [math.lgamma(x) for x in xs if x > 0][::4])
