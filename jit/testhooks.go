package jit

import rt "github.com/cpjit/cpjit/lang/runtime"

// RegisterPanic makes name a builtin of this VM that panics with value,
// as a bug inside cpjit would: unlike a Go function given to Register,
// whose panic becomes a Python exception, it stops the run with an
// *InternalError. It exists for tests of how internal errors are reported
// (the cpjit command's).
func (v *VM) RegisterPanic(name string, value any) error {
	if v.closed {
		return ErrClosed
	}
	vm := v.vm
	vm.Builtins.Dict().SetStr(vm, name, vm.NewBuiltin(name, func(*rt.VM, []rt.Value, []rt.Kwarg) (rt.Value, error) {
		panic(value)
	}))
	return nil
}
