//go:build linux || darwin

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/stretchr/testify/require"
)

// terminal drives cpjit through a pseudo-terminal, as a person at a
// prompt would.
type terminal struct {
	t    *testing.T
	f    *os.File
	mu   sync.Mutex
	buf  bytes.Buffer
	seen int
	cmd  *exec.Cmd
}

func startTerminal(t *testing.T, args ...string) *terminal {
	cmd := exec.Command(cpjitBin, args...)
	cmd.Env = append(os.Environ(), "TERM=xterm", "CPJIT_HISTORY="+filepath.Join(t.TempDir(), "history"))
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 24, Cols: 100})
	require.NoError(t, err)
	term := &terminal{t: t, f: f, cmd: cmd}
	go func() {
		b := make([]byte, 4096)
		for {
			n, err := f.Read(b)
			term.mu.Lock()
			term.buf.Write(b[:n])
			term.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		f.Close()
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	return term
}

// expect waits for want to appear after what earlier expects consumed,
// and returns the output up to and including it. The limit only catches a
// hang: a loaded machine is slow, not wrong.
func (term *terminal) expect(want string) string {
	term.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		term.mu.Lock()
		s := term.buf.String()[term.seen:]
		if i := strings.Index(s, want); i >= 0 {
			term.seen += i + len(want)
			term.mu.Unlock()
			return s[:i+len(want)]
		}
		term.mu.Unlock()
		time.Sleep(10 * time.Millisecond)
	}
	term.mu.Lock()
	defer term.mu.Unlock()
	term.t.Fatalf("no %q in the terminal's output:\n%s", want, term.buf.String()[term.seen:])
	return ""
}

func (term *terminal) send(s string) {
	term.t.Helper()
	_, err := term.f.Write([]byte(s))
	require.NoError(term.t, err)
}

func (term *terminal) status() int {
	term.t.Helper()
	done := make(chan error, 1)
	go func() { done <- term.cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		term.t.Fatal("cpjit did not exit")
	}
	return term.cmd.ProcessState.ExitCode()
}

// TestPrompt: with a terminal on standard input and no program, cpjit is
// python3's interactive prompt: banner, >>> and ... prompts, values
// echoed, blocks ended by an empty line, tracebacks without leaving,
// Ctrl-C discarding the input, exit(n) ending with status n.
func TestPrompt(t *testing.T) {
	term := startTerminal(t)
	banner := term.expect(">>> ")
	require.Contains(t, banner, "Python 3.13")
	require.Contains(t, banner, `Type "help", "copyright", "credits" or "license" for more information.`)
	term.send("1 + 1\r")
	require.Contains(t, term.expect(">>> "), "\r\n2\r\n")
	term.send("x = 21\r")
	require.NotContains(t, term.expect(">>> "), "\r\n21\r\n")
	term.send("def f(a):\r")
	term.expect("... ")
	term.send("    return a * 2\r")
	term.expect("... ")
	term.send("\r")
	term.expect(">>> ")
	term.send("f(x)\r")
	require.Contains(t, term.expect(">>> "), "42\r\n")
	term.send("_ + 1\r")
	require.Contains(t, term.expect(">>> "), "43\r\n")
	term.send("(1,\r")
	term.expect("... ")
	term.send("2)\r")
	require.Contains(t, term.expect(">>> "), "(1, 2)\r\n")
	term.send("1/0\r")
	out := term.expect(">>> ")
	require.Contains(t, out, "Traceback (most recent call last):\r\n  File \"<stdin>\", line 1, in <module>\r\nZeroDivisionError: division by zero\r\n")
	term.send("if True:\r")
	term.expect("... ")
	term.send("\x03")
	require.Contains(t, term.expect(">>> "), "KeyboardInterrupt")
	term.send("print('still here', f(1))\r")
	require.Contains(t, term.expect(">>> "), "still here 2\r\n")
	term.send("exit\r")
	require.Contains(t, term.expect(">>> "), "Use exit() or Ctrl-D (i.e. EOF) to exit")
	term.send("exit(7)\r")
	require.Equal(t, 7, term.status())
}

// TestPromptCtrlD: Ctrl-D at the prompt ends the session with status 0;
// -q leaves out the banner.
func TestPromptCtrlD(t *testing.T) {
	term := startTerminal(t, "-q")
	require.NotContains(t, term.expect(">>> "), "Python 3.13")
	term.send("\x04")
	require.Equal(t, 0, term.status())
}

// TestInspectAfterScript: -i runs the program, then the prompt in its
// namespace (also after an uncaught exception).
func TestInspectAfterScript(t *testing.T) {
	prog := filepath.Join(t.TempDir(), "p.py")
	require.NoError(t, os.WriteFile(prog, []byte("y = 6 * 7\nprint('ran')\nraise ValueError('boom')\n"), 0o644))
	term := startTerminal(t, "-i", prog)
	out := term.expect(">>> ")
	require.Contains(t, out, "ran\r\n")
	require.Contains(t, out, "ValueError: boom")
	term.send("y\r")
	require.Contains(t, term.expect(">>> "), "42\r\n")
	term.send("\x04")
	require.Equal(t, 0, term.status())
}

// TestInputComplete: when the prompt runs what was typed, and when it asks
// for more with "... ".
func TestInputComplete(t *testing.T) {
	for _, tc := range []struct {
		lines    []string
		complete bool
	}{
		{[]string{"1 + 1"}, true},
		{[]string{"x = (1,"}, false},
		{[]string{"x = (1,", "2)"}, true},
		{[]string{"if x:"}, false},
		{[]string{"if x:", "    y = 1"}, false},
		{[]string{"if x:", "    y = 1", ""}, true},
		{[]string{"@dec"}, false},
		{[]string{"s = '''abc"}, false},
		{[]string{"s = '''abc", "def'''"}, true},
		{[]string{"x = 1 +"}, true}, // a SyntaxError more lines cannot mend: reported at once
		{[]string{"for i in range(3):  # loop"}, false},
		{[]string{""}, true},
	} {
		require.Equal(t, tc.complete, inputComplete(tc.lines), "%q", tc.lines)
	}
}
