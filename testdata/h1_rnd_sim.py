"""Seeded random simulations: Monte Carlo, shuffles, sampling, distributions."""
import random

random.seed(12345)
print(random.random(), random.randint(1, 100), random.randrange(0, 1000, 7), random.uniform(-1, 1))
print(random.choice("abcdefg"), random.choices(range(10), k=5), random.choices("abc", weights=[10, 1, 1], k=6))
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:8])
print(random.sample(range(100), 6), random.sample(["x", "y", "z"], k=3), random.sample(range(10**9), 3))
print(random.gauss(0, 1), random.normalvariate(10, 2), random.expovariate(1.5), random.triangular(0, 10, 3))
print(random.betavariate(2, 5), random.gammavariate(2.0, 1.0), random.lognormvariate(0, 0.5), random.vonmisesvariate(1, 2))
print(random.paretovariate(3), random.weibullvariate(1, 1.5), random.getrandbits(70), random.randbytes(5).hex())
print(random.binomialvariate(20, 0.3), random.choices(range(5), cum_weights=[1, 2, 10, 11, 20], k=4))

random.seed("hello world")
print(random.random())
random.seed(b"bytes seed")
print(random.random())
random.seed(2**100 + 7)
print(random.random())
random.seed(-5)
print(random.random())
random.seed(3.75)
print(random.random())

rng = random.Random(42)
inside = sum(1 for _ in range(20000) if rng.random() ** 2 + rng.random() ** 2 < 1)
print("pi ~", 4 * inside / 20000)
state = rng.getstate()
a = [rng.random() for _ in range(3)]
rng.setstate(state)
print(a == [rng.random() for _ in range(3)])

def random_walk(steps, seed):
    r = random.Random(seed)
    x = y = 0
    for _ in range(steps):
        dx, dy = r.choice([(0, 1), (0, -1), (1, 0), (-1, 0)])
        x += dx
        y += dy
    return x, y
print([random_walk(1000, s) for s in range(5)])

def birthday(n, trials, seed=7):
    r = random.Random(seed)
    hits = 0
    for _ in range(trials):
        days = [r.randrange(365) for _ in range(n)]
        hits += len(set(days)) < n
    return hits / trials
print(birthday(23, 2000))
r = random.Random(99)
lst = list(range(20))
r.shuffle(lst)
print(lst, r.randint(-10**20, 10**20))
for bad in [lambda: random.randrange(0), lambda: random.sample(range(3), 5), lambda: random.choice([])]:
    try:
        bad()
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
