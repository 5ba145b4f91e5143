package compiler

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

func compileSrc(t *testing.T, src string) *bytecode.Code {
	t.Helper()
	code, err := CompileSource("t.py", []byte(src), "exec")
	require.NoError(t, err)
	checkCode(t, code)
	return code
}

// checkCode verifies structural invariants of a code object and its
// children: operands in range, jump targets valid, one Pos per instruction.
func checkCode(t *testing.T, c *bytecode.Code) {
	t.Helper()
	require.Len(t, c.Lines, len(c.Instrs), c.Qualname)
	require.Len(t, c.CellArgs, len(c.CellVars), c.Qualname)
	require.LessOrEqual(t, c.NLocals+len(c.CellVars)+len(c.FreeVars), c.NRegs)
	for i, in := range c.Instrs {
		switch in.Op {
		case bytecode.JUMP:
			require.Less(t, int(in.A), len(c.Instrs), "%s %d", c.Qualname, i)
		case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_NONE:
			require.Less(t, int(in.B), len(c.Instrs), "%s %d", c.Qualname, i)
			require.Less(t, int(in.A), c.NRegs)
		case bytecode.FOR_ITER:
			require.Less(t, int(in.C), len(c.Instrs), "%s %d", c.Qualname, i)
		case bytecode.LOAD_CONST:
			require.Less(t, int(in.B), len(c.Consts))
			require.Less(t, int(in.A), c.NRegs)
		case bytecode.CALL_KW, bytecode.IMPORT_NAME:
			require.Equal(t, bytecode.EXTRA, c.Instrs[i+1].Op)
		case bytecode.CHECK_BOUND, bytecode.DELETE_FAST:
			require.Less(t, int(in.A), c.NLocals)
		}
	}
	checkRegisters(t, c)
	for _, e := range c.ExcTable {
		require.Less(t, e.Start, e.End)
		require.LessOrEqual(t, int(e.End), len(c.Instrs))
		require.Less(t, int(e.Target), len(c.Instrs))
		require.Less(t, int(e.Reg), c.NRegs)
		require.GreaterOrEqual(t, int(e.Reg), c.NLocals+len(c.CellVars)+len(c.FreeVars))
	}
	for _, k := range c.Consts {
		if sub, ok := k.(*bytecode.Code); ok {
			checkCode(t, sub)
		}
	}
}

func findCode(c *bytecode.Code, qualname string) *bytecode.Code {
	if c.Qualname == qualname {
		return c
	}
	for _, k := range c.Consts {
		if sub, ok := k.(*bytecode.Code); ok {
			if r := findCode(sub, qualname); r != nil {
				return r
			}
		}
	}
	return nil
}

func mustFind(t *testing.T, c *bytecode.Code, qualname string) *bytecode.Code {
	t.Helper()
	r := findCode(c, qualname)
	require.NotNil(t, r, "no code %s in\n%s", qualname, c.Disassemble())
	return r
}

// listing renders instructions as "OP A B C", with names and constants
// resolved: "LOAD_CONST r0 1", "STORE_NAME r0 x".
func listing(c *bytecode.Code) []string {
	var out []string
	for _, in := range c.Instrs {
		s := in.Op.String()
		switch in.Op {
		case bytecode.LOAD_CONST:
			s += fmt.Sprintf(" r%d %s", in.A, bytecode.ConstString(c.Consts[in.B]))
		case bytecode.LOAD_GLOBAL, bytecode.LOAD_NAME, bytecode.STORE_NAME, bytecode.STORE_GLOBAL:
			s += fmt.Sprintf(" r%d %s", in.A, c.Names[in.B])
		case bytecode.DELETE_NAME, bytecode.DELETE_GLOBAL:
			s += " " + c.Names[in.B]
		case bytecode.LOAD_ATTR, bytecode.LOAD_METHOD:
			s += fmt.Sprintf(" r%d r%d .%s", in.A, in.B, c.Names[in.C])
		case bytecode.STORE_ATTR:
			s += fmt.Sprintf(" r%d r%d .%s", in.A, in.B, c.Names[in.C])
		case bytecode.JUMP:
			s += fmt.Sprintf(" %d", in.A)
		case bytecode.RETURN, bytecode.CHECK_BOUND, bytecode.DELETE_FAST, bytecode.RERAISE, bytecode.POP_EXC:
			s += fmt.Sprintf(" r%d", in.A)
		case bytecode.JUMP_IF_TRUE, bytecode.JUMP_IF_FALSE:
			s += fmt.Sprintf(" r%d %d", in.A, in.B)
		default:
			s += fmt.Sprintf(" %d %d %d", in.A, in.B, in.C)
		}
		out = append(out, s)
	}
	return out
}

func ops(c *bytecode.Code) []bytecode.Opcode {
	var out []bytecode.Opcode
	for _, in := range c.Instrs {
		out = append(out, in.Op)
	}
	return out
}

func countOp(c *bytecode.Code, op bytecode.Opcode) int {
	n := 0
	for _, in := range c.Instrs {
		if in.Op == op {
			n++
		}
	}
	return n
}

func TestSimpleModule(t *testing.T) {
	code := compileSrc(t, "x = 1\ny = x + 2\n")
	require.Equal(t, []string{
		"LOAD_CONST r0 1",
		"STORE_NAME r0 x",
		"LOAD_NAME r1 x",
		"LOAD_CONST r2 2",
		"ADD 0 1 2",
		"STORE_NAME r0 y",
		"LOAD_CONST r0 None",
		"RETURN r0",
	}, listing(code))
	require.Equal(t, "<module>", code.Name)
	require.Equal(t, "<module>", code.Qualname)
	require.NotZero(t, code.Flags&bytecode.FlagModule)
	require.Equal(t, 3, code.NRegs)
	require.Equal(t, -1, code.Doc)
}

func TestEval(t *testing.T) {
	code, err := CompileSource("<string>", []byte("a * -1"), "eval")
	require.NoError(t, err)
	require.Equal(t, []string{
		"LOAD_NAME r1 a",
		"LOAD_CONST r2 -1",
		"MUL 0 1 2",
		"RETURN r0",
	}, listing(code))
	e := &syntax.Name{Id: "q", Ctx: syntax.Load}
	code, err = CompileExpr(e, "<string>")
	require.NoError(t, err)
	require.Equal(t, []string{"LOAD_NAME r0 q", "RETURN r0"}, listing(code))
}

func TestConstants(t *testing.T) {
	code := compileSrc(t, "a = 1\nb = 1.0\nc = True\nd = 0.0\ne = -0.0\nf = 1\ng = 123456789012345678901234567890\nh = b'x'\ni = ...\nj = 'x'\nk = (1, (2.5, 'x'))\nl = 2j\nm = -5\n")
	var kinds []string
	for _, k := range code.Consts {
		kinds = append(kinds, fmt.Sprintf("%T:%v", k, k))
	}
	require.Equal(t, []string{
		"int64:1", "float64:1", "bool:true", "float64:0", "float64:-0",
		"*big.Int:123456789012345678901234567890", "bytecode.Bytes:[120]", "bytecode.EllipsisConst:{}",
		"string:x", "bytecode.Tuple:[1 [2.5 x]]", "complex128:(0+2i)", "int64:-5", "<nil>:<nil>",
	}, kinds)
	_, isBig := code.Consts[5].(*big.Int)
	require.True(t, isBig)
}

func TestFunctionLayout(t *testing.T) {
	code := compileSrc(t, `
def f(a, /, b, *args, c, d=1, **kw):
    x = a
    def g():
        return b + x
    return g
`)
	f := mustFind(t, code, "f")
	require.Equal(t, []string{"a", "b", "c", "d", "args", "kw", "g"}, f.VarNames)
	require.Equal(t, 7, f.NLocals)
	require.Equal(t, 2, f.ArgCount)
	require.Equal(t, 1, f.PosOnlyCount)
	require.Equal(t, 2, f.KwOnlyCount)
	require.Equal(t, bytecode.FlagVarArgs|bytecode.FlagVarKw, f.Flags&(bytecode.FlagVarArgs|bytecode.FlagVarKw))
	require.Equal(t, []string{"b", "x"}, f.CellVars)
	require.Equal(t, []int{1, -1}, f.CellArgs)
	require.Empty(t, f.FreeVars)
	g := mustFind(t, code, "f.<locals>.g")
	require.Equal(t, []string{"b", "x"}, g.FreeVars)
	require.NotZero(t, g.Flags&bytecode.FlagNested)
	require.Zero(t, f.Flags&bytecode.FlagNested)
	// x = a stores straight into the cell; g is built with a closure.
	require.Equal(t, bytecode.STORE_DEREF, f.Instrs[0].Op)
	require.Equal(t, int32(0), f.Instrs[0].A)
	require.Equal(t, int32(f.NLocals+1), f.Instrs[0].B)
	var mk bytecode.Instr
	for _, in := range f.Instrs {
		if in.Op == bytecode.MAKE_FUNCTION {
			mk = in
		}
	}
	require.Equal(t, int32(4), mk.C)
}

func TestQualnames(t *testing.T) {
	code := compileSrc(t, `
def f():
    def g():
        class C:
            def m(self):
                return lambda: (x for x in ())
        return C
    return [lambda: 1 for _ in ()]
class D:
    class E:
        def h(self): pass
def outer():
    global glob
    def glob(): pass
`)
	for _, q := range []string{
		"f", "f.<locals>.g", "f.<locals>.g.<locals>.C", "f.<locals>.g.<locals>.C.m",
		"f.<locals>.g.<locals>.C.m.<locals>.<lambda>", "f.<locals>.g.<locals>.C.m.<locals>.<lambda>.<locals>.<genexpr>",
		"f.<locals>.<lambda>", "D", "D.E", "D.E.h", "glob",
	} {
		mustFind(t, code, q)
	}
	require.Equal(t, "<genexpr>", mustFind(t, code, "f.<locals>.g.<locals>.C.m.<locals>.<lambda>.<locals>.<genexpr>").Name)
}

func TestClassBody(t *testing.T) {
	code := compileSrc(t, `
@dec
class C(B, metaclass=M):
    """Doc
       string"""
    x: int = 1
    def m(self):
        self.a = 1
        self.b, self.c = 1, 2
        self.d += 1
        return super().m()
`)
	c := mustFind(t, code, "C")
	require.NotZero(t, c.Flags&bytecode.FlagClass)
	require.Equal(t, []string{"__class__"}, c.CellVars)
	require.Equal(t, []int{-1}, c.CellArgs)
	require.Equal(t, 2, c.FirstLine)
	l := listing(c)
	require.Equal(t, []string{
		"LOAD_NAME r1 __name__",
		"STORE_NAME r1 __module__",
		"LOAD_CONST r1 \"C\"",
		"STORE_NAME r1 __qualname__",
		"LOAD_CONST r1 2",
		"STORE_NAME r1 __firstlineno__",
		"SETUP_ANNOTATIONS 0 0 0",
		"LOAD_CONST r1 \"Doc\\nstring\"",
		"STORE_NAME r1 __doc__",
	}, l[:9])
	require.Equal(t, "Doc\nstring", c.Consts[c.Doc])
	tail := l[len(l)-4:]
	require.Equal(t, []string{
		"LOAD_CONST r1 [a b c]",
		"STORE_NAME r1 __static_attributes__",
		"STORE_NAME r0 __classcell__",
		"RETURN r0",
	}, tail)
	m := mustFind(t, code, "C.m")
	require.Equal(t, []string{"__class__"}, m.FreeVars)
	// Module: decorator, LOAD_BUILD_CLASS, body function, name, bases, kw.
	require.Equal(t, []bytecode.Opcode{
		bytecode.LOAD_NAME, bytecode.LOAD_BUILD_CLASS, bytecode.MAKE_FUNCTION,
		bytecode.LOAD_CONST, bytecode.LOAD_NAME, bytecode.LOAD_NAME, bytecode.CALL_KW, bytecode.EXTRA,
		bytecode.CALL, bytecode.STORE_NAME,
	}, ops(code)[:10])
}

func TestClassFreeVariables(t *testing.T) {
	code := compileSrc(t, `
def f():
    x = 1
    y = 2
    class C:
        x = 3
        a = y
        def m(self):
            return x
    return C
`)
	c := mustFind(t, code, "f.<locals>.C")
	require.Equal(t, []string{"x", "y"}, c.FreeVars)
	l := listing(c)
	require.Contains(t, strings.Join(l, "\n"), "LOAD_CLASSDEREF")
	f := mustFind(t, code, "f")
	require.Equal(t, []string{"x", "y"}, f.CellVars)
}

func TestCheckBound(t *testing.T) {
	code := compileSrc(t, `
def f(a, c):
    b = a
    print(a, b)
    if c:
        d = 1
    print(d)
    del b
    print(b)
    for i in a:
        e = i
    print(e, i)
    while c:
        g = 1
        print(g)
    try:
        h = 1
    except E:
        print(h)
    print(h)
    if c:
        k = 1
    else:
        k = 2
    print(k)
`)
	f := mustFind(t, code, "f")
	var checked []string
	for _, in := range f.Instrs {
		if in.Op == bytecode.CHECK_BOUND {
			checked = append(checked, f.VarNames[in.A])
		}
	}
	// d: assigned on one branch only; b: deleted; e, i: the loop may not
	// run; h: the handler may run before the assignment. After the try, h
	// is known (checked in the handler, assigned in the body).
	require.Equal(t, []string{"d", "b", "e", "i", "h"}, checked)
	require.Equal(t, 1, countOp(f, bytecode.DELETE_FAST))
}

func TestCheckBoundAfterDel(t *testing.T) {
	code := compileSrc(t, "def f(a):\n    b = a\n    del b\n    return b\n")
	f := mustFind(t, code, "f")
	require.Equal(t, []string{"MOVE 1 0 0", "DELETE_FAST r1", "CHECK_BOUND r1", "RETURN r1", "LOAD_CONST r2 None", "RETURN r2"}, listing(f))
}

func TestComprehensionInlined(t *testing.T) {
	code := compileSrc(t, "def f(a):\n    x = 1\n    return [x + y for y in a if y]\n")
	f := mustFind(t, code, "f")
	require.Nil(t, findCode(code, "f.<locals>.<listcomp>"))
	require.Empty(t, f.CellVars)
	require.Equal(t, []string{"a", "x"}, f.VarNames)
	require.Equal(t, []string{
		"LOAD_CONST r1 1",
		"GET_ITER 3 0 0",
		"BUILD_LIST 2 0 0",
		"FOR_ITER 4 3 8",
		"JUMP_IF_FALSE r4 3",
		"ADD 5 1 4",
		"LIST_APPEND 2 5 0",
		"JUMP 3",
		"RETURN r2",
		"LOAD_CONST r2 None",
		"RETURN r2",
	}, listing(f))
}

func TestComprehensionNotInlined(t *testing.T) {
	code := compileSrc(t, "def f(a):\n    return [lambda: y for y in a]\n")
	lc := mustFind(t, code, "f.<locals>.<listcomp>")
	require.Equal(t, []string{".0"}, lc.VarNames)
	require.Equal(t, []string{"y"}, lc.CellVars)
	require.Equal(t, 1, lc.ArgCount)
	mustFind(t, code, "f.<locals>.<listcomp>.<lambda>")
	// Reading an iteration variable before its clause binds it.
	code = compileSrc(t, "def f(a):\n    return [x for b in a for x in x]\n")
	lc = mustFind(t, code, "f.<locals>.<listcomp>")
	require.Equal(t, 1, countOp(lc, bytecode.CHECK_BOUND))
}

func TestGenExpr(t *testing.T) {
	code := compileSrc(t, "def f(a):\n    return (x * 2 for x in a)\n")
	g := mustFind(t, code, "f.<locals>.<genexpr>")
	require.NotZero(t, g.Flags&bytecode.FlagGenerator)
	require.Equal(t, []string{".0", "x"}, g.VarNames)
	require.Equal(t, 1, g.ArgCount)
	require.Equal(t, 1, countOp(g, bytecode.YIELD))
	f := mustFind(t, code, "f")
	require.Equal(t, []bytecode.Opcode{bytecode.MAKE_FUNCTION, bytecode.GET_ITER, bytecode.CALL, bytecode.RETURN}, ops(f)[:4])
	require.Equal(t, int32(0), f.Instrs[1].B) // iter(a) straight from a's register
}

func TestWalrusInComprehension(t *testing.T) {
	code := compileSrc(t, "def f(a):\n    [(last := x) for x in a]\n    return last\n")
	f := mustFind(t, code, "f")
	require.Equal(t, []string{"a", "last"}, f.VarNames)
	require.Empty(t, f.CellVars)
	require.Equal(t, 1, countOp(f, bytecode.CHECK_BOUND))
	code = compileSrc(t, "[(last := x) for x in a]\n")
	require.Contains(t, listing(code), "STORE_GLOBAL r3 last")
}

func TestCalls(t *testing.T) {
	code := compileSrc(t, "o.m(1, 2)\nf(1, k=2)\nf(*a, **k)\nf(x, *a, y)\no.m(k=1)\n")
	l := listing(code)
	require.Equal(t, []string{
		"LOAD_NAME r2 o",
		"LOAD_METHOD r0 r2 .m",
		"LOAD_CONST r2 1",
		"LOAD_CONST r3 2",
		"CALL_METHOD 0 0 2",
	}, l[:5])
	require.Equal(t, []string{
		"LOAD_NAME r0 f",
		"LOAD_CONST r1 1",
		"LOAD_CONST r2 2",
		"CALL_KW 0 0 2",
	}, l[5:9])
	require.Equal(t, bytecode.Tuple{"k"}, code.Consts[code.Instrs[9].A])
	require.Equal(t, []string{
		"LOAD_NAME r0 f",
		"LOAD_NAME r1 a", // a lone *a goes to CALL_EX as it is
		"BUILD_DICT 2 3 0",
		"LOAD_NAME r3 k",
		"DICT_MERGE 2 3 0",
		"CALL_EX 0 0 1",
		"LOAD_NAME r0 f",
		"LOAD_NAME r3 x",
		"BUILD_LIST 2 3 1",
		"LOAD_NAME r3 a",
		"LIST_EXTEND 2 3 0",
		"LOAD_NAME r3 y",
		"LIST_APPEND 2 3 0",
		"LIST_TUPLE 1 2 0",
		"CALL_EX 0 0 0",
		"LOAD_NAME r1 o",
		"LOAD_ATTR r0 r1 .m",
		"LOAD_CONST r1 1",
		"CALL_KW 0 0 1",
	}, l[10:29])
}

func TestTryExceptTable(t *testing.T) {
	code := compileSrc(t, `
try:
    a()
except E as e:
    b()
`)
	require.Len(t, code.ExcTable, 3)
	body, as, cleanup := code.ExcTable[1], code.ExcTable[0], code.ExcTable[2]
	// Innermost first: the `as` cleanup region lies inside the handler's.
	require.True(t, as.Start >= cleanup.Start && as.End <= cleanup.End)
	// The body starts after the NOP that holds the try line (sys.settrace).
	require.Equal(t, bytecode.NOP, code.Instrs[0].Op)
	require.Equal(t, int32(1), body.Start)
	require.Equal(t, bytecode.PUSH_EXC, code.Instrs[body.Target].Op)
	require.Equal(t, body.Reg, code.Instrs[body.Target].A)
	require.Equal(t, bytecode.POP_EXC, code.Instrs[cleanup.Target].Op)
	require.Equal(t, bytecode.RERAISE, code.Instrs[cleanup.Target+1].Op)
	require.Equal(t, cleanup.Reg, code.Instrs[cleanup.Target+1].A)
	// e is unbound at the end of the handler, on both paths.
	require.Equal(t, 2, countOp(code, bytecode.DELETE_NAME))
}

func TestFinallyReturn(t *testing.T) {
	code := compileSrc(t, `
def f():
    try:
        return g()
    finally:
        h()
`)
	f := mustFind(t, code, "f")
	// The finally body appears twice: after the return value is computed
	// and on the exception path.
	n := 0
	for _, in := range f.Instrs {
		if in.Op == bytecode.LOAD_GLOBAL && f.Names[in.B] == "h" {
			n++
		}
	}
	require.Equal(t, 3, n) // return path, (dead) normal path, exception path
	require.Len(t, f.ExcTable, 2)
	e := f.ExcTable[0]
	// The inline finally copy on the return path is not protected.
	for pc := e.Start; pc < e.End; pc++ {
		in := f.Instrs[pc]
		if in.Op == bytecode.LOAD_GLOBAL {
			require.Equal(t, "g", f.Names[in.B])
		}
	}
}

func TestLineNumbers(t *testing.T) {
	code := compileSrc(t, "x = 1\n\ny = (\n  f(x,\n    2))\n")
	require.Equal(t, bytecode.Pos{Line: 1, Col: 4, EndLine: 1, EndCol: 5}, code.Lines[0])
	// The call gets the Call node's full extent.
	for i, in := range code.Instrs {
		if in.Op == bytecode.CALL {
			require.Equal(t, bytecode.Pos{Line: 4, Col: 2, EndLine: 5, EndCol: 6}, code.Lines[i])
		}
		if in.Op == bytecode.STORE_NAME && code.Names[in.B] == "y" {
			require.Equal(t, int32(3), code.Lines[i].Line)
		}
	}
}

func TestDocstrings(t *testing.T) {
	code := compileSrc(t, "'''Mod'''\ndef f():\n    '''\n    Hello\n      World\n    '''\n    return 1\n")
	require.Equal(t, "Mod", code.Consts[code.Doc])
	require.Equal(t, []string{"LOAD_CONST r0 \"Mod\"", "STORE_NAME r0 __doc__"}, listing(code)[:2])
	f := mustFind(t, code, "f")
	require.Equal(t, "\nHello\n  World\n", f.Consts[f.Doc])
	lam := compileSrc(t, "f = lambda: 'x'\n")
	require.Equal(t, -1, mustFind(t, lam, "<lambda>").Doc)
}

func TestFunctionAnnotations(t *testing.T) {
	code := compileSrc(t, "def f(a: int, /, b: str = 'x', *c: T, d, **e: U) -> R: pass\n")
	var l []string
	for _, in := range code.Instrs {
		if in.Op == bytecode.LOAD_CONST {
			l = append(l, bytecode.ConstString(code.Consts[in.B]))
		}
	}
	require.Equal(t, []string{`"x"`, `"b"`, `"a"`, `"c"`, `"e"`, `"return"`, "None"}, l)
	mk := code.Instrs[len(code.Instrs)-4]
	require.Equal(t, bytecode.MAKE_FUNCTION, mk.Op)
	require.Equal(t, int32(1|8), mk.C)
}

func TestFutureAnnotations(t *testing.T) {
	code := compileSrc(t, `from __future__ import annotations
x: dict[str, (int, ...)] = 1
y: lambda a, *b, c=1: a + 1
z: -1 ** 2 + (not a) * b if c else {1: 2, **d}
w: f(a, *b, k=1, **c)[1:2, ::3]
def f(a: List[int], *b: *Ts) -> a.b | None: pass
`)
	require.NotZero(t, code.Flags&bytecode.FlagFutureAnnotations)
	var strs []string
	for _, k := range code.Consts {
		if s, ok := k.(string); ok {
			strs = append(strs, s)
		}
	}
	for _, want := range []string{
		"dict[str, (int, ...)]", "lambda a, *b, c=1: a + 1", "-1 ** 2 + (not a) * b if c else {1: 2, **d}",
		"f(a, *b, k=1, **c)[1:2, ::3]", "List[int]", "*Ts", "a.b | None",
	} {
		require.Contains(t, strs, want)
	}
}

func TestImports(t *testing.T) {
	code := compileSrc(t, "import a.b.c\nimport a.b as d\nfrom .m import x as y, z\nfrom . import q\nfrom n import *\n")
	l := listing(code)
	require.Equal(t, []string{
		"IMPORT_NAME 0 0 0", "EXTRA 0 0 0", "STORE_NAME r0 a",
		"IMPORT_NAME 0 2 0", "EXTRA 0 0 0", "IMPORT_FROM 1 0 3", "STORE_NAME r1 d",
	}, l[:7])
	require.Equal(t, []string{"a.b.c", "a", "a.b", "b", "d", "m", "x", "y", "z", "", "q", "n"}, code.Names)
	require.Contains(t, l, "EXTRA 1 0 0")
	require.Contains(t, l, "IMPORT_STAR 0 0 0")
	require.Contains(t, code.Consts, bytecode.Tuple{"x", "z"})
	require.Contains(t, code.Consts, bytecode.Tuple{"*"})
}

func TestUnpacking(t *testing.T) {
	code := compileSrc(t, "a, *b, c = x\n[d, (e, f)] = y\na, b = b, a\n")
	l := listing(code)
	require.Equal(t, "UNPACK_EX 1 0 65537", l[1])
	require.Contains(t, l, "UNPACK_SEQUENCE 1 0 2")
	require.Equal(t, []string{"LOAD_NAME r0 b", "LOAD_NAME r1 a", "STORE_NAME r0 a", "STORE_NAME r1 b"}, l[len(l)-6:len(l)-2])
}

func TestAugAssign(t *testing.T) {
	code := compileSrc(t, "x[i] += 1\no.a -= 2\ndef f(n):\n    n *= 3\n")
	require.Equal(t, []string{
		"LOAD_NAME r0 x", "LOAD_NAME r1 i", "BINARY_SUBSCR 2 0 1", "LOAD_CONST r3 1",
		"INPLACE_ADD 2 2 3", "STORE_SUBSCR 0 1 2",
		"LOAD_NAME r0 o", "LOAD_ATTR r1 r0 .a", "LOAD_CONST r2 2", "INPLACE_SUB 1 1 2", "STORE_ATTR r0 r1 .a",
	}, listing(code)[:11])
	f := mustFind(t, code, "f")
	require.Equal(t, "INPLACE_MUL 0 0 1", listing(f)[1])
}

func TestWalrusHazard(t *testing.T) {
	// x + (x := 5) must add the old x.
	code := compileSrc(t, "def f(x):\n    return x + (x := 5)\n")
	f := mustFind(t, code, "f")
	l := listing(f)
	require.Equal(t, "MOVE 2 0 0", l[0])
	require.Contains(t, l, "ADD 1 2 3")
}

func TestGenerator(t *testing.T) {
	code := compileSrc(t, "def g(x):\n    y = yield x\n    yield from y\n")
	g := mustFind(t, code, "g")
	require.NotZero(t, g.Flags&bytecode.FlagGenerator)
	require.Equal(t, []bytecode.Opcode{bytecode.YIELD, bytecode.GET_YIELD_FROM_ITER, bytecode.YIELD_FROM}, ops(g)[:3])
	require.Equal(t, int32(1), g.Instrs[0].A) // y gets the sent value directly
}

func TestWith(t *testing.T) {
	code := compileSrc(t, "with a as b:\n    c()\n")
	require.Equal(t, []bytecode.Opcode{
		bytecode.LOAD_NAME, bytecode.WITH_ENTER, bytecode.STORE_NAME,
		bytecode.LOAD_NAME, bytecode.CALL, bytecode.WITH_EXIT, bytecode.JUMP,
		bytecode.PUSH_EXC, bytecode.WITH_EXIT_EXC, bytecode.JUMP_IF_TRUE, bytecode.POP_EXC, bytecode.RERAISE,
		bytecode.POP_EXC, bytecode.JUMP, bytecode.POP_EXC, bytecode.RERAISE,
	}, ops(code)[:16])
	require.Equal(t, []bytecode.ExcEntry{
		{Start: 2, End: 5, Target: 7, Reg: 2},
		{Start: 8, End: 10, Target: 14, Reg: 5},
	}, code.ExcTable)
}

func TestBreakThroughWith(t *testing.T) {
	code := compileSrc(t, "for x in y:\n    with a:\n        break\n")
	// break calls __exit__ before leaving the loop.
	l := ops(code)
	i := 0
	for l[i] != bytecode.WITH_ENTER {
		i++
	}
	require.Equal(t, []bytecode.Opcode{bytecode.WITH_ENTER, bytecode.WITH_EXIT, bytecode.JUMP}, l[i:i+3])
}

type errCase struct {
	src       string
	msg       string
	line, col int
	endCol    int // checked when not 0; -1 means "unknown" (0)
}

func TestErrors(t *testing.T) {
	for _, tc := range []errCase{
		{"return 1", "'return' outside function", 1, 1, 9},
		{"def f():\n  x = 1\n  global x", "name 'x' is assigned to before global declaration", 3, 3, 0},
		{"def f():\n  print(x)\n  global x", "name 'x' is used prior to global declaration", 3, 3, 0},
		{"def f():\n  nonlocal x", "no binding for nonlocal 'x' found", 2, 3, 0},
		{"nonlocal x", "nonlocal declaration not allowed at module level", 1, 1, 0},
		{"class C:\n  nonlocal x", "no binding for nonlocal 'x' found", 2, 3, 0},
		{"def f(a, b, a): pass", "duplicate argument 'a' in function definition", 1, 13, 14},
		{"lambda a, a: 1", "duplicate argument 'a' in function definition", 1, 11, 0},
		{"break", "'break' outside loop", 1, 1, 0},
		{"continue", "'continue' not properly in loop", 1, 1, 0},
		{"for x in y:\n  def f():\n    break", "'break' outside loop", 3, 5, 0},
		{"yield 1", "'yield' outside function", 1, 1, 0},
		{"class C:\n  yield 1", "'yield' outside function", 2, 3, 0},
		{"def f(): [(yield x) for x in y]", "'yield' inside list comprehension", 1, 12, 0},
		{"def f(): ((yield x) for x in y)", "'yield' inside generator expression", 1, 12, 0},
		{"[(x := 1) for x in y]", "assignment expression cannot rebind comprehension iteration variable 'x'", 1, 3, 0},
		{"[i for i in (x := y)]", "assignment expression cannot be used in a comprehension iterable expression", 1, 14, 20},
		{"class C:\n  [(z := 1) for x in y]", "assignment expression within a comprehension cannot be used in a class body", 2, 5, 0},
		{"def f():\n  x: int\n  global x", "annotated name 'x' can't be global", 3, 3, 0},
		{"def f(x):\n  global x", "name 'x' is parameter and global", 2, 3, 0},
		{"def f():\n  def g():\n    global x\n    nonlocal x", "name 'x' is nonlocal and global", 3, 5, 0},
		{"def f():\n  x = 1\n  def g():\n    x = 2\n    nonlocal x", "name 'x' is assigned to before nonlocal declaration", 5, 5, 0},
		{"def f(): del __debug__", "cannot delete __debug__", 1, 14, 0},
		{"f(__debug__=1)", "cannot assign to __debug__", 1, 3, 0},
		{"def f(__debug__): pass", "cannot assign to __debug__", 1, 7, 0},
		{"f(a=1, a=2)", "keyword argument repeated: a", 1, 8, 0},
		{"from __future__ import braces", "not a chance", 1, 1, -1},
		{"from __future__ import foo", "future feature foo is not defined", 1, 1, 0},
		{"x=1\nfrom __future__ import annotations", "from __future__ imports must occur at the beginning of the file", 2, 1, 0},
		{"def f():\n  from m import *", "import * only allowed at module level", 2, 17, 18},
		{"try:\n  pass\nexcept:\n  pass\nexcept E:\n  pass", "default 'except:' must be last", 3, 1, 7},
		{"import __debug__", "cannot assign to __debug__", 1, 1, 0},
		{"a, *b, *c = 1", "multiple starred expressions in assignment", 1, 1, 0},
		{"for *a in b: pass", "starred assignment target must be in a list or tuple", 1, 5, 0},
		{"x = *a", "can't use starred expression here", 1, 5, 0},
		{"*a", "can't use starred expression here", 1, 1, 0},
		{"def f(): return *a", "can't use starred expression here", 1, 17, 0},
		{"__debug__ += 1", "cannot assign to __debug__", 1, 1, 0},
		{"a.__debug__ = 1", "cannot assign to __debug__", 1, 1, 0},
		{"class C:\n  def f(self):\n    nonlocal __y\n", "no binding for nonlocal '_C__y' found", 3, 5, 0},
		{"[1 for x in a for y in b if (y := 1)]", "assignment expression cannot rebind comprehension iteration variable 'y'", 1, 30, 0},
	} {
		t.Run(tc.src, func(t *testing.T) {
			_, err := CompileSource("t.py", []byte(tc.src), "exec")
			require.Error(t, err)
			se, ok := err.(*syntax.Error)
			require.True(t, ok, "%T %v", err, err)
			require.Equal(t, "SyntaxError", se.Kind)
			require.Equal(t, tc.msg, se.Msg)
			require.Equal(t, tc.line, se.Line, "line")
			require.Equal(t, tc.col, se.Col, "col")
			switch tc.endCol {
			case 0:
			case -1:
				require.Equal(t, 0, se.EndCol, "end col")
			default:
				require.Equal(t, tc.endCol, se.EndCol, "end col")
			}
		})
	}
}

func TestTooManyStarTargets(t *testing.T) {
	src := strings.Repeat("a, ", 300) + "*b = c\n"
	_, err := CompileSource("t.py", []byte(src), "exec")
	require.Error(t, err)
	require.Equal(t, "too many expressions in star-unpacking assignment", err.(*syntax.Error).Msg)
}

func TestRegistersStaySmall(t *testing.T) {
	var b strings.Builder
	b.WriteString("def f(a):\n")
	for i := range 200 {
		fmt.Fprintf(&b, "    x%d = a.b(a, %d) + a[%d]\n", i, i, i)
	}
	code := compileSrc(t, b.String())
	f := mustFind(t, code, "f")
	require.Less(t, f.NRegs, f.NLocals+8)
	big := compileSrc(t, "x = ["+strings.Repeat("a, ", 500)+"]\n")
	require.Less(t, big.NRegs, 40)
}

func TestMangling(t *testing.T) {
	code := compileSrc(t, "class _C:\n    __x = 1\n    def m(self, __y):\n        return self.__z + __y + __w__\n")
	c := mustFind(t, code, "_C")
	require.Contains(t, c.Names, "_C__x")
	m := mustFind(t, code, "_C.m")
	require.Equal(t, []string{"self", "_C__y"}, m.VarNames)
	require.Contains(t, m.Names, "_C__z")
	require.Contains(t, m.Names, "__w__")
}

func TestComprehensionNameResolution(t *testing.T) {
	// Module level: names seen through LOAD_NAME; class level: the class
	// namespace is skipped (LOAD_GLOBAL), but the outermost iterable is
	// evaluated in the class body.
	code := compileSrc(t, "y = 1\na = [y for _ in z]\nclass C:\n    w = 2\n    b = [w for _ in w]\n")
	l := listing(code)
	require.Contains(t, l, "LOAD_NAME r3 y")
	c := mustFind(t, code, "C")
	cl := listing(c)
	require.Contains(t, cl, "LOAD_NAME r2 w")   // outermost iterable
	require.Contains(t, cl, "LOAD_GLOBAL r3 w") // element
	// Nested comprehensions shadowing each other get separate registers.
	code = compileSrc(t, "def f(a):\n    x = 'outer'\n    r = [[x for x in row] for x in a]\n    return x, r\n")
	f := mustFind(t, code, "f")
	require.Empty(t, f.CellVars)
	require.Equal(t, []string{"a", "x", "r"}, f.VarNames)
	require.Zero(t, countOp(f, bytecode.CHECK_BOUND))
}

func TestDebugConstant(t *testing.T) {
	code := compileSrc(t, "if __debug__:\n    a()\nx = __debug__\n")
	require.Equal(t, []string{"LOAD_NAME r0 a", "CALL 0 0 0", "LOAD_CONST r0 true", "STORE_NAME r0 x", "LOAD_CONST r0 None", "RETURN r0"}, listing(code))
}

func TestExceptAsUnbinding(t *testing.T) {
	code := compileSrc(t, "def f():\n    try:\n        pass\n    except E as e:\n        return e\n")
	f := mustFind(t, code, "f")
	l := listing(f)
	// return e: value saved, e unbound, exception popped, then RETURN.
	i := 0
	for !strings.HasPrefix(l[i], "MOVE") {
		i++
	}
	require.Equal(t, []string{"MOVE 0 1 0", "MOVE 3 0 0", "LOAD_CONST r4 None", "MOVE 0 4 0", "DELETE_FAST r0", "POP_EXC r2", "RETURN r3"}, l[i:i+7])
}

func TestBreakContinueThroughFinally(t *testing.T) {
	code := compileSrc(t, "for x in y:\n    try:\n        continue\n    finally:\n        f()\n")
	// continue runs f() (outside the protected range) then jumps to the
	// loop head.
	var jumpAt int
	for i, in := range code.Instrs {
		if in.Op == bytecode.JUMP && code.Instrs[in.A].Op == bytecode.FOR_ITER {
			jumpAt = i
			break
		}
	}
	require.Equal(t, bytecode.CALL, code.Instrs[jumpAt-1].Op)
	for _, e := range code.ExcTable {
		require.False(t, int(e.Start) <= jumpAt-1 && jumpAt-1 < int(e.End) && code.Instrs[e.Target].Op == bytecode.PUSH_EXC && e.Start == code.ExcTable[0].Start)
	}
}

func TestUnparse(t *testing.T) {
	for _, src := range []string{
		"a + b * c", "(a + b) * c", "a ** b ** c", "(a ** b) ** c", "-a ** 2", "not a or b and c",
		"a if b else c", "lambda: 1", "lambda x, /, y=2, *z, k, **kw: x", "[x for x in y if x]",
		"{k: v for k, v in d}", "(x for x in y)", "f(x for x in y)", "a[1:2, ::3]", "a[()]", "a[1,]",
		"{1, 2}", "{}", "{**a, 'b': 1}", "(1,)", "()", "x.y.z", "1 .real", `"it's"`, "'a\"b'", "b'\\x00'",
		"1e+16", "1.5", "1j", "...", "None", "(yield)", "a < b <= c", "a is not b", "a not in b",
		"~a", "+a", "(a := 1)", "f(*a, **k, x=1)", "'\\n'",
	} {
		e, err := syntax.ParseExpr("t", []byte(src))
		require.NoError(t, err, src)
		require.Equal(t, src, unparse(e), src)
	}
}

func TestAttributePositions(t *testing.T) {
	// CPython's update_start_location_to_match_attr.
	code := compileSrc(t, "x = (obj\n     .method(1)\n     .other)\n")
	var got []string
	for i, in := range code.Instrs {
		switch in.Op {
		case bytecode.LOAD_METHOD, bytecode.CALL_METHOD, bytecode.LOAD_ATTR:
			p := code.Lines[i]
			got = append(got, fmt.Sprintf("%s %d:%d-%d:%d", in.Op, p.Line, p.Col, p.EndLine, p.EndCol))
		}
	}
	require.Equal(t, []string{
		"LOAD_METHOD 2:6-2:12",
		"CALL_METHOD 2:6-2:15",
		"LOAD_ATTR 3:6-3:11",
	}, got)
}

func TestSingleMode(t *testing.T) {
	code, err := CompileSource("<stdin>", []byte("if 1:\n    10 + 1\n"), "single")
	require.NoError(t, err)
	require.Equal(t, []string{
		"LOAD_CONST r0 11", // folded
		"IMPORT_NAME 1 0 1", "EXTRA 0 0 0", "LOAD_ATTR r1 r1 .displayhook", "MOVE 2 0 0", "CALL 1 1 1",
		"LOAD_CONST r0 None", "RETURN r0",
	}, listing(code))
	_, err = CompileSource("<stdin>", []byte("a = 1\nb = 2\n"), "single")
	require.Error(t, err)
	require.Equal(t, "multiple statements found while compiling a single statement", err.(*syntax.Error).Msg)
	// Simple statements on one line are one interactive statement.
	_, err = CompileSource("<stdin>", []byte("a = 1; b = 2; a + b\n"), "single")
	require.NoError(t, err)
	_, err = CompileSource("<stdin>", []byte("if 1: pass\nb = 2\n"), "single")
	require.Error(t, err)
}

// checkRegisters verifies that every register operand (and register run)
// lies inside the frame and that cell operands name cells.
func checkRegisters(t *testing.T, c *bytecode.Code) {
	t.Helper()
	cells := [2]int{c.NLocals, c.NLocals + len(c.CellVars) + len(c.FreeVars)}
	for i, in := range c.Instrs {
		a, b, cc := int(in.A), int(in.B), int(in.C)
		var regs [][2]int // [first, count]
		r := func(first, n int) { regs = append(regs, [2]int{first, n}) }
		cell := -1
		switch in.Op {
		case bytecode.MOVE, bytecode.LOAD_ATTR, bytecode.STORE_ATTR, bytecode.GET_ITER, bytecode.FOR_ITER,
			bytecode.LIST_APPEND, bytecode.LIST_EXTEND, bytecode.LIST_TUPLE, bytecode.SET_ADD, bytecode.SET_UPDATE,
			bytecode.DICT_UPDATE, bytecode.IMPORT_FROM, bytecode.YIELD, bytecode.YIELD_FROM, bytecode.GET_YIELD_FROM_ITER,
			bytecode.PUSH_EXC, bytecode.DELETE_SUBSCR, bytecode.GET_AWAITABLE, bytecode.GET_AITER, bytecode.GET_ANEXT,
			bytecode.NEG, bytecode.POS, bytecode.INVERT, bytecode.NOT, bytecode.TRUTH:
			r(a, 1)
			r(b, 1)
		case bytecode.LOAD_CONST, bytecode.CHECK_BOUND, bytecode.DELETE_FAST, bytecode.LOAD_GLOBAL, bytecode.STORE_GLOBAL,
			bytecode.LOAD_NAME, bytecode.STORE_NAME, bytecode.LOAD_LOCALS, bytecode.DELETE_ATTR, bytecode.JUMP_IF_TRUE,
			bytecode.JUMP_IF_FALSE, bytecode.JUMP_IF_NONE, bytecode.RETURN, bytecode.LOAD_BUILD_CLASS, bytecode.RERAISE,
			bytecode.POP_EXC, bytecode.IMPORT_NAME, bytecode.IMPORT_STAR, bytecode.END_ASYNC_FOR:
			r(a, 1)
		case bytecode.LOAD_CLASSDEREF:
			r(a, 1)
			cell = cc
		case bytecode.LOAD_DEREF, bytecode.STORE_DEREF:
			r(a, 1)
			cell = b
		case bytecode.DELETE_DEREF:
			cell = b
		case bytecode.LOAD_METHOD:
			r(a, 2)
			r(b, 1)
		case bytecode.BINARY_SUBSCR, bytecode.STORE_SUBSCR, bytecode.DICT_SET, bytecode.DICT_MERGE, bytecode.EXC_MATCH:
			r(a, 1)
			r(b, 1)
			r(cc, 1)
		case bytecode.BUILD_SLICE, bytecode.BUILD_LIST, bytecode.BUILD_TUPLE, bytecode.BUILD_SET, bytecode.BUILD_STRING:
			r(a, 1)
			r(b, cc)
		case bytecode.BUILD_DICT:
			r(a, 1)
			r(b, 2*cc)
		case bytecode.UNPACK_SEQUENCE:
			r(a, cc)
			r(b, 1)
		case bytecode.UNPACK_EX:
			r(a, cc&0xFFFF+cc>>16+1)
			r(b, 1)
		case bytecode.CALL, bytecode.CALL_KW:
			r(a, 1)
			r(b, cc+1)
		case bytecode.CALL_METHOD:
			r(a, 1)
			r(b, cc+2)
		case bytecode.CALL_EX:
			r(a, 1)
			r(b, 2+cc&1)
		case bytecode.MAKE_FUNCTION:
			r(a, 4)
		case bytecode.RAISE:
			if cc >= 1 {
				r(a, 1)
			}
			if cc == 2 {
				r(b, 1)
			}
		case bytecode.WITH_ENTER, bytecode.WITH_EXIT, bytecode.ASYNC_WITH_ENTER:
			r(a, 1)
			r(b, 2)
		case bytecode.WITH_EXIT_EXC:
			r(a, 1)
			r(b, 2)
			r(cc, 1)
		case bytecode.ASSERT_FAIL:
			if b == 1 {
				r(a, 1)
			}
		case bytecode.FORMAT_VALUE:
			r(a, 1)
			r(b, 1+(cc>>2)&1)
		default:
			if in.Op >= bytecode.ADD && in.Op <= bytecode.NOT_IN {
				r(a, 1)
				r(b, 1)
				r(cc, 1)
			}
		}
		for _, rg := range regs {
			require.True(t, rg[0] >= 0 && rg[0]+rg[1] <= c.NRegs, "%s: instruction %d %v: registers [%d,%d) outside frame of %d", c.Qualname, i, in, rg[0], rg[0]+rg[1], c.NRegs)
		}
		if cell >= 0 {
			require.True(t, cell >= cells[0] && cell < cells[1], "%s: instruction %d %v: r%d is not a cell", c.Qualname, i, in, cell)
		}
	}
}
