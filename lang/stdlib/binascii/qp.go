package binascii

import (
	"bytes"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Quoted-printable (RFC 1521; RFC 1522's header form with header=True),
// as CPython's binascii does it: lines of at most 76 characters with
// soft breaks, the line ending of the data's first line for the
// breaks it adds.

const qpMaxLine = 76

const hexUpper = "0123456789ABCDEF"

// DecodeQP is a2b_qp: =XX escapes, soft line breaks ("=" before a line
// end), "_" for a space in headers; a malformed escape is kept as is.
func DecodeQP(data []byte, header bool) []byte {
	out := make([]byte, 0, len(data))
	for in := 0; in < len(data); {
		c := data[in]
		switch {
		case c == '=':
			in++
			if in >= len(data) {
				return out
			}
			switch d := data[in]; {
			case d == '\n' || d == '\r':
				for d != '\n' && in < len(data) && data[in] != '\n' {
					in++
				}
				if in < len(data) {
					in++
				}
			case d == '=':
				out = append(out, '=')
				in++
			case in+1 < len(data) && hexVal(d) >= 0 && hexVal(data[in+1]) >= 0:
				out = append(out, byte(hexVal(d)<<4|hexVal(data[in+1])))
				in += 2
			default:
				out = append(out, '=')
			}
		case header && c == '_':
			out = append(out, ' ')
			in++
		default:
			out = append(out, c)
			in++
		}
	}
	return out
}

// EncodeQP is b2a_qp.
func EncodeQP(data []byte, quotetabs, istext, header bool) []byte {
	nl := "\n"
	if p := bytes.IndexByte(data, '\n'); p > 0 && data[p-1] == '\r' {
		nl = "\r\n"
	}
	n := len(data)
	out := make([]byte, 0, n+n/8)
	linelen := 0
	for in := 0; in < n; {
		c := data[in]
		last := in+1 == n
		var next byte
		if !last {
			next = data[in+1]
		}
		quote := c > 126 || c == '=' || header && c == '_' ||
			c == '.' && linelen == 0 && (last || next == '\n' || next == '\r' || next == 0) ||
			!istext && (c == '\r' || c == '\n') ||
			(c == '\t' || c == ' ') && last ||
			c < 33 && c != '\r' && c != '\n' && (quotetabs || c != '\t' && c != ' ')
		switch {
		case quote:
			if linelen+3 >= qpMaxLine {
				out = append(out, '=')
				out = append(out, nl...)
				linelen = 0
			}
			out = append(out, '=', hexUpper[c>>4], hexUpper[c&15])
			linelen += 3
			in++
		case istext && (c == '\n' || c == '\r' && !last && next == '\n'):
			linelen = 0
			// whitespace before a line end would be lost: quote it
			if k := len(out); k > 0 && (out[k-1] == ' ' || out[k-1] == '\t') {
				ws := out[k-1]
				out = append(out[:k-1], '=', hexUpper[ws>>4], hexUpper[ws&15])
			}
			out = append(out, nl...)
			if c == '\r' {
				in += 2
			} else {
				in++
			}
		default:
			if !last && next != '\n' && linelen+1 >= qpMaxLine {
				out = append(out, '=')
				out = append(out, nl...)
				linelen = 0
			}
			linelen++
			if header && c == ' ' {
				out = append(out, '_')
			} else {
				out = append(out, c)
			}
			in++
		}
	}
	return out
}

func init() {
	qpFuncs := rt.StaticFuncs("binascii", rt.ModuleFuncs{
		"a2b_qp": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("a2b_qp", args, kw, []string{"data", "header"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			data, err := asciiArg(vm, a[0])
			if err != nil {
				return rt.Unbound, err
			}
			header, err := flagArg(vm, a[1])
			if err != nil {
				return rt.Unbound, err
			}
			return vm.NewBytes(DecodeQP(data, header)), nil
		},
		"b2a_qp": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("b2a_qp", args, kw, []string{"data", "quotetabs", "istext", "header"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			data, err := vm.BufferOf(a[0])
			if err != nil {
				return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(a[0]))
			}
			quotetabs, err := flagArg(vm, a[1])
			if err != nil {
				return rt.Unbound, err
			}
			istext := true
			if a[2] != rt.Unbound {
				if istext, err = flagArg(vm, a[2]); err != nil {
					return rt.Unbound, err
				}
			}
			header, err := flagArg(vm, a[3])
			if err != nil {
				return rt.Unbound, err
			}
			return vm.NewBytes(EncodeQP(data, quotetabs, istext, header)), nil
		},
	})
	for name, v := range qpFuncs {
		funcs[name] = v
	}
}

// flagArg reads an optional bool argument (absent is false).
func flagArg(vm *rt.VM, v rt.Value) (bool, error) {
	if v == rt.Unbound {
		return false, nil
	}
	return vm.Truth(v)
}
