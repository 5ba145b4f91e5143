package interp

import (
	"errors"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The Python barrier: while the JIT serves an exit of a natively called
// frame with a Go helper (jit/internal/tier's helper exits), no Python
// code may run and no frame may be looked at, since the native frames
// have no interpreter frames. The barrier is two flags on the
// interpreter, checked at the top of every rt.Interp method, rather than
// another rt.Interp swapped into the VM for the time of the helper: an
// interface write per swap costs write barriers while the collector
// marks, and helper exits are among the most frequent exits.

// ErrBarred is what an rt.Interp method returns while the barrier is up.
var ErrBarred = errors.New("interp: Python code asked for while barred (a helper exit would run Python code)")

// BarPython raises the barrier: until UnbarPython, the rt.Interp methods
// run no Python code, look at no frame and only record that they were
// asked (Globals still answers, for a caller that throws the answer away).
func (in *Interp) BarPython() { in.barred, in.asked = true, false }

// UnbarPython lowers the barrier.
func (in *Interp) UnbarPython() { in.barred = false }

// PythonAsked reports whether an rt.Interp method was called since the
// last BarPython.
func (in *Interp) PythonAsked() bool { return in.asked }

// refuse records a call made while barred and returns ErrBarred.
func (in *Interp) refuse() error {
	in.asked = true
	return ErrBarred
}

var _ rt.Interp = (*Interp)(nil)
