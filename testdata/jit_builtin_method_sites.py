# Calls of builtin-type methods and comprehension steps that machine code
# makes in place (call_dict_get, call_str_pred, call_str_affix,
# call_set_add, set_add, DICT_SET through
# store_subscr_dict, call_len of dicts, sets and strs, GET_ITER before a
# comprehension's empty display), and generator functions called from
# natively called frames; each loop runs often enough to be compiled, and
# the operands change kind under the compiled code.
import sys


class D(dict):
    def get(self, k, default=None):
        return ("D.get", k, default)


class M(dict):
    def __missing__(self, k):
        return "missing"


class G:
    def get(self, k, default=None):
        return ("G.get", k)


def gets(d, keys, n):
    out = []
    for i in range(n):
        k = keys[i % len(keys)]
        out.append((d.get(k), d.get(k, -1)))
    return out


def join(*parts):
    return "".join(parts)


def run_gets():
    base = {1: "one", 2: "two", "ab": "AB", -1: "m1", -2: "m2", int: "cls", (1, 2): "tup"}
    keys = [1, 2, "ab", join("a", "b"), -1, -2, True, 1.0, 99, "zz", int, str, (1, 2)]
    r = gets(base, keys, 600)
    print(r[:13])
    print(len(r), r[-1])
    # the same site sees other receivers
    print(gets(D(a=1), ["a", "b"], 4))
    print(gets(M(a=1), ["a", "b"], 4))
    print(gets(G(), ["a"], 2))
    try:
        gets(base, [1, [1]], 400)
    except TypeError as e:
        print("TypeError", e)
    d = {}
    for i in range(300):
        d[i % 7] = i
        if d.get(i % 5) is None:
            d[i % 5] = -i
    print(sorted(d.items()))


def preds(words, n):
    out = 0
    for i in range(n):
        w = words[i % len(words)]
        out = out * 3 % 1000003 + w.isalpha() + 2 * w.isdigit() + 4 * w.isspace() + 8 * w.isalnum() + 16 * w.isdecimal() + 32 * w.isnumeric()
    return out


class S(str):
    def isalpha(self):
        return 5


class W:
    def isalpha(self):
        return 7

    def isdigit(self):
        return 0

    isspace = isalnum = isdecimal = isnumeric = isdigit


def run_preds():
    words = ["abc", "ABCxyz", "123", "a1b2", "", " ", "\t\n\x0b\x0c\r", "\x1c\x1d\x1e\x1f", "a b", "_", "-1", "1.5",
             "é", "٣", "²", "\u2003", "\x85", "Ⅻ", "x", "7", "abc\x00"]
    for w in words:
        print(repr(w), w.isalpha(), w.isdigit(), w.isspace(), w.isalnum(), w.isdecimal(), w.isnumeric())
    print(preds(words, 2000))
    print(preds(["ab", S("cd"), "12"], 600))
    try:
        print(preds(["ab", W()], 600))
    except TypeError as e:
        print("TypeError", e)
    print([S("x").isalpha(), b"ab".isalpha(), bytearray(b"1").isdigit()])


def setcomps(rows, n):
    out = []
    for i in range(n):
        row = rows[i % len(rows)]
        s = {x for x in row}
        out.append((len(s), s))
    return out


def run_sets():
    rows = [[1, 2, 3], [4, 5, 6, 7, 8], list(range(0, 300, 7)), [-1, -2, -1, -2], [1, 1.0, True], [0, 8, 16, 24, 32, 40, 48],
            [x * 8 % 61 for x in range(40)], ["a", "b", "a"], [(1, 2), (1, 2), (2, 1)]]
    r = setcomps(rows, 500)
    for n, s in r[:len(rows)]:
        print(n, sorted(s, key=repr) if isinstance(next(iter(s)), str) else s)
    print(sum(n for n, _ in r))
    try:
        setcomps([[1, 2], [3, [4]]], 300)
    except TypeError as e:
        print("TypeError", e)
    big = {x * 13 % 1000 for x in range(2000)}
    print(len(big), list(big)[:20])
    s = {x for x in range(10)}
    s.discard(3)
    s.discard(4)
    t = {y for y in s}
    print(t, frozenset({z for z in "ab"}) == frozenset("ab"))


def dictcomps(rows, n):
    out = []
    for i in range(n):
        row = rows[i % len(rows)]
        d = {k: v for k, v in row}
        out.append((len(d), d))
    return out


def run_dicts():
    rows = [[(1, "a"), (True, "b"), (1.0, "c")], [(-1, 1), (-2, 2), (-1, 3)], [(i, i * i) for i in range(30)],
            [("x", 1), ("y", 2), ("x", 3)], [((1, 2), 0), (int, 1)]]
    r = dictcomps(rows, 500)
    for n, d in r[:len(rows)]:
        print(n, d)
    try:
        dictcomps([[(1, 2)], [([1], 2)]], 300)
    except TypeError as e:
        print("TypeError", e)
    big = {x * 7 % 3001: x for x in range(5000)}
    print(len(big), list(big.items())[:8], list(big.items())[-3:])


def lens(objs, n):
    t = 0
    for i in range(n):
        t += len(objs[i % len(objs)])
    return t


class L(dict):
    def __len__(self):
        return 1000


def run_lens():
    objs = [{1: 2, 3: 4}, {1, 2, 3}, frozenset({4}), "hello", "", "x", "héllo", [1], (1, 2), L(a=1), b"abc", bytearray(b"xyz1"), b"", bytearray()]
    print([len(o) for o in objs])
    print(lens(objs, 1100))


def nested(rows, n):
    t = 0
    for i in range(n):
        m = [[y + i for y in r] for r in rows]
        t += sum(len(x) for x in m) + m[-1][-1]
    return t


def run_nested():
    print(nested([[1, 2], (3, 4, 5), [6]], 600))
    print(nested([[1, 2], {3, 4}, "ab"] if False else [[1, 2], (3,), [4, 5]], 300))
    print([[c for c in w] for w in ("ab", "c")], {k: [v for v in range(k)] for k in range(3)})


def g_of(xs):
    return any(x > 3 for x in xs)


def gen_caller(xs):
    return g_of(xs) + 2 * all(y < 5 for y in xs)


def frame_gen(xs):
    for x in xs:
        yield sys._getframe(1).f_code.co_name, x


def make_gens(n):
    out = 0
    names = set()
    for i in range(n):
        out += gen_caller([i % 5, 1, 2])
        g = frame_gen([i])
        if g.gi_frame.f_back is not None:
            names.add("f_back before start")
        names.update(name for name, _ in g)
    return out, sorted(names)


def wrong_args():
    def two(a, b):
        yield a + b
    tot = 0
    for i in range(300):
        try:
            tot += sum(two(i, 1) if i % 100 else two(i))
        except TypeError as e:
            print("TypeError", e)
    return tot


class RevList(list):
    def __iter__(self):
        return reversed(self)


def firsts(its, n):
    out = []
    for i in range(n):
        out.append(next((x for x in its[i % len(its)]), None))
    return out


def run_gens():
    print(make_gens(800))
    print(wrong_args())
    its = [[1, 2], (3, 4), range(5, 7), {8: 9}, "ab", {10}, (y for y in [11]), RevList([12, 13]), [], b"\x0e"]
    print(firsts(its, 20)[:len(its)])
    print(firsts([[1, 2], (3,)], 600)[-4:], firsts([RevList([12, 13]), "xy"], 600)[-2:])
    try:
        firsts([[1], 5], 400)
    except TypeError as e:
        print("TypeError", e)


def adds(rows, n, make=set):
    out = []
    for i in range(n):
        s = make()
        for x in rows[i % len(rows)]:
            s.add(x)
        out.append(s)
    return out


class SS(set):
    def add(self, x):
        set.add(self, ("SS", x))


def run_adds():
    rows = [[1, 2, 3, 2], [-1, -2, 5, -1], [1, True, 1.0], list(range(0, 100, 3)), ["a", "b", "a"], [(1,), (1,)],
            [0, 8, 16, 24, 32, 40]]
    r = adds(rows, 700)
    for s in r[:len(rows)]:
        print(len(s), sorted(s) if all(isinstance(v, str) for v in s) else s)
    print(sum(len(s) for s in r))
    print(sorted(adds([[1, 2], [3]], 300, SS)[-1]))
    try:
        adds([[1], [[1]]], 300)
    except TypeError as e:
        print("TypeError", e)
    s = {x for x in range(8)}
    s.discard(2)
    s.discard(5)
    for i in range(300):
        s.add(i % 11)
    print(s)


def affixes(words, pre, suf, n):
    out = []
    for i in range(n):
        w = words[i % len(words)]
        out.append((w.startswith(pre), w.endswith(suf)))
    return out


class T(str):
    def startswith(self, p):
        return "T"


class U:
    def startswith(self, p):
        return "U.startswith"

    def endswith(self, p):
        return "U.endswith"


def run_affixes():
    words = ["abc", "ab", "a", "", "xabyz", "éab", "abé", "\ud83dab", "ab\ud83d", "yz", "x" * 40 + "yz"]
    for pre, suf in [("ab", "yz"), ("", ""), ("é", "é"), (("a", "x"), ("z", "b")), ("abcd", "yzz")]:
        r = affixes(words, pre, suf, 700)
        print(pre, suf, r[:len(words)], sum(a + 2 * b for a, b in r))
    print(affixes(["ab", T("ab")], "a", "b", 400)[-2:])
    print(affixes(["ab", U()], "a", "b", 400)[-2:])
    try:
        affixes(["ab", "cd"], 1, "b", 300)
    except TypeError as e:
        print("TypeError", e)
    print(affixes([b"ab"], b"a", b"b", 300)[-1], "abc".startswith("b", 1), "abc".endswith("b", 0, 2))


run_gets()
run_preds()
run_sets()
run_dicts()
run_lens()
run_nested()
run_gens()
run_adds()
run_affixes()
