# Generators: yield, yield from, send, close, generator expressions.
def counter(n):
    i = 0
    while i < n:
        received = yield i
        if received:
            i = received
        else:
            i += 1
    return "done %d" % n

g = counter(5)
print(next(g), g.send(3), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)

def delegator():
    result = yield from counter(2)
    print("delegate got", result)
    yield from "ab"
    return result
print(list(delegator()))

def closing():
    try:
        yield 1
        yield 2
    finally:
        print("closing cleanup")
c = closing()
print(next(c))
c.close()

def thrower():
    while True:
        try:
            yield
        except ValueError as e:
            print("caught in gen", e)
t = thrower()
next(t)
t.throw(ValueError("boom"))
t.close()

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
gen = fib()
print([next(gen) for _ in range(10)])
print(sum(x * x for x in range(10)), list(zip((i for i in "abc"), range(3))))
def gen_with_return_in_finally():
    try:
        yield 1
    finally:
        print("fin")
print(list(gen_with_return_in_finally()))
lam = lambda: (yield 5)
print(list(lam()))
def yield_expr_value():
    x = yield
    y = yield x * 2
    yield x + y
ye = yield_expr_value()
next(ye)
print(ye.send(10), ye.send(1))
def gen_in_class():
    class C:
        items = list(i * 2 for i in range(3))
    return C.items
print(gen_in_class())
