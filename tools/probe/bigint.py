# Big ints: Fibonacci and factorials (additions and products of growing
# ints), a 64-bit linear congruential generator (products past int64).
def fib(n):
    a, b = 0, 1
    for _ in range(n): a, b = b, a + b
    return a
def fact(n):
    r = 1
    for i in range(2, n+1): r *= i
    return r
s = 0
for k in range(100): s += fib(5000 + k) % 1000007 + fact(800 + k) % 1000003
x = 1
for i in range(1000000): x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
print(s, x, len(str(fact(1200))))
