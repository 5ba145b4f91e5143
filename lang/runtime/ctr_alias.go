package runtime

// types.GenericAlias: what list[int], dict[str, int] and friends evaluate to
// (PEP 585), from the containers' __class_getitem__. The type's methods
// are in lang/stdlib/genericalias.

// GenericAliasType is types.GenericAlias.
var GenericAliasType = ModuleClass("types", "types.GenericAlias", nil)

// GenericAlias is a types.GenericAlias object.
type GenericAlias struct {
	Head
	Origin  Value
	Args    Value // tuple
	Starred bool  // *tuple[int]: what iterating the alias yields (__unpacked__)
}

// Trace implements Object.
func (a *GenericAlias) Trace(t *Tracer) { t.Mark(a.Origin); t.Mark(a.Args) }

// NewGenericAlias returns types.GenericAlias(origin, args); args that is not
// a tuple becomes a 1-tuple.
func (vm *VM) NewGenericAlias(origin, args Value) Value {
	if _, ok := vm.AsTuple(args); !ok {
		args = vm.NewTupleCopy([]Value{args})
	}
	a := &GenericAlias{Origin: origin, Args: args}
	a.cls = GenericAliasType
	return vm.heap.Alloc(a)
}

// ctrClassGetItem is __class_getitem__ for the generic builtin containers.
func ctrClassGetItem(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		return Unbound, vm.TypeError("__class_getitem__() takes no keyword arguments")
	}
	if len(args) != 2 {
		return Unbound, vm.TypeError("__class_getitem__() takes exactly one argument (%d given)", len(args)-1)
	}
	return vm.NewGenericAlias(args[0], args[1]), nil
}

// MakeUnion is a | b for types and aliases (NotImplemented when an
// operand is not one).
func (vm *VM) MakeUnion(a, b Value) (Value, error) { return vm.objMakeUnion(a, b) }
