package mpmod

import (
	"strconv"
	"time"

	"golang.org/x/sys/unix"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

func init() {
	Modules["_cpjit_mp"] = func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_cpjit_mp")
		rt.FillModule(vm, m, funcs)
		rt.FillModule(vm, m, unguarded)
		return m, nil
	}
}

var funcs = rt.StaticFuncs("_cpjit_mp", guarded(rt.ModuleFuncs{
	"sem_pipe":        semPipe,
	"reopen_nonblock": reopenNonblock,
	"sem_acquire":     semAcquire,
	"sem_release":     semRelease,
	"sem_getvalue":    semGetValue,
	"wait_readable":   waitReadable,
	"shm_new":         shmNew,
	"pread":           pread,
	"pwrite":          pwrite,
}))

var unguarded = rt.StaticFuncs("_cpjit_mp", rt.ModuleFuncs{"interpreter": interpreter})

// interpreter() is the cpjit command children are started with, or None
// in an embedding that named none (jit.Config.Interpreter). It needs no
// access: it only says what the host configured.
func interpreter(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.Arity("interpreter", args, 0, 0); err != nil {
		return rt.Unbound, err
	}
	if vm.Interpreter == "" {
		return rt.None, nil
	}
	return vm.NewStr(vm.Interpreter), nil
}

func guarded(fns rt.ModuleFuncs) rt.ModuleFuncs {
	for name, f := range fns {
		f, what := f, "_cpjit_mp."+name+"()"
		fns[name] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if !vm.Allowed(rt.AccessAll) {
				return rt.Unbound, vm.Denied(what)
			}
			return f(vm, args, kw)
		}
	}
	return fns
}

func ints(vm *rt.VM, name string, args []rt.Value, n int) ([]int64, error) {
	if err := vm.Arity(name, args, n, n); err != nil {
		return nil, err
	}
	out := make([]int64, n)
	for i, a := range args {
		v, err := vm.IndexInt(a)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// timeoutArg reads a timeout in seconds: None is forever (-1).
func timeoutArg(vm *rt.VM, v rt.Value) (time.Duration, error) {
	if v == rt.None {
		return -1, nil
	}
	f, err := vm.ToFloat(v)
	if err != nil {
		return 0, err
	}
	if f < 0 {
		f = 0
	}
	return time.Duration(f * float64(time.Second)), nil
}

func retry(f func() error) error {
	for {
		if err := f(); err != unix.EINTR {
			return err
		}
	}
}

// maxSem is the largest value a pipe semaphore can hold: the pipe's
// capacity, raised to 1 MiB (Linux's default limit for unprivileged
// processes) when asked for more than the default 64 KiB.
const maxSem = 1 << 20

// semPipe(value) makes a semaphore holding value: (read fd, write fd),
// both close-on-exec (the spawner passes them on explicitly).
func semPipe(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := ints(vm, "sem_pipe", args, 1)
	if err != nil {
		return rt.Unbound, err
	}
	value := a[0]
	if value < 0 {
		return rt.Unbound, vm.ValueError("semaphore initial value must be >= 0")
	}
	if value > maxSem {
		return rt.Unbound, vm.ValueError("semaphore value too large for this platform (at most %d)", maxSem)
	}
	var p [2]int
	if err := unix.Pipe2(p[:], unix.O_CLOEXEC); err != nil {
		return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
	}
	if value > 1<<16 {
		if _, err := unix.FcntlInt(uintptr(p[1]), unix.F_SETPIPE_SZ, maxSem); err != nil {
			unix.Close(p[0])
			unix.Close(p[1])
			return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
		}
	}
	if value > 0 {
		buf := make([]byte, value)
		for off := 0; off < len(buf); {
			var n int
			if err := retry(func() (e error) { n, e = unix.Write(p[1], buf[off:]); return e }); err != nil {
				unix.Close(p[0])
				unix.Close(p[1])
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			off += n
		}
	}
	return vm.NewTuple([]rt.Value{vm.NewInt(int64(p[0])), vm.NewInt(int64(p[1]))}), nil
}

// reopenNonblock(fd) opens a new, non-blocking file description of the
// pipe end fd (close-on-exec): this process's private way to try a read.
func reopenNonblock(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := ints(vm, "reopen_nonblock", args, 1)
	if err != nil {
		return rt.Unbound, err
	}
	var fd int
	err = retry(func() (e error) {
		fd, e = unix.Open("/proc/self/fd/"+strconv.FormatInt(a[0], 10), unix.O_RDONLY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
		return e
	})
	if err != nil {
		return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
	}
	return vm.NewInt(int64(fd)), nil
}

// pollIn waits until one of fds is readable (or its other end closed)
// or d passes (d < 0: forever), with the GIL released, and returns the
// ready ones. A Ctrl-C or a limit of the main thread is served by
// vm.Block and returned.
func pollIn(vm *rt.VM, fds []int, d time.Duration) ([]int, error) {
	var deadline time.Time
	if d >= 0 {
		deadline = time.Now().Add(d)
	}
	pfds := make([]unix.PollFd, len(fds))
	for i, fd := range fds {
		pfds[i] = unix.PollFd{Fd: int32(fd), Events: unix.POLLIN}
	}
	var ready []int
	var perr error
	_, err := vm.Block(-1, func(intr <-chan struct{}, _ <-chan time.Time) bool {
		// Poll in short slices so that an interruption is seen.
		for {
			slice := 50 * time.Millisecond
			if d >= 0 {
				left := time.Until(deadline)
				if left < 0 {
					left = 0
				}
				if left < slice {
					slice = left
				}
			}
			n, e := unix.Poll(pfds, int((slice+time.Millisecond-1)/time.Millisecond))
			if e != nil && e != unix.EINTR {
				perr = e
				return true
			}
			if n > 0 {
				for _, p := range pfds {
					if p.Revents != 0 {
						ready = append(ready, int(p.Fd))
					}
				}
				return true
			}
			if d >= 0 && !time.Now().Before(deadline) {
				return true
			}
			select {
			case <-intr:
				return false
			default:
			}
		}
	})
	if err != nil {
		return nil, err
	}
	if perr != nil {
		return nil, vm.OSErrorFromGo(perr, rt.Unbound)
	}
	return ready, nil
}

// semAcquire(nbfd, timeout) takes one unit through the private
// non-blocking description nbfd: True when taken, False when timeout
// (None: forever; 0: do not wait) passed first.
func semAcquire(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.Arity("sem_acquire", args, 2, 2); err != nil {
		return rt.Unbound, err
	}
	fd, err := vm.IndexInt(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	d, err := timeoutArg(vm, args[1])
	if err != nil {
		return rt.Unbound, err
	}
	var deadline time.Time
	if d >= 0 {
		deadline = time.Now().Add(d)
	}
	var b [1]byte
	for {
		var n int
		err := retry(func() (e error) { n, e = unix.Read(int(fd), b[:]); return e })
		if err == nil && n == 1 {
			return rt.True, nil
		}
		if err != nil && err != unix.EAGAIN {
			return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
		}
		left := time.Duration(-1)
		if d >= 0 {
			left = time.Until(deadline)
			if left <= 0 {
				return rt.False, nil
			}
		}
		// Another process may take the unit between the poll and the
		// read: then read says EAGAIN again and the wait goes on.
		if _, err := pollIn(vm, []int{int(fd)}, left); err != nil {
			return rt.Unbound, err
		}
	}
}

// semRelease(wfd) gives one unit back.
func semRelease(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := ints(vm, "sem_release", args, 1)
	if err != nil {
		return rt.Unbound, err
	}
	b := []byte{1}
	if err := retry(func() (e error) { _, e = unix.Write(int(a[0]), b); return e }); err != nil {
		return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
	}
	return rt.None, nil
}

// semGetValue(rfd) is the semaphore's value now: the bytes in the pipe.
func semGetValue(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := ints(vm, "sem_getvalue", args, 1)
	if err != nil {
		return rt.Unbound, err
	}
	n, err := unix.IoctlGetInt(int(a[0]), unix.TIOCINQ) // FIONREAD
	if err != nil {
		return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
	}
	return vm.NewInt(int64(n)), nil
}

// waitReadable(fds, timeout) waits until some of the descriptors in the
// list fds have data or their other end closed, and returns those (an
// empty list when timeout passed first; None waits forever).
func waitReadable(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.Arity("wait_readable", args, 2, 2); err != nil {
		return rt.Unbound, err
	}
	items, err := vm.Collect(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	fds := make([]int, len(items))
	for i, it := range items {
		n, err := vm.IndexInt(it)
		if err != nil {
			return rt.Unbound, err
		}
		fds[i] = int(n)
	}
	d, err := timeoutArg(vm, args[1])
	if err != nil {
		return rt.Unbound, err
	}
	ready, err := pollIn(vm, fds, d)
	if err != nil {
		return rt.Unbound, err
	}
	out := make([]rt.Value, len(ready))
	for i, fd := range ready {
		out[i] = vm.NewInt(int64(fd))
	}
	return vm.NewList(out), nil
}

// shmNew(size) is a descriptor of size zeroed bytes of memory that
// processes given the descriptor share (a memfd, close-on-exec).
func shmNew(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := ints(vm, "shm_new", args, 1)
	if err != nil {
		return rt.Unbound, err
	}
	fd, err := unix.MemfdCreate("cpjit-multiprocessing", unix.MFD_CLOEXEC)
	if err != nil {
		return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
	}
	if err := unix.Ftruncate(fd, a[0]); err != nil {
		unix.Close(fd)
		return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
	}
	return vm.NewInt(int64(fd)), nil
}

// pread(fd, n, offset) reads n bytes at offset without moving the file
// position other processes share.
func pread(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := ints(vm, "pread", args, 3)
	if err != nil {
		return rt.Unbound, err
	}
	if a[1] < 0 {
		return rt.Unbound, vm.ValueError("negative length")
	}
	buf := make([]byte, a[1])
	var n int
	if err := retry(func() (e error) { n, e = unix.Pread(int(a[0]), buf, a[2]); return e }); err != nil {
		return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
	}
	return vm.NewBytes(buf[:n]), nil
}

// pwrite(fd, data, offset) writes data at offset.
func pwrite(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.Arity("pwrite", args, 3, 3); err != nil {
		return rt.Unbound, err
	}
	fd, err := vm.IndexInt(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	data, ok := vm.BytesLike(args[1])
	if !ok {
		return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(args[1]))
	}
	off, err := vm.IndexInt(args[2])
	if err != nil {
		return rt.Unbound, err
	}
	var n int
	if err := retry(func() (e error) { n, e = unix.Pwrite(int(fd), data, off); return e }); err != nil {
		return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
	}
	return vm.NewInt(int64(n)), nil
}
