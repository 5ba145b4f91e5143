
#include "textflag.h"

// Call1(fn uintptr, x float64) float64 and Call2(fn uintptr, x, y
// float64) float64 call the C function at fn (a libm function of one or
// two doubles: impl_cgo_amd64.go) with the System V ABI, on the
// goroutine's own stack: the 8 KB frame, which the prologue's stack check
// guarantees, is the C function's stack (SP is moved to its top, aligned
// to 16 bytes). BX, which C preserves, keeps Go's SP. C may clobber the
// registers Go's ABI0 treats as scratch (all but SP and BP, which C
// preserves); the compiler restores R14 (g) and X15 after an ABI0 call.

TEXT ·Call1(SB), 0, $8192-24
	MOVQ fn+0(FP), AX
	MOVSD x+8(FP), X0
	MOVQ SP, BX
	LEAQ 8176(SP), CX
	ANDQ $-16, CX
	MOVQ CX, SP
	CALL AX
	MOVQ BX, SP
	MOVSD X0, ret+16(FP)
	RET

TEXT ·Call2(SB), 0, $8192-32
	MOVQ fn+0(FP), AX
	MOVSD x+8(FP), X0
	MOVSD y+16(FP), X1
	MOVQ SP, BX
	LEAQ 8176(SP), CX
	ANDQ $-16, CX
	MOVQ CX, SP
	CALL AX
	MOVQ BX, SP
	MOVSD X0, ret+24(FP)
	RET
