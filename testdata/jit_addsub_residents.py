# t += x and t -= x with both ints in registers (int residents), and
# i += 1 on a register in place: the result stays in range, or leaves
# int48 and the loop goes on with big ints, in either direction (an
# in-place add that overflows takes its register back before it exits).


def add(t, x, n):
    i = 0
    while i < n:
        t += x
        x += 1
        i += 1
    return t, x


def sub(t, x, n):
    i = 0
    while i < n:
        t -= x
        x -= 3
        i += 1
    return t, x


def both(t, x, y, n):
    i = 0
    while i < n:
        t = t + x - y
        i += 1
    return t


def up(start, n):
    i = start
    c = 0
    while c < n:
        i += 1
        c += 1
    return i, c


def down(start, n):
    i = start
    c = 0
    while c < n:
        i -= 3
        c += 1
    return i, c


edge = 1 << 47
for k in range(3):
    print(add(0, 1, 2000), add(edge - 500000, 1, 2000), add(-edge, -2000, 2000))
    print(sub(0, 5, 2000), sub(-edge + 500000, -7, 2000), sub(edge - 10, -1, 2000))
    print(both(0, 3, 5, 2000), both(edge - 1000, 7, 2, 2000), both(-edge + 1000, 2, 7, 2000))
    print(up(0, 1000), up(edge - 500, 1000), up(edge - 1000, 1000))
    print(down(0, 1000), down(-edge + 1500, 1000), down(-edge + 2999, 1000))
