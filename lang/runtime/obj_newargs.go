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
