//go:build linux && amd64

package tier

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/stencils"
	"github.com/stretchr/testify/require"
	"golang.org/x/arch/x86/x86asm"
)

// call_native's return point is the address its LEAQ (spelled in bytes in
// CALL_NATIVE) computes: the store of the callee's result into r[A] (as
// for_gen's, where the generator's yield_value comes back). That
// of call_class (which spells it likewise) is the load of None that the
// result is compared with.
func TestCallNativeReturnPoint(t *testing.T) {
	pick := pickStencils(true)
	for _, id := range []stencils.ID{stencils.CallNative, stencils.CallNativeM, stencils.CallNativeU, stencils.CallNativeB, stencils.CallNativeBm, stencils.CallNativeD, stencils.CallNativeMd, stencils.CallNativeCode, stencils.CallClass, stencils.SubscrDunder, stencils.ForGen} {
		name := id.String()
		s := pick[id]
		require.NotNil(t, s, name)
		code := s.Code
		ret := -1
		insts := map[int]x86asm.Inst{}
		for pos := 0; pos < len(code); {
			inst, err := x86asm.Decode(code[pos:], 64)
			require.NoError(t, err, "%s at %#x", name, pos)
			insts[pos] = inst
			if m, ok := inst.Args[1].(x86asm.Mem); inst.Op == x86asm.LEA && ok && m.Base == x86asm.RIP {
				require.Equal(t, -1, ret, "%s: one RIP-relative LEAQ", name)
				ret = pos + inst.Len + int(m.Disp)
			}
			pos += inst.Len
		}
		require.GreaterOrEqual(t, ret, 0, "%s: no return point", name)
		inst, ok := insts[ret]
		require.True(t, ok, "%s: the return point %#x is not an instruction boundary", name, ret)
		switch name {
		case "call_class":
			require.True(t, inst.Op == x86asm.MOV && inst.Args[0] == x86asm.RCX && isImm(inst.Args[1], uint64(rt.None)),
				"%s: the return point is %v, not the load of None", name, inst)
		default:
			m, isMem := inst.Args[0].(x86asm.Mem)
			require.True(t, inst.Op == x86asm.MOV && isMem && m.Base == x86asm.R13 && inst.Args[1] == x86asm.RAX,
				"%s: the return point is %v, not the store of AX into r[A]", name, inst)
		}
		// Just before it: the jump into the callee.
		prev := insts[ret-2]
		require.Equal(t, x86asm.JMP, prev.Op, "%s: %v before the return point", name, prev)
	}
}

// A natively called function that exits (an instruction without a
// stencil, here every call) is finished by the exit loop: its frame and
// its callers' become interpreter frames, with the right depth.
func TestNativeCallsFinishedByExitLoop(t *testing.T) {
	src := `
import sys
def leaf(n):
    return (n, sys._getframe().f_back.f_back.f_code.co_name, len(str(n)))
def mid(n):
    return leaf(n)
def top(n):
    t = 0
    for i in range(n):
        r = mid(i)
        t += r[0] + r[2]
    return t, r[1]
print(top(3000))
`
	out, err, j := runPython(t, src, Options{Mode: "on", Threshold: 2})
	require.NoError(t, err)
	require.Equal(t, "(4509390, 'top')\n", out) // CPython 3.13's output
	s := j.Stats()
	require.Greater(t, s.NativeCalls, int64(5000), "%+v", s)
	require.Greater(t, s.NativeFinished, int64(2500), "%+v", s)
}

// isImm reports whether arg is the immediate v.
func isImm(arg x86asm.Arg, v uint64) bool {
	imm, ok := arg.(x86asm.Imm)
	return ok && uint64(imm) == v
}

// wakeForTest wakes the VM (as a collection coming due in an allocation
// does): the exit loop then runs the interpreter up to its next safepoint
// before it enters machine code again.
func init() {
	rt.RegisterBuiltin("_wake_for_test", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		vm.Wake()
		return rt.None, nil
	})
}

// A generator that for_gen resumed and Go took over (a call) leaves the
// VM woken when it yields: the loop's FOR_ITER has its item, and the exit
// loop, going on in the interpreter for the safepoint, starts after the
// FOR_ITER, not at it again (which took the next item and lost this one).
func TestGenTakeoverWithVMWoken(t *testing.T) {
	src := `
def g(n):
    for i in range(n):
        if i % 3 == 1:
            _wake_for_test()
        yield i
def f():
    got = []
    for x in g(60):
        got.append(x)
    return got
for _ in range(20):
    r = f()
print(len(r), r == list(range(60)))
`
	for _, opts := range []Options{{Mode: "on", Threshold: 2}, {Mode: "always"}} {
		out, err, j := runPython(t, src, opts)
		require.NoError(t, err)
		require.Equal(t, "60 True\n", out, "%+v", opts)
		require.Positive(t, j.Stats().GenTaken, "%+v: no takeover", opts)
	}
}
