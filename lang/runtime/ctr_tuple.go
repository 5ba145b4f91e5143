package runtime

import (
	"strings"
)

// The tuple type.

func ctrTupleNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 && cls == TupleType {
		return Unbound, vm.TypeError("tuple() takes no keyword arguments")
	}
	if len(args) > 1 {
		return Unbound, vm.TypeError("tuple expected at most 1 argument, got %d", len(args))
	}
	var items []Value
	if len(args) == 1 {
		if cls == TupleType {
			if t, ok := vm.AsTuple(args[0]); ok && t.cls == TupleType {
				return args[0], nil
			}
		}
		var err error
		if items, err = vm.Collect(args[0]); err != nil {
			return Unbound, err
		}
	}
	if cls == TupleType {
		return vm.NewTuple(items), nil
	}
	return vm.ctrAlloc(&Tuple{Items: items}, cls), nil
}

func ctrTupleSelf(vm *VM, args []Value, name string) (*Tuple, error) {
	return ctrSelf[*Tuple](vm, args, TupleType, name)
}

func (vm *VM) ctrTupleGet(t *Tuple, k Value) (Value, error) {
	if k.IsSmallInt() {
		i, ok := ctrNormIndex(k.Int(), len(t.Items))
		if !ok {
			return Unbound, vm.IndexError("tuple index out of range")
		}
		return t.Items[i], nil
	}
	if s, ok := vm.AsSlice(k); ok {
		return vm.tupleSlice(t, s)
	}
	if !vm.ctrHasIndex(k) {
		return Unbound, vm.TypeError("tuple indices must be integers or slices, not %s", vm.TypeName(k))
	}
	i, err := vm.ctrIndex(k, IndexErrorType)
	if err != nil {
		return Unbound, err
	}
	j, ok := ctrNormIndex(i, len(t.Items))
	if !ok {
		return Unbound, vm.IndexError("tuple index out of range")
	}
	return t.Items[j], nil
}

func (vm *VM) ctrTupleRepr(t *Tuple) (string, error) {
	switch len(t.Items) {
	case 0:
		return "()", nil
	}
	ok, err := vm.ReprEnter(t.self)
	if err != nil {
		return "", err
	}
	if !ok {
		return "(...)", nil
	}
	defer vm.ReprLeave(t.self)
	var b strings.Builder
	b.WriteByte('(')
	err = vm.ctrReprItems(&b, func(i int) (Value, bool) {
		if i < len(t.Items) {
			return t.Items[i], true
		}
		return Unbound, false
	})
	if err != nil {
		return "", err
	}
	if len(t.Items) == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
	return b.String(), nil
}

// TupleIter iterates a tuple.
type TupleIter struct {
	Head
	tuple *Tuple // nil once exhausted
	i     int    // the next index; -1 once exhausted by machine code (as ListIter)
	h     Value  // the tuple's handle, until resolved (as ListIter)
}

// Trace implements Object.
func (it *TupleIter) Trace(t *Tracer) {
	if it.tuple != nil {
		t.MarkObj(it.tuple)
	}
	t.Mark(it.h)
}

// seq returns the iterated tuple (nil once exhausted).
func (it *TupleIter) seq(vm *VM) *Tuple {
	if it.h != 0 {
		it.tuple, it.h = vm.heap.Get(it.h).(*Tuple), 0
	}
	return it.tuple
}

// Next implements Iterator.
func (it *TupleIter) Next(vm *VM) (Value, bool, error) {
	t := it.seq(vm)
	if t == nil || it.i < 0 {
		it.tuple = nil
		return Unbound, false, nil
	}
	if it.i < len(t.Items) {
		v := t.Items[it.i]
		it.i++
		return v, true, nil
	}
	it.tuple = nil
	return Unbound, false, nil
}

var tupleIterType = newBuiltinClass("tuple_iterator", ObjectType)

func init() {
	TupleType.New = ctrTupleNew
	TupleType.AddMethod("__new__", ctrNewWrapper(TupleType))
	m := map[string]BuiltinFn{}
	m["__len__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t, err := ctrTupleSelf(vm, args, "__len__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewInt(int64(len(t.Items))), nil
	}
	m["__getitem__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t, err := ctrTupleSelf(vm, args, "__getitem__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, TupleType, "__getitem__", args, kw); err != nil {
			return Unbound, err
		}
		return vm.ctrTupleGet(t, args[1])
	}
	m["__contains__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t, err := ctrTupleSelf(vm, args, "__contains__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, TupleType, "__contains__", args, kw); err != nil {
			return Unbound, err
		}
		ok, err := vm.ctrSeqContains(func() []Value { return t.Items }, args[1])
		return Bool(ok), err
	}
	m["__iter__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t, err := ctrTupleSelf(vm, args, "__iter__")
		if err != nil {
			return Unbound, err
		}
		return vm.newTupleIter(t), nil
	}
	m["__repr__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t, err := ctrTupleSelf(vm, args, "__repr__")
		if err != nil {
			return Unbound, err
		}
		s, err := vm.ctrTupleRepr(t)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(s), nil
	}
	m["__add__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t, err := ctrTupleSelf(vm, args, "__add__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, TupleType, "__add__", args, kw); err != nil {
			return Unbound, err
		}
		o, ok := vm.AsTuple(args[1])
		if !ok {
			return NotImplemented, nil
		}
		if len(o.Items) == 0 && t.cls == TupleType {
			return args[0], nil
		}
		if len(t.Items) == 0 && o.cls == TupleType {
			return args[1], nil
		}
		out := make([]Value, 0, len(t.Items)+len(o.Items))
		out = append(append(out, t.Items...), o.Items...)
		return vm.NewTuple(out), nil
	}
	mul := func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t, err := ctrTupleSelf(vm, args, "__mul__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, TupleType, "__mul__", args, kw); err != nil {
			return Unbound, err
		}
		n, ok, err := vm.ctrRepeatCount(args[1])
		if err != nil || !ok {
			return NotImplemented, err
		}
		if n == 1 && t.cls == TupleType {
			return args[0], nil
		}
		items, err := vm.ctrRepeat(t.Items, n)
		if err != nil {
			return Unbound, err
		}
		return vm.NewTuple(items), nil
	}
	m["__mul__"] = mul
	m["__rmul__"] = mul
	for op := CmpLT; op <= CmpGE; op++ {
		op := op
		m[CmpNames[op]] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			t, err := ctrTupleSelf(vm, args, CmpNames[op])
			if err != nil {
				return Unbound, err
			}
			if err := ctrArgsO(vm, TupleType, CmpNames[op], args, kw); err != nil {
				return Unbound, err
			}
			o, ok := vm.AsTuple(args[1])
			if !ok {
				return NotImplemented, nil
			}
			return vm.ctrCompareSeq(op, t.Items, o.Items)
		}
	}
	m["index"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t, err := ctrTupleSelf(vm, args, "index")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsRange(vm, TupleType, "index", args, kw, 1, 3); err != nil {
			return Unbound, err
		}
		return vm.ctrSeqIndex(func() []Value { return t.Items }, args, "tuple")
	}
	m["count"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t, err := ctrTupleSelf(vm, args, "count")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, TupleType, "count", args, kw); err != nil {
			return Unbound, err
		}
		return vm.ctrSeqCount(func() []Value { return t.Items }, args[1])
	}
	m["__getnewargs__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t, err := ctrTupleSelf(vm, args, "__getnewargs__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{vm.NewTuple(append([]Value(nil), t.Items...))}), nil
	}
	TupleType.AddMethods(m)
	TupleType.AddHashMethod(func(vm *VM, v Value) (int64, error) {
		t, _ := vm.AsTuple(v)
		if !t.hashed {
			h, err := vm.hashTuple(t.Items)
			if err != nil {
				return 0, err
			}
			t.hash, t.hashed = h, true
		}
		return t.hash, nil
	})
	ctrAddIterMethods(tupleIterType)
	tupleIterType.AddMethod("__length_hint__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, err := ctrSelf[*TupleIter](vm, args, tupleIterType, "__length_hint__")
		if err != nil {
			return Unbound, err
		}
		if it.seq(vm) == nil || it.i < 0 {
			return SmallInt(0), nil
		}
		return vm.NewInt(int64(len(it.tuple.Items) - it.i)), nil
	})
}
