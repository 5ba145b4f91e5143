def gen(n):
    for i in range(n):
        got = yield i
        if got:
            print("got", got)
    return "done"

g = gen(3)
print(next(g), g.send("hello"), next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.value)

def delegate():
    r = yield from gen(2)
    print("delegate got", r)
    yield "last"
print(list(delegate()))

def closing():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
c = closing()
print(next(c))
c.close()
print("closed")

def catcher():
    while True:
        try:
            yield
        except ValueError as e:
            print("caught", e)
t = catcher()
next(t)
t.throw(ValueError("boom"))
t.throw(ValueError("again"))

squares = (x * x for x in range(5) if x % 2 == 0)
print(sum(squares), list(squares))
print(list(zip(gen(3), "abc")))

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
it = fib()
print([next(it) for _ in range(15)])

def inner_stop():
    yield 1
    raise StopIteration
try:
    list(inner_stop())
except RuntimeError as e:
    print("RuntimeError:", e)

g2 = gen(1)
try:
    g2.send(5)
except TypeError as e:
    print("TypeError:", e)
