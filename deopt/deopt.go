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

// Restore writes the values rec describes into slots (the frame's
// registers). vm allocates ints beyond the small-int range; it may be nil
// when rec has no unboxed ints.
func Restore(rec frames.Record, regs *Registers, slots []rt.Value, vm *rt.VM) error {
	for _, l := range rec.Locs {
		if int(l.Slot) >= len(slots) {
			return fmt.Errorf("deopt: record at pc %d names register %d of a frame of %d", rec.PC, l.Slot, len(slots))
		}
		v, err := value(l, regs, vm)
		if err != nil {
			return fmt.Errorf("deopt: record at pc %d, register %d: %w", rec.PC, l.Slot, err)
		}
		slots[l.Slot] = v
	}
	return nil
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
