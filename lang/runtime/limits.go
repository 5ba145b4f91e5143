package runtime

import "errors"

// Limits an embedder (package jit) or the CLI puts on a VM: steps, heap
// bytes and host access. Cancellation needs nothing here: the embedder's
// Poll returns the context's error, which, like ErrStepLimit, is not a
// Python exception and so unwinds every frame without running except or
// finally clauses.

// ErrStepLimit stops a program that has taken more than VM.MaxSteps steps.
var ErrStepLimit = errors.New("step limit exceeded")

// ChargeSteps adds n steps (see VM.Steps) and reports ErrStepLimit once
// they pass VM.MaxSteps.
func (vm *VM) ChargeSteps(n int64) error {
	vm.Steps += n
	if vm.MaxSteps > 0 && vm.Steps > vm.MaxSteps {
		return ErrStepLimit
	}
	return nil
}

// Access is a set of host capabilities a program may use.
type Access uint8

const (
	// AccessFiles: open(), the os functions that read or change the file
	// system, and source lines of files in tracebacks.
	AccessFiles Access = 1 << iota
	// AccessEnv: the process environment (os.environ, putenv, unsetenv).
	AccessEnv
	// AccessProcess: the process itself (os._exit, the current directory,
	// process and user ids).
	AccessProcess
	// AccessNetwork: sockets and name resolution.
	AccessNetwork

	// AccessAll is what the CLI grants.
	AccessAll = AccessFiles | AccessEnv | AccessProcess | AccessNetwork
)

// Allowed reports whether the program may use a.
func (vm *VM) Allowed(a Access) bool { return vm.Access&a == a }

// Denied is the PermissionError for using what was not granted.
func (vm *VM) Denied(what string) error {
	return vm.NewError(PermissionErrorType, what+": not permitted in this interpreter (the embedder has not granted it)")
}

// SetMaxHeap limits the bytes the program's live objects hold, estimated
// (see approxSize) — 0 removes the limit. A program that goes past it gets
// MemoryError at the next safepoint; a single request for more than the
// room left (list or string repetition, bytes(n)) gets it at once. The
// accounting costs nothing when no limit is set.
func (vm *VM) SetMaxHeap(bytes int64) {
	h := vm.heap
	h.limit = bytes
	h.sinceBytes = 0
	h.tripped = false
	if bytes > 0 {
		h.liveBytes = h.measure()
		h.setBudget()
	}
}

// HeapLimitTripped reports whether the heap limit has raised MemoryError.
func (vm *VM) HeapLimitTripped() bool { return vm.heap.tripped }

// ClearHeapLimitTripped forgets that the heap limit raised MemoryError (a
// new run starts).
func (vm *VM) ClearHeapLimitTripped() { vm.heap.tripped = false }

// HeapBytes returns the live bytes measured at the last collection (only
// kept while a heap limit is set).
func (vm *VM) HeapBytes() int64 { return vm.heap.liveBytes }

// Grew records that an object's backing storage grew by n bytes without an
// allocation through the heap (list append, dict and set resizing).
func (vm *VM) Grew(n int) {
	h := vm.heap
	h.noteBig(n)
	if h.limit > 0 {
		h.charge(int64(n))
	}
}

// CheckAlloc returns MemoryError when the program is about to build one
// object of n bytes that cannot fit under the heap limit.
func (vm *VM) CheckAlloc(n int64) error {
	h := vm.heap
	if h.limit > 0 && (n < 0 || h.liveBytes+h.sinceBytes+n > h.limit) {
		h.tripped = true
		return vm.NewError(MemoryErrorType, "")
	}
	return nil
}

// CheckBig is CheckAlloc for the objects that can grow past a heap limit
// within one instruction (a str built from others: repr, concatenation,
// f-strings): small ones are not checked.
func (vm *VM) CheckBig(n int) error {
	if n < 1<<20 {
		return nil
	}
	return vm.CheckAlloc(int64(n))
}

// charge counts n new bytes; past the budget it makes the next safepoint
// collect and measure.
func (h *Heap) charge(n int64) {
	h.sinceBytes += n
	if h.sinceBytes > h.budget {
		h.allocs = max(h.allocs, h.nextGC)
		h.due()
	}
}

// setBudget lets the program allocate half the room left (at least 64 KiB)
// before the next measurement, so it can overshoot the limit by at most
// about half of it.
func (h *Heap) setBudget() {
	h.budget = max((h.limit-h.liveBytes)/2, 64<<10)
}

// checkHeapLimit runs after a collection while a limit is set.
func (vm *VM) checkHeapLimit() error {
	h := vm.heap
	h.liveBytes = h.measure()
	h.sinceBytes = 0
	h.setBudget()
	if h.liveBytes > h.limit {
		h.tripped = true
		return vm.NewError(MemoryErrorType, "")
	}
	return nil
}

// measure sums approxSize over the live objects.
func (h *Heap) measure() int64 {
	var n int64
	for _, o := range h.objs {
		if o != nil {
			n += approxSize(o)
		}
	}
	return n
}

// approxSize estimates the bytes an object holds: its header and the
// backing arrays it owns. It errs on the low side (shared strings, Go
// allocator rounding), so the limit is a bound on the program's data, not
// on the process's memory.
func approxSize(o Object) int64 {
	const head = 48
	switch o := o.(type) {
	case *Str:
		return head + int64(len(o.S))
	case *Bytes:
		return head + int64(cap(o.B))
	case *ByteArray:
		return head + int64(cap(o.B))
	case *List:
		return head + 8*int64(cap(o.Items))
	case *Tuple:
		return head + 8*int64(cap(o.Items))
	case *Dict:
		return head + 24*int64(cap(o.entries)) + 4*int64(cap(o.index))
	case *Set:
		return head + 16*int64(cap(o.table))
	case *Int:
		return head + int64(len(o.V.Bits()))*8
	case *Instance:
		return head + 8*int64(cap(o.SlotVals))
	}
	return head
}
