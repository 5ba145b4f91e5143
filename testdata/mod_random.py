# random: CPython's Mersenne Twister and algorithms, bit for bit
import random

print(repr(random.NV_MAGICCONST), repr(random.LOG4), repr(random.SG_MAGICCONST), repr(random.TWOPI))
for s in [0, 1, 42, 2**40, 'hello', -5, b'abc', 3.5, 2**100, bytearray(b'xy'), True]:
    r = random.Random(s)
    print(repr(s), [r.random() for _ in range(3)], r.getrandbits(32), r.getrandbits(70),
          r.randrange(1000), r.randint(1, 6), round(r.gauss(0, 1), 12), round(r.gauss(0, 1), 12))

r = random.Random(123)
print([r.choice('abcdef') for _ in range(10)])
l = list(range(20)); r.shuffle(l); print(l)
print(r.sample(range(100), 10), r.sample(range(1000000), 5), r.sample('abcdefgh', 3))
print(r.sample(['a', 'b', 'c'], k=4, counts=[1, 2, 3]))
print(r.choices('abc', k=5), r.choices('abc', [1, 2, 3], k=5), r.choices('abc', cum_weights=[1, 5, 6], k=5))
print(r.choices(range(10), weights=[0.5] * 10, k=3))
print(round(r.uniform(1, 10), 12), round(r.normalvariate(5, 2), 12), round(r.expovariate(2), 12),
      round(r.triangular(0, 10, 3), 12), round(r.betavariate(2, 3), 12), round(r.gammavariate(0.5, 1), 12),
      round(r.gammavariate(3, 2), 12), round(r.vonmisesvariate(1, 2), 12), round(r.paretovariate(3), 12),
      round(r.weibullvariate(1, 2), 12), round(r.lognormvariate(0, 1), 12), r.binomialvariate(100, 0.3),
      r.binomialvariate(5, 0.3), r.binomialvariate(50, 0.9))
print(r.randrange(10**30), r.randrange(0, 100, 7), r.randrange(100, 0, -3), r.randbytes(7), r.getrandbits(0))
print(r.randrange(-10, 10), r.randint(-5, -1), r.randrange(2**60), r.randrange(5, 2**70, 3))

random.seed(2024)
a = [random.random() for _ in range(5)]
state = random.getstate()
b = [random.randint(0, 1000) for _ in range(5)]
random.setstate(state)
c = [random.randint(0, 1000) for _ in range(5)]
print(a, b == c, b)
random.seed(2024, version=1)
print(random.random())
random.seed('text', version=1)
print(random.random())

for f in ["getrandbits(-1)", "randbytes(-1)", "randrange(0)", "randrange(1, 1)", "randrange(1, 5, 0)",
          "randrange(5, 1, 1)", "randrange(1.5)", "randrange(5, step=2)", "choice([])",
          "sample([1, 2], 3)", "sample({1, 2}, 1)", "choices([1, 2], [1])", "choices([1, 2], [0, 0])",
          "choices([1, 2], 2)", "choices([1, 2], [1, 2], cum_weights=[1, 2])", "setstate((1, 2, 3))",
          "setstate((3, (1, 2), None))", "setstate((3, tuple([0] * 624 + [625]), None))", "seed([1])",
          "gammavariate(0, 1)", "binomialvariate(-1)", "binomialvariate(3, 2)", "choices([], k=2)",
          "sample([1, 2], k=1.0)", "triangular(1, 1)", "triangular(1, 1, 1)", "randint(1.0, 3)",
          "getrandbits(1.5)", "shuffle((1, 2))", "choices([1, 2], cum_weights=[1, float('inf')])",
          "choice({1: 2})", "expovariate(0)", "getstate()[0]", "getstate()[2]", "len(getstate()[1])",
          "randrange(3, 10, -1)", "randrange(10, 3, -2)"]:
    r = random.Random(0)
    try:
        print(f, repr(eval("r." + f)))
    except Exception as e:
        print(f, type(e).__name__, e)

class MyRandom(random.Random):
    def random(self):
        return 0.5

m = MyRandom(5)
print(m.random(), m.choice([1, 2, 3, 4]), m.randrange(10), m.uniform(0, 2))

class Bits(random.Random):
    def __init__(self):
        super().__init__(0)
        self.n = 0
    def getrandbits(self, k):
        self.n += 1
        return 1

bb = Bits()
print(bb.randrange(10), bb.choice('xyz'), bb.n)
print(isinstance(random.random, object), random.Random.__module__)
r1, r2 = random.Random(7), random.Random(7)
print(r1.random() == r2.random(), r1.gauss() == r2.gauss())
