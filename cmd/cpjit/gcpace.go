package main

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// Go's collector paces itself by GOGC: the heap may grow to (1+GOGC/100)
// times what its last collection found live. Python objects die at the
// VM's own collections (lang/runtime's Heap), after which Go's next
// collection frees them; with GOGC fixed, a small program gets a small
// heap goal and collects very often, and a big one holds GOGC% of its
// live bytes in garbage. paceGo instead gives Go's heap a headroom of
// half its live bytes (GOGC 50), but at least minHeadroom: small programs
// collect seldom, big ones stay near 1.5 times what Go finds live. What
// Go finds live includes as much garbage as the VM's live bytes that the
// VM has not collected yet (lang/runtime's pacing), so a big program
// peaks near 3 times its live bytes; GOGC 100 let it reach 4 times (a
// loop over 200,000 live strs: 110 MB against 96 MB now, CPython 23 MB;
// pf_logging 137 / 117 MB, CPython 54). Go's collector marks on the
// second core, so the extra collections cost the interpreter's thread
// little (the same times side by side).
//
// minHeadroom sets most programs' peak RSS, whose live Go heap is 4-8 MB:
// 12 MB cost them 4-5 MB more than 8 MB for 3% less CPU time (Go's
// collections cost 2-3 ms each whatever the heap's size); 6 MB saved
// 1-2 MB more than 8 for another 2-4%, 4 MB nothing more (measured on
// the 40 programs of the shared bench, docs/performance.md).
const minHeadroom = 8 << 20

// gcPercent is the GOGC that gives a heap whose last collection found
// live bytes alive the headroom paceGo wants: max(live/2, minHeadroom).
func gcPercent(live uint64) int {
	live = max(live, 1<<20)
	return int(min(100*max(live/2, minHeadroom)/live, 1200))
}

// paceGo sets GOGC after every Go collection from the live heap it found
// (unless the environment sets GOGC).
func paceGo() {
	last := 0
	adjust := func() {
		s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		metrics.Read(s)
		if s[0].Value.Kind() != metrics.KindUint64 {
			return
		}
		live := s[0].Value.Uint64()
		if live == 0 {
			// No collection yet: Go's first goal is 4 MB times GOGC/100.
			live = 4 << 20
		}
		gogc := gcPercent(live)
		// Only a change worth a call (SetGCPercent takes the heap lock).
		if last == 0 || gogc < last*9/10 || gogc > last*11/10 {
			debug.SetGCPercent(gogc)
			last = gogc
		}
	}
	adjust()
	// A finalizer runs once after every collection that found its object
	// unreachable; each run arms the next.
	type sentinel struct {
		p   *int
		pad [2]uint64
	}
	var arm func()
	arm = func() {
		runtime.SetFinalizer(&sentinel{}, func(*sentinel) {
			adjust()
			arm()
		})
	}
	arm()
}
