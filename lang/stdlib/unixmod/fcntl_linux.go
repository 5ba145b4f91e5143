package unixmod

import (
	"time"
	"unsafe"

	"golang.org/x/sys/unix"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

var fcntlInts = map[string]int64{
	"F_DUPFD": unix.F_DUPFD, "F_DUPFD_CLOEXEC": unix.F_DUPFD_CLOEXEC, "F_GETFD": unix.F_GETFD,
	"F_SETFD": unix.F_SETFD, "F_GETFL": unix.F_GETFL, "F_SETFL": unix.F_SETFL,
	"F_GETLK": unix.F_GETLK, "F_SETLK": unix.F_SETLK, "F_SETLKW": unix.F_SETLKW,
	"F_GETLK64": unix.F_GETLK64, "F_SETLK64": unix.F_SETLK64, "F_SETLKW64": unix.F_SETLKW64,
	"F_GETOWN": unix.F_GETOWN, "F_SETOWN": unix.F_SETOWN, "F_GETSIG": unix.F_GETSIG,
	"F_SETSIG": unix.F_SETSIG, "F_RDLCK": unix.F_RDLCK, "F_WRLCK": unix.F_WRLCK,
	"F_UNLCK": unix.F_UNLCK, "F_EXLCK": 4, "F_SHLCK": 8, "F_GETLEASE": unix.F_GETLEASE,
	"F_SETLEASE": unix.F_SETLEASE, "F_NOTIFY": unix.F_NOTIFY, "F_GETPIPE_SZ": unix.F_GETPIPE_SZ,
	"F_SETPIPE_SZ": unix.F_SETPIPE_SZ, "F_ADD_SEALS": unix.F_ADD_SEALS, "F_GET_SEALS": unix.F_GET_SEALS,
	"F_SEAL_SEAL": unix.F_SEAL_SEAL, "F_SEAL_SHRINK": unix.F_SEAL_SHRINK, "F_SEAL_GROW": unix.F_SEAL_GROW,
	"F_SEAL_WRITE": unix.F_SEAL_WRITE, "F_SEAL_FUTURE_WRITE": 0x10,
	"F_OFD_GETLK": unix.F_OFD_GETLK, "F_OFD_SETLK": unix.F_OFD_SETLK, "F_OFD_SETLKW": unix.F_OFD_SETLKW,
	"F_GETOWN_EX": unix.F_GETOWN_EX, "F_SETOWN_EX": unix.F_SETOWN_EX, "F_OWNER_TID": 0,
	"F_OWNER_PID": 1, "F_OWNER_PGRP": 2,
	"FD_CLOEXEC": unix.FD_CLOEXEC, "FASYNC": 8192,
	"LOCK_SH": unix.LOCK_SH, "LOCK_EX": unix.LOCK_EX, "LOCK_NB": unix.LOCK_NB, "LOCK_UN": unix.LOCK_UN,
	"LOCK_MAND": 32, "LOCK_READ": 64, "LOCK_WRITE": 128, "LOCK_RW": 192,
	"DN_ACCESS": 1, "DN_MODIFY": 2, "DN_CREATE": 4, "DN_DELETE": 8, "DN_RENAME": 16, "DN_ATTRIB": 32,
	"DN_MULTISHOT":           1 << 31,
	"RWH_WRITE_LIFE_NOT_SET": 0, "RWH_WRITE_LIFE_NONE": 1, "RWH_WRITE_LIFE_SHORT": 2,
	"RWH_WRITE_LIFE_MEDIUM": 3, "RWH_WRITE_LIFE_LONG": 4, "RWH_WRITE_LIFE_EXTREME": 5,
	"F_GET_RW_HINT": 1035, "F_SET_RW_HINT": 1036, "F_GET_FILE_RW_HINT": 1037, "F_SET_FILE_RW_HINT": 1038,
	"FICLONE": unix.FICLONE, "FICLONERANGE": unix.FICLONERANGE,
}

// fdOf accepts an int or an object with fileno(), as CPython's
// PyObject_AsFileDescriptor.
func fdOf(vm *rt.VM, v rt.Value) (int, error) {
	if _, ok := vm.BigOf(v); ok {
		n, err := vm.IndexInt(v)
		if err != nil {
			return 0, err
		}
		if n < 0 {
			return 0, vm.ValueError("file descriptor cannot be a negative integer (%d)", n)
		}
		return int(n), nil
	}
	if _, ok := vm.ClassOf(v).Lookup(vm, "fileno"); !ok {
		return 0, vm.TypeError("argument must be an int, or have a fileno() method.")
	}
	r, err := vm.CallMethod(v, "fileno")
	if err != nil {
		return 0, err
	}
	if _, ok := vm.BigOf(r); !ok {
		return 0, vm.TypeError("fileno() returned a non-integer")
	}
	n, err := vm.IndexInt(r)
	if err != nil {
		return 0, err
	}
	if n < 0 {
		return 0, vm.ValueError("file descriptor cannot be a negative integer (%d)", n)
	}
	return int(n), nil
}

// callWithBuffer runs an fcntl or ioctl whose argument is a buffer: the
// call sees a copy (at most 1024 bytes, as CPython's), returned as bytes.
func callWithBuffer(vm *rt.VM, trap uintptr, fd int, op uintptr, arg []byte) ([]byte, int, error) {
	if len(arg) > 1024 {
		return nil, 0, vm.ValueError("%s string arg too long", map[uintptr]string{unix.SYS_FCNTL: "fcntl", unix.SYS_IOCTL: "ioctl"}[trap])
	}
	buf := make([]byte, 1024)
	copy(buf, arg)
	var r uintptr
	var e unix.Errno
	for {
		r, _, e = unix.Syscall(trap, uintptr(fd), op, uintptr(unsafe.Pointer(&buf[0])))
		if e != unix.EINTR {
			break
		}
	}
	if e != 0 {
		return nil, 0, vm.OSErrorFromGo(e, rt.Unbound)
	}
	return buf[:len(arg)], int(r), nil
}

func callWithInt(vm *rt.VM, trap uintptr, fd int, op uintptr, arg int64) (int, error) {
	for {
		r, _, e := unix.Syscall(trap, uintptr(fd), op, uintptr(arg))
		if e == unix.EINTR {
			continue
		}
		if e != 0 {
			return 0, vm.OSErrorFromGo(e, rt.Unbound)
		}
		return int(r), nil
	}
}

func fdCall(name string, trap uintptr) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		names := []string{"fd", "cmd", "arg"}
		if trap == unix.SYS_IOCTL {
			names = []string{"fd", "request", "arg", "mutate_flag"}
		}
		a, err := vm.BindArgs(name, args, kw, names, 2)
		if err != nil {
			return rt.Unbound, err
		}
		fd, err := fdOf(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		op, err := vm.IndexInt(a[1])
		if err != nil {
			return rt.Unbound, err
		}
		arg := a[2]
		if arg == rt.Unbound {
			arg = rt.SmallInt(0)
		}
		if b, ok := vm.BytesOf(arg); ok {
			out, _, err := callWithBuffer(vm, trap, fd, uintptr(uint32(op)), b)
			if err != nil {
				return rt.Unbound, err
			}
			return vm.NewBytes(out), nil
		}
		if _, ok := vm.GoString(arg); ok {
			s, _ := vm.GoString(arg)
			out, _, err := callWithBuffer(vm, trap, fd, uintptr(uint32(op)), []byte(s))
			if err != nil {
				return rt.Unbound, err
			}
			return vm.NewBytes(out), nil
		}
		n, err := vm.IndexInt(arg)
		if err != nil {
			return rt.Unbound, vm.TypeError("%s() argument 3 must be an integer, a bytes-like object, or a string, not %s", name, vm.TypeName(arg))
		}
		r, err := callWithInt(vm, trap, fd, uintptr(uint32(op)), n)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(int64(r)), nil
	}
}

var fcntlFuncs = rt.StaticFuncs("fcntl", guarded(rt.AccessFiles, "fcntl", rt.ModuleFuncs{
	"fcntl": fdCall("fcntl", unix.SYS_FCNTL),
	"ioctl": fdCall("ioctl", unix.SYS_IOCTL),
	"flock": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("flock", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		fd, err := fdOf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		op, err := vm.IndexInt(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		blocking := op&unix.LOCK_NB == 0 && op&unix.LOCK_UN == 0
		var ferr error
		do := func() {
			for {
				ferr = unix.Flock(fd, int(op))
				if ferr != unix.EINTR {
					return
				}
			}
		}
		if blocking {
			vm.Block(-1, func(<-chan struct{}, <-chan time.Time) bool { do(); return true })
		} else {
			do()
		}
		if ferr != nil {
			return rt.Unbound, vm.OSErrorFromGo(ferr, rt.Unbound)
		}
		return rt.None, nil
	},
	"lockf": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("lockf", args, kw, []string{"fd", "cmd", "len", "start", "whence"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		fd, err := fdOf(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		code, err := vm.IndexInt(a[1])
		if err != nil {
			return rt.Unbound, err
		}
		num := func(v rt.Value) (int64, error) {
			if v == rt.Unbound {
				return 0, nil
			}
			return vm.IndexInt(v)
		}
		length, err := num(a[2])
		if err != nil {
			return rt.Unbound, err
		}
		start, err := num(a[3])
		if err != nil {
			return rt.Unbound, err
		}
		whence, err := num(a[4])
		if err != nil {
			return rt.Unbound, err
		}
		var lk unix.Flock_t
		switch {
		case code == unix.LOCK_UN:
			lk.Type = unix.F_UNLCK
		case code&unix.LOCK_SH != 0:
			lk.Type = unix.F_RDLCK
		case code&unix.LOCK_EX != 0:
			lk.Type = unix.F_WRLCK
		default:
			return rt.Unbound, vm.ValueError("unrecognized lockf argument")
		}
		lk.Start, lk.Len, lk.Whence = start, length, int16(whence)
		cmd := unix.F_SETLKW
		if code&unix.LOCK_NB != 0 {
			cmd = unix.F_SETLK
		}
		var ferr error
		do := func() {
			for {
				ferr = unix.FcntlFlock(uintptr(fd), cmd, &lk)
				if ferr != unix.EINTR {
					return
				}
			}
		}
		if cmd == unix.F_SETLKW {
			vm.Block(-1, func(<-chan struct{}, <-chan time.Time) bool { do(); return true })
		} else {
			do()
		}
		if ferr != nil {
			return rt.Unbound, vm.OSErrorFromGo(ferr, rt.Unbound)
		}
		return rt.None, nil
	},
}))

func init() {
	register("fcntl", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("fcntl")
		rt.FillModule(vm, m, fcntlFuncs)
		d := m.InstanceDict()
		for name, v := range fcntlInts {
			d.SetStr(vm, name, rt.SmallInt(v))
		}
		return m, nil
	})
}
