package runtime

// setupBuiltins fills a new VM's builtins module.
func setupBuiltins(vm *VM) {
	d := vm.Builtins.dict
	for _, c := range builtinClasses() {
		d.SetStr(vm, c.Name, c.self)
	}
	for _, c := range ExceptionClasses {
		d.SetStr(vm, c.Name, c.self)
	}
	d.SetStr(vm, "None", None)
	d.SetStr(vm, "True", True)
	d.SetStr(vm, "False", False)
	d.SetStr(vm, "Ellipsis", Ellipsis)
	d.SetStr(vm, "NotImplemented", NotImplemented)
	d.SetStr(vm, "__debug__", True)
	for name, fn := range builtinFuncs {
		d.SetStr(vm, name, fn)
	}
	vm.Modules.SetStr(vm, "builtins", vm.Builtins.self)
}

func builtinClasses() []*Class {
	return []*Class{ObjectType, TypeType, IntType, BoolType, FloatType, ComplexType, StrType,
		BytesType, ByteArrayType, ListType, TupleType, DictType, SetType, FrozenSetType,
		RangeType, SliceType, PropertyType, StaticMethodType, ClassMethodType, SuperType}
}

// builtinFuncs maps builtin function names to static builtin functions.
var builtinFuncs = map[string]Value{}

// RegisterBuiltin adds a function to the builtins module of every VM. Call it
// from package init.
func RegisterBuiltin(name string, fn BuiltinFn) {
	builtinFuncs[name] = StaticBuiltin(name, fn, nil)
}
