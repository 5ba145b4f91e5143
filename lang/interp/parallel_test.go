package interp

import (
	"bytes"
	"fmt"
	"sync"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/stretchr/testify/require"
)

// VMs share only immutable static objects, so several can run at once.
func TestParallelVMs(t *testing.T) {
	src := `
import collections, math
class P:
    def __init__(self, x): self.x = x
d = collections.Counter("abracadabra")
s = sum(P(i).x for i in range(2000))
print(s, d.most_common(2), sorted({"é", "ü", "a"}), "ÄÖ"[1], math.sqrt(16), str(2**70))
`
	const n = 4
	outs := make([]string, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			vm := rt.NewVM()
			var out bytes.Buffer
			vm.Stdout = &out
			in := New(vm)
			if err := in.RunMain("<par>", []byte(src)); err != nil {
				out.WriteString(in.FormatException(rt.AsException(err)))
			}
			outs[i] = out.String()
		}()
	}
	wg.Wait()
	want := fmt.Sprintf("%d [('a', 5), ('b', 2)] ['a', 'é', 'ü'] Ö 4.0 1180591620717411303424\n", 1999*2000/2)
	for i := range n {
		require.Equal(t, want, outs[i], "VM %d", i)
	}
}
