package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/cpjit/cpjit/jit"
	"github.com/cpjit/cpjit/lang/compiler"
	"github.com/peterh/liner"
)

// The interactive prompt: what python3 does when standard input is a
// terminal and no program is named (or after one with -i). Lines are read
// with line editing and history (peterh/liner), gathered into one input
// until it is complete (a compound statement ends at an empty line), and
// run in __main__ in "single" mode, so expression values are echoed.
// Exceptions print their traceback and the prompt goes on; Ctrl-C at the
// prompt discards the input with "KeyboardInterrupt"; Ctrl-D, exit() or
// SystemExit end the session.

// lineReader is the part of liner the prompt uses (tests may give another).
type lineReader interface {
	Prompt(prompt string) (string, error)
	AppendHistory(item string)
}

// historyFile is where the prompt keeps its history between sessions.
func historyFile() string {
	if p := os.Getenv("CPJIT_HISTORY"); p != "" {
		return p
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return filepath.Join(home, ".cpjit_history")
}

// interactive runs the prompt on the terminal until the session ends and
// returns the exit status.
func interactive(ctx context.Context, v *jit.VM, quiet bool, stdin io.Reader, stdout, stderr io.Writer) int {
	if !quiet {
		fmt.Fprintf(stderr, "%s\nType \"help\", \"copyright\", \"credits\" or \"license\" for more information.\n", versionLine())
	}
	if !isTerminal(stdin) {
		// -i with its input from a pipe or file: python3 reads lines
		// plainly and writes the prompts (and the last newline) to stderr.
		return promptLoop(ctx, v, &plainReader{r: bufio.NewReader(stdin), w: stderr}, stderr, stderr)
	}
	ed := liner.NewLiner()
	defer ed.Close()
	ed.SetCtrlCAborts(true)
	hist := historyFile()
	if hist != "" {
		if f, err := os.Open(hist); err == nil {
			ed.ReadHistory(f)
			f.Close()
		}
	}
	status := promptLoop(ctx, v, ed, stdout, stderr)
	if hist != "" {
		if f, err := os.Create(hist); err == nil {
			ed.WriteHistory(f)
			f.Close()
		}
	}
	return status
}

// plainReader reads the prompt's lines from a stream that is no terminal.
type plainReader struct {
	r *bufio.Reader
	w io.Writer
}

func (p *plainReader) Prompt(prompt string) (string, error) {
	fmt.Fprint(p.w, prompt)
	line, err := p.r.ReadString('\n')
	if err != nil && line == "" {
		return "", err
	}
	return strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r"), nil
}

func (p *plainReader) AppendHistory(string) {}

// promptLoop reads and runs inputs until end of input or SystemExit.
func promptLoop(ctx context.Context, v *jit.VM, ed lineReader, stdout, stderr io.Writer) int {
	if err := v.Exec(ctx, "<prompt>", "import sys\nsys.ps1 = '>>> '\nsys.ps2 = '... '\n"); err != nil {
		return reportError(err, nil, stderr)
	}
	var lines []string
	for {
		prompt := promptString(ctx, v, len(lines) > 0)
		line, err := ed.Prompt(prompt)
		if errors.Is(err, liner.ErrPromptAborted) {
			fmt.Fprintln(stderr, "\nKeyboardInterrupt")
			lines = nil
			continue
		}
		if err != nil { // io.EOF: Ctrl-D
			fmt.Fprintln(stdout)
			return 0
		}
		if strings.TrimSpace(line) != "" {
			ed.AppendHistory(line)
		}
		lines = append(lines, line)
		src := strings.Join(lines, "\n") + "\n"
		if !inputComplete(lines) {
			continue
		}
		lines = nil
		if strings.TrimSpace(src) == "" {
			continue
		}
		if err := v.ExecInteractive(ctx, src); err != nil {
			var pe *jit.Error
			if errors.As(err, &pe) && pe.SystemExit {
				return reportError(err, nil, stderr)
			}
			var ie *jit.InternalError
			if errors.As(err, &ie) {
				fmt.Fprintf(stderr, "cpjit: internal error: %v\n%s", ie.Value, ie.Trace)
				continue
			}
			if errors.As(err, &pe) {
				fmt.Fprint(stderr, pe.Traceback)
				if !strings.HasSuffix(pe.Traceback, "\n") {
					fmt.Fprintln(stderr)
				}
				continue
			}
			fmt.Fprintln(stderr, err)
		}
	}
}

// promptString is sys.ps1 or sys.ps2 as str() shows them (a program may
// change them), or python3's defaults.
func promptString(ctx context.Context, v *jit.VM, more bool) string {
	name, def := "ps1", ">>> "
	if more {
		name, def = "ps2", "... "
	}
	r, err := v.Eval(ctx, "str(__import__('sys')."+name+")")
	if s, ok := r.(string); ok && err == nil {
		return s
	}
	return def
}

// inputComplete reports whether the lines typed so far form an input to
// run, as python3's prompt decides: a compound statement (or anything
// continued past its first line) runs at an empty line; a single line
// runs when it compiles, or when its error is not one that more lines
// could mend (an unclosed bracket or string, a missing block); that
// error is then reported when it runs.
func inputComplete(lines []string) bool {
	last := lines[len(lines)-1]
	if len(lines) > 1 {
		if strings.TrimSpace(last) == "" {
			return true
		}
		// A block runs at an empty line; anything else (a bracket or a
		// string over several lines) as soon as it compiles, or fails
		// for a reason more lines cannot mend.
		return !wantsMore(strings.Join(lines, "\n")+"\n", endsWithColon(lines[0]))
	}
	if strings.TrimSpace(last) == "" {
		return true
	}
	return !wantsMore(last+"\n", false)
}

// wantsMore reports whether src is the start of a longer input: it
// compiles as a block header (a line ending with ':'), or fails only
// because it ends too early.
func wantsMore(src string, inBlock bool) bool {
	if strings.HasPrefix(strings.TrimSpace(src), "@") {
		return true // a decorator: its def or class follows
	}
	_, err := compiler.CompileSource("<stdin>", []byte(src), "single")
	if err == nil {
		// A complete statement: a block header's body may go on.
		return inBlock || endsWithColon(src)
	}
	msg := err.Error()
	for _, s := range []string{
		"was never closed",
		"unexpected EOF",
		"expected an indented block",
		"unterminated triple-quoted string",
		"incomplete input",
	} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return strings.HasSuffix(strings.TrimRight(src, "\n"), "\\")
}

// endsWithColon reports whether the last line, without its comment, ends
// with ':' (the header of a compound statement or of a decorated one).
func endsWithColon(src string) bool {
	line := strings.TrimRight(src, "\n")
	if i := strings.LastIndexByte(line, '\n'); i >= 0 {
		line = line[i+1:]
	}
	if i := strings.IndexByte(line, '#'); i >= 0 && !strings.ContainsAny(line[:i], "'\"") {
		line = line[:i]
	}
	line = strings.TrimSpace(line)
	return strings.HasSuffix(line, ":") || strings.HasPrefix(line, "@")
}
