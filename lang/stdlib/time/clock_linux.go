//go:build linux

package time

import (
	"golang.org/x/sys/unix"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// time.clock_gettime, clock_gettime_ns and clock_getres over the system
// call, for any clock id (CLOCK_BOOTTIME, CLOCK_TAI... included).

var modClockConsts = map[string]int64{
	"CLOCK_REALTIME": unix.CLOCK_REALTIME, "CLOCK_MONOTONIC": unix.CLOCK_MONOTONIC,
	"CLOCK_PROCESS_CPUTIME_ID": unix.CLOCK_PROCESS_CPUTIME_ID, "CLOCK_THREAD_CPUTIME_ID": unix.CLOCK_THREAD_CPUTIME_ID,
	"CLOCK_MONOTONIC_RAW": unix.CLOCK_MONOTONIC_RAW, "CLOCK_BOOTTIME": unix.CLOCK_BOOTTIME, "CLOCK_TAI": unix.CLOCK_TAI,
}

func modClockID(vm *rt.VM, name string, args []rt.Value) (int32, error) {
	if err := vm.Arity(name, args, 1, 1); err != nil {
		return 0, err
	}
	if !vm.ClassOf(args[0]).IsSubclass(rt.IntType) {
		return 0, vm.TypeError("clk_id should be integer, not %s", vm.TypeName(args[0]))
	}
	id, err := vm.IndexInt(args[0])
	if err != nil {
		return 0, err
	}
	return int32(id), nil
}

func modClockCall(vm *rt.VM, name string, args []rt.Value, f func(int32, *unix.Timespec) error) (unix.Timespec, error) {
	var ts unix.Timespec
	id, err := modClockID(vm, name, args)
	if err != nil {
		return ts, err
	}
	if err := f(id, &ts); err != nil {
		return ts, vm.OSErrorFromGo(err, rt.None)
	}
	return ts, nil
}

var modClockFuncs = rt.StaticFuncs("time", rt.ModuleFuncs{
	"clock_gettime": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ts, err := modClockCall(vm, "clock_gettime", args, unix.ClockGettime)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.FloatValue(float64(ts.Sec) + float64(ts.Nsec)*1e-9), nil
	},
	"clock_gettime_ns": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ts, err := modClockCall(vm, "clock_gettime_ns", args, unix.ClockGettime)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(ts.Nano()), nil
	},
	"clock_getres": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		ts, err := modClockCall(vm, "clock_getres", args, unix.ClockGetres)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.FloatValue(float64(ts.Sec) + float64(ts.Nsec)*1e-9), nil
	},
})
