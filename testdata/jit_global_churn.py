# Module code whose globals keep changing while compiled loops read and
# write them: except ... as e adds and deletes e at every exception, a
# builtin shadowed and unshadowed by a global, globals deleted and
# re-added until the dict compacts, and a global deleted under a loop.


class Odd(Exception):
    pass


def check(i):
    if i % 3 == 0:
        raise Odd(i)
    return i


total = 0
caught = 0
for i in range(3000):
    try:
        total += check(i)
    except Odd as e:
        caught += e.args[0] % 7
    total += len("abc")
print("churn", total, caught, "e" in globals())


def counts(n):
    s = 0
    for k in range(n):
        s += len("xy") + abs(-k)
    return s


results = []
for round_ in range(8):
    if round_ == 3:
        len = lambda x: 100  # a global shadows the builtin
    if round_ == 5:
        del len
    results.append(counts(200))
print("shadow", results)

# Globals added and deleted until the dict compacts, under a loop that
# reads and writes other globals.
acc = 0
step = 1
for i in range(4000):
    globals()["tmp%d" % (i % 50)] = i
    if i % 7 == 0:
        del globals()["tmp%d" % (i % 50)]
    acc += step
    if i == 2000:
        step = 2
print("compact", acc, sum(1 for k in globals() if k.startswith("tmp")))

# A global deleted while a function's loop reads it: NameError as in the
# interpreter.
limit = 10


def reader(n):
    t = 0
    for j in range(n):
        t += limit
        if j == n - 2:
            del globals()["limit"]
    return t


try:
    reader(500)
except NameError as err:
    print("deleted", err)


def writer(n):
    global gw
    for j in range(n):
        gw = j * 2
    return gw


print("global stmt", writer(300), gw)
gw2 = 0
for j in range(2000):
    gw2 += 1
    if j % 500 == 0:
        globals().pop("gw")
        globals()["gw"] = j
print("pop", gw2, gw)
