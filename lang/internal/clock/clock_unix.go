//go:build unix

package clock

import "syscall"

// ProcessTime returns the process's CPU time (user + system) in nanoseconds.
func ProcessTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return int64(Mono())
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
