package runtime

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cpjit/cpjit/lang/internal/strtext"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The builtin codecs: utf-8, ascii and latin-1 (with CPython's aliases),
// utf-16 and utf-32, and the error handlers strict, ignore, replace,
// backslashreplace, xmlcharrefreplace (encoding), surrogateescape and
// surrogatepass. Error messages and UnicodeError attributes follow CPython.

func (vm *VM) strUnknownEncoding(name string) error {
	return vm.Errorf(LookupErrorType, "unknown encoding: %s", name)
}

func (vm *VM) strUnknownHandler(name string) error {
	return vm.Errorf(LookupErrorType, "unknown error handler name '%s'", name)
}

// strUnicodeError builds a UnicodeEncodeError/UnicodeDecodeError with
// CPython's args (encoding, object, start, end, reason) and attributes.
func (vm *VM) strUnicodeError(cls *Class, encoding string, object Value, start, end int, reason string) error {
	enc := vm.NewStr(encoding)
	rs := vm.NewStr(reason)
	e := vm.NewExceptionObj(cls, []Value{enc, object, SmallInt(int64(start)), SmallInt(int64(end)), rs})
	if e.dict == nil {
		e.dict = vm.NewDictObj()
	}
	e.dict.SetStr(vm, "encoding", enc)
	e.dict.SetStr(vm, "object", object)
	e.dict.SetStr(vm, "start", SmallInt(int64(start)))
	e.dict.SetStr(vm, "end", SmallInt(int64(end)))
	e.dict.SetStr(vm, "reason", rs)
	return e
}

// ---- encoding ----

// Encode encodes a str with a codec and an error handler (str.encode).
func (vm *VM) Encode(s *Str, encoding, errors string) ([]byte, error) {
	enc := strtext.NormEncoding(encoding)
	if enc == "" {
		return vm.encodeByLookup(s, encoding, errors)
	}
	if s.ascii && (enc == "utf-8" || enc == "ascii" || enc == "latin-1") {
		return []byte(s.S), nil
	}
	switch enc {
	case "utf-8":
		if !wtf8.HasSurrogates(s.S) {
			return []byte(s.S), nil
		}
		return vm.strEncodeUTF8(s, errors)
	case "ascii":
		return vm.strEncodeCharmap(s, errors, "ascii", 128)
	case "latin-1":
		return vm.strEncodeCharmap(s, errors, "latin-1", 256)
	}
	return vm.strEncodeUTF1632(s, enc, errors)
}

// strEncodeError runs an encoding error handler for the code points
// rs[start:end] that the codec cannot encode. It returns the bytes to emit.
func (vm *VM) strEncodeError(s *Str, rs []rune, start, end int, encoding, errors, reason string, surrogatePass func(r rune) []byte) ([]byte, error) {
	var out []byte
	switch errors {
	case "strict":
		return nil, vm.strUnicodeError(UnicodeEncodeErrorType, encoding, vm.strValueOf(s), start, end, reason)
	case "ignore":
		return nil, nil
	case "replace":
		for i := start; i < end; i++ {
			out = append(out, '?')
		}
		return out, nil
	case "backslashreplace":
		for _, r := range rs[start:end] {
			out = strtext.AppendRuneEscape(out, r)
		}
		return out, nil
	case "xmlcharrefreplace":
		for _, r := range rs[start:end] {
			out = append(out, "&#"...)
			out = strconv.AppendInt(out, int64(r), 10)
			out = append(out, ';')
		}
		return out, nil
	case "surrogateescape":
		for _, r := range rs[start:end] {
			if r < 0xDC80 || r > 0xDCFF {
				return nil, vm.strUnicodeError(UnicodeEncodeErrorType, encoding, vm.strValueOf(s), start, end, reason)
			}
			out = append(out, byte(r-0xDC00))
		}
		return out, nil
	case "surrogatepass":
		if surrogatePass != nil {
			for _, r := range rs[start:end] {
				if r < 0xD800 || r > 0xDFFF {
					return nil, vm.strUnicodeError(UnicodeEncodeErrorType, encoding, vm.strValueOf(s), start, end, reason)
				}
				out = append(out, surrogatePass(r)...)
			}
			return out, nil
		}
		return nil, vm.strUnicodeError(UnicodeEncodeErrorType, encoding, vm.strValueOf(s), start, end, reason)
	case "namereplace":
		// \N{NAME} from unicodedata (imported at run time: the names
		// live in that module's package), or a \x/\u/\U escape for a
		// character without a name.
		var name Value
		if vm.Interp != nil {
			if m, err := vm.Interp.Import(vm, "unicodedata", nil, None, 0); err == nil {
				name, _ = vm.GetAttr(m, "name")
			}
		}
		for _, r := range rs[start:end] {
			if name != 0 && name != Unbound && (r < 0xD800 || r > 0xDFFF) {
				n, err := vm.Call(name, []Value{vm.NewStr(string(r)), None}, nil)
				if err != nil {
					return nil, err
				}
				if text, ok := vm.StrOf(n); ok {
					out = append(out, "\\N{"...)
					out = append(out, text...)
					out = append(out, '}')
					continue
				}
			}
			out = strtext.AppendRuneEscape(out, r)
		}
		return out, nil
	}
	return nil, vm.strUnknownHandler(errors)
}

func (vm *VM) strEncodeCharmap(s *Str, errors, name string, limit rune) ([]byte, error) {
	rs := strRunesTemp(s)
	out := make([]byte, 0, len(rs))
	for i := 0; i < len(rs); {
		r := rs[i]
		if r < limit {
			out = append(out, byte(r))
			i++
			continue
		}
		j := i + 1
		for j < len(rs) && rs[j] >= limit {
			j++
		}
		reason := "ordinal not in range(128)"
		if limit == 256 {
			reason = "ordinal not in range(256)"
		}
		rep, err := vm.strEncodeError(s, rs, i, j, name, errors, reason, nil)
		if err != nil {
			return nil, err
		}
		out = append(out, rep...)
		i = j
	}
	return out, nil
}

func (vm *VM) strEncodeUTF8(s *Str, errors string) ([]byte, error) {
	rs := strRunesTemp(s)
	out := make([]byte, 0, len(s.S))
	for i := 0; i < len(rs); {
		r := rs[i]
		if r < 0xD800 || r > 0xDFFF {
			out = wtf8.AppendRune(out, r)
			i++
			continue
		}
		j := i + 1
		for j < len(rs) && rs[j] >= 0xD800 && rs[j] <= 0xDFFF {
			j++
		}
		rep, err := vm.strEncodeError(s, rs, i, j, "utf-8", errors, "surrogates not allowed", func(r rune) []byte {
			return wtf8.AppendRune(nil, r)
		})
		if err != nil {
			return nil, err
		}
		out = append(out, rep...)
		i = j
	}
	return out, nil
}

func (vm *VM) strEncodeUTF1632(s *Str, enc, errors string) ([]byte, error) {
	rs := strRunesTemp(s)
	wide := strings.HasPrefix(enc, "utf-32")
	big := strings.HasSuffix(enc, "-be")
	var out []byte
	put := func(u uint32, n int) {
		for k := 0; k < n; k++ {
			sh := uint(8 * k)
			if big {
				sh = uint(8 * (n - 1 - k))
			}
			out = append(out, byte(u>>sh))
		}
	}
	unit := func(r rune) {
		if wide {
			put(uint32(r), 4)
		} else if r >= 0x10000 {
			r -= 0x10000
			put(uint32(0xD800+(r>>10)), 2)
			put(uint32(0xDC00+(r&0x3FF)), 2)
		} else {
			put(uint32(r), 2)
		}
	}
	if enc == "utf-16" || enc == "utf-32" {
		unit(0xFEFF)
	}
	name := strtext.CodecName(enc)
	for i := 0; i < len(rs); {
		r := rs[i]
		if r < 0xD800 || r > 0xDFFF {
			unit(r)
			i++
			continue
		}
		j := i + 1
		for j < len(rs) && rs[j] >= 0xD800 && rs[j] <= 0xDFFF {
			j++
		}
		save := out
		out = nil
		rep, err := vm.strEncodeError(s, rs, i, j, name, errors, "surrogates not allowed", func(r rune) []byte {
			out = nil
			unit(r)
			return out
		})
		out = save
		if err != nil {
			return nil, err
		}
		if errors == "surrogatepass" {
			out = append(out, rep...)
		} else {
			for _, c := range rep {
				unit(rune(c))
			}
		}
		i = j
	}
	return out, nil
}

// ---- decoding ----

// Decode decodes bytes with a codec and an error handler into a str value.
func (vm *VM) Decode(data []byte, encoding, errors string) (Value, error) {
	enc := strtext.NormEncoding(encoding)
	if enc == "" {
		return vm.decodeByLookup(data, encoding, errors)
	}
	switch enc {
	case "utf-8":
		if wtf8.IsASCII(string(data)) {
			return vm.strNewKnown(string(data), true, len(data)), nil
		}
		if utf8.Valid(data) {
			return vm.NewStr(string(data)), nil
		}
		return vm.strDecodeUTF8(data, errors)
	case "ascii":
		if wtf8.IsASCII(string(data)) {
			return vm.strNewKnown(string(data), true, len(data)), nil
		}
		return vm.strDecodeASCII(data, errors)
	case "latin-1":
		if wtf8.IsASCII(string(data)) {
			return vm.strNewKnown(string(data), true, len(data)), nil
		}
		out := make([]byte, 0, len(data)*2)
		for _, c := range data {
			out = wtf8.AppendRune(out, rune(c))
		}
		return vm.strNewKnown(string(out), false, len(data)), nil
	}
	return vm.strDecodeUTF1632(data, enc, errors)
}

// strDecodeError runs a decoding error handler for data[start:end] and
// returns the text to insert.
func (vm *VM) strDecodeError(data []byte, start, end int, encoding, errors, reason string) ([]byte, error) {
	switch errors {
	case "strict":
		return nil, vm.strUnicodeError(UnicodeDecodeErrorType, encoding, vm.NewBytes(append([]byte(nil), data...)), start, end, reason)
	case "ignore":
		return nil, nil
	case "replace":
		return []byte("\uFFFD"), nil
	case "backslashreplace":
		var out []byte
		for _, c := range data[start:end] {
			out = append(out, '\\', 'x', strtext.HexDigits[c>>4], strtext.HexDigits[c&15])
		}
		return out, nil
	case "surrogateescape":
		var out []byte
		for _, c := range data[start:end] {
			if c < 128 {
				return nil, vm.strUnicodeError(UnicodeDecodeErrorType, encoding, vm.NewBytes(append([]byte(nil), data...)), start, end, reason)
			}
			out = wtf8.AppendRune(out, 0xDC00+rune(c))
		}
		return out, nil
	case "surrogatepass", "xmlcharrefreplace", "namereplace":
		return nil, vm.strUnicodeError(UnicodeDecodeErrorType, encoding, vm.NewBytes(append([]byte(nil), data...)), start, end, reason)
	}
	return nil, vm.strUnknownHandler(errors)
}

func (vm *VM) strDecodeASCII(data []byte, errors string) (Value, error) {
	out := make([]byte, 0, len(data))
	for i := 0; i < len(data); i++ {
		c := data[i]
		if c < 0x80 {
			out = append(out, c)
			continue
		}
		rep, err := vm.strDecodeError(data, i, i+1, "ascii", errors, "ordinal not in range(128)")
		if err != nil {
			return Unbound, err
		}
		out = append(out, rep...)
	}
	return vm.NewStr(string(out)), nil
}

func (vm *VM) strDecodeUTF8(data []byte, errors string) (Value, error) {
	out := make([]byte, 0, len(data))
	for i := 0; i < len(data); {
		c := data[i]
		if c < 0x80 {
			out = append(out, c)
			i++
			continue
		}
		r, n := utf8.DecodeRune(data[i:])
		if r != utf8.RuneError || n > 1 {
			out = append(out, data[i:i+n]...)
			i += n
			continue
		}
		if errors == "surrogatepass" && c == 0xED && i+2 < len(data) && data[i+1] >= 0xA0 && data[i+1] <= 0xBF && strtext.IsCont(data[i+2]) {
			out = append(out, data[i:i+3]...)
			i += 3
			continue
		}
		n, reason := strtext.UTF8Error(data, i)
		rep, err := vm.strDecodeError(data, i, i+n, "utf-8", errors, reason)
		if err != nil {
			return Unbound, err
		}
		out = append(out, rep...)
		i += n
	}
	return vm.NewStr(string(out)), nil
}

func (vm *VM) strDecodeUTF1632(data []byte, enc, errors string) (Value, error) {
	wide := strings.HasPrefix(enc, "utf-32")
	big := strings.HasSuffix(enc, "-be")
	i := 0
	if enc == "utf-16" && len(data) >= 2 {
		if data[0] == 0xFF && data[1] == 0xFE {
			i = 2
		} else if data[0] == 0xFE && data[1] == 0xFF {
			i, big = 2, true
		}
	}
	if enc == "utf-32" && len(data) >= 4 {
		if data[0] == 0xFF && data[1] == 0xFE && data[2] == 0 && data[3] == 0 {
			i = 4
		} else if data[0] == 0 && data[1] == 0 && data[2] == 0xFE && data[3] == 0xFF {
			i, big = 4, true
		}
	}
	name := "utf-16-le"
	if wide {
		name = "utf-32-le"
	}
	if big {
		name = name[:len(name)-2] + "be"
	}
	get := func(at, n int) uint32 {
		var u uint32
		for k := 0; k < n; k++ {
			if big {
				u = u<<8 | uint32(data[at+k])
			} else {
				u |= uint32(data[at+k]) << (8 * k)
			}
		}
		return u
	}
	var out []byte
	fail := func(start, end int, reason string) error {
		rep, err := vm.strDecodeError(data, start, end, name, errors, reason)
		out = append(out, rep...)
		return err
	}
	for i < len(data) {
		if wide {
			if len(data)-i < 4 {
				if err := fail(i, len(data), "truncated data"); err != nil {
					return Unbound, err
				}
				break
			}
			u := get(i, 4)
			if u > 0x10FFFF {
				if err := fail(i, i+4, "code point not in range(0x110000)"); err != nil {
					return Unbound, err
				}
			} else if u >= 0xD800 && u <= 0xDFFF && errors != "surrogatepass" {
				if err := fail(i, i+4, "code point in surrogate code point range(0xd800, 0xe000)"); err != nil {
					return Unbound, err
				}
			} else {
				out = wtf8.AppendRune(out, rune(u))
			}
			i += 4
			continue
		}
		if len(data)-i < 2 {
			if err := fail(i, len(data), "truncated data"); err != nil {
				return Unbound, err
			}
			break
		}
		u := get(i, 2)
		switch {
		case u < 0xD800 || u > 0xDFFF:
			out = wtf8.AppendRune(out, rune(u))
			i += 2
		case u >= 0xDC00:
			if errors == "surrogatepass" {
				out = wtf8.AppendRune(out, rune(u))
			} else if err := fail(i, i+2, "illegal encoding"); err != nil {
				return Unbound, err
			}
			i += 2
		default:
			if len(data)-i < 4 {
				if err := fail(i, len(data), "unexpected end of data"); err != nil {
					return Unbound, err
				}
				i = len(data)
				break
			}
			u2 := get(i+2, 2)
			if u2 < 0xDC00 || u2 > 0xDFFF {
				if errors == "surrogatepass" {
					out = wtf8.AppendRune(out, rune(u))
				} else if err := fail(i, i+2, "illegal UTF-16 surrogate"); err != nil {
					return Unbound, err
				}
				i += 2
				break
			}
			out = wtf8.AppendRune(out, 0x10000+(rune(u)-0xD800)<<10+(rune(u2)-0xDC00))
			i += 4
		}
	}
	return vm.NewStr(string(out)), nil
}

// strBytesLike returns the bytes of a bytes-like object (bytes, bytearray).
func (vm *VM) strBytesLike(v Value) ([]byte, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	switch o := vm.heap.Get(v).(type) {
	case *Bytes:
		return o.B, true
	case *ByteArray:
		return o.B, true
	case *MemoryView:
		if o.released {
			return nil, false
		}
		return vm.strMVBytes(o), true
	case Buffer:
		return o.BufferData(), true // array.array exports its raw items
	}
	return nil, false
}

// EncodeString is Encode returning a Go string; for UTF-8 without lone
// surrogates (and ASCII strs with the ascii and latin-1 codecs) it returns
// s.S itself without copying. Text streams use it to write strs.
func (vm *VM) EncodeString(s *Str, encoding, errors string) (string, error) {
	enc := strtext.NormEncoding(encoding)
	if enc == "utf-8" && (s.ascii || !wtf8.HasSurrogates(s.S)) || s.ascii && (enc == "ascii" || enc == "latin-1") {
		return s.S, nil
	}
	b, err := vm.Encode(s, encoding, errors)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// codecLookup finds a codec the runtime does not know through the codecs
// module's lookup() (imported at run time), which sees the search
// functions that codecs.register added. It returns the CodecInfo, or the
// LookupError; a codec that is not a text encoding is refused as
// str.encode and bytes.decode refuse it.
func (vm *VM) codecLookup(encoding, use string) (Value, error) {
	if vm.Interp == nil {
		return Unbound, vm.strUnknownEncoding(encoding)
	}
	m, err := vm.Interp.Import(vm, "codecs", nil, None, 0)
	if err != nil {
		return Unbound, vm.strUnknownEncoding(encoding)
	}
	lookup, err := vm.GetAttr(m, "lookup")
	if err != nil {
		return Unbound, err
	}
	info, err := vm.Call(lookup, []Value{vm.NewStr(encoding)}, nil)
	if err != nil {
		return Unbound, err
	}
	if t, ok, _ := vm.GetAttrOpt(info, "_is_text_encoding"); ok && t == False {
		return Unbound, vm.Errorf(LookupErrorType, "'%s' is not a text encoding; use codecs.%s() to handle arbitrary codecs", encoding, use)
	}
	return info, nil
}

// codecCall calls a CodecInfo's encode or decode and returns the first
// item of the (result, length) pair it must return.
func (vm *VM) codecCall(info Value, method string, arg Value, errors string) (Value, error) {
	f, err := vm.GetAttr(info, method)
	if err != nil {
		return Unbound, err
	}
	r, err := vm.Call(f, []Value{arg, vm.NewStr(errors)}, nil)
	if err != nil {
		return Unbound, err
	}
	items, err := vm.Collect(r)
	if _, isTuple := vm.Get0(r).(*Tuple); err != nil || !isTuple || len(items) != 2 {
		if method == "decode" {
			return Unbound, vm.TypeError("decoder must return a tuple (object,integer)")
		}
		return Unbound, vm.TypeError("encoder must return a tuple (object, integer)")
	}
	return items[0], nil
}

func (vm *VM) encodeByLookup(s *Str, encoding, errors string) ([]byte, error) {
	info, err := vm.codecLookup(encoding, "encode")
	if err != nil {
		return nil, err
	}
	r, err := vm.codecCall(info, "encode", s.self, errors)
	if err != nil {
		return nil, err
	}
	b, ok := vm.Get0(r).(*Bytes)
	if !ok {
		return nil, vm.TypeError("'%s' encoder returned '%s' instead of 'bytes'; use codecs.encode() to encode to arbitrary types", encoding, vm.TypeName(r))
	}
	return b.B, nil
}

func (vm *VM) decodeByLookup(data []byte, encoding, errors string) (Value, error) {
	info, err := vm.codecLookup(encoding, "decode")
	if err != nil {
		return Unbound, err
	}
	r, err := vm.codecCall(info, "decode", vm.NewBytes(data), errors)
	if err != nil {
		return Unbound, err
	}
	if _, ok := vm.Get0(r).(*Str); !ok {
		return Unbound, vm.TypeError("'%s' decoder returned '%s' instead of 'str'; use codecs.decode() to decode to arbitrary types", encoding, vm.TypeName(r))
	}
	return r, nil
}
