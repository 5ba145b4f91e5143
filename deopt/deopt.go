package deopt

import (
	"fmt"
	"math"

	"github.com/cpjit/cpjit/frames"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Registers are the machine registers an exit saved: general-purpose
// registers and XMM registers by their amd64 numbers.
type Registers struct {
	GP  [16]uint64
	XMM [16]uint64
}

// Virtual object types (frames.VirtualObj.Type) that Restore can
// allocate.
const (
	// VirtualComplex is an exact complex: two fields, its real and
	// imaginary parts, each a float location (XmmFloat, or a ConstWord
	// holding a float).
	VirtualComplex uint32 = 1
)

// Restore writes the values rec describes into slots (the frame's
// registers). vm allocates ints beyond the small-int range and virtual
// objects; it may be nil when rec has neither.
//
// Each virtual object is allocated once, however many locations refer to
// it, so that identity holds. A Virtual location whose slot already holds
// an object of the virtual's type stands for that object instead of a new
// one: machine code keeps such a virtual's value in registers but
// overwrites the slot (with a value of another type) whenever it changes
// the value, so an object still there is the one the registers were
// loaded from, which the interpreter may already have handed out.
func Restore(rec frames.Record, regs *Registers, slots []rt.Value, vm *rt.VM) error {
	var objs []rt.Value
	if len(rec.Virtuals) > 0 {
		objs = make([]rt.Value, len(rec.Virtuals))
		for _, l := range rec.Locs {
			if l.Kind == frames.Virtual && int(l.Slot) < len(slots) && l.Bits < uint64(len(objs)) &&
				objs[l.Bits] == 0 && isType(rec.Virtuals[l.Bits].Type, slots[l.Slot], vm) {
				objs[l.Bits] = slots[l.Slot]
			}
		}
	}
	for _, l := range rec.Locs {
		if int(l.Slot) >= len(slots) {
			return fmt.Errorf("deopt: record at pc %d names register %d of a frame of %d", rec.PC, l.Slot, len(slots))
		}
		var v rt.Value
		var err error
		if l.Kind == frames.Virtual {
			v, err = virtual(rec.Virtuals, objs, l.Bits, regs, vm, 0)
		} else {
			v, err = value(l, regs, vm)
		}
		if err != nil {
			return fmt.Errorf("deopt: record at pc %d, register %d: %w", rec.PC, l.Slot, err)
		}
		slots[l.Slot] = v
	}
	return nil
}

// isType says whether v is an object of virtual type t.
func isType(t uint32, v rt.Value, vm *rt.VM) bool {
	if vm == nil {
		return false
	}
	switch t {
	case VirtualComplex:
		_, ok := vm.ExactComplex(v)
		return ok
	}
	return false
}

// virtual returns virtual object i of virtuals, allocating it (and the
// virtual objects its fields name) the first time; objs holds those
// allocated so far. depth bounds nesting (frames rejects cycles).
func virtual(virtuals []frames.VirtualObj, objs []rt.Value, i uint64, regs *Registers, vm *rt.VM, depth int) (rt.Value, error) {
	if i >= uint64(len(virtuals)) {
		return 0, fmt.Errorf("virtual object %d of %d", i, len(virtuals))
	}
	if objs[i] != 0 {
		return objs[i], nil
	}
	if depth > len(virtuals) {
		return 0, fmt.Errorf("virtual object %d contains itself", i)
	}
	if vm == nil {
		return 0, fmt.Errorf("virtual object %d needs a VM to allocate", i)
	}
	vo := virtuals[i]
	fields := make([]rt.Value, len(vo.Fields))
	for k, f := range vo.Fields {
		var err error
		if f.Kind == frames.Virtual {
			fields[k], err = virtual(virtuals, objs, f.Bits, regs, vm, depth+1)
		} else {
			fields[k], err = value(f, regs, vm)
		}
		if err != nil {
			return 0, fmt.Errorf("virtual object %d, field %d: %w", i, k, err)
		}
	}
	switch vo.Type {
	case VirtualComplex:
		if len(fields) != 2 || !fields[0].IsFloat() || !fields[1].IsFloat() {
			return 0, fmt.Errorf("virtual complex %d needs two float fields", i)
		}
		objs[i] = vm.NewComplex(complex(fields[0].Float(), fields[1].Float()))
	default:
		return 0, fmt.Errorf("virtual object %d has unknown type %d", i, vo.Type)
	}
	return objs[i], nil
}

// value materialises one location.
func value(l frames.Loc, regs *Registers, vm *rt.VM) (rt.Value, error) {
	switch l.Kind {
	case frames.RegWord:
		return rt.Value(regs.GP[l.Reg&15]), nil
	case frames.RegInt:
		return boxInt(int64(regs.GP[l.Reg&15]), vm)
	case frames.RegInt48:
		w := regs.GP[l.Reg&15]
		if w == uint64(rt.Unbound) {
			// A local not yet assigned: the JIT leaves the unbound word
			// itself in an int resident (jit's fill_iu).
			return rt.Unbound, nil
		}
		if w&0xFFFF != 0 {
			return 0, fmt.Errorf("register %d = %#x is not a shifted int48", l.Reg, w)
		}
		return rt.SmallInt(int64(w) >> 16), nil
	case frames.XmmFloat:
		return rt.FloatValue(math.Float64frombits(regs.XMM[l.Reg&15])), nil
	case frames.ConstWord:
		return rt.Value(l.Bits), nil
	case frames.ConstInt:
		return boxInt(int64(l.Bits), vm)
	case frames.Unbound:
		return rt.Unbound, nil
	}
	return 0, fmt.Errorf("location kind %v is not supported", l.Kind)
}

func boxInt(i int64, vm *rt.VM) (rt.Value, error) {
	if rt.FitsSmall(i) {
		return rt.SmallInt(i), nil
	}
	if vm == nil {
		return 0, fmt.Errorf("int %d needs a VM to box", i)
	}
	return vm.NewInt(i), nil
}
