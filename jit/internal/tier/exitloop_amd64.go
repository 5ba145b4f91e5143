//go:build linux

package tier

// The exit loop: entering a unit's machine code and serving its exits.

import (
	"runtime"
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Run implements interp.Hook: the exit loop.
func (j *JIT) Run(fr *interp.Frame, ua any) (rt.Value, error) {
	u := ua.(*unit)
	if fr.Globals != u.globals || u.namesGlobal && fr.Locals != fr.Globals {
		// Compiled against other globals (exec with a new namespace), or
		// with names as globals for a frame whose locals are others.
		r, _, err := j.in.Step(fr, u.never, nil)
		return r, err
	}
	return j.run(fr, u, false, callResult{})
}

// run runs fr's exit loop (see exitLoop for pending and result).
func (j *JIT) run(fr *interp.Frame, u *unit, pending bool, result callResult) (rt.Value, error) {
	// The exit loop and interp.Step under it double the Go stack a
	// Python call takes (see rt.MaxDepth).
	j.vm.StackWeight += jitStackWeight
	if j.depth == 0 {
		j.refuel() // steps the interpreter charged since may shorten the fuel
	}
	j.depth++
	r, err := j.exitLoop(fr, u, pending, result)
	j.vm.StackWeight -= jitStackWeight
	if j.depth--; j.depth == 0 {
		// Back to Go's caller: settle the steps machine code took.
		if e := j.refuel(); e != nil && err == nil {
			err = e
		}
	}
	return r, err
}

// refuel charges the fuel machine code has burnt since the last refuel
// as steps (rt.VM.Steps: a back-edge burns its loop's length, an entry
// one) and gives it a quantum more, or only what is left under the VM's
// step limit, so that the limit stops machine code within one iteration.
func (j *JIT) refuel() error {
	ctx := j.ctx
	err := j.vm.ChargeSteps(j.fuelBase - ctx.Fuel)
	f := int64(fuelQuantum)
	if m := j.vm.MaxSteps; m > 0 {
		f = min(f, max(m-j.vm.Steps, 1))
	}
	if j.vm.Heap().Stress {
		// -X gc-stress: every back-edge and entry exits to the safepoint,
		// so that machine code collects wherever the interpreter does.
		f = 1
	}
	ctx.Fuel, j.fuelBase = f, f
	return err
}

// clampFuel shortens the fuel machine code is about to run on by the
// steps the interpreter charged since the last refuel (the Python code an
// exit ran), so that the VM's step limit stops machine code where it
// stops the interpreter, not a fuel batch later.
func (j *JIT) clampFuel() {
	m := j.vm.MaxSteps
	if m <= 0 {
		return
	}
	ctx := j.ctx
	left := m - j.vm.Steps - (j.fuelBase - ctx.Fuel)
	if left < ctx.Fuel {
		d := ctx.Fuel - max(left, 1)
		ctx.Fuel -= d
		j.fuelBase -= d
	}
}

// drainSink is where yield_value puts what a generator yields while a
// consumer drains it: the consumer's slice (rt.SliceSink), the slice where
// it gathers small ints and floats (rt.NumSliceSink: nums), sum()'s int64 total
// (rt.SumSink), or nowhere for any() and all() (rt.TruthSink: truth).
type drainSink struct {
	slice *[]rt.Value
	nums  bool
	sum   *int64
	// truth: sinkAny or sinkAll for any()'s or all()'s rt.TruthSink.
	truth uintptr
}

// Ctx.Sink's values for any() and all() draining the generator
// (rt.TruthSink): yield_value takes, without an exit, the None, bools,
// small ints and floats that are false (any) or true (all).
const (
	sinkAny = 2
	sinkAll = 4
)

// sinkFor returns the drainSink of fr's generator (zero: none).
func (j *JIT) sinkFor(fr *interp.Frame) drainSink {
	switch s := j.in.YieldSink(fr).(type) {
	case rt.SliceSink:
		return drainSink{slice: s.Slice()}
	case rt.SumSink:
		return drainSink{sum: s.Total()}
	case rt.NumSliceSink:
		if p := s.Nums(); p != nil {
			return drainSink{slice: p, nums: true}
		}
	case rt.TruthSink:
		if s.Want() {
			return drainSink{truth: sinkAny}
		}
		return drainSink{truth: sinkAll}
	}
	return drainSink{}
}

// enterSink enters machine code at addr with Ctx.Sink or Ctx.Sum set
// from sink (neither while a tracer is set, as the exit loop's own
// drained yields) and counts the values yield_value appended to a slice.
func (j *JIT) enterSink(sink drainSink, addr uintptr) {
	ctx := j.ctx
	switch {
	case (sink.slice == nil && sink.sum == nil && sink.truth == 0) || j.in.Tracing():
		enter(ctx, addr)
	case sink.truth != 0:
		ctx.Sink = sink.truth
		enter(ctx, addr)
		ctx.Sink = 0
	case sink.slice != nil:
		n := len(*sink.slice)
		ctx.Sink = uintptr(unsafe.Pointer(sink.slice))
		if sink.nums {
			ctx.Sink |= 1 // small ints and floats only
		}
		enter(ctx, addr)
		ctx.Sink = 0
		if d := len(*sink.slice) - n; d > 0 {
			j.stats.DrainedInPlace += int64(d)
		}
	default:
		ctx.Sum = uintptr(unsafe.Pointer(sink.sum))
		enter(ctx, addr)
		ctx.Sum = 0
	}
}

// callResult is what a call made natively returned (or raised), once the
// exit loops of the frames it made (see finishNative) have finished them
// (ok: there is one).
type callResult struct {
	v   rt.Value
	err error
	ok  bool
}

// exitLoop enters u's machine code for fr and serves its exits until the
// frame returns or raises. With pending, fr's machine code has already
// exited (a frame finishNative set up: the exit is in the Ctx); with
// result, fr is at a call machine code made natively, which has returned.
func (j *JIT) exitLoop(fr *interp.Frame, u *unit, pending bool, result callResult) (rt.Value, error) {
	ctx := j.ctx
	addr := u.entry
	if fr.PC != 0 {
		addr = u.addr(fr.PC)
	}
	if result.ok {
		ctx.Exit, ctx.PC, pending = ExitCall, uint32(fr.PC), true
	}
	callAt := -1      // a call to make next, instead of entering at addr
	var gen genResult // what a generator for_gen resumed gave, taken over by Go
	if pending && ctx.Exit == exitGen {
		gen, j.pendingGen = j.pendingGen, genResult{}
	}
	// A consumer draining fr's generator into a slice: yield_value
	// appends to it in place (Ctx.Sink).
	sink := j.sinkFor(fr)
	for {
		switch {
		case pending:
			pending = false
		case u.classes != nil && rt.ClassEpoch.Load() != u.epoch:
			j.revalidate(u)
			fallthrough
		default:
			if u.invalid {
				// Deoptimised for good: the rest of the frame runs in the
				// interpreter (fr.PC is where machine code would resume).
				r, _, err := j.in.Step(fr, u.never, nil)
				return r, err
			}
			if callAt >= 0 {
				// A call's machine code would only exit to make it (calls
				// are never in regions: nothing to fill or spill): make it
				// without the round trip.
				ctx.Exit, ctx.PC, callAt = ExitCall, uint32(callAt), -1
				break
			}
			if j.vm.Woken() && !j.vm.Heap().Stress {
				// Go code has woken the safepoint since machine code last
				// ran (a collection came due in an exit, sys.settrace)
				// and machine code polls only its fuel: run the safepoint
				// where the interpreter runs it. At the function's entry,
				// that is here; elsewhere, at the next back-edge, so the
				// interpreter runs up to the next loop head.
				if addr == u.entry {
					ctx.Fuel-- // the step entry_poll charges
					raise := j.vm.Safepoint()
					r, done, err := j.in.Step(fr, u.stops, raise)
					if done {
						return r, err
					}
				} else if r, done, err := j.in.Step(fr, u.loopHeads, nil); done {
					return r, err
				}
				addr, callAt = j.afterStep(fr, u)
				continue
			}
			ctx.Regs = uintptr(unsafe.Pointer(unsafe.SliceData(fr.Regs)))
			if ctx.CSP = ctx.CSBase; u.nativeCalls || u.genLoops {
				j.prepareNative()
			}
			j.stats.Enters++
			j.clampFuel()
			j.enterSink(sink, addr)
			for ctx.CSP != ctx.CSBase {
				if j.genRecord(u) {
					// The exit was taken in a generator that fr's
					// for_gen resumed: Go takes the generator over.
					gen = j.takeGen(fr, u)
					ctx.Exit, ctx.PC = exitGen, gen.pc
					break
				}
				// The exit was taken in a frame that machine code called.
				// An instruction a Go helper can run against the native
				// frame: run it and go on, with the frames as they are.
				if a, ok := j.helperExit(fr, u); ok {
					j.stats.Enters++
					j.clampFuel()
					j.enterSink(sink, a)
					continue
				}
				// Serve the exit with the native frames adopted, and go on
				// natively where it leaves them if Go has no more use for
				// them; or finish those frames in Go, then go on after
				// fr's call.
				v, err, a, resumed := j.finishNative(fr, u)
				if resumed {
					j.stats.Enters++
					j.clampFuel()
					j.enterSink(sink, a)
					continue
				}
				result = callResult{v, err, true}
				ctx.Exit, ctx.PC = ExitCall, uint32(fr.PC)
				break
			}
		}
		stop, fillFailed := u.stops, false
		if u.inRegion != nil && (u.inRegion[ctx.PC] || ctx.Exit == ExitResume) {
			found, err := j.restore(u, fr)
			if err != nil {
				return rt.None, err
			}
			if !found && ctx.Exit == ExitStep {
				// A fill found a type the loop was not compiled for
				// (the only exit in a loop without a stackmap record).
				// Resuming at the next instruction would fill again and
				// fail again: run to the loop's head, which fails once per
				// iteration, where a recompilation can fix it.
				stop, fillFailed = u.heads, true
			}
		}
		pc := int(ctx.PC)
		fr.PC = pc
		var raise error
		if ctx.Exit == ExitDunder {
			// binop_dunder's method returned NotImplemented: the call
			// is made, and its result goes on through the protocol.
			result, ctx.Exit = callResult{rt.NotImplemented, nil, true}, ExitCall
		}
		switch ctx.Exit {
		case exitGen:
			// for_gen's FOR_ITER, finished in Go: the item, the loop's
			// end or the generator's exception.
			next := pc + 1
			switch in := u.code.Instrs[pc]; {
			case gen.err != nil:
				raise = gen.err
			case gen.yielded:
				fr.Regs[in.A] = gen.v
			default:
				next = int(in.C)
			}
			gen = genResult{}
			if raise != nil {
				break
			}
			// (Where the interpreter goes on if it runs the frame first: a
			// safepoint woken meanwhile, u dropped.)
			fr.PC = next
			j.vm.Heap().DropPins()
			if u.stops[next] && !j.in.Traced(fr) {
				if u.calls[next] {
					callAt = next
				} else {
					addr = u.addr(next)
				}
				continue
			}
		case ExitReturn:
			j.rets++
			return fr.Regs[ctx.Ret], nil
		case ExitYield:
			j.yields++
			if s := j.in.YieldSink(fr); s != nil && !j.in.Tracing() && s.Take(fr.Regs[ctx.Ret]) {
				// A consumer draining the generator (list(), tuple()...)
				// took the value, running no Python code: go on as the
				// resumption by next() would, with None sent.
				j.stats.Drained++
				fr.Regs[u.code.Instrs[pc].A] = rt.None
				j.vm.Heap().DropPins()
				addr = u.addr(pc + 1)
				continue
			}
			// The generator suspends here; its resumption stores what
			// was sent and enters again after the YIELD (interp's run),
			// or for_gen's machine code enters there itself.
			j.in.SuspendAt(fr, j.genTableAddr(u)) // (0: for_gen may not resume it)
			return fr.Regs[ctx.Ret], nil
		case ExitCall:
			in := u.code.Instrs[pc]
			regs := fr.Regs
			var v rt.Value
			var err error
			if result.ok {
				v, err, result = result.v, result.err, callResult{}
				if err == nil && v == rt.NotImplemented && u.binops[pc] {
					// binop_dunder's call (finished here or by
					// machine code) returned NotImplemented.
					v, err = j.vm.BinaryReflected(binOpOf[in.Op], regs[in.B], regs[in.C], inPlaceOp[in.Op])
				}
			} else {
				j.calls++
				j.noteCall(fr, u, pc, regs[in.B])
				first, end := callArgs(in, regs)
				v, err = j.callFromExit(regs[in.B], regs[first:end:end])
			}
			if err == nil {
				regs[in.A] = v
				fr.PC = pc + 1
				// An instruction boundary with every live value in a
				// frame: forget the values the call's code pinned, as the
				// callee's own safepoints would have. Machine code's
				// back-edges do not drop pins (only polls that exit do),
				// so without this a loop of calls pins every object it
				// allocates, and a collection inside a nested Go-to-Python
				// call (which keeps the outer pins) finds them all alive.
				j.vm.Heap().DropPins()
				// The interpreter runs a safepoint after a call only when
				// the call asked for a collection (gc.collect()); so must
				// this path, or a heap-limit MemoryError (raised at the
				// first safepoint after the limit trips) would be raised
				// at another instruction than in the interpreter.
				if j.vm.Heap().Requested() {
					if err := j.vm.Safepoint(); err != nil {
						raise = err // at the next instruction, like the interpreter's
						break
					}
				}
				// A traced frame (the call may have turned tracing on)
				// continues in the interpreter, which reports its lines.
				if u.stops[pc+1] && !j.in.Traced(fr) {
					if u.calls[pc+1] {
						callAt = pc + 1
					} else {
						addr = u.addr(pc + 1)
					}
					continue
				}
			} else {
				raise = err
			}
		case ExitResume:
			// A branch left a loop whose complex residents restore has
			// just allocated, or box_c01 found the complex pool empty or
			// range_iter1/2 the range iterator pool (the instruction starts
			// again): go on in machine code. Only the pool the instruction
			// takes from is refilled: range_iter1/2 are CALLs, box_c01
			// boxes complex arithmetic, so a program that uses one pool
			// never allocates the other.
			j.resumes++
			j.refillFor(u, pc)
			addr = u.addr(pc)
			continue
		case ExitInit:
			// call_class's __init__ returned something else than None.
			_, raise = j.constructed(rt.Unbound, rt.Value(ctx.Ret), nil)
		case ExitPoll:
			// The fuel ran out (machine code polls nothing else).
			j.polls++
			raise = j.refuel()
			runtime.Gosched()
			// A back-edge's poll is served by the interpreter's own
			// safepoint when Step runs the jump; the entry poll's is
			// served here, at the function's entry, where the interpreter
			// has its safepoint.
			if pc == 0 && raise == nil && u.code.Instrs[0].Op != bytecode.JUMP {
				raise = j.vm.Safepoint()
			}
		default:
			j.countStep(fr, u, pc, fillFailed)
		}
		// Run the exiting instruction (a poll exit's jump runs the
		// interpreter's safepoint) and what follows until machine code;
		// or raise a call's exception at the call.
		r, done, err := j.in.Step(fr, stop, raise)
		if done {
			return r, err
		}
		addr, callAt = j.afterStep(fr, u)
	}
}

// afterStep says where fr's exit loop goes on once interp.Step has run it
// up to an instruction with machine code: the call to make there (callAt,
// for a call that exits to make it), or the machine code to enter (addr).
// Back at an instruction boundary, it forgets what the interpreter pinned
// meanwhile, as after a call.
func (j *JIT) afterStep(fr *interp.Frame, u *unit) (addr uintptr, callAt int) {
	j.vm.Heap().DropPins()
	if u.calls[fr.PC] && !j.in.Traced(fr) {
		return 0, fr.PC
	}
	return u.addr(fr.PC), -1
}

// addr returns the address of instruction pc's machine code (every
// instruction has some: its stencil or its exit).
func (u *unit) addr(pc int) uintptr {
	if u.resume != nil && u.resume[pc] != 0 {
		return u.base + uintptr(u.resume[pc]) // fill the residents first
	}
	return u.base + uintptr(u.offsets[pc])
}

// countStep counts a step exit at pc of fr's unit u (statistics, deopt
// stress) and recompiles u when a guard there keeps failing, or an
// instruction that had not run when u was compiled now runs often.
func (j *JIT) countStep(fr *interp.Frame, u *unit, pc int, fillFailed bool) {
	op := u.code.Instrs[pc].Op
	if op == bytecode.CALL_KW {
		j.noteCall(fr, u, pc, fr.Regs[u.code.Instrs[pc].B]) // a callee to call natively
	}
	j.steps[op]++
	u.exitsAt[pc]++
	j.noteBinop(u.code, pc, fr.Regs)
	if u.truths[pc] != nil {
		// A branch on objects (A is its register; other instructions'
		// A need not be one).
		j.noteTruth(u, pc, fr.Regs[u.code.Instrs[pc].A])
	}
	if u.eqs[pc] != nil {
		j.noteEq(u, pc, fr.Regs[u.code.Instrs[pc].B])
	}
	if u.stress != nil {
		u.stress[pc] = 0 // deopt stress: once is enough
	}
	if (u.native[pc] || u.unseen[pc]) && !u.mega[pc] && (op != bytecode.FOR_ITER || u.code.Feedback[pc].Types != u.iterFb[pc] || fillFailed) &&
		!j.growingStore(u, fr.Regs, pc) {
		// A guard or a fill failed, or an instruction that had
		// not run when the unit was compiled now runs often:
		// compile it from what it saw. (FOR_ITER exits at every
		// loop end; it counts only once the iterators it has seen
		// differ from those it was compiled for, or when its
		// loop's fills fail.)
		if u.hashed[pc] && u.fails[pc]+1 == j.recompileAfter {
			// A hashed lookup that keeps exiting (keys equal but
			// not identical, colliding hashes, missing keys): the
			// recompile this exit makes leaves it to the helper.
			u.code.Feedback[pc].Types |= bytecode.FbOther
		}
		if u.fails[pc]++; u.fails[pc] == j.recompileAfter && !u.invalid {
			switch {
			case u.unseen[pc] && !(u.grew != nil && u.grew[pc]) && j.maxRecompiles > 0 && u.growthRecompiles < maxGrowthRecompiles:
				if u.grew == nil {
					u.grew = make([]bool, len(u.code.Instrs))
				}
				u.grew[pc] = true
				u.growthRecompiles++
				u.recompiles-- // recompile counts it; this one is not a guard's
				j.recompile(fr, u)
			case u.unseen[pc] && !u.native[pc]:
				// Compiled again once for it already, and still an
				// exit (an operation no stencil takes, whose site
				// asked to see its operands once: binopDunder): not
				// a failing guard, so no recompilation of the
				// budget's. (Each recompile it made used to spend the
				// budget, and module code whose first loop had such
				// an exit left every later loop to never-run exits.)
			case u.recompiles < j.maxRecompiles:
				j.recompile(fr, u)
			case op == bytecode.LOAD_GLOBAL && j.maxRecompiles > 0 && u.globalRecompiles < maxGlobalRecompiles:
				// A global's guard holds its dicts' key versions,
				// which change whenever a module gains a name:
				// module code that defines names after the first
				// calls (a benchmark driver) used up the budget
				// with them, and the guard then failed forever
				// (bm_chaos: 1.7M exits). The interpreter's cache
				// is current again, so a recompile mends it.
				u.globalRecompiles++
				j.recompile(fr, u)
			}
		}
	}
}

// refillFor refills the pool that the instruction at pc of u takes from,
// after it exited to resume because the pool was empty. Only the pool the
// instruction takes from is refilled: range_iter1/2 are CALLs, box_c01
// boxes complex arithmetic, call_class takes instances, get_iter_seq and
// get_iter_set take sequence iterators and get_iter_range range iterators
// at a GET_ITER, so a program that uses one pool never allocates the
// others.
func (j *JIT) refillFor(u *unit, pc int) {
	op := u.code.Instrs[pc].Op
	if op == bytecode.GET_ITER && j.ctx.RPoolN == 0 {
		// get_iter_range (alone, or the last of a chain of get_iter_seq)
		// takes from the range iterators' pool.
		j.refillRanges()
	}
	if ps := u.seqs[pc]; ps != nil {
		for _, p := range ps {
			if p.left == 0 {
				j.refillSeq(p)
			}
		}
	} else if p := u.pools[pc]; p != nil {
		if p.left == 0 {
			j.refillInstances(p)
		}
	} else if op == bytecode.CALL {
		if j.ctx.RPoolN == 0 {
			j.refillRanges()
		}
	} else if op != bytecode.GET_ITER && j.ctx.CPoolN == 0 {
		j.refillPool()
	}
}

// exitGen is the exit kind the exit loop gives a FOR_ITER whose for_gen
// resumed a generator that then left its machine code (takeGen): no
// stencil exits with it.
const exitGen = 100

// genResult is what the generator for_gen resumed gave once Go took it
// over: the FOR_ITER at pc gets an item (yielded), the loop's end or err.
type genResult struct {
	pc      uint32
	v       rt.Value
	yielded bool
	err     error
}

// genRecord reports whether the call record at Ctx.CSBase is a for_gen's:
// fr's machine code (u's) made it at a FOR_ITER, which makes no other.
// The records above it are then for_gen's too: a generator that for_gen
// resumes makes no native calls (publishGen), and its own for_gen pushes
// a record over the one it runs under.
func (j *JIT) genRecord(u *unit) bool {
	pc := int(j.cstack[crecPC])
	return pc < len(u.code.Instrs) && u.code.Instrs[pc].Op == bytecode.FOR_ITER
}

// takeGen serves an exit taken in the machine code of generators that
// fr's for_gen resumed, the first resuming the second and so on (their
// records are all the records above Ctx.CSBase; the exit is the last
// one's): the records go, and the generators run on in Go as
// resumptions from next() would have run them (interp.ResumeMachine),
// each linked below the one that resumed it. The last runs its exit loop
// from the exit in the Ctx, each other its own from its FOR_ITER with
// what the next one gave. It returns what the first gave fr's FOR_ITER.
func (j *JIT) takeGen(fr *interp.Frame, u *unit) genResult {
	ctx := j.ctx
	n := int(ctx.CSP-ctx.CSBase) / (crecWords * 8)
	// Each record's generator, resolved from the FOR_ITER that resumed
	// it, and the yields the chain took in machine code since Go last
	// ran its generators, for the innermost's code (noteTaken).
	var buf [8]genLevel
	levels := buf[:0]
	var yields int64
	cfr, cu := fr, u
	for i := range n {
		pc := uint32(j.cstack[i*crecWords+crecPC])
		gfr := j.in.ResumableGen(cfr.Regs[cu.code.Instrs[pc].B])
		if gfr == nil {
			panic("jit: takeGen: the FOR_ITER's iterator is no generator for_gen resumed")
		}
		gu, ok := j.in.Compiled(gfr.Code).(*unit)
		if !ok || gu.invalid {
			panic("jit: takeGen: the generator's code has no machine code")
		}
		yields += gfr.GenYields()
		levels = append(levels, genLevel{pc, gfr, gu})
		cfr, cu = gfr, gu
	}
	ctx.CSP = ctx.CSBase
	j.stats.GenTaken++
	g := j.takeGenAt(levels)
	j.noteTaken(cu, yields) // (after the takeover: it may drop the code)
	return g
}

// genLevel is a generator of a chain takeGen takes over: the FOR_ITER of
// the frame that resumed it, its frame and its unit.
type genLevel struct {
	pc uint32
	fr *interp.Frame
	u  *unit
}

// takeGenAt is takeGen for the generator of levels[0], and those it
// resumed in turn (levels[1:]).
func (j *JIT) takeGenAt(levels []genLevel) genResult {
	l := levels[0]
	v, yielded, err := j.in.ResumeMachine(l.fr, func() (rt.Value, error) {
		if len(levels) > 1 {
			// It is at its own for_gen: finish that FOR_ITER first.
			g := j.takeGenAt(levels[1:])
			j.ctx.Exit, j.ctx.PC, j.pendingGen = exitGen, g.pc, g
		}
		return j.exitLoop(l.fr, l.u, true, callResult{})
	})
	return genResult{pc: l.pc, v: v, yielded: yielded, err: err}
}

// noteTaken counts a takeover of a generator of u's code that for_gen
// resumed (the innermost of a chain), the chain's generators having
// yielded in machine code yields times since Go last ran them. A
// generator whose machine code mostly leaves before any yield (an
// operation it cannot do inline: a call, a comprehension, an overflow)
// pays for_gen's resumption and the takeover on top of the exit: after maxFruitless such takeovers, and more than twice as many
// as those after a yield, for_gen no longer resumes the code's
// generators, and the code is dropped (its frames go on in the
// interpreter) to be compiled again when hot, judged as if for loops
// resumed it with next() (exitBoundGenerator's forGen false).
func (j *JIT) noteTaken(u *unit, yields int64) {
	if yields > 0 {
		u.genFruitful++
		return
	}
	u.genFruitless++
	if u.genFruitless >= maxFruitless && u.genFruitless > 2*u.genFruitful && !j.genDeclined[u.code] {
		j.stats.GenDeclined++
		if j.genDeclined == nil {
			j.genDeclined = map[*bytecode.Code]bool{}
		}
		j.genDeclined[u.code] = true
		j.in.NoForGen(u.code)
		// (Nothing runs u's code any more: the exit being taken over
		// returned to Go, and no address in it is kept.)
		j.drop(u)
	}
}

// maxFruitless: see noteTaken.
const maxFruitless = 64
