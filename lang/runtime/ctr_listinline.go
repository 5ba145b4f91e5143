package runtime

// Lists whose first items share the list's allocation: machine code's
// pools (tuple and list displays, list slices) make thousands of small
// lists, each of which would otherwise cost two allocations (the List and
// its items). The items stay an ordinary slice: a list that grows past
// its inline array moves its items to a fresh one, as any list does.

type list4 struct {
	List
	a [4]Value
}

type list8 struct {
	List
	a [8]Value
}

type list16 struct {
	List
	a [16]Value
}

// NewListZeroed allocates a list of n zero items (None is not zero: the
// caller writes every item before the list is seen). Up to 16 items live
// in the list's own allocation, with room to grow to 4, 8 or 16.
func (vm *VM) NewListZeroed(n int) Value {
	return vm.heap.Alloc(newListZeroed(n))
}

// newListConcat allocates the list of a's items followed by b's, in one
// allocation when it has up to 16 items.
func (vm *VM) newListConcat(a, b []Value) Value {
	o := newListZeroed(len(a) + len(b))
	copy(o.Items[copy(o.Items, a):], b)
	if len(o.Items) > 16 {
		vm.heap.noteBig(8 * len(o.Items))
	}
	return vm.heap.Alloc(o)
}

// newListZeroed makes the List of NewListZeroed.
func newListZeroed(n int) *List {
	var o *List
	switch {
	case n <= 4:
		t := &list4{}
		t.Items = t.a[:n]
		o = &t.List
	case n <= 8:
		t := &list8{}
		t.Items = t.a[:n]
		o = &t.List
	case n <= 16:
		t := &list16{}
		t.Items = t.a[:n]
		o = &t.List
	default:
		o = &List{Items: make([]Value, n)}
	}
	o.cls = ListType
	return o
}
