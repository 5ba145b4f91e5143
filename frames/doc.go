// Package frames will hold the compressed stackmaps that describe frames
// running machine code once values may live outside their home slots
// (in registers, unboxed, virtual) — the guards-and-deoptimisation issue.
//
// Until then no stackmap is needed: machine code built by jit keeps every
// Python value in the frame's own registers (lang/interp.Frame.Regs) and
// sets Frame.PC at every exit, which is the only time Go code (and so
// locals(), sys._getframe, f_locals and tracebacks) can observe the frame.
package frames
