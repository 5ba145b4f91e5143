# The cmath module, including special values and error cases.
import cmath, math

inf, nan = float('inf'), float('nan')

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj)
specials = [-inf, -2.5, -0.0, 0.0, 2.5, inf, nan]
funcs = ['sqrt', 'exp', 'log', 'log10', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cos', 'cosh', 'sin', 'sinh', 'tan', 'tanh']
for name in funcs:
    f = getattr(cmath, name)
    for x in specials:
        for y in specials:
            show('%s(%r, %r)' % (name, x, y), lambda: f(complex(x, y)))
points = [1+2j, -1+0.5j, 0.3-0.7j, 2j, -3, 0.5, 1e-310+1e-310j, 1e300+1e300j, -1e200j, 1+1e-20j, 0.9999+0.0001j, 1, -1, 1j, -1j]
for name in funcs:
    f = getattr(cmath, name)
    for z in points:
        show('%s(%r)' % (name, z), lambda: f(z))
for z in points + [complex(inf, 1), complex(nan, 1), complex(-inf, inf)]:
    print(z, cmath.phase(z), cmath.polar(z) if abs(z.real) < 1e300 else '', cmath.isfinite(z), cmath.isinf(z), cmath.isnan(z))
for r in specials:
    for phi in specials:
        show('rect(%r, %r)' % (r, phi), lambda: cmath.rect(r, phi))
print(cmath.rect(2, 1), cmath.rect(1, math.pi), cmath.rect(-1, 0.0), cmath.rect(3, -0.0))
show('log(8, 2)', lambda: cmath.log(8, 2))
show('log(1j, 1+1j)', lambda: cmath.log(1j, 1+1j))
show('log(0, 2)', lambda: cmath.log(0, 2))
show('log(2, 1)', lambda: cmath.log(2, 1))
show('polar big', lambda: cmath.polar(complex(1e308, 1e308)))
show('sqrt("a")', lambda: cmath.sqrt("a"))
show('exp(1000)', lambda: cmath.exp(1000))
show('cosh(1000+1j)', lambda: cmath.cosh(1000+1j))
print(cmath.isclose(1+1j, 1+1.0000000001j), cmath.isclose(1j, 2j), cmath.isclose(1, 1.1, rel_tol=0.2), cmath.isclose(complex(inf, 0), complex(inf, 0)))
show('isclose neg', lambda: cmath.isclose(1, 1, abs_tol=-1))
class C:
    def __complex__(self): return 1+1j
print(cmath.sqrt(C()), cmath.exp(True), cmath.sqrt(-4), cmath.sqrt(4.0))
