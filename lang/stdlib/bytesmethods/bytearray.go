package bytesmethods

import rt "github.com/cpjit/cpjit/lang/runtime"

// bytearray's own methods: its mutations (append, extend, pop, insert,
// remove, clear, reverse, item and slice assignment and deletion, += and
// *=) and copy. The runtime keeps the type, its construction and the
// item-assignment fast path that ops.go takes for small ints.

// isStr reports whether v is a str.
func isStr(vm *rt.VM, v rt.Value) bool {
	_, ok := vm.AsStr(v)
	return ok
}

func baAppend(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs("bytearray.append", "append", args, kw, 1, 1); err != nil {
		return rt.Unbound, err
	}
	ba, err := rt.ByteArraySelf(vm, args, "append")
	if err != nil {
		return rt.Unbound, err
	}
	c, err := vm.ByteValue(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	ba.B = append(ba.B, c)
	return rt.None, nil
}

// baItems converts the argument of extend/slice assignment to bytes.
func baItems(vm *rt.VM, v rt.Value) ([]byte, error) {
	if b, ok := vm.BytesLike(v); ok {
		return append([]byte(nil), b...), nil
	}
	switch o := vm.Get0(v).(type) {
	case *rt.List:
		return vm.BytesFromItems(o.Items, "bytearray")
	case *rt.Tuple:
		return vm.BytesFromItems(o.Items, "bytearray")
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
		c, err := vm.ItemByte(x, "bytearray")
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
}

func baExtend(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs("bytearray.extend", "extend", args, kw, 1, 1); err != nil {
		return rt.Unbound, err
	}
	ba, err := rt.ByteArraySelf(vm, args, "extend")
	if err != nil {
		return rt.Unbound, err
	}
	v := args[1]
	// A bytes-like argument (the common case: writers that gather their
	// output with write = buf.extend) is appended in place, without the
	// copy baItems makes. append reads its source before it can move
	// ba.B, so ba.extend(ba) is right too.
	if b, ok := vm.BytesLike(v); ok {
		ba.B = append(ba.B, b...)
		return rt.None, nil
	}
	if _, ok := vm.AsStr(v); ok {
		return rt.Unbound, vm.TypeError("expected iterable of integers; got: 'str'")
	}
	b, err := baItems(vm, v)
	if err != nil {
		if rt.ExceptionMatches(err, rt.TypeErrorType) && !isIterable(vm, v) {
			return rt.Unbound, vm.TypeError("can't extend bytearray with %s", vm.TypeName(v))
		}
		return rt.Unbound, err
	}
	ba.B = append(ba.B, b...)
	return rt.None, nil
}

func isIterable(vm *rt.VM, v rt.Value) bool {
	cls := vm.ClassOf(v)
	if _, ok := cls.Lookup(vm, "__iter__"); ok {
		return true
	}
	_, ok := cls.Lookup(vm, "__getitem__")
	return ok
}

func baPop(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs("bytearray.pop", "pop", args, kw, 0, 1); err != nil {
		return rt.Unbound, err
	}
	ba, err := rt.ByteArraySelf(vm, args, "pop")
	if err != nil {
		return rt.Unbound, err
	}
	i := -1
	if len(args) > 1 {
		if i, err = vm.AsSsize(args[1]); err != nil {
			return rt.Unbound, err
		}
	}
	if len(ba.B) == 0 {
		return rt.Unbound, vm.IndexError("pop from empty bytearray")
	}
	if i < 0 {
		i += len(ba.B)
	}
	if i < 0 || i >= len(ba.B) {
		return rt.Unbound, vm.IndexError("pop index out of range")
	}
	c := ba.B[i]
	ba.B = append(ba.B[:i], ba.B[i+1:]...)
	return rt.SmallInt(int64(c)), nil
}

func baInsert(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs("bytearray.insert", "insert", args, kw, 2, 2); err != nil {
		return rt.Unbound, err
	}
	ba, err := rt.ByteArraySelf(vm, args, "insert")
	if err != nil {
		return rt.Unbound, err
	}
	i, err := vm.AsSsize(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	c, err := vm.ByteValue(args[2])
	if err != nil {
		return rt.Unbound, err
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
	return rt.None, nil
}

func baRemove(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs("bytearray.remove", "remove", args, kw, 1, 1); err != nil {
		return rt.Unbound, err
	}
	ba, err := rt.ByteArraySelf(vm, args, "remove")
	if err != nil {
		return rt.Unbound, err
	}
	c, err := vm.ByteValue(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	for i, x := range ba.B {
		if x == c {
			ba.B = append(ba.B[:i], ba.B[i+1:]...)
			return rt.None, nil
		}
	}
	return rt.Unbound, vm.ValueError("value not found in bytearray")
}

func baClear(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs("bytearray.clear", "clear", args, kw, 0, 0); err != nil {
		return rt.Unbound, err
	}
	ba, err := rt.ByteArraySelf(vm, args, "clear")
	if err != nil {
		return rt.Unbound, err
	}
	ba.B = nil
	return rt.None, nil
}

func baReverse(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs("bytearray.reverse", "reverse", args, kw, 0, 0); err != nil {
		return rt.Unbound, err
	}
	ba, err := rt.ByteArraySelf(vm, args, "reverse")
	if err != nil {
		return rt.Unbound, err
	}
	b := ba.B
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return rt.None, nil
}

func baCopy(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs("bytearray.copy", "copy", args, kw, 0, 0); err != nil {
		return rt.Unbound, err
	}
	ba, err := rt.ByteArraySelf(vm, args, "copy")
	if err != nil {
		return rt.Unbound, err
	}
	return vm.NewByteArray(append([]byte(nil), ba.B...)), nil
}

func baSetItem(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 3 {
		return rt.Unbound, vm.TypeError("expected 2 arguments, got %d", len(args)-1)
	}
	ba, err := rt.ByteArraySelf(vm, args, "__setitem__")
	if err != nil {
		return rt.Unbound, err
	}
	k, v := args[1], args[2]
	if sl, ok := vm.Get0(k).(*rt.Slice); ok {
		var src []byte
		if _, isInt := vm.ToBigInt(v); isInt || isStr(vm, v) || !isIterable(vm, v) {
			return rt.Unbound, vm.TypeError("can assign only bytes, buffers, or iterables of ints in range(0, 256)")
		}
		if src, err = baItems(vm, v); err != nil {
			return rt.Unbound, err
		}
		return rt.None, baSetSlice(vm, ba, sl, src)
	}
	i, err := baIndex(vm, ba, k)
	if err != nil {
		return rt.Unbound, err
	}
	c, err := vm.ByteValue(v)
	if err != nil {
		return rt.Unbound, err
	}
	ba.B[i] = c
	return rt.None, nil
}

// baIndex converts an index of a bytearray item access.
func baIndex(vm *rt.VM, ba *rt.ByteArray, k rt.Value) (int, error) {
	if !k.IsSmallInt() && !k.IsBool() && !vm.ClassOf(k).IsSubclass(rt.IntType) && !vm.HasIndex(k) {
		return 0, vm.TypeError("bytearray indices must be integers or slices, not %s", vm.TypeName(k))
	}
	i, err := vm.AsSsize(k)
	if err != nil {
		if rt.ExceptionMatches(err, rt.OverflowErrorType) {
			return 0, vm.Errorf(rt.IndexErrorType, "cannot fit '%s' into an index-sized integer", vm.TypeName(k))
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

func baSetSlice(vm *rt.VM, ba *rt.ByteArray, sl *rt.Slice, src []byte) error {
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
		baDeleteSlice(ba, start, step, n)
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

func baDelItem(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 2 {
		return rt.Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	ba, err := rt.ByteArraySelf(vm, args, "__delitem__")
	if err != nil {
		return rt.Unbound, err
	}
	if sl, ok := vm.Get0(args[1]).(*rt.Slice); ok {
		start, _, step, n, err := vm.SliceIndices(sl, len(ba.B))
		if err != nil {
			return rt.Unbound, err
		}
		baDeleteSlice(ba, start, step, n)
		return rt.None, nil
	}
	i, err := baIndex(vm, ba, args[1])
	if err != nil {
		return rt.Unbound, err
	}
	ba.B = append(ba.B[:i], ba.B[i+1:]...)
	return rt.None, nil
}

// baDeleteSlice deletes the n items start, start+step, ... of ba.
func baDeleteSlice(ba *rt.ByteArray, start, step, n int) {
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

func baIAdd(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 2 {
		return rt.Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	ba, err := rt.ByteArraySelf(vm, args, "__iadd__")
	if err != nil {
		return rt.Unbound, err
	}
	b, ok := vm.BytesLike(args[1])
	if !ok {
		return rt.Unbound, vm.TypeError("can't concat %s to bytearray", vm.TypeName(args[1]))
	}
	ba.B = append(ba.B, b...)
	return args[0], nil
}

func baIMul(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 2 {
		return rt.Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	ba, err := rt.ByteArraySelf(vm, args, "__imul__")
	if err != nil {
		return rt.Unbound, err
	}
	n, ok, err := rt.RepeatCount(vm, args[1])
	if err != nil {
		return rt.Unbound, err
	}
	if !ok {
		return rt.NotImplemented, nil
	}
	if n <= 0 {
		ba.B = ba.B[:0]
		return args[0], nil
	}
	if len(ba.B) > rt.MaxBytes/n {
		return rt.Unbound, vm.NewError(rt.MemoryErrorType, "")
	}
	orig := append([]byte(nil), ba.B...)
	for k := 1; k < n; k++ {
		ba.B = append(ba.B, orig...)
	}
	return args[0], nil
}

func init() {
	rt.ByteArrayType.AddMethods(map[string]rt.BuiltinFn{
		"append":      baAppend,
		"extend":      baExtend,
		"pop":         baPop,
		"insert":      baInsert,
		"remove":      baRemove,
		"clear":       baClear,
		"reverse":     baReverse,
		"copy":        baCopy,
		"__setitem__": baSetItem,
		"__delitem__": baDelItem,
		"__iadd__":    baIAdd,
		"__imul__":    baIMul,
	})
}
