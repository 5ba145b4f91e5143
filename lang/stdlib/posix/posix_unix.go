//go:build unix

package posix

import "syscall"

// modStatPath stats name with stat(2), or lstat(2) when follow is false.
func modStatPath(name string, follow bool) (modStatInfo, error) {
	var st syscall.Stat_t
	var err error
	if follow {
		err = syscall.Stat(name, &st)
	} else {
		err = syscall.Lstat(name, &st)
	}
	if err != nil {
		return modStatInfo{}, err
	}
	ts := func(t syscall.Timespec) modStatTime { return modStatTime{int64(t.Sec), int64(t.Nsec)} }
	at, mt, ct := statTimes(&st)
	return modStatInfo{
		mode: int64(st.Mode), ino: int64(st.Ino), dev: int64(st.Dev), nlink: int64(st.Nlink),
		uid: int64(st.Uid), gid: int64(st.Gid), size: int64(st.Size),
		blksize: int64(st.Blksize), blocks: int64(st.Blocks), rdev: int64(st.Rdev),
		atime: ts(at), mtime: ts(mt), ctime: ts(ct),
	}, nil
}

// modAccess reports whether access(2) grants mode (F_OK/R_OK/W_OK/X_OK bits) on path.
func modAccess(path string, mode uint32) bool { return syscall.Access(path, mode) == nil }

// modUmask sets the process's file-mode creation mask and returns the previous one.
func modUmask(mask int) int { return syscall.Umask(mask) }

// modFdPath names an open descriptor as a path stat(2) and open(2) follow.
func modFdPath(fd int) string { return procFdPath(fd) }

// modFchdir makes the open directory fd the current directory.
func modFchdir(fd int) error { return syscall.Fchdir(fd) }
