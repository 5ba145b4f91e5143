//go:build linux && amd64

package tier

import (
	"bufio"
	"bytes"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/compiler"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/stencils"
	"github.com/stretchr/testify/require"
)

// pyEnv is a fresh VM with an interpreter and (unless the mode is "off")
// the JIT installed; stdout and stderr go to out.
type pyEnv struct {
	vm  *rt.VM
	in  *interp.Interp
	jit *JIT
	out *bytes.Buffer
}

// newPyEnv sets up a VM with the JIT in opts. The JIT's memory is freed
// when the test ends.
func newPyEnv(t testing.TB, opts Options) *pyEnv {
	t.Helper()
	vm := rt.NewVM()
	out := new(bytes.Buffer)
	vm.Stdout = out
	vm.Stderr = out
	in := interp.New(vm)
	j, err := Install(in, vm, opts)
	require.NoError(t, err)
	if opts.Mode != "off" {
		require.NotNil(t, j, "Install returned no JIT in mode %q", opts.Mode)
		t.Cleanup(func() { j.Close() })
	}
	return &pyEnv{vm: vm, in: in, jit: j, out: out}
}

// runPython runs src as __main__ in a fresh VM with the JIT configured by
// opts and returns what it printed, the error it ended with and the JIT
// (nil in mode "off").
func runPython(t testing.TB, src string, opts Options) (string, error, *JIT) {
	t.Helper()
	e := newPyEnv(t, opts)
	err := e.in.RunMain("<test>", []byte(src))
	return e.out.String(), err, e.jit
}

// excName returns the class name of the Python exception err carries, or
// "" when err is not one.
func excName(err error) string {
	exc := rt.AsException(err)
	if exc == nil {
		return ""
	}
	return exc.Class().Name
}

// pointerAt turns an address inside a live Go object (such as the
// addresses the runtime hands to machine code) back into a pointer.
// Reinterpreting the word, rather than converting a uintptr, keeps vet and
// -race's pointer checks quiet; the caller keeps the object alive.
func pointerAt(addr uintptr) unsafe.Pointer {
	return *(*unsafe.Pointer)(unsafe.Pointer(&addr))
}

// ---- 2. magic division ----

func TestMagicDivisor(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var ds []uint64
	for d := uint64(2); d <= 1000; d++ {
		ds = append(ds, d)
	}
	for k := 10; k <= 46; k++ {
		p := uint64(1) << k
		ds = append(ds, p-1, p, p+1)
	}
	ds = append(ds, 1<<47-1, 1<<47-2, 1000000007, 998244353, 3*(1<<44), 7<<40|1)
	for i := 0; i < 300; i++ {
		ds = append(ds, 2+r.Uint64N(1<<47-2))
		ds = append(ds, 2+r.Uint64N(1<<20))
	}
	const top = 1<<63 - 1
	checks := 0
	for _, d := range ds {
		m, s := magicDivisor(d)
		xs := []uint64{0, 1, 2, d - 1, d, d + 1, 2*d - 1, 2 * d, 2*d + 1, 1<<47 - 1, 1 << 47, top, top - 1,
			top - top%d, top - top%d - 1, (top / d) * d, 1 << 62, 1<<62 - 1}
		for k := uint64(3); k < 1<<62/d; k = k*5 + 1 {
			xs = append(xs, k*d-1, k*d, k*d+1)
		}
		for i := 0; i < 40; i++ {
			xs = append(xs, r.Uint64N(1<<63), r.Uint64N(1<<48), r.Uint64N(1<<20))
		}
		for _, x := range xs {
			if x > top {
				continue
			}
			hi, _ := bits.Mul64(x, m)
			if got, want := hi>>s, x/d; got != want {
				t.Fatalf("magicDivisor(%d) = m %#x, s %d: %d / %d gives %d, want %d", d, m, s, x, d, got, want)
			}
			checks++
		}
	}
	t.Logf("%d divisors, %d quotients checked", len(ds), checks)
}

// ---- 3. liveness ----

// compileFunc compiles src and returns the code of the function called name
// (searched through nested code constants).
func compileFunc(t *testing.T, src, name string) *bytecode.Code {
	t.Helper()
	mod, err := compiler.CompileSource("<liveness>", []byte(src), "exec")
	require.NoError(t, err)
	var find func(c *bytecode.Code) *bytecode.Code
	find = func(c *bytecode.Code) *bytecode.Code {
		for _, k := range c.Consts {
			if cc, ok := k.(*bytecode.Code); ok {
				if cc.Name == name {
					return cc
				}
				if r := find(cc); r != nil {
					return r
				}
			}
		}
		return nil
	}
	c := find(mod)
	require.NotNil(t, c, "no code object %s in\n%s", name, mod.Disassemble())
	return c
}

// findMulMod returns the index of the MUL of a "MUL; LOAD_CONST; MOD" sequence.
func findMulMod(t *testing.T, c *bytecode.Code) int {
	t.Helper()
	ins := c.Instrs
	for pc := 0; pc+2 < len(ins); pc++ {
		if (ins[pc].Op == bytecode.MUL || ins[pc].Op == bytecode.INPLACE_MUL) && ins[pc+1].Op == bytecode.LOAD_CONST &&
			(ins[pc+2].Op == bytecode.MOD || ins[pc+2].Op == bytecode.INPLACE_MOD) {
			return pc
		}
	}
	t.Fatalf("no MUL; LOAD_CONST; MOD in\n%s", c.Disassemble())
	return -1
}

func TestDeadAfter(t *testing.T) {
	src := `
def temp(n):
    s = 0
    for i in range(n):
        s += i * i % 7
    return s

def local(n):
    s = 0
    for i in range(n):
        t = i * i
        s += t % 7 + t
    return s

`
	t.Run("temp of i*i%7 in a loop", func(t *testing.T) {
		c := compileFunc(t, src, "temp")
		pc := findMulMod(t, c)
		mul, mod := c.Instrs[pc], c.Instrs[pc+2]
		require.GreaterOrEqual(t, int(mul.A), c.NLocals, "the product should be a temporary:\n%s", c.Disassemble())
		require.Equal(t, mul.A, mod.B)
		// After the MOD, the product is overwritten (next iteration's
		// MUL) or the frame returns before anything reads it.
		require.True(t, deadAfter(c, pc+2, mul.A), "product register r%d after MOD at %d:\n%s", mul.A, pc+2, c.Disassemble())
		// Right after the MUL, the MOD reads it.
		require.False(t, deadAfter(c, pc, mul.A), "product register r%d after MUL at %d", mul.A, pc)
		// The MOD's result is read by the INPLACE_ADD that follows.
		require.False(t, deadAfter(c, pc+2, mod.A), "MOD result r%d is read by the add", mod.A)
	})
	t.Run("local variable", func(t *testing.T) {
		c := compileFunc(t, src, "local")
		pc := findMulMod(t, c)
		r := c.Instrs[pc].A
		require.Less(t, int(r), c.NLocals, "t should be a local:\n%s", c.Disassemble())
		require.False(t, deadAfter(c, pc+2, r), "a local is never dead (introspection sees it)")
		// Every local, whatever the flow.
		for pc := range c.Instrs {
			for l := 0; l < c.NLocals; l++ {
				require.False(t, deadAfter(c, pc, int32(l)))
			}
		}
	})
	// Hand-built code: r0, r1 are locals; r2.. temporaries.
	hand := func(exc []bytecode.ExcEntry, ins ...bytecode.Instr) *bytecode.Code {
		return &bytecode.Code{Name: "hand", Instrs: ins, NLocals: 2, VarNames: []string{"a", "b"}, NRegs: 6, ExcTable: exc}
	}
	I := func(op bytecode.Opcode, a, b, c int32) bytecode.Instr {
		return bytecode.Instr{Op: op, A: a, B: b, C: c}
	}
	body := []bytecode.Instr{
		I(bytecode.MUL, 2, 0, 1),        // 0: r2 = a * b
		I(bytecode.LOAD_CONST, 3, 0, 0), // 1: r3 = k
		I(bytecode.MOD, 4, 2, 3),        // 2: r4 = r2 % r3
		I(bytecode.LOAD_CONST, 2, 0, 0), // 3: r2 = k (overwrites the product)
		I(bytecode.RETURN, 4, 0, 0),     // 4
		I(bytecode.RETURN, 2, 0, 0),     // 5: a handler that reads r2
	}
	// with puts in between the MOD that reads r2 and the load that
	// overwrites it.
	with := func(in bytecode.Instr) *bytecode.Code {
		return hand(nil, body[0], body[1], body[2], in, body[3], body[4])
	}
	t.Run("overwritten before any read", func(t *testing.T) {
		c := hand(nil, body...)
		require.True(t, deadAfter(c, 2, 2))
		require.False(t, deadAfter(c, 0, 2), "the MOD reads r2")
		require.False(t, deadAfter(c, 2, 4), "the RETURN reads r4")
		require.True(t, deadAfter(c, 2, 5), "r5 is never read")
	})
	t.Run("read by the handler of the overwrite", func(t *testing.T) {
		// An exception raised by instruction 3 reaches the handler with
		// r2 still holding the product.
		c := hand([]bytecode.ExcEntry{{Start: 3, End: 4, Target: 5, Reg: 5}}, body...)
		require.False(t, deadAfter(c, 2, 2))
	})
	t.Run("read by the handler of a later instruction", func(t *testing.T) {
		c := hand([]bytecode.ExcEntry{{Start: 4, End: 5, Target: 6, Reg: 5}},
			body[0], body[1], body[2],
			I(bytecode.NOP, 0, 0, 0),    // 3
			I(bytecode.ADD, 5, 4, 4),    // 4: may raise into the handler
			I(bytecode.RETURN, 5, 0, 0), // 5
			I(bytecode.RETURN, 2, 0, 0), // 6: the handler reads r2
		)
		require.False(t, deadAfter(c, 2, 2))
		c.ExcTable = nil
		require.True(t, deadAfter(c, 2, 2))
	})
	t.Run("unmodelled instruction is conservative", func(t *testing.T) {
		c := with(I(bytecode.DICT_UPDATE, 5, 2, 0))
		require.False(t, deadAfter(c, 2, 2), "DICT_UPDATE reads r2 (and is not modelled)")
		c = with(I(bytecode.DICT_UPDATE, 5, 4, 0))
		require.False(t, deadAfter(c, 2, 2), "an unmodelled instruction counts as reading every register")
	})
	t.Run("displays and formatting", func(t *testing.T) {
		c := with(I(bytecode.BUILD_DICT, 5, 1, 1))
		require.False(t, deadAfter(c, 2, 2), "BUILD_DICT r5 = {r1: r2} reads r2")
		c = with(I(bytecode.BUILD_DICT, 5, 3, 1))
		require.True(t, deadAfter(c, 2, 2), "BUILD_DICT r5 = {r3: r4} does not read r2")
		c = with(I(bytecode.BUILD_STRING, 5, 3, 2))
		require.True(t, deadAfter(c, 2, 2), "BUILD_STRING r5 = r3 + r4 does not read r2")
		c = with(I(bytecode.FORMAT_VALUE, 5, 1, 4))
		require.False(t, deadAfter(c, 2, 2), "FORMAT_VALUE of r1 with the spec in r2 reads r2")
		c = with(I(bytecode.FORMAT_VALUE, 5, 1, 0))
		require.True(t, deadAfter(c, 2, 2), "FORMAT_VALUE of r1 without a spec does not read r2")
	})
	t.Run("closures", func(t *testing.T) {
		c := with(I(bytecode.MAKE_FUNCTION, 0, 0, 4))
		require.False(t, deadAfter(c, 2, 2), "MAKE_FUNCTION r0 with a closure tuple in r2 reads r2")
		c = with(I(bytecode.MAKE_FUNCTION, 0, 0, 2))
		require.True(t, deadAfter(c, 2, 2), "MAKE_FUNCTION r0 with kw-defaults reads r0 and r1 only")
		c = with(I(bytecode.MAKE_FUNCTION, 5, 0, 0))
		require.True(t, deadAfter(c, 2, 2), "MAKE_FUNCTION r5 of no inputs reads nothing")
	})
	t.Run("element runs", func(t *testing.T) {
		c := with(I(bytecode.BUILD_TUPLE, 5, 1, 2))
		require.False(t, deadAfter(c, 2, 2), "BUILD_TUPLE r5 = (r1, r2) reads r2")
		c = with(I(bytecode.BUILD_LIST, 5, 3, 2))
		require.True(t, deadAfter(c, 2, 2), "BUILD_LIST r5 = [r3, r4] does not read r2, which is then overwritten")
		c = hand(nil, body[0], body[1], body[2], I(bytecode.BUILD_SET, 2, 3, 1), body[4])
		require.True(t, deadAfter(c, 2, 2), "BUILD_SET overwrites r2 without reading it")
	})
	t.Run("loop back to a read", func(t *testing.T) {
		c := hand(nil,
			I(bytecode.MUL, 2, 0, 1),           // 0
			I(bytecode.LOAD_CONST, 3, 0, 0),    // 1
			I(bytecode.MOD, 4, 2, 3),           // 2
			I(bytecode.JUMP_IF_FALSE, 4, 6, 0), // 3
			I(bytecode.ADD, 5, 2, 4),           // 4: reads r2 on this path only
			I(bytecode.JUMP, 0, 0, 0),          // 5
			I(bytecode.RETURN, 4, 0, 0),        // 6
		)
		require.False(t, deadAfter(c, 2, 2))
		require.True(t, deadAfter(c, 4, 2), "after the ADD, the loop rewrites r2 at instruction 0 first")
	})
}

// deadAfter asks the compiler's liveness whether r is dead after pc.
func deadAfter(c *bytecode.Code, pc int, r int32) bool {
	var lv liveness
	lv.compute(c)
	return lv.deadAfter(pc, r)
}

// excEntryOf returns the exception table entry that covers p, or nil
// (a linear search: the tests' own, independent of liveness.handler).
func excEntryOf(code *bytecode.Code, p int) *bytecode.ExcEntry {
	for i := range code.ExcTable {
		if e := &code.ExcTable[i]; int(e.Start) <= p && p < int(e.End) {
			return e
		}
	}
	return nil
}

// readsFirst reports whether some path from the instructions in work
// (themselves included) reads r before writing it, searching the paths
// one register at a time. An instruction that writes r still reaches its
// exception handler with r live, unless the handler receives the
// exception in r. It shares only regUse with liveness, so it checks the
// fixed point: its sets, handler edges and iteration.
func readsFirst(code *bytecode.Code, work []int, r int32) bool {
	ins := code.Instrs
	seen := make([]bool, len(ins))
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		if p < 0 || p >= len(ins) || seen[p] {
			continue
		}
		seen[p] = true
		reads, writes, known := regUse(ins[p], r)
		if !known || reads {
			return true
		}
		if !writes && ins[p].Op != bytecode.RETURN {
			work = normalSuccessors(code, p, work)
		}
		if e := excEntryOf(code, p); e != nil && e.Reg != r {
			work = append(work, int(e.Target))
		}
	}
	return false
}

// deadAfterWalk answers deadAfter's question by searching the paths: r
// is dead after pc when no path from pc's successors reads it first.
func deadAfterWalk(code *bytecode.Code, pc int, r int32) bool {
	if int(r) < code.NLocals+len(code.CellVars)+len(code.FreeVars) {
		return false
	}
	work := normalSuccessors(code, pc, nil)
	if e := excEntryOf(code, pc); e != nil && e.Reg != r {
		work = append(work, int(e.Target))
	}
	return !readsFirst(code, work, r)
}

// readsFirstWalk answers progLive's question by searching the paths.
func readsFirstWalk(code *bytecode.Code, pc int, r int32) bool {
	return readsFirst(code, []int{pc}, r)
}

// The fixed point answers for every point at once what a search of the
// paths answers for one: checked on every register at every instruction
// of every code object of the jit and introspection testdata programs
// (loops, handlers, comprehensions, generators), and through mask, which
// regions use.
func TestLivenessAgreesWithWalk(t *testing.T) {
	progs, err := filepath.Glob(filepath.Join("..", "..", "..", "testdata", "jit_*.py"))
	require.NoError(t, err)
	intro, _ := filepath.Glob(filepath.Join("..", "..", "..", "testdata", "introspect_*.py"))
	progs = append(progs, intro...)
	require.NotEmpty(t, progs)
	var codes []*bytecode.Code
	var walk func(c *bytecode.Code)
	walk = func(c *bytecode.Code) {
		codes = append(codes, c)
		for _, k := range c.Consts {
			if cc, ok := k.(*bytecode.Code); ok {
				walk(cc)
			}
		}
	}
	for _, p := range progs {
		src, err := os.ReadFile(p)
		require.NoError(t, err)
		mod, err := compiler.CompileSource(p, src, "exec")
		require.NoError(t, err)
		walk(mod)
	}
	// A function of more than 64 registers (several words per set), with
	// a loop, a handler and locals assigned late.
	var wideSrc strings.Builder
	wideSrc.WriteString("def wide(n):\n    t = 0\n")
	for k := range 70 {
		fmt.Fprintf(&wideSrc, "    v%d = n + %d\n", k, k)
	}
	wideSrc.WriteString("    for i in range(n):\n        try:\n")
	for k := range 70 {
		fmt.Fprintf(&wideSrc, "            t += v%d * i\n", k)
	}
	wideSrc.WriteString("            late = t\n        except ValueError as e:\n            t -= v3\n    return t + v69\n")
	mod, err := compiler.CompileSource("wide.py", []byte(wideSrc.String()), "exec")
	require.NoError(t, err)
	walk(mod)
	checked, dead, wide := 0, 0, 0
	var lv liveness // reused, as the compiler reuses it
	for _, c := range codes {
		lv.compute(c)
		if c.NRegs > 64 {
			wide++
		}
		for base := int32(0); base < int32(c.NRegs); base += 16 {
			regs := []int32{-1}
			for r := base; r < min(base+15, int32(c.NRegs)); r++ {
				regs = append(regs, r)
			}
			m := lv.mask(regs)
			for pc := range c.Instrs {
				require.Zero(t, m[pc]&1, "-1 names no register")
				for k, r := range regs[1:] {
					require.Equal(t, lv.live(pc, r), m[pc]&(2<<k) != 0)
					if lv.progLive(pc, r) != readsFirstWalk(c, pc, r) {
						t.Fatalf("%s: r%d at pc %d: progLive says %v, the walk the opposite:\n%s", c.Qualname, r, pc, lv.progLive(pc, r), c.Disassemble())
					}
					if int(r) < c.NLocals+len(c.CellVars)+len(c.FreeVars) {
						// Visible to introspection: never dead, always live.
						require.False(t, lv.deadAfter(pc, r))
						require.True(t, lv.live(pc, r), "%s: local r%d at pc %d", c.Qualname, r, pc)
						continue
					}
					d := lv.deadAfter(pc, r)
					if d != deadAfterWalk(c, pc, r) {
						t.Fatalf("%s: r%d after pc %d: liveness says dead=%v, the walk the opposite:\n%s", c.Qualname, r, pc, d, c.Disassemble())
					}
					checked++
					if d {
						dead++
					}
				}
			}
		}
	}
	require.Positive(t, dead, "some temporaries are dead somewhere")
	require.Positive(t, wide, "a code object of several words per set")
	t.Logf("%d code objects (%d with more than 64 registers), %d register-instruction pairs, %d dead", len(codes), wide, checked, dead)
}

// ---- 4. compiled code gives the interpreter's (and CPython's) answers ----

// The expected outputs were produced by CPython 3.13.0.
var compiledPrograms = []struct {
	name, src, want string
}{
	{"int48 boundary", `
def add_loop(x, d, k):
    for _ in range(k):
        x = x + d
    return x

def sub_loop(x, d, k):
    for _ in range(k):
        x = x - d
    return x

def mul_loop(x, m, k):
    for _ in range(k):
        x = x * m
    return x

def neg_loop(x, k):
    for _ in range(k):
        x = -x
    return x

def accum(n):
    s = 0
    i = 0
    while i < n:
        s += i * 1000003
        i += 1
    return s

def sum_range(a, b):
    s = 0
    for i in range(a, b):
        s = s + i
    return s

print(accum(20000))
print([add_loop(2**47 - 3, 1, k) for k in range(6)])
print([sub_loop(-(2**47) + 2, 1, k) for k in range(6)])
print(add_loop(0, 2**46, 5), sub_loop(0, 2**46, 5), add_loop(2**47 - 1, -1, 3), add_loop(2**47, -1, 2))
print(mul_loop(1, 3, 45), mul_loop(1, -7, 23), mul_loop(1, 2, 64), mul_loop(1, 2, 47), mul_loop(-1, 2, 47), mul_loop(-1, 2, 48))
print(mul_loop(1 << 20, 1 << 20, 3) - (1 << 80), mul_loop(2**62, 2, 1), mul_loop(2**63, -1, 1), mul_loop(-(2**47), -1, 1))
print([neg_loop(v, 1) for v in [5, -(2**47), 2**47 - 1, -(2**47) + 1, 0, 2**47]])
print(sum_range(2**47 - 3, 2**47 + 3), sum_range(-5, 5), sum_range(10**6, 10**6 + 1000))
`, `199990599970000
[140737488355325, 140737488355326, 140737488355327, 140737488355328, 140737488355329, 140737488355330]
[-140737488355326, -140737488355327, -140737488355328, -140737488355329, -140737488355330, -140737488355331]
351843720888320 -351843720888320 140737488355324 140737488355326
2954312706550833698643 -27368747340080916343 18446744073709551616 140737488355328 -140737488355328 -281474976710656
0 9223372036854775808 -9223372036854775808 140737488355328
[-5, 140737488355328, -140737488355327, 140737488355327, 0, -140737488355328]
844424930131965 -5 1000499500
`},
	{"floats", `
def cmp6(a, b):
    r = 0
    if a < b:
        r += 1
    if a <= b:
        r += 2
    if a == b:
        r += 4
    if a != b:
        r += 8
    if a > b:
        r += 16
    if a >= b:
        r += 32
    return r

def arith(a, b):
    x = a + b
    y = a - b
    z = a * b
    w = x * y - z
    v = x + y + z
    return x, y, z, w, v

def mixed(n):
    x = 0
    for i in range(n):
        x = x + i * 0.5
        x = x - 1
        x = 3 * x / 4
    return x

def div_loop(a, v, k):
    r = 0.0
    for _ in range(k):
        try:
            r = a / v
            r = r + 1.0
            r = r * 2.0
            r = r - 2.0
        except ZeroDivisionError as e:
            r = 'ZDE:' + str(e)
    return r

nan = float('nan')
inf = float('inf')
vals = [-0.0, 0.0, 1.5, -2.0, inf, -inf, nan]
print([cmp6(a, b) for a in vals for b in vals])
print([cmp6(a, b) for a in [nan, 1, 1.0, 0, -0.0] for b in [1, nan, 0.0, 2]])
print(' '.join(repr(t) for a in [-0.0, 0.0, 1.5, inf, -inf] for b in [-0.0, 0.0, 1.5, inf, -inf] for t in arith(a, b)))
print(arith(0, -0.0), arith(-0.0, 0), arith(3, 0.25), arith(2**47 - 1, 2.0), arith(7, 3))
print(mixed(1000), mixed(1), mixed(0))
print([div_loop(1.0, v, 3) for v in [2, 0.5, 0.0, -0.0, 0, 4.0, -8, inf, nan]])
print([div_loop(a, 0, 2) for a in [1, 1.0, -0.0, 0]])
print(nan < 1, nan != nan, nan == nan, nan > 1.0, nan <= nan, 1.0 >= nan)
`, `[38, 38, 11, 56, 11, 56, 8, 38, 38, 11, 56, 11, 56, 8, 56, 56, 38, 56, 11, 56, 8, 11, 11, 11, 38, 11, 56, 8, 56, 56, 56, 56, 38, 56, 8, 11, 11, 11, 11, 11, 38, 8, 8, 8, 8, 8, 8, 8, 8]
[8, 8, 8, 8, 38, 8, 56, 11, 38, 8, 56, 11, 11, 8, 38, 11, 11, 8, 38, 11]
-0.0 0.0 0.0 -0.0 0.0 0.0 -0.0 -0.0 0.0 0.0 1.5 -1.5 -0.0 -2.25 0.0 inf -inf nan nan nan -inf inf nan nan nan 0.0 0.0 -0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 1.5 -1.5 0.0 -2.25 0.0 inf -inf nan nan nan -inf inf nan nan nan 1.5 1.5 -0.0 2.25 3.0 1.5 1.5 0.0 2.25 3.0 3.0 0.0 2.25 -2.25 5.25 inf -inf inf -inf nan -inf inf -inf nan nan inf inf nan nan nan inf inf nan nan nan inf inf inf nan inf inf nan inf nan nan nan inf -inf nan nan -inf -inf nan nan nan -inf -inf nan nan nan -inf -inf -inf inf -inf nan -inf -inf nan nan -inf nan inf nan nan
(0.0, 0.0, -0.0, 0.0, 0.0) (0.0, -0.0, -0.0, 0.0, 0.0) (3.25, 2.75, 0.75, 8.1875, 6.75) (140737488355329.0, 140737488355325.0, 281474976710654.0, 1.9807040628565521e+28, 562949953421308.0) (10, 4, 21, 19, 35)
1491.0 -0.75 0
[1.0, 4.0, 'ZDE:float division by zero', 'ZDE:float division by zero', 'ZDE:float division by zero', 0.5, -0.25, 0.0, nan]
['ZDE:division by zero', 'ZDE:float division by zero', 'ZDE:float division by zero', 'ZDE:division by zero']
False True False False False False
`},
	{"floor division and modulo", `
def fdm(a, b, k):
    q = r = None
    for _ in range(k):
        q = a // b
        r = a % b
    return q, r

def kdm(a, k):
    for _ in range(k):
        q7 = a // 7
        r7 = a % 7
        r1000 = a % 1000
        q2 = a // 2
        rm7 = a % -7
        qm7 = a // -7
        q1 = a // 1
        r1 = a % 1
    return q7, r7, r1000, q2, rm7, qm7, q1, r1

def mulmod(a, b, k):
    s = 0
    for _ in range(k):
        s += a * b % 1000000007
    return s

def safe(f, *args):
    try:
        return f(*args)
    except ZeroDivisionError as e:
        return 'ZDE:' + str(e)

pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (0, -3), (2**47 - 1, 3), (-(2**47), 3), (-(2**47), -1), (2**47 - 1, -(2**47)), (10**20, 7), (-10**20, -7), (5, 2**70), (-5, 2**70), (5, 0), (-5, 0), (2**40 + 5, 2**20 + 3), (-(2**40) - 5, 2**20 + 3), (1, 1), (-1, 1)]
print([safe(fdm, a, b, 2) for a, b in pairs])
print([kdm(a, 2) for a in [0, 1, 6, 7, 8, -1, -6, -7, -8, 2**47 - 1, -(2**47), 123456789012345, -123456789012345, 2**63, -2**63 - 1]])
mv = [0, 1, -1, 2**47 - 1, -(2**47), 123456789, -987654321, 2**40 + 3, 2**62, -2**63, 3037000499, -3037000500]
print([mulmod(a, b, 2) for a in mv for b in mv])
`, `[(3, 1), (-4, 1), (-4, -1), (3, -1), (0, 0), (0, 0), (46912496118442, 1), (-46912496118443, 1), (140737488355328, 0), (-1, -1), (14285714285714285714, 2), (14285714285714285714, -2), (0, 5), (-1, 1180591620717411303419), 'ZDE:integer division or modulo by zero', 'ZDE:integer division or modulo by zero', (1048573, 14), (-1048574, 1048565), (1, 0), (-1, 0)]
[(0, 0, 0, 0, 0, 0, 0, 0), (0, 1, 1, 0, -6, -1, 1, 0), (0, 6, 6, 3, -1, -1, 6, 0), (1, 0, 7, 3, 0, -1, 7, 0), (1, 1, 8, 4, -6, -2, 8, 0), (-1, 6, 999, -1, -1, 0, -1, 0), (-1, 1, 994, -3, -6, 0, -6, 0), (-1, 0, 993, -4, 0, 1, -7, 0), (-2, 6, 992, -4, -1, 1, -8, 0), (20105355479332, 3, 327, 70368744177663, -4, -20105355479333, 140737488355327, 0), (-20105355479333, 3, 672, -70368744177664, -4, 20105355479332, -140737488355328, 0), (17636684144620, 5, 345, 61728394506172, -2, -17636684144621, 123456789012345, 0), (-17636684144621, 2, 655, -61728394506173, -5, 17636684144620, -123456789012345, 0), (1317624576693539401, 1, 808, 4611686018427387904, -6, -1317624576693539402, 9223372036854775808, 0), (-1317624576693539402, 5, 191, -4611686018427387905, -2, 1317624576693539401, -9223372036854775809, 0)]
[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2000000012, 974740336, 1025259676, 246913578, 24691372, 1023240172, 291172004, 1417656006, 74000956, 1925999056, 0, 2000000012, 2, 1025259678, 974740338, 1753086436, 1975308642, 976759842, 1708828010, 582344008, 1925999058, 74000958, 0, 974740336, 1025259678, 1987280956, 1037978736, 1148972934, 35553630, 1041111786, 1513016850, 973966328, 105419602, 919840076, 0, 1025259676, 974740338, 1037978736, 1936761616, 604113502, 1939755012, 1935648070, 195811160, 1608377694, 1820579456, 1154160896, 0, 246913578, 1753086436, 1148972934, 604113502, 1286998950, 1481786296, 1126646100, 408905036, 1182189942, 346738844, 1406347592, 0, 24691372, 1975308642, 35553630, 1939755012, 1481786296, 1923487382, 1777669792, 108211718, 1783576578, 560080672, 1415227970, 0, 1023240172, 976759842, 1041111786, 1935648070, 1126646100, 1777669792, 1132723252, 684486236, 631027542, 1207779598, 1768980258, 0, 291172004, 1708828010, 1513016850, 195811160, 408905036, 108211718, 684486236, 1659954046, 680091936, 1252803398, 456024612, 0, 1417656006, 582344008, 973966328, 1608377694, 1182189942, 1783576578, 631027542, 680091936, 639816142, 1494393232, 1087950790, 0, 74000956, 1925999058, 105419602, 1820579456, 346738844, 560080672, 1207779598, 1252803398, 1494393232, 725290478, 1200708580, 0, 1925999056, 74000958, 919840076, 1154160896, 1406347592, 1415227970, 1768980258, 456024612, 1087950790, 1200708580, 873292392]
`},
	{"shifts and bit operations", shiftProgram, shiftWant},
	{"list and tuple subscripts", `
def get_list(seq, i, k):
    r = None
    for _ in range(k):
        r = seq[i]
    return r

def get_tuple(seq, i, k):
    r = None
    for _ in range(k):
        r = seq[i]
    return r

def set_list(lst, i, v, k):
    for _ in range(k):
        lst[i] = v
    return lst

def sumidx(seq, lo, hi):
    s = 0
    bad = 0
    for i in range(lo, hi):
        try:
            v = seq[i]
            s = s + v
            s = s * 3
            s = s % 1000003
        except IndexError:
            bad += 1
    return s, bad

def safe(f, *args):
    try:
        return f(*args)
    except IndexError as e:
        return 'IE:' + str(e)

L = [10, 20, 30]
T = (1.5, 'a', None)
print([safe(get_list, L, i, 2) for i in [0, 2, -1, -3, 3, -4, 1, 2**47 - 1, -(2**47), 2**70]])
print([safe(get_tuple, T, i, 2) for i in [0, 1, 2, -1, -3, 3, -4]])
print([safe(get_list, T, i, 2) for i in [0, -1, 5]], [safe(get_tuple, L, i, 2) for i in [1, -2, 7]])
print([safe(set_list, [1, 2, 3, 4], i, i * 100, 2) for i in [0, -1, 3, 4, -5, -4, 1]])
print(sumidx([1, 2, 3, 4], -6, 6), sumidx((5, 6, 7), -4, 4), sumidx(list(range(1000)), 0, 1000))
print(safe(get_list, L, True, 2), safe(get_list, L, False, 2), safe(get_list, 'xyz', 1, 2))
`, `[10, 30, 30, 10, 'IE:list index out of range', 'IE:list index out of range', 20, 'IE:list index out of range', 'IE:list index out of range', "IE:cannot fit 'int' into an index-sized integer"]
[1.5, 'a', None, None, 1.5, 'IE:tuple index out of range', 'IE:tuple index out of range']
[1.5, None, 'IE:tuple index out of range'] [20, 20, 'IE:list index out of range']
[[0, 2, 3, 4], [1, 2, 3, -100], [1, 2, 3, 300], 'IE:list assignment index out of range', 'IE:list assignment index out of range', [-400, 2, 3, 4], [1, 100, 3, 4]]
(14268, 4) (5880, 2) (303412, 0)
20 10 y
`},
	{"globals, builtins and ranges", `
K = 1

def setk(v):
    global K
    K = v

def g(n):
    s = 0
    for i in range(n):
        s = s + K
        s = s * 1
        if i == 30:
            setk(100)
    return s

def g2(n):
    global K
    s = 0
    for i in range(n):
        s = s + K
        s = s - 0
        K = K + 1
    return s

def install():
    global len
    len = lambda s: 42

def h(n):
    out = 0
    for i in range(n):
        out = out + len('abc')
        out = out * 1
        if i == 30:
            install()
    return out

def rng(a, b, step):
    out = []
    for i in range(a, b, step):
        out.append(i)
    return out

def rsum(a, b, step):
    s = 0
    c = 0
    for i in range(a, b, step):
        s = s + i
        c = c + 1
    return s, c

print(g(40))
print(g2(10), K)
print(h(35))
del len
print(h(1))
print(rng(10, -10, -3), rng(5, 5, -1), rng(0, 10, 4), rng(-1, -20, -7), rng(2**47 - 2, 2**47 + 4, 2), rng(-(2**47) + 2, -(2**47) - 3, -2))
print(rsum(10, -10, -3), rsum(1000, -1000, -7), rsum(0, 100000, 3), rsum(-1, -20, -7), rsum(2**47 - 2, 2**47 + 4, 2), rsum(-(2**47) + 2, -(2**47) - 3, -2), rsum(5, 5, -1))
`, `931
1045 110
261
3
[10, 7, 4, 1, -2, -5, -8] [] [0, 4, 8] [-1, -8, -15] [140737488355326, 140737488355328, 140737488355330] [-140737488355326, -140737488355328, -140737488355330]
(7, 7) (715, 286) (1666683333, 33334) (-24, 3) (422212465065984, 3) (-422212465065984, 3) (0, 0)
`},
	{"shared code, other globals", `
src = '''
def f(n):
    s = 0
    for i in range(n):
        s = s + K
        s = s * 1
        s = s - 0
    return s
'''
c = compile(src, 'm', 'exec')
g1 = {'K': 1}
exec(c, g1)
g2 = {'K': 2}
exec(c, g2)
print(g1['f'](10), g2['f'](10), g1['f'](10), g2['f'](10))
g1['K'] = 5
print(g1['f'](10), g2['f'](10))
del g1['K']
try:
    g1['f'](1)
except NameError as e:
    print(e)
g1['K'] = 3
print(g1['f'](10), g2['f'](10))

import builtins
def h(n):
    s = 0
    for i in range(n):
        s = s + abs(-1)
        s = s * 1
        s = s - 0
    return s
print(h(10))
builtins.abs = lambda x: 100
print(h(10))
del builtins.abs
try:
    print(h(10))
except NameError as e:
    print(e)
`, `10 20 10 20
50 20
name 'K' is not defined
30 20
10
1000
name 'abs' is not defined
`},
}

// shiftProgram exercises lshift_int and rshift_int (and their variants).
const shiftProgram = `
def sh(x, n, k):
    a = b = None
    for _ in range(k):
        a = x << n
        b = x >> n
    return a, b

def bits(x, y, k):
    a = o = e = None
    for _ in range(k):
        a = x & y
        o = x | y
        e = x ^ y
    return a, o, e

def safe(f, *args):
    try:
        return f(*args)
    except ValueError as e:
        return 'VE:' + str(e)

pairs = [(1, 46), (1, 47), (1, 100), (-5, 1), (12345, 70), (-12345, 70), (-1, 47), (-1, 48), (3, 45), (3, 46), (-3, 46), (2**47 - 1, 0), (2**47 - 1, 1), (-(2**47), 63), (-(2**47), 64), (5, 0), (0, 1000), (2**50, 3), (-2**50, 3), (5, -1), (-5, -100), (0, 2**70), (1, 63), (-2, 62), (2**46, 1)]
print([safe(sh, x, n, 2) for x, n in pairs])
bv = [0, -1, 5, -6, 2**47 - 1, -(2**47), 2**50]
print([bits(x, y, 2) for x in bv for y in bv])
`

const shiftWant = `[(70368744177664, 0), (140737488355328, 0), (1267650600228229401496703205376, 0), (-10, -3), (14574403557756442540769280, 0), (-14574403557756442540769280, -1), (-140737488355328, -1), (-281474976710656, -1), (105553116266496, 0), (211106232532992, 0), (-211106232532992, -1), (140737488355327, 140737488355327), (281474976710654, 70368744177663), (-1298074214633706907132624082305024, -1), (-2596148429267413814265248164610048, -1), (5, 5), (0, 0), (9007199254740992, 140737488355328), (-9007199254740992, -140737488355328), 'VE:negative shift count', 'VE:negative shift count', (0, 0), (9223372036854775808, 0), (-9223372036854775808, -1), (140737488355328, 35184372088832)]
[(0, 0, 0), (0, -1, -1), (0, 5, 5), (0, -6, -6), (0, 140737488355327, 140737488355327), (0, -140737488355328, -140737488355328), (0, 1125899906842624, 1125899906842624), (0, -1, -1), (-1, -1, 0), (5, -1, -6), (-6, -1, 5), (140737488355327, -1, -140737488355328), (-140737488355328, -1, 140737488355327), (1125899906842624, -1, -1125899906842625), (0, 5, 5), (5, -1, -6), (5, 5, 0), (0, -1, -1), (5, 140737488355327, 140737488355322), (0, -140737488355323, -140737488355323), (0, 1125899906842629, 1125899906842629), (0, -6, -6), (-6, -1, 5), (0, -1, -1), (-6, -6, 0), (140737488355322, -1, -140737488355323), (-140737488355328, -6, 140737488355322), (1125899906842624, -6, -1125899906842630), (0, 140737488355327, 140737488355327), (140737488355327, -1, -140737488355328), (5, 140737488355327, 140737488355322), (140737488355322, -1, -140737488355323), (140737488355327, 140737488355327, 0), (0, -1, -1), (0, 1266637395197951, 1266637395197951), (0, -140737488355328, -140737488355328), (-140737488355328, -1, 140737488355327), (0, -140737488355323, -140737488355323), (-140737488355328, -6, 140737488355322), (0, -1, -1), (-140737488355328, -140737488355328, 0), (1125899906842624, -140737488355328, -1266637395197952), (0, 1125899906842624, 1125899906842624), (1125899906842624, -1, -1125899906842625), (0, 1125899906842629, 1125899906842629), (1125899906842624, -6, -1125899906842630), (0, 1266637395197951, 1266637395197951), (1125899906842624, -140737488355328, -1266637395197952), (1125899906842624, 1125899906842624, 0)]
`

// tierConfigs are the ways TestCompiledCodeRuns runs each program:
// compile-everything (before any type feedback exists), compile after a
// first iteration (from feedback, entered mid-loop), the latter with the
// VM's collector at every safepoint, and the interpreter alone as a check
// on the expected strings.
var tierConfigs = []struct {
	name     string
	opts     Options
	gcStress bool
}{
	{"always", Options{Mode: "always"}, false},
	{"on-threshold-2", Options{Mode: "on", Threshold: 2}, false},
	{"always-baseline", Options{Mode: "always", Baseline: true}, false},
	{"on-threshold-2-gc-stress", Options{Mode: "on", Threshold: 2}, true},
	{"off", Options{Mode: "off"}, false},
}

func TestCompiledCodeRuns(t *testing.T) {
	for _, p := range compiledPrograms {
		t.Run(p.name, func(t *testing.T) {
			for _, cfg := range tierConfigs {
				e := newPyEnv(t, cfg.opts)
				e.vm.Heap().Stress = cfg.gcStress
				err := e.in.RunMain("<test>", []byte(p.src))
				if err != nil {
					if exc := rt.AsException(err); exc != nil {
						t.Fatalf("[%s] %s", cfg.name, e.in.FormatException(exc))
					}
				}
				require.NoError(t, err, "[%s]", cfg.name)
				require.Equal(t, p.want, e.out.String(), "[%s]", cfg.name)
				if e.jit != nil {
					s := e.jit.Stats()
					require.Positive(t, s.Functions+s.Loops, "[%s] nothing compiled: %+v", cfg.name, s)
					require.Positive(t, s.Native, "[%s] no instruction got machine code: %+v", cfg.name, s)
					require.Positive(t, s.CodeBytes, "[%s]", cfg.name)
					require.Positive(t, s.Enters, "[%s] machine code never entered", cfg.name)
				}
			}
		})
	}
}

// A list subclass that overrides __getitem__/__setitem__ must be indexed
// through its methods, also by compiled code.
func TestListSubclassSubscriptInCompiledCode(t *testing.T) {
	src := `
class L(list):
    def __getitem__(self, i):
        return 'custom'
    def __setitem__(self, i, v):
        list.__setitem__(self, i, 'set:' + str(v))

def get(seq, i):
    r = None
    for _ in range(3):
        r = seq[i]
    return r

def put(seq, i, v):
    for _ in range(3):
        seq[i] = v
    return seq

print(get([1, 2, 3], 0), get(L([1, 2, 3]), 0))
print(put([1, 2, 3], 0, 7), put(L([1, 2, 3]), 0, 7))
`
	const want = "1 custom\n[7, 2, 3] ['set:7', 2, 3]\n"
	out, err, _ := runPython(t, src, Options{Mode: "off"})
	require.NoError(t, err)
	require.Equal(t, want, out)
	// Compiled after seeing exact lists: the class guard must send the
	// subclass to the interpreter.
	out, err, _ = runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, want, out)
	out, err, _ = runPython(t, src, Options{Mode: "always"})
	require.NoError(t, err)
	require.Equal(t, want, out)
}

// A Python exception raised while machine code runs an instruction's exit
// has the interpreter's traceback.
func TestTracebackFromCompiledCode(t *testing.T) {
	src := "def f(n, d):\n    s = 0\n    for i in range(n):\n        s = s + i\n        s = s * 2\n        s = s - 1\n        s = s // d\n    return s\n\nprint(f(10, 1))\nf(10, 0)\n"
	want := `Traceback (most recent call last):
  File "<test>", line 11, in <module>
  File "<test>", line 7, in f
ZeroDivisionError: integer division or modulo by zero
`
	for _, opts := range []Options{{Mode: "always"}, {Mode: "on", Threshold: 2}} {
		e := newPyEnv(t, opts)
		err := e.in.RunMain("<test>", []byte(src))
		exc := rt.AsException(err)
		require.NotNil(t, exc, "%v", err)
		require.Equal(t, "1003\n", e.out.String())
		require.Equal(t, want, e.in.FormatException(exc), "%+v", opts)
		require.Positive(t, e.jit.Stats().Native)
	}
}

// ---- 5. CPU-feature variants ----

// variantPrograms maps a variant's base operation to a program exercising
// it and the program's output.
var variantPrograms = map[string]func(t *testing.T) (src, want string){
	"lshift_int":      fixedProgram(shiftProgram, shiftWant),
	"rshift_int":      fixedProgram(shiftProgram, shiftWant),
	"mod_int_k_i":     testdataProgram("jit_magic_mod"),
	"mul_mod_int_k_i": testdataProgram("jit_magic_mod"),
	"sq_mod_int_k_i":  testdataProgram("jit_magic_mod"),
}

func fixedProgram(src, want string) func(*testing.T) (string, string) {
	return func(*testing.T) (string, string) { return src, want }
}

// testdataProgram reads testdata/NAME.py and its CPython output NAME.out
// (jit_magic_mod: remainders by constants of positive, negative and large
// ints in loops whose ints are registers in the working form).
func testdataProgram(name string) func(*testing.T) (string, string) {
	return func(t *testing.T) (string, string) {
		src, err := os.ReadFile("../../../testdata/" + name + ".py")
		require.NoError(t, err)
		want, err := os.ReadFile("../../../testdata/" + name + ".out")
		require.NoError(t, err)
		return string(src), string(want)
	}
}

func TestVariantsMatchBaseline(t *testing.T) {
	n := 0
	for i := range stencils.All {
		s := &stencils.All[i]
		if s.Feature == "" {
			continue
		}
		n++
		t.Run(s.Name, func(t *testing.T) {
			prog, ok := variantPrograms[s.Base]
			require.True(t, ok, "no test program for variant %s of %s: add one to variantPrograms", s.Name, s.Base)
			require.NotNil(t, stencils.Baseline(s.ID), "variant %s has no baseline stencil %s", s.Name, s.Base)
			if !cpuHas(s.Feature) {
				t.Skipf("this CPU lacks %s: variant %s cannot run here", s.Feature, s.Name)
			}
			src, want := prog(t)
			outV, errV, jV := runPython(t, src, Options{Mode: "always"})
			require.NoError(t, errV)
			outB, errB, jB := runPython(t, src, Options{Mode: "always", Baseline: true})
			require.NoError(t, errB)
			require.Equal(t, outB, outV, "variant %s and baseline %s disagree", s.Name, s.Base)
			require.Equal(t, want, outV)
			// The runs really used the variant and the baseline.
			require.Equal(t, s.Feature, jV.pick[s.ID].Feature, "the variant run did not pick a %s variant", s.Feature)
			require.Empty(t, jB.pick[s.ID].Feature, "the baseline run picked %s", jB.pick[s.ID].Name)
			require.Positive(t, jV.Stats().Native)
			require.Positive(t, jB.Stats().Native)
		})
	}
	require.Positive(t, n, "stencils.All has no CPU-feature variant")
}

func TestPickStencils(t *testing.T) {
	ids := map[stencils.ID]bool{}
	for _, s := range stencils.All {
		require.Equal(t, s.Base, s.ID.String(), "stencil %s", s.Name)
		ids[s.ID] = true
	}
	require.Len(t, ids, int(stencils.NumIDs)-1, "every ID names a stencil")
	base := pickStencils(true)
	best := pickStencils(false)
	require.Nil(t, base[0])
	require.Nil(t, best[0])
	for id := range ids {
		b := base[id]
		require.NotNil(t, b, "no baseline stencil for %v", id)
		require.Empty(t, b.Feature, "pickStencils(true) picked variant %s", b.Name)
		require.Equal(t, id.String(), b.Name)
		require.Same(t, stencils.Baseline(id), b)

		// Expected: the last variant in file order that the CPU supports.
		var want *stencils.Stencil
		for i := range stencils.All {
			s := &stencils.All[i]
			if s.ID != id {
				continue
			}
			if s.Feature == "" && want == nil || s.Feature != "" && cpuHas(s.Feature) {
				want = s
			}
		}
		require.Same(t, want, best[id], "pickStencils(false)[%v] = %s, want %s", id, best[id].Name, want.Name)
		if best[id].Feature != "" {
			require.True(t, cpuHas(best[id].Feature))
		}
	}
	for _, s := range stencils.All {
		if s.Feature != "" && cpuHas(s.Feature) {
			require.NotEmpty(t, best[s.ID].Feature, "%s: the CPU has %s but the baseline was picked", s.Base, s.Feature)
			require.Contains(t, variantDescription(), s.Feature)
		}
	}
}

// ---- 6. W^X ----

type mapping struct {
	lo, hi uint64
	perms  string
	inode  string
	path   string
	line   string
}

func readMaps(t testing.TB) []mapping {
	f, err := os.Open("/proc/self/maps")
	require.NoError(t, err)
	defer f.Close()
	var ms []mapping
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		fs := strings.Fields(line)
		if len(fs) < 5 {
			continue
		}
		lo, hi, ok := strings.Cut(fs[0], "-")
		require.True(t, ok, line)
		l, err1 := strconv.ParseUint(lo, 16, 64)
		h, err2 := strconv.ParseUint(hi, 16, 64)
		require.NoError(t, err1)
		require.NoError(t, err2)
		m := mapping{lo: l, hi: h, perms: fs[1], inode: fs[4], line: line}
		if len(fs) > 5 {
			m.path = strings.Join(fs[5:], " ")
		}
		ms = append(ms, m)
	}
	require.NoError(t, sc.Err())
	return ms
}

func writableExecutable(ms []mapping) []string {
	var bad []string
	for _, m := range ms {
		if len(m.perms) >= 3 && m.perms[1] == 'w' && m.perms[2] == 'x' {
			bad = append(bad, m.line)
		}
	}
	return bad
}

func TestNoWritableExecutableMapping(t *testing.T) {
	if _, err := os.Stat("/proc/self/maps"); err != nil {
		t.Skip("no /proc/self/maps")
	}
	src := `
def spin(n):
    s = 0
    i = 0
    while i < n:
        s = s + i % 7
        s = s - 1
        i = i + 1
    return s

def more(n):
    t = 0.0
    for i in range(n):
        t = t * 0.5 + i
    return t

print(spin(20000000))
print(more(1000))
print(spin(20000000))
`
	e := newPyEnv(t, Options{Mode: "always"})
	done := make(chan struct{})
	var (
		mu    sync.Mutex
		bad   []string
		scans int
	)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-done:
				return
			default:
			}
			b := writableExecutable(readMaps(t))
			mu.Lock()
			bad = append(bad, b...)
			scans++
			mu.Unlock()
			time.Sleep(200 * time.Microsecond)
		}
	}()
	err := e.in.RunMain("<test>", []byte(src))
	close(done)
	wg.Wait()
	require.NoError(t, err)
	require.Equal(t, "39999997\n1996.0\n39999997\n", e.out.String())
	require.Empty(t, bad, "writable and executable mappings seen while compiled code ran (after %d scans)", scans)
	require.Positive(t, scans)

	// The compiled code lives in read+execute anonymous memory.
	s := e.jit.Stats()
	require.Positive(t, s.CodeBytes)
	require.NotEmpty(t, e.jit.units)
	ms := readMaps(t)
	require.Empty(t, writableExecutable(ms))
	for _, u := range e.jit.units {
		addr := uint64(u.block.Addr())
		var found *mapping
		for i := range ms {
			if ms[i].lo <= addr && addr < ms[i].hi {
				found = &ms[i]
			}
		}
		require.NotNil(t, found, "no mapping holds the code of %s at %#x", u.code.Qualname, addr)
		require.Equal(t, "r-xp", found.perms, "code of %s: %s", u.code.Qualname, found.line)
		require.Equal(t, "0", found.inode, "code of %s is not in anonymous memory: %s", u.code.Qualname, found.line)
		require.Empty(t, found.path, found.line)
	}
}

// ---- helpers shared with stress_test.go (jit/bench_test.go has copies) ----

// intLoopSrc is the shared micro benchmark micro_intloop.py's function.
const intLoopSrc = `
def f(n):
    total = 0
    i = 0
    while i < n:
        total += i * i % 7
        i += 1
    return total
`

// intLoopResult computes f(n) of intLoopSrc in Go.
func intLoopResult(n int64) int64 {
	var total int64
	for i := int64(0); i < n; i++ {
		total += i * i % 7
	}
	return total
}

func intLoopProgram(n int64) string {
	return intLoopSrc + fmt.Sprintf("print(f(%d))\n", n)
}

// Deopt stress leaves every instruction with machine code once (the
// interpreter runs it, as after a failed guard), then runs the code
// normally: the same answer, one step exit per instruction reached.
func TestDeoptStress(t *testing.T) {
	src := "def f(n):\n    t = 0\n    for i in range(n):\n        t += i * 2\n    return t\nprint(f(10000))\n"
	out, err, plain := runPython(t, src, Options{Mode: "always"})
	require.NoError(t, err)
	require.Equal(t, "99990000\n", out)
	out, err, stressed := runPython(t, src, Options{Mode: "always", DeoptStress: true})
	require.NoError(t, err)
	require.Equal(t, "99990000\n", out)
	steps := func(s Stats) (n int64) {
		for k, v := range s.Exits {
			if strings.HasPrefix(k, "step:") {
				n += v
			}
		}
		return n
	}
	require.Greater(t, steps(stressed.Stats()), steps(plain.Stats())+3, "stress exits: %v", stressed.Stats().Exits)
	require.Equal(t, plain.Stats().Native, stressed.Stats().Native)
}
