//go:build linux && amd64

package tier

import (
	"reflect"
	"runtime"
	"testing"
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/stencils"
	"github.com/stretchr/testify/require"
)

// ---- 1. layout ----

func TestLayoutMatchesStencils(t *testing.T) {
	var ctx Ctx
	var ipool instancePool
	var dsite dunderSite
	var spool seqPool
	want := map[string]int64{
		"CTX_REGS":       int64(unsafe.Offsetof(ctx.Regs)),
		"CTX_EXIT":       int64(unsafe.Offsetof(ctx.Exit)),
		"CTX_PC":         int64(unsafe.Offsetof(ctx.PC)),
		"CTX_FUEL":       int64(unsafe.Offsetof(ctx.Fuel)),
		"CTX_TAG":        int64(unsafe.Offsetof(ctx.Tag)),
		"CTX_SINK":       int64(unsafe.Offsetof(ctx.Sink)),
		"CTX_SUM":        int64(unsafe.Offsetof(ctx.Sum)),
		"CTX_GENRESUMES": int64(unsafe.Offsetof(ctx.GenResumes)),
		"CTX_TRUTHTAKEN": int64(unsafe.Offsetof(ctx.TruthTaken)),
		"CTX_OBJS":       int64(unsafe.Offsetof(ctx.Objs)),
		"CTX_RET":        int64(unsafe.Offsetof(ctx.Ret)),
		"CTX_SITE":       int64(unsafe.Offsetof(ctx.Site)),
		"CTX_SAVE":       int64(unsafe.Offsetof(ctx.Save)),
		"CTX_XSAVE":      int64(unsafe.Offsetof(ctx.XSave)),
		"CTX_CSAVE":      int64(unsafe.Offsetof(ctx.CSave)),
		"CTX_CPOOL":      int64(unsafe.Offsetof(ctx.CPool)),
		"CTX_CPOOLN":     int64(unsafe.Offsetof(ctx.CPoolN)),
		"CTX_RPOOL":      int64(unsafe.Offsetof(ctx.RPool)),
		"CTX_RPOOLN":     int64(unsafe.Offsetof(ctx.RPoolN)),
		"CTX_STATICS":    int64(unsafe.Offsetof(ctx.Statics)),
		"CTX_ISTEP":      int64(unsafe.Offsetof(ctx.IStep)),
		"CTX_CSP":        int64(unsafe.Offsetof(ctx.CSP)),
		"CTX_CSBASE":     int64(unsafe.Offsetof(ctx.CSBase)),
		"CTX_CSLIMIT":    int64(unsafe.Offsetof(ctx.CSLimit)),
		"CTX_STOP":       int64(unsafe.Offsetof(ctx.STop)),
		"CTX_SEND":       int64(unsafe.Offsetof(ctx.SEnd)),
		"CTX_NCALLS":     int64(unsafe.Offsetof(ctx.NCalls)),
		"CTX_SCRATCH":    int64(unsafe.Offsetof(ctx.Scratch)),

		"CREC":      crecWords * 8,
		"CREC_RET":  0,
		"CREC_REGS": crecRegs * 8,
		"CREC_PC":   crecPC * 8,
		"CREC_NEW":  crecNew * 8,
		"CREC_FN":   crecFn * 8,

		"CCELL_CLOS": int64(unsafe.Offsetof(callCell{}.clos)),

		"CODECELL_ENTRY":   int64(unsafe.Offsetof(codeCell{}.entry)),
		"CODECELL_SIZE":    int64(unsafe.Offsetof(codeCell{}.size)),
		"CODECELL_ARGB":    int64(unsafe.Offsetof(codeCell{}.argb)),
		"CODECELL_NFREE":   int64(unsafe.Offsetof(codeCell{}.nfree)),
		"CODECELL_GLOBALS": int64(unsafe.Offsetof(codeCell{}.globals)),
		"CODE_RUNSTATE":    int64(unsafe.Offsetof(bytecode.Code{}.RunState)),
		"CI_OWNER":         int64(ciOwner),
		"CI_CELL":          int64(ciCell),
		"FUNC_CLOSURE":     int64(unsafe.Offsetof(rt.Function{}.Closure)),

		"TSITE_CLS": int64(unsafe.Offsetof(truthSite{}.cls)),
		"TSITE_VER": int64(unsafe.Offsetof(truthSite{}.ver)),

		"DSITE_CLS": int64(unsafe.Offsetof(dsite.cls)),
		"DSITE_VER": int64(unsafe.Offsetof(dsite.ver)),
		"DSITE_FN":  int64(unsafe.Offsetof(dsite.fn)),

		"SEQ_POOL_BIGGER": int64(unsafe.Offsetof(spool.bigger)),
		"IPOOL_LEFT":      int64(unsafe.Offsetof(ipool.left)),
		"IPOOL_CLS":       int64(unsafe.Offsetof(ipool.cls)),
		"IPOOL_VER":       int64(unsafe.Offsetof(ipool.ver)),
		"IPOOL_INIT":      int64(unsafe.Offsetof(ipool.init)),
		"IPOOL_ENTRIES":   int64(unsafe.Offsetof(ipool.entries)),

		"EXIT_STEP":   ExitStep,
		"EXIT_RETURN": ExitReturn,
		"EXIT_POLL":   ExitPoll,
		"EXIT_CALL":   ExitCall,
		"EXIT_RESUME": ExitResume,
		"EXIT_YIELD":  ExitYield,
		"EXIT_INIT":   ExitInit,
		"EXIT_DUNDER": ExitDunder,

		"RANGEITER_NEXT": int64(rt.RangeIterNext),
		"RANGEITER_STEP": int64(rt.RangeIterStep),
		"RANGEITER_LEFT": int64(rt.RangeIterLeft),
		"RANGE_START":    int64(rt.RangeStart),
		"RANGE_STOP":     int64(rt.RangeStop),
		"RANGE_STEP":     int64(rt.RangeStep),
		"RANGE_BIG":      int64(rt.RangeBig),

		"HEAD_SELF":        int64(rt.HeadSelf),
		"HEAD_CLS":         int64(rt.HeadCls),
		"HEAD_DICT":        int64(rt.HeadDict),
		"CLASS_VERSION":    int64(rt.ClassVersion),
		"CLASS_DICTSUBVER": int64(rt.ClassDictSubVer),
		"CLASS_MRO":        int64(rt.ClassMRO),
		"CLASS_PLAIN":      int64(rt.ClassPlain),
		"CLASS_PLAINVER":   int64(rt.ClassPlainVer),
		"DICT_ENTRIES":     int64(rt.DictEntries),
		"DICT_VERSION":     int64(rt.DictVersion),
		"DICT_INDEX":       int64(rt.DictIndex),
		"DICT_KEYSVERSION": int64(rt.DictKeysVersion),
		"DICT_USED":        int64(rt.DictUsed),
		"ENTRY_KEY":        int64(rt.DictEntryKey),
		"ENTRY_VALUE":      int64(rt.DictEntryValue),
		"INSTANCE_SLOTS":   int64(rt.InstanceSlots),
		"BOUND_FUNC":       int64(rt.BoundFunc),
		"FUNC_CODE":        int64(rt.FuncCode),
		"FUNC_GLOBALS":     int64(rt.FuncGlobals),
		"FUNC_DEFAULTS":    int64(unsafe.Offsetof(rt.Function{}.Defaults)),
		"BOUND_SELF":       int64(rt.BoundSelf),
		"CELL_V":           int64(rt.CellV),
		"COMPLEX_RE":       int64(rt.ComplexV),
		"COMPLEX_IM":       int64(rt.ComplexV + 8),
		"STR_PTR":          int64(rt.StrS),
		"BYTES_LEN":        int64(unsafe.Offsetof(rt.Bytes{}.B) + 8),
		"STR_LEN":          int64(rt.StrS + 8),
		"STR_ASCII":        int64(rt.StrASCIIFlag),
		"STR_HASH":         int64(rt.StrHashOff),
		"STR_HASHED":       int64(rt.StrHashed),
		"SET_TABLE":        int64(rt.SetTable),
		"SETENTRY_HASH":    int64(rt.SetEntryHash),
		"SET_PROBES":       int64(rt.SetLinearProbes),
		"STRITER_S":        int64(rt.StrIterS),
		"STRITER_POS":      int64(rt.StrIterPos),
		"STRITER_IDX":      int64(rt.StrIterIdx),
		"SEQITER_SEQ":      int64(rt.ListIterSeq),
		"SEQITER_INDEX":    int64(rt.ListIterIndex),
		"SEQITER_H":        int64(rt.ListIterHandle),
		"INT_NEG":          int64(rt.IntNeg),
		"SET_USED":         int64(rt.SetUsed),
		"SET_FILL":         int64(setField("fill")),
		"SET_HASHED":       int64(setField("hashed")),
		"SETITER_SET":      int64(rt.SetIterSet),
		"SETITER_USED":     int64(rt.SetIterUsed),
		"SETITER_POS":      int64(rt.SetIterPos),
		"SETITER_LEFT":     int64(rt.SetIterLeft),
		"SETITER_H":        int64(rt.SetIterHandle),
		"GEN_FR":           int64(interp.GenFrame),
		"FRAME_REGS":       int64(interp.FrameRegs),
		"FRAME_PC":         int64(interp.FramePC),
		"FRAME_GENTAB":     int64(interp.FrameGenTab),
		"FRAME_GENYIELDS":  int64(interp.FrameGenYields),
		"DICTITER_DICT":    int64(rt.DictIterDict),
		"DICTITER_KIND":    int64(rt.DictIterKind),
		"DICTITER_REVERSE": int64(rt.DictIterReverse),
		"DICTITER_USED":    int64(rt.DictIterUsed),
		"DICTITER_POS":     int64(rt.DictIterPos),
		"DICTITER_LEFT":    int64(rt.DictIterLeft),
		"ENUM_IT":          int64(rt.EnumIt),
		"ENUM_COUNT":       int64(rt.EnumCount),
		"ENUM_BIG":         int64(rt.EnumBig),
		"ZIP_ITERS":        int64(rt.ZipIters),
		"ZIP_STRICT":       int64(rt.ZipStrict),
		"ZIP_DONE":         int64(rt.ZipDone),
		"INT_ABS":          int64(rt.IntAbs),
		"INT_ABSLEN":       int64(rt.IntAbsLen),
		"INT_WORD":         int64(rt.IntWord),
		"VEC_KIND":         int64(rt.NumVecKind),
		"VEC_DATA":         int64(rt.NumVecData),
		"VEC_LEN":          int64(rt.NumVecData + 8),
		"VEC_F64":          int64(rt.VecF64),
		"VEC_I32":          int64(rt.VecI32),
		"VEC_I64":          int64(rt.VecI64),

		// One pair of constants serves lists and tuples (subscr_seq).
		"SEQ_ITEMS": int64(rt.ListItems),
		"SEQ_LEN":   int64(rt.ListItems + 8),
		"SEQ_CAP":   int64(rt.ListItems + 16),
	}
	require.Equal(t, rt.ListItems, rt.TupleItems, "subscr_seq reads lists and tuples at the same SEQ_ITEMS offset")
	require.Equal(t, rt.ListIterSeq, rt.TupleIterSeq, "for_seq reads both iterators alike")
	require.Equal(t, rt.ListItems, rt.BytesB, "subscr_bytes reads bytes at SEQ_ITEMS")
	require.Equal(t, uintptr(0), rt.DictEntryHash, "load_method_inst reads an entry's hash at offset 0")
	require.Equal(t, uintptr(24), rt.DictEntrySize, "load_method_inst scales entry indexes by 24")
	require.Equal(t, uintptr(16), rt.SetEntrySize, "SET_PROBE scales set entry indexes by 16")
	require.Equal(t, 5, rt.SetPerturbShift, "SET_PROBE and DICT_PROBE shift the perturbation by 5")
	require.Equal(t, rt.ListItems, rt.ByteArrayB, "subscr_bytes reads bytearrays at SEQ_ITEMS")
	require.Equal(t, rt.ListIterIndex, rt.TupleIterIndex, "for_seq reads both iterators alike")
	require.Equal(t, rt.ListIterHandle, rt.TupleIterHandle, "get_iter_seq writes both iterators alike")
	require.Equal(t, int64(rt.TupleItems), stencils.Layout["SEQ_ITEMS"])
	// The int64 stencils read big.Int's sign and digits (its layout is
	// math/big's) and write an int shell's own digit.
	ivm := rt.NewVM()
	for _, v := range []int64{-(1 << 60), 1 << 62} {
		p := unsafe.Pointer(ivm.Get0(ivm.NewInt(v)).(*rt.Int))
		require.Equal(t, v < 0, *(*bool)(unsafe.Add(p, rt.IntNeg)))
		require.Equal(t, 1, *(*int)(unsafe.Add(p, rt.IntAbsLen)))
		abs := *(*unsafe.Pointer)(unsafe.Add(p, rt.IntAbs))
		require.Equal(t, unsafe.Add(p, rt.IntWord), abs, "an int64 keeps its digit in the object")
		require.Equal(t, uint64(max(v, -v)), *(*uint64)(abs))
	}
	shell := unsafe.Pointer(ivm.Get0(ivm.NewIntShell()).(*rt.Int))
	require.Equal(t, unsafe.Add(shell, rt.IntWord), *(*unsafe.Pointer)(unsafe.Add(shell, rt.IntAbs)))
	require.Equal(t, int64(rt.TupleItems+8), stencils.Layout["SEQ_LEN"])

	for name, got := range stencils.Layout {
		w, ok := want[name]
		if !ok {
			t.Errorf("stencils.Layout has %s = %d, which this test does not check: add it", name, got)
			continue
		}
		require.Equal(t, w, got, "%s in stencils_amd64.s", name)
	}
	for name := range want {
		require.Contains(t, stencils.Layout, name, "stencils.Layout lacks %s", name)
	}

	// The stencils access the exit fields with 32-bit moves and Fuel, Ret
	// with 64-bit ones; Ctx must hold no Go pointers (machine code writes
	// it without write barriers).
	require.Equal(t, uintptr(4), unsafe.Sizeof(ctx.Exit))
	require.Equal(t, uintptr(4), unsafe.Sizeof(ctx.PC))
	require.Equal(t, uintptr(8), unsafe.Sizeof(ctx.Fuel))
	require.Equal(t, uintptr(8), unsafe.Sizeof(ctx.Ret))
	// enter_amd64.s saves R8, R9, R10 and DI, X8-X11 and the complex
	// pairs at these offsets.
	require.Equal(t, uintptr(48), unsafe.Offsetof(ctx.Save))
	require.Equal(t, uintptr(4*8), unsafe.Sizeof(ctx.Save))
	require.Equal(t, uintptr(96), unsafe.Offsetof(ctx.XSave))
	require.Equal(t, uintptr(128), unsafe.Offsetof(ctx.CSave))
	ct := reflect.TypeOf(ctx)
	for i := 0; i < ct.NumField(); i++ {
		ft := ct.Field(i).Type
		if ft.Kind() == reflect.Array {
			ft = ft.Elem() // Save: an array of words
		}
		switch k := ft.Kind(); k {
		case reflect.Uintptr, reflect.Uint32, reflect.Uint64, reflect.Int64:
		default:
			t.Errorf("Ctx.%s has kind %v: Ctx must hold only plain words", ct.Field(i).Name, k)
		}
	}
	// RangeIter's fields the stencil reads are 8-byte words.
	require.Equal(t, rt.RangeIterNext+8, rt.RangeIterStep)
	require.Equal(t, rt.RangeIterStep+8, rt.RangeIterLeft)

	// The exit loop's wake check (Woken): RequestPoll and Wake set it,
	// and any safepoint clears it, whether or not it had work.
	vm := rt.NewVM()
	require.False(t, vm.Woken())
	vm.RequestPoll()
	require.True(t, vm.Woken())
	require.NoError(t, vm.Safepoint())
	require.False(t, vm.Woken())
	vm.Wake()
	require.True(t, vm.Woken())
	require.NoError(t, vm.Safepoint())
	require.False(t, vm.Woken())
	runtime.KeepAlive(vm)
}
