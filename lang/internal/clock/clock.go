// Package clock reads the process's clocks for the time and os modules:
// a monotonic clock anchored at start-up and the process's CPU time. It
// uses nothing of the runtime.
package clock

import "time"

// base anchors Mono (Go's monotonic clock reading).
var base = time.Now()

// Mono returns the time elapsed on the monotonic clock since start-up.
func Mono() time.Duration { return time.Since(base) }
