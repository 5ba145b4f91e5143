package clock

import (
	"syscall"
	"time"
)

// ProcessTime returns the process's CPU time (user + kernel) in nanoseconds
// from GetProcessTimes, falling back to the monotonic clock on failure.
func ProcessTime() int64 {
	var creation, exit, kernel, user syscall.Filetime
	h, err := syscall.GetCurrentProcess()
	if err == nil {
		err = syscall.GetProcessTimes(h, &creation, &exit, &kernel, &user)
	}
	if err != nil {
		return int64(Mono())
	}
	// Filetime durations count 100-nanosecond ticks.
	ticks := func(f syscall.Filetime) int64 { return int64(f.HighDateTime)<<32 | int64(f.LowDateTime) }
	return (ticks(kernel) + ticks(user)) * int64(100*time.Nanosecond)
}
