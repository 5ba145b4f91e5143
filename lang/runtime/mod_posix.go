package runtime

import (
	"crypto/rand"
	"os"
	"runtime"
	"sort"
	"strings"
	"syscall"
)

// The posix module: the operating-system calls under pylib/os.py and
// pylib/posixpath.py.

var modStatResult = func() *modStructSeq {
	ss := NewStructSeq("os", "stat_result",
		[]string{"st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size",
			"st_atime", "st_mtime", "st_ctime",
			"st_atime_f", "st_mtime_f", "st_ctime_f", "st_atime_ns", "st_mtime_ns", "st_ctime_ns",
			"st_blksize", "st_blocks", "st_rdev"}, 10, true)
	ss.Class.SetAttrStatic("n_unnamed_fields", SmallInt(3))
	// The named time attributes are floats (the tuple holds whole seconds).
	for i, name := range []string{"st_atime", "st_mtime", "st_ctime"} {
		hidden := []string{"st_atime_f", "st_mtime_f", "st_ctime_f"}[i]
		ss.Class.AddGetter(name, func(vm *VM, self Value) (Value, error) {
			t, ok := vm.Get0(self).(*Tuple)
			if !ok {
				return Unbound, vm.TypeError("descriptor requires an 'os.stat_result' object")
			}
			if t.dict != nil {
				if v, ok := t.dict.GetStr(vm, hidden); ok {
					return v, nil
				}
			}
			return None, nil
		})
	}
	return ss
}()

// modPathArg converts a path argument (str, bytes or os.PathLike).
func (vm *VM) modPathArg(fname string, v Value) (string, error) {
	if s, ok := vm.StrOf(v); ok {
		return s, nil
	}
	if b, ok := vm.Get0(v).(*Bytes); ok {
		return string(b.B), nil
	}
	if r, ok, err := vm.CallDunder(v, "__fspath__"); ok {
		if err != nil {
			return "", err
		}
		if s, ok := vm.StrOf(r); ok {
			return s, nil
		}
		if b, ok := vm.Get0(r).(*Bytes); ok {
			return string(b.B), nil
		}
	}
	return "", vm.TypeError("%s: path should be string, bytes or os.PathLike, not %s", fname, vm.TypeName(v))
}

// modStatInfo holds the platform-neutral fields of an os.stat_result; the
// per-OS modStatPath fills it (fields the OS lacks stay zero).
type modStatInfo struct {
	mode, ino, dev, nlink, uid, gid, size, blksize, blocks, rdev int64
	atime, mtime, ctime                                          modStatTime
}

// modStatTime is a file timestamp as seconds and nanoseconds since the epoch.
type modStatTime struct{ sec, nsec int64 }

func (vm *VM) modStat(path Value, name string, follow bool) (Value, error) {
	st, err := modStatPath(name, follow)
	if err != nil {
		return Unbound, vm.OSErrorFromGo(err, path)
	}
	ts := func(t modStatTime) (Value, Value, Value) {
		ns := t.sec*1e9 + t.nsec
		return vm.NewInt(t.sec), FloatValue(float64(t.sec) + float64(t.nsec)*1e-9), vm.NewInt(ns)
	}
	ai, af, an := ts(st.atime)
	mi, mf, mn := ts(st.mtime)
	ci, cf, cn := ts(st.ctime)
	return modStatResult.Make(vm, vm.NewInt(st.mode), vm.NewInt(st.ino), vm.NewInt(st.dev),
		vm.NewInt(st.nlink), vm.NewInt(st.uid), vm.NewInt(st.gid), vm.NewInt(st.size),
		ai, mi, ci, af, mf, cf, an, mn, cn, vm.NewInt(st.blksize), vm.NewInt(st.blocks), vm.NewInt(st.rdev)), nil
}

func modPathFn(name string, f func(vm *VM, arg Value, path string) (Value, error)) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs(name, args, kw, []string{"path"}, 1)
		if err != nil {
			return Unbound, err
		}
		p, err := vm.modPathArg(name, a[0])
		if err != nil {
			return Unbound, err
		}
		return f(vm, a[0], p)
	}
}

var modPosixFuncs = StaticFuncs("posix", modGuarded(modPosixAccess, ModuleFuncs{
	"getcwd": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := os.Getwd()
		if err != nil {
			return Unbound, vm.OSErrorFromGo(err, Unbound)
		}
		return vm.NewStr(d), nil
	},
	"chdir": modPathFn("chdir", func(vm *VM, arg Value, p string) (Value, error) {
		if err := os.Chdir(p); err != nil {
			return Unbound, vm.OSErrorFromGo(err, arg)
		}
		return None, nil
	}),
	"listdir": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("listdir", args, kw, []string{"path"}, 0)
		if err != nil {
			return Unbound, err
		}
		p := "."
		arg := a[0]
		if arg != Unbound && arg != None {
			if p, err = vm.modPathArg("listdir", arg); err != nil {
				return Unbound, err
			}
		} else {
			arg = vm.NewStr(".")
		}
		f, err := os.Open(p)
		if err != nil {
			return Unbound, vm.OSErrorFromGo(err, arg)
		}
		defer f.Close()
		names, err := f.Readdirnames(-1)
		if err != nil {
			return Unbound, vm.OSErrorFromGo(err, arg)
		}
		out := make([]Value, len(names))
		_, isBytes := vm.Get0(arg).(*Bytes)
		for i, n := range names {
			if isBytes {
				out[i] = vm.NewBytes([]byte(n))
			} else {
				out[i] = vm.NewStr(n)
			}
		}
		return vm.NewList(out), nil
	},
	"mkdir": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("mkdir", args, kw, []string{"path", "mode"}, 1)
		if err != nil {
			return Unbound, err
		}
		p, err := vm.modPathArg("mkdir", a[0])
		if err != nil {
			return Unbound, err
		}
		mode := int64(0o777)
		if a[1] != Unbound {
			if mode, err = vm.IndexInt(a[1]); err != nil {
				return Unbound, err
			}
		}
		if err := syscall.Mkdir(p, uint32(mode)); err != nil {
			return Unbound, vm.OSErrorFromGo(err, a[0])
		}
		return None, nil
	},
	"rmdir": modPathFn("rmdir", func(vm *VM, arg Value, p string) (Value, error) {
		if err := syscall.Rmdir(p); err != nil {
			return Unbound, vm.OSErrorFromGo(err, arg)
		}
		return None, nil
	}),
	"remove": modPathFn("remove", func(vm *VM, arg Value, p string) (Value, error) {
		if err := syscall.Unlink(p); err != nil {
			return Unbound, vm.OSErrorFromGo(err, arg)
		}
		return None, nil
	}),
	"unlink": modPathFn("unlink", func(vm *VM, arg Value, p string) (Value, error) {
		if err := syscall.Unlink(p); err != nil {
			return Unbound, vm.OSErrorFromGo(err, arg)
		}
		return None, nil
	}),
	"rename": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("rename", args, kw, []string{"src", "dst"}, 2)
		if err != nil {
			return Unbound, err
		}
		src, err := vm.modPathArg("rename", a[0])
		if err != nil {
			return Unbound, err
		}
		dst, err := vm.modPathArg("rename", a[1])
		if err != nil {
			return Unbound, err
		}
		if err := syscall.Rename(src, dst); err != nil {
			return Unbound, vm.OSErrorFromGo(err, a[0])
		}
		return None, nil
	},
	"stat": modPathFn("stat", func(vm *VM, arg Value, p string) (Value, error) {
		return vm.modStat(arg, p, true)
	}),
	"lstat": modPathFn("lstat", func(vm *VM, arg Value, p string) (Value, error) {
		return vm.modStat(arg, p, false)
	}),
	"access": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("access", args, kw, []string{"path", "mode"}, 2)
		if err != nil {
			return Unbound, err
		}
		p, err := vm.modPathArg("access", a[0])
		if err != nil {
			return Unbound, err
		}
		mode, err := vm.IndexInt(a[1])
		if err != nil {
			return Unbound, err
		}
		return Bool(modAccess(p, uint32(mode))), nil
	},
	"readlink": modPathFn("readlink", func(vm *VM, arg Value, p string) (Value, error) {
		s, err := os.Readlink(p)
		if err != nil {
			return Unbound, vm.OSErrorFromGo(err, arg)
		}
		return vm.NewStr(s), nil
	}),
	"getpid":  func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return vm.NewInt(int64(os.Getpid())), nil },
	"getppid": func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return vm.NewInt(int64(os.Getppid())), nil },
	"getuid":  func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return vm.NewInt(int64(os.Getuid())), nil },
	"getgid":  func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return vm.NewInt(int64(os.Getgid())), nil },
	"cpu_count": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.NewInt(int64(runtime.NumCPU())), nil
	},
	"umask": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("umask", args, 1, 1); err != nil {
			return Unbound, err
		}
		m, err := vm.IndexInt(args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.NewInt(int64(modUmask(int(m)))), nil
	},
	"urandom": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("urandom", args, 1, 1); err != nil {
			return Unbound, err
		}
		n, err := vm.IndexInt(args[0])
		if err != nil {
			return Unbound, err
		}
		if n < 0 {
			return Unbound, vm.ValueError("negative argument not allowed")
		}
		b := make([]byte, n)
		if _, err := rand.Read(b); err != nil {
			return Unbound, vm.OSErrorFromGo(err, Unbound)
		}
		return vm.NewBytes(b), nil
	},
	"strerror": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("strerror", args, 1, 1); err != nil {
			return Unbound, err
		}
		n, err := vm.IndexInt(args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(Strerror(syscall.Errno(n))), nil
	},
	"putenv": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("putenv", args, 2, 2); err != nil {
			return Unbound, err
		}
		k, err := vm.modPathArg("putenv", args[0])
		if err != nil {
			return Unbound, err
		}
		v, err := vm.modPathArg("putenv", args[1])
		if err != nil {
			return Unbound, err
		}
		if k == "" || strings.Contains(k, "=") {
			return Unbound, vm.ValueError("illegal environment variable name")
		}
		os.Setenv(k, v)
		return None, nil
	},
	"unsetenv": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("unsetenv", args, 1, 1); err != nil {
			return Unbound, err
		}
		k, err := vm.modPathArg("unsetenv", args[0])
		if err != nil {
			return Unbound, err
		}
		os.Unsetenv(k)
		return None, nil
	},
	"isatty": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("isatty", args, 1, 1); err != nil {
			return Unbound, err
		}
		fd, err := vm.IndexInt(args[0])
		if err != nil {
			return Unbound, err
		}
		fi, err := os.NewFile(uintptr(fd), "").Stat()
		if err != nil {
			return False, nil
		}
		return Bool(fi.Mode()&os.ModeCharDevice != 0), nil
	},
	"_exit": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("_exit", args, 1, 1); err != nil {
			return Unbound, err
		}
		n, err := vm.IndexInt(args[0])
		if err != nil {
			return Unbound, err
		}
		if f, ok := vm.Stdout.(modFlusher); ok {
			f.Flush()
		}
		os.Exit(int(n))
		return None, nil
	},
}))

// modPosixAccess says which host capability (VM.Access) each posix
// function needs; the others compute or report nothing of the host's.
var modPosixAccess = map[string]Access{
	"getcwd": AccessProcess, "chdir": AccessProcess, "getpid": AccessProcess, "getppid": AccessProcess,
	"getuid": AccessProcess, "getgid": AccessProcess, "umask": AccessProcess, "_exit": AccessProcess,
	"listdir": AccessFiles, "mkdir": AccessFiles, "rmdir": AccessFiles, "remove": AccessFiles,
	"unlink": AccessFiles, "rename": AccessFiles, "stat": AccessFiles, "lstat": AccessFiles,
	"access": AccessFiles, "readlink": AccessFiles,
	"putenv": AccessEnv, "unsetenv": AccessEnv,
}

// modGuarded makes each function named in need raise PermissionError in a
// VM that has not been granted the access it needs.
func modGuarded(need map[string]Access, fns ModuleFuncs) ModuleFuncs {
	for name, a := range need {
		f, a, what := fns[name], a, "os."+name+"()"
		fns[name] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			if !vm.Allowed(a) {
				return Unbound, vm.Denied(what)
			}
			return f(vm, args, kw)
		}
	}
	return fns
}

func init() {
	RegisterModule("posix", func(vm *VM) (*Module, error) {
		m := vm.NewModule("posix")
		FillModule(vm, m, modPosixFuncs)
		d := m.dict
		env := vm.NewDictObj()
		var kv []string
		if vm.Allowed(AccessEnv) {
			kv = os.Environ() // otherwise the program sees an empty environment
		}
		sort.Strings(kv)
		for _, e := range kv {
			if i := strings.IndexByte(e, '='); i > 0 {
				env.SetStr(vm, e[:i], vm.NewStr(e[i+1:]))
			}
		}
		d.SetStr(vm, "environ", env.self)
		d.SetStr(vm, "stat_result", modStatResult.Class.self)
		for name, v := range map[string]int64{"F_OK": 0, "R_OK": 4, "W_OK": 2, "X_OK": 1,
			"O_RDONLY": 0, "O_WRONLY": 1, "O_RDWR": 2, "O_CREAT": 0o100, "O_EXCL": 0o200, "O_TRUNC": 0o1000,
			"O_APPEND": 0o2000, "SEEK_SET": 0, "SEEK_CUR": 1, "SEEK_END": 2} {
			d.SetStr(vm, name, SmallInt(v))
		}
		return m, nil
	})
}
