package runtime

import (
	"math/big"
)

// Argument helpers shared by the str, bytes and bytearray methods; their
// messages follow CPython 3.13's Argument Clinic output.

// strDescriptorError is the TypeError for calling an unbound method of a
// builtin type on an object of another type.
func strDescriptorError(vm *VM, name string, v Value) error {
	return vm.TypeError("descriptor '%s' for 'str' objects doesn't apply to a '%s' object", name, vm.TypeName(v))
}

// StrSelf returns the *Str receiver of a str method, or the TypeError of
// an unbound method called on another type.
func StrSelf(vm *VM, args []Value, name string) (*Str, error) { return strSelf(vm, args, name) }

// StrPosArgs checks the arguments of a positional-only str method; qual is
// "str.name", short "name".
func StrPosArgs(vm *VM, qual, short string, args []Value, kw []Kwarg, minN, maxN int) error {
	return strPosArgs(vm, qual, short, args, kw, minN, maxN)
}

// strSelf returns the *Str receiver of a str method.
func strSelf(vm *VM, args []Value, name string) (*Str, error) {
	if len(args) == 0 {
		return nil, vm.TypeError("unbound method str.%s() needs an argument", name)
	}
	if args[0].IsHandle() {
		if s, ok := vm.heap.Get(args[0]).(*Str); ok {
			return s, nil
		}
	}
	return nil, strDescriptorError(vm, name, args[0])
}

// strPosArgs checks a positional-only method: no keywords, and between
// minN and maxN arguments after self. qual is "str.name", short "name".
func strPosArgs(vm *VM, qual, short string, args []Value, kw []Kwarg, minN, maxN int) error {
	if len(kw) > 0 {
		return vm.TypeError("%s() takes no keyword arguments", qual)
	}
	n := len(args) - 1
	if n >= minN && n <= maxN {
		return nil
	}
	switch {
	case minN == 0 && maxN == 0:
		return vm.TypeError("%s() takes no arguments (%d given)", qual, n)
	case minN == 1 && maxN == 1:
		return vm.TypeError("%s() takes exactly one argument (%d given)", qual, n)
	case n < minN:
		return vm.TypeError("%s expected at least %d argument%s, got %d", short, minN, Plural(minN), n)
	}
	return vm.TypeError("%s expected at most %d argument%s, got %d", short, maxN, Plural(maxN), n)
}

// KwArgs binds the arguments (after self) of a method that accepts
// keywords; missing ones are Unbound.
func KwArgs(vm *VM, fname string, args []Value, kw []Kwarg, names []string, required int) ([]Value, error) {
	if len(kw) == 0 && len(args)-1 <= len(names) && len(args)-1 >= required {
		out := make([]Value, len(names))
		copy(out, args[1:])
		for i := len(args) - 1; i < len(names); i++ {
			out[i] = Unbound
		}
		return out, nil
	}
	return vm.BindArgs(fname, args[1:], kw, names, required)
}

// StrArg requires a str argument: "fname() argument N must be str, not T".
func StrArg(vm *VM, v Value, fname string, argn int) (*Str, error) {
	if v.IsHandle() {
		if s, ok := vm.heap.Get(v).(*Str); ok {
			return s, nil
		}
	}
	if argn == 0 {
		return nil, vm.TypeError("%s() argument must be str, not %s", fname, vm.TypeName(v))
	}
	return nil, vm.TypeError("%s() argument %d must be str, not %s", fname, argn, vm.TypeName(v))
}

// StrArgNamed is StrArg for a named parameter: "argument 'name' must be str".
func StrArgNamed(vm *VM, v Value, fname, pname string) (*Str, error) {
	if v.IsHandle() {
		if s, ok := vm.heap.Get(v).(*Str); ok {
			return s, nil
		}
	}
	return nil, vm.TypeError("%s() argument '%s' must be str, not %s", fname, pname, vm.TypeName(v))
}

// strAsSsize converts an integer-like value (int or __index__) to a Go int,
// raising OverflowError "Python int too large to convert to C ssize_t" for
// ints beyond 64 bits, as CPython's PyNumber_AsSsize_t with OverflowError.
func strAsSsize(vm *VM, v Value) (int, error) {
	if v.IsSmallInt() {
		return int(v.Int()), nil
	}
	if i, ok := vm.Get0(v).(*Int); ok {
		if !i.V.IsInt64() {
			return 0, vm.NewError(OverflowErrorType, "Python int too large to convert to C ssize_t")
		}
		return int(i.V.Int64()), nil
	}
	if v.IsBool() {
		if v == True {
			return 1, nil
		}
		return 0, nil
	}
	r, ok, err := vm.CallDunder(v, "__index__")
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(v))
	}
	if !r.IsSmallInt() && !r.IsBool() {
		if _, isInt := vm.Get0(r).(*Int); !isInt {
			return 0, vm.TypeError("__index__ returned non-int (type %s)", vm.TypeName(r))
		}
	}
	if err := vm.indexResultWarn(r); err != nil {
		return 0, err
	}
	return strAsSsize(vm, r)
}

// IndexClamped converts v with __index__, clamping ints beyond 64 bits
// (CPython's _PyEval_SliceIndex: huge slice bounds saturate).
func IndexClamped(vm *VM, v Value) (int, error) {
	if v.IsSmallInt() {
		return int(v.Int()), nil
	}
	var bi *big.Int
	if i, ok := vm.Get0(v).(*Int); ok {
		bi = &i.V
	} else if v.IsBool() {
		if v == True {
			return 1, nil
		}
		return 0, nil
	} else {
		if _, ok := vm.ClassOf(v).Lookup(vm, "__index__"); !ok {
			return 0, vm.TypeError("slice indices must be integers or None or have an __index__ method")
		}
		r, _, err := vm.CallDunder(v, "__index__")
		if err != nil {
			return 0, err
		}
		if r.IsSmallInt() {
			return int(r.Int()), nil
		}
		i, ok := vm.Get0(r).(*Int)
		if !ok {
			return 0, vm.TypeError("__index__ returned non-int (type %s)", vm.TypeName(r))
		}
		bi = &i.V
	}
	if bi.IsInt64() {
		return int(bi.Int64()), nil
	}
	if bi.Sign() < 0 {
		return -MaxSsize - 1, nil
	}
	return MaxSsize, nil
}

// StartEndArgs parses the optional start and end arguments of find/count/
// startswith...: None or missing means the whole string.
func StartEndArgs(vm *VM, args []Value, i int, length int) (start, end int, err error) {
	start, end = 0, MaxSsize
	if i < len(args) && args[i] != None {
		if start, err = IndexClamped(vm, args[i]); err != nil {
			return
		}
	}
	if i+1 < len(args) && args[i+1] != None {
		if end, err = IndexClamped(vm, args[i+1]); err != nil {
			return
		}
	}
	start, end = AdjustIndices(start, end, length)
	return
}

// AdjustIndices is CPython's ADJUST_INDICES: negative indices count from
// the end, and both are clamped to [0, length]. start may exceed end.
func AdjustIndices(start, end, length int) (int, int) {
	if end > length {
		end = length
	} else if end < 0 {
		end += length
		if end < 0 {
			end = 0
		}
	}
	if start < 0 {
		start += length
		if start < 0 {
			start = 0
		}
	}
	return start, end
}
