package marshalmod

import (
	"encoding/binary"
	"math"
	"math/big"
	"unicode/utf8"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// reader is one loads call. A reserved reference slot (a container being
// read) holds Unbound; load returns Unbound for the NULL code '0'.
type reader struct {
	vm    *rt.VM
	data  []byte
	pos   int
	refs  []rt.Value
	depth int
}

func (r *reader) take(n int) ([]byte, error) {
	if n < 0 || n > len(r.data)-r.pos {
		return nil, errFallback
	}
	b := r.data[r.pos : r.pos+n]
	r.pos += n
	return b, nil
}

func (r *reader) int32() (int, error) {
	b, err := r.take(4)
	if err != nil {
		return 0, err
	}
	return int(int32(binary.LittleEndian.Uint32(b))), nil
}

func (r *reader) size() (int, error) {
	n, err := r.int32()
	if err == nil && n < 0 {
		err = errFallback
	}
	return n, err
}

func (r *reader) load() (rt.Value, error) {
	if r.depth >= maxDepth {
		return rt.Unbound, r.vm.ValueError("recursion limit exceeded")
	}
	r.depth++
	v, err := r.loadObject()
	r.depth--
	return v, err
}

func (r *reader) loadObject() (rt.Value, error) {
	if r.pos >= len(r.data) {
		return rt.Unbound, errFallback
	}
	code := r.data[r.pos]
	r.pos++
	flag := code&flagRef != 0
	vm := r.vm
	switch code &^ flagRef {
	case 'N':
		return rt.None, nil
	case 'F':
		return rt.False, nil
	case 'T':
		return rt.True, nil
	case 'S':
		return rt.StopIterationType.Self(), nil
	case '.':
		return rt.Ellipsis, nil
	case '0':
		return rt.Unbound, nil
	case 'r':
		i, err := r.int32()
		if err != nil || i < 0 || i >= len(r.refs) || r.refs[i] == rt.Unbound {
			return rt.Unbound, errFallback
		}
		return r.refs[i], nil
	case '(', ')', '[', '{', '<', '>':
		return r.container(code&^flagRef, flag)
	}
	var v rt.Value
	switch code &^ flagRef {
	case 'i':
		n, err := r.int32()
		if err != nil {
			return rt.Unbound, err
		}
		v = rt.SmallInt(int64(n))
	case 'l':
		n, err := r.int32()
		if err != nil {
			return rt.Unbound, err
		}
		size := n
		if n < 0 {
			size = -n
		}
		digits, err := r.take(2 * size)
		if err != nil {
			return rt.Unbound, err
		}
		x := new(big.Int)
		d := new(big.Int)
		for i := size - 1; i >= 0; i-- {
			dig := binary.LittleEndian.Uint16(digits[2*i:])
			if dig > 0x7fff || i == size-1 && dig == 0 {
				return rt.Unbound, errFallback
			}
			x.Lsh(x, 15)
			x.Or(x, d.SetUint64(uint64(dig)))
		}
		if n < 0 {
			x.Neg(x)
		}
		v = vm.NewBigInt(x)
	case 'g':
		b, err := r.take(8)
		if err != nil {
			return rt.Unbound, err
		}
		v = vm.NewFloat(math.Float64frombits(binary.LittleEndian.Uint64(b)))
	case 'y':
		b, err := r.take(16)
		if err != nil {
			return rt.Unbound, err
		}
		re := math.Float64frombits(binary.LittleEndian.Uint64(b))
		im := math.Float64frombits(binary.LittleEndian.Uint64(b[8:]))
		v = vm.NewComplex(complex(re, im))
	case 's':
		n, err := r.size()
		if err != nil {
			return rt.Unbound, err
		}
		b, err := r.take(n)
		if err != nil {
			return rt.Unbound, err
		}
		v = vm.NewBytes(append([]byte(nil), b...))
	case 'u', 't':
		n, err := r.size()
		if err != nil {
			return rt.Unbound, err
		}
		b, err := r.take(n)
		if err != nil || !utf8.Valid(b) { // surrogates: marshal.py decodes them
			return rt.Unbound, errFallback
		}
		v = vm.NewStr(string(b))
	case 'a', 'A', 'z', 'Z':
		var n int
		var err error
		if c := code &^ flagRef; c == 'z' || c == 'Z' {
			var b []byte
			b, err = r.take(1)
			if err == nil {
				n = int(b[0])
			}
		} else {
			n, err = r.size()
		}
		if err != nil {
			return rt.Unbound, err
		}
		b, err := r.take(n)
		if err != nil || !isASCII(string(b)) { // latin-1 beyond ASCII: marshal.py
			return rt.Unbound, errFallback
		}
		v = vm.NewStr(string(b))
	default:
		return rt.Unbound, errFallback
	}
	if flag {
		r.refs = append(r.refs, v)
	}
	return v, nil
}

// item reads a value that must not be NULL.
func (r *reader) item() (rt.Value, error) {
	v, err := r.load()
	if err == nil && v == rt.Unbound {
		err = errFallback
	}
	return v, err
}

func (r *reader) container(code byte, flag bool) (rt.Value, error) {
	vm := r.vm
	idx := -1
	if flag {
		idx = len(r.refs)
		r.refs = append(r.refs, rt.Unbound)
	}
	n := 0
	var err error
	switch code {
	case ')':
		var b []byte
		if b, err = r.take(1); err == nil {
			n = int(b[0])
		}
	case '{':
	default:
		n, err = r.size()
	}
	if err != nil {
		return rt.Unbound, err
	}
	// Every item takes at least a byte: a count beyond the data is
	// malformed, and must not size an allocation.
	if n > len(r.data)-r.pos {
		return rt.Unbound, errFallback
	}
	var v rt.Value
	switch code {
	case '[':
		v = vm.NewList(make([]rt.Value, 0, n))
		if idx >= 0 {
			r.refs[idx] = v
		}
		for i := 0; i < n; i++ {
			x, err := r.item()
			if err != nil {
				return rt.Unbound, err
			}
			vm.ListAppend(v, x)
		}
	case '{':
		d := vm.NewDictObj()
		v = d.Self()
		if idx >= 0 {
			r.refs[idx] = v
		}
		for {
			k, err := r.load()
			if err != nil {
				return rt.Unbound, err
			}
			if k == rt.Unbound {
				break
			}
			val, err := r.load()
			if err != nil {
				return rt.Unbound, err
			}
			if val == rt.Unbound {
				break
			}
			if err := d.Set(vm, k, val); err != nil {
				return rt.Unbound, errFallback
			}
		}
	default:
		items := make([]rt.Value, n)
		for i := range items {
			if items[i], err = r.item(); err != nil {
				return rt.Unbound, err
			}
		}
		switch code {
		case '<':
			v, err = vm.NewSet(items)
		case '>':
			v, err = vm.NewFrozenSet(items)
		default:
			v = vm.NewTuple(items)
		}
		if err != nil {
			return rt.Unbound, errFallback
		}
	}
	if idx >= 0 {
		r.refs[idx] = v
	}
	return v, nil
}
