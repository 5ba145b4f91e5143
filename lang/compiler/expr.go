package compiler

import (
	"unicode/utf8"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/syntax"
)

// chunk bounds the registers a display or f-string uses at once: longer
// ones are built incrementally.
const chunk = 32

// ---- name resolution ----

type accKind uint8

const (
	accFast            accKind = iota // fast local register
	accHidden                         // iteration variable of an inlined comprehension
	accDeref                          // cell register
	accClassDeref                     // class body free variable: locals first, then the cell
	accClassDictDeref                 // annotation scope in a class: the class namespace first, then the cell
	accClassDictGlobal                // annotation scope in a class: the class namespace first, then the globals
	accGlobal
	accName
)

type access struct {
	kind accKind
	reg  int
	name string // mangled
}

// compCtx is an inlined comprehension being compiled.
type compCtx struct {
	sc   *scope
	vars map[string]int
}

// resolve decides how name is accessed from the current point.
func (c *compiler) resolve(name string) access {
	u := c.u
	mangled := mangle(u.private, name)
	viaComp := false
	for i := len(u.comps) - 1; i >= 0; i-- {
		cc := u.comps[i]
		if r, ok := cc.vars[mangled]; ok {
			return access{kind: accHidden, reg: r, name: mangled}
		}
		if sym := cc.sc.syms[mangled]; sym != nil {
			switch sym.scope {
			case scGlobalExplicit:
				return access{kind: accGlobal, name: mangled}
			case scGlobalImplicit:
				// CPython: module-level comprehensions see module names
				// through LOAD_NAME, class-level ones skip the class.
				if u.sc.kind == scopeModule {
					return access{kind: accName, name: mangled}
				}
				return access{kind: accGlobal, name: mangled}
			}
		}
		viaComp = true
	}
	if viaComp {
		// A name free in an inlined comprehension: the enclosing code's
		// variable, whatever the enclosing scope kind.
		if r, ok := u.cells[mangled]; ok {
			return access{kind: accDeref, reg: r, name: mangled}
		}
		if r, ok := u.locals[mangled]; ok && u.sc.scopeOf(mangled) == scLocal {
			return access{kind: accFast, reg: r, name: mangled}
		}
	}
	fl := u.sc.kind.functionLike()
	switch u.sc.scopeOf(mangled) {
	case scLocal:
		if fl {
			return access{kind: accFast, reg: u.locals[mangled], name: mangled}
		}
		return access{kind: accName, name: mangled}
	case scCell:
		return access{kind: accDeref, reg: u.cells[mangled], name: mangled}
	case scFree:
		if u.sc.kind == scopeClass {
			return access{kind: accClassDeref, reg: u.cells[mangled], name: mangled}
		}
		if u.sc.canSeeClass && mangled != "__classdict__" {
			return access{kind: accClassDictDeref, reg: u.cells[mangled], name: mangled}
		}
		return access{kind: accDeref, reg: u.cells[mangled], name: mangled}
	case scGlobalExplicit:
		return access{kind: accGlobal, name: mangled}
	}
	if fl {
		if u.sc.canSeeClass {
			return access{kind: accClassDictGlobal, name: mangled}
		}
		return access{kind: accGlobal, name: mangled}
	}
	return access{kind: accName, name: mangled}
}

// checkBound emits CHECK_BOUND for fast local r unless it is known to be
// assigned.
func (c *compiler) checkBound(r int) {
	u := c.u
	if r >= u.code.NLocals || u.flow.has(r) {
		return
	}
	c.emit(bytecode.CHECK_BOUND, r, 0, 0)
	if u.condDepth == 0 {
		u.flow.set(r)
	}
}

// loadName returns a register holding the value of a Name: the variable's
// own register when it is a fast local that the statement cannot rebind,
// else a new temporary.
func (c *compiler) loadName(n *syntax.Name) int {
	if n.Id != "__debug__" {
		a := c.resolve(n.Id)
		switch a.kind {
		case accFast:
			c.checkBound(a.reg)
			if !c.u.walrus.has(a.name) {
				return a.reg
			}
		case accHidden:
			return a.reg
		}
	}
	r := c.alloc()
	c.loadNameTo(n, r)
	return r
}

func (c *compiler) loadNameTo(n *syntax.Name, dst int) {
	if n.Id == "__debug__" {
		c.loadConst(dst, true)
		return
	}
	a := c.resolve(n.Id)
	switch a.kind {
	case accFast:
		c.checkBound(a.reg)
		if a.reg != dst {
			c.emit(bytecode.MOVE, dst, a.reg, 0)
		}
	case accHidden:
		if a.reg != dst {
			c.emit(bytecode.MOVE, dst, a.reg, 0)
		}
	case accDeref:
		c.emit(bytecode.LOAD_DEREF, dst, a.reg, 0)
	case accClassDeref:
		c.emit(bytecode.LOAD_CLASSDEREF, dst, c.nameIndex(a.name), a.reg)
	case accClassDictDeref, accClassDictGlobal:
		// An annotation scope in a class body: the class namespace first.
		c.emit(bytecode.LOAD_DEREF, dst, c.u.cells["__classdict__"], 0)
		if a.kind == accClassDictDeref {
			c.emit(bytecode.LOAD_FROM_DICT_OR_DEREF, dst, c.nameIndex(a.name), a.reg)
		} else {
			c.emit(bytecode.LOAD_FROM_DICT_OR_GLOBALS, dst, c.nameIndex(a.name), 0)
		}
	case accGlobal:
		c.emit(bytecode.LOAD_GLOBAL, dst, c.nameIndex(a.name), 0)
	case accName:
		c.emit(bytecode.LOAD_NAME, dst, c.nameIndex(a.name), 0)
	}
}

// ---- expressions ----

// expr evaluates e and returns the register holding its value: a fast local
// (which the caller must not write) or a new temporary.
func (c *compiler) expr(e syntax.Expr) int {
	if n, ok := e.(*syntax.Name); ok && n.Ctx == syntax.Load {
		restore := c.at(n)
		defer restore()
		return c.loadName(n)
	}
	r := c.alloc()
	c.exprTo(e, r)
	return r
}

// directSafe reports whether compiling e into a variable's own register is
// safe: the register is written once, by the last instruction, after every
// read of other variables.
func directSafe(e syntax.Expr) bool {
	switch e := e.(type) {
	case *syntax.Constant, *syntax.Name, *syntax.BinOp, *syntax.UnaryOp, *syntax.Call,
		*syntax.Attribute, *syntax.Subscript, *syntax.FormattedValue, *syntax.Yield, *syntax.YieldFrom, *syntax.Await, *syntax.Slice:
		return true
	case *syntax.JoinedStr:
		return len(e.Values) <= chunk
	case *syntax.Compare:
		return len(e.Ops) == 1
	case *syntax.List:
		return simpleElts(e.Elts)
	case *syntax.Tuple:
		return simpleElts(e.Elts)
	case *syntax.Set:
		return simpleElts(e.Elts)
	case *syntax.Dict:
		if len(e.Keys) > chunk {
			return false
		}
		for _, k := range e.Keys {
			if k == nil {
				return false
			}
		}
		return true
	}
	return false
}

func simpleElts(elts []syntax.Expr) bool {
	if len(elts) > chunk {
		return false
	}
	for _, x := range elts {
		if _, ok := x.(*syntax.Starred); ok {
			return false
		}
	}
	return true
}

var binOps = map[syntax.Operator]bytecode.Opcode{
	syntax.Add: bytecode.ADD, syntax.Sub: bytecode.SUB, syntax.Mult: bytecode.MUL, syntax.MatMult: bytecode.MATMUL,
	syntax.Div: bytecode.TRUEDIV, syntax.Mod: bytecode.MOD, syntax.Pow: bytecode.POW, syntax.LShift: bytecode.LSHIFT,
	syntax.RShift: bytecode.RSHIFT, syntax.BitOr: bytecode.OR, syntax.BitXor: bytecode.XOR, syntax.BitAnd: bytecode.AND,
	syntax.FloorDiv: bytecode.FLOORDIV,
}

var cmpOps = map[syntax.CmpOp]bytecode.Opcode{
	syntax.Eq: bytecode.EQ, syntax.NotEq: bytecode.NE, syntax.Lt: bytecode.LT, syntax.LtE: bytecode.LE,
	syntax.Gt: bytecode.GT, syntax.GtE: bytecode.GE, syntax.Is: bytecode.IS, syntax.IsNot: bytecode.IS_NOT,
	syntax.In: bytecode.IN, syntax.NotIn: bytecode.NOT_IN,
}

// constValue returns the folded constant value of e, if it is one:
// literals, negated numeric literals and tuples of constants.
func constValue(e syntax.Expr) (any, bool) {
	switch e := e.(type) {
	case *syntax.Constant:
		return convConst(e.Value), true
	case *syntax.Name:
		if e.Id == "__debug__" && e.Ctx == syntax.Load {
			return true, true
		}
	case *syntax.UnaryOp:
		return foldUnary(e)
	case *syntax.BinOp:
		if v, ok := complexLiteral(e); ok {
			return v, true
		}
		return foldBinary(e)
	case *syntax.Tuple:
		if e.Ctx != syntax.Load {
			return nil, false
		}
		t := make(bytecode.Tuple, len(e.Elts))
		for i, x := range e.Elts {
			v, ok := constValue(x)
			if !ok {
				return nil, false
			}
			t[i] = v
		}
		return t, true
	}
	return nil, false
}

// complexLiteral folds a complex number written as a real and an
// imaginary literal, 1.5 - 2j or -2j + 3 (as CPython's AST optimizer
// does): + or - of a float or an int that converts exactly and a
// complex constant, computed as complex arithmetic does it (the real
// operand becomes complex(r, 0.0)), so signed zeros come out the same.
func complexLiteral(e *syntax.BinOp) (any, bool) {
	if e.Op != syntax.Add && e.Op != syntax.Sub {
		return nil, false
	}
	l, r, ok := constOperands(e)
	if !ok {
		return nil, false
	}
	asComplex := func(v any) (complex128, bool, bool) {
		switch v := v.(type) {
		case complex128:
			return v, true, true
		case float64:
			return complex(v, 0), false, true
		case int64:
			if v > -(1<<53) && v < 1<<53 {
				return complex(float64(v), 0), false, true
			}
		}
		return 0, false, false
	}
	a, ca, ok := asComplex(l)
	if !ok {
		return nil, false
	}
	b, cb, ok := asComplex(r)
	if !ok || !ca && !cb {
		return nil, false
	}
	if e.Op == syntax.Add {
		return complex(real(a)+real(b), imag(a)+imag(b)), true
	}
	return complex(real(a)-real(b), imag(a)-imag(b)), true
}

// exprTo evaluates e into register dst. dst must be a temporary the
// expression does not read, or a variable register when directSafe(e).
func (c *compiler) exprTo(e syntax.Expr, dst int) {
	defer c.at(e)()
	m := c.mark()
	defer c.release(m)
	if v, ok := constValue(e); ok {
		c.loadConst(dst, v)
		return
	}
	switch e := e.(type) {
	case *syntax.Name:
		c.loadNameTo(e, dst)
	case *syntax.BinOp:
		l := c.expr(e.Left)
		r := c.expr(e.Right)
		c.emit(binOps[e.Op], dst, l, r)
	case *syntax.UnaryOp:
		c.noteNot(e)
		v := c.expr(e.Operand)
		var op bytecode.Opcode
		switch e.Op {
		case syntax.Not:
			op = bytecode.NOT
		case syntax.USub:
			op = bytecode.NEG
		case syntax.UAdd:
			op = bytecode.POS
		default:
			op = bytecode.INVERT
		}
		c.emit(op, dst, v, 0)
	case *syntax.BoolOp:
		end := newLabel()
		for i, v := range e.Values {
			if i > 0 {
				c.u.condDepth++
				defer func() { c.u.condDepth-- }()
			}
			c.exprTo(v, dst)
			if i < len(e.Values)-1 {
				c.jumpIfReg(dst, e.Op == syntax.Or, end)
			}
		}
		c.bind(end)
	case *syntax.Compare:
		c.compare(e, dst)
	case *syntax.IfExp:
		elseL, end := newLabel(), newLabel()
		c.jumpIf(e.Test, false, elseL)
		c.u.condDepth++
		c.exprTo(e.Body, dst)
		c.ref(end, c.emit(bytecode.JUMP, 0, 0, 0), 0)
		c.bind(elseL)
		c.exprTo(e.Orelse, dst)
		c.u.condDepth--
		c.bind(end)
	case *syntax.NamedExpr:
		c.exprTo(e.Value, dst)
		restore := c.at(e.Target)
		c.storeName(e.Target.Id, dst, e.Target)
		restore()
	case *syntax.Call:
		c.call(e, dst)
	case *syntax.Attribute:
		if e.Ctx != syntax.Load {
			c.fail(e.Span, "invalid attribute context")
		}
		obj := c.expr(e.Value)
		c.atAttr(c.u.pos, e, func() { c.emit(bytecode.LOAD_ATTR, dst, obj, c.nameIndex(c.mangle(e.Attr))) })
	case *syntax.Subscript:
		c.checkSubscript(e)
		obj := c.expr(e.Value)
		idx := c.expr(e.Slice)
		c.emit(bytecode.BINARY_SUBSCR, dst, obj, idx)
	case *syntax.Slice:
		base := c.mark()
		n := 2
		parts := []syntax.Expr{e.Lower, e.Upper}
		if e.Step != nil {
			parts = append(parts, e.Step)
			n = 3
		}
		for _, p := range parts {
			r := c.alloc()
			if p == nil {
				c.loadConst(r, nil)
			} else {
				c.exprTo(p, r)
			}
		}
		c.emit(bytecode.BUILD_SLICE, dst, base, n)
	case *syntax.Tuple:
		c.sequence(e.Elts, dst, bytecode.BUILD_TUPLE)
	case *syntax.List:
		c.sequence(e.Elts, dst, bytecode.BUILD_LIST)
	case *syntax.Set:
		c.sequence(e.Elts, dst, bytecode.BUILD_SET)
	case *syntax.Dict:
		c.dict(e, dst)
	case *syntax.ListComp, *syntax.SetComp, *syntax.DictComp, *syntax.GeneratorExp:
		c.comprehension(e, dst)
	case *syntax.Lambda:
		c.lambda(e, dst)
	case *syntax.Yield:
		c.checkYield(e.Span, "yield")
		var v int
		if e.Value == nil {
			v = c.alloc()
			c.loadConst(v, nil)
		} else {
			v = c.expr(e.Value)
		}
		c.emit(bytecode.YIELD, dst, v, 0)
	case *syntax.YieldFrom:
		c.checkYield(e.Span, "yield from")
		if c.u.sc.asyncDef {
			c.fail(e.Span, "'yield from' inside async function")
		}
		v := c.expr(e.Value)
		it := c.alloc()
		c.emit(bytecode.GET_YIELD_FROM_ITER, it, v, 0)
		c.emit(bytecode.YIELD_FROM, dst, it, 0)
	case *syntax.Await:
		c.awaitExpr(e, dst)
	case *syntax.JoinedStr:
		c.joinedStr(e, dst)
	case *syntax.FormattedValue:
		c.formattedValue(e, dst)
	case *syntax.Starred:
		c.fail(e.Span, "can't use starred expression here")
	default:
		c.fail(e.GetSpan(), "unsupported expression %T", e)
	}
}

func (c *compiler) checkYield(span syntax.Span, what string) {
	if !c.u.sc.kind.functionLike() {
		c.fail(span, "'%s' outside function", what)
	}
}

func (c *compiler) compare(e *syntax.Compare, dst int) {
	c.checkCompare(e)
	if len(e.Ops) == 1 {
		l := c.expr(e.Left)
		r := c.cmpOperand(e.Ops[0], e.Comparators[0])
		c.emit(cmpOps[e.Ops[0]], dst, l, r)
		return
	}
	end := newLabel()
	l := c.expr(e.Left)
	c.u.condDepth++
	defer func() { c.u.condDepth-- }()
	for i, op := range e.Ops {
		r := c.cmpOperand(op, e.Comparators[i])
		c.emit(cmpOps[op], dst, l, r)
		if i < len(e.Ops)-1 {
			c.jumpIfReg(dst, false, end)
		}
		l = r
	}
	c.bind(end)
}

// cmpOperand compiles a comparison's right operand. As CPython's AST
// optimiser does, a list or set display of constants tested with in/not in
// becomes a tuple or frozenset constant.
func (c *compiler) cmpOperand(op syntax.CmpOp, e syntax.Expr) int {
	if op == syntax.In || op == syntax.NotIn {
		if k, ok := iterConst(e); ok {
			r := c.alloc()
			c.loadConst(r, k)
			return r
		}
	}
	return c.expr(e)
}

// iterConst folds a list or set display of constants that is only iterated
// or searched into a tuple or frozenset constant (CPython's fold_iter).
func iterConst(e syntax.Expr) (any, bool) {
	var elts []syntax.Expr
	switch x := e.(type) {
	case *syntax.List:
		elts = x.Elts
	case *syntax.Set:
		elts = x.Elts
	default:
		return nil, false
	}
	items := make([]any, 0, len(elts))
	for _, el := range elts {
		v, ok := constValue(el)
		if !ok {
			return nil, false
		}
		items = append(items, v)
	}
	if _, isSet := e.(*syntax.Set); isSet {
		return bytecode.FrozenSet(items), true
	}
	return bytecode.Tuple(items), true
}

// jumpIf compiles a condition that jumps to target when its truth equals
// cond and falls through otherwise.
func (c *compiler) jumpIf(e syntax.Expr, cond bool, target *label) {
	defer c.at(e)()
	switch x := e.(type) {
	case *syntax.UnaryOp:
		if x.Op == syntax.Not {
			c.noteNot(x)
			c.jumpIf(x.Operand, !cond, target)
			return
		}
	case *syntax.BoolOp:
		isOr := x.Op == syntax.Or
		last := len(x.Values) - 1
		if isOr == cond {
			// `a or b` jumping when true (or `a and b` when false): any
			// deciding operand jumps.
			for i, v := range x.Values {
				if i == 1 {
					c.u.condDepth++
					defer func() { c.u.condDepth-- }()
				}
				c.jumpIf(v, cond, target)
			}
			return
		}
		skip := newLabel()
		for i, v := range x.Values {
			if i == 1 {
				c.u.condDepth++
				defer func() { c.u.condDepth-- }()
			}
			if i < last {
				c.jumpIf(v, !cond, skip)
			} else {
				c.jumpIf(v, cond, target)
			}
		}
		c.bind(skip)
		return
	case *syntax.Constant:
		if truth, ok := constTruth(x); ok {
			if truth == cond {
				c.ref(target, c.emit(bytecode.JUMP, 0, 0, 0), 0)
			}
			return
		}
	case *syntax.Name:
		if x.Id == "__debug__" && x.Ctx == syntax.Load {
			if cond {
				c.ref(target, c.emit(bytecode.JUMP, 0, 0, 0), 0)
			}
			return
		}
	}
	m := c.mark()
	r := c.expr(e)
	c.jumpIfReg(r, cond, target)
	c.release(m)
}

// sequence builds a tuple, list or set display.
func (c *compiler) sequence(elts []syntax.Expr, dst int, build bytecode.Opcode) {
	if build == bytecode.BUILD_SET && len(elts) > 2 {
		// Like CPython: an empty set updated from a frozenset constant,
		// which decides the iteration order of the result.
		items := make(bytecode.FrozenSet, 0, len(elts))
		for _, x := range elts {
			v, ok := constValue(x)
			if !ok {
				items = nil
				break
			}
			items = append(items, v)
		}
		if items != nil {
			m := c.mark()
			k := c.alloc()
			c.emit(bytecode.BUILD_SET, dst, k, 0)
			c.loadConst(k, items)
			c.emit(bytecode.SET_UPDATE, dst, k, 0)
			c.release(m)
			return
		}
	}
	if simpleElts(elts) {
		base := c.mark()
		for _, x := range elts {
			c.exprTo(x, c.alloc())
		}
		c.emit(build, dst, base, len(elts))
		return
	}
	acc := dst
	if build == bytecode.BUILD_TUPLE {
		acc = c.alloc()
		build = bytecode.BUILD_LIST
	}
	appendOp, extendOp := bytecode.LIST_APPEND, bytecode.LIST_EXTEND
	if build == bytecode.BUILD_SET {
		appendOp, extendOp = bytecode.SET_ADD, bytecode.SET_UPDATE
	}
	i := 0
	base := c.mark()
	for i < len(elts) && i < chunk {
		if _, ok := elts[i].(*syntax.Starred); ok {
			break
		}
		c.exprTo(elts[i], c.alloc())
		i++
	}
	c.emit(build, acc, base, i)
	c.release(base)
	for ; i < len(elts); i++ {
		m := c.mark()
		if st, ok := elts[i].(*syntax.Starred); ok {
			v := c.expr(st.Value)
			restore := c.at(st)
			c.emit(extendOp, acc, v, 0)
			restore()
		} else {
			v := c.expr(elts[i])
			c.emit(appendOp, acc, v, 0)
		}
		c.release(m)
	}
	if acc != dst {
		c.emit(bytecode.LIST_TUPLE, dst, acc, 0)
	}
}

func (c *compiler) dict(e *syntax.Dict, dst int) {
	i := 0
	base := c.mark()
	for i < len(e.Keys) && i < chunk && e.Keys[i] != nil {
		c.exprTo(e.Keys[i], c.alloc())
		c.exprTo(e.Values[i], c.alloc())
		i++
	}
	c.emit(bytecode.BUILD_DICT, dst, base, i)
	c.release(base)
	for ; i < len(e.Keys); i++ {
		m := c.mark()
		if e.Keys[i] == nil {
			v := c.expr(e.Values[i])
			c.emit(bytecode.DICT_UPDATE, dst, v, 0)
		} else {
			k := c.expr(e.Keys[i])
			v := c.expr(e.Values[i])
			c.emit(bytecode.DICT_SET, dst, k, v)
		}
		c.release(m)
	}
}

func (c *compiler) formattedValue(e *syntax.FormattedValue, dst int) {
	v := c.alloc()
	c.exprTo(e.Value, v)
	flags := 0
	switch e.Conversion {
	case 's':
		flags = 1
	case 'r':
		flags = 2
	case 'a':
		flags = 3
	}
	if e.FormatSpec != nil {
		s := c.alloc()
		c.exprTo(e.FormatSpec, s)
		flags |= 4
	}
	c.emit(bytecode.FORMAT_VALUE, dst, v, flags)
}

func (c *compiler) joinedStr(e *syntax.JoinedStr, dst int) {
	switch len(e.Values) {
	case 0:
		c.loadConst(dst, "")
		return
	case 1:
		if k, ok := e.Values[0].(*syntax.Constant); ok {
			c.loadConst(dst, convConst(k.Value))
			return
		}
		if fv, ok := e.Values[0].(*syntax.FormattedValue); ok {
			c.formattedValue(fv, dst)
			return
		}
	}
	if len(e.Values) <= chunk {
		base := c.mark()
		for _, v := range e.Values {
			c.exprTo(v, c.alloc())
		}
		c.emit(bytecode.BUILD_STRING, dst, base, len(e.Values))
		return
	}
	acc := c.alloc()
	for i := 0; i < len(e.Values); i += chunk - 1 {
		j := min(i+chunk-1, len(e.Values))
		m := c.mark()
		start := acc
		if i == 0 {
			start = m
		}
		for _, v := range e.Values[i:j] {
			c.exprTo(v, c.alloc())
		}
		if i == 0 {
			c.emit(bytecode.BUILD_STRING, acc, start, j-i)
		} else {
			// acc followed by the new pieces: acc is not adjacent to them,
			// so build the chunk first and concatenate.
			piece := c.alloc()
			c.emit(bytecode.BUILD_STRING, piece, m, j-i)
			pair := c.allocN(2)
			c.emit(bytecode.MOVE, pair, acc, 0)
			c.emit(bytecode.MOVE, pair+1, piece, 0)
			c.emit(bytecode.BUILD_STRING, acc, pair, 2)
		}
		c.release(m)
	}
	c.emit(bytecode.MOVE, dst, acc, 0)
}

// ---- calls ----

func hasStarArgs(args []syntax.Expr, kws []*syntax.Keyword) bool {
	for _, a := range args {
		if _, ok := a.(*syntax.Starred); ok {
			return true
		}
	}
	for _, k := range kws {
		if k.Name == "" {
			return true
		}
	}
	return false
}

func (c *compiler) checkKeywords(kws []*syntax.Keyword) {
	seen := map[string]bool{}
	for _, k := range kws {
		if k.Name == "" {
			continue
		}
		if k.Name == "__debug__" {
			c.fail(k.Span, "cannot assign to __debug__")
		}
		if seen[k.Name] {
			c.fail(k.Span, "keyword argument repeated: %s", k.Name)
		}
		seen[k.Name] = true
	}
}

func (c *compiler) call(e *syntax.Call, dst int) {
	c.checkKeywords(e.Keywords)
	c.checkCaller(e.Func)
	var base int
	if c.isTopTemp(dst) {
		base = dst
	} else {
		base = c.alloc()
	}
	if attr, ok := e.Func.(*syntax.Attribute); ok && attr.Ctx == syntax.Load && len(e.Keywords) == 0 && !hasStarArgs(e.Args, nil) {
		// obj.m(args): LOAD_METHOD + CALL_METHOD.
		c.allocN(2 - (c.mark() - base))
		restore := c.at(attr)
		obj := c.expr(attr.Value)
		c.atAttr(posOf(attr), attr, func() { c.emit(bytecode.LOAD_METHOD, base, obj, c.nameIndex(c.mangle(attr.Attr))) })
		restore()
		c.release(base + 2)
		for _, a := range e.Args {
			c.exprTo(a, c.alloc())
		}
		c.atAttr(posOf(e), attr, func() { c.emit(bytecode.CALL_METHOD, dst, base, len(e.Args)) })
		return
	}
	c.exprTo(e.Func, base)
	if attr, ok := e.Func.(*syntax.Attribute); ok && !hasStarArgs(e.Args, e.Keywords) {
		// Like a method call, the call's position starts at the attribute
		// name when it is on a later line.
		c.release(base + 1)
		for _, a := range e.Args {
			c.exprTo(a, c.alloc())
		}
		for _, k := range e.Keywords {
			c.exprTo(k.Value, c.alloc())
		}
		c.atAttr(posOf(e), attr, func() { c.emitCallInstr(dst, base, len(e.Args), e.Keywords) })
		return
	}
	c.emitCall(dst, base, 0, e.Args, e.Keywords)
}

// emitCallInstr emits CALL or CALL_KW for nargs positional and the keyword
// arguments, already evaluated after the callee in r[base].
func (c *compiler) emitCallInstr(dst, base, nargs int, kws []*syntax.Keyword) {
	if len(kws) == 0 {
		c.emit(bytecode.CALL, dst, base, nargs)
		return
	}
	names := make(bytecode.Tuple, len(kws))
	for i, k := range kws {
		names[i] = k.Name
	}
	k := c.constIndex(names)
	c.emit(bytecode.CALL_KW, dst, base, nargs+len(kws))
	c.emit(bytecode.EXTRA, k, 0, 0)
}

// atAttr runs emit with the position base adjusted as CPython's
// update_start_location_to_match_attr does: when the attribute name is on a
// later line than base starts, the position starts at the name.
func (c *compiler) atAttr(base bytecode.Pos, attr *syntax.Attribute, emit func()) {
	end := attr.Span.End
	if int(base.Line) != end.Line {
		base.Line = int32(end.Line)
		n := int32(utf8.RuneCountInString(attr.Attr))
		if n <= int32(end.Col) {
			base.Col = int32(end.Col) - n
		} else {
			base.Col, base.EndCol = -1, -1
		}
		if base.EndLine < base.Line {
			base.EndLine = base.Line
		}
		if base.Line == base.EndLine && base.EndCol < base.Col {
			base.EndCol = base.Col
		}
	}
	u := c.u
	old := u.pos
	u.pos = base
	emit()
	u.pos = old
}

// emitCall calls the callee in r[base] with nPre positional arguments
// already in r[base+1 ...] followed by args and keywords, putting the result
// in dst. The registers from base+1+nPre up must be free.
func (c *compiler) emitCall(dst, base, nPre int, args []syntax.Expr, kws []*syntax.Keyword) {
	c.release(base + 1 + nPre)
	if !hasStarArgs(args, kws) {
		for _, a := range args {
			c.exprTo(a, c.alloc())
		}
		if len(kws) == 0 {
			c.emit(bytecode.CALL, dst, base, nPre+len(args))
			return
		}
		names := make(bytecode.Tuple, len(kws))
		for i, k := range kws {
			names[i] = k.Name
			c.exprTo(k.Value, c.alloc())
		}
		n := nPre + len(args) + len(kws)
		k := c.constIndex(names)
		c.emit(bytecode.CALL_KW, dst, base, n)
		c.emit(bytecode.EXTRA, k, 0, 0)
		return
	}
	// CALL_EX: positional tuple in r[base+1], keyword dict in r[base+2].
	var argsReg, kwReg int
	if nPre == 0 {
		argsReg = c.alloc()
		if len(kws) > 0 {
			kwReg = c.alloc()
		} else {
			// CALL_EX reads r[base+2] even without keywords: the frame
			// must have it when a lone *x leaves starArgs no temporary.
			m := c.mark()
			c.alloc()
			c.release(m)
		}
	} else {
		argsReg = c.alloc()
		if len(kws) > 0 {
			kwReg = c.alloc()
		}
	}
	c.starArgs(argsReg, base+1, nPre, args)
	if len(kws) > 0 {
		c.starKwargs(kwReg, base, kws)
	}
	flag := 0
	if len(kws) > 0 {
		flag = 1
	}
	if nPre > 0 {
		c.emit(bytecode.MOVE, base+1, argsReg, 0)
		if len(kws) > 0 {
			c.emit(bytecode.MOVE, base+2, kwReg, 0)
		}
	}
	c.emit(bytecode.CALL_EX, dst, base, flag)
}

// starArgs builds the positional-argument tuple of a CALL_EX into dst from
// n registers at pre and args (for a lone *x, x itself).
func (c *compiler) starArgs(dst, pre, n int, args []syntax.Expr) {
	m := c.mark()
	defer c.release(m)
	if n == 0 && len(args) == 0 {
		c.loadConst(dst, bytecode.Tuple{})
		return
	}
	if n == 0 && len(args) == 1 {
		if st, ok := args[0].(*syntax.Starred); ok {
			// f(*x): x itself, made a tuple by CALL_EX when the call is made
			// (after the keywords, as CPython's CALL_FUNCTION_EX), whose
			// error names the callee: "f() argument after * must be an
			// iterable, not int".
			c.exprTo(st.Value, dst)
			return
		}
	}
	if n == 0 && simpleElts(args) {
		base := c.mark()
		for _, a := range args {
			c.exprTo(a, c.alloc())
		}
		c.emit(bytecode.BUILD_TUPLE, dst, base, len(args))
		return
	}
	acc := c.alloc()
	i := 0
	if n > 0 {
		c.emit(bytecode.BUILD_LIST, acc, pre, n)
	} else {
		base := c.mark()
		for i < len(args) && i < chunk {
			if _, ok := args[i].(*syntax.Starred); ok {
				break
			}
			c.exprTo(args[i], c.alloc())
			i++
		}
		c.emit(bytecode.BUILD_LIST, acc, base, i)
		c.release(base)
	}
	for ; i < len(args); i++ {
		mm := c.mark()
		if st, ok := args[i].(*syntax.Starred); ok {
			v := c.expr(st.Value)
			restore := c.at(st)
			c.emit(bytecode.LIST_EXTEND, acc, v, 0)
			restore()
		} else {
			v := c.expr(args[i])
			c.emit(bytecode.LIST_APPEND, acc, v, 0)
		}
		c.release(mm)
	}
	c.emit(bytecode.LIST_TUPLE, dst, acc, 0)
}

// starKwargs builds the keyword dict of a CALL_EX into dst; callee is the
// register of the function (for DICT_MERGE's error message).
func (c *compiler) starKwargs(dst, callee int, kws []*syntax.Keyword) {
	m := c.mark()
	defer c.release(m)
	i := 0
	base := c.mark()
	for i < len(kws) && i < chunk && kws[i].Name != "" {
		c.loadConst(c.alloc(), kws[i].Name)
		c.exprTo(kws[i].Value, c.alloc())
		i++
	}
	c.emit(bytecode.BUILD_DICT, dst, base, i)
	c.release(base)
	for i < len(kws) {
		mm := c.mark()
		if kws[i].Name == "" {
			v := c.expr(kws[i].Value)
			restore := c.at(kws[i])
			c.emit(bytecode.DICT_MERGE, dst, v, callee)
			restore()
			i++
		} else {
			t := c.alloc()
			b := c.mark()
			j := i
			for j < len(kws) && j-i < chunk && kws[j].Name != "" {
				c.loadConst(c.alloc(), kws[j].Name)
				c.exprTo(kws[j].Value, c.alloc())
				j++
			}
			c.emit(bytecode.BUILD_DICT, t, b, j-i)
			c.emit(bytecode.DICT_MERGE, dst, t, callee)
			i = j
		}
		c.release(mm)
	}
}
