// Package deopt will rebuild interpreter frames from stackmaps when a guard
// in machine code fails while values live outside their home slots.
//
// Today a failing guard needs no rebuilding: the stencil exits before it
// changes anything, the frame is already in the interpreter's layout, and
// jit's exit loop lets the interpreter run the instruction (interp.Step).
// A guard that keeps failing makes jit recompile the unit from newer type
// feedback.
package deopt
