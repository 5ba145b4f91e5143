package sqlite3

import (
	"strings"
	"sync"

	rt "github.com/cpjit/cpjit/lang/runtime"
	sqlite "modernc.org/sqlite/lib"
)

// Classes of the module.
var (
	ConnectionType      = rt.ModuleClass("sqlite3", "sqlite3.Connection", nil)
	CursorType          = rt.ModuleClass("sqlite3", "sqlite3.Cursor", nil)
	RowType             = rt.ModuleClass("sqlite3", "sqlite3.Row", nil)
	PrepareProtocolType = rt.ModuleClass("sqlite3", "sqlite3.PrepareProtocol", nil)
	BlobType            = rt.ModuleClass("sqlite3", "sqlite3.Blob", nil)
)

const (
	autocommitLegacy = -1
	parseDecltypes   = 1
	parseColnames    = 2
	cacheSize        = 128
)

// stmt is a prepared statement.
type stmt struct {
	p      uintptr
	sql    string
	isDML  bool
	inUse  bool
	cached bool
	ncols  int
}

// Conn is a sqlite3.Connection.
type Conn struct {
	rt.Head
	d            *db
	closed       bool
	initialized  bool
	isolation    rt.Value // None or a str
	isoText      string
	autocommit   int
	rowFactory   rt.Value
	textFactory  rt.Value
	detectTypes  int
	cache        map[string]*stmt
	funcs        map[uintptr]*udf // this connection's user functions
	aggs         map[uintptr]rt.Value
	aggNext      uintptr
	mod          *rt.Dict // the _sqlite3 module's namespace (adapters, converters)
	pending      []*stmt  // statements of collected cursors, to give back
	mu           sync.Mutex
	collations   map[string]rt.Value
	traceback    bool
	lastCallback error
}

// Trace implements Object.
func (c *Conn) Trace(t *rt.Tracer) {
	t.Mark(c.isolation)
	t.Mark(c.rowFactory)
	t.Mark(c.textFactory)
	for _, u := range c.funcs {
		t.Mark(u.fn)
	}
	for _, v := range c.aggs {
		t.Mark(v)
	}
	for _, v := range c.collations {
		t.Mark(v)
	}
	if c.mod != nil {
		t.MarkObj(c.mod)
	}
}

func connSelf(vm *rt.VM, v rt.Value) (*Conn, error) {
	c, ok := vm.Get0(v).(*Conn)
	if !ok {
		return nil, vm.TypeError("descriptor requires a 'sqlite3.Connection' object but received '%s'", vm.TypeName(v))
	}
	return c, nil
}

// check is CPython's pysqlite_check_connection.
func (c *Conn) check(vm *rt.VM) error {
	if !c.initialized {
		return vm.NewError(ProgrammingErrorType, "Base Connection.__init__ not called.")
	}
	if c.closed {
		return vm.NewError(ProgrammingErrorType, "Cannot operate on a closed database.")
	}
	return nil
}

func (c *Conn) lastError(vm *rt.VM, rc int32) error {
	if c.d == nil || c.d.h == 0 {
		return sqlError(vm, rc, "unknown error")
	}
	code := c.d.errcode()
	if code == 0 {
		code = rc
	}
	return sqlError(vm, code, c.d.errmsg())
}

// drainPending gives back the statements of cursors that were collected
// while still holding one.
func (c *Conn) drainPending() {
	c.mu.Lock()
	p := c.pending
	c.pending = nil
	c.mu.Unlock()
	for _, st := range p {
		c.release(st)
	}
}

// getStmt returns a prepared statement for sql, from the cache when one is
// free there.
func (c *Conn) getStmt(vm *rt.VM, sql string) (*stmt, error) {
	if len(c.pending) > 0 {
		c.drainPending()
	}
	if st, ok := c.cache[sql]; ok && !st.inUse {
		st.inUse = true
		return st, nil
	}
	if strings.IndexByte(sql, 0) >= 0 {
		return nil, vm.NewError(ProgrammingErrorType, "the query contains a null character")
	}
	p, next, rc := c.d.prepare(sql, 0)
	if rc != 0 {
		return nil, c.lastError(vm, rc)
	}
	if p != 0 && !onlyTrivia(sql[next:]) {
		sqlite.Xsqlite3_finalize(c.d.tls, p)
		return nil, vm.NewError(ProgrammingErrorType, "You can only execute one statement at a time.")
	}
	st := &stmt{p: p, sql: sql, isDML: isDML(sql), inUse: true}
	if p != 0 {
		st.ncols = int(sqlite.Xsqlite3_column_count(c.d.tls, p))
	}
	if _, ok := c.cache[sql]; !ok && p != 0 {
		if len(c.cache) >= cacheSize {
			for k, old := range c.cache {
				if !old.inUse {
					sqlite.Xsqlite3_finalize(c.d.tls, old.p)
					old.p = 0
					delete(c.cache, k)
					break
				}
			}
		}
		if len(c.cache) < cacheSize {
			st.cached = true
			c.cache[sql] = st
		}
	}
	return st, nil
}

// release gives a statement back after use.
func (c *Conn) release(st *stmt) {
	if st == nil || st.p == 0 {
		return
	}
	if c.closed {
		return
	}
	sqlite.Xsqlite3_reset(c.d.tls, st.p)
	st.inUse = false
	if !st.cached {
		sqlite.Xsqlite3_finalize(c.d.tls, st.p)
		st.p = 0
	}
}

func (c *Conn) closeDB() {
	if c.closed || c.d == nil {
		c.closed = true
		return
	}
	for _, st := range c.cache {
		if st.p != 0 {
			sqlite.Xsqlite3_finalize(c.d.tls, st.p)
			st.p = 0
		}
	}
	c.cache = nil
	unregisterConn(c)
	c.d.close()
	c.closed = true
}

// begin runs the implicit BEGIN of the legacy transaction control.
func (c *Conn) begin(vm *rt.VM) error {
	if rc := c.d.exec("BEGIN " + c.isoText); rc != 0 {
		return c.lastError(vm, rc)
	}
	return nil
}

func (c *Conn) commit(vm *rt.VM) error {
	if err := c.check(vm); err != nil {
		return err
	}
	if c.autocommit == autocommitLegacy {
		if !c.d.autocommit() {
			if rc := c.d.exec("COMMIT"); rc != 0 {
				return c.lastError(vm, rc)
			}
		}
	} else if c.autocommit == 0 {
		if rc := c.d.exec("COMMIT"); rc != 0 {
			return c.lastError(vm, rc)
		}
		if rc := c.d.exec("BEGIN"); rc != 0 {
			return c.lastError(vm, rc)
		}
	}
	return nil
}

func (c *Conn) rollback(vm *rt.VM) error {
	if err := c.check(vm); err != nil {
		return err
	}
	if c.autocommit == autocommitLegacy {
		if !c.d.autocommit() {
			if rc := c.d.exec("ROLLBACK"); rc != 0 {
				return c.lastError(vm, rc)
			}
		}
	} else if c.autocommit == 0 {
		if rc := c.d.exec("ROLLBACK"); rc != 0 {
			return c.lastError(vm, rc)
		}
		if rc := c.d.exec("BEGIN"); rc != 0 {
			return c.lastError(vm, rc)
		}
	}
	return nil
}

// onlyTrivia reports whether s holds only white space, comments and
// semicolons.
func onlyTrivia(s string) bool {
	for i := 0; i < len(s); {
		switch ch := s[i]; {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == ';':
			i++
		case ch == '-' && i+1 < len(s) && s[i+1] == '-':
			j := strings.IndexByte(s[i:], '\n')
			if j < 0 {
				return true
			}
			i += j + 1
		case ch == '/' && i+1 < len(s) && s[i+1] == '*':
			j := strings.Index(s[i+2:], "*/")
			if j < 0 {
				return true
			}
			i += j + 4
		default:
			return false
		}
	}
	return true
}

// isDML reports whether sql starts (after white space and comments) with
// INSERT, UPDATE, DELETE or REPLACE.
func isDML(sql string) bool {
	s := sql
	for {
		s = strings.TrimLeft(s, " \t\n\r\f")
		if strings.HasPrefix(s, "--") {
			j := strings.IndexByte(s, '\n')
			if j < 0 {
				return false
			}
			s = s[j+1:]
			continue
		}
		if strings.HasPrefix(s, "/*") {
			j := strings.Index(s[2:], "*/")
			if j < 0 {
				return false
			}
			s = s[j+4:]
			continue
		}
		break
	}
	if len(s) < 6 {
		return false
	}
	w := strings.ToLower(s[:6])
	if w == "insert" || w == "update" || w == "delete" {
		return true
	}
	return len(s) >= 7 && strings.EqualFold(s[:7], "replace")
}
