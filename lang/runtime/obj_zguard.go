package runtime

// Methods of this area's builtin types index args[0] (self) freely. This
// file (named to initialise after the other obj_ files) wraps every such
// method so that calling it unbound without a proper self raises CPython's
// TypeError instead of reaching Go code with a missing or foreign self.

// objGuardedClasses are the types whose methods this area registers (the
// builtin method types' are lang/stdlib/descr's, which guards them).
func objGuardedClasses() []*Class {
	cs := []*Class{ObjectType, TypeType, FunctionType, MethodType, CellType, CodeType,
		PropertyType, StaticMethodType, ClassMethodType, SuperType, ModuleType, NoneType, NotImplType,
		EllipsisType, GetSetType, MemberDescrType, MappingProxyType, UnionType}
	return append(cs, ExceptionClasses...)
}

// objGuard wraps a method so that it checks its self argument.
func objGuard(c *Class, name string, fn BuiltinFn) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of '%s' object needs an argument", name, c.Name)
		}
		if c != ObjectType && !vm.ClassOf(args[0]).IsSubclass(c) {
			if objSlotNames[name] { // a slot wrapper's message
				return Unbound, vm.TypeError("descriptor '%s' requires a '%s' object but received a '%s'", name, c.Name, vm.TypeName(args[0]))
			}
			return Unbound, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, c.Name, vm.TypeName(args[0]))
		}
		return fn(vm, args, kw)
	}
}

func init() { GuardMethods(objGuardedClasses()...) }

// GuardMethods wraps every method registered so far on the given builtin
// types so that calling it unbound on a foreign or missing self raises
// CPython's TypeError ("descriptor 'x' for 'T' objects doesn't apply to a
// 'U' object") before the method's Go code runs. A module package calls it
// at the end of its initialisation for types whose methods index args[0]
// freely.
func GuardMethods(cs ...*Class) {
	for _, c := range cs {
		c.Dict.Items(func(k, v Value) bool {
			if !v.IsHandle() || v.index()&staticBit == 0 {
				return true
			}
			if b, ok := staticGet(v.index()).(*BuiltinFunction); ok && b.Owner == c && b.Self == Unbound {
				b.Fn = objGuard(c, b.Name, b.Fn)
			}
			return true
		})
	}
}
