package interp

import (
	"strconv"
	"strings"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/compiler"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/syntax"
)

// compileSource compiles source text as compiler.CompileSource does and
// reports its SyntaxWarnings as CPython does (see syntaxWarner).
func (in *Interp) compileSource(filename string, src []byte, mode string) (*bytecode.Code, error) {
	return compiler.CompileSourceWarn(filename, src, mode, in.syntaxWarner(filename))
}

// compileModule compiles the source of a module being imported. The
// embedded standard library ("<frozen NAME>") is compiled without
// SyntaxWarnings: CPython loads its library precompiled, and it has none
// (TestStdlibNoSyntaxWarnings).
func (in *Interp) compileModule(file string, src []byte) (*bytecode.Code, error) {
	if strings.HasPrefix(file, "<frozen ") {
		return compiler.CompileSource(file, src, "exec")
	}
	return in.compileSource(file, src, "exec")
}

// syntaxWarner issues the SyntaxWarnings of compiling filename as CPython's
// compiler does: warnings.warn_explicit(msg, SyntaxWarning, filename,
// line) with no module (the filename without ".py") and no registry, so
// that every one is shown under the default filters, and the warnings
// filters and catch_warnings apply. A SyntaxWarning raised by the filters
// becomes the compile's SyntaxError; any other exception propagates.
func (in *Interp) syntaxWarner(filename string) syntax.WarnFunc {
	return func(msg string, line int) error {
		vm := in.vm
		w, err := in.Import(vm, "warnings", nil, rt.None, 0)
		if err != nil {
			if !rt.ExceptionMatches(err, rt.ImportErrorType) {
				return err
			}
			// No warnings module: the default output.
			return vm.WriteStd("stderr", filename+":"+strconv.Itoa(line)+": SyntaxWarning: "+msg+"\n")
		}
		f, err := vm.GetAttr(w, "warn_explicit")
		if err != nil {
			return err
		}
		args := []rt.Value{vm.NewStr(msg), rt.SyntaxWarningType.Self(), vm.NewStr(filename), rt.SmallInt(int64(line))}
		if _, err := vm.Call(f, args, nil); err != nil {
			if rt.ExceptionMatches(err, rt.SyntaxWarningType) {
				return syntax.ErrWarningAsError
			}
			return err
		}
		return nil
	}
}
