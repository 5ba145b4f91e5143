package main

import (
	"fmt"
	"io"
	"path/filepath"
	"sort"

	"github.com/cpjit/cpjit/jit"
)

// printStats writes -X jit-stats to w.
func printStats(w io.Writer, mode string, v *jit.VM) {
	fmt.Fprintf(w, "jit-stats: %s\n", jit.Description(mode))
	if mode == "off" || !jit.Supported() {
		return // no tier was installed
	}
	s := v.Stats()
	fmt.Fprintf(w, "jit-stats: compiled %d functions and %d loops (%d declined, %d recompiled)\n", s.Functions, s.Loops, s.Declined, s.Recompiles)
	if s.ExitBoundGenerators > 0 {
		fmt.Fprintf(w, "jit-stats: %d generators left to the interpreter, most of their loops' instructions being exits and yields\n", s.ExitBoundGenerators)
	}
	if s.ExitBoundLoops > 0 {
		fmt.Fprintf(w, "jit-stats: %d loops left to the interpreter, most of their instructions being exits\n", s.ExitBoundLoops)
	}
	perInstr := 0.0
	if s.Instrs > 0 {
		perInstr = float64(s.CompileTime.Nanoseconds()) / float64(s.Instrs)
	}
	fmt.Fprintf(w, "jit-stats: %d bytecode instructions, %d with machine code (%d never run, left as side exits; %d constant loads elided); %d bytes of machine code\n", s.Instrs, s.Native, s.Lazy, s.ElidedConsts, s.CodeBytes)
	ratio := 0.0
	if s.CodeBytes > 0 {
		ratio = 100 * float64(s.StackmapBytes) / float64(s.CodeBytes)
	}
	fmt.Fprintf(w, "jit-stats: %d resident registers (%d of them unboxed ints), %d resident floats, %d resident complex numbers, %d range loops with resident iterators; stackmaps %d bytes in %d records (%.1f%% of machine code)\n",
		s.Residents, s.IntResidents, s.FloatResidents, s.ComplexResidents, s.ResidentIters, s.StackmapBytes, s.StackmapRecords, ratio)
	if s.PolySites > 0 || s.MegaSites > 0 {
		fmt.Fprintf(w, "jit-stats: %d attribute sites compiled for several classes, %d of them megamorphic\n", s.PolySites, s.MegaSites)
	}
	if s.Invalidated > 0 {
		fmt.Fprintf(w, "jit-stats: %d units invalidated by class changes\n", s.Invalidated)
	}
	if s.Verified > 0 {
		fmt.Fprintf(w, "jit-stats: %d exits checked against their stackmap records\n", s.Verified)
	}
	fmt.Fprintf(w, "jit-stats: compile time %v (%.0f ns per instruction)\n", s.CompileTime, perInstr)
	if s.ColdInstrs > 0 {
		warm := 0.0
		if n := s.Instrs - s.ColdInstrs; n > 0 {
			warm = float64((s.CompileTime - s.ColdCompileTime).Nanoseconds()) / float64(n)
		}
		fmt.Fprintf(w, "jit-stats: compile time per instruction: first compiles (cold caches) %.0f ns over %d instructions, later compiles %.0f ns\n",
			float64(s.ColdCompileTime.Nanoseconds())/float64(s.ColdInstrs), s.ColdInstrs, warm)
	}
	fmt.Fprintf(w, "jit-stats: %d entries into machine code; %d calls went directly from one compiled function to another\n", s.Enters, s.DirectCalls)
	fmt.Fprintf(w, "jit-stats: %d calls made by machine code itself (%d of them finished by the exit loop; %d call sites with several callees)\n", s.NativeCalls, s.NativeFinished, s.PolyCalls)
	finPct := 0.0
	if s.NativeCalls > 0 {
		finPct = 100 * float64(s.NativeFinished) / float64(s.NativeCalls)
	}
	fmt.Fprintf(w, "jit-stats: %.2f%% of native calls finished by the exit loop\n", finPct)
	fmt.Fprintf(w, "jit-stats: %d exits in natively called frames served without finishing them (frames adopted for the exit)\n", s.NativeResumed)
	fmt.Fprintf(w, "jit-stats: %d exits in natively called frames served by Go helpers against the native frame\n", s.HelperExits)
	fmt.Fprintf(w, "jit-stats: %d exceptions raised and handled in natively called frames without adopting them (%d more adopted in their handler)\n", s.NativeCaught, s.NativeCaughtAdopted)
	fmt.Fprintf(w, "jit-stats: innermost native frame found from the top call record %d times, by walking the call records %d times\n", s.TopRecordHits, s.TopWalks)
	fmt.Fprintf(w, "jit-stats: innermost native frame found from the exit's site %d times\n", s.TopSites)
	fmt.Fprintf(w, "jit-stats: %d helper exits at calls of math functions and pure builtins with unboxed arguments, made without the guard\n", s.LeafHelperCalls)
	hb := make([]string, 0, len(s.HelperBy))
	for k := range s.HelperBy {
		hb = append(hb, k)
	}
	sort.Slice(hb, func(i, j int) bool { return s.HelperBy[hb[i]] > s.HelperBy[hb[j]] })
	for i, k := range hb {
		if i == 8 {
			break
		}
		fmt.Fprintf(w, "jit-stats: helper exits at %-24s %d\n", k, s.HelperBy[k])
	}
	fin := make([]string, 0, len(s.FinishedBy))
	for k := range s.FinishedBy {
		fin = append(fin, k)
	}
	sort.Slice(fin, func(i, j int) bool { return s.FinishedBy[fin[i]] > s.FinishedBy[fin[j]] })
	for _, k := range fin {
		fmt.Fprintf(w, "jit-stats: native frames finished at %-24s %d\n", k, s.FinishedBy[k])
	}
	fmt.Fprintf(w, "jit-stats: %d math calls made for natively called frames without finishing them\n", s.LeafCalls)
	fmt.Fprintf(w, "jit-stats: %d generator yields taken by a draining consumer (list(), tuple()...) without suspending\n", s.Drained)
	fmt.Fprintf(w, "jit-stats: %d generator yields appended by machine code to a draining consumer's list or collection without exiting\n", s.DrainedInPlace)
	fmt.Fprintf(w, "jit-stats: %d generators resumed by a for loop's machine code itself (%d of them left their machine code and ran on in Go; %d generator codes no longer resumed so)\n", s.GenResumes, s.GenTaken, s.GenDeclined)
	fmt.Fprintf(w, "jit-stats: %d refills of the pool of range iterators that for loops over range() take without a call\n", s.RangeRefills)
	fmt.Fprintf(w, "jit-stats: %d refills of the instance pools that machine code takes from when it constructs an instance itself\n", s.InstanceRefills)
	fmt.Fprintf(w, "jit-stats: %d refills of the pools of tuples and lists that machine code takes from for displays\n", s.SeqRefills)
	kinds := make([]string, 0, len(s.Exits))
	for k := range s.Exits {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool { return s.Exits[kinds[i]] > s.Exits[kinds[j]] })
	for _, k := range kinds {
		fmt.Fprintf(w, "jit-stats: exits %-24s %d\n", k, s.Exits[k])
	}
	for _, e := range s.HotExits {
		fmt.Fprintf(w, "jit-stats: hot exit %s:%d %s (pc %d) %s: %d\n", filepath.Base(e.File), e.Line, e.Func, e.PC, e.Op, e.Count)
	}
}
