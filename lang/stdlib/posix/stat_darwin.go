package posix

import "syscall"

// statTimes returns a stat result's access, modification and change times.
func statTimes(st *syscall.Stat_t) (a, m, c syscall.Timespec) {
	return st.Atimespec, st.Mtimespec, st.Ctimespec
}
