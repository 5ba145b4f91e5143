// Package stencils holds the copy-and-patch stencil tables: the machine-code
// bytes of every stencil in ../stencils_amd64.s, the positions and kinds of
// their holes, their CPU-feature variants and the layout constants the
// assembly assumes (docs/architecture.md).
//
// stencils_gen.go is written by tools/stencilgen (`go generate ./...` at the
// module root) and must not be edited; a test in tools/stencilgen fails when
// it is stale, and a test at the module root checks that its bytes equal the
// bytes the Go toolchain links into the binary. This file holds the types.
//
// Data path: tools/stencilgen turns the assembly into these tables and
// one ID constant per operation; the tier (jit/internal/tier) picks one
// stencil per ID once (the CPU-feature variant) and one per bytecode
// instruction, patch copies its Code and writes each Hole, and the result
// runs as machine code.
package stencils

// HoleKind says what value a hole receives.
type HoleKind uint8

// Hole kinds. The magic numbers that mark them in the assembly are in
// tools/stencilgen and in the comment at the top of stencils_amd64.s.
const (
	HoleA      HoleKind = iota + 1 // disp32: 8 * register A
	HoleB                          // disp32: 8 * register B
	HoleC                          // disp32: 8 * register C
	HoleA1                         // disp32: 8 * (register A + 1)
	HoleB1                         // disp32: 8 * (register B + 1)
	HolePC                         // imm32: the instruction's bytecode index
	HoleK32                        // imm32: a constant
	HoleK64                        // imm64: a constant
	HoleK64B                       // imm64: a second constant
	HoleK64C                       // imm64: a third constant
	HoleK64D                       // imm64: a fourth constant
	HoleK32B                       // imm32: a second constant
	HoleNext                       // rel32: the next instruction
	HoleTarget                     // rel32: the branch target
	HoleExit1                      // rel32: the instruction's step exit
	HoleExit2
	HoleExit3
	HoleExit4
	HoleExit5
	HoleExit6
	HoleExit7
	HoleExit8
	HolePoll // rel32: the instruction's poll exit
)

var holeNames = [...]string{HoleA: "A", HoleB: "B", HoleC: "C", HoleA1: "A1", HoleB1: "B1", HolePC: "PC", HoleK32: "K32",
	HoleK64: "K64", HoleK64B: "K64B", HoleK64C: "K64C", HoleK64D: "K64D", HoleK32B: "K32B", HoleNext: "NEXT", HoleTarget: "TARGET",
	HoleExit1: "EXIT1", HoleExit2: "EXIT2", HoleExit3: "EXIT3", HoleExit4: "EXIT4", HoleExit5: "EXIT5",
	HoleExit6: "EXIT6", HoleExit7: "EXIT7", HoleExit8: "EXIT8", HolePoll: "POLL"}

// String returns the hole's name as the assembly's "holes:" lines spell it.
func (k HoleKind) String() string {
	if int(k) < len(holeNames) && holeNames[k] != "" {
		return holeNames[k]
	}
	return "?"
}

// HoleKindByName returns the kind a "holes:" line names, or 0.
func HoleKindByName(name string) HoleKind {
	for k, n := range holeNames {
		if n == name && n != "" {
			return HoleKind(k)
		}
	}
	return 0
}

// Size returns the hole's width in bytes.
func (k HoleKind) Size() int {
	switch k {
	case HoleK64, HoleK64B, HoleK64C, HoleK64D:
		return 8
	}
	return 4
}

// Rel reports whether the hole is a rel32 jump displacement.
func (k HoleKind) Rel() bool { return k >= HoleNext }

// Hole is one patch site in a stencil.
type Hole struct {
	Kind   HoleKind
	Offset int // byte offset of the field in Code
}

// ID names an operation of the stencil assembly: the baseline stencil of a
// base name and its CPU-feature variants. The generated constants
// (AddInt, LshiftInt, MovAxR8, ...) are the only way the compiler refers to
// a stencil, so a renamed or removed stencil breaks the build instead of
// the first program that would have used it. Which variant of an ID runs
// is chosen once, when the tier starts (jit's stencil set).
type ID uint16

// String returns the ID's base name, e.g. "lshift_int".
func (id ID) String() string {
	if id > 0 && id < NumIDs {
		return idNames[id]
	}
	return "?"
}

// Stencil is one assembled stencil.
type Stencil struct {
	Name string // the TEXT symbol, e.g. "lshift_int__BMI2"
	// ID is the operation it implements; variants share it.
	ID ID
	// Base is the operation it implements ("lshift_int"); variants share it.
	Base string
	// Feature is the CPU feature a variant needs ("" for the baseline).
	Feature string
	Code    []byte
	Holes   []Hole
	// TrailingNext says the last 5 bytes are a JMP to HoleNext that the
	// emitter drops when the next instruction's code follows.
	TrailingNext bool
	// Index is the stencil's position in All, for tables indexed by
	// stencil (set at start-up).
	Index int
}

// baselines holds each ID's baseline stencil.
var baselines [NumIDs]*Stencil

func init() {
	for i := range All {
		All[i].Index = i
		if All[i].Feature == "" {
			baselines[All[i].ID] = &All[i]
		}
	}
}

// Baseline returns id's baseline stencil, the one that needs no CPU
// feature (nil for an invalid ID).
func Baseline(id ID) *Stencil {
	if id >= NumIDs {
		return nil
	}
	return baselines[id]
}
