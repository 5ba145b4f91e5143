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
// its live bytes (GOGC 100), but at least minHeadroom: small programs
// collect seldom, big ones stay near twice their live size.
const minHeadroom = 12 << 20

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
		live = max(live, 1<<20)
		gogc := int(min(100*max(live, minHeadroom)/live, 1200))
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
