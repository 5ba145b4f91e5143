//go:build linux

package tier

// Per-thread state of the tier (see rt.ThreadSwitcher). Python threads
// share one JIT, and only the thread holding the GIL runs machine code;
// it lets the GIL go only in Go code (a safepoint, a blocking call), where
// every frame of its own is an interpreter frame. What machine code and
// the exit loop keep for the running thread is swapped when another
// thread takes the GIL: the Ctx's registers, exit and call-record fields,
// the call-record stack itself (each thread has its own), the fuel and
// the exit loop's caches. The pools (CPool, RPool, the instance pools)
// and the counters stay shared: a pool's entries belong to whichever
// thread takes them.

import (
	"unsafe"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// threadCalls is the size of a thread's call-record stack (other than
// the main thread's), in records.
const threadCalls = 256

type jitThread struct {
	ctx         Ctx
	cstack      []uint64
	fuelBase    int64
	depth       int
	serveRegs   uintptr
	serveCalls  int64
	serveStreak int
	top         nativeTopCache
	helperFn    *rt.Function
}

func (j *JIT) saveThread() any {
	s := &jitThread{ctx: *j.ctx, cstack: j.cstack, fuelBase: j.fuelBase, depth: j.depth,
		serveRegs: j.serveRegs, serveCalls: j.serveCalls, serveStreak: j.serveStreak, top: j.top, helperFn: j.helperFn}
	return s
}

func (j *JIT) loadThread(saved any) {
	ctx := j.ctx
	shared := *ctx
	if saved == nil {
		*ctx = Ctx{}
		j.cstack = make([]uint64, threadCalls*crecWords)
		ctx.CSBase = uintptr(unsafe.Pointer(unsafe.SliceData(j.cstack)))
		ctx.CSP = ctx.CSBase
		ctx.Fuel, j.fuelBase = fuelQuantum, fuelQuantum
		j.depth = 0
		j.serveRegs, j.serveCalls, j.serveStreak = 0, 0, 0
		j.top, j.helperFn = nativeTopCache{}, nil
	} else {
		s := saved.(*jitThread)
		*ctx = s.ctx
		j.cstack, j.fuelBase, j.depth = s.cstack, s.fuelBase, s.depth
		j.serveRegs, j.serveCalls, j.serveStreak, j.top = s.serveRegs, s.serveCalls, s.serveStreak, s.top
		j.helperFn = s.helperFn
	}
	j.helperFnSet = false // (nativeTop's answer for the exit being served)
	// What all threads share.
	ctx.Objs, ctx.Statics, ctx.Tag = shared.Objs, shared.Statics, shared.Tag
	ctx.CPool, ctx.CPoolN, ctx.RPool, ctx.RPoolN = shared.CPool, shared.CPoolN, shared.RPool, shared.RPoolN
	ctx.NCalls = shared.NCalls
	if saved == nil {
		j.refuel() // the first fuel, under the step limit
	}
}
