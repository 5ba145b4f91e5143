package sqlite3

import (
	"path/filepath"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func errText(t *testing.T, vm *rt.VM, err error) string {
	t.Helper()
	require.Error(t, err)
	e := rt.AsException(err)
	require.NotNil(t, e, "not a Python exception: %v", err)
	return e.Class().Name + ": " + modtest.ExcMsg(t, vm, err)
}

func connect(t *testing.T, vm *rt.VM, name string) (rt.Value, error) {
	t.Helper()
	modtest.Module(t, vm, "_sqlite3")
	return vm.Call(ConnectionType.Self(), []rt.Value{vm.NewStr(name)}, nil)
}

func TestRoundTrip(t *testing.T) {
	vm := modtest.NewVM(Modules)
	c, err := connect(t, vm, ":memory:")
	require.NoError(t, err)
	modtest.Call(t, vm, c, "execute", vm.NewStr("create table t (a integer, b text, c real, d blob)"))
	ins := vm.NewStr("insert into t values (?, ?, ?, ?)")
	modtest.Call(t, vm, c, "execute", ins, vm.NewTuple([]rt.Value{rt.SmallInt(1), vm.NewStr("x"), vm.NewFloat(2.5), vm.NewBytes([]byte{0, 1})}))
	modtest.Call(t, vm, c, "execute", ins, vm.NewList([]rt.Value{vm.NewInt(1 << 60), rt.None, rt.None, rt.None}))
	cur := modtest.Call(t, vm, c, "execute", vm.NewStr("select * from t order by a"))
	rows := modtest.Call(t, vm, cur, "fetchall")
	require.Equal(t, "[(1, 'x', 2.5, b'\\x00\\x01'), (1152921504606846976, None, None, None)]", modtest.Repr(t, vm, rows))
	inTx, err := vm.GetAttr(c, "in_transaction")
	require.NoError(t, err)
	require.Equal(t, rt.True, inTx, "the inserts opened a transaction")
	modtest.Call(t, vm, c, "commit")
	inTx, _ = vm.GetAttr(c, "in_transaction")
	require.Equal(t, rt.False, inTx)

	_, err = vm.CallMethod(c, "execute", vm.NewStr("select * from nosuch"))
	require.Equal(t, "OperationalError: no such table: nosuch", errText(t, vm, err))
	_, err = vm.CallMethod(c, "execute", vm.NewStr("select ?"), vm.NewTuple(nil))
	require.Equal(t, "ProgrammingError: Incorrect number of bindings supplied. The current statement uses 1, and there are 0 supplied.", errText(t, vm, err))
	modtest.Call(t, vm, c, "close")
	_, err = vm.CallMethod(c, "execute", vm.NewStr("select 1"))
	require.Equal(t, "ProgrammingError: Cannot operate on a closed database.", errText(t, vm, err))
}

func TestFilesNeedAccess(t *testing.T) {
	vm := modtest.NewVM(Modules)
	path := filepath.Join(t.TempDir(), "db.sqlite")
	vm.Access &^= rt.AccessFiles
	_, err := connect(t, vm, path)
	require.Equal(t, "PermissionError: sqlite3.connect: not permitted in this interpreter (the embedder has not granted it)", errText(t, vm, err))
	_, err = connect(t, vm, ":memory:")
	require.NoError(t, err, "an in-memory database touches no file")
	vm.Access |= rt.AccessFiles
	c, err := connect(t, vm, path)
	require.NoError(t, err)
	modtest.Call(t, vm, c, "execute", vm.NewStr("create table t (a)"))
	modtest.Call(t, vm, c, "close")
}

func TestIsDML(t *testing.T) {
	for sql, want := range map[string]bool{
		"insert into t values (1)": true, "  UPDATE t set a=1": true, "/* c */ delete from t": true,
		"-- c\nreplace into t values (1)": true, "select 1": false, "create table t(a)": false, "": false,
		"with x as (select 1) insert into t select * from x": false,
	} {
		require.Equal(t, want, isDML(sql), sql)
	}
	require.True(t, onlyTrivia(" ; -- x\n /* y */ "))
	require.False(t, onlyTrivia(" ; select 2"))
}
