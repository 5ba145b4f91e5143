// Package marshalmod implements _cpjit_marshal, the Go core behind
// pylib/marshal.py (CPython's marshal is C; the Python module spent
// microseconds per value in method calls, struct packing and bytes
// concatenation).
//
//   - dumps(value, version) returns the bytes marshal.py's writer makes
//     for versions 2 to 4 and values built from None, bools, Ellipsis,
//     StopIteration and exact ints, floats, complex numbers, strs, bytes,
//     bytearrays, tuples, lists, dicts, sets and frozensets: the same
//     reference flags (the top object, objects met more than once, the
//     objects CPython keeps immortal) and back-references. It answers
//     None for anything else (subclasses, other buffers, lone
//     surrogates, versions 0 and 1) and marshal.py writes the value.
//   - loads(data) reads one value from bytes or a bytearray. Data it does
//     not read to the end without error (codes for versions 0 and 1,
//     malformed data, unhashable keys) answers NotImplemented, and
//     marshal.py reads it from the start and raises what it raises.
//
// Nesting deeper than 2000 raises ValueError here, as CPython does.
package marshalmod

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

var funcs = rt.StaticFuncs("_cpjit_marshal", rt.ModuleFuncs{
	"dumps": dumpsFunc,
	"loads": loadsFunc,
})

func init() {
	Modules["_cpjit_marshal"] = func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_cpjit_marshal")
		rt.FillModule(vm, m, funcs)
		return m, nil
	}
}

// maxDepth is CPython's marshal nesting limit.
const maxDepth = 2000

const flagRef = 0x80

type fallback struct{}

func (fallback) Error() string { return "not handled" }

var errFallback error = fallback{}

func dumpsFunc(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 2 || len(kw) != 0 || !args[1].IsSmallInt() {
		return rt.None, nil
	}
	version := args[1].Int()
	if version < 2 {
		return rt.None, nil
	}
	w := takeWriter(vm)
	defer w.release()
	w.version = int(min(version, 4))
	if w.version >= 3 {
		w.count(args[0])
	}
	if err := w.write(args[0], true); err != nil {
		if err == errFallback {
			return rt.None, nil
		}
		return rt.Unbound, err
	}
	return vm.NewBytes(append([]byte(nil), w.out...)), nil
}

const writerKey = "_cpjit_marshal.writer"

// takeWriter returns the VM's idle writer, whose maps and buffer keep
// their capacity from one dumps to the next (growing them was half of a
// dumps' time), or a new one when it is in use.
func takeWriter(vm *rt.VM) *writer {
	w, _ := vm.Ext[writerKey].(*writer)
	if w == nil || w.busy {
		w = &writer{vm: vm, counts: map[rt.Value]int{}, strRefs: map[string]int{},
			idRefs: map[rt.Value]int{}}
		if vm.Ext[writerKey] == nil {
			vm.Ext[writerKey] = w
		}
	}
	w.busy = true
	return w
}

// release empties w for the next dumps; a writer that held a large
// value lets its buffer go.
func (w *writer) release() {
	clear(w.counts)
	clear(w.strRefs)
	w.smallInts = [262]int32{}
	clear(w.idRefs)
	w.out = w.out[:0]
	if cap(w.out) > 1<<20 {
		w.out = nil
	}
	w.nrefs, w.depth, w.busy = 0, 0, false
}

func loadsFunc(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 1 || len(kw) != 0 || !args[0].IsHandle() {
		return rt.NotImplemented, nil
	}
	var data []byte
	switch o := vm.Get0(args[0]).(type) {
	case *rt.Bytes:
		data = o.B
	case *rt.ByteArray:
		data = o.B
	default:
		return rt.NotImplemented, nil
	}
	r := reader{vm: vm, data: data}
	v, err := r.load()
	if err == nil && v == rt.Unbound {
		err = errFallback // NULL at the top
	}
	if err != nil {
		if err == errFallback {
			return rt.NotImplemented, nil
		}
		return rt.Unbound, err
	}
	return v, nil
}
