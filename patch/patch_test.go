package patch

import (
	"encoding/binary"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/arch/x86/x86asm"

	"github.com/cpjit/cpjit/stencils"
)

// stencil returns the baseline stencil of operation id.
func stencil(t *testing.T, id stencils.ID) *stencils.Stencil {
	t.Helper()
	s := stencils.Baseline(id)
	require.NotNil(t, s, "no stencil %v", id)
	return s
}

// holeOffset returns the offset of the only hole of kind k in s.
func holeOffset(t *testing.T, s *stencils.Stencil, k stencils.HoleKind) int {
	t.Helper()
	off := -1
	for _, h := range s.Holes {
		if h.Kind == k {
			require.Equal(t, -1, off, "stencil %s has two %v holes", s.Name, k)
			off = h.Offset
		}
	}
	require.GreaterOrEqual(t, off, 0, "stencil %s has no %v hole", s.Name, k)
	return off
}

func get32(b []byte, at int) uint32 { return binary.LittleEndian.Uint32(b[at:]) }
func get64(b []byte, at int) uint64 { return binary.LittleEndian.Uint64(b[at:]) }
func rel32(b []byte, at int) int32  { return int32(get32(b, at)) }

// isExit reports whether k is one of the step-exit holes.
func isExit(k stencils.HoleKind) bool { return k >= stencils.HoleExit1 && k <= stencils.HoleExit8 }

// expectedImm returns what a non-jump hole of kind k must hold after
// patching with v.
func expectedImm(k stencils.HoleKind, v *Values) uint64 {
	switch k {
	case stencils.HoleA:
		return uint64(uint32(8 * v.A))
	case stencils.HoleB:
		return uint64(uint32(8 * v.B))
	case stencils.HoleC:
		return uint64(uint32(8 * v.C))
	case stencils.HoleA1:
		return uint64(uint32(8 * (v.A + 1)))
	case stencils.HoleB1:
		return uint64(uint32(8 * (v.B + 1)))
	case stencils.HolePC:
		return uint64(v.PC)
	case stencils.HoleK32:
		return uint64(v.K32)
	case stencils.HoleK32B:
		return uint64(v.K32B)
	case stencils.HoleK64:
		return v.K64
	case stencils.HoleK64B:
		return v.K64B
	case stencils.HoleK64C:
		return v.K64C
	case stencils.HoleK64D:
		return v.K64D
	}
	panic("not an immediate hole: " + k.String())
}

// labelFor returns the label a jump hole of kind k is bound to in v.
func labelFor(k stencils.HoleKind, v *Values) Label {
	switch {
	case k == stencils.HoleNext:
		return v.Next
	case k == stencils.HoleTarget:
		return v.Target
	case k == stencils.HoleExit1 && v.Miss != NoLabel:
		return v.Miss
	case isExit(k):
		return v.Exit
	case k == stencils.HolePoll:
		return v.Poll
	}
	panic("not a jump hole: " + k.String())
}

// checkEmitted checks that code[base:base+n] is s patched with v: every
// immediate hole holds its value, every jump hole the displacement to its
// label in b, and every other byte is the stencil's own. n is len(s.Code),
// or len(s.Code)-5 when the trailing jump was elided.
func checkEmitted(t *testing.T, b *Builder, code []byte, base int, s *stencils.Stencil, v *Values, n int) {
	t.Helper()
	require.LessOrEqual(t, base+n, len(code))
	inHole := make([]bool, len(s.Code))
	for _, h := range s.Holes {
		if h.Offset >= n {
			continue // elided
		}
		for i := 0; i < h.Kind.Size(); i++ {
			inHole[h.Offset+i] = true
		}
		at := base + h.Offset
		if h.Kind.Rel() {
			l := labelFor(h.Kind, v)
			want := int32(b.Offset(l) - (at + 4))
			require.Equal(t, want, rel32(code, at), "%s: %v hole at %d", s.Name, h.Kind, h.Offset)
			continue
		}
		var got uint64
		if h.Kind.Size() == 8 {
			got = get64(code, at)
		} else {
			got = uint64(get32(code, at))
		}
		require.Equal(t, expectedImm(h.Kind, v), got, "%s: %v hole at %d", s.Name, h.Kind, h.Offset)
	}
	for i := 0; i < n; i++ {
		if !inHole[i] {
			require.Equal(t, s.Code[i], code[base+i], "%s: byte %d outside holes changed", s.Name, i)
		}
	}
}

func TestEmitPatchesRegisterHoles(t *testing.T) {
	s := stencil(t, stencils.IsSame)
	b := NewBuilder()
	next := b.NewLabel()
	v := &Values{A: 3, B: 1000, C: 77, Next: next}
	b.Emit(s, v)
	b.Bind(b.NewLabel()) // another label: keeps the jump
	b.Bind(next)
	code, err := b.Finish()
	require.NoError(t, err)
	require.Len(t, code, len(s.Code))
	require.Equal(t, uint32(8*1000), get32(code, holeOffset(t, s, stencils.HoleB)))
	require.Equal(t, uint32(8*3), get32(code, holeOffset(t, s, stencils.HoleA)))
	checkEmitted(t, b, code, 0, s, v, len(s.Code))

	// Negative registers wrap as a 32-bit two's-complement displacement.
	b = NewBuilder()
	next = b.NewLabel()
	v = &Values{A: -2, B: -1, Next: next}
	b.Emit(s, v)
	b.Bind(b.NewLabel())
	b.Bind(next)
	code, err = b.Finish()
	require.NoError(t, err)
	require.Equal(t, uint32(0xFFFFFFF0), get32(code, holeOffset(t, s, stencils.HoleA)))
	require.Equal(t, uint32(0xFFFFFFF8), get32(code, holeOffset(t, s, stencils.HoleB)))
}

func TestEmitPatchesRegisterC(t *testing.T) {
	s := stencil(t, stencils.IsSame)
	b := NewBuilder()
	next, exit := b.NewLabel(), b.NewLabel()
	v := &Values{A: 2, B: 5, C: 9, Next: next, Exit: exit}
	b.Emit(s, v)
	b.Bind(exit)
	b.Emit(stencil(t, stencils.ExitStep), &Values{PC: 4})
	b.Bind(next)
	code, err := b.Finish()
	require.NoError(t, err)
	require.Equal(t, uint32(72), get32(code, holeOffset(t, s, stencils.HoleC)))
	checkEmitted(t, b, code, 0, s, v, len(s.Code))
}

// No real stencil uses A1 at present, so this one is made up: MOVQ
// disp32(R13), AX with an A1 displacement.
func TestEmitPatchesA1(t *testing.T) {
	s := &stencils.Stencil{Name: "test_a1", Code: []byte{0x49, 0x8b, 0x85, 1, 2, 3, 4},
		Holes: []stencils.Hole{{Kind: stencils.HoleA1, Offset: 3}}}
	b := NewBuilder()
	b.Emit(s, &Values{A: 6})
	code, err := b.Finish()
	require.NoError(t, err)
	require.Equal(t, []byte{0x49, 0x8b, 0x85, 56, 0, 0, 0}, code)
}

func TestEmitPatchesImmediates(t *testing.T) {
	b := NewBuilder()

	lc := stencil(t, stencils.LoadConst)
	lcv := &Values{A: 4, K64: 0xFFF9_0000_DEAD_BEEF, Next: b.NewLabel()}
	b.Emit(lc, lcv)
	b.Bind(lcv.Next)
	lcLen := b.Len()

	lg := stencil(t, stencils.LoadGlobal)
	lgv := &Values{A: 11, K64: 0x1122334455667788, K64B: 0x99AABBCCDDEEFF00, K32B: 0x01234567,
		K32: 0xCAFEF00D, Exit: b.NewLabel(), Next: b.NewLabel()}
	b.Emit(lg, lgv)
	b.Bind(lgv.Next)
	lgEnd := b.Len()

	mm := stencil(t, stencils.MulModIntK)
	mmv := &Values{A: 1, B: 2, C: 3, K64: 7, K64B: 0x2492492492492493, K32: 2, Exit: b.NewLabel(), Next: b.NewLabel()}
	b.Emit(mm, mmv)
	b.Bind(mmv.Next)
	mmEnd := b.Len()

	rv := stencil(t, stencils.ReturnValue)
	rvv := &Values{PC: 0x12345, K32: 0x7FFFFFFF}
	b.Emit(rv, rvv)

	b.Bind(lgv.Exit)
	es := stencil(t, stencils.ExitStep)
	esv := &Values{PC: 42}
	b.Emit(es, esv)
	b.Bind(mmv.Exit)
	b.Emit(es, &Values{PC: 43})

	code, err := b.Finish()
	require.NoError(t, err)

	// Spot checks at the offsets the Holes give.
	require.Equal(t, lcv.K64, get64(code, holeOffset(t, lc, stencils.HoleK64)))
	lgBase := lcLen
	require.Equal(t, lgv.K64, get64(code, lgBase+holeOffset(t, lg, stencils.HoleK64)))
	require.Equal(t, lgv.K64B, get64(code, lgBase+holeOffset(t, lg, stencils.HoleK64B)))
	require.Equal(t, lgv.K32B, get32(code, lgBase+holeOffset(t, lg, stencils.HoleK32B)))
	require.Equal(t, lgv.K32, get32(code, lgBase+holeOffset(t, lg, stencils.HoleK32)))
	require.Equal(t, uint32(88), get32(code, lgBase+holeOffset(t, lg, stencils.HoleA)))
	mmBase := lgEnd
	require.Equal(t, mmv.K64B, get64(code, mmBase+holeOffset(t, mm, stencils.HoleK64B)))
	require.Equal(t, mmv.K32, get32(code, mmBase+holeOffset(t, mm, stencils.HoleK32)))
	rvBase := mmEnd
	require.Equal(t, rvv.PC, get32(code, rvBase+holeOffset(t, rv, stencils.HolePC)))
	require.Equal(t, rvv.K32, get32(code, rvBase+holeOffset(t, rv, stencils.HoleK32)))
	esBase := rvBase + len(rv.Code)
	require.Equal(t, uint32(42), get32(code, esBase+holeOffset(t, es, stencils.HolePC)))
	require.Equal(t, uint32(43), get32(code, esBase+len(es.Code)+holeOffset(t, es, stencils.HolePC)))

	// Every byte of every stencil.
	checkEmitted(t, b, code, 0, lc, lcv, len(lc.Code)-5)
	checkEmitted(t, b, code, lgBase, lg, lgv, len(lg.Code)-5)
	checkEmitted(t, b, code, mmBase, mm, mmv, len(mm.Code)-5)
	checkEmitted(t, b, code, rvBase, rv, rvv, len(rv.Code))
	checkEmitted(t, b, code, esBase, es, esv, len(es.Code))
	require.Len(t, code, esBase+2*len(es.Code))
}

// Every stencil, with each jump hole going to a label of its own.
func TestEmitEveryStencil(t *testing.T) {
	require.NotEmpty(t, stencils.All)
	trap := stencil(t, stencils.Trap)
	for i := range stencils.All {
		s := &stencils.All[i]
		t.Run(s.Name, func(t *testing.T) {
			b := NewBuilder()
			pre, preNext := stencil(t, stencils.IsSame), b.NewLabel()
			b.Emit(pre, &Values{A: 1, B: 2, Next: preNext}) // jump kept: not bound right after
			base := b.Len()
			v := &Values{A: 3, B: 4, C: 5, PC: 6, K32: 7, K64: 8, K64B: 9, K64C: 10, K64D: 11,
				Next: b.NewLabel(), Target: b.NewLabel(), Exit: b.NewLabel(), Poll: b.NewLabel()}
			b.Emit(s, v)
			for _, l := range []Label{v.Target, v.Exit, v.Poll, preNext} {
				b.Bind(l)
				b.Emit(trap, &Values{})
			}
			b.Bind(v.Next)
			b.Emit(trap, &Values{})
			code, err := b.Finish()
			require.NoError(t, err)
			checkEmitted(t, b, code, base, s, v, len(s.Code))
		})
	}
}

func TestEmitUnknownHoleKindPanics(t *testing.T) {
	s := &stencils.Stencil{Name: "bad", Code: make([]byte, 8), Holes: []stencils.Hole{{Kind: 0, Offset: 0}}}
	require.Panics(t, func() { NewBuilder().Emit(s, &Values{}) })
	s.Holes[0].Kind = stencils.HolePoll + 1
	require.Panics(t, func() { NewBuilder().Emit(s, &Values{}) })
}

func TestJumpsResolveForwardAndBackward(t *testing.T) {
	mv, jmp, trap := stencil(t, stencils.IsSame), stencil(t, stencils.Jump), stencil(t, stencils.Trap)
	b := NewBuilder()
	top, fwd := b.NewLabel(), b.NewLabel()
	b.Bind(top)
	b.Emit(mv, &Values{Next: fwd}) // forward, over the jump below
	jAt := b.Len()
	b.Emit(jmp, &Values{Target: top}) // backward
	b.Bind(fwd)
	b.Emit(trap, &Values{})
	code, err := b.Finish()
	require.NoError(t, err)

	require.Equal(t, 0, b.Offset(top))
	require.Equal(t, len(mv.Code)+len(jmp.Code), b.Offset(fwd))
	nextAt := holeOffset(t, mv, stencils.HoleNext)
	require.Equal(t, int32(b.Offset(fwd)-(nextAt+4)), rel32(code, nextAt))
	require.Equal(t, int32(len(jmp.Code)), rel32(code, nextAt)) // skips exactly the jump
	tAt := jAt + holeOffset(t, jmp, stencils.HoleTarget)
	require.Equal(t, int32(0-(tAt+4)), rel32(code, tAt))
	require.Less(t, rel32(code, tAt), int32(0))
	require.Equal(t, byte(0xE9), code[jAt])

	// A jump to the label bound right at its end is a zero displacement.
	b = NewBuilder()
	l := b.NewLabel()
	b.Emit(jmp, &Values{Target: l})
	b.Bind(l)
	code, err = b.Finish()
	require.NoError(t, err)
	require.Equal(t, []byte{0xE9, 0, 0, 0, 0}, code)
}

// Values.Miss sends EXIT1 alone elsewhere: the callee check of one
// candidate of a polymorphic call goes on to the next candidate, while its
// other exits still go to the call's exit.
func TestMissRedirectsExit1(t *testing.T) {
	cn, es := stencil(t, stencils.CallNativeM), stencil(t, stencils.ExitStep)
	b := NewBuilder()
	v := &Values{A: 1, B: 2, PC: 3, K32: 16, K64: 5, K64B: 6, Next: b.NewLabel(), Exit: b.NewLabel(), Miss: b.NewLabel()}
	b.Emit(cn, v)
	b.Bind(v.Next)
	b.Bind(v.Exit)
	b.Emit(es, &Values{PC: 3})
	b.Bind(v.Miss)
	b.Emit(es, &Values{PC: 4})
	code, err := b.Finish()
	require.NoError(t, err)
	checkEmitted(t, b, code, 0, cn, v, len(cn.Code)-5)
	exits := 0
	for _, h := range cn.Holes {
		if !isExit(h.Kind) {
			continue
		}
		exits++
		want := v.Exit
		if h.Kind == stencils.HoleExit1 {
			want = v.Miss
		}
		require.Equal(t, int32(b.Offset(want)-(h.Offset+4)), rel32(code, h.Offset), "%v", h.Kind)
	}
	require.Equal(t, 5, exits)
}

func TestFinishRejectsUnboundLabels(t *testing.T) {
	mv, jmp := stencil(t, stencils.IsSame), stencil(t, stencils.Jump)
	for name, target := range map[string]func(b *Builder) Label{
		"never bound": func(b *Builder) Label { return b.NewLabel() },
		"NoLabel":     func(b *Builder) Label { return NoLabel },
		"foreign":     func(b *Builder) Label { return Label(1000) },
		"negative":    func(b *Builder) Label { return Label(-3) },
	} {
		t.Run(name, func(t *testing.T) {
			b := NewBuilder()
			ok := b.NewLabel()
			b.Emit(mv, &Values{Next: ok})
			b.Emit(jmp, &Values{Target: target(b)})
			b.Bind(ok)
			_, err := b.Finish()
			require.Error(t, err)
			require.Contains(t, err.Error(), "unbound label")
		})
	}
	// NoLabel stays an error even if someone binds it.
	b0 := NewBuilder()
	b0.Bind(NoLabel)
	b0.Emit(jmp, &Values{})
	_, err0 := b0.Finish()
	require.Error(t, err0)

	// The same with every label bound succeeds.
	b := NewBuilder()
	ok, other := b.NewLabel(), b.NewLabel()
	b.Emit(mv, &Values{Next: ok})
	b.Emit(jmp, &Values{Target: other})
	b.Bind(ok)
	b.Bind(other)
	_, err := b.Finish()
	require.NoError(t, err)
}

func TestElideTrailingJump(t *testing.T) {
	mv := stencil(t, stencils.IsSame)
	require.True(t, mv.TrailingNext)
	require.Equal(t, byte(0xE9), mv.Code[len(mv.Code)-5])

	b := NewBuilder()
	l := b.NewLabel()
	v := &Values{A: 1, B: 2, Next: l}
	b.Emit(mv, v)
	require.Equal(t, len(mv.Code), b.Len())
	require.Len(t, b.fixups, 1)
	b.Bind(l)
	require.Equal(t, len(mv.Code)-5, b.Len())
	require.Equal(t, len(mv.Code)-5, b.Offset(l))
	require.Empty(t, b.fixups, "the elided jump's fixup must go too")
	// A second Bind at the same place must not cut again.
	b.Bind(b.NewLabel())
	require.Equal(t, len(mv.Code)-5, b.Len())
	code, err := b.Finish()
	require.NoError(t, err)
	require.Len(t, code, len(mv.Code)-5)
	checkEmitted(t, b, code, 0, mv, v, len(mv.Code)-5)

	// Elided code followed by more code: the next stencil starts where
	// the jump was.
	b = NewBuilder()
	l = b.NewLabel()
	b.Emit(mv, &Values{Next: l})
	b.Bind(l)
	lc := stencil(t, stencils.LoadConst)
	l2 := b.NewLabel()
	lcv := &Values{A: 9, K64: 0xABCDEF, Next: l2}
	b.Emit(lc, lcv)
	b.Bind(l2)
	code, err = b.Finish()
	require.NoError(t, err)
	require.Len(t, code, len(mv.Code)-5+len(lc.Code)-5)
	checkEmitted(t, b, code, len(mv.Code)-5, lc, lcv, len(lc.Code)-5)
}

func TestElisionKeepsOtherFixups(t *testing.T) {
	// check_bound has an exit before its trailing jump: only the trailing
	// fixup may go.
	cb, es := stencil(t, stencils.CheckBound), stencil(t, stencils.ExitStep)
	require.True(t, cb.TrailingNext)
	b := NewBuilder()
	next, exit := b.NewLabel(), b.NewLabel()
	v := &Values{A: 4, Next: next, Exit: exit}
	b.Emit(cb, v)
	b.Bind(next)
	require.Equal(t, len(cb.Code)-5, b.Len())
	require.Len(t, b.fixups, 1)
	require.Equal(t, exit, b.fixups[0].label)
	b.Bind(exit)
	b.Emit(es, &Values{PC: 1})
	code, err := b.Finish()
	require.NoError(t, err)
	checkEmitted(t, b, code, 0, cb, v, len(cb.Code)-5)
	exitAt := holeOffset(t, cb, stencils.HoleExit1)
	require.Equal(t, int32(len(cb.Code)-5-(exitAt+4)), rel32(code, exitAt))
}

func TestNoElisionWhenSomethingIntervenes(t *testing.T) {
	mv := stencil(t, stencils.IsSame)
	nextAt := holeOffset(t, mv, stencils.HoleNext)

	t.Run("another label bound first", func(t *testing.T) {
		b := NewBuilder()
		l, m := b.NewLabel(), b.NewLabel()
		b.Emit(mv, &Values{Next: l})
		b.Bind(m)
		b.Bind(l)
		require.Equal(t, len(mv.Code), b.Len())
		require.Equal(t, len(mv.Code), b.Offset(l))
		require.Equal(t, len(mv.Code), b.Offset(m))
		code, err := b.Finish()
		require.NoError(t, err)
		require.Len(t, code, len(mv.Code))
		require.Equal(t, int32(0), rel32(code, nextAt))
	})
	t.Run("another stencil emitted", func(t *testing.T) {
		b := NewBuilder()
		l := b.NewLabel()
		b.Emit(mv, &Values{Next: l})
		b.Emit(mv, &Values{Next: l}) // this one's jump goes, the first's stays
		b.Bind(l)
		require.Equal(t, 2*len(mv.Code)-5, b.Len())
		code, err := b.Finish()
		require.NoError(t, err)
		require.Equal(t, byte(0xE9), code[nextAt-1])
		require.Equal(t, int32(len(mv.Code)-5), rel32(code, nextAt))
	})
	t.Run("a stencil without trailing jump emitted", func(t *testing.T) {
		b := NewBuilder()
		l := b.NewLabel()
		b.Emit(mv, &Values{Next: l})
		b.Emit(stencil(t, stencils.Trap), &Values{})
		b.Bind(l)
		require.Equal(t, len(mv.Code)+2, b.Len())
	})
	t.Run("a different label", func(t *testing.T) {
		b := NewBuilder()
		l, m := b.NewLabel(), b.NewLabel()
		b.Emit(mv, &Values{Next: l})
		b.Bind(m)
		require.Equal(t, len(mv.Code), b.Len())
		b.Emit(stencil(t, stencils.Trap), &Values{})
		b.Bind(l)
		code, err := b.Finish()
		require.NoError(t, err)
		require.Equal(t, int32(2), rel32(code, nextAt))
	})
	t.Run("after Finish", func(t *testing.T) {
		b := NewBuilder()
		l := b.NewLabel()
		b.Emit(mv, &Values{Next: l})
		_, err := b.Finish()
		require.Error(t, err)
		b.Bind(l)
		require.Equal(t, len(mv.Code), b.Len())
	})
}

// A stencil whose NEXT jump is not its last instruction (a conditional
// branch falls through to the TARGET jump after it) is never cut.
func TestNoElisionOfNonTrailingNext(t *testing.T) {
	var names []string
	for i := range stencils.All {
		s := &stencils.All[i]
		if s.TrailingNext {
			continue
		}
		hasNext := false
		for _, h := range s.Holes {
			hasNext = hasNext || h.Kind == stencils.HoleNext
		}
		if !hasNext {
			continue
		}
		names = append(names, s.Name)
		t.Run(s.Name, func(t *testing.T) {
			b := NewBuilder()
			next, target, exit := b.NewLabel(), b.NewLabel(), b.NewLabel()
			v := &Values{A: 1, B: 2, C: 3, Next: next, Target: target, Exit: exit, Poll: exit}
			b.Emit(s, v)
			b.Bind(next)
			require.Equal(t, len(s.Code), b.Len(), "non-trailing NEXT was elided")
			b.Bind(target)
			b.Bind(exit)
			b.Emit(stencil(t, stencils.Trap), &Values{})
			code, err := b.Finish()
			require.NoError(t, err)
			checkEmitted(t, b, code, 0, s, v, len(s.Code))
		})
	}
	require.Contains(t, names, "jump_if_false")

	// Made up: TrailingNext set but the NEXT hole is not the last four
	// bytes; Emit must not treat it as trailing.
	s := &stencils.Stencil{Name: "test_nontrailing", TrailingNext: true,
		Code:  []byte{0xE9, 0, 0, 0, 0, 0x90},
		Holes: []stencils.Hole{{Kind: stencils.HoleNext, Offset: 1}}}
	b := NewBuilder()
	l := b.NewLabel()
	b.Emit(s, &Values{Next: l})
	b.Bind(l)
	require.Equal(t, 6, b.Len())

	// Made up: a final JMP NEXT in a stencil that does not declare it
	// trailing stays.
	s = &stencils.Stencil{Name: "test_undeclared", TrailingNext: false,
		Code:  []byte{0x90, 0xE9, 0, 0, 0, 0},
		Holes: []stencils.Hole{{Kind: stencils.HoleNext, Offset: 2}}}
	b = NewBuilder()
	l = b.NewLabel()
	b.Emit(s, &Values{Next: l})
	b.Bind(l)
	require.Equal(t, 6, b.Len())
	code, err := b.Finish()
	require.NoError(t, err)
	require.Equal(t, []byte{0x90, 0xE9, 0, 0, 0, 0}, code)
}

// The elision drops exactly the final JMP NEXT of each TrailingNext stencil.
func TestTrailingStencilsEndInJumpNext(t *testing.T) {
	n := 0
	for i := range stencils.All {
		s := &stencils.All[i]
		if !s.TrailingNext {
			continue
		}
		n++
		require.GreaterOrEqual(t, len(s.Code), 5, s.Name)
		require.Equal(t, byte(0xE9), s.Code[len(s.Code)-5], s.Name)
		require.Equal(t, len(s.Code)-4, holeOffset(t, s, stencils.HoleNext), s.Name)
		b := NewBuilder()
		l := b.NewLabel()
		b.Emit(s, &Values{Next: l, Target: l, Exit: l, Poll: l})
		b.Bind(l)
		require.Equal(t, len(s.Code)-5, b.Len(), s.Name)
	}
	require.Greater(t, n, 0)
}

// decodeAll decodes code as 64-bit x86 and returns the instruction start
// offsets; it fails the test on bytes that are not an instruction.
func decodeAll(t *testing.T, code []byte) (starts map[int]bool, insts map[int]x86asm.Inst) {
	t.Helper()
	starts, insts = map[int]bool{}, map[int]x86asm.Inst{}
	for pos := 0; pos < len(code); {
		inst, err := x86asm.Decode(code[pos:], 64)
		require.NoError(t, err, "bad instruction at %d: % x", pos, code[pos:min(pos+16, len(code))])
		require.NotZero(t, inst.Op, "no opcode at %d", pos)
		require.Greater(t, inst.Len, 0)
		starts[pos] = true
		insts[pos] = inst
		pos += inst.Len
	}
	return starts, insts
}

// checkBranches checks that every PC-relative branch in code lands on an
// instruction start inside code.
func checkBranches(t *testing.T, code []byte, starts map[int]bool, insts map[int]x86asm.Inst) int {
	t.Helper()
	n := 0
	for pos, inst := range insts {
		for _, a := range inst.Args {
			r, ok := a.(x86asm.Rel)
			if !ok {
				continue
			}
			n++
			to := pos + inst.Len + int(r)
			require.True(t, to >= 0 && to < len(code) && starts[to],
				"%v at %d jumps to %d, not an instruction start in [0,%d)", inst, pos, to, len(code))
		}
	}
	return n
}

func TestFinishedCodeDecodes(t *testing.T) {
	b := NewBuilder()
	var starts []int
	emit := func(id stencils.ID, v *Values) {
		starts = append(starts, b.Len())
		b.Emit(stencil(t, id), v)
	}
	L := func() Label { return b.NewLabel() }
	poll, exit1, exit2, exit3, done := L(), L(), L(), L(), L()
	l0 := L()
	emit(stencils.EntryPoll, &Values{Next: l0, Poll: poll})
	b.Bind(l0)
	l1 := L()
	emit(stencils.LoadConst, &Values{A: 1, K64: 0xFFF9000000000007, Next: l1})
	b.Bind(l1)
	l2 := L()
	emit(stencils.IsSame, &Values{A: 2, B: 1, Next: l2})
	b.Bind(l2)
	l3 := L()
	emit(stencils.MulModIntK, &Values{A: 3, B: 2, C: 1, K64: 7, K64B: 0x2492492492492493, K32: 2, Exit: exit1, Next: l3})
	b.Bind(l3)
	l4 := L()
	emit(stencils.LoadGlobal, &Values{A: 4, K64: 1 << 40, K64B: 3, K64C: 1 << 41, K32: 16, Exit: exit2, Next: l4})
	b.Bind(l4)
	l5 := L()
	emit(stencils.JumpIfFalse, &Values{A: 4, Target: done, Exit: exit3, Next: l5})
	b.Bind(l5)
	l6 := L()
	emit(stencils.AddInt, &Values{A: 1, B: 1, C: 2, Exit: exit3, Next: l6})
	b.Bind(l6)
	emit(stencils.JumpBack, &Values{Target: l0, Poll: poll})
	b.Bind(done)
	emit(stencils.ReturnValue, &Values{PC: 9, K32: 1})
	for i, l := range []Label{poll, exit1, exit2, exit3} {
		b.Bind(l)
		id := stencils.ExitStep
		if l == poll {
			id = stencils.ExitPoll
		}
		emit(id, &Values{PC: uint32(i)})
	}
	emit(stencils.Trap, &Values{})
	code, err := b.Finish()
	require.NoError(t, err)

	// Elision happened: the trailing jumps of entry_poll, load_const,
	// move, mul_mod_int_k, load_global and add_int were dropped.
	total := 0
	for _, n := range []stencils.ID{stencils.EntryPoll, stencils.LoadConst, stencils.IsSame, stencils.MulModIntK, stencils.LoadGlobal,
		stencils.JumpIfFalse, stencils.AddInt, stencils.JumpBack, stencils.ReturnValue, stencils.ExitPoll, stencils.ExitStep, stencils.ExitStep,
		stencils.ExitStep, stencils.Trap} {
		total += len(stencil(t, n).Code)
	}
	require.Equal(t, total-6*5, len(code))

	is, insts := decodeAll(t, code)
	for _, s := range starts {
		require.True(t, is[s], "stencil starting at %d is not an instruction boundary", s)
	}
	require.Greater(t, checkBranches(t, code, is, insts), 10)
	// No hole magic (0x5EC0xxxx) is left in the rel32/disp32 holes.
	for pos, inst := range insts {
		if inst.PCRel == 4 {
			require.NotEqual(t, uint16(0x5EC0), uint16(get32(code, pos+inst.PCRelOff)>>16),
				"unpatched jump at %d", pos)
		}
	}
}

// Every stencil, emitted with elision where it applies and its jumps bound
// to code after it, decodes and branches only to instruction starts. This
// also catches a stencil-internal branch to just past its end, which
// elision would turn into a jump into the middle of the next stencil.
func TestEveryStencilDecodesAfterElision(t *testing.T) {
	trap := stencil(t, stencils.Trap)
	for i := range stencils.All {
		s := &stencils.All[i]
		t.Run(s.Name, func(t *testing.T) {
			b := NewBuilder()
			v := &Values{A: 1, B: 2, C: 3, PC: 4, K32: 5, K64: 6, K64B: 7, K64C: 8, K64D: 9,
				Next: b.NewLabel(), Target: b.NewLabel(), Exit: b.NewLabel(), Poll: b.NewLabel()}
			b.Emit(s, v)
			b.Bind(v.Next)
			if s.TrailingNext {
				require.Equal(t, len(s.Code)-5, b.Len())
			}
			// A multi-byte instruction right after, so that a branch into
			// the elided jump's old place would land mid-instruction.
			lcNext := b.NewLabel()
			b.Emit(stencil(t, stencils.LoadConst), &Values{A: 1, K64: 0x0101010101010101, Next: lcNext})
			b.Bind(v.Target)
			b.Emit(trap, &Values{})
			b.Bind(v.Exit)
			b.Emit(trap, &Values{})
			b.Bind(v.Poll)
			b.Emit(trap, &Values{})
			b.Bind(lcNext)
			b.Emit(trap, &Values{})
			code, err := b.Finish()
			require.NoError(t, err)
			is, insts := decodeAll(t, code)
			checkBranches(t, code, is, insts)
		})
	}
}

// A dry Builder keeps labels but no code, and cannot finish.
func TestDryBuilder(t *testing.T) {
	s := stencil(t, stencils.IsSame)
	b := NewDryBuilder()
	next := b.NewLabel()
	b.Emit(s, &Values{A: 3, B: 1, C: 2, Next: next})
	b.Bind(next)
	require.Zero(t, b.Len())
	_, err := b.Finish()
	require.Error(t, err)
}

// Reserve only makes room: the code built after it is the same, with
// elision and fixups, as without it, however small the reservation.
func TestReserveChangesNothing(t *testing.T) {
	build := func(reserve func(b *Builder)) []byte {
		b := NewBuilder()
		reserve(b)
		L := func() Label { return b.NewLabel() }
		poll, exit, head, l1, l2, done := L(), L(), L(), L(), L(), L()
		b.Emit(stencil(t, stencils.EntryPoll), &Values{Next: head, Poll: poll})
		b.Bind(head)
		b.Emit(stencil(t, stencils.LoadConst), &Values{A: 1, K64: 0xFFF9000000000001, Next: l1})
		b.Bind(l1)
		b.Emit(stencil(t, stencils.AddInt), &Values{A: 2, B: 2, C: 1, Exit: exit, Next: l2})
		b.Bind(l2)
		b.Emit(stencil(t, stencils.JumpBack), &Values{Target: head, Poll: poll, K32: 3})
		b.Bind(done)
		b.Emit(stencil(t, stencils.ReturnValue), &Values{PC: 4, K32: 2})
		b.Bind(poll)
		b.Emit(stencil(t, stencils.ExitPoll), &Values{PC: 3})
		b.Bind(exit)
		b.Emit(stencil(t, stencils.ExitStep), &Values{PC: 2})
		code, err := b.Finish()
		require.NoError(t, err)
		return code
	}
	want := build(func(*Builder) {})
	for _, r := range [][3]int{{0, 0, 0}, {1, 1, 1}, {16, 2, 3}, {1 << 12, 64, 64}} {
		require.Equal(t, want, build(func(b *Builder) { b.Reserve(r[0], r[1], r[2]) }), "Reserve%v", r)
	}
	d := NewDryBuilder()
	d.Reserve(100, 10, 10)
	require.Zero(t, d.Len())
}

// A reset builder builds the same code as a fresh one, keeps nothing of
// the unit before (labels, fixups, a pending trailing jump), and turns
// dry and back.
func TestResetReusesBuilder(t *testing.T) {
	mv, jmp, trap := stencil(t, stencils.IsSame), stencil(t, stencils.Jump), stencil(t, stencils.Trap)
	build := func(b *Builder) []byte {
		top, fwd := b.NewLabel(), b.NewLabel()
		b.Bind(top)
		b.Emit(mv, &Values{Next: fwd})
		b.Emit(jmp, &Values{Target: top})
		b.Bind(fwd)
		b.Emit(trap, &Values{})
		code, err := b.Finish()
		require.NoError(t, err)
		return slices.Clone(code)
	}
	want := build(NewBuilder())
	b := NewBuilder()
	l := b.NewLabel()
	b.Emit(jmp, &Values{Target: l}) // left pending and unbound
	b.Reset(true)
	b.Emit(jmp, &Values{Target: b.NewLabel()})
	_, err := b.Finish()
	require.Error(t, err, "a dry builder does not finish")
	b.Reset(false)
	require.Equal(t, want, build(b))
	b.Reset(false)
	require.Equal(t, want, build(b), "twice")
	require.Equal(t, 0, b.Offset(Label(1)))
}
