//go:build linux

package tier

// Recompilation policy: when a unit is compiled again or invalidated.

import (
	"slices"
	"time"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// maxGlobalRecompiles bounds the recompiles a unit may make, beyond
// Options.MaxRecompiles, when a LOAD_GLOBAL's guard keeps failing because
// its module or the builtins gained names since (a program that keeps
// adding globals must not recompile forever).
const maxGlobalRecompiles = 8

// maxGrowthRecompiles bounds the recompiles a unit may make, beyond
// Options.MaxRecompiles, because code that had not run when it was
// compiled (a side exit, unseen) now runs often. Such a recompile is no
// failed guard: it compiles code seen for the first time, and each one
// leaves fewer unseen instructions. A function called once whose loops
// run one after the other (a program's main) needs one for each loop
// that starts after the unit was compiled; on the guards' budget, its
// first loops used it up and the later ones ran in the interpreter.
const maxGrowthRecompiles = 8

// recompile translates u's code again and swaps the new machine code in.
// Frames suspended in u's exit loops continue in the new code: they hold no
// address in the old code (machine code returns to the trampoline at every
// exit, and both versions share the frame layout), so the old code is
// freed at once.
func (j *JIT) recompile(fr *interp.Frame, u *unit) {
	t0, n0 := time.Now(), j.stats.Instrs
	nu, err := j.compile(fr)
	j.chargeCompile(time.Since(t0), n0)
	j.stats.Recompiles++
	u.recompiles++
	if err != nil || nu == nil {
		return
	}
	old := u.block
	recompiles, globalRecompiles, growthRecompiles, grew, exitsAt := u.recompiles, u.globalRecompiles, u.growthRecompiles, u.grew, u.exitsAt
	*u = *nu
	u.recompiles, u.globalRecompiles, u.growthRecompiles, u.grew, u.exitsAt = recompiles, globalRecompiles, growthRecompiles, grew, exitsAt
	j.publish(u.code, u)
	j.unitsGen++
	old.Free()
}

// revalidate runs when rt.ClassEpoch moved since u last looked: if a class
// u's attribute stencils guard has changed, u is invalidated. Its code is
// freed at once: no frame can return into it, because machine code
// returns to the enter trampoline at every exit and a frame suspended in
// u's exit loop checks u.invalid before it enters again. New calls find
// the code uncompiled and run in the interpreter until it is hot again.
func (j *JIT) revalidate(u *unit) {
	u.epoch = rt.ClassEpoch.Load()
	if j.invalidated[u.code] >= j.maxRecompiles {
		u.classes = nil // left to the guards
		return
	}
	for _, d := range u.classes {
		if d.cls.Version != d.ver {
			j.drop(u)
			j.stats.Invalidated++
			if j.invalidated == nil {
				j.invalidated = map[*bytecode.Code]int{}
			}
			j.invalidated[u.code]++
			return
		}
	}
}

// drop invalidates u and frees its code: frames running it go on in the
// interpreter (their exit loops check u.invalid before they enter
// again), and its code runs in the interpreter until it is hot again.
func (j *JIT) drop(u *unit) {
	u.invalid = true
	j.publish(u.code, nil)
	u.block.Free()
	j.in.Uncompile(u.code, u)
	if i := slices.Index(j.units, u); i >= 0 {
		j.units = slices.Delete(j.units, i, i+1)
	}
	j.unitsGen++
}
