// Package patch builds machine code from stencils and owns the executable
// memory it runs in (docs/architecture.md).
//
// Data path: jit walks a code object and, for each bytecode instruction,
// hands a Builder a stencil (from package stencils) and the values of its
// holes. The Builder copies the stencil's bytes, patches register
// displacements and constants at once and records jumps to labels; Finish
// resolves the jumps (rel32) into one position-independent byte slice.
// Arena.Install then copies that slice into memory that is mapped
// read+write, and flips it to read+execute before anyone can run it:
// memory is never writable and executable at once (W^X).
//
// A stencil ending in a jump to the next instruction has that jump dropped
// when the next instruction's code is emitted right after it, so straight-
// line bytecode becomes straight-line machine code. Callers emit hot code
// first and cold exits after it.
package patch

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"github.com/cpjit/cpjit/stencils"
)

// Label names a position in the code being built.
type Label int32

// NoLabel is the zero Label: a jump hole bound to it is an error.
const NoLabel Label = 0

// Values are what a stencil's holes receive.
type Values struct {
	A, B, C int32 // registers (displacements 8*r)
	PC      uint32
	K32     uint32
	K32B    uint32
	K64     uint64
	K64B    uint64
	K64C    uint64
	K64D    uint64
	// Jump targets.
	Next, Target, Exit, Poll Label
	// Miss, when set, is where EXIT1 goes instead of Exit: a guard's
	// miss that goes on to other code (another candidate of a
	// polymorphic call) rather than to the exit.
	Miss Label
}

type fixup struct {
	at    int // offset of the rel32 field
	label Label
}

// Builder accumulates machine code.
type Builder struct {
	buf    []byte
	fixups []fixup
	labels []int // label -> offset, -1 while unbound
	// trailing is the fixup index of the last stencil's trailing jump to
	// its next instruction, or -1.
	trailing int
	// dry: Emit copies nothing (NewDryBuilder).
	dry bool
}

// NewBuilder returns an empty Builder.
func NewBuilder() *Builder {
	return &Builder{labels: []int{-1}, trailing: -1}
}

// NewDryBuilder returns a Builder that only keeps labels: Emit copies and
// patches nothing, offsets are meaningless and Finish fails. The JIT
// translates once with it to learn which instructions get stencils.
func NewDryBuilder() *Builder {
	b := NewBuilder()
	b.dry = true
	return b
}

// Reset empties b for building another unit (dry: as NewDryBuilder),
// keeping the memory it has: a compiler that builds one unit at a time
// reuses one Builder instead of growing fresh slices for each. Code that
// Finish returned before is overwritten.
func (b *Builder) Reset(dry bool) {
	*b = Builder{buf: b.buf[:0], fixups: b.fixups[:0], labels: append(b.labels[:0], -1), trailing: -1, dry: dry}
}

// Reserve makes room for about codeBytes of code, fixups jump and call
// fixups and labels labels, so that building a unit of known size does
// not grow its slices step by step.
func (b *Builder) Reserve(codeBytes, fixups, labels int) {
	if !b.dry {
		b.buf = slices.Grow(b.buf, codeBytes)
		b.fixups = slices.Grow(b.fixups, fixups)
	}
	b.labels = slices.Grow(b.labels, labels)
}

// Dry reports whether b is a dry Builder (Emit copies nothing).
func (b *Builder) Dry() bool { return b.dry }

// NewLabel returns a fresh unbound label.
func (b *Builder) NewLabel() Label {
	b.labels = append(b.labels, -1)
	return Label(len(b.labels) - 1)
}

// Bind places l at the current position. If the code just emitted ends
// with a jump to l, that jump is dropped (jump elision).
func (b *Builder) Bind(l Label) {
	if b.trailing >= 0 {
		f := b.fixups[b.trailing]
		if f.label == l && f.at+4 == len(b.buf) {
			b.buf = b.buf[:f.at-1]
			b.fixups = append(b.fixups[:b.trailing], b.fixups[b.trailing+1:]...)
		}
		b.trailing = -1
	}
	b.labels[l] = len(b.buf)
}

// Len returns the number of bytes emitted so far.
func (b *Builder) Len() int { return len(b.buf) }

// Emit copies s and patches its holes with v.
func (b *Builder) Emit(s *stencils.Stencil, v *Values) {
	if b.dry {
		return
	}
	base := len(b.buf)
	b.buf = append(b.buf, s.Code...)
	b.trailing = -1
	for _, h := range s.Holes {
		at := base + h.Offset
		switch h.Kind {
		case stencils.HoleA:
			put32(b.buf[at:], uint32(8*v.A))
		case stencils.HoleB:
			put32(b.buf[at:], uint32(8*v.B))
		case stencils.HoleC:
			put32(b.buf[at:], uint32(8*v.C))
		case stencils.HoleA1:
			put32(b.buf[at:], uint32(8*(v.A+1)))
		case stencils.HoleB1:
			put32(b.buf[at:], uint32(8*(v.B+1)))
		case stencils.HolePC:
			put32(b.buf[at:], v.PC)
		case stencils.HoleK32:
			put32(b.buf[at:], v.K32)
		case stencils.HoleK32B:
			put32(b.buf[at:], v.K32B)
		case stencils.HoleK64:
			binary.LittleEndian.PutUint64(b.buf[at:], v.K64)
		case stencils.HoleK64B:
			binary.LittleEndian.PutUint64(b.buf[at:], v.K64B)
		case stencils.HoleK64C:
			binary.LittleEndian.PutUint64(b.buf[at:], v.K64C)
		case stencils.HoleK64D:
			binary.LittleEndian.PutUint64(b.buf[at:], v.K64D)
		case stencils.HoleNext:
			if s.TrailingNext && h.Offset == len(s.Code)-4 {
				b.trailing = len(b.fixups)
			}
			b.fixups = append(b.fixups, fixup{at, v.Next})
		case stencils.HoleTarget:
			b.fixups = append(b.fixups, fixup{at, v.Target})
		case stencils.HoleExit1:
			l := v.Exit
			if v.Miss != NoLabel {
				l = v.Miss
			}
			b.fixups = append(b.fixups, fixup{at, l})
		case stencils.HoleExit2, stencils.HoleExit3, stencils.HoleExit4,
			stencils.HoleExit5, stencils.HoleExit6, stencils.HoleExit7, stencils.HoleExit8:
			b.fixups = append(b.fixups, fixup{at, v.Exit})
		case stencils.HolePoll:
			b.fixups = append(b.fixups, fixup{at, v.Poll})
		default:
			panic(fmt.Sprintf("patch: stencil %s has unknown hole kind %d", s.Name, h.Kind))
		}
	}
}

// Offset returns where l was bound (it must be bound).
func (b *Builder) Offset(l Label) int { return b.labels[l] }

// Finish resolves every jump and returns the code.
func (b *Builder) Finish() ([]byte, error) {
	if b.dry {
		return nil, errors.New("patch: Finish of a dry Builder")
	}
	b.trailing = -1
	for _, f := range b.fixups {
		if f.label <= NoLabel || int(f.label) >= len(b.labels) || b.labels[f.label] < 0 {
			return nil, fmt.Errorf("patch: jump at %d to unbound label %d", f.at, f.label)
		}
		put32(b.buf[f.at:], uint32(int32(b.labels[f.label]-(f.at+4))))
	}
	return b.buf, nil
}

func put32(b []byte, v uint32) { binary.LittleEndian.PutUint32(b, v) }
