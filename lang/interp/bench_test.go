package interp

import (
	"io"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Interpreter benchmarks: the baseline the JIT tier is measured against.
// Compare runs with benchstat; never assert timings in tests.

func benchProgram(b *testing.B, src string) {
	b.Helper()
	for b.Loop() {
		vm := rt.NewVM()
		vm.Stdout = io.Discard
		in := New(vm)
		if err := in.RunMain("<bench>", []byte(src)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCalls(b *testing.B) {
	benchProgram(b, "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nfib(22)\n")
}

func BenchmarkIntLoop(b *testing.B) {
	benchProgram(b, "def f(n):\n    t = 0\n    i = 0\n    while i < n:\n        t += i * i % 7\n        i += 1\n    return t\nf(200000)\n")
}

func BenchmarkAttributes(b *testing.B) {
	benchProgram(b, `
class P:
    def __init__(self, x):
        self.x = x
    def get(self):
        return self.x
def f(n):
    p = P(1)
    s = 0
    for i in range(n):
        s += p.get() + p.x
    return s
f(100000)
`)
}

func BenchmarkAllocation(b *testing.B) {
	benchProgram(b, "def f(n):\n    for i in range(n):\n        x = [i, (i, i)]\nf(100000)\n")
}

// BenchmarkObjAttributes measures attribute instructions whose receiver is
// not a plain instance: module attributes, class constants and methods of
// builtin types (the objCache in cache.go).
func BenchmarkObjAttributes(b *testing.B) {
	benchProgram(b, `
import math
class State:
    DONE = 3
    @staticmethod
    def twice(x):
        return x + x
def f(n):
    s = 0
    out = []
    d = {}
    for i in range(n):
        s += math.floor(1.5) + State.DONE + State.twice(1)
        out.append(d.get(i, 0))
    return s
f(50000)
`)
}

// BenchmarkStoreGlobal measures rebinding module globals from a function
// (STORE_GLOBAL's cached entry position).
func BenchmarkStoreGlobal(b *testing.B) {
	benchProgram(b, `
a = 0
b = 0
def f(n):
    global a, b
    for i in range(n):
        a = i
        b = a
f(100000)
`)
}

// BenchmarkClassAttributes measures attribute loads the generic lookup
// used to answer at every execution: a property, an instance's __class__,
// a static and a class method through an instance, a super() method, a
// class method and a metaclass method on the class, and a class's
// __name__ (the attrProperty, attrGetSet, attrStatic, attrClassMethod,
// objSuper, objClassMethod, objMetaMethod and objMetaGetSet caches in
// cache.go).
func BenchmarkClassAttributes(b *testing.B) {
	benchProgram(b, `
class Meta(type):
    def tag(cls):
        return 1
class Base(metaclass=Meta):
    LIMIT = 2
    def __init__(self):
        self._v = 3
    @property
    def v(self):
        return self._v
    def m(self):
        return 4
    @staticmethod
    def sm(x):
        return x
    @classmethod
    def cm(cls, x):
        return x
class Sub(Base):
    def m(self):
        return super().m()
def f(n):
    o = Sub()
    s = 0
    for i in range(n):
        s += o.LIMIT + o.v + o.m() + o.sm(i) + o.cm(i) + Sub.cm(1) + Base.tag()
        c = o.__class__
        k = Sub.__name__
    return s
f(50000)
`)
}

// BenchmarkCallDefaults measures calls that leave parameters to their
// defaults, positionally and with keywords (bindArgs).
func BenchmarkCallDefaults(b *testing.B) {
	benchProgram(b, `
def g(a, b=1, c=2):
    return a
def h(a, b=1, *, c=2):
    return a
def f(n):
    for i in range(n):
        g(i)
        g(i, 2)
        g(i, c=3)
        h(i, c=3)
f(100000)
`)
}

// BenchmarkCallKeywords measures keyword calls of functions and methods
// (CALL_KW with the keyword arguments in kwScratch).
func BenchmarkCallKeywords(b *testing.B) {
	benchProgram(b, `
class P:
    def m(self, a, b=1, c=2):
        return a
def g(a, b=1, c=2):
    return a
def f(n):
    p = P()
    for i in range(n):
        g(i, c=3)
        g(a=i, b=2)
        p.m(i, c=3)
f(100000)
`)
}

// BenchmarkPolymorphicAttrSites reads attributes at sites that see several
// receiver classes: a class attribute over classes, a type's __repr__ as a
// formatter's dispatch reads it, and a builtin method over builtin types
// (objCache.more in cache.go).
func BenchmarkPolymorphicAttrSites(b *testing.B) {
	benchProgram(b, `
class A:
    tag = 1
class B:
    tag = 2
class C(A):
    tag = 3
def f(n):
    classes = (A, B, C, int, str, tuple)
    objs = ([1], {2: 3}, {4})
    s = 0
    for i in range(n):
        for k in classes[:3]:
            s += k.tag
        for t in classes:
            r = t.__repr__
        for o in objs:
            c = o.copy()
    return s
f(20000)
`)
}

// BenchmarkCallVarArgs calls functions that take *args and **kwargs
// (wrappers, decorators, logging-style APIs): bindArgs' tuple and dict.
func BenchmarkCallVarArgs(b *testing.B) {
	benchProgram(b, `
def f(*a, **k):
    return a
def g(x, *a):
    return a
def h(x, **k):
    return k
def t(n):
    for i in range(n):
        f(1, 2, x=3)
        g(1, 2, 3)
        h(1, y=2, z=3)
t(30000)
`)
}

// BenchmarkUnpackLoops iterates dict items, enumerate and zip with
// unpacking targets (forIterUnpack: no tuple per item).
func BenchmarkUnpackLoops(b *testing.B) {
	benchProgram(b, `
def f(n):
    d = {i: i for i in range(10)}
    l = list(range(10))
    s = 0
    for i in range(n):
        for k, v in d.items():
            s += v
        for j, x in enumerate(l):
            s += x
        for a, c in zip(l, l):
            s += a
    return s
f(5000)
`)
}

// BenchmarkGeneratorDrain drains small generator expressions into tuple,
// set, sum and any (the interpreter's YIELD hands values to the sink).
func BenchmarkGeneratorDrain(b *testing.B) {
	benchProgram(b, `
def f(n):
    l = list(range(10))
    t = 0
    for i in range(n):
        t += len(tuple(x for x in l)) + len(set(x + i for x in l))
        t += sum(x for x in l) + any(x > 20 for x in l)
    return t
f(5000)
`)
}

// BenchmarkYieldFromChain walks a tree with recursive generators: every
// value passes through a chain of `yield from` as deep as the tree
// (resumeDelegate's loop).
func BenchmarkYieldFromChain(b *testing.B) {
	benchProgram(b, `
class T:
    def __init__(self, l, v, r):
        self.l, self.v, self.r = l, v, r
    def __iter__(self):
        if self.l:
            yield from self.l
        yield self.v
        if self.r:
            yield from self.r
def tree(lo, hi):
    if lo >= hi:
        return None
    m = (lo + hi) // 2
    return T(tree(lo, m), m, tree(m + 1, hi))
t = tree(0, 4000)
for _ in range(5):
    s = 0
    for x in t:
        s += x
`)
}

// BenchmarkBigIntArith runs arithmetic and comparisons on ints beyond
// int48 (int's own arithmetic without the special-method protocol).
func BenchmarkBigIntArith(b *testing.B) {
	benchProgram(b, `
def f(n):
    t = 1 << 60
    s = 0
    for i in range(n):
        t += i
        u = t * 3 - i
        s ^= u & 1023
        if t > (1 << 61):
            s += 1
    return s
f(100000)
`)
}

// BenchmarkForLoops runs for loops over lists, tuples, ranges and strs and
// a list comprehension (forIter's direct calls of the commonest iterators).
func BenchmarkForLoops(b *testing.B) {
	benchProgram(b, `
def f(n):
    l = list(range(20))
    t = tuple(l)
    s = "abcdefghijklmnopqrst"
    c = 0
    for i in range(n):
        for x in l:
            c += x
        for x in t:
            c += x
        for ch in s:
            pass
        c += len([x for x in l])
    return c
f(5000)
`)
}

// BenchmarkSmallSets builds small sets and frozensets (displays,
// comprehensions, set(), operators), as constraint solvers and board
// searches do.
func BenchmarkSmallSets(b *testing.B) {
	benchProgram(b, `
def f(n):
    a = frozenset([1, 2, 3, 4])
    c = 0
    for i in range(n):
        s = {i, i + 1}
        t = {x for x in (1, 2, 3)}
        u = a & s
        v = set(t)
        c += len(s) + len(t) + len(u) + len(v) + (s <= a)
    return c
f(20000)
`)
}

// BenchmarkObjectOperators applies binary and in-place operators to
// instances of a class with __add__/__mul__/__rmul__ (no __iadd__) and to
// sets (lookupBinOp: no method name hashed per operator).
func BenchmarkObjectOperators(b *testing.B) {
	benchProgram(b, `
class V:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x; self.y = y
    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y)
    def __mul__(self, k):
        return V(self.x * k, self.y * k)
    __rmul__ = __mul__
def f(n):
    acc = V(0.0, 0.0)
    d = V(0.5, 0.25)
    s = frozenset((1, 2, 3))
    t = frozenset((2, 3, 4))
    c = 0
    for i in range(n):
        acc += d * 2.0
        acc = 0.5 * acc + d
        c += len(s & t) + len(s | t) + len(s - t)
    return c
f(20000)
`)
}
