package compiler

import (
	"fmt"
	"os"
	"testing"
)

// TestDisDebug prints the disassembly of the file named by CPJIT_DIS (a
// debugging aid; skipped otherwise).
func TestDisDebug(t *testing.T) {
	name := os.Getenv("CPJIT_DIS")
	if name == "" {
		t.Skip("set CPJIT_DIS=file.py")
	}
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	code, err := CompileSource(name, src, "exec")
	if err != nil {
		t.Fatal(err)
	}
	fmt.Print(code.Disassemble())
}
