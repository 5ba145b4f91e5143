package posix

import (
	"crypto/rand"
	"os"
	"runtime"
	"sort"
	"strings"
	"syscall"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtypes"
)

// The posix module: the operating-system calls under pylib/os.py and
// pylib/posixpath.py.

var modStatResult = func() *modtypes.StructSeq {
	ss := modtypes.NewStructSeq("os", "stat_result",
		[]string{"st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size",
			"st_atime", "st_mtime", "st_ctime",
			"st_atime_f", "st_mtime_f", "st_ctime_f", "st_atime_ns", "st_mtime_ns", "st_ctime_ns",
			"st_blksize", "st_blocks", "st_rdev"}, 10, true)
	ss.Class.SetAttrStatic("n_unnamed_fields", rt.SmallInt(3))
	// The named time attributes are floats (the tuple holds whole seconds).
	for i, name := range []string{"st_atime", "st_mtime", "st_ctime"} {
		hidden := []string{"st_atime_f", "st_mtime_f", "st_ctime_f"}[i]
		ss.Class.AddGetter(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			t, ok := vm.Get0(self).(*rt.Tuple)
			if !ok {
				return rt.Unbound, vm.TypeError("descriptor requires an 'os.stat_result' object")
			}
			if t.InstanceDict() != nil {
				if v, ok := t.InstanceDict().GetStr(vm, hidden); ok && v != rt.None {
					return v, nil
				}
			}
			// Made from a 10-tuple: the float is missing, the item stands in.
			if 7+i < len(t.Items) {
				return t.Items[7+i], nil
			}
			return rt.None, nil
		})
	}
	return ss
}()

// modPathArg converts a path argument (str, bytes or os.PathLike).
func modPathArg(vm *rt.VM, fname string, v rt.Value) (string, error) {
	if s, ok := vm.StrOf(v); ok {
		return s, nil
	}
	if b, ok := vm.Get0(v).(*rt.Bytes); ok {
		return string(b.B), nil
	}
	if r, ok, err := vm.CallDunder(v, "__fspath__"); ok {
		if err != nil {
			return "", err
		}
		if s, ok := vm.StrOf(r); ok {
			return s, nil
		}
		if b, ok := vm.Get0(r).(*rt.Bytes); ok {
			return string(b.B), nil
		}
	}
	return "", vm.TypeError("%s: path should be string, bytes or os.PathLike, not %s", fname, vm.TypeName(v))
}

// modPathOrFd converts the path argument of a function that also takes an
// open descriptor: fd is -1 for a path.
func modPathOrFd(vm *rt.VM, fname string, v rt.Value) (string, int, error) {
	if v.IsSmallInt() || v.IsBool() {
		n := v.Int()
		if v.IsBool() {
			n = 0
			if v == rt.True {
				n = 1
			}
		}
		if n < 0 {
			return "", 0, vm.ValueError("fd must not be negative")
		}
		return modFdPath(int(n)), int(n), nil
	}
	if _, ok := vm.StrOf(v); !ok {
		if _, ok := vm.Get0(v).(*rt.Bytes); !ok {
			if _, ok := vm.ClassOf(v).Lookup(vm, "__fspath__"); !ok {
				return "", 0, vm.TypeError("%s: path should be string, bytes, os.PathLike or integer, not %s", fname, vm.TypeName(v))
			}
		}
	}
	p, err := modPathArg(vm, fname, v)
	return p, -1, err
}

// modPathErr2 is the OSError for err on a call with two paths (rename,
// link, symlink): CPython names both, "'src' -> 'dst'".
func modPathErr2(vm *rt.VM, err error, src, dst rt.Value) error {
	e := modPathErr(vm, err, src)
	if x := rt.AsException(e); x != nil {
		if s, perr := modPathArg(vm, "", dst); perr == nil {
			if _, ok := vm.Get0(dst).(*rt.Bytes); ok {
				dst = vm.NewBytes([]byte(s))
			} else {
				dst = vm.NewStr(s)
			}
			_ = vm.SetAttr(x.Self(), "filename2", dst)
		}
	}
	return e
}

// modPathErr is the OSError for err on the path argument v, whose
// filename is the path as str or bytes (an os.PathLike argument is
// converted, as CPython's path converter does).
func modPathErr(vm *rt.VM, err error, v rt.Value) error {
	if v != rt.Unbound {
		if _, ok := vm.StrOf(v); !ok {
			if _, ok := vm.Get0(v).(*rt.Bytes); !ok {
				if s, e := modPathArg(vm, "", v); e == nil {
					v = vm.NewStr(s)
				}
			}
		}
	}
	return vm.OSErrorFromGo(err, v)
}

// modStatInfo holds the platform-neutral fields of an os.stat_result; the
// per-OS modStatPath fills it (fields the OS lacks stay zero).
type modStatInfo struct {
	mode, ino, dev, nlink, uid, gid, size, blksize, blocks, rdev int64
	atime, mtime, ctime                                          modStatTime
}

// modStatTime is a file timestamp as seconds and nanoseconds since the epoch.
type modStatTime struct{ sec, nsec int64 }

func modStat(vm *rt.VM, path rt.Value, name string, follow bool) (rt.Value, error) {
	st, err := modStatPath(name, follow)
	if err != nil {
		return rt.Unbound, modPathErr(vm, err, path)
	}
	ts := func(t modStatTime) (rt.Value, rt.Value, rt.Value) {
		ns := t.sec*1e9 + t.nsec
		return vm.NewInt(t.sec), rt.FloatValue(float64(t.sec) + float64(t.nsec)*1e-9), vm.NewInt(ns)
	}
	ai, af, an := ts(st.atime)
	mi, mf, mn := ts(st.mtime)
	ci, cf, cn := ts(st.ctime)
	return modStatResult.Make(vm, vm.NewInt(st.mode), vm.NewInt(st.ino), vm.NewInt(st.dev),
		vm.NewInt(st.nlink), vm.NewInt(st.uid), vm.NewInt(st.gid), vm.NewInt(st.size),
		ai, mi, ci, af, mf, cf, an, mn, cn, vm.NewInt(st.blksize), vm.NewInt(st.blocks), vm.NewInt(st.rdev)), nil
}

func modPathFn(name string, f func(vm *rt.VM, arg rt.Value, path string) (rt.Value, error)) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs(name, args, kw, []string{"path"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		p, err := modPathArg(vm, name, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		return f(vm, a[0], p)
	}
}

var modPosixFuncs = rt.StaticFuncs("posix", modGuarded(modPosixAccess, rt.ModuleFuncs{
	"getcwd": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := os.Getwd()
		if err != nil {
			return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
		}
		return vm.NewStr(d), nil
	},
	"chdir": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("chdir", args, kw, []string{"path"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		p, fd, err := modPathOrFd(vm, "chdir", a[0])
		if err != nil {
			return rt.Unbound, err
		}
		if fd >= 0 {
			err = modFchdir(fd)
		} else {
			err = os.Chdir(p)
		}
		if err != nil {
			if fd >= 0 {
				return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
			}
			return rt.Unbound, modPathErr(vm, err, a[0])
		}
		return rt.None, nil
	},
	"listdir": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("listdir", args, kw, []string{"path"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		p := "."
		arg := a[0]
		if arg != rt.Unbound && arg != rt.None {
			if p, _, err = modPathOrFd(vm, "listdir", arg); err != nil {
				return rt.Unbound, err
			}
		} else {
			arg = vm.NewStr(".")
		}
		f, err := os.Open(p)
		if err != nil {
			return rt.Unbound, modPathErr(vm, err, arg)
		}
		defer f.Close()
		names, err := f.Readdirnames(-1)
		if err != nil {
			return rt.Unbound, modPathErr(vm, err, arg)
		}
		out := make([]rt.Value, len(names))
		_, isBytes := vm.Get0(arg).(*rt.Bytes)
		for i, n := range names {
			if isBytes {
				out[i] = vm.NewBytes([]byte(n))
			} else {
				out[i] = vm.NewStr(n)
			}
		}
		return vm.NewList(out), nil
	},
	// _scandir(path): the entries of a directory as (name, kind) pairs in
	// directory order, kind from the directory itself (d_type): 1 a
	// directory, 2 a regular file, 3 a symbolic link, 4 something else, 0
	// unknown; os.scandir's DirEntry answers is_dir() and the like from it.
	"_scandir": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("_scandir", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		p, _, err := modPathOrFd(vm, "scandir", args[0])
		if err != nil {
			return rt.Unbound, err
		}
		f, err := os.Open(p)
		if err != nil {
			return rt.Unbound, modPathErr(vm, err, args[0])
		}
		defer f.Close()
		entries, err := f.ReadDir(-1)
		if err != nil {
			return rt.Unbound, modPathErr(vm, err, args[0])
		}
		_, isBytes := vm.Get0(args[0]).(*rt.Bytes)
		out := make([]rt.Value, len(entries))
		for i, e := range entries {
			var name rt.Value
			if isBytes {
				name = vm.NewBytes([]byte(e.Name()))
			} else {
				name = vm.NewStr(e.Name())
			}
			kind := int64(4)
			switch t := e.Type(); {
			case t.IsDir():
				kind = 1
			case t.IsRegular():
				kind = 2
			case t&os.ModeSymlink != 0:
				kind = 3
			}
			out[i] = vm.NewTuple([]rt.Value{name, rt.SmallInt(kind)})
		}
		return vm.NewList(out), nil
	},
	"mkdir": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("mkdir", args, kw, []string{"path", "mode"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		p, err := modPathArg(vm, "mkdir", a[0])
		if err != nil {
			return rt.Unbound, err
		}
		mode := int64(0o777)
		if a[1] != rt.Unbound {
			if mode, err = vm.IndexInt(a[1]); err != nil {
				return rt.Unbound, err
			}
		}
		if err := syscall.Mkdir(p, uint32(mode)); err != nil {
			return rt.Unbound, modPathErr(vm, err, a[0])
		}
		return rt.None, nil
	},
	"rmdir": modPathFn("rmdir", func(vm *rt.VM, arg rt.Value, p string) (rt.Value, error) {
		if err := syscall.Rmdir(p); err != nil {
			return rt.Unbound, modPathErr(vm, err, arg)
		}
		return rt.None, nil
	}),
	"remove": modPathFn("remove", func(vm *rt.VM, arg rt.Value, p string) (rt.Value, error) {
		if err := syscall.Unlink(p); err != nil {
			return rt.Unbound, modPathErr(vm, err, arg)
		}
		return rt.None, nil
	}),
	"unlink": modPathFn("unlink", func(vm *rt.VM, arg rt.Value, p string) (rt.Value, error) {
		if err := syscall.Unlink(p); err != nil {
			return rt.Unbound, modPathErr(vm, err, arg)
		}
		return rt.None, nil
	}),
	"rename": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("rename", args, kw, []string{"src", "dst"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		src, err := modPathArg(vm, "rename", a[0])
		if err != nil {
			return rt.Unbound, err
		}
		dst, err := modPathArg(vm, "rename", a[1])
		if err != nil {
			return rt.Unbound, err
		}
		if err := syscall.Rename(src, dst); err != nil {
			return rt.Unbound, modPathErr2(vm, err, a[0], a[1])
		}
		return rt.None, nil
	},
	"stat": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("stat", args, kw, []string{"path", "dir_fd", "follow_symlinks"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		p, fd, err := modPathOrFd(vm, "stat", a[0])
		if err != nil {
			return rt.Unbound, err
		}
		follow := true
		if a[2] != rt.Unbound {
			if follow, err = vm.Truth(a[2]); err != nil {
				return rt.Unbound, err
			}
		}
		if fd >= 0 {
			return modStat(vm, rt.Unbound, p, true)
		}
		return modStat(vm, a[0], p, follow)
	},
	"lstat": modPathFn("lstat", func(vm *rt.VM, arg rt.Value, p string) (rt.Value, error) {
		return modStat(vm, arg, p, false)
	}),
	"access": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("access", args, kw, []string{"path", "mode"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		p, err := modPathArg(vm, "access", a[0])
		if err != nil {
			return rt.Unbound, err
		}
		mode, err := vm.IndexInt(a[1])
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(modAccess(p, uint32(mode))), nil
	},
	"readlink": modPathFn("readlink", func(vm *rt.VM, arg rt.Value, p string) (rt.Value, error) {
		s, err := os.Readlink(p)
		if err != nil {
			return rt.Unbound, modPathErr(vm, err, arg)
		}
		return vm.NewStr(s), nil
	}),
	"getpid": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(int64(os.Getpid())), nil
	},
	"getppid": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(int64(os.Getppid())), nil
	},
	"getuid": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(int64(os.Getuid())), nil
	},
	"getgid": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(int64(os.Getgid())), nil
	},
	"cpu_count": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(int64(runtime.NumCPU())), nil
	},
	"umask": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("umask", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		m, err := vm.IndexInt(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(int64(modUmask(int(m)))), nil
	},
	"urandom": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("urandom", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		n, err := vm.IndexInt(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if n < 0 {
			return rt.Unbound, vm.ValueError("negative argument not allowed")
		}
		b := make([]byte, n)
		if _, err := rand.Read(b); err != nil {
			return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
		}
		return vm.NewBytes(b), nil
	},
	"strerror": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("strerror", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		n, err := vm.IndexInt(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(rt.Strerror(syscall.Errno(n))), nil
	},
	"putenv": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("putenv", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		k, err := modPathArg(vm, "putenv", args[0])
		if err != nil {
			return rt.Unbound, err
		}
		v, err := modPathArg(vm, "putenv", args[1])
		if err != nil {
			return rt.Unbound, err
		}
		if k == "" || strings.Contains(k, "=") {
			return rt.Unbound, vm.ValueError("illegal environment variable name")
		}
		os.Setenv(k, v)
		return rt.None, nil
	},
	"unsetenv": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("unsetenv", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		k, err := modPathArg(vm, "unsetenv", args[0])
		if err != nil {
			return rt.Unbound, err
		}
		os.Unsetenv(k)
		return rt.None, nil
	},
	"isatty": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("isatty", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		fd, err := vm.IndexInt(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		fi, err := os.NewFile(uintptr(fd), "").Stat()
		if err != nil {
			return rt.False, nil
		}
		return rt.Bool(fi.Mode()&os.ModeCharDevice != 0), nil
	},
	"_exit": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("_exit", args, kw, []string{"status"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		n, err := vm.IndexInt(a[0])
		if err != nil || n < -1<<31 || n >= 1<<31 {
			if err == nil || rt.ExceptionMatches(err, rt.OverflowErrorType) {
				err = vm.Errorf(rt.OverflowErrorType, "Python int too large to convert to C int")
			}
			return rt.Unbound, err
		}
		// As CPython's: no clean-up (atexit, finally blocks) and nothing
		// flushed, so that buffered output is lost. On a terminal CPython's
		// stdout is line-buffered, its lines already written: cpjit's
		// buffer is written out there.
		if fi, err := os.Stdout.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			if f, ok := vm.Stdout.(rt.Flusher); ok {
				f.Flush()
			}
		}
		os.Exit(int(n))
		return rt.None, nil
	},
}))

// modPosixAccess says which host capability (VM.Access) each posix
// function needs; the others compute or report nothing of the host's.
var modPosixAccess = map[string]rt.Access{
	"getcwd": rt.AccessProcess, "chdir": rt.AccessProcess, "getpid": rt.AccessProcess, "getppid": rt.AccessProcess,
	"getuid": rt.AccessProcess, "getgid": rt.AccessProcess, "umask": rt.AccessProcess, "_exit": rt.AccessProcess,
	"listdir": rt.AccessFiles, "_scandir": rt.AccessFiles, "mkdir": rt.AccessFiles, "rmdir": rt.AccessFiles, "remove": rt.AccessFiles,
	"unlink": rt.AccessFiles, "rename": rt.AccessFiles, "stat": rt.AccessFiles, "lstat": rt.AccessFiles,
	"access": rt.AccessFiles, "readlink": rt.AccessFiles,
	"putenv": rt.AccessEnv, "unsetenv": rt.AccessEnv,
}

// modGuarded makes each function named in need raise PermissionError in a
// VM that has not been granted the access it needs.
func modGuarded(need map[string]rt.Access, fns rt.ModuleFuncs) rt.ModuleFuncs {
	for name, a := range need {
		f, a, what := fns[name], a, "os."+name+"()"
		fns[name] = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if !vm.Allowed(a) {
				return rt.Unbound, vm.Denied(what)
			}
			return f(vm, args, kw)
		}
	}
	return fns
}

func init() {
	register("posix", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("posix")
		rt.FillModule(vm, m, modPosixFuncs)
		d := m.InstanceDict()
		env := vm.NewDictObj()
		var kv []string
		if vm.Allowed(rt.AccessEnv) {
			kv = os.Environ() // otherwise the program sees an empty environment
		}
		sort.Strings(kv)
		for _, e := range kv {
			if i := strings.IndexByte(e, '='); i > 0 {
				env.SetStr(vm, e[:i], vm.NewStr(e[i+1:]))
			}
		}
		d.SetStr(vm, "environ", env.Self())
		d.SetStr(vm, "stat_result", modStatResult.Class.Self())
		for _, extra := range modPosixExtras {
			extra(vm, d)
		}
		for name, v := range map[string]int64{"F_OK": 0, "R_OK": 4, "W_OK": 2, "X_OK": 1,
			"O_RDONLY": 0, "O_WRONLY": 1, "O_RDWR": 2, "O_CREAT": 0o100, "O_EXCL": 0o200, "O_TRUNC": 0o1000,
			"O_APPEND": 0o2000, "SEEK_SET": 0, "SEEK_CUR": 1, "SEEK_END": 2} {
			d.SetStr(vm, name, rt.SmallInt(v))
		}
		return m, nil
	})
}
