package unixmod

import (
	"math/big"

	"golang.org/x/sys/unix"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtypes"
)

var rusageSeq = modtypes.NewStructSeq("resource", "struct_rusage",
	[]string{"ru_utime", "ru_stime", "ru_maxrss", "ru_ixrss", "ru_idrss", "ru_isrss",
		"ru_minflt", "ru_majflt", "ru_nswap", "ru_inblock", "ru_oublock", "ru_msgsnd",
		"ru_msgrcv", "ru_nsignals", "ru_nvcsw", "ru_nivcsw"}, 16, true)

// rlimNLimits is RLIM_NLIMITS on Linux: resources are 0..15.
const rlimNLimits = 16

var resourceInts = map[string]int64{
	"RLIMIT_CPU": unix.RLIMIT_CPU, "RLIMIT_FSIZE": unix.RLIMIT_FSIZE, "RLIMIT_DATA": unix.RLIMIT_DATA,
	"RLIMIT_STACK": unix.RLIMIT_STACK, "RLIMIT_CORE": unix.RLIMIT_CORE, "RLIMIT_RSS": 5,
	"RLIMIT_NPROC": 6, "RLIMIT_NOFILE": unix.RLIMIT_NOFILE, "RLIMIT_OFILE": unix.RLIMIT_NOFILE,
	"RLIMIT_MEMLOCK": 8, "RLIMIT_AS": unix.RLIMIT_AS, "RLIMIT_MSGQUEUE": 12, "RLIMIT_NICE": 13,
	"RLIMIT_RTPRIO": 14, "RLIMIT_RTTIME": 15, "RLIMIT_SIGPENDING": 11,
	"RUSAGE_SELF": unix.RUSAGE_SELF, "RUSAGE_CHILDREN": unix.RUSAGE_CHILDREN, "RUSAGE_THREAD": unix.RUSAGE_THREAD,
	"RLIM_INFINITY": -1,
}

// limValue is a limit as Python sees it: RLIM_INFINITY is -1.
func limValue(vm *rt.VM, x uint64) rt.Value {
	if x == unix.RLIM_INFINITY {
		return rt.SmallInt(-1)
	}
	return vm.NewBigInt(new(big.Int).SetUint64(x))
}

func limArg(vm *rt.VM, v rt.Value) (uint64, error) {
	b, err := vm.IndexBig(v)
	if err != nil {
		return 0, err
	}
	if b.IsInt64() && b.Int64() < 0 {
		return unix.RLIM_INFINITY, nil
	}
	if !b.IsUint64() {
		return 0, vm.Errorf(rt.OverflowErrorType, "Python int too large to convert to C long")
	}
	return b.Uint64(), nil
}

func resourceArg(vm *rt.VM, v rt.Value) (int, error) {
	r, err := vm.IndexInt(v)
	if err != nil {
		return 0, err
	}
	if r < 0 || r >= rlimNLimits {
		return 0, vm.ValueError("invalid resource specified")
	}
	return int(r), nil
}

func limitsPair(vm *rt.VM, v rt.Value) (unix.Rlimit, error) {
	items, err := vm.Collect(v)
	if err != nil || len(items) != 2 {
		return unix.Rlimit{}, vm.ValueError("expected a tuple of 2 integers")
	}
	var l unix.Rlimit
	if l.Cur, err = limArg(vm, items[0]); err != nil {
		return l, err
	}
	if l.Max, err = limArg(vm, items[1]); err != nil {
		return l, err
	}
	return l, nil
}

func setLimitErr(vm *rt.VM, err error) error {
	switch err {
	case unix.EINVAL:
		return vm.ValueError("current limit exceeds maximum limit")
	case unix.EPERM:
		return vm.ValueError("not allowed to raise maximum limit")
	}
	return vm.OSErrorFromGo(err, rt.Unbound)
}

var resourceFuncs = rt.StaticFuncs("resource", guarded(rt.AccessProcess, "resource", rt.ModuleFuncs{
	"getrlimit": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getrlimit", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		r, err := resourceArg(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		var l unix.Rlimit
		if err := unix.Getrlimit(r, &l); err != nil {
			return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
		}
		return vm.NewTuple([]rt.Value{limValue(vm, l.Cur), limValue(vm, l.Max)}), nil
	},
	"setrlimit": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("setrlimit", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		r, err := resourceArg(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		l, err := limitsPair(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		if err := unix.Setrlimit(r, &l); err != nil {
			return rt.Unbound, setLimitErr(vm, err)
		}
		return rt.None, nil
	},
	"prlimit": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("prlimit", args, 2, 3); err != nil {
			return rt.Unbound, err
		}
		pid, err := vm.IndexInt(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		r, err := resourceArg(vm, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		var old unix.Rlimit
		var newp *unix.Rlimit
		if len(args) == 3 && args[2] != rt.None {
			l, err := limitsPair(vm, args[2])
			if err != nil {
				return rt.Unbound, err
			}
			newp = &l
		}
		if err := unix.Prlimit(int(pid), r, newp, &old); err != nil {
			return rt.Unbound, setLimitErr(vm, err)
		}
		return vm.NewTuple([]rt.Value{limValue(vm, old.Cur), limValue(vm, old.Max)}), nil
	},
	"getrusage": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getrusage", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		who, err := vm.IndexInt(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		var ru unix.Rusage
		if err := unix.Getrusage(int(who), &ru); err != nil {
			if err == unix.EINVAL {
				return rt.Unbound, vm.ValueError("invalid who parameter")
			}
			return rt.Unbound, vm.OSErrorFromGo(err, rt.Unbound)
		}
		tv := func(t unix.Timeval) rt.Value { return vm.NewFloat(float64(t.Sec) + float64(t.Usec)*1e-6) }
		n := func(x int64) rt.Value { return vm.NewInt(x) }
		return rusageSeq.Make(vm, tv(ru.Utime), tv(ru.Stime), n(ru.Maxrss), n(ru.Ixrss), n(ru.Idrss),
			n(ru.Isrss), n(ru.Minflt), n(ru.Majflt), n(ru.Nswap), n(ru.Inblock), n(ru.Oublock),
			n(ru.Msgsnd), n(ru.Msgrcv), n(ru.Nsignals), n(ru.Nvcsw), n(ru.Nivcsw)), nil
	},
}))

var pagesizeFunc = rt.StaticFuncs("resource", rt.ModuleFuncs{
	"getpagesize": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("getpagesize", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(int64(unix.Getpagesize())), nil
	},
})

func init() {
	register("resource", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("resource")
		rt.FillModule(vm, m, resourceFuncs)
		rt.FillModule(vm, m, pagesizeFunc)
		d := m.InstanceDict()
		for name, v := range resourceInts {
			d.SetStr(vm, name, rt.SmallInt(v))
		}
		d.SetStr(vm, "struct_rusage", rusageSeq.Class.Self())
		d.SetStr(vm, "error", rt.OSErrorType.Self())
		return m, nil
	})
}
