//go:build linux && amd64

package tier

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cpjit/cpjit/frames"
	"github.com/stretchr/testify/require"
)

const residentSrc = `
def f(n):
    total = 0
    acc = 0.0
    big = 1
    i = 0
    while i < n:
        total += i * i % 7
        acc = acc * 0.5 + i
        if i > n - 40:
            big = big * 3 + i  # leaves the small-int range: guard exits
        i += 1
    return total, acc, big, i
print(f(1000))
`

// A hot loop keeps its counter and accumulators in machine registers, and
// every exit inside it has a stackmap record naming them.
func TestResidentRegisters(t *testing.T) {
	want, err, _ := runPython(t, residentSrc, Options{Mode: "off"})
	require.NoError(t, err)
	for name, opts := range map[string]Options{"threshold-2": {Mode: "on", Threshold: 2}, "always": {Mode: "always"},
		"deopt-stress": {Mode: "always", DeoptStress: true}, "verify": {Mode: "always", VerifyStackmaps: true},
		"no-residents": {Mode: "always", NoResidents: true}} {
		t.Run(name, func(t *testing.T) {
			out, err, j := runPython(t, residentSrc, opts)
			require.NoError(t, err)
			require.Equal(t, want, out)
			s := j.Stats()
			if opts.NoResidents {
				require.Zero(t, s.Residents)
				require.Zero(t, s.StackmapBytes)
				return
			}
			require.GreaterOrEqual(t, s.Residents+s.FloatResidents, 3, "total, acc and i are resident")
			require.Positive(t, s.StackmapRecords)
			require.Positive(t, s.StackmapBytes)
			if opts.VerifyStackmaps {
				require.Positive(t, s.Verified, "exits were checked")
			}
		})
	}
}

const rangeSrc = `
def f(n):
    t = 0
    for i in range(n):
        t += i
    return t
def g(n):
    it = iter(range(n))
    for i in it:
        if i == 5:
            break
    return next(it)
print(f(1000), g(100))
`

// A for-range loop keeps its iterator's next value and count in machine
// registers; with residency off, or when the loop body can see the
// iterator, it does not.
func TestResidentRangeIterator(t *testing.T) {
	want, err, _ := runPython(t, rangeSrc, Options{Mode: "off"})
	require.NoError(t, err)
	require.Equal(t, "499500 6\n", want)
	for name, opts := range map[string]Options{"threshold-2": {Mode: "on", Threshold: 2}, "always": {Mode: "always"},
		"deopt-stress": {Mode: "always", DeoptStress: true}, "no-residents": {Mode: "always", NoResidents: true}} {
		t.Run(name, func(t *testing.T) {
			out, err, j := runPython(t, rangeSrc, opts)
			require.NoError(t, err)
			require.Equal(t, want, out)
			if opts.NoResidents {
				require.Zero(t, j.Stats().ResidentIters)
			} else {
				require.Equal(t, 2, j.Stats().ResidentIters, "both loops keep their iterator in registers")
			}
		})
	}
}

const floatSrc = `
def f(n, k):
    x = 0.0
    y = 1.0
    for i in range(n):
        x = x * 0.999 + i * 0.5
        y = y / 1.5 + x
        if i == k:
            y = -y * 3.0 - x  # never ran when the loop was compiled
    return x, y
print(f(100, -1))
print(f(100, 60))
`

// A loop's floats live unboxed in XMM registers, and exits (here a branch
// that had never run, and every guard under deopt-stress) find them
// through the stackmap.
func TestFloatResidents(t *testing.T) {
	want, err, _ := runPython(t, floatSrc, Options{Mode: "off"})
	require.NoError(t, err)
	for name, opts := range map[string]Options{"threshold-2": {Mode: "on", Threshold: 2},
		"deopt-stress": {Mode: "on", Threshold: 2, DeoptStress: true},
		"verify":       {Mode: "on", Threshold: 2, VerifyStackmaps: true},
		"no-residents": {Mode: "on", Threshold: 2, NoResidents: true}} {
		t.Run(name, func(t *testing.T) {
			out, err, j := runPython(t, floatSrc, opts)
			require.NoError(t, err)
			require.Equal(t, want, out)
			s := j.Stats()
			if opts.NoResidents {
				require.Zero(t, s.FloatResidents)
				return
			}
			require.GreaterOrEqual(t, s.FloatResidents, 2, "x and y are float residents")
			if opts.VerifyStackmaps {
				require.Positive(t, s.Verified)
			}
		})
	}
}

// A loop counter that only a float operation reads (converted to a
// double) is an int resident all the same: the conversion from the working
// form is a shift, where a value word needs its tag checked and removed.
func TestIntResidentConvertedToFloat(t *testing.T) {
	src := `
def f(n):
    x = 0.0
    for i in range(n):
        x = x * 0.999 + i * 0.5
    return x
print(f(1000))
`
	want, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	require.Equal(t, "183847.71238548195\n", want) // CPython 3.13
	for name, opts := range map[string]Options{"threshold-2": {Mode: "on", Threshold: 2},
		"deopt-stress": {Mode: "on", Threshold: 2, DeoptStress: true},
		"verify":       {Mode: "on", Threshold: 2, VerifyStackmaps: true}} {
		t.Run(name, func(t *testing.T) {
			var dump strings.Builder
			opts.Dump = &dump
			out, err, j := runPython(t, src, opts)
			require.NoError(t, err)
			require.Equal(t, want, out)
			s := j.Stats()
			require.Equal(t, 1, s.IntResidents, "i")
			require.GreaterOrEqual(t, s.FloatResidents, 2, "x and the temporaries")
			require.Contains(t, dump.String(), "SARQ $0x10, AX\n", "i_to_x0")
		})
	}
}

const rareSrc = `
def f(n, bad, loud):
    t = 0
    for i in range(n):
        if i == bad:
            raise ValueError("bad %d" % i)
        if i == loud:
            print("at", i, t)
        t += i * 3
    return t
print(f(500, -1, -1))
print(f(500, -1, 250))
try:
    f(500, 300, 100)
except ValueError as e:
    print("caught", e)
`

// A call or raise in a branch that had never been taken when its loop was
// compiled is a side exit like any never-run instruction, so it does not
// keep the loop's values out of registers; when the branch does run later,
// the interpreter runs it from the frame the stackmap rebuilt.
func TestNeverRunCallsKeepResidents(t *testing.T) {
	want, err, _ := runPython(t, rareSrc, Options{Mode: "off"})
	require.NoError(t, err)
	require.Equal(t, "374250\nat 250 93375\n374250\nat 100 14850\ncaught bad 300\n", want)
	for name, opts := range map[string]Options{"threshold-2": {Mode: "on", Threshold: 2},
		"deopt-stress": {Mode: "on", Threshold: 2, DeoptStress: true},
		"verify":       {Mode: "on", Threshold: 2, VerifyStackmaps: true},
		"always":       {Mode: "always"}} {
		t.Run(name, func(t *testing.T) {
			out, err, j := runPython(t, rareSrc, opts)
			require.NoError(t, err)
			require.Equal(t, want, out)
			s := j.Stats()
			if opts.Mode == "always" {
				// Compiled before anything ran: the calls have stencils
				// that leave machine code, and the loop keeps no residents.
				require.Zero(t, s.Residents)
				return
			}
			require.Positive(t, s.Residents, "t and i stay in registers")
			require.Positive(t, s.Lazy)
			if opts.VerifyStackmaps {
				require.Positive(t, s.Verified)
			}
		})
	}
}

// Verification is a real check: a stackmap that names the wrong machine
// register for a Python register makes the run fail.
func TestVerifyStackmapsCatchesAWrongRecord(t *testing.T) {
	corruptStackmap = func(recs []frames.Record) {
		for i := range recs {
			for k := range recs[i].Locs {
				recs[i].Locs[k].Reg = 8 // every value "in R8"
			}
		}
	}
	defer func() { corruptStackmap = nil }()
	src := residentSrc
	_, err, _ := runPython(t, src, Options{Mode: "always", VerifyStackmaps: true})
	require.ErrorContains(t, err, "stackmap")
	// Without verification the same corruption gives wrong values, which
	// is why the verifying tier exists.
	out, _, _ := runPython(t, src, Options{Mode: "always"})
	want, _, _ := runPython(t, src, Options{Mode: "off"})
	require.NotEqual(t, want, out)
}

// BenchmarkStackmapSize compiles every shared benchmark program in mode
// "always" and reports stackmap bytes as a percentage of machine-code
// bytes (docs/architecture.md: at most about 12%).
func BenchmarkStackmapSize(b *testing.B) {
	progs, _ := filepath.Glob(filepath.Join("..", "..", "..", "..", "shared", "bench", "*.py"))
	if len(progs) == 0 {
		b.Skip("the shared bench directory is absent")
	}
	var code, smap, recs int
	for i := 0; i < b.N; i++ {
		code, smap, recs = 0, 0, 0
		for _, p := range progs {
			src, err := os.ReadFile(p)
			require.NoError(b, err)
			// Mode "always" compiles each code object when it first
			// runs; a step budget keeps the runs short (the programs
			// stop with the step limit error, ignored here).
			e := newPyEnv(b, Options{Mode: "always"})
			e.vm.MaxSteps = 2_000_000
			_ = e.in.RunMain(p, src)
			s := e.jit.Stats()
			code += s.CodeBytes
			smap += s.StackmapBytes
			recs += s.StackmapRecords
		}
	}
	b.ReportMetric(100*float64(smap)/float64(code), "stackmap-%")
	b.ReportMetric(float64(smap)/float64(max(recs, 1)), "bytes/record")
	b.ReportMetric(float64(code), "code-bytes")
}

// The recompilation policy is an option: a guard that fails 50 times
// recompiles its unit with RecompileAfter 5, not with the default 100,
// and never with MaxRecompiles < 0.
func TestRecompilePolicy(t *testing.T) {
	src := `
def f(xs):
    t = 0
    for x in xs:
        t = t + x
    return t
for _ in range(3):
    f([1, 2, 3])
print(f([0.5] * 50))
`
	for _, c := range []struct {
		name string
		opts Options
		want int
	}{
		{"default", Options{Mode: "on", Threshold: 2}, 0},
		{"after-5", Options{Mode: "on", Threshold: 2, RecompileAfter: 5}, 1},
		{"after-5-none", Options{Mode: "on", Threshold: 2, RecompileAfter: 5, MaxRecompiles: -1}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, err, j := runPython(t, src, c.opts)
			require.NoError(t, err)
			require.Equal(t, "25.0\n", out)
			require.Equal(t, c.want, j.Stats().Recompiles)
		})
	}
}

// A builtin's LOAD_GLOBAL checks that the globals still lack its name,
// and the globals gain names whenever module code defines one: the check
// (global_absent) probes the globals' index once their key layout has
// changed, so module code that keeps defining names after the first calls
// leaves the builtin's load in machine code, with no recompilation. (A
// guard that keeps failing all the same may recompile beyond the budget,
// up to maxGlobalRecompiles.)
func TestBuiltinLoadsStayThroughNewGlobals(t *testing.T) {
	src := `
def f(n):
    t = 0
    for i in range(n):
        t += len("ab")
    return t

f(300)
for k in range(6):
    globals()["extra%d" % k] = k
    for _ in range(20):
        f(3)
t = 0
for _ in range(1000):
    t += f(3)
print(t)
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2, RecompileAfter: 5})
	require.NoError(t, err)
	require.Equal(t, "6000\n", out)
	st := j.Stats()
	for _, h := range st.HotExits {
		if h.Func == "f" && h.Op == "LOAD_GLOBAL" {
			require.Less(t, h.Count, int64(6), "f's len guard failed: %+v", st.HotExits)
		}
	}
	require.LessOrEqual(t, st.Recompiles, DefaultMaxRecompiles, "f recompiled for its len guard")
}

// A call right after another (f(g(i))), or after an instruction the
// interpreter ran, is made by the exit loop too: directly into the
// compiled callee, not by the interpreter's call path. (The callees are
// items of a tuple, so that machine code does not call them itself.)
func TestConsecutiveCallsGoDirect(t *testing.T) {
	src := `
def g(x):
    return x + 1
def f(x):
    return x * 2
def h(n, fg):
    t = 0
    for i in range(n):
        t += fg[0](fg[1](i))
    return t
print(h(1000, (f, g)))
`
	// (RecompileAfter: the sites never become call_native_any.)
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2, RecompileAfter: 1 << 30})
	require.NoError(t, err)
	require.Equal(t, "1001000\n", out)
	st := j.Stats()
	require.Greater(t, st.DirectCalls, int64(1900), "both calls of each iteration go direct")
	// Per iteration: the loop's code and each callee's are entered once;
	// f's call, right after g's, is made without entering machine code
	// that would only exit to make it (4000 entries if it did).
	require.Less(t, st.Enters, int64(3500), "entries into machine code")
}

// A loop variable that is unbound when the loop starts (pystone's Proc8,
// every call) is an int resident all the same: its fill keeps it unbound
// (fill_iu) instead of failing and leaving the first iteration to the
// interpreter at every call.
func TestUnboundIntResidentFills(t *testing.T) {
	src := `
def g(arr, a):
    for k in range(a, a + 2):
        arr[k] = a
    return arr[a]
arr = [0] * 20
t = 0
for n in range(2000):
    t += g(arr, n % 10)
print(t)
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "9000\n", out)
	st := j.Stats()
	require.Positive(t, st.IntResidents, "k is an int resident")
	for _, h := range st.HotExits {
		if h.Func == "g" && h.Op == "FOR_ITER" {
			require.Less(t, h.Count, int64(100), "g's loop exits at every call: %+v", st.HotExits)
		}
	}
}

// The end of a list or tuple loop is a jump in machine code (for_seq
// marks the iterator exhausted itself), not an exit at every loop's end.
func TestSeqLoopEndsInMachineCode(t *testing.T) {
	src := `
def total(xs):
    t = 0
    for x in xs:
        t += x
    return t
def count(xs):
    c = 0
    for x in xs:
        c += 1
    return c
s = 0
for n in range(2000):
    s += total([n, 1, 2]) + count((n, 3))
print(s)
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "2009000\n", out)
	st := j.Stats()
	require.Less(t, st.Exits["step:FOR_ITER"], int64(100), "exits at the loops' ends: %+v", st.HotExits)
}

// A loop whose iterable is a range in one call, a list, a tuple or a set
// in others steps each kind in machine code (a chain of FOR_ITER
// stencils, one per kind, after a chain of GET_ITER stencils), in a loop
// with residents (total's) and without (count's): neither its GET_ITER
// nor its FOR_ITER exits per call or per item. Over strs and dicts, whose
// GET_ITER exits, the items still come from machine code.
func TestPolymorphicLoopsStayNative(t *testing.T) {
	src := `
def total(xs):
    t = 0
    for x in xs:
        t += x
    return t
def count(xs):
    c = 0
    for x in xs:
        c += 1
    return c
def keys(xs):
    c = 0
    for x in xs:
        c += 1
    return c
r, l, tp = range(20), list(range(20)), tuple(range(20))
s, d, st = "abcdefghijklmnopqrst", dict.fromkeys(range(20)), frozenset(range(20))
a = b = 0
for n in range(600):
    a += total(r) + total(l) + total(tp) + total(st)
    b += count(l) + count(r) + count(st) + keys(s) + keys(d) + keys(l)
print(a, b)
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "456000 72000\n", out)
	st := j.Stats()
	for _, h := range st.HotExits {
		switch {
		case h.Func == "keys" && h.Op == "FOR_ITER":
			require.Less(t, h.Count, int64(1500), "keys's loop exits per item: %+v", st.HotExits)
		case h.Func == "keys":
		case h.Op == "FOR_ITER" || h.Op == "GET_ITER":
			require.Less(t, h.Count, int64(300), "a loop over several kinds exits per call or per item: %+v", st.HotExits)
		}
	}
}

// The liveness model knows what MAKE_FUNCTION reads and writes, so a
// callee loaded before a generator expression or a lambda is still known
// at its call: len of a tuple made from a generator expression with a
// closure is the len intrinsic, not a call exit.
func TestCalleeKnownAcrossMakeFunction(t *testing.T) {
	src := `
def g(n, pool, idx):
    t = 0
    for i in range(n):
        t += len(tuple(pool[k] for k in idx))
    return t
print(g(20000, (5, 6, 7), [2, 0, 1]))
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "60000\n", out)
	st := j.Stats()
	require.Less(t, st.Exits["call"], int64(2*20000+500), "len's calls exit: %+v", st.HotExits)
}

// A short run of machine code after an instruction that exits keeps its
// code from its first native call on (here the len intrinsic after a dict
// display, which exits): the interpreter hands back to machine code at
// the call anyway, and the add after it does not exit again.
func TestShortRunKeepsCodeAfterNativeCall(t *testing.T) {
	src := `
def f(n):
    s = 0
    for i in range(n):
        s += len({i: 1})
    return s
print(f(5000))
`
	out, err, j := runPython(t, src, Options{Mode: "always"})
	require.NoError(t, err)
	require.Equal(t, "5000\n", out)
	st := j.Stats()
	require.Less(t, st.Exits["step:INPLACE_ADD"], int64(200), "the add after len exits: %+v", st.HotExits)
}

// A generator's code is compiled like a function's: its YIELDs exit as
// yields (yield_value: the exit loop suspends the frame itself), and each
// resumption from next() enters machine code again after the YIELD. A
// compiled for loop resumes it itself (for_gen): the YIELD goes back to
// the loop without an exit, and only the generator's end leaves its
// machine code.
func TestGeneratorsRunInMachineCode(t *testing.T) {
	src := `
def evens(n):
    i = 0
    while i < n:
        if i % 2 == 0:
            yield i
        i += 1
def looped():
    t = 0
    for _ in range(300):
        for v in evens(40):
            t += v
    return t
def nexted():
    t = 0
    for _ in range(300):
        g = evens(40)
        while (v := next(g, None)) is not None:
            t += v
    return t
print(looped(), nexted())
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "114000 114000\n", out)
	st := j.Stats()
	require.Positive(t, st.Functions+st.Loops, "evens was compiled")
	require.Greater(t, st.GenResumes, int64(5000), "looped resumes it in machine code")
	require.Less(t, st.GenTaken, int64(700), "where it yields without leaving machine code")
	require.Greater(t, st.Exits["yield"], int64(5000), "next() resumes it: its yields leave machine code as yields")
	require.Less(t, st.Exits["step:YIELD"], int64(100), "and not as steps")
	require.Greater(t, st.Enters, int64(5000), "its resumptions by next() enter machine code")
}

// -X jit-dump shows each exit's stackmap record beside its code.
func TestDumpShowsStackmaps(t *testing.T) {
	var dump strings.Builder
	_, err, _ := runPython(t, residentSrc, Options{Mode: "always", Dump: &dump})
	require.NoError(t, err)
	require.Regexp(t, `; stackmap \(guard exit at pc \d+\): r\d+=(regint48:)?(R8|R9|R10|DI)`, dump.String())
	dump.Reset()
	_, err, _ = runPython(t, floatSrc, Options{Mode: "on", Threshold: 2, Dump: &dump})
	require.NoError(t, err)
	require.Regexp(t, ` r\d+=xmm:X(8|9|10|11)`, dump.String(), "float residents are named by their XMM register")
}

// i += 1 and n - 3 with int operands add an immediate (add_int_k and
// sub_int_k): no tag check of the constant, no load of it from the frame,
// and inside a loop not even the constant's own load into its register.
func TestSmallConstantOperand(t *testing.T) {
	src := `
def f(n):
    i = 0
    s = 0
    while i < n:
        s = s - 3
        i += 1
    return i, s
print(f(1000), f(2**47 - 1 - 2**47 + 5))
`
	want, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	require.Equal(t, "(1000, -3000) (4, -12)\n", want)
	var dump strings.Builder
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2, Dump: &dump})
	require.NoError(t, err)
	require.Equal(t, want, out)
	require.Regexp(t, `ADDQ \$0x10000, (R8|R9|R10|DI)\n`, dump.String(), "i += 1 adds 1<<16 to the shifted int in its register (add_k_R)")
	require.Regexp(t, `SUBQ \$0x10000, (R8|R9|R10|DI)\n`, dump.String(), "and its overflow exit takes it back (sub_k_R)")
	// Inside the loop the constants' own loads are gone: the exits of the
	// add and the subtract say the constant instead.
	require.Equal(t, 2, j.Stats().ElidedConsts)
	require.Regexp(t, `r\d+=const:0xfff9000000000001`, dump.String())
	require.NotContains(t, dump.String(), "MOVQ $0xfff9000000000001, AX")
	// (testdata/jit_add_const.py overflows those adds in every tier, so
	// the records are used, and checked under jit-verify-stackmaps.)
	require.Regexp(t, `SUBQ \$0x30000, (R8|R9|R10|DI)\n`, dump.String(), "s - 3 subtracts 3<<16")
	// The loop test's bool is a temporary no one reads after the branch:
	// the fused compare jumps on the flags (lt_int_j, here on i and n in
	// their registers: cmp_R_S and j_ge) and makes no bool.
	require.NotContains(t, dump.String(), "SETL")
	require.Regexp(t, `CMPQ (R8|R9|R10|DI), (R8|R9|R10|DI)\n\s+\S+\s+JGE `, dump.String())
}

const intSrc = `
def f(n, k):
    total = 0
    i = 0
    while i < n:
        total += i * i % 7
        if i == k:
            total = total * 2**40  # leaves the small-int range
        i += 1
    return total, i
print(f(1000, -1))
print(f(1000, 500))
`

// A loop's counter, bound and accumulator live in machine registers as
// unboxed ints (RegInt48 in the stackmap); when one stops being a small
// int, the fills that would reload it fail and the interpreter runs to
// the loop's head instead of failing again at every instruction.
func TestIntResidents(t *testing.T) {
	want, err, _ := runPython(t, intSrc, Options{Mode: "off"})
	require.NoError(t, err)
	require.Equal(t, "(2001, 1000)\n(1100611139404776, 1000)\n", want)
	for name, opts := range map[string]Options{"threshold-2": {Mode: "on", Threshold: 2},
		"deopt-stress": {Mode: "on", Threshold: 2, DeoptStress: true},
		"verify":       {Mode: "on", Threshold: 2, VerifyStackmaps: true},
		"no-residents": {Mode: "on", Threshold: 2, NoResidents: true}} {
		t.Run(name, func(t *testing.T) {
			var dump strings.Builder
			opts.Dump = &dump
			out, err, j := runPython(t, intSrc, opts)
			require.NoError(t, err)
			require.Equal(t, want, out)
			s := j.Stats()
			if opts.NoResidents {
				require.Zero(t, s.IntResidents)
				return
			}
			require.GreaterOrEqual(t, s.IntResidents, 3, "total, i and n are int residents")
			require.Contains(t, dump.String(), "regint48:")
			require.Contains(t, dump.String(), "IMULQ AX, AX", "i * i % 7 squares one register (sq_mod_int_k_i)")
			require.Regexp(t, `CMPQ (R8|R9|R10|DI), (R8|R9|R10|DI)\n`, dump.String(), "i < n compares two registers (cmp_R_S)")
			if opts.VerifyStackmaps {
				// Results go to their slots too: no in-place add.
				require.Regexp(t, `ADDQ (R8|R9|R10|DI), AX\n`, dump.String(), "total += ... adds a register (add_ax_S)")
				require.Positive(t, s.Verified)
			} else {
				require.Regexp(t, `ADDQ (R8|R9|R10|DI), (R8|R9|R10|DI)\n`, dump.String(), "total += ... adds a register to a register (add_R_S)")
				require.Regexp(t, `SUBQ (R8|R9|R10|DI), (R8|R9|R10|DI)\n`, dump.String(), "and its overflow exit takes it back (sub_R_S)")
				require.NotRegexp(t, `ADDQ (R8|R9|R10|DI), AX\n`, dump.String(), "no add through AX is left")
			}
			if !opts.DeoptStress {
				// About one exit per iteration after total grows (until
				// the loop is recompiled), not one per instruction.
				require.Less(t, s.Enters, int64(700))
			}
		})
	}
}

// absSrc computes abs of complex numbers whose parts span every exponent
// range the hypot kernel distinguishes (tiny, scaled, normal, huge,
// negligible against each other, signed zeros, infinities, NaNs), each in
// a loop that keeps it in a register pair.
const absSrc = `
import math, random
random.seed(7)
def parts():
    e = random.choice([-1074, -1022, -600, -540, -511, -510, -300, -60, -30, -1, 0, 1, 30, 60, 300, 510, 511, 512, 600, 1023])
    m = random.random() * random.choice([1, -1])
    x = math.ldexp(m, min(1023, e + random.randint(-3, 3)))
    return random.choice([x, x, x, x, 0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, 3.0])
def absloop(z, n, one=1 + 0j):
    s = 0.0
    for i in range(n):
        w = z * one
        s = abs(w)
    return s
out = []
for k in range(3000):
    z = complex(parts(), parts())
    try:
        out.append(absloop(z, 3).hex())
    except OverflowError:
        out.append("overflow")
print(len(out), hash(tuple(out)))
print(out[:40])
`

// Complex numbers live in XMM register pairs inside loops, abs of them is
// computed there bit for bit as the interpreter does, and every exit
// describes them as virtual objects that deopt allocates.
func TestComplexResidents(t *testing.T) {
	want, err, _ := runPython(t, absSrc, Options{Mode: "off"})
	require.NoError(t, err)
	for name, opts := range map[string]Options{"threshold-2": {Mode: "on", Threshold: 2}, "always": {Mode: "always"},
		"deopt-stress": {Mode: "on", Threshold: 2, DeoptStress: true}, "verify": {Mode: "on", Threshold: 2, VerifyStackmaps: true}} {
		t.Run(name, func(t *testing.T) {
			out, err, j := runPython(t, absSrc, opts)
			require.NoError(t, err)
			require.Equal(t, want, out)
			s := j.Stats()
			require.Positive(t, s.ComplexResidents)
			if opts.VerifyStackmaps {
				require.Positive(t, s.Verified, "exits were checked")
			}
		})
	}
}

// abs(x) of a float or an int in a loop makes no complex resident of x
// (whose fill would fail at every entry to the loop, which then exited at
// every iteration); in code that does complex arithmetic, abs(z) of a
// complex still computes in place.
func TestAbsOfRealsMakesNoComplexResident(t *testing.T) {
	src := `
def f(n, x):
    t = 0.0
    for i in range(n):
        t += abs(x)
    return t
def g(n, c):
    z = 0
    for i in range(n):
        z = z * z + c
        if abs(z) > 4:
            break
    return i
f(2000, -1.5)
k = 0
for v in range(60):
    for u in range(60):
        k += g(32, complex(v / 20 - 2.3, u / 20 - 1.2))
print(f(100000, -1.5), f(100000, -3), k)
`
	out, err, j := runPython(t, src, Options{Mode: "on"})
	require.NoError(t, err)
	require.Equal(t, "150000.0 300000.0 32111\n", out)
	st := j.Stats()
	for _, h := range st.HotExits {
		if h.Func == "f" || h.Func == "g" && h.Op != "FOR_ITER" {
			require.Less(t, h.Count, int64(1000), "a loop exits at every iteration: %+v", st.HotExits)
		}
	}
	require.Positive(t, st.ComplexResidents, "g's z, an int when the unit is compiled, is a complex resident")
}

// complexBreakSrc keeps z in a register pair and leaves its loop by a
// break with z live (spill_ck boxes it).
const complexBreakSrc = `
def f(c, n):
    z = 0j
    for i in range(n):
        z = z * z + c
        if abs(z) > 4:
            break
    return z
for k in range(50):
    f(0.3 + 0.5j, 100)
print(f(0.3 + 0.5j, 100), f(1 + 1j, 100))
`

// A record names a complex resident as a virtual complex whose fields are
// its XMM pair.
func TestComplexResidentRecords(t *testing.T) {
	src := complexBreakSrc
	var saw bool
	corruptStackmap = func(recs []frames.Record) {
		for _, r := range recs {
			for _, l := range r.Locs {
				if l.Kind == frames.Virtual {
					v := r.Virtuals[l.Bits]
					require.Len(t, v.Fields, 2)
					require.Equal(t, frames.XmmFloat, v.Fields[0].Kind)
					saw = true
				}
			}
		}
	}
	defer func() { corruptStackmap = nil }()
	want, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	require.True(t, saw, "no record described a complex resident")
	require.Positive(t, j.Stats().PoolRefills, "the break boxed z from the complex pool")
	corruptStackmap = nil
	var dump strings.Builder
	_, err, _ = runPython(t, src, Options{Mode: "on", Threshold: 2, Dump: &dump})
	require.NoError(t, err)
	require.Regexp(t, ` r\d+=virtual:complex\(X5,X6\)`, dump.String(), "the dump names a virtual complex's registers")
}

// With VerifyStackmaps a complex resident's slot holds a copy of its
// value, and a record naming the wrong registers for it is caught.
func TestVerifyChecksVirtualComplex(t *testing.T) {
	src := complexBreakSrc
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2, VerifyStackmaps: true})
	require.NoError(t, err)
	want, _, _ := runPython(t, src, Options{Mode: "off"})
	require.Equal(t, want, out)
	require.Positive(t, j.Stats().Verified)
	corruptStackmap = func(recs []frames.Record) {
		for _, r := range recs {
			for i := range r.Virtuals {
				f := r.Virtuals[i].Fields
				f[0].Reg, f[1].Reg = f[1].Reg, f[0].Reg // real and imaginary swapped
			}
		}
	}
	defer func() { corruptStackmap = nil }()
	_, err, _ = runPython(t, src, Options{Mode: "on", Threshold: 2, VerifyStackmaps: true})
	require.ErrorContains(t, err, "gives register")
}
