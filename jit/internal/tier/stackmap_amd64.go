//go:build linux

package tier

// Stackmap records of exits inside resident regions, and restoring a
// frame from them.

import (
	"fmt"
	"math"
	"slices"

	"github.com/cpjit/cpjit/deopt"
	"github.com/cpjit/cpjit/frames"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/patch"
)

// site is an exit inside a region: its stackmap record, once the code's
// layout is known.
type site struct {
	label patch.Label // bound at the exit stencil's start
	pc    int
	kind  frames.Kind
	r     *region
	// konst, when its Kind is ConstWord, is a register whose constant
	// the machine code never loaded (see elidedConst): the record says
	// so instead of naming a machine register or the slot.
	konst frames.Loc
}

// exitSiteOffset is where EXIT_SITE's LEAQ leaves the address it records:
// just past itself, 7 bytes into every exit stencil.
const exitSiteOffset = 7

// corruptStackmap, set by a test, damages the records before encoding
// (to prove that VerifyStackmaps notices).
var corruptStackmap func([]frames.Record)

// buildStackmap encodes the records of sites (offsets from b's layout).
func buildStackmap(b *patch.Builder, sites []site) (*frames.Map, error) {
	if len(sites) == 0 {
		return nil, nil
	}
	recs := make([]frames.Record, 0, len(sites))
	// One array holds every record's locations.
	total := 0
	for _, s := range sites {
		total += len(s.r.slots) + len(s.r.xslots) + len(s.r.cslots) + 1
	}
	all := make([]frames.Loc, 0, total)
	for _, s := range sites {
		locs := all[len(all):len(all):cap(all)]
		hasConst := s.konst.Kind == frames.ConstWord
		if hasConst {
			locs = append(locs, s.konst)
		}
		for k, x := range s.r.slots {
			if !s.r.liveAt(s.pc, k) || hasConst && uint32(x) == s.konst.Slot {
				continue
			}
			kind := frames.RegWord
			if s.r.ints[k] {
				kind = frames.RegInt48
			}
			locs = append(locs, frames.Loc{Slot: uint32(x), Kind: kind, Reg: residentNums[k]})
		}
		for k, x := range s.r.xslots {
			if !s.r.liveAt(s.pc, numResidents+k) || hasConst && uint32(x) == s.konst.Slot {
				continue
			}
			locs = append(locs, frames.Loc{Slot: uint32(x), Kind: frames.XmmFloat, Reg: floatNums[k]})
		}
		var virtuals []frames.VirtualObj
		for k, x := range s.r.cslots {
			if !s.r.liveAt(s.pc, complexBit+k) || hasConst && uint32(x) == s.konst.Slot {
				continue
			}
			// A complex resident is a virtual complex object: deopt
			// allocates it (unless its slot still holds the object it
			// was filled from).
			virtuals = append(virtuals, frames.VirtualObj{Type: deopt.VirtualComplex, Fields: []frames.Loc{
				{Kind: frames.XmmFloat, Reg: complexNums[k][0]}, {Kind: frames.XmmFloat, Reg: complexNums[k][1]}}})
			locs = append(locs, frames.Loc{Slot: uint32(x), Kind: frames.Virtual, Bits: uint64(len(virtuals) - 1)})
		}
		slices.SortFunc(locs, func(a, b frames.Loc) int { return int(a.Slot) - int(b.Slot) })
		all = all[:len(all)+len(locs)]
		locs = locs[:len(locs):len(locs)]
		recs = append(recs, frames.Record{Offset: uint32(b.Offset(s.label) + exitSiteOffset), PC: uint32(s.pc), Kind: s.kind,
			Locs: locs, Virtuals: virtuals})
	}
	slices.SortFunc(recs, func(a, b frames.Record) int { return int(a.Offset) - int(b.Offset) })
	if corruptStackmap != nil {
		corruptStackmap(recs)
	}
	blob, err := frames.Encode(recs)
	if err != nil {
		return nil, err
	}
	return frames.Decode(blob)
}

// siteRecord is u.smap.Lookup(off), remembered for the last two exit
// sites looked up: a loop's exits into Go helpers come back to the same
// sites over and over, and a lookup decodes records.
func (u *unit) siteRecord(off uint32) (frames.Record, bool) {
	for i := range u.recs {
		if c := &u.recs[i]; c.set && c.off == off {
			return c.rec, c.ok
		}
	}
	rec, ok := u.smap.Lookup(off)
	u.recs[u.recNext] = siteRec{off: off, rec: rec, ok: ok, set: true}
	u.recNext ^= 1
	return rec, ok
}

// siteRec is one of siteRecord's remembered lookups.
type siteRec struct {
	off     uint32
	ok, set bool
	rec     frames.Record
}

// restore writes the resident registers of the exit that just happened
// back into fr's registers, as u's stackmap describes them; found is
// false when the exit has no record (it left with the slots up to date).
// With Options.VerifyStackmaps the home slots are already right (results
// are stored to both places), and restore checks that the registers
// agree.
func (j *JIT) restore(u *unit, fr *interp.Frame) (found bool, err error) {
	return j.restoreRegs(u, fr.Regs)
}

// restoreRegs is restore for a frame's registers regs (a native frame's,
// which has no interp.Frame).
func (j *JIT) restoreRegs(u *unit, frRegs []rt.Value) (found bool, err error) {
	site := j.ctx.Site - u.base
	if u.smap == nil || j.ctx.Site < u.base || site >= uintptr(u.size) {
		return false, nil
	}
	rec, ok := u.siteRecord(uint32(site))
	if !ok {
		return false, nil
	}
	var regs deopt.Registers
	for k, n := range residentNums {
		regs.GP[n] = j.ctx.Save[k]
	}
	for k, n := range floatNums {
		regs.XMM[n] = j.ctx.XSave[k]
	}
	for k, p := range complexNums {
		regs.XMM[p[0]], regs.XMM[p[1]] = j.ctx.CSave[2*k], j.ctx.CSave[2*k+1]
	}
	if j.opts.VerifyStackmaps {
		got := slices.Clone(frRegs)
		if err := deopt.Restore(rec, &regs, got, j.vm); err != nil {
			return true, err
		}
		for _, l := range rec.Locs {
			if l.Kind != frames.Virtual {
				continue
			}
			// A complex resident's slot holds an object with its value
			// (see emitComplex), a copy restore may keep or not: compare
			// the parts the record names with it.
			vo := rec.Virtuals[l.Bits]
			var parts complex128
			ok := false
			if o, isComplex := j.vm.ExactComplex(frRegs[l.Slot]); isComplex {
				parts, ok = o.V, true
			}
			if !ok || len(vo.Fields) != 2 || regs.XMM[vo.Fields[0].Reg&15] != math.Float64bits(real(parts)) ||
				regs.XMM[vo.Fields[1].Reg&15] != math.Float64bits(imag(parts)) {
				return true, fmt.Errorf("jit: stackmap of %s at pc %d (offset %#x) gives register %d = complex(%#x, %#x), the frame holds %#x",
					u.code.Qualname, rec.PC, rec.Offset, l.Slot, regs.XMM[vo.Fields[0].Reg&15], regs.XMM[vo.Fields[1].Reg&15],
					uint64(frRegs[l.Slot]))
			}
			got[l.Slot] = frRegs[l.Slot]
		}
		for i := range got {
			if got[i] != frRegs[i] {
				return true, fmt.Errorf("jit: stackmap of %s at pc %d (offset %#x) gives register %d = %#x, the frame holds %#x",
					u.code.Qualname, rec.PC, rec.Offset, i, uint64(got[i]), uint64(frRegs[i]))
			}
		}
		j.stats.Verified++
		return true, nil
	}
	return true, deopt.Restore(rec, &regs, frRegs, j.vm)
}
