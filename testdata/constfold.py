# Arithmetic on constants, which the compiler folds where CPython does:
# the values and the errors are those of the operations at run time.
def f():
    return (1 << 64, 2**32 - 1, -(1 << 63), 60*60*24, 7 // -2, -7 % 3, 1/3,
            2.5*4, 1e308*10, "ab"+"cd", b"x"*3, "é"*3, "a"*-1, (1, 2)+(3,),
            1 << 200, 2**200, 10**38, 3**-1, 1 - 0.1, ~5, +3, -(-(2)), 5 >> 70,
            -5 >> 70, 0x7fffffffffffffff + 1, 6 & 3 | 8 ^ 1, True + 1,
            -0.0 + 0.0, 0.0 * -1, -(-0.0), 2**0, 0**0, (-2)**63, -2**63, 1/3*3,
            0.1 + 0.2, 2**62 + 2**62, -(1 << 64) // 3, (1 << 64) % -7)
print(f())
print(len("x" * 4097), len("xy" * 2048), len(b"ab" * 2049))
h = 0
for i in range(1000):
    h = (h * 6364136223846793005 + 1442695040888963407) % (1 << 64)
print(h, h % (2**32 - 1))
for bad in ("1 << -1", "1 % 0", "1 // 0", "1 / 0", "2 ** -1 // 0", "'a' * 'b'", "(1,) + [2]"):
    try:
        print(eval(bad))
    except Exception as e:
        print(bad, type(e).__name__, e)
