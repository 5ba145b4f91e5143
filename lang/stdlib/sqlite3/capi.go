package sqlite3

import (
	"unsafe"

	"modernc.org/libc"
	sqlite "modernc.org/sqlite/lib"
)

// db is one open SQLite database and the thread-local state that the
// translated C library needs (one per connection: a VM runs one goroutine
// at a time).
type db struct {
	tls     *libc.TLS
	h       uintptr // sqlite3*
	scratch uintptr // C buffer for strings passed in
	scrN    int
	out     uintptr // 2 pointer slots for out-parameters
}

func openDB(name string, flags int32) (*db, int32, string) {
	d := &db{tls: libc.NewTLS()}
	d.out = libc.Xmalloc(d.tls, 16)
	cname := d.cstr(name)
	rc := sqlite.Xsqlite3_open_v2(d.tls, cname, d.out, flags, 0)
	d.h = *(*uintptr)(cptr(d.out))
	if rc != sqlite.SQLITE_OK {
		msg := ""
		if d.h != 0 {
			msg = d.errmsg()
			sqlite.Xsqlite3_close_v2(d.tls, d.h)
		} else {
			msg = libc.GoString(sqlite.Xsqlite3_errstr(d.tls, rc))
		}
		d.h = 0
		d.free()
		return nil, rc, msg
	}
	sqlite.Xsqlite3_extended_result_codes(d.tls, d.h, 1)
	return d, 0, ""
}

// cstr copies s into the scratch buffer, NUL-terminated.
func (d *db) cstr(s string) uintptr {
	n := len(s) + 1
	if n > d.scrN {
		if d.scratch != 0 {
			libc.Xfree(d.tls, d.scratch)
		}
		size := max(n, 256)
		d.scratch = libc.Xmalloc(d.tls, uint64(size))
		d.scrN = size
	}
	b := unsafe.Slice((*byte)(cptr(d.scratch)), n)
	copy(b, s)
	b[n-1] = 0
	return d.scratch
}

func (d *db) cbytes(s []byte) uintptr {
	n := len(s) + 1
	if n > d.scrN {
		if d.scratch != 0 {
			libc.Xfree(d.tls, d.scratch)
		}
		size := max(n, 256)
		d.scratch = libc.Xmalloc(d.tls, uint64(size))
		d.scrN = size
	}
	b := unsafe.Slice((*byte)(cptr(d.scratch)), n)
	copy(b, s)
	return d.scratch
}

func (d *db) errmsg() string { return libc.GoString(sqlite.Xsqlite3_errmsg(d.tls, d.h)) }

func (d *db) errcode() int32 { return sqlite.Xsqlite3_extended_errcode(d.tls, d.h) }

func (d *db) close() {
	if d.h != 0 {
		sqlite.Xsqlite3_close_v2(d.tls, d.h)
		d.h = 0
	}
	d.free()
}

func (d *db) free() {
	if d.scratch != 0 {
		libc.Xfree(d.tls, d.scratch)
		d.scratch = 0
		d.scrN = 0
	}
	if d.out != 0 {
		libc.Xfree(d.tls, d.out)
		d.out = 0
	}
	d.tls.Close()
}

// prepare compiles the first statement of sql starting at byte off and
// returns it (0 for an empty statement) and the offset of the rest.
func (d *db) prepare(sql string, off int) (stmt uintptr, next int, rc int32) {
	base := d.cstr(sql)
	p := base + uintptr(off)
	outs := unsafe.Slice((*uintptr)(cptr(d.out)), 2)
	rc = sqlite.Xsqlite3_prepare_v2(d.tls, d.h, p, int32(len(sql)-off+1), d.out, d.out+8)
	if rc != sqlite.SQLITE_OK {
		return 0, 0, rc
	}
	return outs[0], int(outs[1] - base), 0
}

func (d *db) autocommit() bool { return sqlite.Xsqlite3_get_autocommit(d.tls, d.h) != 0 }

// exec runs a statement without results (BEGIN, COMMIT, ROLLBACK).
func (d *db) exec(sql string) int32 {
	st, _, rc := d.prepare(sql, 0)
	if rc != 0 {
		return rc
	}
	rc = sqlite.Xsqlite3_step(d.tls, st)
	sqlite.Xsqlite3_finalize(d.tls, st)
	if rc == sqlite.SQLITE_DONE || rc == sqlite.SQLITE_ROW {
		return 0
	}
	return rc
}

func goBytes(p uintptr, n int) []byte {
	if p == 0 || n == 0 {
		return []byte{}
	}
	return append([]byte(nil), unsafe.Slice((*byte)(cptr(p)), n)...)
}

func goString(p uintptr, n int) string {
	if p == 0 || n == 0 {
		return ""
	}
	return string(unsafe.Slice((*byte)(cptr(p)), n))
}

// cFunc turns a top-level Go function into the pointer that the translated
// C code calls through (modernc's function-value representation).
func cFunc[T any](f T) uintptr {
	return *(*uintptr)(unsafe.Pointer(&struct{ f T }{f}))
}

// cptr views a C address (memory that libc allocated, outside Go's heap) as
// an unsafe.Pointer.
func cptr(p uintptr) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&p)) }

func init() {
	// Without memory statistics SQLite's allocator takes no global mutex
	// (the statistics are not exposed by the module). This must run before
	// SQLite initialises, at the first open.
	tls := libc.NewTLS()
	va := libc.Xmalloc(tls, 8)
	sqlite.Xsqlite3_config(tls, sqlite.SQLITE_CONFIG_MEMSTATUS, libc.VaList(va, int32(0)))
	libc.Xfree(tls, va)
	tls.Close()
}
