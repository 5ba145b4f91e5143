//go:build !linux

package time

import rt "github.com/cpjit/cpjit/lang/runtime"

var modClockConsts = map[string]int64{"CLOCK_REALTIME": 0, "CLOCK_MONOTONIC": 1, "CLOCK_PROCESS_CPUTIME_ID": 2, "CLOCK_THREAD_CPUTIME_ID": 3}

var modClockFuncs = rt.StaticFuncs("time", rt.ModuleFuncs{})
