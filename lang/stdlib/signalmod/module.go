// Package signalmod implements the _signal module (signal.py in pylib
// wraps it with enums): Python-level signal handlers, which the main
// thread runs at its safepoints (rt.VM.TripSignal), alarm and the
// ITIMER_REAL timer, raise_signal. Host signals other than SIGINT (which
// the CLI turns into KeyboardInterrupt by itself) are caught only when the
// VM may touch its process (rt.AccessProcess).
package signalmod

import (
	"os"
	ossignal "os/signal"
	"sync"
	"syscall"
	"time"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

const nsig = 65

// names are the signal constants, canonical names before aliases.
var names = []struct {
	name string
	num  int
}{
	{"SIGHUP", 1}, {"SIGINT", 2}, {"SIGQUIT", 3}, {"SIGILL", 4}, {"SIGTRAP", 5},
	{"SIGABRT", 6}, {"SIGBUS", 7}, {"SIGFPE", 8}, {"SIGKILL", 9}, {"SIGUSR1", 10},
	{"SIGSEGV", 11}, {"SIGUSR2", 12}, {"SIGPIPE", 13}, {"SIGALRM", 14}, {"SIGTERM", 15},
	{"SIGSTKFLT", 16}, {"SIGCHLD", 17}, {"SIGCONT", 18}, {"SIGSTOP", 19}, {"SIGTSTP", 20},
	{"SIGTTIN", 21}, {"SIGTTOU", 22}, {"SIGURG", 23}, {"SIGXCPU", 24}, {"SIGXFSZ", 25},
	{"SIGVTALRM", 26}, {"SIGPROF", 27}, {"SIGWINCH", 28}, {"SIGIO", 29}, {"SIGPWR", 30},
	{"SIGSYS", 31}, {"SIGRTMIN", 34}, {"SIGRTMAX", 64},
	{"SIGIOT", 6}, {"SIGPOLL", 29},
}

// descriptions are strsignal's texts.
var descriptions = map[int]string{
	1: "Hangup", 2: "Interrupt", 3: "Quit", 4: "Illegal instruction", 5: "Trace/breakpoint trap",
	6: "Aborted", 7: "Bus error", 8: "Floating-point exception", 9: "Killed", 10: "User defined signal 1",
	11: "Segmentation fault", 12: "User defined signal 2", 13: "Broken pipe", 14: "Alarm clock",
	15: "Terminated", 16: "Stack fault", 17: "Child exited", 18: "Continued", 19: "Stopped (signal)",
	20: "Stopped", 21: "Stopped (tty input)", 22: "Stopped (tty output)", 23: "Urgent I/O condition",
	24: "CPU time limit exceeded", 25: "File size limit exceeded", 26: "Virtual timer expired",
	27: "Profiling timer expired", 28: "Window changed", 29: "I/O possible", 30: "Power failure",
	31: "Bad system call",
}

// state is one VM's handlers and timer.
type state struct {
	handlers [nsig]rt.Value // Unbound: SIG_DFL as at start
	caught   map[int]chan os.Signal
	mu       sync.Mutex // the timer's fields, which its goroutine reads
	timer    *time.Timer
	due      time.Time
	interval time.Duration
}

// Trace implements the VM.Ext tracing hook.
func (s *state) Trace(t *rt.Tracer) { t.MarkAll(s.handlers[:]) }

var (
	sigDFL = rt.SmallInt(0)
	sigIGN = rt.SmallInt(1)
)

// ItimerError is _signal.ItimerError.
var ItimerError = rt.ModuleClass("signal", "signal.itimer_error", rt.OSErrorType)

func stateOf(vm *rt.VM) *state {
	s, _ := vm.Ext["signal"].(*state)
	if s == nil {
		s = &state{caught: map[int]chan os.Signal{}}
		for i := range s.handlers {
			s.handlers[i] = sigDFL
		}
		s.handlers[2] = defaultIntHandler
		s.handlers[13], s.handlers[25] = sigIGN, sigIGN
		vm.Ext["signal"] = s
		vm.Ext["signal.handler"] = rt.SignalHandler(handle)
		// os.kill of the process itself asks whether a Python-level
		// handler takes sig: then it trips the signal at once, as the
		// kernel delivers a signal a process sends itself before kill(2)
		// returns, instead of leaving it to the host signal's goroutines.
		vm.Ext["signal.caught"] = func(sig int) bool {
			if sig <= 0 || sig >= nsig {
				return false
			}
			h := s.handlers[sig]
			return h != sigDFL && h != sigIGN
		}
	}
	return s
}

// ignoredByDefault are the signals whose default action is nothing.
var ignoredByDefault = map[int]bool{17: true, 18: true, 23: true, 28: true}

// handle runs the Python-level handling of sig on the main thread.
func handle(vm *rt.VM, sig int) error {
	s := stateOf(vm)
	h := s.handlers[sig]
	switch {
	case h == sigIGN:
		return nil
	case h == sigDFL:
		if ignoredByDefault[sig] {
			return nil
		}
		if sig == 2 {
			return vm.NewError(rt.KeyboardInterruptType, "")
		}
		if vm.Allowed(rt.AccessProcess) {
			// The default action: the process dies of the signal.
			ossignal.Reset(syscall.Signal(sig))
			killSelf(sig)
			os.Exit(128 + sig)
		}
		return nil
	}
	frame := vm.Interp.Frame(vm, 0)
	if frame == rt.Unbound {
		frame = rt.None
	}
	_, err := vm.Call(h, []rt.Value{rt.SmallInt(int64(sig)), frame}, nil)
	return err
}

var defaultIntHandler = rt.StaticBuiltin("default_int_handler", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	return rt.Unbound, vm.NewError(rt.KeyboardInterruptType, "")
}, nil)

func signum(vm *rt.VM, v rt.Value) (int, error) {
	n, err := vm.IndexInt(v)
	if err != nil {
		return 0, err
	}
	if n < 1 || n >= nsig {
		return 0, vm.ValueError("signal number out of range")
	}
	return int(n), nil
}

// catch makes host signal sig trip the VM's (or stop doing so).
func (s *state) catch(vm *rt.VM, sig int, h rt.Value) {
	if sig == 2 || !vm.Allowed(rt.AccessProcess) {
		return // the CLI and embedders deliver SIGINT (VM.Interrupt)
	}
	if ch := s.caught[sig]; ch != nil {
		ossignal.Stop(ch)
		close(ch)
		delete(s.caught, sig)
	}
	switch h {
	case sigDFL:
		ossignal.Reset(syscall.Signal(sig))
	case sigIGN:
		ossignal.Ignore(syscall.Signal(sig))
	default:
		ch := make(chan os.Signal, 4)
		ossignal.Notify(ch, syscall.Signal(sig))
		s.caught[sig] = ch
		go func() {
			for range ch {
				vm.TripSignal(sig)
			}
		}()
	}
}

func seconds(vm *rt.VM, v rt.Value) (time.Duration, error) {
	f, err := vm.ToFloat(v)
	if err != nil {
		return 0, err
	}
	return time.Duration(f * 1e9), nil
}

// setTimer arms the SIGALRM timer (0: disarms) and returns what was left
// of the previous one and its interval.
func (s *state) setTimer(vm *rt.VM, delay, interval time.Duration) (left, oldInterval time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.timer != nil {
		s.timer.Stop()
		left = max(time.Until(s.due), time.Microsecond)
		oldInterval = s.interval
		s.timer = nil
	}
	if delay <= 0 {
		s.interval = 0
		return
	}
	s.interval = interval
	s.due = time.Now().Add(delay)
	var fire func()
	fire = func() {
		vm.TripSignal(14)
		s.mu.Lock()
		if s.interval > 0 {
			s.due = time.Now().Add(s.interval)
			s.timer = time.AfterFunc(s.interval, fire)
		} else {
			s.timer = nil
		}
		s.mu.Unlock()
	}
	s.timer = time.AfterFunc(delay, fire)
	return
}

func (s *state) getTimer() (left, interval time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.timer == nil {
		return 0, 0
	}
	return max(time.Until(s.due), 0), s.interval
}

func secs(d time.Duration) rt.Value { return rt.FloatValue(d.Seconds()) }

var funcs = rt.StaticFuncs("_signal", rt.ModuleFuncs{
	"signal": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("signal", kw); err != nil {
			return rt.Unbound, err
		}
		if err := vm.Arity("signal", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		n, err := signum(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if vm.CurrentThread() != vm.MainThread() {
			return rt.Unbound, vm.ValueError("signal only works in main thread of the main interpreter")
		}
		h := args[1]
		if !vm.IsCallable(h) {
			i, ierr := vm.IndexInt(h)
			if ierr != nil || (i != 0 && i != 1) {
				return rt.Unbound, vm.TypeError("signal handler must be signal.SIG_IGN, signal.SIG_DFL, or a callable object")
			}
			h = rt.SmallInt(i)
		}
		if n == 9 || n == 19 || n == 32 || n == 33 {
			return rt.Unbound, vm.NewOSError(syscall.EINVAL, rt.Unbound)
		}
		s := stateOf(vm)
		old := s.handlers[n]
		s.handlers[n] = h
		s.catch(vm, n, h)
		return old, nil
	},
	"getsignal": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getsignal", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		n, err := signum(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return stateOf(vm).handlers[n], nil
	},
	"raise_signal": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("raise_signal", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		n, err := signum(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		stateOf(vm)
		vm.TripSignal(n)
		// CPython runs the handlers before raise_signal returns.
		return rt.None, vm.CheckSignals()
	},
	"strsignal": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("strsignal", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		n, err := signum(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if d, ok := descriptions[n]; ok {
			return vm.NewStr(d), nil
		}
		if n >= 34 && n <= 64 {
			return vm.NewStr("Real-time signal " + itoa(n-34)), nil
		}
		return vm.NewStr("Unknown signal " + itoa(n)), nil
	},
	"valid_signals": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		var items []rt.Value
		for i := 1; i < nsig; i++ {
			if i != 32 && i != 33 {
				items = append(items, rt.SmallInt(int64(i)))
			}
		}
		return vm.NewSet(items)
	},
	"alarm": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("alarm", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		n, err := vm.IndexInt(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		left, _ := stateOf(vm).setTimer(vm, time.Duration(n)*time.Second, 0)
		// alarm() reports whole seconds, rounded up.
		return rt.SmallInt(int64((left + time.Second - 1) / time.Second)), nil
	},
	"setitimer": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("setitimer", args, 2, 3); err != nil {
			return rt.Unbound, err
		}
		which, err := vm.IndexInt(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if which != 0 {
			return rt.Unbound, vm.NewError(rt.NotImplementedErrorType, "setitimer: cpjit has only ITIMER_REAL")
		}
		d, err := seconds(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		var iv time.Duration
		if len(args) == 3 {
			if iv, err = seconds(vm, args[2]); err != nil {
				return rt.Unbound, err
			}
		}
		left, oldIv := stateOf(vm).setTimer(vm, d, iv)
		return vm.NewTuple([]rt.Value{secs(left), secs(oldIv)}), nil
	},
	"getitimer": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getitimer", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		which, err := vm.IndexInt(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if which != 0 {
			return vm.NewTuple([]rt.Value{rt.FloatValue(0), rt.FloatValue(0)}), nil
		}
		left, iv := stateOf(vm).getTimer()
		return vm.NewTuple([]rt.Value{secs(left), secs(iv)}), nil
	},
	"pause": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		// Waits until a signal is handled (the main thread's interruption).
		_, err := vm.Block(-1, func(intr <-chan struct{}, deadline <-chan time.Time) bool {
			<-intr
			return false
		})
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, nil
	},
	"set_wakeup_fd": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.SmallInt(-1), nil
	},
	"siginterrupt": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("siginterrupt", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		if _, err := signum(vm, args[0]); err != nil {
			return rt.Unbound, err
		}
		return rt.None, nil
	},
})

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func init() {
	Modules["_signal"] = func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_signal")
		rt.FillModule(vm, m, funcs)
		d := m.InstanceDict()
		for _, n := range names {
			d.SetStr(vm, n.name, rt.SmallInt(int64(n.num)))
		}
		d.SetStr(vm, "NSIG", rt.SmallInt(nsig))
		d.SetStr(vm, "SIG_DFL", sigDFL)
		d.SetStr(vm, "SIG_IGN", sigIGN)
		d.SetStr(vm, "SIG_BLOCK", rt.SmallInt(0))
		d.SetStr(vm, "SIG_UNBLOCK", rt.SmallInt(1))
		d.SetStr(vm, "SIG_SETMASK", rt.SmallInt(2))
		d.SetStr(vm, "ITIMER_REAL", rt.SmallInt(0))
		d.SetStr(vm, "ITIMER_VIRTUAL", rt.SmallInt(1))
		d.SetStr(vm, "ITIMER_PROF", rt.SmallInt(2))
		d.SetStr(vm, "ItimerError", ItimerError.Self())
		d.SetStr(vm, "default_int_handler", defaultIntHandler)
		stateOf(vm)
		return m, nil
	}
}
