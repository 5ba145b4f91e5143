package memview

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Casts, and the zero- and N-dimensional views they make (CPython's
// memoryview.cast(format, shape)): an N-dimensional view indexes with a
// tuple of ints, slices along its first dimension and lists as nested
// lists; anything else raises CPython's NotImplementedError.

// itemSizes are the sizes of the native single-character formats.
var itemSizes = map[byte]int{
	'c': 1, 'b': 1, 'B': 1, '?': 1,
	'h': 2, 'H': 2, 'e': 2,
	'i': 4, 'I': 4, 'f': 4,
	'l': 8, 'L': 8, 'q': 8, 'Q': 8, 'n': 8, 'N': 8, 'P': 8, 'd': 8,
}

func isByteFormat(f byte) bool { return f == 'b' || f == 'B' || f == 'c' }

// ndim is the view's number of dimensions.
func ndim(m *rt.MemoryView) int {
	if m.Scalar {
		return 0
	}
	return 1 + len(m.Dims)
}

// shapeOf is the view's shape.
func shapeOf(m *rt.MemoryView) []int {
	if m.Scalar {
		return nil
	}
	return append([]int{m.N}, m.Dims...)
}

// elem returns the bytes of the item at position pos (in items from the
// view's byte offset), nil when the exporter shrank underneath it.
func elem(m *rt.MemoryView, d []byte, pos int) []byte {
	off := m.Off + pos*m.ItemSize
	if off < 0 || off+m.ItemSize > len(d) {
		return nil
	}
	return d[off : off+m.ItemSize]
}

// multiIndex converts a tuple of indexes to an item position.
func multiIndex(vm *rt.VM, m *rt.MemoryView, keys []rt.Value) (int, error) {
	nd := ndim(m)
	if len(keys) > nd {
		return 0, vm.TypeError("cannot index %d-dimension view with %d-element tuple", nd, len(keys))
	}
	pos := m.Start
	for i, k := range keys {
		n, stride := m.N, m.Step
		if i > 0 {
			n, stride = m.Dims[i-1], 1
			for _, d := range m.Dims[i:] {
				stride *= d
			}
		}
		x, err := vm.IndexSsize(k, rt.IndexErrorType)
		if err != nil {
			return 0, err
		}
		if x < 0 {
			x += int64(n)
		}
		if x < 0 || x >= int64(n) {
			return 0, vm.IndexError("index out of bounds on dimension %d", i+1)
		}
		pos += int(x) * stride
	}
	return pos, nil
}

// keyKind classifies a tuple key: all indexes, all slices, or neither.
func keyKind(vm *rt.VM, items []rt.Value) (allIndex, allSlice bool) {
	allIndex, allSlice = true, true
	for _, k := range items {
		if _, ok := vm.Get0(k).(*rt.Slice); ok {
			allIndex = false
		} else {
			allSlice = false
			if !isIndex(vm, k) {
				allIndex = false
			}
		}
	}
	return allIndex, allSlice
}

// getND is getItem's part for keys other than an int or a slice of a
// one-dimensional view; handled is false when the key is neither a tuple
// nor meant for a zero-dimensional view.
func getND(vm *rt.VM, m *rt.MemoryView, k rt.Value) (rt.Value, bool, error) {
	t, isTuple := vm.Get0(k).(*rt.Tuple)
	if m.Scalar {
		if k == rt.Ellipsis {
			return m.Self(), true, nil
		}
		if isTuple && len(t.Items) == 0 {
			r, err := unpack(vm, m.Format, elem(m, vm.ViewData(m), m.Start))
			return r, true, err
		}
		return rt.Unbound, true, vm.TypeError("invalid indexing of 0-dim memory")
	}
	if len(m.Dims) > 0 && isIndex(vm, k) {
		return rt.Unbound, true, vm.NewError(rt.NotImplementedErrorType, "multi-dimensional sub-views are not implemented")
	}
	if !isTuple {
		return rt.Unbound, false, nil
	}
	allIndex, allSlice := keyKind(vm, t.Items)
	switch {
	case allIndex:
		if len(t.Items) < ndim(m) {
			return rt.Unbound, true, vm.NewError(rt.NotImplementedErrorType, "sub-views are not implemented")
		}
		pos, err := multiIndex(vm, m, t.Items)
		if err != nil {
			return rt.Unbound, true, err
		}
		r, err := unpack(vm, m.Format, elem(m, vm.ViewData(m), pos))
		return r, true, err
	case allSlice:
		return rt.Unbound, true, vm.NewError(rt.NotImplementedErrorType, "multi-dimensional slicing is not implemented")
	}
	return rt.Unbound, true, vm.TypeError("memoryview: invalid slice key")
}

// setND is setItem's counterpart of getND (the view is writable).
func setND(vm *rt.VM, m *rt.MemoryView, k, v rt.Value) (bool, error) {
	t, isTuple := vm.Get0(k).(*rt.Tuple)
	store := func(pos int) error {
		buf := make([]byte, m.ItemSize)
		if err := pack(vm, m.Format, v, buf); err != nil {
			return err
		}
		if item := elem(m, vm.ViewData(m), pos); item != nil {
			copy(item, buf)
		}
		return nil
	}
	if m.Scalar {
		if k == rt.Ellipsis || isTuple && len(t.Items) == 0 {
			return true, store(m.Start)
		}
		return true, vm.TypeError("invalid indexing of 0-dim memory")
	}
	if len(m.Dims) > 0 {
		if isIndex(vm, k) {
			return true, vm.NewError(rt.NotImplementedErrorType, "sub-views are not implemented")
		}
		if _, ok := vm.Get0(k).(*rt.Slice); ok {
			return true, vm.NewError(rt.NotImplementedErrorType, "memoryview slice assignments are currently restricted to ndim = 1")
		}
	}
	if !isTuple {
		return false, nil
	}
	allIndex, allSlice := keyKind(vm, t.Items)
	switch {
	case allIndex:
		if len(t.Items) < ndim(m) {
			return true, vm.NewError(rt.NotImplementedErrorType, "sub-views are not implemented")
		}
		pos, err := multiIndex(vm, m, t.Items)
		if err != nil {
			return true, err
		}
		return true, store(pos)
	case allSlice:
		return true, vm.NewError(rt.NotImplementedErrorType, "memoryview slice assignments are currently restricted to ndim = 1")
	}
	return true, vm.TypeError("memoryview: invalid slice key")
}

// nested arranges the flat items of a view of shape dims as nested lists.
func nested(vm *rt.VM, items []rt.Value, dims []int) rt.Value {
	if len(dims) == 1 {
		return vm.NewList(items)
	}
	n := len(items) / max(dims[0], 1)
	out := make([]rt.Value, dims[0])
	for i := range out {
		out[i] = nested(vm, items[i*n:(i+1)*n], dims[1:])
	}
	return vm.NewList(out)
}

// tolist is memoryview.tolist().
func tolist(vm *rt.VM, m *rt.MemoryView) (rt.Value, error) {
	items, err := list(vm, m)
	if err != nil {
		return rt.Unbound, err
	}
	if m.Scalar {
		return items[0], nil
	}
	return nested(vm, items, shapeOf(m)), nil
}

// strides is the view's strides in bytes.
func strides(m *rt.MemoryView) []rt.Value {
	if m.Scalar {
		return nil
	}
	out := []rt.Value{rt.SmallInt(int64(m.Step * m.ItemSize))}
	for i := range m.Dims {
		s := m.ItemSize
		for _, d := range m.Dims[i+1:] {
			s *= d
		}
		out = append(out, rt.SmallInt(int64(s)))
	}
	return out
}

// fContiguous reports Fortran order: a C-contiguous view with at most
// one dimension longer than 1.
func fContiguous(m *rt.MemoryView) bool {
	if !m.Contiguous() {
		return false
	}
	long := 0
	for _, d := range shapeOf(m) {
		if d > 1 {
			long++
		}
	}
	return ndim(m) <= 1 || long <= 1
}

// cast is memoryview.cast(format, shape).
func cast(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) == 0 {
		return rt.Unbound, vm.TypeError("unbound method memoryview.cast() needs an argument")
	}
	m, err := selfOf(vm, args[:1], "cast")
	if err != nil {
		return rt.Unbound, err
	}
	a, err := vm.BindArgs("cast", args[1:], kw, []string{"format", "shape"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	f, ok := vm.StrOf(a[0])
	if !ok {
		return rt.Unbound, vm.TypeError("cast() argument 'format' must be str, not %s", vm.TypeName(a[0]))
	}
	if !m.Contiguous() {
		return rt.Unbound, vm.TypeError("memoryview: casts are restricted to C-contiguous views")
	}
	hasShape := a[1] != rt.Unbound
	if hasShape || ndim(m) != 1 {
		for _, d := range shapeOf(m) {
			if d == 0 {
				return rt.Unbound, vm.TypeError("memoryview: cannot cast view with zeros in shape or strides")
			}
		}
	}
	var shape []rt.Value
	if hasShape {
		switch o := vm.Get0(a[1]).(type) {
		case *rt.List:
			shape = append([]rt.Value(nil), o.Items...)
		case *rt.Tuple:
			shape = o.Items
		default:
			return rt.Unbound, vm.TypeError("shape must be a list or a tuple")
		}
		if len(shape) > 64 {
			return rt.Unbound, vm.ValueError("memoryview: number of dimensions must not exceed 64")
		}
		if ndim(m) != 1 && len(shape) != 1 {
			return rt.Unbound, vm.TypeError("memoryview: cast must be 1D -> ND or ND -> 1D")
		}
	}
	at := strings.HasPrefix(f, "@")
	c := strings.TrimPrefix(f, "@")
	size, native := 0, len(c) == 1
	if native {
		size, native = itemSizes[c[0]]
	}
	if !native {
		return rt.Unbound, vm.ValueError("memoryview: destination format must be a native single character format prefixed with an optional '@'")
	}
	if !isByteFormat(c[0]) && !isByteFormat(m.Format) {
		return rt.Unbound, vm.TypeError("memoryview: cannot cast between two non-byte formats")
	}
	nbytes := m.N * m.RowLen() * m.ItemSize
	if m.Scalar {
		nbytes = m.ItemSize
	}
	if nbytes%size != 0 {
		return rt.Unbound, vm.TypeError("memoryview: length is not a multiple of itemsize")
	}
	nm := &rt.MemoryView{Obj: m.Obj, Format: c[0], At: at, ItemSize: size, Off: m.Off + m.Start*m.ItemSize,
		N: nbytes / size, Step: 1, ReadOnly: m.ReadOnly}
	if hasShape {
		dims := make([]int, len(shape))
		product := 1
		for i, v := range shape {
			if !v.IsSmallInt() && !vm.ClassOf(v).IsSubclass(rt.IntType) {
				return rt.Unbound, vm.TypeError("memoryview.cast(): elements of shape must be integers")
			}
			d, err := vm.IndexInt(v)
			if err != nil {
				return rt.Unbound, err
			}
			if d <= 0 {
				return rt.Unbound, vm.ValueError("memoryview.cast(): elements of shape must be integers > 0")
			}
			if int64(product)*d > int64(nbytes) {
				product = nbytes + 1 // too big already: only the check below matters
				continue
			}
			dims[i] = int(d)
			product *= int(d)
		}
		if product*size != nbytes {
			return rt.Unbound, vm.TypeError("memoryview: product(shape) * itemsize != buffer size")
		}
		if len(dims) == 0 {
			nm.Scalar, nm.N = true, 1
		} else {
			nm.N, nm.Dims = dims[0], dims[1:]
			nm.Step = nm.RowLen()
			if len(nm.Dims) == 0 {
				nm.Dims = nil
			}
		}
	}
	nm.SetClass(rt.MemoryViewType)
	return vm.Alloc(nm), nil
}
