package runtime

import "github.com/cpjit/cpjit/lang/internal/pynum"

// Accessors the interpreter's inline caches use. They expose storage
// positions so that a cache can re-read a slot after checking a version.

// Lookup returns the entry position of key, or -1.
func (d *Dict) Lookup(vm *VM, key Value) (int, error) {
	hash, err := vm.Hash(key)
	if err != nil {
		return -1, err
	}
	_, pos, err := d.find(vm, key, hash)
	return pos, err
}

// ValueAt returns the value of the entry at pos (from Lookup); the caller
// has checked that Version did not change since.
func (d *Dict) ValueAt(pos int) Value { return d.entries[pos].value }

// KeyAt returns the key word of entry pos (Unbound for a deleted entry,
// or a position the entries do not have).
func (d *Dict) KeyAt(pos int) Value {
	if pos < 0 || pos >= len(d.entries) {
		return Unbound
	}
	return d.entries[pos].key
}

// PlainAttrs reports whether attribute access on instances of c is the
// generic object.__getattribute__ with no __getattr__ fallback, so that an
// inline cache may bypass the generic path.
func (c *Class) PlainAttrs(vm *VM) bool {
	if ga, ok := c.LookupSlot(vm, SlotGetattribute); ok && ga != objectGetattribute {
		return false
	}
	_, hasGetattr := c.LookupSlot(vm, SlotGetattr)
	return !hasGetattr
}

// PlainSetAttr reports whether attribute stores on instances of c use the
// generic object.__setattr__.
func (c *Class) PlainSetAttr(vm *VM) bool {
	sa, ok := c.LookupSlot(vm, SlotSetattr)
	return !ok || sa == objectSetattr
}

// OriginalBuiltin returns the builtin function registered under name (as
// opposed to whatever the builtins module holds now), or Unbound.
func OriginalBuiltin(name string) Value {
	if v, ok := builtinFuncs[name]; ok {
		return v
	}
	return Unbound
}

// GetHashed returns d[key] given key's hash (callers cache hashes of names).
func (d *Dict) GetHashed(vm *VM, key Value, hash int64) (Value, bool, error) {
	_, pos, err := d.find(vm, key, hash)
	if err != nil || pos < 0 {
		return Unbound, false, err
	}
	return d.entries[pos].value, true, nil
}

// GetSliceItem is o[start:stop:step]. For exact lists, tuples and strs it slices
// without allocating a slice object (the interpreter fuses BUILD_SLICE with
// the subscript that uses it).
func (vm *VM) GetSliceItem(o, start, stop, step Value) (Value, error) {
	if o.IsHandle() {
		s := Slice{Start: start, Stop: stop, Step: step}
		switch x := vm.heap.Get(o).(type) {
		case *List:
			if x.cls == ListType {
				return vm.listSlice(x.Items, &s)
			}
		case *Tuple:
			if x.cls == TupleType {
				return vm.tupleSlice(x, &s)
			}
		case *Str:
			if x.cls == StrType {
				return vm.strSlice(x, &s)
			}
		}
	}
	return vm.GetItem(o, vm.NewSlice(start, stop, step))
}

// listSlice is items[s] as a new list, whose items share its allocation
// when there are up to 16 (newListZeroed).
func (vm *VM) listSlice(items []Value, s *Slice) (Value, error) {
	start, _, step, n, err := vm.SliceIndices(s, len(items))
	if err != nil {
		return Unbound, err
	}
	l := newListZeroed(n)
	copySlice(l.Items, items, start, step)
	if n > 16 {
		vm.heap.noteBig(8 * n)
	}
	return vm.heap.Alloc(l), nil
}

// tupleSlice is t[s]: t itself when s takes the whole of an exact tuple
// (as CPython), else a new tuple, of up to four items from the free
// lists.
func (vm *VM) tupleSlice(t *Tuple, s *Slice) (Value, error) {
	start, _, step, n, err := vm.SliceIndices(s, len(t.Items))
	if err != nil {
		return Unbound, err
	}
	if n == len(t.Items) && step == 1 && t.cls == TupleType {
		return t.self, nil
	}
	if n <= 4 {
		var buf [4]Value
		copySlice(buf[:n], t.Items, start, step)
		return vm.NewTupleCopy(buf[:n]), nil
	}
	out := make([]Value, n)
	copySlice(out, t.Items, start, step)
	return vm.NewTuple(out), nil
}

// copySlice fills out with the len(out) items of items from start by
// step (indices SliceIndices worked out).
func copySlice(out, items []Value, start, step int) {
	if step == 1 {
		copy(out, items[start:start+len(out)])
		return
	}
	for j, i := 0, start; j < len(out); j, i = j+1, i+step {
		out[j] = items[i]
	}
}

// SetSliceItem is o[start:stop:step] = v, without a slice object for exact
// lists.
func (vm *VM) SetSliceItem(o, start, stop, step, v Value) error {
	if l, ok := vm.Get0(o).(*List); ok && l.cls == ListType {
		s := Slice{Start: start, Stop: stop, Step: step}
		return vm.listSetSlice(l, &s, v)
	}
	return vm.SetItem(o, vm.NewSlice(start, stop, step), v)
}

// listSetSlice is l[s] = v for a slice s (shared by SetItem and the
// interpreter's fused slice store).
func (vm *VM) listSetSlice(l *List, s *Slice, v Value) error {
	a, b, c, err := vm.SliceUnpack(s)
	if err != nil {
		return err
	}
	items, err := vm.ctrSeqFast(v, "must assign iterable to extended slice")
	if err != nil {
		return err
	}
	if vo, ok := vm.AsList(v); ok && vo == l {
		items = append([]Value(nil), items...)
	}
	a64, b64, n64 := SliceAdjust(int64(len(l.Items)), a, b, c)
	start, stop, step, n := int(a64), int(b64), int(c), int(n64)
	if step == 1 {
		ctrListAssignSlice(l, start, stop, items)
		return nil
	}
	if len(items) != n {
		return vm.ValueError("attempt to assign sequence of size %d to extended slice of size %d", len(items), n)
	}
	for j, i := 0, start; j < n; j, i = j+1, i+step {
		l.Items[i] = items[j]
	}
	return nil
}

// KeysVersion changes whenever an entry position may have changed; a
// position from Lookup stays valid (ValueAt reads the current value) while
// it is unchanged.
func (d *Dict) KeysVersion() uint64 { return d.keysVersion }

// ExactComplex returns the complex v is when it is an exact complex (not
// an instance of a subclass).
func (vm *VM) ExactComplex(v Value) (*Complex, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	c, ok := vm.heap.Get(v).(*Complex)
	return c, ok && c.cls == ComplexType
}

// complexOperand returns v as a complex128 when v is an exact complex, float,
// small int or bool (the operands complex arithmetic converts without calls).
func (vm *VM) complexOperand(v Value) (complex128, bool, bool) {
	switch {
	case v.IsFloat():
		return complex(v.Float(), 0), true, false
	case v.IsSmallInt():
		return complex(float64(v.Int()), 0), true, false
	case v == True:
		return 1, true, false
	case v == False:
		return 0, true, false
	case v.IsHandle():
		if c, ok := vm.ExactComplex(v); ok {
			return c.V, true, true
		}
	}
	return 0, false, false
}

// complexFastBinary does + - * / when one operand is an exact complex and
// the other a number that converts to complex without calling Python (the
// same formulas as complex.__add__ and friends).
func (vm *VM) complexFastBinary(op BinOp, a, b Value) (Value, bool, error) {
	if op > OpTrueDiv || op == OpMatMul {
		return Unbound, false, nil
	}
	x, okA, cA := vm.complexOperand(a)
	if !okA {
		return Unbound, false, nil
	}
	y, okB, cB := vm.complexOperand(b)
	if !okB || !cA && !cB {
		return Unbound, false, nil
	}
	switch op {
	case OpAdd:
		return vm.NewComplex(complex(real(x)+real(y), imag(x)+imag(y))), true, nil
	case OpSub:
		return vm.NewComplex(complex(real(x)-real(y), imag(x)-imag(y))), true, nil
	case OpMul:
		return vm.NewComplex(pynum.CProd(x, y)), true, nil
	case OpTrueDiv:
		q, ok := pynum.CQuot(x, y)
		if !ok {
			return Unbound, true, vm.NewError(ZeroDivisionErrorType, "complex division by zero")
		}
		return vm.NewComplex(q), true, nil
	}
	return Unbound, false, nil
}

// ProbeAt returns the value of the entry at pos when that entry's key is
// exactly the value word key (an interned name): the check an inline cache
// makes before trusting a remembered position. Deleted entries have
// Unbound keys, so they never match.
func (d *Dict) ProbeAt(pos int, key Value) (Value, bool) {
	if uint(pos) < uint(len(d.entries)) && d.entries[pos].key == key {
		return d.entries[pos].value, true
	}
	return Unbound, false
}

// SetAt replaces the value of the entry at pos (ProbeAt matched it).
func (d *Dict) SetAt(pos int, value Value) {
	d.entries[pos].value = value
	d.Version++
}

// FindHashed returns the position of key's entry, or -1.
// IsNewest reports whether the entry at pos is the most recently inserted.
func (d *Dict) IsNewest(pos int) bool { return pos == len(d.entries)-1 }

func (d *Dict) FindHashed(vm *VM, key Value, hash int64) (int, error) {
	_, pos, err := d.find(vm, key, hash)
	return pos, err
}

// HeadOf returns o's Head (its class and instance __dict__).
func HeadOf(o Object) *Head { return o.head() }
