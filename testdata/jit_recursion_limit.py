# sys.setrecursionlimit while compiled code recurses (machine code calls
# the recursive function itself, up to a depth it computes from the limit
# when it is entered): a limit set inside the recursion, one lowered
# between hot calls and raised again.
import sys
def depth():
    d = 0
    f = sys._getframe()
    while f:
        d += 1
        f = f.f_back
    return d

def rec(n, at, out):
    if n == at:
        sys.setrecursionlimit(depth() + 25)
    if n == 0:
        return 0
    return 1 + rec(n - 1, at, out)

def run(at):
    try:
        return rec(100, at, [])
    except RecursionError as e:
        return "RecursionError at limit %d" % sys.getrecursionlimit()
    finally:
        sys.setrecursionlimit(1000)

def loop():
    res = []
    for i in range(300):
        res.append(run(90 if i % 50 == 49 else -1))
    return res

r = loop()
print(r[:3], r[49], r[99], len(set(map(str, r))))

def rec2(n):
    return 0 if n == 0 else 1 + rec2(n - 1)
def hot(n):
    s = 0
    for i in range(200):
        s += rec2(n)
    return s
print(hot(30))
sys.setrecursionlimit(40)
print(hot(30))
try:
    print(hot(45))
except RecursionError:
    print("RecursionError with limit 40")
sys.setrecursionlimit(1000)
print(hot(45))
