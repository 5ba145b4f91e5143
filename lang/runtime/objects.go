package runtime

import (
	"math/big"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The builtin types. They are static: shared by every VM, never mutated
// after package init. Methods are registered by init functions in the file
// that implements each type.
var (
	ObjectType = newObjectType()
	TypeType   *Class // set by newObjectType

	IntType          = newBuiltinClass("int", ObjectType)
	BoolType         = newBuiltinClass("bool", IntType)
	FloatType        = newBuiltinClass("float", ObjectType)
	ComplexType      = newBuiltinClass("complex", ObjectType)
	StrType          = newBuiltinClass("str", ObjectType)
	BytesType        = newBuiltinClass("bytes", ObjectType)
	ByteArrayType    = newBuiltinClass("bytearray", ObjectType)
	ListType         = newBuiltinClass("list", ObjectType)
	TupleType        = newBuiltinClass("tuple", ObjectType)
	DictType         = newBuiltinClass("dict", ObjectType)
	SetType          = newBuiltinClass("set", ObjectType)
	FrozenSetType    = newBuiltinClass("frozenset", ObjectType)
	RangeType        = newBuiltinClass("range", ObjectType)
	SliceType        = newBuiltinClass("slice", ObjectType)
	NoneType         = newBuiltinClass("NoneType", ObjectType)
	NotImplType      = newBuiltinClass("NotImplementedType", ObjectType)
	EllipsisType     = newBuiltinClass("ellipsis", ObjectType)
	FunctionType     = newBuiltinClass("function", ObjectType)
	BuiltinFuncType  = newBuiltinClass("builtin_function_or_method", ObjectType)
	MethodType       = newBuiltinClass("method", ObjectType)
	CellType         = newBuiltinClass("cell", ObjectType)
	ModuleType       = newBuiltinClass("module", ObjectType)
	PropertyType     = newBuiltinClass("property", ObjectType)
	StaticMethodType = newBuiltinClass("staticmethod", ObjectType)
	ClassMethodType  = newBuiltinClass("classmethod", ObjectType)
	GetSetType       = newBuiltinClass("getset_descriptor", ObjectType)
	MemberDescrType  = newBuiltinClass("member_descriptor", ObjectType)
	GeneratorType    = newBuiltinClass("generator", ObjectType)
	CodeType         = newBuiltinClass("code", ObjectType)
	SuperType        = newBuiltinClass("super", ObjectType)
)

func newObjectType() *Class {
	obj := &Class{Name: "object", Qualname: "object", Builtin: true}
	typ := &Class{Name: "type", Qualname: "type", Builtin: true}
	obj.cls, typ.cls = typ, typ
	obj.MRO = []*Class{obj}
	obj.Base = obj
	typ.Bases = []*Class{obj}
	typ.MRO = []*Class{typ, obj}
	typ.Base = typ
	obj.Dict = &Dict{}
	typ.Dict = &Dict{}
	obj.subclasses = append(obj.subclasses, typ)
	TypeType = typ
	StaticAlloc(obj)
	StaticAlloc(typ)
	StaticAlloc(obj.Dict)
	StaticAlloc(typ.Dict)
	return obj
}

func init() {
	BoolType.Final = true
	NoneType.Final = true
	NotImplType.Final = true
	EllipsisType.Final = true
	FunctionType.Final = true
	BuiltinFuncType.Final = true
	MethodType.Final = true
	CellType.Final = true
	RangeType.Final = true
	SliceType.Final = true
	GeneratorType.Final = true
	CodeType.Final = true
	GetSetType.Final, MemberDescrType.Final = true, true
}

// Kwarg is one keyword argument of a call.
type Kwarg struct {
	Name  string
	Value Value
}

// BuiltinFn is a function implemented in Go. For methods args[0] is self.
type BuiltinFn func(vm *VM, args []Value, kw []Kwarg) (Value, error)

// Int is an int outside the unboxed range, or an instance of an int
// subclass (then V may be small).
type Int struct {
	Head
	V big.Int
	// word holds V's digits when there are at most two (newInt64, and the
	// results of arithmetic: newBigResultFor), so that such an int costs one
	// allocation, not two. The second word costs 16 bytes (the 80-byte
	// size class instead of 64) and saves a separate allocation for every
	// int of 65 to 128 bits, which arithmetic on 64-bit values (hashes,
	// generators, products of two int64s) makes all the time.
	word [2]big.Word
}

// Trace implements Object.
func (*Int) Trace(*Tracer) {}

// Float is an instance of a float subclass (plain floats are unboxed).
type Float struct {
	Head
	V float64
}

// Trace implements Object.
func (*Float) Trace(*Tracer) {}

// Complex is a complex number.
type Complex struct {
	Head
	V complex128
}

// Trace implements Object.
func (*Complex) Trace(*Tracer) {}

// Str is an immutable Unicode string, stored as UTF-8. Lone surrogates are
// stored WTF-8 style (the 3-byte encoding of U+D800..U+DFFF).
//
// Its fields fit Go's 64-byte size class (TestObjectSizes): strs are the
// commonest objects of many programs.
type Str struct {
	Head
	S      string
	hash   int64
	hashed bool
	// ascii is true when every byte is < 0x80, so byte index == char index.
	ascii bool
	// n is the length in code points, or strLong for a str of that many
	// or more (then Len counts them).
	n uint32
	// runes is a lazily built code point array for indexing non-ASCII strings.
	runes *[]rune
}

// strLong is Str.n for a str whose length does not fit in it.
const strLong = 1<<32 - 1

func (s *Str) init() {
	s.ascii = wtf8.IsASCII(s.S)
	if s.ascii {
		s.setLen(len(s.S))
	} else {
		s.setLen(wtf8.Count(s.S))
	}
}

func (s *Str) setLen(n int) {
	if n >= strLong {
		s.n = strLong
		return
	}
	s.n = uint32(n)
}

// Len returns the length in code points.
func (s *Str) Len() int {
	if s.n != strLong {
		return int(s.n)
	}
	if s.ascii {
		return len(s.S)
	}
	return wtf8.Count(s.S)
}

// IsASCII reports whether the string is pure ASCII.
func (s *Str) IsASCII() bool { return s.ascii }

// Runes returns the code points (cached).
func (s *Str) Runes() []rune {
	if s.runes == nil {
		rs := wtf8.Runes(s.S)
		s.runes = &rs
	}
	return *s.runes
}

// Trace implements Object.
func (*Str) Trace(*Tracer) {}

// Bytes is an immutable byte string.
type Bytes struct {
	Head
	B      []byte
	hash   int64
	hashed bool
}

// Trace implements Object.
func (*Bytes) Trace(*Tracer) {}

// ByteArray is a mutable byte string.
type ByteArray struct {
	Head
	B []byte
}

// Trace implements Object.
func (*ByteArray) Trace(*Tracer) {}

// List is a Python list.
type List struct {
	Head
	Items []Value
}

// Trace implements Object.
func (l *List) Trace(t *Tracer) { t.MarkAll(l.Items) }

// Tuple is a Python tuple.
type Tuple struct {
	Head
	Items  []Value
	hash   int64
	hashed bool
}

// Trace implements Object.
func (tu *Tuple) Trace(t *Tracer) { t.MarkAll(tu.Items) }

// Range is range(start, stop, step). Bounds and steps that fit int64 are
// the fields machine code and the fast paths read; a range with any other
// has big set instead.
type Range struct {
	Head
	Start, Stop, Step int64
	big               *rangeBig // bounds beyond int64 (ctr_rangebig.go); Start, Stop, Step unused
}

// Trace implements Object.
func (*Range) Trace(*Tracer) {}

// Len returns the number of items.
func (r *Range) Len() int64 {
	if r.Step > 0 {
		if r.Start >= r.Stop {
			return 0
		}
		return (r.Stop-r.Start-1)/r.Step + 1
	}
	if r.Start <= r.Stop {
		return 0
	}
	return (r.Start-r.Stop-1)/(-r.Step) + 1
}

// Slice is slice(start, stop, step).
type Slice struct {
	Head
	Start, Stop, Step Value
}

// Trace implements Object.
func (s *Slice) Trace(t *Tracer) { t.Mark(s.Start); t.Mark(s.Stop); t.Mark(s.Step) }

// Function is a Python function: code plus the environment it closes over.
type Function struct {
	Head
	Code       *bytecode.Code
	Globals    *Dict
	Builtins   *Dict
	Name       Value // str
	Qualname   Value // str
	Module     Value
	Doc        Value
	Defaults   []Value // positional defaults (tail of the positional parameters)
	KwDefaults *Dict   // may be nil
	Closure    []Value // cells, one per Code.FreeVars
	Annots     Value   // dict or Unbound
	// Consts are the code's constants as Values in this VM (shared by all
	// functions of one Code object in one VM).
	Consts []Value
	// JIT is reserved for the JIT's per-function state. When it is a
	// CodeWatcher, assigning __code__ tells it.
	JIT any
}

// CodeWatcher is told when the __code__ of the function that holds it (in
// Function.JIT) is assigned, before the assignment.
type CodeWatcher interface{ CodeChanged() }

// Trace implements Object.
func (f *Function) Trace(t *Tracer) {
	t.MarkObj(f.Globals)
	t.MarkObj(f.Builtins)
	t.Mark(f.Name)
	t.Mark(f.Qualname)
	t.Mark(f.Module)
	t.Mark(f.Doc)
	t.MarkAll(f.Defaults)
	if f.KwDefaults != nil {
		t.MarkObj(f.KwDefaults)
	}
	t.MarkAll(f.Closure)
	t.Mark(f.Annots)
	t.MarkAll(f.Consts)
}

// BuiltinFunction is a function implemented in Go.
type BuiltinFunction struct {
	Head
	Name string
	Fn   BuiltinFn
	// Owner is the type whose method this is (nil for module functions).
	Owner *Class
	// Self is bound to builtin methods obtained from an instance (e.g.
	// [].append); Unbound otherwise.
	Self   Value
	Module string
	Doc    string
}

// Trace implements Object.
func (b *BuiltinFunction) Trace(t *Tracer) { t.Mark(b.Self) }

// StaticBuiltin allocates an immortal builtin function at package init.
func StaticBuiltin(name string, fn BuiltinFn, owner *Class) Value {
	b := &BuiltinFunction{Name: name, Fn: fn, Owner: owner, Self: Unbound}
	b.cls = BuiltinFuncType
	return StaticAlloc(b)
}

// BoundMethod is a function bound to an instance.
type BoundMethod struct {
	Head
	Func Value
	Self Value
}

// Trace implements Object.
func (m *BoundMethod) Trace(t *Tracer) { t.Mark(m.Func); t.Mark(m.Self) }

// Cell holds a variable shared between a function and its closures.
type Cell struct {
	Head
	V Value // Unbound when empty
}

// Trace implements Object.
func (c *Cell) Trace(t *Tracer) { t.Mark(c.V) }

// Module is a module object; its namespace is Head.dict.
type Module struct {
	Head
	Name string
	// Initializing counts the runs of the module's code under way (an
	// import not finished: CPython's __spec__._initializing).
	Initializing int
}

// Trace implements Object.
func (*Module) Trace(*Tracer) {}

// Dict returns the module's namespace.
func (m *Module) Dict() *Dict { return m.dict }

// Property is the property descriptor.
type Property struct {
	Head
	Get, Set, Del, Doc Value
}

// Trace implements Object.
func (p *Property) Trace(t *Tracer) { t.Mark(p.Get); t.Mark(p.Set); t.Mark(p.Del); t.Mark(p.Doc) }

// StaticMethod wraps a function so that it is not bound.
type StaticMethod struct {
	Head
	F Value
}

// Trace implements Object.
func (s *StaticMethod) Trace(t *Tracer) { t.Mark(s.F) }

// ClassMethod wraps a function so that it binds to the class.
type ClassMethod struct {
	Head
	F Value
}

// Trace implements Object.
func (c *ClassMethod) Trace(t *Tracer) { t.Mark(c.F) }

// Instance is an instance of a user class whose layout is plain object.
type Instance struct {
	Head
	// SlotVals holds __slots__ values (Unbound when unset).
	SlotVals []Value
}

// Trace implements Object.
func (i *Instance) Trace(t *Tracer) { t.MarkAll(i.SlotVals) }

// Super is the object super() returns.
type Super struct {
	Head
	ThisClass *Class
	Obj       Value // the instance or class being looked up from
	ObjType   *Class
}

// Trace implements Object.
func (s *Super) Trace(t *Tracer) { t.MarkObj(s.ThisClass); t.Mark(s.Obj); t.MarkObj(s.ObjType) }

// CodeObj exposes a bytecode.Code to Python (f.__code__).
type CodeObj struct {
	Head
	Code *bytecode.Code
}

// Trace implements Object.
func (*CodeObj) Trace(*Tracer) {}

// Opaque wraps a Go value with no Python-visible structure (used by modules
// for iterators and other helpers that keep Values in Go fields: those must
// implement Object themselves instead).
type Opaque struct {
	Head
	V any
}

// Trace implements Object.
func (*Opaque) Trace(*Tracer) {}
