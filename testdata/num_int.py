# int semantics: arithmetic signs, small/big boundaries, shifts, pow, methods.

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

B47 = 2**47
B63 = 2**63
vals = [0, 1, -1, 7, -7, B47 - 1, B47, -B47, -B47 - 1, B63 - 1, B63, -B63, -B63 - 1, 10**20, -(10**20)]

for a in vals:
    for b in [1, -1, 3, -3, 7, B47, -B63, 10**20]:
        print(a, b, a + b, a - b, a * b, a // b, a % b, divmod(a, b))

for a in [5, -5, B47, -B63]:
    for s in [0, 1, 3, 16, 47, 63, 64, 100]:
        print(a, s, a << s, a >> s)

print(1 << 200 >> 199, -1 >> 1000, -(2**100) >> 50, (2**100) >> 200)
show("neg shift", lambda: 1 << -1)
show("neg rshift", lambda: 1 >> -1)
show("huge shift", lambda: 1 << (1 << 70))
print(0 << (1 << 70))

for a in [2, -2, 3, -3, 10, 0, 1, -1]:
    print(a, [a ** e for e in range(0, 12)])
print(2 ** 100, (-3) ** 41, 10 ** 30, 7 ** 0)
print(2 ** -1, 2 ** -2, (-2) ** -3, 10 ** -3)
show("0**-1", lambda: 0 ** -1)
print(pow(3, 4, 5), pow(-3, 4, 5), pow(3, 4, -5), pow(2, -1, 7), pow(5, -2, 13), pow(7, 0, 1))
show("pow mod 0", lambda: pow(2, 3, 0))
show("not invertible", lambda: pow(2, -1, 4))
show("pow float mod", lambda: pow(2.0, 3, 5))
show("pow mixed", lambda: pow(2, 3.0, 5))
print(pow(2, 10**20 + 1, 10**9 + 7), pow(12345678901234567890, 98765, 10**30))

for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (1, 3), (2**53 + 1, 1), (10**30, 3), (-(10**30), 7), (1, 10**400)]:
    print(a, b, a / b)
show("int/0", lambda: 1 / 0)
show("int//0", lambda: 1 // 0)
show("int%0", lambda: 1 % 0)
show("divmod0", lambda: divmod(1, 0))
show("huge/1", lambda: 10**400 / 1)
show("huge float", lambda: float(10**400))
print(float(2**1024 - 2**970 - 1))
show("float boundary", lambda: float(2**1024 - 2**970))
print(float(2**53 + 1), float(-(2**53) - 3), float(2**63 + 2**10 + 1))

print(~0, ~5, ~-1, ~(2**64), -(2**63), +(-5), abs(-B63), abs(B47), -(-B47))
print(True + True, True * 3, True & False, True | False, True ^ True, ~True, -True, False // True)
print(type(True & True), type(True & 1), type(True + True), repr(True), str(False))

for x in [0, 1, 255, -255, 2**64, -(2**64), 12345]:
    print(x, bin(x), oct(x), hex(x), x.bit_length(), x.bit_count())
print((1024).to_bytes(2, 'big'), (1024).to_bytes(4, 'little'), (-1).to_bytes(2, 'big', signed=True))
print((255).to_bytes(), (0).to_bytes(0, 'big'), (-128).to_bytes(1, 'big', signed=True))
show("to_bytes overflow", lambda: (256).to_bytes(1, 'big'))
show("to_bytes negative", lambda: (-1).to_bytes(1, 'big'))
show("to_bytes signed overflow", lambda: (128).to_bytes(1, 'big', signed=True))
show("byteorder", lambda: (1).to_bytes(1, 'middle'))
print(int.from_bytes(b'\x01\x00', 'big'), int.from_bytes(b'\x01\x00', 'little'), int.from_bytes(b'\xff\xff', 'big', signed=True))
print(int.from_bytes([1, 2, 3], 'big'), int.from_bytes(b''), int.from_bytes(bytearray(b'\x80'), signed=True))
print((10).as_integer_ratio(), (10).conjugate(), (10).real, (10).imag, (10).numerator, (10).denominator, (7).is_integer())
print(round(15, -1), round(25, -1), round(-25, -1), round(1234567, -3), round(5, 2), round(5, None), round(2**70 + 2**69, -21))
print((12345).__round__(-2), (7).__trunc__(), (7).__floor__(), (7).__ceil__(), int.__floor__(True))
print(hash(1), hash(-1), hash(2**61 - 1), hash(2**61), hash(-(2**64)), hash(10**30), hash(True))

class MyInt(int):
    pass
m = MyInt(42)
print(m, type(m).__name__, m + 1, type(m + 1).__name__, -m, type(-m).__name__, m == 42, hash(m) == hash(42))
print(int(m), type(int(m)).__name__, isinstance(m, int), MyInt(), MyInt("ff", 16))
print(int.__add__(3, 4), int.__add__(3, 4.0), (3).__radd__(4), (3).__rsub__(10), (2).__rpow__(3))
show("descriptor", lambda: int.__add__("a", 1))
show("arg count", lambda: (1).__add__())
show("unsupported", lambda: 1 + "a")
show("unsupported pow", lambda: pow("a", 2))
show("unsupported pow3", lambda: pow(2, 3, "a"))
show("divmod type", lambda: divmod("a", 1))
print(1 < 2, 2 ** 64 > 2 ** 63, -(2**64) < -1, 10**20 == 10**20, 2**53 + 1 > float(2**53), 2**53 + 1 == float(2**53 + 1))
print(sorted([3, 2**70, -5, 0, -(2**70), 1.5]))
