package posix

import (
	"io/fs"
	"os"
	"syscall"
)

// modStatPath stats name with os.Stat, or os.Lstat when follow is false, and
// maps the result onto POSIX fields. Windows has no inode, device, link count,
// owner or block values here, so those stay zero; st_ctime is the creation time
// (as in CPython on Windows).
func modStatPath(name string, follow bool) (modStatInfo, error) {
	stat := os.Stat
	if !follow {
		stat = os.Lstat
	}
	fi, err := stat(name)
	if err != nil {
		return modStatInfo{}, err
	}
	m := fi.Mode()
	mode := int64(m.Perm())
	switch {
	case m&fs.ModeSymlink != 0:
		mode |= 0o120000 // S_IFLNK
	case m.IsDir():
		mode |= 0o040000 // S_IFDIR
	case m&fs.ModeNamedPipe != 0:
		mode |= 0o010000 // S_IFIFO
	case m&fs.ModeCharDevice != 0:
		mode |= 0o020000 // S_IFCHR
	default:
		mode |= 0o100000 // S_IFREG
	}
	st := modStatInfo{mode: mode, size: fi.Size()}
	st.mtime = modStatTimeOf(fi.ModTime().UnixNano())
	st.atime, st.ctime = st.mtime, st.mtime
	if d, ok := fi.Sys().(*syscall.Win32FileAttributeData); ok {
		st.atime = modStatTimeOf(d.LastAccessTime.Nanoseconds())
		st.ctime = modStatTimeOf(d.CreationTime.Nanoseconds())
	}
	return st, nil
}

// modStatTimeOf splits nanoseconds since the epoch into seconds and a
// non-negative nanosecond remainder.
func modStatTimeOf(ns int64) modStatTime {
	sec, nsec := ns/1e9, ns%1e9
	if nsec < 0 {
		sec, nsec = sec-1, nsec+1e9
	}
	return modStatTime{sec, nsec}
}

// modAccess approximates access(2) as CPython does on Windows: the path must
// exist, and W_OK (2) fails for a read-only file; R_OK and X_OK always pass.
func modAccess(path string, mode uint32) bool {
	fi, err := os.Stat(path)
	if err != nil {
		return false
	}
	return mode&2 == 0 || fi.IsDir() || fi.Mode().Perm()&0o200 != 0
}

// modUmask has no Windows equivalent here: it ignores mask and returns 0.
func modUmask(mask int) int { return 0 }

// modFdPath has no meaning on Windows: a descriptor is not a path.
func modFdPath(fd int) string { return "" }

// modFchdir is not available on Windows.
func modFchdir(fd int) error { return syscall.EWINDOWS }
