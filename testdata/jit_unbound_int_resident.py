# Int residents of locals that a loop assigns before it reads them are
# unbound at the loop's first entry (jit's fill_iu): the loop must still
# run in machine code, and introspection, tracebacks and spills must see
# them unbound until they are assigned.
import sys


def proc8(arr, a):
    # As pystone's Proc8: the loop variable is unbound at every call.
    for k in range(a, a + 2):
        arr[k] = a
    return arr[a] + arr[a + 1]


arr = [0] * 64
total = 0
for n in range(3000):
    total += proc8(arr, n % 60)
print("proc8", total)


def names_after(a, n):
    # The loop may not run at all: i stays unbound, and only the frame
    # (not the code) looks at it afterwards.
    t = 0
    for i in range(a, a + n):
        t += i
    return t, sorted(sys._getframe().f_locals)


for n in range(400):
    r = names_after(n, n % 3)
print("names", names_after(5, 0), names_after(5, 2))


def raises(seq):
    t = 0
    for i in range(3):
        y = seq[i] + 1
        x = y * 2
        t += x
    return t


for _ in range(300):
    raises([1, 2, 3])
for bad in (["a", 2, 3], [1, "b", 3]):
    try:
        raises(bad)
    except TypeError as e:
        tb = e.__traceback__
        while tb.tb_next is not None:
            tb = tb.tb_next
        loc = tb.tb_frame.f_locals
        print("raised", type(e).__name__, sorted(loc), loc.get("x"), loc.get("i"))


def breaks(n, stop):
    for i in range(n):
        if i == stop:
            break
        x = i * 3
    return sorted(sys._getframe().f_locals)


for n in range(300):
    breaks(5, 9)
print("breaks", breaks(5, 0), breaks(5, 2))


def reads_after(n):
    # Read after the loop: the fill must keep exiting on unbound (the
    # program may raise UnboundLocalError there).
    for j in range(n):
        pass
    return j


for n in range(1, 300):
    reads_after(n)
try:
    reads_after(0)
except UnboundLocalError as e:
    print("unbound", e)
