# complex numbers.

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

inf, nan = float('inf'), float('nan')
vals = [0j, 1j, -1j, 1+2j, -1.5-2.5j, complex(0.0, -0.0), complex(-0.0, 0.0), complex(-0.0, -0.0), 1e20+1e-5j,
        complex(inf, nan), complex(nan, inf), complex(-inf, 0), 3+0j, complex(1e300, 1e300), 0.1+0.2j]
for z in vals:
    print(repr(z), str(z), z.real, z.imag, z.conjugate(), abs(z) if z != complex(1e300, 1e300) else 'big', bool(z), hash(z) if z == z else 'nan')
show('abs overflow', lambda: abs(complex(1e308, 1e308)))
for a in [1+2j, -3.5+0.5j, 2, 1.5, 0j]:
    for b in [3-4j, 2j, 2, -0.5, 1e-300+1e300j]:
        print(a, b, a + b, a - b, a * b)
        show('%r / %r' % (a, b), lambda: a / b)
show('1j/0', lambda: 1j / 0)
show('1j/0j', lambda: 1j / 0j)
show('1/0j', lambda: 1 / 0j)
print(complex(inf, 0) / (1+1j), (1+1j) / complex(inf, inf), complex(1, 1) / complex(1e-320, 1e-320))

for a in [1j, 1+1j, -1, -8, 2+3j, 0j, 1e200+1e200j, 1e200j]:
    for b in [0, 1, 2, 3, -1, -2, 0.5, 1/3, 1j, 1+1j, 100, 101, -100, 2.5]:
        show('%r ** %r' % (a, b), lambda: a ** b)
show('pow(1j, 2, 3)', lambda: pow(1j, 2, 3))
print((-1) ** 0.5, (-8.0) ** (1/3), pow(-8, 1/3), (-2) ** 1.5)

for s in ['1+2j', ' ( 1+2j ) ', '-j', 'j', '+J', '1e3j', '1e-3-2.5e2j', 'inf', 'infj', '-infj', 'nan+nanj', '1_0j', '1__0', '1e',
          '1+', '', '()', '(1', '1j)', '3', '  3.5  ', '1+2', 'j1', '1+2jj', '١+٢j']:
    show('complex(%r)' % s, lambda: complex(s))
show('complex(1, 2)', lambda: complex(1, 2))
show('complex(1j, 1j)', lambda: complex(1j, 1j))
show('complex(real=1, imag=2)', lambda: complex(real=1, imag=2))
show('complex(imag=2)', lambda: complex(imag=2))
show('complex()', lambda: complex())
show('complex("1", 2)', lambda: complex("1", 2))
show('complex(1, "2")', lambda: complex(1, "2"))
show('complex(None)', lambda: complex(None))
show('complex(1, [])', lambda: complex(1, []))
show('complex(True, False)', lambda: complex(True, False))
show('complex(10**400)', lambda: complex(10**400))

class C:
    def __complex__(self): return 3+4j
class F:
    def __float__(self): return 2.5
class I:
    def __index__(self): return 7
class Bad:
    def __complex__(self): return 5
for o in [C(), F(), I(), Bad()]:
    show('complex(%s)' % type(o).__name__, lambda: complex(o))

class MyComplex(complex):
    pass
mc = MyComplex(1, 2)
print(mc, type(mc).__name__, mc + 1, type(mc + 1).__name__, MyComplex('3j'))

print(1j == 1j, 1+0j == 1, 1 == 1+0j, 1.0 == 1+0j, 1j != 1, (2**53 + 1) + 0j == 2**53 + 1, complex(2**53, 0) == 2**53 + 1)
show('1j < 2j', lambda: 1j < 2j)
show('1j // 2', lambda: 1j // 2)
show('1j % 2', lambda: 1j % 2)
show('divmod(1j, 2)', lambda: divmod(1j, 2))
show('int(1j)', lambda: int(1j))
show('float(1j)', lambda: float(1j))
show('round(1j)', lambda: round(1j))
print((1+2j).__getnewargs__(), (1+2j).__complex__(), -(0j), +(1j), (1j).__neg__(), complex.__add__(1j, 2))
print(hash(1+0j) == hash(1), hash(0.5j), hash(complex(1, -1)))
for t in ["(0.5+0.1j)**(1e4+0.5j)", "(0.5+0j)**(2000.5)", "(2+0j)**(2000.5)", "(1+1j)**(1e10+1j)", "complex(float(\"inf\"),0)**(0.5j)", "complex(1e300,1e300)**(1.5)", "(1j)**(1e308j)", "(2+0j)**(0.5+1e308j)", "(0.5+0.5j)**(-2000.5)", "0j**0j", "0j**(0.5)", "0j**(-0.5)", "(1e200+1e200j)**2", "(1e200+1e200j)**101"]:
    try: print(t, "=>", repr(eval(t)))
    except Exception as e: print(t, "!!", type(e).__name__, e)
