package compiler

import (
	"strings"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

// docstringOf returns the docstring constant of a body, or nil.
func docstringOf(body []syntax.Stmt) *syntax.Constant {
	if len(body) == 0 {
		return nil
	}
	es, ok := body[0].(*syntax.ExprStmt)
	if !ok {
		return nil
	}
	k, ok := es.Value.(*syntax.Constant)
	if !ok {
		return nil
	}
	if _, ok := k.Value.(string); !ok {
		return nil
	}
	return k
}

// cleanDoc strips docstring indentation as CPython 3.13's compiler does
// (_PyCompile_CleanDoc).
func cleanDoc(doc string) string {
	doc = expandTabs(doc)
	lines := strings.Split(doc, "\n")
	margin := -1
	for _, l := range lines[1:] {
		n := len(l) - len(strings.TrimLeft(l, " "))
		if n < len(l) && (margin < 0 || n < margin) {
			margin = n
		}
	}
	if margin < 0 {
		margin = 0
	}
	first := strings.TrimLeft(lines[0], " ")
	if len(first) == len(lines[0]) && margin == 0 {
		return doc
	}
	lines[0] = first
	for i := 1; i < len(lines); i++ {
		l := lines[i]
		j := 0
		for j < margin && j < len(l) && l[j] == ' ' {
			j++
		}
		lines[i] = l[j:]
	}
	return strings.Join(lines, "\n")
}

func expandTabs(s string) string {
	if !strings.Contains(s, "\t") {
		return s
	}
	var b strings.Builder
	col := 0
	for _, r := range s {
		switch r {
		case '\t':
			n := 8 - col%8
			b.WriteString(strings.Repeat(" ", n))
			col += n
		case '\n', '\r':
			b.WriteRune(r)
			col = 0
		default:
			b.WriteRune(r)
			col++
		}
	}
	return b.String()
}

// findAnn reports whether a module or class body contains annotations
// (CPython's find_ann).
func findAnn(stmts []syntax.Stmt) bool {
	for _, s := range stmts {
		switch s := s.(type) {
		case *syntax.AnnAssign:
			return true
		case *syntax.For:
			if findAnn(s.Body) || findAnn(s.Orelse) {
				return true
			}
		case *syntax.While:
			if findAnn(s.Body) || findAnn(s.Orelse) {
				return true
			}
		case *syntax.Match:
			for _, mc := range s.Cases {
				if findAnn(mc.Body) {
					return true
				}
			}
		case *syntax.If:
			if findAnn(s.Body) || findAnn(s.Orelse) {
				return true
			}
		case *syntax.With:
			if findAnn(s.Body) {
				return true
			}
		case *syntax.Try:
			for _, h := range s.Handlers {
				if findAnn(h.Body) {
					return true
				}
			}
			if findAnn(s.Body) || findAnn(s.Finalbody) || findAnn(s.Orelse) {
				return true
			}
		}
	}
	return false
}

// body compiles a module or class body: SETUP_ANNOTATIONS when needed, the
// docstring into __doc__, then the statements.
func (c *compiler) body(stmts []syntax.Stmt) {
	u := c.u
	if findAnn(stmts) {
		restore := c.at(stmts[0])
		c.emit(bytecode.SETUP_ANNOTATIONS, 0, 0, 0)
		restore()
	}
	if doc := docstringOf(stmts); doc != nil && !(c.interactive && u.sc.kind == scopeModule) {
		restore := c.at(stmts[0])
		s := cleanDoc(doc.Value.(string))
		u.code.Doc = c.constIndex(s)
		m := c.mark()
		t := c.alloc()
		c.loadConst(t, s)
		c.emit(bytecode.STORE_NAME, t, c.nameIndex("__doc__"), 0)
		c.release(m)
		restore()
		stmts = stmts[1:]
	}
	c.stmts(stmts)
}

func (c *compiler) returnNone() {
	m := c.mark()
	t := c.alloc()
	c.loadConst(t, nil)
	c.emit(bytecode.RETURN, t, 0, 0)
	c.release(m)
}

func (c *compiler) stmts(list []syntax.Stmt) {
	for _, s := range list {
		c.stmt(s)
	}
}

// tailStmts compiles the statements that end a function body: where an if
// or try statement among them falls off the end of the function, it
// returns None there, as CPython does (it copies the implicit return into
// each such branch), so the return is on the line that ran last.
func (c *compiler) tailStmts(list []syntax.Stmt) {
	for i, s := range list {
		c.u.tail = i == len(list)-1
		c.stmt(s)
	}
	c.u.tail = false
}

// tailReturn ends a branch in tail position that falls through: it
// returns None on the branch's last line.
func (c *compiler) tailReturn() {
	if c.u.flow.dead {
		return
	}
	defer c.noLoc()()
	c.returnNone()
	c.u.flow.dead = true
}

// headerExprs are the expressions a statement evaluates itself (not those of
// nested statements).
func headerExprs(s syntax.Stmt) []syntax.Expr {
	var out []syntax.Expr
	switch s := s.(type) {
	case *syntax.FunctionDef:
		out = append(out, s.Decorators...)
		out = append(out, s.Args.Defaults...)
		out = append(out, s.Args.KwDefaults...)
	case *syntax.ClassDef:
		out = append(out, s.Decorators...)
		out = append(out, s.Bases...)
		for _, k := range s.Keywords {
			out = append(out, k.Value)
		}
	case *syntax.Return:
		out = append(out, s.Value)
	case *syntax.Delete:
		out = append(out, s.Targets...)
	case *syntax.Assign:
		out = append(out, s.Targets...)
		out = append(out, s.Value)
	case *syntax.AugAssign:
		out = append(out, s.Target, s.Value)
	case *syntax.AnnAssign:
		out = append(out, s.Target, s.Annotation, s.Value)
	case *syntax.For:
		out = append(out, s.Target, s.Iter)
	case *syntax.While:
		out = append(out, s.Test)
	case *syntax.Match:
		out = append(out, s.Subject)
		for _, mc := range s.Cases {
			out = append(out, mc.Guard)
		}
	case *syntax.If:
		out = append(out, s.Test)
	case *syntax.With:
		for _, it := range s.Items {
			out = append(out, it.ContextExpr, it.OptionalVars)
		}
	case *syntax.Raise:
		out = append(out, s.Exc, s.Cause)
	case *syntax.Assert:
		out = append(out, s.Test, s.Msg)
	case *syntax.ExprStmt:
		out = append(out, s.Value)
	}
	return out
}

// walrusTargets collects the names bound by := in the expressions (outside
// lambdas); reads of those fast locals are copied to temporaries.
func walrusTargets(u *unit, es ...syntax.Expr) set {
	var s set
	for _, e := range es {
		if e == nil {
			continue
		}
		walkExpr(e, func(x syntax.Expr) bool {
			switch x := x.(type) {
			case *syntax.NamedExpr:
				if s == nil {
					s = set{}
				}
				name := x.Target.Id
				if u != nil {
					name = mangle(u.private, name)
				}
				s.add(name)
			case *syntax.Lambda:
				return false
			}
			return true
		})
	}
	if s == nil {
		s = set{}
	}
	return s
}

func (c *compiler) stmt(s syntax.Stmt) {
	defer c.at(s)()
	u := c.u
	tail := u.tail
	u.tail = false
	m := c.mark()
	defer c.release(m)
	u.walrus = walrusTargets(u, headerExprs(s)...)
	switch s := s.(type) {
	case *syntax.FunctionDef:
		c.funcDef(s)
	case *syntax.ClassDef:
		c.classDef(s)
	case *syntax.TypeAlias:
		c.typeAlias(s)
	case *syntax.Return:
		c.returnStmt(s)
	case *syntax.Delete:
		for _, t := range s.Targets {
			c.delTarget(t)
		}
	case *syntax.Assign:
		c.assign(s)
	case *syntax.AugAssign:
		c.augAssign(s)
	case *syntax.AnnAssign:
		c.annAssign(s)
	case *syntax.For:
		if s.IsAsync {
			c.asyncForStmt(s)
		} else {
			c.forStmt(s)
		}
	case *syntax.While:
		c.whileStmt(s)
	case *syntax.Match:
		c.matchStmt(s)
	case *syntax.If:
		c.ifStmt(s, tail)
	case *syntax.With:
		c.withStmt(s, 0)
	case *syntax.Raise:
		c.raiseStmt(s)
	case *syntax.Try:
		c.tryStmt(s, tail)
	case *syntax.Assert:
		c.assertStmt(s)
	case *syntax.Import:
		c.importStmt(s)
	case *syntax.ImportFrom:
		c.importFrom(s)
	case *syntax.Pass:
		c.emit(bytecode.NOP, 0, 0, 0) // its line, for sys.settrace
	case *syntax.Global, *syntax.Nonlocal:
	case *syntax.Break:
		c.breakContinue(s, true)
	case *syntax.Continue:
		c.breakContinue(s, false)
	case *syntax.ExprStmt:
		if c.interactive && u.sc.kind == scopeModule {
			// sys.displayhook(value)
			v := c.expr(s.Value)
			hook := c.alloc()
			c.importName(hook, "sys", nil, 0)
			c.emit(bytecode.LOAD_ATTR, hook, hook, c.nameIndex("displayhook"))
			c.emit(bytecode.MOVE, c.alloc(), v, 0)
			c.emit(bytecode.CALL, hook, hook, 1)
			return
		}
		if _, ok := s.Value.(*syntax.Constant); ok {
			c.emit(bytecode.NOP, 0, 0, 0) // its line, for sys.settrace
			return
		}
		c.expr(s.Value)
	default:
		c.fail(s.GetSpan(), "unsupported statement %T", s)
	}
}

// ---- assignment ----

func (c *compiler) assign(s *syntax.Assign) {
	if len(s.Targets) == 1 {
		t := s.Targets[0]
		if c.assignTuples(t, s.Value) {
			return
		}
		if r, ok := c.fastTarget(t); ok && directSafe(s.Value) {
			c.exprTo(s.Value, r)
			c.flowAssign(r)
			return
		}
	}
	v := c.expr(s.Value)
	for _, t := range s.Targets {
		c.store(t, v)
	}
}

// assignTuples compiles `a, b = x, y` without building a tuple: the values
// are evaluated into fresh temporaries first, then stored left to right.
func (c *compiler) assignTuples(t, v syntax.Expr) bool {
	telts := seqElts(t)
	velts := seqElts(v)
	if telts == nil || velts == nil || len(telts) != len(velts) || len(telts) > 16 {
		return false
	}
	for _, e := range telts {
		if _, ok := e.(*syntax.Starred); ok {
			return false
		}
	}
	for _, e := range velts {
		if _, ok := e.(*syntax.Starred); ok {
			return false
		}
	}
	base := c.mark()
	for _, e := range velts {
		c.exprTo(e, c.alloc())
	}
	for i, e := range telts {
		c.store(e, base+i)
	}
	return true
}

func seqElts(e syntax.Expr) []syntax.Expr {
	switch e := e.(type) {
	case *syntax.Tuple:
		if len(e.Elts) > 0 {
			return e.Elts
		}
	case *syntax.List:
		if len(e.Elts) > 0 {
			return e.Elts
		}
	}
	return nil
}

// fastTarget returns the register of a Name target stored in a register.
func (c *compiler) fastTarget(t syntax.Expr) (int, bool) {
	n, ok := t.(*syntax.Name)
	if !ok || n.Id == "__debug__" {
		return 0, false
	}
	a := c.resolve(n.Id)
	if a.kind == accFast || a.kind == accHidden {
		return a.reg, true
	}
	return 0, false
}

func (c *compiler) flowAssign(r int) {
	if c.u.condDepth == 0 && r < c.u.code.NLocals {
		c.u.flow.set(r)
	}
}

// store assigns register src to an assignment target.
func (c *compiler) store(t syntax.Expr, src int) {
	defer c.at(t)()
	m := c.mark()
	defer c.release(m)
	switch t := t.(type) {
	case *syntax.Name:
		c.storeName(t.Id, src, t)
	case *syntax.Attribute:
		if t.Attr == "__debug__" {
			c.fail(t.Span, "cannot assign to __debug__")
		}
		c.noteStaticAttr(t)
		obj := c.expr(t.Value)
		c.atAttr(c.u.pos, t, func() { c.emit(bytecode.STORE_ATTR, obj, src, c.nameIndex(c.mangle(t.Attr))) })
	case *syntax.Subscript:
		obj := c.expr(t.Value)
		idx := c.expr(t.Slice)
		c.emit(bytecode.STORE_SUBSCR, obj, idx, src)
	case *syntax.Tuple:
		c.unpack(t.Elts, src, t.Span)
	case *syntax.List:
		c.unpack(t.Elts, src, t.Span)
	case *syntax.Starred:
		c.fail(t.Span, "starred assignment target must be in a list or tuple")
	default:
		c.fail(t.GetSpan(), "cannot assign to expression")
	}
}

func (c *compiler) noteStaticAttr(t *syntax.Attribute) {
	n, ok := t.Value.(*syntax.Name)
	if !ok || n.Id != "self" {
		return
	}
	for u := c.u; u != nil; u = u.parent {
		if u.staticAttrs != nil {
			u.staticAttrs.add(t.Attr)
			return
		}
	}
}

func (c *compiler) unpack(elts []syntax.Expr, src int, span syntax.Span) {
	star := -1
	for i, e := range elts {
		if _, ok := e.(*syntax.Starred); ok {
			if star >= 0 {
				c.fail(span, "multiple starred expressions in assignment")
			}
			star = i
		}
	}
	n := len(elts)
	base := c.allocN(n)
	if star < 0 {
		c.emit(bytecode.UNPACK_SEQUENCE, base, src, n)
	} else {
		before, after := star, n-star-1
		if before >= 1<<8 || after >= 1<<15 {
			c.fail(span, "too many expressions in star-unpacking assignment")
		}
		c.emit(bytecode.UNPACK_EX, base, src, before|after<<16)
	}
	for i, e := range elts {
		if st, ok := e.(*syntax.Starred); ok {
			e = st.Value
		}
		c.store(e, base+i)
	}
}

func (c *compiler) storeName(name string, src int, node syntax.Node) {
	if name == "__debug__" {
		c.fail(node.GetSpan(), "cannot assign to __debug__")
	}
	a := c.resolve(name)
	switch a.kind {
	case accFast, accHidden:
		if a.reg != src {
			c.emit(bytecode.MOVE, a.reg, src, 0)
		}
		c.flowAssign(a.reg)
	case accDeref, accClassDeref, accClassDictDeref:
		c.emit(bytecode.STORE_DEREF, src, a.reg, 0)
	case accGlobal, accClassDictGlobal:
		c.emit(bytecode.STORE_GLOBAL, src, c.nameIndex(a.name), 0)
	case accName:
		c.emit(bytecode.STORE_NAME, src, c.nameIndex(a.name), 0)
	}
}

func (c *compiler) deleteName(name string, node syntax.Node) {
	if name == "__debug__" {
		c.fail(node.GetSpan(), "cannot delete __debug__")
	}
	a := c.resolve(name)
	switch a.kind {
	case accFast, accHidden:
		c.emit(bytecode.DELETE_FAST, a.reg, 0, 0)
		c.u.flow.clear(a.reg)
	case accDeref, accClassDeref, accClassDictDeref:
		c.emit(bytecode.DELETE_DEREF, 0, a.reg, 0)
	case accGlobal, accClassDictGlobal:
		c.emit(bytecode.DELETE_GLOBAL, 0, c.nameIndex(a.name), 0)
	case accName:
		c.emit(bytecode.DELETE_NAME, 0, c.nameIndex(a.name), 0)
	}
}

// unbindName compiles `name = None; del name` (end of an except ... as).
func (c *compiler) unbindName(name string, node syntax.Node) {
	m := c.mark()
	t := c.alloc()
	c.loadConst(t, nil)
	c.storeName(name, t, node)
	c.deleteName(name, node)
	c.release(m)
}

func (c *compiler) delTarget(t syntax.Expr) {
	defer c.at(t)()
	m := c.mark()
	defer c.release(m)
	switch t := t.(type) {
	case *syntax.Name:
		c.deleteName(t.Id, t)
	case *syntax.Attribute:
		obj := c.expr(t.Value)
		c.atAttr(c.u.pos, t, func() { c.emit(bytecode.DELETE_ATTR, obj, 0, c.nameIndex(c.mangle(t.Attr))) })
	case *syntax.Subscript:
		obj := c.expr(t.Value)
		idx := c.expr(t.Slice)
		c.emit(bytecode.DELETE_SUBSCR, obj, idx, 0)
	case *syntax.Tuple:
		for _, e := range t.Elts {
			c.delTarget(e)
		}
	case *syntax.List:
		for _, e := range t.Elts {
			c.delTarget(e)
		}
	case *syntax.Starred:
		c.fail(t.Span, "cannot delete starred")
	default:
		c.fail(t.GetSpan(), "cannot delete expression")
	}
}

var inplaceOps = map[syntax.Operator]bytecode.Opcode{
	syntax.Add: bytecode.INPLACE_ADD, syntax.Sub: bytecode.INPLACE_SUB, syntax.Mult: bytecode.INPLACE_MUL,
	syntax.MatMult: bytecode.INPLACE_MATMUL, syntax.Div: bytecode.INPLACE_TRUEDIV, syntax.Mod: bytecode.INPLACE_MOD,
	syntax.Pow: bytecode.INPLACE_POW, syntax.LShift: bytecode.INPLACE_LSHIFT, syntax.RShift: bytecode.INPLACE_RSHIFT,
	syntax.BitOr: bytecode.INPLACE_OR, syntax.BitXor: bytecode.INPLACE_XOR, syntax.BitAnd: bytecode.INPLACE_AND,
	syntax.FloorDiv: bytecode.INPLACE_FLOORDIV,
}

func (c *compiler) augAssign(s *syntax.AugAssign) {
	op := inplaceOps[s.Op]
	switch t := s.Target.(type) {
	case *syntax.Name:
		if t.Id == "__debug__" {
			c.fail(t.Span, "cannot assign to __debug__")
		}
		a := c.resolve(t.Id)
		if a.kind == accFast || a.kind == accHidden {
			restore := c.at(t)
			l := c.loadName(t)
			restore()
			r := c.expr(s.Value)
			c.emit(op, a.reg, l, r)
			c.flowAssign(a.reg)
			return
		}
		tmp := c.alloc()
		restore := c.at(t)
		c.loadNameTo(t, tmp)
		restore()
		r := c.expr(s.Value)
		c.emit(op, tmp, tmp, r)
		restore = c.at(t)
		c.storeName(t.Id, tmp, t)
		restore()
	case *syntax.Attribute:
		restore := c.at(t)
		obj := c.expr(t.Value)
		tmp := c.alloc()
		name := c.nameIndex(c.mangle(t.Attr))
		c.atAttr(c.u.pos, t, func() { c.emit(bytecode.LOAD_ATTR, tmp, obj, name) })
		restore()
		r := c.expr(s.Value)
		c.emit(op, tmp, tmp, r)
		c.atAttr(posOf(t), t, func() { c.emit(bytecode.STORE_ATTR, obj, tmp, name) })
	case *syntax.Subscript:
		restore := c.at(t)
		obj := c.expr(t.Value)
		idx := c.expr(t.Slice)
		tmp := c.alloc()
		c.emit(bytecode.BINARY_SUBSCR, tmp, obj, idx)
		restore()
		r := c.expr(s.Value)
		c.emit(op, tmp, tmp, r)
		restore = c.at(t)
		c.emit(bytecode.STORE_SUBSCR, obj, idx, tmp)
		restore()
	default:
		c.fail(s.Target.GetSpan(), "illegal expression for augmented assignment")
	}
}

func (c *compiler) annAssign(s *syntax.AnnAssign) {
	if s.Value != nil {
		if r, ok := c.fastTarget(s.Target); ok && directSafe(s.Value) {
			c.exprTo(s.Value, r)
			c.flowAssign(r)
		} else {
			v := c.expr(s.Value)
			c.store(s.Target, v)
		}
	}
	kind := c.u.sc.kind
	atTop := kind == scopeModule || kind == scopeClass
	switch t := s.Target.(type) {
	case *syntax.Name:
		if t.Id == "__debug__" {
			c.fail(s.Span, "cannot assign to __debug__")
		}
		if s.Simple && atTop {
			ann := c.alloc()
			c.annotationTo(s.Annotation, ann)
			d := c.alloc()
			c.emit(bytecode.LOAD_NAME, d, c.nameIndex("__annotations__"), 0)
			k := c.alloc()
			c.loadConst(k, c.mangle(t.Id))
			c.emit(bytecode.STORE_SUBSCR, d, k, ann)
			return
		}
	case *syntax.Attribute:
		if t.Attr == "__debug__" {
			c.fail(s.Span, "cannot assign to __debug__")
		}
		if s.Value == nil {
			m := c.mark()
			c.expr(t.Value)
			c.release(m)
		}
	case *syntax.Subscript:
		if s.Value == nil {
			m := c.mark()
			c.expr(t.Value)
			c.checkAnnSubscr(t.Slice)
			c.release(m)
		}
	default:
		c.fail(s.Target.GetSpan(), "invalid node type for annotated assignment")
	}
	if !s.Simple && !c.futureAnnotations && atTop {
		m := c.mark()
		c.expr(s.Annotation)
		c.release(m)
	}
}

func (c *compiler) checkAnnSubscr(e syntax.Expr) {
	switch e := e.(type) {
	case *syntax.Slice:
		for _, x := range []syntax.Expr{e.Lower, e.Upper, e.Step} {
			if x != nil {
				c.expr(x)
			}
		}
	case *syntax.Tuple:
		for _, x := range e.Elts {
			c.checkAnnSubscr(x)
		}
	default:
		c.expr(e)
	}
}

// annotationTo evaluates an annotation into dst, or loads its source text
// under `from __future__ import annotations`.
func (c *compiler) annotationTo(e syntax.Expr, dst int) {
	defer c.at(e)()
	if c.futureAnnotations {
		c.loadConst(dst, unparse(e))
		return
	}
	if st, ok := e.(*syntax.Starred); ok {
		m := c.mark()
		v := c.expr(st.Value)
		c.emit(bytecode.UNPACK_SEQUENCE, dst, v, 1)
		c.release(m)
		return
	}
	c.exprTo(e, dst)
}

// ---- control flow ----

// constTruth reports the truth value of a constant expression.
func constTruth(e syntax.Expr) (truth, ok bool) {
	k, isConst := e.(*syntax.Constant)
	if !isConst {
		return false, false
	}
	switch v := k.Value.(type) {
	case nil:
		return false, true
	case bool:
		return v, true
	case string:
		return v != "", true
	case []byte:
		return len(v) != 0, true
	case float64:
		return v != 0, true
	case complex128:
		return v != 0, true
	case syntax.EllipsisType:
		return true, true
	}
	if b, isInt := convConst(k.Value).(int64); isInt {
		return b != 0, true
	}
	if _, isBig := convConst(k.Value).(interface{ Sign() int }); isBig {
		return true, true
	}
	return false, false
}

func (c *compiler) ifStmt(s *syntax.If, tail bool) {
	elseL, end := newLabel(), newLabel()
	c.jumpIf(s.Test, false, elseL)
	pre := c.u.flow.clone()
	if tail {
		c.tailStmts(s.Body)
		c.tailReturn()
	} else {
		c.stmts(s.Body)
	}
	if len(s.Orelse) > 0 {
		bodyFlow := c.u.flow.clone()
		restore := c.noLoc()
		c.jump(end)
		restore()
		c.bind(elseL)
		c.u.flow = pre
		if tail {
			c.tailStmts(s.Orelse)
			c.tailReturn()
		} else {
			c.stmts(s.Orelse)
		}
		c.u.flow = meet(c.u.flow, bodyFlow)
		c.bind(end)
		return
	}
	c.bind(elseL)
	c.u.flow = meet(c.u.flow, pre)
}

// deletedLocals lists the fast locals that stmts may unbind (del, except
// ... as), not looking into nested functions and classes.
func (c *compiler) deletedLocals(stmts []syntax.Stmt) []int {
	var out []int
	add := func(name string) {
		if a := c.resolve(name); a.kind == accFast {
			out = append(out, a.reg)
		}
	}
	var delTargets func(e syntax.Expr)
	delTargets = func(e syntax.Expr) {
		switch e := e.(type) {
		case *syntax.Name:
			add(e.Id)
		case *syntax.Tuple:
			for _, x := range e.Elts {
				delTargets(x)
			}
		case *syntax.List:
			for _, x := range e.Elts {
				delTargets(x)
			}
		}
	}
	var walk func(list []syntax.Stmt)
	walk = func(list []syntax.Stmt) {
		for _, s := range list {
			switch s := s.(type) {
			case *syntax.Delete:
				for _, t := range s.Targets {
					delTargets(t)
				}
			case *syntax.For:
				walk(s.Body)
				walk(s.Orelse)
			case *syntax.While:
				walk(s.Body)
				walk(s.Orelse)
			case *syntax.Match:
				for _, mc := range s.Cases {
					walk(mc.Body)
				}
			case *syntax.If:
				walk(s.Body)
				walk(s.Orelse)
			case *syntax.With:
				walk(s.Body)
			case *syntax.Try:
				walk(s.Body)
				walk(s.Orelse)
				walk(s.Finalbody)
				for _, h := range s.Handlers {
					if h.Name != "" {
						add(h.Name)
					}
					walk(h.Body)
				}
			}
		}
	}
	walk(stmts)
	return out
}

func (c *compiler) whileStmt(s *syntax.While) {
	u := c.u
	loop, elseL, end := newLabel(), newLabel(), newLabel()
	u.flow = u.flow.without(c.deletedLocals(s.Body))
	truth, isConst := constTruth(s.Test)
	infinite := isConst && truth
	if infinite {
		// The while line once on entry, for sys.settrace (the jump back,
		// on that line too, reports it at each iteration), outside the
		// loop so that the loop is no longer for it.
		c.emit(bytecode.NOP, 0, 0, 0)
	}
	c.bind(loop)
	// CPython compiles the test again after the body: its warnings are
	// emitted again there.
	var testWarnings []pendingWarning
	if !infinite {
		endCapture := c.captureWarnings(&testWarnings)
		c.jumpIf(s.Test, false, elseL)
		endCapture()
	}
	exitFlow := u.flow.clone()
	if infinite {
		exitFlow = flowState{dead: true}
	}
	contL := loop
	if infinite {
		// continue goes through the jump back, which is on the while
		// line (sys.settrace reports that line, as in CPython).
		contL = newLabel()
	}
	fb := &fblock{kind: fbLoop, breakL: end, contL: contL, breakFlow: flowState{dead: true}}
	c.pushFblock(fb)
	c.stmts(s.Body)
	c.reemitWarnings(testWarnings)
	c.popFblock()
	if infinite {
		c.bind(contL)
	}
	restore := c.at(s)
	c.jump(loop)
	restore()
	c.bind(elseL)
	u.flow = exitFlow
	c.stmts(s.Orelse)
	u.flow = meet(u.flow, fb.breakFlow)
	c.bind(end)
}

func (c *compiler) forStmt(s *syntax.For) {
	u := c.u
	it := c.alloc()
	restore := c.at(s.Iter)
	c.getIter(s.Iter, it)
	restore()
	loop, exitL, end := newLabel(), newLabel(), newLabel()
	u.flow = u.flow.without(c.deletedLocals(s.Body))
	entry := u.flow.clone()
	c.bind(loop)
	m := c.mark()
	restore = c.at(s.Iter)
	if r, ok := c.fastTarget(s.Target); ok {
		c.ref(exitL, c.emit(bytecode.FOR_ITER, r, it, 0), 2)
		restore()
		c.flowAssign(r)
	} else {
		v := c.alloc()
		c.ref(exitL, c.emit(bytecode.FOR_ITER, v, it, 0), 2)
		restore()
		c.store(s.Target, v)
	}
	c.release(m)
	c.forBody(s, loop, end, entry, func() { c.bind(exitL) })
}

// forBody compiles the rest of a for or async for loop whose head (at
// loop) has stored the next item: the body, the jump back, what runs when
// the iterator is exhausted, the else clause, and end (where break goes).
// entry is the flow state at the loop head.
func (c *compiler) forBody(s *syntax.For, loop, end *label, entry flowState, exhausted func()) {
	u := c.u
	fb := &fblock{kind: fbLoop, breakL: end, contL: loop, breakFlow: flowState{dead: true}}
	c.pushFblock(fb)
	c.stmts(s.Body)
	c.popFblock()
	restore := c.at(s)
	c.jump(loop)
	restore()
	exhausted()
	u.flow = entry
	c.stmts(s.Orelse)
	u.flow = meet(u.flow, fb.breakFlow)
	c.bind(end)
}

func (c *compiler) breakContinue(s syntax.Stmt, isBreak bool) {
	u := c.u
	idx := -1
	for i := len(u.fblocks) - 1; i >= 0; i-- {
		if u.fblocks[i].kind == fbLoop {
			idx = i
			break
		}
	}
	c.checkExceptStar(idx+1, s.GetSpan())
	if idx < 0 {
		if isBreak {
			c.fail(s.GetSpan(), "'break' outside loop")
		}
		c.fail(s.GetSpan(), "'continue' not properly in loop")
	}
	loop := u.fblocks[idx]
	resume := c.unwind(idx + 1)
	if isBreak {
		loop.breakFlow = meet(loop.breakFlow, u.flow)
		c.jump(loop.breakL)
	} else {
		c.jump(loop.contL)
	}
	resume()
}

func (c *compiler) returnStmt(s *syntax.Return) {
	u := c.u
	if !u.sc.kind.functionLike() {
		c.fail(s.Span, "'return' outside function")
	}
	if s.Value != nil && u.sc.asyncDef && u.sc.generator {
		c.fail(s.Span, "'return' with value in async generator")
	}
	if _, ok := constValue(s.Value); ok && s.Value != nil {
		// CPython reports a constant return value at the value.
		c.checkExceptStar(0, s.Value.GetSpan())
	} else {
		c.checkExceptStar(0, s.Span)
	}
	needsCode := false
	for _, f := range u.fblocks {
		if f.kind != fbLoop && f.kind != fbTryExcept {
			needsCode = true
		}
	}
	var r int
	switch {
	case s.Value == nil:
		r = c.alloc()
		c.loadConst(r, nil)
	case needsCode:
		r = c.alloc()
		c.exprTo(s.Value, r)
	default:
		r = c.expr(s.Value)
	}
	finally := false
	for _, f := range u.fblocks {
		finally = finally || f.kind == fbFinallyTry
	}
	resume := c.unwind(0)
	if finally {
		// After the finally bodies run, the return is on their last line.
		restore := c.noLoc()
		c.emit(bytecode.RETURN, r, 0, 0)
		restore()
	} else {
		c.emit(bytecode.RETURN, r, 0, 0)
	}
	u.flow.dead = true
	resume()
}

func (c *compiler) raiseStmt(s *syntax.Raise) {
	switch {
	case s.Exc == nil:
		c.emit(bytecode.RAISE, 0, 0, 0)
	case s.Cause == nil:
		e := c.expr(s.Exc)
		c.emit(bytecode.RAISE, e, 0, 1)
	default:
		e := c.expr(s.Exc)
		cause := c.expr(s.Cause)
		c.emit(bytecode.RAISE, e, cause, 2)
	}
	c.u.flow.dead = true
}

func (c *compiler) assertStmt(s *syntax.Assert) {
	c.checkAssert(s)
	end := newLabel()
	c.jumpIf(s.Test, true, end)
	pre := c.u.flow.clone()
	// The failure is raised at the test's position, as CPython 3.13 places
	// its RAISE_VARARGS: a traceback underlines the test, not the statement.
	m, hasMsg := 0, 0
	if s.Msg != nil {
		m, hasMsg = c.expr(s.Msg), 1
	}
	restore := c.at(s.Test)
	c.emit(bytecode.ASSERT_FAIL, m, hasMsg, 0)
	restore()
	c.bind(end)
	c.u.flow = pre
}

// ---- exceptions ----

// checkExceptStar rejects a break, continue or return that would leave
// an except* clause (one among the fblocks from depth up), as CPython's
// compiler does when it unwinds them.
func (c *compiler) checkExceptStar(depth int, span syntax.Span) {
	for _, f := range c.u.fblocks[max(depth, 0):] {
		if f.kind == fbHandlerStar {
			c.fail(span, "'break', 'continue' and 'return' cannot appear in an except* block")
		}
	}
}

func (c *compiler) tryStmt(s *syntax.Try, tail bool) {
	c.emit(bytecode.NOP, 0, 0, 0) // the try line, for sys.settrace
	if s.IsStar {
		tail = false
	}
	if len(s.Finalbody) > 0 {
		c.tryFinally(s)
		return
	}
	c.tryExcept(s, tail)
}

func (c *compiler) tryFinally(s *syntax.Try) {
	u := c.u
	end := newLabel()
	pre := u.flow.clone()
	reg := c.openRegion()
	c.pushFblock(&fblock{kind: fbFinallyTry, region: reg, finalbody: s.Finalbody, node: s})
	if len(s.Handlers) > 0 {
		c.tryExcept(s, false)
	} else {
		c.stmts(s.Body)
	}
	c.popFblock()
	c.closeRegion(reg)

	// Normal path.
	endCopy := c.newWarnCopy()
	c.stmts(s.Finalbody)
	endCopy()
	normalFlow := u.flow.clone()
	restore := c.noLoc()
	c.jump(end)
	restore()

	// Exception path: run the finally body with the exception pushed, then
	// re-raise it.
	u.flow = pre.without(c.deletedLocals([]syntax.Stmt{s}))
	m := c.mark()
	exc := c.alloc()
	save := c.alloc()
	c.bind(reg.target)
	reg.reg = exc
	restore = c.noLoc()
	c.emit(bytecode.PUSH_EXC, exc, save, 0)
	restore()
	cleanup := c.openRegion()
	c.pushFblock(&fblock{kind: fbFinallyEnd, region: cleanup, save: save, node: s})
	endCopy = c.newWarnCopy()
	c.stmts(s.Finalbody)
	endCopy()
	c.popFblock()
	c.closeRegion(cleanup)
	restore = c.noLoc()
	c.emit(bytecode.POP_EXC, save, 0, 0)
	c.emit(bytecode.RERAISE, exc, 0, 0)
	restore()
	c.exceptionCleanup(cleanup, save)
	c.release(m)
	c.bind(end)
	u.flow = normalFlow
}

// exceptionCleanup emits the handler of a cleanup region: restore the
// exception being handled and re-raise.
func (c *compiler) exceptionCleanup(cleanup *region, save int) {
	m := c.mark()
	e := c.alloc()
	c.bind(cleanup.target)
	cleanup.reg = e
	defer c.noLoc()()
	c.emit(bytecode.POP_EXC, save, 0, 0)
	c.emit(bytecode.RERAISE, e, 1, 0)
	c.u.flow.dead = true
	c.release(m)
}

func (c *compiler) tryExcept(s *syntax.Try, tail bool) {
	if s.IsStar {
		c.tryStar(s)
		return
	}
	u := c.u
	end := newLabel()
	pre := u.flow.clone()
	reg := c.openRegion()
	c.pushFblock(&fblock{kind: fbTryExcept, region: reg, node: s})
	c.stmts(s.Body)
	c.popFblock()
	c.closeRegion(reg)
	if tail {
		c.tailStmts(s.Orelse)
		c.tailReturn()
	} else {
		c.stmts(s.Orelse)
	}
	after := u.flow.clone()
	restore := c.noLoc()
	c.jump(end)
	restore()

	handlerFlow := pre.without(c.deletedLocals(s.Body))
	u.flow = handlerFlow.clone()
	m := c.mark()
	exc := c.alloc()
	save := c.alloc()
	c.bind(reg.target)
	reg.reg = exc
	restore = c.noLoc()
	c.emit(bytecode.PUSH_EXC, exc, save, 0)
	restore()
	cleanup := c.openRegion()
	c.pushFblock(&fblock{kind: fbHandler, region: cleanup, save: save, node: s})
	for i, h := range s.Handlers {
		restore := c.at(h)
		next := newLabel()
		u.flow = handlerFlow.clone()
		if h.Type == nil {
			if i != len(s.Handlers)-1 {
				c.fail(h.Span, "default 'except:' must be last")
			}
		} else {
			hm := c.mark()
			u.walrus = walrusTargets(u, h.Type)
			t := c.expr(h.Type)
			match := c.alloc()
			c.emit(bytecode.EXC_MATCH, match, exc, t)
			c.jumpIfReg(match, false, next)
			c.release(hm)
		}
		if h.Name != "" {
			c.storeName(h.Name, exc, h)
			asRegion := c.openRegion()
			c.pushFblock(&fblock{kind: fbHandlerAs, region: asRegion, name: h.Name, node: h})
			c.stmts(h.Body)
			c.popFblock()
			c.closeRegion(asRegion)
			restore := c.noLoc()
			c.unbindName(h.Name, h)
			c.emit(bytecode.POP_EXC, save, 0, 0)
			if tail {
				c.tailReturn()
			}
			after = meet(after, u.flow)
			c.jump(end)
			// Exception inside the handler body: unbind the name, re-raise
			// (into the cleanup region).
			hm := c.mark()
			e2 := c.alloc()
			c.bind(asRegion.target)
			asRegion.reg = e2
			c.unbindName(h.Name, h)
			c.emit(bytecode.RERAISE, e2, 1, 0)
			c.release(hm)
			restore()
		} else {
			c.stmts(h.Body)
			restore := c.noLoc()
			c.emit(bytecode.POP_EXC, save, 0, 0)
			if tail {
				c.tailReturn()
			}
			after = meet(after, u.flow)
			c.jump(end)
			restore()
		}
		c.bind(next)
		restore()
	}
	c.popFblock()
	c.closeRegion(cleanup)
	if last := s.Handlers[len(s.Handlers)-1]; last.Type != nil {
		// No handler matched (on the line of the last except clause,
		// whose test jumps here).
		restore := c.at(last)
		c.emit(bytecode.POP_EXC, save, 0, 0)
		c.emit(bytecode.RERAISE, exc, 0, 0)
		restore()
	}
	c.exceptionCleanup(cleanup, save)
	c.release(m)
	c.bind(end)
	u.flow = after
}

// withStmt compiles item i of a with statement (and, nested, the items
// after it). In an async with, __aenter__'s and __aexit__'s results are
// awaited.
func (c *compiler) withStmt(s *syntax.With, i int) {
	u := c.u
	if s.IsAsync && !c.inAsyncFunction() {
		c.fail(s.Span, "'async with' outside async function")
	}
	item := s.Items[i]
	pre := u.flow.clone()
	m := c.mark()
	mgr := c.allocN(2)
	restore := c.at(item.ContextExpr)
	c.exprTo(item.ContextExpr, mgr)
	val := c.alloc()
	if s.IsAsync {
		c.emit(bytecode.ASYNC_WITH_ENTER, val, mgr, 0)
		c.await(val, val, awaitAenter)
	} else {
		c.emit(bytecode.WITH_ENTER, val, mgr, 0)
	}
	restore()
	reg := c.openRegion()
	// The exit calls are located at the item's context expression, as in
	// CPython's tracebacks.
	c.pushFblock(&fblock{kind: fbWith, region: reg, mgr: mgr, node: item.ContextExpr, async: s.IsAsync})
	if item.OptionalVars != nil {
		c.store(item.OptionalVars, val)
	}
	c.release(mgr + 2)
	if i+1 < len(s.Items) {
		c.withStmt(s, i+1)
	} else {
		c.stmts(s.Body)
	}
	c.popFblock()
	c.closeRegion(reg)
	end := newLabel()
	t := c.alloc()
	restore = c.at(item.ContextExpr)
	c.emit(bytecode.WITH_EXIT, t, mgr, 0)
	if s.IsAsync {
		c.await(t, t, awaitAexit)
	}
	c.release(mgr + 2)
	bodyFlow := u.flow.clone()
	c.jump(end)

	// Exception path.
	exc := c.alloc()
	save := c.alloc()
	c.bind(reg.target)
	reg.reg = exc
	c.emit(bytecode.PUSH_EXC, exc, save, 0)
	cleanup := c.openRegion()
	res := c.alloc()
	c.emit(bytecode.WITH_EXIT_EXC, res, mgr, exc)
	if s.IsAsync {
		c.await(res, res, awaitAexit)
	}
	suppress := newLabel()
	c.jumpIfReg(res, true, suppress)
	c.closeRegion(cleanup)
	c.emit(bytecode.POP_EXC, save, 0, 0)
	c.emit(bytecode.RERAISE, exc, 1, 0)
	c.bind(suppress)
	c.emit(bytecode.POP_EXC, save, 0, 0)
	c.jump(end)
	c.exceptionCleanup(cleanup, save)
	restore()
	c.release(m)
	c.bind(end)
	var body []syntax.Stmt
	if i+1 < len(s.Items) {
		body = []syntax.Stmt{&syntax.With{Items: s.Items[i+1:], Body: s.Body, IsAsync: s.IsAsync}}
	} else {
		body = s.Body
	}
	u.flow = meet(bodyFlow, pre.without(c.deletedLocals(body)))
}

// ---- imports ----

func (c *compiler) importName(dst int, name string, fromlist any, level int) {
	c.emit(bytecode.IMPORT_NAME, dst, c.nameIndex(c.mangle(name)), c.constIndex(fromlist))
	c.emit(bytecode.EXTRA, level, 0, 0)
}

func (c *compiler) importStmt(s *syntax.Import) {
	for _, a := range s.Names {
		m := c.mark()
		t := c.alloc()
		c.importName(t, a.Name, nil, 0)
		if a.AsName != "" {
			parts := strings.Split(a.Name, ".")
			cur := t
			for _, p := range parts[1:] {
				nt := c.alloc()
				c.emit(bytecode.IMPORT_FROM, nt, cur, c.nameIndex(c.mangle(p)))
				cur = nt
			}
			c.checkDebugStore(a.AsName, s.Span)
			c.storeName(a.AsName, cur, s)
		} else {
			store := a.Name
			if i := strings.IndexByte(store, '.'); i >= 0 {
				store = store[:i]
			}
			c.checkDebugStore(store, s.Span)
			c.storeName(store, t, s)
		}
		c.release(m)
	}
}

func (c *compiler) checkDebugStore(name string, span syntax.Span) {
	if name == "__debug__" {
		c.fail(span, "cannot assign to __debug__")
	}
}

func (c *compiler) importFrom(s *syntax.ImportFrom) {
	if s.Module == "__future__" && s.Level == 0 && !c.futureStmts[s] {
		c.fail(s.Span, "from __future__ imports must occur at the beginning of the file")
	}
	names := make(bytecode.Tuple, len(s.Names))
	for i, a := range s.Names {
		names[i] = a.Name
	}
	t := c.alloc()
	c.importName(t, s.Module, names, s.Level)
	if len(s.Names) == 1 && s.Names[0].Name == "*" {
		c.emit(bytecode.IMPORT_STAR, t, 0, 0)
		return
	}
	for _, a := range s.Names {
		m := c.mark()
		v := c.alloc()
		c.emit(bytecode.IMPORT_FROM, v, t, c.nameIndex(c.mangle(a.Name)))
		store := a.AsName
		if store == "" {
			store = a.Name
		}
		c.checkDebugStore(store, s.Span)
		c.storeName(store, v, s)
		c.release(m)
	}
}

// tryStar compiles try/except* (PEP 654) as CPython lays it out: the
// exception caught, orig, stays in its register; rest starts as orig and
// each clause's CHECK_EG_MATCH splits off the part it matches (a naked
// exception that matches is wrapped in ExceptionGroup(”, [e])). What each
// clause body raises is appended to a list, and so is the unhandled rest at
// the end; PREP_RERAISE_STAR turns the list into the exception to raise
// (None when everything was handled), re-raising orig's own leaves as a
// projection of orig.
func (c *compiler) tryStar(s *syntax.Try) {
	u := c.u
	end := newLabel()
	pre := u.flow.clone()
	reg := c.openRegion()
	c.pushFblock(&fblock{kind: fbTryExcept, region: reg, node: s})
	c.stmts(s.Body)
	c.popFblock()
	c.closeRegion(reg)
	c.stmts(s.Orelse)
	after := u.flow.clone()
	restore := c.noLoc()
	c.jump(end)
	restore()

	// A clause runs after earlier ones may have: only what none of the
	// bodies deletes stays definitely assigned.
	all := append([]syntax.Stmt(nil), s.Body...)
	for _, h := range s.Handlers {
		all = append(all, h.Body...)
	}
	handlerFlow := pre.without(c.deletedLocals(all))
	u.flow = handlerFlow.clone()
	m := c.mark()
	exc := c.alloc()
	save := c.alloc()
	res := c.alloc()
	rest := c.alloc()
	c.bind(reg.target)
	reg.reg = exc
	restore = c.noLoc()
	c.emit(bytecode.PUSH_EXC, exc, save, 0)
	restore()
	cleanup := c.openRegion()
	c.pushFblock(&fblock{kind: fbHandler, region: cleanup, save: save, node: s})
	c.pushFblock(&fblock{kind: fbHandlerStar, node: s})
	for i, h := range s.Handlers {
		restore := c.at(h)
		if i == 0 {
			c.emit(bytecode.BUILD_LIST, res, 0, 0)
			c.emit(bytecode.MOVE, rest, exc, 0)
		}
		next := newLabel()
		u.flow = handlerFlow.clone()
		hm := c.mark()
		u.walrus = walrusTargets(u, h.Type)
		t := c.expr(h.Type)
		match := c.alloc()
		c.emit(bytecode.CHECK_EG_MATCH, match, rest, t)
		c.ref(next, c.emit(bytecode.JUMP_IF_NONE, match, 0, 0), 1)
		if h.Name != "" {
			c.storeName(h.Name, match, h)
		}
		c.release(hm)
		body := c.openRegion()
		c.stmts(h.Body)
		c.closeRegion(body)
		noLoc := c.noLoc()
		if h.Name != "" {
			c.unbindName(h.Name, h)
		}
		c.jump(next)
		// An exception in the body joins the list; the next clause runs.
		bm := c.mark()
		e2 := c.alloc()
		c.bind(body.target)
		body.reg = e2
		if h.Name != "" {
			c.unbindName(h.Name, h)
		}
		c.emit(bytecode.LIST_APPEND, res, e2, 0)
		c.jump(next)
		c.release(bm)
		noLoc()
		c.bind(next)
		restore()
	}
	c.popFblock()
	restore = c.noLoc()
	c.emit(bytecode.LIST_APPEND, res, rest, 0)
	result := c.alloc()
	c.emit(bytecode.PREP_RERAISE_STAR, result, exc, res)
	c.popFblock()
	c.closeRegion(cleanup)
	handled := newLabel()
	c.ref(handled, c.emit(bytecode.JUMP_IF_NONE, result, 0, 0), 1)
	c.emit(bytecode.POP_EXC, save, 0, 0)
	c.emit(bytecode.RERAISE, result, 0, 0)
	c.bind(handled)
	c.emit(bytecode.POP_EXC, save, 0, 0)
	u.flow = handlerFlow.clone()
	after = meet(after, u.flow)
	c.jump(end)
	restore()
	c.exceptionCleanup(cleanup, save)
	c.release(m)
	c.bind(end)
	u.flow = after
}
