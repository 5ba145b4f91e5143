//go:build unix

package posix

import (
	"os"
	"strconv"
	"time"

	"golang.org/x/sys/unix"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The file-descriptor calls of the posix module (os.open, os.read, ...)
// and the file-changing calls beside them (chmod, utime, links,
// truncate), on Unix. Every one needs AccessFiles, except kill, which
// needs AccessProcess.

func fdArg(vm *rt.VM, v rt.Value) (int, error) {
	n, err := vm.Index(v)
	if err != nil {
		return 0, err
	}
	return int(n), nil
}

// retryEINTR runs a system call again while a signal interrupts it, as
// CPython does (PEP 475).
func retryEINTR(f func() error) error {
	for {
		err := f()
		if err != unix.EINTR {
			return err
		}
	}
}

func fdFuncs() rt.ModuleFuncs {
	osErr := func(vm *rt.VM, err error) error { return vm.OSErrorFromGo(err, rt.Unbound) }
	return rt.ModuleFuncs{
		"open": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("open", args, kw, []string{"path", "flags", "mode", "dir_fd"}, 2)
			if err != nil {
				return rt.Unbound, err
			}
			p, err := modPathArg(vm, "open", a[0])
			if err != nil {
				return rt.Unbound, err
			}
			flags, err := vm.Index(a[1])
			if err != nil {
				return rt.Unbound, err
			}
			mode := int64(0o777)
			if a[2] != rt.Unbound {
				if mode, err = vm.Index(a[2]); err != nil {
					return rt.Unbound, err
				}
			}
			var fd int
			err = retryEINTR(func() (e error) {
				fd, e = unix.Open(p, int(flags)|unix.O_CLOEXEC, uint32(mode))
				return e
			})
			if err != nil {
				return rt.Unbound, modPathErr(vm, err, a[0])
			}
			return vm.NewInt(int64(fd)), nil
		},
		"close": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("close", args, kw, []string{"fd"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			fd, err := fdArg(vm, a[0])
			if err != nil {
				return rt.Unbound, err
			}
			if err := unix.Close(fd); err != nil {
				return rt.Unbound, osErr(vm, err)
			}
			return rt.None, nil
		},
		"read": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("read", args, 2, 2); err != nil {
				return rt.Unbound, err
			}
			fd, err := fdArg(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			n, err := vm.Index(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			if n < 0 {
				return rt.Unbound, vm.NewError(rt.ValueErrorType, "negative length")
			}
			buf := make([]byte, n)
			var got int
			// Other threads run while this one waits (a pipe another
			// thread writes to).
			vm.Block(-1, func(<-chan struct{}, <-chan time.Time) bool {
				err = retryEINTR(func() (e error) {
					got, e = unix.Read(fd, buf)
					return e
				})
				return true
			})
			if err != nil {
				return rt.Unbound, osErr(vm, err)
			}
			return vm.NewBytes(buf[:got]), nil
		},
		"write": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("write", args, 2, 2); err != nil {
				return rt.Unbound, err
			}
			fd, err := fdArg(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			data, ok := vm.BytesLike(args[1])
			if !ok {
				return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(args[1]))
			}
			if fd == 1 || fd == 2 {
				// Keep the order with what print() buffered.
				if f, ok := vm.Stdout.(rt.Flusher); ok {
					f.Flush()
				}
			}
			var n int
			data = append([]byte(nil), data...) // the GIL is released: another thread may change a bytearray
			vm.Block(-1, func(<-chan struct{}, <-chan time.Time) bool {
				err = retryEINTR(func() (e error) {
					n, e = unix.Write(fd, data)
					return e
				})
				return true
			})
			if err != nil {
				return rt.Unbound, osErr(vm, err)
			}
			return vm.NewInt(int64(n)), nil
		},
		"lseek": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("lseek", args, 3, 3); err != nil {
				return rt.Unbound, err
			}
			fd, err := fdArg(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			pos, err := vm.Index(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			how, err := vm.Index(args[2])
			if err != nil {
				return rt.Unbound, err
			}
			off, err := unix.Seek(fd, pos, int(how))
			if err != nil {
				return rt.Unbound, osErr(vm, err)
			}
			return vm.NewInt(off), nil
		},
		"fstat": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("fstat", args, kw, []string{"fd"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			fd, err := fdArg(vm, a[0])
			if err != nil {
				return rt.Unbound, err
			}
			return modStat(vm, rt.Unbound, procFdPath(fd), true)
		},
		"fsync": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("fsync", args, kw, []string{"fd"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			fd, err := fileno(vm, a[0])
			if err != nil {
				return rt.Unbound, err
			}
			if err := unix.Fsync(fd); err != nil {
				return rt.Unbound, osErr(vm, err)
			}
			return rt.None, nil
		},
		"ftruncate": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("ftruncate", args, 2, 2); err != nil {
				return rt.Unbound, err
			}
			fd, err := fdArg(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			n, err := vm.Index(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			if err := unix.Ftruncate(fd, n); err != nil {
				return rt.Unbound, osErr(vm, err)
			}
			return rt.None, nil
		},
		"truncate": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("truncate", args, kw, []string{"path", "length"}, 2)
			if err != nil {
				return rt.Unbound, err
			}
			p, err := modPathArg(vm, "truncate", a[0])
			if err != nil {
				return rt.Unbound, err
			}
			n, err := vm.Index(a[1])
			if err != nil {
				return rt.Unbound, err
			}
			if err := unix.Truncate(p, n); err != nil {
				return rt.Unbound, modPathErr(vm, err, a[0])
			}
			return rt.None, nil
		},
		"chmod": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("chmod", args, kw, []string{"path", "mode", "dir_fd", "follow_symlinks"}, 2)
			if err != nil {
				return rt.Unbound, err
			}
			p, err := modPathArg(vm, "chmod", a[0])
			if err != nil {
				return rt.Unbound, err
			}
			mode, err := vm.Index(a[1])
			if err != nil {
				return rt.Unbound, err
			}
			if err := unix.Chmod(p, uint32(mode)); err != nil {
				return rt.Unbound, modPathErr(vm, err, a[0])
			}
			return rt.None, nil
		},
		"utime": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("utime", args, kw, []string{"path", "times", "ns", "dir_fd", "follow_symlinks"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			p, err := modPathArg(vm, "utime", a[0])
			if err != nil {
				return rt.Unbound, err
			}
			now := time.Now()
			at, mt := now, now
			switch {
			case a[1] != rt.Unbound && a[1] != rt.None:
				items, err := vm.Collect(a[1])
				if err != nil || len(items) != 2 {
					return rt.Unbound, vm.TypeError("utime: 'times' must be either a tuple of two ints or None")
				}
				secs := [2]float64{}
				for i, it := range items {
					f, err := vm.ToFloat(it)
					if err != nil {
						return rt.Unbound, err
					}
					secs[i] = f
				}
				at = time.Unix(0, int64(secs[0]*1e9))
				mt = time.Unix(0, int64(secs[1]*1e9))
			case a[2] != rt.Unbound:
				items, err := vm.Collect(a[2])
				if err != nil || len(items) != 2 {
					return rt.Unbound, vm.TypeError("utime: 'ns' must be a tuple of two ints")
				}
				ns := [2]int64{}
				for i, it := range items {
					if ns[i], err = vm.Index(it); err != nil {
						return rt.Unbound, err
					}
				}
				at, mt = time.Unix(0, ns[0]), time.Unix(0, ns[1])
			}
			if err := os.Chtimes(p, at, mt); err != nil {
				return rt.Unbound, modPathErr(vm, err, a[0])
			}
			return rt.None, nil
		},
		"chown":  chownFn("chown", unix.Chown),
		"lchown": chownFn("lchown", unix.Lchown),
		"mkfifo": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("mkfifo", args, kw, []string{"path", "mode", "dir_fd"}, 1)
			if err != nil {
				return rt.Unbound, err
			}
			p, err := modPathArg(vm, "mkfifo", a[0])
			if err != nil {
				return rt.Unbound, err
			}
			mode := int64(0o666)
			if a[1] != rt.Unbound {
				if mode, err = vm.Index(a[1]); err != nil {
					return rt.Unbound, err
				}
			}
			if err := unix.Mkfifo(p, uint32(mode)); err != nil {
				return rt.Unbound, osErr(vm, err) // CPython names no file here
			}
			return rt.None, nil
		},
		"symlink": twoPaths("symlink", unix.Symlink),
		"link":    twoPaths("link", unix.Link),
		"dup": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("dup", args, 1, 1); err != nil {
				return rt.Unbound, err
			}
			fd, err := fdArg(vm, args[0])
			if err != nil {
				return rt.Unbound, err
			}
			nfd, err := unix.FcntlInt(uintptr(fd), unix.F_DUPFD_CLOEXEC, 0)
			if err != nil {
				return rt.Unbound, osErr(vm, err)
			}
			return vm.NewInt(int64(nfd)), nil
		},
		"dup2": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs("dup2", args, kw, []string{"fd", "fd2", "inheritable"}, 2)
			if err != nil {
				return rt.Unbound, err
			}
			fd, err := fdArg(vm, a[0])
			if err != nil {
				return rt.Unbound, err
			}
			fd2, err := fdArg(vm, a[1])
			if err != nil {
				return rt.Unbound, err
			}
			if err := unix.Dup2(fd, fd2); err != nil {
				return rt.Unbound, osErr(vm, err)
			}
			return vm.NewInt(int64(fd2)), nil
		},
		"pipe": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("pipe", args, 0, 0); err != nil {
				return rt.Unbound, err
			}
			var p [2]int
			if err := unix.Pipe(p[:]); err != nil {
				return rt.Unbound, osErr(vm, err)
			}
			unix.CloseOnExec(p[0]) // not inherited, as PEP 446 makes them
			unix.CloseOnExec(p[1])
			return vm.NewTuple([]rt.Value{vm.NewInt(int64(p[0])), vm.NewInt(int64(p[1]))}), nil
		},
		"kill": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := vm.Arity("kill", args, 2, 2); err != nil {
				return rt.Unbound, err
			}
			pid, err := vm.Index(args[0])
			if err != nil {
				return rt.Unbound, err
			}
			sig, err := vm.Index(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			if int(pid) == os.Getpid() {
				// A signal the process sends itself arrives before kill
				// returns: a Python-level handler runs now (signalmod).
				if caught, ok := vm.Ext["signal.caught"].(func(int) bool); ok && caught(int(sig)) {
					vm.TripSignal(int(sig))
					return rt.None, vm.CheckSignals()
				}
			}
			if err := unix.Kill(int(pid), unix.Signal(sig)); err != nil {
				return rt.Unbound, osErr(vm, err)
			}
			return rt.None, nil
		},
	}
}

// fileno accepts an int or an object with fileno() (os.fsync's rule).
func fileno(vm *rt.VM, v rt.Value) (int, error) {
	if _, err := vm.Index(v); err == nil {
		return fdArg(vm, v)
	}
	m, err := vm.GetAttr(v, "fileno")
	if err != nil {
		return 0, vm.TypeError("argument must be an int, or have a fileno() method, not %s", vm.TypeName(v))
	}
	r, err := vm.Call(m, nil, nil)
	if err != nil {
		return 0, err
	}
	return fdArg(vm, r)
}

// procFdPath names an open descriptor as a path stat(2) follows.
func procFdPath(fd int) string { return "/dev/fd/" + strconv.Itoa(fd) }

// chownFn is chown or lchown: (path, uid, gid), -1 leaving an id as it is.
func chownFn(name string, f func(path string, uid, gid int) error) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs(name, args, kw, []string{"path", "uid", "gid", "dir_fd", "follow_symlinks"}, 3)
		if err != nil {
			return rt.Unbound, err
		}
		p, err := modPathArg(vm, name, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		uid, err := vm.Index(a[1])
		if err != nil {
			return rt.Unbound, err
		}
		gid, err := vm.Index(a[2])
		if err != nil {
			return rt.Unbound, err
		}
		if err := f(p, int(uid), int(gid)); err != nil {
			return rt.Unbound, modPathErr(vm, err, a[0])
		}
		return rt.None, nil
	}
}

func twoPaths(name string, f func(a, b string) error) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs(name, args, kw, []string{"src", "dst", "target_is_directory", "dir_fd"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		src, err := modPathArg(vm, name, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		dst, err := modPathArg(vm, name, a[1])
		if err != nil {
			return rt.Unbound, err
		}
		if err := f(src, dst); err != nil {
			return rt.Unbound, modPathErr2(vm, err, a[0], a[1])
		}
		return rt.None, nil
	}
}

func init() {
	fds := fdFuncs()
	need := map[string]rt.Access{}
	for name := range fds {
		need[name] = rt.AccessFiles
	}
	need["kill"] = rt.AccessProcess
	funcs := rt.StaticFuncs("posix", modGuarded(need, fds))
	ints := map[string]int64{
		"O_NONBLOCK": unix.O_NONBLOCK, "O_NOFOLLOW": unix.O_NOFOLLOW, "O_CLOEXEC": unix.O_CLOEXEC,
		"O_DIRECTORY": unix.O_DIRECTORY, "O_NOCTTY": unix.O_NOCTTY, "O_SYNC": unix.O_SYNC,
		"O_DSYNC": unix.O_DSYNC, "O_ACCMODE": unix.O_ACCMODE,
	}
	modPosixExtras = append(modPosixExtras, func(vm *rt.VM, d *rt.Dict) {
		for name, f := range funcs {
			d.SetStr(vm, name, f)
		}
		for name, v := range ints {
			d.SetStr(vm, name, rt.SmallInt(v))
		}
	})
}
