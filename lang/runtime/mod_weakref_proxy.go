package runtime

// weakref.proxy objects: weak references that stand for their referent.
// Attribute access is forwarded by the generic attribute code (attr.go
// asks weakProxyGetAttr and friends); the operators are forwarded by the
// special methods below. A proxy whose referent has died raises
// ReferenceError.

// weakProxyTarget returns the live referent of the proxy self.
func (vm *VM) weakProxyTarget(self Value) (Value, error) {
	w, ok := vm.Get0(self).(*weakRef)
	if !ok || !w.proxy {
		return Unbound, vm.TypeError("descriptor requires a 'weakref.ProxyType' object but received '%s'", vm.TypeName(self))
	}
	return vm.weakProxyLive(w)
}

// weakProxyLive returns a proxy's live referent, pinned: the Go code
// forwarding an operation holds it strongly, as CPython's proxies do.
func (vm *VM) weakProxyLive(w *weakRef) (Value, error) {
	if w.target == Unbound {
		return Unbound, vm.NewError(ReferenceErrorType, "weakly-referenced object no longer exists")
	}
	vm.heap.Pin(w.target)
	return w.target, nil
}

// weakUnwrap returns the referent when v is a proxy, else v.
func (vm *VM) weakUnwrap(v Value) (Value, error) {
	if w, ok := vm.Get0(v).(*weakRef); ok && w.proxy {
		return vm.weakProxyLive(w)
	}
	return v, nil
}

// weakProxyGetAttr is getattr(proxy, name).
func (vm *VM) weakProxyGetAttr(w *weakRef, name string) (Value, bool, error) {
	t, err := vm.weakProxyLive(w)
	if err != nil {
		return Unbound, true, err
	}
	r, err := vm.GetAttr(t, name)
	return r, true, err
}

// weakProxySetAttr is setattr(proxy, name, x), or delattr when x is Unbound.
func (vm *VM) weakProxySetAttr(v Value, name string, x Value) error {
	t, err := vm.weakProxyTarget(v)
	if err != nil {
		return err
	}
	if x == Unbound {
		return vm.DelAttr(t, name)
	}
	return vm.SetAttr(t, name, x)
}

// isWeakProxy reports whether cls is one of the proxy types.
func isWeakProxy(cls *Class) bool { return cls == ProxyType || cls == CallableProxyType }

func weakProxyInit() {
	unary := map[string]func(vm *VM, t Value) (Value, error){
		"__str__": func(vm *VM, t Value) (Value, error) { return vm.StrValue(t) },
		"__bool__": func(vm *VM, t Value) (Value, error) {
			b, err := vm.Truth(t)
			return Bool(b), err
		},
		"__len__": func(vm *VM, t Value) (Value, error) {
			n, err := vm.Len(t)
			return vm.NewInt(int64(n)), err
		},
		"__iter__":   func(vm *VM, t Value) (Value, error) { return vm.Iter(t) },
		"__neg__":    func(vm *VM, t Value) (Value, error) { return vm.Neg(t) },
		"__pos__":    func(vm *VM, t Value) (Value, error) { return vm.Pos(t) },
		"__invert__": func(vm *VM, t Value) (Value, error) { return vm.Invert(t) },
		"__index__": func(vm *VM, t Value) (Value, error) {
			r, ok, err := vm.CallDunder(t, "__index__")
			if err == nil && !ok {
				err = vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(t))
			}
			return r, err
		},
		"__int__":      func(vm *VM, t Value) (Value, error) { return vm.Call(IntType.self, []Value{t}, nil) },
		"__float__":    func(vm *VM, t Value) (Value, error) { return vm.Call(FloatType.self, []Value{t}, nil) },
		"__bytes__":    func(vm *VM, t Value) (Value, error) { return vm.Call(BytesType.self, []Value{t}, nil) },
		"__reversed__": func(vm *VM, t Value) (Value, error) { return vm.Call(ReversedType.self, []Value{t}, nil) },
		"__abs__": func(vm *VM, t Value) (Value, error) {
			r, ok, err := vm.CallDunder(t, "__abs__")
			if err == nil && !ok {
				err = vm.TypeError("bad operand type for abs(): '%s'", vm.TypeName(t))
			}
			return r, err
		},
		"__next__": func(vm *VM, t Value) (Value, error) {
			if _, ok := vm.ClassOf(t).Lookup(vm, "__next__"); !ok {
				return Unbound, vm.TypeError("Weakref proxy referenced a non-iterator '%s' object", vm.TypeName(t))
			}
			r, ok, err := vm.Next(t)
			if err == nil && !ok {
				err = vm.NewError(StopIterationType, "")
			}
			return r, err
		},
	}
	methods := map[string]BuiltinFn{}
	for name, f := range unary {
		methods[name] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			if err := vm.Arity(name, args, 1, 1); err != nil {
				return Unbound, err
			}
			t, err := vm.weakProxyTarget(args[0])
			if err != nil {
				return Unbound, err
			}
			return f(vm, t)
		}
	}
	// Binary operators: both operands unwrapped, the whole protocol run
	// again on the referents.
	for op := range BinOpNames {
		op := BinOp(op)
		names := BinOpNames[op]
		binary := func(swap, inplace bool) BuiltinFn {
			return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
				if err := vm.Arity(names[0], args, 2, 2); err != nil {
					return Unbound, err
				}
				a, err := vm.weakUnwrap(args[0])
				if err != nil {
					return Unbound, err
				}
				b, err := vm.weakUnwrap(args[1])
				if err != nil {
					return Unbound, err
				}
				if swap {
					a, b = b, a
				}
				if inplace {
					return vm.InPlace(op, a, b)
				}
				return vm.Binary(op, a, b)
			}
		}
		methods[names[0]] = binary(false, false)
		methods[names[1]] = binary(true, false)
		methods[names[2]] = binary(false, true)
	}
	for op := CmpLT; op <= CmpGE; op++ {
		methods[CmpNames[op]] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			if err := vm.Arity(CmpNames[op], args, 2, 2); err != nil {
				return Unbound, err
			}
			a, err := vm.weakUnwrap(args[0])
			if err != nil {
				return Unbound, err
			}
			b, err := vm.weakUnwrap(args[1])
			if err != nil {
				return Unbound, err
			}
			return vm.Compare(op, a, b)
		}
	}
	methods["__getitem__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("__getitem__", args, 2, 2); err != nil {
			return Unbound, err
		}
		t, err := vm.weakProxyTarget(args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.GetItem(t, args[1])
	}
	methods["__setitem__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("__setitem__", args, 3, 3); err != nil {
			return Unbound, err
		}
		t, err := vm.weakProxyTarget(args[0])
		if err != nil {
			return Unbound, err
		}
		return None, vm.SetItem(t, args[1], args[2])
	}
	methods["__delitem__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("__delitem__", args, 2, 2); err != nil {
			return Unbound, err
		}
		t, err := vm.weakProxyTarget(args[0])
		if err != nil {
			return Unbound, err
		}
		return None, vm.DelItem(t, args[1])
	}
	methods["__contains__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("__contains__", args, 2, 2); err != nil {
			return Unbound, err
		}
		t, err := vm.weakProxyTarget(args[0])
		if err != nil {
			return Unbound, err
		}
		ok, err := vm.Contains(t, args[1])
		return Bool(ok), err
	}
	methods["__repr__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		w, ok := vm.Get0(args[0]).(*weakRef)
		if !ok || !w.proxy {
			return Unbound, vm.TypeError("descriptor '__repr__' requires a 'weakref.ProxyType' object but received '%s'", vm.TypeName(args[0]))
		}
		if w.target == Unbound {
			return vm.NewStr("<weakproxy at " + objHex(args[0]) + "; dead>"), nil
		}
		s, err := vm.weakReprTarget(w, false)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr("<weakproxy at " + objHex(args[0]) + "; " + s + ">"), nil
	}
	for _, c := range []*Class{ProxyType, CallableProxyType} {
		c.Final = true
		c.AddMethods(methods)
		c.SetAttrStatic("__hash__", None)
	}
	CallableProxyType.AddMethod("__call__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '__call__' of 'weakref.CallableProxyType' object needs an argument")
		}
		t, err := vm.weakProxyTarget(args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.Call(t, args[1:], kw)
	})
}
