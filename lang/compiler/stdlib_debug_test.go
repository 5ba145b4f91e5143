package compiler

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cpjit/cpjit/lang/syntax"
)

// TestCompileDir compiles every .py file under $CPJIT_PYDIR (a robustness
// check against a real code base; skipped otherwise).
func TestCompileDir(t *testing.T) {
	dir := os.Getenv("CPJIT_PYDIR")
	if dir == "" {
		t.Skip("set CPJIT_PYDIR")
	}
	var files []string
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".py") && !strings.Contains(path, "site-packages") {
			files = append(files, path)
		}
		return nil
	})
	nparse, ncomp, ok := 0, 0, 0
	for _, f := range files {
		src, _ := os.ReadFile(f)
		mod, err := syntax.Parse(f, src)
		if err != nil {
			nparse++
			continue
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic %v", f, r)
				}
			}()
			code, err := Compile(mod, f)
			if err != nil {
				msg := err.Error()
				if !strings.Contains(msg, "unsupported") && !strings.Contains(f, "badsyntax") {
					t.Errorf("%s: %v", f, err)
				}
				ncomp++
				return
			}
			checkCode(t, code)
			ok++
		}()
	}
	fmt.Printf("files=%d ok=%d parseErr=%d compileErr=%d\n", len(files), ok, nparse, ncomp)
}
