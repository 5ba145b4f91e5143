//go:build linux

package tier

// Calls of any function (call_native_any, call_native_any_m). A call site
// whose callee no guard can name — a visitor's getattr(self, "visit_" +
// kind), a handler taken from a dict, a callback held in an attribute, a
// method call whose receivers have many classes — used to leave machine
// code at every call, and a call exit inside a natively called frame adopts
// the whole chain of native frames (finishNative). Such a site instead reads
// the callee's code's call cell at each call: every compiled code has one
// (publish), reachable from any function of the code through
// Code.RunState, the interpreter's codeInfo (interp.SetNativeCell), so
// machine code finds it with a few loads and no Go call. The cell says
// where the code's machine code starts (closure_entry for a closure, which
// reads the closure from the function itself), its frame size, how many
// arguments it takes by position, and which globals it was compiled for;
// the stencil checks those against the function it was given and makes the
// call as call_native does, copying the function's defaults (read at each
// call) for parameters the call leaves out. A call site becomes such a
// site once its call exits (noteCall) have seen a callee that machine code
// could have called but the site's guard did not name.

import (
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// ciType, ciOwner and ciCell locate a code's call cell from its RunState
// (interp.NativeCellLayout).
var ciType, ciOwner, ciCell = interp.NativeCellLayout()

// A codeCell tells call_native_any whether, and where, machine code may
// call a function of its code. Machine code reads every field.
type codeCell struct {
	// entry is the code's machine code entry (its closureEntry for a code
	// with free variables), 0 while it has none.
	entry uintptr
	size  uint64 // the frame's register bytes
	// argb is 8 * the number of positional parameters (only codes that
	// anyCallable accepts have a cell).
	argb  uint64
	nfree uint64 // len(code.FreeVars): the closure a function must carry
	// globals are the globals the machine code was compiled for.
	globals *rt.Dict
}

// anyCallable reports whether every function of code binds a call's
// arguments by position alone, so that machine code can copy them into
// its registers: no *args, **kwargs or keyword-only parameters, no cell
// variables (the interpreter's frame set-up makes them), not a generator
// or coroutine.
func anyCallable(code *bytecode.Code) bool {
	return len(code.CellVars) == 0 && code.KwOnlyCount == 0 &&
		code.Flags&(bytecode.FlagVarArgs|bytecode.FlagVarKw|bytecode.FlagGenerator|bytecode.FlagCoroutine|bytecode.FlagAsyncGenerator|bytecode.FlagIterableCoroutine) == 0
}

// setCodeCell points code's call cell at u (nil: no machine code), making
// the cell on first use.
func (j *JIT) setCodeCell(code *bytecode.Code, u *unit) {
	c := j.codeCells[code]
	if c == nil {
		if u == nil || !anyCallable(code) {
			return
		}
		c = &codeCell{size: uint64(code.NRegs) * 8, argb: uint64(8 * code.ArgCount), nfree: uint64(len(code.FreeVars))}
		if !j.in.SetNativeCell(code, unsafe.Pointer(c)) {
			return // another VM's code: machine code cannot find the cell
		}
		if j.codeCells == nil {
			j.codeCells = map[*bytecode.Code]*codeCell{}
		}
		j.codeCells[code] = c
	}
	c.entry, c.globals = 0, nil
	if u == nil || u.invalid {
		return
	}
	c.globals = u.globals
	c.entry = u.entry
	if c.nfree > 0 {
		c.entry = u.closureEntry // 0 when closureCode refused it
	}
}

// anyCallee reports whether the call at pc, whose callee is the object f,
// could have been made by call_native_any: f is a Python function or a
// bound method of one, of a code anyCallable accepts, given as many
// arguments as it has positional parameters, or fewer and defaults for
// the rest.
func (j *JIT) anyCallee(u *unit, regs []rt.Value, pc int, f rt.Object) bool {
	in := u.code.Instrs[pc]
	if in.Op != bytecode.CALL && in.Op != bytecode.CALL_METHOD {
		return false
	}
	argc := int(in.C)
	if in.Op == bytecode.CALL_METHOD && regs[in.B+1] != rt.Unbound {
		argc++
	}
	var fn *rt.Function
	switch o := f.(type) {
	case *rt.Function:
		fn = o
	case *rt.BoundMethod:
		if in.Op == bytecode.CALL_METHOD && argc != int(in.C) || !o.Func.IsHandle() {
			return false
		}
		bf, ok := j.vm.Get0(o.Func).(*rt.Function)
		if !ok {
			return false
		}
		fn, argc = bf, argc+1
	default:
		return false
	}
	n := fn.Code.ArgCount
	return argc <= n && n-argc <= len(fn.Defaults) && anyCallable(fn.Code) && len(fn.Closure) == len(fn.Code.FreeVars) && fn.Globals != nil
}
