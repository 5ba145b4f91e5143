//go:build linux

package tier

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cpjit/cpjit/deopt"
	"github.com/cpjit/cpjit/frames"
	"golang.org/x/arch/x86/x86asm"
)

// dump writes a unit's bytecode beside its machine code (-X jit-dump).
// Hot code is in bytecode order, so each instruction owns the bytes up to
// the next instruction's code; exits and resume-only code follow as cold
// code. Each exit with a stackmap record is preceded by the record: where
// the resident Python registers are.
func (j *JIT) dump(u *unit, code []byte) {
	var sb strings.Builder
	c := u.code
	base := uint64(u.block.Addr())
	fmt.Fprintf(&sb, "=== %s (%s:%d): %d instructions, %d bytes at %#x\n", c.Qualname, c.Filename, c.FirstLine, len(c.Instrs), len(code), base)
	disasm := func(from, to int) {
		for pos := from; pos < to; {
			inst, err := x86asm.Decode(code[pos:], 64)
			if err != nil {
				fmt.Fprintf(&sb, "    %5x  %02x  (not an instruction)\n", pos, code[pos])
				pos++
				continue
			}
			if u.smap != nil {
				if rec, ok := u.smap.Lookup(uint32(pos)); ok {
					fmt.Fprintf(&sb, "           ; stackmap (%v exit at pc %d):%s\n", rec.Kind, rec.PC, describeLocs(rec.Locs, rec.Virtuals))
				}
			}
			fmt.Fprintf(&sb, "    %5x  %s\n", pos, x86asm.GoSyntax(inst, base+uint64(pos), nil))
			pos += inst.Len
		}
	}
	fmt.Fprintf(&sb, "      entry\n")
	disasm(0, int(u.offsets[0]))
	for pc, in := range c.Instrs {
		start := int(u.offsets[pc])
		end := u.coldStart
		for q := pc + 1; q < len(c.Instrs); q++ {
			if int(u.offsets[q]) >= start && int(u.offsets[q]) <= u.coldStart {
				end = int(u.offsets[q])
				break
			}
		}
		if start >= u.coldStart {
			start, end = 0, 0 // its code is cold (resume-only)
		}
		mark := " "
		if !u.native[pc] {
			mark = "*"
		}
		fmt.Fprintf(&sb, "%4d%s %-16s %d %d %d\n", pc, mark, in.Op, in.A, in.B, in.C)
		disasm(start, end)
	}
	fmt.Fprintf(&sb, "      cold code (exits; * marks instructions that always exit)\n")
	disasm(u.coldStart, len(code))
	j.opts.Dump.Write([]byte(sb.String()))
}

// describeLocs spells a record's locations for the dump, e.g.
// " r1=R9 r4=regint48:R8 r6=xmm:X8 r7=const:0xfff9000000000001
// r9=virtual:complex(X5,X6)".
func describeLocs(locs []frames.Loc, virtuals []frames.VirtualObj) string {
	var sb strings.Builder
	for _, l := range locs {
		where := fmt.Sprintf("reg%d", l.Reg)
		if k := slices.Index(residentNums[:], l.Reg); k >= 0 {
			where = strings.ToUpper(residentRegs[k])
		}
		switch l.Kind {
		case frames.XmmFloat:
			where = fmt.Sprintf("X%d", l.Reg)
		case frames.ConstWord, frames.ConstInt:
			where = fmt.Sprintf("%#x", l.Bits)
		case frames.Virtual:
			where = fmt.Sprintf("object%d", l.Bits)
			if l.Bits < uint64(len(virtuals)) {
				if v := virtuals[l.Bits]; v.Type == deopt.VirtualComplex && len(v.Fields) == 2 {
					where = fmt.Sprintf("complex(X%d,X%d)", v.Fields[0].Reg, v.Fields[1].Reg)
				}
			}
		}
		if l.Kind != frames.RegWord {
			where = fmt.Sprintf("%v:%s", l.Kind, where)
		}
		fmt.Fprintf(&sb, " r%d=%s", l.Slot, where)
	}
	return sb.String()
}
