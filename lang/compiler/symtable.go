package compiler

import (
	"sort"
	"strings"

	"github.com/cpjit/cpjit/lang/syntax"
)

// The symbol table pass follows CPython 3.13's Python/symtable.c: a first
// walk records raw facts about every name of every scope (bound here, used
// here, declared global/nonlocal, parameter), a second walk resolves each
// name to a scope (local, global explicit/implicit, free, cell) and decides
// which comprehensions are inlined.

type scopeKind uint8

const (
	scopeModule scopeKind = iota
	scopeClass
	scopeFunction // def or lambda
	// scopeAnnotation: a PEP 695 annotation scope (the type parameters of
	// a generic def, class or type alias, a lazily evaluated bound,
	// constraints or default, a type alias's value). Function-like; inside
	// a class body it also sees the class namespace (canSeeClass).
	scopeAnnotation
	scopeGenExpr
	scopeListComp
	scopeSetComp
	scopeDictComp
)

func (k scopeKind) isComprehension() bool { return k >= scopeGenExpr }

// functionLike reports whether names of the scope live in fast locals.
func (k scopeKind) functionLike() bool { return k >= scopeFunction }

type symFlags uint16

const (
	defLocal symFlags = 1 << iota
	defGlobal
	defNonlocal
	defParam
	defUse
	defFreeClass
	defImport
	defAnnot
	defCompIter
	defTypeParam
)

const defBound = defLocal | defParam | defImport

type symScope uint8

const (
	scUnknown symScope = iota
	scLocal
	scGlobalExplicit
	scGlobalImplicit
	scFree
	scCell
)

type symbol struct {
	flags symFlags
	scope symScope
}

type directive struct {
	name string
	span syntax.Span
}

type scope struct {
	kind     scopeKind
	name     string
	node     syntax.Node
	parent   *scope
	children []*scope

	syms   map[string]*symbol
	order  []string // symbol names in first-seen order
	params []string // parameter names in signature order (mangled)

	private string // class name used for name mangling, "" outside classes
	nested  bool   // some enclosing scope is function-like

	generator         bool
	asyncDef          bool   // an async def
	coroutine         bool   // async def, or a comprehension that awaits or has an async for clause
	needsClassClosure bool   // class body: provides the __class__ cell
	needsClassDict    bool   // class body: provides the __classdict__ cell (its namespace) to annotation scopes
	canSeeClass       bool   // annotation scope directly inside a class body (through __classdict__)
	annotWhat         string // annotation scope: what it is, for "... cannot be used within %s"
	inlined           bool   // comprehension inlined into its parent
	unsafeCompRead    bool   // comprehension reads an iteration variable before its clause binds it
	closureFree       set    // free names needed by non-inlined descendants (must be real cells)
	directives        []directive
	hasReturnValue    bool

	// visit-time state
	compIterTarget bool
	compIterExpr   int
}

func (s *scope) lookup(name string) *symbol { return s.syms[name] }

func (s *scope) scopeOf(name string) symScope {
	if sym := s.syms[name]; sym != nil {
		return sym.scope
	}
	return scUnknown
}

type set map[string]struct{}

func (s set) has(n string) bool { _, ok := s[n]; return ok }
func (s set) add(n string)      { s[n] = struct{}{} }
func (s set) copy() set {
	c := make(set, len(s))
	for k := range s {
		c[k] = struct{}{}
	}
	return c
}

// symtable is the result of the pass: one scope per scope-creating node.
type symtable struct {
	c      *compiler
	top    *scope
	scopes map[syntax.Node]*scope
	annot  map[annotKey]*scope // annotation scopes
	cur    *scope
	stack  []*scope
}

// annotKey names an annotation scope: the scope of the type parameters of
// a def, class or type alias (annotParams, node the statement), the lazy
// bound or default of a type parameter (node the *syntax.TypeParam) or the
// value of a type alias (annotValue, node the statement).
type annotKey struct {
	node syntax.Node
	role uint8
}

const (
	annotParams = iota
	annotBound
	annotDefault
	annotValue
)

// mangle implements CPython's private name mangling.
func mangle(private, name string) string {
	if private == "" || !strings.HasPrefix(name, "__") {
		return name
	}
	if strings.HasSuffix(name, "__") || strings.Contains(name, ".") {
		return name
	}
	p := strings.TrimLeft(private, "_")
	if p == "" {
		return name
	}
	return "_" + p + name
}

func (st *symtable) enter(kind scopeKind, name string, node syntax.Node) *scope {
	s := &scope{kind: kind, name: name, node: node, syms: map[string]*symbol{}}
	if st.cur != nil {
		s.parent = st.cur
		s.private = st.cur.private
		s.nested = st.cur.nested || st.cur.kind.functionLike() && st.cur.kind != scopeAnnotation
		st.cur.children = append(st.cur.children, s)
	}
	if node != nil {
		st.scopes[node] = s
	}
	st.stack = append(st.stack, s)
	st.cur = s
	return s
}

func (st *symtable) exit() {
	st.stack = st.stack[:len(st.stack)-1]
	if len(st.stack) > 0 {
		st.cur = st.stack[len(st.stack)-1]
	} else {
		st.cur = nil
	}
}

func (st *symtable) addDef(name string, flag symFlags, span syntax.Span) error {
	return st.addDefIn(st.cur, name, flag, span)
}

func (st *symtable) addDefIn(s *scope, name string, flag symFlags, span syntax.Span) error {
	mangled := mangle(st.cur.private, name)
	sym := s.syms[mangled]
	if sym == nil {
		sym = &symbol{}
		s.syms[mangled] = sym
		s.order = append(s.order, mangled)
	}
	if flag&defParam != 0 && sym.flags&defParam != 0 {
		return st.c.symtableError(span, "duplicate argument '%s' in function definition", name)
	}
	sym.flags |= flag
	if flag&defParam != 0 {
		s.params = append(s.params, mangled)
	}
	if s.compIterTarget {
		if sym.flags&(defGlobal|defNonlocal) != 0 {
			return st.c.symtableError(span, "comprehension inner loop cannot rebind assignment expression target '%s'", name)
		}
		sym.flags |= defCompIter
	}
	return nil
}

func (st *symtable) lookupCur(name string) symFlags {
	if sym := st.cur.syms[mangle(st.cur.private, name)]; sym != nil {
		return sym.flags
	}
	return 0
}

func (st *symtable) recordDirective(name string, span syntax.Span) {
	st.cur.directives = append(st.cur.directives, directive{mangle(st.cur.private, name), span})
}

// buildSymtable runs both passes over a module (or an eval-mode expression
// when mod is nil).
func (c *compiler) buildSymtable(mod *syntax.Module, expr syntax.Expr) (*symtable, error) {
	st := &symtable{c: c, scopes: map[syntax.Node]*scope{}, annot: map[annotKey]*scope{}}
	st.top = st.enter(scopeModule, "top", nil)
	var err error
	if mod != nil {
		err = st.visitStmts(mod.Body)
	} else {
		err = st.visitExpr(expr)
	}
	if err != nil {
		return nil, err
	}
	st.exit()
	if _, err := st.analyzeBlock(st.top, nil, set{}); err != nil {
		return nil, err
	}
	return st, nil
}

func (st *symtable) visitStmts(body []syntax.Stmt) error {
	for _, s := range body {
		if err := st.visitStmt(s); err != nil {
			return err
		}
	}
	return nil
}

func (st *symtable) visitExprs(es []syntax.Expr) error {
	for _, e := range es {
		if e == nil {
			continue
		}
		if err := st.visitExpr(e); err != nil {
			return err
		}
	}
	return nil
}

func (st *symtable) visitAnnotation(e syntax.Expr) error {
	if e == nil || st.c.futureAnnotations {
		// Under `from __future__ import annotations` annotations are
		// strings; CPython visits them in a throwaway scope.
		return nil
	}
	return st.visitExpr(e)
}

func (st *symtable) visitArgAnnotations(a *syntax.Arguments, returns syntax.Expr) error {
	for _, list := range [][]*syntax.Arg{a.PosOnly, a.Args, {a.Vararg}, a.KwOnly, {a.Kwarg}} {
		for _, arg := range list {
			if arg != nil {
				if err := st.visitAnnotation(arg.Annotation); err != nil {
					return err
				}
			}
		}
	}
	return st.visitAnnotation(returns)
}

func (st *symtable) visitParams(a *syntax.Arguments) error {
	for _, list := range [][]*syntax.Arg{a.PosOnly, a.Args, a.KwOnly, {a.Vararg}, {a.Kwarg}} {
		for _, arg := range list {
			if arg == nil {
				continue
			}
			if err := st.addDef(arg.Name, defParam, arg.Span); err != nil {
				return err
			}
		}
	}
	return nil
}

func (st *symtable) visitStmt(s syntax.Stmt) error {
	switch s := s.(type) {
	case *syntax.FunctionDef:
		if err := st.addDef(s.Name, defLocal, s.Span); err != nil {
			return err
		}
		if err := st.visitExprs(s.Args.Defaults); err != nil {
			return err
		}
		if err := st.visitExprs(s.Args.KwDefaults); err != nil {
			return err
		}
		if err := st.visitExprs(s.Decorators); err != nil {
			return err
		}
		if len(s.TypeParams) > 0 {
			ps := st.enterAnnotation(annotKey{s, annotParams}, "<generic parameters of "+s.Name+">", "the definition of a generic")
			if len(s.Args.Defaults) > 0 {
				if err := st.addDef(".defaults", defParam, s.Span); err != nil {
					return err
				}
			}
			if hasKwDefaults(s.Args) {
				if err := st.addDef(".kwdefaults", defParam, s.Span); err != nil {
					return err
				}
			}
			if err := st.visitTypeParams(s.TypeParams); err != nil {
				return err
			}
			defer func() { _ = ps; st.exit() }() // after the function's own scope
		}
		if err := st.visitArgAnnotations(s.Args, s.Returns); err != nil {
			return err
		}
		sc := st.enter(scopeFunction, s.Name, s)
		sc.asyncDef, sc.coroutine = s.IsAsync, s.IsAsync
		if err := st.visitParams(s.Args); err != nil {
			return err
		}
		if err := st.visitStmts(s.Body); err != nil {
			return err
		}
		st.exit()
	case *syntax.ClassDef:
		if err := st.addDef(s.Name, defLocal, s.Span); err != nil {
			return err
		}
		if err := st.visitExprs(s.Decorators); err != nil {
			return err
		}
		generic := len(s.TypeParams) > 0
		if generic {
			ps := st.enterAnnotation(annotKey{s, annotParams}, "<generic parameters of "+s.Name+">", "the definition of a generic")
			ps.private = s.Name
			for _, n := range []string{".type_params", ".generic_base"} {
				if err := st.addDef(n, defLocal|defUse, s.Span); err != nil {
					return err
				}
			}
			if err := st.visitTypeParams(s.TypeParams); err != nil {
				return err
			}
		}
		if err := st.visitExprs(s.Bases); err != nil {
			return err
		}
		for _, k := range s.Keywords {
			if err := st.visitExpr(k.Value); err != nil {
				return err
			}
		}
		sc := st.enter(scopeClass, s.Name, s)
		sc.private = s.Name
		if generic {
			if err := st.addDef(".type_params", defUse, s.Span); err != nil {
				return err
			}
		}
		if err := st.visitStmts(s.Body); err != nil {
			return err
		}
		st.exit()
		if generic {
			st.exit()
		}
	case *syntax.TypeAlias:
		if err := st.addDef(s.Name.Id, defLocal, s.Name.Span); err != nil {
			return err
		}
		inClass := st.cur.kind == scopeClass
		if len(s.TypeParams) > 0 {
			st.enterAnnotation(annotKey{s, annotParams}, "<generic parameters of "+s.Name.Id+">", "the definition of a generic")
			if err := st.visitTypeParams(s.TypeParams); err != nil {
				return err
			}
		}
		vs := st.enter(scopeAnnotation, s.Name.Id, nil)
		st.annot[annotKey{s, annotValue}] = vs
		vs.annotWhat = "a type alias"
		if inClass {
			vs.canSeeClass = true
			if err := st.addDef("__classdict__", defUse, s.Value.GetSpan()); err != nil {
				return err
			}
		}
		if err := st.visitExpr(s.Value); err != nil {
			return err
		}
		st.exit()
		if len(s.TypeParams) > 0 {
			st.exit()
		}
	case *syntax.Return:
		if s.Value != nil {
			st.cur.hasReturnValue = true
			return st.visitExpr(s.Value)
		}
	case *syntax.Delete:
		return st.visitExprs(s.Targets)
	case *syntax.Assign:
		if err := st.visitExprs(s.Targets); err != nil {
			return err
		}
		return st.visitExpr(s.Value)
	case *syntax.AugAssign:
		if err := st.visitExpr(s.Target); err != nil {
			return err
		}
		return st.visitExpr(s.Value)
	case *syntax.AnnAssign:
		if n, ok := s.Target.(*syntax.Name); ok {
			cur := st.lookupCur(n.Id)
			if cur&(defGlobal|defNonlocal) != 0 && st.cur != st.top && s.Simple {
				what := "global"
				if cur&defGlobal == 0 {
					what = "nonlocal"
				}
				return st.c.symtableError(s.Span, "annotated name '%s' can't be %s", n.Id, what)
			}
			if s.Simple {
				if err := st.addDef(n.Id, defAnnot|defLocal, n.Span); err != nil {
					return err
				}
			} else if s.Value != nil {
				if err := st.addDef(n.Id, defLocal, n.Span); err != nil {
					return err
				}
			}
		} else if err := st.visitExpr(s.Target); err != nil {
			return err
		}
		if err := st.visitAnnotation(s.Annotation); err != nil {
			return err
		}
		if s.Value != nil {
			return st.visitExpr(s.Value)
		}
	case *syntax.For:
		if err := st.visitExpr(s.Target); err != nil {
			return err
		}
		if err := st.visitExpr(s.Iter); err != nil {
			return err
		}
		if err := st.visitStmts(s.Body); err != nil {
			return err
		}
		return st.visitStmts(s.Orelse)
	case *syntax.Match:
		if err := st.visitExpr(s.Subject); err != nil {
			return err
		}
		for _, mc := range s.Cases {
			if err := st.visitPattern(mc.Pattern); err != nil {
				return err
			}
			if mc.Guard != nil {
				if err := st.visitExpr(mc.Guard); err != nil {
					return err
				}
			}
			if err := st.visitStmts(mc.Body); err != nil {
				return err
			}
		}
	case *syntax.While:
		if err := st.visitExpr(s.Test); err != nil {
			return err
		}
		if err := st.visitStmts(s.Body); err != nil {
			return err
		}
		return st.visitStmts(s.Orelse)
	case *syntax.If:
		if err := st.visitExpr(s.Test); err != nil {
			return err
		}
		if err := st.visitStmts(s.Body); err != nil {
			return err
		}
		return st.visitStmts(s.Orelse)
	case *syntax.With:
		for _, it := range s.Items {
			if err := st.visitExpr(it.ContextExpr); err != nil {
				return err
			}
			if it.OptionalVars != nil {
				if err := st.visitExpr(it.OptionalVars); err != nil {
					return err
				}
			}
		}
		return st.visitStmts(s.Body)
	case *syntax.Raise:
		if s.Exc != nil {
			if err := st.visitExpr(s.Exc); err != nil {
				return err
			}
		}
		if s.Cause != nil {
			return st.visitExpr(s.Cause)
		}
	case *syntax.Try:
		if err := st.visitStmts(s.Body); err != nil {
			return err
		}
		if err := st.visitStmts(s.Orelse); err != nil {
			return err
		}
		for _, h := range s.Handlers {
			if h.Type != nil {
				if err := st.visitExpr(h.Type); err != nil {
					return err
				}
			}
			if h.Name != "" {
				if err := st.addDef(h.Name, defLocal, h.Span); err != nil {
					return err
				}
			}
			if err := st.visitStmts(h.Body); err != nil {
				return err
			}
		}
		return st.visitStmts(s.Finalbody)
	case *syntax.Assert:
		if err := st.visitExpr(s.Test); err != nil {
			return err
		}
		if s.Msg != nil {
			return st.visitExpr(s.Msg)
		}
	case *syntax.Import:
		for _, a := range s.Names {
			if err := st.visitAlias(a); err != nil {
				return err
			}
		}
	case *syntax.ImportFrom:
		for _, a := range s.Names {
			if err := st.visitAlias(a); err != nil {
				return err
			}
		}
	case *syntax.Global:
		for _, name := range s.Names {
			cur := st.lookupCur(name)
			if cur&(defParam|defLocal|defUse|defAnnot) != 0 {
				var msg string
				switch {
				case cur&defParam != 0:
					msg = "name '%s' is parameter and global"
				case cur&defUse != 0:
					msg = "name '%s' is used prior to global declaration"
				case cur&defAnnot != 0:
					msg = "annotated name '%s' can't be global"
				default:
					msg = "name '%s' is assigned to before global declaration"
				}
				return st.c.symtableError(s.Span, msg, name)
			}
			if err := st.addDef(name, defGlobal, s.Span); err != nil {
				return err
			}
			st.recordDirective(name, s.Span)
		}
	case *syntax.Nonlocal:
		for _, name := range s.Names {
			cur := st.lookupCur(name)
			if cur&(defParam|defLocal|defUse|defAnnot) != 0 {
				var msg string
				switch {
				case cur&defParam != 0:
					msg = "name '%s' is parameter and nonlocal"
				case cur&defUse != 0:
					msg = "name '%s' is used prior to nonlocal declaration"
				case cur&defAnnot != 0:
					msg = "annotated name '%s' can't be nonlocal"
				default:
					msg = "name '%s' is assigned to before nonlocal declaration"
				}
				return st.c.symtableError(s.Span, msg, name)
			}
			if err := st.addDef(name, defNonlocal, s.Span); err != nil {
				return err
			}
			st.recordDirective(name, s.Span)
		}
	case *syntax.ExprStmt:
		return st.visitExpr(s.Value)
	}
	return nil
}

func (st *symtable) visitAlias(a *syntax.Alias) error {
	if a.Name == "*" {
		if st.cur.kind != scopeModule {
			return st.c.symtableError(a.Span, "import * only allowed at module level")
		}
		return nil
	}
	store := a.AsName
	if store == "" {
		store = a.Name
		if i := strings.IndexByte(store, '.'); i >= 0 {
			store = store[:i]
		}
	}
	return st.addDef(store, defImport, a.Span)
}

func (st *symtable) visitExpr(e syntax.Expr) error {
	switch e := e.(type) {
	case *syntax.BoolOp:
		return st.visitExprs(e.Values)
	case *syntax.NamedExpr:
		if err := st.checkAnnotationExpr(e, "named expression"); err != nil {
			return err
		}
		if st.cur.compIterExpr > 0 {
			return st.c.symtableError(e.Span, "assignment expression cannot be used in a comprehension iterable expression")
		}
		if st.cur.kind.isComprehension() {
			if err := st.extendNamedExprScope(e.Target); err != nil {
				return err
			}
		}
		if err := st.visitExpr(e.Value); err != nil {
			return err
		}
		return st.visitExpr(e.Target)
	case *syntax.BinOp:
		if err := st.visitExpr(e.Left); err != nil {
			return err
		}
		return st.visitExpr(e.Right)
	case *syntax.UnaryOp:
		return st.visitExpr(e.Operand)
	case *syntax.Lambda:
		if err := st.visitExprs(e.Args.Defaults); err != nil {
			return err
		}
		if err := st.visitExprs(e.Args.KwDefaults); err != nil {
			return err
		}
		st.enter(scopeFunction, "lambda", e)
		if err := st.visitParams(e.Args); err != nil {
			return err
		}
		if err := st.visitExpr(e.Body); err != nil {
			return err
		}
		st.exit()
	case *syntax.IfExp:
		return st.visitExprs([]syntax.Expr{e.Test, e.Body, e.Orelse})
	case *syntax.Dict:
		for i := range e.Values {
			if e.Keys[i] != nil {
				if err := st.visitExpr(e.Keys[i]); err != nil {
					return err
				}
			}
			if err := st.visitExpr(e.Values[i]); err != nil {
				return err
			}
		}
	case *syntax.Set:
		return st.visitExprs(e.Elts)
	case *syntax.GeneratorExp:
		return st.visitComprehension(e, scopeGenExpr, "genexpr", e.Generators, e.Elt, nil)
	case *syntax.ListComp:
		return st.visitComprehension(e, scopeListComp, "listcomp", e.Generators, e.Elt, nil)
	case *syntax.SetComp:
		return st.visitComprehension(e, scopeSetComp, "setcomp", e.Generators, e.Elt, nil)
	case *syntax.DictComp:
		return st.visitComprehension(e, scopeDictComp, "dictcomp", e.Generators, e.Key, e.Value)
	case *syntax.Yield:
		if err := st.checkAnnotationExpr(e, "yield expression"); err != nil {
			return err
		}
		if e.Value != nil {
			if err := st.visitExpr(e.Value); err != nil {
				return err
			}
		}
		st.cur.generator = true
		return st.checkYieldInComprehension(e.Span)
	case *syntax.YieldFrom:
		if err := st.checkAnnotationExpr(e, "yield expression"); err != nil {
			return err
		}
		if err := st.visitExpr(e.Value); err != nil {
			return err
		}
		st.cur.generator = true
		return st.checkYieldInComprehension(e.Span)
	case *syntax.Await:
		// 'await' outside (async) function is the compiler's error.
		if err := st.checkAnnotationExpr(e, "await expression"); err != nil {
			return err
		}
		if err := st.visitExpr(e.Value); err != nil {
			return err
		}
		if st.cur.kind.isComprehension() {
			st.cur.coroutine = true
		}
	case *syntax.Compare:
		if err := st.visitExpr(e.Left); err != nil {
			return err
		}
		return st.visitExprs(e.Comparators)
	case *syntax.Call:
		if err := st.visitExpr(e.Func); err != nil {
			return err
		}
		if err := st.visitExprs(e.Args); err != nil {
			return err
		}
		for _, k := range e.Keywords {
			if err := st.visitExpr(k.Value); err != nil {
				return err
			}
		}
	case *syntax.FormattedValue:
		if err := st.visitExpr(e.Value); err != nil {
			return err
		}
		if e.FormatSpec != nil {
			return st.visitExpr(e.FormatSpec)
		}
	case *syntax.JoinedStr:
		return st.visitExprs(e.Values)
	case *syntax.Attribute:
		return st.visitExpr(e.Value)
	case *syntax.Subscript:
		if err := st.visitExpr(e.Value); err != nil {
			return err
		}
		return st.visitExpr(e.Slice)
	case *syntax.Starred:
		return st.visitExpr(e.Value)
	case *syntax.Slice:
		return st.visitExprs([]syntax.Expr{e.Lower, e.Upper, e.Step})
	case *syntax.Name:
		flag := defLocal
		if e.Ctx == syntax.Load {
			flag = defUse
		}
		if err := st.addDef(e.Id, flag, e.Span); err != nil {
			return err
		}
		if e.Ctx == syntax.Load && st.cur.kind.functionLike() && e.Id == "super" {
			return st.addDef("__class__", defUse, e.Span)
		}
	case *syntax.List:
		return st.visitExprs(e.Elts)
	case *syntax.Tuple:
		return st.visitExprs(e.Elts)
	}
	return nil
}

// checkAnnotationExpr rejects a yield, await or walrus in an annotation
// scope.
func (st *symtable) checkAnnotationExpr(e syntax.Expr, what string) error {
	if st.cur.kind == scopeAnnotation {
		return st.c.symtableError(e.GetSpan(), "%s cannot be used within %s", what, st.cur.annotWhat)
	}
	return nil
}

func hasKwDefaults(a *syntax.Arguments) bool {
	for _, d := range a.KwDefaults {
		if d != nil {
			return true
		}
	}
	return false
}

// enterAnnotation enters an annotation scope; inside a class body it sees
// the class namespace through the __classdict__ cell. (Within annotation
// scopes nested in such a scope too.)
func (st *symtable) enterAnnotation(key annotKey, name, what string) *scope {
	inClass := st.cur.kind == scopeClass || st.cur.kind == scopeAnnotation && st.cur.canSeeClass
	sc := st.enter(scopeAnnotation, name, nil)
	st.annot[key] = sc
	sc.annotWhat = what
	if inClass {
		sc.canSeeClass = true
		_ = st.addDef("__classdict__", defUse, syntax.Span{})
	}
	return sc
}

// visitTypeParams binds the type parameters in the current (annotation)
// scope and visits their bounds and defaults, each in an annotation scope
// of its own.
func (st *symtable) visitTypeParams(tps []*syntax.TypeParam) error {
	for _, tp := range tps {
		if st.lookupCur(tp.Name)&defTypeParam != 0 {
			return st.c.symtableError(tp.Span, "duplicate type parameter '%s'", tp.Name)
		}
		if err := st.addDef(tp.Name, defLocal|defTypeParam, tp.Span); err != nil {
			return err
		}
		kind := [...]string{"TypeVar", "TypeVarTuple", "ParamSpec"}[tp.Kind]
		if tp.Bound != nil {
			what := "a TypeVar bound"
			if _, ok := tp.Bound.(*syntax.Tuple); ok {
				what = "a TypeVar constraint"
			}
			st.enterAnnotation(annotKey{tp, annotBound}, tp.Name, what)
			if err := st.visitExpr(tp.Bound); err != nil {
				return err
			}
			st.exit()
		}
		if tp.Default != nil {
			st.enterAnnotation(annotKey{tp, annotDefault}, tp.Name, "a "+kind+" default")
			if err := st.visitExpr(tp.Default); err != nil {
				return err
			}
			st.exit()
		}
	}
	return nil
}

func (st *symtable) checkYieldInComprehension(span syntax.Span) error {
	var what string
	switch st.cur.kind {
	case scopeListComp:
		what = "list comprehension"
	case scopeSetComp:
		what = "set comprehension"
	case scopeDictComp:
		what = "dict comprehension"
	case scopeGenExpr:
		what = "generator expression"
	default:
		return nil
	}
	return st.c.symtableError(span, "'yield' inside %s", what)
}

func (st *symtable) extendNamedExprScope(target *syntax.Name) error {
	name := target.Id
	for i := len(st.stack) - 1; i >= 0; i-- {
		s := st.stack[i]
		if s.kind.isComprehension() {
			if sym := s.syms[mangle(st.cur.private, name)]; sym != nil && sym.flags&defCompIter != 0 {
				return st.c.symtableError(target.Span, "assignment expression cannot rebind comprehension iteration variable '%s'", name)
			}
			continue
		}
		switch s.kind {
		case scopeFunction:
			flag := defNonlocal
			if sym := s.syms[mangle(st.cur.private, name)]; sym != nil && sym.flags&defGlobal != 0 {
				flag = defGlobal
			}
			if err := st.addDef(name, flag, target.Span); err != nil {
				return err
			}
			st.recordDirective(name, target.Span)
			return st.addDefIn(s, name, defLocal, target.Span)
		case scopeModule:
			if err := st.addDef(name, defGlobal, target.Span); err != nil {
				return err
			}
			st.recordDirective(name, target.Span)
			return st.addDefIn(s, name, defGlobal, target.Span)
		case scopeClass:
			return st.c.symtableError(target.Span, "assignment expression within a comprehension cannot be used in a class body")
		}
	}
	return nil
}

func (st *symtable) visitComprehension(e syntax.Expr, kind scopeKind, name string, gens []*syntax.Comprehension, elt, value syntax.Expr) error {
	outer := gens[0]
	st.cur.compIterExpr++
	if err := st.visitExpr(outer.Iter); err != nil {
		return err
	}
	st.cur.compIterExpr--
	sc := st.enter(kind, name, e)
	if err := st.addDef(".0", defParam, e.GetSpan()); err != nil {
		return err
	}
	for i, g := range gens {
		if g.IsAsync {
			sc.coroutine = true
		}
		sc.compIterTarget = true
		if err := st.visitExpr(g.Target); err != nil {
			return err
		}
		sc.compIterTarget = false
		if i > 0 {
			sc.compIterExpr++
			if err := st.visitExpr(g.Iter); err != nil {
				return err
			}
			sc.compIterExpr--
		}
		if err := st.visitExprs(g.Ifs); err != nil {
			return err
		}
	}
	if value != nil {
		if err := st.visitExpr(value); err != nil {
			return err
		}
	}
	if err := st.visitExpr(elt); err != nil {
		return err
	}
	if star, ok := elt.(*syntax.Starred); ok {
		return st.c.parserError(star.Span, "iterable unpacking cannot be used in comprehension")
	}
	if kind == scopeGenExpr {
		sc.generator = true
	} else {
		sc.unsafeCompRead = compReadsUnbound(gens, elt, value)
	}
	st.exit()
	// A list, set or dict comprehension that awaits must itself be awaited:
	// only an async function or another comprehension can do that. (An
	// asynchronous generator expression may appear anywhere.)
	if sc.coroutine && kind != scopeGenExpr {
		if !st.cur.asyncDef && !st.cur.kind.isComprehension() {
			return st.c.errorf(e.GetSpan(), "asynchronous comprehension outside of an asynchronous function")
		}
		st.cur.coroutine = true
	}
	return nil
}

// compReadsUnbound reports whether some part of a comprehension may read an
// iteration variable before the clause that binds it has run (for example
// `[x for a in b for x in x]`). Such comprehensions are not inlined, so that
// the read raises UnboundLocalError through CHECK_BOUND.
func compReadsUnbound(gens []*syntax.Comprehension, elt, value syntax.Expr) bool {
	bindClause := map[string]int{}
	for i, g := range gens {
		for _, n := range targetNames(g.Target, nil) {
			if _, ok := bindClause[n]; !ok {
				bindClause[n] = i
			}
		}
	}
	unsafe := false
	check := func(e syntax.Expr, bound int) { // names bound by clauses <= bound are assigned
		walkReads(e, func(n string) {
			if j, ok := bindClause[n]; ok && j > bound {
				unsafe = true
			}
		})
	}
	for i, g := range gens {
		if i > 0 {
			check(g.Iter, i-1)
		}
		check(g.Target, i-1)
		for _, cond := range g.Ifs {
			check(cond, i)
		}
	}
	if value != nil {
		check(value, len(gens))
	}
	check(elt, len(gens))
	return unsafe
}

// targetNames lists the names bound by an assignment target.
func targetNames(e syntax.Expr, out []string) []string {
	switch e := e.(type) {
	case *syntax.Name:
		out = append(out, e.Id)
	case *syntax.Tuple:
		for _, x := range e.Elts {
			out = targetNames(x, out)
		}
	case *syntax.List:
		for _, x := range e.Elts {
			out = targetNames(x, out)
		}
	case *syntax.Starred:
		out = targetNames(e.Value, out)
	}
	return out
}

// walkReads calls f for every Name loaded in e, not descending into lambdas.
func walkReads(e syntax.Expr, f func(string)) {
	walkExpr(e, func(x syntax.Expr) bool {
		switch x := x.(type) {
		case *syntax.Name:
			if x.Ctx == syntax.Load {
				f(x.Id)
			}
		case *syntax.Lambda:
			return false
		}
		return true
	})
}

// walkExpr visits e and its subexpressions in source order; visit returns
// false to skip a node's children.
func walkExpr(e syntax.Expr, visit func(syntax.Expr) bool) {
	if e == nil || !visit(e) {
		return
	}
	w := func(xs ...syntax.Expr) {
		for _, x := range xs {
			walkExpr(x, visit)
		}
	}
	gens := func(gs []*syntax.Comprehension) {
		for _, g := range gs {
			w(g.Target, g.Iter)
			w(g.Ifs...)
		}
	}
	switch e := e.(type) {
	case *syntax.BoolOp:
		w(e.Values...)
	case *syntax.NamedExpr:
		w(e.Value, e.Target)
	case *syntax.BinOp:
		w(e.Left, e.Right)
	case *syntax.UnaryOp:
		w(e.Operand)
	case *syntax.Lambda:
		w(e.Args.Defaults...)
		w(e.Args.KwDefaults...)
		w(e.Body)
	case *syntax.IfExp:
		w(e.Test, e.Body, e.Orelse)
	case *syntax.Dict:
		for i := range e.Values {
			w(e.Keys[i], e.Values[i])
		}
	case *syntax.Set:
		w(e.Elts...)
	case *syntax.ListComp:
		gens(e.Generators)
		w(e.Elt)
	case *syntax.SetComp:
		gens(e.Generators)
		w(e.Elt)
	case *syntax.DictComp:
		gens(e.Generators)
		w(e.Key, e.Value)
	case *syntax.GeneratorExp:
		gens(e.Generators)
		w(e.Elt)
	case *syntax.Yield:
		w(e.Value)
	case *syntax.YieldFrom:
		w(e.Value)
	case *syntax.Await:
		w(e.Value)
	case *syntax.Compare:
		w(e.Left)
		w(e.Comparators...)
	case *syntax.Call:
		w(e.Func)
		w(e.Args...)
		for _, k := range e.Keywords {
			w(k.Value)
		}
	case *syntax.FormattedValue:
		w(e.Value, e.FormatSpec)
	case *syntax.JoinedStr:
		w(e.Values...)
	case *syntax.Attribute:
		w(e.Value)
	case *syntax.Subscript:
		w(e.Value, e.Slice)
	case *syntax.Starred:
		w(e.Value)
	case *syntax.List:
		w(e.Elts...)
	case *syntax.Tuple:
		w(e.Elts...)
	case *syntax.Slice:
		w(e.Lower, e.Upper, e.Step)
	}
}

// ---- analysis ----

func (st *symtable) errorAtDirective(s *scope, name, msg string) error {
	for _, d := range s.directives {
		if d.name == name {
			return st.c.symtableError(d.span, "%s", msg)
		}
	}
	if n, ok := s.node.(interface{ GetSpan() syntax.Span }); ok && n != nil {
		return st.c.symtableError(n.GetSpan(), "%s", msg)
	}
	return st.c.symtableError(syntax.Span{Start: syntax.Pos{Line: 1}}, "%s", msg)
}

func (st *symtable) analyzeName(s *scope, name string, sym *symbol, bound, local, free, global set) error {
	flags := sym.flags
	if flags&defGlobal != 0 {
		if flags&defNonlocal != 0 {
			return st.errorAtDirective(s, name, "name '"+name+"' is nonlocal and global")
		}
		sym.scope = scGlobalExplicit
		global.add(name)
		if bound != nil {
			delete(bound, name)
		}
		return nil
	}
	if flags&defNonlocal != 0 {
		if bound == nil {
			return st.errorAtDirective(s, name, "nonlocal declaration not allowed at module level")
		}
		if !bound.has(name) {
			return st.errorAtDirective(s, name, "no binding for nonlocal '"+name+"' found")
		}
		sym.scope = scFree
		free.add(name)
		return nil
	}
	if flags&defBound != 0 {
		sym.scope = scLocal
		local.add(name)
		delete(global, name)
		return nil
	}
	if bound != nil && bound.has(name) {
		sym.scope = scFree
		free.add(name)
		return nil
	}
	if global.has(name) {
		sym.scope = scGlobalExplicit
		return nil
	}
	sym.scope = scGlobalImplicit
	return nil
}

// analyzeBlock resolves the names of s and its children. bound holds the
// names bound in enclosing function scopes (nil at module level), global the
// names declared global in enclosing scopes. It returns the free names of s
// (including those of its children) that an enclosing scope must provide.
func (st *symtable) analyzeBlock(s *scope, bound, global set) (set, error) {
	local := set{}
	free := set{}
	newGlobal := set{}
	newBound := set{}
	if s.kind == scopeClass {
		for k := range global {
			newGlobal.add(k)
		}
		for k := range bound {
			newBound.add(k)
		}
	}
	for _, name := range s.order {
		if err := st.analyzeName(s, name, s.syms[name], bound, local, free, global); err != nil {
			return nil, err
		}
	}
	if s.kind != scopeClass {
		if s.kind.functionLike() {
			for k := range local {
				newBound.add(k)
			}
		}
		for k := range bound {
			newBound.add(k)
		}
		for k := range global {
			newGlobal.add(k)
		}
	} else {
		newBound.add("__class__")
		newBound.add("__classdict__")
	}

	newFree := set{}
	s.closureFree = set{}
	for _, child := range s.children {
		cfree, err := st.analyzeBlock(child, newBound.copy(), newGlobal.copy())
		if err != nil {
			return nil, err
		}
		if child.canInline() {
			child.inlined = true
			for name := range cfree {
				sym := child.syms[name]
				if s.kind == scopeClass && name == "__class__" {
					if sym != nil && sym.scope == scFree {
						sym.scope = scGlobalImplicit
					}
					delete(cfree, name)
					continue
				}
				if s.kind != scopeClass && !child.closureFree.has(name) {
					if ps := s.syms[name]; ps != nil && ps.flags&defBound != 0 && ps.flags&(defGlobal|defNonlocal) == 0 {
						delete(cfree, name)
					}
				}
			}
			for name := range child.closureFree {
				s.closureFree.add(name)
			}
		} else {
			for name := range cfree {
				s.closureFree.add(name)
			}
		}
		for name := range cfree {
			newFree.add(name)
		}
	}

	if s.kind.functionLike() {
		for _, name := range s.order {
			sym := s.syms[name]
			if sym.scope == scLocal && newFree.has(name) {
				sym.scope = scCell
				delete(newFree, name)
			}
		}
	} else if s.kind == scopeClass {
		if newFree.has("__class__") {
			delete(newFree, "__class__")
			s.needsClassClosure = true
		}
		if newFree.has("__classdict__") {
			delete(newFree, "__classdict__")
			s.needsClassDict = true
		}
	}

	// update_symbols: record free names needed only by children.
	for _, name := range sortedKeys(newFree) {
		if sym := s.syms[name]; sym != nil {
			if s.kind == scopeClass {
				sym.flags |= defFreeClass
			}
			continue
		}
		if bound != nil && !bound.has(name) {
			continue // a global
		}
		s.syms[name] = &symbol{scope: scFree}
		s.order = append(s.order, name)
	}
	for k := range newFree {
		free.add(k)
	}
	return free, nil
}

// canInline says whether a comprehension scope is compiled inline.
func (s *scope) canInline() bool {
	if s.kind != scopeListComp && s.kind != scopeSetComp && s.kind != scopeDictComp {
		return false
	}
	if s.unsafeCompRead || s.parent != nil && s.parent.canSeeClass {
		return false
	}
	for _, sym := range s.syms {
		if sym.scope == scCell {
			return false
		}
	}
	return true
}

func sortedKeys(s set) []string {
	out := make([]string, 0, len(s))
	for k := range s {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// visitPattern records the names a case pattern captures (as assignments)
// and the names its value patterns, class names and mapping keys read.
func (st *symtable) visitPattern(p syntax.Pattern) error {
	switch p := p.(type) {
	case *syntax.MatchValue:
		return st.visitExpr(p.Value)
	case *syntax.MatchSequence:
		for _, q := range p.Patterns {
			if err := st.visitPattern(q); err != nil {
				return err
			}
		}
	case *syntax.MatchMapping:
		if err := st.visitExprs(p.Keys); err != nil {
			return err
		}
		for _, q := range p.Patterns {
			if err := st.visitPattern(q); err != nil {
				return err
			}
		}
		if p.Rest != "" {
			return st.addDef(p.Rest, defLocal, p.Span)
		}
	case *syntax.MatchClass:
		if err := st.visitExpr(p.Cls); err != nil {
			return err
		}
		for _, q := range append(append([]syntax.Pattern(nil), p.Patterns...), p.KwdPatterns...) {
			if err := st.visitPattern(q); err != nil {
				return err
			}
		}
	case *syntax.MatchStar:
		if p.Name != "" {
			return st.addDef(p.Name, defLocal, p.Span)
		}
	case *syntax.MatchAs:
		if p.Pattern != nil {
			if err := st.visitPattern(p.Pattern); err != nil {
				return err
			}
		}
		if p.Name != "" {
			return st.addDef(p.Name, defLocal, p.Span)
		}
	case *syntax.MatchOr:
		for _, q := range p.Patterns {
			if err := st.visitPattern(q); err != nil {
				return err
			}
		}
	}
	return nil
}
