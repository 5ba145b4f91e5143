package sqlite3

import (
	"sync"
	"unicode/utf8"
	"unsafe"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"modernc.org/libc"
	sqlite "modernc.org/sqlite/lib"
)

// udf is a user-defined function or aggregate of one connection. SQLite
// hands its id back to the trampolines as the function's user data.
type udf struct {
	vm   *rt.VM
	c    *Conn
	fn   rt.Value // the callable, or the aggregate class
	kind int      // udfScalar, udfAggregate, udfCollation
	id   uintptr
}

const (
	udfScalar = iota
	udfAggregate
	udfCollation
)

var registry struct {
	sync.RWMutex
	m    map[uintptr]*udf
	next uintptr
}

func registerUDF(u *udf) uintptr {
	registry.Lock()
	defer registry.Unlock()
	if registry.m == nil {
		registry.m = map[uintptr]*udf{}
	}
	registry.next++
	u.id = registry.next
	registry.m[u.id] = u
	return u.id
}

func lookupUDF(id uintptr) *udf {
	registry.RLock()
	u := registry.m[id]
	registry.RUnlock()
	return u
}

func unregisterConn(c *Conn) {
	registry.Lock()
	defer registry.Unlock()
	for id := range c.funcs {
		delete(registry.m, id)
	}
}

func destroyUDF(tls *libc.TLS, p uintptr) {
	registry.Lock()
	defer registry.Unlock()
	if u, ok := registry.m[p]; ok {
		delete(registry.m, p)
		delete(u.c.funcs, p)
	}
}

// args converts the SQL arguments of a call to Python values.
func (u *udf) args(tls *libc.TLS, argc int32, argv uintptr) []rt.Value {
	vm := u.vm
	out := make([]rt.Value, argc)
	vals := unsafe.Slice((*uintptr)(cptr(argv)), argc)
	for i, v := range vals {
		switch sqlite.Xsqlite3_value_type(tls, v) {
		case sqlite.SQLITE_INTEGER:
			out[i] = vm.NewInt(sqlite.Xsqlite3_value_int64(tls, v))
		case sqlite.SQLITE_FLOAT:
			out[i] = vm.NewFloat(sqlite.Xsqlite3_value_double(tls, v))
		case sqlite.SQLITE_TEXT:
			p := sqlite.Xsqlite3_value_text(tls, v)
			n := int(sqlite.Xsqlite3_value_bytes(tls, v))
			s := goString(p, n)
			if !utf8.ValidString(s) {
				s = string([]rune(s))
			}
			out[i] = vm.NewStr(s)
		case sqlite.SQLITE_BLOB:
			p := sqlite.Xsqlite3_value_blob(tls, v)
			n := int(sqlite.Xsqlite3_value_bytes(tls, v))
			out[i] = vm.NewBytes(goBytes(p, n))
		default:
			out[i] = rt.None
		}
	}
	return out
}

func resultError(tls *libc.TLS, ctx uintptr, msg string) {
	p, _ := libc.CString(msg)
	sqlite.Xsqlite3_result_error(tls, ctx, p, -1)
	libc.Xfree(tls, p)
}

// setResult gives r to SQLite as the function's result.
func (u *udf) setResult(tls *libc.TLS, ctx uintptr, r rt.Value) bool {
	vm := u.vm
	switch {
	case r == rt.None:
		sqlite.Xsqlite3_result_null(tls, ctx)
	case r.IsSmallInt():
		sqlite.Xsqlite3_result_int64(tls, ctx, r.Int())
	case r.IsFloat():
		sqlite.Xsqlite3_result_double(tls, ctx, r.Float())
	case r == rt.True:
		sqlite.Xsqlite3_result_int64(tls, ctx, 1)
	case r == rt.False:
		sqlite.Xsqlite3_result_int64(tls, ctx, 0)
	default:
		switch o := vm.Get0(r).(type) {
		case *rt.Str:
			p, _ := libc.CString(o.S)
			sqlite.Xsqlite3_result_text(tls, ctx, p, int32(len(o.S)), sqlite.SQLITE_TRANSIENT)
			libc.Xfree(tls, p)
		case *rt.Int:
			if !o.V.IsInt64() {
				return false
			}
			sqlite.Xsqlite3_result_int64(tls, ctx, o.V.Int64())
		case *rt.Float:
			sqlite.Xsqlite3_result_double(tls, ctx, o.V)
		default:
			b, err := vm.BufferOf(r)
			if err != nil {
				return false
			}
			p := libc.Xmalloc(tls, uint64(len(b)+1))
			copy(unsafe.Slice((*byte)(cptr(p)), len(b)), b)
			sqlite.Xsqlite3_result_blob(tls, ctx, p, int32(len(b)), sqlite.SQLITE_TRANSIENT)
			libc.Xfree(tls, p)
		}
	}
	return true
}

func (u *udf) fail(tls *libc.TLS, ctx uintptr, err error, msg string) {
	if err != nil {
		u.c.lastCallback = err
		if u.c.traceback {
			u.vm.WriteUnraisable(err, rt.None)
			u.c.lastCallback = nil
		}
	}
	resultError(tls, ctx, msg)
}

// callScope opens a pin scope around one callback from SQLite. The
// statement that makes the callbacks runs inside a single Go call (execute,
// fetchone...), so without a scope of their own the arguments and results
// of every callback would stay pinned until that call returns: 100,000
// rows through a user function would keep 100,000 of each alive. A
// callback hands SQLite plain C values and keeps nothing Python can see
// except the aggregate instances (traced by the Conn) and the exception
// it records for the statement, which end pins.
func (u *udf) callScope() (base int) { return u.vm.Heap().PinScope() }

func (u *udf) endScope(base int) { u.vm.Heap().EndCall(base, rt.None, u.c.lastCallback) }

func funcTrampoline(tls *libc.TLS, ctx uintptr, argc int32, argv uintptr) {
	u := lookupUDF(sqlite.Xsqlite3_user_data(tls, ctx))
	if u == nil {
		resultError(tls, ctx, "user-defined function raised exception")
		return
	}
	defer u.endScope(u.callScope())
	r, err := u.vm.Call(u.fn, u.args(tls, argc, argv), nil)
	if err != nil || !u.setResult(tls, ctx, r) {
		u.fail(tls, ctx, err, "user-defined function raised exception")
	}
}

// aggInstance returns the aggregate's instance for this group, creating it
// on the first step.
func (u *udf) aggInstance(tls *libc.TLS, ctx uintptr, create bool) (rt.Value, uintptr, error) {
	n := int32(8)
	if !create {
		n = 0
	}
	slot := sqlite.Xsqlite3_aggregate_context(tls, ctx, n)
	if slot == 0 {
		return rt.Unbound, 0, nil
	}
	idp := (*uintptr)(cptr(slot))
	if *idp != 0 {
		return u.c.aggs[*idp], *idp, nil
	}
	if !create {
		return rt.Unbound, 0, nil
	}
	inst, err := u.vm.Call(u.fn, nil, nil)
	if err != nil {
		return rt.Unbound, 0, err
	}
	u.c.aggNext++
	*idp = u.c.aggNext
	u.c.aggs[*idp] = inst
	return inst, *idp, nil
}

func stepTrampoline(tls *libc.TLS, ctx uintptr, argc int32, argv uintptr) {
	u := lookupUDF(sqlite.Xsqlite3_user_data(tls, ctx))
	if u == nil {
		return
	}
	defer u.endScope(u.callScope())
	inst, _, err := u.aggInstance(tls, ctx, true)
	if err != nil {
		u.fail(tls, ctx, err, "user-defined aggregate's '__init__' method raised error")
		return
	}
	m, self, err := u.vm.LookupMethod(inst, "step")
	if err == nil {
		args := u.args(tls, argc, argv)
		if self {
			args = append([]rt.Value{inst}, args...)
		}
		_, err = u.vm.Call(m, args, nil)
	}
	if err != nil {
		u.fail(tls, ctx, err, "user-defined aggregate's 'step' method raised error")
	}
}

func finalTrampoline(tls *libc.TLS, ctx uintptr) {
	u := lookupUDF(sqlite.Xsqlite3_user_data(tls, ctx))
	if u == nil {
		return
	}
	defer u.endScope(u.callScope())
	inst, id, err := u.aggInstance(tls, ctx, false)
	if err != nil || inst == rt.Unbound {
		sqlite.Xsqlite3_result_null(tls, ctx)
		return
	}
	delete(u.c.aggs, id)
	fin, err := u.vm.GetAttr(inst, "finalize")
	var r rt.Value
	if err == nil {
		r, err = u.vm.Call(fin, nil, nil)
	}
	if err != nil || !u.setResult(tls, ctx, r) {
		u.fail(tls, ctx, err, "user-defined aggregate's 'finalize' method raised error")
	}
}

func collationTrampoline(tls *libc.TLS, pApp uintptr, n1 int32, p1 uintptr, n2 int32, p2 uintptr) int32 {
	u := lookupUDF(pApp)
	if u == nil {
		return 0
	}
	defer u.endScope(u.callScope())
	vm := u.vm
	a := vm.NewStr(goString(p1, int(n1)))
	b := vm.NewStr(goString(p2, int(n2)))
	r, err := vm.Call(u.fn, []rt.Value{a, b}, nil)
	if err != nil {
		u.c.lastCallback = err
		return 0
	}
	n, err := vm.ToInt64(r)
	if err != nil {
		return 0
	}
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}
