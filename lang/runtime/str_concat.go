package runtime

import "unsafe"

// String concatenation in a loop (s += x) would copy the whole string at
// every step. CPython avoids that by resizing in place when the left operand
// has no other reference; cpjit cannot see reference counts, so it keeps,
// per VM, the buffers behind the most recent concatenation results: when
// the next left operand is exactly one of those results (same data pointer,
// same length) and its buffer has room, the right operand is appended in
// place and the new str shares the buffer. Bytes already handed out are
// never modified, so every str sharing a buffer stays immutable.
//
// There are strConcatSlots buffers, so that several strings built at once
// (a line inside a page, two columns, a recursive formatter's levels) each
// keep theirs; a result that matches none takes the least recently used
// slot. Small results (under strConcatMin bytes) are plain copies: their
// copy costs less than the bookkeeping.

// strConcatMin is the result size from which concatenation uses a buffer.
const strConcatMin = 32

// strConcatSlots is the number of concatenation buffers kept per VM.
const strConcatSlots = 4

type strVMState struct {
	// bufs are the concatenation buffers; len is the bytes in use.
	bufs [strConcatSlots][]byte
	// used[i] is the concatenation count when bufs[i] was last used
	// (least recently used slot is replaced first); tick counts them.
	used [strConcatSlots]uint64
	tick uint64
	// formatCache maps builtin types to their __format__ (see FormatValue).
	formatCache map[*Class]Value
	// specCache holds str values of recent format specs (see Format).
	specCache map[string]Value
}

// Trace marks the cached values (vm.Ext entries are traced as roots).
func (st *strVMState) Trace(t *Tracer) {
	for _, v := range st.formatCache {
		t.Mark(v)
	}
	for _, v := range st.specCache {
		t.Mark(v)
	}
}

const strStateKey = "runtime.str"

func (vm *VM) strState() *strVMState {
	if vm.str != nil {
		return vm.str
	}
	if st, ok := vm.Ext[strStateKey].(*strVMState); ok {
		vm.str = st
		return st
	}
	st := &strVMState{}
	vm.Ext[strStateKey] = st
	vm.str = st
	return st
}

// strConcatBytes returns a + b, appending in place when a is one buffer's
// whole content.
func strConcatBytes(vm *VM, a, b string) string {
	n := len(a) + len(b)
	if n < strConcatMin {
		return a + b
	}
	st := vm.strState()
	st.tick++
	// A result that extends a buffer without room doubles into a new one
	// in its slot; a fresh result is sized exactly (most are never
	// extended) in the least recently used slot.
	slot, size := -1, n
	p := unsafe.StringData(a)
	for i := range st.bufs {
		buf := st.bufs[i]
		if len(a) > 0 && len(buf) == len(a) && &buf[0] == p {
			if cap(buf)-len(buf) >= len(b) {
				buf = append(buf, b...)
				st.bufs[i], st.used[i] = buf, st.tick
				return unsafe.String(&buf[0], len(buf))
			}
			slot, size = i, 2*n
			break
		}
		if slot < 0 || st.used[i] < st.used[slot] {
			slot = i
		}
	}
	nb := make([]byte, n, size)
	copy(nb, a)
	copy(nb[len(a):], b)
	st.bufs[slot], st.used[slot] = nb, st.tick
	return unsafe.String(&nb[0], n)
}
