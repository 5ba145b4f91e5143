package io

import (
	"os"
	"path/filepath"
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

// TestFileMethodsNeverPanic calls every method of the file types, bound to
// open files of each kind and to foreign selves, with assorted arguments:
// each call must return a value or a Python exception, never panic.
func TestFileMethodsNeverPanic(t *testing.T) {
	vm := modtest.NewVM(Modules)
	dir := t.TempDir()
	path := filepath.Join(dir, "f.txt")
	require.NoError(t, os.WriteFile(path, []byte("a\nb\n"), 0o644))
	mk := func(args ...rt.Value) rt.Value {
		r, err := vm.Call(Open, args, nil)
		require.NoError(t, err)
		return r
	}
	p := vm.NewStr(path)
	samples := map[*rt.Class][]rt.Value{
		TextIOType:         {mk(p), mk(vm.NewStr(filepath.Join(dir, "w.txt")), vm.NewStr("w"))},
		BufferedReaderType: {mk(p, vm.NewStr("rb"))},
		BufferedWriterType: {mk(vm.NewStr(filepath.Join(dir, "w.bin")), vm.NewStr("wb"))},
		BufferedRandomType: {mk(p, vm.NewStr("r+b"))},
		FileIOType:         {mk(p, vm.NewStr("rb"), rt.SmallInt(0)), mk(vm.NewStr(filepath.Join(dir, "w0.bin")), vm.NewStr("wb"), rt.SmallInt(0))},
	}
	// A text layer over a Python object (BytesIO) and one closed file.
	bio, err := vm.Call(BytesIOType.Self(), []rt.Value{vm.NewBytes([]byte("x\r\ny"))}, nil)
	require.NoError(t, err)
	wrapped, err := vm.Call(TextIOType.Self(), []rt.Value{bio}, nil)
	require.NoError(t, err)
	closed := mk(p)
	_, err = vm.CallMethod(closed, "close")
	require.NoError(t, err)
	samples[TextIOType] = append(samples[TextIOType], wrapped, closed)
	others := []rt.Value{rt.None, rt.SmallInt(0), rt.SmallInt(-1), vm.NewStr("x"), vm.NewBytes([]byte("y")), rt.EmptyTuple, vm.NewDict(), rt.FloatValue(1.5)}
	for _, c := range fileTypes {
		require.NotEmpty(t, samples[c], c.Name)
		for _, key := range c.Dict.Keys() {
			name, _ := vm.GoString(key)
			m, _ := c.Dict.GetStr(vm, name)
			if _, ok := vm.Get0(m).(*rt.BuiltinFunction); !ok {
				continue
			}
			selfs := append(append([]rt.Value{}, samples[c]...), rt.SmallInt(3))
			for _, self := range selfs {
				for n := 0; n <= 2; n++ {
					for _, o := range others {
						args := []rt.Value{self}
						for i := 0; i < n; i++ {
							args = append(args, o)
						}
						func() {
							defer func() {
								if r := recover(); r != nil {
									t.Fatalf("%s.%s%v panicked: %v", c.Name, name, args, r)
								}
							}()
							_, _ = vm.Call(m, args, nil)
							_, _ = vm.Call(m, nil, nil)
						}()
					}
				}
			}
		}
	}
}

// TestFileMethodsCheckSelf: an unbound method called on a foreign object
// raises CPython's descriptor TypeError (rt.GuardMethods).
func TestFileMethodsCheckSelf(t *testing.T) {
	vm := modtest.NewVM(Modules)
	m, ok := TextIOType.Dict.GetStr(vm, "read")
	require.True(t, ok)
	_, err := vm.Call(m, []rt.Value{rt.SmallInt(3)}, nil)
	require.Equal(t, "descriptor 'read' for '_io.TextIOWrapper' objects doesn't apply to a 'int' object", modtest.ExcMsg(t, vm, err))
}

func TestOpen(t *testing.T) {
	vm := modtest.NewVM(Modules)
	open := Open
	path := filepath.Join(t.TempDir(), "f.txt")
	f, err := vm.Call(open, []rt.Value{vm.NewStr(path), vm.NewStr("w")}, nil)
	require.NoError(t, err)
	n, err := vm.CallMethod(f, "write", vm.NewStr("héllo\r\nworld\n"))
	require.NoError(t, err)
	require.Equal(t, rt.SmallInt(13), n)
	_, err = vm.CallMethod(f, "close")
	require.NoError(t, err)
	_, err = vm.CallMethod(f, "write", vm.NewStr("x"))
	require.Equal(t, "ValueError: I/O operation on closed file.", errText(t, vm, err))

	f, err = vm.Call(open, []rt.Value{vm.NewStr(path)}, nil)
	require.NoError(t, err)
	lines, err := vm.Collect(f)
	require.NoError(t, err)
	require.Len(t, lines, 2)
	require.Equal(t, "'héllo\\n'", modtest.Repr(t, vm, lines[0]))

	f, err = vm.Call(open, []rt.Value{vm.NewStr(path), vm.NewStr("rb")}, nil)
	require.NoError(t, err)
	b, err := vm.CallMethod(f, "read")
	require.NoError(t, err)
	require.Equal(t, "b'h\\xc3\\xa9llo\\r\\nworld\\n'", modtest.Repr(t, vm, b))
	require.Equal(t, "<_io.BufferedReader name='"+path+"'>", modtest.Repr(t, vm, f))

	_, err = vm.Call(open, []rt.Value{vm.NewStr(filepath.Join(t.TempDir(), "missing"))}, nil)
	require.Contains(t, errText(t, vm, err), "FileNotFoundError: [Errno 2] No such file or directory: '")
	_, err = vm.Call(open, []rt.Value{vm.NewStr(path), vm.NewStr("rw")}, nil)
	require.Equal(t, "ValueError: must have exactly one of create/read/write/append mode", errText(t, vm, err))

	vm.Access &^= rt.AccessFiles
	_, err = vm.Call(open, []rt.Value{vm.NewStr(path)}, nil)
	require.Equal(t, "PermissionError: open(): not permitted in this interpreter (the embedder has not granted it)", errText(t, vm, err))
	_, statErr := os.Stat(path)
	require.NoError(t, statErr)
}

// errText returns "Type: message" for the Python exception err carries.
func errText(t *testing.T, vm *rt.VM, err error) string {
	t.Helper()
	require.Error(t, err)
	e := rt.AsException(err)
	require.NotNil(t, e, "not a Python exception: %v", err)
	return e.Class().Name + ": " + modtest.ExcMsg(t, vm, err)
}
