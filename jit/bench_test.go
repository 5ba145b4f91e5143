//go:build linux && amd64

package jit

import (
	"bytes"
	"math"
	"testing"

	"github.com/cpjit/cpjit/jit/internal/tier"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// captureHook passes everything to the JIT and keeps a copy of the frame
// of the first compilation of the code called name, so that a benchmark
// can compile it again and again. (The frame itself goes back to the
// interpreter's pool; the copy keeps what compile reads: the code, its
// per-VM constants and caches, globals and builtins, and the PC.)
type captureHook struct {
	j    *tier.JIT
	name string
	fr   *interp.Frame
}

func (h *captureHook) Compile(fr *interp.Frame) any {
	if h.fr == nil && fr.Code.Name == h.name {
		c := *fr
		h.fr = &c
	}
	return h.j.Compile(fr)
}

func (h *captureHook) Run(fr *interp.Frame, u any) (rt.Value, error) { return h.j.Run(fr, u) }

// compileBenchSrc holds a function of about a hundred instructions mixing
// what the tier compiles (int and float arithmetic, compares, branches,
// nested loops, globals, list subscripts) with what exits (calls, tuples).
const compileBenchSrc = `
LIMIT = 1000000

def kernel(data, n, scale):
    total = 0
    acc = 0.0
    best = -1
    m = len(data)
    for i in range(n):
        x = data[i % m]
        y = x * x % 97
        if y > best:
            best = y
        if i & 1:
            total += y - x
        else:
            total -= y // 3
        acc = acc * 0.5 + scale * i
        if total > LIMIT:
            total = total % LIMIT
        elif total < -LIMIT:
            total = -(-total % LIMIT)
        data[i % m] = (y + 1) << 1
        z = (x ^ y) & 255
        z = z | (i >> 2)
        if z == 7:
            best = best + 1
        acc = acc + z / 2
        if x > 10 and y < 50:
            total = total + (x - y) * 2
        w = data[(i + 1) % m] - data[i % m]
        k = 0
        while k < 3:
            acc = acc - k * 0.25
            k += 1
    return total, acc, best

print(kernel(list(range(50)), 200, 0.5))
`

// benchVM is a VM with the tier in opts whose output goes to out; the
// benchmarks use its interpreter and tier directly. It is closed when the
// benchmark ends.
func benchVM(b *testing.B, opts Options) (v *VM, out *bytes.Buffer) {
	out = new(bytes.Buffer)
	v, err := New(Config{JIT: opts, Stdout: out, Stderr: out})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(v.Close)
	return v, out
}

// BenchmarkCompile measures the translation of one code object into
// installed machine code, per bytecode instruction.
func BenchmarkCompile(b *testing.B) {
	v, out := benchVM(b, Options{Mode: "on", Threshold: 2})
	h := &captureHook{j: v.tier, name: "kernel"}
	v.in.Hook = h
	if err := v.in.RunMain("<bench>", []byte(compileBenchSrc)); err != nil {
		b.Fatal(err)
	}
	if h.fr == nil {
		b.Fatal("kernel was never compiled")
	}
	// CPython 3.13 prints this.
	if got, want := out.String(), "(8784, 364.7131893224092, 97)\n"; got != want {
		b.Fatalf("kernel printed %q, want %q", got, want)
	}
	fr := h.fr
	n := len(fr.Code.Instrs)
	if err := v.tier.CompileDiscard(fr); err != nil {
		b.Fatalf("compile: %v", err)
	}
	b.ResetTimer()
	for b.Loop() {
		if err := v.tier.CompileDiscard(fr); err != nil {
			b.Fatalf("compile: %v", err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/instr")
	b.ReportMetric(float64(n), "instrs")
}

// loopBench calls f(n) of src b.N times with the tier in mode.
func loopBench(b *testing.B, src string, n int64, mode string, check func(rt.Value) bool) {
	loopBenchOpts(b, src, n, Options{Mode: mode}, check)
}

// loopBenchOpts is loopBench with the tier's options.
func loopBenchOpts(b *testing.B, src string, n int64, opts Options, check func(rt.Value) bool) {
	v, _ := benchVM(b, opts)
	if err := v.in.RunMain("<bench>", []byte(src)); err != nil {
		b.Fatal(err)
	}
	f, ok := v.in.Main.Dict().GetStr(v.vm, "f")
	if !ok {
		b.Fatal("no f")
	}
	arg := []rt.Value{rt.SmallInt(n)}
	// Warm up (compiles f in mode "on") and check the answer.
	r, err := v.in.CallValue(f, arg)
	if err != nil {
		b.Fatal(err)
	}
	if !check(r) {
		b.Fatalf("f(%d) gave a wrong answer", n)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := v.in.CallValue(f, arg); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/iter")
}

func BenchmarkIntLoop(b *testing.B) {
	const n = 200_000
	want := intLoopResult(n)
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, intLoopSrc, n, mode, func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == want })
		})
	}
}

func BenchmarkFloatLoop(b *testing.B) {
	const n = 200_000
	// The same operations in Go, each rounded to float64 (the conversions
	// keep the compiler from fusing the multiply and the add).
	x := 0.0
	for i := 0; i < n; i++ {
		x = float64(x*0.999) + float64(float64(i)*0.5)
	}
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, floatLoopSrc, n, mode, func(v rt.Value) bool { return v.IsFloat() && v.Float() == x })
		})
	}
}

// intLoopSrc is the shared micro benchmark micro_intloop.py's function
// (the tier's tests have it too).
const intLoopSrc = `
def f(n):
    total = 0
    i = 0
    while i < n:
        total += i * i % 7
        i += 1
    return total
`

// floatLoopSrc is micro_floatloop.py's function.
const floatLoopSrc = `
def f(n):
    x = 0.0
    for i in range(n):
        x = x * 0.999 + i * 0.5
    return x
`

// intLoopResult computes f(n) of intLoopSrc in Go.
func intLoopResult(n int64) int64 {
	var total int64
	for i := int64(0); i < n; i++ {
		total += i * i % 7
	}
	return total
}

const callSrc = `
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
def f(n):
    return fib(n)
`

// BenchmarkCall measures a call between two compiled functions (which
// machine code makes itself, call_native): ns per Python call of fib.
func BenchmarkCall(b *testing.B) {
	const n = 20
	calls := 0 // fib(20) makes 21891 calls
	var count func(int)
	count = func(k int) {
		calls++
		if k >= 2 {
			count(k - 1)
			count(k - 2)
		}
	}
	count(n)
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, callSrc, n, mode, func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == 6765 })
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(calls), "ns/call")
		})
	}
}

const exitCallSrc = `
class P:
    def __init__(self, i):
        self.i = i
def f(n):
    t = 0
    for i in range(n):
        t += max(i, 3)
        t += P(i).i
    return t
`

// BenchmarkExitCall measures calls that machine code leaves to the exit
// loop: a builtin function's (max) and a class's (P(i), whose __init__
// is compiled): ns per loop iteration, two such calls.
func BenchmarkExitCall(b *testing.B) {
	const n = 20_000
	want := int64(0)
	for i := int64(0); i < n; i++ {
		want += max(i, 3) + i
	}
	loopBench(b, exitCallSrc, n, "on", func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == want })
}

const nativeExitSrc = `
def g(x):
    return max(x, 3)
def f(n):
    t = 0
    for i in range(n):
        t += g(i)
    return t
`

// BenchmarkNativeExit measures the round trip of an exit taken inside a
// function that machine code called natively (g's call of max), one call
// deep and (deep) two: served by a Go helper against the native frame
// (helperExit), or with the helpers off, by the exit loop with g's frame
// adopted for the time of the exit (serveAdopted; a deeper chain is
// finished instead); depth16 is a recursion 16 calls deep with the exit
// at its bottom; gocallee2 calls, two calls deep, a Go function that
// helpers do not call because it may call Python (functools.reduce),
// with the chain adopted for the call. ns per loop iteration: the native calls and one such
// exit.
func BenchmarkNativeExit(b *testing.B) {
	const n = 20_000
	want := int64(0)
	for i := int64(0); i < n; i++ {
		want += max(i, 3)
	}
	for _, c := range []struct {
		name string
		src  string
	}{{"depth1", nativeExitSrc}, {"depth2", nativeExitDeepSrc}, {"depth16", nativeExitRecSrc}, {"gocallee2", nativeExitGoSrc}} {
		for _, helpers := range []bool{true, false} {
			name := c.name + "/helper"
			if !helpers {
				name = c.name + "/adopted"
			}
			b.Run(name, func(b *testing.B) {
				loopBenchOpts(b, c.src, n, Options{Mode: "on", NoHelperExits: !helpers},
					func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == want })
			})
		}
	}
}

const nativeExitDeepSrc = `
def h(x):
    return max(x, 3)
def g(x):
    return h(x)
def f(n):
    t = 0
    for i in range(n):
        t += g(i)
    return t
`

// nativeExitGoSrc calls functools.reduce (a Go function that may call
// back into Python) two native calls deep.
const nativeExitGoSrc = `
import functools
def h(x):
    return functools.reduce(max, (x, 3))
def g(x):
    return h(x)
def f(n):
    t = 0
    for i in range(n):
        t += g(i)
    return t
`

// nativeExitRecSrc exits at the bottom of a recursion 16 native calls
// deep (walkNative's walk over the call records, remembered per depth).
const nativeExitRecSrc = `
def h(x, d):
    if d:
        return h(x, d - 1)
    return max(x, 3)
def g(x):
    return h(x, 15)
def f(n):
    t = 0
    for i in range(n):
        t += g(i)
    return t
`

const objAttrSrc = `
import math
class K:
    SCALE = 3
    def __init__(self):
        self.x = 1
class C:
    N = 2
def f(n):
    k = K()
    t = 0.0
    for i in range(n):
        t += k.SCALE + C.N + math.pi
    return t
`

// BenchmarkObjAttr measures attribute loads whose receiver is no plain
// instance attribute: a class constant read through an instance
// (load_attr_class_val), a class's attribute (load_attr_class) and a
// module's (load_attr_module). ns per loop iteration, three loads.
func BenchmarkObjAttr(b *testing.B) {
	const n = 20_000
	want := float64(n) * (3 + 2 + math.Pi)
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, objAttrSrc, n, mode, func(v rt.Value) bool { return v.IsFloat() && math.Abs(v.Float()-want) < 1e-6*want })
		})
	}
}

const boundCallSrc = `
class W:
    def __init__(self):
        self.n = 0
    def add(self, x):
        self.n += x
        return x
class P:
    def __init__(self, w):
        self.write = w.add
def f(n):
    p = P(W())
    t = 0
    for i in range(n):
        t += p.write(i)
    return t
`

// BenchmarkBoundCall measures a call of a bound method that an instance
// holds in its __dict__ (load_method_inst_attr, then call_native_bm once
// call exits have shown the callee). ns per loop iteration, one call.
func BenchmarkBoundCall(b *testing.B) {
	const n = 20_000
	want := int64(n * (n - 1) / 2)
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, boundCallSrc, n, mode, func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == want })
		})
	}
}

// helperExitSrcs are natively called functions whose exits Go helpers
// serve: a slice, a set comprehension's add, a closure made, a bytearray
// extended through a bound builtin method, a list extended by +=.
var helperExitSrcs = []struct{ name, src string }{
	{"slice", `
def g(xs, i):
    return len(xs[1:3]) + i
`},
	{"set_add", `
def g(xs, i):
    return len({x for x in xs}) + i
`},
	{"make_function", `
def g(xs, i):
    h = lambda y: y
    return 2 + i
`},
	{"bound_builtin", `
buf = bytearray()
ext = buf.extend
def g(xs, i):
    ext(b"ab")
    if len(buf) > 1000:
        buf.clear()
    return 2 + i
`},
	{"list_iadd", `
def g(xs, i):
    ys = [i]
    ys += xs
    return len(ys) - 2 + i
`},
}

// BenchmarkHelperExits measures exits in natively called frames that Go
// helpers serve (helper) against the exit loop with the frame adopted
// (adopted). ns per loop iteration: one native call and its exits.
func BenchmarkHelperExits(b *testing.B) {
	const n = 20_000
	want := int64(n*(n-1)/2 + 2*n)
	for _, c := range helperExitSrcs {
		src := c.src + `
def f(n):
    xs = [1, 2, 3]
    t = 0
    for i in range(n):
        t += g(xs, i)
    return t
`
		if c.name == "set_add" {
			want := int64(n*(n-1)/2 + 3*n)
			for _, helpers := range []bool{true, false} {
				b.Run(c.name+helperName(helpers), func(b *testing.B) {
					loopBenchOpts(b, src, n, Options{Mode: "on", NoHelperExits: !helpers},
						func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == want })
				})
			}
			continue
		}
		for _, helpers := range []bool{true, false} {
			b.Run(c.name+helperName(helpers), func(b *testing.B) {
				loopBenchOpts(b, src, n, Options{Mode: "on", NoHelperExits: !helpers},
					func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == want })
			})
		}
	}
}

func helperName(on bool) string {
	if on {
		return "/helper"
	}
	return "/adopted"
}

// arrayLoopSrc reads and writes array.array items of float64 and int32
// (numeric vectors, indexed by machine code): a smoothing pass over a
// float vector and a histogram of its rounded values.
const arrayLoopSrc = `
from array import array
def f(n):
    v = array('d', [float(i % 17) for i in range(64)])
    h = array('i', [0] * 32)
    for i in range(n):
        j = i & 63
        v[j] = (v[j - 1] + v[j] + v[j - 2]) * 0.3
        h[j & 31] += 1
    return h[0]
`

// BenchmarkArrayLoop measures subscripts of array.array in hot code
// (subscr_vec_*, store_subscr_vec_*), per loop iteration.
func BenchmarkArrayLoop(b *testing.B) {
	const n = 200_000
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, arrayLoopSrc, n, mode, func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == n/32 })
		})
	}
}

// displayLoopSrc builds tuples, lists and list slices in a loop
// (build_seq, slice_list: objects from pools).
const displayLoopSrc = `
def f(n):
    base = [3, 1, 4, 1, 5, 9, 2, 6]
    t = 0
    for i in range(n):
        p = (i, t)
        q = [i, p, None]
        r = base[i & 3:]
        t = len(q) + len(r) + p[0] - i
    return t
`

// BenchmarkDisplayLoop measures tuple and list displays and list slices
// in hot code, per loop iteration.
func BenchmarkDisplayLoop(b *testing.B) {
	const n = 200_000
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, displayLoopSrc, n, mode, func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == 3+5 })
		})
	}
}

// sliceLoopSrc takes stepped slices of a list and assigns list slices in
// place in a loop (slice_list_step, store_slice_list).
const sliceLoopSrc = `
def f(n):
    p = [3, 1, 4, 1, 5, 9, 2, 6]
    t = 0
    for i in range(n):
        k = i & 7
        p[:k + 1] = p[k::-1]
        t = p[::2][1] + p[0] - k
    return t
`

// BenchmarkSliceLoop measures stepped list slices and slice assignments
// of the same length in hot code, per loop iteration.
func BenchmarkSliceLoop(b *testing.B) {
	const n = 200_000
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, sliceLoopSrc, n, mode, func(v rt.Value) bool { return v.IsSmallInt() })
		})
	}
}

// lookupLoopSrc tests membership in a dict, a set, a frozenset and a
// tuple, and reads, replaces and inserts dict items, in a loop
// (in_hashed, in_seq, subscr_dict, store_subscr_dict).
const lookupLoopSrc = `
def f(n):
    d = {0: 1, 'k': 2, int: 3}
    s = {1, 'x', str}
    fs = frozenset({2, list})
    kinds = (list, dict, set)
    t = 0
    for i in range(n):
        j = i & 7
        if j in d:
            t += d[j]
        if j in s or str in s:
            t += 1
        if list in fs and dict in kinds:
            d['k'] = d['k'] + 1
        d[j] = t & 15
    return d['k'] - n
`

// BenchmarkLookupLoop measures membership tests and dict items read and
// written in hot code, per loop iteration.
func BenchmarkLookupLoop(b *testing.B) {
	const n = 200_000
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, lookupLoopSrc, n, mode, func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == 2 })
		})
	}
}

// BenchmarkSetOfGenerator: set(genexpr) of small ints, of floats, and of
// strs (which the sink takes only through Take, a yield exit each), per
// item yielded; tuple(genexpr) for reference (appended in place).
func BenchmarkSetOfGenerator(b *testing.B) {
	const n = 2_000
	for _, c := range []struct {
		name, expr string
	}{{"ints", "set(x % 97 for x in r)"}, {"floats", "set(x * 0.5 for x in r)"},
		{"strs", "set(s for x in r)"}, {"tuple", "tuple(x % 97 for x in r)"}} {
		src := `
def f(n):
    r = range(200)
    s = "ab"
    t = 0
    for i in range(n // 200):
        t += len(` + c.expr + `)
    return t
`
		b.Run(c.name, func(b *testing.B) {
			loopBenchOpts(b, src, n, Options{Mode: "on"}, func(v rt.Value) bool { return v.IsSmallInt() && v.Int() > 0 })
		})
	}
}

// genLoopSrc runs for loops over generators: a source of ints, and a
// pipeline of three stages over it.
const genLoopSrc = `
def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x
def double(it):
    for x in it:
        yield x * 2
def f(n):
    t = 0
    for i in range(n // 150):
        for x in count(100):
            t += x
        for x in double(evens(count(100))):
            t += x
    return t
`

// BenchmarkGeneratorLoop measures for loops over generators, which
// compiled loops resume in machine code (for_gen), against the
// interpreter alone: ns per item the loops take (150 per round: 100 from
// count, 50 from the pipeline, whose stages count once).
func BenchmarkGeneratorLoop(b *testing.B) {
	const n = 15_000
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, genLoopSrc, n, mode, func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == 100*(4950+4900) })
		})
	}
}

// exitBoundSrc's loops do Decimal arithmetic and read an instance's
// __dict__, which no stencil handles: f's loop at the top of the call,
// and g's, called natively from f's. (They read k.__class__ until
// load_attr_class_of answered it in machine code.)
const exitBoundSrc = `
from decimal import Decimal as D
class K:
    pass
k = K()
def g(a, b, m):
    for i in range(m):
        a = a + b
        c = k.__dict__
    return a
def f(n):
    a, b = D(0), D(1)
    for i in range(n // 2):
        a = a + b
        c = k.__dict__
    for i in range(n // 20):
        a = g(a, b, 10)
    return int(a)
`

// BenchmarkExitBoundLoop measures loops whose instructions mostly exit,
// which the tier leaves to the interpreter (exitBoundLoops), against the
// interpreter alone: ns per iteration (a Decimal add and an instance's
// __dict__ read), half of them in a function called natively.
func BenchmarkExitBoundLoop(b *testing.B) {
	const n = 20_000
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, exitBoundSrc, n, mode, func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == n })
		})
	}
}

// builtinCallsSrc calls, at every iteration, the builtins that machine
// code answers itself for plain operands: isinstance against a builtin
// and a user class, type, float, int, min, max, abs, id, and reads
// __class__ (call_isinstance, call_type, call_float, call_int,
// call_minmax, call_abs, call_id, load_attr_class_of).
const builtinCallsSrc = `
class P:
    pass
def f(n):
    objs = [P(), 3, 2.5, "s"]
    t = 0
    for i in range(n):
        o = objs[i & 3]
        t += isinstance(o, tuple) + isinstance(o, P) + (type(o) is int) + (o.__class__ is P)
        t += int(float(i) * 0.5) + min(i, 3) + max(i, 3) + abs(-i) + (id(o) > 0)
    return t
`

// BenchmarkBuiltinCalls measures builtins called from hot code with
// plain operands, with the JIT and with the interpreter alone: ns per
// loop iteration (nine calls and an attribute read).
func BenchmarkBuiltinCalls(b *testing.B) {
	const n = 20_000
	want := int64(0)
	for i := int64(0); i < n; i++ {
		want += []int64{2, 1, 0, 0}[i&3] + i/2 + min(i, 3) + max(i, 3) + i + 1
	}
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, builtinCallsSrc, n, mode, func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == want })
		})
	}
}

// iteratorLoopsSrc runs, at every iteration, inner loops over iterators
// that no stencil handles (enumerate, zip, reversed, dict items), which
// the tier leaves to the interpreter (exitBoundLoops): their unpacking
// FOR_ITERs run fused under interp.Step as in the interpreter's own loop.
const iteratorLoopsSrc = `
def f(n):
    l = list(range(8))
    d = {i: i * 2 for i in range(8)}
    t = 0
    for k in range(n):
        for i, x in enumerate(l):
            t += i ^ x
        for a, b in zip(l, l):
            t += a - b
        for key, v in d.items():
            t += v
    return t
`

// BenchmarkIteratorLoops measures iteratorLoopsSrc with the JIT and
// with the interpreter alone: ns per outer iteration.
func BenchmarkIteratorLoops(b *testing.B) {
	const n = 5_000
	for _, mode := range []string{"on", "off"} {
		b.Run("jit="+mode, func(b *testing.B) {
			loopBench(b, iteratorLoopsSrc, n, mode, func(v rt.Value) bool { return v.IsSmallInt() && v.Int() == n*56 })
		})
	}
}
