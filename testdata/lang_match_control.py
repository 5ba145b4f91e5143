# Match statements with try/finally, return/break/continue, await in guards,
# deep nesting of class, sequence, mapping and or-patterns, and closures.
def f(v):
    try:
        for i in range(3):
            match (v, i):
                case (0, 1):
                    return "ret"
                case (1, 2):
                    break
                case (2, _) if i == 0:
                    continue
    finally:
        print("finally", v)
    return "end"
for v in range(3):
    print(f(v))

async def g(v):
    async def one():
        return 1
    match v:
        case [x] if await one() == x:
            return "await guard"
        case _:
            return "no"
def run(c):
    try:
        c.send(None)
    except StopIteration as e:
        return e.value
print(run(g([1])), run(g([2])))

def h(seq):
    return [y for x in seq for y in [x] if (lambda: True)()]
print(h([1, 2]))

class C:
    __match_args__ = ("a",)
    def __init__(self, a): self.a = a
def deep(v):
    match v:
        case C(C(C([{"k": (1 | 2) as n, **rest}]))) if rest:
            return n, rest
    return None
print(deep(C(C(C([{"k": 2, "z": 0}])))), deep(C(C(C([{"k": 2}])))))
x = 1
def closure():
    match [1, 2]:
        case [a, b]:
            return lambda: a + b
print(closure()())
