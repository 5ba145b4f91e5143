package runtime

import "fmt"

// TupleGetter is collections._tuplegetter, the descriptor of a namedtuple's
// field: obj.name reads item Index of the tuple obj, and the field cannot
// be assigned or deleted. Attribute lookup reads it without a call
// (genericGetAttr), and the interpreter's attribute caches without a
// lookup by name (interp.objTupleGetter).
type TupleGetter struct {
	Head
	Index int
	Doc   Value
}

// Trace implements Object.
func (g *TupleGetter) Trace(t *Tracer) { t.Mark(g.Doc) }

// TupleGetterType is collections._tuplegetter (made in init: a
// package-level ModuleClass would be an initialization cycle here). It
// cannot be subclassed, as CPython's.
var TupleGetterType *Class

// TupleGetterGet is g.__get__(obj): obj's item g.Index, or the errors of
// CPython's _tuplegetter.
func (vm *VM) TupleGetterGet(g *TupleGetter, obj Value) (Value, error) {
	var t *Tuple
	ok := false
	if obj.IsHandle() {
		t, ok = vm.Get0(obj).(*Tuple)
	}
	if !ok {
		return Unbound, vm.TypeError("descriptor for index '%d' for tuple subclasses doesn't apply to '%s' object", g.Index, vm.TypeName(obj))
	}
	if g.Index < 0 || g.Index >= len(t.Items) {
		return Unbound, vm.Errorf(IndexErrorType, "tuple index out of range")
	}
	return t.Items[g.Index], nil
}

func errTupleGetterSet(vm *VM) error { return vm.Errorf(AttributeErrorType, "can't set attribute") }
func errTupleGetterDel(vm *VM) error { return vm.Errorf(AttributeErrorType, "can't delete attribute") }

func init() {
	TupleGetterType = ModuleClass("collections", "collections._tuplegetter", nil)
	c := TupleGetterType
	c.Final = true
	c.GoDescr = true
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("_tuplegetter", args, kw, []string{"index", "doc"}, 2)
		if err != nil {
			return Unbound, err
		}
		i, err := vm.Index(a[0])
		if err != nil {
			return Unbound, err
		}
		g := &TupleGetter{Index: int(i), Doc: a[1]}
		g.cls = cls
		return vm.heap.Alloc(g), nil
	}
	self := func(vm *VM, v Value) (*TupleGetter, error) {
		if g, ok := vm.Get0(v).(*TupleGetter); ok {
			return g, nil
		}
		return nil, vm.TypeError("descriptor requires a '_tuplegetter' object but received '%s'", vm.TypeName(v))
	}
	c.AddMethod("__get__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) < 2 {
			return Unbound, vm.TypeError("expected at least 1 argument, got 0")
		}
		g, err := self(vm, args[0])
		if err != nil {
			return Unbound, err
		}
		if args[1] == None {
			return args[0], nil
		}
		return vm.TupleGetterGet(g, args[1])
	})
	c.AddMethod("__set__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return Unbound, errTupleGetterSet(vm)
	})
	c.AddMethod("__delete__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return Unbound, errTupleGetterDel(vm)
	})
	c.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		g, err := self(vm, args[0])
		if err != nil {
			return Unbound, err
		}
		doc, err := vm.Repr(g.Doc)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(fmt.Sprintf("%s(%d, %s)", "_tuplegetter", g.Index, doc)), nil
	})
	c.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		g, err := self(vm, args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.NewTuple([]Value{TupleGetterType.self, vm.NewTuple([]Value{SmallInt(int64(g.Index)), g.Doc})}), nil
	})
	c.AddGetSet("__doc__", func(vm *VM, v Value) (Value, error) {
		g, err := self(vm, v)
		if err != nil {
			return Unbound, err
		}
		return g.Doc, nil
	}, func(vm *VM, v, x Value) error {
		g, err := self(vm, v)
		if err != nil {
			return err
		}
		if x == Unbound {
			x = None
		}
		g.Doc = x
		return nil
	})
}
