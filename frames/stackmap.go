package frames

import (
	"errors"
	"fmt"
	"strconv"
)

// Kind is why machine code can leave at a record's offset.
type Kind uint8

const (
	Guard  Kind = iota // a guard (type, overflow, bounds) failed: resume in the interpreter at PC
	Poll               // a poll exit at a back-edge or function entry
	Call               // a call exit
	Return             // a return exit
	numKinds
)

var kindNames = [...]string{"guard", "poll", "call", "return"}

func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// LocKind says where a value lives.
type LocKind uint8

const (
	RegWord   LocKind = iota // a NaN-boxed value word in general-purpose register Reg
	RegInt                   // an unboxed int64 in general-purpose register Reg
	XmmFloat                 // an unboxed float64 (raw IEEE bits) in XMM register Reg
	ConstWord                // the constant value word Bits
	ConstInt                 // the constant int64 int64(Bits)
	Unbound                  // the slot is an unbound local
	Virtual                  // a virtual object: Bits indexes Record.Virtuals
	// RegInt48 is a small int in jit's working form in general-purpose
	// register Reg: the int48 value shifted left by 16 bits, as an int64
	// whose low 16 bits are zero; or the unbound word itself, for a local
	// the loop has not assigned yet.
	RegInt48
	numLocKinds
)

var locKindNames = [...]string{"reg", "regint", "xmm", "const", "constint", "unbound", "virtual", "regint48"}

func (k LocKind) String() string {
	if k < numLocKinds {
		return locKindNames[k]
	}
	return "LocKind(" + strconv.Itoa(int(k)) + ")"
}

// NumRegs is the number of general-purpose and of XMM registers a Loc
// can name: Reg is in [0, NumRegs).
const NumRegs = 16

// Loc is one value that is not in its home slot.
type Loc struct {
	Slot uint32 // the home slot (Python register index); ignored (not encoded) for virtual fields
	Kind LocKind
	Reg  uint8  // RegWord, RegInt, XmmFloat, RegInt48: the register number
	Bits uint64 // ConstWord (the word), ConstInt (the int64's bits), Virtual (an index)
}

// VirtualObj is an object machine code has not allocated. The deoptimiser
// allocates it once per record, however many locations (and fields of
// other virtual objects) refer to it, so that identity is kept.
type VirtualObj struct {
	Type   uint32 // what to allocate (the jit package's numbering, opaque here)
	Fields []Loc  // field values in order; a field may be Virtual (an index into the same Virtuals)
}

// Record describes one exit.
//
// The slices of a Record returned by a Map are shared with every other
// record that has the same locations: they must not be modified.
type Record struct {
	Offset   uint32       // machine-code offset of the exit, from the unit's start
	PC       uint32       // bytecode index to resume at
	Kind     Kind         // why machine code leaves here
	Locs     []Loc        // sorted by Slot, at most one per slot
	Virtuals []VirtualObj // referred to by Virtual locations
}

// checkLists validates the locations and virtual objects of a record: the
// part of it that a location list encodes.
func checkLists(locs []Loc, virtuals []VirtualObj) error {
	for i, l := range locs {
		if i > 0 && l.Slot <= locs[i-1].Slot {
			return fmt.Errorf("slots not strictly increasing (%d after %d)", l.Slot, locs[i-1].Slot)
		}
		if err := checkLoc(l, len(virtuals)); err != nil {
			return fmt.Errorf("slot %d: %w", l.Slot, err)
		}
	}
	for i, v := range virtuals {
		for k, f := range v.Fields {
			if err := checkLoc(f, len(virtuals)); err != nil {
				return fmt.Errorf("virtual %d, field %d: %w", i, k, err)
			}
		}
	}
	if i := virtualCycle(virtuals); i >= 0 {
		return fmt.Errorf("virtual %d contains itself", i)
	}
	return nil
}

// checkLoc validates one location of a record with nvirt virtual objects.
func checkLoc(l Loc, nvirt int) error {
	switch l.Kind {
	case RegWord, RegInt, XmmFloat, RegInt48:
		if l.Reg >= NumRegs {
			return fmt.Errorf("register %d out of range", l.Reg)
		}
	case Virtual:
		if l.Bits >= uint64(nvirt) {
			return fmt.Errorf("virtual %d out of range (%d virtuals)", l.Bits, nvirt)
		}
	case ConstWord, ConstInt, Unbound:
	default:
		return fmt.Errorf("bad location kind %d", l.Kind)
	}
	return nil
}

// virtualCycle returns the index of a virtual object that reaches itself
// through Virtual fields, or -1 if there is none. It walks depth-first
// with an explicit stack, so that a long chain in a malicious blob cannot
// exhaust the goroutine stack.
func virtualCycle(vs []VirtualObj) int {
	if len(vs) == 0 {
		return -1
	}
	const (
		unseen = iota
		onPath
		done
	)
	state := make([]uint8, len(vs))
	type frame struct{ obj, field int }
	var stack []frame
	for root := range vs {
		if state[root] != unseen {
			continue
		}
		state[root] = onPath
		stack = append(stack[:0], frame{root, 0})
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			fields := vs[top.obj].Fields
			if top.field == len(fields) {
				state[top.obj] = done
				stack = stack[:len(stack)-1]
				continue
			}
			f := fields[top.field]
			top.field++
			if f.Kind != Virtual || f.Bits >= uint64(len(vs)) {
				continue
			}
			switch state[f.Bits] {
			case onPath:
				return int(f.Bits)
			case unseen:
				state[f.Bits] = onPath
				stack = append(stack, frame{int(f.Bits), 0})
			}
		}
	}
	return -1
}

// ErrCorrupt is wrapped by every error Decode returns.
var ErrCorrupt = errors.New("frames: corrupt stackmap")
