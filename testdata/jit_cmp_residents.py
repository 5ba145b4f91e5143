# Compare-and-branch on two ints that live in registers (a while loop's
# `i < n`, both int residents): every comparison, with negative, equal and
# large operands, the branch taken and not taken.


def lt(i, n, step):
    c = 0
    while i < n:
        c += 1
        i += step
    return c, i


def le(i, n, step):
    c = 0
    while i <= n:
        c += 1
        i += step
    return c, i


def gt(i, n, step):
    c = 0
    while i > n:
        c += 1
        i -= step
    return c, i


def ge(i, n, step):
    c = 0
    while i >= n:
        c += 1
        i -= step
    return c, i


def eq(i, n, limit):
    # i == n holds until n moves past i.
    c = 0
    while i == n:
        c += 1
        i += 1
        if c < limit:
            n += 1
    return c, i, n


def ne(i, n, step):
    c = 0
    while i != n:
        c += 1
        i += step
    return c, i


big = 1 << 46
for k in range(3):
    print(lt(0, 3000, 1), lt(-3000, 3000, 7), lt(5, 5, 1), lt(-big, big - 1, 1 << 35))
    print(le(0, 3000, 1), le(-3000, 3000, 7), le(5, 5, 1), le((1 << 47) - 2000, (1 << 47) - 1, 1))
    print(gt(3000, 0, 1), gt(3000, -3000, 7), gt(5, 5, 1), gt(big - 1, -big, 1 << 35))
    print(ge(3000, 0, 1), ge(3000, -3000, 7), ge(5, 5, 1), ge(-(1 << 47) + 2000, -(1 << 47), 1))
    print(eq(0, 0, 2000), eq(-7, -7, 1500), eq(4, 5, 10))
    print(ne(0, 3000, 1), ne(-3000, 3000, 2), ne(9, 9, 1))
