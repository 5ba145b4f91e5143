# Loop counters, bounds, accumulators and temporaries kept as unboxed
# ints in machine registers: overflow past the small-int range in every
# operation, values that stop being ints in a branch that first runs late,
# negative operands of % and // by constants, and the frame seen through
# sys._getframe, f_locals writes, locals() and tracebacks while the loop
# holds its ints in registers.
import sys


def mulmod(n):
    total = 0
    i = 0
    while i < n:
        total += i * i % 7
        i += 1
    return total


print(mulmod(3000))


def grow(n, start, step):
    # total and x leave the int48 range in the middle of the loop.
    total = start
    x = 1
    i = 0
    while i < n:
        total = total + x
        total = total - step
        x = x * 3
        i += 1
    return total, x


print(grow(60, 0, 5))
print(grow(60, 2**47 - 1000, -7))
print(grow(40, -(2**47) + 10, 2**46))


def divmods(lo, hi):
    acc = 0
    q = 0
    for i in range(lo, hi):
        acc = acc + i % 10
        q = q + i // 7
    return acc, q


print(divmods(-500, 500))
print(divmods(-(2**47), -(2**47) + 300))


def late_float(n, when):
    s = 0
    i = 0
    while i < n:
        if i == when:
            s = s + 0.5
        s = s + i
        i = i + 1
    return s


print(late_float(500, 10**9))
print(late_float(500, 300))


def late_big(n, when):
    s = 0
    i = 0
    while i < n:
        if i == when:
            s = s + 2**60
        s = s + i
        i = i + 1
    return s


print(late_big(500, 10**9))
print(late_big(500, 400))


def peek():
    f = sys._getframe(1)
    return f.f_locals["i"], f.f_locals["total"], f.f_lineno


def introspect(n, when):
    total = 0
    i = 0
    seen = None
    while i < n:
        if i == when:
            seen = peek()
            print(sorted((k, v) for k, v in locals().items() if k != "seen"))
        total = total + i * 3
        i = i + 1
    return total, seen


print(introspect(400, 10**9))
print(introspect(400, 350))


def rebind(n, when):
    total = 0
    i = 0
    while i < n:
        if i == when:
            sys._getframe().f_locals["total"] = -1000000
            sys._getframe().f_locals["n"] = n - 100
        total = total + i
        i = i + 1
    return total, i


print(rebind(500, 10**9))
print(rebind(500, 250))


def fail(n, when):
    total = 0
    i = 0
    while i < n:
        if i == when:
            total = total + "x"
        total = total + i
        i = i + 1
    return total


print(fail(300, 10**9))
try:
    fail(300, 200)
except TypeError as e:
    tb = e.__traceback__
    while tb.tb_next:
        tb = tb.tb_next
    print("TypeError:", e, tb.tb_frame.f_locals["i"], tb.tb_frame.f_locals["total"], tb.tb_lineno)


def bounds(values, limit):
    # The bound is only read (an int resident filled once); a float bound
    # on a later call is not an int.
    count = 0
    i = 0
    while i < limit:
        count = count + values
        i = i + 1
    return count


print(bounds(3, 400), bounds(3, 400.5), bounds(-2, 10), bounds(2**50, 300))


def compare_chain(n):
    out = 0
    for i in range(n):
        j = i - 250
        if j < 0:
            out = out - j
        elif j == 0:
            out = out + 1000
        elif j >= 200:
            out = out * 2 % 1000003
        else:
            out = out + j
    return out


print(compare_chain(600))


def index_sum(seq, n, bump):
    # The index is an int resident that indexes the sequence unboxed:
    # negative indexes, a late index past the end, a bool or big index.
    t = 0
    for i in range(n):
        j = i % 7 - 3
        if i == bump:
            j = j + 10
        t = t + seq[j] * 2 + seq[i % 3]
    return t


print(index_sum([1, 2, 3, 4, 5, 6, 7], 300, -1))
print(index_sum((10, 20, 30, 40, 50, 60, 70), 300, -1))
for bad in (150, 299):
    try:
        print(index_sum([1, 2, 3, 4, 5, 6, 7], 300, bad))
    except IndexError as e:
        print("IndexError", e, bad)
print(index_sum([1.5, 2, 3, 4, 5, 6, 7], 300, -1))


def index_kinds(seq, idx):
    out = []
    for k in idx:
        out.append(seq[k])
    return out


print(index_kinds([5, 6, 7], [0, 1, 2, -1, -3] * 30)[-6:])
print(index_kinds([5, 6, 7], [0, True, False, 2])[-4:])
try:
    index_kinds([5, 6, 7], [0, 1] * 50 + [2**50])
except IndexError as e:
    print("IndexError", e)


def fill_table(n, size, late):
    # A list store whose index is an int resident: negative indexes, and
    # an index past the end once the branch first runs.
    table = [0] * size
    for i in range(n):
        k = i % 10
        table[k] = i * 3
        table[-1] = table[k] - i
        if i == late:
            table[k + 2] = 1
    return table


print(fill_table(500, 10, -1))
try:
    fill_table(500, 10, 329)
except IndexError as e:
    print("IndexError", e)


def sqmod(start, n):
    # A square's modulo (one register, never negative) whose product
    # passes 2**63 in the middle of the loop, and negative bases.
    t = 0
    i = start
    while i < start + n:
        t += i * i % 1000003
        i += 1
    return t


print(sqmod(0, 300), sqmod(3037000400, 300), sqmod(-(2**40), 300))


def bits(n, m):
    # &, | and ^ on int residents (constants, negative and wide masks),
    # and a later call where an operand is a bool, a big int or a float.
    h = 0
    x = 12345
    for i in range(n):
        x = (x ^ (i * 7)) & 0xFFFFF
        h = (h | (x & 255)) ^ (i & m)
        if x & 1:
            h = h ^ -1
    return h, x


def xor_all(xs):
    t = 0
    for x in xs:
        t = t ^ x
    return t


print(bits(1000, 7), bits(1000, -(2**40)), bits(1000, 2**46 + 3))
print(xor_all(list(range(300))), xor_all([True, 5, 2**50, -3] * 40))
try:
    print(xor_all([1, 2, 3.5] * 50))
except TypeError as e:
    print("TypeError", e)


def shifts(n, k):
    # << and >> on int residents: counts from 0 past 63, results that
    # leave int48 (exits to exact big ints), negative operands.
    h = 1
    t = 0
    for i in range(n):
        s = i % 20
        h = (h << 1) & 0xFFFF
        t = t + (i >> (s % 5)) + (i << s) - (h >> k)
        t = t ^ (t >> 3)
    return h, t


def grow_shift(n, k):
    x = 1
    for i in range(n):
        x = x << k
        x = x >> 1
    return x


def neg_shifts(n):
    x = -12345
    out = 0
    for i in range(n):
        out = out + (x >> (i % 70)) + (x << (i % 30))
    return out


def rsum(n, k):
    # The shifted-out bits must not linger in the register's low bits.
    t = 0
    for i in range(n):
        t += (i * 12345) >> k
    return t


print(shifts(1000, 2), shifts(1000, 0), shifts(1000, 70))
print(rsum(3000, 7), rsum(3000, 0), rsum(3000, 40))
print(grow_shift(10, 5), grow_shift(60, 2), neg_shifts(300))
try:
    print(grow_shift(10, -1))
except ValueError as e:
    print("ValueError", e)


def var_divmod(n, d):
    # % and // by a divisor held in a register (zero and negative ones
    # exit to the interpreter), and - on int residents up to the int48 edge.
    t = 0
    q = 0
    for i in range(n):
        j = i - 500
        t = t + j % d + (-j) % (d + 1)
        q = q - j // d + (-q) // 7
        q = -q
    return t, q


def neg_edge(n):
    x = -(2**47) + 5
    out = []
    for i in range(n):
        x = x - 1
        out.append(-x)
    return out[-3:]


print(var_divmod(1000, 7), var_divmod(1000, 1), var_divmod(1000, 2**40))
for d in (0, -3):
    try:
        print(var_divmod(1000, d))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
print(neg_edge(10))
