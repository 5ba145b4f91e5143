package runtime

// bytearray mutation.

func strBASelf(vm *VM, args []Value, name string) (*ByteArray, error) {
	if len(args) > 0 {
		if ba, ok := vm.Get0(args[0]).(*ByteArray); ok {
			return ba, nil
		}
		return nil, vm.TypeError("descriptor '%s' for 'bytearray' objects doesn't apply to a '%s' object", name, vm.TypeName(args[0]))
	}
	return nil, vm.TypeError("unbound method bytearray.%s() needs an argument", name)
}

func strBAAppend(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "bytearray.append", "append", args, kw, 1, 1); err != nil {
		return Unbound, err
	}
	ba, err := strBASelf(vm, args, "append")
	if err != nil {
		return Unbound, err
	}
	c, err := vm.strByteValue(args[1])
	if err != nil {
		return Unbound, err
	}
	ba.B = append(ba.B, c)
	return None, nil
}

// strBAItems converts the argument of extend/slice assignment to bytes.
func (vm *VM) strBAItems(v Value) ([]byte, error) {
	if b, ok := vm.strBytesLike(v); ok {
		return append([]byte(nil), b...), nil
	}
	switch o := vm.Get0(v).(type) {
	case *List:
		return vm.strBytesFromItems(o.Items, "bytearray")
	case *Tuple:
		return vm.strBytesFromItems(o.Items, "bytearray")
	}
	it, err := vm.Iter(v)
	if err != nil {
		return nil, err
	}
	var out []byte
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return nil, err
		}
		if !ok {
			return out, nil
		}
		c, err := vm.strItemByte(x, "bytearray")
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
}

func strBAExtend(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "bytearray.extend", "extend", args, kw, 1, 1); err != nil {
		return Unbound, err
	}
	ba, err := strBASelf(vm, args, "extend")
	if err != nil {
		return Unbound, err
	}
	v := args[1]
	// A bytes-like argument (the common case: writers that gather their
	// output with write = buf.extend) is appended in place, without the
	// copy strBAItems makes. append reads its source before it can move
	// ba.B, so ba.extend(ba) is right too.
	if b, ok := vm.strBytesLike(v); ok {
		ba.B = append(ba.B, b...)
		return None, nil
	}
	if s := vm.strOther(v); s != nil {
		return Unbound, vm.TypeError("expected iterable of integers; got: 'str'")
	}
	b, err := vm.strBAItems(v)
	if err != nil {
		if ExceptionMatches(err, TypeErrorType) && !vm.strIsIterable(v) {
			return Unbound, vm.TypeError("can't extend bytearray with %s", vm.TypeName(v))
		}
		return Unbound, err
	}
	ba.B = append(ba.B, b...)
	return None, nil
}

func (vm *VM) strIsIterable(v Value) bool {
	cls := vm.ClassOf(v)
	if _, ok := cls.Lookup(vm, "__iter__"); ok {
		return true
	}
	_, ok := cls.Lookup(vm, "__getitem__")
	return ok
}

func strBAPop(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "bytearray.pop", "pop", args, kw, 0, 1); err != nil {
		return Unbound, err
	}
	ba, err := strBASelf(vm, args, "pop")
	if err != nil {
		return Unbound, err
	}
	i := -1
	if len(args) > 1 {
		if i, err = strAsSsize(vm, args[1]); err != nil {
			return Unbound, err
		}
	}
	if len(ba.B) == 0 {
		return Unbound, vm.IndexError("pop from empty bytearray")
	}
	if i < 0 {
		i += len(ba.B)
	}
	if i < 0 || i >= len(ba.B) {
		return Unbound, vm.IndexError("pop index out of range")
	}
	c := ba.B[i]
	ba.B = append(ba.B[:i], ba.B[i+1:]...)
	return SmallInt(int64(c)), nil
}

func strBAInsert(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "bytearray.insert", "insert", args, kw, 2, 2); err != nil {
		return Unbound, err
	}
	ba, err := strBASelf(vm, args, "insert")
	if err != nil {
		return Unbound, err
	}
	i, err := strAsSsize(vm, args[1])
	if err != nil {
		return Unbound, err
	}
	c, err := vm.strByteValue(args[2])
	if err != nil {
		return Unbound, err
	}
	n := len(ba.B)
	if i < 0 {
		i += n
		if i < 0 {
			i = 0
		}
	}
	if i > n {
		i = n
	}
	ba.B = append(ba.B, 0)
	copy(ba.B[i+1:], ba.B[i:n])
	ba.B[i] = c
	return None, nil
}

func strBARemove(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "bytearray.remove", "remove", args, kw, 1, 1); err != nil {
		return Unbound, err
	}
	ba, err := strBASelf(vm, args, "remove")
	if err != nil {
		return Unbound, err
	}
	c, err := vm.strByteValue(args[1])
	if err != nil {
		return Unbound, err
	}
	for i, x := range ba.B {
		if x == c {
			ba.B = append(ba.B[:i], ba.B[i+1:]...)
			return None, nil
		}
	}
	return Unbound, vm.ValueError("value not found in bytearray")
}

func strBAClear(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "bytearray.clear", "clear", args, kw, 0, 0); err != nil {
		return Unbound, err
	}
	ba, err := strBASelf(vm, args, "clear")
	if err != nil {
		return Unbound, err
	}
	ba.B = nil
	return None, nil
}

func strBAReverse(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "bytearray.reverse", "reverse", args, kw, 0, 0); err != nil {
		return Unbound, err
	}
	ba, err := strBASelf(vm, args, "reverse")
	if err != nil {
		return Unbound, err
	}
	b := ba.B
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return None, nil
}

func strBACopy(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "bytearray.copy", "copy", args, kw, 0, 0); err != nil {
		return Unbound, err
	}
	ba, err := strBASelf(vm, args, "copy")
	if err != nil {
		return Unbound, err
	}
	return vm.NewByteArray(append([]byte(nil), ba.B...)), nil
}

func strBASetItem(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 3 {
		return Unbound, vm.TypeError("expected 2 arguments, got %d", len(args)-1)
	}
	ba, err := strBASelf(vm, args, "__setitem__")
	if err != nil {
		return Unbound, err
	}
	k, v := args[1], args[2]
	if sl, ok := vm.Get0(k).(*Slice); ok {
		var src []byte
		if _, isInt := vm.ToBigInt(v); isInt || vm.strOther(v) != nil || !vm.strIsIterable(v) {
			return Unbound, vm.TypeError("can assign only bytes, buffers, or iterables of ints in range(0, 256)")
		}
		if src, err = vm.strBAItems(v); err != nil {
			return Unbound, err
		}
		return None, vm.strBASetSlice(ba, sl, src)
	}
	i, err := vm.strBAIndex(ba, k)
	if err != nil {
		return Unbound, err
	}
	c, err := vm.strByteValue(v)
	if err != nil {
		return Unbound, err
	}
	ba.B[i] = c
	return None, nil
}

// strBAIndex converts an index of a bytearray item access.
func (vm *VM) strBAIndex(ba *ByteArray, k Value) (int, error) {
	if !k.IsSmallInt() && !k.IsBool() && !vm.ClassOf(k).IsSubclass(IntType) && !vm.strHasIndex(k) {
		return 0, vm.TypeError("bytearray indices must be integers or slices, not %s", vm.TypeName(k))
	}
	i, err := strAsSsize(vm, k)
	if err != nil {
		if ExceptionMatches(err, OverflowErrorType) {
			return 0, vm.Errorf(IndexErrorType, "cannot fit 'int' into an index-sized integer")
		}
		return 0, err
	}
	if i < 0 {
		i += len(ba.B)
	}
	if i < 0 || i >= len(ba.B) {
		return 0, vm.IndexError("bytearray index out of range")
	}
	return i, nil
}

func (vm *VM) strBASetSlice(ba *ByteArray, sl *Slice, src []byte) error {
	start, stop, step, n, err := vm.SliceIndices(sl, len(ba.B))
	if err != nil {
		return err
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		out := make([]byte, 0, len(ba.B)-(stop-start)+len(src))
		out = append(out, ba.B[:start]...)
		out = append(out, src...)
		out = append(out, ba.B[stop:]...)
		ba.B = out
		return nil
	}
	if len(src) == 0 {
		// CPython deletes the slice when nothing is assigned.
		strBADeleteSlice(ba, start, step, n)
		return nil
	}
	if len(src) != n {
		return vm.ValueError("attempt to assign bytes of size %d to extended slice of size %d", len(src), n)
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		ba.B[j] = src[i]
	}
	return nil
}

func strBADelItem(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	ba, err := strBASelf(vm, args, "__delitem__")
	if err != nil {
		return Unbound, err
	}
	if sl, ok := vm.Get0(args[1]).(*Slice); ok {
		start, _, step, n, err := vm.SliceIndices(sl, len(ba.B))
		if err != nil {
			return Unbound, err
		}
		strBADeleteSlice(ba, start, step, n)
		return None, nil
	}
	i, err := vm.strBAIndex(ba, args[1])
	if err != nil {
		return Unbound, err
	}
	ba.B = append(ba.B[:i], ba.B[i+1:]...)
	return None, nil
}

// strBADeleteSlice deletes the n items start, start+step, ... of ba.
func strBADeleteSlice(ba *ByteArray, start, step, n int) {
	if n <= 0 {
		return
	}
	if step < 0 {
		start = start + (n-1)*step
		step = -step
	}
	out := ba.B[:0:0]
	next := start
	for i, c := range ba.B {
		if i == next && n > 0 {
			next += step
			n--
			continue
		}
		out = append(out, c)
	}
	ba.B = out
}

func strBAIAdd(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	ba, err := strBASelf(vm, args, "__iadd__")
	if err != nil {
		return Unbound, err
	}
	b, ok := vm.strBytesLike(args[1])
	if !ok {
		return Unbound, vm.TypeError("can't concat %s to bytearray", vm.TypeName(args[1]))
	}
	ba.B = append(ba.B, b...)
	return args[0], nil
}

func strBAIMul(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	ba, err := strBASelf(vm, args, "__imul__")
	if err != nil {
		return Unbound, err
	}
	n, ok, err := strRepeatCount(vm, args[1])
	if err != nil {
		return Unbound, err
	}
	if !ok {
		return NotImplemented, nil
	}
	if n <= 0 {
		ba.B = ba.B[:0]
		return args[0], nil
	}
	if len(ba.B) > MaxBytes/n {
		return Unbound, vm.NewError(MemoryErrorType, "")
	}
	orig := append([]byte(nil), ba.B...)
	for k := 1; k < n; k++ {
		ba.B = append(ba.B, orig...)
	}
	return args[0], nil
}

func init() {
	ByteArrayType.AddMethods(map[string]BuiltinFn{
		"append":      strBAAppend,
		"extend":      strBAExtend,
		"pop":         strBAPop,
		"insert":      strBAInsert,
		"remove":      strBARemove,
		"clear":       strBAClear,
		"reverse":     strBAReverse,
		"copy":        strBACopy,
		"__setitem__": strBASetItem,
		"__delitem__": strBADelItem,
		"__iadd__":    strBAIAdd,
		"__imul__":    strBAIMul,
	})
}
