package runtime

import (
	"strconv"
)

// Stubs owned by the numbers implementation (to be replaced).

// FormatInt formats an int value for a format spec (types b c d o x X n and
// none, e E f F g G % and none through float conversion).
func (vm *VM) FormatInt(v Value, spec *FormatSpec) (string, error) {
	if v.IsSmallInt() {
		return strconv.FormatInt(v.Int(), 10), nil
	}
	return vm.Repr(v)
}

// FormatFloat formats a float for a format spec.
func (vm *VM) FormatFloat(f float64, spec *FormatSpec) (string, error) {
	return FloatRepr(f), nil
}

// ToFloat converts an int, float or object with __float__/__index__ to float64.
func (vm *VM) ToFloat(v Value) (float64, error) {
	switch {
	case v.IsFloat():
		return v.Float(), nil
	case v.IsSmallInt():
		return float64(v.Int()), nil
	}
	return 0, vm.TypeError("must be real number, not %s", vm.TypeName(v))
}
