// Package pygen generates random but valid Python programs for
// differential testing: the same program must print the same thing in
// every tier of cpjit (interpreter only, default JIT, compile-everything,
// a low threshold, gc-stress) and, when it is at hand, in CPython 3.13.
//
// A program is built from a byte string (a fuzzer's input): each choice
// the generator makes takes the next byte, and when the bytes run out a
// PRNG seeded from them takes over, so every input gives one program and
// small mutations of the input give nearby programs.
//
// The programs are built to run hot code into its corners: ints at the
// edges of cpjit's 48-bit small ints, of int64 and beyond; floats
// including -0.0, inf and nan; strings, lists, tuples and dicts; nested
// for and while loops with break and continue; try/except/finally;
// calls, recursion and closures; classes whose instances and class
// attributes change while loops run; globals rebound and variables that
// change type mid-loop; and names deleted so that later reads fail. A
// share of the programs change the world under hot code (worldLoop):
// builtins, globals, module attributes, methods and __init__ rebound by
// every route, __class__ assigned, names deleted, generators thrown into
// and closed, exceptions raised from deep call chains whose traceback
// frames' locals are printed, and callers' frames read with
// sys._getframe. Every
// statement that may raise is wrapped so the exception is printed and the
// program goes on. Most loops are short; a few run a few hundred times,
// long enough to be compiled with their values in registers, with a branch
// that first runs late. Values are clamped so that no
// program runs long or grows without bound; programs are deterministic
// (no ids, addresses, set orders of objects or hashes are printed).
package pygen

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strings"
)

// Generate returns the program for input.
func Generate(input []byte) string {
	h := fnv.New64a()
	h.Write(input)
	g := &gen{in: input, rng: rand.New(rand.NewPCG(h.Sum64(), uint64(len(input))))}
	return g.program()
}

type gen struct {
	in    []byte
	rng   *rand.Rand
	b     strings.Builder
	ind   int
	depth int // loop nesting
	// scope describes where statements are being generated.
	locals []string // names assignable here
	reads  []string // and the further names readable here (globals)
	inFunc bool
	inLoop bool
	funcs  []fn
	nclass int
}

type fn struct {
	name  string
	arity int
}

// n returns a choice in [0, k).
func (g *gen) n(k int) int {
	if k <= 1 {
		return 0
	}
	if len(g.in) > 0 {
		c := int(g.in[0])
		g.in = g.in[1:]
		return c % k
	}
	return g.rng.IntN(k)
}

func (g *gen) pick(xs ...string) string { return xs[g.n(len(xs))] }

func (g *gen) line(format string, a ...any) {
	g.b.WriteString(strings.Repeat("    ", g.ind))
	fmt.Fprintf(&g.b, format, a...)
	g.b.WriteByte('\n')
}

const prelude = `def clamp(x):
    if type(x) is int and not -2**80 < x < 2**80:
        return x % 2**80
    if type(x) in (str, list, tuple, bytes) and len(x) > 40:
        return x[:40]
    if type(x) is dict and len(x) > 20:
        return {}
    if type(x) in (list, tuple, dict) and len(repr(x)) > 2000:
        return repr(x)[:100]  # nesting would grow it exponentially
    return x

def p(*xs):
    print(*[repr(x) for x in xs])

def err(e):
    print('E', type(e).__name__, str(e)[:120])

class Box:
    k = 1
    def __init__(self, v):
        self.v = v
        self.w = 0
    def get(self):
        return self.v
    def bump(self, d):
        self.w = clamp(self.w + d)
        return self.w

class Ctx:
    def __init__(self, tag):
        self.tag = tag
    def __enter__(self):
        print('enter', self.tag)
        return self.tag
    def __exit__(self, t, v, tb):
        print('exit', self.tag, t.__name__ if t else None)
        return t is KeyError

def gen(n, x):
    for i in range(n % 7 if type(n) is int else 3):
        yield (i, x)
        if i == 4:
            return

class Slot:
    __slots__ = ('a', 'b')
    def __init__(self, a):
        self.a = a
        self.b = a

class Pt:
    def __init__(self, v):
        self.w = 0
        self.v = v
    def get(self):
        return -self.v if type(self.v) in (int, float) else self.v

class Sub(Box):
    pass

import builtins, math, sys
class HD(dict):
    def __getitem__(self, k):
        return 5
    def __contains__(self, k):
        return k != 0
ORIG = {n: getattr(builtins, n) for n in ('len', 'abs', 'ord', 'isinstance', 'min')}
ORIG_SQRT, ORIG_FLOOR = math.sqrt, math.floor
ORIG_BOX = (Box.get, Box.__init__)
WK = 1

def restore():
    for n, v in ORIG.items():
        setattr(builtins, n, v)
    globals().pop('abs', None)
    globals().pop('len', None)
    math.sqrt, math.floor = ORIG_SQRT, ORIG_FLOOR
    Box.get, Box.__init__ = ORIG_BOX
    for c in (Box, Sub):
        for k in ('__bool__', '__len__', '__eq__', '__ne__'):
            if k in c.__dict__:
                delattr(c, k)
    V.__add__ = V.add
    wf.__code__ = wf_code
    globals()['wf'] = wf_orig
    globals()['WK'] = 1

def wf(x):
    return x + 1

def wf2(x):
    return x * 3

wf_orig, wf_code = wf, wf.__code__

def wlen(s):
    return len(s)

def wsqrt(x):
    return math.sqrt(x) + math.floor(x)

def wsum(s):
    t = 0
    for x in s:
        t += x
    return t

class WL(list):
    def __iter__(self):
        return iter([7, 8])

class WT(tuple):
    def __iter__(self):
        return iter((9,))

def peek(name):
    v = sys._getframe(1).f_locals.get(name)
    return v if type(v) is int else 0

class V:
    def __init__(self, x):
        self.x = x
    def add(self, o):
        return V(clamp(self.x + o.x))
    __add__ = add

def chain(n, x):
    loc = n * 2
    if n <= 0:
        raise KeyError(x)
    return chain(n - 1, x) + loc

def tb_locals(e):
    tb = e.__traceback__
    out = []
    while tb is not None:
        f = tb.tb_frame
        out.append((f.f_code.co_name, f.f_lineno - f.f_code.co_firstlineno, sorted((k, repr(v)[:20]) for k, v in f.f_locals.items() if k in ('n', 'loc', 'j', 'wa'))))
        tb = tb.tb_next
    return out

def wgen(n):
    try:
        for i in range(n):
            yield i
    except ValueError as e:
        print('thrown', e)
        yield -1
    finally:
        print('wgen finally')

`

func (g *gen) program() string {
	g.b.WriteString(prelude)
	// Globals.
	g.locals = []string{"g0", "g1", "g2"}
	for _, name := range g.locals {
		g.line("%s = %s", name, g.literal())
	}
	g.line("box = Box(%s)", g.literal())
	g.line("slot = Slot(%s)", g.literal())
	g.b.WriteByte('\n')
	// Functions, each able to call the ones before it.
	for i := range 2 + g.n(3) {
		g.function(fmt.Sprintf("f%d", i))
	}
	g.recursive()
	g.closure()
	// A main function, so that most code is function code (what the
	// JIT compiles), then some module-level statements.
	g.line("def main():")
	g.ind++
	g.line("global g0, g1, g2")
	g.inFunc = true
	g.locals = []string{"g0", "g1", "g2", "a", "b", "c"}
	g.line("a = %s", g.literal())
	g.line("b = %s", g.literal())
	g.line("c = %s", g.literal())
	for range 3 + g.n(5) {
		g.stmt()
	}
	g.guarded(func() { g.line("p(a, b, c, g0, g1, g2)") })
	g.ind--
	g.inFunc = false
	g.line("main()")
	g.locals = []string{"g0", "g1", "g2"}
	for range 1 + g.n(3) {
		g.stmt()
	}
	g.line("p(g0, g1, g2, box.v, box.w, slot.a, Box.k)")
	return g.b.String()
}

// function defines a function of one to three parameters.
func (g *gen) function(name string) {
	arity := 1 + g.n(3)
	params := []string{"x", "y", "z"}[:arity]
	g.line("def %s(%s):", name, strings.Join(params, ", "))
	g.ind++
	saved := g.locals
	g.inFunc = true
	g.locals = append(append([]string{}, params...), "t", "u")
	g.reads = []string{"g0", "g1", "g2"}
	g.line("t = %s", g.expr(1))
	g.line("u = %s", g.literal())
	for range 1 + g.n(4) {
		g.stmt()
	}
	g.line("return clamp(%s)", g.expr(2))
	g.ind--
	g.inFunc = false
	g.locals, g.reads = saved, nil
	g.b.WriteByte('\n')
	g.funcs = append(g.funcs, fn{name, arity})
}

// recursive defines rec(n, acc), which recurses n levels (n is bounded
// by its callers).
func (g *gen) recursive() {
	g.line("def rec(n, acc):")
	g.line("    if n <= 0:")
	g.line("        return acc")
	g.line("    return rec(n - 1, clamp(acc %s %s))", g.pick("+", "*", "-", "^", "|"), g.pick("n", "1", "-n", "2**47", "n * 2**62"))
	g.b.WriteByte('\n')
	g.funcs = append(g.funcs, fn{"rec_small", 2})
	g.line("def rec_small(n, acc):")
	g.line("    if type(n) is not int:")
	g.line("        n = 3")
	g.line("    return rec(n %% 30, acc)")
	g.b.WriteByte('\n')
}

// closure defines a counter factory whose inner function rebinds a
// nonlocal.
func (g *gen) closure() {
	g.line("def make_counter(start):")
	g.line("    n = start")
	g.line("    def step(d):")
	g.line("        nonlocal n")
	g.line("        n = clamp(n + d)")
	g.line("        return n")
	g.line("    return step")
	g.line("counter = make_counter(%s)", g.pick("0", "2**47 - 3", "-2**63", "0.5", "''"))
	g.b.WriteByte('\n')
	g.funcs = append(g.funcs, fn{"counter", 1})
}

func (g *gen) name() string { return g.locals[g.n(len(g.locals))] }

// readName names a variable to read: an assignable one or, in functions,
// a global.
func (g *gen) readName() string {
	if k := g.n(len(g.locals) + len(g.reads)); k >= len(g.locals) {
		return g.reads[k-len(g.locals)]
	}
	return g.name()
}

// stmt generates one statement (possibly compound), wrapped in try when
// it may raise.
func (g *gen) stmt() {
	switch k := g.n(24); {
	case k >= 20:
		g.moreStmt()
	case k < 5:
		g.guarded(func() { g.line("%s = clamp(%s)", g.name(), g.expr(3)) })
	case k < 7:
		g.guarded(func() {
			// Clamped after, or a loop could double a list to gigabytes.
			n := g.name()
			g.line("%s %s= %s", n, g.pick("+", "-", "*", "//", "%", "&", "|", "^"), g.expr(2))
			g.line("%s = clamp(%s)", n, n)
		})
	case k < 9:
		g.guarded(func() { g.line("p(%s)", g.expr(3)) })
	case k < 11:
		g.forLoop()
	case k < 12:
		g.whileLoop()
	case k < 13:
		g.ifStmt()
	case k < 14:
		g.guarded(func() {
			switch g.n(5) {
			case 0:
				g.line("box.v = %s", g.expr(2))
			case 1:
				g.line("p(box.bump(%s))", g.expr(1))
			case 2:
				g.line("slot.%s = %s", g.pick("a", "b"), g.expr(2))
			case 3:
				g.line("Box.k = %s", g.expr(1)) // a class change while code using it is compiled
			case 4:
				g.line("box.extra%d = %s", g.n(3), g.expr(1)) // a new attribute: the instance dict grows
			}
		})
	case k < 15:
		g.containerOp()
	case k < 16:
		g.guarded(func() { g.line("p(%s)", g.call()) })
	case k < 17 && g.inFunc && g.inLoop:
		g.line("%s", g.pick("break", "continue"))
	case k < 18:
		// A variable changes type.
		g.line("%s = %s", g.name(), g.literal())
	case k < 19 && g.inFunc:
		// A name deleted: later reads raise UnboundLocalError/NameError.
		g.guarded(func() { g.line("del %s", g.pick("t", "u", "c", "a")) })
	default:
		g.guarded(func() {
			if g.n(9) == 0 {
				g.line("p(%s)", g.identity(g.expr(1)))
				return
			}
			g.line("p(%s %s %s)", g.expr(1), g.pick("<", "<=", "==", "!=", ">", ">=", "in", "not in"), g.expr(1))
		})
	}
}

// moreStmt generates the rarer statements: with, explicit raise,
// try/finally, generators, dict iteration, slice assignment, lambdas,
// str iteration with ord/chr, list appends, attribute sites that see
// several classes, and unpacking.
func (g *gen) moreStmt() {
	switch g.n(19) {
	case 18:
		g.genLoop()
	case 17:
		g.pairLoop()
	case 14, 15:
		g.worldLoop()
	case 16:
		g.worldStmt()
	case 12, 13:
		g.hotLoop()
	case 8:
		g.guarded(func() {
			n := g.name()
			g.line("%s = 0", n)
			g.line("for ch in %s:", g.pick(strs...))
			g.line("    %s = clamp(%s * 3 + ord(ch))", n, n)
			g.line("    p(ch, chr(%s %% 128), ch %s 'b')", n, g.pick("<", "<=", "==", "!=", ">", ">="))
		})
	case 9:
		g.guarded(func() {
			n := g.name()
			g.line("%s = []", n)
			g.line("for j in range(%d):", g.n(12))
			g.line("    %s.append(%s)", n, g.pick("j", "j * j", "-j", "str(j)", "None", "not j"))
			g.line("p(%s, [q for q in %s if q is not None])", n, n)
		})
	case 10:
		g.guarded(func() {
			g.line("for o in (box, Pt(%s), Sub(%s), box, Pt(%s)):", g.expr(1), g.expr(1), g.literal())
			g.line("    o.w = clamp(o.w + 1)")
			g.line("    p(o.v, o.w, o.get())")
		})
	case 11:
		g.guarded(func() {
			n := g.name()
			g.line("%s = %s", n, g.pick("(1, 2)", "[a, b]", "'ab'", "(1, 2, 3)", "[None, -0.0]", "range(2)"))
			g.line("q1, q2 = %s", n)
			g.line("p(q1, q2, not q1, not q2)")
		})
	case 0:
		g.guarded(func() {
			g.line("with Ctx(%s) as cm:", g.literal())
			g.block(1)
			if g.n(2) == 0 {
				g.line("    raise %s(cm)", g.pick("KeyError", "ValueError"))
			}
		})
	case 1:
		g.guarded(func() {
			g.line("raise %s(%s)", g.pick("ValueError", "TypeError", "ZeroDivisionError", "IndexError"), g.expr(1))
		})
	case 2:
		g.guarded(func() {
			g.line("try:")
			g.block(1)
			g.line("finally:")
			g.line("    p('finally')")
		})
	case 3:
		g.guarded(func() { g.line("p([v for v in gen(%s, %s)])", g.expr(1), g.expr(1)) })
	case 4:
		g.guarded(func() {
			g.line("for k, v in dict(a=%s, b=%s).items():", g.expr(1), g.expr(1))
			g.line("    p(k, v)")
		})
	case 5:
		g.guarded(func() {
			n := g.name()
			g.line("%s = [0, 1, 2, 3, 4]", n)
			g.line("%s[%s:%s] = %s", n, g.pick("1", "0", "-2"), g.pick("3", "None", "-1"), g.pick("[9]", "[]", "'ab'", "range(3)"))
			g.line("p(%s)", n)
		})
	case 6:
		g.guarded(func() { g.line("p((lambda q, r=%s: q * r)(%s))", g.literal(), g.expr(1)) })
	default:
		g.guarded(func() {
			g.line("p({%s: %s for j in range(%d)})", g.pick("j", "str(j)", "j * 0.5"), g.pick("j", "j * j", "-j"), g.n(5))
		})
	}
}

// pairLoop generates a loop, run enough times to be compiled, over a
// dict's keys, values or items, an enumerate or a zip of lists and tuples
// (for_dict, for_dict_items, for_enum_items, for_zip2), whose body may
// late in the run grow, shrink or rekey the dict or the lists, break, or
// store into the loop's variables; what the loop variables hold after
// the loop is printed too.
func (g *gen) pairLoop() {
	g.guarded(func() {
		g.line("pd = {%s}", g.pick("", "1: 2", "1: 2, 'k': -3, 4: 5", "j: j * 2 for j in range(9)"))
		if g.n(2) == 0 {
			g.line("del pd[%s]", g.pick("1", "4", "'k'"))
		}
		g.line("pl, pt = %s, %s", g.pick("[]", "[1, 2, 3]", "list(range(7))", "[None, 'a', 2.5]"), g.pick("()", "(4, 5)", "tuple(range(9))", "('x',)"))
		g.line("pa = pb = %s", g.pick("-1", "None"))
		g.line("pn = 0")
		late := g.pick("-1", "-1", "2", "30", "59")
		g.line("for pi in range(60):")
		g.ind++
		switch g.n(7) {
		case 0:
			g.line("for pa in pd:")
		case 1:
			g.line("for pb in pd.values():")
		case 2, 3:
			g.line("for pa, pb in pd.items():")
		case 4:
			g.line("for pa, pb in enumerate(%s%s):", g.pick("pl", "pt", "pl"), g.pick("", ", 3", ", -2", ", 2**47 - 5"))
		default:
			g.line("for pa, pb in zip(%s, %s):", g.pick("pl", "pt", "pl"), g.pick("pt", "pl", "pl", "'abc'"))
		}
		g.ind++
		g.line("pn = clamp(pn * 3 + len(repr((pa, pb))))")
		g.line("if pi == %s:", late)
		g.line("    %s", g.pick("pd[pi] = 0", "pd.pop(1, None)", "pd.clear()", "pl.append(pn)", "pl.pop() if pl else None",
			"pa = 'x'", "break", "pd.update({1: 9})"))
		g.ind -= 2
		g.line("p(pn, pa, pb, len(pd), len(pl))")
	})
}

// genLoop generates a loop, run enough times to be compiled, over a
// pipeline of generators (which compiled loops resume in machine code:
// for_gen), with something happening late: a generator raises, the loop
// breaks and next() or send() goes on with the generator, one stage is
// resumed from outside while the loop holds it, or a value changes type.
func (g *gen) genLoop() {
	g.guarded(func() {
		late := g.pick("-1", "-1", "3", "25", "59")
		g.line("def gsrc(n, late):")
		g.line("    for i in range(n):")
		g.line("        if i == late:")
		g.line("            %s", g.pick("raise ValueError(i)", "yield 'x'", "yield 2**62", "yield None", "return", "yield 1.5"))
		g.line("        yield i")
		g.line("def gmap(it):")
		g.line("    for v in it:")
		g.line("        %s", g.pick("yield v", "yield v * 2", "yield (v, v)", "if v != 7: yield v"))
		g.line("gn = 0")
		g.line("gs = gmap(gsrc(70, %s))", late)
		g.line("for gi in range(3):")
		g.ind++
		g.line("for gv in %s:", strings.ReplaceAll(g.pick("gs", "gmap(gsrc(20, LATE))", "gsrc(30, LATE)", "(gw for gw in gsrc(25, LATE))"), "LATE", late))
		g.ind++
		g.line("gn = clamp(gn * 3 + len(repr(gv)))")
		g.line("if gn %% 11 == %s:", g.pick("0", "3", "12"))
		g.line("    %s", g.pick("break", "p(next(gs, 'end'))", "p(gs.send(None) if gs.gi_suspended else 'run')", "p(gs.gi_frame.f_lineno if gs.gi_frame else None)", "gs.close()"))
		g.ind -= 2
		g.line("p(gn, gv)")
	})
}

// hotLoop generates a loop long enough to be compiled with its values in
// machine registers (an int and a float accumulator, a range or while
// counter, small constants added at the int48 edges), with a branch that
// first runs late, if at all: it prints, raises, or changes an
// accumulator's type or size while the compiled loop holds it.
func (g *gen) hotLoop() {
	g.guarded(func() {
		acc := g.name()
		if g.n(2) == 0 {
			g.line("%s = %s", acc, g.pick("0", "1", "-7", "2**47 - 40", "-2**47 + 40", "2**63 - 20", "0.5", "True"))
		}
		g.line("hf = %s", g.pick("0.0", "1.5", "-0.0", "1e300", "float('inf')", "3"))
		g.line("ti = %s", g.pick("0", "-5", "2**47 - 100", "-2**47"))
		g.line("tq = %s", g.pick("0", "2**62", "-2**63", "2**47", "-2**47 - 1"))
		g.line("hc = %s", g.pick("0", "0j", "(0.5+0.25j)", "complex(-0.0, 0.0)", "(1e200+1e200j)", "complex('nan')", "-1j"))
		g.line("hs = list(range(%s))", g.pick("10", "3", "17"))
		g.line("hd, hset, hfs = %s, %s, frozenset({2, 'k2', str, -1})", g.pick("{}", "{1: 1, 'k1': 2, int: 3}", "{0: 0, True: 1, 2**47: 2}"), g.pick("{1, 'k3', float}", "set()", "{1.0, 'k4', Box}"))
		n := g.pick("40", "150", "300")
		late := g.pick("-1", "-1", "3", "37", "120", "299")
		k := g.pick("1", "3", "-2", "32767", "-32768", "32768")
		if g.n(2) == 0 {
			g.line("for j in range(%s):", n)
		} else {
			g.line("j = 0")
			g.line("while j < %s:", n)
			g.line("    j += 1")
		}
		g.ind++
		g.line("%s = %s %s %s", acc, acc, g.pick("+", "-"), k)
		g.line("hf = hf * %s + j * %s", g.pick("0.5", "0.999", "-1.0"), g.pick("0.25", "2", "1e-300"))
		// A complex accumulator (kept in an XMM pair), with abs of it.
		g.line("hc = hc * %s %s %s", g.pick("hc", "0.5j", "(0.999-0.01j)", "2", "-0.5", "hc"), g.pick("+", "-"), g.pick("(0.1+0.2j)", "1j", "0.25", "1e-300j", "hc"))
		if g.n(2) == 0 {
			g.line("if %s %s %s:", g.pick("abs(hc)", "abs(hc)", "hc.real", "hc.imag * hc.real"), g.pick(">", "<", ">="), g.pick("4", "1e300", "0.5"))
			g.line("    hc = hc * %s", g.pick("0.25", "(0.5-0.5j)", "1e-300"))
		}
		// An int temporary from % or // by a constant (negative operands
		// too), a product's modulo, bitwise operations or shifts, into an
		// int accumulator.
		switch g.n(4) {
		case 0:
			g.line("ti = ti %s (j - %s) %s %s", g.pick("+", "-"), g.pick("0", "150", "7"), g.pick("%", "//"), g.pick("7", "10", "3"))
		case 1:
			g.line("ti = ti + j * %s %% %s", g.pick("j", "ti", "3"), g.pick("7", "1000003"))
		case 2:
			g.line("ti = (ti %s (j * %s)) %s %s", g.pick("^", "|", "&"), g.pick("7", "-3", "j"), g.pick("&", "|", "^"), g.pick("0xFFFFF", "-256", "2**46"))
		default:
			g.line("ti = (ti + (j << %s)) >> %s", g.pick("3", "j % 50", "40"), g.pick("1", "j % 70", "2"))
		}
		// An int64 accumulator beyond int48 (the int64 stencils), kept
		// in range by a mask, overflowing int64 before it.
		g.line("tq = ((tq %s %s) %s %s) & %s", g.pick("^", "|", "+", "-", "&"), g.pick("j", "2**50 + j", "-2**62", "0x5555555555555555", "ti"),
			g.pick("^", "+", "-", "|"), g.pick("2**47", "ti", "-j", "j * 2**40"), g.pick("0x7FFFFFFFFFFFFFFF", "0xFFFFFFFFFFFF", "-2**63 + 7", "-1 << 20"))
		if g.n(2) == 0 {
			// Truth tests of objects of several types at one site, a
			// stepped slice and a slice assigned in place.
			g.line("hv = (hs, None, 0.0, hf, '', 'ab', (), [j], {}, hs[::-1], {j: 1}, hc)[j %% 12]")
			g.line("if %shv:", g.pick("", "not "))
			g.line("    ti = ti + %s", g.pick("1", fmt.Sprintf("len(hs[%s::%s])", g.pick("0", "-1", "j % 5", "None"), g.pick("1", "-1", "2", "-3"))))
			g.line("hs[j %% 8:j %% 8 + 2] = %s", g.pick("(hs[-1], j)", "[j, hs[0]]", fmt.Sprintf("hs[%s:%s:%s][:2]", g.pick("None", "1", "-2"), g.pick("None", "-1", "12"), g.pick("-1", "2", "-2", "1"))))
		}
		hashed := g.n(2) == 0
		if hashed {
			// Hashed lookups: membership in a dict, a set and a
			// frozenset, items read, replaced and inserted, with
			// small-int, str (constant or built each time) and class
			// keys; late in the loop a colliding key or a subclass.
			g.line("hk = (j %% %s, 'k%%d' %% (j %% 5), (int, str, Box, 'k1')[j %% 4], %s)[j %% 4]", g.pick("7", "40", "300"), g.pick("-1", "2**47 - j", "-2**63", "1.0", "True", "'ab'"))
			g.line("if hk %s hd:", g.pick("in", "not in"))
			g.line("    ti = ti + %s", g.pick("1", "len(hd)", "(hk in hset)"))
			g.line("ti = ti + (hd[hk] if hk in hd else 0) + (hk in hfs)")
			g.line("hd[hk] = j")
		}
		g.line("if j == %s:", late)
		g.ind++
		if hashed && g.n(3) == 0 {
			g.line("hd = %s", g.pick("HD(hd)", "dict(hd)", "{1.0: 2, True: 3, 'k1': 4}"))
			g.line("hset.add(%s)", g.pick("1.0", "True", "'k' + '1'", "Box", "2**47 + 1"))
		}
		switch g.n(6) {
		case 5:
			// No ints: squaring one every iteration would grow it without
			// end (in CPython too).
			g.line("hc = %s", g.pick("1.5", "'s'", "-0.5j", "None", "complex('inf')", "2.5"))
		case 0:
			g.line("p(j, %s, hf)", acc)
		case 1:
			g.line("raise ValueError(j)")
		case 2:
			g.line("hf = %s", g.pick("'s'", "None", "2**70", "7"))
		case 3:
			g.line("%s = %s * 2**40", g.pick(acc, "ti"), acc)
		default:
			g.line("%s = %s", acc, g.literal())
		}
		g.ind--
		g.ind--
		g.line("p(%s, hf, ti, tq, hc, hs)", acc)
	})
}

// worldRoutes are ways of changing the world under a hot loop: an
// expression the loop adds up each iteration (after wo = Box(3), wv =
// V(1) and wseq = [1, 2, 3]), and a statement that changes what it
// computes when it first runs late in the loop. restore() (in the
// prelude) undoes every one of them.
var worldRoutes = []struct{ use, change string }{
	{"len(wseq)", "builtins.len = lambda o: 7"},
	{"len(wseq)", "builtins.__dict__['len'] = lambda o: -1"},
	{"wlen(wseq)", "setattr(builtins, 'len', lambda o: 3)"},
	{"wlen(wseq)", "globals()['len'] = lambda o: 5"},
	{"abs(j - 50)", "globals()['abs'] = lambda v: 1"},
	{"abs(j - 50)", "builtins.abs = ORIG['min']"},
	{"ord('a')", "del builtins.ord"},
	{"isinstance(wo, Box)", "wo.__class__ = Pt"},
	{"isinstance(wo, Box)", "builtins.isinstance = lambda o, c: 2"},
	{"int(math.sqrt(j))", "math.sqrt = lambda x: 1.5"},
	{"int(wsqrt(j))", "math.__dict__['floor'] = math.ceil"},
	{"int(wsqrt(j))", "setattr(math, 'sqrt', abs)"},
	{"wo.get()", "Box.get = lambda self: 11"},
	{"wo.get()", "setattr(Box, 'get', lambda self: -4)"},
	{"wo.get()", "wo.get = lambda: 13"},
	{"wo.get()", "wo.__class__ = Sub"},
	{"Box(j).v", "Box.__init__ = lambda self, v: [setattr(self, 'v', -v), setattr(self, 'w', 0)] and None"},
	{"wf(j)", "globals()['wf'] = lambda x: 2"},
	{"wf(j)", "wf.__code__ = wf2.__code__"},
	{"WK", "setattr(sys.modules[__name__], 'WK', 5)"},
	{"WK", "del sys.modules[__name__].WK"},
	{"(wv + wv).x", "V.__add__ = lambda s, o: V(-1)"},
	// for loops over lists, tuples and sets (get_iter_seq, for_seq,
	// get_iter_set, for_set): the sequence changes kind, grows, or
	// becomes a subclass with its own __iter__.
	{"wsum(wseq)", "wseq = WL(wseq)"},
	{"wsum(wseq)", "wseq = WT(wseq)"},
	{"wsum(wseq)", "wseq = tuple(wseq) + (2**47,)"},
	{"wsum(wseq)", "wseq.append(0.5)"},
	{"wsum(wseq[j % 2:])", "wseq = (1, 2)"},
	{"wsum(set(wseq))", "wseq.append(2**50)"},
	{"wsum(frozenset(wseq))", "wseq = WL(wseq)"},
	{"peek('j')", "wa = 'str'"},
	{"wa // 3", "wa = 2.5"},
	// Branches on objects (truth_obj): the class gains __bool__ or
	// __len__, or the instance changes class.
	{"sum(1 for q in (wo, None, wo, 0) if q)", "Box.__bool__ = lambda self: False"},
	{"len([q for q in (wo, wv, None) if not q])", "Box.__len__ = lambda self: 0"},
	{"(1 if wo else 2)", "wo.__class__ = Sub; Sub.__len__ = lambda self: j"},
	// Comparisons of instances by identity (eq_ident): the class gains
	// __eq__ or __ne__, or the instance changes class.
	{"(wo == wo) + (wo != Box(1)) + (wo == None)", "Box.__eq__ = lambda self, o: 5"},
	{"(wo != wo) + (wo == wv) * 2", "wo.__class__ = Sub; Sub.__ne__ = lambda self, o: 3"},
}

// worldLoop generates a hot loop that changes the world under itself
// (worldRoutes) late, then puts the world back whatever happened.
func (g *gen) worldLoop() {
	r := worldRoutes[g.n(len(worldRoutes))]
	n := g.pick("150", "300", "600")
	late := g.pick("3", "140", "149", "250")
	g.line("try:")
	g.ind++
	g.line("wo, wv, wseq, wa = Box(3), V(1), [1, 2, 3], 0")
	g.line("for j in range(%s):", n)
	g.line("    wa = clamp(wa + %s)", r.use)
	g.line("    if j == %s:", late)
	g.line("        %s", r.change)
	g.line("p(wa, j)")
	g.ind--
	g.line("except Exception as e:")
	g.line("    err(e)")
	g.line("finally:")
	g.line("    restore()")
}

// worldStmt generates a statement that looks at or reaches into frames:
// an exception from a deep call chain whose traceback frames' locals are
// printed, or a generator thrown into and closed.
func (g *gen) worldStmt() {
	if g.n(2) == 0 {
		g.line("try:")
		g.line("    chain(%d, %s)", g.n(6), g.literal())
		g.line("except KeyError as e:")
		g.line("    p(tb_locals(e))")
		return
	}
	g.guarded(func() {
		g.line("wg = wgen(%d)", 2+g.n(5))
		g.line("p(next(wg), next(wg))")
		if g.n(2) == 0 {
			g.line("p(wg.throw(ValueError(%s)))", g.literal())
		}
		g.line("wg.close()")
		g.line("p(list(wg))")
	})
}

// guarded wraps body in try/except that prints the exception.
func (g *gen) guarded(body func()) {
	g.line("try:")
	g.ind++
	body()
	g.ind--
	g.line("except Exception as e:")
	g.line("    err(e)")
}

func (g *gen) block(n int) {
	g.ind++
	for range n {
		g.stmt()
	}
	g.ind--
}

func (g *gen) forLoop() {
	if g.depth >= 2 {
		g.guarded(func() { g.line("p(%s)", g.expr(2)) })
		return
	}
	g.depth++
	saved := g.inLoop
	g.inLoop = true
	v := fmt.Sprintf("i%d", g.depth)
	switch g.n(4) {
	case 0, 1:
		g.line("for %s in range(%s):", v, g.pick("3", "5", "8", "-1, 4", "10, 0, -3", "2**47 - 2, 2**47 + 2"))
	case 2:
		g.line("for %s in [%s, %s, %s]:", v, g.literal(), g.literal(), g.literal())
	default:
		g.line("for %s in (%s, %s):", v, g.literal(), g.expr(1))
	}
	g.locals = append(g.locals, v)
	g.block(1 + g.n(3))
	g.locals = g.locals[:len(g.locals)-1]
	if g.n(3) == 0 {
		g.line("else:")
		g.line("    p('for-else')")
	}
	g.inLoop = saved
	g.depth--
}

func (g *gen) whileLoop() {
	if g.depth >= 2 {
		g.guarded(func() { g.line("p(%s)", g.expr(2)) })
		return
	}
	g.depth++
	saved := g.inLoop
	g.inLoop = true
	w := fmt.Sprintf("w%d", g.depth)
	g.line("%s = 0", w)
	g.line("while %s < %d:", w, 2+g.n(6))
	g.line("    %s += 1", w)
	g.block(1 + g.n(3))
	g.inLoop = saved
	g.depth--
}

func (g *gen) ifStmt() {
	g.guarded(func() {
		g.line("if %s:", g.expr(2))
		g.block(1)
		if g.n(2) == 0 {
			g.line("elif %s %s %s:", g.expr(1), g.pick("<", "==", ">="), g.expr(1))
			g.block(1)
		}
		g.line("else:")
		g.block(1)
	})
}

func (g *gen) containerOp() {
	g.guarded(func() {
		switch g.n(6) {
		// Clamped: a loop would otherwise nest a value in itself (b = [b,
		// str(b)]) and its repr would grow exponentially.
		case 0:
			g.line("%s = clamp([%s, %s])", g.name(), g.expr(1), g.expr(1))
		case 1:
			g.line("%s = clamp({%s: %s, %s: %s})", g.name(), g.key(), g.expr(1), g.key(), g.expr(1))
		case 2:
			n := g.name()
			g.line("%s = clamp(list(%s) + [%s])", n, g.pick("range(4)", "'abc'", "(1.5, -0.0)", "[2**63, -1]"), g.expr(1))
			g.line("%s[%s] = %s", n, g.pick("0", "-1", "1", "2**47", "True"), g.expr(1))
		case 3:
			g.line("p(%s[%s])", g.name(), g.expr(1))
		case 4:
			g.line("p(sorted(%s), len(%s))", g.name(), g.name())
		case 5:
			g.line("p(%s[%s:%s])", g.name(), g.pick("0", "1", "-2", "None"), g.pick("2", "-1", "None", "10"))
		}
	})
}

func (g *gen) key() string { return g.pick("'a'", "'b'", "1", "2.0", "(1, 2)", "None", "True", "-0.0") }

// call calls one of the functions defined so far.
func (g *gen) call() string {
	if len(g.funcs) == 0 {
		return g.expr(1)
	}
	f := g.funcs[g.n(len(g.funcs))]
	args := make([]string, f.arity)
	for i := range args {
		args[i] = g.expr(1)
	}
	return fmt.Sprintf("%s(%s)", f.name, strings.Join(args, ", "))
}

var ints = []string{
	// No counts a sequence repetition could allocate gigabytes with:
	// 2**41 and beyond fail at once, in CPython too.
	"0", "1", "-1", "2", "7", "-13", "255", "2**41", "-2**41", "2**41 - 1",
	"2**47 - 1", "-2**47", "2**47", "-2**47 - 1", // the edges of cpjit's small ints
	"2**63 - 1", "-2**63", "2**63", "-2**63 - 1", "2**64", "10**20", "-10**30", "True", "False",
}

var floats = []string{
	"0.0", "-0.0", "1.5", "-2.25", "0.1", "1e300", "-1e-300", "float('inf')", "-float('inf')",
	"float('nan')", "2.0**53", "5e-324", "3.0",
}

var strs = []string{"''", "'a'", "'abc'", "'héllo'", "'x' * 3", "'10'", "' sp '", "'\\n'"}

// literal returns a constant of a random type, parenthesised when it is
// not atomic (2**47 - 1) so that operators around it bind as intended.
func (g *gen) literal() string {
	l := g.rawLiteral()
	if strings.ContainsAny(l, " *-") && !strings.HasPrefix(l, "[") && !strings.HasPrefix(l, "(") {
		return "(" + l + ")"
	}
	return l
}

func (g *gen) rawLiteral() string {
	switch g.n(9) {
	case 0, 1, 2:
		return ints[g.n(len(ints))]
	case 3, 4:
		return floats[g.n(len(floats))]
	case 5:
		return strs[g.n(len(strs))]
	case 6:
		return fmt.Sprintf("[%s, %s]", ints[g.n(len(ints))], floats[g.n(len(floats))])
	case 7:
		return fmt.Sprintf("(%s, %s)", strs[g.n(len(strs))], ints[g.n(len(ints))])
	default:
		return g.pick("None", "{'a': 1, 2: 'b'}", "[]", "()", "b'xy'", "{}")
	}
}

// expr returns an expression of at most depth levels.
func (g *gen) expr(depth int) string {
	if depth <= 0 {
		if g.n(2) == 0 {
			return g.literal()
		}
		return g.readName()
	}
	a := func() string { return g.expr(depth - 1) }
	switch g.n(27) {
	case 22:
		return fmt.Sprintf("format(%s, %s)", a(), g.pick("''", "'>8'", "'.3f'", "'x'", "'+,'", "'^7.2'", "'e'", "'08.3%'", "'b'", "'!<5'"))
	case 23:
		return fmt.Sprintf("(%s %% %s)", g.pick("'%s|%r'", "'%d'", "'%5.2f'", "'%x'", "'%c'", "'%-4s|'", "b'%s'"), a())
	case 24:
		return fmt.Sprintf("%s(%s)", g.pick("int", "float", "complex"), g.pick("' 12 '", "'1_000'", "'0x1f'", "'1e5'", "'-inf'", "'nan'", "'3.5'", "'12abc'", "b'7'", "'１２'"))
	case 25:
		return fmt.Sprintf("%s(%s, %s)", g.pick("round", "divmod", "pow"), g.pick("2.5", "-3.75", "10**20 + 1", "7", "1e300", "-0.0"), g.pick("1", "-1", "0", "2", "3.0"))
	case 26:
		return fmt.Sprintf("list(%s)", g.pick("enumerate('ab', 3)", "zip('abc', range(2))", "reversed([1, 2, 3])", "sorted({3, 1, 2})", "sorted({'b': 1, 'a': 2}.items())", "'{}-{!r}'.format(1, 'x')", "map(abs, [-1, 2])", "filter(None, [0, 1, '', 'a'])"))
	case 17:
		return fmt.Sprintf("str(%s).%s", a(), g.pick("upper()", "split()", "strip()", "find('a')", "replace('a', 'bb')", "count('1')", "isdigit()", "zfill(5)", "title()", "encode()"))
	case 18:
		return fmt.Sprintf("f'{(%s)!r}/{(%s)}'", a(), a())
	case 19:
		// set() and frozenset() gather the numbers in batches (rt.NumSliceSink).
		consumer, closing := g.pick("sum", "any", "all", "list", "tuple", "max", "sorted", "sorted(set", "len(frozenset"), ")"
		if strings.Contains(consumer, "(") {
			closing = "))"
		}
		return fmt.Sprintf("%s(%s for %s in %s%s", consumer, g.pick("v", "v * 2", "-v", "v % 3", "str(v)"), "v", g.pick("range(5)", "[3, 1, 2]", "gen(5, 0)", "(1.5, -2)", "'abc'"), closing)
	case 20:
		return fmt.Sprintf("sorted([%s, %s, %s], key=%s)", a(), a(), a(), g.pick("repr", "str", "lambda q: str(type(q))", "len"))
	case 21:
		return fmt.Sprintf("isinstance(%s, %s)", a(), g.pick("int", "float", "str", "(int, float)", "Box", "list", "bool"))
	case 0, 1, 2:
		return fmt.Sprintf("(%s %s %s)", a(), g.pick("+", "-", "+", "-", "*", "/", "//", "%", "&", "|", "^"), a())
	case 3:
		// Bounded exponents and shifts.
		if g.n(2) == 0 {
			return fmt.Sprintf("(%s ** (%s %% 6))", a(), a())
		}
		return fmt.Sprintf("(%s %s (%s %% 70))", a(), g.pick("<<", ">>"), a())
	case 15:
		// pow with a bounded exponent, and the three-argument form.
		return fmt.Sprintf("pow(%s, %s %% 8%s)", a(), a(), g.pick("", ", 1000003", ", -7"))
	case 4:
		if g.n(7) == 0 {
			return "(" + g.identity(a()) + ")"
		}
		return fmt.Sprintf("(%s %s %s)", a(), g.pick("<", "<=", "==", "!=", ">", ">=", "!=", "=="), a())
	case 5:
		return fmt.Sprintf("(%s %s %s)", a(), g.pick("and", "or"), a())
	case 6:
		if g.n(2) == 0 {
			return fmt.Sprintf("(%s%s)", g.pick("-", "+", "~", "not "), a())
		}
		return fmt.Sprintf("%s(%s)", g.pick("abs", "int", "float", "str", "len", "bool", "repr", "round"), a())
	case 7:
		return fmt.Sprintf("%s(%s, %s)", g.pick("min", "max", "divmod"), a(), a())
	case 8:
		return fmt.Sprintf("(%s if %s else %s)", a(), a(), a())
	case 9:
		return fmt.Sprintf("(%s)[%s]", a(), a())
	case 10:
		return g.pick("box.get()", "box.v", "box.w", "slot.a", "slot.b", "Box.k", "box.k")
	case 11:
		return g.call()
	case 12:
		return fmt.Sprintf("[%s for %s in range(%d)]", g.pick("j", "j * j", "-j", "j % 3", "str(j)", "j / 2"), "j", g.n(6))
	case 13:
		return fmt.Sprintf("(%s * (%s %% 4))", g.pick("'ab'", "[1]", "(0.5,)", "b'z'"), a())
	default:
		return a()
	}
}

// identity is an is or is not test of x against a singleton. The identity
// of numbers, strs and other values is the implementation's choice (cpjit's
// floats and small ints are unboxed, CPython caches some ints and interns
// some strs), so tests against anything else would differ from CPython
// without either being wrong.
func (g *gen) identity(x string) string {
	return fmt.Sprintf("%s %s %s", x, g.pick("is", "is not"), g.pick("None", "True", "False"))
}
