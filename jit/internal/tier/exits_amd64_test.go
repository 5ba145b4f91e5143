//go:build linux && amd64

package tier

import (
	"strings"
	"testing"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/stretchr/testify/require"
)

// Hot code that must stay in machine code: each program runs an
// instruction many thousand times, and the interpreter may run it only
// while the unit warms up (before compilation, and until a recompilation
// has seen every class). Each would exit on every iteration without the
// feature named.
func TestHotCodeStaysInMachineCode(t *testing.T) {
	const poly = `
class A:
    def __init__(self): self.x = 1
    def m(self): return 1
class B:
    def __init__(self): self.y = 0; self.x = 2
    def m(self): return 2
class C:
    __slots__ = ('x',)
    def __init__(self): self.x = 3
    def m(self): return 3
def f(objs, n):
    s = 0
    for i in range(n):
        o = objs[i % 3]
        s += o.x
        o.x = o.x
        s += o.m()
    return s
print(f([A(), B(), C()], 30000))
`
	cases := []struct {
		name, src, want string
		ops             []string // no more than a warm-up's exits each
		polySites       int
		calls           int // call exits allowed
	}{
		{"polymorphic attributes (a guard chain per site) and calls (call_native_m per callee)", poly, "120000\n",
			[]string{"LOAD_ATTR", "STORE_ATTR", "LOAD_METHOD"}, 3, 1000},
		{"range() with a constant step (range_iter3)", `
def f(n):
    t = 0
    for k in range(n):
        for i in range(k % 9, -1, -1):
            t += i
        for i in range(0, k % 11, 3):
            t ^= i
    return t
print(f(20000))
`, "260177\n", nil, 0, 300},
		{"iterators of range objects and of range iterators (get_iter_range)", `
def f(n):
    r = range(3, 30, 4)
    t = 0
    for k in range(n):
        for i in r:
            t += i
        for i in reversed(range(k % 5)):
            t ^= i
        t += sum(x for x in r)
    return t
print(f(20000))
`, "4192000\n", []string{"GET_ITER"}, 0, 1 << 30},
		{"comparisons of ints beyond int48 with ints (cmp_int64)", `
def f(n):
    t = 2 ** 50
    c = 0
    for i in range(n):
        t += i
        if t > 2 ** 50 + 1000:
            c += 1
        c += (t < 2 ** 60) + (t == 2 ** 50) + (i <= t)
    return c
print(f(20000))
`, "59956\n", []string{"LT", "GT", "EQ", "LE"}, 0, 0},
		{"isinstance of exactly the class (call_isinstance)", `
class P:
    pass
class Q(P):
    pass
def f(objs, n):
    c = 0
    for i in range(n):
        if isinstance(objs[i % 2], P):
            c += 1
    return c
print(f([P(), P()], 20000))
`, "20000\n", []string{"CALL"}, 0, 300},
		{"isinstance of builtin and user classes for every kind of receiver (call_isinstance)", `
class P:
    pass
class Q(P):
    pass
def f(objs, n):
    c = 0
    for i in range(n):
        o = objs[i % 8]
        c += isinstance(o, tuple) + isinstance(o, int) * 2 + isinstance(o, P) * 4 + isinstance(o, str) * 8
    return c
print(f([1, 2.5, True, None, "s", (1,), P(), Q()], 24000))
`, "63000\n", []string{"CALL"}, 0, 300},
		{"isinstance of a tuple of classes (call_isinstance_t)", `
class P:
    pass
def f(objs, n):
    c = 0
    for i in range(n):
        o = objs[i % 4]
        c += isinstance(o, (int, float)) + isinstance(o, (str, P)) * 2
    return c
print(f([1, 2.5, "s", P()], 20000))
`, "30000\n", []string{"CALL"}, 0, 300},
		{"type(x), float(x) and int(x) of ints, floats and objects (call_type, call_float, call_int)", `
class P:
    pass
def f(objs, n):
    c = 0
    t = 0.0
    for i in range(n):
        o = objs[i % 4]
        c += (type(o) is int) + (type(o) is P) * 2
        t += float(i) + int(i * 0.5)
    return c, t
print(f([1, 2.5, P(), "s"], 20000))
`, "(15000, 299980000.0)\n", []string{"CALL"}, 0, 300},
		{"min and max of two ints or floats, abs and id (call_minmax, call_abs, call_id)", `
def f(xs, n):
    t = 0
    u = 0.0
    ids = 0
    for i in range(n):
        x = xs[i % 4]
        t += min(i, 7) + max(-i, -3) + abs(i - 5)
        u += max(x, 0.5) - min(x, 1.5) + abs(-x)
        ids += id(xs) == id(xs)
    return t, u, ids
print(f([0.25, 1.0, 2.0, 3.5], 20000))
`, "(199970008, 47500.0, 20000)\n", []string{"CALL"}, 0, 300},
		{"x.__class__ of ints, floats and instances (load_attr_class_of)", `
class P:
    pass
def f(objs, n):
    c = 0
    for i in range(n):
        o = objs[i % 3]
        c += (o.__class__ is int) + (o.__class__ is P) * 2
    return c
print(f([1, 2.5, P()], 21000))
`, "21000\n", []string{"LOAD_ATTR"}, 0, 300},
		{"list.pop and list.insert, as methods and bound (call_list_pop_m ..., call_bound_list_insert)", `
def f(n):
    perm = list(range(9))
    ins, pop = perm.insert, perm.pop
    for i in range(n):
        ins(3, pop(0))
        perm.insert(-2, perm.pop())
    return perm
print(f(20000))
`, "[0, 1, 2, 3, 4, 5, 7, 8, 6]\n", []string{"CALL", "CALL_METHOD"}, 0, 300},
		{"obj[key] through a plain __getitem__ (subscr_dunder)", `
class Row:
    def __init__(self, xs):
        self.xs = xs
    def __getitem__(self, i):
        # Long enough for jit=always to compile it before it first runs
        # (shorter code is declined then, and calls to it exit).
        x = self.xs[i]
        return x * 2 - x
def f(r, n):
    t = 0
    for i in range(n):
        t += r[i % 4]
    return t
print(f(Row([1, 2, 3, 4]), 20000))
`, "50000\n", []string{"BINARY_SUBSCR"}, 0, 300},
		{"ints and bools mixed in + - * (add_intb, sub_intb, mul_intb)", `
def f(xs, n):
    c = 0
    d = 0
    for i in range(n):
        x = xs[i % 4]
        c += x > 1
        d = d - (x == 2) + True * x
        c = c * True
    return c, d
print(f([0, 1, 2, 3], 20000))
`, "(10000, 25000)\n", []string{"ADD", "INPLACE_ADD", "SUB", "MUL"}, 0, 300},
		{"operators on instances through plain __add__, __sub__, __truediv__ (binop_dunder)", `
class V:
    def __init__(self, x):
        self.x = x
    def __add__(self, o):
        # Long enough for jit=always to compile it before it first runs.
        x = self.x + o.x
        return V(x * 2 - x)
    def __sub__(self, o):
        x = self.x - o.x
        return V(x * 2 - x)
    def __truediv__(self, k):
        x = self.x // k
        return V(x * 2 - x)
def f(a, n):
    s = V(0)
    for i in range(n):
        b = V(i)
        s = s + b
        s -= a
        s = s / 1
    return s.x
print(f(V(1), 20000))
`, "199970000\n", []string{"ADD", "INPLACE_SUB", "TRUEDIV"}, 0, 1 << 30},
		{"not of bools, None and ints (not_value)", `
def f(vals, n):
    c = 0
    for i in range(n):
        t = not vals[i % 4]
        if t is True:
            c += 1
    return c
print(f([True, False, None, 3], 20000))
`, "10000\n", []string{"NOT"}, 0, 1 << 30},
		{"truth of ints (JUMP_IF_FALSE feedback)", `
def g(x):
    if x & 0x80:
        return (x << 1) ^ 0x11B
    else:
        return x << 1
s = 0
for i in range(20000):
    s += g(i & 255)
print(s)
`, "2546912\n", []string{"LOAD_CONST", "AND", "JUMP_IF_FALSE", "LSHIFT"}, 0, 1 << 30},
		{"a short run that a native branch reaches", `
tracing = False
def f(n):
    i = 0
    s = 0
    while i < n:
        if i % 3 == 0:
            s += 1
        else:
            if tracing:
                print("x")
            s += 2
        i += 1
    return s
print(f(30000))
`, "50000\n", []string{"LOAD_GLOBAL", "JUMP_IF_FALSE"}, 0, 1 << 30},
		{"super().m() in a method (load_method_super)", `
class A:
    def m(self, x):
        return x + 1
class B(A):
    def m(self, x):
        return super().m(x) * 2
def f(b, n):
    s = 0
    for i in range(n):
        s += b.m(i)
    return s
print(f(B(), 20000))
`, "400020000\n", []string{"CALL", "LOAD_METHOD", "CALL_METHOD"}, 0, 1000},
		{"super().m() for two classes of self (load_method_super chained)", `
class A:
    def m(self, x):
        return x + 1
class B(A):
    def m(self, x):
        return super().m(x) * 2
class C(B):
    pass
def f(objs, n):
    s = 0
    for i in range(n):
        s += objs[i % 2].m(i)
    return s
print(f([B(), C()], 20000))
`, "400020000\n", []string{"CALL", "LOAD_METHOD", "CALL_METHOD"}, 1, 1000},
		{"closures called natively (closure_entry)", `
def make(k):
    def add(x):
        return x + k
    return add
add3 = make(3)
class C:
    pass
C.m = staticmethod(make(5))
def f(n):
    s = 0
    for i in range(n):
        s += add3(i) + C.m(i)
    return s
print(f(20000))
`, "400140000\n", []string{"CALL", "CALL_METHOD"}, 0, 1000},
		{"cells and unpacking (load_deref, store_deref, unpack_seq)", `
def outer(pairs):
    total = 0
    def inner():
        nonlocal total
        for p in pairs:
            a, b = p
            total += a + b
        return total
    return inner()
print(outer([(i, 1) for i in range(10000)] + [[i, 2] for i in range(10000)]))
`, "100020000\n", []string{"LOAD_DEREF", "STORE_DEREF", "UNPACK_SEQUENCE"}, 0, 1 << 30},
		{"comparisons of strs (cmp_str)", `
def f(words, n):
    c = 0
    for i in range(n):
        a = words[i % 4]
        b = words[(i + 1) % 4]
        if a < b:
            c += 1
        if a == b:
            c += 10
        if a >= b:
            c += 100
    return c
print(f([str(x) * 3 for x in (10, 20, 30, 9)], 20000))
`, "515000\n", []string{"LT", "EQ", "GE"}, 0, 1 << 30},
		{"comparisons of immortal one-character strs (cmp_str, DEREF_ANY)", `
def f(words, n):
    c = 0
    for i in range(n):
        a = words[i % 4]
        b = words[(i + 1) % 4]
        if a <= b:
            c += 1
        if a != b:
            c += 10
    return c
print(f(["A", "B", "C", chr(35)], 20000))
`, "215000\n", []string{"LE", "NE"}, 0, 1 << 30},
		{"str iteration, ord and chr (for_str, call_ord, call_chr)", `
def f(s):
    t = 0
    for c in s:
        t += ord(chr(ord(c)))
    return t
print(f("abc" * 10000))
`, "2940000\n", []string{"FOR_ITER", "CALL"}, 0, 300},
		{"math.sqrt, imported and as a module attribute (call_sqrt, call_sqrt_m)", `
import math
from math import sqrt
def f(n):
    s = 0.0
    for i in range(n):
        s += sqrt(i) + math.sqrt(i * 0.5)
    return s
print(round(f(20000)))
`, "3218830\n", []string{"CALL", "CALL_METHOD"}, 0, 300},
		{"list.append and comprehension appends (call_list_append, list_append)", `
def f(n):
    out = []
    for i in range(n):
        out.append(i)
    sq = [x * x for x in out]
    return len(out) + len(sq) + sq[-1]
print(f(20000))
`, "400000001\n", []string{"LOAD_METHOD", "CALL_METHOD", "LIST_APPEND"}, 0, 300},
		{"dict.get with and without a default (call_dict_get)", `
def f(d, keys, n):
    s = 0
    for i in range(n):
        k = keys[i % 6]
        v = d.get(k)
        if v is not None:
            s += v
        s += d.get(k, -1)
    return s
print(f({1: 10, 2: 20, 'a': 5, 3: 7, int: 1}, [1, 2, 'a', 'zz', 99, int], 30000))
`, "350000\n", []string{"LOAD_METHOD", "CALL_METHOD"}, 0, 300},
		{"str character-class predicates (call_str_pred)", `
def f(words, n):
    c = 0
    for i in range(n):
        w = words[i % 6]
        if w.isalpha(): c += 1
        if w.isdigit(): c += 10
        if w.isspace(): c += 100
        if w.isalnum(): c += 1000
        if w.isdecimal() or w.isnumeric(): c += 10000
    return c
print(f(["abc", "123", " \t", "a1", "", "x"], 30000))
`, "70560000\n", []string{"LOAD_METHOD", "CALL_METHOD"}, 0, 300},
		{"set.add, str.startswith and str.endswith (call_set_add, call_str_affix)", `
def f(rows, words, n):
    t = 0
    for i in range(n):
        s = {-1}
        for x in rows[i % 3]:
            s.add(x % 4)
        w = words[i % 4]
        t += len(s) + w.startswith("ab") + 2 * w.endswith("yz")
    return t
print(f([[1, 2, 3], (4, 5, 6, 8), [9, 10]], ["abc", "xyz", "", "abyz"], 20000))
`, "103334\n", []string{"LOAD_METHOD", "CALL_METHOD"}, 0, 300},
		{"len of bytes, bytearrays, dicts, frozensets and ASCII strs (call_len)", `
def f(objs, n):
    t = 0
    for i in range(n):
        t += len(objs[i % 6])
    return t
print(f([b"abc", bytearray(b"xy"), {1: 2}, frozenset((1, 2, 3)), "hello" * 3, bytearray()], 30000))
`, "120000\n", []string{"CALL"}, 0, 300},
		{"generator expressions' iterators of lists and tuples (get_iter_seq without a FOR_ITER after it)", `
def f(rows, n):
    t = 0
    for i in range(n):
        t += sum(x for x in rows[i % 3]) + any(x > 5 for x in rows[i % 3])
    return t
print(f([[1, 2, 3], (4, 5, 6, 7, 8), [9, 10]], 20000))
`, "379999\n", []string{"GET_ITER"}, 0, 1 << 30},
		{"comprehensions: set adds, dict stores, iterators before the display, len of sets (set_add, store_subscr_dict, get_iter_seq, call_len)", `
def f(rows, n):
    t = 0
    for i in range(n):
        s = {x % 4 for x in rows[i % 3]}
        m = [[y * 2 for y in r] for r in rows]
        t += len(s) + len(m[1]) + m[2][-1]
    d = {x: x + 1 for x in range(n)}
    return t, len(d), d[n - 1]
print(f([[1, 2, 3], (4, 5, 6, 7, 8), [9, 10]], 20000))
`, "(560001, 20000, 20000)\n", []string{"SET_ADD", "DICT_SET", "GET_ITER", "CALL"}, 0, 300},
		{"class constants through instances (load_attr_class_val)", `
class K:
    SCALE = 3
    T = (1, 2, 3)
    def __init__(self): self.x = 1
def f(k, n):
    s = 0
    for i in range(n):
        s += k.SCALE * k.T[i % 3] + k.x
    return s
print(f(K(), 20000))
`, "139997\n", []string{"LOAD_ATTR"}, 0, 1 << 30},
		{"attributes of classes, enums and modules (load_attr_class, load_method_class, load_attr_module)", `
import math, enum
class C:
    N = 2
    @staticmethod
    def g(x): return x + 1
class E(enum.Enum):
    A = 1
def f(n):
    s = 0.0
    c = 0
    for i in range(n):
        s += C.N * math.pi + C.g(i)
        if E.A is E.A:
            c += 1
    return round(s), c
print(f(20000))
`, "(200135664, 20000)\n", []string{"LOAD_ATTR", "LOAD_METHOD"}, 0, 1 << 30},
		{"module functions and static methods called by machine code (call_native_u)", `
class C:
    @staticmethod
    def g(x):
        y = x + 1
        return y * 2 - y
def f(n):
    s = 0
    for i in range(n):
        s += C.g(i)
    return s
print(f(20000))
`, "200010000\n", []string{"LOAD_METHOD"}, 0, 300},
		{"functions of modules (load_method_module from the object cache)", `
import types
m = types.ModuleType("m")
exec("def h(x):\n    y = x + 2\n    return y * 2 - y", m.__dict__)
def f(n):
    s = 0
    for i in range(n):
        s += m.h(i)
    return s
print(f(20000))
`, "200030000\n", []string{"LOAD_METHOD"}, 0, 1 << 30},
		{"bound methods an instance or a local holds (call_native_b, call_native_bm)", `
class W:
    def __init__(self):
        self.n = 0
    def add(self, x):
        y = x + 1
        self.n += y - 1
        return y
class P:
    def __init__(self, w):
        self.w = w
        self.write = w.add
    def run(self, k):
        t = 0
        for i in range(k):
            t += self.write(i)
        return t
def f(n):
    w = W()
    add = w.add
    s = 0
    for i in range(n):
        s += add(i)
    return s + P(w).run(n), w.n
print(f(20000))
`, "(400020000, 399980000)\n", []string{"LOAD_METHOD"}, 0, 500},
		{"keyword calls in parameter order (call_native, call_native_b for CALL_KW)", `
class N:
    def __init__(self, v):
        self.v = v
    def find(self, update=False):
        x = self.v
        if update:
            x += 1
        return x
def plain(a, b, c=5):
    x = a + b * c
    return x
def f(n):
    s = 0
    nd = N(3)
    for i in range(n):
        s += nd.find(update=True) + plain(i, b=2, c=3)
    return s
print(f(20000))
`, "200190000\n", []string{"CALL_KW"}, 0, 1 << 30},
		{"calls leaving parameters to their defaults (call_native_d, call_native_md)", `
class N:
    def __init__(self, v):
        self.v = v
    def find(self, update=False):
        x = self.v
        if update:
            x += 1
        return x
def scale(a, b=2, c=3):
    y = a * b
    return y + c
def f(n):
    s = 0
    nd = N(3)
    for i in range(n):
        s += nd.find() + scale(i) + scale(i, 1)
    return s
print(f(20000))
`, "600150000\n", []string{"CALL", "CALL_METHOD"}, 0, 300},
		{"methods of builtin types (load_method_builtin)", `
def f(words, n):
    d = {}
    c = 0
    for i in range(n):
        w = words[i % 3]
        d[w] = d.get(w, 0) + 1
        if w.startswith("a"):
            c += 1
    return c, sorted(d.items())
print(f(["ab", "b", "ac"], 20000))
`, "(13333, [('ab', 6667), ('ac', 6666), ('b', 6667)])\n", []string{"LOAD_METHOD"}, 0, 1 << 30},
		{"methods of builtin types of modules written in Go (load_method_builtin for any class without instance dicts)", `
import re, collections
def f(lines, n):
    pat = re.compile(r"(\w)(\w*)")
    q = collections.deque(maxlen=4)
    s = 0
    for i in range(n):
        m = pat.match(lines[i % 2])
        s += len(m.group(1)) + m.end(2)
        q.append(i)
        s += q.count(i)
    return s, list(q)
print(f(["hello world", "ab"], 20000))
`, "(110000, [19996, 19997, 19998, 19999])\n", []string{"LOAD_METHOD"}, 0, 1 << 30},
		{"class attributes and builtin methods at sites that see several classes (chains of load_attr_class, load_method_builtin)", `
class Base:
    SCALE = 1
class A(Base):
    SCALE, OFFSET = 2, 1
class B(Base):
    SCALE, OFFSET = 3, 2
class C(B):
    OFFSET = 5
def f(n):
    classes = (A, B, C)
    strs = ("a1b1", b"x1", "zz")
    s = 0
    for i in range(n):
        c = classes[i % 3]
        s += c.SCALE * i + c.OFFSET
        s += len(strs[i % 3].upper())
    return s
print(f(30000))
`, "1200130000\n", []string{"LOAD_ATTR", "LOAD_METHOD"}, 0, 1 << 30},
		{"for loops over range(stop) and range(start, stop) (range_iter1, range_iter2)", `
def f(n):
    s = 0
    for i in range(n):
        for j in range(i % 7):
            s += j
        for j in range(i % 3, 5):
            s -= j
    return s
print(f(20000))
`, "-93339\n", []string{"CALL", "GET_ITER"}, 0, 300},
		{"__init__ adding attributes (store_attr_add into a dict sized by Class.AttrHint)", `
class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y
def f(n):
    s = 0
    for i in range(n):
        s += P(i, 1).x
    return s
print(f(20000))
`, "199990000\n", []string{"STORE_ATTR"}, 0, 1 << 30},
		{"int in a list of ints, str indexing (in_list_int, subscr_str)", `
def f(n, s):
    c = 0
    cells = [[1, 2, 3], [4, 5], []]
    for i in range(n):
        if i % 6 in cells[i % 3]:
            c += 1
        if s[i % 5] == "B":
            c += 10
    return c
print(f(30000, "ABCDE"))
`, "70000\n", []string{"IN", "BINARY_SUBSCR"}, 0, 1 << 30},
		{"membership in dicts, sets and frozensets, dict items read and replaced (in_hashed, subscr_dict, store_subscr_dict)", `
def f(n):
    d = {0: "a", 1: "bb", "k": 0, int: 1, str: 2}
    s = {1, 3, "k", float}
    fs = frozenset({-1, 2, list})
    c = 0
    for i in range(n):
        j = i % 4 - 1
        if j in d:
            c += len(d[j])
        if j not in s:
            c += 2
        if j in fs or type(j) in s:
            c += 3
        if type(c) in d and "k" in s and list in fs:
            d["k"] = d["k"] + d[int]
    return c, d["k"]
print(f(30000))
`, "(112500, 30000)\n", []string{"IN", "NOT_IN", "BINARY_SUBSCR", "STORE_SUBSCR"}, 0, 1 << 30},
		{"membership in lists and tuples of keys that need no __eq__ (in_seq)", `
def f(n):
    kinds = (list, dict, set, bytearray)
    names = ['PARSER', 'REMAINDER', None]
    t = 0
    for i in range(n):
        c = (int, list, str)[i % 3]
        if c in kinds: t += 1
        if names[i % 3] not in ['A...', '...']: t += 2
        if i % 7 in (1, 2, 3): t += 4
    return t
print(f(30000))
`, "121432\n", []string{"IN", "NOT_IN"}, 0, 1 << 30},
		{"substring tests of strs, immortal and made at run time (in_str)", `
def f(n, words):
    t = 0
    for i in range(n):
        w = words[i % 4]
        for c in w:
            if c in "aeiou": t += 1
        if "ab" in w: t += 10
        if w not in "xyzabc" * 3: t += 100
        if "" in w: t += 1000
    return t
print(f(20000, ["abc", "d\u00e9fab", "xyzab", "zz"]))
`, "21165000\n", []string{"IN", "NOT_IN"}, 0, 1 << 30},
		{"empty dict and set displays and comprehension results from pools (build_seq, K32 0)", `
def f(n):
    t = 0
    for i in range(n):
        memo = {}
        memo[i] = i
        s = {x for x in (1, 2, i % 3)}
        t += len(memo) + len(s)
    return t
print(f(30000))
`, "100000\n", []string{"BUILD_DICT", "BUILD_SET"}, 0, 1 << 30},
		{"a run a native branch enters in its middle, after never-run code", `
tracing = False
class T:
    def __init__(self, i):
        self.i = i
    def run(self):
        return self
def f(ts, n):
    t = ts[0]
    for k in range(n):
        if tracing:
            print(chr(ord("0") + t.i))
        t = t.run()
    return t.i
print(f([T(1), T(2)], 20000) * 30000)
`, "30000\n", []string{"LOAD_METHOD"}, 0, 1 << 30},
		{"array.array items of float64, int32 and int64 (subscr_vec_*, store_subscr_vec_*)", `
from array import array
def f(n):
    d = array('d', [0.5] * 8)
    k = array('i', [1] * 8)
    q = array('q', [2] * 8)
    t = 0.0
    for i in range(n):
        j = i % 8
        d[j] = d[j - 1] * 0.5 + 1
        k[j] = k[j - 3] + q[j]
        q[-1 - j] = j
        t += d[j]
    return t, k[0], list(q)
print(f(30000))
`, "(59998.5, 34992, [7, 6, 5, 4, 3, 2, 1, 0])\n", []string{"BINARY_SUBSCR", "STORE_SUBSCR"}, 0, 1 << 30},
		{"tuple and list displays from pools (build_seq)", `
def f(n):
    t = 0
    for i in range(n):
        a, b = (i, i + 1), [i, 2.5, None]
        c = [a, b, []]
        t += len(c) + a[1] + len(b)
    return t
print(f(30000))
`, "450195000\n", []string{"BUILD_TUPLE", "BUILD_LIST"}, 0, 1 << 30},
		{"list slices from pools (slice_list)", `
def f(n):
    base = list(range(12))
    t = 0
    for i in range(n):
        t += len(base[i % 5:]) + len(base[:-2]) + base[1:i % 7 + 2][-1]
    return t
print(f(30000))
`, "719995\n", []string{"BUILD_SLICE"}, 0, 1 << 30},
		{"list copies of up to 64 items from the bigger pool (slice_list)", `
def f(n):
    board = list(range(50))
    t = 0
    for i in range(n):
        b = board[:]
        b[i % 50] = -1
        t += len(b) + b[i % 50] + len(board[i % 30:]) + board[3:20][-1]
    return t, board[:3], len(board[:64])
print(f(30000))
`, "(3105000, [0, 1, 2], 50)\n", []string{"BUILD_SLICE"}, 0, 1 << 30},
		{"stepped list slices from pools (slice_list_step)", `
def f(n):
    base = list(range(12))
    t = 0
    for i in range(n):
        t += base[i % 9::-1][0] + len(base[::i % 3 + 1]) + base[-1:2:-(i % 4 + 1)][-1]
    return t
print(f(30000))
`, "444991\n", []string{"BUILD_SLICE"}, 0, 1 << 30},
		{"list slices assigned in place (store_slice_list)", `
def f(n):
    a = list(range(10))
    for i in range(n):
        k = i % 8
        a[k:k + 2] = [i, k]
        a[:3] = (a[2], a[0], a[1])
    return a
print(f(30000))
`, "[1, 29986, 29994, 29995, 29996, 29997, 29998, 29999, 7, 9]\n", []string{"BUILD_SLICE"}, 0, 1 << 30},
	}
	// Exits of the programs' warm-up, mostly library code run once (enum's
	// class creation, in mode always before any feedback: about 300 since
	// filters' backward branches keep its loops in machine code), and in
	// mode always the exits of f's sites before its unit is compiled again
	// from their feedback (up to the recompile threshold, 100, at each
	// site: five sites of one op make 500, since interp.Step runs each
	// alone); a site in a hot loop of f would exit 20,000 times or more.
	const warmUp = 1000
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, err, _ := runPython(t, c.src, Options{Mode: "off"})
			require.NoError(t, err)
			require.Equal(t, c.want, out, "interpreter")
			for _, opts := range []Options{{Mode: "on"}, {Mode: "on", Threshold: 2}, {Mode: "always"}} {
				out, err, j := runPython(t, c.src, opts)
				require.NoError(t, err)
				require.Equal(t, c.want, out, "%+v", opts)
				s := j.Stats()
				for _, op := range c.ops {
					require.LessOrEqual(t, s.Exits["step:"+op], int64(warmUp), "%+v: %s exits: %v", opts, op, s.HotExits)
				}
				require.LessOrEqual(t, s.Exits["call"], int64(c.calls), "%+v: call exits", opts)
				require.GreaterOrEqual(t, s.PolySites, c.polySites, "%+v", opts)
			}
		})
	}
}

// Stats.HotExits names the instructions that exit most, most first.
func TestHotExits(t *testing.T) {
	src := `
def f(n):
    s = 0
    for i in range(n):
        s += len({i: 1})
    return s
print(f(5000))
`
	_, err, j := runPython(t, src, Options{Mode: "always"})
	require.NoError(t, err)
	s := j.Stats()
	require.NotEmpty(t, s.HotExits)
	top := s.HotExits[0]
	require.Equal(t, "f", top.Func)
	require.Equal(t, "<test>", top.File)
	require.Equal(t, 5, top.Line)
	require.Equal(t, "BUILD_DICT", top.Op)
	require.GreaterOrEqual(t, top.Count, int64(4000))
	for i := 1; i < len(s.HotExits); i++ {
		require.GreaterOrEqual(t, s.HotExits[i-1].Count, s.HotExits[i].Count)
	}
}

// A class change invalidates the code compiled against the class: the
// frame running it finishes in the interpreter, and the code compiles
// again from fresh caches instead of failing its guards until a
// recompilation.
func TestClassChangeInvalidates(t *testing.T) {
	src := `
class P:
    def __init__(self):
        self.x = 1
def f(objs, n):
    s = 0
    for i in range(n):
        s += objs[i % 2].x
    return s
ps = [P(), P()]
print(f(ps, 3000))
P.y = 5
print(f(ps, 3000))
P.x = property(lambda self: 100)
print(f(ps, 3000))
`
	want := "3000\n3000\n300000\n"
	out, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	require.Equal(t, want, out)
	for _, opts := range []Options{{Mode: "on", Threshold: 2}, {Mode: "always"}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, want, out, "%+v", opts)
		s := j.Stats()
		require.GreaterOrEqual(t, s.Invalidated, 1, "%+v", opts)
		if opts.Mode == "on" {
			// Compiled from warm caches: nothing but a class change could
			// make its guards fail, and the change must not have cost a
			// run of guard failures and a recompilation.
			require.Zero(t, s.Recompiles, "%+v: recompiled instead of invalidated", opts)
		}
	}
}

// A site that sees more classes than its inline cache holds is compiled as
// megamorphic: its guard failures never trigger recompilations.
func TestMegamorphicSiteDoesNotRecompile(t *testing.T) {
	src := `
class A:
    def __init__(self, v): self.v = v
class B(A): pass
class C(A): pass
class D(A): pass
class E(A): pass
class F(A): pass
def f(objs, n):
    s = 0
    for i in range(n):
        s += objs[i % 6].v
    return s
objs = [A(1), B(2), C(3), D(4), E(5), F(6)]
print(f(objs, 6000))
print(f(objs, 6000))
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2, RecompileAfter: 50})
	require.NoError(t, err)
	require.Equal(t, "21000\n21000\n", out)
	s := j.Stats()
	require.Positive(t, s.MegaSites, "%+v", s)
	require.LessOrEqual(t, s.Recompiles, 1, "a megamorphic site kept recompiling")
}

// A call from compiled code to a compiled plain function that its call
// site knows (a global's value, or a local's: any function of that code
// and globals) is made by machine code itself; one the site does not
// know (an item of a list) goes straight into the callee's exit loop; a
// closure (free variables) takes the general path.
func TestDirectCalls(t *testing.T) {
	fib := "def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\nprint(fib(20))\n"
	out, err, j := runPython(t, fib, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "6765\n", out)
	require.Greater(t, j.Stats().NativeCalls, int64(10000))
	require.Less(t, j.Stats().Enters, int64(1000), "fib's calls left machine code")

	param := "def fib(f, n):\n    if n < 2:\n        return n\n    return f(f, n - 1) + f(f, n - 2)\nprint(fib(fib, 20))\n"
	out, err, j = runPython(t, param, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "6765\n", out)
	require.Greater(t, j.Stats().NativeCalls, int64(10000), "a parameter's function is called natively (call_native_code)")
	require.Less(t, j.Stats().Enters, int64(1000), "fib's calls left machine code")

	// A natively called function that calls math functions of numbers
	// goes on in machine code after each (helperExit): the exit loop does
	// not finish it.
	leaf := "import math\ndef g(i):\n    return math.sin(i) + math.cos(i)\ndef f(n):\n    t = 0.0\n    for i in range(n):\n        t += g(i)\n    return round(t, 9)\nprint(f(3000))\n"
	out, err, j = runPython(t, leaf, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "2.887089396\n", out)
	require.Greater(t, j.Stats().LeafCalls, int64(5800))
	require.Less(t, j.Stats().NativeFinished, int64(100))

	// A callee no guard names (an item of a list): the exit loop calls
	// it straight into its exit loop; once the site's exits have seen
	// such callees, machine code calls any compiled function there
	// itself (call_native_any).
	item := "def fib(fs, n):\n    if n < 2:\n        return n\n    return fs[0](fs, n - 1) + fs[0](fs, n - 2)\nprint(fib([fib], 20))\n"
	out, err, j = runPython(t, item, Options{Mode: "on", Threshold: 2, RecompileAfter: 1 << 30})
	require.NoError(t, err)
	require.Equal(t, "6765\n", out)
	require.Greater(t, j.Stats().DirectCalls, int64(10000))
	require.Zero(t, j.Stats().NativeCalls)
	out, err, j = runPython(t, item, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "6765\n", out)
	require.Greater(t, j.Stats().NativeCalls, int64(10000), "fs[0](...) called by machine code (call_native_any)")
	require.Less(t, j.Stats().DirectCalls, int64(1000))

	closure := "def outer():\n    k = 1\n    def f(n):\n        return n + k\n    s = 0\n    for i in range(3000):\n        s += f(i)\n    return s\nprint(outer())\n"
	out, err, j = runPython(t, closure, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "4501500\n", out)
	require.Zero(t, j.Stats().DirectCalls)
	require.Greater(t, j.Stats().NativeCalls, int64(2800), "a local closure called by machine code with its own closure (call_native_any)")

	// Constructing a plain class that a global names is made by machine
	// code itself (call_class: an instance from the class's pool, then
	// __init__ called natively); one that the site does not know (a
	// parameter) calls its compiled __init__ directly from the exit loop.
	construct := "class P:\n    def __init__(self, v):\n        self.v = v\ndef f(n):\n    s = 0\n    for i in range(n):\n        s += P(i).v\n    return s\nprint(f(3000))\n"
	out, err, j = runPython(t, construct, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "4498500\n", out)
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(2900))
	require.Less(t, s.Exits["call"], int64(100), "constructions left machine code")
	require.Positive(t, s.InstanceRefills)
	byParam := "class P:\n    def __init__(self, v):\n        self.v = v\ndef f(c, n):\n    s = 0\n    for i in range(n):\n        s += c(i).v\n    return s\nprint(f(P, 3000))\n"
	out, err, j = runPython(t, byParam, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "4498500\n", out)
	require.Greater(t, j.Stats().DirectCalls, int64(2900))
	require.Zero(t, j.Stats().InstanceRefills)
}

// An exit inside a natively called function (here a call of repr, a
// list built, a class attribute) is served with the
// frame adopted for the time of the exit, and the machine code goes on
// with it native: the exit loop does not finish the calls.
func TestNativeFramesStayNative(t *testing.T) {
	src := "class K:\n    C = 2\ndef g(x):\n    if repr(x)[0] == '(':\n        return [x[0], K.C]\n    return [x, K.C]\n" +
		"def f(n):\n    s = 0\n    for i in range(n):\n        s += g(i)[1] + g((i,))[0]\n    return s\nprint(f(20000))\n"
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "200030000\n", out)
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(39000))
	require.Less(t, s.NativeFinished, s.NativeCalls/100, "exits in callees finished the native frames")
	require.Greater(t, s.NativeResumed+s.HelperExits, int64(39000))
}

// Code the profile never saw run compiles to side exits (lazy
// compilation), and is compiled from what it sees once it runs often.
func TestLazyCompilation(t *testing.T) {
	src := `
def f(n, flip):
    s = 0
    for i in range(n):
        if flip:
            s += i * 3 - 1
        else:
            s += 1
    return s
print(f(1000, False))
print(f(3000, True))
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "1000\n13492500\n", out)
	s := j.Stats()
	require.Positive(t, s.Lazy, "the untaken branch should have been left as side exits")
	require.Positive(t, s.Recompiles, "the branch, once hot, should have been compiled")
	require.LessOrEqual(t, s.Exits["step:MUL"], int64(300), "%v", s.HotExits)

	// Mode always compiles before anything runs and keeps its stencils.
	_, err, j = runPython(t, src, Options{Mode: "always"})
	require.NoError(t, err)
	require.Zero(t, j.Stats().Lazy)
}

// A class that keeps changing does not have the code that uses it
// compiled again and again: after MaxRecompiles invalidations its guards
// catch the changes.
func TestInvalidationIsCapped(t *testing.T) {
	src := `
class C:
    n = 0
    def __init__(self):
        self.x = 1
def f(o, k):
    s = 0
    for i in range(k):
        s += o.x
    return s
o = C()
t = 0
for r in range(40):
    t += f(o, 50)
    C.n += 1
print(t, C.n)
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "2000 40\n", out)
	s := j.Stats()
	require.Positive(t, s.Invalidated)
	require.LessOrEqual(t, s.Invalidated, DefaultMaxRecompiles)
}

// The interpreter runs a slice subscript (BUILD_SLICE then BINARY_SUBSCR
// or STORE_SUBSCR) as one step, so the subscript's own feedback must say
// it ran: otherwise the JIT took it, and everything after it in the same
// straight line, for never-run code, and each slice exit ran the rest of
// the loop in the interpreter (bm_fannkuch's flip loop).
func TestSliceSubscriptsCountAsRun(t *testing.T) {
	src := `
def flips(perm, n):
    c = 0
    for _ in range(n):
        p = perm[:]
        k = p[0]
        while k:
            p[:k + 1] = p[k::-1]
            c += 1
            k = p[0]
    return c
print(flips([3, 1, 0, 2], 2000))
`
	for _, opts := range []Options{{Mode: "on", Threshold: 2}, {Mode: "on"}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, "6000\n", out)
		require.Zero(t, j.Stats().Lazy, "%+v: instructions compiled as never run", opts)
	}
}

// list(), tuple(), set(), sum() and list.extend() drain a generator: its
// machine code hands them the values it yields and goes on without
// suspending (Stats.Drained), except those a consumer declines (a set's
// key with a Python __hash__, an int too big for sum's int64 total).
func TestGeneratorsDrainedWithoutSuspending(t *testing.T) {
	src := `
class K:
    def __hash__(self): return 1
def f(n):
    out = 0
    for k in range(n):
        out += len(list(x for x in range(k % 5)))
        out += len(tuple(x * 2 for x in range(k % 5)))
        out += len(set(x % 3 for x in range(k % 5)))
        out += sum(x for x in range(k % 5))
        l = []
        l.extend(x for x in range(k % 5))
        out += len(l)
        out += len(set(K() if x == 2 else x for x in range(4)))
        out += sum(2**62 for x in range(3)) >> 60
    return out
print(f(1000))
`
	out, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	require.Equal(t, "25800\n", out)
	for _, opts := range []Options{{Mode: "always"}, {Mode: "on", Threshold: 2}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, "25800\n", out, "%+v", opts)
		s := j.Stats()
		// 2000 values for each of the five plain drains, 3 of 4 of the
		// set with a K, 1 of 3 of the big sum; list(), tuple() and
		// extend take most of theirs in place (DrainedInPlace), without
		// an exit.
		require.GreaterOrEqual(t, s.Drained+s.DrainedInPlace, int64(9*1000), "%+v: %+v", opts, s.Exits)
		require.GreaterOrEqual(t, s.DrainedInPlace, int64(3*1000), "%+v: %+v", opts, s.Exits)
		require.GreaterOrEqual(t, s.Exits["yield"]-s.Drained, int64(2*1000-300), "%+v: declined values suspend", opts)
	}
}

// list(), tuple() and list.extend() of a generator: yield_value appends
// each value to the consumer's slice in place (rt.SliceSink, Ctx.Sink)
// and goes on, exiting only when the slice is full (the consumer grows
// it) or at the end. The generator sees the list it extends grow, as in
// CPython.
func TestGeneratorsDrainedInPlace(t *testing.T) {
	src := `
def watch(lst, n):
    for i in range(n):
        yield len(lst)
def f(n):
    out = 0
    for k in range(n):
        out += len(list(x for x in range(200)))
        out += sum(tuple(x for x in range(200) if x & 1))
    l = [5]
    l.extend(watch(l, 100))
    return out, l[-3:]
print(f(300))
`
	out, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	want := "(3060000, [98, 99, 100])\n"
	require.Equal(t, want, out)
	for _, opts := range []Options{{Mode: "always"}, {Mode: "on", Threshold: 2}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, want, out, "%+v", opts)
		s := j.Stats()
		require.GreaterOrEqual(t, s.DrainedInPlace, int64(300*270), "%+v: %+v", opts, s.Exits)
		// An exit per growth of the slice, not per value.
		require.Less(t, s.Exits["yield"], int64(300*25), "%+v: %+v", opts, s.Exits)
	}
}

// any() and all() over a generator take the items that do not decide
// them in machine code (rt.TruthSink, Ctx.Sink 2 or 4): None, bools, small
// ints and floats; the deciding item, and others, leave as yields.
func TestAnyAllDrainedInPlace(t *testing.T) {
	src := `
def f(n):
    out = 0
    for k in range(n):
        out += any(x > 150 + k % 40 for x in range(200))
        out += all(x < 150 for x in range(200)) * 2
        out += any(x * 0.5 for x in range(0, 0))
        out += all([None, 0.0][x % 2] is None or x for x in range(1, 200))
    return out
print(f(300))
`
	out, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	want := out
	for _, opts := range []Options{{Mode: "always"}, {Mode: "on", Threshold: 2}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, want, out, "%+v", opts)
		s := j.Stats()
		// About one exit per call (the deciding item, or the end), not
		// one per item (about 500 per round).
		require.Less(t, s.Exits["yield"]+s.Exits["return"], int64(300*6), "%+v: %+v", opts, s.Exits)
	}
}

// set(genexpr) gathers the small ints and floats the generator yields in
// a slice of its own (rt.NumSliceSink, Ctx.Sink with its low bit set),
// which yield_value appends to in place; other values exit to Take, which
// adds the numbers gathered first, so the set's order is CPython's.
func TestSetOfGeneratorGathersInts(t *testing.T) {
	src := `
def f(n):
    out = 0
    for k in range(n):
        out += len(set(x % 150 for x in range(200)))
        out += len(set((x if x % 50 else str(x)) for x in range(200)))
        out += len(set(x / 4 for x in range(100)))
    s = set()
    s.update(len(s) for _ in range(5))
    return out, list(set(x - 3 for x in range(6))), sorted(s), sorted(frozenset(x & 7 for x in range(100)))
print(f(300))
`
	out, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	want := "(135000, [0, 1, 2, -1, -3, -2], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4, 5, 6, 7])\n"
	require.Equal(t, want, out)
	for _, opts := range []Options{{Mode: "always"}, {Mode: "on", Threshold: 2}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, want, out, "%+v", opts)
		s := j.Stats()
		require.GreaterOrEqual(t, s.DrainedInPlace, int64(300*450), "%+v: %+v", opts, s.Exits)
		// An exit per 32 ints or per str, not per value.
		require.Less(t, s.Exits["yield"], int64(300*20), "%+v: %+v", opts, s.Exits)
	}
}

// A short run of machine code after an instruction that exits to a fast
// step (interp.FastStep: a dict subscript here) keeps its machine code:
// the step returns to it at once, where leaving it to the interpreter
// would cost the interpreter's setup at every iteration. A short run
// after a slow step (an attribute of a class with __getattr__) is left to
// the interpreter (minRun).
func TestShortRunAfterFastStepStaysNative(t *testing.T) {
	src := `
class G:
    def __getattr__(self, name):
        return 2
def f(n):
    d = {1: 2}
    t = 0
    for i in range(n):
        t += d[1]
    return t
def g(n, o):
    t = 0
    for i in range(n):
        t += o.x
    return t
print(f(3000), g(3000, G()))
`
	var dump strings.Builder
	out, err, _ := runPython(t, src, Options{Mode: "on", Threshold: 2, Dump: &dump})
	require.NoError(t, err)
	require.Equal(t, "6000 6000\n", out)
	units := map[string]string{}
	for _, u := range strings.Split(dump.String(), "=== ")[1:] {
		units[strings.Fields(u)[0]] = u
	}
	require.Contains(t, units, "f")
	require.Contains(t, units, "g")
	require.Regexp(t, `(?m)^ +\d+  INPLACE_ADD `, units["f"], "the add after d[1] should have machine code")
	require.Regexp(t, `(?m)^ +\d+\* INPLACE_ADD `, units["g"], "the add after o.x should be left to the interpreter")
}

// A for loop over range takes its iterator from the range pool, also when
// range is called by another name; refilling that pool does not fill the
// complex pool, which only complex arithmetic uses.
func TestRangeLoopPool(t *testing.T) {
	src := `
rng = range
def f(n):
    s = 0
    for i in rng(n):
        for j in rng(1, i % 5):
            s += j
    return s
print(f(20000))
`
	for _, opts := range []Options{{Mode: "on"}, {Mode: "always"}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, "40000\n", out, "%+v", opts)
		s := j.Stats()
		require.Positive(t, s.RangeRefills, "%+v", opts)
		require.Zero(t, s.PoolRefills, "%+v: no complex arithmetic, no complex pool", opts)
		require.LessOrEqual(t, s.Exits["call"], int64(300), "%+v", opts)
	}
}

// for loops over exact lists and tuples take their iterator from a pool
// (get_iter_seq): the GET_ITER before each loop no longer exits, in a
// top-level frame and in natively called ones. Subclasses (whose
// __iter__ may differ) and other iterables still exit.
func TestGetIterSeqPool(t *testing.T) {
	src := `
class L(list):
    def __iter__(self): return iter([5])
def tot(seq):
    s = 0
    for x in seq:
        s += x
    return s
def f(n):
    s = 0
    objs = [[1, 2], (3, 4), []]
    for i in range(n):
        for o in objs:
            s += tot(o)
        s += tot(L([1]))
    return s
print(f(5000))
`
	for _, opts := range []Options{{Mode: "on"}, {Mode: "always"}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, "75000\n", out, "%+v", opts)
		s := j.Stats()
		require.Positive(t, s.SeqRefills, "%+v", opts)
		// Only L's loops (5000) and the first runs exit at GET_ITER;
		// tot's FOR_ITER, which saw lists' and tuples' iterators, does
		// not exit.
		require.LessOrEqual(t, s.Exits["step:GET_ITER"], int64(5000+600), "%+v", opts)
		require.LessOrEqual(t, s.Exits["step:FOR_ITER"], int64(600), "%+v", opts)
	}
}

// An attribute that instances of one class keep at different entries of
// their __dict__ (added in other orders) is found by probing the dict
// (load_attr_inst_p), not by an exit for every instance whose entry
// differs from the one the interpreter saw.
func TestAttrProbe(t *testing.T) {
	src := `
class S:
    def __init__(self, i):
        self.a = i
        if i % 2:
            self.b = 1
            self.ref = self
        else:
            self.ref = self
            self.b = 2
def f(objs):
    t = 0
    for o in objs:
        t += o.ref.a
    return t
objs = [S(i) for i in range(10)]
for i in range(5000):
    f(objs)
print(f(objs))
`
	for _, opts := range []Options{{Mode: "on"}, {Mode: "always"}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, "45\n", out, "%+v", opts)
		require.LessOrEqual(t, j.Stats().Exits["step:LOAD_ATTR"], int64(500), "%+v: of 25000", opts)
	}
}

// == and != on instances of a class that compares by identity stay in
// machine code once an exit has filled eq_ident's site; a class that
// gains __eq__ fails its version guard and exits.
func TestEqIdentity(t *testing.T) {
	src := `
class P:
    pass
def f(n, a, b):
    k = 0
    for i in range(n):
        if a == b:
            k += 1
        if a != b:
            k += 2
        if a == None:
            k += 4
        if a == a:
            k += 8
    return k
a, b = P(), P()
r = f(20000, a, b)
P.__eq__ = lambda s, o: True
print(r, f(10, a, b))
`
	const want = "200000 130\n" // CPython 3.13's output
	for _, opts := range []Options{{Mode: "on"}, {Mode: "always"}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, want, out, "%+v", opts)
		s := j.Stats()
		require.LessOrEqual(t, s.Exits["step:EQ"]+s.Exits["step:NE"], int64(1000), "%+v: of 80000", opts)
	}
}

// for loops over sets and frozensets stay in machine code: get_iter_set
// takes the iterator from a pool, for_set walks the table; a set that
// changes size during the loop exits, and the interpreter raises.
func TestSetIteration(t *testing.T) {
	src := `
def tot(s):
    t = 0
    for x in s:
        t += x
    return t
def f(n):
    fs = frozenset(range(8))
    r = 0
    for i in range(n):
        r += tot(fs) + tot({i, -1, 5})
    try:
        s = {1, 2}
        for x in s:
            s.add(x + 10)
    except RuntimeError as e:
        r = (r, str(e))
    return r
print(f(5000))
`
	const want = "(12657495, 'Set changed size during iteration')\n" // CPython 3.13's output
	for _, opts := range []Options{{Mode: "on"}, {Mode: "always"}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, want, out, "%+v", opts)
		s := j.Stats()
		require.LessOrEqual(t, s.Exits["step:GET_ITER"], int64(300), "%+v", opts)
		require.LessOrEqual(t, s.Exits["step:FOR_ITER"], int64(300), "%+v", opts)
	}
}

// for loops over a dict's keys, values and items, over enumerate(seq) and
// over zip(xs, ys) of lists or tuples stay in machine code: for_dict walks
// a dict's entries, and for_dict_items, for_enum_items and for_zip2 give
// the unpack's two registers each pair without a tuple. A dict that
// changes size during the loop exits, and the interpreter raises.
func TestPairIteration(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"dict", `
def tot(d):
    t = 0
    for k, v in d.items():
        t += k * v
    for k in d:
        t += k
    for v in d.values():
        t -= v
    return t
def f(n):
    d = {i: i + 1 for i in range(40)}
    del d[3]
    r = 0
    for i in range(n):
        r += tot(d)
    try:
        e = {1: 2, 3: 4}
        for k, v in e.items():
            e[k + 10] = v
    except RuntimeError as x:
        r = (r, str(x))
    return r
print(f(3000))
`, "(63807000, 'dictionary changed size during iteration')\n"},
		{"enumerate", `
def tot(xs, ts):
    t = 0
    for i, x in enumerate(xs):
        t += i * x
    for i, x in enumerate(ts, 7):
        t -= i + x
    return t
def f(n):
    xs = list(range(30))
    ts = tuple(range(10))
    r = 0
    for i in range(n):
        r += tot(xs, ts)
    return r
print(f(3000))
`, "25185000\n"},
		{"zip", `
def tot(xs, ys, ts, us):
    t = 0
    for a, b in zip(xs, ys):
        t += a * b
    for a, b in zip(ts, us):
        t -= a + b
    return t
def f(n):
    xs, ys = list(range(30)), list(range(3, 20))
    ts, us = tuple(range(12)), tuple(range(10))
    r = 0
    for i in range(n):
        r += tot(xs, ys, ts, us)
    return r
print(f(3000))
`, "5442000\n"},
	} { // (wants: CPython 3.13's output)
		for _, opts := range []Options{{Mode: "on"}, {Mode: "always"}} {
			out, err, j := runPython(t, c.src, opts)
			require.NoError(t, err, c.name)
			require.Equal(t, c.want, out, "%s %+v", c.name, opts)
			s := j.Stats()
			require.LessOrEqual(t, s.Exits["step:FOR_ITER"], int64(300), "%s %+v: %v", c.name, opts, s.HotExits)
		}
	}
}

// Subscripts and stores of dict subclasses that subscript as dict does
// (Counter, a plain subclass: Class.DictSubscripts) stay in machine code,
// as an exact dict's do: subscr_dict and store_subscr_dict check that
// the class's version is the one the interpreter found plain.
func TestDictSubclassSubscripts(t *testing.T) {
	src := `
from collections import Counter
class D(dict):
    pass
c = Counter()
d = D()
def f(n):
    for i in range(n):
        c[i % 5] += 1
        d[i % 3] = d.get(i % 3, 0) + i
f(20000)
print(sorted(c.items()), sorted(d.items()))
`
	const want = "[(0, 4000), (1, 4000), (2, 4000), (3, 4000), (4, 4000)] [(0, 66663333), (1, 66670000), (2, 66656667)]\n" // CPython 3.13's output
	for _, opts := range []Options{{Mode: "on"}, {Mode: "always"}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, want, out, "%+v", opts)
		s := j.Stats()
		require.Less(t, s.Exits["step:BINARY_SUBSCR"], int64(100), "%+v: %v", opts, s.HotExits)
		require.Less(t, s.Exits["step:STORE_SUBSCR"], int64(100), "%+v: %v", opts, s.HotExits)
	}
}

// Arithmetic on ints beyond int48 in int64's range (feedback FbInt64)
// stays in machine code: the int64 stencils unbox both operands and box
// a result beyond int48 into an int object of a pool; only int64
// overflow exits.
func TestInt64Arithmetic(t *testing.T) {
	src := `
def f(n):
    h = 0
    big = 2 ** 62 + 5
    s = 0
    for i in range(n):
        h ^= big - i
        s = (s + (h & 0xFFFFFFFFFFFF)) | 2 ** 50
        s = s - h * 0 - (i | 1)
    return h, s, (2 ** 62) + (2 ** 62)
print(f(20000))
`
	const want = "(0, 5630906908796733280, 9223372036854775808)\n" // CPython 3.13's output
	for _, opts := range []Options{{Mode: "on"}, {Mode: "always"}, {Mode: "on", Threshold: 2}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, want, out, "%+v", opts)
		s := j.Stats()
		require.Positive(t, s.SeqRefills, "%+v: the int pool", opts)
		for _, op := range []string{"INPLACE_XOR", "SUB", "ADD", "AND", "OR", "MUL"} {
			require.LessOrEqual(t, s.Exits["step:"+op], int64(300), "%+v: %s", opts, op)
		}
	}
}

// Exits two native calls deep whose instructions a Go helper runs against
// the native frame (big ints, tuples, iteration, membership, class
// attributes, builtin calls and methods, dict stores) leave the native
// frames native: the exit loop finishes almost none of the calls. With the
// helpers off, the same exits finish every call. An exit whose runtime
// operation reaches Python code (a key's __eq__ looking at its caller's
// frame) is served with the frames adopted, and sees the interpreter's.
func TestHelperExits(t *testing.T) {
	src := `
class K:
    C = 3
def h(i, big, d):
    x = (big + i) ^ big
    t = (i, x, "s")
    s = 0
    for v in reversed({i: 0, -1: 0}):
        # (Arithmetic enough for the loop to stay in machine code: its
        # FOR_ITER exits, see exitBoundLoops; a forward dict iterator
        # would not, for_dict walks it.)
        s += (v + v - v) * 1
    s += 6
    if (i % 5,) in {(1,), (2,)}:
        s += K.C
    d[i % 4, 0] = t
    s += len(" a b ".split()) + len(t)
    return s + (x & 7)
def g(i, big, d):
    return h(i, big, d) + 1
def f(n):
    big = 1 << 62
    d = {}
    acc = 0
    for i in range(n):
        acc += g(i, big, d)
    return acc, sorted(d)
print(f(20000))
`
	const want = "(200304000, [(0, 0), (1, 0), (2, 0), (3, 0)])\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(39000), "%+v", s)
	require.Less(t, s.NativeFinished, s.NativeCalls/100, "exits in callees finished the native frames: %+v", s.FinishedBy)
	require.Greater(t, s.HelperExits, int64(5*20000), "%+v", s.HelperBy)

	out, err, j = runPython(t, src, Options{Mode: "on", Threshold: 2, NoHelperExits: true})
	require.NoError(t, err)
	require.Equal(t, want, out)
	require.Zero(t, j.Stats().HelperExits)
	require.Greater(t, j.Stats().NativeFinished, int64(19000), "the helpers made no difference")

	eq := `
import sys
class Key:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v % 3
    def __eq__(self, o):
        f = sys._getframe(1)
        seen.add((f.f_code.co_name, f.f_back.f_code.co_name))
        return self.v == o.v
seen = set()
def h(d, k):
    return d.get(k, 0) + (k in d)
def g(d, k):
    return h(d, k)
def f(n):
    d = {Key(i): i for i in range(6)}
    s = 0
    for i in range(n):
        s += g(d, Key(i % 9))
    return s
print(f(3000), sorted(seen))
`
	out, err, _ = runPython(t, eq, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "6999 [('f', '<module>'), ('h', 'g')]\n", out) // CPython 3.13's output
}

// Helper exits find the innermost native frame from the exit's site (the
// unit whose machine code holds it), not from the call records, also after
// the units were invalidated by a class change and compiled again; the
// function of the frame, which MAKE_FUNCTION needs for the new function's
// globals, comes from the records: h and h2 share their code (one unit)
// but not their globals.
func TestHelperExitsFindTopBySite(t *testing.T) {
	src := `
import types
class P:
    pass
K = 1
def h(i, p):
    f = lambda: K
    return len((i, p.x)) + f()
def g(i, p):
    return h(i, p) + 1
h2 = types.FunctionType(h.__code__, {"K": 10, "len": len})
def g2(i, p):
    return h2(i, p) + 1
def f(n):
    p = P()
    p.x = 1
    s = 0
    for i in range(n):
        s += g(i, p) + g2(i, p)
        if i == n // 2:
            P.y = 5
    return s
print(f(20000))
`
	const want = "340000\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.Positive(t, s.Invalidated, "the class change invalidated no unit")
	require.Greater(t, s.HelperExits, int64(20000), "%+v", s.HelperBy)
	require.Greater(t, s.TopSites, s.HelperExits, "helper exits walked the call records: %d from records, %d walks", s.TopRecordHits, s.TopWalks)
}

// A helper exit at a call of a math function or a pure builtin whose
// arguments are all unboxed runs the call without the guard against
// Python code and goes back to machine code (leafCall); one that raises
// takes the general way, which raises it in the callee's frame.
func TestLeafHelperCalls(t *testing.T) {
	src := `
import math
def h(i):
    x = math.sin(i * 0.001) + math.floor(i * 0.5)
    try:
        x += math.sqrt(i % 7 - 3)
    except ValueError:
        x -= 1
    return x
def g(i):
    return h(i) + 1
def f(n):
    s = 0.0
    for i in range(n):
        s += g(i)
    return round(s, 6)
print(f(20000))
`
	const want = "100013865.338721\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(39000), "%+v", s)
	require.Greater(t, s.LeafHelperCalls, int64(39000), "sin and floor: %+v", s.HelperBy)
	out, err, _ = runPython(t, src, Options{Mode: "always"})
	require.NoError(t, err)
	require.Equal(t, want, out)
}

// A comprehension's filter is a backward conditional branch to the loop's
// FOR_ITER: machine code takes it itself, polling as a back-edge (the
// loop below runs long enough to poll many times), and the comprehension's
// empty result list has room for its first items, so that list_append
// takes them without exits.
func TestBackwardBranchesAndEmptyLists(t *testing.T) {
	src := `
def keep(xs):
    return [x for x in xs if x % 3]

def drop(xs):
    return [x for x in xs if not x & 1]

def small(n):
    return [i for i in range(n)]

xs = list(range(300000))
print(len(keep(xs)), len(drop(xs)))
t = 0
for i in range(3000):
    t += len(small(4))
print(t)
`
	out, err, j := runPython(t, src, Options{Mode: "always"})
	require.NoError(t, err)
	require.Equal(t, "200000 150000\n12000\n", out)
	s := j.Stats()
	require.Less(t, s.Exits["step:JUMP_IF_FALSE"]+s.Exits["step:JUMP_IF_TRUE"], int64(100), "filters exit: %v", s.HotExits)
	require.Positive(t, s.Exits["poll"], "conditional back-edges should poll")
	require.Less(t, s.Exits["step:LIST_APPEND"], int64(300), "appends to empty lists exit: %v", s.HotExits)
}

// A branch on instances of a class without __bool__ and __len__ (a
// linked list's `while node`, a filter `if obj`) stays in machine code
// once its truth site holds the class (truth_obj), and exits again when
// the class gains __bool__.
func TestBranchOnObjects(t *testing.T) {
	src := `
class Node:
    def __init__(self, nxt):
        self.nxt = nxt

def length(node):
    n = 0
    while node:
        n += 1
        node = node.nxt
    return n

def keep(objs):
    return [o for o in objs if o]

head = None
for i in range(100):
    head = Node(head)
objs = [Node(None), None, 0, Node(None), 5]
t = 0
for i in range(2000):
    t += length(head) + len(keep(objs))
print(t)
Node.__bool__ = lambda self: self.nxt is not None
print(length(head), len(keep(objs)))
`
	for _, opts := range []Options{{Mode: "on"}, {Mode: "always"}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, "206000\n99 1\n", out)
		s := j.Stats()
		require.Less(t, s.Exits["step:JUMP_IF_FALSE"]+s.Exits["step:JUMP_IF_TRUE"], int64(3000), "%+v: branches on objects exit: %v", opts, s.HotExits)
	}
}

// Non-empty lists, tuples and strs are true in truth_obj.
func TestBranchOnContainers(t *testing.T) {
	src := `
def count(xs):
    n = 0
    for x in xs:
        if x:
            n += 1
    return n

def keep(xs):
    return [x for x in xs if x]

xs = ["ab", [1], (2, 3), "long str", [0, 0], ("",), None, 0]
t = 0
for i in range(3000):
    t += count(xs) + len(keep(xs))
print(t)
`
	for _, opts := range []Options{{Mode: "on"}, {Mode: "always"}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, "36000\n", out)
		s := j.Stats()
		require.Less(t, s.Exits["step:JUMP_IF_FALSE"]+s.Exits["step:JUMP_IF_TRUE"], int64(3000), "%+v: branches on objects exit: %v", opts, s.HotExits)
	}
}

// An operation whose helper exit asks for Python code (sorted and min with
// a key function, repr of an instance) two native calls deep is served
// with the chain adopted for its time (maxAdoptServePython), not by
// finishing the chain.
func TestAdoptForPythonCallback(t *testing.T) {
	src := `
def neg(x):
    return -x
class P:
    def __repr__(self):
        return "P"
def h(xs, p):
    return sorted(xs, key=neg)[0] + min(xs, key=neg) + len(repr(p))
def g(xs, p):
    return h(xs, p) + 1
def f(n):
    p = P()
    s = 0
    for i in range(n):
        s += g([i % 7, 3, i % 5], p)
    return s
print(f(4000))
`
	const want = "39766\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(7900), "%+v", s)
	require.Less(t, s.NativeFinished, s.NativeCalls/100, "%+v", s.FinishedBy)
	require.Greater(t, s.NativeResumed, int64(3900), "%+v", s)
}

// A call that helpers do not make (a Go function that calls Python code:
// functools.reduce, a bound method of a Go type calling back) five native
// calls deep, in a chain of distinct functions as an event loop's layers
// make, is served with the chain adopted (recursive: no unit twice), not
// by finishing the chain at every call.
func TestAdoptLayeredChain(t *testing.T) {
	src := `
import functools
def add(a, b):
    return a + b
def step(xs):
    return functools.reduce(add, xs, 0)
def handle(xs):
    return step(xs) + 1
def run_once(xs):
    return handle(xs) * 2
def run(xs):
    return run_once(xs) - 1
def loop(xs):
    return run(xs) + 0
def f(n):
    s = 0
    for i in range(n):
        s += loop([i % 7, 3, i % 5])
    return s
print(f(4000))
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "67988\n", out) // CPython 3.13's output
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(19000), "%+v", s)
	require.Less(t, s.NativeFinished, s.NativeCalls/100, "%+v", s.FinishedBy)
}

// The thread's identity and the clocks are called by helper exits in
// natively called frames (pureFuncs), not by finishing the frames.
func TestHelperPureFuncs(t *testing.T) {
	src := `
import _thread, time
def h(me):
    t0 = time.monotonic()
    ok = _thread.get_ident() == me and time.perf_counter() > 0 and time.time_ns() > 0
    return ok and time.monotonic() >= t0
def g(me):
    return h(me)
def f(n):
    me = _thread.get_ident()
    c = 0
    for i in range(n):
        c += g(me)
    return c
print(f(5000))
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "5000\n", out) // CPython 3.13's output
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(9900), "%+v", s)
	require.Less(t, s.NativeFinished, s.NativeCalls/100, "%+v", s.FinishedBy)
}

// any(), all(), min() and max() without a key, and str.join drain a
// generator too: any() and all() take the values whose truth runs no
// Python code and does not decide them (in place: rt.TruthSink), min()
// and max() compare small ints and floats themselves, join collects (in
// place). Only the deciding value of any() and all() suspends the
// generator.
func TestGeneratorsDrainedByReducers(t *testing.T) {
	src := `
def f(n):
    out = 0
    for k in range(n):
        out += any(x > 100 for x in range(50))
        out += all(x < 100 for x in range(50))
        out += max(x * 7 % 13 for x in range(50))
        out += int(min(x / 2 for x in range(50, 0, -1)))
        out += len("".join(str(x) for x in range(20)))
    return out
print(f(200))
`
	out, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	want := "8600\n"
	require.Equal(t, want, out)
	for _, opts := range []Options{{Mode: "always"}, {Mode: "on", Threshold: 2}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, want, out, "%+v", opts)
		s := j.Stats()
		// 50 values for each of any, all, max and min, 20 for join.
		require.GreaterOrEqual(t, s.Drained+s.DrainedInPlace, int64(150*220), "%+v: %+v", opts, s.Exits)
		require.Less(t, s.Exits["yield"]-s.Drained, int64(150*10), "%+v: values suspend: %+v", opts, s.Exits)
	}
}

// A branch of a natively called function that had not run when its unit
// was compiled, and that only helper exits run, is compiled once it runs
// often: the helpers record the type feedback the recompilation reads
// (interp.NoteFeedback). Without it, each recompilation still saw the
// branch as never run and the recompilation budget was spent on one
// branch after another: the third stayed a side exit for the whole run.
func TestHelperExitsFeedRecompilation(t *testing.T) {
	src := `
def g(x, k):
    if k == 1:
        return x * 3 - 1
    if k == 2:
        return x * 5 + 2
    if k == 3:
        return (x * 7) ^ 1
    return x + 1
def f(n, k):
    s = 0
    for i in range(n):
        s += g(i, k)
    return s
print(f(1000, 0))
print(f(3000, 1))
print(f(3000, 2))
print(f(3000, 3))
`
	const want = "500500\n13492500\n22498500\n31489500\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.Positive(t, s.HelperExits)
	require.LessOrEqual(t, s.Exits["step:MUL"], int64(3*DefaultRecompileAfter+50), "%v", s.HotExits)
}

// A function or class written in Go that helper exits do not call
// because it may run Python code (functools.reduce, map, pprint's
// safe_repr) is called, from a chain of native frames, with the chain
// adopted for the call's time; the chain then goes on natively instead
// of being finished in the exit loop. A callback's exception that
// leaves the builtin still finishes the chain (its traceback has the
// frames).
func TestAdoptForGoCallee(t *testing.T) {
	src := `
import functools
def add(a, b):
    if b == 12:
        raise ValueError("twelve")
    return a + b
def h(xs):
    try:
        return functools.reduce(add, xs) + len(list(map(abs, xs)))
    except ValueError as e:
        return len(str(e))
def g(xs):
    return h(xs) + 1
def f(n):
    s = 0
    for i in range(n):
        s += g([i % 7, i % 13, 3])
    return s
print(f(20000))
`
	const want = "296906\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(39000), "%+v", s)
	require.Less(t, s.NativeFinished, s.NativeCalls/10, "%+v", s.FinishedBy)
	require.Greater(t, s.NativeResumed, int64(30000), "%+v", s)
}

// Keyword and star calls of Python functions that machine code does not
// make itself (keywords out of the parameters' order, **kw, *args) are
// made, from a chain of native frames, with the chain adopted for the
// call's time (the callee runs its own machine code in an exit loop);
// the chain then goes on natively instead of being finished.
// A generator function called from a natively called frame (a generator
// expression passed to any() or all()) is called by a helper exit, which
// binds the arguments and makes the generator without running any of its
// code: the chain is no longer finished at the call.
func TestHelperCallsGeneratorFunctions(t *testing.T) {
	src := `
def h(xs):
    return any(x > 3 for x in xs) + 2 * all(y < 5 for y in xs)
def g(i):
    return h([i % 5, 1, 2]) + 1
def f(n):
    s = 0
    for i in range(n):
        s += g(i)
    return s
print(f(20000))
`
	const want = "64000\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(39000), "%+v", s)
	require.Less(t, s.NativeFinished, s.NativeCalls/100, "%+v", s.FinishedBy)
}

// A plain call of a Python function that machine code does not call
// itself (here one with cell variables), from a chain of native frames,
// is served with the chain adopted for the call's time, which then goes
// on natively: the chain is not finished at the first such call.
func TestAdoptForPlainPythonCall(t *testing.T) {
	src := `
def celly(v):
    def add(w):
        return v + w
    return add(1)
def h(i):
    return celly(i) + celly(2)
def g(i):
    return h(i) + 1
def f(n):
    s = 0
    for i in range(n):
        s += g(i)
    return s
print(f(20000))
`
	const want = "200090000\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(39000), "%+v", s)
	require.Less(t, s.NativeFinished, s.NativeCalls/100, "%+v", s.FinishedBy)
	require.Greater(t, s.NativeResumed, int64(39000), "%+v", s)
}

// A poll exit (the fuel ran out) in a natively called frame, outside
// loops with residents, is served by a helper when the safepoint has
// nothing to do: a recursion's chain is no longer finished at each poll.
func TestHelperServesPolls(t *testing.T) {
	src := `
def walk(node):
    t = 1
    for k in node:
        t += walk(k)
    return t
def build(d):
    return [build(d - 1) for _ in range(3)] if d else []
def f(k):
    tree = build(7)
    t = 0
    for i in range(k):
        t += walk(tree)
    return t
print(f(2000))
`
	const want = "6560000\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.GreaterOrEqual(t, s.Exits["poll"], int64(5), "%+v", s.Exits)
	require.Zero(t, s.FinishedBy["poll"], "%+v", s.FinishedBy)
}

func TestAdoptForPythonCallee(t *testing.T) {
	src := `
def kwf(a, b=2, *args, c=3, **kw):
    return a + b * 10 + c * 100 + len(args) * 1000 + len(kw) * 10000
def h(i):
    return kwf(i, c=1, d=2) + kwf(*(i, 1, 5))
def g(i):
    return h(i) + 1
def f(n):
    s = 0
    for i in range(n):
        s += g(i)
    return s
print(f(20000))
`
	const want = "628600000\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(39000), "%+v", s)
	require.Less(t, s.NativeFinished, s.NativeCalls/100, "%+v", s.FinishedBy)
	require.Greater(t, s.NativeResumed, int64(39000), "%+v", s)
}

// A function called once runs its loops one after the other: its unit is
// compiled while the first (comprehensions here) is hot, and the later
// loops are side exits until they run often, when they make the unit
// compile again. Neither the appends that grow a comprehension's list
// nor those later loops may use up the unit's recompilations on failed
// guards: every loop ends up in machine code (before, the appends used
// them up and the main loops ran in the interpreter, 3,600 FOR_ITER and
// 30,000 LT exits here).
func TestLaterLoopsOfAFunctionCalledOnceAreCompiled(t *testing.T) {
	src := `
def once(n, cycles):
    G = [[float(i + j) for j in range(n)] for i in range(n)]
    names = {str(i): i for i in range(n)}
    for _ in range(cycles):
        for i in range(1, n - 1):
            Gi = G[i]; Gim = G[i-1]; Gip = G[i+1]
            for j in range(1, n - 1):
                Gi[j] = 0.25 * (Gim[j] + Gip[j] + Gi[j-1] + Gi[j+1])
    t = 0.0
    for row in G:
        for v in row:
            t += v
    k = 0
    while k < 30000:
        k += 1
    return round(t, 6), k, len(names)
print(once(60, 60))
`
	const want = "(212400.0, 30000, 60)\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on"})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.Less(t, s.Exits["step:FOR_ITER"], int64(1000), "%v", s.HotExits)
	require.Less(t, s.Exits["step:LT"], int64(1000), "%v", s.HotExits)
}

// A module's top-level loop loads and stores its names in machine code
// (the globals' stencils: a module's locals are its globals) instead of
// leaving it at every LOAD_NAME and STORE_NAME (before: two exits per
// iteration here).
func TestModuleLoopNamesStayNative(t *testing.T) {
	src := `
s = 0
for i in range(20000):
    if i % 1000 == 0:
        s -= 1
    s += i & 3
print(s, len(str(s)))
`
	const want = "29980 5\n" // CPython 3.13's output
	out, err, j := runPython(t, src, Options{Mode: "on"})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.Less(t, s.Exits["step:STORE_NAME"], int64(200), "%v", s.HotExits)
	require.Less(t, s.Exits["step:LOAD_NAME"], int64(200), "%v", s.HotExits)
}

// Generators whose loops mostly exit, their yields to a consumer's next()
// counted as exits (pipeline stages that next() drives: for x in it:
// yield f(x)), are left to the interpreter (exitBoundGenerator), and so is
// one that a builtin drains whose loop exits at its FOR_ITER over such a
// stage. Stages that for loops drive (their yields' feedback FbLooped)
// keep their machine code, which the loops' for_gen resume: a pipeline
// of them runs without an exit per value. A generator drained by a
// builtin (its yields taken in place) over a range and one with work
// between its yields keep their machine code.
func TestExitBoundGenerators(t *testing.T) {
	src := `
def numbers(n):
    for i in range(n):
        yield i
def squares(it):
    for x in it:
        yield x * x
def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x
def busy(n):
    for i in range(n):
        t = 0
        k = i
        t = (t + k * 3 - (k & 7)) % 1000 + (k ^ 5) // 2
        t = (t * 7 + k) % 997 + (t ^ k) // 3 - (k & 15)
        yield t
def pipeline(n):
    total = 0
    for v in evens(squares(numbers(n))):
        total += v
    return total
def pulled(it, n):
    for _ in range(n):
        yield next(it)
def nexted(n):
    total = 0
    it = pulled(iter(range(1, n)), n - 1)
    while True:
        v = next(it, None)
        if v is None:
            return total
        total += v
def consume(it):
    t = 0
    for v in it:
        t ^= v
    return t
def drained(n):
    return sum(len(list(x * 2 for x in range(k % 7))) for k in range(n))
def dsquares(it):
    for x in it:
        yield x * x
def dpipe(n):
    return sum(dsquares(pulled(iter(range(n)), n)))
print(pipeline(20000), nexted(20000), consume(busy(20000)), drained(3000), dpipe(20000))
`
	out, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	want := out
	for _, opts := range []Options{{Mode: "on"}, {Mode: "on", Threshold: 2}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, want, out, "%+v", opts)
		s := j.Stats()
		require.Equal(t, 2, s.ExitBoundGenerators, "%+v: pulled (next() drives it) and dsquares (drained by sum, its FOR_ITER over pulled exiting)", opts)
		require.Greater(t, s.GenResumes, int64(40000), "%+v: pipeline's stages resumed by for_gen", opts)
		require.Less(t, s.Exits["step:FOR_ITER"], int64(2000), "%+v: %v", opts, s.HotExits)
		require.Greater(t, s.DrainedInPlace, int64(5000), "%+v: drained's generator expression keeps its machine code", opts)
		require.Greater(t, s.GenResumes+s.Exits["yield"], int64(55000), "%+v: busy keeps its machine code", opts)
	}
}

// A loop whose instructions mostly exit (Decimal arithmetic: no stencil
// handles it) is left to the interpreter (exitBoundLoops): its ADDs no
// longer exit one by one. In a natively called frame, the interpreter
// runs the loop with the frames adopted for its time, and the frames go
// on natively after it (the exit loop finishes none). A loop with enough machine
// code around the same exit stays compiled. The code after a loop left to
// the interpreter that had not run when its unit was compiled (g's code
// after its loop: g is compiled at the loop's back-edge in its first call)
// is still compiled once it runs often: the interpreter hands it back to
// the side exits that count it.
func TestExitBoundLoops(t *testing.T) {
	src := `
from decimal import Decimal as D
def top(n):
    a, b = D(1), D(2)
    for i in range(n):
        a = a + b
        a = a - b
    return a
def inner(a, b, m):
    for i in range(m):
        a = a + b
        a = a - b
    return a
def outer(n):
    b = D(2)
    t = 0
    for i in range(n):
        t = inner(D(1), b, 4)
    return t
def busy(n):
    a, b = D(1), D(2)
    t = 0
    for i in range(n):
        a = a + b
        t = (t + i * 3 - (i & 7)) % 1000 + (i ^ 5) // 2
    return a, t
def g(n):
    a, b = D(0), D(1)
    for i in range(n):
        a = a + b
        a = a - b
    t = (n * 2 + 1) * (n - 1) // 2 + n % 7
    return t
print(top(3000), outer(3000), busy(3000))
print(sum(g(50) for k in range(3000)))
`
	const want = "1 1 (Decimal('6001'), 1500)\n7425000\n" // CPython 3.13's output
	out, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	require.Equal(t, want, out)
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	s := j.Stats()
	require.GreaterOrEqual(t, s.ExitBoundLoops, 3, "top's, inner's and g's first loop")
	// A loop left to the interpreter exits once per run, at its head;
	// compiled, these would come back to machine code at every back-edge
	// (and exit again at the next Decimal operation). busy's loop stays in
	// machine code: its ADD exits each iteration.
	require.Less(t, s.Exits["step:JUMP"], int64(500), "%v", s.HotExits)
	require.GreaterOrEqual(t, s.Exits["step:ADD"], int64(2900), "%v", s.HotExits)
	require.Greater(t, s.NativeCalls, int64(2900), "outer calls inner natively")
	// (Until g's code after its loop is compiled, its side exits finish
	// g's frames: about a hundred times.)
	require.Less(t, s.NativeFinished, int64(500), "%v", s.FinishedBy)
	// g's code after its loop has machine code in the end.
	after := int32(1 + strings.Count(src[:strings.Index(src, "    t = (n * 2")], "\n"))
	native := 0
	for _, u := range j.units {
		if u.code.Name != "g" {
			continue
		}
		for pc, l := range u.code.Lines {
			if op := u.code.Instrs[pc].Op; l.Line == after && u.native[pc] && (op == bytecode.MUL || op == bytecode.FLOORDIV) {
				native++
			}
		}
	}
	require.Positive(t, native, "g's code after its loop has machine code")

	// h, two native calls deep, is compiled at its loop's back-edge in
	// its first call, when nothing after the loop had run: the code after
	// the loop is compiled later all the same, and h's frames stay native
	// (finished by the exit loop, every call would run h's rest in the
	// interpreter, its callers' too).
	src = `
def h(i, d):
    s = 0
    for v in reversed({i: 0, -1: 0}):
        s += v
    s += 6
    if (i % 5,) in {(1,), (2,)}:
        s += 3
    d[i % 4, 0] = s
    return s + len(" a b ".split())
def g(i, d):
    return h(i, d) + 1
def f(n):
    d = {}
    acc = 0
    for i in range(n):
        acc += g(i, d)
    return acc, sorted(d.items())
print(f(20000))
`
	out, err, j = runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "(200174000, [((0, 0), 20004), ((1, 0), 20005), ((2, 0), 20003), ((3, 0), 20004)])\n", out) // CPython 3.13's output
	s = j.Stats()
	require.Positive(t, s.ExitBoundLoops)
	require.Greater(t, s.NativeCalls, int64(39000))
	require.Less(t, s.NativeFinished, s.NativeCalls/100, "%v", s.FinishedBy)
}

// Arithmetic on small ints whose results leave int48's range (a linear
// congruential generator's products) records int64 feedback, and the
// recompilation takes the int64 stencils: the site stops exiting.
func TestInt48OverflowBecomesInt64(t *testing.T) {
	src := `
def lcg(n):
    x, t = 1, 0
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7fffffff
        t ^= x
    return t
print(lcg(30000))
`
	out, err, j := runPython(t, src, Options{Mode: "on"})
	require.NoError(t, err)
	require.Equal(t, "1697847488\n", out)
	s := j.Stats()
	require.Less(t, s.Exits["step:MUL"], int64(1000), "MUL exits: %v", s.HotExits)
}

// An f-string's field in a natively called function is formatted by a Go
// helper against the native frame: the exit neither finishes nor adopts
// the frames.
func TestFormatValueInNativeFrames(t *testing.T) {
	src := `
def show(n):
    return f"<{n}:{n * 2!r}:{'x'}>"
def f(k):
    t = 0
    for i in range(k):
        t += len(show(i))
    return t
print(f(5000))
`
	out, err, j := runPython(t, src, Options{Mode: "on"})
	require.NoError(t, err)
	require.Equal(t, "63335\n", out)
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(4000))
	require.Less(t, s.NativeFinished, int64(100), "frames finished at FORMAT_VALUE")
	require.Less(t, s.NativeResumed, int64(100), "frames adopted for FORMAT_VALUE")
	require.Greater(t, s.HelperExits, int64(4000))
}

// A site that asked to see its operands once more (an add of strs, which
// binopDunder compiles again when it meets an instance) and still exits
// is not a failing guard: its exits do not spend the unit's recompilation
// budget. Module code whose first loop has one used to spend it all
// there, and the loops after it, never run when the unit was compiled,
// stayed exits for the rest of the run.
func TestExitsOfSeenOperandsKeepTheBudget(t *testing.T) {
	src := `
import collections
words = "the quick brown fox jumps over the lazy dog".split()
lines = []
for i in range(3000):
    lines.append(" ".join(words[(i * 7 + k * 3) % 9] for k in range(4)) + ("." if i % 3 else "!"))
cnt = collections.Counter()
for _ in range(3):
    for line in lines:
        for w in line.split():
            if w.isalpha():
                cnt[w] += 1
    caps = sum(1 for l in lines if l[:1].isupper())
print(cnt.most_common(3), caps)
`
	out, err, j := runPython(t, src, Options{Mode: "on"})
	require.NoError(t, err)
	require.Equal(t, "[('the', 6000), ('fox', 3000), ('lazy', 3000)] 0\n", out)
	s := j.Stats()
	for _, op := range []string{"LOAD_NAME", "STORE_NAME", "FOR_ITER"} {
		require.Less(t, s.Exits["step:"+op], int64(2000), "%s exits: %v", op, s.HotExits)
	}
}

// A call site whose callee no guard names — a visitor's getattr dispatch
// to several methods, a callback taken from a list — calls any compiled
// function or bound method of one itself (call_native_any), once its
// exits have seen such callees: the calls stay in machine code, and the
// recursion through them never leaves it to the exit loop.
func TestAnyCalleeSites(t *testing.T) {
	src := `
class V:
    def visit(self, node):
        return getattr(self, "v_" + node[0])(node)
    def v_num(self, n):
        return n[1]
    def v_add(self, n):
        return self.visit(n[1]) + self.visit(n[2])
    def v_neg(self, n):
        return -self.visit(n[1])
def tree(d, k):
    if d == 0:
        return ("num", k % 5)
    if k % 4 == 0:
        return ("neg", tree(d - 1, k + 1))
    return ("add", tree(d - 1, 2 * k + 1), tree(d - 1, k + 3))
t = tree(9, 1)
s = 0
for i in range(40):
    s += V().visit(t)
print(s)
`
	out, err, j := runPython(t, src, Options{Mode: "on"})
	require.NoError(t, err)
	require.Equal(t, "2680\n", out)
	on := j.Stats()
	require.Less(t, on.NativeFinished, on.NativeCalls/20, "native frames finished by the exit loop")

	// Without (RecompileAfter never reached), each getattr(...)(node)
	// exits as a call, and only self.visit(...) is called natively.
	// (getattr itself is a builtin: its calls exit in both.)
	_, _, j = runPython(t, src, Options{Mode: "on", RecompileAfter: 1 << 30})
	off := j.Stats()
	require.Greater(t, on.NativeCalls, off.NativeCalls*3/2, "the v_ methods called by machine code")
	require.Greater(t, off.Exits["call"]-on.Exits["call"], int64(15000), "calls that left machine code")

	// Callees that leave parameters to their defaults (copied from the
	// function at each call).
	defaults := `
def a(x, k=2):
    return x * k
def b(x, k=3, m=1):
    return x * k + m
fs = {0: a, 1: b}
def run(n):
    t = 0
    for i in range(n):
        t += fs[i & 1](i)
    return t
print(run(20000))
`
	out, err, j = runPython(t, defaults, Options{Mode: "on"})
	require.NoError(t, err)
	require.Equal(t, "499990000\n", out)
	require.Greater(t, j.Stats().NativeCalls, int64(19000), "callees with defaults called by machine code")
}

// Dict and set operations on fresh ASCII strs (split() results, each a
// new object equal to a key the dict already holds) stay in machine
// code: HASH_KEY hashes a str whose hash is not cached yet (STR_SIPHASH,
// caching it as StrHash does) and ENTRY_DIFFERS compares two exact strs
// by contents.
func TestFreshStrKeysStayNative(t *testing.T) {
	src := `
def count(words):
    c = {}
    for w in words:
        if w in c:
            c[w] += 1
        else:
            c[w] = 1
    return c
def seen(words):
    s = set()
    n = 0
    for w in words:
        if w not in s:
            s.add(w)
            n += 1
    return n
text = " ".join("word%d%s" % (i % 37, "x" * (i % 11)) for i in range(20000))
c = count(text.split())
print(len(c), c["word5xxxxx"], seen(text.split()), hash(text.split()[3]))
`
	out, err, j := runPython(t, src, Options{Mode: "on"})
	require.NoError(t, err)
	require.Equal(t, "407 50 407 -4383435481815599501\n", out)
	s := j.Stats()
	for _, op := range []string{"IN", "NOT_IN", "BINARY_SUBSCR", "STORE_SUBSCR"} {
		require.Less(t, s.Exits["step:"+op], int64(500), "%s exits: %v", op, s.HotExits)
	}
}

// Branches on empty and non-empty exact containers (the empty tuple and
// str are immortal objects) and on instances of builtin classes without
// __bool__ and __len__ (a StringIO, a re.Match) are taken by machine code
// (truth_obj): before, every empty container and every builtin object
// exited.
func TestContainerTruthStaysNative(t *testing.T) {
	src := `
import io, re
def f(n):
    s = io.StringIO()
    pat = re.compile("a+")
    out = 0
    for i in range(n):
        args = () if i % 3 else (i,)
        if args:
            out += 1
        if not ([] if i % 2 else [i]):
            out += 2
        if {} if i % 5 else {i: i}:
            out += 4
        if "" if i % 6 else "x":
            out += 8
        if s:
            out += 16
        if pat.match("aa" if i % 2 else "b"):
            out += 32
    return out
print(f(20000))
`
	out, err, j := runPython(t, src, Options{Mode: "on"})
	require.NoError(t, err)
	require.Equal(t, "709339\n", out)
	s := j.Stats()
	for _, op := range []string{"JUMP_IF_FALSE", "JUMP_IF_TRUE"} {
		require.Less(t, s.Exits["step:"+op], int64(300), "%s exits: %v", op, s.HotExits)
	}
}
