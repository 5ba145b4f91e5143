// Package thread implements the _thread module: Python threads as
// goroutines over one VM, serialised by the VM's global interpreter lock
// (see lang/runtime/threads.go), and the locks they share. The threading
// module (pylib) is written over it.
package thread

import (
	"math"
	"strconv"
	"time"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }

var (
	// LockType is _thread.lock, RLockType _thread.RLock, HandleType the
	// handle start_joinable_thread returns.
	LockType   = rt.ModuleClass("_thread", "_thread.lock", nil)
	RLockType  = rt.ModuleClass("_thread", "_thread.RLock", nil)
	HandleType = rt.ModuleClass("_thread", "_thread._ThreadHandle", nil)
)

// timeoutMax is TIMEOUT_MAX, in seconds.
const timeoutMax = 9223372036.0

// Lock is a _thread.lock: a channel holding one token while locked.
type Lock struct {
	rt.Head
	ch chan struct{}
}

// Trace implements rt.Object.
func (l *Lock) Trace(t *rt.Tracer) {}

// RLock is a _thread.RLock: a lock, its owner's ident and the owner's
// count of acquisitions (both only touched with the GIL held).
type RLock struct {
	rt.Head
	ch    chan struct{}
	owner int64
	count int64
}

// Trace implements rt.Object.
func (l *RLock) Trace(t *rt.Tracer) {}

// Handle is a started thread's handle (join, is_done).
type Handle struct {
	rt.Head
	t *rt.Thread
}

// Trace implements rt.Object.
func (h *Handle) Trace(t *rt.Tracer) {}

func newLock(vm *rt.VM) rt.Value {
	l := &Lock{ch: make(chan struct{}, 1)}
	l.SetClass(LockType)
	return vm.Alloc(l)
}

// acquireArgs parses acquire's (blocking=True, timeout=-1): the time to
// wait, -1 for ever, 0 not at all.
func acquireArgs(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (time.Duration, error) {
	a, err := vm.BindArgs("acquire", args, kw, []string{"blocking", "timeout"}, 0)
	if err != nil {
		return 0, err
	}
	blocking := true
	if a[0] != rt.Unbound {
		if blocking, err = vm.Truth(a[0]); err != nil {
			return 0, err
		}
	}
	timeout := -1.0
	if a[1] != rt.Unbound {
		if timeout, err = seconds(vm, a[1]); err != nil {
			return 0, err
		}
	}
	if !blocking {
		if timeout != -1 {
			return 0, vm.ValueError("can't specify a timeout for a non-blocking call")
		}
		return 0, nil
	}
	if timeout == -1 {
		return -1, nil
	}
	if timeout < 0 {
		return 0, vm.ValueError("timeout value must be a non-negative number")
	}
	if timeout > timeoutMax {
		return 0, vm.Errorf(rt.OverflowErrorType, "timestamp out of range for platform time_t")
	}
	return time.Duration(timeout * 1e9), nil
}

// seconds converts a timeout argument.
func seconds(vm *rt.VM, v rt.Value) (float64, error) {
	if v.IsSmallInt() {
		return float64(v.Int()), nil
	}
	f, err := vm.ToFloat(v)
	if err != nil {
		return 0, err
	}
	if math.IsNaN(f) {
		return 0, vm.ValueError("Invalid value NaN (not a number)")
	}
	return f, nil
}

// take takes the token of ch, waiting up to d (-1: for ever) with the GIL
// released.
func take(vm *rt.VM, ch chan struct{}, d time.Duration) (bool, error) {
	select {
	case ch <- struct{}{}:
		return true, nil
	default:
	}
	if d == 0 {
		return false, nil
	}
	return vm.Block(d, func(intr <-chan struct{}, deadline <-chan time.Time) bool {
		select {
		case ch <- struct{}{}:
			return true
		case <-intr:
			return false
		case <-deadline:
			return false
		}
	})
}

func lockSelf(vm *rt.VM, args []rt.Value, meth string) (*Lock, error) {
	if len(args) > 0 {
		if l, ok := vm.Get0(args[0]).(*Lock); ok {
			return l, nil
		}
	}
	name := "?"
	if len(args) > 0 {
		name = vm.TypeName(args[0])
	}
	return nil, vm.TypeError("descriptor '%s' for '_thread.lock' objects doesn't apply to a '%s' object", meth, name)
}

func rlockSelf(vm *rt.VM, args []rt.Value, meth string) (*RLock, error) {
	if len(args) > 0 {
		if l, ok := vm.Get0(args[0]).(*RLock); ok {
			return l, nil
		}
	}
	name := "?"
	if len(args) > 0 {
		name = vm.TypeName(args[0])
	}
	return nil, vm.TypeError("descriptor '%s' for '_thread.RLock' objects doesn't apply to a '%s' object", meth, name)
}

func lockAcquire(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	l, err := lockSelf(vm, args, "acquire")
	if err != nil {
		return rt.Unbound, err
	}
	d, err := acquireArgs(vm, args[1:], kw)
	if err != nil {
		return rt.Unbound, err
	}
	ok, err := take(vm, l.ch, d)
	if err != nil {
		return rt.Unbound, err
	}
	return rt.Bool(ok), nil
}

func lockRelease(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	l, err := lockSelf(vm, args, "release")
	if err != nil {
		return rt.Unbound, err
	}
	select {
	case <-l.ch:
		return rt.None, nil
	default:
		return rt.Unbound, vm.Errorf(rt.RuntimeErrorType, "release unlocked lock")
	}
}

func lockLocked(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	l, err := lockSelf(vm, args, "locked")
	if err != nil {
		return rt.Unbound, err
	}
	return rt.Bool(len(l.ch) == 1), nil
}

func rlockAcquire(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	l, err := rlockSelf(vm, args, "acquire")
	if err != nil {
		return rt.Unbound, err
	}
	d, err := acquireArgs(vm, args[1:], kw)
	if err != nil {
		return rt.Unbound, err
	}
	me := vm.CurrentThread().Ident
	if l.count > 0 && l.owner == me {
		l.count++
		return rt.True, nil
	}
	ok, err := take(vm, l.ch, d)
	if err != nil || !ok {
		return rt.Bool(ok), err
	}
	l.owner, l.count = me, 1
	return rt.True, nil
}

func rlockRelease(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	l, err := rlockSelf(vm, args, "release")
	if err != nil {
		return rt.Unbound, err
	}
	if l.count == 0 || l.owner != vm.CurrentThread().Ident {
		return rt.Unbound, vm.Errorf(rt.RuntimeErrorType, "cannot release un-acquired lock")
	}
	if l.count--; l.count == 0 {
		l.owner = 0
		<-l.ch
	}
	return rt.None, nil
}

func noArgs(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg) error {
	if err := vm.NoKwargs(name, kw); err != nil {
		return err
	}
	return vm.Arity(name, args, 0, 0)
}

func init() {
	rt.SetWeakrefable(LockType)
	rt.SetWeakrefable(RLockType)
	LockType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := noArgs(vm, "lock", args, kw); err != nil {
			return rt.Unbound, err
		}
		return newLock(vm), nil
	}
	for _, n := range []string{"acquire", "acquire_lock", "__enter__"} {
		LockType.AddMethod(n, lockAcquire)
	}
	for _, n := range []string{"release", "release_lock"} {
		LockType.AddMethod(n, lockRelease)
	}
	LockType.AddMethod("__exit__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return lockRelease(vm, args[:1], nil)
	})
	LockType.AddMethod("locked", lockLocked)
	LockType.AddMethod("locked_lock", lockLocked)
	LockType.AddMethod("_at_fork_reinit", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		l, err := lockSelf(vm, args, "_at_fork_reinit")
		if err != nil {
			return rt.Unbound, err
		}
		l.ch = make(chan struct{}, 1)
		return rt.None, nil
	})
	LockType.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		l, err := lockSelf(vm, args, "__repr__")
		if err != nil {
			return rt.Unbound, err
		}
		state := "unlocked"
		if len(l.ch) == 1 {
			state = "locked"
		}
		return vm.NewStr("<" + state + " " + vm.ClassOf(args[0]).Name + " object at " + hexAddr(args[0]) + ">"), nil
	})

	RLockType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		l := &RLock{ch: make(chan struct{}, 1)}
		l.SetClass(cls)
		v := vm.Alloc(l)
		if cls != RLockType {
			l.SetInstanceDict(vm.NewDictObj())
		}
		return v, nil
	}
	RLockType.AddMethod("acquire", rlockAcquire)
	RLockType.AddMethod("__enter__", rlockAcquire)
	RLockType.AddMethod("release", rlockRelease)
	RLockType.AddMethod("__exit__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rlockRelease(vm, args[:1], nil)
	})
	RLockType.AddMethod("_is_owned", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		l, err := rlockSelf(vm, args, "_is_owned")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(l.count > 0 && l.owner == vm.CurrentThread().Ident), nil
	})
	RLockType.AddMethod("_recursion_count", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		l, err := rlockSelf(vm, args, "_recursion_count")
		if err != nil {
			return rt.Unbound, err
		}
		if l.owner != vm.CurrentThread().Ident {
			return rt.SmallInt(0), nil
		}
		return vm.NewInt(l.count), nil
	})
	RLockType.AddMethod("_release_save", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		l, err := rlockSelf(vm, args, "_release_save")
		if err != nil {
			return rt.Unbound, err
		}
		if l.count == 0 {
			return rt.Unbound, vm.Errorf(rt.RuntimeErrorType, "cannot release un-acquired lock")
		}
		r := vm.NewTuple([]rt.Value{vm.NewInt(l.count), vm.NewInt(l.owner)})
		l.count, l.owner = 0, 0
		<-l.ch
		return r, nil
	})
	RLockType.AddMethod("_acquire_restore", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		l, err := rlockSelf(vm, args, "_acquire_restore")
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("_acquire_restore() takes exactly one argument")
		}
		t, ok := vm.AsTuple(args[1])
		if !ok || len(t.Items) != 2 {
			return rt.Unbound, vm.TypeError("_acquire_restore() argument must be a (count, owner) tuple")
		}
		count, err := vm.IndexInt(t.Items[0])
		if err != nil {
			return rt.Unbound, err
		}
		owner, err := vm.IndexInt(t.Items[1])
		if err != nil {
			return rt.Unbound, err
		}
		if _, err := take(vm, l.ch, -1); err != nil {
			return rt.Unbound, err
		}
		l.count, l.owner = count, owner
		return rt.None, nil
	})
	RLockType.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		l, err := rlockSelf(vm, args, "__repr__")
		if err != nil {
			return rt.Unbound, err
		}
		state := "unlocked"
		if l.count > 0 {
			state = "locked"
		}
		cls := vm.ClassOf(args[0])
		name := cls.Name
		if cls == RLockType {
			name = "_thread.RLock"
		} else if m, ok := cls.Lookup(vm, "__module__"); ok {
			if s, ok := vm.GoString(m); ok {
				name = s + "." + cls.Qualname
			}
		}
		return vm.NewStr("<" + state + " " + name + " object owner=" + strconv.FormatInt(l.owner, 10) +
			" count=" + strconv.FormatInt(l.count, 10) + " at " + hexAddr(args[0]) + ">"), nil
	})

	HandleType.AddMethod("join", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		h, ok := vm.Get0(args[0]).(*Handle)
		if !ok {
			return rt.Unbound, vm.TypeError("join() needs a thread handle")
		}
		a, err := vm.BindArgs("join", args[1:], kw, []string{"timeout"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		d := time.Duration(-1)
		if a[0] != rt.Unbound && a[0] != rt.None {
			f, err := seconds(vm, a[0])
			if err != nil {
				return rt.Unbound, err
			}
			d = time.Duration(max(f, 0) * 1e9)
		}
		if h.t == vm.CurrentThread() {
			return rt.Unbound, vm.Errorf(rt.RuntimeErrorType, "Cannot join current thread")
		}
		done := h.t.Done
		select {
		case <-done:
			return rt.True, nil
		default:
		}
		if d == 0 {
			return rt.False, nil
		}
		ok, err = vm.Block(d, func(intr <-chan struct{}, deadline <-chan time.Time) bool {
			select {
			case <-done:
				return true
			case <-intr:
				return false
			case <-deadline:
				return false
			}
		})
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(ok), nil
	})
	HandleType.AddMethod("is_done", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		h, ok := vm.Get0(args[0]).(*Handle)
		if !ok {
			return rt.Unbound, vm.TypeError("is_done() needs a thread handle")
		}
		select {
		case <-h.t.Done:
			return rt.True, nil
		default:
			return rt.False, nil
		}
	})
	HandleType.AddGetter("ident", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		return vm.NewInt(vm.Get0(self).(*Handle).t.Ident), nil
	})
	HandleType.AddGetter("native_id", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		return vm.NewInt(vm.Get0(self).(*Handle).t.NativeID), nil
	})

	register("_thread", create)
}

func hexAddr(v rt.Value) string { return "0x" + strconv.FormatUint(rt.ObjectAddress(v), 16) }

// start starts a thread running fn(*args, **kw). report, when set, makes
// an uncaught exception (other than SystemExit) print as
// start_new_thread's do.
func start(vm *rt.VM, fn rt.Value, args []rt.Value, kw []rt.Kwarg, report bool) *rt.Thread {
	keep := append([]rt.Value{fn}, args...)
	for _, k := range kw {
		keep = append(keep, k.Value)
	}
	return vm.StartThread(nil, keep, func(t *rt.Thread) error {
		_, err := vm.Call(fn, args, kw)
		if err == nil {
			return nil
		}
		exc := rt.AsException(err)
		if exc == nil {
			return err // a limit or a cancellation: the main thread raises it
		}
		if exc.Class().IsSubclass(rt.SystemExitType) {
			return nil
		}
		if report {
			vm.WriteUnraisableMsg(err, "Exception ignored in thread started by", fn)
		}
		return nil
	})
}

var funcs = rt.StaticFuncs("_thread", rt.ModuleFuncs{
	"get_ident": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := noArgs(vm, "get_ident", args, kw); err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(vm.CurrentThread().Ident), nil
	},
	"get_native_id": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := noArgs(vm, "get_native_id", args, kw); err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(vm.CurrentThread().NativeID), nil
	},
	"_get_main_thread_ident": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(vm.MainThread().Ident), nil
	},
	"_count": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(int64(len(vm.Threads()) - 1)), nil
	},
	"allocate_lock": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := noArgs(vm, "allocate_lock", args, kw); err != nil {
			return rt.Unbound, err
		}
		return newLock(vm), nil
	},
	"allocate": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := noArgs(vm, "allocate", args, kw); err != nil {
			return rt.Unbound, err
		}
		return newLock(vm), nil
	},
	"daemon_threads_allowed": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.True, nil
	},
	"_is_main_interpreter": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.True, nil
	},
	"stack_size": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("stack_size", args, 0, 1); err != nil {
			return rt.Unbound, err
		}
		if len(args) == 1 {
			n, err := vm.IndexInt(args[0])
			if err != nil {
				return rt.Unbound, err
			}
			if n != 0 && n < 32768 {
				return rt.Unbound, vm.ValueError("size not valid: %d bytes", n)
			}
		}
		return rt.SmallInt(0), nil
	},
	"exit": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.Unbound, vm.NewError(rt.SystemExitType, "")
	},
	"start_new_thread": startNewThread,
	"start_new":        startNewThread,
	"start_joinable_thread": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("start_joinable_thread", args, kw, []string{"function", "handle", "daemon"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		if !vm.IsCallable(a[0]) {
			return rt.Unbound, vm.TypeError("thread function must be callable")
		}
		t := start(vm, a[0], nil, nil, false)
		h := &Handle{t: t}
		h.SetClass(HandleType)
		return vm.Alloc(h), nil
	},
	"interrupt_main": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("interrupt_main", args, kw, []string{"signum"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		sig := int64(2)
		if a[0] != rt.Unbound {
			if sig, err = vm.IndexInt(a[0]); err != nil {
				return rt.Unbound, err
			}
		}
		if sig < 1 || sig > 64 {
			return rt.Unbound, vm.Errorf(rt.ValueErrorType, "signal number out of range")
		}
		vm.TripSignal(int(sig))
		return rt.None, nil
	},
})

func startNewThread(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.NoKwargs("start_new_thread", kw); err != nil {
		return rt.Unbound, err
	}
	if err := vm.Arity("start_new_thread", args, 2, 3); err != nil {
		return rt.Unbound, err
	}
	if !vm.IsCallable(args[0]) {
		return rt.Unbound, vm.TypeError("first arg must be callable")
	}
	t, ok := vm.AsTuple(args[1])
	if !ok {
		return rt.Unbound, vm.TypeError("2nd arg must be a tuple")
	}
	var kws []rt.Kwarg
	if len(args) == 3 {
		d, ok := vm.AsDict(args[2])
		if !ok {
			return rt.Unbound, vm.TypeError("optional 3rd arg must be a dictionary")
		}
		for _, k := range d.Keys() {
			s, ok := vm.GoString(k)
			if !ok {
				return rt.Unbound, vm.TypeError("keywords must be strings")
			}
			v, _ := d.GetStr(vm, s)
			kws = append(kws, rt.Kwarg{Name: s, Value: v})
		}
	}
	th := start(vm, args[0], append([]rt.Value(nil), t.Items...), kws, true)
	return vm.NewInt(th.Ident), nil
}

func create(vm *rt.VM) (*rt.Module, error) {
	m := vm.NewModule("_thread")
	rt.FillModule(vm, m, funcs)
	d := m.InstanceDict()
	d.SetStr(vm, "LockType", LockType.Self())
	d.SetStr(vm, "lock", LockType.Self())
	d.SetStr(vm, "RLock", RLockType.Self())
	d.SetStr(vm, "_ThreadHandle", HandleType.Self())
	d.SetStr(vm, "error", rt.RuntimeErrorType.Self())
	d.SetStr(vm, "TIMEOUT_MAX", rt.FloatValue(timeoutMax))
	return m, nil
}
