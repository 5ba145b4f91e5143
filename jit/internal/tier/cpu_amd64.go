//go:build linux

package tier

import (
	"slices"
	"strings"

	"github.com/cpjit/cpjit/stencils"
	"github.com/klauspost/cpuid/v2"
)

// cpuHas reports whether the CPU supports a stencil variant's feature.
func cpuHas(feature string) bool {
	switch feature {
	case "BMI2":
		return cpuid.CPU.Supports(cpuid.BMI2)
	case "LZCNT":
		return cpuid.CPU.Supports(cpuid.LZCNT)
	case "POPCNT":
		return cpuid.CPU.Supports(cpuid.POPCNT)
	case "AVX2":
		return cpuid.CPU.Supports(cpuid.AVX2)
	}
	return false
}

// stencilSet is the stencil the tier runs for every operation, by
// stencils.ID (nil at index 0, which names none).
type stencilSet [stencils.NumIDs]*stencils.Stencil

// pickStencils chooses, for every operation, the last variant in file
// order whose CPU feature is present (variants follow their baseline), or
// the baseline stencil when baseline is set. It is the one place where a
// CPU-feature variant is chosen: everything else looks stencils up in the
// set it returns.
func pickStencils(baseline bool) *stencilSet {
	m := new(stencilSet)
	for i := range stencils.All {
		s := &stencils.All[i]
		switch {
		case s.Feature == "":
			if m[s.ID] == nil {
				m[s.ID] = s
			}
		case !baseline && cpuHas(s.Feature):
			m[s.ID] = s
		}
	}
	return m
}

// variantDescription lists the CPU features whose stencil variants this
// machine uses.
func variantDescription() string {
	var used []string
	for _, s := range stencils.All {
		if s.Feature != "" && cpuHas(s.Feature) && !slices.Contains(used, s.Feature) {
			used = append(used, s.Feature)
		}
	}
	if len(used) == 0 {
		return "baseline stencils"
	}
	return "stencil variants: " + strings.Join(used, ", ")
}
