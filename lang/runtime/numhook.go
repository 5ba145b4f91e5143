package runtime

// Operator hooks: a builtin type written in Go (decimal.Decimal) can give
// the binary operators and comparisons of its exact instances a Go
// function, which Binary, InPlace and Compare call before they look
// __add__, __radd__ or __lt__ up by name and call it as a builtin method.

// BinaryHook computes a op b (or a op= b), where a or b is an exact
// instance of the class the hook is set on. ok false means the hook does
// not handle these operands and the usual protocol runs; a hook must not
// call Python code, and must answer as the class's methods would (it is
// their fast path, so a subclass on the other side whose reflected method
// must come first is the hook's to refuse).
type BinaryHook func(vm *VM, op BinOp, a, b Value) (r Value, ok bool, err error)

// CompareHook is BinaryHook for the rich comparisons.
type CompareHook func(vm *VM, op CmpOp, a, b Value) (r Value, ok bool, err error)

// SetOperatorHooks sets the operator hooks of a builtin type that has no
// in-place methods (its a op= b is a op b). Either hook may be nil. Call
// it at package init, before any VM runs.
func (c *Class) SetOperatorHooks(bin BinaryHook, cmp CompareHook) {
	if !c.Builtin {
		panic("runtime: operator hooks on a class that is not builtin")
	}
	c.binHook, c.cmpHook = bin, cmp
}

// hookBinary runs the binary hook of a's or b's class, if any.
func (vm *VM) hookBinary(op BinOp, a, b Value) (Value, bool, error) {
	if a.IsHandle() {
		if h := vm.ClassOf(a).binHook; h != nil {
			return h(vm, op, a, b)
		}
	}
	if b.IsHandle() {
		if h := vm.ClassOf(b).binHook; h != nil {
			return h(vm, op, a, b)
		}
	}
	return Unbound, false, nil
}

// HasBinaryHook reports whether c's instances have a Go operator hook,
// which answers their binary operators before any special method.
func (c *Class) HasBinaryHook() bool { return c.binHook != nil }

// hookCompare runs the comparison hook of a's or b's class, if any.
func (vm *VM) hookCompare(op CmpOp, a, b Value) (Value, bool, error) {
	if a.IsHandle() {
		if h := vm.ClassOf(a).cmpHook; h != nil {
			return h(vm, op, a, b)
		}
	}
	if b.IsHandle() {
		if h := vm.ClassOf(b).cmpHook; h != nil {
			return h(vm, op, a, b)
		}
	}
	return Unbound, false, nil
}
