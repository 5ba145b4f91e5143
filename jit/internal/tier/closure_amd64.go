//go:build linux

package tier

// Native calls of closures. A function with free variables (a nested
// function, a method that uses super() or __class__) needs its closure's
// cells in the registers after its locals; the interpreter's frame set-up
// copies them. Machine code calls such a function natively when its call
// site checks the callee's identity (call_native, call_native_m,
// call_native_u: the call cell belongs to that one function): the cell
// holds the closure's address, CALL_NATIVE leaves the cell in BX, and the
// callee's unit starts with closure_entry, which copies the cells before
// the entry. Codes with cell variables of their own (cells made at every
// call) are left to the interpreter's calls, as are the call sites that
// accept any function of a code (call_native_code, call_native_b), whose
// cell is another function's.

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// closureCode reports whether code's functions, when they have free
// variables, can be called natively through closure_entry: positional
// parameters only, no cell variables of their own, no generator.
func closureCode(code *bytecode.Code) bool {
	return len(code.FreeVars) > 0 && anyCallable(code)
}

// identityCallee says whether a call site that checks its callee's
// identity (call_native, call_native_m, call_native_u) may call f
// natively with argc arguments: a plain function (interp.NativeCallee),
// or a closure whose code closureCode accepts.
func (j *JIT) identityCallee(f rt.Value, argc int) (*rt.Function, bool) {
	if fn, ok := j.in.NativeCallee(f, argc); ok {
		return fn, true
	}
	if !f.IsHandle() {
		return nil, false
	}
	fn, ok := j.vm.Get0(f).(*rt.Function)
	if !ok || !closureCode(fn.Code) || fn.Code.ArgCount != argc || len(fn.Closure) != len(fn.Code.FreeVars) {
		return nil, false
	}
	return fn, true
}
