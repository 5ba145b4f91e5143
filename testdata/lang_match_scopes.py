# Match in functions, loops, closures, class bodies, generators and
# comprehension-heavy code; names bound by patterns follow the usual
# scoping rules (locals, globals, nonlocals, cells).


def classify(items):
    counts = {}
    for item in items:
        match item:
            case int(n) if n < 0:
                kind = "negative"
            case int() | float():
                kind = "number"
            case str(s) if s.isdigit():
                kind = "digits"
            case str():
                kind = "text"
            case [*_]:
                kind = "sequence"
            case {"kind": kind}:
                pass
            case _:
                kind = "unknown"
        counts[kind] = counts.get(kind, 0) + 1
    return counts


data = [1, -2, 3.5, "12", "ab", [1], (2, 3), {"kind": "custom"}, None, object] * 50
print(sorted(classify(data).items()))


# A hot loop, so that the compiled tiers run the match code too.
def fizz(n):
    out = []
    for i in range(1, n):
        match (i % 3, i % 5):
            case (0, 0):
                out.append("FizzBuzz")
            case (0, _):
                out.append("Fizz")
            case (_, 0):
                out.append("Buzz")
            case _:
                out.append(str(i))
    return out


print(" ".join(fizz(31)))
total = 0
for _ in range(300):
    total += len(fizz(16))
print(total)


# Captured names can be globals.
def set_global(v):
    global G
    match v:
        case [G, *_]:
            pass

set_global([42, 1])
print("G =", G)


# ... or nonlocals and cells.
def outer():
    x = "before"
    def inner(v):
        nonlocal x
        match v:
            case {"x": x}:
                pass
    inner({"x": "after"})
    fs = []
    match [1, 2, 3]:
        case [a, *rest]:
            fs.append(lambda: (a, rest))
    return x, fs[0]()

print(outer())


# In a class body.
class Config:
    match {"debug": True, "level": 3}:
        case {"debug": debug, "level": level}:
            pass

print(Config.debug, Config.level)


# In a generator.
def gen(values):
    for v in values:
        match v:
            case [x, y]:
                yield x + y
            case x:
                yield x

print(list(gen([[1, 2], 5, [3, 4], "s"])))


# A name bound in one case only: reading it after a non-matching match is
# an UnboundLocalError.
def maybe(v):
    match v:
        case [x]:
            pass
    try:
        return x
    except UnboundLocalError as e:
        return f"UnboundLocalError: {e}"

print(maybe([1]))
print(maybe(2))


# return, break and continue inside cases.
def first_pair(items):
    for it in items:
        match it:
            case (a, b):
                return a, b
            case None:
                break
            case _:
                continue
    return "none"

print(first_pair([1, (2, 3)]), first_pair([None, (2, 3)]), first_pair([]))


# Walrus in a guard.
match [1, 2, 3]:
    case [*xs] if (total := sum(xs)) > 5:
        print("total", total)


# Recursion over a tree with nested class patterns.
from dataclasses import dataclass

@dataclass
class Num:
    v: int

@dataclass
class Add:
    l: object
    r: object

@dataclass
class Mul:
    l: object
    r: object


def ev(e):
    match e:
        case Num(v):
            return v
        case Add(Num(0), r) | Add(r, Num(0)):
            return ev(r)
        case Add(l, r):
            return ev(l) + ev(r)
        case Mul(l, r):
            return ev(l) * ev(r)
    raise ValueError(e)


def simplify(e):
    match e:
        case Mul(Num(1), x) | Mul(x, Num(1)):
            return simplify(x)
        case Mul(Num(0), _) | Mul(_, Num(0)):
            return Num(0)
        case Add(l, r):
            return Add(simplify(l), simplify(r))
        case Mul(l, r):
            return Mul(simplify(l), simplify(r))
    return e

expr = Add(Mul(Num(1), Num(7)), Add(Num(0), Mul(Num(3), Num(0))))
print(ev(expr), simplify(expr))
s = 0
for i in range(200):
    s += ev(Add(Num(i), Mul(Num(2), Num(i))))
print(s)
