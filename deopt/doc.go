// Package deopt rebuilds the interpreter's view of a frame when machine
// code leaves it while some Python values live outside their home slots.
//
// Data path. jit keeps a loop's hottest Python registers in machine
// registers (see jit's residency). At every exit inside such a loop the
// enter trampoline saves those machine registers, and jit looks up the
// exit's record in the unit's stackmap (package frames) and calls Restore,
// which writes each described value into its home slot: a value word
// from a register as it is, an unboxed int boxed (a big int when it
// leaves the small-int range), a small int in jit's shifted working form
// unshifted, an unboxed float boxed bit-exactly (NaNs
// canonicalised as the runtime does), constants, and unbound locals as
// unbound. Only then can anything look at the frame: the interpreter that
// resumes it, the collector, locals(), f_locals, tracebacks. Re-entering
// machine code reloads the registers from the home slots, so whatever the
// interpreter or a write through f_locals changed is seen.
//
// Virtual objects are objects the compiler did not allocate: a complex
// that a loop only computes with lives in a pair of XMM registers (jit's
// complex residents), and its records describe it as a virtual complex
// whose fields are those registers. Restore allocates each virtual object
// once per record, however many locations name it, and not at all when
// the location's slot still holds the object the registers were loaded
// from (machine code marks the slot whenever it changes the value), so
// the interpreter sees the same objects, identities included, as if
// nothing had been kept in registers.
package deopt
