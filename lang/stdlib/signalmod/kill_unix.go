//go:build unix

package signalmod

import (
	"os"
	"syscall"
	"time"
)

// killSelf sends sig to the process (its default action ends it) and
// gives it time to arrive.
func killSelf(sig int) {
	_ = syscall.Kill(os.Getpid(), syscall.Signal(sig))
	time.Sleep(100 * time.Millisecond)
}
