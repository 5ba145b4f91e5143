package sqlite3

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Row is a sqlite3.Row: a row's values with access by column name.
type Row struct {
	rt.Head
	desc rt.Value // the cursor's description
	data *rt.Tuple
}

// Trace implements Object.
func (r *Row) Trace(t *rt.Tracer) {
	t.Mark(r.desc)
	if r.data != nil {
		t.MarkObj(r.data)
	}
}

func rowSelf(vm *rt.VM, v rt.Value) (*Row, error) {
	r, ok := vm.Get0(v).(*Row)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'sqlite3.Row' object but received '%s'", vm.TypeName(v))
	}
	return r, nil
}

func (r *Row) names(vm *rt.VM) []string {
	t, ok := vm.Get0(r.desc).(*rt.Tuple)
	if !ok {
		return nil
	}
	out := make([]string, len(t.Items))
	for i, col := range t.Items {
		if ct, ok := vm.Get0(col).(*rt.Tuple); ok && len(ct.Items) > 0 {
			out[i], _ = vm.StrOf(ct.Items[0])
		}
	}
	return out
}

func initRow() {
	RowType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 && cls == RowType {
			return rt.Unbound, vm.TypeError("Row() takes no keyword arguments")
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("Row expected 2 arguments, got %d", len(args))
		}
		cu, ok := vm.Get0(args[0]).(*Cursor)
		if !ok {
			return rt.Unbound, vm.TypeError("Row() argument 1 must be sqlite3.Cursor, not %s", vm.TypeName(args[0]))
		}
		data, ok := vm.Get0(args[1]).(*rt.Tuple)
		if !ok {
			return rt.Unbound, vm.TypeError("Row() argument 2 must be tuple, not %s", vm.TypeName(args[1]))
		}
		r := &Row{desc: cu.description, data: data}
		r.SetClass(cls)
		v := vm.Alloc(r)
		if cls != RowType {
			r.SetInstanceDict(vm.NewDictObj())
		}
		return v, nil
	}
	m := func(name string, f func(vm *rt.VM, r *Row, args []rt.Value) (rt.Value, error)) {
		RowType.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			r, err := rowSelf(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			return f(vm, r, args[1:])
		})
	}
	m("keys", func(vm *rt.VM, r *Row, args []rt.Value) (rt.Value, error) {
		names := r.names(vm)
		out := make([]rt.Value, len(names))
		for i, n := range names {
			out[i] = vm.NewStr(n)
		}
		return vm.NewList(out), nil
	})
	m("__len__", func(vm *rt.VM, r *Row, args []rt.Value) (rt.Value, error) {
		return rt.SmallInt(int64(len(r.data.Items))), nil
	})
	m("__iter__", func(vm *rt.VM, r *Row, args []rt.Value) (rt.Value, error) {
		return vm.Iter(r.data.Self())
	})
	m("__getitem__", func(vm *rt.VM, r *Row, args []rt.Value) (rt.Value, error) {
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("expected 1 argument")
		}
		k := args[0]
		if s, ok := vm.StrOf(k); ok {
			for i, n := range r.names(vm) {
				if strings.EqualFold(n, s) && i < len(r.data.Items) {
					return r.data.Items[i], nil
				}
			}
			return rt.Unbound, vm.NewError(rt.IndexErrorType, "No item with that key")
		}
		if _, ok := vm.Get0(k).(*rt.Slice); ok {
			return vm.GetItem(r.data.Self(), k)
		}
		if vm.IsInstance(k, rt.IntType) {
			i, err := vm.Index(k)
			if err != nil {
				return rt.Unbound, err
			}
			n := int64(len(r.data.Items))
			if i < 0 {
				i += n
			}
			if i < 0 || i >= n {
				return rt.Unbound, vm.NewError(rt.IndexErrorType, "tuple index out of range")
			}
			return r.data.Items[i], nil
		}
		return rt.Unbound, vm.NewError(rt.IndexErrorType, "Index must be int or string")
	})
	eq := func(vm *rt.VM, a, b rt.Value) (rt.Value, bool, error) {
		r, _ := vm.Get0(a).(*Row)
		o, ok := vm.Get0(b).(*Row)
		if r == nil || !ok {
			return rt.NotImplemented, false, nil
		}
		same, err := vm.Eq(r.desc, o.desc)
		if err != nil || !same {
			return rt.Unbound, false, err
		}
		same, err = vm.Eq(r.data.Self(), o.data.Self())
		return rt.Unbound, same, err
	}
	RowType.AddMethod("__eq__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ni, same, err := eq(vm, args[0], args[1])
		if err != nil || ni == rt.NotImplemented {
			return ni, err
		}
		return rt.Bool(same), nil
	})
	RowType.AddMethod("__ne__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ni, same, err := eq(vm, args[0], args[1])
		if err != nil || ni == rt.NotImplemented {
			return ni, err
		}
		return rt.Bool(!same), nil
	})
	RowType.AddHashMethod(func(vm *rt.VM, v rt.Value) (int64, error) {
		r, err := rowSelf(vm, v)
		if err != nil {
			return 0, err
		}
		h1, err := vm.Hash(r.desc)
		if err != nil {
			return 0, err
		}
		h2, err := vm.Hash(r.data.Self())
		if err != nil {
			return 0, err
		}
		h := h1 ^ h2
		if h == -1 {
			h = -2
		}
		return h, nil
	})
}
