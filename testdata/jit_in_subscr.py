# 'int in list' and str indexing in machine code (in_list_int,
# subscr_str), and every case they must leave to the interpreter: floats,
# bools and objects with __eq__ among the items, non-ASCII strs, str
# subclasses, negative and out-of-range indexes.


class Eq:
    def __eq__(self, other):
        return other == 3


def count_in(n, cells):
    hits = 0
    for i in range(n):
        c = cells[i % len(cells)]
        if i % 7 in c:
            hits += 1
        if i % 5 not in c:
            hits += 10
    return hits


cells = [[1, 2, 3], [], [0, 4, 6], [5], list(range(10))]
print(count_in(3000, cells))
print(count_in(300, cells + [[1.0, 2.0], [True], [Eq()], [2**50, 4], [None, 1]]))


def chars(s, n):
    out = []
    for i in range(n):
        try:
            out.append(s[i % 13 - 6])
        except IndexError as e:
            out.append(str(e))
    return "".join(out)


for s in ["DHRYSTONE PROGRAM", "ab", "", "héllo wörld", "x" * 40]:
    print(repr(chars(s, 400)[:60]))


class S(str):
    def __getitem__(self, i):
        return "<" + str.__getitem__(self, i) + ">"


print(chars(S("subclass"), 30))
print("abc"[1], "abc"[-1], "€uro"[0], [x in [1, 2] for x in range(4)])
