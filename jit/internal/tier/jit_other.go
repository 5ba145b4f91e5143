//go:build !(linux && amd64)

package tier

import (
	"github.com/cpjit/cpjit/lang/interp"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

const supported = false

// JIT is the copy-and-patch tier; on this platform it does not exist.
type JIT struct{}

func install(*interp.Interp, *rt.VM, Options) (*JIT, error) { return nil, nil }

func variantDescription() string { return "" }

// Stats returns the tier's counters.
func (j *JIT) Stats() Stats { return Stats{} }

// Close releases the tier's executable memory.
func (j *JIT) Close() error { return nil }
