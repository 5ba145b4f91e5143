package descr

import rt "github.com/cpjit/cpjit/lang/runtime"

// The attributes and methods of CPython's types of builtin methods:
// builtin_function_or_method, method-wrapper, method_descriptor,
// wrapper_descriptor and classmethod_descriptor (__name__, __qualname__,
// __doc__, __text_signature__, __self__, __objclass__, __module__,
// __repr__, __call__, __reduce__, __get__, __eq__, __hash__). The types
// and what calls and attribute lookup do with them (binding a descriptor
// to an instance, calling it) are the runtime's (lang/runtime/obj_func.go);
// these are reached only through attribute lookup on such an object.

// builtinRepr is repr() of a builtin function, method or descriptor.
func builtinRepr(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value) string {
	if self != rt.Unbound {
		if _, isMod := vm.Get0(self).(*rt.Module); isMod {
			return "<built-in function " + b.Name + ">"
		}
		if b.Class() == rt.WrapperDescrType {
			return "<method-wrapper '" + b.Name + "' of " + vm.TypeName(self) + " object at " + rt.ObjectHex(self) + ">"
		}
		return "<built-in method " + b.Name + " of " + vm.TypeName(self) + " object at " + rt.ObjectHex(self) + ">"
	}
	switch {
	case b.Owner == nil:
		return "<built-in function " + b.Name + ">"
	case b.Class() == rt.WrapperDescrType:
		return "<slot wrapper '" + b.Name + "' of '" + b.Owner.Name + "' objects>"
	case b.Class() == rt.BuiltinFuncType: // a builtin staticmethod's function
		return "<built-in method " + b.Name + " of type object at " + rt.ObjectHex(b.Owner.Self()) + ">"
	}
	return "<method '" + b.Name + "' of '" + b.Owner.Name + "' objects>"
}

// builtinSelf returns the builtin under self for a method of cls.
func builtinSelf(vm *rt.VM, cls *rt.Class, name string, v rt.Value) (*rt.BuiltinFunction, rt.Value, error) {
	if b, bound := vm.BuiltinOf(v); b != nil && vm.ClassOf(v) == cls {
		return b, bound, nil
	}
	return nil, rt.Unbound, vm.TypeError("descriptor '%s' requires a '%s' object but received a '%s'", name, cls.Name, vm.TypeName(v))
}

// initBuiltinMethods registers the builtin method types' attributes and
// methods, each method guarded against a foreign self (rt.GuardMethods),
// as the runtime guards the methods it registers.
func initBuiltinMethods() {
	descrs := []*rt.Class{rt.MethodDescrType, rt.WrapperDescrType, rt.ClassMethodDescrType}
	for _, c := range append([]*rt.Class{rt.BuiltinFuncType, rt.MethodWrapperType}, descrs...) {
		c, bound := c, c == rt.BuiltinFuncType || c == rt.MethodWrapperType
		c.Final = true
		getter := func(name string, get func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value) rt.Value) {
			c.AddGetter(name, func(vm *rt.VM, v rt.Value) (rt.Value, error) {
				b, self, err := builtinSelf(vm, c, name, v)
				if err != nil {
					return rt.Unbound, err
				}
				return get(vm, b, self), nil
			})
		}
		method := func(name string, minN, maxN int, f func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value, args []rt.Value) (rt.Value, error)) {
			c.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
				if len(args) == 0 {
					return rt.Unbound, vm.TypeError("descriptor '%s' of '%s' object needs an argument", name, c.Name)
				}
				b, self, err := builtinSelf(vm, c, name, args[0])
				if err == nil && minN >= 0 {
					err = vm.MethodArgs(name, args, kw, minN, maxN)
				}
				if err != nil {
					return rt.Unbound, err
				}
				return f(vm, b, self, args[1:])
			})
		}
		getter("__name__", func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value) rt.Value { return vm.NewStr(b.Name) })
		getter("__qualname__", func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value) rt.Value {
			switch {
			case self == rt.Unbound || c == rt.MethodWrapperType:
			case vm.IsInstance(self, rt.TypeType):
				k, _ := vm.AsClass(self)
				return vm.NewStr(k.Qualname + "." + b.Name)
			case vm.ClassOf(self) != rt.ModuleType:
				return vm.NewStr(vm.ClassOf(self).Qualname + "." + b.Name)
			}
			if b.Owner != nil {
				return vm.NewStr(b.Owner.Qualname + "." + b.Name)
			}
			return vm.NewStr(b.Name)
		})
		getter("__doc__", func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value) rt.Value {
			if b.Doc == "" {
				return rt.None
			}
			return vm.NewStr(b.Doc)
		})
		getter("__text_signature__", func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value) rt.Value { return rt.None })
		method("__repr__", 0, 0, func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value, a []rt.Value) (rt.Value, error) {
			if c == rt.ClassMethodDescrType {
				return vm.NewStr("<method '" + b.Name + "' of '" + b.Owner.Name + "' objects>"), nil
			}
			return vm.NewStr(builtinRepr(vm, b, self)), nil
		})
		c.AddMethod("__call__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if _, _, err := builtinSelf(vm, c, "__call__", args[0]); err != nil {
				return rt.Unbound, err
			}
			if c == rt.ClassMethodDescrType {
				return classMethodDescrCall(vm, args[0], args[1:], kw)
			}
			return vm.Call(args[0], args[1:], kw)
		})
		if c != rt.ClassMethodDescrType {
			method("__reduce__", 0, 0, func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value, a []rt.Value) (rt.Value, error) {
				if self == rt.Unbound && b.Owner != nil {
					self = b.Owner.Self()
				} else if _, isMod := vm.Get0(self).(*rt.Module); self == rt.Unbound || isMod {
					return vm.NewStr(b.Name), nil
				}
				getattr, _ := vm.Builtins.Dict().GetStr(vm, "getattr")
				return vm.NewTupleCopy([]rt.Value{getattr, vm.NewTupleCopy([]rt.Value{self, vm.NewStr(b.Name)})}), nil
			})
		}
		if c != rt.BuiltinFuncType {
			getter("__objclass__", func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value) rt.Value { return b.Owner.Self() })
		}
		if !bound {
			method("__get__", 1, 2, func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value, a []rt.Value) (rt.Value, error) {
				obj, typ, err := vm.DescrGetArgs(a)
				if err != nil {
					return rt.Unbound, err
				}
				if c == rt.ClassMethodDescrType {
					if typ == rt.None {
						typ = vm.ClassOf(obj).Self()
					}
					return vm.NewBuiltinMethod(b.Head.Self(), typ), nil
				}
				if obj == rt.None {
					return b.Head.Self(), nil
				}
				if !vm.ClassOf(obj).IsSubclass(b.Owner) {
					return rt.Unbound, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", b.Name, b.Owner.Name, vm.TypeName(obj))
				}
				return vm.NewBuiltinMethod(b.Head.Self(), obj), nil
			})
			continue
		}
		getter("__self__", func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value) rt.Value {
			switch {
			case self != rt.Unbound:
				return self
			case b.Owner != nil && b.Name == "__new__":
				return b.Owner.Self()
			case b.Owner != nil:
				return rt.None // a builtin staticmethod's function
			case b.Module == "" || b.Module == "builtins":
				return vm.Builtins.Self()
			}
			if m, ok := vm.Modules.GetStr(vm, b.Module); ok {
				return m
			}
			return rt.None
		})
		if c == rt.BuiltinFuncType {
			getter("__module__", func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value) rt.Value {
				if b.Module != "" {
					return vm.NewStr(b.Module)
				}
				if b.Owner == nil && self == rt.Unbound {
					return vm.NewStr("builtins")
				}
				return rt.None
			})
		}
		method("__eq__", 1, 1, func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value, a []rt.Value) (rt.Value, error) {
			if vm.ClassOf(a[0]) != c {
				return rt.NotImplemented, nil
			}
			o, oself := vm.BuiltinOf(a[0])
			return rt.Bool(o == b && oself == self), nil
		})
		method("__hash__", 0, 0, func(vm *rt.VM, b *rt.BuiltinFunction, self rt.Value, a []rt.Value) (rt.Value, error) {
			x := rt.IDHash(b.Head.Self())
			if self != rt.Unbound {
				x ^= rt.IDHash(self)
			}
			if x == -1 {
				x = -2
			}
			return vm.NewInt(x), nil
		})
	}
	rt.GuardMethods(append([]*rt.Class{rt.BuiltinFuncType, rt.MethodWrapperType}, descrs...)...)
}

// classMethodDescrCall calls a builtin classmethod's descriptor: its first
// argument is the type the method is bound to.
func classMethodDescrCall(vm *rt.VM, d rt.Value, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	b, _ := vm.BuiltinOf(d)
	if len(args) == 0 {
		return rt.Unbound, vm.TypeError("descriptor '%s' of '%s' object needs an argument", b.Name, b.Owner.Name)
	}
	if k, ok := vm.AsClass(args[0]); !ok || !k.IsSubclass(b.Owner) {
		return rt.Unbound, vm.TypeError("descriptor '%s' for type '%s' doesn't apply to type '%s'", b.Name, b.Owner.Name, vm.TypeName(args[0]))
	}
	return vm.Call(b.Head.Self(), args, kw)
}
