package tier

import (
	"unsafe"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/stencils"
)

// Truth tests of objects in machine code. A JUMP_IF_FALSE or
// JUMP_IF_TRUE whose operand has been something other than a bool, None
// or a small int compiles to jump_if_false_obj / jump_if_true_obj, which
// decide floats themselves and look a heap object's exact class up in
// the JIT's truthTable: the class, the version it had when it was
// entered, and where the object keeps the length that makes it false
// when zero (lists and tuples, strs, dicts), or 0 when every object of
// the class is true (a class with neither __bool__ nor __len__, which is
// what the interpreter's truth test decides from the class alone). A
// class not in the table, or at another version, exits; the exit loop
// then enters it (noteTruth), so the table fills with the classes the
// program tests, whatever the site, without recompiling.

// truthEntries is the number of entries of a truthTable (TRUTH_ENTRIES in
// the assembly; the first four are the builtin containers).
const truthEntries = 8

// truthEntry is one class of a truthTable, read by the stencils at
// offsets 0, 8 and 16 (a class never matches an empty entry).
type truthEntry struct {
	cls *rt.Class // kept alive by the table, so its address is never reused
	ver uint64
	off uint64
}

// truthTable is the JIT's table of classes for truth tests.
type truthTable struct {
	e    [truthEntries]truthEntry
	next int // the next entry for a class the exit loop enters (round robin)
}

// truthFixed is the number of entries the builtin containers take.
const truthFixed = 4

// truthTab returns the JIT's truth table, made the first time with the
// builtin containers.
func (j *JIT) truthTab() *truthTable {
	if j.truth != nil {
		return j.truth
	}
	t := &truthTable{next: truthFixed}
	seqLen := uint64(stencils.Layout["SEQ_LEN"])
	for i, c := range []struct {
		cls *rt.Class
		off uint64
	}{{rt.ListType, seqLen}, {rt.TupleType, seqLen}, {rt.StrType, uint64(stencils.Layout["STR_LEN"])}, {rt.DictType, uint64(stencils.Layout["DICT_USED"])}} {
		t.e[i] = truthEntry{c.cls, c.cls.Version, c.off}
	}
	j.truth = t
	return t
}

// truthJump selects the object form of a conditional jump at a site that
// has seen other values.
func (j *JIT) truthJump(op bytecode.Opcode) (stencils.ID, uint64) {
	id := stencils.JumpIfFalseObj
	if op == bytecode.JUMP_IF_TRUE {
		id = stencils.JumpIfTrueObj
	}
	return id, uint64(uintptr(unsafe.Pointer(j.truthTab())))
}

// noteTruth enters the class of v in the truth table when a truth test
// of v left machine code and every object of that class is true: a
// class that is not builtin (builtin classes decide by their Go type)
// with neither __bool__ nor __len__. A class already there at another
// version has its entry refreshed.
func (j *JIT) noteTruth(v rt.Value) {
	if j.truth == nil || !v.IsHandle() {
		return
	}
	o := j.vm.Get0(v)
	if o == nil {
		return
	}
	cls := j.vm.ClassOf(v)
	if cls == nil || cls.Builtin {
		return
	}
	if f, ok := cls.LookupSlot(j.vm, rt.SlotBool); ok && f != rt.None {
		return
	}
	if f, ok := cls.LookupSlot(j.vm, rt.SlotLen); ok && f != rt.None {
		return
	}
	t := j.truth
	for i := truthFixed; i < truthEntries; i++ {
		if t.e[i].cls == cls {
			t.e[i].ver = cls.Version
			return
		}
	}
	t.e[t.next] = truthEntry{cls, cls.Version, 0}
	if t.next++; t.next == truthEntries {
		t.next = truthFixed
	}
}
