//go:build unix && !linux

package posix

import (
	"time"

	"golang.org/x/sys/unix"
)

var modStart = time.Now()

// modTimes is os.times() from getrusage(2) where times(2) is not in x/sys;
// the elapsed time counts from the process's start.
func modTimes() ([5]float64, error) {
	var self, kids unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_SELF, &self); err != nil {
		return [5]float64{}, err
	}
	if err := unix.Getrusage(unix.RUSAGE_CHILDREN, &kids); err != nil {
		return [5]float64{}, err
	}
	s := func(t unix.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
	return [5]float64{s(self.Utime), s(self.Stime), s(kids.Utime), s(kids.Stime), time.Since(modStart).Seconds()}, nil
}

// ioctlGetTermios reads a terminal's settings (isatty's test).
const ioctlGetTermios = unix.TIOCGETA
