package marshalmod

import (
	"encoding/binary"
	"math"
	"math/big"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// writer is one dumps call. Reference indexes are keyed as marshal.py
// keys them: interned-looking strs and small ints by value, everything
// else by identity (only containers, strs and bytes can be met twice).
type writer struct {
	vm      *rt.VM
	version int
	out     []byte
	counts  map[rt.Value]int // times met, by identity (version 3 and up)
	strRefs map[string]int
	// smallInts[i+5] is 1 + the index of the small int i (-5 to 256),
	// 0 before it is written.
	smallInts [262]int32
	idRefs    map[rt.Value]int
	nrefs     int
	depth     int
	busy      bool
}

// interned reports whether marshal.py treats s as an interned str.
func interned(s string) bool {
	if len(s) <= 1 {
		return len(s) == 0 || s[0] < 0x80
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// hasSurrogate reports whether s (WTF-8) holds a surrogate code point.
func hasSurrogate(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == 0xED && s[i+1] >= 0xA0 {
			return true
		}
	}
	return false
}

// count walks v as marshal.py's _Writer.count does.
func (w *writer) count(v rt.Value) {
	if !v.IsHandle() {
		return
	}
	switch o := w.vm.Get0(v).(type) {
	case *rt.Str, *rt.Bytes:
		w.counts[v]++
	case *rt.Tuple:
		if w.counts[v]++; w.counts[v] == 1 {
			for _, x := range o.Items {
				w.count(x)
			}
		}
	case *rt.List:
		if w.counts[v]++; w.counts[v] == 1 {
			for _, x := range o.Items {
				w.count(x)
			}
		}
	case *rt.Set:
		if w.counts[v]++; w.counts[v] == 1 {
			for _, x := range o.Items() {
				w.count(x)
			}
		}
	case *rt.Dict:
		if w.counts[v]++; w.counts[v] == 1 {
			for i := 0; ; {
				k, val, next, ok := o.EntryAt(i)
				if !ok {
					break
				}
				i = next
				w.count(k)
				w.count(val)
			}
		}
	}
}

// ref writes a back-reference and returns 0, or returns the type code to
// write, with the reference flag when v gets an index. kind is 's' for an
// interned str (key s), 'i' for a small int (key i), 0 for identity;
// immortal is whether CPython keeps v immortal.
func (w *writer) ref(v rt.Value, code byte, top bool, kind byte, s string, i int64, immortal bool) byte {
	if w.version < 3 {
		return code
	}
	var idx int
	var found bool
	n := 0 // times met: only counted objects can have been flagged before
	switch kind {
	case 's':
		idx, found = w.strRefs[s]
	case 'i':
		idx = int(w.smallInts[i+5]) - 1
		found = idx >= 0
	default:
		if v.IsHandle() {
			n = w.counts[v]
			if n > 1 {
				idx, found = w.idRefs[v]
			}
		}
	}
	if found {
		w.out = append(w.out, 'r')
		w.out = binary.LittleEndian.AppendUint32(w.out, uint32(idx))
		return 0
	}
	if top || immortal || n > 1 {
		switch kind {
		case 's':
			w.strRefs[s] = w.nrefs
		case 'i':
			w.smallInts[i+5] = int32(w.nrefs + 1)
		default:
			w.idRefs[v] = w.nrefs
		}
		w.nrefs++
		return code | flagRef
	}
	return code
}

func (w *writer) int32(n int) {
	w.out = binary.LittleEndian.AppendUint32(w.out, uint32(int32(n)))
}

func (w *writer) write(v rt.Value, top bool) error {
	switch v {
	case rt.None:
		w.out = append(w.out, 'N')
		return nil
	case rt.False:
		w.out = append(w.out, 'F')
		return nil
	case rt.True:
		w.out = append(w.out, 'T')
		return nil
	case rt.Ellipsis:
		w.out = append(w.out, '.')
		return nil
	case rt.StopIterationType.Self():
		w.out = append(w.out, 'S')
		return nil
	}
	if w.depth >= maxDepth {
		return w.vm.ValueError("object too deeply nested to marshal")
	}
	w.depth++
	err := w.writeObject(v, top)
	w.depth--
	return err
}

func (w *writer) writeObject(v rt.Value, top bool) error {
	switch {
	case v.IsSmallInt():
		w.writeInt(v, v.Int(), top)
		return nil
	case v.IsFloat():
		w.writeFloat(v, v.Float(), top)
		return nil
	case !v.IsHandle():
		return errFallback
	}
	switch o := w.vm.Get0(v).(type) {
	case *rt.Int:
		if o.Class() != rt.IntType {
			return errFallback
		}
		if o.V.IsInt64() {
			w.writeInt(v, o.V.Int64(), top)
			return nil
		}
		if c := w.ref(v, 'l', top, 0, "", 0, false); c != 0 {
			w.writeLong(c, &o.V)
		}
	case *rt.Float:
		if o.Class() != rt.FloatType {
			return errFallback
		}
		w.writeFloat(v, o.V, top)
	case *rt.Complex:
		if o.Class() != rt.ComplexType {
			return errFallback
		}
		if c := w.ref(v, 'y', top, 0, "", 0, false); c != 0 {
			w.out = append(w.out, c)
			w.out = binary.LittleEndian.AppendUint64(w.out, math.Float64bits(real(o.V)))
			w.out = binary.LittleEndian.AppendUint64(w.out, math.Float64bits(imag(o.V)))
		}
	case *rt.Str:
		if o.Class() != rt.StrType {
			return errFallback
		}
		return w.writeStr(v, o.S, top)
	case *rt.Bytes:
		if o.Class() != rt.BytesType {
			return errFallback
		}
		if c := w.ref(v, 's', top, 0, "", 0, len(o.B) <= 1); c != 0 {
			w.out = append(w.out, c)
			w.int32(len(o.B))
			w.out = append(w.out, o.B...)
		}
	case *rt.ByteArray:
		if o.Class() != rt.ByteArrayType {
			return errFallback
		}
		// marshal.py writes other buffers without a reference.
		w.out = append(w.out, 's')
		w.int32(len(o.B))
		w.out = append(w.out, o.B...)
	case *rt.Tuple:
		if o.Class() != rt.TupleType {
			return errFallback
		}
		code := byte('(')
		if w.version >= 4 && len(o.Items) < 256 {
			code = ')'
		}
		c := w.ref(v, code, top, 0, "", 0, len(o.Items) == 0)
		if c == 0 {
			return nil
		}
		w.out = append(w.out, c)
		if code == ')' {
			w.out = append(w.out, byte(len(o.Items)))
		} else {
			w.int32(len(o.Items))
		}
		return w.items(o.Items)
	case *rt.List:
		if o.Class() != rt.ListType {
			return errFallback
		}
		c := w.ref(v, '[', top, 0, "", 0, false)
		if c == 0 {
			return nil
		}
		w.out = append(w.out, c)
		w.int32(len(o.Items))
		return w.items(o.Items)
	case *rt.Set:
		code := byte('<')
		if o.Frozen() {
			code = '>'
			if o.Class() != rt.FrozenSetType {
				return errFallback
			}
		} else if o.Class() != rt.SetType {
			return errFallback
		}
		c := w.ref(v, code, top, 0, "", 0, false)
		if c == 0 {
			return nil
		}
		items := o.Items()
		w.out = append(w.out, c)
		w.int32(len(items))
		return w.items(items)
	case *rt.Dict:
		if o.Class() != rt.DictType {
			return errFallback
		}
		c := w.ref(v, '{', top, 0, "", 0, false)
		if c == 0 {
			return nil
		}
		w.out = append(w.out, c)
		for i := 0; ; {
			k, val, next, ok := o.EntryAt(i)
			if !ok {
				break
			}
			i = next
			if err := w.write(k, false); err != nil {
				return err
			}
			if err := w.write(val, false); err != nil {
				return err
			}
		}
		w.out = append(w.out, '0')
	default:
		return errFallback
	}
	return nil
}

func (w *writer) items(items []rt.Value) error {
	for _, x := range items {
		if err := w.write(x, false); err != nil {
			return err
		}
	}
	return nil
}

func (w *writer) writeInt(v rt.Value, x int64, top bool) {
	small := x >= -5 && x <= 256
	kind := byte(0)
	if small {
		kind = 'i'
	}
	if x >= math.MinInt32 && x <= math.MaxInt32 {
		if c := w.ref(v, 'i', top, kind, "", x, small); c != 0 {
			w.out = append(w.out, c)
			w.int32(int(x))
		}
		return
	}
	if c := w.ref(v, 'l', top, kind, "", x, small); c != 0 {
		w.writeLong(c, big.NewInt(x))
	}
}

// writeLong writes an int as a count of 15-bit digits (negative for a
// negative int) and the digits, least significant first.
func (w *writer) writeLong(code byte, x *big.Int) {
	w.out = append(w.out, code)
	sizeAt := len(w.out)
	w.out = append(w.out, 0, 0, 0, 0)
	n := 0
	m := new(big.Int).Abs(x)
	mask := big.NewInt(0x7fff)
	d := new(big.Int)
	for m.Sign() != 0 {
		d.And(m, mask)
		w.out = binary.LittleEndian.AppendUint16(w.out, uint16(d.Uint64()))
		m.Rsh(m, 15)
		n++
	}
	if x.Sign() < 0 {
		n = -n
	}
	binary.LittleEndian.PutUint32(w.out[sizeAt:], uint32(int32(n)))
}

func (w *writer) writeFloat(v rt.Value, f float64, top bool) {
	if c := w.ref(v, 'g', top, 0, "", 0, false); c != 0 {
		w.out = append(w.out, c)
		w.out = binary.LittleEndian.AppendUint64(w.out, math.Float64bits(f))
	}
}

func (w *writer) writeStr(v rt.Value, s string, top bool) error {
	in := interned(s)
	if w.version >= 4 && isASCII(s) {
		kind := byte(0)
		if in {
			kind = 's'
		}
		if len(s) < 256 {
			code := byte('z')
			if in {
				code = 'Z'
			}
			if c := w.ref(v, code, top, kind, s, 0, in); c != 0 {
				w.out = append(w.out, c, byte(len(s)))
				w.out = append(w.out, s...)
			}
			return nil
		}
		code := byte('a')
		if in {
			code = 'A'
		}
		if c := w.ref(v, code, top, kind, s, 0, in); c != 0 {
			w.out = append(w.out, c)
			w.int32(len(s))
			w.out = append(w.out, s...)
		}
		return nil
	}
	if hasSurrogate(s) {
		return errFallback
	}
	code, kind := byte('u'), byte(0)
	if w.version >= 3 && in {
		code = 't'
	}
	if in {
		kind = 's'
	}
	if c := w.ref(v, code, top, kind, s, 0, in); c != 0 {
		w.out = append(w.out, c)
		w.int32(len(s))
		w.out = append(w.out, s...)
	}
	return nil
}
