package runtime

import (
	"math/big"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/strtext"
)

// Helpers shared by the modules implemented in Go (files mod_*.go).

// modClass creates a static builtin type that lives in a module: its
// __module__ is module and, for a nil base, it derives from object.
// tpName is CPython's tp_name, which error messages show: dotted for types
// implemented in C ("collections.deque"), plain for classes CPython
// defines in Python ("Random"). __name__ and __qualname__ are the part
// after the last dot.
func ModuleClass(module, tpName string, base *Class) *Class {
	if base == nil {
		base = ObjectType
	}
	c := newBuiltinClass(tpName, base)
	if i := strings.LastIndexByte(tpName, '.'); i >= 0 {
		c.Qualname = tpName[i+1:]
	}
	c.SetAttrStatic("__module__", StaticStr(module))
	return c
}

// modFuncs is the table of a module's static functions.
type ModuleFuncs map[string]BuiltinFn

// StaticFuncs allocates static builtin functions for a module at package
// init and returns them by name.
func StaticFuncs(module string, fns ModuleFuncs) map[string]Value {
	out := make(map[string]Value, len(fns))
	for name, fn := range fns {
		v := StaticBuiltin(name, fn, nil)
		staticObjs[v.index()&^staticBit].(*BuiltinFunction).Module = module
		out[name] = v
	}
	return out
}

// modFill stores every value of vals in the module's namespace.
func FillModule(vm *VM, m *Module, vals map[string]Value) {
	for name, v := range vals {
		m.dict.SetStr(vm, name, v)
	}
}

// ReprItems renders items as "a, b, c" with repr().
func (vm *VM) ReprItems(sb *strings.Builder, items []Value) error {
	for i, it := range items {
		if i > 0 {
			sb.WriteString(", ")
		}
		s, err := vm.Repr(it)
		if err != nil {
			return err
		}
		sb.WriteString(s)
	}
	return nil
}

// BigOf returns the value of an int (or bool) as a big.Int; ok is false
// for other types.
func (vm *VM) BigOf(v Value) (*big.Int, bool) {
	switch {
	case v.IsSmallInt():
		return big.NewInt(v.Int()), true
	case v == True:
		return big.NewInt(1), true
	case v == False:
		return big.NewInt(0), true
	}
	if i, ok := vm.Get0(v).(*Int); ok {
		return new(big.Int).Set(&i.V), true
	}
	return nil, false
}

// IsInt reports whether v is an int (including bool and int subclasses).
func (vm *VM) IsInt(v Value) bool {
	if v.IsSmallInt() || v.IsBool() {
		return true
	}
	_, ok := vm.Get0(v).(*Int)
	return ok
}

// IndexBig converts v with __index__ to a big.Int.
func (vm *VM) IndexBig(v Value) (*big.Int, error) {
	if b, ok := vm.BigOf(v); ok {
		return b, nil
	}
	r, ok, err := vm.CallDunder(v, "__index__")
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(v))
	}
	b, ok := vm.BigOf(r)
	if !ok {
		return nil, vm.TypeError("__index__ returned non-int (type %s)", vm.TypeName(r))
	}
	if err := vm.indexResultWarn(r); err != nil {
		return nil, err
	}
	return b, nil
}

// modIndex converts v with __index__ to an int64, raising OverflowError
// with CPython's message when it does not fit a C ssize_t.
func (vm *VM) IndexInt(v Value) (int64, error) {
	if v.IsSmallInt() {
		return v.Int(), nil
	}
	b, err := vm.IndexBig(v)
	if err != nil {
		return 0, err
	}
	if !b.IsInt64() {
		return 0, vm.Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return b.Int64(), nil
}

// modKw finds a keyword argument by name.
func KwArg(kw []Kwarg, name string) (Value, bool) {
	for _, k := range kw {
		if k.Name == name {
			return k.Value, true
		}
	}
	return Unbound, false
}

// ArgOr returns v, or def when v is Unbound (an omitted optional argument).
func ArgOr(v, def Value) Value {
	if v == Unbound {
		return def
	}
	return v
}

// IterAll calls f for every item of the iterable v.
func (vm *VM) IterAll(v Value, f func(x Value) error) error {
	if v.IsHandle() {
		switch o := vm.heap.Get(v).(type) {
		case *List:
			if o.cls == ListType {
				for i := 0; i < len(o.Items); i++ {
					if err := f(o.Items[i]); err != nil {
						return err
					}
				}
				return nil
			}
		case *Tuple:
			if o.cls == TupleType {
				for _, x := range o.Items {
					if err := f(x); err != nil {
						return err
					}
				}
				return nil
			}
		}
	}
	it, err := vm.Iter(v)
	if err != nil {
		return err
	}
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		if err := f(x); err != nil {
			return err
		}
	}
}

// modSelfIter is the __iter__ method of iterator types.
func modSelfIter(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil }

// modNextMethod is the __next__ method of Go iterator types.
func modNextMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	return IterNextMethod(vm, args[0])
}

// modIterType registers __iter__ and __next__ on a Go iterator type.
func MakeIterType(c *Class) {
	c.AddMethod("__iter__", modSelfIter)
	c.AddMethod("__next__", modNextMethod)
}

// BuiltinValue returns a builtin by name (a type or function of the
// builtins module), or Unbound.
func (vm *VM) BuiltinValue(name string) Value {
	if v, ok := vm.Builtins.dict.GetStr(vm, name); ok {
		return v
	}
	return Unbound
}

// ClassGetItem is __class_getitem__ for generic builtin types: it
// returns types.GenericAlias(cls, item).
func ClassGetItem(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("__class_getitem__() takes exactly one argument")
	}
	return vm.NewGenericAlias(args[0], args[1]), nil
}

// BufferOf returns the readable bytes of a buffer argument.
func (vm *VM) BufferOf(v Value) ([]byte, error) {
	switch o := vm.Get0(v).(type) {
	case *Bytes:
		return o.B, nil
	case *ByteArray:
		return o.B, nil
	case Buffer:
		return o.BufferData(), nil
	}
	if b, ok := vm.BytesOf(v); ok {
		return b, nil
	}
	return nil, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(v))
}

func (vm *VM) MathArgs(name string, args []Value, kw []Kwarg, n int) error {
	if len(kw) > 0 {
		return vm.TypeError("%s() takes no keyword arguments", name)
	}
	if len(args) != n {
		return vm.TypeError("%s expected %d arguments, got %d", name, n, len(args))
	}
	return nil
}

// numModuleFunc is one function of a Go module.
type NamedFunc struct {
	Name string
	Fn   BuiltinFn
}

// numStaticFuncs allocates a module's functions once (at package init).
func StaticFuncList(module string, fns []NamedFunc) []Value {
	out := make([]Value, len(fns))
	for i, f := range fns {
		v := StaticBuiltin(f.Name, f.Fn, nil)
		staticObjs[v.index()&^staticBit].(*BuiltinFunction).Module = module
		out[i] = v
	}
	return out
}

// numErrDomain and numErrRange are CPython's errno-style math errors.
func (vm *VM) MathDomainError() error { return vm.ValueError("math domain error") }
func (vm *VM) MathRangeError() error  { return vm.NewError(OverflowErrorType, "math range error") }

// SizeArg parses an optional size argument (None or missing: -1).
func (vm *VM) SizeArg(args []Value, i int) (int, error) {
	if len(args) <= i || args[i] == None {
		return -1, nil
	}
	if !vm.IsInt(args[i]) {
		if _, ok := vm.ClassOf(args[i]).Lookup(vm, "__index__"); !ok {
			return 0, vm.TypeError("argument should be integer or None, not '%s'", vm.TypeName(args[i]))
		}
	}
	n, err := vm.IndexInt(args[i])
	return int(n), err
}

// BytesOf returns the bytes of a bytes-like object.
func (vm *VM) BytesOf(v Value) ([]byte, bool) {
	switch o := vm.Get0(v).(type) {
	case *Bytes:
		return o.B, true
	case *ByteArray:
		return o.B, true
	}
	if r, ok, err := vm.CallDunder(v, "__bytes__"); ok && err == nil {
		if b, ok := vm.Get0(r).(*Bytes); ok {
			return b.B, true
		}
	}
	if _, ok := vm.ClassOf(v).Lookup(vm, "tobytes"); ok {
		if r, err := vm.CallMethod(v, "tobytes"); err == nil {
			if b, ok := vm.Get0(r).(*Bytes); ok {
				return b.B, true
			}
		}
	}
	return nil, false
}

// MethodArgs checks the arguments of a method that takes minN to maxN
// positional arguments after self and no keywords, with CPython's messages
// for C methods.
func (vm *VM) MethodArgs(name string, args []Value, kw []Kwarg, minN, maxN int) error {
	return vm.objArgs(name, args, kw, minN, maxN)
}

// NormEncoding returns the canonical name of a codec the runtime knows
// ("utf-8", "ascii", "latin-1"...), or "" for one it does not, as
// str.encode does.
func NormEncoding(name string) string { return strtext.NormEncoding(name) }

// StrObj returns a str object for s that is not on any heap (for Go code
// that passes a str to an API taking *Str, such as VM.Encode).
func StrObj(s string) *Str {
	o := &Str{S: s}
	o.init()
	return o
}

// SelfMethod is a method that returns its self (__iter__ of iterators,
// __enter__ of objects that are their own context).
func SelfMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil }

// NewBuiltinSubclass creates, at package initialisation, a builtin type
// named name deriving from base (a view or iterator type of a module's
// container, say), whose __module__ is builtins.
func NewBuiltinSubclass(name string, base *Class) *Class { return newBuiltinClass(name, base) }

// ObjectHex returns the address-like hexadecimal number CPython would show
// for v in a repr ("0x7f...").
func ObjectHex(v Value) string { return objHex(v) }

// NewMethodFor returns the __new__ method of a builtin type whose Go
// constructor is base.New, checking the class argument as CPython's
// tp_new wrapper does.
func NewMethodFor(base *Class) BuiltinFn { return ctrNewWrapper(base) }

// SelfOf returns a builtin method's receiver args[0] as T, or raises the
// TypeError CPython's method descriptors raise.
func SelfOf[T Object](vm *VM, args []Value, cls *Class, name string) (T, error) {
	return ctrSelf[T](vm, args, cls, name)
}

// IndexSsize converts v with __index__ to an int64 as CPython's
// PyNumber_AsSsize_t(v, overflowErr) does: an int beyond int64 raises
// overflowErr "cannot fit 'T' into an index-sized integer", T naming v's
// type.
func (vm *VM) IndexSsize(v Value, overflowErr *Class) (int64, error) {
	return vm.ctrIndex(v, overflowErr)
}
