// Package errtext gives C's strerror texts for errno values, as CPython
// shows them in OSError messages and os.strerror.
package errtext

import (
	"strconv"
	"strings"
	"syscall"
)

// messages are C's strerror texts for the errnos Go code commonly meets.
var messages = map[syscall.Errno]string{
	syscall.EPERM:        "Operation not permitted",
	syscall.ENOENT:       "No such file or directory",
	syscall.ESRCH:        "No such process",
	syscall.EINTR:        "Interrupted system call",
	syscall.EIO:          "Input/output error",
	syscall.ENXIO:        "No such device or address",
	syscall.E2BIG:        "Argument list too long",
	syscall.ENOEXEC:      "Exec format error",
	syscall.EBADF:        "Bad file descriptor",
	syscall.ECHILD:       "No child processes",
	syscall.EAGAIN:       "Resource temporarily unavailable",
	syscall.ENOMEM:       "Cannot allocate memory",
	syscall.EACCES:       "Permission denied",
	syscall.EFAULT:       "Bad address",
	syscall.EBUSY:        "Device or resource busy",
	syscall.EEXIST:       "File exists",
	syscall.EXDEV:        "Invalid cross-device link",
	syscall.ENODEV:       "No such device",
	syscall.ENOTDIR:      "Not a directory",
	syscall.EISDIR:       "Is a directory",
	syscall.EINVAL:       "Invalid argument",
	syscall.ENFILE:       "Too many open files in system",
	syscall.EMFILE:       "Too many open files",
	syscall.ENOTTY:       "Inappropriate ioctl for device",
	syscall.EFBIG:        "File too large",
	syscall.ENOSPC:       "No space left on device",
	syscall.ESPIPE:       "Illegal seek",
	syscall.EROFS:        "Read-only file system",
	syscall.EMLINK:       "Too many links",
	syscall.EPIPE:        "Broken pipe",
	syscall.EDOM:         "Numerical argument out of domain",
	syscall.ERANGE:       "Numerical result out of range",
	syscall.ENAMETOOLONG: "File name too long",
	syscall.ENOTEMPTY:    "Directory not empty",
	syscall.ELOOP:        "Too many levels of symbolic links",
	syscall.ENOSYS:       "Function not implemented",
	syscall.ETIMEDOUT:    "Connection timed out",
	syscall.ECONNREFUSED: "Connection refused",
	syscall.ECONNRESET:   "Connection reset by peer",
	syscall.ECONNABORTED: "Software caused connection abort",
	syscall.ENOTSUP:      "Operation not supported",
}

// Strerror returns C's message for errno n ("No such file or directory").
func Strerror(n syscall.Errno) string {
	if s, ok := messages[n]; ok {
		return s
	}
	s := n.Error()
	if s != "" {
		return strings.ToUpper(s[:1]) + s[1:]
	}
	return "Unknown error " + strconv.Itoa(int(n))
}
