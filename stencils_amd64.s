// Copy-and-patch stencils for amd64 (Go assembler); see docs/architecture.md.
//
// Each stencil is a TEXT symbol that is never called where it is linked:
// tools/stencilgen assembles this file, records every stencil's bytes and
// the positions of its holes, and writes stencils/. The jit package copies
// those bytes into executable memory once per bytecode instruction and
// patches the holes. The symbols stay linked into the binary (through the
// stencilAddrs table at the end) only so that a test can compare the
// generated tables with the bytes the Go toolchain really produced.
//
// Register contract, shared by every stencil:
//
//	R12  the jit.Ctx of the running frame (read; exit fields written)
//	R13  the frame's register base: Python register i is at 8*i(R13)
//	R11  the fuel counter (jit.Ctx.Fuel while machine code runs: the
//	     trampoline loads it and stores it back at every exit); only
//	     jump_back and entry_poll write it. The small-int tag word
//	     0xFFF9000000000000, also the first word above every float, is
//	     CTX_TAG(R12).
//	R8 R9 R10 DI  resident registers: a loop's hottest Python registers
//	     live here as value words, or as small ints in the working form
//	     of the _i stencils (jit's residency); only the fill_*, mov_*_ax
//	     and spill_* stencils write them, no other stencil
//	     touches them, and the enter trampoline saves them into the Ctx
//	     at every exit, where jit's stackmap says whose values they hold.
//	     (A call is never inside a loop with residents: call_native
//	     clobbers DI, and the callee's machine code every resident.)
//	R15 R14  a resident range iterator's next value and items left (only
//	     fill_iter, for_range_r and spill_iter touch them; Go's caller of
//	     the enter trampoline reloads its g register R14 afterwards)
//	X8 X9 X10 X11  float residents: a loop's floats, unboxed (only the
//	     fill_X, mov_X_* and spill_X stencils write them; the enter
//	     trampoline saves them into the Ctx at every exit)
//	X5:X6 X7:X12 X13:X14  complex residents, unboxed (real, imaginary):
//	     only the fill_ck and mov_ck_c01 stencils write them; the enter
//	     trampoline saves them into the Ctx at every exit
//	AX BX CX DX SI X0-X4  scratch, clobbered freely
//	SP BP  never touched (stencils are leaf code)
//
// Split stencils. The arithmetic, comparison and constant stencils marked
// "split" take r[B] in AX and r[C] in CX and leave r[A] in AX: jit emits
// ld_b / ld_c (memory) or mov_ax_R / mov_cx_R (a resident register) before
// them and st_a or mov_R_ax after, so one stencil serves operands in
// memory and in resident registers. Their "holes:" lines list only the
// holes of the stencil itself.
//
// A stencil starts at its bytecode instruction with every Python value in
// its home register slot and ends the same way, falling through to the
// next instruction (JMP_NEXT, which the emitter drops when the next
// instruction's code follows), jumping to a branch target, or leaving
// through one of the instruction's exits, which return to the Go exit loop
// in jit with Ctx.Exit and Ctx.PC set.
//
// Holes are magic immediates that occur nowhere else; stencilgen finds
// each declared hole exactly once and rejects any magic it cannot account
// for. The "holes:" line of each stencil's comment declares them:
//
//	A B C A1 B1     32-bit displacement 8*r of Python register r
//	                (A1 is register A+1, B1 register B+1)
//	PC              32-bit immediate: this instruction's bytecode index
//	K32 K32B        32-bit immediate constants
//	K64 ... K64D    64-bit immediate constants (MOVQ $imm64)
//	NEXT            rel32 jump to the next instruction (elided when adjacent)
//	TARGET          rel32 jump to the instruction's branch target
//	EXIT1..EXIT8    rel32 jump to the instruction's cold exit: the Go exit
//	                loop runs the instruction in the interpreter
//	POLL            rel32 jump to the instruction's poll exit
//
// Stencils whose name ends in __FEATURE are CPU-feature variants of the
// stencil without the suffix; jit picks the best one the CPU supports
// (-X cpu=baseline forces the base stencil).

#include "textflag.h"

// jit.Ctx field offsets (checked against unsafe.Offsetof by jit's tests).
#define CTX_REGS 0
#define CTX_EXIT 8
#define CTX_PC 12
#define CTX_FUEL 16
#define CTX_OBJS 24
#define CTX_RET 32
#define CTX_SITE 40
#define CTX_SAVE 48
#define CTX_STATICS 80
#define CTX_ISTEP 88
#define CTX_XSAVE 96
#define CTX_CSAVE 128
#define CTX_CPOOL 176
#define CTX_CPOOLN 184
#define CTX_CSP 192
#define CTX_CSBASE 200
#define CTX_CSLIMIT 208
#define CTX_STOP 216
#define CTX_SEND 224
#define CTX_NCALLS 232
#define CTX_RPOOL 240
#define CTX_RPOOLN 248
#define CTX_TAG 256
#define CTX_SINK 264
#define CTX_SUM 272
#define CTX_GENRESUMES 280
#define CTX_TRUTHTAKEN 288
#define CTX_SCRATCH 296

// A call record (Ctx.CSP): the return address in the caller's machine
// code, the caller's register base and the bytecode index of its call;
// for a class's construction (call_class) also the new instance and the
// __init__ that runs, for a subscript (subscr_dunder) the __getitem__.
#define CREC 48
#define CREC_RET 0
#define CREC_REGS 8
#define CREC_PC 16
#define CREC_NEW 24
#define CREC_FN 32

// A dunder site (jit.dunderSite) that subscr_dunder calls through.
#define DSITE_CLS 0
#define DSITE_VER 8
#define DSITE_FN 16

// A truth site (jit.truthSite) that truth_obj checks.
#define TSITE_CLS 0
#define TSITE_VER 8

// An instance pool (jit.instancePool) that call_class takes from.
#define IPOOL_LEFT 0
// seqPool.bigger: the pool of lists of sliceCap3 items after a slice pool.
#define SEQ_POOL_BIGGER 1032
#define IPOOL_CLS 8
#define IPOOL_VER 16
#define IPOOL_INIT 24
#define IPOOL_ENTRIES 32

// Exit kinds (jit.ExitStep ...).
#define EXIT_STEP 1
#define EXIT_RETURN 2
#define EXIT_POLL 3
#define EXIT_CALL 4
#define EXIT_RESUME 5
#define EXIT_YIELD 6
#define EXIT_INIT 7
#define EXIT_DUNDER 8

// Go object layouts (checked against lang/runtime by jit's tests).
#define RANGEITER_NEXT 24
#define RANGEITER_STEP 32
#define RANGEITER_LEFT 40
#define RANGE_START 24
#define RANGE_STOP 32
#define RANGE_STEP 40
#define RANGE_BIG 48
#define HEAD_SELF 0
#define HEAD_CLS 8
#define HEAD_DICT 16
#define FUNC_CODE 24
#define FUNC_GLOBALS 32
#define FUNC_DEFAULTS 80
#define BOUND_FUNC 24
#define BOUND_SELF 32
#define INSTANCE_SLOTS 24
#define CLASS_VERSION 136
#define CLASS_DICTSUBVER 272
#define CLASS_MRO 80
#define CLASS_PLAIN 256
#define CLASS_PLAINVER 264
#define DICT_ENTRIES 24
#define DICT_VERSION 80
#define DICT_INDEX 48
#define DICT_KEYSVERSION 88
#define DICT_USED 72
#define ENTRY_KEY 8
#define ENTRY_VALUE 16
#define SEQITER_SEQ 24
#define SEQITER_INDEX 32
#define SEQITER_H 40
// An int object (runtime.Int): big.Int's sign byte and digits slice, and
// the one digit an int in int64's range keeps in the object.
#define INT_NEG 24
#define INT_ABS 32
#define INT_ABSLEN 40
#define INT_WORD 56
#define SEQ_ITEMS 24
#define SEQ_LEN 32
#define SEQ_CAP 40
#define CELL_V 24
#define CCELL_CLOS 16
// A code's call cell (jit.codeCell), found from a function through its
// code's RunState, the interpreter's codeInfo (call_native_any).
#define CODECELL_ENTRY 0
#define CODECELL_SIZE 8
#define CODECELL_ARGB 16
#define CODECELL_NFREE 24
#define CODECELL_GLOBALS 32
#define CODE_RUNSTATE 384
#define CI_OWNER 192
#define CI_CELL 224
#define FUNC_CLOSURE 112

// The hashed types table (jit's hashedTypes): the class addresses of
// dict, set, frozenset, str, type, list, tuple, bytes and bytearray, which
// the hashed lookups, in_seq and truth_obj compare classes with.
#define HT_DICT 0
#define HT_SET 8
#define HT_FROZENSET 16
#define HT_STR 24
#define HT_TYPE 32
#define HT_LIST 40
#define HT_TUPLE 48
#define HT_BYTES 56
#define HT_BYTEARRAY 64
#define STR_PTR 24
#define BYTES_LEN 32
#define STR_LEN 32
#define STR_ASCII 49
#define STR_HASH 40
#define STR_HASHED 48
#define SET_TABLE 24
#define SETENTRY_HASH 8
#define SET_USED 56
#define SET_FILL 48
#define SET_HASHED 80
#define SETITER_SET 24
#define SETITER_USED 32
#define SETITER_POS 40
#define SETITER_LEFT 48
#define SETITER_H 56
// A plain generator (interp.Generator) and its frame (interp.Frame), as
// for_gen and yield_value read and write them.
#define GEN_FR 32
#define FRAME_REGS 24
#define FRAME_PC 48
#define FRAME_GENTAB 168
#define FRAME_GENYIELDS 176
#define DICTITER_DICT 24
#define DICTITER_KIND 32
#define DICTITER_REVERSE 40
#define DICTITER_USED 48
#define DICTITER_POS 56
#define DICTITER_LEFT 64
#define ENUM_IT 40
#define ENUM_COUNT 48
#define ENUM_BIG 56
#define ZIP_ITERS 40
#define ZIP_STRICT 64
#define ZIP_DONE 65
#define STRITER_S 24
#define STRITER_POS 32
#define STRITER_IDX 40
#define COMPLEX_RE 24
#define COMPLEX_IM 32
// A numeric vector (runtime.NumVec, right after the Head): its item kind
// byte and its data slice.
#define VEC_KIND 24
#define VEC_DATA 32
#define VEC_LEN 40
#define VEC_F64 1
#define VEC_I32 2
#define VEC_I64 3

// Value words (lang/runtime/value.go).
#define TAG_INT 0xFFF9
#define TAG_HANDLE 0xFFFB
#define VAL_NONE $0xFFFA000000000000
#define VAL_NOTIMPL $0xFFFA000000000004
#define VAL_FALSE $0xFFFA000000000002
#define VAL_TRUE $0xFFFA000000000003
#define VAL_UNBOUND $0xFFFA000000000006

// Holes.
#define SLOTA 0x5EC00001
#define SLOTB 0x5EC00002
#define SLOTC 0x5EC00003
#define SLOTA1 0x5EC00004
#define SLOTB1 0x5EC00005
#define HOLEPC 0x5EC00010
#define K32 0x5EC00011
#define K32B 0x5EC00012
#define K64 $0x5EC05EC05EC00040
#define K64B $0x5EC05EC05EC00041
#define K64C $0x5EC05EC05EC00042
#define K64D $0x5EC05EC05EC00043
#define NEXT 0x5EC00020
#define TARGET 0x5EC00021
#define EXIT1 0x5EC00022
#define EXIT2 0x5EC00023
#define EXIT3 0x5EC00024
#define EXIT4 0x5EC00025
#define EXIT5 0x5EC00027
#define EXIT6 0x5EC00028
#define EXIT7 0x5EC00029
#define EXIT8 0x5EC0002A
#define POLL 0x5EC00026

// Long jumps to holes, spelt as bytes so that the assembler emits rel32.
#define JMPH(hole) BYTE $0xE9; LONG $hole
#define JCC(cc, hole) BYTE $0x0F; BYTE $cc; LONG $hole
#define CC_O 0x80
#define CC_B 0x82
#define CC_AE 0x83
#define CC_E 0x84
#define CC_NE 0x85
#define CC_BE 0x86
#define CC_A 0x87
#define CC_S 0x88
#define CC_P 0x8A
#define CC_L 0x8C
#define CC_GE 0x8D
#define CC_LE 0x8E
#define CC_G 0x8F

// Leave to exit hole x unless r[B], a call's callee, is the value K64 (a
// builtin's static handle; AX and CX are clobbered).
#define CALLEE_IS_K64(x) MOVQ SLOTB(R13), AX; MOVQ K64, CX; CMPQ AX, CX; JCC(CC_NE, x)

// Leave to exit hole x unless reg holds a small int (tmp is clobbered).
#define NEED_INT(reg, tmp, x) MOVQ reg, tmp; SHRQ $48, tmp; CMPL tmp, $TAG_INT; JCC(CC_NE, x)
// Leave to exit hole x unless reg holds a float (tmp is clobbered).
#define NEED_FLOAT(reg, tmp, x) CMPQ reg, CTX_TAG(R12); JCC(CC_AE, x)
// Small int word -> int64, in place.
#define UNBOX_INT(reg) SHLQ $16, reg; SARQ $16, reg
// int64 shifted left by 16 (so that it has int48 range) -> small int word.
#define BOX_SHIFTED(reg, tmp) SHRQ $16, reg; ORQ CTX_TAG(R12), reg
// int64 known to fit int48 -> small int word.
#define BOX_INT(reg, tmp) SHLQ $16, reg; BOX_SHIFTED(reg, tmp)
// A float result: leave to x if it is a NaN the value encoding must
// canonicalise (never produced from canonical operands; checked anyway).
#define CHECK_FLOAT_RESULT(reg, tmp, x) CMPQ reg, CTX_TAG(R12); JCC(CC_AE, x)

// Resolve the handle in reg to its object: reg = data pointer, tmp = the
// itab word of its Object interface in the heap's table (CX clobbered).
// Exits to x for non-handles and to y for static objects (never the types that
// machine code handles).
#define DEREF_HANDLE(reg, tmp, x, y) \
	MOVQ reg, tmp; SHRQ $48, tmp; CMPL tmp, $TAG_HANDLE; JCC(CC_NE, x); \
	MOVL reg, reg; TESTL reg, reg; JCC(CC_S, y); \
	SHLQ $4, reg; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; ADDQ CX, reg; \
	MOVQ (reg), tmp; MOVQ 8(reg), reg

// Resolve a heap or a static handle in reg to its object: reg = data
// pointer, tmp = the itab word (CX clobbered). Exits to x for non-handles
// and to y for strs interned after start-up (the late bit). lbl is a label
// name of the stencil's own for the macro to use.
#define DEREF_ANY(reg, tmp, x, y, lbl) \
	MOVQ reg, tmp; SHRQ $48, tmp; CMPL tmp, $TAG_HANDLE; JCC(CC_NE, x); \
	MOVL reg, reg; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; \
	BTRL $31, reg; JAE lbl; \
	BTL $30, reg; JCC(CC_B, y); \
	MOVQ CTX_STATICS(R12), CX; \
lbl: \
	SHLQ $4, reg; ADDQ CX, reg; MOVQ (reg), tmp; MOVQ 8(reg), reg

// DEREF_ANY for a value known to be a handle, with the stencil's own
// labels: reg becomes the data pointer of its object (CX clobbered), or
// the stencil goes to its label late for a str interned after start-up;
// lbl is a label name of the stencil's own for the macro to use.
#define DEREF_HANDLE_TO(reg, late, lbl) \
	MOVL reg, reg; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; \
	BTRL $31, reg; JAE lbl; BTL $30, reg; JB late; \
	MOVQ CTX_STATICS(R12), CX; \
lbl: \
	SHLQ $4, reg; ADDQ CX, reg; MOVQ 8(reg), reg

// ---- exits (cold code, one per exiting instruction) ----

// Every exit records its site, the address just past its LEAQ (RIP-relative,
// so no hole): jit finds the exit's stackmap record from it (the offset of
// the site from the unit's start), to write resident registers back.
#define EXIT_SITE BYTE $0x48; BYTE $0x8D; BYTE $0x05; LONG $0; MOVQ AX, CTX_SITE(R12)

// exit_step leaves machine code so that the Go exit loop runs the
// instruction at PC in the interpreter. Clobbers AX and Ctx.
// holes: PC
TEXT ·exit_step(SB), NOSPLIT|NOFRAME, $0-0
	EXIT_SITE
	MOVL $HOLEPC, CTX_PC(R12)
	MOVL $EXIT_STEP, CTX_EXIT(R12)
	RET

// exit_poll leaves at a back-edge or function entry whose poll fired: the
// exit loop yields to the Go scheduler, runs the VM's safepoint (GC,
// KeyboardInterrupt, embedder limits) and resumes at PC.
// holes: PC
TEXT ·exit_poll(SB), NOSPLIT|NOFRAME, $0-0
	EXIT_SITE
	MOVL $HOLEPC, CTX_PC(R12)
	MOVL $EXIT_POLL, CTX_EXIT(R12)
	RET

// exit_call leaves at a CALL (r[A] = r[B](r[B+1] ... r[B+C])): the exit
// loop makes the call in Go and resumes at the next instruction.
// holes: PC
TEXT ·exit_call(SB), NOSPLIT|NOFRAME, $0-0
	EXIT_SITE
	MOVL $HOLEPC, CTX_PC(R12)
	MOVL $EXIT_CALL, CTX_EXIT(R12)
	RET

// exit_resume leaves a loop whose complex residents are live where it
// goes: the exit loop materialises them from the stackmap record (machine
// code cannot allocate) and resumes machine code at PC.
// holes: PC
TEXT ·exit_resume(SB), NOSPLIT|NOFRAME, $0-0
	EXIT_SITE
	MOVL $HOLEPC, CTX_PC(R12)
	MOVL $EXIT_RESUME, CTX_EXIT(R12)
	RET

// ---- moves ----

// ld_b: AX = r[B], the first operand of a split stencil (a MOVE is
// ld_b then st_a).
// holes: B NEXT
TEXT ·ld_b(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	JMPH(NEXT)

// ld_c: CX = r[C], the second operand of a split stencil.
// holes: C NEXT
TEXT ·ld_c(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTC(R13), CX
	JMPH(NEXT)

// st_a: r[A] = AX, the result of a split stencil.
// holes: A NEXT
TEXT ·st_a(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// Resident registers. For each of R8, R9, R10 and DI:
//	mov_ax_R  AX = R (a split stencil's first operand is resident)
//	mov_cx_R  CX = R (its second operand is resident)
//	mov_R_ax  R = AX (its result is resident)
//	fill_R    R = r[A] (a resident loaded from its home slot: on entry
//	          to the loop, on resumption after an exit, after a FOR_ITER,
//	          which writes the home slot itself)
//	spill_R   r[A] = R (written back when a branch leaves the loop)
#define MOV_AX_STENCIL(name, R) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVQ R, AX; JMPH(NEXT)
#define MOV_CX_STENCIL(name, R) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVQ R, CX; JMPH(NEXT)
#define MOV_R_STENCIL(name, R) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVQ AX, R; JMPH(NEXT)
#define FILL_STENCIL(name, R) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVQ SLOTA(R13), R; JMPH(NEXT)
#define SPILL_STENCIL(name, R) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVQ R, SLOTA(R13); JMPH(NEXT)

// holes: NEXT
MOV_AX_STENCIL(·mov_ax_r8, R8)
// holes: NEXT
MOV_CX_STENCIL(·mov_cx_r8, R8)
// holes: NEXT
MOV_R_STENCIL(·mov_r8_ax, R8)
// holes: A NEXT
FILL_STENCIL(·fill_r8, R8)
// holes: A NEXT
SPILL_STENCIL(·spill_r8, R8)

// holes: NEXT
MOV_AX_STENCIL(·mov_ax_r9, R9)
// holes: NEXT
MOV_CX_STENCIL(·mov_cx_r9, R9)
// holes: NEXT
MOV_R_STENCIL(·mov_r9_ax, R9)
// holes: A NEXT
FILL_STENCIL(·fill_r9, R9)
// holes: A NEXT
SPILL_STENCIL(·spill_r9, R9)

// holes: NEXT
MOV_AX_STENCIL(·mov_ax_r10, R10)
// holes: NEXT
MOV_CX_STENCIL(·mov_cx_r10, R10)
// holes: NEXT
MOV_R_STENCIL(·mov_r10_ax, R10)
// holes: A NEXT
FILL_STENCIL(·fill_r10, R10)
// holes: A NEXT
SPILL_STENCIL(·spill_r10, R10)

// holes: NEXT
MOV_AX_STENCIL(·mov_ax_di, DI)
// holes: NEXT
MOV_CX_STENCIL(·mov_cx_di, DI)
// holes: NEXT
MOV_R_STENCIL(·mov_di_ax, DI)
// holes: A NEXT
FILL_STENCIL(·fill_di, DI)
// holes: A NEXT
SPILL_STENCIL(·spill_di, DI)

// load_const: AX = K64 (the constant's value word). Split.
// holes: K64 NEXT
TEXT ·load_const(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, AX
	JMPH(NEXT)

// check_bound: exit (UnboundLocalError in the interpreter) if r[A] is unbound.
// holes: A EXIT1 NEXT
TEXT ·check_bound(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), AX
	MOVQ VAL_UNBOUND, CX
	CMPQ AX, CX
	JCC(CC_E, EXIT1)
	JMPH(NEXT)

// ---- small-int arithmetic: r[A] = r[B] op r[C]; exits on other types and
// on overflow of the int48 range, where the interpreter makes an exact int.
// They are all split (r[B] in AX, r[C] in CX, r[A] left in AX).

// add_int: r[A] = r[B] + r[C].
// sub_int: r[A] = r[B] - r[C].
// add_int, sub_int: r[A] = r[B] op r[C] on the int48 values shifted
// left by 16, so that the CPU's overflow flag is the int48 overflow.
#define ADDSUB_INT_STENCIL(name, op) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	NEED_INT(AX, DX, EXIT1); NEED_INT(CX, DX, EXIT2); \
	SHLQ $16, AX; SHLQ $16, CX; op CX, AX; JCC(CC_O, EXIT3); \
	BOX_SHIFTED(AX, DX); JMPH(NEXT)

// holes: EXIT1 EXIT2 EXIT3 NEXT
ADDSUB_INT_STENCIL(·add_int, ADDQ)
// holes: EXIT1 EXIT2 EXIT3 NEXT
ADDSUB_INT_STENCIL(·sub_int, SUBQ)

// add_int_k, sub_int_k: r[A] = r[B] op k for a small constant k (the
// instruction before loaded it into r[C]; this stencil does not read it):
// K32 is k shifted left by 16, so |k| < 2**15. Split: r[B] in AX, r[A]
// left in AX. A non-int r[B] or int48 overflow exits.
#define ADDSUB_INT_K_STENCIL(name, op) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	NEED_INT(AX, DX, EXIT1); \
	SHLQ $16, AX; op $K32, AX; JCC(CC_O, EXIT2); \
	BOX_SHIFTED(AX, DX); JMPH(NEXT)

// holes: K32 EXIT1 EXIT2 NEXT
ADDSUB_INT_K_STENCIL(·add_int_k, ADDQ)
// holes: K32 EXIT1 EXIT2 NEXT
ADDSUB_INT_K_STENCIL(·sub_int_k, SUBQ)

// mul_int: r[A] = r[B] * r[C].
// holes: EXIT1 EXIT2 EXIT3 NEXT
TEXT ·mul_int(SB), NOSPLIT|NOFRAME, $0-0
	NEED_INT(AX, DX, EXIT1)
	NEED_INT(CX, DX, EXIT2)
	SHLQ $16, AX
	UNBOX_INT(CX)
	IMULQ CX, AX
	JCC(CC_O, EXIT3)
	BOX_SHIFTED(AX, DX)
	JMPH(NEXT)

// Python's floored division by a positive divisor: q, r of x (AX) by y (CX),
// both int64 with y > 0. 32-bit operands use the faster DIVL.
#define FLOORED_DIVMOD \
	MOVQ AX, DX; ORQ CX, DX; SHRQ $32, DX; JNE wide; \
	XORL DX, DX; DIVL CX; JMP divdone; \
wide: \
	CQO; IDIVQ CX; TESTQ DX, DX; JGE divdone; \
	ADDQ CX, DX; DECQ AX; \
divdone:

// mod_int, floordiv_int: r[A] = r[B] % r[C] (the remainder, left in DX)
// or r[B] // r[C] (the quotient, in AX) for a positive divisor; other
// divisors exit (ZeroDivisionError, or the interpreter's signs). Split.
#define DIVMOD_INT_STENCIL(name, result) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	NEED_INT(AX, DX, EXIT1); NEED_INT(CX, DX, EXIT2); \
	UNBOX_INT(AX); UNBOX_INT(CX); TESTQ CX, CX; JCC(CC_LE, EXIT3); \
	FLOORED_DIVMOD; BOX_INT(result, CX); MOVQ result, AX; JMPH(NEXT)

// holes: EXIT1 EXIT2 EXIT3 NEXT
DIVMOD_INT_STENCIL(·mod_int, DX)
// holes: EXIT1 EXIT2 EXIT3 NEXT
DIVMOD_INT_STENCIL(·floordiv_int, AX)

// Division of a non-negative int64 x (AX) by a constant d > 1 by
// multiplication: q = (x * K64B) >> 64 >> K32, exact for 0 <= x < 2**63
// (jit computes the magic multiplier). Negative x uses IDIVQ by d = K64.
// Leaves q in AX and the floored remainder in DX.
#define MAGIC_DIVMOD \
	MOVQ K64, BX; TESTQ AX, AX; JS negative; \
	MOVQ AX, SI; MOVQ K64B, DX; MULQ DX; MOVQ DX, AX; \
	MOVL $K32, CX; SHRQ CX, AX; \
	MOVQ AX, DX; IMULQ BX, DX; SUBQ DX, SI; MOVQ SI, DX; JMP divdone; \
negative: \
	CQO; IDIVQ BX; TESTQ DX, DX; JGE divdone; \
	ADDQ BX, DX; DECQ AX; \
divdone:

// mod_int_k, floordiv_int_k: r[A] = r[B] % d (the remainder, in DX) or
// r[B] // d (the quotient, in AX) where d > 1 is the constant K64 (K64B and
// K32 its magic multiplier and shift). Split (no second operand).
#define DIVMOD_INT_K_STENCIL(name, result) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	NEED_INT(AX, DX, EXIT1); UNBOX_INT(AX); \
	MAGIC_DIVMOD; BOX_INT(result, CX); MOVQ result, AX; JMPH(NEXT)

// holes: K64 K64B K32 EXIT1 NEXT
DIVMOD_INT_K_STENCIL(·mod_int_k, DX)
// holes: K64 K64B K32 EXIT1 NEXT
DIVMOD_INT_K_STENCIL(·floordiv_int_k, AX)

// mul_mod_int_k: the superinstruction r[A] = (r[B] * r[C]) % d for small
// ints and a constant d > 1 (K64; K64B and K32 its magic multiplier and
// shift), with the product kept in 64 bits: it need not fit int48, because
// the compiler proved the product's register dead after the modulo. Exits
// (before any store) on other types and on 64-bit overflow.
// holes: K64 K64B K32 EXIT1 EXIT2 EXIT3 NEXT
TEXT ·mul_mod_int_k(SB), NOSPLIT|NOFRAME, $0-0
	NEED_INT(AX, DX, EXIT1)
	NEED_INT(CX, DX, EXIT2)
	UNBOX_INT(AX)
	UNBOX_INT(CX)
	IMULQ CX, AX
	JCC(CC_O, EXIT3)
	MAGIC_DIVMOD
	BOX_INT(DX, CX)
	MOVQ DX, AX
	JMPH(NEXT)

// and_int, or_int, xor_int: r[A] = r[B] op r[C] on small ints, applied to
// the value words: the tags are equal, so and/or keep them and xor clears
// them; OR-ing the tag back in (CTX_TAG) makes every result a small int.
// Split.
#define BITWISE_INT_STENCIL(name, op) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	NEED_INT(AX, DX, EXIT1); NEED_INT(CX, DX, EXIT2); \
	op CX, AX; ORQ CTX_TAG(R12), AX; JMPH(NEXT)

// holes: EXIT1 EXIT2 NEXT
BITWISE_INT_STENCIL(·and_int, ANDQ)
// holes: EXIT1 EXIT2 NEXT
BITWISE_INT_STENCIL(·or_int, ORQ)
// holes: EXIT1 EXIT2 NEXT
BITWISE_INT_STENCIL(·xor_int, XORQ)

// lshift_int: r[A] = r[B] << r[C] for 0 <= r[C] <= 47 when the result fits
// int48 (others exit: negative counts raise, big results become big ints).
// Split.
// holes: EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·lshift_int(SB), NOSPLIT|NOFRAME, $0-0
	NEED_INT(AX, DX, EXIT1)
	NEED_INT(CX, DX, EXIT2)
	UNBOX_INT(AX)
	UNBOX_INT(CX)
	CMPQ CX, $47
	JCC(CC_A, EXIT3)
	MOVQ AX, DX
	SHLQ CX, DX
	MOVQ DX, SI
	SARQ CX, SI
	CMPQ SI, AX
	JCC(CC_NE, EXIT4)
	MOVQ DX, SI
	UNBOX_INT(SI)
	CMPQ SI, DX
	JCC(CC_NE, EXIT5)
	BOX_INT(DX, CX)
	MOVQ DX, AX
	JMPH(NEXT)

// lshift_int__BMI2: lshift_int with SHLX/SARX (no CL constraint).
// holes: EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·lshift_int__BMI2(SB), NOSPLIT|NOFRAME, $0-0
	NEED_INT(AX, DX, EXIT1)
	NEED_INT(CX, DX, EXIT2)
	UNBOX_INT(AX)
	UNBOX_INT(CX)
	CMPQ CX, $47
	JCC(CC_A, EXIT3)
	SHLXQ CX, AX, DX
	SARXQ CX, DX, SI
	CMPQ SI, AX
	JCC(CC_NE, EXIT4)
	MOVQ DX, SI
	UNBOX_INT(SI)
	CMPQ SI, DX
	JCC(CC_NE, EXIT5)
	BOX_INT(DX, CX)
	MOVQ DX, AX
	JMPH(NEXT)

// rshift_int: r[A] = r[B] >> r[C] for r[C] >= 0 (counts above 63 act as
// 63). Split.
// holes: EXIT1 EXIT2 EXIT3 NEXT
TEXT ·rshift_int(SB), NOSPLIT|NOFRAME, $0-0
	NEED_INT(AX, DX, EXIT1)
	NEED_INT(CX, DX, EXIT2)
	UNBOX_INT(AX)
	UNBOX_INT(CX)
	TESTQ CX, CX
	JCC(CC_S, EXIT3)
	MOVQ $63, DX
	CMPQ CX, DX
	CMOVQGT DX, CX
	SARQ CX, AX
	BOX_INT(AX, CX)
	JMPH(NEXT)

// rshift_int__BMI2: rshift_int with SARX.
// holes: EXIT1 EXIT2 EXIT3 NEXT
TEXT ·rshift_int__BMI2(SB), NOSPLIT|NOFRAME, $0-0
	NEED_INT(AX, DX, EXIT1)
	NEED_INT(CX, DX, EXIT2)
	UNBOX_INT(AX)
	UNBOX_INT(CX)
	TESTQ CX, CX
	JCC(CC_S, EXIT3)
	MOVQ $63, DX
	CMPQ CX, DX
	CMOVQGT DX, CX
	SARXQ CX, AX, AX
	BOX_INT(AX, CX)
	JMPH(NEXT)

// neg_int: r[A] = -r[B] (-(-2**47) exits to become an exact int). Split.
// holes: EXIT1 EXIT2 NEXT
TEXT ·neg_int(SB), NOSPLIT|NOFRAME, $0-0
	NEED_INT(AX, DX, EXIT1)
	SHLQ $16, AX
	NEGQ AX
	JCC(CC_O, EXIT2)
	BOX_SHIFTED(AX, DX)
	JMPH(NEXT)

// neg_num: r[A] = -r[B] for a small int (as neg_int) or a float (its
// sign bit flipped, as Go's and C's negation do; a NaN whose flipped word
// would read as a tag exits). Split.
// holes: EXIT1 EXIT2 EXIT3 NEXT
TEXT ·neg_num(SB), NOSPLIT|NOFRAME, $0-0
	CMPQ AX, CTX_TAG(R12)
	JAE negint
	BTCQ $63, AX
	CHECK_FLOAT_RESULT(AX, DX, EXIT3)
	JMP done
negint:
	NEED_INT(AX, DX, EXIT1)
	SHLQ $16, AX
	NEGQ AX
	JCC(CC_O, EXIT2)
	BOX_SHIFTED(AX, DX)
done:
	JMPH(NEXT)

// square_float: r[A] = r[B] ** 2 for a float r[B], where r[C] is the
// constant 2 or 2.0 (loaded just before): x * x, which is what float
// power gives for an exponent of 2. An infinite or NaN result exits (the
// interpreter raises OverflowError for a finite x, or returns the same).
// Split.
// holes: EXIT1 EXIT2 NEXT
TEXT ·square_float(SB), NOSPLIT|NOFRAME, $0-0
	NEED_FLOAT(AX, DX, EXIT1)
	MOVQ AX, X0
	MULSD X0, X0
	MOVQ X0, AX
	MOVQ AX, DX
	SHLQ $1, DX
	SHRQ $53, DX
	CMPL DX, $0x7FF
	JCC(CC_E, EXIT2)
	JMPH(NEXT)

// ---- numbers (all split): int and float operands with int/int, float/float and mixed
// fast paths; other types exit. Floats use SSE2 scalar operations (no
// fused multiply-add), so results are bit-exact with CPython's.

// Convert the values of r[B] in AX and r[C] in CX to doubles in X0, X1
// when each is a float or a small int (converted exactly: int48 fits a
// double); anything else exits to x (for r[B]) or y (for r[C]).
#define LOAD_NUMS(x, y) \
	CMPQ AX, CTX_TAG(R12); JAE intb; MOVQ AX, X0; JMP loadc; \
intb: \
	MOVQ AX, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JCC(CC_NE, x); \
	UNBOX_INT(AX); XORPS X0, X0; CVTSQ2SD AX, X0; \
loadc: \
	CMPQ CX, CTX_TAG(R12); JAE intc; MOVQ CX, X1; JMP loaded; \
intc: \
	MOVQ CX, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JCC(CC_NE, y); \
	UNBOX_INT(CX); XORPS X1, X1; CVTSQ2SD CX, X1; \
loaded:

// sub_num: r[A] = r[B] - r[C] for ints and floats.
// mul_num: r[A] = r[B] * r[C] for ints and floats.
// add_num, sub_num, mul_num: r[A] = r[B] op r[C] for ints and floats.
// intop computes AX op CX for two small-int words (AX shifted left by 16
// on exit); floatop is the SSE2 operation.
#define NUM_STENCIL(name, intop, floatop) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	MOVQ AX, DX; ANDQ CX, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JNE floats; \
	MOVQ AX, DX; XORQ CX, DX; SHRQ $48, DX; JNE floats; \
	intop; JCC(CC_O, EXIT1); BOX_SHIFTED(AX, DX); JMP store; \
floats: \
	LOAD_NUMS(EXIT2, EXIT3); floatop X1, X0; MOVQ X0, AX; \
	CHECK_FLOAT_RESULT(AX, DX, EXIT4); \
store: \
	JMPH(NEXT)

#define INT_ADD_SHIFTED SHLQ $16, AX; SHLQ $16, CX; ADDQ CX, AX
#define INT_SUB_SHIFTED SHLQ $16, AX; SHLQ $16, CX; SUBQ CX, AX
#define INT_MUL_SHIFTED SHLQ $16, AX; UNBOX_INT(CX); IMULQ CX, AX

// holes: EXIT1 EXIT2 EXIT3 EXIT4 NEXT
NUM_STENCIL(·add_num, INT_ADD_SHIFTED, ADDSD)
// holes: EXIT1 EXIT2 EXIT3 EXIT4 NEXT
NUM_STENCIL(·sub_num, INT_SUB_SHIFTED, SUBSD)
// holes: EXIT1 EXIT2 EXIT3 EXIT4 NEXT
NUM_STENCIL(·mul_num, INT_MUL_SHIFTED, MULSD)

// truediv_num: r[A] = r[B] / r[C] for floats and small ints when the
// divisor is not zero (zero divisors exit: the interpreter raises). Two
// small ints divide as their doubles, which is CPython's own fast path
// for ints of at most 53 bits: both convert exactly, and DIVSD rounds the
// quotient once, correctly.
// holes: EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·truediv_num(SB), NOSPLIT|NOFRAME, $0-0
	LOAD_NUMS(EXIT2, EXIT3)
	XORPS X2, X2
	UCOMISD X2, X1
	JCC(CC_E, EXIT4)
	DIVSD X1, X0
	MOVQ X0, AX
	CHECK_FLOAT_RESULT(AX, DX, EXIT5)
	JMPH(NEXT)

// add_float, sub_float, mul_float: r[A] = r[B] op r[C] for two floats
// (others exit).
#define FLOAT_STENCIL(name, op) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	NEED_FLOAT(AX, DX, EXIT1); NEED_FLOAT(CX, DX, EXIT2); \
	MOVQ AX, X0; MOVQ CX, X1; op X1, X0; MOVQ X0, AX; \
	CHECK_FLOAT_RESULT(AX, DX, EXIT3); JMPH(NEXT)

// holes: EXIT1 EXIT2 EXIT3 NEXT
FLOAT_STENCIL(·add_float, ADDSD)
// holes: EXIT1 EXIT2 EXIT3 NEXT
FLOAT_STENCIL(·sub_float, SUBSD)
// holes: EXIT1 EXIT2 EXIT3 NEXT
FLOAT_STENCIL(·mul_float, MULSD)

// Float residents. A loop's floats that only float arithmetic reads and
// writes live unboxed in X8, X9, X10 and X11 (raw IEEE bits, which are also
// their value words: every float is below the tag word). The _x forms (of the
// float and fnum stencils and of truediv_num) take r[B] in X0 and r[C] in
// X1 and leave r[A] in X0 and, as a value word, in AX; jit uses them when
// an operand is a float resident, and emits before them mov_x0_X /
// mov_x1_X for a resident operand, or ld_b / ld_c (or mov_ax_R /
// mov_cx_R) then ax_to_x0 / cx_to_x1, which check that the operand is a
// float (ax_num_to_x0 / cx_num_to_x1, which also convert a small int, for
// fnum and truediv_num); after them mov_X_x0 for a resident result, st_a
// or mov_R_ax otherwise. So a loop-carried float goes from one operation
// to the next without a round trip through a general-purpose register.

// add_float_x, sub_float_x, mul_float_x: X0 = X0 op X1, AX = its value
// word; a result that is not a valid float word (a NaN whose payload
// would read as a tag) exits.
#define FLOAT_X_STENCIL(name, op) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	op X1, X0; MOVQ X0, AX; CHECK_FLOAT_RESULT(AX, DX, EXIT1); JMPH(NEXT)

// holes: EXIT1 NEXT
FLOAT_X_STENCIL(·add_float_x, ADDSD)
// holes: EXIT1 NEXT
FLOAT_X_STENCIL(·sub_float_x, SUBSD)
// holes: EXIT1 NEXT
FLOAT_X_STENCIL(·mul_float_x, MULSD)

// add_float_xr, sub_float_xr, mul_float_xr: X0 = X0 op X1 for a result
// that goes to a float resident (mov_X_x0 follows), so neither AX nor
// the check of the word: a float resident may hold a NaN that is no valid
// value word (a signalling NaN's payload, quietened, can read as a tag).
// It is made one where it leaves XMM: spill_X, and deopt's XmmFloat
// location, box it as rt.FloatValue does, and the _x stencils that leave
// a word in AX check it. That is the word the interpreter computes: the
// stencils that read float residents (these, truediv) return their first
// NaN operand, quietened, whose canonical form is that of the canonical
// operand's.
#define FLOAT_XR_STENCIL(name, op) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; op X1, X0; JMPH(NEXT)

// holes: NEXT
FLOAT_XR_STENCIL(·add_float_xr, ADDSD)
// holes: NEXT
FLOAT_XR_STENCIL(·sub_float_xr, SUBSD)
// holes: NEXT
FLOAT_XR_STENCIL(·mul_float_xr, MULSD)

// truediv_xr: truediv_x for a float resident result (as mul_float_xr).
// holes: EXIT1 NEXT
TEXT ·truediv_xr(SB), NOSPLIT|NOFRAME, $0-0
	XORPS X2, X2
	UCOMISD X2, X1
	JCC(CC_E, EXIT1)
	DIVSD X1, X0
	JMPH(NEXT)

// truediv_x: X0 = X0 / X1; a zero (or NaN) divisor exits, so that the
// interpreter raises ZeroDivisionError.
// holes: EXIT1 EXIT2 NEXT
TEXT ·truediv_x(SB), NOSPLIT|NOFRAME, $0-0
	XORPS X2, X2
	UCOMISD X2, X1
	JCC(CC_E, EXIT1)
	DIVSD X1, X0
	MOVQ X0, AX
	CHECK_FLOAT_RESULT(AX, DX, EXIT2)
	JMPH(NEXT)

// add_fnum, sub_fnum, mul_fnum (split): r[A] = r[B] op r[C] for a float
// and a small int or two floats, whose result is always a float; two
// ints (the int stencils' case) and other types exit.
#define FNUM_STENCIL(name, op) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	MOVQ AX, DX; ANDQ CX, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JCC(CC_E, EXIT1); \
	LOAD_NUMS(EXIT2, EXIT3); op X1, X0; MOVQ X0, AX; \
	CHECK_FLOAT_RESULT(AX, DX, EXIT4); JMPH(NEXT)

// holes: EXIT1 EXIT2 EXIT3 EXIT4 NEXT
FNUM_STENCIL(·add_fnum, ADDSD)
// holes: EXIT1 EXIT2 EXIT3 EXIT4 NEXT
FNUM_STENCIL(·sub_fnum, SUBSD)
// holes: EXIT1 EXIT2 EXIT3 EXIT4 NEXT
FNUM_STENCIL(·mul_fnum, MULSD)

// ax_to_x0: X0 = AX when AX is a float (else exit).
// holes: EXIT1 NEXT
TEXT ·ax_to_x0(SB), NOSPLIT|NOFRAME, $0-0
	NEED_FLOAT(AX, DX, EXIT1)
	MOVQ AX, X0
	JMPH(NEXT)

// cx_to_x1: X1 = CX when CX is a float (else exit).
// holes: EXIT1 NEXT
TEXT ·cx_to_x1(SB), NOSPLIT|NOFRAME, $0-0
	NEED_FLOAT(CX, DX, EXIT1)
	MOVQ CX, X1
	JMPH(NEXT)

// ax_num_to_x0: X0 = AX as a double when AX is a float or a small int
// (converted exactly; else exit). For the _x forms of the fnum stencils
// and truediv_num, whose other operand is a float resident.
// holes: EXIT1 NEXT
TEXT ·ax_num_to_x0(SB), NOSPLIT|NOFRAME, $0-0
	CMPQ AX, CTX_TAG(R12)
	JAE axint
	MOVQ AX, X0
	JMP axdone
axint:
	NEED_INT(AX, DX, EXIT1)
	UNBOX_INT(AX)
	XORPS X0, X0
	CVTSQ2SD AX, X0
axdone:
	JMPH(NEXT)

// cx_num_to_x1: X1 = CX as a double, as ax_num_to_x0.
// holes: EXIT1 NEXT
TEXT ·cx_num_to_x1(SB), NOSPLIT|NOFRAME, $0-0
	CMPQ CX, CTX_TAG(R12)
	JAE cxint
	MOVQ CX, X1
	JMP cxdone
cxint:
	NEED_INT(CX, DX, EXIT1)
	UNBOX_INT(CX)
	XORPS X1, X1
	CVTSQ2SD CX, X1
cxdone:
	JMPH(NEXT)

// Every CVTSQ2SD below comes after an XORPS of its target: the conversion
// writes only the register's low half, so it would wait for whatever last
// wrote the register (in micro_floatloop, the float product of the
// iteration before: the loop ran at the latency of a chain twice as long
// as its own). Zeroing the register first, an idiom the CPU resolves
// without executing it, breaks that false dependency.

// i_to_x0: X0 = AX, an int in the working form (an int resident), as a
// double (exactly: an int48 has at most 48 significant bits).
// holes: NEXT
TEXT ·i_to_x0(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, AX
	XORPS X0, X0
	CVTSQ2SD AX, X0
	JMPH(NEXT)

// i_to_x1: X1 = CX, an int in the working form, as a double.
// holes: NEXT
TEXT ·i_to_x1(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, CX
	XORPS X1, X1
	CVTSQ2SD CX, X1
	JMPH(NEXT)

// For each of X8, X9, X10 and X11:
//	mov_x0_X  X0 = X (a float stencil's first operand is resident)
//	mov_x1_X  X1 = X (its second operand is resident)
//	mov_X_x0  X = X0 (its result is resident)
//	mov_X_ax  X = AX (a float constant loaded by load_const)
//	fill_X    X = r[A], which must be a float (else exit: the loop is
//	          entered with a type it was not compiled for)
//	spill_X   r[A] = X as a value word (a NaN that is no valid word, see
//	          mul_float_xr, as the canonical NaN of its sign)
#define MOV_X0_STENCIL(name, X) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVAPS X, X0; JMPH(NEXT)
#define MOV_X1_STENCIL(name, X) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVAPS X, X1; JMPH(NEXT)
#define MOV_X_X0_STENCIL(name, X) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVAPS X0, X; JMPH(NEXT)
#define MOV_X_AX_STENCIL(name, X) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVQ AX, X; JMPH(NEXT)
#define FILL_X_STENCIL(name, X) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	MOVQ SLOTA(R13), AX; NEED_FLOAT(AX, DX, EXIT1); MOVQ AX, X; JMPH(NEXT)
#define SPILL_X_STENCIL(name, X) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	MOVQ X, AX; CMPQ AX, CTX_TAG(R12); JCS valid; MOVQ $0xFFF8000000000000, AX; \
valid: \
	MOVQ AX, SLOTA(R13); JMPH(NEXT)

// holes: NEXT
MOV_X0_STENCIL(·mov_x0_x8, X8)
// holes: NEXT
MOV_X1_STENCIL(·mov_x1_x8, X8)
// holes: NEXT
MOV_X_X0_STENCIL(·mov_x8_x0, X8)
// holes: NEXT
MOV_X_AX_STENCIL(·mov_x8_ax, X8)
// holes: A EXIT1 NEXT
FILL_X_STENCIL(·fill_x8, X8)
// holes: A NEXT
SPILL_X_STENCIL(·spill_x8, X8)

// holes: NEXT
MOV_X0_STENCIL(·mov_x0_x9, X9)
// holes: NEXT
MOV_X1_STENCIL(·mov_x1_x9, X9)
// holes: NEXT
MOV_X_X0_STENCIL(·mov_x9_x0, X9)
// holes: NEXT
MOV_X_AX_STENCIL(·mov_x9_ax, X9)
// holes: A EXIT1 NEXT
FILL_X_STENCIL(·fill_x9, X9)
// holes: A NEXT
SPILL_X_STENCIL(·spill_x9, X9)

// holes: NEXT
MOV_X0_STENCIL(·mov_x0_x10, X10)
// holes: NEXT
MOV_X1_STENCIL(·mov_x1_x10, X10)
// holes: NEXT
MOV_X_X0_STENCIL(·mov_x10_x0, X10)
// holes: NEXT
MOV_X_AX_STENCIL(·mov_x10_ax, X10)
// holes: A EXIT1 NEXT
FILL_X_STENCIL(·fill_x10, X10)
// holes: A NEXT
SPILL_X_STENCIL(·spill_x10, X10)

// holes: NEXT
MOV_X0_STENCIL(·mov_x0_x11, X11)
// holes: NEXT
MOV_X1_STENCIL(·mov_x1_x11, X11)
// holes: NEXT
MOV_X_X0_STENCIL(·mov_x11_x0, X11)
// holes: NEXT
MOV_X_AX_STENCIL(·mov_x11_ax, X11)
// holes: A EXIT1 NEXT
FILL_X_STENCIL(·fill_x11, X11)
// holes: A NEXT
SPILL_X_STENCIL(·spill_x11, X11)

// ---- comparisons: r[A] = r[B] op r[C] as True/False for two small ints
// or two floats (float comparisons are unordered-aware: NaN compares
// false except for !=). Other types exit. Split, except eq_float,
// ne_float and is_same/is_not_same; the fused compare-and-branch stencils
// take split operands and store their bool to r[A] themselves.

// Set AX to the bool word for condition flag byte set by SETcc into AX.
#define BOOL_FROM_AL MOVBQZX AL, AX; MOVQ VAL_FALSE, DX; ORQ DX, AX

#define CMP_INT_STENCIL(name, setcc) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	NEED_INT(AX, DX, EXIT1); NEED_INT(CX, DX, EXIT2); \
	SHLQ $16, AX; SHLQ $16, CX; CMPQ AX, CX; setcc AL; \
	BOOL_FROM_AL; JMPH(NEXT)

// lt_int ... ge_int.
// holes: EXIT1 EXIT2 NEXT
CMP_INT_STENCIL(·lt_int, SETLT)
// holes: EXIT1 EXIT2 NEXT
CMP_INT_STENCIL(·le_int, SETLE)
// holes: EXIT1 EXIT2 NEXT
CMP_INT_STENCIL(·eq_int, SETEQ)
// holes: EXIT1 EXIT2 NEXT
CMP_INT_STENCIL(·ne_int, SETNE)
// holes: EXIT1 EXIT2 NEXT
CMP_INT_STENCIL(·gt_int, SETGT)
// holes: EXIT1 EXIT2 NEXT
CMP_INT_STENCIL(·ge_int, SETGE)

// Float comparisons: a < b is b > a with UCOMISD (CF/ZF clear only when
// ordered and greater), so NaNs give false.
#define CMP_FLOAT_STENCIL(name, first, second, setcc) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	NEED_FLOAT(AX, DX, EXIT1); NEED_FLOAT(CX, DX, EXIT2); \
	MOVQ first, X0; MOVQ second, X1; UCOMISD X1, X0; setcc AL; \
	BOOL_FROM_AL; JMPH(NEXT)

// lt_float ... ge_float.
// holes: EXIT1 EXIT2 NEXT
CMP_FLOAT_STENCIL(·lt_float, CX, AX, SETHI)
// holes: EXIT1 EXIT2 NEXT
CMP_FLOAT_STENCIL(·le_float, CX, AX, SETCC)
// holes: EXIT1 EXIT2 NEXT
CMP_FLOAT_STENCIL(·gt_float, AX, CX, SETHI)
// holes: EXIT1 EXIT2 NEXT
CMP_FLOAT_STENCIL(·ge_float, AX, CX, SETCC)

// eq_float, ne_float: equality must treat unordered (NaN) as not equal.
// holes: A B C EXIT1 EXIT2 NEXT
TEXT ·eq_float(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ SLOTC(R13), CX
	NEED_FLOAT(AX, DX, EXIT1)
	NEED_FLOAT(CX, DX, EXIT2)
	MOVQ AX, X0
	MOVQ CX, X1
	UCOMISD X1, X0
	SETEQ AL
	SETPC CL
	ANDB CL, AL
	BOOL_FROM_AL
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// holes: A B C EXIT1 EXIT2 NEXT
TEXT ·ne_float(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ SLOTC(R13), CX
	NEED_FLOAT(AX, DX, EXIT1)
	NEED_FLOAT(CX, DX, EXIT2)
	MOVQ AX, X0
	MOVQ CX, X1
	UCOMISD X1, X0
	SETNE AL
	SETPS CL
	ORB CL, AL
	BOOL_FROM_AL
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// lt_num ... ne_num: comparisons of ints and floats in any mix (a small
// int converts to a double exactly, so the comparison is exact, as
// CPython's is). Two small ints compare as ints; other types exit.
#define CMP_NUM_STENCIL(name, setint, fcmp) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	MOVQ AX, DX; ANDQ CX, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JNE floats; \
	MOVQ AX, DX; XORQ CX, DX; SHRQ $48, DX; JNE floats; \
	SHLQ $16, AX; SHLQ $16, CX; CMPQ AX, CX; setint AL; JMP done; \
floats: \
	LOAD_NUMS(EXIT1, EXIT2); fcmp; \
done: \
	BOOL_FROM_AL; JMPH(NEXT)

#define FCMP_LT UCOMISD X0, X1; SETHI AL
#define FCMP_LE UCOMISD X0, X1; SETCC AL
#define FCMP_GT UCOMISD X1, X0; SETHI AL
#define FCMP_GE UCOMISD X1, X0; SETCC AL
#define FCMP_EQ UCOMISD X1, X0; SETEQ AL; SETPC CL; ANDB CL, AL
#define FCMP_NE UCOMISD X1, X0; SETNE AL; SETPS CL; ORB CL, AL

// holes: EXIT1 EXIT2 NEXT
CMP_NUM_STENCIL(·lt_num, SETLT, FCMP_LT)
// holes: EXIT1 EXIT2 NEXT
CMP_NUM_STENCIL(·le_num, SETLE, FCMP_LE)
// holes: EXIT1 EXIT2 NEXT
CMP_NUM_STENCIL(·eq_num, SETEQ, FCMP_EQ)
// holes: EXIT1 EXIT2 NEXT
CMP_NUM_STENCIL(·ne_num, SETNE, FCMP_NE)
// holes: EXIT1 EXIT2 NEXT
CMP_NUM_STENCIL(·gt_num, SETGT, FCMP_GT)
// holes: EXIT1 EXIT2 NEXT
CMP_NUM_STENCIL(·ge_num, SETGE, FCMP_GE)

// is_same, is_not_same: r[A] = r[B] is r[C] / is not: the value words
// are compared, as the interpreter does.
#define IS_STENCIL(name, setcc) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	MOVQ SLOTB(R13), AX; MOVQ SLOTC(R13), CX; CMPQ AX, CX; setcc AL; \
	BOOL_FROM_AL; MOVQ AX, SLOTA(R13); JMPH(NEXT)

// holes: A B C NEXT
IS_STENCIL(·is_same, SETEQ)
// holes: A B C NEXT
IS_STENCIL(·is_not_same, SETNE)

// Fused compare and branch on small ints: compare r[B] with r[C], store
// the bool in r[A] (the compiler's temporary, kept exact for the
// interpreter) and jump to TARGET when the result is false (the
// JUMP_IF_FALSE that follows the compare). The branch instruction is
// folded into this stencil.
#define CMP_INT_JF_STENCIL(name, setcc) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	NEED_INT(AX, DX, EXIT1); NEED_INT(CX, DX, EXIT2); \
	SHLQ $16, AX; SHLQ $16, CX; CMPQ AX, CX; setcc AL; \
	MOVBQZX AL, SI; MOVQ VAL_FALSE, DX; ORQ DX, SI; MOVQ SI, SLOTA(R13); \
	TESTB AL, AL; JCC(CC_E, TARGET); JMPH(NEXT)

// lt_int_jf ... ge_int_jf.
// holes: A EXIT1 EXIT2 TARGET NEXT
CMP_INT_JF_STENCIL(·lt_int_jf, SETLT)
// holes: A EXIT1 EXIT2 TARGET NEXT
CMP_INT_JF_STENCIL(·le_int_jf, SETLE)
// holes: A EXIT1 EXIT2 TARGET NEXT
CMP_INT_JF_STENCIL(·eq_int_jf, SETEQ)
// holes: A EXIT1 EXIT2 TARGET NEXT
CMP_INT_JF_STENCIL(·ne_int_jf, SETNE)
// holes: A EXIT1 EXIT2 TARGET NEXT
CMP_INT_JF_STENCIL(·gt_int_jf, SETGT)
// holes: A EXIT1 EXIT2 TARGET NEXT
CMP_INT_JF_STENCIL(·ge_int_jf, SETGE)

// lt_int_j ... ge_int_j: as lt_int_jf ... ge_int_jf where the compare's
// result register is dead after the branch (a temporary the next write
// replaces on every path): no bool is made or stored, and the branch
// takes the inverse condition straight from the compare.
#define CMP_INT_J_STENCIL(name, ccfalse) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	NEED_INT(AX, DX, EXIT1); NEED_INT(CX, DX, EXIT2); \
	SHLQ $16, AX; SHLQ $16, CX; CMPQ AX, CX; \
	JCC(ccfalse, TARGET); JMPH(NEXT)

// holes: EXIT1 EXIT2 TARGET NEXT
CMP_INT_J_STENCIL(·lt_int_j, CC_GE)
// holes: EXIT1 EXIT2 TARGET NEXT
CMP_INT_J_STENCIL(·le_int_j, CC_G)
// holes: EXIT1 EXIT2 TARGET NEXT
CMP_INT_J_STENCIL(·eq_int_j, CC_NE)
// holes: EXIT1 EXIT2 TARGET NEXT
CMP_INT_J_STENCIL(·ne_int_j, CC_E)
// holes: EXIT1 EXIT2 TARGET NEXT
CMP_INT_J_STENCIL(·gt_int_j, CC_LE)
// holes: EXIT1 EXIT2 TARGET NEXT
CMP_INT_J_STENCIL(·ge_int_j, CC_L)

// Fused compare and branch on numbers: as lt_int_j ... ge_int_j, for
// ints and floats in any mix (the comparisons of lt_num ... ge_num),
// where the compare's result register is dead after the branch: no bool
// is made, and the branch goes to TARGET when the comparison is false.
// Split operands (r[B] in AX, r[C] in CX); other types exit.
#define CMP_NUM_J_STENCIL(name, setint, fcmp) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	MOVQ AX, DX; ANDQ CX, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JNE floats; \
	MOVQ AX, DX; XORQ CX, DX; SHRQ $48, DX; JNE floats; \
	SHLQ $16, AX; SHLQ $16, CX; CMPQ AX, CX; setint AL; JMP done; \
floats: \
	LOAD_NUMS(EXIT1, EXIT2); fcmp; \
done: \
	TESTB AL, AL; JCC(CC_E, TARGET); JMPH(NEXT)

// lt_num_j ... ge_num_j.
// holes: EXIT1 EXIT2 TARGET NEXT
CMP_NUM_J_STENCIL(·lt_num_j, SETLT, FCMP_LT)
// holes: EXIT1 EXIT2 TARGET NEXT
CMP_NUM_J_STENCIL(·le_num_j, SETLE, FCMP_LE)
// holes: EXIT1 EXIT2 TARGET NEXT
CMP_NUM_J_STENCIL(·eq_num_j, SETEQ, FCMP_EQ)
// holes: EXIT1 EXIT2 TARGET NEXT
CMP_NUM_J_STENCIL(·ne_num_j, SETNE, FCMP_NE)
// holes: EXIT1 EXIT2 TARGET NEXT
CMP_NUM_J_STENCIL(·gt_num_j, SETGT, FCMP_GT)
// holes: EXIT1 EXIT2 TARGET NEXT
CMP_NUM_J_STENCIL(·ge_num_j, SETGE, FCMP_GE)

// ---- complex residents ----
//
// A complex that a loop only computes with (+, -, * of complex numbers,
// abs, .real, .imag) lives unboxed in a pair of XMM registers (jit's complex
// residents): real part, imaginary part. Nothing allocates it; the
// stackmap describes it as a virtual complex object, which the exit loop
// materialises (package deopt) if the interpreter is to see it. The
// complex stencils work on pairs: the first operand in X0:X1, the second
// in X2:X3, the result in X0:X1. For each resident pair k:
//	mov_c01_ck  X0:X1 = pair k (a first operand)
//	mov_c23_ck  X2:X3 = pair k (a second operand)
//	mov_ck_c01  pair k = X0:X1 (a result), and r[A] = the small int 0,
//	            which marks the home slot as not holding this value's
//	            object (deopt allocates a new one; a slot still holding
//	            the complex the pair was filled from keeps that object,
//	            so identity survives exits)
//	fill_ck     pair k = the exact complex in r[A] (K64: the itab of
//	            *runtime.Complex, K64B: the complex class), else exit
//	spill_ck    r[A] = pair k boxed, unless r[A] still holds its object
// Pairs: c0 = X5:X6, c1 = X7:X12, c2 = X13:X14.

// Load the exact complex in reg into xr:xi (K64, K64B as for fill_ck),
// exiting to x1 (not a handle), x2 (a late str) or x3 (another type).
#define LOAD_COMPLEX(reg, xr, xi, x1, x2, x3) \
	DEREF_ANY(reg, DX, x1, x2, static); MOVQ K64, SI; CMPQ DX, SI; JNE badtype; \
	MOVQ HEAD_CLS(reg), DX; MOVQ K64B, SI; CMPQ DX, SI; JNE badtype; \
	MOVSD COMPLEX_RE(reg), xr; MOVSD COMPLEX_IM(reg), xi; JMP loaded; \
badtype: \
	JMPH(x3); \
loaded:

#define MOV_C01_STENCIL(name, XR, XI) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVAPD XR, X0; MOVAPD XI, X1; JMPH(NEXT)
#define MOV_C23_STENCIL(name, XR, XI) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVAPD XR, X2; MOVAPD XI, X3; JMPH(NEXT)
#define MOV_C_STENCIL(name, XR, XI) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVAPD X0, XR; MOVAPD X1, XI; MOVQ CTX_TAG(R12), DX; MOVQ DX, SLOTA(R13); JMPH(NEXT)
#define FILL_C_STENCIL(name, XR, XI) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVQ SLOTA(R13), BX; LOAD_COMPLEX(BX, XR, XI, EXIT1, EXIT2, EXIT3); JMPH(NEXT)

// Take an entry of the complex pool (see box_c01): CX = its address
// (handle at 0, object pointer at 8), or leave to exit hole x, having
// written nothing, when the pool is empty.
#define TAKE_POOL(x) \
	MOVQ CTX_CPOOLN(R12), CX; TESTQ CX, CX; JCC(CC_LE, x); \
	DECQ CX; MOVQ CX, CTX_CPOOLN(R12); SHLQ $4, CX; ADDQ CTX_CPOOL(R12), CX

// spill_ck: box pair k into r[A] where a branch leaves the loop, unless
// r[A] still holds the complex the pair was filled from (anything but
// the mark mov_ck_c01 leaves): a new object from the complex pool (see
// box_c01; an empty pool exits to EXIT1 before anything was written).
#define SPILL_C_STENCIL(name, XR, XI) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	LEAQ SLOTA(R13), SI; MOVQ CTX_TAG(R12), DX; CMPQ (SI), DX; JNE done; \
	TAKE_POOL(EXIT1); \
	MOVQ 8(CX), DX; MOVSD XR, COMPLEX_RE(DX); MOVSD XI, COMPLEX_IM(DX); \
	MOVQ 0(CX), AX; MOVQ AX, (SI); \
done: \
	JMPH(NEXT)

// real_ck, imag_ck: AX = the real or imaginary part of pair k as a float
// word (LOAD_ATTR .real/.imag of a complex resident; a NaN the value
// encoding would have to canonicalise exits).
#define CPART_STENCIL(name, X) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; MOVQ X, AX; CHECK_FLOAT_RESULT(AX, DX, EXIT1); JMPH(NEXT)

// holes: NEXT
MOV_C01_STENCIL(·mov_c01_c0, X5, X6)
// holes: NEXT
MOV_C23_STENCIL(·mov_c23_c0, X5, X6)
// holes: A NEXT
MOV_C_STENCIL(·mov_c0_c01, X5, X6)
// holes: A K64 K64B EXIT1 EXIT2 EXIT3 NEXT
FILL_C_STENCIL(·fill_c0, X5, X6)
// holes: A EXIT1 NEXT
SPILL_C_STENCIL(·spill_c0, X5, X6)
// holes: EXIT1 NEXT
CPART_STENCIL(·real_c0, X5)
// holes: EXIT1 NEXT
CPART_STENCIL(·imag_c0, X6)

// holes: NEXT
MOV_C01_STENCIL(·mov_c01_c1, X7, X12)
// holes: NEXT
MOV_C23_STENCIL(·mov_c23_c1, X7, X12)
// holes: A NEXT
MOV_C_STENCIL(·mov_c1_c01, X7, X12)
// holes: A K64 K64B EXIT1 EXIT2 EXIT3 NEXT
FILL_C_STENCIL(·fill_c1, X7, X12)
// holes: A EXIT1 NEXT
SPILL_C_STENCIL(·spill_c1, X7, X12)
// holes: EXIT1 NEXT
CPART_STENCIL(·real_c1, X7)
// holes: EXIT1 NEXT
CPART_STENCIL(·imag_c1, X12)

// holes: NEXT
MOV_C01_STENCIL(·mov_c01_c2, X13, X14)
// holes: NEXT
MOV_C23_STENCIL(·mov_c23_c2, X13, X14)
// holes: A NEXT
MOV_C_STENCIL(·mov_c2_c01, X13, X14)
// holes: A K64 K64B EXIT1 EXIT2 EXIT3 NEXT
FILL_C_STENCIL(·fill_c2, X13, X14)
// holes: A EXIT1 NEXT
SPILL_C_STENCIL(·spill_c2, X13, X14)
// holes: EXIT1 NEXT
CPART_STENCIL(·real_c2, X13)
// holes: EXIT1 NEXT
CPART_STENCIL(·imag_c2, X14)

// box_c01: AX = a new complex object holding X0:X1, taken from the JIT's
// pool of preallocated complexes (Ctx.CPool, the last of the Ctx.CPoolN
// left: 16-byte entries of handle and object pointer). An empty pool
// exits (EXIT1) before anything was written, to an exit that refills it
// and starts the instruction again. Clobbers CX, DX.
// holes: EXIT1 NEXT
TEXT ·box_c01(SB), NOSPLIT|NOFRAME, $0-0
	TAKE_POOL(EXIT1)
	MOVQ 8(CX), DX
	MOVSD X0, COMPLEX_RE(DX)
	MOVSD X1, COMPLEX_IM(DX)
	MOVQ 0(CX), AX
	JMPH(NEXT)

// ax_to_c01: X0:X1 = the exact complex in AX (K64, K64B as for fill_ck);
// anything else exits. The first operand of a complex stencil when
// neither operand is a resident: two ints or floats must not make a
// complex.
// holes: K64 K64B EXIT1 EXIT2 EXIT3 NEXT
TEXT ·ax_to_c01(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ AX, BX
	LOAD_COMPLEX(BX, X0, X1, EXIT1, EXIT2, EXIT3)
	JMPH(NEXT)

// ax_num_to_c01: X0:X1 = AX as a complex: a float f is (f, 0.0), a small
// int i is (float(i), 0.0), an exact complex itself (the conversions of
// CPython's complex arithmetic); anything else exits. cx_num_to_c23: X2:X3
// = CX likewise. Used for an operand that is not a resident when the
// other one is a complex resident.
#define NUM_TO_COMPLEX_STENCIL(name, reg, xr, xi) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	XORPS xi, xi; CMPQ reg, CTX_TAG(R12); JAE notfloat; MOVQ reg, xr; JMP done; \
notfloat: \
	MOVQ reg, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JNE object; \
	UNBOX_INT(reg); XORPS xr, xr; CVTSQ2SD reg, xr; JMP done; \
object: \
	MOVQ reg, BX; LOAD_COMPLEX(BX, xr, xi, EXIT1, EXIT2, EXIT3); \
done: \
	JMPH(NEXT)

// holes: K64 K64B EXIT1 EXIT2 EXIT3 NEXT
NUM_TO_COMPLEX_STENCIL(·ax_num_to_c01, AX, X0, X1)
// holes: K64 K64B EXIT1 EXIT2 EXIT3 NEXT
NUM_TO_COMPLEX_STENCIL(·cx_num_to_c23, CX, X2, X3)

// add_complex_c, sub_complex_c: X0:X1 = X0:X1 op X2:X3, part by part
// (_Py_c_sum, _Py_c_diff).
// holes: NEXT
TEXT ·add_complex_c(SB), NOSPLIT|NOFRAME, $0-0
	ADDSD X2, X0
	ADDSD X3, X1
	JMPH(NEXT)

// holes: NEXT
TEXT ·sub_complex_c(SB), NOSPLIT|NOFRAME, $0-0
	SUBSD X2, X0
	SUBSD X3, X1
	JMPH(NEXT)

// mul_complex_c: X0:X1 = X0:X1 * X2:X3 as _Py_c_prod computes it, with
// no fused multiply-add: re = ar*br - ai*bi, im = ar*bi + ai*br.
// Clobbers X2-X4.
// holes: NEXT
TEXT ·mul_complex_c(SB), NOSPLIT|NOFRAME, $0-0
	MOVAPD X1, X4
	MULSD X3, X4 // ai*bi
	MULSD X0, X3 // ar*bi
	MULSD X2, X0 // ar*br
	SUBSD X4, X0 // re
	MULSD X2, X1 // ai*br
	ADDSD X3, X1 // im
	JMPH(NEXT)

// abs_complex: AX = abs(X0:X1) as a float word, when r[B] (the callee of
// the CALL this stencil replaces) is the builtin abs (K64, its value word;
// EXIT1 otherwise). abs of a complex is glibc's hypot of its parts (the
// runtime's numHypot): finite parts whose larger magnitude is at most
// 2**511 take the correction-step kernel here, or ax+ay when one part is
// negligible; NaNs, infinities and huge parts, and tiny parts that need
// scaling exit (EXIT2, EXIT3, EXIT4) to the interpreter, which raises OverflowError when the
// result overflows. Clobbers X0-X4, DX.
// holes: B K64 EXIT1 EXIT2 EXIT3 EXIT4 NEXT
TEXT ·abs_complex(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ K64, DX
	CMPQ AX, DX
	JCC(CC_NE, EXIT1)
	MOVQ X0, AX
	BTRQ $63, AX
	MOVQ AX, X0
	MOVQ X1, AX
	BTRQ $63, AX
	MOVQ AX, X1
	UCOMISD X1, X0
	JCC(CC_P, EXIT2) // a NaN
	JAE ordered
	MOVAPD X0, X4
	MOVAPD X1, X0
	MOVAPD X4, X1
ordered:
	// X0 = ax >= X1 = ay.
	MOVQ $0x5FE0000000000000, AX // 2**511
	MOVQ AX, X4
	UCOMISD X4, X0
	JCC(CC_A, EXIT3) // huge or infinite
	MOVQ $0x2000000000000000, AX // 2**-511
	MOVQ AX, X4
	UCOMISD X4, X1
	JB tiny
	MOVQ $0x3C90000000000000, AX // 2**-54
	MOVQ AX, X4
	MULSD X0, X4
	UCOMISD X4, X1
	JBE sum // ay <= ax*2**-54
	// h = sqrt(ax*ax + ay*ay), then one correction step.
	MOVAPD X0, X2
	MULSD X0, X2
	MOVAPD X1, X3
	MULSD X1, X3
	ADDSD X3, X2
	SQRTSD X2, X2
	MOVAPD X1, X4
	ADDSD X1, X4
	UCOMISD X4, X2
	JA wide
	// h <= 2*ay: delta = h-ay; t1 = ax*(2*delta-ax);
	// t2 = (delta-2*(ax-ay))*delta.
	MOVAPD X2, X3
	SUBSD X1, X3
	MOVAPD X3, X4
	ADDSD X3, X4
	SUBSD X0, X4
	MULSD X0, X4
	MOVQ X4, DX // t1
	MOVAPD X0, X4
	SUBSD X1, X4
	ADDSD X4, X4
	MOVAPD X3, X0
	SUBSD X4, X0
	MULSD X3, X0 // t2
	MOVQ DX, X3
	ADDSD X0, X3 // t1+t2
	JMP correct
wide:
	// delta = h-ax; t1 = 2*delta*(ax-2*ay);
	// t2 = (4*delta-ay)*ay + delta*delta.
	MOVAPD X2, X3
	SUBSD X0, X3
	MOVAPD X1, X4
	ADDSD X1, X4
	SUBSD X4, X0 // ax-2*ay (ax is not needed after this)
	MOVAPD X3, X4
	ADDSD X3, X4
	MULSD X0, X4
	MOVQ X4, DX // t1
	MOVAPD X3, X4
	ADDSD X3, X4
	ADDSD X4, X4
	SUBSD X1, X4
	MULSD X1, X4
	MOVAPD X3, X0
	MULSD X3, X0
	ADDSD X0, X4 // t2
	MOVQ DX, X3
	ADDSD X4, X3 // t1+t2
correct:
	// h -= (t1+t2) / (2*h)
	MOVAPD X2, X4
	ADDSD X2, X4
	DIVSD X4, X3
	SUBSD X3, X2
	MOVQ X2, AX
	JMP done
tiny:
	// ay < 2**-511: ax+ay when ax >= ay*2**54, else scaling (exit).
	MOVQ $0x4350000000000000, AX // 2**54
	MOVQ AX, X4
	MULSD X1, X4
	UCOMISD X4, X0
	JCC(CC_B, EXIT4)
sum:
	ADDSD X1, X0
	MOVQ X0, AX
done:
	JMPH(NEXT)

// ---- int residents ----
//
// A resident register (R8, R9, R10, DI) may hold, instead of a value word,
// a small int in its working form: the int48 value shifted left by 16 as
// an int64 (its low 16 bits zero). In that form the CPU's overflow flag
// after an add or subtract is exactly int48 overflow, a compare needs no
// unboxing, and nothing needs a tag check: jit only makes a register an
// int resident when every instruction of the loop that writes it leaves a
// small int. The _i forms of the int stencils below take their operands
// in this form in AX and CX and leave an int result in it in AX (bools and
// branches as their plain forms do); the conversions put operands and
// results that are not int residents into and out of the form. Exits
// happen before any resident changes, and the stackmap names an int
// resident's location RegInt48.

// For each of R8, R9, R10 and DI (the movers are the plain mov_* stencils):
//	fill_i_R   R = r[A] in the working form; r[A] must be a small int,
//	           else exit (the loop is entered with a type it was not
//	           compiled for)
//	fill_iu_R  fill_i_R for a local the loop writes before it reads it
//	           (jit's liveness of the program's own reads): an unbound
//	           r[A] stays the unbound word in R, which no working-form int
//	           equals (its low 16 bits are not zero); only spills and the
//	           stackmap see it there, and take it for unbound
//	spill_i_R  r[A] = R as a value word (the unbound word as itself)
#define FILL_I_STENCIL(name, R) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	MOVQ SLOTA(R13), R; NEED_INT(R, DX, EXIT1); SHLQ $16, R; JMPH(NEXT)
#define FILL_IU_STENCIL(name, R) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	MOVQ SLOTA(R13), R; MOVQ VAL_UNBOUND, CX; CMPQ R, CX; JEQ unbound; \
	NEED_INT(R, DX, EXIT1); SHLQ $16, R; \
unbound: \
	JMPH(NEXT)
#define SPILL_I_STENCIL(name, R) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	MOVQ R, DX; BOX_SHIFTED(DX, DX); MOVQ VAL_UNBOUND, CX; CMPQ R, CX; CMOVQEQ CX, DX; \
	MOVQ DX, SLOTA(R13); JMPH(NEXT)

// holes: A EXIT1 NEXT
FILL_I_STENCIL(·fill_i_r8, R8)
// holes: A NEXT
SPILL_I_STENCIL(·spill_i_r8, R8)
// holes: A EXIT1 NEXT
FILL_IU_STENCIL(·fill_iu_r8, R8)
// holes: A EXIT1 NEXT
FILL_I_STENCIL(·fill_i_r9, R9)
// holes: A NEXT
SPILL_I_STENCIL(·spill_i_r9, R9)
// holes: A EXIT1 NEXT
FILL_IU_STENCIL(·fill_iu_r9, R9)
// holes: A EXIT1 NEXT
FILL_I_STENCIL(·fill_i_r10, R10)
// holes: A NEXT
SPILL_I_STENCIL(·spill_i_r10, R10)
// holes: A EXIT1 NEXT
FILL_IU_STENCIL(·fill_iu_r10, R10)
// holes: A EXIT1 NEXT
FILL_I_STENCIL(·fill_i_di, DI)
// holes: A NEXT
SPILL_I_STENCIL(·spill_i_di, DI)
// holes: A EXIT1 NEXT
FILL_IU_STENCIL(·fill_iu_di, DI)

// ax_to_i: AX (a value word) to the working form; exit unless a small int.
// holes: EXIT1 NEXT
TEXT ·ax_to_i(SB), NOSPLIT|NOFRAME, $0-0
	NEED_INT(AX, DX, EXIT1)
	SHLQ $16, AX
	JMPH(NEXT)

// cx_to_i: CX (a value word) to the working form; exit unless a small int.
// holes: EXIT1 NEXT
TEXT ·cx_to_i(SB), NOSPLIT|NOFRAME, $0-0
	NEED_INT(CX, DX, EXIT1)
	SHLQ $16, CX
	JMPH(NEXT)

// box_ax_i: AX (the working form) to a value word.
// holes: NEXT
TEXT ·box_ax_i(SB), NOSPLIT|NOFRAME, $0-0
	BOX_SHIFTED(AX, DX)
	JMPH(NEXT)

// box_cx_i: CX (the working form) to a value word.
// holes: NEXT
TEXT ·box_cx_i(SB), NOSPLIT|NOFRAME, $0-0
	BOX_SHIFTED(CX, DX)
	JMPH(NEXT)

// unbox_ax_i: AX, a value word known to be a small int (the result of an
// int stencil without an _i form), to the working form.
// holes: NEXT
TEXT ·unbox_ax_i(SB), NOSPLIT|NOFRAME, $0-0
	SHLQ $16, AX
	JMPH(NEXT)

// add_int_i, sub_int_i: AX = AX op CX; int48 overflow exits.
#define ADDSUB_INT_I_STENCIL(name, op) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; op CX, AX; JCC(CC_O, EXIT1); JMPH(NEXT)

// holes: EXIT1 NEXT
ADDSUB_INT_I_STENCIL(·add_int_i, ADDQ)
// holes: EXIT1 NEXT
ADDSUB_INT_I_STENCIL(·sub_int_i, SUBQ)

// add_ax_S, sub_ax_S: AX = AX op S for an int resident S (flags only
// then: no check), and j_o: go to EXIT1 on overflow. jit emits them in
// place of mov_cx_S and add_int_i or sub_int_i when r[C] is an int
// resident (total += x): one move fewer. No resident changes before the
// overflow exit: the result goes to its register after j_o.
#define ADDSUB_AX_STENCIL(name, op, S) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; op S, AX; JMPH(NEXT)

// holes: NEXT
ADDSUB_AX_STENCIL(·add_ax_r8, ADDQ, R8)
// holes: NEXT
ADDSUB_AX_STENCIL(·add_ax_r9, ADDQ, R9)
// holes: NEXT
ADDSUB_AX_STENCIL(·add_ax_r10, ADDQ, R10)
// holes: NEXT
ADDSUB_AX_STENCIL(·add_ax_di, ADDQ, DI)
// holes: NEXT
ADDSUB_AX_STENCIL(·sub_ax_r8, SUBQ, R8)
// holes: NEXT
ADDSUB_AX_STENCIL(·sub_ax_r9, SUBQ, R9)
// holes: NEXT
ADDSUB_AX_STENCIL(·sub_ax_r10, SUBQ, R10)
// holes: NEXT
ADDSUB_AX_STENCIL(·sub_ax_di, SUBQ, DI)

// holes: EXIT1 NEXT
TEXT ·j_o(SB), NOSPLIT|NOFRAME, $0-0
	JCC(CC_O, EXIT1)
	JMPH(NEXT)

// add_int_k_i, sub_int_k_i: AX = AX op k, K32 = k shifted left by 16 (as
// add_int_k); int48 overflow exits.
#define ADDSUB_INT_K_I_STENCIL(name, op) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; op $K32, AX; JCC(CC_O, EXIT1); JMPH(NEXT)

// holes: K32 EXIT1 NEXT
ADDSUB_INT_K_I_STENCIL(·add_int_k_i, ADDQ)
// holes: K32 EXIT1 NEXT
ADDSUB_INT_K_I_STENCIL(·sub_int_k_i, SUBQ)

// add_k_R, sub_k_R: R = R op k for an int resident R (K32 = k shifted
// left by 16), flags only. jit emits one with j_o after it in place of
// mov_ax_R, add_int_k_i or sub_int_k_i and mov_R_ax when the
// instruction updates R in place (i += 1): j_o's overflow exit then
// goes through the other one, in the cold code, which takes R back to
// its value before the instruction, as its exit's stackmap says.
#define ADDSUB_K_R_STENCIL(name, op, R) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; op $K32, R; JMPH(NEXT)

// holes: K32 NEXT
ADDSUB_K_R_STENCIL(·add_k_r8, ADDQ, R8)
// holes: K32 NEXT
ADDSUB_K_R_STENCIL(·add_k_r9, ADDQ, R9)
// holes: K32 NEXT
ADDSUB_K_R_STENCIL(·add_k_r10, ADDQ, R10)
// holes: K32 NEXT
ADDSUB_K_R_STENCIL(·add_k_di, ADDQ, DI)
// holes: K32 NEXT
ADDSUB_K_R_STENCIL(·sub_k_r8, SUBQ, R8)
// holes: K32 NEXT
ADDSUB_K_R_STENCIL(·sub_k_r9, SUBQ, R9)
// holes: K32 NEXT
ADDSUB_K_R_STENCIL(·sub_k_r10, SUBQ, R10)
// holes: K32 NEXT
ADDSUB_K_R_STENCIL(·sub_k_di, SUBQ, DI)

// add_R_S, sub_R_S: R = R op S for two int residents (total += x with
// both in registers), flags only. jit emits one with j_o after it in
// place of mov_ax_R, add_ax_S or sub_ax_S and mov_R_ax when the
// instruction updates R in place: j_o's overflow exit then goes through
// the other one, in the cold code, which takes R back to its value
// before the instruction (the wrapped 64-bit result undoes exactly).
#define ADDSUB_RS_STENCIL(name, op, R, S) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; op S, R; JMPH(NEXT)

// holes: NEXT
ADDSUB_RS_STENCIL(·add_r8_r9, ADDQ, R8, R9)
// holes: NEXT
ADDSUB_RS_STENCIL(·add_r8_r10, ADDQ, R8, R10)
// holes: NEXT
ADDSUB_RS_STENCIL(·add_r8_di, ADDQ, R8, DI)
// holes: NEXT
ADDSUB_RS_STENCIL(·add_r9_r8, ADDQ, R9, R8)
// holes: NEXT
ADDSUB_RS_STENCIL(·add_r9_r10, ADDQ, R9, R10)
// holes: NEXT
ADDSUB_RS_STENCIL(·add_r9_di, ADDQ, R9, DI)
// holes: NEXT
ADDSUB_RS_STENCIL(·add_r10_r8, ADDQ, R10, R8)
// holes: NEXT
ADDSUB_RS_STENCIL(·add_r10_r9, ADDQ, R10, R9)
// holes: NEXT
ADDSUB_RS_STENCIL(·add_r10_di, ADDQ, R10, DI)
// holes: NEXT
ADDSUB_RS_STENCIL(·add_di_r8, ADDQ, DI, R8)
// holes: NEXT
ADDSUB_RS_STENCIL(·add_di_r9, ADDQ, DI, R9)
// holes: NEXT
ADDSUB_RS_STENCIL(·add_di_r10, ADDQ, DI, R10)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_r8_r9, SUBQ, R8, R9)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_r8_r10, SUBQ, R8, R10)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_r8_di, SUBQ, R8, DI)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_r9_r8, SUBQ, R9, R8)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_r9_r10, SUBQ, R9, R10)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_r9_di, SUBQ, R9, DI)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_r10_r8, SUBQ, R10, R8)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_r10_r9, SUBQ, R10, R9)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_r10_di, SUBQ, R10, DI)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_di_r8, SUBQ, DI, R8)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_di_r9, SUBQ, DI, R9)
// holes: NEXT
ADDSUB_RS_STENCIL(·sub_di_r10, SUBQ, DI, R10)

// mul_int_i: AX = AX * CX; int48 overflow exits.
// holes: EXIT1 NEXT
TEXT ·mul_int_i(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, CX
	IMULQ CX, AX
	JCC(CC_O, EXIT1)
	JMPH(NEXT)

// The floored remainder of the int64 x in AX by the constant d > 1 (K64;
// K64B and K32 its magic multiplier and shift, as MAGIC_DIVMOD) into AX,
// in the working form, then NEXT: MAGIC_DIVMOD without the quotient's
// moves.
#define MAGIC_MOD_I \
	MOVQ K64, BX; TESTQ AX, AX; JS negative; \
	MOVQ AX, SI; MOVQ K64B, DX; MULQ DX; MOVL $K32, CX; SHRQ CX, DX; \
	IMULQ BX, DX; SUBQ DX, SI; MOVQ SI, DX; JMP done; \
negative: \
	CQO; IDIVQ BX; TESTQ DX, DX; JGE done; ADDQ BX, DX; \
done: \
	SHLQ $16, DX; MOVQ DX, AX; JMPH(NEXT)

// mod_int_k_i: AX = AX % d for the constant d > 1 (K64; K64B and K32 its
// magic multiplier and shift, as mod_int_k). Nothing can fail.
// holes: K64 K64B K32 NEXT
TEXT ·mod_int_k_i(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, AX
	MAGIC_MOD_I

// floordiv_int_k_i: AX = AX // d, as mod_int_k_i.
// holes: K64 K64B K32 NEXT
TEXT ·floordiv_int_k_i(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, AX
	MAGIC_DIVMOD
	SHLQ $16, AX
	JMPH(NEXT)

// mul_mod_int_k_i: AX = (AX * CX) % d as mul_mod_int_k, the product kept
// in 64 bits; 64-bit overflow exits.
// holes: K64 K64B K32 EXIT1 NEXT
TEXT ·mul_mod_int_k_i(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, AX
	SARQ $16, CX
	IMULQ CX, AX
	JCC(CC_O, EXIT1)
	MAGIC_MOD_I

// MAGIC_REM_BMI2: AX = AX % d for AX >= 0 and d in BX, by d's magic
// multiplier and shift (K64B, K32) with MULX, which leaves the dividend in
// AX, and SHRX (one uop, where a shift by CL is two).
#define MAGIC_REM_BMI2 \
	MOVQ K64B, DX; MULXQ AX, SI, DX; MOVL $K32, CX; SHRXQ CX, DX, DX; \
	IMULQ BX, DX; SUBQ DX, AX

// MAGIC_MOD_I_BMI2 is MAGIC_MOD_I with MAGIC_REM_BMI2: the BMI2 variants
// below.
#define MAGIC_MOD_I_BMI2 \
	MOVQ K64, BX; TESTQ AX, AX; JNS positive; \
	CQO; IDIVQ BX; TESTQ DX, DX; JGE nonneg; ADDQ BX, DX; \
nonneg: \
	MOVQ DX, AX; JMP done; \
positive: \
	MAGIC_REM_BMI2; \
done: \
	SHLQ $16, AX; JMPH(NEXT)

// mod_int_k_i__BMI2: mod_int_k_i with MULX and SHRX.
// holes: K64 K64B K32 NEXT
TEXT ·mod_int_k_i__BMI2(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, AX
	MAGIC_MOD_I_BMI2

// mul_mod_int_k_i__BMI2: mul_mod_int_k_i with MULX and SHRX.
// holes: K64 K64B K32 EXIT1 NEXT
TEXT ·mul_mod_int_k_i__BMI2(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, AX
	SARQ $16, CX
	IMULQ CX, AX
	JCC(CC_O, EXIT1)
	MAGIC_MOD_I_BMI2

// mod_int_i, floordiv_int_i: AX = AX % CX or AX // CX in the working form
// for a positive divisor (others exit, as mod_int).
#define DIVMOD_INT_I_STENCIL(name, result) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	SARQ $16, AX; SARQ $16, CX; TESTQ CX, CX; JCC(CC_LE, EXIT1); \
	FLOORED_DIVMOD; SHLQ $16, result; MOVQ result, AX; JMPH(NEXT)

// holes: EXIT1 NEXT
DIVMOD_INT_I_STENCIL(·mod_int_i, DX)
// holes: EXIT1 NEXT
DIVMOD_INT_I_STENCIL(·floordiv_int_i, AX)

// neg_int_i: AX = -AX in the working form; -(-2**47) exits.
// holes: EXIT1 NEXT
TEXT ·neg_int_i(SB), NOSPLIT|NOFRAME, $0-0
	NEGQ AX
	JCC(CC_O, EXIT1)
	JMPH(NEXT)

// and_int_i, or_int_i, xor_int_i: AX = AX op CX in the working form (the
// low 16 bits of both are zero, so are the result's). Nothing can fail.
#define BITWISE_INT_I_STENCIL(name, op) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; op CX, AX; JMPH(NEXT)

// holes: NEXT
BITWISE_INT_I_STENCIL(·and_int_i, ANDQ)
// holes: NEXT
BITWISE_INT_I_STENCIL(·or_int_i, ORQ)
// holes: NEXT
BITWISE_INT_I_STENCIL(·xor_int_i, XORQ)

// lshift_int_i: AX = AX << CX in the working form for a count 0 <= CX <=
// 47 whose result fits int48 (as lshift_int: other counts and results
// exit). The count is shifted back first; a left shift of the working
// form loses bits exactly when the result leaves int48.
// holes: EXIT1 EXIT2 NEXT
TEXT ·lshift_int_i(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, CX
	CMPQ CX, $47
	JCC(CC_A, EXIT1)
	MOVQ AX, DX
	SHLQ CX, DX
	MOVQ DX, SI
	SARQ CX, SI
	CMPQ SI, AX
	JCC(CC_NE, EXIT2)
	MOVQ DX, AX
	JMPH(NEXT)

// rshift_int_i: AX = AX >> CX in the working form for a count CX >= 0
// (above 63 acts as 63; a negative count exits): the arithmetic shift,
// then the low 16 bits cleared.
// holes: EXIT1 NEXT
TEXT ·rshift_int_i(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, CX
	TESTQ CX, CX
	JCC(CC_S, EXIT1)
	MOVQ $63, DX
	CMPQ CX, DX
	CMOVQGT DX, CX
	SARQ CX, AX
	ANDQ $-65536, AX
	JMPH(NEXT)

// sq_mod_int_k_i: AX = (AX * AX) % d, mul_mod_int_k_i for a square (x * x
// % d, both operands one register): the product is never negative, so
// only the multiply-shift path of the division is needed. d < 2**31 is
// K32B, an immediate of the multiply.
// holes: K64B K32 K32B EXIT1 NEXT
TEXT ·sq_mod_int_k_i(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, AX
	IMULQ AX, AX
	JCC(CC_O, EXIT1)
	MOVQ AX, SI
	MOVQ K64B, DX
	MULQ DX
	MOVL $K32, CX
	SHRQ CX, DX
	IMUL3Q $K32B, DX, DX
	SUBQ DX, SI
	SHLQ $16, SI
	MOVQ SI, AX
	JMPH(NEXT)

// sq_mod_int_k_i__BMI2: sq_mod_int_k_i with MULX, which leaves the square
// in AX, and SHRX.
// holes: K64B K32 K32B EXIT1 NEXT
TEXT ·sq_mod_int_k_i__BMI2(SB), NOSPLIT|NOFRAME, $0-0
	SARQ $16, AX
	IMULQ AX, AX
	JCC(CC_O, EXIT1)
	MOVQ K64B, DX
	MULXQ AX, SI, DX
	MOVL $K32, CX
	SHRXQ CX, DX, DX
	IMUL3Q $K32B, DX, DX
	SUBQ DX, AX
	SHLQ $16, AX
	JMPH(NEXT)

// lt_int_i ... ge_int_i: AX = the bool of AX op CX.
#define CMP_INT_I_STENCIL(name, setcc) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; CMPQ AX, CX; setcc AL; BOOL_FROM_AL; JMPH(NEXT)

// holes: NEXT
CMP_INT_I_STENCIL(·lt_int_i, SETLT)
// holes: NEXT
CMP_INT_I_STENCIL(·le_int_i, SETLE)
// holes: NEXT
CMP_INT_I_STENCIL(·eq_int_i, SETEQ)
// holes: NEXT
CMP_INT_I_STENCIL(·ne_int_i, SETNE)
// holes: NEXT
CMP_INT_I_STENCIL(·gt_int_i, SETGT)
// holes: NEXT
CMP_INT_I_STENCIL(·ge_int_i, SETGE)

// lt_int_jf_i ... ge_int_jf_i: lt_int_jf ... on the working form.
#define CMP_INT_JF_I_STENCIL(name, setcc) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	CMPQ AX, CX; setcc AL; \
	MOVBQZX AL, SI; MOVQ VAL_FALSE, DX; ORQ DX, SI; MOVQ SI, SLOTA(R13); \
	TESTB AL, AL; JCC(CC_E, TARGET); JMPH(NEXT)

// holes: A TARGET NEXT
CMP_INT_JF_I_STENCIL(·lt_int_jf_i, SETLT)
// holes: A TARGET NEXT
CMP_INT_JF_I_STENCIL(·le_int_jf_i, SETLE)
// holes: A TARGET NEXT
CMP_INT_JF_I_STENCIL(·eq_int_jf_i, SETEQ)
// holes: A TARGET NEXT
CMP_INT_JF_I_STENCIL(·ne_int_jf_i, SETNE)
// holes: A TARGET NEXT
CMP_INT_JF_I_STENCIL(·gt_int_jf_i, SETGT)
// holes: A TARGET NEXT
CMP_INT_JF_I_STENCIL(·ge_int_jf_i, SETGE)

// lt_int_j_i ... ge_int_j_i: lt_int_j ... on the working form.
#define CMP_INT_J_I_STENCIL(name, ccfalse) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; CMPQ AX, CX; JCC(ccfalse, TARGET); JMPH(NEXT)

// holes: TARGET NEXT
CMP_INT_J_I_STENCIL(·lt_int_j_i, CC_GE)
// holes: TARGET NEXT
CMP_INT_J_I_STENCIL(·le_int_j_i, CC_G)
// holes: TARGET NEXT
CMP_INT_J_I_STENCIL(·eq_int_j_i, CC_NE)
// holes: TARGET NEXT
CMP_INT_J_I_STENCIL(·ne_int_j_i, CC_E)
// holes: TARGET NEXT
CMP_INT_J_I_STENCIL(·gt_int_j_i, CC_LE)
// holes: TARGET NEXT
CMP_INT_J_I_STENCIL(·ge_int_j_i, CC_L)

// Compare-and-branch on two int residents: cmp_R_S sets the flags of R
// against S (CMPQ R, S) and j_CC goes to TARGET on condition CC (the
// compare's false case, as in lt_int_j_i ... ge_int_j_i), falling
// through to NEXT otherwise. jit emits the two in place of mov_ax_R,
// mov_cx_S and the _j_i stencil (a while loop's `i < n`): the working
// form compares as it is, so no operand needs a move.
#define CMP_RR_STENCIL(name, R, S) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; CMPQ R, S; JMPH(NEXT)
#define JCC_STENCIL(name, cc) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; JCC(cc, TARGET); JMPH(NEXT)

// holes: NEXT
CMP_RR_STENCIL(·cmp_r8_r9, R8, R9)
// holes: NEXT
CMP_RR_STENCIL(·cmp_r8_r10, R8, R10)
// holes: NEXT
CMP_RR_STENCIL(·cmp_r8_di, R8, DI)
// holes: NEXT
CMP_RR_STENCIL(·cmp_r9_r8, R9, R8)
// holes: NEXT
CMP_RR_STENCIL(·cmp_r9_r10, R9, R10)
// holes: NEXT
CMP_RR_STENCIL(·cmp_r9_di, R9, DI)
// holes: NEXT
CMP_RR_STENCIL(·cmp_r10_r8, R10, R8)
// holes: NEXT
CMP_RR_STENCIL(·cmp_r10_r9, R10, R9)
// holes: NEXT
CMP_RR_STENCIL(·cmp_r10_di, R10, DI)
// holes: NEXT
CMP_RR_STENCIL(·cmp_di_r8, DI, R8)
// holes: NEXT
CMP_RR_STENCIL(·cmp_di_r9, DI, R9)
// holes: NEXT
CMP_RR_STENCIL(·cmp_di_r10, DI, R10)

// holes: TARGET NEXT
JCC_STENCIL(·j_l, CC_L)
// holes: TARGET NEXT
JCC_STENCIL(·j_le, CC_LE)
// holes: TARGET NEXT
JCC_STENCIL(·j_e, CC_E)
// holes: TARGET NEXT
JCC_STENCIL(·j_ne, CC_NE)
// holes: TARGET NEXT
JCC_STENCIL(·j_g, CC_G)
// holes: TARGET NEXT
JCC_STENCIL(·j_ge, CC_GE)

// ---- control flow ----

// jump: goto TARGET (a forward jump).
// holes: TARGET
TEXT ·jump(SB), NOSPLIT|NOFRAME, $0-0
	JMPH(TARGET)

// jump_back: a loop back-edge. Charges the fuel counter (R11) the loop's
// length in instructions (K32: the steps the interpreter charges for an
// iteration, rt.VM.Steps, which it does not charge again when it runs the
// jump after the poll exit) and goes to TARGET while fuel is left; when
// it runs out, the poll exit yields to Go's scheduler and runs the VM's
// safepoint. The fuel is the only thing machine code polls: what else
// wakes a safepoint (a collection due, a trace function, Ctrl-C) is
// either set by Go code in an exit, which the exit loop checks before it
// enters machine code again, or comes from another goroutine, which the
// next fuel exit serves, within about a millisecond (see jit.fuelQuantum).
// In a register, the count is no chain of loads and stores through memory
// from one iteration to the next.
// holes: POLL TARGET K32
TEXT ·jump_back(SB), NOSPLIT|NOFRAME, $0-0
	SUBQ $K32, R11
	JCC(CC_G, TARGET)
	JMPH(POLL)

// closure_entry: the entry that natively called functions with free
// variables (and no cell variables) enter through (their call cell's
// entry): copy the K32 bytes of cell handles of the function's closure
// (the call cell in BX, from CALL_NATIVE, holds its address) into r[A] on,
// as the interpreter's frame set-up does, and fall through to the entry.
// Clobbers AX CX SI.
// holes: A K32 NEXT
TEXT ·closure_entry(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ CCELL_CLOS(BX), SI
	XORL CX, CX
copy:
	CMPQ CX, $K32
	JAE done
	MOVQ (SI)(CX*1), AX
	MOVQ AX, SLOTA(R13)(CX*1)
	ADDQ $8, CX
	JMP copy
done:
	JMPH(NEXT)

// entry_poll: the same poll at function entry, charging one step (falls
// through).
// holes: POLL NEXT
TEXT ·entry_poll(SB), NOSPLIT|NOFRAME, $0-0
	DECQ R11
	JCC(CC_LE, POLL)
	JMPH(NEXT)

// jump_if_false: goto TARGET if r[A] is False, None or the int 0; fall
// through for True and other small ints; other values exit (truth of
// objects needs the interpreter).
// holes: A TARGET EXIT1 NEXT
TEXT ·jump_if_false(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), AX
	MOVQ VAL_FALSE, CX
	CMPQ AX, CX
	JEQ target
	MOVQ VAL_TRUE, CX
	CMPQ AX, CX
	JEQ next
	MOVQ VAL_NONE, CX
	CMPQ AX, CX
	JEQ target
	MOVQ AX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_INT
	JCC(CC_NE, EXIT1)
	SHLQ $16, AX
	JEQ target
next:
	JMPH(NEXT)
target:
	JMPH(TARGET)

// jump_if_true: goto TARGET if r[A] is True or a non-zero small int; fall
// through for False, None and 0; other values exit.
// holes: A TARGET EXIT1 NEXT
TEXT ·jump_if_true(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), AX
	MOVQ VAL_TRUE, CX
	CMPQ AX, CX
	JEQ target
	MOVQ VAL_FALSE, CX
	CMPQ AX, CX
	JEQ next
	MOVQ VAL_NONE, CX
	CMPQ AX, CX
	JEQ next
	MOVQ AX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_INT
	JCC(CC_NE, EXIT1)
	SHLQ $16, AX
	JNE target
next:
	JMPH(NEXT)
target:
	JMPH(TARGET)

// jump_if_none: goto TARGET if r[A] is None.
// holes: A TARGET NEXT
TEXT ·jump_if_none(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), AX
	MOVQ VAL_NONE, CX
	CMPQ AX, CX
	JCC(CC_E, TARGET)
	JMPH(NEXT)

// truth_obj: goes to TARGET when r[A] is an instance of the class that
// the truth site K64 (TSITE_*: a class and its version) holds, at that
// version: a class with neither __bool__ nor __len__, whose instances are
// all true (the exit loop fills the site when a branch's exit meets such
// an instance, of a Python class or a builtin one: a re.Match, a file, a
// StringIO); to TARGET for a non-empty exact list, tuple, str, dict, set
// or frozenset (their classes in the hashed types table K64B), and to
// EXIT1, which the emitter binds to the branch's false way, for an empty
// one. Anything else falls through to the branch's own stencil (bools,
// None and small ints; it exits for the rest).
// Registers: BX CX DX SI clobbered.
// holes: A K64 K64B TARGET EXIT1 NEXT
TEXT ·truth_obj(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), BX
	MOVQ BX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_HANDLE
	JNE next
	// (a static object too: the empty tuple and str are immortal)
	DEREF_HANDLE_TO(BX, next, theap)
	MOVQ HEAD_CLS(BX), DX
	MOVQ K64, SI
	CMPQ DX, TSITE_CLS(SI)
	JNE sized
	MOVQ CLASS_VERSION(DX), DX
	CMPQ DX, TSITE_VER(SI)
	JNE next
	JMP taken
sized:
	MOVQ K64B, SI
	CMPQ DX, HT_LIST(SI)
	JEQ length
	CMPQ DX, HT_TUPLE(SI)
	JEQ length
	CMPQ DX, HT_STR(SI)
	JEQ length
	CMPQ DX, HT_DICT(SI)
	JEQ dictlen
	CMPQ DX, HT_SET(SI)
	JEQ setlen
	CMPQ DX, HT_FROZENSET(SI)
	JNE next
setlen:
	CMPQ SET_USED(BX), $0
	JNE taken
	JMP falsy
dictlen:
	CMPQ DICT_USED(BX), $0
	JNE taken
	JMP falsy
length:
	CMPQ SEQ_LEN(BX), $0
	JNE taken
falsy:
	JMPH(EXIT1)
next:
	JMPH(NEXT)
taken:
	JMPH(TARGET)

// not_value: r[A] = not r[B] when r[B] is True, False, None or a small
// int (not is True exactly for False, None and 0); other values exit (the
// truth of objects and floats is left to the interpreter).
// holes: A B EXIT1 NEXT
TEXT ·not_value(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ VAL_TRUE, CX
	CMPQ AX, CX
	JEQ no
	MOVQ VAL_FALSE, DX
	CMPQ AX, DX
	JEQ store
	MOVQ VAL_NONE, DX
	CMPQ AX, DX
	JEQ store
	MOVQ AX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_INT
	JCC(CC_NE, EXIT1)
	SHLQ $16, AX
	JEQ store
no:
	MOVQ VAL_FALSE, CX
store:
	MOVQ CX, SLOTA(R13)
	JMPH(NEXT)

// cmp_str: r[A] = the comparison K32 of r[B] and r[C] when both are exact
// strs, heap or immortal (K64 and K64C: the itab of *runtime.Str; K64B
// and K64D: the str class; subclasses may override the comparison). Go
// strings compare bytewise, which for UTF-8 is code point order, as
// Python compares. K32
// is a mask over the order: bit 0 when less is true, bit 1 equal, bit 2
// greater (LT 1, LE 3, EQ 2, NE 5, GT 4, GE 6). Other operands exit.
// holes: A B C K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·cmp_str(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_ANY(BX, DX, EXIT1, EXIT2, heapb)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ K64B, SI
	CMPQ HEAD_CLS(BX), SI
	JCC(CC_NE, EXIT4)
	MOVQ BX, X3
	MOVQ SLOTC(R13), SI
	DEREF_ANY(SI, DX, EXIT5, EXIT6, heapc)
	MOVQ K64C, AX
	CMPQ DX, AX
	JCC(CC_NE, EXIT7)
	MOVQ K64D, AX
	CMPQ HEAD_CLS(SI), AX
	JCC(CC_NE, EXIT8)
	MOVQ X3, BX
	MOVQ STR_LEN(BX), CX
	MOVQ STR_LEN(SI), DX
	MOVQ CX, AX
	SUBQ DX, AX
	MOVQ AX, X2
	CMPQ DX, CX
	CMOVQLT DX, CX
	MOVQ STR_PTR(BX), BX
	MOVQ STR_PTR(SI), SI
bytes:
	TESTQ CX, CX
	JEQ tie
	MOVBLZX (BX), AX
	MOVBLZX (SI), DX
	CMPL AX, DX
	JNE differ
	INCQ BX
	INCQ SI
	DECQ CX
	JMP bytes
differ:
	MOVL $0, CX
	JCS order
	MOVL $2, CX
	JMP order
tie:
	MOVQ X2, AX
	MOVL $1, CX
	TESTQ AX, AX
	JEQ order
	MOVL $0, CX
	JLT order
	MOVL $2, CX
order:
	MOVL $K32, AX
	BTL CX, AX
	MOVQ VAL_FALSE, AX
	MOVQ VAL_TRUE, DX
	CMOVQCS DX, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// for_str: FOR_ITER over a str iterator (K64: the itab of its Go type)
// whose next character is ASCII: r[A] = that one-character str, from the
// table of immortal ones at K64B. The end of the str exits (ending the
// loop clears a Go pointer, which machine code never writes), as do other
// characters and other iterators.
// holes: A B K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·for_str(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ STRITER_S(BX), SI
	TESTQ SI, SI
	JCC(CC_E, EXIT4)
	MOVQ STRITER_POS(BX), CX
	CMPQ CX, STR_LEN(SI)
	JCC(CC_AE, EXIT5)
	MOVQ STR_PTR(SI), DX
	MOVBLZX (DX)(CX*1), AX
	CMPL AX, $0x80
	JCC(CC_AE, EXIT6)
	INCQ STRITER_POS(BX)
	INCQ STRITER_IDX(BX)
	MOVQ K64B, SI
	MOVQ (SI)(AX*8), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// for_range: FOR_ITER over a range iterator: r[A] = the next int, or goto
// TARGET when exhausted. K64 is the itab of *runtime.RangeIter; other
// iterators, and items beyond int48, exit before any state changes.
// holes: A B K64 EXIT1 EXIT2 EXIT3 EXIT4 TARGET NEXT
TEXT ·for_range(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ RANGEITER_LEFT(BX), AX
	TESTQ AX, AX
	JCC(CC_E, TARGET)
	MOVQ RANGEITER_NEXT(BX), CX
	MOVQ CX, SI
	UNBOX_INT(SI)
	CMPQ SI, CX
	JCC(CC_NE, EXIT4)
	DECQ AX
	MOVQ AX, RANGEITER_LEFT(BX)
	JEQ last
	MOVQ RANGEITER_STEP(BX), SI
	ADDQ CX, SI
	MOVQ SI, RANGEITER_NEXT(BX)
last:
	BOX_INT(CX, DX)
	MOVQ CX, SLOTA(R13)
	JMPH(NEXT)

// Resident range iterators. In an innermost loop headed by a FOR_ITER over
// a range iterator that nothing else in the loop touches, the iterator's
// state lives in registers: R15 = its next value (a raw int64), R14 = the
// items left, Ctx.IStep = its step. fill_iter loads them where the loop is
// entered or resumed; for_range_r steps them; spill_iter writes them back
// into the iterator object before every exit from the loop, so the
// interpreter, the collector and any other reference to the iterator see
// exactly the state the interpreter would have left.

// fill_iter: load the state of the range iterator in r[B] (K64 is the itab
// of *runtime.RangeIter; anything else exits before any state changes).
// holes: B K64 EXIT1 EXIT2 EXIT3 NEXT
TEXT ·fill_iter(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ RANGEITER_NEXT(BX), R15
	MOVQ RANGEITER_LEFT(BX), R14
	MOVQ RANGEITER_STEP(BX), AX
	MOVQ AX, CTX_ISTEP(R12)
	JMPH(NEXT)

// spill_iter: write R15 and R14 back into the range iterator in r[B] (a
// heap handle that fill_iter checked; the loop never writes r[B]).
// holes: B NEXT
TEXT ·spill_iter(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVL BX, BX
	SHLQ $4, BX
	MOVQ CTX_OBJS(R12), CX
	MOVQ (CX), CX
	ADDQ CX, BX
	MOVQ 8(BX), BX
	MOVQ R15, RANGEITER_NEXT(BX)
	MOVQ R14, RANGEITER_LEFT(BX)
	JMPH(NEXT)

// for_range_r: FOR_ITER over the resident range iterator (split): AX = the
// next int, or goto TARGET when exhausted. An item beyond int48 exits
// before any state changes. The last item does not advance R15, as the
// interpreter's iterator does not.
// holes: EXIT1 TARGET NEXT
TEXT ·for_range_r(SB), NOSPLIT|NOFRAME, $0-0
	TESTQ R14, R14
	JCC(CC_E, TARGET)
	MOVQ R15, AX
	UNBOX_INT(AX)
	CMPQ AX, R15
	JCC(CC_NE, EXIT1)
	DECQ R14
	JEQ last
	ADDQ CTX_ISTEP(R12), R15
last:
	BOX_INT(AX, DX)
	JMPH(NEXT)

// for_range_r_i: for_range_r leaving the item in the working form of the
// _i stencils (for an int resident loop variable).
// holes: EXIT1 TARGET NEXT
TEXT ·for_range_r_i(SB), NOSPLIT|NOFRAME, $0-0
	TESTQ R14, R14
	JCC(CC_E, TARGET)
	MOVQ R15, AX
	SHLQ $16, AX
	MOVQ AX, DX
	SARQ $16, DX
	CMPQ DX, R15
	JCC(CC_NE, EXIT1)
	DECQ R14
	JEQ last
	ADDQ CTX_ISTEP(R12), R15
last:
	JMPH(NEXT)

// SEQ_END: with CX the list or tuple of the sequence iterator it, AX =
// its index; go to lin when an item is left there, else mark the
// iterator exhausted (index -1, which ListIter's and TupleIter's Go Next
// honour) and fall through.
#define SEQ_END(it, lin) \
	MOVQ SEQITER_INDEX(it), AX; CMPQ AX, SEQ_LEN(CX); JCS lin; \
	MOVQ $-1, SEQITER_INDEX(it)

// SEQ_TAKE: after SEQ_END went to lin, item = the item at index AX, and
// the iterator moves past it.
#define SEQ_TAKE(it, item) \
	MOVQ SEQ_ITEMS(CX), item; MOVQ (item)(AX*8), item; \
	INCQ AX; MOVQ AX, SEQITER_INDEX(it)

// for_seq: FOR_ITER over a list or tuple iterator (K64 and K64B are the
// itabs it takes: *runtime.ListIter's or *runtime.TupleIter's, which
// share one layout): r[A] = the next item, or goto
// TARGET at the end of the sequence, marking the iterator exhausted with
// index -1 (which its Go Next honours): an int store, where dropping its
// sequence would be a Go pointer store, which machine code never does.
// (An exhausted index, -1 unsigned, is past every end.) An iterator that
// get_iter_seq made has no sequence pointer but its handle (SEQITER_H),
// resolved here at each step. An iterator already exhausted by Go exits.
// holes: A B K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 TARGET NEXT
TEXT ·for_seq(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JEQ kind
	MOVQ K64B, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
kind:
	MOVQ SEQITER_SEQ(BX), CX
	TESTQ CX, CX
	JNE seq
	MOVQ SEQITER_H(BX), SI
	DEREF_HANDLE(SI, DX, EXIT4, EXIT5)
	MOVQ SI, CX
seq:
	SEQ_END(BX, inrange)
	JMPH(TARGET)
inrange:
	SEQ_TAKE(BX, SI)
	MOVQ SI, SLOTA(R13)
	JMPH(NEXT)

// for_set: FOR_ITER over a set's or frozenset's iterator (K64 is the
// itab of *runtime.SetIter): r[A] = the next key in table order (a live
// entry's word XOR Unbound), or goto TARGET at the end, marking the
// iterator exhausted with position -1, which its Go Next honours (an int
// store: machine code stores no Go pointer). A set whose size changed
// since the iterator was made exits (the interpreter raises), as does an
// iterator already exhausted by Go. An iterator that get_iter_set made
// has no set pointer but the set's handle (SETITER_H), resolved here.
// holes: A B K64 EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 TARGET NEXT
TEXT ·for_set(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ SETITER_SET(BX), CX
	TESTQ CX, CX
	JNE set
	MOVQ SETITER_H(BX), SI
	DEREF_HANDLE(SI, DX, EXIT4, EXIT6)
	MOVQ SI, CX
set:
	MOVQ SETITER_USED(BX), AX
	CMPQ AX, SET_USED(CX)
	JCC(CC_NE, EXIT5)
	MOVQ SETITER_POS(BX), AX
	MOVQ SET_TABLE(CX), SI
	MOVQ SET_TABLE+8(CX), DX
scan:
	CMPQ AX, DX
	JAE end
	MOVQ AX, CX
	SHLQ $4, CX
	MOVQ (SI)(CX*1), CX
	INCQ AX
	TESTQ CX, CX
	JEQ scan
	MOVQ AX, SETITER_POS(BX)
	DECQ SETITER_LEFT(BX)
	MOVQ VAL_UNBOUND, AX
	XORQ AX, CX
	MOVQ CX, SLOTA(R13)
	JMPH(NEXT)
end:
	MOVQ $-1, SETITER_POS(BX)
	JMPH(TARGET)

// DICT_ITER_NEXT is the walk for_dict and for_dict_items share: BX is a
// dict's forward iterator (r[B], itab K64) whose kind, compared with cmpk,
// does not take the jump jkind (lother: exit 4); on a live entry CX points at it (its key word at ENTRY_KEY, its
// value at ENTRY_VALUE), the iterator has moved past it and AX is its
// kind; at the end the iterator is marked exhausted with position -1 (an
// int store, which DictIter's Go Next honours: machine code stores no Go
// pointer) and the loop goes to TARGET. Exits, with the iterator as it
// was: not a dict iterator or a reversed one, one Go exhausted (dict
// nil), another kind, a dict whose size changed (the interpreter raises)
// or that has more live entries than the iterator has items left (keys
// changed: it raises too). Empty entries hold Unbound as their key,
// compared in two halves (no register is free for the constant).
// Clobbers AX BX CX DX SI.
#define DICT_ITER_NEXT(cmpk, jkind, lscan, llive, lend, lother) \
	MOVQ SLOTB(R13), BX; \
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2); \
	MOVQ K64, SI; CMPQ DX, SI; JCC(CC_NE, EXIT3); \
	MOVQ DICTITER_DICT(BX), CX; TESTQ CX, CX; JEQ lother; \
	CMPB DICTITER_REVERSE(BX), $0; JNE lother; \
	CMPQ DICTITER_KIND(BX), cmpk; jkind lother; \
	MOVQ DICTITER_USED(BX), AX; CMPQ AX, DICT_USED(CX); JCC(CC_NE, EXIT5); \
	MOVQ DICTITER_POS(BX), AX; TESTQ AX, AX; JMI lother; \
	MOVQ DICT_ENTRIES(CX), SI; MOVQ DICT_ENTRIES+8(CX), DX; \
lscan: \
	CMPQ AX, DX; JAE lend; \
	LEAQ (AX)(AX*2), CX; LEAQ (SI)(CX*8), CX; INCQ AX; \
	CMPL ENTRY_KEY(CX), $6; JNE llive; \
	CMPL ENTRY_KEY+4(CX), $-393216; JEQ lscan; \
llive: \
	CMPQ DICTITER_LEFT(BX), $0; JCC(CC_LE, EXIT6); \
	MOVQ AX, DICTITER_POS(BX); DECQ DICTITER_LEFT(BX); \
	MOVQ DICTITER_KIND(BX), AX

// for_dict: FOR_ITER over a dict's forward iterator of keys or values
// (K64 is the itab of *runtime.DictIter; feedback FbDictIter): r[A] = the
// key or value of the next live entry, or goto TARGET at the end (see
// DICT_ITER_NEXT; an items iterator exits: its pairs are tuples).
// holes: A B K64 EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 TARGET NEXT
TEXT ·for_dict(SB), NOSPLIT|NOFRAME, $0-0
	DICT_ITER_NEXT($1, JHI, scan, live, end, other)
	MOVQ ENTRY_KEY(CX)(AX*8), SI
	MOVQ SI, SLOTA(R13)
	JMPH(NEXT)
end:
	MOVQ $-1, DICTITER_POS(BX)
	JMPH(TARGET)
other:
	JMPH(EXIT4)

// for_dict_items: FOR_ITER over a dict's forward items iterator fused
// with the UNPACK_SEQUENCE of two that takes its pair (feedback
// FbDictItems): r[A], r[A+1] = the next live entry's key and value, r[C]
// (the FOR_ITER's own register, which only the unpack read) = None, as in
// the interpreter's fused path; or goto TARGET at the end. No tuple is
// made. Another kind of iterator exits (see DICT_ITER_NEXT).
// holes: A A1 B C K64 EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 TARGET NEXT
TEXT ·for_dict_items(SB), NOSPLIT|NOFRAME, $0-0
	DICT_ITER_NEXT($2, JNE, scan, live, end, other)
	MOVQ VAL_NONE, SI
	MOVQ SI, SLOTC(R13)
	MOVQ ENTRY_KEY(CX), SI
	MOVQ SI, SLOTA(R13)
	MOVQ ENTRY_VALUE(CX), SI
	MOVQ SI, SLOTA1(R13)
	JMPH(NEXT)
end:
	MOVQ $-1, DICTITER_POS(BX)
	JMPH(TARGET)
other:
	JMPH(EXIT4)

// for_enum_items: FOR_ITER over an enumerate of a list's or a tuple's
// iterator (K64 is the itab of the enumerate, K64B and K64C those of
// *runtime.ListIter and *runtime.TupleIter; feedback FbEnumSeq) fused
// with the UNPACK_SEQUENCE of two that takes its pair: r[A] = the count
// (a small int), r[A+1] = the next item, r[C] (the FOR_ITER's own
// register) = None, as in the interpreter's fused path; the count and the
// inner iterator's index go up by one. No tuple is made. At the inner
// iterator's end its index becomes -1 (as for_seq marks it) and the loop
// goes to TARGET. Exits: not an enumerate, a count that is an int object
// or negative or at the small ints' limit, another inner iterator, or
// handles for_seq would exit for.
// holes: A A1 B C K64 K64B K64C EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 TARGET NEXT
TEXT ·for_enum_items(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ ENUM_BIG(BX), AX
	MOVQ VAL_UNBOUND, SI
	CMPQ AX, SI
	JNE other
	MOVQ ENUM_COUNT(BX), AX
	SHRQ $47, AX
	JNE other
	MOVQ ENUM_IT(BX), SI
	DEREF_HANDLE(SI, DX, EXIT4, EXIT5)
	MOVQ K64B, AX
	CMPQ DX, AX
	JEQ kind
	MOVQ K64C, AX
	CMPQ DX, AX
	JNE other
kind:
	MOVQ SEQITER_SEQ(SI), CX
	TESTQ CX, CX
	JNE seq
	MOVQ SEQITER_H(SI), DX
	DEREF_HANDLE(DX, AX, EXIT6, EXIT7)
	MOVQ DX, CX
seq:
	SEQ_END(SI, inrange)
	JMPH(TARGET)
inrange:
	SEQ_TAKE(SI, DX)
	MOVQ VAL_NONE, SI
	MOVQ SI, SLOTC(R13)
	MOVQ DX, SLOTA1(R13)
	MOVQ ENUM_COUNT(BX), AX
	INCQ ENUM_COUNT(BX)
	ORQ CTX_TAG(R12), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
other:
	JMPH(EXIT8)

// DEREF_TO is DEREF_HANDLE with its exits at a local label lbl (the
// stencil's own exit for them) rather than at two exit holes.
#define DEREF_TO(reg, tmp, lbl) \
	MOVQ reg, tmp; SHRQ $48, tmp; CMPL tmp, $TAG_HANDLE; JNE lbl; \
	MOVL reg, reg; TESTL reg, reg; JMI lbl; \
	SHLQ $4, reg; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; ADDQ CX, reg; \
	MOVQ (reg), tmp; MOVQ 8(reg), reg

// IS_SEQ_ITER: go to lbl unless the itab word itab is K64B's or K64C's
// (lists' and tuples' iterators). Clobbers tmp.
#define IS_SEQ_ITER(itab, tmp, lbl, lok) \
	MOVQ K64B, tmp; CMPQ itab, tmp; JEQ lok; \
	MOVQ K64C, tmp; CMPQ itab, tmp; JNE lbl; \
lok:

// for_zip2: FOR_ITER over a zip (not strict) of two lists' or tuples'
// iterators (K64 is the zip's itab, K64B and K64C those of
// *runtime.ListIter and *runtime.TupleIter; feedback FbZipSeq2) fused with
// the UNPACK_SEQUENCE of two that takes its pair: r[A], r[A+1] = the
// next items of the two, r[C] (the FOR_ITER's own register) = None; no
// tuple is made. As zip does, the first iterator advances before the
// second is asked, and the zip is done at the first that ends (its index
// -1, as for_seq marks it; the zip's done flag set) and the loop goes to
// TARGET; r[A] and r[A+1] then keep their values. Both iterators are
// checked before either moves: another zip, other inner iterators (both
// must be lists' or both tuples') or one without its sequence's pointer
// (get_iter_seq's) exits with nothing written (exit 4). DX holds the first
// item while the second is found.
// holes: A A1 B C K64 K64B K64C EXIT1 EXIT2 EXIT3 EXIT4 TARGET NEXT
TEXT ·for_zip2(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	CMPB ZIP_STRICT(BX), $0
	JNE other
	CMPB ZIP_DONE(BX), $0
	JNE other
	CMPQ ZIP_ITERS+8(BX), $2
	JNE other
	MOVQ ZIP_ITERS(BX), SI
	MOVQ 8(SI), SI
	DEREF_TO(SI, DX, other)
	IS_SEQ_ITER(DX, AX, other, ok1)
	CMPQ SEQITER_SEQ(SI), $0
	JEQ other
	MOVQ ZIP_ITERS(BX), SI
	MOVQ (SI), SI
	DEREF_TO(SI, AX, other)
	CMPQ AX, DX
	JNE other
	MOVQ SEQITER_SEQ(SI), CX
	TESTQ CX, CX
	JEQ other
	SEQ_END(SI, in0)
	JMP end
in0:
	SEQ_TAKE(SI, DX)
	MOVQ ZIP_ITERS(BX), SI
	MOVQ 8(SI), SI
	DEREF_TO(SI, AX, other)
	MOVQ SEQITER_SEQ(SI), CX
	SEQ_END(SI, in1)
	JMP end
in1:
	MOVQ DX, SLOTA(R13)
	SEQ_TAKE(SI, DX)
	MOVQ DX, SLOTA1(R13)
	MOVQ VAL_NONE, DX
	MOVQ DX, SLOTC(R13)
	JMPH(NEXT)
end:
	MOVB $1, ZIP_DONE(BX)
	JMPH(TARGET)
other:
	JMPH(EXIT4)

// for_gen: FOR_ITER r[A] = next(r[B]) for r[B] a plain generator (K64 is
// the itab of *interp.Generator; feedback FbGenIter) that machine code
// may resume itself: its frame's resume table (FRAME_GENTAB, which the
// exit loop sets when the generator's own machine code suspends it, 0
// otherwise) names, for the YIELD the frame is suspended at (FRAME_PC),
// the yield_resume after it. Only from the bottom of the call records
// (Ctx.CSP == Ctx.CSBase: this frame's exit loop entered it) or, with K32
// = 1 (in a generator's code), above the records of the for_gens that
// resumed this generator (no other records are made under a generator's
// code), and below their limit (none while a tracer is set). It pushes a record {return
// point, R13, PC, -, the generator's frame} and jumps there with R13 =
// the generator's registers. The generator's yield_value pops the record,
// stores the YIELD's index in the frame (its new suspension) and comes
// back to the return point with the value in AX, which r[A] takes. Every
// other exit of the generator's machine code leaves the record to the
// exit loop, which hands the generator to Go (interp.ResumeMachine) and
// finishes the FOR_ITER, its exhaustion included. A generator the table
// does not name exits (exit 3): the interpreter's FOR_ITER resumes it.
// The LEAQ of the return point is spelled in bytes, as in CALL_NATIVE.
// Clobbers AX BX CX DX SI DI.
// holes: A B PC K32 K64 EXIT1 EXIT2 EXIT3 NEXT
TEXT ·for_gen(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JNE other
	MOVQ GEN_FR(BX), DI
	MOVQ FRAME_GENTAB(DI), CX
	TESTQ CX, CX
	JEQ other
	MOVQ FRAME_PC(DI), DX
	MOVQ (CX)(DX*8), DX
	TESTQ DX, DX
	JEQ other
	MOVQ CTX_CSP(R12), SI
	CMPQ SI, CTX_CSLIMIT(R12)
	JAE other
	CMPQ SI, CTX_CSBASE(R12)
	JEQ push
	MOVL $K32, AX
	TESTL AX, AX
	JEQ other
push:
	MOVQ R13, CREC_REGS(SI)
	MOVQ $HOLEPC, CREC_PC(SI)
	MOVQ DI, CREC_FN(SI)
	ADDQ $CREC, SI
	MOVQ SI, CTX_CSP(R12)
	INCQ CTX_NCALLS(R12)
	INCQ CTX_GENRESUMES(R12)
	MOVQ FRAME_REGS(DI), CX
	BYTE $0x48; BYTE $0x8D; BYTE $0x05; LONG $9
	MOVQ AX, -CREC(SI)
	MOVQ CX, R13
	JMP DX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
other:
	JMPH(EXIT3)

// eq_ident: r[A] = r[B] == r[C] (K32 = 1) or r[B] != r[C] (K32 = 0) when
// r[B] is an instance of the class the site K64 holds (TSITE_*: a class
// and its version; jit.truthSite, filled by the exit loop: a class whose
// __eq__ and __ne__ are object's) and r[C] is r[B], another instance of
// exactly that class, or no handle at all (None, a bool, a small int, a
// float: their __eq__ returns NotImplemented for the instance): identity
// decides, as object.__eq__ and the reflected fallback do. Anything else
// exits. Clobbers AX BX CX DX SI.
// holes: A B C K32 K64 EXIT1 NEXT
TEXT ·eq_ident(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ AX, BX
	MOVQ BX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_HANDLE
	JNE bad
	MOVL BX, BX
	TESTL BX, BX
	JS bad
	SHLQ $4, BX
	MOVQ CTX_OBJS(R12), CX
	MOVQ (CX), CX
	ADDQ CX, BX
	MOVQ 8(BX), BX
	MOVQ HEAD_CLS(BX), DX
	MOVQ K64, SI
	CMPQ DX, TSITE_CLS(SI)
	JNE bad
	MOVQ TSITE_VER(SI), CX
	CMPQ CLASS_VERSION(DX), CX
	JNE bad
	MOVQ SLOTC(R13), BX
	XORL SI, SI
	CMPQ AX, BX
	JEQ result
	MOVL $1, SI
	MOVQ BX, CX
	SHRQ $48, CX
	CMPL CX, $TAG_HANDLE
	JNE result
	MOVL BX, BX
	TESTL BX, BX
	JS bad
	SHLQ $4, BX
	MOVQ CTX_OBJS(R12), CX
	MOVQ (CX), CX
	ADDQ CX, BX
	MOVQ 8(BX), BX
	CMPQ HEAD_CLS(BX), DX
	JNE bad
result:
	XORL $K32, SI
	MOVQ VAL_FALSE, AX
	ORQ SI, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
bad:
	JMPH(EXIT1)

// get_iter_seq: GET_ITER r[A] = iter(r[B]) for r[B] an object whose Go
// type has itab K64 and whose class is exactly K64B (a list or a tuple;
// a subclass may override __iter__): r[A] = an iterator from the pool at
// K64C (jit.seqPool, as build_seq) of iterators of that kind, given r[B]'s
// handle (SEQITER_H: a value word, never a Go pointer) and index 0. An
// empty pool goes to TARGET, where the exit loop refills it and the
// instruction starts again. Clobbers AX BX CX DX SI.
// holes: A B K64 K64B K64C EXIT1 EXIT2 EXIT3 EXIT4 TARGET NEXT
TEXT ·get_iter_seq(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ AX, BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ K64B, SI
	CMPQ HEAD_CLS(BX), SI
	JCC(CC_NE, EXIT4)
	MOVQ K64C, SI
	MOVQ 0(SI), CX
	TESTQ CX, CX
	JCC(CC_LE, TARGET)
	DECQ CX
	MOVQ CX, 0(SI)
	SHLQ $4, CX
	LEAQ 8(SI)(CX*1), SI
	MOVQ 8(SI), DX
	MOVQ AX, SEQITER_H(DX)
	MOVQ $0, SEQITER_INDEX(DX)
	MOVQ 0(SI), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// RANGE_COUNT(down, count, empty, done): CX = how many items
// range(AX, CX, SI) has (SI not 0), counted unsigned as lang/runtime's
// ctrRangeLen counts them, so that a length beyond int64's is right too.
// Clobbers AX DX SI.
#define RANGE_COUNT(down, count, empty, done) \
	TESTQ SI, SI; JLT down; CMPQ AX, CX; JGE empty; SUBQ AX, CX; MOVQ CX, AX; JMP count; \
down: \
	CMPQ AX, CX; JLE empty; SUBQ CX, AX; NEGQ SI; \
count: \
	DECQ AX; XORL DX, DX; DIVQ SI; INCQ AX; MOVQ AX, CX; JMP done; \
empty: \
	XORL CX, CX; \
done:

// RPOOL_POP takes the last entry of the range iterators' pool
// (Ctx.RPool, refilled by the exit loop): SI = its address (the handle
// at 0, the object at 8). An empty pool goes to TARGET, where the exit
// loop refills it and the instruction starts again.
#define RPOOL_POP \
	MOVQ CTX_RPOOLN(R12), SI; TESTQ SI, SI; JCC(CC_LE, TARGET); \
	DECQ SI; MOVQ SI, CTX_RPOOLN(R12); SHLQ $4, SI; ADDQ CTX_RPOOL(R12), SI

// RANGE_ITER_X: AX = the handle of a range iterator from the pool
// (RPOOL_POP) that yields CX items from X0 by X1 (its fields are ints,
// never a pointer). Clobbers DX SI.
#define RANGE_ITER_X \
	RPOOL_POP; MOVQ 8(SI), DX; MOVQ X0, AX; MOVQ AX, RANGEITER_NEXT(DX); \
	MOVQ X1, AX; MOVQ AX, RANGEITER_STEP(DX); MOVQ CX, RANGEITER_LEFT(DX); MOVQ 0(SI), AX

// get_iter_range: GET_ITER r[A] = iter(r[B]) for r[B] a range object
// (K64: the itab of *runtime.Range; range cannot be subclassed) whose
// bounds are within int64 (RANGE_BIG nil): r[A] = a range iterator from
// the pool of range_iter1 (Ctx.RPool) with r[B]'s start, step and
// length, worked out as lang/runtime's ctrRangeLen does (unsigned, so
// that a length beyond int64's range is right too). An empty pool goes to
// TARGET, where the exit loop refills it and the instruction starts
// again. r[B] a range iterator already (K64B: the itab of
// *runtime.RangeIter, of a final class; reversed(range(n))) is its own
// iterator: r[A] = r[B]. Clobbers AX BX CX DX SI X0 X1.
// holes: A B K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 TARGET NEXT
TEXT ·get_iter_range(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ BX, X0
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JEQ isrange
	MOVQ K64B, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ X0, AX
	JMP store
isrange:
	CMPQ RANGE_BIG(BX), $0
	JCC(CC_NE, EXIT4)
	MOVQ RANGE_START(BX), AX
	MOVQ RANGE_STOP(BX), CX
	MOVQ RANGE_STEP(BX), SI
	MOVQ AX, X0
	MOVQ SI, X1
	RANGE_COUNT(down, count, empty, counted)
	RANGE_ITER_X
store:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// get_iter_set: GET_ITER r[A] = iter(r[B]) for r[B] an object whose Go
// type has itab K64 (*runtime.Set) and whose class is exactly K64B or
// K64D (set, frozenset; a subclass may override __iter__): r[A] = a set
// iterator from the pool at K64C (jit.seqPool, as build_seq), given
// r[B]'s handle (SETITER_H, a value word), its size and position 0. An
// empty pool goes to TARGET, where the exit loop refills it and the
// instruction starts again. Clobbers AX BX CX DX SI.
// holes: A B K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 TARGET NEXT
TEXT ·get_iter_set(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ AX, BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ HEAD_CLS(BX), SI
	MOVQ K64B, DX
	CMPQ SI, DX
	JEQ exact
	MOVQ K64D, DX
	CMPQ SI, DX
	JCC(CC_NE, EXIT4)
exact:
	MOVQ K64C, SI
	MOVQ 0(SI), CX
	TESTQ CX, CX
	JCC(CC_LE, TARGET)
	DECQ CX
	MOVQ CX, 0(SI)
	SHLQ $4, CX
	LEAQ 8(SI)(CX*1), SI
	MOVQ 8(SI), DX
	MOVQ AX, SETITER_H(DX)
	MOVQ SET_USED(BX), CX
	MOVQ CX, SETITER_USED(DX)
	MOVQ CX, SETITER_LEFT(DX)
	MOVQ $0, SETITER_POS(DX)
	MOVQ 0(SI), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// INT64_OF(reg, big, done, bad): reg, a value word, becomes the int64 it
// holds, a small int or an exact int object in int64's range (Go type
// itab in X0, class in X1; its digit's sign must match the big.Int's
// sign flag); anything else goes to bad. Clobbers CX DX SI.
#define INT64_OF(reg, big, done, bad) \
	MOVQ reg, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JNE big; UNBOX_INT(reg); JMP done; \
big: \
	CMPL DX, $TAG_HANDLE; JNE bad; \
	MOVL reg, reg; TESTL reg, reg; JS bad; \
	SHLQ $4, reg; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; ADDQ CX, reg; \
	MOVQ (reg), DX; MOVQ 8(reg), reg; \
	MOVQ X0, SI; CMPQ DX, SI; JNE bad; \
	MOVQ X1, SI; CMPQ HEAD_CLS(reg), SI; JNE bad; \
	CMPQ INT_ABSLEN(reg), $1; JNE bad; \
	MOVBQZX INT_NEG(reg), DX; MOVQ INT_ABS(reg), reg; MOVQ (reg), reg; \
	MOVQ DX, CX; NEGQ CX; XORQ CX, reg; ADDQ DX, reg; \
	MOVQ reg, CX; SHRQ $63, CX; CMPQ CX, DX; JNE bad

// The operations of the int64 stencils, on AX and BX (bad: overflow).
#define OP64_add ADDQ BX, AX; JO bad
#define OP64_sub SUBQ BX, AX; JO bad
#define OP64_mul IMULQ BX, AX; JO bad
#define OP64_and ANDQ BX, AX
#define OP64_or ORQ BX, AX
#define OP64_xor XORQ BX, AX

// INT64_BINOP(op) is the body of the int64 stencils: AX = r[B], BX =
// r[C] as int64s (INT64_OF), op on them (which may go to bad on
// overflow), and r[A] = the result: a small int when it fits int48, else
// an int object from the pool at K64C (jit.seqPool of int shells, as
// build_seq) whose digit and sign it writes (ints, never a pointer). An
// empty pool goes to TARGET before anything is written, where the exit
// loop refills it and the instruction starts again; anything else exits.
#define INT64_BINOP(op) \
	MOVQ K64, SI; MOVQ SI, X0; MOVQ K64B, SI; MOVQ SI, X1; \
	MOVQ SLOTB(R13), AX; \
	INT64_OF(AX, bigb, doneb, bad); \
doneb: \
	MOVQ SLOTC(R13), BX; \
	INT64_OF(BX, bigc, donec, bad); \
donec: \
	op; \
	MOVQ AX, DX; SHLQ $16, DX; SARQ $16, DX; CMPQ DX, AX; JNE heap; \
	BOX_INT(AX, DX); JMP store; \
heap: \
	MOVQ K64C, SI; MOVQ 0(SI), CX; TESTQ CX, CX; JCC(CC_LE, TARGET); \
	DECQ CX; MOVQ CX, 0(SI); SHLQ $4, CX; LEAQ 8(SI)(CX*1), SI; \
	MOVQ 8(SI), BX; \
	MOVQ AX, DX; SARQ $63, DX; XORQ DX, AX; SUBQ DX, AX; MOVQ AX, INT_WORD(BX); \
	NEGQ DX; MOVB DX, INT_NEG(BX); \
	MOVQ 0(SI), AX; \
store: \
	MOVQ AX, SLOTA(R13); JMPH(NEXT); \
bad: \
	JMPH(EXIT1)

// add_int64: r[A] = r[B] + r[C] for ints in int64's range, small ints or
// exact int objects (K64 the itab of *runtime.Int, K64B int's class;
// see INT64_BINOP), exiting on int64 overflow. Clobbers AX BX CX DX SI X0 X1.
// holes: A B C K64 K64B K64C EXIT1 TARGET NEXT
TEXT ·add_int64(SB), NOSPLIT|NOFRAME, $0-0
	INT64_BINOP(OP64_add)

// sub_int64: r[A] = r[B] - r[C] for ints in int64's range, small ints or
// exact int objects (K64 the itab of *runtime.Int, K64B int's class;
// see INT64_BINOP), exiting on int64 overflow. Clobbers AX BX CX DX SI X0 X1.
// holes: A B C K64 K64B K64C EXIT1 TARGET NEXT
TEXT ·sub_int64(SB), NOSPLIT|NOFRAME, $0-0
	INT64_BINOP(OP64_sub)

// mul_int64: r[A] = r[B] * r[C] for ints in int64's range, small ints or
// exact int objects (K64 the itab of *runtime.Int, K64B int's class;
// see INT64_BINOP), exiting on int64 overflow. Clobbers AX BX CX DX SI X0 X1.
// holes: A B C K64 K64B K64C EXIT1 TARGET NEXT
TEXT ·mul_int64(SB), NOSPLIT|NOFRAME, $0-0
	INT64_BINOP(OP64_mul)

// and_int64: r[A] = r[B] & r[C] for ints in int64's range, small ints or
// exact int objects (K64 the itab of *runtime.Int, K64B int's class;
// see INT64_BINOP). Clobbers AX BX CX DX SI X0 X1.
// holes: A B C K64 K64B K64C EXIT1 TARGET NEXT
TEXT ·and_int64(SB), NOSPLIT|NOFRAME, $0-0
	INT64_BINOP(OP64_and)

// or_int64: r[A] = r[B] | r[C] for ints in int64's range, small ints or
// exact int objects (K64 the itab of *runtime.Int, K64B int's class;
// see INT64_BINOP). Clobbers AX BX CX DX SI X0 X1.
// holes: A B C K64 K64B K64C EXIT1 TARGET NEXT
TEXT ·or_int64(SB), NOSPLIT|NOFRAME, $0-0
	INT64_BINOP(OP64_or)

// xor_int64: r[A] = r[B] ^ r[C] for ints in int64's range, small ints or
// exact int objects (K64 the itab of *runtime.Int, K64B int's class;
// see INT64_BINOP). Clobbers AX BX CX DX SI X0 X1.
// holes: A B C K64 K64B K64C EXIT1 TARGET NEXT
TEXT ·xor_int64(SB), NOSPLIT|NOFRAME, $0-0
	INT64_BINOP(OP64_xor)

// cmp_int64: r[A] = the comparison K32 of r[B] and r[C] for ints in
// int64's range, small ints or exact int objects (K64 the itab of
// *runtime.Int, K64B int's class; see INT64_OF). K32 is a mask over the
// order, as cmp_str's: bit 0 when less is true, bit 1 equal, bit 2
// greater. Other operands exit. Clobbers AX BX CX DX SI X0 X1.
// holes: A B C K32 K64 K64B EXIT1 NEXT
TEXT ·cmp_int64(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, SI
	MOVQ SI, X0
	MOVQ K64B, SI
	MOVQ SI, X1
	MOVQ SLOTB(R13), AX
	INT64_OF(AX, bigb, doneb, bad)
doneb:
	MOVQ SLOTC(R13), BX
	INT64_OF(BX, bigc, donec, bad)
donec:
	MOVL $1, CX
	CMPQ AX, BX
	JEQ order
	MOVL $0, CX
	JLT order
	MOVL $2, CX
order:
	MOVL $K32, AX
	BTL CX, AX
	MOVQ VAL_FALSE, AX
	MOVQ VAL_TRUE, DX
	CMOVQCS DX, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
bad:
	JMPH(EXIT1)

// SEQ_INDEX checks the operands of an indexing stencil: BX holds the
// handle of an object whose Go type has itab K64 and whose class is
// exactly K64B (subclasses may override __getitem__/__setitem__), AX a
// small-int index within its SEQ_LEN items; it leaves BX = the object and
// AX = the index, negative ones counted from the end. Exits EXIT1..EXIT6.
#define SEQ_INDEX NEED_INT(AX, DX, EXIT1); UNBOX_INT(AX); SEQ_OBJ_INDEX

// SEQ_OBJ_INDEX is SEQ_INDEX for an index AX already known to be an int
// (an int64). Exits EXIT2..EXIT6.
#define SEQ_OBJ_INDEX \
	DEREF_HANDLE(BX, DX, EXIT2, EXIT3); \
	MOVQ K64, SI; CMPQ DX, SI; JCC(CC_NE, EXIT4); \
	MOVQ K64B, SI; CMPQ HEAD_CLS(BX), SI; JCC(CC_NE, EXIT6); \
	MOVQ SEQ_LEN(BX), DX; TESTQ AX, AX; JGE inrange; ADDQ DX, AX; \
inrange: \
	CMPQ AX, DX; JCC(CC_AE, EXIT5)

// subscr_seq: r[A] = r[B][r[C]] for a list or tuple (K64 is the itab of
// its Go type, K64B the address of its exact Python class: subclasses may
// override __getitem__) and a small-int index in range (negative counts
// from the end). Other types and out-of-range indexes exit.
// holes: A B C K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·subscr_seq(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ SLOTC(R13), AX
	SEQ_INDEX
	MOVQ SEQ_ITEMS(BX), DX
	MOVQ (DX)(AX*8), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// subscr_seq_s: subscr_seq with the index r[C] split (in CX) and the item
// r[A] left in AX, so that the index can be a resident (a loop counter).
// holes: B K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·subscr_seq_s(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ CX, AX
	SEQ_INDEX
	MOVQ SEQ_ITEMS(BX), DX
	MOVQ (DX)(AX*8), AX
	JMPH(NEXT)

// subscr_seq_s_i: subscr_seq_s with the index in the working form of the
// _i stencils (an int resident): no tag check, no unboxing.
// holes: B K64 K64B EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·subscr_seq_s_i(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ CX, AX
	SARQ $16, AX
	SEQ_OBJ_INDEX
	MOVQ SEQ_ITEMS(BX), DX
	MOVQ (DX)(AX*8), AX
	JMPH(NEXT)

// subscr_str: r[A] = r[B][r[C]] for an exact str (K64: the itab of
// *runtime.Str, K64B the str class), heap or immortal, whose characters
// are all ASCII, and a small-int index in range (negative counts from the
// end): the immortal one-character str from the table at K64C. Other
// strs, types and indexes exit.
// holes: A B C K64 K64B K64C EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 NEXT
TEXT ·subscr_str(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTC(R13), AX
	NEED_INT(AX, DX, EXIT1)
	MOVQ SLOTB(R13), BX
	DEREF_ANY(BX, DX, EXIT2, EXIT3, heapstr)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT4)
	MOVQ K64B, SI
	CMPQ HEAD_CLS(BX), SI
	JCC(CC_NE, EXIT5)
	CMPB STR_ASCII(BX), $0
	JCC(CC_E, EXIT6)
	UNBOX_INT(AX)
	MOVQ STR_LEN(BX), DX
	TESTQ AX, AX
	JGE inrange
	ADDQ DX, AX
inrange:
	CMPQ AX, DX
	JCC(CC_AE, EXIT7)
	MOVQ STR_PTR(BX), SI
	MOVBLZX (SI)(AX*1), AX
	MOVQ K64C, SI
	MOVQ (SI)(AX*8), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// in_list_int: r[A] = r[B] in r[C] (K32 = 1) or not in (K32 = 0) for a
// small int r[B] and an exact list r[C] (class K64B) whose items are
// small ints up to the first equal one: equal value words decide. Any
// other item first (a float, True, an object with __eq__) exits, as does
// anything but such a list.
// holes: A B C K32 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·in_list_int(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	NEED_INT(AX, DX, EXIT1)
	MOVQ SLOTC(R13), BX
	DEREF_HANDLE(BX, DX, EXIT2, EXIT3)
	MOVQ K64B, SI
	CMPQ HEAD_CLS(BX), SI
	JCC(CC_NE, EXIT4)
	MOVQ SEQ_ITEMS(BX), SI
	MOVQ SEQ_LEN(BX), CX
	MOVL $K32, DX
	XORL $1, DX
scan:
	TESTQ CX, CX
	JEQ done
	MOVQ (SI), BX
	CMPQ BX, AX
	JEQ found
	SHRQ $48, BX
	CMPL BX, $TAG_INT
	JCC(CC_NE, EXIT5)
	ADDQ $8, SI
	DECQ CX
	JMP scan
found:
	XORL $1, DX
done:
	// DX: 1 when the answer is True.
	MOVQ VAL_FALSE, AX
	MOVQ VAL_TRUE, CX
	TESTL DX, DX
	CMOVQNE CX, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)


// SLICE_BOUNDS sets AX to the start and CX to the stop of a slice
// lst[i:j] of a sequence of length DX, from the bound words in SLOTB and
// SLOTB1 (None or a small int; anything else jumps to bad), each clamped
// to 0..len as CPython adjusts slice indices. SI is clobbered; the other
// arguments are label names of the stencil's own.
#define SLICE_BOUNDS(bad, sint, spos, sdone, tint, tpos, tdone) \
	MOVQ SLOTB(R13), AX; \
	MOVQ VAL_NONE, SI; \
	CMPQ AX, SI; \
	JNE sint; \
	XORL AX, AX; \
	JMP sdone; \
	sint: \
	MOVQ AX, SI; \
	SHRQ $48, SI; \
	CMPL SI, $TAG_INT; \
	JNE bad; \
	UNBOX_INT(AX); \
	TESTQ AX, AX; \
	JGE spos; \
	ADDQ DX, AX; \
	JGE sdone; \
	XORL AX, AX; \
	JMP sdone; \
	spos: \
	CMPQ AX, DX; \
	JLE sdone; \
	MOVQ DX, AX; \
	sdone: \
	MOVQ SLOTB1(R13), CX; \
	MOVQ VAL_NONE, SI; \
	CMPQ CX, SI; \
	JNE tint; \
	MOVQ DX, CX; \
	JMP tdone; \
	tint: \
	MOVQ CX, SI; \
	SHRQ $48, SI; \
	CMPL SI, $TAG_INT; \
	JNE bad; \
	UNBOX_INT(CX); \
	TESTQ CX, CX; \
	JGE tpos; \
	ADDQ DX, CX; \
	JGE tdone; \
	XORL CX, CX; \
	JMP tdone; \
	tpos: \
	CMPQ CX, DX; \
	JLE tdone; \
	MOVQ DX, CX; \
tdone:

// ---- hashed lookups: in_hashed, subscr_dict, store_subscr_dict ----
//
// Their K64 is the hashed types table (HT_*). Every failed check jumps to
// the stencil's one exit.

// SIPROUND is one SipHash round over v0..v3 in AX CX DX SI.
#define SIPROUND \
	ADDQ CX, AX; ADDQ SI, DX; ROLQ $13, CX; ROLQ $16, SI; XORQ AX, CX; XORQ DX, SI; ROLQ $32, AX; \
	ADDQ CX, DX; ADDQ SI, AX; ROLQ $17, CX; ROLQ $21, SI; XORQ DX, CX; XORQ AX, SI; ROLQ $32, DX

// STR_SIPHASH computes the hash of the exact str whose object is BX and
// caches it there (Str.hash, then Str.hashed), as runtime's StrHash does
// for an ASCII str: SipHash-1-3 with the zero key over its bytes (pyhash's
// sipString), -1 taken to -2, 0 for the empty str. A str with other
// characters jumps to fail (its hash is over its code points). AX, SI and
// BX are kept (through Ctx.Scratch: the X registers may hold a caller's
// values); CX and DX are clobbered. Labels sip*: one use per stencil.
#define STR_SIPHASH(fail) \
	CMPB STR_ASCII(BX), $0; JEQ fail; \
	MOVQ STR_LEN(BX), CX; TESTQ CX, CX; JNE sipgo; \
	MOVQ $0, STR_HASH(BX); MOVB $1, STR_HASHED(BX); JMP sipdone; \
sipgo: \
	MOVQ AX, (CTX_SCRATCH+8)(R12); MOVQ SI, (CTX_SCRATCH+16)(R12); MOVQ BX, (CTX_SCRATCH+24)(R12); \
	MOVQ CX, (CTX_SCRATCH+32)(R12); \
	MOVQ STR_PTR(BX), BX; ANDQ $-8, CX; ADDQ BX, CX; MOVQ CX, CTX_SCRATCH(R12); \
	MOVQ $0x736f6d6570736575, AX; MOVQ $0x646f72616e646f6d, CX; \
	MOVQ $0x6c7967656e657261, DX; MOVQ $0x7465646279746573, SI; \
sipblk: \
	CMPQ BX, CTX_SCRATCH(R12); JAE siptail; \
	XORQ (BX), SI; SIPROUND; XORQ (BX), AX; ADDQ $8, BX; JMP sipblk; \
siptail: \
	MOVQ DX, (CTX_SCRATCH+40)(R12); MOVQ SI, (CTX_SCRATCH+48)(R12); \
	MOVQ (CTX_SCRATCH+32)(R12), SI; ANDQ $7, SI; XORL DX, DX; \
siptb: \
	TESTQ SI, SI; JEQ siptd; DECQ SI; SHLQ $8, DX; MOVB (BX)(SI*1), DX; JMP siptb; \
siptd: \
	MOVQ (CTX_SCRATCH+32)(R12), SI; SHLQ $56, SI; ORQ SI, DX; MOVQ DX, BX; \
	MOVQ (CTX_SCRATCH+40)(R12), DX; MOVQ (CTX_SCRATCH+48)(R12), SI; \
	XORQ BX, SI; SIPROUND; XORQ BX, AX; \
	XORQ $0xff, DX; SIPROUND; SIPROUND; SIPROUND; \
	XORQ CX, AX; XORQ SI, DX; XORQ DX, AX; \
	CMPQ AX, $-1; JNE sipset; MOVQ $-2, AX; \
sipset: \
	MOVQ (CTX_SCRATCH+24)(R12), BX; MOVQ AX, STR_HASH(BX); MOVB $1, STR_HASHED(BX); \
	MOVQ (CTX_SCRATCH+8)(R12), AX; MOVQ (CTX_SCRATCH+16)(R12), SI; \
sipdone:

// HASH_KEY sets DX to the hash of the key word in AX, as runtime's Hash
// gives it, for the keys machine code hashes itself: a small int (itself;
// -1 hashes as -2), an exact str (its cached hash, or one STR_SIPHASH
// computes and caches for an ASCII str), and a class whose metaclass is
// exactly type (its identity hash, runtime.IDHash: the handle's 48-bit
// payload, index and generation). Anything else (a non-ASCII str not
// hashed yet included) jumps to fail. X3 is set to the key's kind for
// ENTRY_DIFFERS: 0 for a small int, the str's object with its low bit set
// for a str, the address of type for a class. SI holds the hashed types
// table; BX and CX are clobbered. lobj, lheap, ltype and ldone are label
// names of the stencil's own.
#define HASH_KEY(fail, lobj, lheap, ltype, ldone) \
	MOVQ AX, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JNE lobj; \
	PXOR X3, X3; \
	MOVQ AX, DX; SHLQ $16, DX; SARQ $16, DX; CMPQ DX, $-1; JNE ldone; \
	MOVQ $-2, DX; JMP ldone; \
lobj: \
	CMPL DX, $TAG_HANDLE; JNE fail; \
	MOVL AX, BX; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; \
	BTRL $31, BX; JAE lheap; \
	BTL $30, BX; JB fail; \
	MOVQ CTX_STATICS(R12), CX; \
lheap: \
	SHLQ $4, BX; MOVQ 8(CX)(BX*1), BX; \
	MOVQ HEAD_CLS(BX), CX; CMPQ CX, HT_STR(SI); JNE ltype; \
	CMPB STR_HASHED(BX), $0; JNE khave; \
	STR_SIPHASH(fail); \
khave: \
	MOVQ BX, CX; ORQ $1, CX; MOVQ CX, X3; \
	MOVQ STR_HASH(BX), DX; JMP ldone; \
ltype: \
	CMPQ CX, HT_TYPE(SI); JNE fail; \
	MOVQ CX, X3; \
	MOVQ AX, DX; SHLQ $16, DX; SHRQ $16, DX; \
ldone:

// ENTRY_DIFFERS jumps to skip when the key word DX, found at an entry of
// the hash of our key (whose kind X3 holds, as HASH_KEY leaves it) but not
// the same word, cannot equal our key: both are small ints, or both are
// classes whose metaclass is exactly type (type's __eq__ is identity), or
// both are exact strs of other contents (X3 = 1, a str whose object the
// stencil did not name, fails). Two exact strs of the same contents jump
// to same (AX, BX and SI as they were: the caller finds the
// entry again). Anything else jumps to fail: only __eq__ can tell.
// Clobbers CX and DX (AX, BX and SI pass through Ctx.Scratch); the l*
// arguments are label names of the stencil's own.
#define ENTRY_DIFFERS(fail, skip, same, lcls, lheap, lstr, lsheap, lw, lb, lseq, lsne, lsfail) \
	MOVQ X3, CX; CMPQ CX, $1; JEQ fail; TESTQ $1, CX; JNE lstr; TESTQ CX, CX; JNE lcls; \
	SHRQ $48, DX; CMPL DX, $TAG_INT; JEQ skip; JMP fail; \
lcls: \
	MOVQ DX, CX; SHRQ $48, CX; CMPL CX, $TAG_HANDLE; JNE fail; \
	MOVL DX, DX; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; \
	BTRL $31, DX; JAE lheap; \
	BTL $30, DX; JB fail; \
	MOVQ CTX_STATICS(R12), CX; \
lheap: \
	SHLQ $4, DX; MOVQ 8(CX)(DX*1), DX; MOVQ HEAD_CLS(DX), DX; \
	MOVQ X3, CX; CMPQ DX, CX; JEQ skip; JMP fail; \
lstr: \
	MOVQ DX, CX; SHRQ $48, CX; CMPL CX, $TAG_HANDLE; JNE fail; \
	MOVQ AX, (CTX_SCRATCH+8)(R12); MOVQ BX, (CTX_SCRATCH+16)(R12); MOVQ SI, (CTX_SCRATCH+24)(R12); \
	MOVL DX, DX; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; \
	BTRL $31, DX; JAE lsheap; \
	BTL $30, DX; JB lsfail; \
	MOVQ CTX_STATICS(R12), CX; \
lsheap: \
	SHLQ $4, DX; MOVQ 8(CX)(DX*1), DX; \
	MOVQ X3, CX; ANDQ $-2, CX; \
	MOVQ HEAD_CLS(CX), AX; CMPQ HEAD_CLS(DX), AX; JNE lsfail; \
	MOVQ STR_LEN(CX), AX; CMPQ STR_LEN(DX), AX; JNE lsne; \
	MOVQ STR_PTR(CX), CX; MOVQ STR_PTR(DX), DX; XORL SI, SI; \
lw: \
	LEAQ 8(SI), BX; CMPQ BX, AX; JA lb; \
	MOVQ (CX)(SI*1), BX; CMPQ BX, (DX)(SI*1); JNE lsne; ADDQ $8, SI; JMP lw; \
lb: \
	CMPQ SI, AX; JAE lseq; \
	MOVBLZX (CX)(SI*1), BX; CMPB BX, (DX)(SI*1); JNE lsne; INCQ SI; JMP lb; \
lseq: \
	MOVQ (CTX_SCRATCH+8)(R12), AX; MOVQ (CTX_SCRATCH+16)(R12), BX; MOVQ (CTX_SCRATCH+24)(R12), SI; JMP same; \
lsne: \
	MOVQ (CTX_SCRATCH+8)(R12), AX; MOVQ (CTX_SCRATCH+16)(R12), BX; MOVQ (CTX_SCRATCH+24)(R12), SI; JMP skip; \
lsfail: \
	MOVQ (CTX_SCRATCH+8)(R12), AX; MOVQ (CTX_SCRATCH+16)(R12), BX; MOVQ (CTX_SCRATCH+24)(R12), SI; JMP fail

// HEAP_OBJ sets BX to the object of the heap handle in BX and CX to its
// class; anything else (a static object included) jumps to fail.
#define HEAP_OBJ(fail) \
	MOVQ BX, CX; SHRQ $48, CX; CMPL CX, $TAG_HANDLE; JNE fail; \
	MOVL BX, BX; TESTL BX, BX; JS fail; \
	SHLQ $4, BX; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; MOVQ 8(CX)(BX*1), BX; \
	MOVQ HEAD_CLS(BX), CX

// DICT_PROBE looks the key word AX of hash DX up in the dict whose object
// is BX, probing its index as runtime's Dict.find does: it jumps to found
// with DX at the key's entry, to notfound when an empty slot ends the
// probe (CX is that slot, SI the index, X0 the hash), to noindex when the
// dict has no index yet, and to fail at an entry of the same hash whose
// other key may be equal (ENTRY_DIFFERS). Clobbers BX CX DX SI X0 X1 X2
// X4.
#define DICT_PROBE(fail, found, notfound, noindex, lprobe, lnext, lskip, lcls, lheap, lsame, lstr, lsheap, lw, lb, lseq, lsne, lsfail) \
	MOVQ DICT_INDEX+8(BX), CX; TESTQ CX, CX; JEQ noindex; \
	DECQ CX; MOVQ CX, X1; MOVQ DX, X0; MOVQ DX, X2; ANDQ DX, CX; \
	MOVQ DICT_INDEX(BX), SI; MOVQ DICT_ENTRIES(BX), BX; \
lprobe: \
	MOVLQSX (SI)(CX*4), DX; CMPQ DX, $-1; JEQ notfound; \
	TESTQ DX, DX; JS lnext; \
	LEAQ (DX)(DX*2), DX; LEAQ (BX)(DX*8), DX; \
	CMPQ ENTRY_KEY(DX), AX; JEQ found; \
	MOVQ (DX), X4; PXOR X0, X4; MOVQ X4, DX; TESTQ DX, DX; JNE lnext; \
	MOVLQSX (SI)(CX*4), DX; LEAQ (DX)(DX*2), DX; LEAQ (BX)(DX*8), DX; MOVQ ENTRY_KEY(DX), DX; \
	MOVQ CX, X4; \
	ENTRY_DIFFERS(fail, lskip, lsame, lcls, lheap, lstr, lsheap, lw, lb, lseq, lsne, lsfail); \
lsame: \
	MOVQ X4, CX; MOVLQSX (SI)(CX*4), DX; LEAQ (DX)(DX*2), DX; LEAQ (BX)(DX*8), DX; JMP found; \
lskip: \
	MOVQ X4, CX; \
lnext: \
	MOVQ X2, DX; SHRQ $5, DX; MOVQ DX, X2; \
	LEAQ 1(CX)(CX*4), CX; ADDQ DX, CX; MOVQ X1, DX; ANDQ DX, CX; JMP lprobe

// SET_PROBE is DICT_PROBE for a set or frozenset (object BX), probing its
// table as runtime's Set.lookkey does: runs of up to SET_PROBES entries
// after the probe's start (SI: the start in its high half, the entries
// left in the run in its low half), then the perturbed jump. Clobbers AX
// BX CX DX SI X0 X1 X2 X4.
#define SET_PROBES 9
#define SET_PROBE(fail, found, notfound, louter, linner, llive, lcont, lre, lskip, lcls, lheap, lsame, lstr, lsheap, lw, lb, lseq, lsne, lsfail) \
	MOVQ SET_TABLE+8(BX), CX; TESTQ CX, CX; JEQ notfound; \
	DECQ CX; MOVQ CX, X1; MOVQ DX, X0; MOVQ DX, X2; ANDQ DX, CX; \
	MOVQ SET_TABLE(BX), BX; MOVQ VAL_UNBOUND, DX; XORQ DX, AX; \
louter: \
	MOVQ CX, SI; SHLQ $32, SI; MOVQ X1, DX; SUBQ $SET_PROBES, DX; CMPQ CX, DX; JGT linner; ORQ $SET_PROBES, SI; \
linner: \
	MOVQ CX, DX; SHLQ $4, DX; ADDQ BX, DX; \
	CMPQ (DX), AX; JEQ found; \
	CMPQ (DX), $0; JNE llive; \
	CMPQ SETENTRY_HASH(DX), $0; JEQ notfound; \
	JMP lcont; \
llive: \
	MOVQ SETENTRY_HASH(DX), X4; PXOR X0, X4; MOVQ X4, DX; TESTQ DX, DX; JNE lcont; \
	MOVQ CX, DX; SHLQ $4, DX; ADDQ BX, DX; MOVQ (DX), DX; \
	MOVQ CX, X4; MOVQ VAL_UNBOUND, CX; XORQ CX, DX; \
	ENTRY_DIFFERS(fail, lskip, lsame, lcls, lheap, lstr, lsheap, lw, lb, lseq, lsne, lsfail); \
lsame: \
	MOVQ X4, CX; MOVQ CX, DX; SHLQ $4, DX; ADDQ BX, DX; JMP found; \
lskip: \
	MOVQ X4, CX; \
lcont: \
	TESTL SI, SI; JEQ lre; DECQ SI; INCQ CX; JMP linner; \
lre: \
	MOVQ SI, CX; SHRQ $32, CX; MOVQ X2, DX; SHRQ $5, DX; MOVQ DX, X2; \
	LEAQ 1(CX)(CX*4), CX; ADDQ DX, CX; MOVQ X1, DX; ANDQ DX, CX; JMP louter

// in_hashed: r[A] = r[B] in r[C] (K32 = 1) or not in (K32 = 0) for an
// exact dict, set or frozenset r[C] and a key r[B] that HASH_KEY hashes.
// Anything else exits, as does an entry of the key's hash whose key only
// __eq__ can tell from it.
// holes: A B C K32 K64 EXIT1 NEXT
TEXT ·in_hashed(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, SI
	MOVQ SLOTB(R13), AX
	HASH_KEY(fail, kobj, kheap, ktype, khashed)
	MOVQ SLOTC(R13), BX
	HEAP_OBJ(fail)
	CMPQ CX, HT_DICT(SI)
	JEQ dict
	CMPQ CX, HT_SET(SI)
	JEQ set
	CMPQ CX, HT_FROZENSET(SI)
	JNE fail
set:
	SET_PROBE(fail, yes, no, souter, sinner, slive, scont, sre, sskip, scls, sheap, ssame, sstr, ssheap, sw, sb, sseq, ssne, ssfail)
dict:
	DICT_PROBE(fail, yes, no, no, dprobe, dnext, dskip, dcls, dheap, dsame, dstr, dsheap, dw, db, dseq, dsne, dsfail)
fail:
	JMPH(EXIT1)
yes:
	MOVL $1, DX
	JMP done
no:
	XORL DX, DX
done:
	// DX ^ K32 is 0 when the answer is True.
	MOVL $K32, CX
	XORL CX, DX
	MOVQ VAL_TRUE, AX
	MOVQ VAL_FALSE, CX
	TESTL DX, DX
	CMOVQNE CX, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// in_seq: r[A] = r[B] in r[C] (K32 = 1) or not in (K32 = 0) for an exact
// list or tuple r[C] and a key r[B] whose equality with the items machine
// code can decide without __eq__: a small int, None, an exact str or a
// class whose metaclass is exactly type. An identical item is found; any
// other item must be one the key cannot equal: a small int, a class whose
// metaclass is type, a str (of another length than a str key), a float or
// True/False (for a key that is no small int). Anything else exits. K64
// is the hashed types table (HT_*), kept in X0; X3 holds the key's kind
// (0 a small int, 1 None, 2 a str, whose length X2 holds, 3 a class).
// holes: A B C K32 K64 EXIT1 NEXT
TEXT ·in_seq(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, SI
	MOVQ SI, X0
	MOVQ SLOTC(R13), BX
	HEAP_OBJ(fail)
	CMPQ CX, HT_LIST(SI)
	JEQ seq
	CMPQ CX, HT_TUPLE(SI)
	JNE fail
seq:
	MOVQ BX, X1
	MOVQ SLOTB(R13), AX
	MOVQ AX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_INT
	JNE knotint
	PXOR X3, X3
	JMP scan
knotint:
	MOVQ VAL_NONE, CX
	CMPQ AX, CX
	JNE knotnone
	MOVL $1, CX
	MOVQ CX, X3
	JMP scan
knotnone:
	CMPL DX, $TAG_HANDLE
	JNE fail
	MOVL AX, BX
	MOVQ CTX_OBJS(R12), CX
	MOVQ (CX), CX
	BTRL $31, BX
	JAE kheap
	BTL $30, BX
	JB fail
	MOVQ CTX_STATICS(R12), CX
kheap:
	SHLQ $4, BX
	MOVQ 8(CX)(BX*1), BX
	MOVQ HEAD_CLS(BX), CX
	CMPQ CX, HT_STR(SI)
	JNE kcls
	MOVQ STR_LEN(BX), CX
	MOVQ CX, X2
	MOVL $2, CX
	MOVQ CX, X3
	JMP scan
kcls:
	CMPQ CX, HT_TYPE(SI)
	JNE fail
	MOVL $3, CX
	MOVQ CX, X3
scan:
	MOVQ X1, BX
	MOVQ SEQ_ITEMS(BX), SI
	MOVQ SEQ_LEN(BX), CX
loop:
	TESTQ CX, CX
	JEQ no
	MOVQ (SI), DX
	CMPQ DX, AX
	JEQ yes
	MOVQ DX, BX
	SHRQ $48, BX
	// Another small int: never equal to a key of these kinds.
	CMPL BX, $TAG_INT
	JEQ next
	CMPL BX, $TAG_HANDLE
	JEQ ihandle
	// A float or an immediate: maybe equal to a small int key.
	MOVQ X3, BX
	TESTQ BX, BX
	JEQ fail
	JMP next
ihandle:
	MOVQ CX, X4
	MOVL DX, DX
	MOVQ CTX_OBJS(R12), CX
	MOVQ (CX), CX
	BTRL $31, DX
	JAE iheap
	BTL $30, DX
	JB fail
	MOVQ CTX_STATICS(R12), CX
iheap:
	SHLQ $4, DX
	MOVQ 8(CX)(DX*1), DX
	MOVQ X4, CX
	MOVQ X0, BX
	MOVQ HT_TYPE(BX), BX
	CMPQ BX, HEAD_CLS(DX)
	JEQ next
	MOVQ X0, BX
	MOVQ HT_STR(BX), BX
	CMPQ BX, HEAD_CLS(DX)
	JNE fail
	// A str: equal to a str key of its length maybe.
	MOVQ X3, BX
	CMPQ BX, $2
	JNE next
	MOVQ STR_LEN(DX), DX
	MOVQ X2, BX
	CMPQ DX, BX
	JEQ fail
next:
	ADDQ $8, SI
	DECQ CX
	JMP loop
fail:
	JMPH(EXIT1)
yes:
	MOVL $1, DX
	JMP done
no:
	XORL DX, DX
done:
	// DX ^ K32 is 0 when the answer is True.
	MOVL $K32, CX
	XORL CX, DX
	MOVQ VAL_TRUE, AX
	MOVQ VAL_FALSE, CX
	TESTL DX, DX
	CMOVQNE CX, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// DICT_CLASS: CX, the class of the object in BX, is dict (SI: the hashed
// types), or a dict subclass that subscripts as dict does, which the
// interpreter found at the class's current version (Class.DictSubscripts:
// CLASS_DICTSUBVER is that version + 1); else go to fail. Clobbers SI.
#define DICT_CLASS(fail, lok) \
	CMPQ CX, HT_DICT(SI); JEQ lok; \
	MOVQ CLASS_VERSION(CX), SI; INCQ SI; CMPQ SI, CLASS_DICTSUBVER(CX); JNE fail; \
lok:

// subscr_dict: r[A] = r[B][r[C]] for a dict r[B] (exact, or of a
// subclass that subscripts as dict: DICT_CLASS) and a key r[C] that
// HASH_KEY hashes, when the dict holds the key; a missing key (the
// KeyError, or a subclass's __missing__) exits, as does anything else.
// holes: A B C K64 EXIT1 NEXT
TEXT ·subscr_dict(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, SI
	MOVQ SLOTC(R13), AX
	HASH_KEY(fail, kobj, kheap, ktype, khashed)
	MOVQ SLOTB(R13), BX
	HEAP_OBJ(fail)
	DICT_CLASS(fail, isdict)
	DICT_PROBE(fail, found, fail, fail, dprobe, dnext, dskip, dcls, dheap, dsame, dstr, dsheap, dw, db, dseq, dsne, dsfail)
fail:
	JMPH(EXIT1)
found:
	MOVQ ENTRY_VALUE(DX), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// store_subscr_dict: r[A][r[B]] = r[C] for a dict r[A] (exact, or of a
// subclass that subscripts as dict: DICT_CLASS) and a key r[B] that
// HASH_KEY hashes, as Dict.SetHashedPos does: a key the dict
// holds has its entry's value replaced in place; a new key is appended to
// the entries (which have room for as many as the index allows before it
// grows) at the empty slot that ended the probe (a deleted slot before it
// is left for later: lookups pass over it either way). Every store moves
// the dict's version, an insertion its key-layout version too. A dict
// that must grow exits, as does anything else.
// holes: A B C K64 EXIT1 NEXT
TEXT ·store_subscr_dict(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, SI
	MOVQ SLOTB(R13), AX
	HASH_KEY(fail, kobj, kheap, ktype, khashed)
	MOVQ SLOTA(R13), BX
	HEAP_OBJ(fail)
	DICT_CLASS(fail, isdict)
	// The dict waits in X3's high half (ENTRY_DIFFERS reads the low).
	MOVQ BX, X4
	PUNPCKLQDQ X4, X3
	DICT_PROBE(fail, found, insert, fail, dprobe, dnext, dskip, dcls, dheap, dsame, dstr, dsheap, dw, db, dseq, dsne, dsfail)
fail:
	JMPH(EXIT1)
insert:
	// CX: the empty slot; the new entry goes at n = len(entries).
	PSHUFD $0xEE, X3, X4
	MOVQ X4, BX
	MOVQ CX, X4
	MOVQ DICT_ENTRIES+8(BX), DX
	CMPQ DX, DICT_ENTRIES+16(BX)
	JAE fail
	// n+1 > len(index)*2/3 grows the index (Go does that).
	LEAQ 3(DX)(DX*2), CX
	MOVQ DICT_INDEX+8(BX), SI
	SHLQ $1, SI
	CMPQ CX, SI
	JA fail
	MOVQ X4, CX
	MOVQ DICT_INDEX(BX), SI
	MOVL DX, (SI)(CX*4)
	MOVQ DICT_ENTRIES(BX), SI
	LEAQ (DX)(DX*2), DX
	LEAQ (SI)(DX*8), DX
	MOVQ X0, CX
	MOVQ CX, (DX)
	MOVQ AX, ENTRY_KEY(DX)
	INCQ DICT_ENTRIES+8(BX)
	INCQ DICT_USED(BX)
	INCQ DICT_KEYSVERSION(BX)
	JMP store
found:
	PSHUFD $0xEE, X3, X4
	MOVQ X4, BX
store:
	// DX: the entry, BX: the dict.
	MOVQ SLOTC(R13), AX
	MOVQ AX, ENTRY_VALUE(DX)
	INCQ DICT_VERSION(BX)
	JMPH(NEXT)

// SET_ADD_KEY adds the key word AX, which HASH_KEY hashed (DX, X3), to
// the exact set whose handle is in BX (SI: the hashed types table), as
// runtime's Set.addEntry does: a key the set holds leaves it as it is; a
// new key goes into the empty slot that ended the probe, and the set's
// fill and used counts grow by one. A set with dummy slots (fill != used:
// the key would go into the first dummy of its probe), and a new key that
// would make the set resize ((fill+1)*5 >= mask*3), jump to fail before
// changing anything, as does an entry of the key's hash whose key only
// __eq__ can tell from it, and anything else. Either way the set's
// frozenset hash is marked stale, as Set.add does. Clobbers AX BX CX DX
// SI X0-X4; the other arguments are label names of the stencil's own.
#define SET_ADD_KEY(fail, lfound, linsert, ldone, louter, linner, llive, lcont, lre, lskip, lcls, lheap) \
	HEAP_OBJ(fail); CMPQ CX, HT_SET(SI); JNE fail; \
	MOVQ SET_FILL(BX), CX; CMPQ CX, SET_USED(BX); JNE fail; \
	CMPQ SET_TABLE+8(BX), $0; JEQ fail; \
	MOVQ BX, X4; PUNPCKLQDQ X4, X3; \
	SET_PROBE(fail, lfound, linsert, louter, linner, llive, lcont, lre, lskip, lcls, lheap, esame, estr, esheap, ew, eb, eseq, esne, esfail); \
linsert: \
	PSHUFD $0xEE, X3, X4; MOVQ X4, BX; \
	MOVQ SET_FILL(BX), CX; INCQ CX; LEAQ (CX)(CX*4), CX; \
	MOVQ SET_TABLE+8(BX), SI; DECQ SI; LEAQ (SI)(SI*2), SI; CMPQ CX, SI; JAE fail; \
	MOVQ AX, (DX); MOVQ X0, CX; MOVQ CX, SETENTRY_HASH(DX); \
	INCQ SET_FILL(BX); INCQ SET_USED(BX); JMP ldone; \
lfound: \
	PSHUFD $0xEE, X3, X4; MOVQ X4, BX; \
ldone: \
	MOVB $0, SET_HASHED(BX)

// set_add: SET_ADD r[A].add(r[B]) for an exact set r[A] (a display's or
// a comprehension's) and a key r[B] that HASH_KEY hashes, in place
// (SET_ADD_KEY); anything else exits.
// holes: A B K64 EXIT1 NEXT
TEXT ·set_add(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, SI
	MOVQ SLOTB(R13), AX
	HASH_KEY(fail, kobj, kheap, ktype, khashed)
	MOVQ SLOTA(R13), BX
	SET_ADD_KEY(fail, found, insert, done, souter, sinner, slive, scont, sre, sskip, scls, sheap)
	JMPH(NEXT)
fail:
	JMPH(EXIT1)

// call_set_add: CALL_METHOD r[A] = r[B](r[B+1], r[B+2]) where r[B] is
// set.add (the static handle K64B), r[B+1] an exact set and r[B+2] a key
// that HASH_KEY hashes (K64: the hashed types table): the key is added in
// place (SET_ADD_KEY) and r[A] = None. Anything else exits (the
// interpreter makes the call).
// holes: A B B1 K64 K64B EXIT1 NEXT
TEXT ·call_set_add(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ K64B, CX
	CMPQ AX, CX
	JNE fail
	// X4: the address of r[B+1] (HASH_KEY leaves X4 alone).
	LEAQ SLOTB1(R13), BX
	MOVQ BX, X4
	MOVQ 8(BX), AX
	MOVQ K64, SI
	HASH_KEY(fail, kobj, kheap, ktype, khashed)
	MOVQ X4, BX
	MOVQ (BX), BX
	SET_ADD_KEY(fail, found, insert, done, souter, sinner, slive, scont, sre, sskip, scls, sheap)
	MOVQ VAL_NONE, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
fail:
	JMPH(EXIT1)

// store_subscr_list: r[A][r[B]] = r[C] for an exact list (K64 is the itab
// of *runtime.List, K64B the address of the list class) and a small-int
// index in range. Stores a value word, never a Go pointer.
// holes: A B C K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·store_subscr_list(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), BX
	MOVQ SLOTB(R13), AX
	SEQ_INDEX
	MOVQ SEQ_ITEMS(BX), DX
	MOVQ SLOTC(R13), SI
	MOVQ SI, (DX)(AX*8)
	JMPH(NEXT)

// store_subscr_list_s: store_subscr_list with the index r[B] (in AX) and
// the value r[C] (in CX, a value word) split, so that either can be a
// resident; the list is read from its slot.
// holes: A K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·store_subscr_list_s(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ CX, X0
	MOVQ SLOTA(R13), BX
	SEQ_INDEX
	MOVQ SEQ_ITEMS(BX), DX
	MOVQ X0, SI
	MOVQ SI, (DX)(AX*8)
	JMPH(NEXT)

// store_subscr_list_s_i: store_subscr_list_s with the index in the working
// form of the _i stencils (an int resident); the value stays a value word.
// holes: A K64 K64B EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·store_subscr_list_s_i(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ CX, X0
	MOVQ SLOTA(R13), BX
	SARQ $16, AX
	SEQ_OBJ_INDEX
	MOVQ SEQ_ITEMS(BX), DX
	MOVQ X0, SI
	MOVQ SI, (DX)(AX*8)
	JMPH(NEXT)

// subscr_bytes: r[A] = r[B][r[C]] for a bytes or bytearray object (K64
// its Go type's itab, K64B its exact class) and a small-int index in
// range: the byte as a small int.
// holes: A B C K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·subscr_bytes(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ SLOTC(R13), AX
	SEQ_INDEX
	MOVQ SEQ_ITEMS(BX), DX
	MOVBQZX (DX)(AX*1), AX
	ORQ CTX_TAG(R12), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// store_subscr_bytearray: r[A][r[B]] = r[C] for an exact bytearray (K64
// the itab of *runtime.ByteArray, K64B its class), a small-int index in
// range and a value in 0..255 (others exit: ValueError, TypeError).
// holes: A B C K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 NEXT
TEXT ·store_subscr_bytearray(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), BX
	MOVQ SLOTB(R13), AX
	SEQ_INDEX
	MOVQ SLOTC(R13), CX
	MOVQ CX, SI
	XORQ CTX_TAG(R12), SI
	CMPQ SI, $255
	JCC(CC_A, EXIT7)
	MOVQ SEQ_ITEMS(BX), DX
	MOVB CX, (DX)(AX*1)
	JMPH(NEXT)

// VEC_OBJ_INDEX checks a numeric vector subscript (runtime.NumVec,
// array.array): BX holds the handle of an object whose Go type has itab
// K64, whose class is exactly K64B and whose item kind byte is kind, AX
// an int64 index within its items (of 1<<shift bytes), negative ones
// counted from the end. It leaves BX = the items' data pointer and AX =
// the index. Exits EXIT2..EXIT7.
#define VEC_OBJ_INDEX(kind, shift) \
	DEREF_HANDLE(BX, DX, EXIT2, EXIT3); \
	MOVQ K64, SI; CMPQ DX, SI; JCC(CC_NE, EXIT4); \
	MOVQ K64B, SI; CMPQ HEAD_CLS(BX), SI; JCC(CC_NE, EXIT6); \
	CMPB VEC_KIND(BX), $kind; JCC(CC_NE, EXIT7); \
	MOVQ VEC_LEN(BX), DX; SHRQ $shift, DX; TESTQ AX, AX; JGE inrange; ADDQ DX, AX; \
inrange: \
	CMPQ AX, DX; JCC(CC_AE, EXIT5); \
	MOVQ VEC_DATA(BX), BX

// subscr_vec_f64_s: r[A] = r[B][r[C]] for a numeric vector of float64
// items (K64 the itab of its Go type, K64B its exact class) and a
// small-int index in range, split: the index in CX, the item left in AX
// as a float value word. A NaN whose bits are no float word (the value
// encoding canonicalises it) exits, as do other types and indexes.
// holes: B K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·subscr_vec_f64_s(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ CX, AX
	NEED_INT(AX, DX, EXIT1)
	UNBOX_INT(AX)
	VEC_OBJ_INDEX(VEC_F64, 3)
	MOVQ (BX)(AX*8), AX
	CHECK_FLOAT_RESULT(AX, DX, EXIT8)
	JMPH(NEXT)

// subscr_vec_f64_s_i: subscr_vec_f64_s with the index in the working form
// of the _i stencils (an int resident).
// holes: B K64 K64B EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·subscr_vec_f64_s_i(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ CX, AX
	SARQ $16, AX
	VEC_OBJ_INDEX(VEC_F64, 3)
	MOVQ (BX)(AX*8), AX
	CHECK_FLOAT_RESULT(AX, DX, EXIT8)
	JMPH(NEXT)

// subscr_vec_i32_s: subscr_vec_f64_s for int32 items: the item as a
// small int.
// holes: B K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 NEXT
TEXT ·subscr_vec_i32_s(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ CX, AX
	NEED_INT(AX, DX, EXIT1)
	UNBOX_INT(AX)
	VEC_OBJ_INDEX(VEC_I32, 2)
	MOVLQSX (BX)(AX*4), AX
	BOX_INT(AX, DX)
	JMPH(NEXT)

// subscr_vec_i32_s_i: subscr_vec_i32_s with the index, and the item, in
// the working form of the _i stencils.
// holes: B K64 K64B EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 NEXT
TEXT ·subscr_vec_i32_s_i(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ CX, AX
	SARQ $16, AX
	VEC_OBJ_INDEX(VEC_I32, 2)
	MOVLQSX (BX)(AX*4), AX
	SHLQ $16, AX
	JMPH(NEXT)

// subscr_vec_i64_s: subscr_vec_f64_s for int64 items: the item as a
// small int; one beyond int48 exits (the interpreter makes a big int).
// holes: B K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·subscr_vec_i64_s(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ CX, AX
	NEED_INT(AX, DX, EXIT1)
	UNBOX_INT(AX)
	VEC_OBJ_INDEX(VEC_I64, 3)
	MOVQ (BX)(AX*8), AX
	MOVQ AX, DX
	SHLQ $16, DX
	SARQ $16, DX
	CMPQ DX, AX
	JCC(CC_NE, EXIT8)
	BOX_INT(AX, DX)
	JMPH(NEXT)

// subscr_vec_i64_s_i: subscr_vec_i64_s with the index, and the item, in
// the working form of the _i stencils.
// holes: B K64 K64B EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·subscr_vec_i64_s_i(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ CX, AX
	SARQ $16, AX
	VEC_OBJ_INDEX(VEC_I64, 3)
	MOVQ (BX)(AX*8), AX
	MOVQ AX, DX
	SHLQ $16, AX
	MOVQ AX, SI
	SARQ $16, SI
	CMPQ SI, DX
	JCC(CC_NE, EXIT8)
	JMPH(NEXT)

// store_subscr_vec_f64_s: r[A][r[B]] = r[C] for a numeric vector of
// float64 items (K64 the itab of its Go type, K64B its exact class), a
// small-int index in range (in AX) and a float or small int value (a
// value word in CX; an int is converted as the interpreter converts it,
// exactly below 2**53). Other values exit (TypeError, __float__...).
// holes: A K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·store_subscr_vec_f64_s(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ CX, X0
	MOVQ SLOTA(R13), BX
	NEED_INT(AX, DX, EXIT1)
	UNBOX_INT(AX)
	VEC_OBJ_INDEX(VEC_F64, 3)
	MOVQ X0, CX
	CMPQ CX, CTX_TAG(R12)
	JCS isfloat
	NEED_INT(CX, DX, EXIT8)
	UNBOX_INT(CX)
	XORPS X0, X0
	CVTSQ2SD CX, X0
	MOVQ X0, CX
isfloat:
	MOVQ CX, (BX)(AX*8)
	JMPH(NEXT)

// store_subscr_vec_f64_s_i: store_subscr_vec_f64_s with the index in the
// working form of the _i stencils; the value stays a value word.
// holes: A K64 K64B EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·store_subscr_vec_f64_s_i(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ CX, X0
	MOVQ SLOTA(R13), BX
	SARQ $16, AX
	VEC_OBJ_INDEX(VEC_F64, 3)
	MOVQ X0, CX
	CMPQ CX, CTX_TAG(R12)
	JCS isfloat
	NEED_INT(CX, DX, EXIT8)
	UNBOX_INT(CX)
	XORPS X0, X0
	CVTSQ2SD CX, X0
	MOVQ X0, CX
isfloat:
	MOVQ CX, (BX)(AX*8)
	JMPH(NEXT)


// VEC_STORE_I32 stores the value word saved in X0, a small int within
// int32, as item AX of the int32 data at BX, and goes on; others exit
// (EXIT8).
#define VEC_STORE_I32 \
	MOVQ X0, CX; MOVQ CX, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JNE bad; \
	UNBOX_INT(CX); MOVLQSX CX, DX; CMPQ DX, CX; JEQ store; \
bad: \
	JCC(CC_NE, EXIT8); \
store: \
	MOVL CX, (BX)(AX*4); \
	JMPH(NEXT)

// store_subscr_vec_i32_s: store_subscr_vec_f64_s for int32 items: a small
// int value within int32 (others exit: OverflowError, TypeError).
// holes: A K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·store_subscr_vec_i32_s(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ CX, X0
	MOVQ SLOTA(R13), BX
	NEED_INT(AX, DX, EXIT1)
	UNBOX_INT(AX)
	VEC_OBJ_INDEX(VEC_I32, 2)
	VEC_STORE_I32

// store_subscr_vec_i32_s_i: store_subscr_vec_i32_s with the index in the
// working form; the value stays a value word.
// holes: A K64 K64B EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·store_subscr_vec_i32_s_i(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ CX, X0
	MOVQ SLOTA(R13), BX
	SARQ $16, AX
	VEC_OBJ_INDEX(VEC_I32, 2)
	VEC_STORE_I32

// store_subscr_vec_i64_s: store_subscr_vec_f64_s for int64 items: a small
// int value (a big int exits).
// holes: A K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·store_subscr_vec_i64_s(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ CX, X0
	MOVQ SLOTA(R13), BX
	NEED_INT(AX, DX, EXIT1)
	UNBOX_INT(AX)
	VEC_OBJ_INDEX(VEC_I64, 3)
	MOVQ X0, CX
	NEED_INT(CX, DX, EXIT8)
	UNBOX_INT(CX)
	MOVQ CX, (BX)(AX*8)
	JMPH(NEXT)

// store_subscr_vec_i64_s_i: store_subscr_vec_i64_s with the index in the
// working form; the value stays a value word.
// holes: A K64 K64B EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·store_subscr_vec_i64_s_i(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ CX, X0
	MOVQ SLOTA(R13), BX
	SARQ $16, AX
	VEC_OBJ_INDEX(VEC_I64, 3)
	MOVQ X0, CX
	NEED_INT(CX, DX, EXIT8)
	UNBOX_INT(CX)
	MOVQ CX, (BX)(AX*8)
	JMPH(NEXT)

// build_seq: BUILD_TUPLE or BUILD_LIST r[A] = (r[B] ... r[B+K32-1]): the
// tuple or list comes from the pool at K64 (jit.seqPool: the count left,
// then 16-byte entries of handle and object pointer) of objects of K32
// items, whose item words it writes (SEQ_ITEMS: lists and tuples alike).
// With K32 = 0 it writes nothing into the object, and so also serves the
// dict and set displays of no items from pools of empty ones.
// An empty pool goes to TARGET, where the exit loop refills it and the
// instruction starts again. Clobbers AX BX CX DX SI.
// holes: A B K32 K64 TARGET NEXT
TEXT ·build_seq(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, SI
	MOVQ 0(SI), CX
	TESTQ CX, CX
	JCC(CC_LE, TARGET)
	DECQ CX
	MOVQ CX, 0(SI)
	SHLQ $4, CX
	LEAQ 8(SI)(CX*1), SI
	MOVL $K32, CX
	TESTL CX, CX
	JEQ done
	MOVQ 8(SI), DX
	MOVQ SEQ_ITEMS(DX), DX
	LEAQ SLOTB(R13), BX
copy:
	MOVQ (BX), AX
	MOVQ AX, (DX)
	ADDQ $8, BX
	ADDQ $8, DX
	DECL CX
	JNE copy
done:
	MOVQ 0(SI), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// slice_list: BUILD_SLICE of two bounds r[B], r[B+1] (None or small
// ints) fused with the BINARY_SUBSCR r[A] = r[C][slice] that uses it, for
// r[C] an exact list (class K64B): the new list comes from the pool of
// lists of 4 (K64), 8 (K64C) or 16 (K64D) items that holds the slice
// (jit.seqPool, as build_seq), or else of 64 items (the 16-item pool's
// bigger), whose length it sets; the items are copied.
// A longer slice, other bounds or another object exit; an empty pool goes
// to TARGET, where the exit loop refills it and the pair starts again.
// Clobbers AX BX CX DX SI.
// holes: A B B1 C K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 TARGET NEXT
TEXT ·slice_list(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTC(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64B, SI
	CMPQ HEAD_CLS(BX), SI
	JCC(CC_NE, EXIT3)
	MOVQ SEQ_LEN(BX), DX
	SLICE_BOUNDS(bad, sint, spos, sdone, tint, tpos, tdone)
	SUBQ AX, CX
	JGE pick
	XORL CX, CX
pick:
	MOVQ K64, SI
	CMPQ CX, $4
	JLE take
	MOVQ K64C, SI
	CMPQ CX, $8
	JLE take
	MOVQ K64D, SI
	CMPQ CX, $16
	JLE take
	MOVQ SEQ_POOL_BIGGER(SI), SI
	CMPQ CX, $64
	JLE take
bad:
	JCC(CC_NE, EXIT4)
	JMPH(EXIT5)
take:
	MOVQ 0(SI), DX
	TESTQ DX, DX
	JCC(CC_LE, TARGET)
	DECQ DX
	MOVQ DX, 0(SI)
	SHLQ $4, DX
	LEAQ 8(SI)(DX*1), SI
	MOVQ 8(SI), DX
	MOVQ CX, SEQ_LEN(DX)
	MOVQ SEQ_ITEMS(DX), DX
	MOVQ SEQ_ITEMS(BX), BX
	LEAQ (BX)(AX*8), BX
	TESTQ CX, CX
	JEQ done
copy:
	MOVQ (BX), AX
	MOVQ AX, (DX)
	ADDQ $8, BX
	ADDQ $8, DX
	DECQ CX
	JNE copy
done:
	MOVQ 0(SI), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// Find the value word of an instance attribute: BX = the *Instance of the
// handle in BX (itab K64), of exactly class K64B at version K64C, whose
// __dict__ holds the interned name K64D at entry K32. Leaves DX = the
// dict and SI = the address of the entry. Exits x1..x8 in order.
#define INSTANCE_ENTRY(x1, x2, x3, x4, x5, x6, x7, x8) \
	DEREF_HANDLE(BX, DX, x1, x2); \
	MOVQ K64, SI; CMPQ DX, SI; JCC(CC_NE, x3); \
	MOVQ HEAD_CLS(BX), DX; MOVQ K64B, SI; CMPQ DX, SI; JCC(CC_NE, x4); \
	MOVQ CLASS_VERSION(DX), AX; MOVQ K64C, SI; CMPQ AX, SI; JCC(CC_NE, x5); \
	MOVQ HEAD_DICT(BX), DX; TESTQ DX, DX; JCC(CC_E, x6); \
	MOVL $K32, SI; CMPQ SI, (DICT_ENTRIES+8)(DX); JCC(CC_AE, x7); \
	IMULQ $24, SI; ADDQ DICT_ENTRIES(DX), SI; \
	MOVQ ENTRY_KEY(SI), AX; MOVQ K64D, CX; CMPQ AX, CX; JCC(CC_NE, x8)

// load_attr_inst_p: r[A] = r[B].name for a plain instance whose class
// (K64B, version K64C) does not define the name, read from its __dict__
// at the entry where the interpreter last found it (K32) when that
// entry's key is the interned name (K64D); else (instances of one class
// whose attributes were added in other orders) the dict's index is
// probed for the name (DICT_PROBE, with its hash, which ld_hash before
// the stencil leaves in X4; a key of that hash that is another word
// exits). K64 is the itab of *runtime.Instance. A dict without the name
// exits.
// holes: A B K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 NEXT
TEXT ·load_attr_inst_p(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ HEAD_CLS(BX), DX
	MOVQ K64B, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT4)
	MOVQ CLASS_VERSION(DX), AX
	MOVQ K64C, SI
	CMPQ AX, SI
	JCC(CC_NE, EXIT5)
	MOVQ HEAD_DICT(BX), BX
	TESTQ BX, BX
	JCC(CC_E, EXIT6)
	MOVQ K64D, AX
	MOVL $K32, SI
	CMPQ SI, (DICT_ENTRIES+8)(BX)
	JAE probe
	IMULQ $24, SI
	ADDQ DICT_ENTRIES(BX), SI
	CMPQ ENTRY_KEY(SI), AX
	JEQ have
probe:
	MOVQ X4, DX
	MOVQ $1, CX
	MOVQ CX, X3
	DICT_PROBE(miss, found, miss, miss, lprobe, lnext, lskip, lcls, lheap, xsame, xstr, xsheap, xw, xb, xseq, xsne, xsfail)
found:
	MOVQ DX, SI
have:
	MOVQ ENTRY_VALUE(SI), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
miss:
	JMPH(EXIT7)

// load_method_inst_attr: LOAD_METHOD r[A], r[A+1] = r[B].name where the
// name is in the instance's __dict__ (a bound method or a function an
// instance holds), under load_attr_inst_p's guards: r[A] = the value, r[A+1]
// = unbound (called without self).
// holes: A A1 B K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·load_method_inst_attr(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	INSTANCE_ENTRY(EXIT1, EXIT2, EXIT3, EXIT4, EXIT5, EXIT6, EXIT7, EXIT8)
	MOVQ ENTRY_VALUE(SI), AX
	MOVQ AX, SLOTA(R13)
	MOVQ VAL_UNBOUND, AX
	MOVQ AX, SLOTA1(R13)
	JMPH(NEXT)

// store_attr_inst: r[A].name = r[B] under the guards of load_attr_inst_p
// (the class's plain __setattr__ is part of what its version vouches for);
// bumps the dict's version as every dict mutation does. Stores a value
// word, never a Go pointer.
// holes: A B K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·store_attr_inst(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), BX
	INSTANCE_ENTRY(EXIT1, EXIT2, EXIT3, EXIT4, EXIT5, EXIT6, EXIT7, EXIT8)
	MOVQ SLOTB(R13), AX
	MOVQ AX, ENTRY_VALUE(SI)
	INCQ DICT_VERSION(DX)
	JMPH(NEXT)

// Find a __slots__ value of an instance: BX = the *Instance of the handle
// in BX (itab K64), of exactly class K64B at version K64C; SI = the address
// of slot K32. Exits x1..x6 in order.
#define INSTANCE_SLOT(x1, x2, x3, x4, x5, x6) \
	DEREF_HANDLE(BX, DX, x1, x2); \
	MOVQ K64, SI; CMPQ DX, SI; JCC(CC_NE, x3); \
	MOVQ HEAD_CLS(BX), DX; MOVQ K64B, SI; CMPQ DX, SI; JCC(CC_NE, x4); \
	MOVQ CLASS_VERSION(DX), AX; MOVQ K64C, SI; CMPQ AX, SI; JCC(CC_NE, x5); \
	MOVL $K32, SI; CMPQ SI, (INSTANCE_SLOTS+8)(BX); JCC(CC_AE, x6); \
	SHLQ $3, SI; ADDQ INSTANCE_SLOTS(BX), SI

// load_attr_slot: r[A] = r[B].name where the name is __slots__ member K32
// of class K64B (version K64C); an unset slot exits (AttributeError).
// holes: A B K32 K64 K64B K64C EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 NEXT
TEXT ·load_attr_slot(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	INSTANCE_SLOT(EXIT1, EXIT2, EXIT3, EXIT4, EXIT5, EXIT6)
	MOVQ (SI), AX
	MOVQ VAL_UNBOUND, CX
	CMPQ AX, CX
	JCC(CC_E, EXIT7)
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// store_attr_slot: r[A].name = r[B] for __slots__ member K32 of class
// K64B (version K64C).
// holes: A B K32 K64 K64B K64C EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·store_attr_slot(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), BX
	INSTANCE_SLOT(EXIT1, EXIT2, EXIT3, EXIT4, EXIT5, EXIT6)
	MOVQ SLOTB(R13), AX
	MOVQ AX, (SI)
	JMPH(NEXT)

// load_deref: r[A] = the contents of the cell in r[B] (K64 is the itab of
// *runtime.Cell); an empty cell exits (NameError), as does anything but a
// cell.
// holes: A B K64 EXIT1 EXIT2 EXIT3 EXIT4 NEXT
TEXT ·load_deref(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ CELL_V(BX), AX
	MOVQ VAL_UNBOUND, CX
	CMPQ AX, CX
	JCC(CC_E, EXIT4)
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// store_deref: the contents of the cell in r[B] (K64 is the itab of
// *runtime.Cell) = r[A]. Stores a value word, never a Go pointer.
// holes: A B K64 EXIT1 EXIT2 EXIT3 NEXT
TEXT ·store_deref(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ SLOTA(R13), AX
	MOVQ AX, CELL_V(BX)
	JMPH(NEXT)

// unpack_seq: r[A], ..., r[A+K32-1] = the items of r[B] when it is exactly
// a tuple (its Go type's itab K64, its class K64C) or exactly a list (K64B,
// K64D) of K32 > 0 items: subclasses may iterate otherwise. Anything else
// exits before a register changes. Leaves R8-R10 and DI alone.
// holes: A B K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·unpack_seq(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64C, SI
	MOVQ K64, AX
	CMPQ DX, AX
	JEQ class
	MOVQ K64D, SI
	MOVQ K64B, AX
	CMPQ DX, AX
	JCC(CC_NE, EXIT3)
class:
	CMPQ HEAD_CLS(BX), SI
	JCC(CC_NE, EXIT4)
	MOVL $K32, CX
	CMPQ SEQ_LEN(BX), CX
	JCC(CC_NE, EXIT5)
	MOVQ SEQ_ITEMS(BX), SI
	LEAQ SLOTA(R13), DX
copy:
	MOVQ -8(SI)(CX*8), AX
	MOVQ AX, -8(DX)(CX*8)
	DECQ CX
	JNE copy
	JMPH(NEXT)

// ld_hash: X4 = K64, the hash of the name the store_attr_add after it
// inserts or load_attr_inst_p probes for, or the metaclass version
// load_attr_class and load_method_class check (those stencils have no
// 64-bit hole left for it).
// holes: K64 NEXT
TEXT ·ld_hash(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, AX
	MOVQ AX, X4
	JMPH(NEXT)

// store_attr_add: r[A].name = r[B] where the name (interned K64D, hash in
// X4 from ld_hash) is not yet in the __dict__ of the plain instance r[A]
// of class K64B at version K64C (K64: the itab of *runtime.Instance), and
// lands at entry K32, the dict's next one: __init__ adding its
// attributes. Inserts as Dict.SetHashedPos does when the dict has room
// (NewInstance sizes it from Class.AttrHint): the free index slot on the
// name's probe sequence gets the entry's position, the entry is written
// in place (the slice's length grows), and used, the version and the key
// version move. Exits before any write when the dict would grow, when the
// probe meets a deleted slot or an entry of the same hash (it may be the
// name), and when the instance or its class is not as compiled.
// holes: A B K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·store_attr_add(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ HEAD_CLS(BX), DX
	MOVQ K64B, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT4)
	MOVQ CLASS_VERSION(DX), AX
	MOVQ K64C, SI
	CMPQ AX, SI
	JCC(CC_NE, EXIT5)
	MOVQ HEAD_DICT(BX), DX
	TESTQ DX, DX
	JCC(CC_E, EXIT6)
	MOVQ (DICT_ENTRIES+8)(DX), SI
	MOVL $K32, CX
	CMPQ SI, CX
	JCC(CC_NE, EXIT7)
	CMPQ SI, (DICT_ENTRIES+16)(DX)
	JAE bail
	// No growth: (len+1)*3 <= len(index)*2, as SetHashedPos requires.
	LEAQ 1(SI), CX
	LEAQ (CX)(CX*2), CX
	MOVQ (DICT_INDEX+8)(DX), AX
	SHLQ $1, AX
	CMPQ CX, AX
	JA bail
	// Probe: i = hash & mask, then i = (i*5 + perturb + 1) & mask with
	// perturb = hash >> 5, >> 10, ... (Dict.find). BX = i, X2 = perturb.
	MOVQ X4, AX
	MOVQ AX, X2
	MOVQ (DICT_INDEX+8)(DX), CX
	DECQ CX
	MOVQ AX, BX
	ANDQ CX, BX
probe:
	MOVQ DICT_INDEX(DX), AX
	MOVLQSX (AX)(BX*4), AX
	CMPQ AX, $-1
	JEQ insert
	CMPQ AX, $-2
	JEQ bail
	IMULQ $24, AX
	ADDQ DICT_ENTRIES(DX), AX
	MOVQ X4, SI
	CMPQ (AX), SI
	JEQ bail
	MOVQ X2, AX
	SHRQ $5, AX
	MOVQ AX, X2
	LEAQ (BX)(BX*4), BX
	ADDQ AX, BX
	INCQ BX
	MOVQ (DICT_INDEX+8)(DX), CX
	DECQ CX
	ANDQ CX, BX
	JMP probe
insert:
	MOVQ (DICT_ENTRIES+8)(DX), SI
	MOVQ DICT_INDEX(DX), AX
	MOVL SI, (AX)(BX*4)
	MOVQ SI, AX
	IMULQ $24, AX
	ADDQ DICT_ENTRIES(DX), AX
	MOVQ X4, CX
	MOVQ CX, (AX)
	MOVQ K64D, CX
	MOVQ CX, ENTRY_KEY(AX)
	MOVQ SLOTB(R13), CX
	MOVQ CX, ENTRY_VALUE(AX)
	INCQ (DICT_ENTRIES+8)(DX)
	INCQ DICT_USED(DX)
	INCQ DICT_VERSION(DX)
	INCQ DICT_KEYSVERSION(DX)
	JMPH(NEXT)
bail:
	JMPH(EXIT8)

// HASH_ABSENT probes the index of the dict whose object is DX for the
// hash in SI as Dict.find does: an empty slot reached without meeting an
// entry of that hash (or a dict without an index) jumps to absent, which
// proves the dict lacks every key of that hash; an entry of that hash
// jumps to found (it may be the name). Clobbers AX BX CX X2; lprobe and
// lnext are label names of the stencil's own.
#define HASH_ABSENT(absent, found, lprobe, lnext) \
	MOVQ (DICT_INDEX+8)(DX), BX; TESTQ BX, BX; JEQ absent; \
	DECQ BX; MOVQ SI, X2; MOVQ SI, CX; ANDQ BX, CX; \
lprobe: \
	MOVQ DICT_INDEX(DX), AX; MOVLQSX (AX)(CX*4), AX; \
	CMPQ AX, $-1; JEQ absent; CMPQ AX, $-2; JEQ lnext; \
	IMULQ $24, AX; ADDQ DICT_ENTRIES(DX), AX; CMPQ (AX), SI; JEQ found; \
lnext: \
	MOVQ X2, AX; SHRQ $5, AX; MOVQ AX, X2; \
	LEAQ (CX)(CX*4), CX; ADDQ AX, CX; INCQ CX; ANDQ BX, CX; JMP lprobe

// load_method_inst: LOAD_METHOD of a plain function found on the class:
// r[A], r[A+1] = K64 (the function), r[B] when r[B]'s class is exactly
// K64B at version K64C (the class's layout fixes the object's Go type)
// and its __dict__, if any, cannot hold the name: the dict's index is
// probed as Dict.find does for the name's hash K64D, and an empty slot
// reached without meeting an entry of that hash proves absence (an entry
// with that hash exits: it may be the name).
// holes: A A1 B K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·load_method_inst(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ BX, X3
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ HEAD_CLS(BX), DX
	MOVQ K64B, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ CLASS_VERSION(DX), AX
	MOVQ K64C, SI
	CMPQ AX, SI
	JCC(CC_NE, EXIT4)
	MOVQ HEAD_DICT(BX), DX
	TESTQ DX, DX
	JEQ absent
	MOVQ K64D, SI
	HASH_ABSENT(absent, found5, probe, next)
found5:
	JMPH(EXIT5)
absent:
	MOVQ K64, AX
	MOVQ AX, SLOTA(R13)
	MOVQ X3, AX
	MOVQ AX, SLOTA1(R13)
	JMPH(NEXT)

// load_method_super: super().name as a LOAD_METHOD, with the call super()
// before it fused in (its result, r[C], is dead after the load): when r[C]
// is the builtin super (X4, from ld_hash), the method's __class__ cell
// (the register at displacement K32) holds K64D, and r[B] (the method's
// first argument) is an object of exactly class K64B at version K64C (no
// class: K64B is no metaclass), r[A], r[A+1] = K64 (the plain function
// that follows __class__ in K64B's MRO), r[B]. Exits change nothing.
// holes: A A1 B C K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·load_method_super(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTC(R13), AX
	MOVQ X4, CX
	CMPQ AX, CX
	JCC(CC_NE, EXIT1)
	MOVQ K32(R13), BX
	DEREF_HANDLE(BX, DX, EXIT2, EXIT3)
	MOVQ CELL_V(BX), AX
	MOVQ K64D, CX
	CMPQ AX, CX
	JCC(CC_NE, EXIT4)
	MOVQ SLOTB(R13), BX
	MOVQ BX, X3
	DEREF_HANDLE(BX, DX, EXIT5, EXIT6)
	MOVQ HEAD_CLS(BX), DX
	MOVQ K64B, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT7)
	MOVQ CLASS_VERSION(DX), AX
	MOVQ K64C, SI
	CMPQ AX, SI
	JCC(CC_NE, EXIT8)
	MOVQ K64, AX
	MOVQ AX, SLOTA(R13)
	MOVQ X3, AX
	MOVQ AX, SLOTA1(R13)
	JMPH(NEXT)

// CALL_NATIVE is the body of call_native and call_native_m, after their
// callee checks: a call made by machine code, without the exit loop. The
// cell at K64B says whether the callee's code is compiled for it: its
// entry address (0: not now) and frame size in bytes. The body pushes a
// call record {return point, R13, PC} at Ctx.CSP, takes the callee's
// registers from the VM stack at Ctx.STop, copies K32 bytes of arguments
// from r[B+1] on (DI, which the stencil sets) into them, sets the rest to
// unbound, and jumps to the entry with R13 = the callee's registers and
// BX = the cell (closure_entry reads the closure there).
// Registers: AX BX CX DX SI DI X2 clobbered. The callee's return_value comes
// back to the return point with the result in AX and R13 restored, and
// r[A] takes it. Exits (x1 x2 x3: the exit loop makes the call) when the
// code is not compiled, the call records are used up (Ctx.CSLimit: the
// recursion limit, or tracing) or the VM stack's chunk is full. The LEAQ
// of the return point is spelled in bytes: it skips the 9 bytes of the
// three instructions after it (a test checks that it lands on the store).
#define CALL_NATIVE(x1, x2, x3) \
	MOVQ K64B, BX; MOVQ 0(BX), DX; TESTQ DX, DX; JCC(CC_E, x1); MOVQ BX, X2; \
	MOVQ CTX_CSP(R12), SI; CMPQ SI, CTX_CSLIMIT(R12); JCC(CC_AE, x2); \
	MOVQ CTX_STOP(R12), CX; MOVQ 8(BX), AX; ADDQ CX, AX; CMPQ AX, CTX_SEND(R12); JCC(CC_A, x3); \
	MOVQ AX, CTX_STOP(R12); MOVQ R13, CREC_REGS(SI); MOVQ $HOLEPC, CREC_PC(SI); \
	ADDQ $CREC, SI; MOVQ SI, CTX_CSP(R12); INCQ CTX_NCALLS(R12); \
	XORL BX, BX; \
cncopy: \
	CMPQ BX, $K32; JAE cncopied; MOVQ (DI)(BX*1), AX; MOVQ AX, (CX)(BX*1); ADDQ $8, BX; JMP cncopy; \
cncopied: \
	ADDQ CX, BX; MOVQ CTX_STOP(R12), SI; MOVQ VAL_UNBOUND, AX; \
cnclear: \
	CMPQ BX, SI; JAE cnenter; MOVQ AX, (BX); ADDQ $8, BX; JMP cnclear; \
cnenter: \
	MOVQ X2, BX; MOVQ CTX_CSP(R12), SI; \
	BYTE $0x48; BYTE $0x8D; BYTE $0x05; LONG $9; \
	MOVQ AX, -CREC(SI); MOVQ CX, R13; JMP DX; \
	MOVQ AX, SLOTA(R13); JMPH(NEXT)

// CALL_NATIVE_SELF is CALL_NATIVE for a bound method: the callee's first
// argument is self (in X3), then K32-8 bytes of arguments from DI on.
#define CALL_NATIVE_SELF(x1, x2, x3) \
	MOVQ K64B, BX; MOVQ 0(BX), DX; TESTQ DX, DX; JCC(CC_E, x1); \
	MOVQ CTX_CSP(R12), SI; CMPQ SI, CTX_CSLIMIT(R12); JCC(CC_AE, x2); \
	MOVQ CTX_STOP(R12), CX; MOVQ 8(BX), AX; ADDQ CX, AX; CMPQ AX, CTX_SEND(R12); JCC(CC_A, x3); \
	MOVQ AX, CTX_STOP(R12); MOVQ R13, CREC_REGS(SI); MOVQ $HOLEPC, CREC_PC(SI); \
	ADDQ $CREC, SI; MOVQ SI, CTX_CSP(R12); INCQ CTX_NCALLS(R12); \
	MOVQ X3, AX; MOVQ AX, (CX); \
	MOVL $8, BX; \
cncopy: \
	CMPQ BX, $K32; JAE cncopied; MOVQ -8(DI)(BX*1), AX; MOVQ AX, (CX)(BX*1); ADDQ $8, BX; JMP cncopy; \
cncopied: \
	ADDQ CX, BX; MOVQ CTX_STOP(R12), SI; MOVQ VAL_UNBOUND, AX; \
cnclear: \
	CMPQ BX, SI; JAE cnenter; MOVQ AX, (BX); ADDQ $8, BX; JMP cnclear; \
cnenter: \
	MOVQ CTX_CSP(R12), SI; \
	BYTE $0x48; BYTE $0x8D; BYTE $0x05; LONG $9; \
	MOVQ AX, -CREC(SI); MOVQ CX, R13; JMP DX; \
	MOVQ AX, SLOTA(R13); JMPH(NEXT)

// Check that r[B] is a bound method (the itab in X4, from ld_hash before
// the stencil) of a plain function (itab K64C) of the code K64 with the
// globals K64D, and leave its self in X3. Failures jump to miss.
#define BOUND_CALLEE(miss) \
	MOVQ SLOTB(R13), BX; \
	MOVQ BX, DX; SHRQ $48, DX; CMPL DX, $TAG_HANDLE; JNE miss; \
	MOVL BX, BX; TESTL BX, BX; JS miss; \
	SHLQ $4, BX; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; ADDQ CX, BX; \
	MOVQ (BX), DX; MOVQ 8(BX), BX; \
	MOVQ X4, SI; CMPQ DX, SI; JNE miss; \
	MOVQ BOUND_SELF(BX), AX; MOVQ AX, X3; \
	MOVQ BOUND_FUNC(BX), BX; \
	MOVQ BX, DX; SHRQ $48, DX; CMPL DX, $TAG_HANDLE; JNE miss; \
	MOVL BX, BX; TESTL BX, BX; JS miss; \
	SHLQ $4, BX; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; ADDQ CX, BX; \
	MOVQ (BX), DX; MOVQ 8(BX), BX; \
	MOVQ K64C, SI; CMPQ DX, SI; JNE miss; \
	MOVQ K64, SI; CMPQ FUNC_CODE(BX), SI; JNE miss; \
	MOVQ K64D, SI; CMPQ FUNC_GLOBALS(BX), SI; JNE miss

// call_native_b: CALL r[A] = r[B](r[B+1] ... r[B+C]) where r[B] is a bound
// method of any plain function of the code K64 with the globals K64D
// (BOUND_CALLEE): machine code calls the function with self and the
// arguments (K32 = 8*(C+1) bytes), as CALL_NATIVE, through the cell K64B
// of that code. Another callee exits.
// holes: A B B1 PC K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 NEXT
TEXT ·call_native_b(SB), NOSPLIT|NOFRAME, $0-0
	BOUND_CALLEE(miss)
	LEAQ SLOTB1(R13), DI
	CALL_NATIVE_SELF(EXIT2, EXIT3, EXIT4)
miss:
	JMPH(EXIT1)

// call_native_bm: CALL_METHOD r[A] = r[B](r[B+2] ... r[B+1+C]) where r[B+1]
// is unbound (the method came from the instance's __dict__) and r[B] a
// bound method as call_native_b's.
// holes: A B B1 PC K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 NEXT
TEXT ·call_native_bm(SB), NOSPLIT|NOFRAME, $0-0
	BOUND_CALLEE(miss)
	LEAQ SLOTB1(R13), DI
	MOVQ VAL_UNBOUND, AX
	CMPQ AX, (DI)
	JNE miss
	ADDQ $8, DI
	CALL_NATIVE_SELF(EXIT2, EXIT3, EXIT4)
miss:
	JMPH(EXIT1)

// CALL_NATIVE_DEF is CALL_NATIVE for a callee whose last parameters take
// their defaults: after the K32 bytes of arguments from DI, K64D bytes of
// default values from X3 on.
#define CALL_NATIVE_DEF(x1, x2, x3) \
	MOVQ K64B, BX; MOVQ 0(BX), DX; TESTQ DX, DX; JCC(CC_E, x1); \
	MOVQ CTX_CSP(R12), SI; CMPQ SI, CTX_CSLIMIT(R12); JCC(CC_AE, x2); \
	MOVQ CTX_STOP(R12), CX; MOVQ 8(BX), AX; ADDQ CX, AX; CMPQ AX, CTX_SEND(R12); JCC(CC_A, x3); \
	MOVQ AX, CTX_STOP(R12); MOVQ R13, CREC_REGS(SI); MOVQ $HOLEPC, CREC_PC(SI); \
	ADDQ $CREC, SI; MOVQ SI, CTX_CSP(R12); INCQ CTX_NCALLS(R12); \
	XORL BX, BX; \
cncopy: \
	CMPQ BX, $K32; JAE cncopied; MOVQ (DI)(BX*1), AX; MOVQ AX, (CX)(BX*1); ADDQ $8, BX; JMP cncopy; \
cncopied: \
	ADDQ CX, BX; MOVQ X3, DI; MOVQ K64D, SI; ADDQ BX, SI; \
cndef: \
	CMPQ BX, SI; JAE cndefd; MOVQ (DI), AX; MOVQ AX, (BX); ADDQ $8, DI; ADDQ $8, BX; JMP cndef; \
cndefd: \
	MOVQ CTX_STOP(R12), SI; MOVQ VAL_UNBOUND, AX; \
cnclear: \
	CMPQ BX, SI; JAE cnenter; MOVQ AX, (BX); ADDQ $8, BX; JMP cnclear; \
cnenter: \
	MOVQ CTX_CSP(R12), SI; \
	BYTE $0x48; BYTE $0x8D; BYTE $0x05; LONG $9; \
	MOVQ AX, -CREC(SI); MOVQ CX, R13; JMP DX; \
	MOVQ AX, SLOTA(R13); JMPH(NEXT)

// Check that the function in BX (r[B], K64's handle checked already) has K64C
// defaults, and leave in X3 the address of the first one the call takes
// (byte K32B of them). Failures jump to miss.
#define DEFAULTS(miss) \
	MOVL BX, BX; TESTL BX, BX; JS miss; \
	SHLQ $4, BX; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; ADDQ CX, BX; MOVQ 8(BX), BX; \
	MOVQ K64C, AX; CMPQ (FUNC_DEFAULTS+8)(BX), AX; JNE miss; \
	MOVQ FUNC_DEFAULTS(BX), AX; ADDQ $K32B, AX; MOVQ AX, X3

// call_native_d: CALL r[A] = r[B](r[B+1] ... r[B+C]) where r[B] is the plain
// function K64 (cell K64B) whose last parameters take their defaults: it
// has K64C of them, and the call takes K64D bytes of them from byte K32B
// on, after K32 = 8*C bytes of arguments (CALL_NATIVE_DEF). The defaults
// are read at the call (__defaults__ may be rebound). Another callee, or
// another number of defaults, exits.
// holes: A B B1 PC K32 K32B K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 NEXT
TEXT ·call_native_d(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ K64, AX
	CMPQ AX, BX
	JNE miss
	DEFAULTS(miss)
	LEAQ SLOTB1(R13), DI
	CALL_NATIVE_DEF(EXIT2, EXIT3, EXIT4)
miss:
	JMPH(EXIT1)

// call_native_md: CALL_METHOD r[A] = r[B](r[B+1], r[B+2] ... r[B+1+C]) as
// call_native_m (r[B+1] bound), with the defaults of call_native_d
// (K32 = 8*(C+1) bytes of arguments, self first).
// holes: A B B1 PC K32 K32B K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 NEXT
TEXT ·call_native_md(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ K64, AX
	CMPQ AX, BX
	JNE miss
	LEAQ SLOTB1(R13), DI
	MOVQ VAL_UNBOUND, AX
	CMPQ AX, (DI)
	JEQ miss
	DEFAULTS(miss)
	CALL_NATIVE_DEF(EXIT2, EXIT3, EXIT4)
miss:
	JMPH(EXIT1)

// call_native: CALL r[A] = r[B](r[B+1] ... r[B+C]) where r[B] is the plain
// function K64 (its handle) whose cell is K64B, with K32 = 8*C bytes of
// arguments: see CALL_NATIVE. Another callee exits.
// holes: A B B1 PC K32 K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 NEXT
TEXT ·call_native(SB), NOSPLIT|NOFRAME, $0-0
	LEAQ SLOTB1(R13), DI
	MOVQ K64, AX
	CMPQ AX, SLOTB(R13)
	JCC(CC_NE, EXIT1)
	CALL_NATIVE(EXIT2, EXIT3, EXIT4)

// call_native_code: CALL r[A] = r[B](r[B+1] ... r[B+C]) where r[B] is any
// plain function (Go type word K64C) of the code K64 with the globals K64D
// (a function that a local holds, which each run of its def makes anew):
// as call_native, with K64B the cell of that code. Another callee exits.
// holes: A B B1 PC K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·call_native_code(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64C, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ K64, SI
	CMPQ FUNC_CODE(BX), SI
	JCC(CC_NE, EXIT4)
	MOVQ K64D, SI
	CMPQ FUNC_GLOBALS(BX), SI
	JCC(CC_NE, EXIT5)
	LEAQ SLOTB1(R13), DI
	CALL_NATIVE(EXIT6, EXIT7, EXIT8)

// call_native_m: CALL_METHOD r[A] = r[B](r[B+1], r[B+2] ... r[B+1+C])
// where r[B] is the plain function K64 found on the class of r[B+1] (bound:
// r[B+1] is not unbound), K32 = 8*(C+1) bytes of arguments, self first:
// see CALL_NATIVE. Another callee, or an unbound r[B+1], exits.
// holes: A B B1 PC K32 K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·call_native_m(SB), NOSPLIT|NOFRAME, $0-0
	LEAQ SLOTB1(R13), DI
	MOVQ K64, AX
	CMPQ AX, SLOTB(R13)
	JCC(CC_NE, EXIT1)
	MOVQ VAL_UNBOUND, AX
	CMPQ AX, (DI)
	JCC(CC_E, EXIT5)
	CALL_NATIVE(EXIT2, EXIT3, EXIT4)

// call_native_u: CALL_METHOD r[A] = r[B](r[B+2] ... r[B+1+C]) where r[B]
// is the plain function K64 that a module or a class gave without self
// (r[B+1] is unbound), K32 = 8*C bytes of arguments: see CALL_NATIVE.
// Another callee, or a bound r[B+1], exits.
// holes: A B B1 PC K32 K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·call_native_u(SB), NOSPLIT|NOFRAME, $0-0
	LEAQ SLOTB1(R13), DI
	MOVQ K64, AX
	CMPQ AX, SLOTB(R13)
	JCC(CC_NE, EXIT1)
	MOVQ VAL_UNBOUND, AX
	CMPQ AX, (DI)
	JCC(CC_NE, EXIT5)
	ADDQ $8, DI
	CALL_NATIVE(EXIT2, EXIT3, EXIT4)

// Resolve the handle in reg to its object for call_native_any: reg = data
// pointer, tmp = the itab word (CX clobbered). Non-handles and static
// handles jump to miss.
#define ANY_DEREF(reg, tmp, miss) \
	MOVQ reg, tmp; SHRQ $48, tmp; CMPL tmp, $TAG_HANDLE; JNE miss; \
	MOVL reg, reg; TESTL reg, reg; JS miss; \
	SHLQ $4, reg; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; ADDQ CX, reg; \
	MOVQ (reg), tmp; MOVQ 8(reg), reg

// ANY_BOUND takes the object BX of itab DX for a bound method (itab
// K64B) of a function (itab in X1): X3 = its self, X4 = 8 (self goes
// first), BX = the function's object. Anything else jumps to miss.
#define ANY_BOUND(miss) \
	MOVQ K64B, SI; CMPQ DX, SI; JNE miss; \
	MOVQ BOUND_SELF(BX), AX; MOVQ AX, X3; MOVL $8, AX; MOVQ AX, X4; \
	MOVQ BOUND_FUNC(BX), BX; ANY_DEREF(BX, DX, miss); \
	MOVQ X1, SI; CMPQ DX, SI; JNE miss

// CALL_ANY_CELL checks that the function in BX may be called natively with
// SI bytes of arguments (self included) and finds where: its code's call
// cell (jit.codeCell: the code's RunState is the codeInfo, type word K64C,
// of the interpreter K64D, whose CI_CELL holds the cell) has an entry,
// takes at least that many argument bytes, the rest from the function's
// defaults (their bytes and address go to Ctx.Scratch[7] and [6], read at
// the call, as __defaults__ may be rebound), and was compiled for the
// function's globals and closure size. It leaves DX = the entry, X0 = the callee's frame
// bytes and BX = the function's closure as closure_entry reads it (a call
// cell's CCELL_CLOS word: the closure slice's data pointer). AX clobbered.
// Failures jump to miss.
#define CALL_ANY_CELL(miss) \
	MOVQ FUNC_CODE(BX), DX; MOVQ K64C, AX; CMPQ CODE_RUNSTATE(DX), AX; JNE miss; \
	MOVQ (CODE_RUNSTATE+8)(DX), DX; MOVQ K64D, AX; CMPQ CI_OWNER(DX), AX; JNE miss; \
	MOVQ CI_CELL(DX), DX; TESTQ DX, DX; JEQ miss; \
	MOVQ CODECELL_ARGB(DX), AX; SUBQ SI, AX; JCS miss; MOVQ AX, (CTX_SCRATCH+56)(R12); JEQ anodef; \
	MOVQ (FUNC_DEFAULTS+8)(BX), CX; SHLQ $3, CX; SUBQ AX, CX; JCS miss; \
	ADDQ FUNC_DEFAULTS(BX), CX; MOVQ CX, (CTX_SCRATCH+48)(R12); \
anodef: \
	MOVQ FUNC_GLOBALS(BX), AX; CMPQ CODECELL_GLOBALS(DX), AX; JNE miss; \
	MOVQ (FUNC_CLOSURE+8)(BX), AX; CMPQ CODECELL_NFREE(DX), AX; JNE miss; \
	MOVQ CODECELL_SIZE(DX), AX; MOVQ AX, X0; \
	MOVQ CODECELL_ENTRY(DX), DX; TESTQ DX, DX; JEQ miss; \
	LEAQ (FUNC_CLOSURE-CCELL_CLOS)(BX), BX

// CALL_ANY_BODY is CALL_NATIVE for call_native_any, after CALL_ANY_CELL:
// the frame is X0 bytes, the arguments SI bytes: self (X3) first when X4
// is 8, then the rest from DI on, then the defaults CALL_ANY_CELL left in
// Ctx.Scratch. Call records used up or the VM stack's
// chunk full jump to miss, having changed nothing.
#define CALL_ANY_BODY(miss) \
	MOVQ BX, X2; MOVQ SI, X1; \
	MOVQ CTX_CSP(R12), SI; CMPQ SI, CTX_CSLIMIT(R12); JAE miss; \
	MOVQ CTX_STOP(R12), CX; MOVQ X0, AX; ADDQ CX, AX; CMPQ AX, CTX_SEND(R12); JA miss; \
	MOVQ AX, CTX_STOP(R12); MOVQ R13, CREC_REGS(SI); MOVQ $HOLEPC, CREC_PC(SI); \
	ADDQ $CREC, SI; MOVQ SI, CTX_CSP(R12); INCQ CTX_NCALLS(R12); \
	MOVQ X4, BX; SUBQ BX, DI; MOVQ X1, SI; TESTQ BX, BX; JEQ cacopy; MOVQ X3, AX; MOVQ AX, (CX); \
cacopy: \
	CMPQ BX, SI; JAE cacopied; MOVQ (DI)(BX*1), AX; MOVQ AX, (CX)(BX*1); ADDQ $8, BX; JMP cacopy; \
cacopied: \
	ADDQ CX, BX; MOVQ (CTX_SCRATCH+56)(R12), SI; MOVQ (CTX_SCRATCH+48)(R12), DI; \
cadef: \
	TESTQ SI, SI; JEQ cadefd; MOVQ (DI), AX; MOVQ AX, (BX); ADDQ $8, DI; ADDQ $8, BX; SUBQ $8, SI; JMP cadef; \
cadefd: \
	MOVQ CTX_STOP(R12), SI; MOVQ VAL_UNBOUND, AX; \
caclear: \
	CMPQ BX, SI; JAE caenter; MOVQ AX, (BX); ADDQ $8, BX; JMP caclear; \
caenter: \
	MOVQ X2, BX; MOVQ CTX_CSP(R12), SI; \
	BYTE $0x48; BYTE $0x8D; BYTE $0x05; LONG $9; \
	MOVQ AX, -CREC(SI); MOVQ CX, R13; JMP DX; \
	MOVQ AX, SLOTA(R13); JMPH(NEXT)

// call_native_any: CALL r[A] = r[B](r[B+1] ... r[B+C]) where r[B] is any
// Python function (itab K64), or a bound method (itab K64B) of one, whose
// code machine code may call: a call site that has seen several callees,
// or callees no guard can name (a visitor's getattr(self, name), a
// callback held in an attribute or a container). Each call reads the
// callee's code's call cell (CALL_ANY_CELL) and makes the call as
// CALL_NATIVE does, with K32 = 8*C bytes of arguments for a function, self
// and those for a bound method (K32B = 8*(C+1)). Anything else (a builtin,
// a class, a code not compiled now, other parameters) exits, having
// changed nothing, and the exit loop makes the call.
// Registers: AX BX CX DX SI DI X0-X4 clobbered.
// holes: A B B1 PC K32 K32B K64 K64B K64C K64D EXIT1 NEXT
TEXT ·call_native_any(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, AX
	MOVQ AX, X1
	MOVQ SLOTB(R13), BX
	ANY_DEREF(BX, DX, miss)
	LEAQ SLOTB1(R13), DI
	MOVQ X1, SI
	CMPQ DX, SI
	JNE bound
	MOVL $K32, SI
	XORL AX, AX
	MOVQ AX, X4
	JMP fn
bound:
	ANY_BOUND(miss)
	MOVL $K32B, SI
fn:
	CALL_ANY_CELL(miss)
	CALL_ANY_BODY(miss)
miss:
	JMPH(EXIT1)

// call_native_any_m: CALL_METHOD r[A] = r[B](r[B+1], r[B+2] ... r[B+1+C])
// as call_native_any: r[B] a function called with r[B+1] as self (K32B
// bytes of arguments) when r[B+1] is bound; else r[B] a function called
// with the K32 bytes from r[B+2] on, or a bound method called with its
// self and those.
// holes: A B B1 PC K32 K32B K64 K64B K64C K64D EXIT1 NEXT
TEXT ·call_native_any_m(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, AX
	MOVQ AX, X1
	LEAQ SLOTB1(R13), DI
	MOVQ SLOTB(R13), BX
	ANY_DEREF(BX, DX, miss)
	XORL AX, AX
	MOVQ AX, X4
	MOVQ VAL_UNBOUND, AX
	CMPQ AX, (DI)
	JEQ unbound
	MOVQ X1, SI
	CMPQ DX, SI
	JNE miss
	JMP plusone
unbound:
	ADDQ $8, DI
	MOVQ X1, SI
	CMPQ DX, SI
	JNE ubound
	MOVL $K32, SI
	JMP fn
ubound:
	ANY_BOUND(miss)
plusone:
	MOVL $K32B, SI
fn:
	CALL_ANY_CELL(miss)
	CALL_ANY_BODY(miss)
miss:
	JMPH(EXIT1)

// call_class: CALL r[A] = r[B](r[B+1] ... r[B+C]) where r[B] is the plain
// class whose handle is K64, with K32 = 8*C bytes of arguments. K64C is
// the class's instance pool for one version of the class (IPOOL_*: the
// count left, the class, its version, its __init__, then the entries:
// poolEntry, 16 bytes each) and K64B the cell of that __init__, a plain
// function (as for call_native). The instance comes from the pool, and
// machine code calls __init__ itself with the instance as self, as
// CALL_NATIVE does (every check first, then the changes); the call record
// keeps the instance and __init__ (CREC_NEW, CREC_FN), where the exit loop
// finds them when it finishes the call. At the return point r[A] takes
// the instance when __init__ returned None; anything else leaves with
// EXIT_INIT and Ctx.Ret = what it returned, and the exit loop raises the
// TypeError. Exits, where the exit loop makes the call: another callee
// (EXIT1), a class changed since (EXIT5), __init__ not compiled now
// (EXIT2), the call records used up (EXIT3) or the VM stack's chunk full
// (EXIT4). An empty pool goes to TARGET, where the exit loop refills it and
// the instruction starts again. Registers: AX BX CX DX SI DI clobbered.
// holes: A B B1 PC K32 K64 K64B K64C EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 TARGET NEXT
TEXT ·call_class(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ K64C, DI
	MOVQ IPOOL_CLS(DI), DX
	MOVQ CLASS_VERSION(DX), DX
	CMPQ DX, IPOOL_VER(DI)
	JCC(CC_NE, EXIT5)
	MOVQ K64B, BX
	MOVQ 0(BX), DX
	TESTQ DX, DX
	JCC(CC_E, EXIT2)
	MOVQ CTX_CSP(R12), SI
	CMPQ SI, CTX_CSLIMIT(R12)
	JCC(CC_AE, EXIT3)
	MOVQ CTX_STOP(R12), CX
	MOVQ 8(BX), AX
	ADDQ CX, AX
	CMPQ AX, CTX_SEND(R12)
	JCC(CC_A, EXIT4)
	MOVQ IPOOL_LEFT(DI), BX
	TESTQ BX, BX
	JCC(CC_E, TARGET)
	// Committed: nothing exits from here on.
	DECQ BX
	MOVQ BX, IPOOL_LEFT(DI)
	SHLQ $4, BX
	MOVQ IPOOL_ENTRIES(DI)(BX*1), BX
	MOVQ BX, CREC_NEW(SI)
	MOVQ BX, (CX)
	MOVQ IPOOL_INIT(DI), BX
	MOVQ BX, CREC_FN(SI)
	MOVQ AX, CTX_STOP(R12)
	MOVQ R13, CREC_REGS(SI)
	MOVQ $HOLEPC, CREC_PC(SI)
	ADDQ $CREC, SI
	MOVQ SI, CTX_CSP(R12)
	INCQ CTX_NCALLS(R12)
	LEAQ SLOTB1(R13), DI
	XORL BX, BX
ccopy:
	CMPQ BX, $K32
	JAE ccopied
	MOVQ (DI)(BX*1), AX
	MOVQ AX, 8(CX)(BX*1)
	ADDQ $8, BX
	JMP ccopy
ccopied:
	LEAQ 8(CX)(BX*1), BX
	MOVQ CTX_STOP(R12), SI
	MOVQ VAL_UNBOUND, AX
cclear:
	CMPQ BX, SI
	JAE center
	MOVQ AX, (BX)
	ADDQ $8, BX
	JMP cclear
center:
	MOVQ CTX_CSP(R12), SI
	BYTE $0x48; BYTE $0x8D; BYTE $0x05; LONG $9
	MOVQ AX, -CREC(SI)
	MOVQ CX, R13
	JMP DX
	// The return point: SI is the record return_value popped.
	MOVQ VAL_NONE, CX
	CMPQ AX, CX
	JNE badinit
	MOVQ CREC_NEW(SI), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
badinit:
	MOVQ AX, CTX_RET(R12)
	MOVQ CREC_PC(SI), CX
	MOVL CX, CTX_PC(R12)
	MOVL $EXIT_INIT, CTX_EXIT(R12)
	RET

// subscr_dunder: BINARY_SUBSCR r[A] = r[B][r[C]] where r[B] is an instance
// of the class whose __getitem__ is a plain function taking (self, key):
// machine code calls it itself with r[B] and r[C], as CALL_NATIVE does
// (every check first, then the changes). K64C is the site (DSITE_*: the
// class, its version, the function) and K64B the function's cell. The
// call record names the function (CREC_FN; CREC_NEW is 0), which the exit
// loop needs when it finishes the call. Exits, where the interpreter makes
// the subscript: r[B] no heap object (EXIT1, EXIT2) or of another class
// (EXIT3), the class changed (EXIT4), the function not compiled now
// (EXIT5), the call records used up (EXIT6) or the VM stack's chunk full
// (EXIT7). Registers: AX BX CX DX SI DI X0 clobbered.
// holes: A B C PC K64B K64C EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 NEXT
TEXT ·subscr_dunder(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ BX, X0
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64C, DI
	MOVQ DSITE_CLS(DI), DX
	CMPQ HEAD_CLS(BX), DX
	JCC(CC_NE, EXIT3)
	MOVQ CLASS_VERSION(DX), DX
	CMPQ DX, DSITE_VER(DI)
	JCC(CC_NE, EXIT4)
	MOVQ K64B, BX
	MOVQ 0(BX), DX
	TESTQ DX, DX
	JCC(CC_E, EXIT5)
	MOVQ CTX_CSP(R12), SI
	CMPQ SI, CTX_CSLIMIT(R12)
	JCC(CC_AE, EXIT6)
	MOVQ CTX_STOP(R12), CX
	MOVQ 8(BX), AX
	ADDQ CX, AX
	CMPQ AX, CTX_SEND(R12)
	JCC(CC_A, EXIT7)
	// Committed: nothing exits from here on.
	MOVQ AX, CTX_STOP(R12)
	MOVQ R13, CREC_REGS(SI)
	MOVQ $HOLEPC, CREC_PC(SI)
	MOVQ DSITE_FN(DI), BX
	MOVQ BX, CREC_FN(SI)
	MOVQ $0, CREC_NEW(SI)
	ADDQ $CREC, SI
	MOVQ SI, CTX_CSP(R12)
	INCQ CTX_NCALLS(R12)
	MOVQ X0, BX
	MOVQ BX, (CX)
	MOVQ SLOTC(R13), BX
	MOVQ BX, 8(CX)
	LEAQ 16(CX), BX
	MOVQ VAL_UNBOUND, DI
dclear:
	CMPQ BX, AX
	JAE denter
	MOVQ DI, (BX)
	ADDQ $8, BX
	JMP dclear
denter:
	MOVQ CTX_CSP(R12), SI
	BYTE $0x48; BYTE $0x8D; BYTE $0x05; LONG $9
	MOVQ AX, -CREC(SI)
	MOVQ CX, R13
	JMP DX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// binop_dunder: r[A] = r[B] op r[C] where r[B] is an instance of the class
// whose method for op (__add__, __sub__ ...; an in-place op whose class has
// no __iadd__ and kin) is a plain function taking (self, other), and r[C]
// is of the same class or no heap object (a small int, a float, a bool,
// None: a builtin type, never a subclass of r[B]'s, so its reflected method
// cannot come first): machine code calls the method itself with r[B] and
// r[C], as subscr_dunder calls __getitem__. K64C is the site (DSITE_*: the
// class, its version, the function) and K64B the function's cell. When the
// method returns NotImplemented, the stencil exits with EXIT_DUNDER (the
// call made) and the exit loop goes on with the protocol: r[C]'s reflected
// method, then the TypeError. Other exits, where the interpreter runs the
// operation: r[B] no heap object (EXIT1, EXIT2) or of another class
// (EXIT3), the class changed (EXIT4), the function not compiled now
// (EXIT5), the call records used up (EXIT6), the VM stack's chunk full
// (EXIT7) or r[C] a heap object of another class (EXIT8).
// Registers: AX BX CX DX SI DI X0 X1 clobbered.
// holes: A B C PC K64B K64C EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 EXIT7 EXIT8 NEXT
TEXT ·binop_dunder(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ BX, X0
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64C, DI
	MOVQ DSITE_CLS(DI), DX
	CMPQ HEAD_CLS(BX), DX
	JCC(CC_NE, EXIT3)
	MOVQ CLASS_VERSION(DX), DX
	CMPQ DX, DSITE_VER(DI)
	JCC(CC_NE, EXIT4)
	MOVQ SLOTC(R13), BX
	MOVQ BX, X1
	MOVQ BX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_HANDLE
	JNE bother
	// A heap handle (a static one, a builtin's object, exits too).
	MOVL BX, BX
	TESTL BX, BX
	JS cother
	SHLQ $4, BX
	MOVQ CTX_OBJS(R12), CX
	MOVQ (CX), CX
	ADDQ CX, BX
	MOVQ 8(BX), BX
	MOVQ DSITE_CLS(DI), DX
	CMPQ HEAD_CLS(BX), DX
	JEQ bother
cother:
	JMPH(EXIT8)
bother:
	MOVQ K64B, BX
	MOVQ 0(BX), DX
	TESTQ DX, DX
	JCC(CC_E, EXIT5)
	MOVQ CTX_CSP(R12), SI
	CMPQ SI, CTX_CSLIMIT(R12)
	JCC(CC_AE, EXIT6)
	MOVQ CTX_STOP(R12), CX
	MOVQ 8(BX), AX
	ADDQ CX, AX
	CMPQ AX, CTX_SEND(R12)
	JCC(CC_A, EXIT7)
	// Committed: nothing exits from here on but after the call.
	MOVQ AX, CTX_STOP(R12)
	MOVQ R13, CREC_REGS(SI)
	MOVQ $HOLEPC, CREC_PC(SI)
	MOVQ DSITE_FN(DI), BX
	MOVQ BX, CREC_FN(SI)
	MOVQ $0, CREC_NEW(SI)
	ADDQ $CREC, SI
	MOVQ SI, CTX_CSP(R12)
	INCQ CTX_NCALLS(R12)
	MOVQ X0, BX
	MOVQ BX, (CX)
	MOVQ X1, BX
	MOVQ BX, 8(CX)
	LEAQ 16(CX), BX
	MOVQ VAL_UNBOUND, DI
bclear:
	CMPQ BX, AX
	JAE benter
	MOVQ DI, (BX)
	ADDQ $8, BX
	JMP bclear
benter:
	MOVQ CTX_CSP(R12), SI
	BYTE $0x48; BYTE $0x8D; BYTE $0x05; LONG $9
	MOVQ AX, -CREC(SI)
	MOVQ CX, R13
	JMP DX
	// The return point: SI is the record return_value popped.
	MOVQ VAL_NOTIMPL, CX
	CMPQ AX, CX
	JEQ bni
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
bni:
	MOVQ CREC_PC(SI), CX
	MOVL CX, CTX_PC(R12)
	MOVL $EXIT_DUNDER, CTX_EXIT(R12)
	RET

// call_len: CALL r[A] = r[B](r[B+1]) where r[B] is the builtin len (the
// static handle K64) and r[B+1] is exactly a list or a tuple (classes at
// K64B, K64C; the class fixes the Go type, and both keep their items
// slice at SEQ_ITEMS), a dict, a set or frozenset (their used counts), a
// bytes or bytearray (its byte slice's length), or a heap str of ASCII
// characters (its byte length; K64D is the hashed types table, which
// names those classes): the length, without a call.
// Anything else exits and the interpreter makes the call.
// holes: A B B1 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·call_len(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ SLOTB1(R13), BX
	DEREF_HANDLE(BX, DX, EXIT2, EXIT3)
	MOVQ HEAD_CLS(BX), DX
	MOVQ K64B, SI
	CMPQ DX, SI
	JEQ seq
	MOVQ K64C, SI
	CMPQ DX, SI
	JEQ seq
	MOVQ K64D, SI
	CMPQ DX, HT_DICT(SI)
	JEQ dict
	CMPQ DX, HT_SET(SI)
	JEQ set
	CMPQ DX, HT_FROZENSET(SI)
	JEQ set
	CMPQ DX, HT_BYTES(SI)
	JEQ bytes
	CMPQ DX, HT_BYTEARRAY(SI)
	JEQ bytes
	CMPQ DX, HT_STR(SI)
	JCC(CC_NE, EXIT4)
	CMPB STR_ASCII(BX), $0
	JCC(CC_E, EXIT5)
	MOVQ STR_LEN(BX), AX
	JMP box
dict:
	MOVQ DICT_USED(BX), AX
	JMP box
set:
	MOVQ SET_USED(BX), AX
	JMP box
bytes:
	MOVQ BYTES_LEN(BX), AX
	JMP box
seq:
	MOVQ SEQ_LEN(BX), AX
box:
	BOX_INT(AX, CX)
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// UNBOXED_CLASS puts in AX the handle of the class of BX when BX is a
// small int, a float, a bool or None, from the table at SI (call_type's
// and load_attr_class_of's: int, float, bool, NoneType), and goes to the
// stencil's label done; a handle goes to heap, any other value to ex. CX
// DX clobbered.
#define UNBOXED_CLASS(ex) \
	MOVQ BX, DX; SHRQ $48, DX; \
	CMPL DX, $TAG_INT; JB isfloat; JEQ isint; CMPL DX, $TAG_HANDLE; JEQ heap; \
	MOVQ VAL_NONE, CX; CMPQ BX, CX; JEQ isnone; \
	MOVQ VAL_FALSE, CX; CMPQ BX, CX; JEQ isbool; \
	MOVQ VAL_TRUE, CX; CMPQ BX, CX; JNE ex; \
isbool: \
	MOVQ 16(SI), AX; JMP done; \
isnone: \
	MOVQ 24(SI), AX; JMP done; \
isint: \
	MOVQ (SI), AX; JMP done; \
isfloat: \
	MOVQ 8(SI), AX; JMP done

// NEED_PLAIN goes to x unless the Class at reg is plain at its current
// version (CLASS_PLAIN 1 and CLASS_PLAINVER equal to CLASS_VERSION: its
// instances' __class__ is their class; see rt.Class.notePlain). CX
// clobbered.
#define NEED_PLAIN(reg, x) \
	CMPB CLASS_PLAIN(reg), $1; JNE x; \
	MOVQ CLASS_PLAINVER(reg), CX; CMPQ CX, CLASS_VERSION(reg); JNE x

// ISINSTANCE_UNBOXED is isinstance's answer for r[B+1] when it is not a
// heap object (call_isinstance, call_isinstance_t): bit 0, 1, 2 or 3 of
// K32 for a small int, a float, a bool or None, put in CF for the
// stencil's label answer; a heap object (BX its value) goes to heap, any
// other value to ex3. AX holds K32, BX r[B+1]; CX DX clobbered.
#define ISINSTANCE_UNBOXED \
	MOVQ SLOTB1(R13), BX; MOVQ BX, DX; SHRQ $48, DX; MOVL $K32, AX; \
	CMPL DX, $TAG_INT; JB isfloat; JEQ isint; CMPL DX, $TAG_HANDLE; JEQ heap; \
	MOVQ VAL_NONE, CX; CMPQ BX, CX; JEQ isnone; \
	MOVQ VAL_FALSE, CX; CMPQ BX, CX; JEQ isbool; \
	MOVQ VAL_TRUE, CX; CMPQ BX, CX; JNE ex3; \
isbool: \
	BTL $2, AX; JMP answer; \
isnone: \
	BTL $3, AX; JMP answer; \
isint: \
	BTL $0, AX; JMP answer; \
isfloat: \
	BTL $1, AX; JMP answer

// call_isinstance: CALL r[A] = r[B](r[B+1], r[C]) with C = B+2, where r[B]
// is the builtin isinstance (the static handle K64) and r[C] the class
// whose handle is K64B (K64C: its Class), a class of metaclass type (no
// __instancecheck__ to ask; K64D is the hashed types table, which names
// type and str): isinstance's answer without a call. For a small int, a
// float, a bool or None it is bit 0, 1, 2 or 3 of K32, worked out when
// the code was compiled (whether int, float, bool or NoneType is a
// subclass of the class). For a heap object it is True when the class is
// in the MRO of the object's class, else False when that class is plain
// at its current version (CLASS_PLAIN 1 and CLASS_PLAINVER equal to
// CLASS_VERSION: obj.__class__ is its class, so CPython's second look
// through __class__ finds nothing more). Anything else exits (a class
// not worked out yet, another metaclass, another callee or class), and
// the interpreter makes the call, working out the plainness.
// holes: A B B1 C K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 NEXT
TEXT ·call_isinstance(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ K64B, AX
	CMPQ AX, SLOTC(R13)
	JCC(CC_NE, EXIT2)
	MOVQ K64C, SI
	MOVQ K64D, CX
	MOVQ HT_STR(CX), X0
	MOVQ HT_TYPE(CX), CX
	CMPQ CX, HEAD_CLS(SI)
	JNE ex3
	ISINSTANCE_UNBOXED
heap:
	DEREF_HANDLE_TO(BX, latestr, hobj)
	MOVQ HEAD_CLS(BX), DX
	JMP haveclass
latestr:
	MOVQ X0, DX
haveclass:
	CMPQ DX, SI
	JEQ yes
	MOVQ CLASS_MRO(DX), CX
	MOVQ CLASS_MRO+8(DX), BX
	TESTQ BX, BX
	JEQ notfound
mro:
	CMPQ (CX), SI
	JEQ yes
	ADDQ $8, CX
	DECQ BX
	JNE mro
notfound:
	NEED_PLAIN(DX, ex4)
	MOVQ VAL_FALSE, AX
	JMP done
yes:
	MOVQ VAL_TRUE, AX
	JMP done
answer:
	// CF is the answer: False + CF.
	MOVQ VAL_FALSE, AX
	ADCQ $0, AX
done:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
ex3:
	JMPH(EXIT3)
ex4:
	JMPH(EXIT4)

// call_isinstance_t: CALL r[A] = r[B](r[B+1], r[B+2]) where r[B] is the
// builtin isinstance (the static handle K64) and r[B+2] a tuple that the
// code built from the classes that registers C .. C+n-1 still hold: the
// site at K64B records n, then the classes' handles (4 words), then their
// Class addresses (4 words); each is checked in its register and its
// metaclass is checked to be type (K64C is the hashed types table, which
// names type and str). The answer is isinstance's for the tuple, without
// a call: bits 0-3 of K32 for a small int, a float, a bool or None
// (worked out when compiling, as call_isinstance's), and for a heap
// object True when one of the classes is in its class's MRO, else False
// when its class is plain at its version (see call_isinstance). Anything
// else exits, and the interpreter makes the call.
// holes: A B B1 C K32 K64 K64B K64C EXIT1 EXIT2 EXIT3 EXIT4 NEXT
TEXT ·call_isinstance_t(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ K64B, SI
	MOVQ K64C, CX
	MOVQ HT_STR(CX), X0
	MOVQ HT_TYPE(CX), X1
	LEAQ SLOTC(R13), DX
	MOVQ (SI), BX
chk:
	// k = BX-1: r[C+k] is handles[k] (at 8+8k) and classes[k] (at
	// 40+8k) has metaclass type.
	MOVQ -8(DX)(BX*8), AX
	CMPQ AX, (SI)(BX*8)
	JNE ex2
	MOVQ 32(SI)(BX*8), AX
	MOVQ HEAD_CLS(AX), AX
	MOVQ X1, CX
	CMPQ AX, CX
	JNE ex2
	DECQ BX
	JNE chk
	ISINSTANCE_UNBOXED
heap:
	DEREF_HANDLE_TO(BX, latestr, hobj)
	MOVQ HEAD_CLS(BX), DX
	JMP haveclass
latestr:
	MOVQ X0, DX
haveclass:
	// The object's class waits in X4 while DX compares.
	MOVQ DX, X4
	MOVQ CLASS_MRO(DX), CX
	MOVQ CLASS_MRO+8(DX), BX
mro:
	TESTQ BX, BX
	JEQ notfound
	MOVQ (CX), DX
	MOVQ (SI), AX
inner:
	CMPQ DX, 32(SI)(AX*8)
	JEQ yes
	DECQ AX
	JNE inner
	ADDQ $8, CX
	DECQ BX
	JMP mro
notfound:
	MOVQ X4, DX
	NEED_PLAIN(DX, ex4)
	MOVQ VAL_FALSE, AX
	JMP done
yes:
	MOVQ VAL_TRUE, AX
	JMP done
answer:
	// CF is the answer: False + CF.
	MOVQ VAL_FALSE, AX
	ADCQ $0, AX
done:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
ex2:
	JMPH(EXIT2)
ex3:
	JMPH(EXIT3)
ex4:
	JMPH(EXIT4)

// call_type: CALL r[A] = r[B](r[B+1]) where r[B] is the class type (the
// static handle K64): the class of r[B+1], as type(x) returns it, without
// a call. For a small int, a float, a bool or None it is the handle of
// int, float, bool or NoneType, the first four words of the table at K64B
// (its fifth is str's, for a str interned after start-up); for a heap
// object, its class's handle (the class's own Head.self). NotImplemented
// and Ellipsis exit, and the interpreter makes the call.
// holes: A B B1 K64 K64B EXIT1 EXIT2 NEXT
TEXT ·call_type(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ K64B, SI
	MOVQ SLOTB1(R13), BX
	UNBOXED_CLASS(ex2)
heap:
	DEREF_HANDLE_TO(BX, latestr, hobj)
	MOVQ HEAD_CLS(BX), DX
	MOVQ HEAD_SELF(DX), AX
	JMP done
latestr:
	MOVQ 32(SI), AX
done:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
ex2:
	JMPH(EXIT2)

// call_float: CALL r[A] = r[B](r[B+1]) where r[B] is the class float (the
// static handle K64) and r[B+1] a float (itself) or a small int (converted
// exactly: an int48 fits a double), as float(x) returns them, without a
// call. Anything else exits, and the interpreter makes the call.
// holes: A B B1 K64 EXIT1 EXIT2 NEXT
TEXT ·call_float(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ SLOTB1(R13), AX
	CMPQ AX, CTX_TAG(R12)
	JB done
	MOVQ AX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_INT
	JNE ex2
	UNBOX_INT(AX)
	XORPS X0, X0
	CVTSQ2SD AX, X0
	MOVQ X0, AX
done:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
ex2:
	JMPH(EXIT2)

// call_int: CALL r[A] = r[B](r[B+1]) where r[B] is the class int (the
// static handle K64) and r[B+1] a small int (itself) or a float whose
// value truncated toward zero fits a small int (CVTTSD2SQ; a NaN, an
// infinity or a larger value does not), as int(x) returns them, without a
// call. Anything else exits, and the interpreter makes the call.
// holes: A B B1 K64 EXIT1 EXIT2 NEXT
TEXT ·call_int(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ SLOTB1(R13), AX
	CMPQ AX, CTX_TAG(R12)
	JB isfloat
	MOVQ AX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_INT
	JNE ex2
	JMP done
isfloat:
	MOVQ AX, X0
	CVTTSD2SQ X0, AX
	MOVQ AX, CX
	SHLQ $16, CX
	SARQ $16, CX
	CMPQ CX, AX
	JNE ex2
	BOX_INT(AX, CX)
done:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
ex2:
	JMPH(EXIT2)

// call_id: CALL r[A] = r[B](r[B+1]) where r[B] is the builtin id (the
// static handle K64) and r[B+1] a heap object whose handle's low 48 bits
// (index and generation, what id() returns for a handle) fit a small int:
// that int, without a call. Anything else exits, and the interpreter
// makes the call.
// holes: A B B1 K64 EXIT1 EXIT2 NEXT
TEXT ·call_id(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ SLOTB1(R13), AX
	MOVQ AX, DX
	SHRQ $47, DX
	CMPL DX, $(TAG_HANDLE<<1)
	JNE ex2
	SHLQ $16, AX
	BOX_SHIFTED(AX, CX)
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
ex2:
	JMPH(EXIT2)

// call_abs: CALL r[A] = r[B](r[B+1]) where r[B] is the builtin abs (the
// static handle K64) and r[B+1] a small int other than the smallest
// (whose absolute value does not fit) or a float (its sign bit cleared,
// as fabs does): abs(x) without a call. Anything else exits, and the
// interpreter makes the call.
// holes: A B B1 K64 EXIT1 EXIT2 NEXT
TEXT ·call_abs(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ SLOTB1(R13), AX
	CMPQ AX, CTX_TAG(R12)
	JB isfloat
	MOVQ AX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_INT
	JNE ex2
	SHLQ $16, AX
	MOVQ AX, CX
	NEGQ CX
	JO ex2
	CMOVQGT CX, AX
	BOX_SHIFTED(AX, CX)
	JMP done
isfloat:
	BTRQ $63, AX
done:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
ex2:
	JMPH(EXIT2)

// call_minmax: CALL r[A] = r[B](r[B+1], r[B+2]) where r[B] is the
// builtin min (K32 = 0) or max (K32 = 1), the static handle K64, and
// both arguments are small ints or both floats: the first of the
// smallest (largest), as min (max) picks it: the second only when it
// compares less (greater) than the first, so a NaN first stays and -0.0
// and 0.0 keep their order. Anything else exits, and the interpreter
// makes the call.
// holes: A B B1 K32 K64 EXIT1 EXIT2 NEXT
TEXT ·call_minmax(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	LEAQ SLOTB1(R13), BX
	MOVQ (BX), AX
	MOVQ 8(BX), CX
	MOVL $K32, SI
	CMPQ AX, CTX_TAG(R12)
	JB floats
	MOVQ AX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_INT
	JNE ex2
	MOVQ CX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_INT
	JNE ex2
	MOVQ AX, BX
	MOVQ CX, DX
	SHLQ $16, BX
	SHLQ $16, DX
	TESTL SI, SI
	JNE imax
	CMPQ DX, BX
	CMOVQLT CX, AX
	JMP done
imax:
	CMPQ DX, BX
	CMOVQGT CX, AX
	JMP done
floats:
	CMPQ CX, CTX_TAG(R12)
	JAE ex2
	MOVQ AX, X0
	MOVQ CX, X1
	TESTL SI, SI
	JNE fmax
	// CX < AX: UCOMISD X0, X1 sets CF when X1 < X0 (and when unordered,
	// which JA/JB below keep apart through ZF and PF).
	UCOMISD X0, X1
	JP done
	JAE done
	MOVQ CX, AX
	JMP done
fmax:
	UCOMISD X0, X1
	JBE done
	MOVQ CX, AX
done:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
ex2:
	JMPH(EXIT2)

// load_attr_class_of: LOAD_ATTR r[A] = r[B].__class__: for a small int, a
// float, a bool or None the handle of int, float, bool or NoneType (the
// table at K64, call_type's; its fifth word, str's, serves a str interned
// after start-up); for a heap object whose class is plain at its current
// version (CLASS_PLAIN 1 and CLASS_PLAINVER equal to CLASS_VERSION: no
// override of object's __class__ or of a builtin __getattribute__ in its
// MRO), its class's handle. Anything else exits, and the interpreter
// looks the attribute up (working out the class's plainness).
// holes: A B K64 EXIT1 NEXT
TEXT ·load_attr_class_of(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, SI
	MOVQ SLOTB(R13), BX
	UNBOXED_CLASS(ex1)
heap:
	DEREF_HANDLE_TO(BX, latestr, hobj)
	MOVQ HEAD_CLS(BX), DX
	NEED_PLAIN(DX, ex1)
	MOVQ HEAD_SELF(DX), AX
	JMP done
latestr:
	MOVQ 32(SI), AX
done:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
ex1:
	JMPH(EXIT1)

// load_method_type: LOAD_METHOD of a method of a builtin class: r[A],
// r[A+1] = K64 (the method), r[B] when r[B] is a heap object of exactly
// class K64B (builtin classes never change, and the instances of those
// the emitter picks have no __dict__ that could shadow the method).
// holes: A A1 B K64 K64B EXIT1 EXIT2 EXIT3 NEXT
TEXT ·load_method_type(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ BX, AX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64B, SI
	CMPQ HEAD_CLS(BX), SI
	JCC(CC_NE, EXIT3)
	MOVQ AX, SLOTA1(R13)
	MOVQ K64, CX
	MOVQ CX, SLOTA(R13)
	JMPH(NEXT)

// call_list_append: CALL_METHOD r[A] = r[B](r[B+1], r[B+2]) where r[B] is
// list.append (the static handle K64) and r[B+1] a list of exactly class
// K64B with room for one more item: the item goes in place (the slice's
// length grows, its data pointer stays) and r[A] = None. A full list
// exits: growing allocates.
// holes: A B B1 K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·call_list_append(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	LEAQ SLOTB1(R13), SI
	MOVQ (SI), BX
	DEREF_HANDLE(BX, DX, EXIT2, EXIT3)
	MOVQ K64B, DX
	CMPQ HEAD_CLS(BX), DX
	JCC(CC_NE, EXIT4)
	MOVQ SEQ_LEN(BX), CX
	CMPQ CX, SEQ_CAP(BX)
	JCC(CC_AE, EXIT5)
	MOVQ SEQ_ITEMS(BX), DX
	MOVQ 8(SI), AX
	MOVQ AX, (DX)(CX*8)
	INCQ CX
	MOVQ CX, SEQ_LEN(BX)
	MOVQ VAL_NONE, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// call_dict_get: CALL_METHOD r[A] = r[B](r[B+1], r[B+2]) (K32 = 0) or
// r[B](r[B+1], r[B+2], r[B+3]) (K32 = 1) where r[B] is dict.get (the
// static handle K64B), r[B+1] an exact dict and r[B+2] a key that
// HASH_KEY hashes (K64 is the hashed types table): the key's value when
// the dict holds it, else None or the default r[B+3], as dict.get
// returns. An entry of the key's hash whose key only __eq__ can tell
// from it exits, as does anything else (the interpreter makes the call).
// holes: A B B1 K32 K64 K64B EXIT1 NEXT
TEXT ·call_dict_get(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ K64B, CX
	CMPQ AX, CX
	JNE fail
	// X4: the address of r[B+1] (HASH_KEY leaves X4 alone).
	LEAQ SLOTB1(R13), BX
	MOVQ BX, X4
	MOVQ 8(BX), AX
	MOVQ K64, SI
	HASH_KEY(fail, kobj, kheap, ktype, khashed)
	// The address waits in X3's high half (ENTRY_DIFFERS reads the low).
	PUNPCKLQDQ X4, X3
	MOVQ X4, BX
	MOVQ (BX), BX
	HEAP_OBJ(fail)
	CMPQ CX, HT_DICT(SI)
	JNE fail
	DICT_PROBE(fail, found, missing, missing, dprobe, dnext, dskip, dcls, dheap, dsame, dstr, dsheap, dw, db, dseq, dsne, dsfail)
fail:
	JMPH(EXIT1)
missing:
	PSHUFD $0xEE, X3, X4
	MOVQ X4, BX
	MOVQ VAL_NONE, AX
	MOVL $K32, CX
	TESTL CX, CX
	CMOVQNE 16(BX), AX
	JMP done
found:
	MOVQ ENTRY_VALUE(DX), AX
done:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// call_str_pred: CALL_METHOD r[A] = r[B](r[B+1]) where r[B] is one of
// str's character-class predicates (the static handle K64: isalpha,
// isdigit, isalnum, isspace...) and r[B+1] an exact str (class K64B) of
// ASCII characters only: True when the str is not empty and every
// character's entry in the 128-byte class table at K64C has a bit of the
// mask K32, else False, as the predicate answers for ASCII. A str with
// other characters, a str interned after start-up, or anything else
// exits (the interpreter makes the call).
// holes: A B B1 K32 K64 K64B K64C EXIT1 NEXT
TEXT ·call_str_pred(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ K64, CX
	CMPQ AX, CX
	JNE fail
	MOVQ SLOTB1(R13), BX
	MOVQ BX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_HANDLE
	JNE fail
	MOVL BX, BX
	MOVQ CTX_OBJS(R12), CX
	MOVQ (CX), CX
	BTRL $31, BX
	JAE heap
	BTL $30, BX
	JB fail
	MOVQ CTX_STATICS(R12), CX
heap:
	SHLQ $4, BX
	MOVQ 8(CX)(BX*1), BX
	MOVQ K64B, CX
	CMPQ HEAD_CLS(BX), CX
	JNE fail
	CMPB STR_ASCII(BX), $0
	JEQ fail
	MOVQ STR_LEN(BX), CX
	MOVQ STR_PTR(BX), SI
	MOVQ K64C, DX
	MOVL $K32, BX
	TESTQ CX, CX
	JEQ no
loop:
	MOVBLZX (SI), AX
	MOVBLZX (DX)(AX*1), AX
	TESTL BX, AX
	JEQ no
	INCQ SI
	DECQ CX
	JNE loop
	MOVQ VAL_TRUE, AX
	JMP done
no:
	MOVQ VAL_FALSE, AX
done:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
fail:
	JMPH(EXIT1)

// STR_OBJ sets reg to the object of the heap or static handle in reg;
// anything else, a str interned after start-up (the late bit) included,
// jumps to fail. Clobbers CX DX; lheap is a label name of the stencil's
// own.
#define STR_OBJ(reg, fail, lheap) \
	MOVQ reg, DX; SHRQ $48, DX; CMPL DX, $TAG_HANDLE; JNE fail; \
	MOVL reg, reg; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; \
	BTRL $31, reg; JAE lheap; BTL $30, reg; JB fail; MOVQ CTX_STATICS(R12), CX; \
lheap: \
	SHLQ $4, reg; MOVQ 8(CX)(reg*1), reg

// call_str_affix: CALL_METHOD r[A] = r[B](r[B+1], r[B+2]) where r[B] is
// str.startswith (K32 = 0) or str.endswith (K32 = 1), the static handle
// K64, r[B+1] an exact str and r[B+2] an exact str of ASCII characters
// (class K64B): whether r[B+1] begins (ends) with r[B+2], compared byte by
// byte (an ASCII affix matches the code points exactly where it matches
// the bytes, whatever r[B+1] holds). Anything else (a tuple of affixes,
// bounds, a non-ASCII affix) exits, and the interpreter makes the call.
// holes: A B B1 K32 K64 K64B EXIT1 NEXT
TEXT ·call_str_affix(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ K64, CX
	CMPQ AX, CX
	JNE fail
	MOVQ K64B, AX
	MOVQ AX, X1
	LEAQ SLOTB1(R13), SI
	MOVQ 8(SI), BX
	STR_OBJ(BX, fail, aheap)
	MOVQ X1, DX
	CMPQ HEAD_CLS(BX), DX
	JNE fail
	CMPB STR_ASCII(BX), $0
	JEQ fail
	MOVQ BX, X2
	MOVQ (SI), BX
	STR_OBJ(BX, fail, sheap)
	MOVQ X1, DX
	CMPQ HEAD_CLS(BX), DX
	JNE fail
	// BX: the str, SI: the affix; CX: the affix's length.
	MOVQ X2, SI
	MOVQ STR_LEN(SI), CX
	MOVQ STR_LEN(BX), DX
	CMPQ CX, DX
	JA no
	MOVQ STR_PTR(BX), AX
	MOVL $K32, BX
	TESTL BX, BX
	JEQ cmp
	// endswith: the last len(affix) bytes.
	ADDQ DX, AX
	SUBQ CX, AX
cmp:
	MOVQ STR_PTR(SI), SI
loop:
	TESTQ CX, CX
	JEQ yes
	MOVB (AX), DL
	CMPB DL, (SI)
	JNE no
	INCQ AX
	INCQ SI
	DECQ CX
	JMP loop
yes:
	MOVQ VAL_TRUE, AX
	JMP done
no:
	MOVQ VAL_FALSE, AX
done:
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
fail:
	JMPH(EXIT1)

// LIST_POP: AX = BX.pop(CX) for BX an exact list and CX the index (a
// value), as list.pop: a negative index counts from the end, the later
// items move down and the last slot, now free, is cleared. An index that
// is no small int, an empty list or an index out of range goes to label
// fail (the interpreter makes the call, and raises the IndexError).
#define LIST_POP(fail) \
	MOVQ CX, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JNE fail; UNBOX_INT(CX); \
	MOVQ SEQ_LEN(BX), DX; TESTQ CX, CX; JNS popidx; ADDQ DX, CX; \
popidx: \
	CMPQ CX, DX; JAE fail; \
	MOVQ SEQ_ITEMS(BX), SI; MOVQ (SI)(CX*8), AX; DECQ DX; \
popmove: \
	CMPQ CX, DX; JAE popped; MOVQ 8(SI)(CX*8), DI; MOVQ DI, (SI)(CX*8); INCQ CX; JMP popmove; \
popped: \
	MOVQ VAL_UNBOUND, DI; MOVQ DI, (SI)(DX*8); MOVQ DX, SEQ_LEN(BX)

// LIST_INSERT: BX.insert(CX, AX) for BX an exact list and CX the index (a
// value), as list.insert: a negative index counts from the end, and one
// beyond either end is clamped to it. An index that is no small int, or
// a full list (growing allocates), goes to label fail. X0 holds the item
// while the later items move up.
#define LIST_INSERT(fail) \
	MOVQ CX, DX; SHRQ $48, DX; CMPL DX, $TAG_INT; JNE fail; UNBOX_INT(CX); \
	MOVQ SEQ_LEN(BX), DX; CMPQ DX, SEQ_CAP(BX); JAE fail; \
	TESTQ CX, CX; JNS insclamp; ADDQ DX, CX; JNS insclamp; XORL CX, CX; \
insclamp: \
	CMPQ CX, DX; JLE insidx; MOVQ DX, CX; \
insidx: \
	MOVQ AX, X0; MOVQ SEQ_ITEMS(BX), SI; MOVQ DX, DI; \
insmove: \
	CMPQ DI, CX; JLE insmoved; MOVQ -8(SI)(DI*8), AX; MOVQ AX, (SI)(DI*8); DECQ DI; JMP insmove; \
insmoved: \
	MOVQ X0, AX; MOVQ AX, (SI)(CX*8); INCQ DX; MOVQ DX, SEQ_LEN(BX)

// LIST_DEREF: BX = the heap object of handle BX, which must be a list of
// exactly class K64B, else label fail (DX, CX clobbered).
#define LIST_DEREF(fail) \
	MOVQ BX, DX; SHRQ $48, DX; CMPL DX, $TAG_HANDLE; JNE fail; \
	MOVL BX, BX; TESTL BX, BX; JS fail; \
	SHLQ $4, BX; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; ADDQ CX, BX; MOVQ 8(BX), BX; \
	MOVQ K64B, DX; CMPQ HEAD_CLS(BX), DX; JNE fail

// LIST_SELF_M: BX = the list r[B+1] for a CALL_METHOD whose callee r[B] is
// the static handle K64 (a method of list) and whose self is a list of
// exactly class K64B; DI = the address of r[B+1]. Else label fail.
#define LIST_SELF_M(fail) \
	MOVQ SLOTB(R13), AX; MOVQ K64, CX; CMPQ AX, CX; JNE fail; \
	LEAQ SLOTB1(R13), DI; MOVQ (DI), BX; LIST_DEREF(fail)

// LIST_SELF_BOUND: BX = the list that the bound method r[B] (Go type word
// K64C) binds the method K64 (a method of list, static) to, a list of
// exactly class K64B; DI = the address of r[B+1], the first argument.
// Else label fail.
#define LIST_SELF_BOUND(fail) \
	MOVQ SLOTB(R13), BX; MOVQ BX, DX; SHRQ $48, DX; CMPL DX, $TAG_HANDLE; JNE fail; \
	MOVL BX, BX; TESTL BX, BX; JS fail; \
	SHLQ $4, BX; MOVQ CTX_OBJS(R12), CX; MOVQ (CX), CX; ADDQ CX, BX; \
	MOVQ K64C, SI; CMPQ (BX), SI; JNE fail; MOVQ 8(BX), BX; \
	MOVQ K64, SI; CMPQ BOUND_FUNC(BX), SI; JNE fail; \
	MOVQ BOUND_SELF(BX), BX; LIST_DEREF(fail); LEAQ SLOTB1(R13), DI

// call_list_pop_m, call_list_pop0_m, call_list_insert_m: CALL_METHOD
// r[A] = r[B](r[B+1], ...) where r[B] is list.pop or list.insert (the
// static handle K64) and r[B+1] a list of exactly class K64B: lst.pop(i),
// lst.pop() or lst.insert(i, x) in place (LIST_POP, LIST_INSERT).
// Anything else exits, and the interpreter makes the call.
// holes: A B B1 K64 K64B EXIT1 NEXT
TEXT ·call_list_pop_m(SB), NOSPLIT|NOFRAME, $0-0
	LIST_SELF_M(fail)
	MOVQ 8(DI), CX
	LIST_POP(fail)
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
fail:
	JMPH(EXIT1)

// holes: A B B1 K64 K64B EXIT1 NEXT
TEXT ·call_list_pop0_m(SB), NOSPLIT|NOFRAME, $0-0
	LIST_SELF_M(fail)
	MOVQ $0xFFF9FFFFFFFFFFFF, CX // the small int -1
	LIST_POP(fail)
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
fail:
	JMPH(EXIT1)

// holes: A B B1 K64 K64B EXIT1 NEXT
TEXT ·call_list_insert_m(SB), NOSPLIT|NOFRAME, $0-0
	LIST_SELF_M(fail)
	MOVQ 8(DI), CX
	MOVQ 16(DI), AX
	LIST_INSERT(fail)
	MOVQ VAL_NONE, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
fail:
	JMPH(EXIT1)

// call_bound_list_pop, call_bound_list_pop0, call_bound_list_insert: CALL
// r[A] = r[B](r[B+1], ...) where r[B] is list.pop or list.insert (the
// static handle K64) bound to a list of exactly class K64B (a bound method,
// Go type word K64C), as a local keeps it (pop = lst.pop): as
// call_list_pop_m ... call_list_insert_m (LIST_SELF_BOUND).
// holes: A B B1 K64 K64B K64C EXIT1 NEXT
TEXT ·call_bound_list_pop(SB), NOSPLIT|NOFRAME, $0-0
	LIST_SELF_BOUND(fail)
	MOVQ (DI), CX
	LIST_POP(fail)
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
fail:
	JMPH(EXIT1)

// holes: A B B1 K64 K64B K64C EXIT1 NEXT
TEXT ·call_bound_list_pop0(SB), NOSPLIT|NOFRAME, $0-0
	LIST_SELF_BOUND(fail)
	MOVQ $0xFFF9FFFFFFFFFFFF, CX // the small int -1
	LIST_POP(fail)
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
fail:
	JMPH(EXIT1)

// holes: A B B1 K64 K64B K64C EXIT1 NEXT
TEXT ·call_bound_list_insert(SB), NOSPLIT|NOFRAME, $0-0
	LIST_SELF_BOUND(fail)
	MOVQ (DI), CX
	MOVQ 8(DI), AX
	LIST_INSERT(fail)
	MOVQ VAL_NONE, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
fail:
	JMPH(EXIT1)

// load_method_module: LOAD_METHOD r[A], r[A+1] = r[B].name where r[B] is
// the module whose handle is K64C, still of exactly class K64D (a module's
// __class__ may be set to a subclass of module), and the name is no
// attribute of that class: r[A] = the value at byte offset K32 of the
// entries of the module's dict (Go address K64), guarded by the dict's
// key-layout version K64B (the name is still at that entry); r[A+1] =
// unbound (a module's attribute is called without self).
// holes: A A1 B K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·load_method_module(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ K64C, AX
	CMPQ BX, AX
	JCC(CC_NE, EXIT1)
	DEREF_HANDLE(BX, DX, EXIT2, EXIT3)
	MOVQ K64D, DX
	CMPQ HEAD_CLS(BX), DX
	JCC(CC_NE, EXIT4)
	MOVQ K64, DX
	MOVQ K64B, CX
	CMPQ DICT_KEYSVERSION(DX), CX
	JCC(CC_NE, EXIT5)
	MOVQ DICT_ENTRIES(DX), SI
	MOVL $K32, CX
	MOVQ (SI)(CX*1), AX
	MOVQ AX, SLOTA(R13)
	MOVQ VAL_UNBOUND, AX
	MOVQ AX, SLOTA1(R13)
	JMPH(NEXT)

// load_attr_module: LOAD_ATTR r[A] = r[B].name under load_method_module's
// guards (the module K64C of exactly class K64D, its dict at K64 with
// key-layout version K64B): r[A] = the value at byte offset K32 of the
// dict's entries.
// holes: A B K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·load_attr_module(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ K64C, AX
	CMPQ BX, AX
	JCC(CC_NE, EXIT1)
	DEREF_HANDLE(BX, DX, EXIT2, EXIT3)
	MOVQ K64D, DX
	CMPQ HEAD_CLS(BX), DX
	JCC(CC_NE, EXIT4)
	MOVQ K64, DX
	MOVQ K64B, CX
	CMPQ DICT_KEYSVERSION(DX), CX
	JCC(CC_NE, EXIT5)
	MOVQ DICT_ENTRIES(DX), SI
	MOVL $K32, CX
	MOVQ (SI)(CX*1), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// Check that the handle in BX is the class object whose Go address is
// K64B, at version K64C, itself of exactly class K64D (its metaclass:
// type, or one that changes no lookup) at the version in X4 (ld_hash
// before the stencil). Exits x1..x6 in order; clobbers BX, CX, DX, AX.
#define CLASS_OBJECT(x1, x2, x3, x4, x5, x6) \
	DEREF_ANY(BX, DX, x1, x2, heap); \
	MOVQ K64B, AX; CMPQ BX, AX; JCC(CC_NE, x3); \
	MOVQ K64C, AX; CMPQ CLASS_VERSION(BX), AX; JCC(CC_NE, x4); \
	MOVQ K64D, DX; CMPQ HEAD_CLS(BX), DX; JCC(CC_NE, x5); \
	MOVQ X4, AX; CMPQ CLASS_VERSION(DX), AX; JCC(CC_NE, x6)

// load_attr_class: LOAD_ATTR r[A] = r[B].name where r[B] is a class (see
// CLASS_OBJECT) whose attribute, at that version, is the value K64, which
// needs no binding (a class constant, a static method's function, a
// nested class): the class's version changes with its attributes and its
// bases'.
// holes: A B K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·load_attr_class(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	CLASS_OBJECT(EXIT1, EXIT2, EXIT3, EXIT4, EXIT5, EXIT6)
	MOVQ K64, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// load_method_class: LOAD_METHOD r[A], r[A+1] = r[B].name under
// load_attr_class's guards: r[A] = K64, r[A+1] = unbound (called
// without self).
// holes: A A1 B K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·load_method_class(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	CLASS_OBJECT(EXIT1, EXIT2, EXIT3, EXIT4, EXIT5, EXIT6)
	MOVQ K64, AX
	MOVQ AX, SLOTA(R13)
	MOVQ VAL_UNBOUND, AX
	MOVQ AX, SLOTA1(R13)
	JMPH(NEXT)

// load_method_builtin: LOAD_METHOD of a method of a builtin class, on a
// heap or static object: r[A], r[A+1] = K64 (the method), r[B] when r[B]
// is of exactly class K64B (the emitter picks only classes whose
// instances have no __dict__ that could shadow the method).
// holes: A A1 B K64 K64B EXIT1 EXIT2 EXIT3 NEXT
TEXT ·load_method_builtin(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	MOVQ BX, SI
	DEREF_ANY(BX, DX, EXIT1, EXIT2, heap)
	MOVQ K64B, AX
	CMPQ HEAD_CLS(BX), AX
	JCC(CC_NE, EXIT3)
	MOVQ SI, SLOTA1(R13)
	MOVQ K64, CX
	MOVQ CX, SLOTA(R13)
	JMPH(NEXT)

// load_attr_class_val: LOAD_ATTR r[A] = r[B].name for a plain instance
// whose class, exactly K64B at version K64C, holds the name as the value
// K64, which is no descriptor (a class constant), and whose __dict__, if
// any, cannot hold the name (probed for the name's hash K64D as
// load_method_inst does; an entry of that hash exits).
// holes: A B K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·load_attr_class_val(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ HEAD_CLS(BX), DX
	MOVQ K64B, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT3)
	MOVQ CLASS_VERSION(DX), AX
	MOVQ K64C, SI
	CMPQ AX, SI
	JCC(CC_NE, EXIT4)
	MOVQ HEAD_DICT(BX), DX
	TESTQ DX, DX
	JEQ absent
	MOVQ K64D, SI
	HASH_ABSENT(absent, found5, probe, next)
found5:
	JMPH(EXIT5)
absent:
	MOVQ K64, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// list_append: LIST_APPEND r[A].append(r[B]) for a list of exactly class
// K64B (a comprehension's), in place while it has room; a full list
// exits: growing allocates.
// holes: A B K64B EXIT1 EXIT2 EXIT3 EXIT4 NEXT
TEXT ·list_append(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64B, DX
	CMPQ HEAD_CLS(BX), DX
	JCC(CC_NE, EXIT3)
	MOVQ SEQ_LEN(BX), CX
	CMPQ CX, SEQ_CAP(BX)
	JCC(CC_AE, EXIT4)
	MOVQ SEQ_ITEMS(BX), DX
	MOVQ SLOTB(R13), AX
	MOVQ AX, (DX)(CX*8)
	INCQ CX
	MOVQ CX, SEQ_LEN(BX)
	JMPH(NEXT)

// call_ord: CALL r[A] = r[B](r[B+1]) where r[B] is the builtin ord (the
// static handle K64) and r[B+1] is a str (K64B: the itab of *runtime.Str,
// subclasses included, as ord takes them) of one byte, so one ASCII
// character: its code, without a call. Anything else exits and the
// interpreter makes the call.
// holes: A B B1 K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 NEXT
TEXT ·call_ord(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ SLOTB1(R13), BX
	DEREF_ANY(BX, DX, EXIT2, EXIT3, heapobj)
	MOVQ K64B, SI
	CMPQ DX, SI
	JCC(CC_NE, EXIT4)
	CMPQ STR_LEN(BX), $1
	JCC(CC_NE, EXIT5)
	MOVQ STR_PTR(BX), SI
	MOVBLZX (SI), AX
	BOX_INT(AX, CX)
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// CALL_SQRT: r[A] = math.sqrt(r[C]) where r[B] is math.sqrt (the handle
// K64) and r[C] is a float or a small int, neither negative nor NaN: its
// square root by SQRTSD, correctly rounded as the libm sqrt that
// CPython's math.sqrt calls (-0.0 gives -0.0), without a call. Anything
// else exits and the interpreter makes the call (a negative argument
// raises ValueError there).
#define CALL_SQRT(x1, x2, x3) \
	MOVQ SLOTB(R13), AX; MOVQ K64, CX; CMPQ AX, CX; JCC(CC_NE, x1); \
	MOVQ SLOTC(R13), AX; CMPQ AX, CTX_TAG(R12); JAE sqint; MOVQ AX, X0; JMP sqdo; \
sqint: \
	NEED_INT(AX, DX, x2); UNBOX_INT(AX); XORPS X0, X0; CVTSQ2SD AX, X0; \
sqdo: \
	XORPS X1, X1; UCOMISD X1, X0; JCC(CC_B, x3); \
	SQRTSD X0, X0; MOVQ X0, AX; MOVQ AX, SLOTA(R13); \
	JMPH(NEXT)

// call_sqrt: CALL r[A] = r[B](r[B+1]) for math.sqrt (see CALL_SQRT; the
// emitter sets C to B+1).
// holes: A B C K64 EXIT1 EXIT2 EXIT3 NEXT
TEXT ·call_sqrt(SB), NOSPLIT|NOFRAME, $0-0
	CALL_SQRT(EXIT1, EXIT2, EXIT3)

// call_sqrt_m: CALL_METHOD r[A] = r[B](r[B+2]) for math.sqrt loaded as a
// module attribute (math.sqrt(x)): no self may be bound in r[B+1] (see
// CALL_SQRT; the emitter sets C to B+2).
// holes: A B B1 C K64 EXIT1 EXIT2 EXIT3 EXIT4 NEXT
TEXT ·call_sqrt_m(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ VAL_UNBOUND, AX
	CMPQ AX, SLOTB1(R13)
	JCC(CC_NE, EXIT4)
	CALL_SQRT(EXIT1, EXIT2, EXIT3)

// RANGE_ITER ends range_iter1 and range_iter2: r[A] = a range iterator
// from start AX, with step 1 and CX items left, taken from the range
// iterator pool (Ctx.RPool, RPoolN: entries of a handle at 0 and the
// *runtime.RangeIter at 8, which JIT.refillRanges allocated; the stencil
// takes the last and decrements). Only ints are written into the object,
// never a Go pointer. An empty pool leaves to TARGET before anything is
// written: an exit where the exit loop refills it and the stencil starts
// again.
#define RANGE_ITER \
	RPOOL_POP; \
	MOVQ 8(SI), DX; MOVQ AX, RANGEITER_NEXT(DX); MOVQ $1, RANGEITER_STEP(DX); \
	MOVQ CX, RANGEITER_LEFT(DX); MOVQ 0(SI), AX; MOVQ AX, SLOTA(R13); \
	JMPH(NEXT)

// range_iter1: CALL r[A] = r[B](r[B+1]) fused with the GET_ITER r[A] =
// iter(r[A]) after it, where r[B] is the builtin range (the static handle
// K64) and r[B+1] a small int: r[A] = the iterator of range(r[B+1]) (see
// RANGE_ITER), without the range object, which only that GET_ITER would
// have seen. Anything else exits (EXIT1, EXIT2) and the interpreter makes
// the call; TARGET is the empty pool's exit.
// Registers: AX CX DX SI clobbered.
// holes: A B B1 K64 EXIT1 EXIT2 TARGET NEXT
TEXT ·range_iter1(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ SLOTB1(R13), CX
	NEED_INT(CX, DX, EXIT2)
	UNBOX_INT(CX)
	XORL AX, AX
	TESTQ CX, CX
	CMOVQLT AX, CX
	RANGE_ITER

// range_iter2: range_iter1 for range(r[B+1], r[C]), two small ints (the
// emitter sets C to B+2): start r[B+1], max(r[C] - r[B+1], 0) items.
// Registers: AX CX DX SI clobbered.
// holes: A B B1 C K64 EXIT1 EXIT2 EXIT3 TARGET NEXT
TEXT ·range_iter2(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ SLOTB1(R13), AX
	NEED_INT(AX, DX, EXIT2)
	MOVQ SLOTC(R13), CX
	NEED_INT(CX, DX, EXIT3)
	UNBOX_INT(AX)
	UNBOX_INT(CX)
	XORL DX, DX
	SUBQ AX, CX
	CMOVQLT DX, CX
	RANGE_ITER

// range_iter3: range_iter1 for range(r[B+1], r[C], K32), two small ints
// and a step that the instruction before the call loads as a constant
// (range(n - 1, -1, -1), range(0, n, 2); the emitter sets C to B+2 and
// checks that the step is a small int other than 0, patched as a signed
// 32-bit K32): start r[B+1], as many items as ctrRangeLen counts, by the
// step. Registers: AX CX DX SI X0 X1 clobbered.
// holes: A B B1 C K32 K64 EXIT1 EXIT2 EXIT3 TARGET NEXT
TEXT ·range_iter3(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ SLOTB1(R13), AX
	NEED_INT(AX, DX, EXIT2)
	MOVQ SLOTC(R13), CX
	NEED_INT(CX, DX, EXIT3)
	UNBOX_INT(AX)
	UNBOX_INT(CX)
	MOVL $K32, SI
	MOVLQSX SI, SI
	MOVQ AX, X0
	MOVQ SI, X1
	RANGE_COUNT(down, count, empty, counted)
	RANGE_ITER_X
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// call_chr: CALL r[A] = r[B](r[B+1]) where r[B] is the builtin chr (the
// static handle K64) and r[B+1] a small int in 0..127: the immortal
// one-character str from the table at K64B, without a call. Anything else
// exits and the interpreter makes the call.
// holes: A B B1 K64 K64B EXIT1 EXIT2 EXIT3 NEXT
TEXT ·call_chr(SB), NOSPLIT|NOFRAME, $0-0
	CALLEE_IS_K64(EXIT1)
	MOVQ SLOTB1(R13), AX
	NEED_INT(AX, DX, EXIT2)
	UNBOX_INT(AX)
	CMPQ AX, $127
	JCC(CC_A, EXIT3)
	MOVQ K64B, SI
	MOVQ (SI)(AX*8), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// load_global: r[A] = the value of entry K32B of a dict (the globals, or
// the builtins behind a global_absent that the globals lack the name)
// whose entries' slice header is at Go address K64, when that entry's key
// is still the key word K64B: the name's key object sits at one entry
// while it is in the dict, so the check holds through any other key's
// insertion or deletion (a module's loop whose except ... as e adds and
// deletes e at every exception). A deleted entry's key is Unbound; a
// compaction moves the entries, which the key check (and the index's range
// check) sees. K32 is the byte offset of the entry's value.
// holes: A K32 K32B K64 K64B EXIT1 NEXT
TEXT ·load_global(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, AX
	MOVL $K32B, CX
	CMPQ 8(AX), CX
	JLS fail
	MOVQ (AX), AX
	MOVL $K32, CX
	MOVQ K64B, DX
	CMPQ (ENTRY_KEY-ENTRY_VALUE)(AX)(CX*1), DX
	JEQ found
fail:
	JMPH(EXIT1)
found:
	MOVQ (AX)(CX*1), AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// store_global: the value of entry K32B of the dict at Go address K64 (the
// globals) = r[A], when that entry's key is still the key word K64B (as
// load_global checks it; K32 is the byte offset of the entry's value);
// bumps the dict's version as every mutation does. Stores a value word,
// never a Go pointer.
// holes: A K32 K32B K64 K64B EXIT1 NEXT
TEXT ·store_global(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, DX
	MOVL $K32B, CX
	CMPQ (DICT_ENTRIES+8)(DX), CX
	JLS fail
	MOVQ DICT_ENTRIES(DX), SI
	MOVL $K32, CX
	MOVQ K64B, AX
	CMPQ (ENTRY_KEY-ENTRY_VALUE)(SI)(CX*1), AX
	JEQ found
fail:
	JMPH(EXIT1)
found:
	MOVQ SLOTA(R13), AX
	MOVQ AX, (SI)(CX*1)
	INCQ DICT_VERSION(DX)
	JMPH(NEXT)

// global_absent: exit unless the dict at Go address K64 (a module's
// globals, before a builtin's load_global) lacks the name whose hash is
// K64D. While the dict's key-layout version is K64B (that of the last
// compilation, which saw the name absent) no key came since; otherwise its
// index is probed as Dict.find does, and an empty slot reached without
// meeting an entry of that hash proves absence (an entry of that hash
// exits: it may be the name). A module loop whose except ... as e adds
// and deletes a global at every exception keeps its builtins so.
// holes: K64 K64B K64D EXIT1 NEXT
TEXT ·global_absent(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, DX
	MOVQ K64B, CX
	CMPQ DICT_KEYSVERSION(DX), CX
	JEQ absent
	MOVQ K64D, SI
	HASH_ABSENT(absent, fail, probe, next)
absent:
	JMPH(NEXT)
fail:
	JMPH(EXIT1)

// stress_guard: deopt stress (-X deopt-stress). Exit at EXIT1, as a
// failed guard does, while the byte at address K64 is non-zero; the exit
// loop clears the byte, so every instruction's machine code is left once,
// the first time it is reached, and the interpreter runs that instruction.
// holes: K64 EXIT1 NEXT
TEXT ·stress_guard(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, AX
	CMPB (AX), $0
	JCC(CC_NE, EXIT1)
	JMPH(NEXT)

// EXIT_VALUE leaves with a register's value for the exit loop: Ctx.Ret =
// the register number (K32), exit kind kind, at this instruction.
#define EXIT_VALUE(kind) \
	EXIT_SITE; MOVL $HOLEPC, CTX_PC(R12); MOVQ $K32, CTX_RET(R12); \
	MOVL $kind, CTX_EXIT(R12); RET

// return_value: return r[A] from the frame. A frame that machine code
// called (call_native: a call record above Ctx.CSBase) pops its record,
// gives its registers back to the VM stack (Ctx.STop = R13) and jumps to
// the caller's return point with r[A] in AX and R13 = the caller's
// register base. Otherwise it leaves with Ctx.Ret = A's register number
// (K32), exit kind EXIT_RETURN, with every value in its slot: a return
// inside a region writes the residents back first. (Its EXIT_SITE is not
// at the start, where a stackmap record would expect it.)
// holes: A PC K32
TEXT ·return_value(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ CTX_CSP(R12), SI
	CMPQ SI, CTX_CSBASE(R12)
	JEQ leave
	SUBQ $CREC, SI
	MOVQ SI, CTX_CSP(R12)
	MOVQ SLOTA(R13), AX
	MOVQ R13, CTX_STOP(R12)
	MOVQ CREC_REGS(SI), R13
	MOVQ CREC_RET(SI), CX
	JMP CX
leave:
	EXIT_VALUE(EXIT_RETURN)

// exit_return: return r[A] from the frame through the exit loop: Ctx.Ret =
// A's register number (K32), exit kind EXIT_RETURN. A return inside a
// region whose result is a complex resident: the exit loop boxes it (an
// allocation) from the exit's stackmap record.
// holes: PC K32
TEXT ·exit_return(SB), NOSPLIT|NOFRAME, $0-0
	EXIT_VALUE(EXIT_RETURN)

// yield_value: a generator yields r[B] (the register number K32). While
// a consumer drains the generator into memory of its own (Ctx.Sink: the
// address of a []Value slice header, a list's items or tuple()'s
// collection) and the slice has room, r[B] is appended to it in place,
// None is what the YIELD receives (r[A]) and the code goes on: no exit
// per item. Otherwise the generator is suspended at this instruction
// (Ctx.PC): Ctx.Ret = K32, exit kind EXIT_YIELD; the exit loop offers the
// value to the consumer (which may grow its slice) or suspends the frame,
// whose resumption enters at the next instruction. While sum() drains the
// generator (Ctx.Sum: the address of its int64 total), a small int is
// added to the total in place unless that overflows. Ctx.Sink with its low
// bit set (rt.NumSliceSink: set()'s numbers) takes small ints and floats
// only. Ctx.Sink 2 (any()) or 4 (all(), rt.TruthSink) takes None, a bool,
// a small int or a float that is false (any) or true (all) without an
// exit; one that decides, or another value, leaves as a yield. Inside a generator that another frame's machine code resumed
// itself (for_gen: its record is on top, Ctx.CSP above Ctx.CSBase, which
// nothing else leaves in a generator's code at a YIELD), the YIELD's index
// (K64) goes into the frame's PC, where the generator is suspended again,
// the record is popped and the value goes to for_gen's return point in
// AX, R13 the consumer's registers; the frame counts the yield
// (FRAME_GENYIELDS, for the exit loop's policy: takeGen).
// holes: A B PC K32 K64 NEXT
TEXT ·yield_value(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTB(R13), AX
	MOVQ CTX_CSP(R12), SI
	CMPQ SI, CTX_CSBASE(R12)
	JNE native
	MOVQ CTX_SINK(R12), BX
	TESTQ BX, BX
	JNE sink
	MOVQ CTX_SUM(R12), BX
	TESTQ BX, BX
	JNE sum
leave:
	EXIT_VALUE(EXIT_YIELD)
sum:
	MOVQ AX, CX
	SHRQ $48, CX
	CMPL CX, $TAG_INT
	JNE leave
	UNBOX_INT(AX)
	ADDQ (BX), AX
	JO leave
	MOVQ AX, (BX)
	JMP sent
sink:
	CMPQ BX, $8
	JCS truth
	BTRQ $0, BX
	JAE anyval
	CMPQ AX, CTX_TAG(R12)
	JCS anyval
	MOVQ AX, CX
	SHRQ $48, CX
	CMPL CX, $TAG_INT
	JNE leave
anyval:
	MOVQ 8(BX), CX
	CMPQ CX, 16(BX)
	JAE leave
	MOVQ 0(BX), DX
	MOVQ AX, (DX)(CX*8)
	INCQ CX
	MOVQ CX, 8(BX)
sent:
	MOVQ VAL_NONE, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)
truth:
	MOVQ VAL_TRUE, CX
	CMPQ AX, CX
	JEQ istrue
	MOVQ VAL_FALSE, CX
	CMPQ AX, CX
	JEQ isfalse
	MOVQ VAL_NONE, CX
	CMPQ AX, CX
	JEQ isfalse
	MOVQ AX, CX
	SHRQ $48, CX
	CMPL CX, $TAG_INT
	JNE notint
	MOVQ AX, CX
	SHLQ $16, CX
	JEQ isfalse
	JMP istrue
notint:
	CMPQ AX, CTX_TAG(R12)
	JAE leave
	MOVQ AX, CX
	SHLQ $1, CX
	JEQ isfalse
istrue:
	CMPQ BX, $2
	JEQ leave
	INCQ CTX_TRUTHTAKEN(R12)
	JMP sent
isfalse:
	CMPQ BX, $2
	JNE leave
	INCQ CTX_TRUTHTAKEN(R12)
	JMP sent
native:
	SUBQ $CREC, SI
	MOVQ SI, CTX_CSP(R12)
	MOVQ CREC_FN(SI), DX
	MOVQ K64, CX
	MOVQ CX, FRAME_PC(DX)
	INCQ FRAME_GENYIELDS(DX)
	MOVQ CREC_REGS(SI), R13
	MOVQ CREC_RET(SI), CX
	JMP CX

// yield_resume: where for_gen enters a generator suspended at a YIELD: r[A]
// (what the YIELD receives) = None, as next() sends, then on to the
// instruction after the YIELD (NEXT).
// holes: A NEXT
TEXT ·yield_resume(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ VAL_NONE, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// ---- jitops: operations kept in machine code (branch jitops) ----

// slice_list_step: BUILD_SLICE of three operands r[B], r[B+1] and the
// step at frame offset K32 (8*(B+2)) fused with the BINARY_SUBSCR
// r[A] = r[C][start:stop:step] that uses it, for r[C] an exact list
// (class K64B). Start and stop are None or small ints, the step None or a
// nonzero small int; the bounds are clamped as slice.indices does for the
// step's sign, the length is ceil(|stop-start| / |step|) (a division
// only for |step| > 1). The new list comes from the pool of lists of 4
// (K64), 8 (K64C) or 16 (K64D) items, as slice_list's; the items are
// copied with the step's stride. A longer slice, other operands or another
// object exit; an empty pool goes to TARGET (refill, then the pair again).
// Clobbers AX BX CX DX SI X0-X3.
// holes: A B B1 C K32 K64 K64B K64C K64D EXIT1 EXIT2 EXIT3 EXIT4 TARGET NEXT
TEXT ·slice_list_step(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTC(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64B, SI
	CMPQ HEAD_CLS(BX), SI
	JCC(CC_NE, EXIT3)
	// X0 = step
	MOVL $K32, SI
	MOVQ (R13)(SI*1), CX
	MOVQ VAL_NONE, SI
	CMPQ CX, SI
	JNE stint
	MOVL $1, CX
	JMP stdone
stint:
	MOVQ CX, SI
	SHRQ $48, SI
	CMPL SI, $TAG_INT
	JNE bad
	UNBOX_INT(CX)
	TESTQ CX, CX
	JEQ bad
stdone:
	MOVQ CX, X0
	MOVQ SLOTB(R13), X2
	MOVQ SLOTB1(R13), X3
	MOVQ SEQ_LEN(BX), DX
	TESTQ CX, CX
	JL neg
	// step > 0: AX = start (default 0), CX = stop (default len), 0..len
	MOVQ X2, AX
	MOVQ VAL_NONE, SI
	CMPQ AX, SI
	JNE psint
	XORL AX, AX
	JMP psdone
psint:
	MOVQ AX, SI
	SHRQ $48, SI
	CMPL SI, $TAG_INT
	JNE bad
	UNBOX_INT(AX)
	TESTQ AX, AX
	JGE pspos
	ADDQ DX, AX
	JGE psdone
	XORL AX, AX
	JMP psdone
pspos:
	CMPQ AX, DX
	JLE psdone
	MOVQ DX, AX
psdone:
	MOVQ X3, CX
	MOVQ VAL_NONE, SI
	CMPQ CX, SI
	JNE ptint
	MOVQ DX, CX
	JMP ptdone
ptint:
	MOVQ CX, SI
	SHRQ $48, SI
	CMPL SI, $TAG_INT
	JNE bad
	UNBOX_INT(CX)
	TESTQ CX, CX
	JGE ptpos
	ADDQ DX, CX
	JGE ptdone
	XORL CX, CX
	JMP ptdone
ptpos:
	CMPQ CX, DX
	JLE ptdone
	MOVQ DX, CX
ptdone:
	SUBQ AX, CX
	JMP count
neg:
	// step < 0: AX = start (default len-1), CX = stop (default -1),
	// both -1..len-1
	MOVQ X2, AX
	MOVQ VAL_NONE, SI
	CMPQ AX, SI
	JNE nsint
	LEAQ -1(DX), AX
	JMP nsdone
nsint:
	MOVQ AX, SI
	SHRQ $48, SI
	CMPL SI, $TAG_INT
	JNE bad
	UNBOX_INT(AX)
	TESTQ AX, AX
	JGE nspos
	ADDQ DX, AX
	JGE nsdone
	MOVQ $-1, AX
	JMP nsdone
nspos:
	CMPQ AX, DX
	JL nsdone
	LEAQ -1(DX), AX
nsdone:
	MOVQ X3, CX
	MOVQ VAL_NONE, SI
	CMPQ CX, SI
	JNE ntint
	MOVQ $-1, CX
	JMP ntdone
ntint:
	MOVQ CX, SI
	SHRQ $48, SI
	CMPL SI, $TAG_INT
	JNE bad
	UNBOX_INT(CX)
	TESTQ CX, CX
	JGE ntpos
	ADDQ DX, CX
	JGE ntdone
	MOVQ $-1, CX
	JMP ntdone
ntpos:
	CMPQ CX, DX
	JL ntdone
	LEAQ -1(DX), CX
ntdone:
	NEGQ CX
	ADDQ AX, CX
count:
	// CX = the distance the step covers; CX = the number of items
	TESTQ CX, CX
	JG some
	XORL CX, CX
	JMP pick
some:
	MOVQ X0, SI
	MOVQ SI, DX
	SARQ $63, DX
	XORQ DX, SI
	SUBQ DX, SI
	CMPQ SI, $1
	JEQ pick
	MOVQ AX, X1
	LEAQ -1(CX)(SI*1), AX
	XORL DX, DX
	DIVQ SI
	MOVQ AX, CX
	MOVQ X1, AX
pick:
	MOVQ K64, SI
	CMPQ CX, $4
	JLE take
	MOVQ K64C, SI
	CMPQ CX, $8
	JLE take
	MOVQ K64D, SI
	CMPQ CX, $16
	JLE take
bad:
	JMPH(EXIT4)
take:
	MOVQ 0(SI), DX
	TESTQ DX, DX
	JCC(CC_LE, TARGET)
	DECQ DX
	MOVQ DX, 0(SI)
	SHLQ $4, DX
	LEAQ 8(SI)(DX*1), SI
	MOVQ 0(SI), X1
	MOVQ 8(SI), DX
	MOVQ CX, SEQ_LEN(DX)
	MOVQ SEQ_ITEMS(DX), DX
	MOVQ SEQ_ITEMS(BX), BX
	LEAQ (BX)(AX*8), BX
	MOVQ X0, SI
	SHLQ $3, SI
	TESTQ CX, CX
	JEQ done
copy:
	MOVQ (BX), AX
	MOVQ AX, (DX)
	ADDQ SI, BX
	ADDQ $8, DX
	DECQ CX
	JNE copy
done:
	MOVQ X1, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// store_slice_list: BUILD_SLICE of two bounds r[B], r[B+1] (None or
// small ints) fused with the STORE_SUBSCR r[A][start:stop] = r[C] that
// uses it, for r[A] an exact list (class K64) and r[C] an exact list or
// tuple (class K64 or K64B) of exactly stop-start items (the bounds
// clamped to 0..len, stop at least start): the items are copied over the
// slice in place. A source of another length (the list would resize),
// other bounds or other objects exit before anything is written. A list
// assigned to its whole self copies each item onto itself.
// Clobbers AX BX CX DX SI X1 X2.
// holes: A B B1 C K64 K64B EXIT1 EXIT2 EXIT3 EXIT4 EXIT5 EXIT6 NEXT
TEXT ·store_slice_list(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ SLOTA(R13), BX
	DEREF_HANDLE(BX, DX, EXIT1, EXIT2)
	MOVQ K64, SI
	MOVQ SI, X2
	CMPQ HEAD_CLS(BX), SI
	JCC(CC_NE, EXIT3)
	MOVQ BX, X1
	MOVQ SLOTC(R13), BX
	DEREF_HANDLE(BX, DX, EXIT4, EXIT5)
	MOVQ HEAD_CLS(BX), DX
	MOVQ X2, SI
	CMPQ DX, SI
	JEQ seqok
	MOVQ K64B, SI
	CMPQ DX, SI
	JNE bad
seqok:
	MOVQ X1, SI
	MOVQ SEQ_LEN(SI), DX
	SLICE_BOUNDS(bad, sint, spos, sdone, tint, tpos, tdone)
	SUBQ AX, CX
	JGE sized
	XORL CX, CX
sized:
	CMPQ CX, SEQ_LEN(BX)
	JEQ fits
bad:
	JMPH(EXIT6)
fits:
	MOVQ X1, SI
	MOVQ SEQ_ITEMS(SI), SI
	LEAQ (SI)(AX*8), SI
	MOVQ SEQ_ITEMS(BX), BX
	TESTQ CX, CX
	JEQ done
copy:
	MOVQ (BX), AX
	MOVQ AX, (SI)
	ADDQ $8, BX
	ADDQ $8, SI
	DECQ CX
	JNE copy
done:
	JMPH(NEXT)

// in_str: r[A] = r[B] in r[C] (K32 = 1) or not in (K32 = 0) for two
// exact strs, heap or immortal, as runtime.StrContains decides it: a
// search of r[C]'s bytes for r[B]'s (on UTF-8 the same as a search of
// code points). An empty r[B] is in every str; one byte is found by a
// scan of r[C]; a longer r[B] is compared at each position of an r[C] of
// at most 256 bytes (a longer r[C] exits: Go's search is linear there,
// this one is not). K64 is the hashed types table (HT_*). Other operands
// exit.
// holes: A B C K32 K64 EXIT1 NEXT
TEXT ·in_str(SB), NOSPLIT|NOFRAME, $0-0
	MOVQ K64, SI
	MOVQ SI, X0
	// r[C]: an exact str, heap or immortal (not a late one).
	MOVQ SLOTC(R13), AX
	MOVQ AX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_HANDLE
	JNE fail
	MOVL AX, BX
	MOVQ CTX_OBJS(R12), CX
	MOVQ (CX), CX
	BTRL $31, BX
	JAE cheap
	BTL $30, BX
	JB fail
	MOVQ CTX_STATICS(R12), CX
cheap:
	SHLQ $4, BX
	MOVQ 8(CX)(BX*1), BX
	MOVQ HEAD_CLS(BX), CX
	CMPQ CX, HT_STR(SI)
	JNE fail
	MOVQ BX, X1
	// r[B] the same way.
	MOVQ SLOTB(R13), AX
	MOVQ AX, DX
	SHRQ $48, DX
	CMPL DX, $TAG_HANDLE
	JNE fail
	MOVL AX, BX
	MOVQ CTX_OBJS(R12), CX
	MOVQ (CX), CX
	BTRL $31, BX
	JAE bheap
	BTL $30, BX
	JB fail
	MOVQ CTX_STATICS(R12), CX
bheap:
	SHLQ $4, BX
	MOVQ 8(CX)(BX*1), BX
	MOVQ HEAD_CLS(BX), CX
	CMPQ CX, HT_STR(SI)
	JNE fail
	// CX, DX: r[B]'s length and bytes; AX, SI: r[C]'s.
	MOVQ STR_LEN(BX), CX
	MOVQ STR_PTR(BX), DX
	MOVQ X1, BX
	MOVQ STR_LEN(BX), AX
	MOVQ STR_PTR(BX), SI
	TESTQ CX, CX
	JEQ yes
	CMPQ CX, AX
	JHI no
	CMPQ CX, $1
	JNE multi
	MOVBLZX (DX), DX
scan:
	CMPB (SI), DL
	JEQ yes
	INCQ SI
	DECQ AX
	JNE scan
	JMP no
multi:
	CMPQ AX, $256
	JHI fail
	// AX: the positions left after this one (m - n, counting down).
	SUBQ CX, AX
	MOVQ CX, X2
	MOVQ DX, X3
pos:
	MOVQ X2, CX
	MOVQ X3, DX
	MOVQ SI, X4
cmp:
	MOVBLZX (SI), BX
	CMPB (DX), BL
	JNE mismatch
	INCQ SI
	INCQ DX
	DECQ CX
	JNE cmp
	JMP yes
mismatch:
	MOVQ X4, SI
	INCQ SI
	DECQ AX
	JGE pos
no:
	XORL DX, DX
	JMP done
fail:
	JMPH(EXIT1)
yes:
	MOVL $1, DX
done:
	// DX ^ K32 is 0 when the answer is True.
	MOVL $K32, CX
	XORL CX, DX
	MOVQ VAL_TRUE, AX
	MOVQ VAL_FALSE, CX
	TESTL DX, DX
	CMOVQNE CX, AX
	MOVQ AX, SLOTA(R13)
	JMPH(NEXT)

// add_intb, sub_intb, mul_intb: r[A] = r[B] op r[C] where each operand is
// a small int or a bool, at least one a bool by the feedback (acc += cond;
// True and False count as 1 and 0, as int's methods take them; the result
// is an int, never a bool). Split: r[B] in AX, r[C] in CX, r[A] left in
// AX. BOOL_AS_INT turns a bool word into the small int of its value and
// leaves any other word as it is: DX = word ^ False is 0 or 1 for a bool.
// Exits: r[B] (EXIT1) or r[C] (EXIT2) neither a small int nor a bool, or
// int48 overflow (EXIT3). Clobbers BX DX.
#define BOOL_AS_INT(reg) \
	MOVQ VAL_FALSE, DX; XORQ reg, DX; MOVQ DX, BX; ORQ CTX_TAG(R12), BX; \
	CMPQ DX, $1; CMOVQLS BX, reg
#define INTB_STENCIL(name, intop) \
TEXT name(SB), NOSPLIT|NOFRAME, $0-0; \
	BOOL_AS_INT(AX); BOOL_AS_INT(CX); \
	NEED_INT(AX, DX, EXIT1); NEED_INT(CX, DX, EXIT2); \
	intop; JCC(CC_O, EXIT3); BOX_SHIFTED(AX, DX); JMPH(NEXT)

// holes: EXIT1 EXIT2 EXIT3 NEXT
INTB_STENCIL(·add_intb, INT_ADD_SHIFTED)
// holes: EXIT1 EXIT2 EXIT3 NEXT
INTB_STENCIL(·sub_intb, INT_SUB_SHIFTED)
// holes: EXIT1 EXIT2 EXIT3 NEXT
INTB_STENCIL(·mul_intb, INT_MUL_SHIFTED)

// trap ends every code region: running off the end is a bug.
// holes:
TEXT ·trap(SB), NOSPLIT|NOFRAME, $0-0
	INT $3

// stencilAddrs lists the ABI0 address of every stencil in file order, so
// that tests can compare the generated tables with the linked bytes.
DATA ·stencilAddrs+0(SB)/8, $·exit_step(SB)
DATA ·stencilAddrs+8(SB)/8, $·exit_poll(SB)
DATA ·stencilAddrs+16(SB)/8, $·exit_call(SB)
DATA ·stencilAddrs+24(SB)/8, $·exit_resume(SB)
DATA ·stencilAddrs+32(SB)/8, $·ld_b(SB)
DATA ·stencilAddrs+40(SB)/8, $·ld_c(SB)
DATA ·stencilAddrs+48(SB)/8, $·st_a(SB)
DATA ·stencilAddrs+56(SB)/8, $·mov_ax_r8(SB)
DATA ·stencilAddrs+64(SB)/8, $·mov_cx_r8(SB)
DATA ·stencilAddrs+72(SB)/8, $·mov_r8_ax(SB)
DATA ·stencilAddrs+80(SB)/8, $·fill_r8(SB)
DATA ·stencilAddrs+88(SB)/8, $·spill_r8(SB)
DATA ·stencilAddrs+96(SB)/8, $·mov_ax_r9(SB)
DATA ·stencilAddrs+104(SB)/8, $·mov_cx_r9(SB)
DATA ·stencilAddrs+112(SB)/8, $·mov_r9_ax(SB)
DATA ·stencilAddrs+120(SB)/8, $·fill_r9(SB)
DATA ·stencilAddrs+128(SB)/8, $·spill_r9(SB)
DATA ·stencilAddrs+136(SB)/8, $·mov_ax_r10(SB)
DATA ·stencilAddrs+144(SB)/8, $·mov_cx_r10(SB)
DATA ·stencilAddrs+152(SB)/8, $·mov_r10_ax(SB)
DATA ·stencilAddrs+160(SB)/8, $·fill_r10(SB)
DATA ·stencilAddrs+168(SB)/8, $·spill_r10(SB)
DATA ·stencilAddrs+176(SB)/8, $·mov_ax_di(SB)
DATA ·stencilAddrs+184(SB)/8, $·mov_cx_di(SB)
DATA ·stencilAddrs+192(SB)/8, $·mov_di_ax(SB)
DATA ·stencilAddrs+200(SB)/8, $·fill_di(SB)
DATA ·stencilAddrs+208(SB)/8, $·spill_di(SB)
DATA ·stencilAddrs+216(SB)/8, $·load_const(SB)
DATA ·stencilAddrs+224(SB)/8, $·check_bound(SB)
DATA ·stencilAddrs+232(SB)/8, $·add_int(SB)
DATA ·stencilAddrs+240(SB)/8, $·sub_int(SB)
DATA ·stencilAddrs+248(SB)/8, $·add_int_k(SB)
DATA ·stencilAddrs+256(SB)/8, $·sub_int_k(SB)
DATA ·stencilAddrs+264(SB)/8, $·mul_int(SB)
DATA ·stencilAddrs+272(SB)/8, $·mod_int(SB)
DATA ·stencilAddrs+280(SB)/8, $·floordiv_int(SB)
DATA ·stencilAddrs+288(SB)/8, $·mod_int_k(SB)
DATA ·stencilAddrs+296(SB)/8, $·floordiv_int_k(SB)
DATA ·stencilAddrs+304(SB)/8, $·mul_mod_int_k(SB)
DATA ·stencilAddrs+312(SB)/8, $·and_int(SB)
DATA ·stencilAddrs+320(SB)/8, $·or_int(SB)
DATA ·stencilAddrs+328(SB)/8, $·xor_int(SB)
DATA ·stencilAddrs+336(SB)/8, $·lshift_int(SB)
DATA ·stencilAddrs+344(SB)/8, $·lshift_int__BMI2(SB)
DATA ·stencilAddrs+352(SB)/8, $·rshift_int(SB)
DATA ·stencilAddrs+360(SB)/8, $·rshift_int__BMI2(SB)
DATA ·stencilAddrs+368(SB)/8, $·neg_int(SB)
DATA ·stencilAddrs+376(SB)/8, $·neg_num(SB)
DATA ·stencilAddrs+384(SB)/8, $·square_float(SB)
DATA ·stencilAddrs+392(SB)/8, $·add_num(SB)
DATA ·stencilAddrs+400(SB)/8, $·sub_num(SB)
DATA ·stencilAddrs+408(SB)/8, $·mul_num(SB)
DATA ·stencilAddrs+416(SB)/8, $·truediv_num(SB)
DATA ·stencilAddrs+424(SB)/8, $·add_float(SB)
DATA ·stencilAddrs+432(SB)/8, $·sub_float(SB)
DATA ·stencilAddrs+440(SB)/8, $·mul_float(SB)
DATA ·stencilAddrs+448(SB)/8, $·add_float_x(SB)
DATA ·stencilAddrs+456(SB)/8, $·sub_float_x(SB)
DATA ·stencilAddrs+464(SB)/8, $·mul_float_x(SB)
DATA ·stencilAddrs+472(SB)/8, $·add_float_xr(SB)
DATA ·stencilAddrs+480(SB)/8, $·sub_float_xr(SB)
DATA ·stencilAddrs+488(SB)/8, $·mul_float_xr(SB)
DATA ·stencilAddrs+496(SB)/8, $·truediv_xr(SB)
DATA ·stencilAddrs+504(SB)/8, $·truediv_x(SB)
DATA ·stencilAddrs+512(SB)/8, $·add_fnum(SB)
DATA ·stencilAddrs+520(SB)/8, $·sub_fnum(SB)
DATA ·stencilAddrs+528(SB)/8, $·mul_fnum(SB)
DATA ·stencilAddrs+536(SB)/8, $·ax_to_x0(SB)
DATA ·stencilAddrs+544(SB)/8, $·cx_to_x1(SB)
DATA ·stencilAddrs+552(SB)/8, $·ax_num_to_x0(SB)
DATA ·stencilAddrs+560(SB)/8, $·cx_num_to_x1(SB)
DATA ·stencilAddrs+568(SB)/8, $·i_to_x0(SB)
DATA ·stencilAddrs+576(SB)/8, $·i_to_x1(SB)
DATA ·stencilAddrs+584(SB)/8, $·mov_x0_x8(SB)
DATA ·stencilAddrs+592(SB)/8, $·mov_x1_x8(SB)
DATA ·stencilAddrs+600(SB)/8, $·mov_x8_x0(SB)
DATA ·stencilAddrs+608(SB)/8, $·mov_x8_ax(SB)
DATA ·stencilAddrs+616(SB)/8, $·fill_x8(SB)
DATA ·stencilAddrs+624(SB)/8, $·spill_x8(SB)
DATA ·stencilAddrs+632(SB)/8, $·mov_x0_x9(SB)
DATA ·stencilAddrs+640(SB)/8, $·mov_x1_x9(SB)
DATA ·stencilAddrs+648(SB)/8, $·mov_x9_x0(SB)
DATA ·stencilAddrs+656(SB)/8, $·mov_x9_ax(SB)
DATA ·stencilAddrs+664(SB)/8, $·fill_x9(SB)
DATA ·stencilAddrs+672(SB)/8, $·spill_x9(SB)
DATA ·stencilAddrs+680(SB)/8, $·mov_x0_x10(SB)
DATA ·stencilAddrs+688(SB)/8, $·mov_x1_x10(SB)
DATA ·stencilAddrs+696(SB)/8, $·mov_x10_x0(SB)
DATA ·stencilAddrs+704(SB)/8, $·mov_x10_ax(SB)
DATA ·stencilAddrs+712(SB)/8, $·fill_x10(SB)
DATA ·stencilAddrs+720(SB)/8, $·spill_x10(SB)
DATA ·stencilAddrs+728(SB)/8, $·mov_x0_x11(SB)
DATA ·stencilAddrs+736(SB)/8, $·mov_x1_x11(SB)
DATA ·stencilAddrs+744(SB)/8, $·mov_x11_x0(SB)
DATA ·stencilAddrs+752(SB)/8, $·mov_x11_ax(SB)
DATA ·stencilAddrs+760(SB)/8, $·fill_x11(SB)
DATA ·stencilAddrs+768(SB)/8, $·spill_x11(SB)
DATA ·stencilAddrs+776(SB)/8, $·lt_int(SB)
DATA ·stencilAddrs+784(SB)/8, $·le_int(SB)
DATA ·stencilAddrs+792(SB)/8, $·eq_int(SB)
DATA ·stencilAddrs+800(SB)/8, $·ne_int(SB)
DATA ·stencilAddrs+808(SB)/8, $·gt_int(SB)
DATA ·stencilAddrs+816(SB)/8, $·ge_int(SB)
DATA ·stencilAddrs+824(SB)/8, $·lt_float(SB)
DATA ·stencilAddrs+832(SB)/8, $·le_float(SB)
DATA ·stencilAddrs+840(SB)/8, $·gt_float(SB)
DATA ·stencilAddrs+848(SB)/8, $·ge_float(SB)
DATA ·stencilAddrs+856(SB)/8, $·eq_float(SB)
DATA ·stencilAddrs+864(SB)/8, $·ne_float(SB)
DATA ·stencilAddrs+872(SB)/8, $·lt_num(SB)
DATA ·stencilAddrs+880(SB)/8, $·le_num(SB)
DATA ·stencilAddrs+888(SB)/8, $·eq_num(SB)
DATA ·stencilAddrs+896(SB)/8, $·ne_num(SB)
DATA ·stencilAddrs+904(SB)/8, $·gt_num(SB)
DATA ·stencilAddrs+912(SB)/8, $·ge_num(SB)
DATA ·stencilAddrs+920(SB)/8, $·is_same(SB)
DATA ·stencilAddrs+928(SB)/8, $·is_not_same(SB)
DATA ·stencilAddrs+936(SB)/8, $·lt_int_jf(SB)
DATA ·stencilAddrs+944(SB)/8, $·le_int_jf(SB)
DATA ·stencilAddrs+952(SB)/8, $·eq_int_jf(SB)
DATA ·stencilAddrs+960(SB)/8, $·ne_int_jf(SB)
DATA ·stencilAddrs+968(SB)/8, $·gt_int_jf(SB)
DATA ·stencilAddrs+976(SB)/8, $·ge_int_jf(SB)
DATA ·stencilAddrs+984(SB)/8, $·lt_int_j(SB)
DATA ·stencilAddrs+992(SB)/8, $·le_int_j(SB)
DATA ·stencilAddrs+1000(SB)/8, $·eq_int_j(SB)
DATA ·stencilAddrs+1008(SB)/8, $·ne_int_j(SB)
DATA ·stencilAddrs+1016(SB)/8, $·gt_int_j(SB)
DATA ·stencilAddrs+1024(SB)/8, $·ge_int_j(SB)
DATA ·stencilAddrs+1032(SB)/8, $·lt_num_j(SB)
DATA ·stencilAddrs+1040(SB)/8, $·le_num_j(SB)
DATA ·stencilAddrs+1048(SB)/8, $·eq_num_j(SB)
DATA ·stencilAddrs+1056(SB)/8, $·ne_num_j(SB)
DATA ·stencilAddrs+1064(SB)/8, $·gt_num_j(SB)
DATA ·stencilAddrs+1072(SB)/8, $·ge_num_j(SB)
DATA ·stencilAddrs+1080(SB)/8, $·mov_c01_c0(SB)
DATA ·stencilAddrs+1088(SB)/8, $·mov_c23_c0(SB)
DATA ·stencilAddrs+1096(SB)/8, $·mov_c0_c01(SB)
DATA ·stencilAddrs+1104(SB)/8, $·fill_c0(SB)
DATA ·stencilAddrs+1112(SB)/8, $·spill_c0(SB)
DATA ·stencilAddrs+1120(SB)/8, $·real_c0(SB)
DATA ·stencilAddrs+1128(SB)/8, $·imag_c0(SB)
DATA ·stencilAddrs+1136(SB)/8, $·mov_c01_c1(SB)
DATA ·stencilAddrs+1144(SB)/8, $·mov_c23_c1(SB)
DATA ·stencilAddrs+1152(SB)/8, $·mov_c1_c01(SB)
DATA ·stencilAddrs+1160(SB)/8, $·fill_c1(SB)
DATA ·stencilAddrs+1168(SB)/8, $·spill_c1(SB)
DATA ·stencilAddrs+1176(SB)/8, $·real_c1(SB)
DATA ·stencilAddrs+1184(SB)/8, $·imag_c1(SB)
DATA ·stencilAddrs+1192(SB)/8, $·mov_c01_c2(SB)
DATA ·stencilAddrs+1200(SB)/8, $·mov_c23_c2(SB)
DATA ·stencilAddrs+1208(SB)/8, $·mov_c2_c01(SB)
DATA ·stencilAddrs+1216(SB)/8, $·fill_c2(SB)
DATA ·stencilAddrs+1224(SB)/8, $·spill_c2(SB)
DATA ·stencilAddrs+1232(SB)/8, $·real_c2(SB)
DATA ·stencilAddrs+1240(SB)/8, $·imag_c2(SB)
DATA ·stencilAddrs+1248(SB)/8, $·box_c01(SB)
DATA ·stencilAddrs+1256(SB)/8, $·ax_to_c01(SB)
DATA ·stencilAddrs+1264(SB)/8, $·ax_num_to_c01(SB)
DATA ·stencilAddrs+1272(SB)/8, $·cx_num_to_c23(SB)
DATA ·stencilAddrs+1280(SB)/8, $·add_complex_c(SB)
DATA ·stencilAddrs+1288(SB)/8, $·sub_complex_c(SB)
DATA ·stencilAddrs+1296(SB)/8, $·mul_complex_c(SB)
DATA ·stencilAddrs+1304(SB)/8, $·abs_complex(SB)
DATA ·stencilAddrs+1312(SB)/8, $·fill_i_r8(SB)
DATA ·stencilAddrs+1320(SB)/8, $·spill_i_r8(SB)
DATA ·stencilAddrs+1328(SB)/8, $·fill_iu_r8(SB)
DATA ·stencilAddrs+1336(SB)/8, $·fill_i_r9(SB)
DATA ·stencilAddrs+1344(SB)/8, $·spill_i_r9(SB)
DATA ·stencilAddrs+1352(SB)/8, $·fill_iu_r9(SB)
DATA ·stencilAddrs+1360(SB)/8, $·fill_i_r10(SB)
DATA ·stencilAddrs+1368(SB)/8, $·spill_i_r10(SB)
DATA ·stencilAddrs+1376(SB)/8, $·fill_iu_r10(SB)
DATA ·stencilAddrs+1384(SB)/8, $·fill_i_di(SB)
DATA ·stencilAddrs+1392(SB)/8, $·spill_i_di(SB)
DATA ·stencilAddrs+1400(SB)/8, $·fill_iu_di(SB)
DATA ·stencilAddrs+1408(SB)/8, $·ax_to_i(SB)
DATA ·stencilAddrs+1416(SB)/8, $·cx_to_i(SB)
DATA ·stencilAddrs+1424(SB)/8, $·box_ax_i(SB)
DATA ·stencilAddrs+1432(SB)/8, $·box_cx_i(SB)
DATA ·stencilAddrs+1440(SB)/8, $·unbox_ax_i(SB)
DATA ·stencilAddrs+1448(SB)/8, $·add_int_i(SB)
DATA ·stencilAddrs+1456(SB)/8, $·sub_int_i(SB)
DATA ·stencilAddrs+1464(SB)/8, $·add_ax_r8(SB)
DATA ·stencilAddrs+1472(SB)/8, $·add_ax_r9(SB)
DATA ·stencilAddrs+1480(SB)/8, $·add_ax_r10(SB)
DATA ·stencilAddrs+1488(SB)/8, $·add_ax_di(SB)
DATA ·stencilAddrs+1496(SB)/8, $·sub_ax_r8(SB)
DATA ·stencilAddrs+1504(SB)/8, $·sub_ax_r9(SB)
DATA ·stencilAddrs+1512(SB)/8, $·sub_ax_r10(SB)
DATA ·stencilAddrs+1520(SB)/8, $·sub_ax_di(SB)
DATA ·stencilAddrs+1528(SB)/8, $·j_o(SB)
DATA ·stencilAddrs+1536(SB)/8, $·add_int_k_i(SB)
DATA ·stencilAddrs+1544(SB)/8, $·sub_int_k_i(SB)
DATA ·stencilAddrs+1552(SB)/8, $·add_k_r8(SB)
DATA ·stencilAddrs+1560(SB)/8, $·add_k_r9(SB)
DATA ·stencilAddrs+1568(SB)/8, $·add_k_r10(SB)
DATA ·stencilAddrs+1576(SB)/8, $·add_k_di(SB)
DATA ·stencilAddrs+1584(SB)/8, $·sub_k_r8(SB)
DATA ·stencilAddrs+1592(SB)/8, $·sub_k_r9(SB)
DATA ·stencilAddrs+1600(SB)/8, $·sub_k_r10(SB)
DATA ·stencilAddrs+1608(SB)/8, $·sub_k_di(SB)
DATA ·stencilAddrs+1616(SB)/8, $·add_r8_r9(SB)
DATA ·stencilAddrs+1624(SB)/8, $·add_r8_r10(SB)
DATA ·stencilAddrs+1632(SB)/8, $·add_r8_di(SB)
DATA ·stencilAddrs+1640(SB)/8, $·add_r9_r8(SB)
DATA ·stencilAddrs+1648(SB)/8, $·add_r9_r10(SB)
DATA ·stencilAddrs+1656(SB)/8, $·add_r9_di(SB)
DATA ·stencilAddrs+1664(SB)/8, $·add_r10_r8(SB)
DATA ·stencilAddrs+1672(SB)/8, $·add_r10_r9(SB)
DATA ·stencilAddrs+1680(SB)/8, $·add_r10_di(SB)
DATA ·stencilAddrs+1688(SB)/8, $·add_di_r8(SB)
DATA ·stencilAddrs+1696(SB)/8, $·add_di_r9(SB)
DATA ·stencilAddrs+1704(SB)/8, $·add_di_r10(SB)
DATA ·stencilAddrs+1712(SB)/8, $·sub_r8_r9(SB)
DATA ·stencilAddrs+1720(SB)/8, $·sub_r8_r10(SB)
DATA ·stencilAddrs+1728(SB)/8, $·sub_r8_di(SB)
DATA ·stencilAddrs+1736(SB)/8, $·sub_r9_r8(SB)
DATA ·stencilAddrs+1744(SB)/8, $·sub_r9_r10(SB)
DATA ·stencilAddrs+1752(SB)/8, $·sub_r9_di(SB)
DATA ·stencilAddrs+1760(SB)/8, $·sub_r10_r8(SB)
DATA ·stencilAddrs+1768(SB)/8, $·sub_r10_r9(SB)
DATA ·stencilAddrs+1776(SB)/8, $·sub_r10_di(SB)
DATA ·stencilAddrs+1784(SB)/8, $·sub_di_r8(SB)
DATA ·stencilAddrs+1792(SB)/8, $·sub_di_r9(SB)
DATA ·stencilAddrs+1800(SB)/8, $·sub_di_r10(SB)
DATA ·stencilAddrs+1808(SB)/8, $·mul_int_i(SB)
DATA ·stencilAddrs+1816(SB)/8, $·mod_int_k_i(SB)
DATA ·stencilAddrs+1824(SB)/8, $·floordiv_int_k_i(SB)
DATA ·stencilAddrs+1832(SB)/8, $·mul_mod_int_k_i(SB)
DATA ·stencilAddrs+1840(SB)/8, $·mod_int_k_i__BMI2(SB)
DATA ·stencilAddrs+1848(SB)/8, $·mul_mod_int_k_i__BMI2(SB)
DATA ·stencilAddrs+1856(SB)/8, $·mod_int_i(SB)
DATA ·stencilAddrs+1864(SB)/8, $·floordiv_int_i(SB)
DATA ·stencilAddrs+1872(SB)/8, $·neg_int_i(SB)
DATA ·stencilAddrs+1880(SB)/8, $·and_int_i(SB)
DATA ·stencilAddrs+1888(SB)/8, $·or_int_i(SB)
DATA ·stencilAddrs+1896(SB)/8, $·xor_int_i(SB)
DATA ·stencilAddrs+1904(SB)/8, $·lshift_int_i(SB)
DATA ·stencilAddrs+1912(SB)/8, $·rshift_int_i(SB)
DATA ·stencilAddrs+1920(SB)/8, $·sq_mod_int_k_i(SB)
DATA ·stencilAddrs+1928(SB)/8, $·sq_mod_int_k_i__BMI2(SB)
DATA ·stencilAddrs+1936(SB)/8, $·lt_int_i(SB)
DATA ·stencilAddrs+1944(SB)/8, $·le_int_i(SB)
DATA ·stencilAddrs+1952(SB)/8, $·eq_int_i(SB)
DATA ·stencilAddrs+1960(SB)/8, $·ne_int_i(SB)
DATA ·stencilAddrs+1968(SB)/8, $·gt_int_i(SB)
DATA ·stencilAddrs+1976(SB)/8, $·ge_int_i(SB)
DATA ·stencilAddrs+1984(SB)/8, $·lt_int_jf_i(SB)
DATA ·stencilAddrs+1992(SB)/8, $·le_int_jf_i(SB)
DATA ·stencilAddrs+2000(SB)/8, $·eq_int_jf_i(SB)
DATA ·stencilAddrs+2008(SB)/8, $·ne_int_jf_i(SB)
DATA ·stencilAddrs+2016(SB)/8, $·gt_int_jf_i(SB)
DATA ·stencilAddrs+2024(SB)/8, $·ge_int_jf_i(SB)
DATA ·stencilAddrs+2032(SB)/8, $·lt_int_j_i(SB)
DATA ·stencilAddrs+2040(SB)/8, $·le_int_j_i(SB)
DATA ·stencilAddrs+2048(SB)/8, $·eq_int_j_i(SB)
DATA ·stencilAddrs+2056(SB)/8, $·ne_int_j_i(SB)
DATA ·stencilAddrs+2064(SB)/8, $·gt_int_j_i(SB)
DATA ·stencilAddrs+2072(SB)/8, $·ge_int_j_i(SB)
DATA ·stencilAddrs+2080(SB)/8, $·cmp_r8_r9(SB)
DATA ·stencilAddrs+2088(SB)/8, $·cmp_r8_r10(SB)
DATA ·stencilAddrs+2096(SB)/8, $·cmp_r8_di(SB)
DATA ·stencilAddrs+2104(SB)/8, $·cmp_r9_r8(SB)
DATA ·stencilAddrs+2112(SB)/8, $·cmp_r9_r10(SB)
DATA ·stencilAddrs+2120(SB)/8, $·cmp_r9_di(SB)
DATA ·stencilAddrs+2128(SB)/8, $·cmp_r10_r8(SB)
DATA ·stencilAddrs+2136(SB)/8, $·cmp_r10_r9(SB)
DATA ·stencilAddrs+2144(SB)/8, $·cmp_r10_di(SB)
DATA ·stencilAddrs+2152(SB)/8, $·cmp_di_r8(SB)
DATA ·stencilAddrs+2160(SB)/8, $·cmp_di_r9(SB)
DATA ·stencilAddrs+2168(SB)/8, $·cmp_di_r10(SB)
DATA ·stencilAddrs+2176(SB)/8, $·j_l(SB)
DATA ·stencilAddrs+2184(SB)/8, $·j_le(SB)
DATA ·stencilAddrs+2192(SB)/8, $·j_e(SB)
DATA ·stencilAddrs+2200(SB)/8, $·j_ne(SB)
DATA ·stencilAddrs+2208(SB)/8, $·j_g(SB)
DATA ·stencilAddrs+2216(SB)/8, $·j_ge(SB)
DATA ·stencilAddrs+2224(SB)/8, $·jump(SB)
DATA ·stencilAddrs+2232(SB)/8, $·jump_back(SB)
DATA ·stencilAddrs+2240(SB)/8, $·closure_entry(SB)
DATA ·stencilAddrs+2248(SB)/8, $·entry_poll(SB)
DATA ·stencilAddrs+2256(SB)/8, $·jump_if_false(SB)
DATA ·stencilAddrs+2264(SB)/8, $·jump_if_true(SB)
DATA ·stencilAddrs+2272(SB)/8, $·jump_if_none(SB)
DATA ·stencilAddrs+2280(SB)/8, $·truth_obj(SB)
DATA ·stencilAddrs+2288(SB)/8, $·not_value(SB)
DATA ·stencilAddrs+2296(SB)/8, $·cmp_str(SB)
DATA ·stencilAddrs+2304(SB)/8, $·for_str(SB)
DATA ·stencilAddrs+2312(SB)/8, $·for_range(SB)
DATA ·stencilAddrs+2320(SB)/8, $·fill_iter(SB)
DATA ·stencilAddrs+2328(SB)/8, $·spill_iter(SB)
DATA ·stencilAddrs+2336(SB)/8, $·for_range_r(SB)
DATA ·stencilAddrs+2344(SB)/8, $·for_range_r_i(SB)
DATA ·stencilAddrs+2352(SB)/8, $·for_seq(SB)
DATA ·stencilAddrs+2360(SB)/8, $·for_set(SB)
DATA ·stencilAddrs+2368(SB)/8, $·for_dict(SB)
DATA ·stencilAddrs+2376(SB)/8, $·for_dict_items(SB)
DATA ·stencilAddrs+2384(SB)/8, $·for_enum_items(SB)
DATA ·stencilAddrs+2392(SB)/8, $·for_zip2(SB)
DATA ·stencilAddrs+2400(SB)/8, $·for_gen(SB)
DATA ·stencilAddrs+2408(SB)/8, $·eq_ident(SB)
DATA ·stencilAddrs+2416(SB)/8, $·get_iter_seq(SB)
DATA ·stencilAddrs+2424(SB)/8, $·get_iter_range(SB)
DATA ·stencilAddrs+2432(SB)/8, $·get_iter_set(SB)
DATA ·stencilAddrs+2440(SB)/8, $·add_int64(SB)
DATA ·stencilAddrs+2448(SB)/8, $·sub_int64(SB)
DATA ·stencilAddrs+2456(SB)/8, $·mul_int64(SB)
DATA ·stencilAddrs+2464(SB)/8, $·and_int64(SB)
DATA ·stencilAddrs+2472(SB)/8, $·or_int64(SB)
DATA ·stencilAddrs+2480(SB)/8, $·xor_int64(SB)
DATA ·stencilAddrs+2488(SB)/8, $·cmp_int64(SB)
DATA ·stencilAddrs+2496(SB)/8, $·subscr_seq(SB)
DATA ·stencilAddrs+2504(SB)/8, $·subscr_seq_s(SB)
DATA ·stencilAddrs+2512(SB)/8, $·subscr_seq_s_i(SB)
DATA ·stencilAddrs+2520(SB)/8, $·subscr_str(SB)
DATA ·stencilAddrs+2528(SB)/8, $·in_list_int(SB)
DATA ·stencilAddrs+2536(SB)/8, $·in_hashed(SB)
DATA ·stencilAddrs+2544(SB)/8, $·in_seq(SB)
DATA ·stencilAddrs+2552(SB)/8, $·subscr_dict(SB)
DATA ·stencilAddrs+2560(SB)/8, $·store_subscr_dict(SB)
DATA ·stencilAddrs+2568(SB)/8, $·set_add(SB)
DATA ·stencilAddrs+2576(SB)/8, $·call_set_add(SB)
DATA ·stencilAddrs+2584(SB)/8, $·store_subscr_list(SB)
DATA ·stencilAddrs+2592(SB)/8, $·store_subscr_list_s(SB)
DATA ·stencilAddrs+2600(SB)/8, $·store_subscr_list_s_i(SB)
DATA ·stencilAddrs+2608(SB)/8, $·subscr_bytes(SB)
DATA ·stencilAddrs+2616(SB)/8, $·store_subscr_bytearray(SB)
DATA ·stencilAddrs+2624(SB)/8, $·subscr_vec_f64_s(SB)
DATA ·stencilAddrs+2632(SB)/8, $·subscr_vec_f64_s_i(SB)
DATA ·stencilAddrs+2640(SB)/8, $·subscr_vec_i32_s(SB)
DATA ·stencilAddrs+2648(SB)/8, $·subscr_vec_i32_s_i(SB)
DATA ·stencilAddrs+2656(SB)/8, $·subscr_vec_i64_s(SB)
DATA ·stencilAddrs+2664(SB)/8, $·subscr_vec_i64_s_i(SB)
DATA ·stencilAddrs+2672(SB)/8, $·store_subscr_vec_f64_s(SB)
DATA ·stencilAddrs+2680(SB)/8, $·store_subscr_vec_f64_s_i(SB)
DATA ·stencilAddrs+2688(SB)/8, $·store_subscr_vec_i32_s(SB)
DATA ·stencilAddrs+2696(SB)/8, $·store_subscr_vec_i32_s_i(SB)
DATA ·stencilAddrs+2704(SB)/8, $·store_subscr_vec_i64_s(SB)
DATA ·stencilAddrs+2712(SB)/8, $·store_subscr_vec_i64_s_i(SB)
DATA ·stencilAddrs+2720(SB)/8, $·build_seq(SB)
DATA ·stencilAddrs+2728(SB)/8, $·slice_list(SB)
DATA ·stencilAddrs+2736(SB)/8, $·load_attr_inst_p(SB)
DATA ·stencilAddrs+2744(SB)/8, $·load_method_inst_attr(SB)
DATA ·stencilAddrs+2752(SB)/8, $·store_attr_inst(SB)
DATA ·stencilAddrs+2760(SB)/8, $·load_attr_slot(SB)
DATA ·stencilAddrs+2768(SB)/8, $·store_attr_slot(SB)
DATA ·stencilAddrs+2776(SB)/8, $·load_deref(SB)
DATA ·stencilAddrs+2784(SB)/8, $·store_deref(SB)
DATA ·stencilAddrs+2792(SB)/8, $·unpack_seq(SB)
DATA ·stencilAddrs+2800(SB)/8, $·ld_hash(SB)
DATA ·stencilAddrs+2808(SB)/8, $·store_attr_add(SB)
DATA ·stencilAddrs+2816(SB)/8, $·load_method_inst(SB)
DATA ·stencilAddrs+2824(SB)/8, $·load_method_super(SB)
DATA ·stencilAddrs+2832(SB)/8, $·call_native_b(SB)
DATA ·stencilAddrs+2840(SB)/8, $·call_native_bm(SB)
DATA ·stencilAddrs+2848(SB)/8, $·call_native_d(SB)
DATA ·stencilAddrs+2856(SB)/8, $·call_native_md(SB)
DATA ·stencilAddrs+2864(SB)/8, $·call_native(SB)
DATA ·stencilAddrs+2872(SB)/8, $·call_native_code(SB)
DATA ·stencilAddrs+2880(SB)/8, $·call_native_m(SB)
DATA ·stencilAddrs+2888(SB)/8, $·call_native_u(SB)
DATA ·stencilAddrs+2896(SB)/8, $·call_native_any(SB)
DATA ·stencilAddrs+2904(SB)/8, $·call_native_any_m(SB)
DATA ·stencilAddrs+2912(SB)/8, $·call_class(SB)
DATA ·stencilAddrs+2920(SB)/8, $·subscr_dunder(SB)
DATA ·stencilAddrs+2928(SB)/8, $·binop_dunder(SB)
DATA ·stencilAddrs+2936(SB)/8, $·call_len(SB)
DATA ·stencilAddrs+2944(SB)/8, $·call_isinstance(SB)
DATA ·stencilAddrs+2952(SB)/8, $·call_isinstance_t(SB)
DATA ·stencilAddrs+2960(SB)/8, $·call_type(SB)
DATA ·stencilAddrs+2968(SB)/8, $·call_float(SB)
DATA ·stencilAddrs+2976(SB)/8, $·call_int(SB)
DATA ·stencilAddrs+2984(SB)/8, $·call_id(SB)
DATA ·stencilAddrs+2992(SB)/8, $·call_abs(SB)
DATA ·stencilAddrs+3000(SB)/8, $·call_minmax(SB)
DATA ·stencilAddrs+3008(SB)/8, $·load_attr_class_of(SB)
DATA ·stencilAddrs+3016(SB)/8, $·load_method_type(SB)
DATA ·stencilAddrs+3024(SB)/8, $·call_list_append(SB)
DATA ·stencilAddrs+3032(SB)/8, $·call_dict_get(SB)
DATA ·stencilAddrs+3040(SB)/8, $·call_str_pred(SB)
DATA ·stencilAddrs+3048(SB)/8, $·call_str_affix(SB)
DATA ·stencilAddrs+3056(SB)/8, $·call_list_pop_m(SB)
DATA ·stencilAddrs+3064(SB)/8, $·call_list_pop0_m(SB)
DATA ·stencilAddrs+3072(SB)/8, $·call_list_insert_m(SB)
DATA ·stencilAddrs+3080(SB)/8, $·call_bound_list_pop(SB)
DATA ·stencilAddrs+3088(SB)/8, $·call_bound_list_pop0(SB)
DATA ·stencilAddrs+3096(SB)/8, $·call_bound_list_insert(SB)
DATA ·stencilAddrs+3104(SB)/8, $·load_method_module(SB)
DATA ·stencilAddrs+3112(SB)/8, $·load_attr_module(SB)
DATA ·stencilAddrs+3120(SB)/8, $·load_attr_class(SB)
DATA ·stencilAddrs+3128(SB)/8, $·load_method_class(SB)
DATA ·stencilAddrs+3136(SB)/8, $·load_method_builtin(SB)
DATA ·stencilAddrs+3144(SB)/8, $·load_attr_class_val(SB)
DATA ·stencilAddrs+3152(SB)/8, $·list_append(SB)
DATA ·stencilAddrs+3160(SB)/8, $·call_ord(SB)
DATA ·stencilAddrs+3168(SB)/8, $·call_sqrt(SB)
DATA ·stencilAddrs+3176(SB)/8, $·call_sqrt_m(SB)
DATA ·stencilAddrs+3184(SB)/8, $·range_iter1(SB)
DATA ·stencilAddrs+3192(SB)/8, $·range_iter2(SB)
DATA ·stencilAddrs+3200(SB)/8, $·range_iter3(SB)
DATA ·stencilAddrs+3208(SB)/8, $·call_chr(SB)
DATA ·stencilAddrs+3216(SB)/8, $·load_global(SB)
DATA ·stencilAddrs+3224(SB)/8, $·store_global(SB)
DATA ·stencilAddrs+3232(SB)/8, $·global_absent(SB)
DATA ·stencilAddrs+3240(SB)/8, $·stress_guard(SB)
DATA ·stencilAddrs+3248(SB)/8, $·return_value(SB)
DATA ·stencilAddrs+3256(SB)/8, $·exit_return(SB)
DATA ·stencilAddrs+3264(SB)/8, $·yield_value(SB)
DATA ·stencilAddrs+3272(SB)/8, $·yield_resume(SB)
DATA ·stencilAddrs+3280(SB)/8, $·slice_list_step(SB)
DATA ·stencilAddrs+3288(SB)/8, $·store_slice_list(SB)
DATA ·stencilAddrs+3296(SB)/8, $·in_str(SB)
DATA ·stencilAddrs+3304(SB)/8, $·add_intb(SB)
DATA ·stencilAddrs+3312(SB)/8, $·sub_intb(SB)
DATA ·stencilAddrs+3320(SB)/8, $·mul_intb(SB)
DATA ·stencilAddrs+3328(SB)/8, $·trap(SB)
GLOBL ·stencilAddrs(SB), RODATA, $3336
