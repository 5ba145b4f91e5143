# t += x and t -= x with both ints in registers (int residents): the
# result stays in range, or leaves int48 and the loop goes on with big
# ints, in either direction.


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


edge = 1 << 47
for k in range(3):
    print(add(0, 1, 2000), add(edge - 500000, 1, 2000), add(-edge, -2000, 2000))
    print(sub(0, 5, 2000), sub(-edge + 500000, -7, 2000), sub(edge - 10, -1, 2000))
    print(both(0, 3, 5, 2000), both(edge - 1000, 7, 2, 2000), both(-edge + 1000, 2, 7, 2000))
