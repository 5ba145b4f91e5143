// Package tier is cpjit's copy-and-patch tier: the machine ABI it shares
// with the stencils, translation from bytecode to machine code, the exit
// loop and native calls, recompilation and the object pools that machine
// code takes from. Package jit, the embedding API, installs it; nothing
// outside jit uses it directly.
//
// In: a hot frame from the interpreter (lang/interp calls Compile, an
// interp.Hook), with its bytecode and type feedback. Out: machine code
// in a W^X arena that runs the frame (Run), leaving to the interpreter
// at exits; counters (Stats) and, on request, a disassembly (Options.Dump)
// and perf map entries.
//
// It decides what to compile, builds machine code from the
// stencils of package stencils (through package patch), and runs it.
//
// Data path. The interpreter (lang/interp) counts function entries and
// loop back-edges per code object; when a count reaches the threshold it
// calls Compile (interp.Hook). Compile picks one stencil per bytecode
// instruction from the instruction and the type feedback the interpreter
// recorded, patches the holes (register displacements, constants, jump
// targets) and installs the code in a W^X arena. Run then enters the code
// through the enter trampoline (enter_amd64.s) with R12 = the Ctx and
// R13 = the frame's registers, which are the interpreter's own registers:
// both tiers share one frame layout, so leaving machine code at any
// instruction boundary needs no translation.
//
// Machine code never calls Go. Whatever a stencil does not handle (other
// types, overflow, calls, allocation, exceptions) leaves through an exit:
// the stencil stores the instruction's index and an exit kind in the Ctx
// and returns to the exit loop in Run, which lets the interpreter run that
// instruction (interp.Step) and the ones after it that have no machine
// code, then re-enters machine code at the next instruction that has
// (or makes the call itself when that instruction is a call that machine
// code would only exit for). Exceptions,
// tracebacks and f_lineno therefore behave exactly as in the
// interpreter. Every loop back-edge and function entry counts down a fuel
// counter, and machine code returns to the exit loop when it runs out
// (about a million steps, a millisecond or so), so Ctrl-C, embedder
// limits and Go's own scheduler and GC get control within a bounded
// number of iterations. The design (docs/architecture.md) lets the poll
// read an interrupt word as well; machine code does not, and keeps the counter in a register (R11)
// rather than in the Ctx: the word's load and compare were three of six
// uops per back-edge, and a counter in memory is a load-subtract-store
// chain from one iteration to the next (micro_intloop's best time went
// from 45.7 to 37.9 ms with the counter in R11).
// What wakes a safepoint from Go code (a collection that comes due in an
// exit, sys.settrace) the exit loop checks before it enters machine code
// again, running the interpreter to its next safepoint instead, so that
// collections happen at the same instruction in every tier; a request
// from another goroutine waits for the next fuel exit.
//
// Three policies keep exits cheap. Runs of machine code too short to pay
// for the trip through the exit loop are left to the interpreter (minRun);
// so are loops with fewer than loopWork instructions of machine code per
// instruction that exits (exitBoundLoops: the loops of library code over
// objects no stencil handles, such as a Decimal's arithmetic or a class's
// __dict__, ran slower compiled than interpreted), back-edges and all, so
// that such a loop costs one exit per run instead of several per
// iteration; and a guard that keeps failing, or an instruction that had
// not run when its unit was compiled and now runs often, makes the unit
// compile again from the interpreter's newer feedback; the new code
// replaces the old in place.
//
// What gets compiled, and what is assumed. With a profile (mode on), an
// instruction with no type feedback (or a global load with an empty
// cache) has never run and compiles to a side exit (lazy compilation), and
// so does every instruction after it up to the next jump target, which
// only falling through from it could reach: a call or raise in a branch
// never taken exits like the rest and leaves its loop's registers
// resident. An attribute instruction compiles to one
// guarded stencil per class in the interpreter's four-entry inline cache,
// chained so that a failed guard tries the next; a site whose cache was
// full is megamorphic, and its failures stop counting towards
// recompilation. A class constant read through an instance is a constant
// behind the class's version (load_attr_class_val). Receivers that are no
// plain instance compile from the interpreter's object cache
// (interp.ObjSite): a module's attribute read from its dict's entry, a
// class's attribute that needs no binding as a constant behind the class's
// and its metaclass's versions (enum members included), a builtin type's
// method behind the receiver's exact class. Compiled code guards class versions, dict key layouts
// and callee identities at each use; it assumes no global's value (loads
// read the current entry). A class change also invalidates the units
// that guard the class at once: rt.ClassEpoch moves, the exit loop checks
// the unit's classes at its next entry or exit, frees the code (no frame
// can return into it: machine code returns to the trampoline at every
// exit), finishes running frames in the interpreter and lets the code
// become hot again. A few builtins and methods have stencils of their
// own behind an identity guard on the callee (len, ord, chr on ASCII,
// list.append with room, list.pop and list.insert as methods or bound,
// dict.get, set.add, str.startswith and str.endswith of an ASCII affix,
// the character-class predicates of ASCII strs, isinstance of a class of
// metaclass type, or a tuple of them, for any receiver, type(x), float(x)
// and int(x) of ints and floats, min and max of two ints or floats, abs,
// id; and x.__class__ is an attribute stencil of its own).
// docs/assumptions.md lists every
// assumption compiled code makes, the guard or invalidation that protects
// it, and the test that proves it.
//
// Calls. A call site whose callee was a plain Python function when it was
// compiled (a global's value, or the method in a LOAD_METHOD's cache) is
// made by machine code itself (call_native): behind a guard on the
// callee's identity, it reads the function's callCell (its compiled
// entry, 0 when there is none), takes the callee's registers from the
// interpreter's VM stack, pushes a call record (return point, caller's
// registers, call index) on JIT.cstack and jumps to the callee's entry;
// the callee's return_value pops the record and jumps back. RSP is never
// touched, so the Go stack does not grow with Python recursion and a
// fault would still be recoverable; the records are pointer-free memory,
// like the registers. No Go frame exists for such a callee until Go needs
// one: when the exit loop finds call records after an exit
// (finishNative), it makes interpreter frames of the callees over the
// registers they already have (interp.AdoptCompiled; every caller is at
// its call, where its values are in their slots). When one native frame
// is on top, it serves the exit as the frame's exit loop would (a call, a
// step, a pool refill) and, if that leaves the frame at machine code and
// Go keeps no view of it (no frame object, tracer, handled-exception
// change, recompilation, class change or collection due), unlinks the
// frame again (interp.DisownCompiled), puts the call records back and
// re-enters its machine code: an exit in a callee costs a helper call,
// not a change of tier. Otherwise it runs the innermost's
// exit loop from its exit and each caller's from its call. Everything Go
// does (tracebacks, sys._getframe, the collector, tracing) therefore sees
// the same frames as in the interpreter. Call records are bounded by the
// recursion limit and rt.MaxDepth (prepareNative), and are disabled
// while a tracer is set. The same protocol serves four other kinds of
// site: a method call whose receivers had several classes (a chain of
// call_native_m, one per callee: patch.Values.Miss sends a failed
// identity check to the next); a function that a local holds
// (call_native_code: any function of the code and globals); a
// construction of a plain class (call_class: the instance comes from a
// per-class pool, and __init__ is called with it as self); and obj[key]
// through a plain __getitem__ (subscr_dunder). The records of the last
// two also name the function that runs (CREC_FN), which finishNative
// adopts, and a construction's names its instance (CREC_NEW), which the
// caller gets when __init__ returns None. Variants copy the arguments of a
// function given without self by a module or class (call_native_u), of a
// bound method with its self (call_native_b/bm: any function of one code
// and globals; the site learns the function from its call exits,
// noteCall, and calls it natively once recompiled), of a call leaving
// parameters to their defaults (call_native_d/md: read from the function
// at each call, behind their number), and of a CALL_KW whose keywords
// name, in order, the parameters after the positional arguments. A site
// whose exits met callees no guard names (a visitor's getattr dispatch, a
// callback from a container or an attribute) calls any compiled function
// or bound method of one (call_native_any: each call reads the callee's
// code's cell through Code.RunState; anycall_amd64.go). Other calls from
// compiled code to compiled plain functions, and constructions of plain classes whose
// __init__ is compiled, go straight to the callee's exit loop
// (interp.EnterCompiled); the rest through the interpreter's call path.
//
// Helper exits. Before any of that, an exit in a natively called frame
// whose instruction is a runtime operation on builtin values (big-int
// arithmetic, building tuples and lists, iterating builtin iterables,
// membership, comparisons, attribute lookups, subscripts, slices,
// displays, closures, list and bytearray extension, calls with or without
// keywords of builtins, math, cmath, struct and binascii functions, the
// thread's identity and the clocks, and builtin-type methods that look at no frame, also bound to a value of
// their exact type) is run by a Go helper against the innermost native frame's
// registers, with the interpreted run after it, and machine code goes on
// with every native frame left native (helperExit, helper_amd64.go). The
// choice: Go needs the interpreter's frames only when Python code runs,
// an exception propagates or a collection runs; rather than proving per
// operation that none can happen, the helper runs with the VM's rt.Interp
// replaced by a guard that refuses to run Python code and remembers being
// asked, refuses the operands that run Python code behind rt.Interp
// (generators, iterators), and abandons the exit to finishNative, having
// written nothing, when the guard was asked, the operation raised or a
// collection came due (figures in docs/performance.md). A call of a math
// function or a pure builtin whose arguments are all unboxed values can
// run no Python code, and is made without the guard (leafCall). The
// innermost native frame is the unit whose machine code holds the exit's
// site, its registers Ctx.Regs (nativeTop). An exit into a
// loop left to the interpreter is not a helper's: finishNative adopts the
// chain for the loop's time (up to maxAdoptServePython frames deep) and
// makes it native again after it.
//
// Register residency and stackmaps. Inside an innermost loop whose
// instructions all have machine code, up to four of the Python registers
// it uses most (loop counters, accumulators, temporaries) live in
// general-purpose registers, small ints among them unboxed, up to four
// floats unboxed in XMM registers and up to three complex numbers in XMM
// register pairs, instead of their frame slots (resident_amd64.go). A
// complex resident is an allocation the compiler removed: records
// describe it as a virtual object, which deopt allocates once when the
// interpreter is to see it (abs of one is computed in machine code too,
// with glibc's hypot as the runtime has it). The
// stencils that do the loop's arithmetic are split: their operands and
// result pass through AX and CX, and separate one-instruction stencils
// move them from and to either a frame slot or a resident register, so one
// stencil serves both. At every exit inside such a loop a stackmap record
// (package frames, one compressed blob per unit) says which machine
// register holds which Python register; the trampoline saves those
// registers, and the exit loop writes them back (package deopt) before
// the interpreter, the collector or introspection can see the frame.
// Re-entering the loop reloads them from the frame, so a write through
// f_locals or by the interpreter is seen. docs/architecture.md's "deopt through
// stackmaps" is followed for those values; everything else stays in its
// home slot, where the interpreter itself is the deoptimiser
// (interp.Step). A plain generator's code compiles like a function's: its
// YIELDs exit as yields (yield_value), the exit loop suspends the frame
// (interp.Suspend), and each resumption enters the machine code after
// the YIELD (interp's run). While a consumer that runs no Python code per
// item drains the generator (list(), tuple(), set(), sum(), extend: an
// rt.Sink attached by the generator's NextTo), the exit loop hands it each
// value instead and goes straight back into the machine code after the
// YIELD; a sink that collects into a []Value (rt.SliceSink), gathers
// numbers (rt.NumSliceSink: set()), sums small ints (rt.SumSink) or
// skips the values that do not decide any() or all() (rt.TruthSink) is
// given to yield_value through Ctx.Sink or Ctx.Sum, and the value is
// appended, added or passed over in place without an exit. A for loop's
// FOR_ITER over a plain generator (feedback FbGenIter) resumes the
// generator's machine code itself (for_gen): when the generator's own
// machine code last suspended it, the exit loop gave its frame the
// address of its code's resume table (genTable, kept current by
// publish), and for_gen pushes a call record, switches R13 to the
// generator's registers and jumps to the yield_resume stub after the
// YIELD it is suspended at; its yield_value sees the record, stores the
// YIELD's index as the frame's PC, pops the record and returns the value
// to the loop. A generator resumed so may resume another (a pipeline of
// stages, each record above the last). Go sees none of it until an exit
// in a resumed generator's code: the exit loop then takes the chain over
// (takeGen), each generator marked running and linked as next() would
// have (interp.ResumeMachine), runs the innermost's exit loop from its
// exit and each outer one's from its FOR_ITER, and finishes the loop's
// FOR_ITER with the item, the loop's end or the exception. Generators
// whose code makes native calls are never resumed so (their records
// would lie above a for_gen's), nor, once dropped, is a generator code
// whose resumptions mostly end in such a takeover before any yield
// (noteTaken); loops with a for_gen keep no residents. Code with YIELD_FROM, coroutines and
// async generators stays in the interpreter.
package tier
