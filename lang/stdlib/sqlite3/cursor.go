package sqlite3

import (
	"math"
	"runtime"
	"strings"
	"unicode/utf8"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"modernc.org/libc"
	sqlite "modernc.org/sqlite/lib"
)

// Cursor is a sqlite3.Cursor.
type Cursor struct {
	rt.Head
	connV       rt.Value
	c           *Conn
	st          *stmt // the statement with rows left, or nil
	description rt.Value
	rowcount    int64
	lastrowid   rt.Value
	arraysize   int64
	rowFactory  rt.Value
	convs       []rt.Value // per column converter (Unbound: none)
	closed      bool
	initialized bool
	locked      bool
	adaptBase   bool // an adapter is registered for int, float, str or bytearray
	holder      *stmtHolder
}

// stmtHolder lets a collected cursor give its statement back to the
// connection (the cleanup must not reach the cursor itself).
type stmtHolder struct {
	c  *Conn
	st *stmt
}

// Trace implements Object.
func (cu *Cursor) Trace(t *rt.Tracer) {
	t.Mark(cu.connV)
	t.Mark(cu.description)
	t.Mark(cu.lastrowid)
	t.Mark(cu.rowFactory)
	t.MarkAll(cu.convs)
}

func cursorSelf(vm *rt.VM, v rt.Value) (*Cursor, error) {
	cu, ok := vm.Get0(v).(*Cursor)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'sqlite3.Cursor' object but received '%s'", vm.TypeName(v))
	}
	return cu, nil
}

func newCursorObj(vm *rt.VM, cls *rt.Class) (*Cursor, rt.Value) {
	cu := &Cursor{connV: rt.None, description: rt.None, lastrowid: rt.None, rowFactory: rt.None,
		rowcount: -1, arraysize: 1}
	cu.SetClass(cls)
	v := vm.Alloc(cu)
	if cls != CursorType {
		cu.SetInstanceDict(vm.NewDictObj())
	}
	return cu, v
}

func (cu *Cursor) init(vm *rt.VM, connV rt.Value) error {
	c, ok := vm.Get0(connV).(*Conn)
	if !ok {
		return vm.TypeError("Cursor() argument 1 must be sqlite3.Connection, not %s", vm.TypeName(connV))
	}
	cu.connV = connV
	cu.c = c
	cu.initialized = true
	return nil
}

// check is CPython's check_cursor.
func (cu *Cursor) check(vm *rt.VM) error {
	if !cu.initialized {
		return vm.NewError(ProgrammingErrorType, "Base Cursor.__init__ not called.")
	}
	if cu.closed {
		return vm.NewError(ProgrammingErrorType, "Cannot operate on a closed cursor.")
	}
	if cu.locked {
		return vm.NewError(ProgrammingErrorType, "Recursive use of cursors not allowed.")
	}
	return cu.c.check(vm)
}

func (cu *Cursor) setStmt(st *stmt) {
	cu.st = st
	if cu.holder != nil {
		cu.holder.st = st
	} else if st != nil {
		// A cursor collected with rows left gives its statement back
		// (registered only then: most cursors finish their statement).
		cu.holder = &stmtHolder{c: cu.c, st: st}
		runtime.AddCleanup(cu, func(h *stmtHolder) {
			if h.st != nil && h.c != nil {
				h.c.mu.Lock()
				h.c.pending = append(h.c.pending, h.st)
				h.c.mu.Unlock()
			}
		}, cu.holder)
	}
}

func (cu *Cursor) dropStmt() {
	if cu.st != nil {
		cu.c.release(cu.st)
		cu.setStmt(nil)
	}
}

// bindOne binds one parameter (index i, 1-based).
func (cu *Cursor) bindOne(vm *rt.VM, p uintptr, i int, v rt.Value) error {
	d := cu.c.d
	var rc int32
	if cu.c.mod != nil && (cu.adaptBase || !isBaseType(vm, v)) {
		var err error
		if v, err = cu.c.adapt(vm, v); err != nil {
			return err
		}
	}
	switch {
	case v == rt.None:
		rc = sqlite.Xsqlite3_bind_null(d.tls, p, int32(i))
	case v.IsSmallInt():
		rc = sqlite.Xsqlite3_bind_int64(d.tls, p, int32(i), v.Int())
	case v.IsFloat():
		rc = sqlite.Xsqlite3_bind_double(d.tls, p, int32(i), v.Float())
	case v == rt.True:
		rc = sqlite.Xsqlite3_bind_int64(d.tls, p, int32(i), 1)
	case v == rt.False:
		rc = sqlite.Xsqlite3_bind_int64(d.tls, p, int32(i), 0)
	default:
		switch o := vm.Get0(v).(type) {
		case *rt.Str:
			s := o.S
			if !utf8.ValidString(s) {
				return vm.NewError(rt.UnicodeEncodeErrorType, "'utf-8' codec can't encode character: surrogates not allowed")
			}
			rc = sqlite.Xsqlite3_bind_text(d.tls, p, int32(i), d.cstr(s), int32(len(s)), sqlite.SQLITE_TRANSIENT)
		case *rt.Int:
			if !o.V.IsInt64() {
				return vm.NewError(rt.OverflowErrorType, "Python int too large to convert to SQLite INTEGER")
			}
			rc = sqlite.Xsqlite3_bind_int64(d.tls, p, int32(i), o.V.Int64())
		case *rt.Float:
			rc = sqlite.Xsqlite3_bind_double(d.tls, p, int32(i), o.V)
		case *rt.Bytes:
			rc = sqlite.Xsqlite3_bind_blob(d.tls, p, int32(i), d.cbytes(o.B), int32(len(o.B)), sqlite.SQLITE_TRANSIENT)
		default:
			cls := vm.ClassOf(v)
			if cls.IsSubclass(rt.IntType) || cls.IsSubclass(rt.FloatType) || cls.IsSubclass(rt.StrType) {
				return cu.bindSub(vm, p, i, v, cls)
			}
			if b, err := vm.BufferOf(v); err == nil {
				rc = sqlite.Xsqlite3_bind_blob(d.tls, p, int32(i), d.cbytes(b), int32(len(b)), sqlite.SQLITE_TRANSIENT)
				break
			}
			return vm.Errorf(ProgrammingErrorType, "Error binding parameter %d: type '%s' is not supported", i, vm.TypeName(v))
		}
	}
	if rc != 0 {
		return cu.c.lastError(vm, rc)
	}
	return nil
}

// bindSub binds an instance of a subclass of int, float or str.
func (cu *Cursor) bindSub(vm *rt.VM, p uintptr, i int, v rt.Value, cls *rt.Class) error {
	var conv rt.Value
	var err error
	switch {
	case cls.IsSubclass(rt.IntType):
		conv, err = vm.Call(rt.IntType.Self(), []rt.Value{v}, nil)
	case cls.IsSubclass(rt.FloatType):
		conv, err = vm.Call(rt.FloatType.Self(), []rt.Value{v}, nil)
	default:
		conv, err = vm.Call(rt.StrType.Self(), []rt.Value{v}, nil)
	}
	if err != nil {
		return err
	}
	mod := cu.c.mod
	cu.c.mod = nil // no second adaptation
	err = cu.bindOne(vm, p, i, conv)
	cu.c.mod = mod
	return err
}

// isBaseType reports whether v is None or exactly an int, float, str or
// bytearray, which are adapted only when an adapter was registered for one
// of those types (as CPython's need_adapt).
func isBaseType(vm *rt.VM, v rt.Value) bool {
	if v == rt.None || v.IsSmallInt() || v.IsFloat() {
		return true
	}
	switch o := vm.Get0(v).(type) {
	case *rt.Str:
		return o.Class() == rt.StrType
	case *rt.Int:
		return o.Class() == rt.IntType
	case *rt.Float:
		return o.Class() == rt.FloatType
	case *rt.ByteArray:
		return o.Class() == rt.ByteArrayType
	}
	return false
}

// adapt applies a registered adapter to v, if any.
func (c *Conn) adapt(vm *rt.VM, v rt.Value) (rt.Value, error) {
	ad, ok := c.mod.GetStr(vm, "adapters")
	if !ok {
		return v, nil
	}
	d, ok := vm.Get0(ad).(*rt.Dict)
	if !ok || d.Len() == 0 {
		return v, nil
	}
	key := vm.NewTuple([]rt.Value{vm.ClassOf(v).Self(), PrepareProtocolType.Self()})
	f, found, err := d.Get(vm, key)
	if err != nil {
		return v, err
	}
	if !found {
		return v, nil
	}
	return vm.Call(f, []rt.Value{v}, nil)
}

// bind binds the parameters of a statement.
func (cu *Cursor) bind(vm *rt.VM, st *stmt, params rt.Value) error {
	d := cu.c.d
	p := st.p
	n := int(sqlite.Xsqlite3_bind_parameter_count(d.tls, p))
	if params == rt.Unbound {
		params = rt.None
	}
	var items []rt.Value
	switch o := vm.Get0(params).(type) {
	case *rt.Tuple:
		items = o.Items
	case *rt.List:
		items = o.Items
	case *rt.Dict:
		if o.Class() == rt.DictType || !isSequence(vm, params) {
			return cu.bindNamed(vm, p, n, params)
		}
	}
	if items == nil {
		if params == rt.None {
			if n == 0 {
				return nil
			}
			return vm.NewError(ProgrammingErrorType, "parameters are of unsupported type")
		}
		if vm.IsInstance(params, rt.DictType) {
			return cu.bindNamed(vm, p, n, params)
		}
		if !isSequence(vm, params) {
			return vm.NewError(ProgrammingErrorType, "parameters are of unsupported type")
		}
		ln, err := vm.Len(params)
		if err != nil {
			return err
		}
		if ln != n {
			return vm.Errorf(ProgrammingErrorType, "Incorrect number of bindings supplied. The current statement uses %d, and there are %d supplied.", n, ln)
		}
		for i := 0; i < n; i++ {
			v, err := vm.GetItem(params, rt.SmallInt(int64(i)))
			if err != nil {
				return err
			}
			if err := cu.bindOne(vm, p, i+1, v); err != nil {
				return err
			}
		}
		return nil
	}
	if len(items) != n {
		return vm.Errorf(ProgrammingErrorType, "Incorrect number of bindings supplied. The current statement uses %d, and there are %d supplied.", n, len(items))
	}
	for i := 0; i < n; i++ {
		if err := cu.bindOne(vm, p, i+1, items[i]); err != nil {
			return err
		}
	}
	return nil
}

func isSequence(vm *rt.VM, v rt.Value) bool {
	if vm.IsInstance(v, rt.DictType) {
		return false
	}
	_, ok := vm.ClassOf(v).Lookup(vm, "__getitem__")
	return ok
}

func (cu *Cursor) bindNamed(vm *rt.VM, p uintptr, n int, params rt.Value) error {
	d := cu.c.d
	for i := 1; i <= n; i++ {
		np := sqlite.Xsqlite3_bind_parameter_name(d.tls, p, int32(i))
		if np == 0 {
			return vm.Errorf(ProgrammingErrorType, "Binding %d has no name, but you supplied a dictionary (which has only names).", i)
		}
		name := libc.GoString(np)[1:]
		v, err := vm.GetItem(params, vm.NewStr(name))
		if err != nil {
			if rt.ExceptionMatches(err, rt.LookupErrorType) {
				return vm.Errorf(ProgrammingErrorType, "You did not supply a value for binding parameter :%s.", name)
			}
			return err
		}
		if err := cu.bindOne(vm, p, i, v); err != nil {
			return err
		}
	}
	return nil
}

// execute runs sql with one set of parameters (CPython's
// _pysqlite_query_execute for one statement).
func (cu *Cursor) execute(vm *rt.VM, sql rt.Value, params rt.Value, many bool) error {
	if err := cu.check(vm); err != nil {
		return err
	}
	s, ok := vm.StrOf(sql)
	if !ok {
		return vm.TypeError("execute() argument 1 must be str, not %s", vm.TypeName(sql))
	}
	cu.dropStmt()
	c := cu.c
	cu.adaptBase = false
	if c.mod != nil {
		if v, ok := c.mod.GetStr(vm, "_base_type_adapted"); ok {
			cu.adaptBase = v == rt.True
		}
	}
	st, err := c.getStmt(vm, s)
	if err != nil {
		return err
	}
	cu.locked = true
	defer func() { cu.locked = false }()
	cu.description = rt.None
	if st.p == 0 {
		st.inUse = false
		cu.rowcount = -1
		return nil
	}
	if st.isDML {
		cu.rowcount = 0
	} else {
		cu.rowcount = -1
	}
	if c.autocommit == autocommitLegacy && c.isolation != rt.None && st.isDML && c.d.autocommit() {
		if err := c.begin(vm); err != nil {
			c.release(st)
			return err
		}
	}
	var paramIter rt.Value
	if many {
		it, err := vm.Iter(params)
		if err != nil {
			c.release(st)
			return err
		}
		paramIter = it
	}
	d := c.d
	for {
		if many {
			pv, ok, err := vm.Next(paramIter)
			if err != nil {
				c.release(st)
				return err
			}
			if !ok {
				break
			}
			params = pv
			sqlite.Xsqlite3_reset(d.tls, st.p)
		}
		if err := cu.bind(vm, st, params); err != nil {
			c.release(st)
			return err
		}
		if !many {
			if err := cu.setupColumns(vm, st); err != nil {
				c.release(st)
				return err
			}
		}
		rc := sqlite.Xsqlite3_step(d.tls, st.p)
		if rc != sqlite.SQLITE_ROW && rc != sqlite.SQLITE_DONE {
			err := c.stepError(vm, st, rc)
			c.release(st)
			return err
		}
		if st.isDML && rc == sqlite.SQLITE_DONE {
			cu.rowcount += int64(sqlite.Xsqlite3_changes(d.tls, d.h))
		}
		if many {
			if rc == sqlite.SQLITE_ROW {
				c.release(st)
				return vm.NewError(ProgrammingErrorType, "executemany() can only execute DML statements.")
			}
			continue
		}
		cu.lastrowid = vm.NewInt(sqlite.Xsqlite3_last_insert_rowid(d.tls, d.h))
		if rc == sqlite.SQLITE_ROW {
			cu.setStmt(st)
		} else {
			c.release(st)
		}
		return nil
	}
	c.release(st)
	return nil
}

// stepError builds the exception for a failed step: the exception a user
// callback raised when tracebacks are on... otherwise SQLite's message.
func (c *Conn) stepError(vm *rt.VM, st *stmt, rc int32) error {
	// The error message is final once the statement is reset.
	rc2 := sqlite.Xsqlite3_reset(c.d.tls, st.p)
	if rc2 != 0 {
		rc = rc2
	}
	if c.lastCallback != nil {
		err := c.lastCallback
		c.lastCallback = nil
		if c.traceback {
			vm.WriteUnraisable(err, rt.None)
		}
	}
	return c.lastError(vm, rc)
}

// setupColumns computes description and the converters of a statement.
func (cu *Cursor) setupColumns(vm *rt.VM, st *stmt) error {
	d := cu.c.d
	n := st.ncols
	cu.convs = cu.convs[:0]
	if n == 0 {
		cu.description = rt.None
		return nil
	}
	var convDict *rt.Dict
	if cu.c.detectTypes != 0 && cu.c.mod != nil {
		if cv, ok := cu.c.mod.GetStr(vm, "converters"); ok {
			convDict, _ = vm.Get0(cv).(*rt.Dict)
		}
	}
	cols := make([]rt.Value, n)
	for i := 0; i < n; i++ {
		name := libc.GoString(sqlite.Xsqlite3_column_name(d.tls, st.p, int32(i)))
		conv := rt.Unbound
		if convDict != nil {
			if cu.c.detectTypes&parseColnames != 0 {
				if j := strings.Index(name, "["); j >= 0 {
					if k := strings.Index(name[j+1:], "]"); k >= 0 {
						key := strings.ToUpper(name[j+1 : j+1+k])
						if f, ok := convDict.GetStr(vm, key); ok {
							conv = f
						}
					}
				}
			}
			if conv == rt.Unbound && cu.c.detectTypes&parseDecltypes != 0 {
				if dt := sqlite.Xsqlite3_column_decltype(d.tls, st.p, int32(i)); dt != 0 {
					t := libc.GoString(dt)
					if j := strings.IndexAny(t, " ("); j >= 0 {
						t = t[:j]
					}
					if f, ok := convDict.GetStr(vm, strings.ToUpper(t)); ok {
						conv = f
					}
				}
			}
		}
		if cu.c.detectTypes&parseColnames != 0 {
			if j := strings.Index(name, " ["); j >= 0 {
				name = name[:j]
			} else if j := strings.Index(name, "["); j >= 0 {
				name = name[:j]
			}
		}
		cu.convs = append(cu.convs, conv)
		cols[i] = vm.NewTuple([]rt.Value{vm.NewStr(name), rt.None, rt.None, rt.None, rt.None, rt.None, rt.None})
	}
	hasConv := false
	for _, c := range cu.convs {
		if c != rt.Unbound {
			hasConv = true
		}
	}
	if !hasConv {
		cu.convs = cu.convs[:0]
	}
	cu.description = vm.NewTuple(cols)
	return nil
}

// column returns column i of the current row.
func (cu *Cursor) column(vm *rt.VM, st *stmt, i int) (rt.Value, error) {
	d := cu.c.d
	p := st.p
	if len(cu.convs) > 0 && cu.convs[i] != rt.Unbound {
		t := sqlite.Xsqlite3_column_type(d.tls, p, int32(i))
		if t == sqlite.SQLITE_NULL {
			return rt.None, nil
		}
		b := sqlite.Xsqlite3_column_blob(d.tls, p, int32(i))
		n := int(sqlite.Xsqlite3_column_bytes(d.tls, p, int32(i)))
		return vm.Call(cu.convs[i], []rt.Value{vm.NewBytes(goBytes(b, n))}, nil)
	}
	switch sqlite.Xsqlite3_column_type(d.tls, p, int32(i)) {
	case sqlite.SQLITE_INTEGER:
		return vm.NewInt(sqlite.Xsqlite3_column_int64(d.tls, p, int32(i))), nil
	case sqlite.SQLITE_FLOAT:
		f := sqlite.Xsqlite3_column_double(d.tls, p, int32(i))
		if math.IsNaN(f) {
			return rt.None, nil
		}
		return vm.NewFloat(f), nil
	case sqlite.SQLITE_TEXT:
		t := sqlite.Xsqlite3_column_text(d.tls, p, int32(i))
		n := int(sqlite.Xsqlite3_column_bytes(d.tls, p, int32(i)))
		tf := cu.c.textFactory
		if tf == rt.StrType.Self() {
			s := goString(t, n)
			if !utf8.ValidString(s) {
				name := libc.GoString(sqlite.Xsqlite3_column_name(d.tls, p, int32(i)))
				return rt.Unbound, vm.Errorf(OperationalErrorType, "Could not decode to UTF-8 column '%s' with text '%s'", name, strings.ToValidUTF8(s, "\ufffd"))
			}
			return vm.NewStr(s), nil
		}
		b := vm.NewBytes(goBytes(t, n))
		if tf == rt.BytesType.Self() {
			return b, nil
		}
		return vm.Call(tf, []rt.Value{b}, nil)
	case sqlite.SQLITE_BLOB:
		b := sqlite.Xsqlite3_column_blob(d.tls, p, int32(i))
		n := int(sqlite.Xsqlite3_column_bytes(d.tls, p, int32(i)))
		return vm.NewBytes(goBytes(b, n)), nil
	}
	return rt.None, nil
}

// next returns the next row (Unbound when there is none).
func (cu *Cursor) next(vm *rt.VM) (rt.Value, error) {
	if err := cu.check(vm); err != nil {
		return rt.Unbound, err
	}
	st := cu.st
	if st == nil {
		return rt.Unbound, nil
	}
	n := st.ncols
	items := make([]rt.Value, n)
	for i := 0; i < n; i++ {
		v, err := cu.column(vm, st, i)
		if err != nil {
			cu.dropStmt()
			return rt.Unbound, err
		}
		items[i] = v
	}
	row := vm.NewTuple(items)
	d := cu.c.d
	rc := sqlite.Xsqlite3_step(d.tls, st.p)
	switch rc {
	case sqlite.SQLITE_ROW:
	case sqlite.SQLITE_DONE:
		if st.isDML {
			cu.rowcount = int64(sqlite.Xsqlite3_changes(d.tls, d.h))
		}
		cu.dropStmt()
	default:
		err := cu.c.stepError(vm, st, rc)
		cu.dropStmt()
		return rt.Unbound, err
	}
	if cu.rowFactory != rt.None {
		return vm.Call(cu.rowFactory, []rt.Value{cu.Self(), row}, nil)
	}
	return row, nil
}

// Next implements rt.Iterator: for loops over a cursor fetch rows directly.
func (cu *Cursor) Next(vm *rt.VM) (rt.Value, bool, error) {
	r, err := cu.next(vm)
	if err != nil || r == rt.Unbound {
		return rt.Unbound, false, err
	}
	return r, true, nil
}
