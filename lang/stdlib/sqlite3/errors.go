package sqlite3

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
	sqlite "modernc.org/sqlite/lib"
)

func excClass(name string, base *rt.Class) *rt.Class {
	c := rt.NewExcClass(name, base)
	c.SetAttrStatic("__module__", rt.StaticStr("sqlite3"))
	return c
}

// The DB-API exception hierarchy, as sqlite3 defines it.
var (
	WarningType           = excClass("Warning", rt.ExceptionType)
	ErrorType             = excClass("Error", rt.ExceptionType)
	InterfaceErrorType    = excClass("InterfaceError", ErrorType)
	DatabaseErrorType     = excClass("DatabaseError", ErrorType)
	InternalErrorType     = excClass("InternalError", DatabaseErrorType)
	OperationalErrorType  = excClass("OperationalError", DatabaseErrorType)
	ProgrammingErrorType  = excClass("ProgrammingError", DatabaseErrorType)
	IntegrityErrorType    = excClass("IntegrityError", DatabaseErrorType)
	DataErrorType         = excClass("DataError", DatabaseErrorType)
	NotSupportedErrorType = excClass("NotSupportedError", DatabaseErrorType)
)

var excClasses = map[string]*rt.Class{
	"Warning": WarningType, "Error": ErrorType, "InterfaceError": InterfaceErrorType,
	"DatabaseError": DatabaseErrorType, "InternalError": InternalErrorType,
	"OperationalError": OperationalErrorType, "ProgrammingError": ProgrammingErrorType,
	"IntegrityError": IntegrityErrorType, "DataError": DataErrorType,
	"NotSupportedError": NotSupportedErrorType,
}

// classForCode maps a primary result code to the exception sqlite3 raises.
func classForCode(rc int32) *rt.Class {
	switch rc & 0xff {
	case sqlite.SQLITE_INTERNAL, sqlite.SQLITE_NOTFOUND:
		return InternalErrorType
	case sqlite.SQLITE_NOMEM:
		return rt.MemoryErrorType
	case sqlite.SQLITE_ERROR, sqlite.SQLITE_PERM, sqlite.SQLITE_ABORT, sqlite.SQLITE_BUSY,
		sqlite.SQLITE_LOCKED, sqlite.SQLITE_READONLY, sqlite.SQLITE_INTERRUPT, sqlite.SQLITE_IOERR,
		sqlite.SQLITE_FULL, sqlite.SQLITE_CANTOPEN, sqlite.SQLITE_PROTOCOL, sqlite.SQLITE_EMPTY,
		sqlite.SQLITE_SCHEMA:
		return OperationalErrorType
	case sqlite.SQLITE_CORRUPT:
		return DatabaseErrorType
	case sqlite.SQLITE_TOOBIG:
		return DataErrorType
	case sqlite.SQLITE_CONSTRAINT, sqlite.SQLITE_MISMATCH:
		return IntegrityErrorType
	case sqlite.SQLITE_MISUSE, sqlite.SQLITE_RANGE:
		return InterfaceErrorType
	}
	return DatabaseErrorType
}

// errorNames are the names of SQLite's result codes, extended ones included.
var errorNames = map[int32]string{
	0: "SQLITE_OK", 1: "SQLITE_ERROR", 2: "SQLITE_INTERNAL", 3: "SQLITE_PERM", 4: "SQLITE_ABORT",
	5: "SQLITE_BUSY", 6: "SQLITE_LOCKED", 7: "SQLITE_NOMEM", 8: "SQLITE_READONLY",
	9: "SQLITE_INTERRUPT", 10: "SQLITE_IOERR", 11: "SQLITE_CORRUPT", 12: "SQLITE_NOTFOUND",
	13: "SQLITE_FULL", 14: "SQLITE_CANTOPEN", 15: "SQLITE_PROTOCOL", 16: "SQLITE_EMPTY",
	17: "SQLITE_SCHEMA", 18: "SQLITE_TOOBIG", 19: "SQLITE_CONSTRAINT", 20: "SQLITE_MISMATCH",
	21: "SQLITE_MISUSE", 22: "SQLITE_NOLFS", 23: "SQLITE_AUTH", 24: "SQLITE_FORMAT",
	25: "SQLITE_RANGE", 26: "SQLITE_NOTADB", 27: "SQLITE_NOTICE", 28: "SQLITE_WARNING",
	100: "SQLITE_ROW", 101: "SQLITE_DONE",
	275: "SQLITE_CONSTRAINT_CHECK", 531: "SQLITE_CONSTRAINT_COMMITHOOK",
	3091: "SQLITE_CONSTRAINT_DATATYPE", 787: "SQLITE_CONSTRAINT_FOREIGNKEY",
	1043: "SQLITE_CONSTRAINT_FUNCTION", 1299: "SQLITE_CONSTRAINT_NOTNULL",
	2835: "SQLITE_CONSTRAINT_PINNED", 1555: "SQLITE_CONSTRAINT_PRIMARYKEY",
	2579: "SQLITE_CONSTRAINT_ROWID", 1811: "SQLITE_CONSTRAINT_TRIGGER",
	2067: "SQLITE_CONSTRAINT_UNIQUE", 2323: "SQLITE_CONSTRAINT_VTAB",
	261: "SQLITE_BUSY_RECOVERY", 517: "SQLITE_BUSY_SNAPSHOT", 773: "SQLITE_BUSY_TIMEOUT",
	270: "SQLITE_CANTOPEN_NOTEMPDIR", 526: "SQLITE_CANTOPEN_ISDIR",
	782: "SQLITE_CANTOPEN_FULLPATH", 1038: "SQLITE_CANTOPEN_CONVPATH",
	264: "SQLITE_READONLY_RECOVERY", 520: "SQLITE_READONLY_CANTLOCK",
	776: "SQLITE_READONLY_ROLLBACK", 1032: "SQLITE_READONLY_DBMOVED",
	266: "SQLITE_IOERR_READ", 522: "SQLITE_IOERR_SHORT_READ", 778: "SQLITE_IOERR_WRITE",
	267: "SQLITE_CORRUPT_VTAB", 516: "SQLITE_ABORT_ROLLBACK", 262: "SQLITE_LOCKED_SHAREDCACHE",
	513: "SQLITE_ERROR_RETRY", 257: "SQLITE_ERROR_MISSING_COLLSEQ", 769: "SQLITE_ERROR_SNAPSHOT",
}

// sqlError builds the exception for result code rc with message msg, with
// the sqlite_errorcode and sqlite_errorname attributes CPython sets.
func sqlError(vm *rt.VM, rc int32, msg string) error {
	cls := classForCode(rc)
	if cls == rt.MemoryErrorType {
		return vm.NewError(cls, "")
	}
	e := vm.NewExceptionObj(cls, []rt.Value{vm.NewStr(msg)})
	_ = vm.GenericSetAttr(e.Self(), "sqlite_errorcode", rt.SmallInt(int64(rc)))
	name, ok := errorNames[rc]
	if !ok {
		name = errorNames[rc&0xff]
		if name == "" {
			name = "SQLITE_UNKNOWN"
		}
	}
	_ = vm.GenericSetAttr(e.Self(), "sqlite_errorname", vm.NewStr(name))
	return e
}
