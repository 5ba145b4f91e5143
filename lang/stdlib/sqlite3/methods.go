package sqlite3

import (
	"runtime"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"modernc.org/libc"
	sqlite "modernc.org/sqlite/lib"
)

type fn = func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error)

// connInit is Connection.__init__.
func connInit(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	c, err := connSelf(vm, args[0])
	if err != nil {
		return rt.Unbound, err
	}
	a, err := vm.BindArgs("Connection", args[1:], kw, []string{"database", "timeout", "detect_types",
		"isolation_level", "check_same_thread", "factory", "cached_statements", "uri", "autocommit"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	var name string
	switch o := vm.Get0(a[0]).(type) {
	case *rt.Str:
		name = o.S
	case *rt.Bytes:
		name = string(o.B)
	default:
		p, err := vm.CallMethod(a[0], "__fspath__")
		if err != nil {
			return rt.Unbound, vm.TypeError("expected str, bytes or os.PathLike object, not %s", vm.TypeName(a[0]))
		}
		s, ok := vm.StrOf(p)
		if !ok {
			return rt.Unbound, vm.TypeError("expected str, bytes or os.PathLike object, not %s", vm.TypeName(a[0]))
		}
		name = s
	}
	timeout := 5.0
	if a[1] != rt.Unbound {
		if a[1].IsFloat() {
			timeout = a[1].Float()
		} else if n, err := vm.ToInt64(a[1]); err == nil {
			timeout = float64(n)
		} else {
			return rt.Unbound, vm.TypeError("must be real number, not %s", vm.TypeName(a[1]))
		}
	}
	detect := int64(0)
	if a[2] != rt.Unbound {
		if detect, err = vm.ToInt64(a[2]); err != nil {
			return rt.Unbound, err
		}
	}
	iso := vm.NewStr("")
	if a[3] != rt.Unbound {
		iso = a[3]
	}
	uri := false
	if a[7] != rt.Unbound {
		if uri, err = vm.Truth(a[7]); err != nil {
			return rt.Unbound, err
		}
	}
	autocommit := autocommitLegacy
	if a[8] != rt.Unbound {
		if autocommit, err = autocommitArg(vm, a[8]); err != nil {
			return rt.Unbound, err
		}
	}
	memory := name == ":memory:" || name == "" || uri && (strings.Contains(name, "mode=memory") || strings.HasPrefix(name, "file::memory:"))
	if !memory && !vm.Allowed(rt.AccessFiles) {
		return rt.Unbound, vm.Denied("sqlite3.connect")
	}
	if strings.IndexByte(name, 0) >= 0 {
		return rt.Unbound, vm.ValueError("embedded null character")
	}
	if c.d != nil {
		c.closeDB()
	}
	// A connection is used by one VM, which runs one goroutine at a time:
	// SQLite's per-connection mutex is not needed.
	flags := int32(sqlite.SQLITE_OPEN_READWRITE | sqlite.SQLITE_OPEN_CREATE | sqlite.SQLITE_OPEN_NOMUTEX)
	if uri {
		flags |= sqlite.SQLITE_OPEN_URI
	}
	d, rc, msg := openDB(name, flags)
	if d == nil {
		return rt.Unbound, sqlError(vm, rc, msg)
	}
	sqlite.Xsqlite3_busy_timeout(d.tls, d.h, int32(timeout*1000))
	c.d = d
	c.closed = false
	c.initialized = true
	c.cache = map[string]*stmt{}
	c.funcs = map[uintptr]*udf{}
	c.aggs = map[uintptr]rt.Value{}
	c.detectTypes = int(detect)
	c.autocommit = autocommit
	c.rowFactory = rt.None
	c.textFactory = rt.StrType.Self()
	if err := c.setIsolation(vm, iso); err != nil {
		return rt.Unbound, err
	}
	if m, ok := vm.Modules.GetStr(vm, "_sqlite3"); ok {
		if mo, ok := vm.Get0(m).(*rt.Module); ok {
			c.mod = mo.InstanceDict()
			if tb, ok := c.mod.GetStr(vm, "_enable_callback_tracebacks"); ok {
				c.traceback = tb == rt.True
			}
		}
	}
	if autocommit == 0 {
		if rc := d.exec("BEGIN"); rc != 0 {
			return rt.Unbound, c.lastError(vm, rc)
		}
	}
	runtime.AddCleanup(c, func(d *db) {
		if d.h != 0 {
			d.close()
		}
	}, d)
	return rt.None, nil
}

func autocommitArg(vm *rt.VM, v rt.Value) (int, error) {
	switch v {
	case rt.True:
		return 1, nil
	case rt.False:
		return 0, nil
	}
	if v.IsSmallInt() && v.Int() == autocommitLegacy {
		return autocommitLegacy, nil
	}
	return 0, vm.ValueError("autocommit must be True, False, or sqlite3.LEGACY_TRANSACTION_CONTROL")
}

func (c *Conn) setIsolation(vm *rt.VM, v rt.Value) error {
	if v == rt.None {
		c.isolation = rt.None
		c.isoText = ""
		return nil
	}
	s, ok := vm.StrOf(v)
	if !ok {
		return vm.TypeError("isolation_level must be str or None")
	}
	switch strings.ToUpper(s) {
	case "", "DEFERRED", "IMMEDIATE", "EXCLUSIVE":
	default:
		return vm.ValueError("isolation_level string must be '', 'DEFERRED', 'IMMEDIATE', or 'EXCLUSIVE'")
	}
	c.isolation = v
	c.isoText = s
	return nil
}

func newConn(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	c := &Conn{isolation: rt.None, rowFactory: rt.None, textFactory: rt.None, autocommit: autocommitLegacy}
	c.SetClass(cls)
	v := vm.Alloc(c)
	if cls != ConnectionType {
		c.SetInstanceDict(vm.NewDictObj())
	}
	return v, nil
}

func connMethod(name string, f func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error)) {
	ConnectionType.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("descriptor '%s' of 'sqlite3.Connection' object needs an argument", name)
		}
		c, err := connSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return f(vm, c, args[1:], kw)
	})
}

func cursorMethod(name string, f func(vm *rt.VM, cu *Cursor, args []rt.Value, kw []rt.Kwarg) (rt.Value, error)) {
	CursorType.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("descriptor '%s' of 'sqlite3.Cursor' object needs an argument", name)
		}
		cu, err := cursorSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return f(vm, cu, args[1:], kw)
	})
}

// makeCursor is Connection.cursor(factory).
func (c *Conn) makeCursor(vm *rt.VM, factory rt.Value) (rt.Value, *Cursor, error) {
	if err := c.check(vm); err != nil {
		return rt.Unbound, nil, err
	}
	var v rt.Value
	var cu *Cursor
	if factory == rt.Unbound || factory == CursorType.Self() {
		cu, v = newCursorObj(vm, CursorType)
		if err := cu.init(vm, c.Self()); err != nil {
			return rt.Unbound, nil, err
		}
	} else {
		r, err := vm.Call(factory, []rt.Value{c.Self()}, nil)
		if err != nil {
			return rt.Unbound, nil, err
		}
		var ok bool
		if cu, ok = vm.Get0(r).(*Cursor); !ok {
			return rt.Unbound, nil, vm.TypeError("factory must return a cursor, not %s", vm.TypeName(r))
		}
		v = r
	}
	if c.rowFactory != rt.None {
		cu.rowFactory = c.rowFactory
	}
	return v, cu, nil
}

func init() {
	ConnectionType.New = newConn
	ConnectionType.AddMethod("__init__", connInit)
	connMethod("cursor", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("cursor", args, kw, []string{"factory"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		v, _, err := c.makeCursor(vm, a[0])
		return v, err
	})
	connMethod("execute", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) < 1 || len(args) > 2 || len(kw) > 0 {
			return rt.Unbound, vm.TypeError("execute expected at most 2 arguments, got %d", len(args))
		}
		v, cu, err := c.makeCursor(vm, rt.Unbound)
		if err != nil {
			return rt.Unbound, err
		}
		params := rt.Unbound
		if len(args) == 2 {
			params = args[1]
		}
		if err := cu.execute(vm, args[0], params, false); err != nil {
			return rt.Unbound, err
		}
		return v, nil
	})
	connMethod("executemany", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 || len(kw) > 0 {
			return rt.Unbound, vm.TypeError("executemany expected 2 arguments, got %d", len(args))
		}
		v, cu, err := c.makeCursor(vm, rt.Unbound)
		if err != nil {
			return rt.Unbound, err
		}
		if err := cu.execute(vm, args[0], args[1], true); err != nil {
			return rt.Unbound, err
		}
		return v, nil
	})
	connMethod("executescript", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 1 || len(kw) > 0 {
			return rt.Unbound, vm.TypeError("executescript() takes exactly one argument (%d given)", len(args))
		}
		v, cu, err := c.makeCursor(vm, rt.Unbound)
		if err != nil {
			return rt.Unbound, err
		}
		if err := cu.executescript(vm, args[0]); err != nil {
			return rt.Unbound, err
		}
		return v, nil
	})
	connMethod("commit", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("commit", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		return rt.None, c.commit(vm)
	})
	connMethod("rollback", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("rollback", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		return rt.None, c.rollback(vm)
	})
	connMethod("close", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if !c.initialized {
			return rt.None, nil
		}
		if !c.closed && c.autocommit == 0 {
			if !c.d.autocommit() {
				c.d.exec("ROLLBACK")
			}
		}
		c.closeDB()
		return rt.None, nil
	})
	connMethod("__enter__", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := c.check(vm); err != nil {
			return rt.Unbound, err
		}
		return c.Self(), nil
	})
	connMethod("__exit__", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 3 {
			return rt.Unbound, vm.TypeError("__exit__ expected 3 arguments, got %d", len(args))
		}
		if args[0] == rt.None && args[1] == rt.None && args[2] == rt.None {
			if err := c.commit(vm); err != nil {
				_ = c.rollback(vm)
				return rt.Unbound, err
			}
			return rt.False, nil
		}
		if err := c.rollback(vm); err != nil {
			return rt.Unbound, err
		}
		return rt.False, nil
	})
	connMethod("create_function", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("create_function", args, kw, []string{"name", "narg", "func", "deterministic"}, 3)
		if err != nil {
			return rt.Unbound, err
		}
		if err := c.check(vm); err != nil {
			return rt.Unbound, err
		}
		name, ok := vm.StrOf(a[0])
		if !ok {
			return rt.Unbound, vm.TypeError("create_function() argument 'name' must be str, not %s", vm.TypeName(a[0]))
		}
		narg, err := vm.ToInt64(a[1])
		if err != nil {
			return rt.Unbound, err
		}
		flags := int32(sqlite.SQLITE_UTF8)
		if a[3] != rt.Unbound {
			if det, err := vm.Truth(a[3]); err != nil {
				return rt.Unbound, err
			} else if det {
				flags |= sqlite.SQLITE_DETERMINISTIC
			}
		}
		return rt.None, c.createFunc(vm, name, int32(narg), flags, a[2], udfScalar)
	})
	connMethod("create_aggregate", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("create_aggregate", args, kw, []string{"name", "n_arg", "aggregate_class"}, 3)
		if err != nil {
			return rt.Unbound, err
		}
		if err := c.check(vm); err != nil {
			return rt.Unbound, err
		}
		name, ok := vm.StrOf(a[0])
		if !ok {
			return rt.Unbound, vm.TypeError("create_aggregate() argument 'name' must be str, not %s", vm.TypeName(a[0]))
		}
		narg, err := vm.ToInt64(a[1])
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, c.createFunc(vm, name, int32(narg), sqlite.SQLITE_UTF8, a[2], udfAggregate)
	})
	connMethod("create_collation", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 || len(kw) > 0 {
			return rt.Unbound, vm.TypeError("create_collation expected 2 arguments, got %d", len(args))
		}
		if err := c.check(vm); err != nil {
			return rt.Unbound, err
		}
		name, ok := vm.StrOf(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("create_collation() argument 1 must be str, not %s", vm.TypeName(args[0]))
		}
		return rt.None, c.createFunc(vm, name, 0, sqlite.SQLITE_UTF8, args[1], udfCollation)
	})
	connMethod("interrupt", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := c.check(vm); err != nil {
			return rt.Unbound, err
		}
		sqlite.Xsqlite3_interrupt(c.d.tls, c.d.h)
		return rt.None, nil
	})
	connMethod("iterdump", func(vm *rt.VM, c *Conn, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.Unbound, vm.NewError(NotSupportedErrorType, "iterdump is not supported")
	})
	ConnectionType.AddGetSet("isolation_level", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		c, err := connSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		if err := c.check(vm); err != nil {
			return rt.Unbound, err
		}
		return c.isolation, nil
	}, func(vm *rt.VM, self, v rt.Value) error {
		c, err := connSelf(vm, self)
		if err != nil {
			return err
		}
		if err := c.check(vm); err != nil {
			return err
		}
		if v == rt.Unbound {
			return vm.NewError(rt.AttributeErrorType, "cannot delete attribute")
		}
		if v == rt.None && c.autocommit == autocommitLegacy && !c.d.autocommit() {
			if err := c.commit(vm); err != nil {
				return err
			}
		}
		return c.setIsolation(vm, v)
	})
	ConnectionType.AddGetSet("autocommit", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		c, err := connSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		if err := c.check(vm); err != nil {
			return rt.Unbound, err
		}
		switch c.autocommit {
		case 1:
			return rt.True, nil
		case 0:
			return rt.False, nil
		}
		return rt.SmallInt(autocommitLegacy), nil
	}, func(vm *rt.VM, self, v rt.Value) error {
		c, err := connSelf(vm, self)
		if err != nil {
			return err
		}
		if err := c.check(vm); err != nil {
			return err
		}
		ac, err := autocommitArg(vm, v)
		if err != nil {
			return err
		}
		c.autocommit = ac
		if ac == 1 && !c.d.autocommit() {
			if rc := c.d.exec("COMMIT"); rc != 0 {
				return c.lastError(vm, rc)
			}
		} else if ac == 0 && c.d.autocommit() {
			if rc := c.d.exec("BEGIN"); rc != 0 {
				return c.lastError(vm, rc)
			}
		}
		return nil
	})
	ConnectionType.AddGetter("in_transaction", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		c, err := connSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		if err := c.check(vm); err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(!c.d.autocommit()), nil
	})
	ConnectionType.AddGetter("total_changes", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		c, err := connSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		if err := c.check(vm); err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(sqlite.Xsqlite3_total_changes64(c.d.tls, c.d.h)), nil
	})
	valueProp := func(name string, field func(c *Conn) *rt.Value) {
		ConnectionType.AddGetSet(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			c, err := connSelf(vm, self)
			if err != nil {
				return rt.Unbound, err
			}
			return *field(c), nil
		}, func(vm *rt.VM, self, v rt.Value) error {
			c, err := connSelf(vm, self)
			if err != nil {
				return err
			}
			if v == rt.Unbound {
				v = rt.None
			}
			*field(c) = v
			return nil
		})
	}
	valueProp("row_factory", func(c *Conn) *rt.Value { return &c.rowFactory })
	valueProp("text_factory", func(c *Conn) *rt.Value { return &c.textFactory })
	for name, cls := range excClasses {
		ConnectionType.AddGetter(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) { return cls.Self(), nil })
	}

	// Cursor.
	CursorType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		_, v := newCursorObj(vm, cls)
		return v, nil
	}
	CursorType.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		cu, err := cursorSelf(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) != 2 || len(kw) > 0 {
			return rt.Unbound, vm.TypeError("Cursor() takes exactly 1 argument (%d given)", len(args)-1)
		}
		return rt.None, cu.init(vm, args[1])
	})
	cursorMethod("execute", func(vm *rt.VM, cu *Cursor, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("execute", args, kw, []string{"sql", "parameters"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		if err := cu.execute(vm, a[0], a[1], false); err != nil {
			return rt.Unbound, err
		}
		return cu.Self(), nil
	})
	cursorMethod("executemany", func(vm *rt.VM, cu *Cursor, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("executemany", args, kw, []string{"sql", "seq_of_parameters"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		if err := cu.execute(vm, a[0], a[1], true); err != nil {
			return rt.Unbound, err
		}
		return cu.Self(), nil
	})
	cursorMethod("executescript", func(vm *rt.VM, cu *Cursor, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("executescript", args, kw, []string{"sql_script"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		if err := cu.executescript(vm, a[0]); err != nil {
			return rt.Unbound, err
		}
		return cu.Self(), nil
	})
	cursorMethod("fetchone", func(vm *rt.VM, cu *Cursor, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, err := cu.next(vm)
		if err != nil {
			return rt.Unbound, err
		}
		if r == rt.Unbound {
			return rt.None, nil
		}
		return r, nil
	})
	cursorMethod("fetchmany", func(vm *rt.VM, cu *Cursor, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("fetchmany", args, kw, []string{"size"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		n := cu.arraysize
		if a[0] != rt.Unbound {
			if n, err = vm.ToInt64(a[0]); err != nil {
				return rt.Unbound, err
			}
		}
		var out []rt.Value
		for i := int64(0); i < n; i++ {
			r, err := cu.next(vm)
			if err != nil {
				return rt.Unbound, err
			}
			if r == rt.Unbound {
				break
			}
			out = append(out, r)
		}
		return vm.NewList(out), nil
	})
	cursorMethod("fetchall", func(vm *rt.VM, cu *Cursor, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("fetchall", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		var out []rt.Value
		for {
			r, err := cu.next(vm)
			if err != nil {
				return rt.Unbound, err
			}
			if r == rt.Unbound {
				break
			}
			out = append(out, r)
		}
		return vm.NewList(out), nil
	})
	cursorMethod("__iter__", func(vm *rt.VM, cu *Cursor, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return cu.Self(), nil
	})
	cursorMethod("__next__", func(vm *rt.VM, cu *Cursor, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, err := cu.next(vm)
		if err != nil {
			return rt.Unbound, err
		}
		if r == rt.Unbound {
			return rt.Unbound, vm.NewError(rt.StopIterationType, "")
		}
		return r, nil
	})
	cursorMethod("close", func(vm *rt.VM, cu *Cursor, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if !cu.initialized {
			return rt.Unbound, vm.NewError(ProgrammingErrorType, "Base Cursor.__init__ not called.")
		}
		if cu.locked {
			return rt.Unbound, vm.NewError(ProgrammingErrorType, "Recursive use of cursors not allowed.")
		}
		if !cu.c.closed {
			cu.dropStmt()
		}
		cu.closed = true
		return rt.None, nil
	})
	noop := func(vm *rt.VM, cu *Cursor, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.None, nil }
	cursorMethod("setinputsizes", noop)
	cursorMethod("setoutputsize", noop)
	CursorType.AddGetter("description", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		cu, err := cursorSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return cu.description, nil
	})
	CursorType.AddGetter("rowcount", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		cu, err := cursorSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(cu.rowcount), nil
	})
	CursorType.AddGetter("lastrowid", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		cu, err := cursorSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return cu.lastrowid, nil
	})
	CursorType.AddGetter("connection", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		cu, err := cursorSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return cu.connV, nil
	})
	CursorType.AddGetSet("arraysize", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		cu, err := cursorSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(cu.arraysize), nil
	}, func(vm *rt.VM, self, v rt.Value) error {
		cu, err := cursorSelf(vm, self)
		if err != nil {
			return err
		}
		if v == rt.Unbound {
			return vm.NewError(rt.AttributeErrorType, "cannot delete attribute")
		}
		if !vm.IsInstance(v, rt.IntType) {
			return vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(v))
		}
		n, err := vm.ToInt64(v)
		if err != nil {
			return err
		}
		cu.arraysize = n
		return nil
	})
	CursorType.AddGetSet("row_factory", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		cu, err := cursorSelf(vm, self)
		if err != nil {
			return rt.Unbound, err
		}
		return cu.rowFactory, nil
	}, func(vm *rt.VM, self, v rt.Value) error {
		cu, err := cursorSelf(vm, self)
		if err != nil {
			return err
		}
		if v == rt.Unbound {
			v = rt.None
		}
		cu.rowFactory = v
		return nil
	})

	initRow()

	register("_sqlite3", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_sqlite3")
		rt.FillModule(vm, m, funcs)
		d := m.InstanceDict()
		for name, cls := range excClasses {
			d.SetStr(vm, name, cls.Self())
		}
		d.SetStr(vm, "Connection", ConnectionType.Self())
		d.SetStr(vm, "Cursor", CursorType.Self())
		d.SetStr(vm, "Row", RowType.Self())
		d.SetStr(vm, "PrepareProtocol", PrepareProtocolType.Self())
		d.SetStr(vm, "adapters", vm.NewDict())
		d.SetStr(vm, "converters", vm.NewDict())
		tls := libc.NewTLS()
		d.SetStr(vm, "sqlite_version", vm.NewStr(libc.GoString(sqlite.Xsqlite3_libversion(tls))))
		tls.Close()
		for name, v := range map[string]int64{
			"PARSE_DECLTYPES": parseDecltypes, "PARSE_COLNAMES": parseColnames,
			"LEGACY_TRANSACTION_CONTROL": autocommitLegacy,
			"SQLITE_OK":                  0, "SQLITE_DENY": 1, "SQLITE_IGNORE": 2,
		} {
			d.SetStr(vm, name, rt.SmallInt(v))
		}
		for code, name := range errorNames {
			if code != 0 && code != 100 && code != 101 {
				d.SetStr(vm, name, rt.SmallInt(int64(code)))
			}
		}
		return m, nil
	})
}

// createFunc registers a scalar function, an aggregate or a collation.
func (c *Conn) createFunc(vm *rt.VM, name string, narg int32, flags int32, f rt.Value, kind int) error {
	d := c.d
	zname, _ := libc.CString(name)
	defer libc.Xfree(d.tls, zname)
	var rc int32
	if f == rt.None {
		if kind == udfCollation {
			rc = sqlite.Xsqlite3_create_collation_v2(d.tls, d.h, zname, sqlite.SQLITE_UTF8, 0, 0, 0)
		} else {
			rc = sqlite.Xsqlite3_create_function_v2(d.tls, d.h, zname, narg, flags, 0, 0, 0, 0, 0)
		}
	} else {
		if kind == udfCollation {
			if _, ok := vm.ClassOf(f).Lookup(vm, "__call__"); !ok {
				return vm.TypeError("parameter must be callable")
			}
		}
		u := &udf{vm: vm, c: c, fn: f, kind: kind}
		id := registerUDF(u)
		c.funcs[id] = u
		switch kind {
		case udfScalar:
			rc = sqlite.Xsqlite3_create_function_v2(d.tls, d.h, zname, narg, flags, id,
				cFunc(funcTrampoline), 0, 0, cFunc(destroyUDF))
		case udfAggregate:
			rc = sqlite.Xsqlite3_create_function_v2(d.tls, d.h, zname, narg, flags, id,
				0, cFunc(stepTrampoline), cFunc(finalTrampoline), cFunc(destroyUDF))
		case udfCollation:
			rc = sqlite.Xsqlite3_create_collation_v2(d.tls, d.h, zname, sqlite.SQLITE_UTF8, id,
				cFunc(collationTrampoline), cFunc(destroyUDF))
		}
	}
	if rc != 0 {
		if kind == udfCollation {
			return c.lastError(vm, rc)
		}
		return vm.NewError(OperationalErrorType, "Error creating function")
	}
	return nil
}

// executescript runs every statement of a script (committing a pending
// transaction first, as the legacy transaction control does).
func (cu *Cursor) executescript(vm *rt.VM, script rt.Value) error {
	if err := cu.check(vm); err != nil {
		return err
	}
	s, ok := vm.StrOf(script)
	if !ok {
		return vm.TypeError("executescript() argument must be str, not %s", vm.TypeName(script))
	}
	if strings.IndexByte(s, 0) >= 0 {
		return vm.ValueError("embedded null character")
	}
	c := cu.c
	cu.dropStmt()
	if c.autocommit == autocommitLegacy && !c.d.autocommit() {
		if rc := c.d.exec("COMMIT"); rc != 0 {
			return c.lastError(vm, rc)
		}
	}
	d := c.d
	off := 0
	for off < len(s) {
		p, next, rc := d.prepare(s, off)
		if rc != 0 {
			return c.lastError(vm, rc)
		}
		if p == 0 {
			break
		}
		for {
			rc = sqlite.Xsqlite3_step(d.tls, p)
			if rc != sqlite.SQLITE_ROW {
				break
			}
		}
		if rc != sqlite.SQLITE_DONE {
			err := c.lastError(vm, rc)
			sqlite.Xsqlite3_finalize(d.tls, p)
			return err
		}
		sqlite.Xsqlite3_finalize(d.tls, p)
		off = next
	}
	cu.description = rt.None
	cu.rowcount = -1
	return nil
}

var funcs = rt.StaticFuncs("_sqlite3", rt.ModuleFuncs{
	"complete_statement": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("complete_statement", args, kw, []string{"statement"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		s, ok := vm.StrOf(a[0])
		if !ok {
			return rt.Unbound, vm.TypeError("complete_statement() argument 'statement' must be str, not %s", vm.TypeName(a[0]))
		}
		tls := libc.NewTLS()
		defer tls.Close()
		p, _ := libc.CString(s)
		defer libc.Xfree(tls, p)
		return rt.Bool(sqlite.Xsqlite3_complete(tls, p) != 0), nil
	},
})
