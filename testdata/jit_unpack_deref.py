# Cells (LOAD_DEREF, STORE_DEREF) and tuple/list unpacking in machine code,
# with the cases that must leave it: empty cells, wrong lengths, subclasses.
def outer(n):
    total = 0
    k = 3
    def inner():
        nonlocal total
        for i in range(n):
            total += k
            a, b, c = (i, i + 1, k)
            x, y = [a, b]
            total += x + y + c
        return total
    return inner()
print(outer(100000))
def tricky(n):
    out = []
    for i in range(n):
        try:
            a, b = (1, 2, 3) if i % 50 == 7 else (i, -i)
            out.append(a + b)
        except ValueError as e:
            out.append(str(e))
        t = tuple
        class T(tuple):
            def __iter__(self):
                return iter((9, 9))
        p, q = T((1, 2))
        out.append(p + q)
    return out[-5:], len(out)
print(tricky(200))
def unbound():
    for i in range(3):
        try:
            print(z)
        except NameError as e:
            print(e)
        if i == 1:
            z = 5
    def g(): return z
    return g()
try:
    print(unbound())
except Exception as e:
    print(type(e).__name__, e)
def cellclear(n):
    v = 1
    def get(): return v
    s = 0
    for i in range(n):
        s += get()
    del v
    try:
        get()
    except NameError as e:
        print(e)
    return s
print(cellclear(1000))
