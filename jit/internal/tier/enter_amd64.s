//go:build linux

#include "textflag.h"

// func enter(ctx *Ctx, code uintptr)
//
// The only way into machine code. Loads the stencils' fixed registers
// (R12 = ctx, R13 = ctx.Regs, the frame's register base, R11 =
// ctx.Fuel) and calls code;
// the exit stencils return here with the exit recorded in *ctx. Machine
// code may clobber every register but SP and BP; Go's ABI wrapper around
// this ABI0 function restores R14 (g) and X15 afterwards (R12 is not
// written by machine code, so it still holds ctx here). Machine code
// pushes nothing, so SP is exactly as this trampoline left it.
TEXT ·enter(SB), NOSPLIT, $0-16
	MOVQ ctx+0(FP), R12
	MOVQ code+8(FP), AX
	MOVQ 0(R12), R13
	MOVQ 16(R12), R11
	CALL AX
	// The register base of the frame that exited: not the one entered
	// when machine code called another frame natively (call_native).
	MOVQ R13, 0(R12)
	// The fuel left (CTX_FUEL), which machine code counts down in R11.
	MOVQ R11, 16(R12)
	// Save the resident registers (R8, R9, R10, DI) for jit's stackmap:
	// at an exit inside a loop whose values live there, Go writes them
	// back into the frame.
	MOVQ R8, 48(R12)
	MOVQ R9, 56(R12)
	MOVQ R10, 64(R12)
	MOVQ DI, 72(R12)
	// The float residents (X8-X11) into Ctx.XSave (CTX_XSAVE).
	MOVSD X8, 96(R12)
	MOVSD X9, 104(R12)
	MOVSD X10, 112(R12)
	MOVSD X11, 120(R12)
	// The complex residents (X5:X6, X7:X12, X13:X14) into Ctx.CSave.
	MOVSD X5, 128(R12)
	MOVSD X6, 136(R12)
	MOVSD X7, 144(R12)
	MOVSD X12, 152(R12)
	MOVSD X13, 160(R12)
	MOVSD X14, 168(R12)
	RET
