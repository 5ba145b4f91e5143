package strformat

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/fmtspec"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// printf-style formatting: str % args (CPython's Objects/unicode_format.c)
// and bytes % args (PEP 461).

type percentCtx struct {
	vm     *rt.VM
	fmt    string
	pos    int // byte offset into fmt
	args   rt.Value
	arglen int
	argidx int
	dict   rt.Value // Unbound when args is not a mapping
	// bytes is set for bytes % args: fmt holds raw bytes and the
	// conversions follow bytes formatting.
	bytes bool
}

// percent is rt.PercentFormat: format % args, format and result being raw
// bytes when bytes is set.
func percent(vm *rt.VM, format string, args rt.Value, bytes bool) (string, error) {
	c := &percentCtx{vm: vm, fmt: format, args: args, dict: rt.Unbound, bytes: bytes}
	if t, ok := vm.AsTuple(args); ok {
		c.arglen = len(t.Items)
	} else {
		c.arglen, c.argidx = -1, -2
		_, isStr := vm.AsStr(args)
		_, isBytes := vm.BytesLike(args)
		if !isStr && !(c.bytes && isBytes) && isMapping(vm, args) {
			c.dict = args
		}
	}
	var b strings.Builder
	b.Grow(len(format) + 16)
	for c.pos < len(format) {
		j := strings.IndexByte(format[c.pos:], '%')
		if j < 0 {
			b.WriteString(format[c.pos:])
			break
		}
		b.WriteString(format[c.pos : c.pos+j])
		c.pos += j + 1
		if err := c.formatArg(&b); err != nil {
			return "", err
		}
	}
	if c.argidx < c.arglen && c.dict == rt.Unbound {
		return "", c.notAllConverted()
	}
	return b.String(), nil
}

func (c *percentCtx) nextArg() (rt.Value, error) {
	if c.argidx < c.arglen {
		i := c.argidx
		c.argidx++
		if c.arglen < 0 {
			return c.args, nil
		}
		t, _ := c.vm.AsTuple(c.args)
		return t.Items[i], nil
	}
	return rt.Unbound, c.vm.TypeError("not enough arguments for format string")
}

// isMapping is PyMapping_Check: the type has __getitem__ (and is not a
// tuple or str, which the caller excludes).
func isMapping(vm *rt.VM, v rt.Value) bool {
	if !v.IsHandle() {
		return false
	}
	_, ok := vm.ClassOf(v).Lookup(vm, "__getitem__")
	return ok
}

// read returns the code point at pos and advances; ok is false at the end.
func (c *percentCtx) read() (rune, bool) {
	if c.pos >= len(c.fmt) {
		return 0, false
	}
	if c.bytes {
		c.pos++
		return rune(c.fmt[c.pos-1]), true
	}
	r, n := wtf8.Decode(c.fmt, c.pos)
	c.pos += n
	return r, true
}

func (c *percentCtx) formatArg(b *strings.Builder) error {
	vm := c.vm
	if c.pos < len(c.fmt) && c.fmt[c.pos] == '%' {
		c.pos++
		b.WriteByte('%')
		return nil
	}
	if c.pos < len(c.fmt) && c.fmt[c.pos] == '(' {
		if c.dict == rt.Unbound {
			return vm.TypeError("format requires a mapping")
		}
		c.pos++
		start := c.pos
		depth := 1
		for depth > 0 && c.pos < len(c.fmt) {
			switch c.fmt[c.pos] {
			case ')':
				depth--
			case '(':
				depth++
			}
			c.pos++
		}
		if depth > 0 {
			return vm.ValueError("incomplete format key")
		}
		var key rt.Value
		if c.bytes {
			key = vm.NewBytes([]byte(c.fmt[start : c.pos-1]))
		} else {
			key = vm.NewStr(c.fmt[start : c.pos-1])
		}
		v, err := vm.GetItem(c.dict, key)
		if err != nil {
			return err
		}
		c.args, c.arglen, c.argidx = v, -1, -2
	}
	a, err := fmtspec.ParsePercent(c.read, func() (int, error) {
		v, err := c.nextArg()
		if err != nil {
			return 0, err
		}
		return starArg(vm, v)
	})
	switch err {
	case nil:
	case fmtspec.ErrIncomplete, fmtspec.ErrWidthBig, fmtspec.ErrPrecBig:
		return vm.ValueError("%s", err.Error())
	default:
		return err
	}
	s, direct, err := c.formatOne(&a, b)
	if err != nil {
		return err
	}
	if !direct {
		a.Write(b, s, c.bytes)
	}
	if c.dict != rt.Unbound && c.argidx < c.arglen {
		return c.notAllConverted()
	}
	return nil
}

func (c *percentCtx) notAllConverted() error {
	if c.bytes {
		return c.vm.TypeError("not all arguments converted during bytes formatting")
	}
	return c.vm.TypeError("not all arguments converted during string formatting")
}

// starArg converts the argument of a '*' width or precision.
func starArg(vm *rt.VM, v rt.Value) (int, error) {
	if !v.IsSmallInt() && !v.IsBool() {
		if _, ok := vm.Get0(v).(*rt.Int); !ok {
			return 0, vm.TypeError("* wants int")
		}
	}
	return vm.AsSsize(v)
}

// isNumber is PyNumber_Check.
func isNumber(vm *rt.VM, v rt.Value) bool {
	if v.IsSmallInt() || v.IsFloat() || v.IsBool() {
		return true
	}
	cls := vm.ClassOf(v)
	if cls.IsSubclass(rt.ComplexType) {
		return true
	}
	for _, n := range [...]string{"__index__", "__int__", "__float__"} {
		if f, ok := cls.Lookup(vm, n); ok && f != rt.None {
			return true
		}
	}
	return false
}

// intDigits returns the digits of an int in base 10, 8 or 16 with a
// leading '-' for negatives and no prefix.
func intDigits(vm *rt.VM, v rt.Value, base int) (string, bool) {
	if v.IsSmallInt() {
		return strconv.FormatInt(v.Int(), base), true
	}
	if v.IsBool() {
		if v == rt.True {
			return "1", true
		}
		return "0", true
	}
	var bi *big.Int
	if i, ok := vm.Get0(v).(*rt.Int); ok {
		bi = &i.V
	} else if x, ok := vm.ToBigInt(v); ok {
		bi = x
	} else {
		return "", false
	}
	return bi.Text(base), true
}

// formatBytesArg formats the argument of a bytes conversion that differs
// from str's (%s/%b, %r/%a, %c); handled is false for the others.
func (c *percentCtx) formatBytesArg(a *fmtspec.Percent, v rt.Value) (s string, handled bool, err error) {
	vm := c.vm
	switch a.Conv {
	case 's', 'b':
		if bl, ok := vm.BytesLike(v); ok {
			s = string(bl)
		} else if f, ok := vm.ClassOf(v).Lookup(vm, "__bytes__"); ok && f != rt.None && v.IsHandle() {
			r, err := vm.CallBinaryUnary(f, v)
			if err != nil {
				return "", true, err
			}
			rb, ok := vm.Get0(r).(*rt.Bytes)
			if !ok {
				return "", true, vm.TypeError("__bytes__ returned non-bytes (type %s)", vm.TypeName(r))
			}
			s = string(rb.B)
		} else {
			return "", true, vm.TypeError("%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'", vm.TypeName(v))
		}
		a.Conv = 's'
		return s, true, nil
	case 'r', 'a':
		s, err := vm.ASCIIRepr(v)
		a.Conv = 'a'
		return s, true, err
	case 'c':
		if bl, ok := vm.BytesLike(v); ok {
			if len(bl) != 1 {
				return "", true, vm.TypeError("%%c requires an integer in range(256) or a single byte")
			}
			return string(bl), true, nil
		}
		iv, err := vm.IndexValue(v)
		if err != nil {
			if rt.ExceptionMatches(err, rt.TypeErrorType) {
				return "", true, vm.TypeError("%%c requires an integer in range(256) or a single byte")
			}
			return "", true, err
		}
		n, _ := vm.ToBigInt(iv)
		if n == nil || !n.IsInt64() || n.Int64() < 0 || n.Int64() > 255 {
			return "", true, vm.NewError(rt.OverflowErrorType, "%c arg not in range(256)")
		}
		return string([]byte{byte(n.Int64())}), true, nil
	}
	return "", false, nil
}

// formatOne formats the argument for a.Conv. direct reports that the text
// was written to b already (the fast paths without padding).
func (c *percentCtx) formatOne(a *fmtspec.Percent, b *strings.Builder) (string, bool, error) {
	vm := c.vm
	v, err := c.nextArg()
	if err != nil {
		return "", false, err
	}
	if c.bytes {
		if s, handled, err := c.formatBytesArg(a, v); handled {
			return s, false, err
		}
	}
	switch a.Conv {
	case 's', 'r', 'a':
		var s string
		switch {
		case a.Conv == 's':
			s, err = vm.Str(v)
		case a.Conv == 'r':
			s, err = vm.Repr(v)
		default:
			s, err = vm.ASCIIRepr(v)
		}
		if err != nil {
			return "", false, err
		}
		if a.Width < 0 && a.Prec < 0 {
			b.WriteString(s)
			return "", true, nil
		}
		return s, false, nil
	case 'd', 'i', 'u', 'o', 'x', 'X':
		if v.IsSmallInt() && a.Conv != 'o' && a.Conv != 'x' && a.Conv != 'X' && a.Width < 0 && a.Prec < 0 && a.Flags == 0 {
			// A plain %d of an int: its digits, straight into b.
			var d [20]byte
			b.Write(strconv.AppendInt(d[:0], v.Int(), 10))
			return "", true, nil
		}
		s, err := c.formatLong(a, v)
		if err != nil {
			return "", false, err
		}
		a.Sign = true
		return s, false, nil
	case 'e', 'E', 'f', 'F', 'g', 'G':
		x, err := vm.ToFloat(v)
		if err != nil {
			return "", false, err
		}
		prec := a.Prec
		if prec < 0 {
			prec = 6
		}
		s, err := vm.FormatFloat(x, &rt.FormatSpec{Width: -1, Precision: prec, Type: byte(a.Conv), Alt: a.Flags&fmtspec.PercentAlt != 0})
		if err != nil {
			return "", false, err
		}
		if a.Width < 0 && a.Prec < 0 && a.Flags&(fmtspec.PercentPlus|fmtspec.PercentBlank) == 0 {
			b.WriteString(s)
			return "", true, nil
		}
		a.Sign = true
		return s, false, nil
	case 'c':
		var r rune
		if s, ok := vm.AsStr(v); ok {
			if s.Len() != 1 {
				return "", false, vm.TypeError("%%c requires int or char")
			}
			r, _ = wtf8.Decode(s.S, 0)
		} else {
			iv, err := vm.IndexValue(v)
			if err != nil {
				if rt.ExceptionMatches(err, rt.TypeErrorType) {
					return "", false, vm.TypeError("%%c requires int or char")
				}
				return "", false, err
			}
			n, ok := vm.ToBigInt(iv)
			if !ok || !n.IsInt64() || n.Int64() < 0 || n.Int64() > 0x10FFFF {
				return "", false, vm.NewError(rt.OverflowErrorType, "%c arg not in range(0x110000)")
			}
			r = rune(n.Int64())
		}
		s := wtf8.String(r)
		if a.Width < 0 && a.Prec < 0 {
			b.WriteString(s)
			return "", true, nil
		}
		return s, false, nil
	}
	ch := a.Conv
	shown := '?'
	if ch >= 31 && ch <= 126 {
		shown = ch
	}
	idx := c.pos - 1
	if !c.bytes {
		idx = wtf8.Count(c.fmt[:c.pos]) - 1
	}
	return "", false, vm.ValueError("unsupported format character '%c' (0x%x) at index %d", shown, ch, idx)
}

// formatLong is mainformatlong + _PyUnicode_FormatLong.
func (c *percentCtx) formatLong(a *fmtspec.Percent, v rt.Value) (string, error) {
	vm := c.vm
	typ := byte(a.Conv)
	wrong := func() error {
		if typ == 'o' || typ == 'x' || typ == 'X' {
			return vm.TypeError("%%%c format: an integer is required, not %s", typ, vm.TypeName(v))
		}
		return vm.TypeError("%%%c format: a real number is required, not %s", typ, vm.TypeName(v))
	}
	if !isNumber(vm, v) {
		return "", wrong()
	}
	iv := v
	if _, isInt := vm.IntOf(v); !isInt {
		var err error
		if typ == 'o' || typ == 'x' || typ == 'X' {
			iv, err = vm.IndexValue(v)
		} else {
			iv, err = vm.IntFromValue(v)
		}
		if err != nil {
			if rt.ExceptionMatches(err, rt.TypeErrorType) {
				return "", wrong()
			}
			return "", err
		}
	}
	base := 10
	switch typ {
	case 'o':
		base = 8
	case 'x', 'X':
		base = 16
	}
	digits, _ := intDigits(vm, iv, base)
	return a.IntText(digits), nil
}
