// Package weakref implements the _weakref module: the Python-facing
// behaviour of weak references (weakref.ref's call, hash, equality and
// repr; the proxies' forwarded operators) and the module's functions.
// pylib/weakref.py builds the weakref module on top of it
// (WeakValueDictionary, WeakKeyDictionary, WeakSet, WeakMethod, finalize).
//
// The references themselves, and what the collector does with them, are
// the runtime's (lang/runtime/mod_weakref.go): the heap registers every weak
// reference by referent, clears those whose referents die and queues
// their callbacks, and attribute access on a proxy is forwarded by the
// generic attribute code.
package weakref

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

// weakSelf returns the weak reference self of a method.
func weakSelf(vm *rt.VM, v rt.Value, what string) (*rt.WeakRef, error) {
	w, ok := vm.Get0(v).(*rt.WeakRef)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' for 'weakref.ReferenceType' objects doesn't apply to a '%s' object", what, vm.TypeName(v))
	}
	return w, nil
}

// weakReprTarget describes a live referent for the reprs: its type name,
// and for refs its __name__ when its type defines one.
func weakReprTarget(vm *rt.VM, w *rt.WeakRef, withName bool) (string, error) {
	t := w.Target()
	s := "to '" + vm.TypeName(t) + "' at " + rt.ObjectHex(t)
	if withName {
		if _, ok := vm.ClassOf(t).Lookup(vm, "__name__"); ok {
			n, err := vm.GetAttr(t, "__name__")
			if err != nil && !rt.ExceptionMatches(err, rt.AttributeErrorType) {
				return "", err
			}
			if ns, ok := vm.StrOf(n); ok && err == nil {
				s += " (" + ns + ")"
			}
		}
	}
	return s, nil
}

func weakNew(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if cls == rt.ReferenceType && len(kw) > 0 {
		return rt.Unbound, vm.TypeError("ref() takes no keyword arguments")
	}
	if err := weakInitArgs(vm, "__new__", args); err != nil {
		return rt.Unbound, err
	}
	cb := rt.None
	if len(args) > 1 {
		cb = args[1]
	}
	return vm.NewWeakRef(cls, args[0], cb, false)
}

func weakInitArgs(vm *rt.VM, name string, args []rt.Value) error {
	switch {
	case len(args) < 1:
		return vm.TypeError("%s expected at least 1 argument, got %d", name, len(args))
	case len(args) > 2:
		return vm.TypeError("%s expected at most 2 arguments, got %d", name, len(args))
	}
	return nil
}

func weakCompare(op rt.CmpOp) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity(rt.CmpNames[op], args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		a, ok1 := vm.Get0(args[0]).(*rt.WeakRef)
		b, ok2 := vm.Get0(args[1]).(*rt.WeakRef)
		if !ok1 || !ok2 {
			return rt.NotImplemented, nil
		}
		if a.Target() == rt.Unbound || b.Target() == rt.Unbound {
			return rt.Bool((args[0] == args[1]) == (op == rt.CmpEQ)), nil
		}
		return vm.Compare(op, a.Target(), b.Target())
	}
}

func init() {
	r := rt.ReferenceType
	r.New = weakNew
	r.AddMethod("__new__", rt.NewMethodFor(r))
	r.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("descriptor '__init__' of 'weakref.ReferenceType' object needs an argument")
		}
		return rt.None, weakInitArgs(vm, "__init__", args[1:])
	})
	r.AddMethod("__call__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 1 || len(kw) > 0 {
			if len(kw) > 0 {
				return rt.Unbound, vm.TypeError("weakref() takes no keyword arguments")
			}
			return rt.Unbound, vm.TypeError("weakref() takes exactly 0 arguments (%d given)", max(len(args)-1, 0))
		}
		w, err := weakSelf(vm, args[0], "__call__")
		if err != nil {
			return rt.Unbound, err
		}
		if w.Target() == rt.Unbound {
			return rt.None, nil
		}
		return w.Target(), nil
	})
	r.AddGetter("__callback__", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		w, err := weakSelf(vm, self, "__callback__")
		if err != nil {
			return rt.Unbound, err
		}
		return w.Callback(), nil
	})
	r.AddHashMethod(func(vm *rt.VM, v rt.Value) (int64, error) {
		w, err := weakSelf(vm, v, "__hash__")
		if err != nil {
			return 0, err
		}
		if h, ok := w.Hash(); ok {
			return h, nil
		}
		if w.Target() == rt.Unbound {
			return 0, vm.TypeError("weak object has gone away")
		}
		h, err := vm.Hash(w.Target())
		if err != nil {
			return 0, err
		}
		w.SetHash(h)
		return h, nil
	})
	r.AddMethod("__eq__", weakCompare(rt.CmpEQ))
	r.AddMethod("__ne__", weakCompare(rt.CmpNE))
	r.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		w, err := weakSelf(vm, args[0], "__repr__")
		if err != nil {
			return rt.Unbound, err
		}
		if w.Target() == rt.Unbound {
			return vm.NewStr("<weakref at " + rt.ObjectHex(args[0]) + "; dead>"), nil
		}
		s, err := weakReprTarget(vm, w, true)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr("<weakref at " + rt.ObjectHex(args[0]) + "; " + s + ">"), nil
	})
	r.AddClassMethod("__class_getitem__", rt.ClassGetItem)
	// copy.copy and copy.deepcopy share a weak reference (CPython's copy
	// module lists weakref.ref among the atomic types).
	r.AddMethod("__copy__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return args[0], nil })
	r.AddMethod("__deepcopy__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return args[0], nil })

	weakProxyInit()

	Modules["_weakref"] = func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_weakref")
		rt.FillModule(vm, m, modWeakrefFuncs)
		m.Dict().SetStr(vm, "ref", rt.ReferenceType.Self())
		m.Dict().SetStr(vm, "ReferenceType", rt.ReferenceType.Self())
		m.Dict().SetStr(vm, "ProxyType", rt.ProxyType.Self())
		m.Dict().SetStr(vm, "CallableProxyType", rt.CallableProxyType.Self())
		return m, nil
	}
}

var modWeakrefFuncs = rt.StaticFuncs("_weakref", rt.ModuleFuncs{
	"getweakrefcount": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getweakrefcount", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		return rt.SmallInt(int64(len(vm.WeakRefsTo(args[0])))), nil
	},
	"getweakrefs": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getweakrefs", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		return vm.NewList(vm.WeakRefsTo(args[0])), nil
	},
	"proxy": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("proxy() takes no keyword arguments")
		}
		if err := vm.Arity("proxy", args, 1, 2); err != nil {
			return rt.Unbound, err
		}
		cb := rt.None
		if len(args) > 1 {
			cb = args[1]
		}
		cls := rt.ProxyType
		if vm.IsCallable(args[0]) {
			cls = rt.CallableProxyType
		}
		return vm.NewWeakRef(cls, args[0], cb, true)
	},
	"_remove_dead_weakref": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("_remove_dead_weakref", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		d, ok := vm.AsDict(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("_remove_dead_weakref() argument 1 must be dict, not %s", vm.TypeName(args[0]))
		}
		v, found, err := d.Get(vm, args[1])
		if err != nil || !found {
			return rt.None, err
		}
		if w, ok := vm.Get0(v).(*rt.WeakRef); ok && w.Target() == rt.Unbound {
			if _, err := d.Delete(vm, args[1]); err != nil {
				return rt.Unbound, err
			}
		}
		return rt.None, nil
	},
	"_atexit": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		// Registers a function to call when the program ends (for
		// weakref.finalize; see VM.RunExitHooks).
		if err := vm.Arity("_atexit", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		vm.AtExit(args[0])
		return rt.None, nil
	},
})

// weakUnwrap returns the referent when v is a proxy, else v.
func weakUnwrap(vm *rt.VM, v rt.Value) (rt.Value, error) {
	if w, ok := vm.Get0(v).(*rt.WeakRef); ok && w.IsProxy() {
		return vm.WeakProxyLive(w)
	}
	return v, nil
}

func weakProxyInit() {
	unary := map[string]func(vm *rt.VM, t rt.Value) (rt.Value, error){
		"__str__": func(vm *rt.VM, t rt.Value) (rt.Value, error) { return vm.StrValue(t) },
		"__bool__": func(vm *rt.VM, t rt.Value) (rt.Value, error) {
			b, err := vm.Truth(t)
			return rt.Bool(b), err
		},
		"__len__": func(vm *rt.VM, t rt.Value) (rt.Value, error) {
			n, err := vm.Len(t)
			return vm.NewInt(int64(n)), err
		},
		"__iter__":   func(vm *rt.VM, t rt.Value) (rt.Value, error) { return vm.Iter(t) },
		"__neg__":    func(vm *rt.VM, t rt.Value) (rt.Value, error) { return vm.Neg(t) },
		"__pos__":    func(vm *rt.VM, t rt.Value) (rt.Value, error) { return vm.Pos(t) },
		"__invert__": func(vm *rt.VM, t rt.Value) (rt.Value, error) { return vm.Invert(t) },
		"__index__": func(vm *rt.VM, t rt.Value) (rt.Value, error) {
			r, ok, err := vm.CallDunder(t, "__index__")
			if err == nil && !ok {
				err = vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(t))
			}
			return r, err
		},
		"__int__":   func(vm *rt.VM, t rt.Value) (rt.Value, error) { return vm.Call(rt.IntType.Self(), []rt.Value{t}, nil) },
		"__float__": func(vm *rt.VM, t rt.Value) (rt.Value, error) { return vm.Call(rt.FloatType.Self(), []rt.Value{t}, nil) },
		"__bytes__": func(vm *rt.VM, t rt.Value) (rt.Value, error) { return vm.Call(rt.BytesType.Self(), []rt.Value{t}, nil) },
		"__reversed__": func(vm *rt.VM, t rt.Value) (rt.Value, error) {
			return vm.Call(rt.ReversedType.Self(), []rt.Value{t}, nil)
		},
		"__abs__": func(vm *rt.VM, t rt.Value) (rt.Value, error) {
			r, ok, err := vm.CallDunder(t, "__abs__")
			if err == nil && !ok {
				err = vm.TypeError("bad operand type for abs(): '%s'", vm.TypeName(t))
			}
			return r, err
		},
		"__next__": func(vm *rt.VM, t rt.Value) (rt.Value, error) {
			if _, ok := vm.ClassOf(t).Lookup(vm, "__next__"); !ok {
				return rt.Unbound, vm.TypeError("Weakref proxy referenced a non-iterator '%s' object", vm.TypeName(t))
			}
			r, ok, err := vm.Next(t)
			if err == nil && !ok {
				err = vm.NewError(rt.StopIterationType, "")
			}
			return r, err
		},
	}
	methods := map[string]rt.BuiltinFn{}
	for name, f := range unary {
		methods[name] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity(name, args, 1, 1); err != nil {
				return rt.Unbound, err
			}
			t, err := vm.WeakProxyTarget(args[0])
			if err != nil {
				return rt.Unbound, err
			}
			return f(vm, t)
		}
	}
	// Binary operators: both operands unwrapped, the whole protocol run
	// again on the referents.
	for op := range rt.BinOpNames {
		op := rt.BinOp(op)
		names := rt.BinOpNames[op]
		binary := func(swap, inplace bool) rt.BuiltinFn {
			return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
				if err := vm.Arity(names[0], args, 2, 2); err != nil {
					return rt.Unbound, err
				}
				a, err := weakUnwrap(vm, args[0])
				if err != nil {
					return rt.Unbound, err
				}
				b, err := weakUnwrap(vm, args[1])
				if err != nil {
					return rt.Unbound, err
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
	for op := rt.CmpLT; op <= rt.CmpGE; op++ {
		methods[rt.CmpNames[op]] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity(rt.CmpNames[op], args, 2, 2); err != nil {
				return rt.Unbound, err
			}
			a, err := weakUnwrap(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			b, err := weakUnwrap(vm, args[1])
			if err != nil {
				return rt.Unbound, err
			}
			return vm.Compare(op, a, b)
		}
	}
	methods["__getitem__"] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("__getitem__", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		t, err := vm.WeakProxyTarget(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return vm.GetItem(t, args[1])
	}
	methods["__setitem__"] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("__setitem__", args, 3, 3); err != nil {
			return rt.Unbound, err
		}
		t, err := vm.WeakProxyTarget(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, vm.SetItem(t, args[1], args[2])
	}
	methods["__delitem__"] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("__delitem__", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		t, err := vm.WeakProxyTarget(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, vm.DelItem(t, args[1])
	}
	methods["__contains__"] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("__contains__", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		t, err := vm.WeakProxyTarget(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		ok, err := vm.Contains(t, args[1])
		return rt.Bool(ok), err
	}
	methods["__repr__"] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		w, ok := vm.Get0(args[0]).(*rt.WeakRef)
		if !ok || !w.IsProxy() {
			return rt.Unbound, vm.TypeError("descriptor '__repr__' requires a 'weakref.ProxyType' object but received '%s'", vm.TypeName(args[0]))
		}
		if w.Target() == rt.Unbound {
			return vm.NewStr("<weakproxy at " + rt.ObjectHex(args[0]) + "; dead>"), nil
		}
		s, err := weakReprTarget(vm, w, false)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr("<weakproxy at " + rt.ObjectHex(args[0]) + "; " + s + ">"), nil
	}
	for _, c := range []*rt.Class{rt.ProxyType, rt.CallableProxyType} {
		c.Final = true
		c.AddMethods(methods)
		c.SetAttrStatic("__hash__", rt.None)
	}
	rt.CallableProxyType.AddMethod("__call__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("descriptor '__call__' of 'weakref.CallableProxyType' object needs an argument")
		}
		t, err := vm.WeakProxyTarget(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return vm.Call(t, args[1:], kw)
	})
}
