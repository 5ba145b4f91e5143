# range() with bounds and steps beyond int64: every method, iteration, slicing, hashing
r = range(2**70, 2**70+10, 3)
print(r, len(r), r[1], r[-1], 2**70+3 in r, list(r), list(reversed(r)))
print(list(range(0, 2**65, 2**63)), len(range(0, 2**65, 2**63)))
print(range(2**64)[5], range(0, 2**64, 2)[2**62], r.index(2**70+6), r.count(2**70))
try:
    len(range(2**64))
except OverflowError as e:
    print("OverflowError", e)
print(list(range(2**63-2, 2**63+2)))
for i in range(2**63-1, 2**63+1): print(i)
big = range(-2**70, 2**70, 2**68)
print(big, len(big), big[3], big[-1], big[1:5], big[::-2], big[5:1:-1], big[-3:], big[:2**80], 0 in big, 2**68 in big, 5 in big, 2.0**68 in big)
print(big.index(2**68), big.count(2**68), big.count(3), hash(big) == hash(range(-2**70, 2**70, 2**68)), big == range(-2**70, 2**70, 2**68), big != range(-2**70, 2**70, 2**68 * 2))
print(range(0, 1, 2**70) == range(0, 1), hash(range(0, 1, 2**70)) == hash(range(0, 1)), range(5, 5, 2**80) == range(0), bool(range(2**70, 0)), bool(big))
print(big.start, big.stop, big.step, big.__reduce__(), type(iter(big)).__name__, iter(big).__length_hint__(), list(reversed(range(2**64, 2**64 + 7, 3))))
import pickle; print(pickle.loads(pickle.dumps(big)) == big)
try:
    big.index(3)
except ValueError as e: print(e)
try:
    big.index(3.5)
except ValueError as e: print(e)
print(range(10)[2:2**70], range(10)[-2**70:3], range(2**63 - 5, 2**63 + 5)[2:4], sum(range(2**64, 2**64 + 10)))
try:
    range(2**70, 2**71, 0)
except ValueError as e: print(e)
print(list(range(2**64 + 3, 2**64, -1)), range(0, -2**100, -2**99)[1])
try:
    range(2**70)[2**71]
except IndexError as e: print(e)
try:
    range(2**70)["x"]
except TypeError as e: print(e)
def loop(n):
    total = 0
    for i in range(n, n + 5):
        total += i
    return total
for k in range(300):
    t = loop(2**63 - 3 + k % 3)
print(t)
