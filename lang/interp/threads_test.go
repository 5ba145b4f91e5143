package interp

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// threadStress is a thread stress program: threads share a queue.Queue,
// allocate, and run loops whose back-edges are safepoints where the GIL
// changes hands and the collector runs with the other threads' frames
// suspended.
const threadStress = `
import queue, threading, gc
N = NJOBS
jobs, done = queue.Queue(), queue.Queue()
class Box:
    def __init__(self, v): self.v = v
def hot(n):
    s = 0
    for i in range(n):
        s += i * i % 7
    return s
def worker():
    while True:
        j = jobs.get()
        if j is None:
            break
        keep = [Box(k) for k in range(j % 11)]
        if j % 7 == 0:
            gc.collect()
        done.put((j, hot(100 + j) + sum(b.v for b in keep)))
ts = [threading.Thread(target=worker) for _ in range(6)]
for t in ts: t.start()
for j in range(N): jobs.put(j)
for t in ts: jobs.put(None)
for t in ts: t.join()
got = {}
while not done.empty():
    j, r = done.get()
    got[j] = r
print(len(got), all(got[j] == hot(100 + j) + sum(range(j % 11)) for j in range(N)))
`

// TestThreadStress runs the stress program in the interpreter, with the
// collector at every safepoint too. Run it under -race (go test -race
// ./lang/interp -run Thread); jit's TestThreadStressTiers runs the same
// program in all eight tiers, also under -race (the race detector sees
// the Go side of machine code's exits, not what machine code reads and
// writes), and testdata/mod_threading_stress.py runs it as a program.
func TestThreadStress(t *testing.T) {
	for _, stress := range []bool{false, true} {
		n := 60
		if stress {
			n = 15 // a full collection at every safepoint
		}
		out, err, _ := runSource(t, strings.Replace(threadStress, "NJOBS", fmt.Sprint(n), 1), func(vm *rt.VM) { vm.Heap().Stress = stress })
		require.NoError(t, err)
		require.Equal(t, fmt.Sprintf("%d True\n", n), out, "gc stress %v", stress)
	}
}

// A main thread blocked in join wakes for an interruption
// (interrupt_main, Ctrl-C) and raises KeyboardInterrupt, as CPython's lock
// acquisitions do. The worker interrupts only after the main thread has
// set go, and runs only while the main thread has let the GIL go: blocked
// in join, or at worst at a safepoint inside the try.
func TestInterruptWakesBlockedMain(t *testing.T) {
	src := `
import threading, _thread
ev, go = threading.Event(), threading.Event()
def worker():
    go.wait()
    _thread.interrupt_main()
    ev.wait()
t = threading.Thread(target=worker, daemon=True)
t.start()
try:
    go.set()
    t.join()
except KeyboardInterrupt:
    print("interrupted")
`
	out, err, _ := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, "interrupted\n", out)
}

// Every thread has its own frames, exception state and recursion depth.
func TestThreadStateIsPerThread(t *testing.T) {
	src := `
import sys, threading, time
res = {}
def deep(n):
    return 0 if n == 0 else 1 + deep(n - 1)
def work(name, depth):
    try:
        raise KeyError(name)
    except KeyError:
        ev[name].set()
        other = "b" if name == "a" else "a"
        ev[other].wait()
        res[name] = (sys.exc_info()[1].args[0], sys._getframe().f_code.co_name, deep(depth))
ev = {"a": threading.Event(), "b": threading.Event()}
ts = [threading.Thread(target=work, args=(n, d)) for n, d in (("a", 300), ("b", 600))]
for t in ts: t.start()
for t in ts: t.join()
print(sorted(res.items()), sys.exc_info()[0])
`
	out, err, _ := runSource(t, src, nil)
	require.NoError(t, err)
	require.Equal(t, "[('a', ('a', 'work', 300)), ('b', ('b', 'work', 600))] None\n", strings.TrimLeft(out, " "))
}

// gateReader is a stdin whose first read waits until the gate opens.
type gateReader struct {
	gate chan struct{}
	data string
}

func (g *gateReader) Read(p []byte) (int, error) {
	<-g.gate
	if g.data == "" {
		return 0, io.EOF
	}
	n := copy(p, g.data)
	g.data = g.data[n:]
	return n, nil
}

// gateWriter opens the gate when the program has written want.
type gateWriter struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	want string
	gate chan struct{}
	once sync.Once
}

func (w *gateWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf.Write(p)
	if strings.Contains(w.buf.String(), w.want) {
		w.once.Do(func() { close(w.gate) })
	}
	return len(p), nil
}

// input() and sys.stdin's reads let the global lock go while they wait:
// the line arrives only after another thread has run, so a read that
// kept the lock would wait forever.
func TestStdinReadsReleaseTheGIL(t *testing.T) {
	for _, read := range []string{"input()", "sys.stdin.readline().rstrip()", "sys.stdin.buffer.readline().rstrip().decode()", "sys.stdin.read(5)"} {
		t.Run(read, func(t *testing.T) {
			gate := make(chan struct{})
			out := &gateWriter{want: "worker ran", gate: gate}
			src := `
import sys, threading, time
def w():
    time.sleep(0.1)  # main is in its read by then
    print("worker ran", flush=True)
t = threading.Thread(target=w)
t.start()
line = READ
t.join()
print("got", line)
`
			done := make(chan error, 1)
			go func() {
				vm := rt.NewVM()
				vm.Stdout, vm.Stderr = out, out
				vm.Stdin = &gateReader{gate: gate, data: "hello\nrest\n"}
				done <- New(vm).RunMain("<test>", []byte(strings.Replace(src, "READ", read, 1)))
			}()
			select {
			case err := <-done:
				require.NoError(t, err)
			case <-time.After(60 * time.Second):
				t.Fatal("the read kept the GIL: the worker never ran")
			}
			require.Equal(t, "worker ran\ngot hello\n", out.buf.String())
		})
	}
}
