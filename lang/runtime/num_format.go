package runtime

import (
	"github.com/cpjit/cpjit/lang/internal/fmtspec"
)

// The format mini-language for numbers, laid out as CPython 3.13's
// Python/formatter_unicode.c (format_long_internal, format_float_internal,
// format_complex_internal, calc_number_widths, fill_number) so that widths,
// zero padding through grouping separators, signs and alternate forms match
// exactly.
//
// %-formatting (the strings implementation) is expressed through FormatInt
// and FormatFloat with a hand-built FormatSpec:
//
//   - flags: '-' → Align '<'; '0' (without '-') → Zero true (fill '0', sign-aware);
//     '+' → Sign '+'; ' ' → Sign ' '; '#' → Alt.
//   - width → Width; precision → Precision (-1 when absent).
//   - %d %i %u → Type 'd'; %x %X %o → Type 'x' 'X' 'o' (with Alt the prefix
//     is "0x"/"0X"/"0o" like format()); for these int types FormatInt treats
//     Precision >= 0 as the minimum number of digits (zero-extended, as C's
//     printf and CPython's %-formatting do) — format() rejects a precision
//     for ints before FormatInt is reached.
//   - %e %E %f %F %g %G → FormatFloat with that Type (default precision 6).
//     Non-float arguments must be converted first (ToFloat for floats,
//     int() for %d of a float).

// FormatInt formats an int (or bool, or int subclass) v for a parsed format
// spec: types b c d o x X n and none, and e E f F g G % through float
// conversion. It does not reject a precision (see the %-formatting notes
// above); int.__format__ validates the spec first.
func (vm *VM) FormatInt(v Value, spec *FormatSpec) (string, error) {
	x, ok := vm.IntOf(v)
	if !ok {
		return "", vm.TypeError("must be real number, not %s", vm.TypeName(v))
	}
	switch spec.Type {
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		f, err := vm.IntToFloat(x)
		if err != nil {
			return "", err
		}
		return vm.FormatFloat(f, spec)
	}
	if spec.Type == 'c' {
		if x.Big != nil {
			return "", vm.NewError(OverflowErrorType, "Python int too large to convert to C long")
		}
		if x.Small < 0 || x.Small > 0x10FFFF {
			return "", vm.NewError(OverflowErrorType, "%c arg not in range(0x110000)")
		}
		return fmtspec.Char(rune(x.Small), spec), nil
	}
	var digits string
	if base := fmtspec.IntBase(spec.Type); base != 10 {
		digits = x.text(base)
	} else {
		var err error
		if digits, err = vm.numIntDecimal(x); err != nil {
			return "", err
		}
		if fmtspec.IntPlain(spec) {
			return digits, nil
		}
	}
	return fmtspec.Int(digits, spec), nil
}

// FormatFloat formats a float for a parsed format spec: types e E f F g G n
// % and none (repr-like: shortest digits when no precision, else like 'g'
// but always keeping a decimal point or exponent).
func (vm *VM) FormatFloat(f float64, spec *FormatSpec) (string, error) {
	return fmtspec.Float(f, spec), nil
}

// FormatComplex formats a complex for a parsed format spec (types e E f F g
// G n and none).
func (vm *VM) FormatComplex(c complex128, spec *FormatSpec) (string, error) {
	if spec.Zero || spec.Fill == '0' && spec.Fill != 0 {
		return "", vm.ValueError("Zero padding is not allowed in complex format specifier")
	}
	if spec.Align == '=' {
		return "", vm.ValueError("'=' alignment flag is not allowed in complex format specifier")
	}
	return fmtspec.Complex(c, spec), nil
}

// numFormatMethod implements __format__ for int, float and complex.
func numFormatMethod(vm *VM, args []Value, kw []Kwarg, typeName string) (*FormatSpec, string, bool, error) {
	if err := vm.NoKwargs(typeName+".__format__", kw); err != nil {
		return nil, "", false, err
	}
	if len(args) != 2 {
		return nil, "", false, vm.TypeError("%s.__format__() takes exactly one argument (%d given)", typeName, len(args)-1)
	}
	spec, ok := vm.GoString(args[1])
	if !ok {
		return nil, "", false, vm.TypeError("%s.__format__() argument must be str, not %s", typeName, vm.TypeName(args[1]))
	}
	if spec == "" {
		s, err := vm.Str(args[0])
		return nil, s, true, err
	}
	fs, err := vm.ParseFormatSpecFor(spec, vm.TypeName(args[0]))
	if err != nil {
		return nil, "", false, err
	}
	return fs, "", false, nil
}

func numIntFormat(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	fs, s, done, err := numFormatMethod(vm, args, kw, "int")
	if err != nil {
		return Unbound, err
	}
	if done {
		return vm.NewStr(s), nil
	}
	r, err := vm.intFormatSpec(args[0], fs)
	if err != nil {
		return Unbound, err
	}
	return vm.NewStr(r), nil
}

// intFormatSpec is int.__format__ for a parsed, non-empty spec.
func (vm *VM) intFormatSpec(v Value, fs *FormatSpec) (string, error) {
	tn := vm.TypeName(v)
	switch fs.Type {
	case 0, 'd', 'n', 'b', 'o', 'x', 'X', 'c':
		if fs.Precision >= 0 {
			return "", vm.ValueError("Precision not allowed in integer format specifier")
		}
		if fs.NoNegZero {
			return "", vm.ValueError("Negative zero coercion (z) not allowed in integer format specifier")
		}
		if fs.Type == 'c' {
			if fs.Sign != 0 {
				return "", vm.ValueError("Sign not allowed with integer format specifier 'c'")
			}
			if fs.Alt {
				return "", vm.ValueError("Alternate form (#) not allowed with integer format specifier 'c'")
			}
		}
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
	default:
		return "", vm.UnknownFormatCode(fs.Type, tn)
	}
	return vm.FormatInt(v, fs)
}

func numFloatFormat(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	fs, s, done, err := numFormatMethod(vm, args, kw, "float")
	if err != nil {
		return Unbound, err
	}
	if done {
		return vm.NewStr(s), nil
	}
	switch fs.Type {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%':
	default:
		return Unbound, vm.UnknownFormatCode(fs.Type, vm.TypeName(args[0]))
	}
	f, _ := vm.numFloatOf(args[0])
	r, err := vm.FormatFloat(f, fs)
	if err != nil {
		return Unbound, err
	}
	return vm.NewStr(r), nil
}

// formatNumber is format(v, spec) for an exact int or float held in the
// value itself and a non-empty spec: __format__'s text without its str
// object (an f-string or str.format writes the text where it goes).
func (vm *VM) formatNumber(v Value, spec string) (string, error) {
	tn := vm.TypeName(v)
	fs, err := vm.ParseFormatSpecFor(spec, tn)
	if err != nil {
		return "", err
	}
	if v.IsSmallInt() {
		return vm.intFormatSpec(v, fs)
	}
	switch fs.Type {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%':
	default:
		return "", vm.UnknownFormatCode(fs.Type, tn)
	}
	return vm.FormatFloat(v.Float(), fs)
}

func numComplexFormat(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	fs, s, done, err := numFormatMethod(vm, args, kw, "complex")
	if err != nil {
		return Unbound, err
	}
	if done {
		return vm.NewStr(s), nil
	}
	switch fs.Type {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n':
	default:
		return Unbound, vm.UnknownFormatCode(fs.Type, vm.TypeName(args[0]))
	}
	c, _ := vm.numComplexOf(args[0])
	r, err := vm.FormatComplex(c, fs)
	if err != nil {
		return Unbound, err
	}
	return vm.NewStr(r), nil
}
