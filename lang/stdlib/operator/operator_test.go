package operator

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func TestModOperator(t *testing.T) {
	vm := modtest.NewVM(Modules)

	op := modtest.Module(t, vm, "_operator")
	ig := modtest.Call(t, vm, op, "itemgetter", rt.SmallInt(1))
	r, err := vm.Call(ig, []rt.Value{vm.NewTupleCopy([]rt.Value{rt.SmallInt(5), rt.SmallInt(6)})}, nil)
	require.NoError(t, err)
	require.Equal(t, int64(6), r.Int())
	require.Equal(t, "operator.itemgetter(1)", modtest.Repr(t, vm, ig))
	sum := modtest.Call(t, vm, op, "add", rt.SmallInt(2), rt.SmallInt(3))
	require.Equal(t, int64(5), sum.Int())
}
