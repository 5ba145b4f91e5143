"""Big integer formatting: format specs, to_bytes/from_bytes, bit tricks, bases."""
import sys

n = 2**100 - 1
print(f"{n:,}")
print(f"{n:_x}")
print(f"{n:#o}")
print(f"{n:#b}"[:20], n.bit_length(), n.bit_count())
print(f"{-n:>50,}")
print(f"{12345678901234567890:e}", f"{12345678901234567890:.3g}", f"{10**30:.2%}")
print(format(255, "08b"), format(255, "#010x"), format(-255, "+#x"), format(255, "X"), format(65, "c"))
print(f"{1234:=+10}", f"{1234:^10}", f"{1234:*<10}", f"{-1234:010}")
print(f"{123456789:_}", f"{123456789:,d}", f"{0xDEADBEEF:_b}")
print((1024).to_bytes(2, "big"), (1024).to_bytes(2, "little"), (-1).to_bytes(2, "big", signed=True))
print((255).to_bytes(), int.from_bytes(b"\x00\x10", "big"), int.from_bytes(b"\xff\xfe", "little", signed=True))
big = 3**200
b = big.to_bytes((big.bit_length() + 7) // 8, "big")
print(len(b), b[:8].hex(), int.from_bytes(b, "big") == big)
for args in [(256, 1, "big", False), (-1, 2, "big", False), (128, 1, "big", True)]:
    v, length, order, signed = args
    try:
        v.to_bytes(length, order, signed=signed)
    except OverflowError as e:
        print("OverflowError:", e)
print(int("ff", 16), int("0b1011", 0), int("0o777", 0), int("z", 36), int(" 1_000 "), int("-0x1F", 16))
for bad in ["08", "1__0", "0x", "12a"]:
    try:
        int(bad, 0)
    except ValueError as e:
        print(e)
def to_base(n, b):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    s = []
    neg = n < 0
    n = abs(n)
    while n:
        n, r = divmod(n, b)
        s.append(digits[r])
    return ("-" if neg else "") + "".join(reversed(s))
print([to_base(x, b) for x, b in [(255, 2), (-255, 16), (10**20, 36), (0, 7), (2**64, 3)]])
fact = 1
for i in range(1, 101):
    fact *= i
s = str(fact)
print(len(s), sum(map(int, s)), len(s) - len(s.rstrip("0")))
print(sys.int_info.bits_per_digit > 0, (2**64).as_integer_ratio(), (-5).conjugate(), (7).numerator, True + True)
print(divmod(-17, 5), divmod(17, -5), -17 // 5, -17 % 5, (-2**70) // 3, (-2**70) % 3)
print(abs(-2**65), -(2**63), ~(2**64), (2**64) >> 3, 1 << 70, (2**70) & (2**70 - 1), (2**65) | 1, (2**65) ^ (2**64))
print(hex(2**64), oct(-8), bin(-5), round(123456, -2), round(-125, -1), round(135, -1))
print(f"{2**64:>30_d}|{-(2**64):<30x}|")
try:
    sys.set_int_max_str_digits(1000)
    str(10**1500)
except ValueError as e:
    print(str(e)[:60])
print(len(str(10**999)))
