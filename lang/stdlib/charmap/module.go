// Package charmap implements _cpjit_charmap, the engine of the
// single-byte ("charmap") codecs: cp1252, cp437, koi8_r, mac_roman, the
// ISO 8859 family... Their decoding tables come from
// golang.org/x/text/encoding/charmap (with the few bytes where CPython's
// tables differ corrected); charmap_decode, charmap_encode and
// charmap_build are the _codecs functions of those names, which codecs
// re-exports and the encodings package's codec modules call.
package charmap

import (
	"fmt"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }

// EncodingMapType is the class of charmap_build's result: a code point
// to byte map.
var EncodingMapType = rt.ModuleClass("builtins", "EncodingMap", nil)

type encodingMap struct {
	rt.Head
	m    map[rune]byte
	size int
}

func (*encodingMap) Trace(*rt.Tracer) {}

const reason = "character maps to <undefined>"

// errorsArg reads an errors argument (None or absent is strict).
func errorsArg(vm *rt.VM, v rt.Value, fname string) (string, error) {
	if v == rt.Unbound || v == rt.None {
		return "strict", nil
	}
	s, ok := vm.StrOf(v)
	if !ok {
		return "", vm.TypeError("%s() argument 2 must be str or None, not %s", fname, vm.TypeName(v))
	}
	return s, nil
}

// handler calls the error handler registered under name (codecs'
// lookup_error) with the exception and returns its replacement and the
// position to go on from.
func handler(vm *rt.VM, name string, exc rt.Value, n int) (rt.Value, int, error) {
	m, err := vm.Interp.Import(vm, "codecs", nil, rt.None, 0)
	if err != nil {
		return rt.Unbound, 0, err
	}
	lookup, err := vm.GetAttr(m, "lookup_error")
	if err != nil {
		return rt.Unbound, 0, err
	}
	h, err := vm.Call(lookup, []rt.Value{vm.NewStr(name)}, nil)
	if err != nil {
		return rt.Unbound, 0, err
	}
	r, err := vm.Call(h, []rt.Value{exc}, nil)
	if err != nil {
		return rt.Unbound, 0, err
	}
	items, err := vm.Collect(r)
	if err != nil || len(items) != 2 {
		return rt.Unbound, 0, vm.TypeError("encoding error handler must return (str/bytes, int) tuple")
	}
	pos, err := vm.IndexInt(items[1])
	if err != nil {
		return rt.Unbound, 0, err
	}
	if pos < 0 {
		pos += int64(n)
	}
	if pos < 0 || pos > int64(n) {
		return rt.Unbound, 0, vm.Errorf(rt.IndexErrorType, "position %d from error handler out of bounds", pos)
	}
	return items[0], int(pos), nil
}

func newExc(vm *rt.VM, cls *rt.Class, object rt.Value, start, end int) (rt.Value, error) {
	return vm.Call(cls.Self(), []rt.Value{vm.NewStr("charmap"), object, rt.SmallInt(int64(start)), rt.SmallInt(int64(end)), vm.NewStr(reason)}, nil)
}

func raise(vm *rt.VM, exc rt.Value, err error) error {
	if err != nil {
		return err
	}
	if e, ok := vm.Get0(exc).(*rt.Exception); ok {
		return e
	}
	return vm.TypeError("exceptions must derive from BaseException")
}

// decoder maps one byte; ok false when the byte maps to nothing.
type decoder func(b byte) (s string, ok bool, err error)

func tableDecoder(vm *rt.VM, mapping rt.Value) (decoder, error) {
	if mapping == rt.Unbound || mapping == rt.None {
		return func(b byte) (string, bool, error) { return wtf8.String(rune(b)), true, nil }, nil
	}
	if t, ok := vm.StrOf(mapping); ok {
		rs := wtf8.Runes(t)
		strs := make([]string, len(rs))
		for i, r := range rs {
			strs[i] = wtf8.String(r)
		}
		return func(b byte) (string, bool, error) {
			if int(b) >= len(rs) || rs[b] == undefined {
				return "", false, nil
			}
			return strs[b], true, nil
		}, nil
	}
	return func(b byte) (string, bool, error) {
		v, err := vm.GetItem(mapping, rt.SmallInt(int64(b)))
		if err != nil {
			if rt.ExceptionMatches(err, rt.LookupErrorType) {
				return "", false, nil
			}
			return "", false, err
		}
		if v == rt.None {
			return "", false, nil
		}
		if s, ok := vm.StrOf(v); ok {
			if s == wtf8.String(undefined) {
				return "", false, nil
			}
			return s, true, nil
		}
		if cls := vm.ClassOf(v); cls == rt.IntType || cls == rt.BoolType {
			n, err := vm.IndexInt(v)
			if err != nil || n < 0 || n > 0x10FFFF {
				return "", false, vm.TypeError("character mapping must be in range(0x110000)")
			}
			if n == undefined {
				return "", false, nil
			}
			return wtf8.String(rune(n)), true, nil
		}
		return "", false, vm.TypeError("character mapping must return integer, None or str")
	}, nil
}

var decodeFn = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := vm.BindArgs("charmap_decode", args, kw, []string{"data", "errors", "mapping"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	data, err := vm.BufferOf(a[0])
	if err != nil {
		return rt.Unbound, err
	}
	errors, err := errorsArg(vm, a[1], "charmap_decode")
	if err != nil {
		return rt.Unbound, err
	}
	dec, err := tableDecoder(vm, a[2])
	if err != nil {
		return rt.Unbound, err
	}
	var out strings.Builder
	var object rt.Value = rt.Unbound
	for i := 0; i < len(data); {
		s, ok, err := dec(data[i])
		if err != nil {
			return rt.Unbound, err
		}
		if ok {
			out.WriteString(s)
			i++
			continue
		}
		b := data[i]
		switch errors {
		case "strict":
			if object == rt.Unbound {
				object = vm.NewBytes(data)
			}
			exc, err := newExc(vm, rt.UnicodeDecodeErrorType, object, i, i+1)
			return rt.Unbound, raise(vm, exc, err)
		case "ignore":
		case "replace":
			out.WriteRune('\uFFFD')
		case "backslashreplace":
			fmt.Fprintf(&out, "\\x%02x", b)
		case "surrogateescape":
			if b < 0x80 {
				if object == rt.Unbound {
					object = vm.NewBytes(data)
				}
				exc, err := newExc(vm, rt.UnicodeDecodeErrorType, object, i, i+1)
				return rt.Unbound, raise(vm, exc, err)
			}
			out.WriteString(wtf8.String(0xDC00 + rune(b)))
		default:
			if object == rt.Unbound {
				object = vm.NewBytes(data)
			}
			exc, err := newExc(vm, rt.UnicodeDecodeErrorType, object, i, i+1)
			if err != nil {
				return rt.Unbound, err
			}
			rep, pos, err := handler(vm, errors, exc, len(data))
			if err != nil {
				return rt.Unbound, err
			}
			rs, ok := vm.StrOf(rep)
			if !ok {
				return rt.Unbound, vm.TypeError("decoding error handler must return (str, int) tuple")
			}
			out.WriteString(rs)
			i = pos
			continue
		}
		i++
	}
	return vm.NewTuple([]rt.Value{vm.NewStr(out.String()), vm.NewInt(int64(len(data)))}), nil
}

// encoder maps one code point; ok false when it maps to nothing.
type encoder func(r rune) (b []byte, ok bool, err error)

func mapEncoder(vm *rt.VM, mapping rt.Value) encoder {
	if mapping == rt.Unbound || mapping == rt.None {
		return func(r rune) ([]byte, bool, error) {
			if r < 256 {
				return []byte{byte(r)}, true, nil
			}
			return nil, false, nil
		}
	}
	if em, ok := vm.Get0(mapping).(*encodingMap); ok {
		return func(r rune) ([]byte, bool, error) {
			b, ok := em.m[r]
			if !ok {
				return nil, false, nil
			}
			return []byte{b}, true, nil
		}
	}
	return func(r rune) ([]byte, bool, error) {
		v, err := vm.GetItem(mapping, rt.SmallInt(int64(r)))
		if err != nil {
			if rt.ExceptionMatches(err, rt.LookupErrorType) {
				return nil, false, nil
			}
			return nil, false, err
		}
		if v == rt.None {
			return nil, false, nil
		}
		if _, ok := vm.Get0(v).(*rt.Bytes); ok {
			b, _ := vm.BufferOf(v)
			return b, true, nil
		}
		n, err := vm.IndexInt(v)
		if err != nil {
			return nil, false, vm.TypeError("character mapping must return integer, bytes or None, not %s", vm.TypeName(v))
		}
		if n < 0 || n > 255 {
			return nil, false, vm.TypeError("character mapping must be in range(256)")
		}
		return []byte{byte(n)}, true, nil
	}
}

var encodeFn = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := vm.BindArgs("charmap_encode", args, kw, []string{"str", "errors", "mapping"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	text, ok := vm.StrOf(a[0])
	if !ok {
		return rt.Unbound, vm.TypeError("charmap_encode() argument 1 must be str, not %s", vm.TypeName(a[0]))
	}
	errors, err := errorsArg(vm, a[1], "charmap_encode")
	if err != nil {
		return rt.Unbound, err
	}
	enc := mapEncoder(vm, a[2])
	rs := wtf8.Runes(text)
	out := make([]byte, 0, len(rs))
	fail := func(start, end int) error {
		exc, err := newExc(vm, rt.UnicodeEncodeErrorType, a[0], start, end)
		return raise(vm, exc, err)
	}
	// put encodes a replacement's text through the map; a character of it
	// that maps to nothing fails as the original run does.
	put := func(s string, start, end int) error {
		for _, r := range wtf8.Runes(s) {
			b, ok, err := enc(r)
			if err != nil {
				return err
			}
			if !ok {
				return fail(start, end)
			}
			out = append(out, b...)
		}
		return nil
	}
	for i := 0; i < len(rs); {
		b, ok, err := enc(rs[i])
		if err != nil {
			return rt.Unbound, err
		}
		if ok {
			out = append(out, b...)
			i++
			continue
		}
		end := i + 1
		for end < len(rs) {
			_, ok, err := enc(rs[end])
			if err != nil {
				return rt.Unbound, err
			}
			if ok {
				break
			}
			end++
		}
		switch errors {
		case "strict":
			return rt.Unbound, fail(i, end)
		case "ignore":
		case "replace":
			if err := put(strings.Repeat("?", end-i), i, end); err != nil {
				return rt.Unbound, err
			}
		case "backslashreplace", "xmlcharrefreplace":
			var sb strings.Builder
			for _, r := range rs[i:end] {
				switch {
				case errors == "xmlcharrefreplace":
					fmt.Fprintf(&sb, "&#%d;", r)
				case r < 0x100:
					fmt.Fprintf(&sb, "\\x%02x", r)
				case r < 0x10000:
					fmt.Fprintf(&sb, "\\u%04x", r)
				default:
					fmt.Fprintf(&sb, "\\U%08x", r)
				}
			}
			if err := put(sb.String(), i, end); err != nil {
				return rt.Unbound, err
			}
		case "surrogateescape":
			for k := i; k < end; k++ {
				if rs[k] < 0xDC80 || rs[k] > 0xDCFF {
					return rt.Unbound, fail(k, k+1)
				}
				out = append(out, byte(rs[k]-0xDC00))
			}
		default:
			exc, err := newExc(vm, rt.UnicodeEncodeErrorType, a[0], i, end)
			if err != nil {
				return rt.Unbound, err
			}
			rep, pos, err := handler(vm, errors, exc, len(rs))
			if err != nil {
				return rt.Unbound, err
			}
			if s, ok := vm.StrOf(rep); ok {
				if err := put(s, i, end); err != nil {
					return rt.Unbound, err
				}
			} else if bb, ok := vm.Get0(rep).(*rt.Bytes); ok {
				out = append(out, bb.B...)
			} else {
				return rt.Unbound, vm.TypeError("encoding error handler must return (str/bytes, int) tuple")
			}
			i = pos
			continue
		}
		i = end
	}
	return vm.NewTuple([]rt.Value{vm.NewBytes(out), vm.NewInt(int64(len(rs)))}), nil
}

var funcs = rt.StaticFuncs("_cpjit_charmap", rt.ModuleFuncs{
	"charmap_decode": decodeFn,
	"charmap_encode": encodeFn,
	"charmap_build": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("charmap_build", kw); err != nil {
			return rt.Unbound, err
		}
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("charmap_build() takes exactly one argument (%d given)", len(args))
		}
		t, ok := vm.StrOf(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("charmap_build() argument must be str, not %s", vm.TypeName(args[0]))
		}
		rs := wtf8.Runes(t)
		// CPython's map is a three-level table (blocks of 2048 and
		// 128 code points) that takes 256 characters starting with
		// NUL, all in the BMP; size() reports that table's bytes.
		needDict := len(rs) != 256 || rs[0] != 0
		blocks1, blocks2 := map[rune]bool{}, map[rune]bool{}
		for _, r := range rs[min(1, len(rs)):] {
			if r == 0 || r > 0xFFFF {
				needDict = true
			} else if r != undefined {
				blocks1[r>>11], blocks2[r>>7] = true, true
			}
		}
		if len(blocks1) >= 0xFF || len(blocks2) >= 0xFF {
			needDict = true
		}
		if needDict {
			// What an EncodingMap cannot hold: a dict of every
			// character to its last position, as CPython builds then.
			d := vm.NewDict()
			for i, r := range rs {
				if err := vm.SetItem(d, rt.SmallInt(int64(r)), rt.SmallInt(int64(i))); err != nil {
					return rt.Unbound, err
				}
			}
			return d, nil
		}
		m := map[rune]byte{}
		for i, r := range rs {
			if i > 255 {
				break
			}
			if r != undefined {
				if _, dup := m[r]; !dup {
					m[r] = byte(i)
				}
			}
		}
		o := &encodingMap{m: m, size: 63 + 16*len(blocks1) + 128*len(blocks2)}
		o.SetClass(EncodingMapType)
		return vm.Alloc(o), nil
	},
	// decoding_table(name) is the 256-character decoding table of a
	// codec the package knows, or None.
	"decoding_table": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 1 || len(kw) != 0 {
			return rt.Unbound, vm.TypeError("decoding_table() takes exactly one argument")
		}
		name, ok := vm.StrOf(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("decoding_table() argument must be str")
		}
		t := Table(name)
		if t == nil {
			return rt.None, nil
		}
		return vm.NewStr(wtf8.FromRunes(t)), nil
	},
})

func init() {
	EncodingMapType.AddMethod("size", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		em, ok := vm.Get0(args[0]).(*encodingMap)
		if !ok {
			return rt.Unbound, vm.TypeError("descriptor 'size' requires an 'EncodingMap' object")
		}
		return vm.NewInt(int64(em.size)), nil
	})
	register("_cpjit_charmap", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_cpjit_charmap")
		rt.FillModule(vm, m, funcs)
		m.InstanceDict().SetStr(vm, "names", vm.NewTuple(func() []rt.Value {
			var out []rt.Value
			for _, n := range Names() {
				out = append(out, vm.NewStr(n))
			}
			return out
		}()))
		return m, nil
	})
}
