package cpjit

import (
	"encoding/json"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDependencies pins the import graph (docs/architecture.md, "Package
// map"): the language does not know the JIT, the runtime does not know the
// interpreter or any standard-library module, module packages stand only on
// the runtime and pure helpers, and the front end's layers import downwards.
func TestDependencies(t *testing.T) {
	const mod = "github.com/cpjit/cpjit/"
	statSources(t)
	out, err := exec.Command("go", "list", "-deps=false", "-json", "./...").Output()
	require.NoError(t, err)
	type pkg struct {
		ImportPath string
		Imports    []string
		Deps       []string
	}
	pkgs := map[string]pkg{}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p pkg
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else {
			require.NoError(t, err)
		}
		pkgs[strings.TrimPrefix(p.ImportPath, mod)] = p
	}
	require.Contains(t, pkgs, "lang/runtime")
	own := func(deps []string) []string {
		var r []string
		for _, d := range deps {
			if strings.HasPrefix(d, mod) {
				r = append(r, strings.TrimPrefix(d, mod))
			}
		}
		return r
	}
	under := func(p, dir string) bool { return p == dir || strings.HasPrefix(p, dir+"/") }
	for name, p := range pkgs {
		deps := own(p.Deps)
		for _, d := range deps {
			switch {
			case under(name, "lang") && (under(d, "jit") || d == "patch" || d == "stencils" || d == "frames" || d == "deopt"):
				t.Errorf("%s depends on %s: nothing in lang may know the JIT", name, d)
			case name == "lang/runtime" && (under(d, "lang/stdlib") || d == "lang/interp" || d == "lang/compiler" || d == "lang/syntax"):
				t.Errorf("lang/runtime depends on %s: the core imports no module, interpreter or front end", d)
			case name == "lang/bytecode" && (d == "lang/compiler" || d == "lang/syntax"):
				t.Errorf("lang/bytecode depends on %s", d)
			case name == "lang/syntax" && (d == "lang/compiler" || d == "lang/bytecode"):
				t.Errorf("lang/syntax depends on %s", d)
			case under(name, "lang/internal") && !under(d, "lang/internal"):
				t.Errorf("%s depends on %s: lang/internal packages are pure helpers", name, d)
			}
		}
		if under(name, "lang/stdlib/internal") && name != "lang/stdlib/internal/modtest" {
			for _, d := range own(p.Imports) {
				if d != "lang/runtime" && !under(d, "lang/internal") {
					t.Errorf("%s imports %s: kits shared by module packages stand only on the runtime and lang/internal", name, d)
				}
			}
		}
		if isModulePackage(name) {
			for _, d := range own(p.Imports) {
				if d != "lang/runtime" && !under(d, "lang/internal") && !under(d, "lang/stdlib/internal") {
					t.Errorf("module package %s imports %s: modules stand only on the runtime, lang/internal and lang/stdlib/internal", name, d)
				}
			}
		}
	}
}

// statSources stats every Go file of the module, so that go test's cache,
// which sees the files a test opens but not what a child process reads,
// runs this test again whenever an import may have changed.
func statSources(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != "." || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(path, ".go") {
			_, err = os.Stat(path)
		}
		return err
	})
	require.NoError(t, err)
}

// isModulePackage reports whether a package implements standard-library
// modules (lang/stdlib/<module>, not the registry, pylib or test helpers).
func isModulePackage(p string) bool {
	rest, ok := strings.CutPrefix(p, "lang/stdlib/")
	return ok && rest != "pylib" && !strings.Contains(rest, "/") && rest != "internal"
}
