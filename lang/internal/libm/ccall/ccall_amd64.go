package ccall

// Call1 calls the C function at fn, of one double returning a double,
// with x; Call2 the same of two doubles. fn must compute on registers and
// a little stack (at most 8 KB), never block, call back into Go or read
// thread state but the floating-point environment, and be bound already
// (its lazy binding, if any, done by a call through cgo).
//
//go:noescape
func Call1(fn uintptr, x float64) float64

//go:noescape
func Call2(fn uintptr, x, y float64) float64
