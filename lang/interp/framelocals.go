package interp

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// FrameLocalsProxyType is the type of a function frame's f_locals in
// CPython 3.13 (PEP 667): a mapping that reads and writes the frame's
// variables themselves. A name that is not a variable of the code is kept
// in the frame's extra locals, which locals() and the proxy show after the
// variables. Variables cannot be deleted through it.
var FrameLocalsProxyType = rt.NewStaticClass("FrameLocalsProxy")

type frameLocalsProxy struct {
	rt.Head
	f *FrameObj
}

// Trace implements rt.Object.
func (p *frameLocalsProxy) Trace(t *rt.Tracer) { t.MarkObj(p.f) }

// lookup finds the variable named key among f's variables.
func (f *FrameObj) lookup(key rt.Value) (frameVar, bool) {
	vm := f.in.vm
	if vm.ClassOf(key) != rt.StrType {
		return frameVar{}, false // CPython compares exact str keys only
	}
	s, _ := vm.GoString(key)
	for _, v := range f.in.frameVars(f.code) {
		if v.name == s {
			return v, true
		}
	}
	return frameVar{}, false
}

// get returns f_locals[key] (ok false when it is neither a bound variable
// nor an extra local).
func (f *FrameObj) get(key rt.Value) (rt.Value, bool, error) {
	if v, ok := f.lookup(key); ok {
		if x := f.in.varValue(f.varRegs(), v); x != rt.Unbound {
			return x, true, nil
		}
	}
	if f.extra != nil {
		return f.extra.Get(f.in.vm, key)
	}
	if _, err := f.in.vm.Hash(key); err != nil {
		return rt.Unbound, false, err
	}
	return rt.Unbound, false, nil
}

// set stores f_locals[key] = x: into the variable itself (its cell for a
// cell or free variable), or into the extra locals.
func (f *FrameObj) set(key, x rt.Value) error {
	vm := f.in.vm
	if v, ok := f.lookup(key); ok {
		regs := f.varRegs()
		if v.reg < len(regs) {
			if v.cell {
				if c, ok := vm.Get0(regs[v.reg]).(*rt.Cell); ok {
					c.V = x
					return nil
				}
			}
			regs[v.reg] = x
			return nil
		}
	}
	if f.extra == nil {
		f.extra = vm.NewDictObj()
	}
	return f.extra.Set(vm, key, x)
}

// keys lists the bound variables, then the extra locals.
func (f *FrameObj) keys() []rt.Value {
	vm := f.in.vm
	regs := f.varRegs()
	var ks []rt.Value
	for _, v := range f.in.frameVars(f.code) {
		if f.in.varValue(regs, v) != rt.Unbound {
			ks = append(ks, vm.Intern(v.name))
		}
	}
	if f.extra != nil {
		ks = append(ks, f.extra.Keys()...)
	}
	return ks
}

// snapshot copies the proxy's contents into a new dict.
func (f *FrameObj) snapshot() (*rt.Dict, error) {
	d := f.in.vm.NewDictObj()
	return d, f.in.fillLocals(d, f)
}

func proxySelf(vm *rt.VM, v rt.Value) (*FrameObj, error) {
	p, ok := vm.Get0(v).(*frameLocalsProxy)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'FrameLocalsProxy' object but received a '%s'", vm.TypeName(v))
	}
	return p.f, nil
}

// proxyUpdate stores every item of the mapping other through f.
func proxyUpdate(vm *rt.VM, f *FrameObj, other rt.Value) error {
	if o, ok := vm.Get0(other).(*frameLocalsProxy); ok {
		d, err := o.f.snapshot()
		if err != nil {
			return err
		}
		other = d.Self()
	}
	d, ok := vm.AsDict(other)
	if !ok {
		return vm.TypeError("update() argument must be dict or another FrameLocalsProxy")
	}
	var err error
	d.Items(func(k, v rt.Value) bool {
		err = f.set(k, v)
		return err == nil
	})
	return err
}

// proxyOperand returns other as a dict for | (a dict or another proxy).
func proxyOperand(vm *rt.VM, other rt.Value) (*rt.Dict, bool, error) {
	if o, ok := vm.Get0(other).(*frameLocalsProxy); ok {
		d, err := o.f.snapshot()
		return d, true, err
	}
	d, ok := vm.AsDict(other)
	return d, ok, nil
}

func init() {
	c := FrameLocalsProxyType
	c.Final = true
	c.SetAttrStatic("__hash__", rt.None)
	method := func(name string, minN, maxN int, fn func(vm *rt.VM, f *FrameObj, args []rt.Value) (rt.Value, error)) {
		c.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if len(kw) > 0 {
				return rt.Unbound, vm.TypeError("%s() takes no keyword arguments", name)
			}
			if len(args) < 1 {
				return rt.Unbound, vm.TypeError("descriptor '%s' of 'FrameLocalsProxy' object needs an argument", name)
			}
			f, err := proxySelf(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			if n := len(args) - 1; n < minN || n > maxN {
				switch {
				case minN == maxN && minN == 0:
					return rt.Unbound, vm.TypeError("FrameLocalsProxy.%s() takes no arguments (%d given)", name, n)
				case minN == maxN && minN == 1:
					return rt.Unbound, vm.TypeError("FrameLocalsProxy.%s() takes exactly one argument (%d given)", name, n)
				case n < minN:
					return rt.Unbound, vm.TypeError("%s expected at least %d argument%s, got %d", name, minN, plural(minN), n)
				default:
					return rt.Unbound, vm.TypeError("%s expected at most %d argument%s, got %d", name, maxN, plural(maxN), n)
				}
			}
			return fn(vm, f, args[1:])
		})
	}
	method("__getitem__", 1, 1, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		v, ok, err := f.get(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		if !ok {
			r, err := vm.Repr(a[0])
			if err != nil {
				return rt.Unbound, err
			}
			return rt.Unbound, vm.KeyError(vm.NewStr("local variable '" + r + "' is not defined"))
		}
		return v, nil
	})
	method("__setitem__", 2, 2, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		return rt.None, f.set(a[0], a[1])
	})
	method("__delitem__", 1, 1, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		return rt.Unbound, vm.TypeError("cannot remove variables from FrameLocalsProxy")
	})
	method("__contains__", 1, 1, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		_, ok, err := f.get(a[0])
		return rt.Bool(ok), err
	})
	method("__len__", 0, 0, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		return vm.NewInt(int64(len(f.keys()))), nil
	})
	method("__iter__", 0, 0, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		return vm.Iter(vm.NewList(f.keys()))
	})
	method("__reversed__", 0, 0, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		ks := f.keys()
		for i, j := 0, len(ks)-1; i < j; i, j = i+1, j-1 {
			ks[i], ks[j] = ks[j], ks[i]
		}
		return vm.Iter(vm.NewList(ks))
	})
	method("keys", 0, 0, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		return vm.NewList(f.keys()), nil
	})
	method("values", 0, 0, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		d, err := f.snapshot()
		if err != nil {
			return rt.Unbound, err
		}
		var vs []rt.Value
		d.Items(func(k, v rt.Value) bool { vs = append(vs, v); return true })
		return vm.NewList(vs), nil
	})
	method("items", 0, 0, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		d, err := f.snapshot()
		if err != nil {
			return rt.Unbound, err
		}
		var items []rt.Value
		d.Items(func(k, v rt.Value) bool {
			items = append(items, vm.NewTupleCopy([]rt.Value{k, v}))
			return true
		})
		return vm.NewList(items), nil
	})
	method("copy", 0, 0, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		d, err := f.snapshot()
		if err != nil {
			return rt.Unbound, err
		}
		return d.Self(), nil
	})
	method("get", 1, 2, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		v, ok, err := f.get(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		if ok {
			return v, nil
		}
		if len(a) == 2 {
			return a[1], nil
		}
		return rt.None, nil
	})
	method("setdefault", 1, 2, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		v, ok, err := f.get(a[0])
		if err != nil || ok {
			return v, err
		}
		def := rt.None
		if len(a) == 2 {
			def = a[1]
		}
		return def, f.set(a[0], def)
	})
	method("update", 1, 1, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		return rt.None, proxyUpdate(vm, f, a[0])
	})
	method("__ior__", 1, 1, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		if _, ok, err := proxyOperand(vm, a[0]); err != nil || !ok {
			return rt.NotImplemented, err
		}
		if err := proxyUpdate(vm, f, a[0]); err != nil {
			return rt.Unbound, err
		}
		p := &frameLocalsProxy{f: f}
		rt.InitHead(p, FrameLocalsProxyType)
		return vm.Alloc(p), nil
	})
	method("__or__", 1, 1, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		o, ok, err := proxyOperand(vm, a[0])
		if err != nil || !ok {
			return rt.NotImplemented, err
		}
		d, err := f.snapshot()
		if err != nil {
			return rt.Unbound, err
		}
		o.Items(func(k, v rt.Value) bool { err = d.Set(vm, k, v); return err == nil })
		return d.Self(), err
	})
	method("__ror__", 1, 1, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
		o, ok, err := proxyOperand(vm, a[0])
		if err != nil || !ok {
			return rt.NotImplemented, err
		}
		s, err := f.snapshot()
		if err != nil {
			return rt.Unbound, err
		}
		d := o.Copy()
		vm.Alloc(d)
		s.Items(func(k, v rt.Value) bool { err = d.Set(vm, k, v); return err == nil })
		return d.Self(), err
	})
	compare := func(name string, op rt.CmpOp) {
		method(name, 1, 1, func(vm *rt.VM, f *FrameObj, a []rt.Value) (rt.Value, error) {
			if o, ok := vm.Get0(a[0]).(*frameLocalsProxy); ok {
				return rt.Bool((o.f == f) == (op == rt.CmpEQ)), nil
			}
			if _, ok := vm.AsDict(a[0]); !ok {
				return rt.NotImplemented, nil
			}
			d, err := f.snapshot()
			if err != nil {
				return rt.Unbound, err
			}
			return vm.Compare(op, d.Self(), a[0])
		})
	}
	compare("__eq__", rt.CmpEQ)
	compare("__ne__", rt.CmpNE)
	c.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		f, err := proxySelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		// Like a dict's, with {...} where the proxy contains itself (a
		// new snapshot each time would recurse without end).
		ok, err := vm.ReprEnter(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if !ok {
			return vm.NewStr("{...}"), nil
		}
		defer vm.ReprLeave(args[0])
		d, err := f.snapshot()
		if err != nil {
			return rt.Unbound, err
		}
		s, err := vm.Repr(d.Self())
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(s), nil
	})
}
