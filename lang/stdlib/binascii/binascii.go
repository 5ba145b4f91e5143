package binascii

import (
	"hash/crc32"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

var (
	// ErrorType is binascii.Error (a ValueError).
	ErrorType = func() *rt.Class {
		c := rt.NewExcClass("Error", rt.ValueErrorType)
		c.SetAttrStatic("__module__", rt.StaticStr("binascii"))
		return c
	}()
	// IncompleteType is binascii.Incomplete.
	IncompleteType = func() *rt.Class {
		c := rt.NewExcClass("Incomplete", rt.ExceptionType)
		c.SetAttrStatic("__module__", rt.StaticStr("binascii"))
		return c
	}()
)

func binErr(vm *rt.VM, format string, a ...any) error {
	return vm.Errorf(ErrorType, format, a...)
}

// asciiArg reads the argument of an a2b_* function: a bytes-like object
// or a str of ASCII characters.
func asciiArg(vm *rt.VM, v rt.Value) ([]byte, error) {
	if s, ok := vm.Get0(v).(*rt.Str); ok {
		for i := 0; i < len(s.S); i++ {
			if s.S[i] >= 0x80 {
				return nil, vm.ValueError("string argument should contain only ASCII characters")
			}
		}
		return []byte(s.S), nil
	}
	b, err := vm.BufferOf(v)
	if err != nil {
		return nil, vm.TypeError("argument should be bytes, buffer or ASCII string, not '%s'", vm.TypeName(v))
	}
	return b, nil
}

const hexDigits = "0123456789abcdef"

// Hexlify renders data as hex digits, with sep every perSep bytes
// (counted from the right when perSep > 0, from the left when < 0).
func Hexlify(data []byte, sep byte, perSep int) []byte {
	if sep == 0 || perSep == 0 || len(data) == 0 {
		out := make([]byte, 2*len(data))
		for i, c := range data {
			out[2*i] = hexDigits[c>>4]
			out[2*i+1] = hexDigits[c&15]
		}
		return out
	}
	n := perSep
	if n < 0 {
		n = -n
	}
	out := make([]byte, 0, 3*len(data))
	for i, c := range data {
		if i > 0 {
			var boundary bool
			if perSep > 0 {
				boundary = (len(data)-i)%n == 0
			} else {
				boundary = i%n == 0
			}
			if boundary {
				out = append(out, sep)
			}
		}
		out = append(out, hexDigits[c>>4], hexDigits[c&15])
	}
	return out
}

func hexlifyFn(name string) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs(name, args, kw, []string{"data", "sep", "bytes_per_sep"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		data, err := vm.BufferOf(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		var sep byte
		if a[1] != rt.Unbound && a[1] != rt.None {
			var sb []byte
			if s, ok := vm.Get0(a[1]).(*rt.Str); ok {
				sb = []byte(s.S)
				if len([]rune(s.S)) == 1 && len(sb) != 1 {
					return rt.Unbound, vm.ValueError("sep must be ASCII.")
				}
			} else if b, ok := vm.BytesOf(a[1]); ok {
				sb = b
			} else {
				return rt.Unbound, vm.TypeError("sep must be str or bytes.")
			}
			if len(sb) != 1 {
				return rt.Unbound, vm.ValueError("sep must be length 1.")
			}
			sep = sb[0]
		}
		per := int64(1)
		if a[2] != rt.Unbound {
			if per, err = vm.IndexInt(a[2]); err != nil {
				return rt.Unbound, err
			}
		}
		return vm.NewBytes(Hexlify(data, sep, int(per))), nil
	}
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

func unhexlifyFn(name string) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs(name, args, kw, []string{"hexstr"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		s, err := asciiArg(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		if len(s)%2 != 0 {
			return rt.Unbound, binErr(vm, "Odd-length string")
		}
		out := make([]byte, len(s)/2)
		for i := range out {
			hi, lo := hexVal(s[2*i]), hexVal(s[2*i+1])
			if hi < 0 || lo < 0 {
				return rt.Unbound, binErr(vm, "Non-hexadecimal digit found")
			}
			out[i] = byte(hi<<4 | lo)
		}
		return vm.NewBytes(out), nil
	}
}

const b64Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

var b64Table = func() (t [256]byte) {
	for i := range t {
		t[i] = 0xff
	}
	for i := 0; i < 64; i++ {
		t[b64Alphabet[i]] = byte(i)
	}
	return
}()

// EncodeBase64 is b2a_base64 without the newline.
func EncodeBase64(data []byte) []byte {
	out := make([]byte, 0, (len(data)+2)/3*4+1)
	for i := 0; i < len(data); i += 3 {
		var n uint32
		rem := len(data) - i
		switch {
		case rem >= 3:
			n = uint32(data[i])<<16 | uint32(data[i+1])<<8 | uint32(data[i+2])
			out = append(out, b64Alphabet[n>>18], b64Alphabet[n>>12&63], b64Alphabet[n>>6&63], b64Alphabet[n&63])
		case rem == 2:
			n = uint32(data[i])<<16 | uint32(data[i+1])<<8
			out = append(out, b64Alphabet[n>>18], b64Alphabet[n>>12&63], b64Alphabet[n>>6&63], '=')
		default:
			n = uint32(data[i]) << 16
			out = append(out, b64Alphabet[n>>18], b64Alphabet[n>>12&63], '=', '=')
		}
	}
	return out
}

// decodeBase64 follows binascii.a2b_base64: in the lenient mode it skips
// characters outside the alphabet and stops at the padding that ends a
// quad; strict mode refuses both.
func decodeBase64(vm *rt.VM, s []byte, strict bool) ([]byte, error) {
	out := make([]byte, 0, len(s)/4*3+3)
	quad, pads := 0, 0
	var left byte
	paddingStarted := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '=' {
			paddingStarted = true
			if strict && quad == 0 {
				if i == 0 {
					return nil, binErr(vm, "Leading padding not allowed")
				}
				return nil, binErr(vm, "Excess padding not allowed")
			}
			if quad >= 2 {
				pads++
				if quad+pads >= 4 {
					if strict && i+1 < len(s) {
						return nil, binErr(vm, "Excess data after padding")
					}
					return out, nil
				}
			}
			continue
		}
		v := b64Table[c]
		if v == 0xff {
			if strict {
				return nil, binErr(vm, "Only base64 data is allowed")
			}
			continue
		}
		if strict && paddingStarted {
			return nil, binErr(vm, "Discontinuous padding not allowed")
		}
		pads = 0
		switch quad {
		case 0:
			quad, left = 1, v
		case 1:
			quad = 2
			out = append(out, left<<2|v>>4)
			left = v & 0x0f
		case 2:
			quad = 3
			out = append(out, left<<4|v>>2)
			left = v & 0x03
		case 3:
			quad = 0
			out = append(out, left<<6|v)
			left = 0
		}
	}
	if quad == 1 {
		return nil, binErr(vm, "Invalid base64-encoded string: number of data characters (%d) cannot be 1 more than a multiple of 4", len(out)/3*4+1)
	}
	if quad != 0 {
		return nil, binErr(vm, "Incorrect padding")
	}
	return out, nil
}

// crcHqx is CRC-CCITT (polynomial 0x1021, not reflected), as binhex uses.
func crcHqx(data []byte, crc uint32) uint32 {
	crc &= 0xffff
	for _, c := range data {
		crc ^= uint32(c) << 8
		for k := 0; k < 8; k++ {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
		crc &= 0xffff
	}
	return crc
}

func uintArg(vm *rt.VM, v rt.Value, bits uint) (uint32, error) {
	if v == rt.Unbound {
		return 0, nil
	}
	if !vm.IsInt(v) {
		return 0, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(v))
	}
	b, err := vm.IndexBig(v)
	if err != nil {
		return 0, err
	}
	// Only the low bits count, as C's unsigned conversion truncates.
	w := b.Bits()
	var low uint64
	if len(w) > 0 {
		low = uint64(w[0])
	}
	if b.Sign() < 0 {
		low = -low
	}
	return uint32(low & (1<<bits - 1)), nil
}

var funcs = rt.StaticFuncs("binascii", rt.ModuleFuncs{
	"hexlify":   hexlifyFn("hexlify"),
	"b2a_hex":   hexlifyFn("b2a_hex"),
	"unhexlify": unhexlifyFn("unhexlify"),
	"a2b_hex":   unhexlifyFn("a2b_hex"),
	"b2a_base64": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) > 1 {
			return rt.Unbound, vm.TypeError("b2a_base64() takes exactly 1 positional argument (%d given)", len(args))
		}
		a, err := vm.BindArgs("b2a_base64", args, kw, []string{"data", "newline"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		data, err := vm.BufferOf(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		out := EncodeBase64(data)
		nl := true
		if a[1] != rt.Unbound {
			if nl, err = vm.Truth(a[1]); err != nil {
				return rt.Unbound, err
			}
		}
		if nl {
			out = append(out, '\n')
		}
		return vm.NewBytes(out), nil
	},
	"a2b_base64": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) > 1 {
			return rt.Unbound, vm.TypeError("a2b_base64() takes exactly 1 positional argument (%d given)", len(args))
		}
		a, err := vm.BindArgs("a2b_base64", args, kw, []string{"data", "strict_mode"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		s, err := asciiArg(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		strict := false
		if a[1] != rt.Unbound {
			if strict, err = vm.Truth(a[1]); err != nil {
				return rt.Unbound, err
			}
		}
		out, err := decodeBase64(vm, s, strict)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewBytes(out), nil
	},
	"crc32": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("crc32", kw); err != nil {
			return rt.Unbound, err
		}
		if len(args) < 1 || len(args) > 2 {
			return rt.Unbound, vm.TypeError("crc32 expected at least 1 argument, got %d", len(args))
		}
		data, err := vm.BufferOf(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		var start uint32
		if len(args) == 2 {
			if start, err = uintArg(vm, args[1], 32); err != nil {
				return rt.Unbound, err
			}
		}
		return vm.NewInt(int64(crc32.Update(start, crc32.IEEETable, data))), nil
	},
	"crc_hqx": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("crc_hqx", kw); err != nil {
			return rt.Unbound, err
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("crc_hqx expected 2 arguments, got %d", len(args))
		}
		data, err := vm.BufferOf(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		start, err := uintArg(vm, args[1], 32)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(int64(crcHqx(data, start))), nil
	},
})

func init() {
	register("binascii", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("binascii")
		rt.FillModule(vm, m, funcs)
		m.InstanceDict().SetStr(vm, "Error", ErrorType.Self())
		m.InstanceDict().SetStr(vm, "Incomplete", IncompleteType.Self())
		return m, nil
	})
}
