//go:build unix

package posix

import (
	"os"
	"os/signal"
	"syscall"

	"golang.org/x/sys/unix"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The private module _signal under pylib/signal.py: the signal numbers of
// the host, their descriptions, and the dispositions a program can choose
// without running Python code from a signal handler (SIG_DFL, SIG_IGN).
// Ctrl-C stays the command's (KeyboardInterrupt at the next safepoint).

var signalNames = map[string]unix.Signal{
	"SIGHUP": unix.SIGHUP, "SIGINT": unix.SIGINT, "SIGQUIT": unix.SIGQUIT, "SIGILL": unix.SIGILL,
	"SIGTRAP": unix.SIGTRAP, "SIGABRT": unix.SIGABRT, "SIGIOT": unix.SIGIOT, "SIGBUS": unix.SIGBUS,
	"SIGFPE": unix.SIGFPE, "SIGKILL": unix.SIGKILL, "SIGUSR1": unix.SIGUSR1, "SIGSEGV": unix.SIGSEGV,
	"SIGUSR2": unix.SIGUSR2, "SIGPIPE": unix.SIGPIPE, "SIGALRM": unix.SIGALRM, "SIGTERM": unix.SIGTERM,
	"SIGCHLD": unix.SIGCHLD, "SIGCONT": unix.SIGCONT, "SIGSTOP": unix.SIGSTOP, "SIGTSTP": unix.SIGTSTP,
	"SIGTTIN": unix.SIGTTIN, "SIGTTOU": unix.SIGTTOU, "SIGURG": unix.SIGURG, "SIGXCPU": unix.SIGXCPU,
	"SIGXFSZ": unix.SIGXFSZ, "SIGVTALRM": unix.SIGVTALRM, "SIGPROF": unix.SIGPROF, "SIGWINCH": unix.SIGWINCH,
	"SIGIO": unix.SIGIO, "SIGSYS": unix.SIGSYS,
}

func sigArg(vm *rt.VM, v rt.Value) (unix.Signal, error) {
	n, err := vm.Index(v)
	if err != nil {
		return 0, err
	}
	if n < 1 || n >= 65 {
		return 0, vm.ValueError("signal number out of range")
	}
	return unix.Signal(n), nil
}

func init() {
	funcs := rt.StaticFuncs("_signal", rt.ModuleFuncs{
		"default_int_handler": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			return rt.Unbound, vm.NewError(rt.KeyboardInterruptType, "")
		},
		"strsignal": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("strsignal", args, kw, []string{"signalnum"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			s, err := sigArg(vm, a[0])
			if err != nil {
				return rt.Unbound, err
			}
			if unix.SignalName(s) == "" {
				return rt.None, nil
			}
			return vm.NewStr(strsignal(s)), nil
		},
		// setdisp(signalnum, ignore): SIG_IGN when ignore, else SIG_DFL.
		"setdisp": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("setdisp", args, 2, 2); err != nil {
				return rt.Unbound, err
			}
			s, err := sigArg(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			if s == unix.SIGKILL || s == unix.SIGSTOP {
				return rt.Unbound, vm.NewOSError(syscall.EINVAL, rt.Unbound)
			}
			if !vm.Allowed(rt.AccessProcess) {
				return rt.Unbound, vm.Denied("signal.signal()")
			}
			ign, err := vm.Truth(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			if s == unix.SIGINT {
				return rt.None, nil // the embedder's (KeyboardInterrupt)
			}
			if ign {
				signal.Ignore(os.Signal(s))
			} else {
				signal.Reset(os.Signal(s))
			}
			return rt.None, nil
		},
		"raise_signal": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("raise_signal", args, 1, 1); err != nil {
				return rt.Unbound, err
			}
			s, err := sigArg(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			if !vm.Allowed(rt.AccessProcess) {
				return rt.Unbound, vm.Denied("signal.raise_signal()")
			}
			if err := unix.Kill(os.Getpid(), s); err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			return rt.None, nil
		},
	})
	register("_signal", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_signal")
		d := m.InstanceDict()
		rt.FillModule(vm, m, funcs)
		for name, s := range signalNames {
			d.SetStr(vm, name, rt.SmallInt(int64(s)))
		}
		d.SetStr(vm, "NSIG", rt.SmallInt(65))
		return m, nil
	})
}

// strsignal is C's description of s ("Terminated", "Killed"...).
func strsignal(s unix.Signal) string {
	t := s.String()
	if len(t) > 0 && t[0] >= 'a' && t[0] <= 'z' {
		t = string(t[0]-'a'+'A') + t[1:]
	}
	return t
}
