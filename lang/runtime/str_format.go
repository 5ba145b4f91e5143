package runtime

import (
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The format mini-language (PEP 3101): parsing of format specs, the padding
// every formatter shares, and str.__format__.

// FormatSpecErr converts an error from ParseFormatSpec into the ValueError
// CPython raises when formatting an object of type typeName. Other errors
// are returned unchanged.
func (vm *VM) FormatSpecErr(err error, typeName string) error {
	if fe, ok := err.(*FormatSpecError); ok {
		return vm.NewError(ValueErrorType, fe.Message(typeName))
	}
	return err
}

// ParseFormatSpecFor parses spec for formatting an object of type typeName
// and returns CPython's ValueError on failure.
func (vm *VM) ParseFormatSpecFor(spec, typeName string) (*FormatSpec, error) {
	fs, err := ParseFormatSpec(spec)
	if err != nil {
		return nil, vm.FormatSpecErr(err, typeName)
	}
	return fs, nil
}

// UnknownFormatCode returns the ValueError for a presentation type the
// formatter of typeName does not support.
func (vm *VM) UnknownFormatCode(code byte, typeName string) error {
	return vm.NewError(ValueErrorType, UnknownFormatCodeMessage(rune(code), typeName))
}

// MaxSsize is PY_SSIZE_T_MAX.
const MaxSsize = 1<<63 - 1

// strFormat is str.__format__(spec).
func strFormat(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.NoKwargs("str.__format__", kw); err != nil {
		return Unbound, err
	}
	if len(args) != 2 {
		return Unbound, vm.TypeError("str.__format__() takes exactly one argument (%d given)", len(args)-1)
	}
	self, ok := vm.AsStr(args[0])
	if !ok {
		return Unbound, strDescriptorError(vm, "__format__", args[0])
	}
	spec, ok := vm.AsStr(args[1])
	if !ok {
		return Unbound, vm.TypeError("__format__() argument must be str, not %s", vm.TypeName(args[1]))
	}
	if spec.S == "" {
		if self.cls == StrType {
			return args[0], nil
		}
		// An empty spec is str(self): a subclass's __str__ runs.
		return vm.StrValue(args[0])
	}
	r, err := vm.FormatStr(self, spec.S)
	if err != nil {
		return Unbound, err
	}
	if r == self.S {
		if self.cls == StrType {
			return args[0], nil
		}
		return vm.StrValueOf(self), nil
	}
	return vm.NewStr(r), nil
}

// FormatStr formats a str for a format spec (str.__format__).
func (vm *VM) FormatStr(s *Str, spec string) (string, error) {
	fs, err := ParseFormatSpec(spec)
	if err != nil {
		return "", vm.FormatSpecErr(err, s.cls.Name)
	}
	return vm.strFormatWithSpec(s, fs)
}

func (vm *VM) strFormatWithSpec(s *Str, fs *FormatSpec) (string, error) {
	switch fs.Type {
	case 0, 's':
	default:
		return "", vm.UnknownFormatCode(fs.Type, s.cls.Name)
	}
	switch {
	case fs.Grouping != 0:
		// The default presentation type 's' rejects grouping.
		return "", vm.ValueError("Cannot specify '%c' with 's'.", fs.Grouping)
	case fs.Sign == ' ':
		return "", vm.ValueError("Space not allowed in string format specifier")
	case fs.Sign != 0:
		return "", vm.ValueError("Sign not allowed in string format specifier")
	case fs.NoNegZero:
		return "", vm.ValueError("Negative zero coercion (z) not allowed in string format specifier")
	case fs.Alt:
		return "", vm.ValueError("Alternate form (#) not allowed in string format specifier")
	case fs.Align == '=':
		return "", vm.ValueError("'=' alignment not allowed in string format specifier")
	}
	body := s.S
	if fs.Precision >= 0 && fs.Precision < s.Len() {
		body = strPrefixChars(s, fs.Precision)
	}
	return fs.Pad(body, '<'), nil
}

// strPrefixChars returns the first n code points of s (n < s.Len()).
func strPrefixChars(s *Str, n int) string {
	if s.ascii {
		return s.S[:n]
	}
	return s.S[:wtf8.Offset(s.S, n)]
}
