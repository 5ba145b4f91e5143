package runtime

// Scratch argument space for calls from the protocols to builtin methods:
// a stack of value words in chunks that never move, so that building
// (self, other) for a call allocates nothing. Callees must not keep the
// slice (they copy what they store), and every use releases in LIFO order.
type scratch struct {
	chunks [][]Value
	cur    int
	top    int
}

const scratchChunk = 4096

// args returns a window of n words and the mark to release it with.
func (s *scratch) args(n int) ([]Value, int, int) {
	cur, top := s.cur, s.top
	if len(s.chunks) == 0 {
		s.chunks = append(s.chunks, make([]Value, scratchChunk))
	}
	if s.top+n > len(s.chunks[s.cur]) {
		s.cur++
		if s.cur == len(s.chunks) {
			s.chunks = append(s.chunks, make([]Value, max(scratchChunk, n)))
		} else if len(s.chunks[s.cur]) < n {
			s.chunks[s.cur] = make([]Value, n)
		}
		s.top = 0
	}
	w := s.chunks[s.cur][s.top : s.top+n : s.top+n]
	s.top += n
	return w, cur, top
}

func (s *scratch) release(cur, top int) { s.cur, s.top = cur, top }

// call2 calls a builtin with (a, b) from scratch space.
func (vm *VM) callBuiltin2(fn BuiltinFn, a, b Value) (Value, error) {
	w, cur, top := vm.scratch.args(2)
	w[0], w[1] = a, b
	r, err := fn(vm, w, nil)
	vm.scratch.release(cur, top)
	return r, err
}

// callBuiltin3 calls a builtin with (a, b, c) from scratch space.
func (vm *VM) callBuiltin3(fn BuiltinFn, a, b, c Value) (Value, error) {
	w, cur, top := vm.scratch.args(3)
	w[0], w[1], w[2] = a, b, c
	r, err := fn(vm, w, nil)
	vm.scratch.release(cur, top)
	return r, err
}
