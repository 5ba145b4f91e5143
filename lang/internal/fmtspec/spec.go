// Package fmtspec is the format mini-language of PEP 3101 without the
// objects: parsing a format spec as CPython 3.13 does, padding, and the
// layout of a formatted number (signs, prefixes, grouping, zero padding),
// ported from the behaviour of CPython's formatter_unicode.c. The runtime
// formats values through it (lang/runtime/num_format.go, str_format.go),
// scans str.format's markup with it (field.go; str_strformat.go) and
// printf-style specifiers (percent.go; str_percent.go).
package fmtspec

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// maxSsize is PY_SSIZE_T_MAX.
const maxSsize = 1<<63 - 1

// Spec is a parsed format specification (the format mini-language):
// [[Fill]Align][Sign][z][#][0][Width][Grouping][.Precision][Type].
type Spec struct {
	Fill      rune // 0 when not given
	Align     byte // 0, '<', '>', '=', '^'
	Sign      byte // 0, '+', '-', ' '
	NoNegZero bool // 'z'
	Alt       bool // '#'
	Zero      bool // '0' before the width
	Width     int  // -1 when not given
	Grouping  byte // 0, ',', '_'
	Precision int  // -1 when not given
	Type      byte // 0 when not given
}

// Error is the error Parse returns. It is a plain Go
// error, not a Python exception, because two of CPython's messages name the
// type of the object being formatted, which only the caller knows. Turn it
// into CPython's ValueError with VM.FormatSpecErr (or call
// VM.ParseFormatSpecFor, which does both steps).
type Error struct {
	// Kind says which message this is.
	Kind ErrorKind
	// Spec is the whole spec (for Invalid).
	Spec string
	// Code is the offending presentation type (for UnknownCode).
	Code rune
	// Msg is the complete message (for Other).
	Msg string
}

// ErrorKind classifies a Error.
type ErrorKind uint8

const (
	// Other is a complete message that needs no type name
	// ("Format specifier missing precision", "Cannot specify ',' with 's'.", ...).
	Other ErrorKind = iota
	// Invalid is "Invalid format specifier 'SPEC' for object of type 'T'".
	Invalid
	// UnknownCode is "Unknown format code 'C' for object of type 'T'":
	// the presentation type is not ASCII, so no builtin formatter accepts it.
	UnknownCode
)

// Error implements error (with "?" for the type name).
func (e *Error) Error() string { return e.Message("?") }

// Message renders CPython's message for an object of type typeName.
func (e *Error) Message(typeName string) string {
	switch e.Kind {
	case Invalid:
		return "Invalid format specifier '" + e.Spec + "' for object of type '" + typeName + "'"
	case UnknownCode:
		return UnknownCodeMessage(e.Code, typeName)
	}
	return e.Msg
}

// codeRepr renders a presentation type the way CPython's messages do:
// literally when it is printable ASCII, else as \x followed by hex digits.
func codeRepr(c rune) string {
	if c > 32 && c < 128 {
		return string(c)
	}
	return "\\x" + strconv.FormatInt(int64(c), 16)
}

// UnknownCodeMessage is CPython's "Unknown format code 'c' for object
// of type 'T'".
func UnknownCodeMessage(code rune, typeName string) string {
	return "Unknown format code '" + codeRepr(code) + "' for object of type '" + typeName + "'"
}

// decimalValue returns the value of a Unicode decimal digit (Nd), or -1.
func decimalValue(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if r < 0x80 {
		return -1
	}
	return unicodetab.DecimalValue(r)
}

// Parse parses a standard format specifier
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
// presentation types. Errors are *Error values; see
// VM.FormatSpecErr. A non-ASCII presentation type is reported as
// UnknownCode. Everything type specific (signs for strings,
// precision for ints, unknown ASCII codes, ...) is left to the formatter.
func Parse(spec string) (*Spec, error) {
	fs := &Spec{Width: -1, Precision: -1}
	if spec == "" {
		return fs, nil
	}
	if wtf8.IsASCII(spec) {
		return fs, parseInto(fs, spec, nil)
	}
	return fs, parseInto(fs, spec, []rune(spec))
}

// parseInto parses into fs; rs is the spec's code points when it
// is not ASCII (nil otherwise).
func parseInto(fs *Spec, spec string, rs []rune) error {
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
			d := decimalValue(at(pos))
			if d < 0 {
				break
			}
			if acc > (maxSsize-d)/10 {
				return 0, 0, &Error{Msg: "Too many decimal digits in format string"}
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
			return &Error{Msg: "Cannot specify both ',' and '_'."}
		}
		fs.Grouping = '_'
		pos++
	}
	if end-pos >= 1 && at(pos) == ',' && fs.Grouping == '_' {
		return &Error{Msg: "Cannot specify both ',' and '_'."}
	}
	if end-pos >= 1 && at(pos) == '.' {
		pos++
		p, n, err := getInt()
		if err != nil {
			return err
		}
		if n == 0 {
			return &Error{Msg: "Format specifier missing precision"}
		}
		fs.Precision = p
	}
	if end-pos > 1 {
		return &Error{Kind: Invalid, Spec: spec}
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
				return &Error{Msg: "Cannot specify ',' with '" + codeRepr(typ) + "'."}
			}
		default:
			return &Error{Msg: "Cannot specify '" + string(rune(fs.Grouping)) + "' with '" + codeRepr(typ) + "'."}
		}
	}
	if typ >= 0x80 || typ == 0 && end-pos == 1 {
		// No builtin formatter accepts a non-ASCII (or NUL) presentation type.
		return &Error{Kind: UnknownCode, Code: typ}
	}
	fs.Type = byte(typ)
	return nil
}

// FillChar returns the fill character: the given fill, '0' when the spec
// had a leading zero, else ' '.
func (s *Spec) FillChar() rune {
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
func (s *Spec) Pad(body string, defaultAlign byte) string {
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

// GroupInfo is the grouping part of CPython's LocaleInfo.
type GroupInfo struct {
	size int  // digits per group, 0 for no grouping
	sep  byte // separator
}

func Grouping(spec *Spec) GroupInfo {
	switch spec.Grouping {
	case ',':
		return GroupInfo{3, ','}
	case '_':
		switch spec.Type {
		case 'b', 'o', 'x', 'X':
			return GroupInfo{4, '_'}
		}
		return GroupInfo{3, '_'}
	}
	return GroupInfo{}
}

// InsertGrouping is _PyUnicode_InsertThousandsGrouping: it returns
// digits with separators inserted, zero-extended to at least minWidth.
func InsertGrouping(digits string, minWidth int, g GroupInfo) string {
	if minWidth < 0 {
		minWidth = 0
	}
	remaining := len(digits)
	// Built right to left.
	out := make([]byte, 0, len(digits)+len(digits)/3+minWidth+2)
	pos := len(digits)
	useSep := false
	fill := func(nchars, nzeros int) {
		if useSep {
			out = append(out, g.sep)
		}
		for i := 0; i < nchars; i++ {
			pos--
			out = append(out, digits[pos])
		}
		for i := 0; i < nzeros; i++ {
			out = append(out, '0')
		}
	}
	broken := false
	if g.size > 0 {
		for {
			l := min(g.size, max(remaining, minWidth, 1))
			nzeros := max(0, l-remaining)
			nchars := max(0, min(remaining, l))
			fill(nchars, nzeros)
			useSep = true
			remaining -= nchars
			minWidth -= l
			if remaining <= 0 && minWidth <= 0 {
				broken = true
				break
			}
			minWidth--
		}
	}
	if !broken {
		l := max(remaining, minWidth, 1)
		nzeros := max(0, l-remaining)
		nchars := max(0, min(remaining, l))
		fill(nchars, nzeros)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return string(out)
}

// Widths is CPython's NumberFieldWidths.
type Widths struct {
	lpad, prefix, spad, rpad int
	sign                     byte
	nsign                    int
	grouped                  string // the digits with grouping applied
	decimal                  int
	Remainder                int
	ndigits                  int
	minWidth                 int
}

// CalcWidths is calc_number_widths. body is the number without its sign;
// ndigits of it are digits before the remainder (decimal point, fraction,
// exponent, or everything for 'c' and inf/nan).
func CalcWidths(w *Widths, nprefix int, signChar byte, body string, ndigits, nremainder int, hasDecimal bool,
	spec *Spec, fill rune, align byte, g GroupInfo) int {
	w.ndigits = ndigits
	w.prefix = nprefix
	w.decimal = 0
	if hasDecimal {
		w.decimal = 1
	}
	w.Remainder = nremainder
	switch spec.Sign {
	case '+':
		w.nsign = 1
		w.sign = '+'
		if signChar == '-' {
			w.sign = '-'
		}
	case ' ':
		w.nsign = 1
		w.sign = ' '
		if signChar == '-' {
			w.sign = '-'
		}
	default:
		if signChar == '-' {
			w.nsign = 1
			w.sign = '-'
		}
	}
	nonDigit := w.nsign + w.prefix + w.decimal + w.Remainder
	if fill == '0' && align == '=' {
		w.minWidth = spec.Width - nonDigit
	} else {
		w.minWidth = 0
	}
	if w.ndigits == 0 {
		w.grouped = ""
	} else {
		w.grouped = InsertGrouping(body[:ndigits], w.minWidth, g)
	}
	pad := spec.Width - (nonDigit + len(w.grouped))
	if pad > 0 {
		switch align {
		case '<':
			w.rpad = pad
		case '^':
			w.lpad = pad / 2
			w.rpad = pad - w.lpad
		case '=':
			w.spad = pad
		default:
			w.lpad = pad
		}
	}
	return w.lpad + w.nsign + w.prefix + w.spad + len(w.grouped) + w.decimal + w.Remainder + w.rpad
}

func AppendFill(b *strings.Builder, fill rune, n int) {
	if fill < utf8.RuneSelf {
		for ; n > 0; n-- {
			b.WriteByte(byte(fill))
		}
		return
	}
	var enc [4]byte
	fb := AppendRune(enc[:0], fill)
	for ; n > 0; n-- {
		b.Write(fb)
	}
}

// AppendRune appends r encoded as UTF-8 (surrogates as WTF-8).
func AppendRune(b []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(b, byte(0xE0|r>>12), byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(b, r)
}

// Fill is fill_number. body is the number without sign; the remainder
// starts after its digits (and the decimal point, if any).
func Fill(b *strings.Builder, w *Widths, body string, prefix string, fill rune, upper bool) {
	AppendFill(b, fill, w.lpad)
	if w.nsign == 1 {
		b.WriteByte(w.sign)
	}
	if w.prefix > 0 {
		if upper {
			b.WriteString(strings.ToUpper(prefix))
		} else {
			b.WriteString(prefix)
		}
	}
	AppendFill(b, fill, w.spad)
	if upper {
		b.WriteString(strings.ToUpper(w.grouped))
	} else {
		b.WriteString(w.grouped)
	}
	pos := w.ndigits
	if w.decimal > 0 {
		b.WriteByte('.')
		pos++
	}
	if w.Remainder > 0 {
		b.WriteString(body[pos : pos+w.Remainder])
	}
	AppendFill(b, fill, w.rpad)
}

// FillAlign returns the effective fill character and alignment of a
// numeric spec (default alignment '>', '0' flag meaning '=' with fill '0').
func FillAlign(spec *Spec) (rune, byte) {
	fill := spec.Fill
	align := spec.Align
	if fill == 0 {
		fill = ' '
		if spec.Zero {
			fill = '0'
			if align == 0 {
				align = '='
			}
		}
	}
	if align == 0 {
		align = '>'
	}
	return fill, align
}

// ParseNumber is parse_number: the count of leading digits, the length
// of the remainder after them (and after the decimal point, if that comes
// next).
func ParseNumber(s string) (ndigits, nremainder int, hasDecimal bool) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	ndigits = i
	hasDecimal = i < len(s) && s[i] == '.'
	if hasDecimal {
		i++
	}
	return ndigits, len(s) - i, hasDecimal
}
