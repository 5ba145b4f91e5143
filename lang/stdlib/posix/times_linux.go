package posix

import "golang.org/x/sys/unix"

// clockTicks is sysconf(_SC_CLK_TCK), 100 on Linux.
const clockTicks = 100

// modTimes is times(2) in seconds: user, system, children's user and
// system, and the elapsed real time since an arbitrary point.
func modTimes() ([5]float64, error) {
	var t unix.Tms
	ticks, err := unix.Times(&t)
	if err != nil {
		return [5]float64{}, err
	}
	f := func(n int64) float64 { return float64(n) / clockTicks }
	return [5]float64{f(int64(t.Utime)), f(int64(t.Stime)), f(int64(t.Cutime)), f(int64(t.Cstime)), f(int64(ticks))}, nil
}

// ioctlGetTermios reads a terminal's settings (isatty's test).
const ioctlGetTermios = unix.TCGETS
