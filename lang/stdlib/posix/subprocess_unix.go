//go:build unix

package posix

import (
	"os"
	"slices"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Child processes: the private module _cpjit_subprocess under
// pylib/subprocess.py (spawn, and a Communicator that feeds and drains a
// child's pipes from goroutines), and the posix calls that wait for
// children (waitpid, wait, system and the W* status macros). Starting a
// process needs every access (a child can do anything the host allows);
// waiting for one needs AccessProcess.

// spawnSpec is what spawn needs to start one child.
type spawnSpec struct {
	argv        []string
	executables []string // tried in order, as execvpe tries PATH
	errName     rt.Value // the filename an exec failure reports
	cwd         string
	env         []string
	files       []uintptr
	setsid      bool
	pgid        int  // -1: keep the parent's process group
	closeFds    bool // close every other descriptor in the child
}

// markCloseOnExec sets close-on-exec on every open descriptor from 3 up
// that is not in keep and lacks it, returning them to undo afterwards
// (close_fds: the child gets only what it was given).
func markCloseOnExec(keep []uintptr) []int {
	names, err := os.ReadDir("/dev/fd")
	if err != nil {
		return nil
	}
	var marked []int
	for _, e := range names {
		fd := 0
		for _, c := range e.Name() {
			fd = fd*10 + int(c-'0')
		}
		if fd < 3 || slices.Contains(keep, uintptr(fd)) {
			continue
		}
		fl, err := unix.FcntlInt(uintptr(fd), unix.F_GETFD, 0)
		if err != nil || fl&unix.FD_CLOEXEC != 0 {
			continue
		}
		if _, err := unix.FcntlInt(uintptr(fd), unix.F_SETFD, fl|unix.FD_CLOEXEC); err == nil {
			marked = append(marked, fd)
		}
	}
	return marked
}

// spawnChild starts the child, trying each candidate executable: a
// missing file (ENOENT, ENOTDIR) or one not executable (EACCES) goes on
// to the next; the first other failure is returned at once.
func spawnChild(s *spawnSpec) (int, error) {
	attr := &syscall.ProcAttr{Dir: s.cwd, Env: s.env, Files: s.files, Sys: &syscall.SysProcAttr{Setsid: s.setsid}}
	if s.pgid >= 0 {
		attr.Sys.Setpgid = true
		attr.Sys.Pgid = s.pgid
	}
	if s.closeFds {
		syscall.ForkLock.Lock()
		marked := markCloseOnExec(s.files)
		syscall.ForkLock.Unlock()
		defer func() {
			for _, fd := range marked {
				if fl, err := unix.FcntlInt(uintptr(fd), unix.F_GETFD, 0); err == nil {
					_, _ = unix.FcntlInt(uintptr(fd), unix.F_SETFD, fl&^unix.FD_CLOEXEC)
				}
			}
		}()
	}
	var saved error
	for _, exe := range s.executables {
		var st unix.Stat_t
		if err := unix.Stat(exe, &st); err != nil {
			if saved == nil {
				saved = err
			}
			continue
		}
		pid, err := syscall.ForkExec(exe, s.argv, attr)
		if err == nil {
			return pid, nil
		}
		switch err {
		case syscall.ENOENT, syscall.ENOTDIR:
			if saved == nil {
				saved = err
			}
		case syscall.EACCES:
			saved = err
		default:
			return 0, err
		}
	}
	if saved == nil {
		saved = syscall.ENOENT
	}
	return 0, saved
}

// strList converts a list of str/bytes/os.PathLike arguments.
func strList(vm *rt.VM, fname string, v rt.Value) ([]string, error) {
	items, err := vm.Collect(v)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(items))
	for i, it := range items {
		s, err := modPathArg(vm, fname, it)
		if err != nil {
			return nil, vm.TypeError("expected str, bytes or os.PathLike object, not %s", vm.TypeName(it))
		}
		out[i] = s
	}
	return out, nil
}

// subSpawn is _cpjit_subprocess.spawn(args, executables, errname, cwd,
// env, fds, pass_fds, setsid, pgid): the child's pid. fds are the child's
// descriptors 0, 1 and 2 (parent descriptors); env None inherits the
// process environment.
func subSpawn(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if !vm.Allowed(rt.AccessAll) {
		return rt.Unbound, vm.Denied("subprocess.Popen()")
	}
	a, err := vm.BindArgs("spawn", args, kw, []string{"args", "executables", "errname", "cwd", "env", "fds", "pass_fds", "setsid", "pgid", "close_fds"}, 10)
	if err != nil {
		return rt.Unbound, err
	}
	s := &spawnSpec{errName: a[2], pgid: -1}
	if s.argv, err = strList(vm, "spawn", a[0]); err != nil {
		return rt.Unbound, err
	}
	if s.executables, err = strList(vm, "spawn", a[1]); err != nil {
		return rt.Unbound, err
	}
	for _, x := range append(append([]string{}, s.argv...), s.executables...) {
		for i := 0; i < len(x); i++ {
			if x[i] == 0 {
				return rt.Unbound, vm.ValueError("embedded null byte")
			}
		}
	}
	if a[3] != rt.None {
		if s.cwd, err = modPathArg(vm, "spawn", a[3]); err != nil {
			return rt.Unbound, err
		}
		// A missing or unusable directory names itself, as CPython's
		// child reports a failed chdir.
		var st unix.Stat_t
		if err := unix.Stat(s.cwd, &st); err != nil {
			return rt.Unbound, modPathErr(vm, err, a[3])
		} else if st.Mode&unix.S_IFMT != unix.S_IFDIR {
			return rt.Unbound, modPathErr(vm, syscall.ENOTDIR, a[3])
		}
	}
	if a[4] == rt.None {
		s.env = os.Environ()
	} else if s.env, err = strList(vm, "spawn", a[4]); err != nil {
		return rt.Unbound, err
	}
	fds, err := vm.Collect(a[5])
	if err != nil {
		return rt.Unbound, err
	}
	for _, f := range fds {
		n, err := vm.Index(f)
		if err != nil {
			return rt.Unbound, err
		}
		s.files = append(s.files, uintptr(n))
	}
	pass, err := vm.Collect(a[6])
	if err != nil {
		return rt.Unbound, err
	}
	for _, f := range pass {
		n, err := vm.Index(f)
		if err != nil {
			return rt.Unbound, err
		}
		if n < 0 || n > 1<<16 {
			return rt.Unbound, vm.ValueError("bad value(s) in fds_to_keep")
		}
		for int64(len(s.files)) <= n {
			s.files = append(s.files, ^uintptr(0)) // closed in the child
		}
		s.files[n] = uintptr(n)
	}
	if s.setsid, err = vm.Truth(a[7]); err != nil {
		return rt.Unbound, err
	}
	if a[8] != rt.None {
		n, err := vm.Index(a[8])
		if err != nil {
			return rt.Unbound, err
		}
		s.pgid = int(n)
	}
	if s.closeFds, err = vm.Truth(a[9]); err != nil {
		return rt.Unbound, err
	}
	pid, err := spawnChild(s)
	if err != nil {
		name := s.errName
		switch err {
		case syscall.EBADF, syscall.EMFILE, syscall.EINVAL, syscall.EAGAIN, syscall.ENOMEM:
			name = rt.Unbound // a failure before exec: CPython names no file
		}
		return rt.Unbound, vm.OSErrorFromGo(err, name)
	}
	return vm.NewInt(int64(pid)), nil
}

// waitStatus returns waitpid's (pid, status) for pid, retrying on EINTR.
func waitStatus(pid, options int) (int, int, error) {
	var ws unix.WaitStatus
	var got int
	err := retryEINTR(func() (e error) {
		got, e = unix.Wait4(pid, &ws, options, nil)
		return e
	})
	return got, int(ws), err
}

// communicator feeds a child's stdin and drains its stdout and stderr
// from goroutines over duplicates of the pipes (closed when done), so a
// child that fills one pipe while waiting on another cannot deadlock it.
type communicator struct {
	rt.Head
	done     chan struct{}
	mu       sync.Mutex
	out, err []byte
	readOut  bool
	readErr  bool
}

// Trace implements Object.
func (*communicator) Trace(*rt.Tracer) {}

var communicatorType = rt.ModuleClass("_cpjit_subprocess", "_cpjit_subprocess.Communicator", nil)

// dupFd duplicates fd close-on-exec (fd < 0: none).
func dupFd(fd int) (int, error) {
	if fd < 0 {
		return -1, nil
	}
	return unix.FcntlInt(uintptr(fd), unix.F_DUPFD_CLOEXEC, 3)
}

func newCommunicator(stdin int, input []byte, stdout, stderr int) (*communicator, error) {
	var fds [3]int
	for i, fd := range []int{stdin, stdout, stderr} {
		d, err := dupFd(fd)
		if err != nil {
			for _, o := range fds[:i] {
				if o >= 0 {
					unix.Close(o)
				}
			}
			return nil, err
		}
		fds[i] = d
	}
	c := &communicator{done: make(chan struct{}), readOut: stdout >= 0, readErr: stderr >= 0}
	var wg sync.WaitGroup
	if fds[0] >= 0 {
		wg.Add(1)
		go func(fd int) {
			defer wg.Done()
			defer unix.Close(fd)
			for len(input) > 0 {
				var n int
				err := retryEINTR(func() (e error) {
					n, e = unix.Write(fd, input)
					return e
				})
				if err != nil {
					return // the child closed its end (EPIPE): CPython ignores it too
				}
				input = input[n:]
			}
		}(fds[0])
	}
	// drain reads into the spare room of a growing slice (no copy per
	// chunk), taking the lock only to publish what was read.
	drain := func(fd int, into *[]byte) {
		defer wg.Done()
		defer unix.Close(fd)
		buf := make([]byte, 0, 256<<10)
		for {
			if cap(buf)-len(buf) < 64<<10 {
				grown := make([]byte, len(buf), 2*cap(buf))
				copy(grown, buf)
				c.mu.Lock()
				buf = grown
				*into = buf
				c.mu.Unlock()
			}
			var n int
			err := retryEINTR(func() (e error) {
				n, e = unix.Read(fd, buf[len(buf):cap(buf)])
				return e
			})
			if n > 0 {
				c.mu.Lock()
				buf = buf[:len(buf)+n]
				*into = buf
				c.mu.Unlock()
			}
			if err != nil || n <= 0 {
				return
			}
		}
	}
	if fds[1] >= 0 {
		wg.Add(1)
		go drain(fds[1], &c.out)
	}
	if fds[2] >= 0 {
		wg.Add(1)
		go drain(fds[2], &c.err)
	}
	go func() {
		wg.Wait()
		close(c.done)
	}()
	return c, nil
}

// wait waits up to timeout (negative: for ever) for the pipes to close.
func (c *communicator) wait(timeout time.Duration) bool {
	if timeout < 0 {
		<-c.done
		return true
	}
	t := time.NewTimer(timeout)
	defer t.Stop()
	select {
	case <-c.done:
		return true
	case <-t.C:
		return false
	}
}

func init() {
	communicatorType.Final = true
	communicatorType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("Communicator", args, kw, []string{"stdin", "input", "stdout", "stderr"}, 4)
		if err != nil {
			return rt.Unbound, err
		}
		var fds [3]int
		for i, v := range []rt.Value{a[0], a[2], a[3]} {
			n, err := vm.Index(v)
			if err != nil {
				return rt.Unbound, err
			}
			fds[i] = int(n)
		}
		var input []byte
		if a[1] != rt.None {
			b, ok := vm.BytesLike(a[1])
			if !ok {
				return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(a[1]))
			}
			input = append([]byte(nil), b...)
		}
		c, err := newCommunicator(fds[0], input, fds[1], fds[2])
		if err != nil {
			return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
		}
		c.SetClass(communicatorType)
		return vm.Alloc(c), nil
	}
	// wait(timeout): (stdout, stderr) once every pipe is closed, each None
	// when not read; None if the timeout (seconds, None: no limit) passed.
	communicatorType.AddMethod("wait", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.MethodArgs("wait", args, kw, 1, 1); err != nil {
			return rt.Unbound, err
		}
		c, ok := vm.Get0(args[0]).(*communicator)
		if !ok {
			return rt.Unbound, vm.TypeError("descriptor 'wait' requires a 'Communicator' object")
		}
		timeout := time.Duration(-1)
		if args[1] != rt.None {
			f, err := vm.ToFloat(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			timeout = max(0, time.Duration(f*float64(time.Second)))
		}
		if !c.wait(timeout) {
			return rt.None, nil
		}
		res := []rt.Value{rt.None, rt.None}
		if c.readOut {
			res[0] = vm.NewBytes(c.out)
		}
		if c.readErr {
			res[1] = vm.NewBytes(c.err)
		}
		return vm.NewTuple(res), nil
	})

	// partial(): what was read so far, each None when nothing was.
	communicatorType.AddMethod("partial", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.MethodArgs("partial", args, kw, 0, 0); err != nil {
			return rt.Unbound, err
		}
		c, ok := vm.Get0(args[0]).(*communicator)
		if !ok {
			return rt.Unbound, vm.TypeError("descriptor 'partial' requires a 'Communicator' object")
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		res := []rt.Value{rt.None, rt.None}
		if len(c.out) > 0 {
			res[0] = vm.NewBytes(append([]byte(nil), c.out...))
		}
		if len(c.err) > 0 {
			res[1] = vm.NewBytes(append([]byte(nil), c.err...))
		}
		return vm.NewTuple(res), nil
	})
	subFuncs := rt.StaticFuncs("_cpjit_subprocess", rt.ModuleFuncs{
		"spawn": subSpawn,
	})
	register("_cpjit_subprocess", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_cpjit_subprocess")
		d := m.InstanceDict()
		for name, f := range subFuncs {
			d.SetStr(vm, name, f)
		}
		d.SetStr(vm, "Communicator", communicatorType.Self())
		return m, nil
	})

	waitFuncs := rt.StaticFuncs("posix", modGuarded(map[string]rt.Access{
		"waitpid": rt.AccessProcess, "wait": rt.AccessProcess, "system": rt.AccessAll,
		"killpg": rt.AccessProcess, "getpgid": rt.AccessProcess, "getpgrp": rt.AccessProcess,
	}, rt.ModuleFuncs{
		"waitpid": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("waitpid", args, 2, 2); err != nil {
				return rt.Unbound, err
			}
			pid, err := vm.Index(args[0])
			if err != nil {
				return rt.Unbound, err
			}
			opts, err := vm.Index(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			got, st, err := waitStatus(int(pid), int(opts))
			if err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			if got == 0 {
				st = 0
			}
			return vm.NewTuple([]rt.Value{vm.NewInt(int64(got)), vm.NewInt(int64(st))}), nil
		},
		"wait": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("wait", args, 0, 0); err != nil {
				return rt.Unbound, err
			}
			got, st, err := waitStatus(-1, 0)
			if err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			return vm.NewTuple([]rt.Value{vm.NewInt(int64(got)), vm.NewInt(int64(st))}), nil
		},
		// system runs command with /bin/sh and returns its wait status.
		"system": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("system", args, kw, []string{"command"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			cmd, err := modPathArg(vm, "system", a[0])
			if err != nil {
				return rt.Unbound, vm.TypeError("expected str, bytes or os.PathLike object, not %s", vm.TypeName(a[0]))
			}
			env := os.Environ()
			s := &spawnSpec{argv: []string{"sh", "-c", cmd}, executables: []string{"/bin/sh"}, errName: rt.Unbound,
				env: env, files: []uintptr{0, 1, 2}, pgid: -1}
			pid, err := spawnChild(s)
			if err != nil {
				return rt.SmallInt(-1), nil
			}
			_, st, err := waitStatus(pid, 0)
			if err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			return vm.NewInt(int64(st)), nil
		},
		"killpg": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("killpg", args, 2, 2); err != nil {
				return rt.Unbound, err
			}
			pg, err := vm.Index(args[0])
			if err != nil {
				return rt.Unbound, err
			}
			sig, err := vm.Index(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			if err := unix.Kill(-int(pg), unix.Signal(sig)); err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			return rt.None, nil
		},
		"getpgid": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("getpgid", args, 1, 1); err != nil {
				return rt.Unbound, err
			}
			pid, err := vm.Index(args[0])
			if err != nil {
				return rt.Unbound, err
			}
			pg, err := unix.Getpgid(int(pid))
			if err != nil {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			return vm.NewInt(int64(pg)), nil
		},
		"getpgrp": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("getpgrp", args, 0, 0); err != nil {
				return rt.Unbound, err
			}
			return vm.NewInt(int64(unix.Getpgrp())), nil
		},
		"WIFEXITED":   waitMacro("WIFEXITED", func(w unix.WaitStatus) int64 { return b2i(w.Exited()) }, true),
		"WEXITSTATUS": waitMacro("WEXITSTATUS", func(w unix.WaitStatus) int64 { return int64(w.ExitStatus()) }, false),
		"WIFSIGNALED": waitMacro("WIFSIGNALED", func(w unix.WaitStatus) int64 { return b2i(w.Signaled()) }, true),
		"WTERMSIG":    waitMacro("WTERMSIG", func(w unix.WaitStatus) int64 { return int64(w.Signal()) }, false),
		"WIFSTOPPED":  waitMacro("WIFSTOPPED", func(w unix.WaitStatus) int64 { return b2i(w.Stopped()) }, true),
		"WSTOPSIG":    waitMacro("WSTOPSIG", func(w unix.WaitStatus) int64 { return int64(w.StopSignal()) }, false),
		"WIFCONTINUED": waitMacro("WIFCONTINUED", func(w unix.WaitStatus) int64 {
			return b2i(w.Continued())
		}, true),
		"WCOREDUMP": waitMacro("WCOREDUMP", func(w unix.WaitStatus) int64 { return b2i(w.CoreDump()) }, true),
		"waitstatus_to_exitcode": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("waitstatus_to_exitcode", args, kw, []string{"status"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			n, err := vm.Index(a[0])
			if err != nil {
				return rt.Unbound, err
			}
			w := unix.WaitStatus(n)
			switch {
			case w.Exited():
				return vm.NewInt(int64(w.ExitStatus())), nil
			case w.Signaled():
				return vm.NewInt(-int64(w.Signal())), nil
			case w.Stopped():
				return rt.Unbound, vm.ValueError("process stopped by delivery of signal %d", int64(w.StopSignal()))
			}
			return rt.Unbound, vm.ValueError("invalid wait status: %d", n)
		},
	}))
	ints := map[string]int64{"WNOHANG": unix.WNOHANG, "WUNTRACED": unix.WUNTRACED, "WCONTINUED": unix.WCONTINUED}
	modPosixExtras = append(modPosixExtras, func(vm *rt.VM, d *rt.Dict) {
		for name, f := range waitFuncs {
			d.SetStr(vm, name, f)
		}
		for name, v := range ints {
			d.SetStr(vm, name, rt.SmallInt(v))
		}
	})
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// waitMacro makes one of the W* status macros; the predicates return bools.
func waitMacro(name string, f func(unix.WaitStatus) int64, isBool bool) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs(name, args, kw, []string{"status"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		n, err := vm.Index(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		r := f(unix.WaitStatus(n))
		if isBool {
			return rt.Bool(r != 0), nil
		}
		return vm.NewInt(r), nil
	}
}
