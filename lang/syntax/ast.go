package syntax

import "strconv"

// The abstract syntax tree. Node kinds follow CPython's ast module (Python 3.13)
// so that a reader who knows `ast.dump` output recognises every node; fields keep
// CPython's names where Go allows.

// Pos is a source position: 1-based line, 0-based column counted in UTF-8 bytes
// of the line like CPython's col_offset. End is the position just past the node.
type Pos struct {
	Line, Col int
}

// Span is the source extent of a node.
type Span struct {
	Start, End Pos
}

// GetSpan returns the node's source extent.
func (s *Span) GetSpan() Span { return *s }

// Node is any AST node.
type Node interface {
	GetSpan() Span
}

// Stmt is a statement node.
type Stmt interface {
	Node
	stmtNode()
}

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
}

// Ctx says how a name, attribute, subscript, starred, list or tuple is used.
type Ctx uint8

const (
	Load Ctx = iota
	Store
	Del
)

// Module is a whole file.
type Module struct {
	Body []Stmt
}

// ---- statements ----

type (
	// FunctionDef: [decorators] [async] def Name(Args) -> Returns: Body
	// (CPython's FunctionDef, or AsyncFunctionDef when IsAsync).
	FunctionDef struct {
		Span
		Name       string
		Args       *Arguments
		Body       []Stmt
		Decorators []Expr
		Returns    Expr // may be nil
		IsLambda   bool // set only on the synthetic def the compiler builds for a Lambda
		IsAsync    bool
		TypeParams []*TypeParam // PEP 695: def f[T](...)
	}
	// ClassDef: [decorators] class Name(Bases, Keywords): Body
	ClassDef struct {
		Span
		Name       string
		Bases      []Expr
		Keywords   []*Keyword
		Body       []Stmt
		Decorators []Expr
		TypeParams []*TypeParam // PEP 695: class C[T]: ...
	}
	// TypeAlias: type Name[TypeParams] = Value (PEP 695).
	TypeAlias struct {
		Span
		Name       *Name
		TypeParams []*TypeParam
		Value      Expr
	}
	Return struct {
		Span
		Value Expr // may be nil
	}
	Delete struct {
		Span
		Targets []Expr
	}
	// Assign: Targets[0] = Targets[1] = ... = Value
	Assign struct {
		Span
		Targets []Expr
		Value   Expr
	}
	AugAssign struct {
		Span
		Target Expr
		Op     Operator
		Value  Expr
	}
	// AnnAssign: Target: Annotation [= Value]. Simple is true for a bare name target.
	AnnAssign struct {
		Span
		Target     Expr
		Annotation Expr
		Value      Expr // may be nil
		Simple     bool
	}
	// For: [async] for Target in Iter: Body else: Orelse (AsyncFor when IsAsync).
	For struct {
		Span
		Target  Expr
		Iter    Expr
		Body    []Stmt
		Orelse  []Stmt
		IsAsync bool
	}
	While struct {
		Span
		Test   Expr
		Body   []Stmt
		Orelse []Stmt
	}
	If struct {
		Span
		Test   Expr
		Body   []Stmt
		Orelse []Stmt // an elif is a single If in Orelse
	}
	// With: [async] with Items: Body (AsyncWith when IsAsync).
	With struct {
		Span
		Items   []*WithItem
		Body    []Stmt
		IsAsync bool
	}
	Raise struct {
		Span
		Exc   Expr // may be nil
		Cause Expr // may be nil
	}
	Try struct {
		Span
		Body      []Stmt
		Handlers  []*ExceptHandler
		Orelse    []Stmt
		Finalbody []Stmt
		IsStar    bool // try ... except* (ast.TryStar)
	}
	Assert struct {
		Span
		Test Expr
		Msg  Expr // may be nil
	}
	Import struct {
		Span
		Names []*Alias
	}
	// ImportFrom: from [.]*Module import Names. Level counts leading dots.
	ImportFrom struct {
		Span
		Module string // "" for `from . import x`
		Names  []*Alias
		Level  int
	}
	Global struct {
		Span
		Names []string
	}
	Nonlocal struct {
		Span
		Names []string
	}
	ExprStmt struct {
		Span
		Value Expr
	}
	Pass     struct{ Span }
	Break    struct{ Span }
	Continue struct{ Span }
)

func (*FunctionDef) stmtNode() {}
func (*ClassDef) stmtNode()    {}
func (*Return) stmtNode()      {}
func (*Delete) stmtNode()      {}
func (*Assign) stmtNode()      {}
func (*AugAssign) stmtNode()   {}
func (*AnnAssign) stmtNode()   {}
func (*For) stmtNode()         {}
func (*While) stmtNode()       {}
func (*If) stmtNode()          {}
func (*With) stmtNode()        {}
func (*Raise) stmtNode()       {}
func (*Try) stmtNode()         {}
func (*TypeAlias) stmtNode()   {}
func (*Assert) stmtNode()      {}
func (*Import) stmtNode()      {}
func (*ImportFrom) stmtNode()  {}
func (*Global) stmtNode()      {}
func (*Nonlocal) stmtNode()    {}
func (*ExprStmt) stmtNode()    {}
func (*Pass) stmtNode()        {}
func (*Break) stmtNode()       {}
func (*Continue) stmtNode()    {}

// ---- expressions ----

type (
	// BoolOp: Values[0] and Values[1] and ... (or `or`)
	BoolOp struct {
		Span
		Op     BoolOperator
		Values []Expr
	}
	// NamedExpr: Target := Value (Target is a *Name)
	NamedExpr struct {
		Span
		Target *Name
		Value  Expr
	}
	BinOp struct {
		Span
		Left  Expr
		Op    Operator
		Right Expr
	}
	UnaryOp struct {
		Span
		Op      UnaryOperator
		Operand Expr
	}
	Lambda struct {
		Span
		Args *Arguments
		Body Expr
	}
	// IfExp: Body if Test else Orelse
	IfExp struct {
		Span
		Test, Body, Orelse Expr
	}
	// Dict: {Keys[i]: Values[i]}; a nil key means `**Values[i]`.
	Dict struct {
		Span
		Keys   []Expr
		Values []Expr
	}
	Set struct {
		Span
		Elts []Expr
	}
	ListComp struct {
		Span
		Elt        Expr
		Generators []*Comprehension
	}
	SetComp struct {
		Span
		Elt        Expr
		Generators []*Comprehension
	}
	DictComp struct {
		Span
		Key, Value Expr
		Generators []*Comprehension
	}
	GeneratorExp struct {
		Span
		Elt        Expr
		Generators []*Comprehension
	}
	Yield struct {
		Span
		Value Expr // may be nil
	}
	YieldFrom struct {
		Span
		Value Expr
	}
	// Await: await Value
	Await struct {
		Span
		Value Expr
	}
	// Compare: Left Ops[0] Comparators[0] Ops[1] Comparators[1] ...
	Compare struct {
		Span
		Left        Expr
		Ops         []CmpOp
		Comparators []Expr
	}
	Call struct {
		Span
		Func     Expr
		Args     []Expr // may contain *Starred
		Keywords []*Keyword
	}
	// FormattedValue is one {Value!Conversion:FormatSpec} field of an f-string.
	// Conversion is -1 (none), 's', 'r' or 'a'. FormatSpec is nil or a *JoinedStr.
	FormattedValue struct {
		Span
		Value      Expr
		Conversion int
		FormatSpec Expr
	}
	// JoinedStr is an f-string: Values are *Constant (str) and *FormattedValue.
	JoinedStr struct {
		Span
		Values []Expr
	}
	// Constant is a literal. Value is one of: nil (None), bool, *big.Int
	// (every int literal), float64, complex128 (imaginary literals), string,
	// []byte (bytes literal), EllipsisType.
	Constant struct {
		Span
		Value any
	}
	Attribute struct {
		Span
		Value Expr
		Attr  string
		Ctx   Ctx
	}
	Subscript struct {
		Span
		Value Expr
		Slice Expr // a *Slice, a *Tuple (which may contain slices) or any expr
		Ctx   Ctx
	}
	Starred struct {
		Span
		Value Expr
		Ctx   Ctx
	}
	Name struct {
		Span
		Id  string
		Ctx Ctx
	}
	List struct {
		Span
		Elts []Expr
		Ctx  Ctx
	}
	Tuple struct {
		Span
		Elts []Expr
		Ctx  Ctx
	}
	// Slice appears only as Subscript.Slice or inside its Tuple. Any part may be nil.
	Slice struct {
		Span
		Lower, Upper, Step Expr
	}
)

// EllipsisType is the Go value of the `...` constant.
type EllipsisType struct{}

func (*BoolOp) exprNode()         {}
func (*NamedExpr) exprNode()      {}
func (*BinOp) exprNode()          {}
func (*UnaryOp) exprNode()        {}
func (*Lambda) exprNode()         {}
func (*IfExp) exprNode()          {}
func (*Dict) exprNode()           {}
func (*Set) exprNode()            {}
func (*ListComp) exprNode()       {}
func (*SetComp) exprNode()        {}
func (*DictComp) exprNode()       {}
func (*GeneratorExp) exprNode()   {}
func (*Yield) exprNode()          {}
func (*YieldFrom) exprNode()      {}
func (*Await) exprNode()          {}
func (*Compare) exprNode()        {}
func (*Call) exprNode()           {}
func (*FormattedValue) exprNode() {}
func (*JoinedStr) exprNode()      {}
func (*Constant) exprNode()       {}
func (*Attribute) exprNode()      {}
func (*Subscript) exprNode()      {}
func (*Starred) exprNode()        {}
func (*Name) exprNode()           {}
func (*List) exprNode()           {}
func (*Tuple) exprNode()          {}
func (*Slice) exprNode()          {}

// ---- helpers ----

// Comprehension is one `[async] for Target in Iter if Ifs...` clause.
type Comprehension struct {
	Target  Expr
	Iter    Expr
	Ifs     []Expr
	IsAsync bool
}

// TypeParamKind says which kind of type parameter a TypeParam declares.
type TypeParamKind uint8

const (
	TypeVarParam      TypeParamKind = iota // T, T: bound
	TypeVarTupleParam                      // *Ts
	ParamSpecParam                         // **P
)

// TypeParam is one type parameter of a generic function, class or type
// alias (ast.TypeVar, ast.TypeVarTuple, ast.ParamSpec).
type TypeParam struct {
	Span
	Kind    TypeParamKind
	Name    string
	Bound   Expr // TypeVar only; may be nil (a Tuple means constraints)
	Default Expr // PEP 696; may be nil
}

// ExceptHandler: except Type as Name: Body (Type may be nil, Name may be "").
type ExceptHandler struct {
	Span
	Type Expr
	Name string
	Body []Stmt
}

// Arguments is a parameter list:
// def f(PosOnly..., /, Args..., *Vararg, KwOnly..., **Kwarg)
// Defaults align with the tail of PosOnly+Args; KwDefaults[i] (nil if none)
// belongs to KwOnly[i].
type Arguments struct {
	PosOnly    []*Arg
	Args       []*Arg
	Vararg     *Arg // may be nil
	KwOnly     []*Arg
	KwDefaults []Expr
	Kwarg      *Arg // may be nil
	Defaults   []Expr
}

// Arg is one parameter.
type Arg struct {
	Span
	Name       string
	Annotation Expr // may be nil
}

// Keyword is Name=Value in a call or class header; Name "" means **Value.
type Keyword struct {
	Span
	Name  string
	Value Expr
}

// Alias is `Name as AsName` in an import (AsName may be "").
type Alias struct {
	Span
	Name   string // dotted for `import a.b`
	AsName string
}

// WithItem is `ContextExpr as OptionalVars` (OptionalVars may be nil).
type WithItem struct {
	ContextExpr  Expr
	OptionalVars Expr
}

// Operator is a binary arithmetic operator (also used by AugAssign).
type Operator uint8

const (
	Add Operator = iota
	Sub
	Mult
	MatMult
	Div
	Mod
	Pow
	LShift
	RShift
	BitOr
	BitXor
	BitAnd
	FloorDiv
)

var operatorSymbols = [...]string{"+", "-", "*", "@", "/", "%", "**", "<<", ">>", "|", "^", "&", "//"}

// String returns the operator as written in source, e.g. "//".
func (op Operator) String() string { return operatorSymbols[op] }

// BoolOperator is `and` or `or`.
type BoolOperator uint8

const (
	And BoolOperator = iota
	Or
)

// UnaryOperator is a prefix operator.
type UnaryOperator uint8

const (
	Invert UnaryOperator = iota // ~
	Not                         // not
	UAdd                        // +
	USub                        // -
)

// CmpOp is a comparison operator.
type CmpOp uint8

const (
	Eq CmpOp = iota
	NotEq
	Lt
	LtE
	Gt
	GtE
	Is
	IsNot
	In
	NotIn
)

var cmpSymbols = [...]string{"==", "!=", "<", "<=", ">", ">=", "is", "is not", "in", "not in"}

// String returns the comparison as written in source.
func (op CmpOp) String() string { return cmpSymbols[op] }

// Error is a SyntaxError (or IndentationError / TabError when Kind says so)
// with the position CPython would report: 1-based Line, 1-based Col as in
// SyntaxError.offset, and optional EndCol for the caret range.
type Error struct {
	Kind     string // "SyntaxError", "IndentationError" or "TabError"
	Msg      string
	Filename string
	Line     int
	Col      int // 1-based, like SyntaxError.offset
	EndLine  int
	EndCol   int // 1-based exclusive end, 0 if unknown
	Text     string
	// AtLine0 marks the error at the end of an empty source, which
	// CPython places at line 0, offset 0 (Line 0 alone means no position).
	AtLine0 bool
	// FromFile marks an error of the compiler (not the parser): CPython's
	// compiler and symtable take the text from the file named Filename,
	// so it is None when there is no such file ("<string>"), and Text is
	// used only when the embedder cannot read files.
	FromFile bool
	// LocationOnly marks an error of CPython's symtable, which sets the
	// location as attributes: its args are (msg,) alone.
	LocationOnly bool
	// NoEndCol makes end_offset None (EndLine is still set).
	NoEndCol bool
}

func (e *Error) Error() string {
	return e.Filename + ":" + strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col) + ": " + e.Kind + ": " + e.Msg
}
