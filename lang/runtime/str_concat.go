package runtime

import "unsafe"

// String concatenation in a loop (s += x) would copy the whole string at
// every step. CPython avoids that by resizing in place when the left operand
// has no other reference; cpjit cannot see reference counts, so it keeps,
// per VM, the buffer behind the most recent large concatenation result:
// when the next left operand is exactly that result (same data pointer, same
// length) and the buffer has room, the right operand is appended in place
// and the new str shares the buffer. Bytes already handed out are never
// modified, so every str sharing the buffer stays immutable.

// strConcatMin is the result size from which concatenation uses the buffer.
const strConcatMin = 256

type strVMState struct {
	buf []byte // the active concatenation buffer; len is the bytes in use
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
	if st, ok := vm.Ext[strStateKey].(*strVMState); ok {
		return st
	}
	st := &strVMState{}
	vm.Ext[strStateKey] = st
	return st
}

// strConcatBytes returns a + b, appending in place when a is the active
// buffer's whole content.
func strConcatBytes(vm *VM, a, b string) string {
	n := len(a) + len(b)
	if n < strConcatMin {
		return a + b
	}
	st := vm.strState()
	if len(st.buf) > 0 && len(a) == len(st.buf) && unsafe.StringData(a) == &st.buf[0] {
		if cap(st.buf)-len(st.buf) >= len(b) {
			st.buf = append(st.buf, b...)
			return unsafe.String(&st.buf[0], len(st.buf))
		}
		nb := make([]byte, n, 2*n)
		copy(nb, a)
		copy(nb[len(a):], b)
		st.buf = nb
		return unsafe.String(&nb[0], n)
	}
	nb := make([]byte, n)
	copy(nb, a)
	copy(nb[len(a):], b)
	st.buf = nb
	return unsafe.String(&nb[0], n)
}
