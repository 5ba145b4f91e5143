package jit

import (
	"context"
	"errors"
	"testing"
	"time"
)

// calibrationSteps is the fuel quantum (fuelQuantum on amd64): machine
// code notices a poll (a deadline, a cancellation, Ctrl-C) at its next
// fuel exit at the latest.
const calibrationSteps = 1 << 20

// LatencyBound returns how late a test may find a poll noticed: target,
// what that takes on an idle machine, plus twice the time this machine's
// load takes from the test now. It measures that by running a compiled
// loop for a fuel quantum's worth of steps calibrationRuns times: the
// fastest run is what the work costs, and whatever the runs took beyond
// that many fastest runs is time the test was not running (other
// processes, other tests), which would delay the poll's notice as much.
// So the bound scales with the machine's load instead of failing on it,
// and stays near target on an idle machine.
func LatencyBound(t testing.TB, target time.Duration) time.Duration {
	t.Helper()
	const calibrationRuns = 256 // tens of milliseconds: several of the scheduler's time slices
	vm, err := New(Config{MaxSteps: calibrationSteps})
	if err != nil {
		t.Fatal(err)
	}
	defer vm.Close()
	ctx := context.Background()
	if err := vm.Exec(ctx, "calibrate.py", "def spin():\n    i = 0\n    while True:\n        i += 1\n"); err != nil {
		t.Fatal(err)
	}
	var total, fastest time.Duration
	for i := range calibrationRuns {
		start := time.Now()
		_, err := vm.Call(ctx, "spin")
		took := time.Since(start)
		if !errors.Is(err, ErrStepLimit) {
			t.Fatalf("calibration: %v", err)
		}
		if i == 0 {
			continue // compiles spin
		}
		total += took
		if fastest == 0 || took < fastest {
			fastest = took
		}
	}
	stolen := total - (calibrationRuns-1)*fastest
	bound := target + 2*(stolen+fastest)
	t.Logf("latency bound %v (a fuel quantum of steps takes %v; %v of the calibration's %v went elsewhere)", bound, fastest, stolen, total)
	return bound
}
