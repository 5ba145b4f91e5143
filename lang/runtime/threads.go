package runtime

// Python threads: goroutines over one VM, serialised by a global
// interpreter lock (the GIL).
//
// Only the goroutine that holds the GIL touches the VM. The holder lets
// it go at safepoints, when another thread has waited for it longer than
// the switch interval (SwitchInterval), and around blocking calls (lock
// acquisitions, sleeps, joins; VM.Block). Handing the GIL over swaps the
// per-thread state of every layer: the runtime's (call depth, the
// exception being handled, pins, scratch space), the interpreter's and
// the JIT's, through the ThreadSwitchers they registered. The swap is
// lazy: the state of the thread that ran last stays installed until
// another thread takes the GIL. Collections trace the saved state of
// every suspended thread as roots.
//
// The goroutine that created the VM (and every embedding call after)
// is the main thread, and holds the GIL from NewVM on: other threads run
// only while it is at a safepoint or blocked, so a VM that the embedder
// is not running runs no Python code.

import (
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// Thread is one Python thread of a VM.
type Thread struct {
	// Ident is the thread's identifier (threading.get_ident()) and
	// NativeID its native_id.
	Ident    int64
	NativeID int64
	// Done is closed when the thread has finished (its goroutine no
	// longer runs Python code).
	Done chan struct{}
	// Data is the thread module's own per-thread data.
	Data any
	// keep are values the thread's function needs (the function and its
	// arguments), traced while the thread lives.
	keep []Value

	saved []any // the switchers' saved state while the thread is suspended
	// The runtime's own per-thread state while suspended.
	depth, stackWeight, nativeDepth int
	handled                         Value
	pins                            []Value
	pinBase                         int
	scratch                         scratch
	fresh                           bool
}

// ThreadSwitcher is one layer's per-thread state (the interpreter's
// frames, the JIT's context). Save takes the running thread's state out
// of the layer, Load installs a thread's (nil: a new thread's fresh
// state), and Trace marks the values a suspended thread's saved state
// holds.
type ThreadSwitcher struct {
	Save  func() any
	Load  func(saved any)
	Trace func(saved any, t *Tracer)
}

type gilWaiter struct {
	t  *Thread
	ch chan struct{}
}

// gil is the global interpreter lock of one VM.
type gil struct {
	mu    sync.Mutex
	owner *Thread // nil when free
	queue []gilWaiter
	// drop asks the holder to let the GIL go at its next safepoint (a
	// waiter has waited longer than the switch interval).
	drop atomic.Bool
	// last is the thread whose state is installed in the layers.
	last *Thread
}

// threads is the VM's thread bookkeeping.
type threads struct {
	gil       gil
	main      *Thread
	current   *Thread
	all       map[int64]*Thread
	nextIdent int64
	switchers []ThreadSwitcher
	// intr is closed by RequestPoll, to wake a main thread blocked in
	// VM.Block.
	intrMu sync.Mutex
	intr   chan struct{}
	// fatal is the error (not a Python exception: a limit, a
	// cancellation) that ended a thread other than the main one; the
	// main thread raises it at its next safepoint or wait.
	fatal error
	// sigs are the signals tripped and not yet handled (bit n: signal n).
	sigs atomic.Uint64
	// SwitchInterval is how long a thread waits for the GIL before it
	// asks the holder to let it go (sys.setswitchinterval).
	switchInterval atomic.Int64
}

const identBase = 0x7f0000001000

func (vm *VM) initThreads() {
	th := &vm.th
	th.all = map[int64]*Thread{}
	th.main = vm.newThread()
	th.main.NativeID = int64(os.Getpid())
	th.current, th.gil.owner, th.gil.last = th.main, th.main, th.main
	th.switchInterval.Store(int64(5 * time.Millisecond))
}

func (vm *VM) newThread() *Thread {
	th := &vm.th
	t := &Thread{Ident: identBase + th.nextIdent*0x800000, Done: make(chan struct{}), fresh: true, handled: None}
	t.NativeID = int64(os.Getpid()) + th.nextIdent
	th.nextIdent++
	th.all[t.Ident] = t
	return t
}

// AddThreadSwitcher registers one layer's per-thread state (see
// ThreadSwitcher). Layers register when the VM is set up, before any
// thread starts.
func (vm *VM) AddThreadSwitcher(s ThreadSwitcher) {
	vm.th.switchers = append(vm.th.switchers, s)
}

// CurrentThread returns the thread that holds the GIL (the running one).
func (vm *VM) CurrentThread() *Thread { return vm.th.current }

// MainThread returns the VM's main thread.
func (vm *VM) MainThread() *Thread { return vm.th.main }

// Threads returns the threads started and not yet finished, the main
// thread included.
func (vm *VM) Threads() []*Thread {
	r := make([]*Thread, 0, len(vm.th.all))
	for _, t := range vm.th.all {
		r = append(r, t)
	}
	return r
}

// SwitchInterval returns the time a thread waits for the GIL before it
// asks the holder to let it go.
func (vm *VM) SwitchInterval() time.Duration {
	return time.Duration(vm.th.switchInterval.Load())
}

// SetSwitchInterval sets SwitchInterval.
func (vm *VM) SetSwitchInterval(d time.Duration) { vm.th.switchInterval.Store(int64(d)) }

// StartThread starts a new Python thread that runs run, holding the GIL
// while it does. run's error, when not nil, is not a Python exception
// (those run reports itself): the main thread raises it at its next
// safepoint. It must be called with the GIL held.
//
// keep are the values run uses (its function and arguments): they are
// traced until the thread ends.
func (vm *VM) StartThread(data any, keep []Value, run func(t *Thread) error) *Thread {
	t := vm.newThread()
	t.Data, t.keep = data, keep
	go func() {
		vm.acquire(t)
		err := run(t)
		if err != nil && vm.th.fatal == nil {
			vm.th.fatal = err
			vm.RequestPoll()
		}
		delete(vm.th.all, t.Ident)
		close(t.Done)
		if vm.th.gil.last == t {
			vm.th.gil.last = nil // nothing of it to save
		}
		vm.release()
	}()
	return t
}

// acquire takes the GIL for t, waiting for it if another thread has it,
// and installs t's state.
func (vm *VM) acquire(t *Thread) {
	g := &vm.th.gil
	g.mu.Lock()
	if g.owner == nil {
		g.owner = t
		g.mu.Unlock()
	} else {
		ch := make(chan struct{})
		g.queue = append(g.queue, gilWaiter{t, ch})
		g.mu.Unlock()
		timer := time.NewTimer(vm.SwitchInterval())
		select {
		case <-ch:
		case <-timer.C:
			g.drop.Store(true)
			vm.wake.Store(1)
			<-ch
		}
		timer.Stop()
	}
	vm.th.current = t
	if g.last != t {
		vm.switchState(g.last, t)
		g.last = t
	}
}

// release lets the GIL go, to the longest waiter if there is one.
func (vm *VM) release() {
	g := &vm.th.gil
	g.mu.Lock()
	if len(g.queue) > 0 {
		w := g.queue[0]
		g.queue = g.queue[1:]
		g.owner = w.t
		close(w.ch)
	} else {
		g.owner = nil
	}
	g.mu.Unlock()
}

// yieldGIL lets the waiting threads run, if any, and takes the GIL back.
func (vm *VM) yieldGIL() {
	g := &vm.th.gil
	g.drop.Store(false)
	g.mu.Lock()
	waiting := len(g.queue) > 0
	g.mu.Unlock()
	if waiting {
		t := vm.th.current
		vm.release()
		vm.acquire(t)
	}
}

// switchState saves from's state (nil: a finished thread, nothing to
// save) and installs to's.
func (vm *VM) switchState(from, to *Thread) {
	h := vm.heap
	sw := vm.th.switchers
	if from != nil {
		if from.saved == nil {
			from.saved = make([]any, len(sw))
		}
		for i, s := range sw {
			from.saved[i] = s.Save()
		}
		from.depth, from.stackWeight, from.nativeDepth = vm.Depth, vm.StackWeight, vm.NativeDepth
		from.handled = vm.Handled
		from.pins, from.pinBase = h.pins, h.pinBase
		from.scratch = vm.scratch
		from.fresh = false
	}
	if to.fresh {
		vm.Depth, vm.StackWeight, vm.NativeDepth = 0, 0, 0
		vm.Handled = None
		h.pins, h.pinBase = nil, 0
		vm.scratch = scratch{}
		for _, s := range sw {
			s.Load(nil)
		}
		to.fresh = false
		return
	}
	vm.Depth, vm.StackWeight, vm.NativeDepth = to.depth, to.stackWeight, to.nativeDepth
	vm.Handled = to.handled
	h.pins, h.pinBase = to.pins, to.pinBase
	vm.scratch = to.scratch
	for i, s := range sw {
		s.Load(to.saved[i])
		to.saved[i] = nil
	}
	to.pins, to.scratch, to.handled = nil, scratch{}, None
}

// traceThreads marks what the suspended threads hold.
func (vm *VM) traceThreads(t *Tracer) {
	g := &vm.th.gil
	for _, th := range vm.th.all {
		t.MarkAll(th.keep)
		if th == g.last || th.fresh {
			continue // installed: the layers trace it as the running thread's
		}
		t.Mark(th.handled)
		t.MarkAll(th.pins)
		for i, s := range vm.th.switchers {
			if s.Trace != nil && th.saved != nil && th.saved[i] != nil {
				s.Trace(th.saved[i], t)
			}
		}
	}
}

// Block releases the GIL while wait blocks, and takes it back after.
// wait must return true when what it waited for happened, false when
// intr was closed (the main thread is interrupted: Ctrl-C, a limit, a
// cancellation) or deadline fired (timeout < 0: never). An interruption
// is served (its error returned) and the wait goes on if it raised
// nothing. wait must not touch the VM.
func (vm *VM) Block(timeout time.Duration, wait func(intr <-chan struct{}, deadline <-chan time.Time) bool) (bool, error) {
	t := vm.th.current
	var deadline <-chan time.Time
	if timeout >= 0 {
		timer := time.NewTimer(timeout)
		defer timer.Stop()
		deadline = timer.C
	}
	for {
		var intr chan struct{}
		if t == vm.th.main {
			intr = vm.interruptChan()
		}
		vm.release()
		ok := wait(intr, deadline)
		vm.acquire(t)
		if ok {
			return true, nil
		}
		if intr == nil || !isClosed(intr) {
			return false, nil
		}
		if err := vm.serveInterrupt(); err != nil {
			return false, err
		}
	}
}

func isClosed(ch chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

// interruptChan returns the channel RequestPoll closes next.
func (vm *VM) interruptChan() chan struct{} {
	th := &vm.th
	th.intrMu.Lock()
	defer th.intrMu.Unlock()
	if th.intr == nil {
		th.intr = make(chan struct{})
	}
	return th.intr
}

// interruptWaiters wakes a main thread blocked in Block.
func (vm *VM) interruptWaiters() {
	th := &vm.th
	th.intrMu.Lock()
	if th.intr != nil {
		close(th.intr)
		th.intr = nil
	}
	th.intrMu.Unlock()
}

// serveInterrupt is the main thread's poll outside a safepoint: a
// thread's fatal error, a requested poll, the step limit.
func (vm *VM) serveInterrupt() error {
	if err := vm.th.fatal; err != nil {
		vm.th.fatal = nil
		return err
	}
	if vm.pollRequested.Swap(false) {
		if err := vm.runSignals(); err != nil {
			return err
		}
		if vm.Poll != nil {
			if err := vm.Poll(vm); err != nil {
				return err
			}
		}
	}
	if vm.MaxSteps > 0 && vm.Steps > vm.MaxSteps {
		return ErrStepLimit
	}
	return nil
}

// Sleep sleeps for d with the GIL released (time.sleep); the main thread
// serves interruptions meanwhile.
func (vm *VM) Sleep(d time.Duration) error {
	_, err := vm.Block(d, func(intr <-chan struct{}, deadline <-chan time.Time) bool {
		select {
		case <-intr:
			return false
		case <-deadline:
			return true
		}
	})
	return err
}

// ClearThreadError forgets an error that ended another thread (a new
// embedding run starts).
func (vm *VM) ClearThreadError() { vm.th.fatal = nil }

// SignalHandler, when set (by the signal module), runs the Python-level
// handling of signal sig on the main thread. Without it, SIGINT raises
// KeyboardInterrupt and other signals are ignored.
type SignalHandler func(vm *VM, sig int) error

// TripSignal records that signal sig arrived: the main thread handles it
// at its next safepoint, or wakes from a blocking wait to do so. It may be
// called from any goroutine.
func (vm *VM) TripSignal(sig int) {
	if sig <= 0 || sig >= 64 {
		return
	}
	for {
		old := vm.th.sigs.Load()
		if vm.th.sigs.CompareAndSwap(old, old|1<<uint(sig)) {
			break
		}
	}
	vm.RequestPoll()
}

// runSignals handles the tripped signals, lowest first.
func (vm *VM) runSignals() error {
	sigs := vm.th.sigs.Swap(0)
	for sig := 1; sigs != 0 && sig < 64; sig++ {
		if sigs&(1<<uint(sig)) == 0 {
			continue
		}
		sigs &^= 1 << uint(sig)
		var err error
		if h, ok := vm.Ext["signal.handler"].(SignalHandler); ok {
			err = h(vm, sig)
		} else if sig == 2 {
			err = vm.NewError(KeyboardInterruptType, "")
		}
		if err != nil {
			// The rest wait for the next safepoint.
			for {
				old := vm.th.sigs.Load()
				if vm.th.sigs.CompareAndSwap(old, old|sigs) {
					break
				}
			}
			if sigs != 0 {
				vm.RequestPoll()
			}
			return err
		}
	}
	return nil
}

// CheckSignals runs the handlers of the signals tripped so far, when
// called on the main thread (signal.raise_signal runs them before it
// returns, as CPython's does).
func (vm *VM) CheckSignals() error {
	if vm.th.current != vm.th.main || vm.th.sigs.Load() == 0 {
		return nil
	}
	return vm.runSignals()
}
