package compiler

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

// Compile compiles a parsed module (exec mode) into its code object. Module
// names use LOAD_NAME/STORE_NAME/DELETE_NAME; the code returns None.
func Compile(mod *syntax.Module, filename string) (*bytecode.Code, error) {
	c := &compiler{filename: filename}
	return c.compileModule(mod)
}

// CompileExpr compiles a single expression (eval mode): the code evaluates
// it with names looked up through LOAD_NAME and returns its value.
func CompileExpr(e syntax.Expr, filename string) (*bytecode.Code, error) {
	c := &compiler{filename: filename}
	return c.compileEval(e)
}

// CompileSource parses src in the given mode and compiles it: "exec" (a
// module), "eval" (one expression) or "single" (one interactive statement:
// like exec, but the value of every module-level expression statement is
// passed to sys.displayhook, and a leading string is no docstring).
func CompileSource(filename string, src []byte, mode string) (*bytecode.Code, error) {
	return CompileSourceWarn(filename, src, mode, nil)
}

// CompileSourceWarn is CompileSource that reports the SyntaxWarnings of
// the parser and the compiler to warn (nil: none), in CPython's order:
// the parser's, then the compiler's as it compiles the nodes. A warning
// that warn turns into an error ends the compilation with a SyntaxError
// at the warning's location.
func CompileSourceWarn(filename string, src []byte, mode string, warn syntax.WarnFunc) (*bytecode.Code, error) {
	c := &compiler{filename: filename, src: src, warnFn: warn}
	switch mode {
	case "exec", "single":
		mod, err := syntax.ParseWarn(filename, src, warn)
		if err != nil {
			if mode == "single" {
				err = syntax.NoAddedNewline(err, src)
			}
			return nil, err
		}
		if mode == "single" {
			if len(mod.Body) == 0 {
				// No statement: the error an expression's absence gives.
				if _, err := syntax.ParseExprWarn(filename, src, nil); err != nil {
					return nil, err
				}
			}
			c.interactive = true
			if err := c.singleStatement(mod.Body); err != nil {
				return nil, err
			}
		}
		return c.compileModule(mod)
	case "eval":
		e, err := syntax.ParseExprWarn(filename, src, warn)
		if err != nil {
			return nil, err
		}
		return c.compileEval(e)
	}
	return nil, fmt.Errorf("compile() mode must be 'exec', 'eval' or 'single'")
}

type compiler struct {
	filename          string
	src               []byte
	interactive       bool // "single" mode
	futureAnnotations bool
	futureStmts       map[*syntax.ImportFrom]bool
	st                *symtable
	u                 *unit

	// SyntaxWarnings (warnings.go).
	warnFn      syntax.WarnFunc
	warned      map[warnKey]bool
	warnCopy    int // the finally-body copy being compiled (0: none)
	warnSerial  int
	warnCapture *[]pendingWarning
	cmpFlip     map[*syntax.Compare]bool
}

// errorf builds a SyntaxError located at span.
func (c *compiler) errorf(span syntax.Span, format string, args ...any) error {
	e := &syntax.Error{
		Kind:     "SyntaxError",
		Msg:      fmt.Sprintf(format, args...),
		Filename: c.filename,
		Line:     span.Start.Line,
		Col:      span.Start.Col + 1,
	}
	if span.End.Line > 0 {
		e.EndLine = span.End.Line
		if span.End.Col >= 0 {
			e.EndCol = span.End.Col + 1
		}
	}
	if c.src != nil && e.Line > 0 {
		lines := strings.Split(string(c.src), "\n")
		if e.Line <= len(lines) {
			e.Text = lines[e.Line-1] + "\n"
		}
	}
	if span.End.Line > 0 && span.End.Col < 0 {
		e.NoEndCol = true
	}
	// CPython's compiler reads the text from the file (None for
	// "<string>"); the parser-like errors below clear this.
	e.FromFile = true
	return e
}

// parserError is errorf for the errors CPython's parser raises (which
// cpjit finds after parsing): their text is the source line.
func (c *compiler) parserError(span syntax.Span, format string, args ...any) error {
	e := c.errorf(span, format, args...).(*syntax.Error)
	e.FromFile = false
	return e
}

// symtableError is errorf for CPython's symtable errors, whose args are
// (msg,) alone.
func (c *compiler) symtableError(span syntax.Span, format string, args ...any) error {
	e := c.errorf(span, format, args...).(*syntax.Error)
	e.LocationOnly = true
	return e
}

// compileError is panicked inside code generation and recovered at the API
// boundary, which keeps the generator free of error plumbing.
type compileError struct{ err error }

func (c *compiler) fail(span syntax.Span, format string, args ...any) {
	panic(compileError{c.errorf(span, format, args...)})
}

func (c *compiler) catch(err *error) {
	if r := recover(); r != nil {
		ce, ok := r.(compileError)
		if !ok {
			panic(r)
		}
		*err = ce.err
	}
}

var futureFeatures = map[string]bool{
	"nested_scopes": true, "generators": true, "division": true, "absolute_import": true,
	"with_statement": true, "print_function": true, "unicode_literals": true,
	"barry_as_FLUFL": true, "generator_stop": true, "annotations": true,
}

// parseFutures finds the leading `from __future__ import` statements.
func (c *compiler) parseFutures(body []syntax.Stmt) error {
	c.futureStmts = map[*syntax.ImportFrom]bool{}
	done := false
	for i, s := range body {
		if i == 0 && docstringOf(body) != nil {
			continue
		}
		imp, ok := s.(*syntax.ImportFrom)
		if !ok || imp.Module != "__future__" || imp.Level != 0 {
			done = true
			continue
		}
		span := imp.Span
		span.End = syntax.Pos{Line: span.Start.Line, Col: -1} // CPython: end_offset None
		if done {
			return c.errorf(imp.Span, "from __future__ imports must occur at the beginning of the file")
		}
		c.futureStmts[imp] = true
		for _, a := range imp.Names {
			switch {
			case a.Name == "braces":
				return c.symtableError(span, "not a chance")
			case !futureFeatures[a.Name]:
				return c.symtableError(span, "future feature %s is not defined", a.Name)
			case a.Name == "annotations":
				c.futureAnnotations = true
			}
		}
	}
	return nil
}

func (c *compiler) compileModule(mod *syntax.Module) (code *bytecode.Code, err error) {
	defer c.catch(&err)
	if err := c.parseFutures(mod.Body); err != nil {
		return nil, err
	}
	st, err := c.buildSymtable(mod, nil)
	if err != nil {
		return nil, err
	}
	c.st = st
	u := c.pushUnit(st.top, "<module>", "<module>", 1)
	u.code.Flags |= bytecode.FlagModule
	if len(mod.Body) > 0 {
		u.pos = posOf(mod.Body[0])
	}
	c.body(mod.Body)
	c.returnNone()
	return c.popUnit(), nil
}

func (c *compiler) compileEval(e syntax.Expr) (code *bytecode.Code, err error) {
	defer c.catch(&err)
	c.futureStmts = map[*syntax.ImportFrom]bool{}
	st, err := c.buildSymtable(nil, e)
	if err != nil {
		return nil, err
	}
	c.st = st
	u := c.pushUnit(st.top, "<module>", "<module>", e.GetSpan().Start.Line)
	u.code.Flags |= bytecode.FlagModule
	u.pos = posOf(e)
	u.walrus = walrusTargets(nil, e)
	r := c.expr(e)
	u.pos = posOf(e)
	c.emit(bytecode.RETURN, r, 0, 0)
	return c.popUnit(), nil
}

// ---- compilation units ----

// unit is the code object being generated.
type unit struct {
	parent   *unit
	sc       *scope
	code     *bytecode.Code
	qualname string
	private  string

	instrs []bytecode.Instr
	lines  []bytecode.Pos
	pos    bytecode.Pos
	// tail is set while the statement being entered is the last one of a
	// function body, or of a branch that ends it (see tailStmts).
	tail bool

	consts   []any
	constIdx map[string]int
	names    []string
	nameIdx  map[string]int

	locals   map[string]int // fast locals
	cells    map[string]int // cell and free variables -> register
	tempBase int
	next     int
	max      int

	fblocks     []*fblock
	regions     []*region
	openRegions int

	flow      flowState
	condDepth int
	walrus    set // names assigned by := in the statement being compiled
	comps     []*compCtx

	staticAttrs set // class bodies: attributes assigned through self
}

func posOf(n syntax.Node) bytecode.Pos {
	s := n.GetSpan()
	return bytecode.Pos{Line: int32(s.Start.Line), Col: int32(s.Start.Col), EndLine: int32(s.End.Line), EndCol: int32(s.End.Col)}
}

// at makes n the position of the instructions emitted until the returned
// function is called.
func (c *compiler) at(n syntax.Node) func() {
	u := c.u
	old := u.pos
	u.pos = posOf(n)
	return func() { u.pos = old }
}

// noLoc makes the instructions emitted until the returned function is
// called take the position of the instruction before them, as CPython's
// compiler places its location-less instructions (the jumps and exception
// bookkeeping that end a block): they start no line of their own, so
// sys.settrace sees no line event for them.
func (c *compiler) noLoc() func() {
	u := c.u
	old := u.pos
	if n := len(u.lines); n > 0 {
		u.pos = u.lines[n-1]
	}
	u.pos.NoLine = true
	return func() { u.pos = old }
}

func (c *compiler) pushUnit(sc *scope, name, qualname string, firstLine int) *unit {
	u := &unit{
		parent:   c.u,
		sc:       sc,
		qualname: qualname,
		private:  sc.private,
		constIdx: map[string]int{},
		nameIdx:  map[string]int{},
		locals:   map[string]int{},
		cells:    map[string]int{},
		walrus:   set{},
	}
	if sc.kind == scopeClass {
		u.staticAttrs = set{}
	}
	code := &bytecode.Code{Name: name, Qualname: qualname, Filename: c.filename, FirstLine: firstLine, Doc: -1}
	u.code = code
	if c.futureAnnotations {
		code.Flags |= bytecode.FlagFutureAnnotations
	}
	if sc.kind.functionLike() {
		if sc.nested {
			code.Flags |= bytecode.FlagNested
		}
		switch {
		case sc.coroutine && sc.generator:
			code.Flags |= bytecode.FlagGenerator | bytecode.FlagAsyncGenerator
		case sc.coroutine:
			code.Flags |= bytecode.FlagGenerator | bytecode.FlagCoroutine
		case sc.generator:
			code.Flags |= bytecode.FlagGenerator
		}
		for _, p := range sc.params {
			u.locals[p] = len(code.VarNames)
			code.VarNames = append(code.VarNames, p)
		}
		for _, n := range sc.order {
			if sym := sc.syms[n]; sym.scope == scLocal {
				if _, ok := u.locals[n]; !ok {
					u.locals[n] = len(code.VarNames)
					code.VarNames = append(code.VarNames, n)
				}
			}
		}
	}
	code.NLocals = len(code.VarNames)
	var cellVars, freeVars []string
	for n, sym := range sc.syms {
		switch {
		case sym.scope == scCell:
			cellVars = append(cellVars, n)
		case sym.scope == scFree || sym.flags&defFreeClass != 0:
			freeVars = append(freeVars, n)
		}
	}
	if sc.needsClassClosure {
		cellVars = append(cellVars, "__class__")
	}
	if sc.needsClassDict {
		cellVars = append(cellVars, "__classdict__")
	}
	sort.Strings(cellVars)
	sort.Strings(freeVars)
	code.CellVars, code.FreeVars = cellVars, freeVars
	for i, n := range cellVars {
		u.cells[n] = code.NLocals + i
		arg := -1
		for j, p := range sc.params {
			if p == n {
				arg = j
			}
		}
		code.CellArgs = append(code.CellArgs, arg)
	}
	for i, n := range freeVars {
		u.cells[n] = code.NLocals + len(cellVars) + i
	}
	u.tempBase = code.NLocals + len(cellVars) + len(freeVars)
	u.next, u.max = u.tempBase, u.tempBase
	u.flow = newFlow(code.NLocals)
	for i := range sc.params {
		u.flow.set(i)
	}
	c.u = u
	return u
}

// popUnit finishes the current unit and returns its code object.
func (c *compiler) popUnit() *bytecode.Code {
	u := c.u
	code := u.code
	code.Instrs = u.instrs
	code.Lines = u.lines
	code.Consts = u.consts
	code.Names = u.names
	code.NRegs = u.max
	n := len(u.sc.params)
	if u.sc.kind == scopeFunction {
		if fd, ok := u.sc.node.(*syntax.FunctionDef); ok {
			c.setArgCounts(code, fd.Args)
		} else if l, ok := u.sc.node.(*syntax.Lambda); ok {
			c.setArgCounts(code, l.Args)
		}
	} else if u.sc.kind.isComprehension() || u.sc.kind == scopeAnnotation {
		code.ArgCount = n
	}
	// Exception table: innermost (deepest) regions first.
	type entry struct {
		e     bytecode.ExcEntry
		depth int
	}
	var entries []entry
	for _, r := range u.regions {
		if r.start >= 0 {
			panic("compiler: exception region left open")
		}
		for _, rg := range r.ranges {
			entries = append(entries, entry{bytecode.ExcEntry{Start: int32(rg[0]), End: int32(rg[1]), Target: int32(r.target.pc), Reg: int32(r.reg)}, r.depth})
		}
	}
	sort.SliceStable(entries, func(i, j int) bool { return entries[i].depth > entries[j].depth })
	for _, e := range entries {
		code.ExcTable = append(code.ExcTable, e.e)
	}
	c.u = u.parent
	return code
}

func (c *compiler) setArgCounts(code *bytecode.Code, a *syntax.Arguments) {
	code.PosOnlyCount = len(a.PosOnly)
	code.ArgCount = len(a.PosOnly) + len(a.Args)
	code.KwOnlyCount = len(a.KwOnly)
	if a.Vararg != nil {
		code.Flags |= bytecode.FlagVarArgs
	}
	if a.Kwarg != nil {
		code.Flags |= bytecode.FlagVarKw
	}
}

// ---- emission ----

func (c *compiler) emit(op bytecode.Opcode, a, b, cc int) int {
	u := c.u
	u.instrs = append(u.instrs, bytecode.Instr{Op: op, A: int32(a), B: int32(b), C: int32(cc)})
	u.lines = append(u.lines, u.pos)
	return len(u.instrs) - 1
}

func (c *compiler) pc() int { return len(c.u.instrs) }

// label is a jump target, possibly not yet placed.
type label struct {
	pc   int
	refs [][2]int // (instruction, operand 0=A 1=B 2=C)
}

func newLabel() *label { return &label{pc: -1} }

func (c *compiler) setOperand(at, field, v int) {
	in := &c.u.instrs[at]
	switch field {
	case 0:
		in.A = int32(v)
	case 1:
		in.B = int32(v)
	default:
		in.C = int32(v)
	}
}

func (c *compiler) bind(l *label) {
	l.pc = c.pc()
	for _, r := range l.refs {
		c.setOperand(r[0], r[1], l.pc)
	}
	l.refs = nil
}

func (c *compiler) ref(l *label, at, field int) {
	if l.pc >= 0 {
		c.setOperand(at, field, l.pc)
		return
	}
	l.refs = append(l.refs, [2]int{at, field})
}

func (c *compiler) jump(l *label) {
	c.ref(l, c.emit(bytecode.JUMP, 0, 0, 0), 0)
	c.u.flow.dead = true
}

func (c *compiler) jumpIfReg(r int, cond bool, l *label) {
	op := bytecode.JUMP_IF_FALSE
	if cond {
		op = bytecode.JUMP_IF_TRUE
	}
	c.ref(l, c.emit(op, r, 0, 0), 1)
}

// ---- registers ----

func (c *compiler) alloc() int {
	u := c.u
	r := u.next
	u.next++
	if u.next > u.max {
		u.max = u.next
	}
	return r
}

func (c *compiler) allocN(n int) int {
	r := c.u.next
	for range n {
		c.alloc()
	}
	return r
}

func (c *compiler) mark() int            { return c.u.next }
func (c *compiler) release(m int)        { c.u.next = m }
func (c *compiler) isTopTemp(r int) bool { return r >= c.u.tempBase && r == c.u.next-1 }

// ---- constants and names ----

func constKey(v any) string {
	switch v := v.(type) {
	case nil:
		return "N"
	case bool:
		if v {
			return "bT"
		}
		return "bF"
	case int64:
		return "i" + strconv.FormatInt(v, 10)
	case *big.Int:
		return "I" + v.String()
	case float64:
		return "f" + strconv.FormatUint(math.Float64bits(v), 16)
	case complex128:
		return "c" + strconv.FormatUint(math.Float64bits(real(v)), 16) + "," + strconv.FormatUint(math.Float64bits(imag(v)), 16)
	case string:
		return "s" + v
	case bytecode.Bytes:
		return "y" + string(v)
	case bytecode.EllipsisConst:
		return "E"
	case bytecode.FrozenSet:
		return "F" + constKey(bytecode.Tuple(v))
	case bytecode.Tuple:
		var b strings.Builder
		b.WriteString("t(")
		for _, x := range v {
			k := constKey(x)
			b.WriteString(strconv.Itoa(len(k)))
			b.WriteByte(':')
			b.WriteString(k)
		}
		b.WriteString(")")
		return b.String()
	}
	return ""
}

// constIndex adds a constant (deduplicated by kind and value) and returns
// its index. Code objects are never merged.
func (c *compiler) constIndex(v any) int {
	u := c.u
	if _, ok := v.(*bytecode.Code); ok {
		u.consts = append(u.consts, v)
		return len(u.consts) - 1
	}
	k := constKey(v)
	if i, ok := u.constIdx[k]; ok {
		return i
	}
	u.consts = append(u.consts, v)
	u.constIdx[k] = len(u.consts) - 1
	return len(u.consts) - 1
}

// convConst converts an AST constant value to its bytecode form.
func convConst(v any) any {
	switch v := v.(type) {
	case *big.Int:
		if v.IsInt64() {
			return v.Int64()
		}
		return new(big.Int).Set(v)
	case []byte:
		return bytecode.Bytes(v)
	case syntax.EllipsisType:
		return bytecode.EllipsisConst{}
	}
	return v
}

func (c *compiler) loadConst(dst int, v any) {
	c.emit(bytecode.LOAD_CONST, dst, c.constIndex(v), 0)
}

// nameIndex returns the index of name (already mangled if needed).
func (c *compiler) nameIndex(name string) int {
	u := c.u
	if i, ok := u.nameIdx[name]; ok {
		return i
	}
	u.names = append(u.names, name)
	u.nameIdx[name] = len(u.names) - 1
	return len(u.names) - 1
}

func (c *compiler) mangle(name string) string { return mangle(c.u.private, name) }

// ---- flow analysis state ----

// flowState is the set of fast locals definitely assigned at the current
// point. dead marks unreachable code (the identity of meet).
type flowState struct {
	dead bool
	bits []uint64
}

func newFlow(n int) flowState { return flowState{bits: make([]uint64, (n+63)/64)} }

func (f flowState) clone() flowState {
	return flowState{dead: f.dead, bits: append([]uint64(nil), f.bits...)}
}

func (f flowState) has(i int) bool {
	if f.dead {
		return true
	}
	return i/64 < len(f.bits) && f.bits[i/64]&(1<<(i%64)) != 0
}

func (f *flowState) set(i int) {
	if i/64 < len(f.bits) {
		f.bits[i/64] |= 1 << (i % 64)
	}
}

func (f *flowState) clear(i int) {
	if i/64 < len(f.bits) {
		f.bits[i/64] &^= 1 << (i % 64)
	}
}

// meet intersects f with g.
func meet(f, g flowState) flowState {
	if f.dead {
		return g.clone()
	}
	if g.dead {
		return f.clone()
	}
	r := f.clone()
	for i := range r.bits {
		r.bits[i] &= g.bits[i]
	}
	return r
}

// without returns f minus the given locals (still reachable).
func (f flowState) without(regs []int) flowState {
	r := f.clone()
	r.dead = false
	if f.dead {
		// Unreachable entry: nothing is known to be assigned.
		for i := range r.bits {
			r.bits[i] = 0
		}
		return r
	}
	for _, i := range regs {
		r.clear(i)
	}
	return r
}

// ---- fblocks and exception regions ----

type fbKind uint8

const (
	fbLoop        fbKind = iota
	fbTryExcept          // try body of try/except
	fbFinallyTry         // try body of try/finally
	fbFinallyEnd         // finally body running on the exception path
	fbWith               // with body
	fbHandler            // except clause body (exception pushed)
	fbHandlerAs          // except ... as name body
	fbHandlerStar        // except* clauses (break, continue and return may not leave them)
)

type fblock struct {
	kind   fbKind
	region *region

	// loops
	breakL, contL *label
	breakFlow     flowState
	hasBreak      bool

	finalbody []syntax.Stmt // fbFinallyTry
	save      int           // fbFinallyEnd, fbHandler: saved exception register
	mgr       int           // fbWith
	async     bool          // fbWith: async with (its __aexit__ result is awaited)
	name      string        // fbHandlerAs
	node      syntax.Node
}

// region is a protected instruction range routed to a handler.
type region struct {
	ranges [][2]int
	start  int
	target *label
	reg    int
	depth  int
}

func (c *compiler) openRegion() *region {
	u := c.u
	u.openRegions++
	r := &region{start: c.pc(), target: newLabel(), depth: u.openRegions}
	u.regions = append(u.regions, r)
	return r
}

func (c *compiler) suspend(r *region) {
	if r == nil || r.start < 0 {
		return
	}
	if c.pc() > r.start {
		r.ranges = append(r.ranges, [2]int{r.start, c.pc()})
	}
	r.start = -1
	c.u.openRegions--
}

func (c *compiler) resume(r *region) {
	if r == nil || r.start >= 0 {
		return
	}
	r.start = c.pc()
	c.u.openRegions++
}

func (c *compiler) closeRegion(r *region) { c.suspend(r) }

func (c *compiler) pushFblock(f *fblock) { c.u.fblocks = append(c.u.fblocks, f) }
func (c *compiler) popFblock()           { c.u.fblocks = c.u.fblocks[:len(c.u.fblocks)-1] }

// unwind emits the exit actions of every fblock above depth (innermost
// first), as a return, break or continue leaving them does. It returns a
// function that resumes the suspended regions afterwards.
func (c *compiler) unwind(depth int) func() {
	u := c.u
	saved := u.fblocks
	var suspended []*region
	for i := len(saved) - 1; i >= depth; i-- {
		f := saved[i]
		c.suspend(f.region)
		if f.region != nil {
			suspended = append(suspended, f.region)
		}
		u.fblocks = saved[:i:i] // capped: pushes by the exit code must not overwrite saved
		c.exitFblock(f)
	}
	u.fblocks = saved
	return func() {
		for i := len(suspended) - 1; i >= 0; i-- {
			c.resume(suspended[i])
		}
	}
}

func (c *compiler) exitFblock(f *fblock) {
	switch f.kind {
	case fbFinallyTry:
		m := c.mark()
		endCopy := c.newWarnCopy()
		c.stmts(f.finalbody)
		endCopy()
		c.release(m)
	case fbFinallyEnd, fbHandler:
		c.emit(bytecode.POP_EXC, f.save, 0, 0)
	case fbWith:
		m := c.mark()
		t := c.alloc()
		restore := c.at(f.node)
		c.emit(bytecode.WITH_EXIT, t, f.mgr, 0)
		if f.async {
			c.await(t, t, awaitAexit)
		}
		restore()
		c.release(m)
	case fbHandlerAs:
		c.unbindName(f.name, f.node)
	}
}

// singleStatement checks that body is one interactive statement: a
// compound statement, or simple statements on one line separated by ';'.
// Past a compound statement CPython's parser finds invalid syntax at the
// next statement's first token; past a line of simple statements, it
// stops at that line's NEWLINE token (which starts at a trailing comment).
func (c *compiler) singleStatement(body []syntax.Stmt) error {
	first := body[0].GetSpan()
	last := -1
	for i, st := range body[1:] {
		if st.GetSpan().Start.Line != first.Start.Line {
			last = i
			break
		}
	}
	if last < 0 {
		return nil
	}
	next := body[last+1].GetSpan()
	lines := strings.SplitAfter(string(c.src), "\n")
	switch body[0].(type) {
	case *syntax.If, *syntax.For, *syntax.While, *syntax.With, *syntax.Try, *syntax.FunctionDef,
		*syntax.ClassDef, *syntax.Match:
		// The first token: a name or keyword, else one character.
		end := next.Start.Col + 1
		if next.Start.Line <= len(lines) {
			text := lines[next.Start.Line-1]
			for end < len(text) && (text[end] == '_' || unicode.IsLetter(rune(text[end])) || unicode.IsDigit(rune(text[end]))) {
				end++
			}
		}
		return c.parserError(syntax.Span{Start: next.Start, End: syntax.Pos{Line: next.Start.Line, Col: end}}, "invalid syntax")
	}
	prev := body[last].GetSpan()
	line, col := prev.End.Line, prev.End.Col
	if line < 1 || line > len(lines) {
		return c.parserError(next, "multiple statements found while compiling a single statement")
	}
	text := lines[line-1]
	for col < len(text) && (text[col] == ' ' || text[col] == '\t' || text[col] == '\f' || text[col] == ';') {
		col++
	}
	end := strings.IndexByte(text, '\n')
	if end < col {
		end = col
	}
	return c.parserError(syntax.Span{Start: syntax.Pos{Line: line, Col: col}, End: syntax.Pos{Line: line, Col: end + 1}},
		"multiple statements found while compiling a single statement")
}
