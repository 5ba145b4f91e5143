package main

import (
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// A test program is judged hung by the CPU time it uses, not by the wall
// clock: on a machine busy with other work a correct program under
// gc-stress may wait many minutes for a core, and a wall-clock bound
// then fails for the machine's load rather than for the program. A
// program is hung when it has used hangCPU of CPU time (a loop that never
// ends), or when it used almost none for hangStall while it was
// running (a deadlock: only the Go runtime's background ticks advance).
// hangWall is a backstop for systems without /proc.
var (
	hangCPU   = 5 * time.Minute
	hangStall = 2 * time.Minute
	hangWall  = 30 * time.Minute
	hangPoll  = 2 * time.Second
	// stallProgress is the CPU time that counts as progress in a stall
	// window; a deadlocked Go process accrues a few clock ticks.
	stallProgress = 300 * time.Millisecond
)

// procStat reads the CPU time (user+system, of all its threads and of
// the children it has waited for) and the parent of process pid from
// /proc; ok is false where there is no /proc or no such process.
func procStat(pid int) (cpu time.Duration, ppid int, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, 0, false
	}
	s := string(b)
	// The command name in parentheses may contain spaces; the fields
	// after it start with the state (field 3): ppid is field 4, utime,
	// stime, cutime and cstime fields 14 to 17.
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, 0, false
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 15 {
		return 0, 0, false
	}
	ppid, _ = strconv.Atoi(f[1])
	var ticks int64
	for _, x := range f[11:15] {
		n, err := strconv.ParseInt(x, 10, 64)
		if err != nil {
			return 0, 0, false
		}
		ticks += n
	}
	// Linux reports clock ticks of 1/100 s (USER_HZ) on every platform
	// Go supports.
	return time.Duration(ticks) * 10 * time.Millisecond, ppid, true
}

// cpuTime is the CPU time process pid and its descendants have used,
// running or ended, so that a program waiting for its child processes
// (multiprocessing) is not taken for a stalled one.
func cpuTime(pid int) (time.Duration, bool) {
	total, _, ok := procStat(pid)
	if !ok {
		return 0, false
	}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return total, true
	}
	children := map[int][]int{}
	cpus := map[int]time.Duration{}
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if cpu, parent, ok := procStat(p); ok {
			children[parent] = append(children[parent], p)
			cpus[p] = cpu
		}
	}
	queue := append([]int(nil), children[pid]...)
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		total += cpus[p]
		queue = append(queue, children[p]...)
	}
	return total, true
}

// watchHang calls kill once the process pid looks hung by the rules
// above, and returns when done is closed. It reports whether it killed.
func watchHang(pid int, done <-chan struct{}, kill func()) bool {
	start := time.Now()
	lastCPU, _ := cpuTime(pid)
	lastProgress := start
	tick := time.NewTicker(hangPoll)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return false
		case now := <-tick.C:
			cpu, ok := cpuTime(pid)
			hung := now.Sub(start) > hangWall
			if ok {
				if cpu-lastCPU >= stallProgress {
					lastCPU, lastProgress = cpu, now
				}
				hung = hung || cpu > hangCPU || now.Sub(lastProgress) > hangStall
			}
			if hung {
				kill()
				return true
			}
		}
	}
}

// TestWatchHang checks the three verdicts with short limits: a process
// that sleeps is a stall, one that spins past the CPU budget is a loop,
// and one that ends is left alone.
func TestWatchHang(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the CPU-time rules read /proc; elsewhere only the wall backstop applies")
	}
	saved := [...]time.Duration{hangCPU, hangStall, hangPoll}
	defer func() { hangCPU, hangStall, hangPoll = saved[0], saved[1], saved[2] }()
	hangCPU, hangStall, hangPoll = 400*time.Millisecond, 2*time.Second, 50*time.Millisecond

	run := func(args ...string) bool {
		cmd := exec.Command(args[0], args[1:]...)
		require.NoError(t, cmd.Start())
		done := make(chan struct{})
		killed := make(chan bool, 1)
		go func() { killed <- watchHang(cmd.Process.Pid, done, func() { cmd.Process.Kill() }) }()
		cmd.Wait()
		close(done)
		return <-killed
	}
	require.True(t, run("sleep", "600"), "a sleeping process is a stall")
	require.True(t, run("sh", "-c", "while :; do :; done"), "a spinning process exceeds the CPU budget")
	require.False(t, run("true"), "a process that ends is not hung")
	// A parent waiting while its child works is not stalled.
	hangCPU, hangStall = 10*time.Second, 10*time.Second
	require.False(t, run("sh", "-c", "timeout 4 sh -c 'while :; do :; done'; true"),
		"a process whose child works is not stalled")
}
