package runtime

import (
	"strconv"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The format mini-language (PEP 3101): parsing of format specs, the padding
// every formatter shares, and str.__format__.

// FormatSpecError is the error ParseFormatSpec returns. It is a plain Go
// error, not a Python exception, because two of CPython's messages name the
// type of the object being formatted, which only the caller knows. Turn it
// into CPython's ValueError with VM.FormatSpecErr (or call
// VM.ParseFormatSpecFor, which does both steps).
type FormatSpecError struct {
	// Kind says which message this is.
	Kind FormatSpecErrorKind
	// Spec is the whole spec (for FormatSpecInvalid).
	Spec string
	// Code is the offending presentation type (for FormatSpecUnknownCode).
	Code rune
	// Msg is the complete message (for FormatSpecOther).
	Msg string
}

// FormatSpecErrorKind classifies a FormatSpecError.
type FormatSpecErrorKind uint8

const (
	// FormatSpecOther is a complete message that needs no type name
	// ("Format specifier missing precision", "Cannot specify ',' with 's'.", ...).
	FormatSpecOther FormatSpecErrorKind = iota
	// FormatSpecInvalid is "Invalid format specifier 'SPEC' for object of type 'T'".
	FormatSpecInvalid
	// FormatSpecUnknownCode is "Unknown format code 'C' for object of type 'T'":
	// the presentation type is not ASCII, so no builtin formatter accepts it.
	FormatSpecUnknownCode
)

// Error implements error (with "?" for the type name).
func (e *FormatSpecError) Error() string { return e.Message("?") }

// Message renders CPython's message for an object of type typeName.
func (e *FormatSpecError) Message(typeName string) string {
	switch e.Kind {
	case FormatSpecInvalid:
		return "Invalid format specifier '" + e.Spec + "' for object of type '" + typeName + "'"
	case FormatSpecUnknownCode:
		return UnknownFormatCodeMessage(e.Code, typeName)
	}
	return e.Msg
}

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

// strFormatCodeRepr renders a presentation type the way CPython's messages do:
// literally when it is printable ASCII, else as \x followed by hex digits.
func strFormatCodeRepr(c rune) string {
	if c > 32 && c < 128 {
		return string(c)
	}
	return "\\x" + strconv.FormatInt(int64(c), 16)
}

// UnknownFormatCodeMessage is CPython's "Unknown format code 'c' for object
// of type 'T'".
func UnknownFormatCodeMessage(code rune, typeName string) string {
	return "Unknown format code '" + strFormatCodeRepr(code) + "' for object of type '" + typeName + "'"
}

// UnknownFormatCode returns the ValueError for a presentation type the
// formatter of typeName does not support.
func (vm *VM) UnknownFormatCode(code byte, typeName string) error {
	return vm.NewError(ValueErrorType, UnknownFormatCodeMessage(rune(code), typeName))
}

// strDecimalValue returns the value of a Unicode decimal digit (Nd), or -1.
func strDecimalValue(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if r < 0x80 {
		return -1
	}
	return unicodetab.DecimalValue(r)
}

// ParseFormatSpec parses a standard format specifier
//
//	[[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type]
//
// exactly as CPython 3.13's parse_internal_render_format_spec, independent of
// the type being formatted. Fields not given are left at their "not given"
// values: Fill 0, Align 0, Sign 0, Width -1, Grouping 0, Precision -1, Type 0.
//
// Zero is set when a '0' precedes the width and no fill was given: the caller
// then pads with '0' (Pad does this) and, for numbers (whose default
// alignment is '>'), uses '=' alignment when Align is 0; for strings the
// default alignment '<' stays.
//
// Validation done here (as CPython does while parsing): width/precision
// overflow, missing precision, ',' and '_' combinations and their allowed
// presentation types. Errors are *FormatSpecError values; see
// VM.FormatSpecErr. A non-ASCII presentation type is reported as
// FormatSpecUnknownCode. Everything type specific (signs for strings,
// precision for ints, unknown ASCII codes, ...) is left to the formatter.
func ParseFormatSpec(spec string) (*FormatSpec, error) {
	fs := &FormatSpec{Width: -1, Precision: -1}
	if spec == "" {
		return fs, nil
	}
	if wtf8.IsASCII(spec) {
		return fs, strParseFormatSpecInto(fs, spec, nil)
	}
	return fs, strParseFormatSpecInto(fs, spec, []rune(spec))
}

// strParseFormatSpecInto parses into fs; rs is the spec's code points when it
// is not ASCII (nil otherwise).
func strParseFormatSpecInto(fs *FormatSpec, spec string, rs []rune) error {
	end := len(spec)
	if rs != nil {
		end = len(rs)
	}
	at := func(i int) rune {
		if rs != nil {
			return rs[i]
		}
		return rune(spec[i])
	}
	isAlign := func(c rune) bool { return c == '<' || c == '>' || c == '=' || c == '^' }
	pos := 0
	fillGiven := false
	if end-pos >= 2 && isAlign(at(pos+1)) {
		fs.Align = byte(at(pos + 1))
		fs.Fill = at(pos)
		fillGiven = true
		pos += 2
	} else if end-pos >= 1 && isAlign(at(pos)) {
		fs.Align = byte(at(pos))
		pos++
	}
	if end-pos >= 1 {
		if c := at(pos); c == ' ' || c == '+' || c == '-' {
			fs.Sign = byte(c)
			pos++
		}
	}
	if end-pos >= 1 && at(pos) == 'z' {
		fs.NoNegZero = true
		pos++
	}
	if end-pos >= 1 && at(pos) == '#' {
		fs.Alt = true
		pos++
	}
	if !fillGiven && end-pos >= 1 && at(pos) == '0' {
		fs.Zero = true
		pos++
	}
	getInt := func() (int, int, error) {
		n, acc := 0, 0
		for pos < end {
			d := strDecimalValue(at(pos))
			if d < 0 {
				break
			}
			if acc > (strMaxSsize-d)/10 {
				return 0, 0, &FormatSpecError{Msg: "Too many decimal digits in format string"}
			}
			acc = acc*10 + d
			pos++
			n++
		}
		return acc, n, nil
	}
	w, n, err := getInt()
	if err != nil {
		return err
	}
	if n > 0 {
		fs.Width = w
	}
	if end-pos >= 1 && at(pos) == ',' {
		fs.Grouping = ','
		pos++
	}
	if end-pos >= 1 && at(pos) == '_' {
		if fs.Grouping != 0 {
			return &FormatSpecError{Msg: "Cannot specify both ',' and '_'."}
		}
		fs.Grouping = '_'
		pos++
	}
	if end-pos >= 1 && at(pos) == ',' && fs.Grouping == '_' {
		return &FormatSpecError{Msg: "Cannot specify both ',' and '_'."}
	}
	if end-pos >= 1 && at(pos) == '.' {
		pos++
		p, n, err := getInt()
		if err != nil {
			return err
		}
		if n == 0 {
			return &FormatSpecError{Msg: "Format specifier missing precision"}
		}
		fs.Precision = p
	}
	if end-pos > 1 {
		return &FormatSpecError{Kind: FormatSpecInvalid, Spec: spec}
	}
	var typ rune
	if end-pos == 1 {
		typ = at(pos)
	}
	if fs.Grouping != 0 {
		switch typ {
		case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F', 0:
		case 'b', 'o', 'x', 'X':
			if fs.Grouping != '_' {
				return &FormatSpecError{Msg: "Cannot specify ',' with '" + strFormatCodeRepr(typ) + "'."}
			}
		default:
			return &FormatSpecError{Msg: "Cannot specify '" + string(rune(fs.Grouping)) + "' with '" + strFormatCodeRepr(typ) + "'."}
		}
	}
	if typ >= 0x80 || typ == 0 && end-pos == 1 {
		// No builtin formatter accepts a non-ASCII (or NUL) presentation type.
		return &FormatSpecError{Kind: FormatSpecUnknownCode, Code: typ}
	}
	fs.Type = byte(typ)
	return nil
}

// strMaxSsize is PY_SSIZE_T_MAX.
const strMaxSsize = 1<<63 - 1

// FillChar returns the fill character: the given fill, '0' when the spec
// had a leading zero, else ' '.
func (s *FormatSpec) FillChar() rune {
	if s.Fill != 0 {
		return s.Fill
	}
	if s.Zero {
		return '0'
	}
	return ' '
}

// Pad pads body (already formatted) to the spec's width with its fill
// character, aligned by s.Align or defaultAlign when none was given
// ('<' left, '>' right, '^' centre, left part smaller; '=' behaves as '<'
// here: numeric formatters handle '=' themselves). Width is measured in code
// points. body is returned unchanged when it is already wide enough.
func (s *FormatSpec) Pad(body string, defaultAlign byte) string {
	if s.Width <= 0 {
		return body
	}
	n := len(body)
	if !wtf8.IsASCII(body) {
		n = wtf8.Count(body)
	}
	if n >= s.Width {
		return body
	}
	align := s.Align
	if align == 0 {
		align = defaultAlign
	}
	total := s.Width - n
	left := 0
	switch align {
	case '>':
		left = total
	case '^':
		left = total / 2
	}
	right := total - left
	fill := s.FillChar()
	var b strings.Builder
	if fill < 0x80 {
		b.Grow(len(body) + total)
		for i := 0; i < left; i++ {
			b.WriteByte(byte(fill))
		}
		b.WriteString(body)
		for i := 0; i < right; i++ {
			b.WriteByte(byte(fill))
		}
		return b.String()
	}
	var enc [4]byte
	fb := wtf8.AppendRune(enc[:0], fill)
	b.Grow(len(body) + total*len(fb))
	for i := 0; i < left; i++ {
		b.Write(fb)
	}
	b.WriteString(body)
	for i := 0; i < right; i++ {
		b.Write(fb)
	}
	return b.String()
}

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
		return vm.strValueOf(self), nil
	}
	r, err := vm.FormatStr(self, spec.S)
	if err != nil {
		return Unbound, err
	}
	if r == self.S {
		if self.cls == StrType {
			return args[0], nil
		}
		return vm.strValueOf(self), nil
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
	if fs.Precision >= 0 && fs.Precision < s.nchars {
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
