package runtime

// objNewArgsEx checks the result of __getnewargs_ex__ as CPython's
// object.__reduce_ex__ does and returns its (args, kwargs) pair.
func (vm *VM) objNewArgsEx(r Value) (Value, Value, error) {
	t, ok := vm.Get0(r).(*Tuple)
	if !ok {
		return Unbound, Unbound, vm.TypeError("__getnewargs_ex__ should return a tuple, not '%s'", vm.TypeName(r))
	}
	if len(t.Items) != 2 {
		return Unbound, Unbound, vm.ValueError("__getnewargs_ex__ should return a tuple of length 2, not %d", len(t.Items))
	}
	args, kwargs := t.Items[0], t.Items[1]
	if _, ok := vm.Get0(args).(*Tuple); !ok {
		return Unbound, Unbound, vm.TypeError("first item of the tuple returned by __getnewargs_ex__ must be a tuple, not '%s'", vm.TypeName(args))
	}
	if _, ok := vm.Get0(kwargs).(*Dict); !ok {
		return Unbound, Unbound, vm.TypeError("second item of the tuple returned by __getnewargs_ex__ must be a dict, not '%s'", vm.TypeName(kwargs))
	}
	return args, kwargs, nil
}

// objReduceByteArray is bytearray's reduction, as CPython's
// bytearray.__reduce_ex__: (type, args, instance dict or None), the
// contents as a latin-1 str and its encoding below protocol 3, as bytes
// from protocol 3 on (no args when empty).
func (vm *VM) objReduceByteArray(v Value, ba *ByteArray, proto int64) (Value, error) {
	state := None
	if d := vm.heap.Get(v).head().dict; d != nil && d.Len() > 0 {
		state = vm.objAllocDict(d.Copy())
	}
	var args Value
	switch {
	case proto < 3:
		rs := make([]rune, len(ba.B))
		for i, b := range ba.B {
			rs[i] = rune(b)
		}
		args = vm.NewTupleCopy([]Value{vm.NewStr(string(rs)), vm.NewStr("latin-1")})
	case len(ba.B) == 0:
		args = vm.NewTupleCopy(nil)
	default:
		args = vm.NewTupleCopy([]Value{vm.NewBytes(append([]byte(nil), ba.B...))})
	}
	return vm.NewTupleCopy([]Value{vm.ClassOf(v).Self(), args, state}), nil
}
