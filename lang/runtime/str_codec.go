package runtime

import (
	"unicode/utf8"

	"github.com/cpjit/cpjit/lang/internal/codec"
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
	}
	rs := strRunesTemp(s)
	onError := vm.strEncoder(s, rs, enc, errors)
	var out []byte
	var err error
	switch enc {
	case "utf-8":
		out, err = codec.EncodeUTF8(rs, onError)
	case "ascii":
		out, err = codec.EncodeCharmap(rs, 128, onError)
	case "latin-1":
		out, err = codec.EncodeCharmap(rs, 256, onError)
	default:
		out, err = codec.EncodeUTF1632(rs, enc, errors, onError)
	}
	if ce, ok := err.(*codec.Error); ok {
		err = vm.strUnicodeError(UnicodeEncodeErrorType, enc, vm.StrValueOf(s), ce.Start, ce.End, ce.Reason)
	}
	return out, err
}

// strEncodeError runs an encoding error handler for the code points
// rs[start:end] that the codec cannot encode. It returns the bytes to emit.
func (vm *VM) strEncodeError(s *Str, rs []rune, start, end int, encoding, errors, reason string, surrogatePass func(r rune) []byte) ([]byte, error) {
	out, outcome, refuseAt := codec.EncodeHandler(errors, rs, start, end, surrogatePass)
	switch {
	case outcome == codec.Replaced:
		return out, nil
	case outcome == codec.Refused:
		return nil, vm.strUnicodeError(UnicodeEncodeErrorType, encoding, vm.StrValueOf(s), refuseAt, end, reason)
	case errors == "namereplace":
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

// strEncoder adapts strEncodeError to a codec's callback.
func (vm *VM) strEncoder(s *Str, rs []rune, encoding, errors string) codec.OnEncodeError {
	return func(start, end int, reason string, pass func(r rune) []byte) ([]byte, error) {
		return vm.strEncodeError(s, rs, start, end, encoding, errors, reason, pass)
	}
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
			return vm.StrNewKnown(string(data), true, len(data)), nil
		}
		if utf8.Valid(data) {
			return vm.NewStr(string(data)), nil
		}
	case "ascii":
		if wtf8.IsASCII(string(data)) {
			return vm.StrNewKnown(string(data), true, len(data)), nil
		}
	case "latin-1":
		if wtf8.IsASCII(string(data)) {
			return vm.StrNewKnown(string(data), true, len(data)), nil
		}
		return vm.StrNewKnown(string(codec.DecodeLatin1(data)), false, len(data)), nil
	}
	var out []byte
	var err error
	switch enc {
	case "utf-8":
		out, err = codec.DecodeUTF8(data, vm.strDecoder(data, enc, errors))
	case "ascii":
		out, err = codec.DecodeASCII(data, vm.strDecoder(data, enc, errors))
	default:
		name, bom := codec.UTF1632Order(data, enc)
		out, err = codec.DecodeUTF1632(data, bom, name, vm.strDecoder(data, name, errors))
	}
	if err != nil {
		return Unbound, err
	}
	return vm.NewStr(string(out)), nil
}

// strDecodeError runs a decoding error handler for data[start:end] of
// the codec named encoding; it returns the text to insert and where
// decoding resumes.
func (vm *VM) strDecodeError(data []byte, start, end int, encoding, errors, reason string) ([]byte, int, error) {
	out, resume, outcome := codec.DecodeHandler(errors, encoding, data, start, end)
	switch outcome {
	case codec.Replaced:
		return out, resume, nil
	case codec.Refused:
		return nil, 0, vm.strUnicodeError(UnicodeDecodeErrorType, encoding, vm.NewBytes(append([]byte(nil), data...)), start, end, reason)
	case codec.EncodeOnly:
		return nil, 0, vm.TypeError("don't know how to handle UnicodeDecodeError in error callback")
	}
	return nil, 0, vm.strUnknownHandler(errors)
}

// strDecoder adapts strDecodeError to a codec's callback.
func (vm *VM) strDecoder(data []byte, encoding, errors string) codec.OnDecodeError {
	return func(start, end int, reason string) ([]byte, int, error) {
		return vm.strDecodeError(data, start, end, encoding, errors, reason)
	}
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
		if o.Released {
			return nil, false
		}
		return vm.ViewBytes(o), true
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
