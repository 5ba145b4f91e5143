package runtime

import (
	"fmt"
	"strconv"
	"strings"
	"syscall"

	"github.com/cpjit/cpjit/lang/internal/errtext"
)

// The exception classes' behaviour: BaseException's args/str/repr and
// chaining attributes, and the families with extra attributes (OSError,
// SyntaxError, ImportError, UnicodeError, AttributeError, NameError,
// StopIteration, SystemExit, ExceptionGroup). Their attributes live in
// Exception.Fields at the indexes below.

// Exception.Fields indexes per family.
const (
	objOSErrno, objOSStrerror, objOSFilename, objOSFilename2, objOSWritten, objOSN = 0, 1, 2, 3, 4, 5

	objSynMsg, objSynFilename, objSynLineno, objSynOffset, objSynText, objSynEndLineno, objSynEndOffset, objSynPrint, objSynN = 0, 1, 2, 3, 4, 5, 6, 7, 8

	objImpMsg, objImpName, objImpPath, objImpNameFrom, objImpN = 0, 1, 2, 3, 4

	objUniEncoding, objUniObject, objUniStart, objUniEnd, objUniReason, objUniN = 0, 1, 2, 3, 4, 5

	objAttrName, objAttrObj, objAttrN = 0, 1, 2

	objNameName, objNameN = 0, 1

	objEGMessage, objEGExceptions, objEGN = 0, 1, 2
)

// objField returns field i of e (None when unset).
func objField(e *Exception, i int) Value {
	if i < len(e.Fields) && e.Fields[i] != Unbound {
		return e.Fields[i]
	}
	return None
}

// objFieldOr is objField falling back to an instance-dict attribute of the
// same name (for exceptions whose creator stored attributes there).
func (vm *VM) objFieldOr(e *Exception, i int, name string) Value {
	if i < len(e.Fields) && e.Fields[i] != Unbound {
		return e.Fields[i]
	}
	if e.dict != nil {
		if v, ok := e.dict.GetStr(vm, name); ok {
			return v
		}
	}
	return None
}

// objSetField stores field i of a family with n fields.
func objSetField(e *Exception, i, n int, v Value) {
	if len(e.Fields) < n {
		f := make([]Value, n)
		copy(f, e.Fields)
		for j := len(e.Fields); j < n; j++ {
			f[j] = Unbound
		}
		e.Fields = f
	}
	e.Fields[i] = v
}

// objAttrErrorNamed returns an AttributeError with its name and obj
// attributes set (used by tracebacks for "Did you mean" suggestions).
func (vm *VM) objAttrErrorNamed(obj Value, name, msg string) error {
	e := vm.NewExceptionObj(AttributeErrorType, []Value{vm.NewStr(msg)})
	objSetField(e, objAttrName, objAttrN, vm.NewStr(name))
	objSetField(e, objAttrObj, objAttrN, obj)
	return e
}

// ObjExcSelf checks that a method's self is an exception.
func (vm *VM) ObjExcSelf(v Value, method string, owner *Class) (*Exception, error) {
	e, ok := vm.Get0(v).(*Exception)
	if !ok || !e.cls.IsSubclass(owner) {
		return nil, vm.TypeError("descriptor '%s' requires a '%s' object but received a '%s'", method, owner.Name, vm.TypeName(v))
	}
	return e, nil
}

// objExcArgs returns the items of e.args.
func (vm *VM) objExcArgs(e *Exception) []Value {
	if t, ok := vm.AsTuple(e.Args); ok {
		return t.Items
	}
	return nil
}

// objExcAlloc allocates an exception of class cls with args (the Go half of
// BaseException.__new__).
func objExcAlloc(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	return vm.newException(cls, args).self, nil
}

// objExcStr is BaseException.__str__.
func (vm *VM) objExcStr(e *Exception) (Value, error) {
	items := vm.objExcArgs(e)
	switch len(items) {
	case 0:
		return vm.NewStr(""), nil
	case 1:
		return vm.StrValue(items[0])
	}
	return vm.StrValue(e.Args)
}

// objExcRepr is BaseException.__repr__.
func (vm *VM) objExcRepr(e *Exception) (string, error) {
	items := vm.objExcArgs(e)
	name := e.cls.Name
	if len(items) == 1 {
		s, err := vm.Repr(items[0])
		if err != nil {
			return "", err
		}
		return name + "(" + s + ")", nil
	}
	s, err := vm.Repr(e.Args)
	if err != nil {
		return "", err
	}
	if len(items) == 0 {
		s = "()"
	}
	return name + s, nil
}

// objExcMethod registers an exception method taking exactly n arguments.
func objExcMethod(c *Class, name string, n int, f func(vm *VM, e *Exception, args []Value) (Value, error)) {
	c.AddMethod(name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of '%s' object needs an argument", name, c.Name)
		}
		e, err := vm.ObjExcSelf(args[0], name, c)
		if err != nil {
			return Unbound, err
		}
		if n >= 0 {
			if err := vm.objArgs(name, args, kw, n, n); err != nil {
				return Unbound, err
			}
		}
		return f(vm, e, args[1:])
	})
}

// objExcField registers a read-write member backed by Exception.Fields.
func objExcField(c *Class, name string, i, n int) {
	c.AddGetSet(name, func(vm *VM, self Value) (Value, error) {
		e, err := vm.ObjExcSelf(self, name, c)
		if err != nil {
			return Unbound, err
		}
		return vm.objFieldOr(e, i, name), nil
	}, func(vm *VM, self, v Value) error {
		e, err := vm.ObjExcSelf(self, name, c)
		if err != nil {
			return err
		}
		if v == Unbound {
			v = None
		}
		objSetField(e, i, n, v)
		return nil
	})
	objEnableDel(c, name)
}

// objExcKwOnly parses the keyword-only arguments of ImportError,
// AttributeError and NameError.__init__.
func (vm *VM) objExcKwOnly(cls *Class, kw []Kwarg, names ...string) ([]Value, error) {
	out := make([]Value, len(names))
	for i := range out {
		out[i] = None
	}
	for _, k := range kw {
		found := false
		for i, n := range names {
			if n == k.Name {
				out[i] = k.Value
				found = true
			}
		}
		if !found {
			return nil, vm.KeywordError(cls.Name+"()", k.Name, names)
		}
	}
	return out, nil
}

func init() {
	b := BaseExceptionType
	b.New = objExcAlloc
	objNewBound(b, "__new__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		_, cls, rest, err := vm.objNewArgs(args)
		if err != nil {
			return Unbound, err
		}
		return vm.allocInstance(cls, rest, kw)
	})
	b.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		e, err := vm.ObjExcSelf(args[0], "__init__", BaseExceptionType)
		if err != nil {
			return Unbound, err
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("%s() takes no keyword arguments", e.cls.Name)
		}
		if !sameItems(vm, e.Args, args[1:]) {
			// (Usually __new__ stored these arguments already: a
			// tuple is immutable, so the one it made serves.)
			e.Args = vm.NewTupleCopy(args[1:])
		}
		return None, nil
	})
	objExcMethod(b, "__str__", 0, func(vm *VM, e *Exception, _ []Value) (Value, error) { return vm.objExcStr(e) })
	objExcMethod(b, "__repr__", 0, func(vm *VM, e *Exception, _ []Value) (Value, error) {
		s, err := vm.objExcRepr(e)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(s), nil
	})
	objExcMethod(b, "__reduce__", 0, func(vm *VM, e *Exception, _ []Value) (Value, error) {
		if e.dict != nil && e.dict.Len() > 0 {
			return vm.NewTupleCopy([]Value{e.cls.self, e.Args, e.dict.self}), nil
		}
		return vm.NewTupleCopy([]Value{e.cls.self, e.Args}), nil
	})
	objExcMethod(b, "__setstate__", 1, func(vm *VM, e *Exception, a []Value) (Value, error) {
		if a[0] == None {
			return None, nil
		}
		d, ok := vm.AsDict(a[0])
		if !ok {
			return Unbound, vm.TypeError("state is not a dictionary")
		}
		for _, k := range d.Keys() {
			v, _, _ := d.Get(vm, k)
			name, ok := vm.StrOf(k)
			if !ok {
				return Unbound, vm.TypeError("attribute name must be string, not '%s'", vm.TypeName(k))
			}
			if err := vm.SetAttr(e.self, name, v); err != nil {
				return Unbound, err
			}
		}
		return None, nil
	})
	objExcMethod(b, "with_traceback", 1, func(vm *VM, e *Exception, a []Value) (Value, error) {
		if err := vm.objSetTraceback(e, a[0]); err != nil {
			return Unbound, err
		}
		return e.self, nil
	})
	objExcMethod(b, "add_note", 1, func(vm *VM, e *Exception, a []Value) (Value, error) {
		if _, ok := vm.AsStr(a[0]); !ok {
			return Unbound, vm.TypeError("note must be a str, not '%s'", vm.TypeName(a[0]))
		}
		if e.Notes == Unbound {
			e.Notes = vm.NewList(nil)
		}
		l, ok := vm.AsList(e.Notes)
		if !ok {
			return Unbound, vm.TypeError("Cannot add note: __notes__ is not a list")
		}
		l.Items = append(l.Items, a[0])
		return None, nil
	})
	getset := func(name string, get func(vm *VM, e *Exception) (Value, error), set func(vm *VM, e *Exception, v Value) error) {
		b.AddGetSet(name, func(vm *VM, self Value) (Value, error) {
			e, err := vm.ObjExcSelf(self, name, BaseExceptionType)
			if err != nil {
				return Unbound, err
			}
			return get(vm, e)
		}, func(vm *VM, self, v Value) error {
			e, err := vm.ObjExcSelf(self, name, BaseExceptionType)
			if err != nil {
				return err
			}
			return set(vm, e, v)
		})
		objEnableDel(b, name)
	}
	getset("args", func(vm *VM, e *Exception) (Value, error) { return e.Args, nil },
		func(vm *VM, e *Exception, v Value) error {
			if v == Unbound {
				return vm.TypeError("args may not be deleted")
			}
			items, err := vm.Collect(v)
			if err != nil {
				return err
			}
			e.Args = vm.NewTuple(items)
			return nil
		})
	getset("__traceback__", func(vm *VM, e *Exception) (Value, error) { return e.Traceback, nil },
		func(vm *VM, e *Exception, v Value) error {
			if v == Unbound {
				return vm.TypeError("__traceback__ may not be deleted")
			}
			return vm.objSetTraceback(e, v)
		})
	getset("__context__", func(vm *VM, e *Exception) (Value, error) { return e.Context, nil },
		func(vm *VM, e *Exception, v Value) error {
			if v == Unbound {
				return vm.TypeError("__context__ may not be deleted")
			}
			if _, ok := vm.Get0(v).(*Exception); !ok && v != None {
				return vm.TypeError("exception context must be None or derive from BaseException")
			}
			e.Context = v
			return nil
		})
	getset("__cause__", func(vm *VM, e *Exception) (Value, error) { return e.Cause, nil },
		func(vm *VM, e *Exception, v Value) error {
			if v == Unbound {
				return vm.TypeError("__cause__ may not be deleted")
			}
			if _, ok := vm.Get0(v).(*Exception); !ok && v != None {
				return vm.TypeError("exception cause must be None or derive from BaseException")
			}
			e.Cause = v
			e.SuppressContext = true
			return nil
		})
	getset("__suppress_context__", func(vm *VM, e *Exception) (Value, error) { return Bool(e.SuppressContext), nil },
		func(vm *VM, e *Exception, v Value) error {
			if v != True && v != False {
				return vm.TypeError("attribute value type must be bool")
			}
			e.SuppressContext = v == True
			return nil
		})
	getset("__notes__", func(vm *VM, e *Exception) (Value, error) {
		if e.Notes == Unbound {
			return Unbound, vm.objAttrErrorNamed(e.self, "__notes__", fmt.Sprintf("'%s' object has no attribute '__notes__'", e.cls.Name))
		}
		return e.Notes, nil
	}, func(vm *VM, e *Exception, v Value) error {
		e.Notes = v
		return nil
	})
	b.AddGetSet("__dict__", ObjDictGet, ObjDictSet)

	// KeyError: str() is the repr of a single key.
	objExcMethod(KeyErrorType, "__str__", 0, func(vm *VM, e *Exception, _ []Value) (Value, error) {
		if items := vm.objExcArgs(e); len(items) == 1 {
			s, err := vm.Repr(items[0])
			if err != nil {
				return Unbound, err
			}
			return vm.NewStr(s), nil
		}
		return vm.objExcStr(e)
	})

	// StopIteration.value and SystemExit.code.
	objExcMethod(StopIterationType, "__init__", -1, func(vm *VM, e *Exception, a []Value) (Value, error) {
		e.Args = vm.NewTuple(append([]Value(nil), a...))
		e.Value = None
		if len(a) > 0 {
			e.Value = a[0]
		}
		return None, nil
	})
	StopIterationType.AddGetSet("value", func(vm *VM, self Value) (Value, error) {
		e, err := vm.ObjExcSelf(self, "value", StopIterationType)
		if err != nil {
			return Unbound, err
		}
		return e.Value, nil
	}, func(vm *VM, self, v Value) error {
		e, err := vm.ObjExcSelf(self, "value", StopIterationType)
		if err != nil {
			return err
		}
		e.Value = v
		return nil
	})
	objExcMethod(SystemExitType, "__init__", -1, func(vm *VM, e *Exception, a []Value) (Value, error) {
		e.Args = vm.NewTuple(append([]Value(nil), a...))
		switch len(a) {
		case 0:
			e.Value = None
		case 1:
			e.Value = a[0]
		default:
			e.Value = e.Args
		}
		return None, nil
	})
	SystemExitType.AddGetSet("code", func(vm *VM, self Value) (Value, error) {
		e, err := vm.ObjExcSelf(self, "code", SystemExitType)
		if err != nil {
			return Unbound, err
		}
		return e.Value, nil
	}, func(vm *VM, self, v Value) error {
		e, err := vm.ObjExcSelf(self, "code", SystemExitType)
		if err != nil {
			return err
		}
		e.Value = v
		return nil
	})

	// The OSError aliases.
	builtinFuncs["IOError"] = OSErrorType.self
	builtinFuncs["EnvironmentError"] = OSErrorType.self
	objInitOSError()
	objInitSyntaxError()
	objInitImportError()
	objInitUnicodeErrors()
	objInitNameErrors()
	objInitExceptionGroup()
	objExcOwnSlots()
}

// CPython's builtin exception types carry their own __init__ (and most of
// them their own __new__) in their __dict__, even where they only inherit
// the behaviour. That is observable (`'__init__' in ValueError.__dict__`)
// and decides what a class with several exception bases does: in
// `class F(ValueError, OSError)` the MRO finds ValueError's __new__ and
// __init__, BaseException's, so OSError's arguments are not parsed
// (F(2, 'x').errno is None), as in CPython.
var (
	objExcOwnNewInit = strings.Fields(`BaseException BaseExceptionGroup Exception
		GeneratorExit KeyboardInterrupt ArithmeticError AssertionError BufferError
		EOFError LookupError MemoryError OSError ReferenceError RuntimeError
		StopAsyncIteration SystemError TypeError ValueError Warning
		FloatingPointError OverflowError ZeroDivisionError BytesWarning
		DeprecationWarning EncodingWarning FutureWarning ImportWarning
		PendingDeprecationWarning ResourceWarning RuntimeWarning SyntaxWarning
		UnicodeWarning UserWarning IndexError NotImplementedError
		PythonFinalizationError RecursionError UnicodeError UnicodeDecodeError
		UnicodeEncodeError UnicodeTranslateError`)
	objExcOwnInit = strings.Fields(`SystemExit AttributeError ImportError NameError
		StopIteration SyntaxError BlockingIOError ChildProcessError ConnectionError
		FileExistsError FileNotFoundError InterruptedError IsADirectoryError
		NotADirectoryError PermissionError ProcessLookupError TimeoutError
		IndentationError KeyError ModuleNotFoundError UnboundLocalError
		BrokenPipeError ConnectionAbortedError ConnectionRefusedError
		ConnectionResetError TabError`)
)

// objExcOwnSlots gives those types their own entries: __init__ is the
// inherited method itself (OSError's subclasses keep OSError's, which
// objOSUseInit recognises by identity), __new__ the inherited function
// bound to the type.
func objExcOwnSlots() {
	byName := map[string]*Class{}
	for _, c := range ExceptionClasses {
		byName[c.Name] = c
	}
	own := func(name string, withNew bool) {
		c := byName[name]
		if _, ok := c.Dict.GetStr(nil, "__init__"); !ok {
			v, _ := c.Lookup(nil, "__init__")
			c.Dict.setStatic("__init__", v)
		}
		if _, ok := c.Dict.GetStr(nil, "__new__"); withNew && !ok {
			v, _ := c.Lookup(nil, "__new__")
			objNewBound(c, "__new__", staticGet(v.index()).(*BuiltinFunction).Fn)
		}
	}
	for _, n := range objExcOwnNewInit {
		own(n, true)
	}
	for _, n := range objExcOwnInit {
		own(n, false)
	}
}

// objSetTraceback sets __traceback__ (None or a traceback object).
func (vm *VM) objSetTraceback(e *Exception, v Value) error {
	if v != None {
		if _, ok := vm.Get0(v).(*Traceback); !ok {
			return vm.TypeError("__traceback__ must be a traceback or None")
		}
	}
	e.Traceback = v
	return nil
}

// ---- OSError ----

// objErrnoClasses maps errno values to OSError subclasses.
var objErrnoClasses = map[int64]*Class{
	int64(syscall.EAGAIN):       BlockingIOErrorType,
	int64(syscall.EALREADY):     BlockingIOErrorType,
	int64(syscall.EINPROGRESS):  BlockingIOErrorType,
	int64(syscall.ECHILD):       ChildProcessErrorType,
	int64(syscall.EPIPE):        BrokenPipeErrorType,
	int64(syscall.ESHUTDOWN):    BrokenPipeErrorType,
	int64(syscall.ECONNABORTED): ConnectionAbortedErrorType,
	int64(syscall.ECONNREFUSED): ConnectionRefusedErrorType,
	int64(syscall.ECONNRESET):   ConnectionResetErrorType,
	int64(syscall.EEXIST):       FileExistsErrorType,
	int64(syscall.ENOENT):       FileNotFoundErrorType,
	int64(syscall.EISDIR):       IsADirectoryErrorType,
	int64(syscall.ENOTDIR):      NotADirectoryErrorType,
	int64(syscall.EINTR):        InterruptedErrorType,
	int64(syscall.EACCES):       PermissionErrorType,
	int64(syscall.EPERM):        PermissionErrorType,
	int64(syscall.ESRCH):        ProcessLookupErrorType,
	int64(syscall.ETIMEDOUT):    TimeoutErrorType,
}

var osErrorNewValue, osErrorInitValue Value

// objOSUseInit reports whether OSError's arguments are parsed by __init__
// rather than __new__ (a subclass overriding __init__ but not __new__).
func (vm *VM) objOSUseInit(c *Class) bool {
	initf, _ := c.Lookup(vm, "__init__")
	newf, _ := c.Lookup(vm, "__new__")
	return initf != osErrorInitValue && newf == osErrorNewValue
}

// objOSParse fills an OSError's fields from its constructor arguments as
// CPython's oserror_init does: (errno, strerror[, filename[, winerror[,
// filename2]]]); a filename is then left out of args. For BlockingIOError
// itself (not a subclass) a number in the third place is
// characters_written instead, and args keep it.
func (vm *VM) objOSParse(e *Exception, args []Value) error {
	e.Args = vm.NewTuple(append([]Value(nil), args...))
	if len(args) < 2 || len(args) > 5 {
		return nil
	}
	objSetField(e, objOSErrno, objOSN, args[0])
	objSetField(e, objOSStrerror, objOSN, args[1])
	if len(args) < 3 || args[2] == None {
		return nil
	}
	if e.cls == BlockingIOErrorType && vm.objIsNumber(args[2]) {
		n, err := vm.IndexBig(args[2])
		if err != nil {
			return err
		}
		if !n.IsInt64() {
			return vm.Errorf(ValueErrorType, "cannot fit '%s' into an index-sized integer", vm.TypeName(args[2]))
		}
		objSetField(e, objOSWritten, objOSN, vm.NewInt(n.Int64()))
		return nil
	}
	objSetField(e, objOSFilename, objOSN, args[2])
	if len(args) >= 5 && args[4] != None {
		objSetField(e, objOSFilename2, objOSN, args[4])
	}
	// filename, winerror and filename2 are not part of args.
	e.Args = vm.NewTupleCopy([]Value{args[0], args[1]})
	return nil
}

// objIsNumber is PyNumber_Check: an int, a float, a complex, or an object
// with __index__, __int__ or __float__.
func (vm *VM) objIsNumber(v Value) bool {
	if vm.IsInt(v) {
		return true
	}
	c := vm.ClassOf(v)
	if c.IsSubclass(FloatType) || c.IsSubclass(ComplexType) {
		return true
	}
	for _, name := range []string{"__index__", "__int__", "__float__"} {
		if _, ok := c.Lookup(vm, name); ok {
			return true
		}
	}
	return false
}

func objInitOSError() {
	c := OSErrorType
	osErrorNewValue = objNewBound(c, "__new__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		_, cls, rest, err := vm.objNewArgs(args)
		if err != nil {
			return Unbound, err
		}
		useInit := vm.objOSUseInit(cls)
		if !useInit {
			if len(kw) > 0 {
				return Unbound, vm.TypeError("%s() takes no keyword arguments", cls.Name)
			}
			if cls == OSErrorType && len(rest) >= 2 && len(rest) <= 5 && rest[0].IsSmallInt() {
				if sub, ok := objErrnoClasses[rest[0].Int()]; ok {
					cls = sub
				}
			}
		}
		v, err := vm.allocInstance(cls, nil, nil)
		if err != nil {
			return Unbound, err
		}
		e, ok := vm.Get0(v).(*Exception)
		if !ok {
			return v, nil
		}
		if !vm.objOSUseInit(cls) {
			if err := vm.objOSParse(e, rest); err != nil {
				return Unbound, err
			}
		} else {
			e.Args = EmptyTuple
		}
		return v, nil
	})
	c.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		e, err := vm.ObjExcSelf(args[0], "__init__", OSErrorType)
		if err != nil {
			return Unbound, err
		}
		if !vm.objOSUseInit(e.cls) {
			return None, nil
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("%s() takes no keyword arguments", e.cls.Name)
		}
		if err := vm.objOSParse(e, args[1:]); err != nil {
			return Unbound, err
		}
		return None, nil
	})
	osErrorInitValue, _ = c.Dict.GetStr(nil, "__init__")
	objExcMethod(c, "__str__", 0, func(vm *VM, e *Exception, _ []Value) (Value, error) {
		return vm.objOSStr(e)
	})
	objExcMethod(c, "__reduce__", 0, func(vm *VM, e *Exception, _ []Value) (Value, error) {
		args := e.Args
		if items := vm.objExcArgs(e); len(items) == 2 && objField(e, objOSFilename) != None {
			ext := []Value{items[0], items[1], objField(e, objOSFilename)}
			if f2 := objField(e, objOSFilename2); f2 != None {
				ext = append(ext, None, f2)
			}
			args = vm.NewTuple(ext)
		}
		if e.dict != nil && e.dict.Len() > 0 {
			return vm.NewTupleCopy([]Value{e.cls.self, args, e.dict.self}), nil
		}
		return vm.NewTupleCopy([]Value{e.cls.self, args}), nil
	})
	objExcField(c, "errno", objOSErrno, objOSN)
	objExcField(c, "strerror", objOSStrerror, objOSN)
	objExcField(c, "filename", objOSFilename, objOSN)
	objExcField(c, "filename2", objOSFilename2, objOSN)
	c.AddGetSet("characters_written", func(vm *VM, self Value) (Value, error) {
		e, err := vm.ObjExcSelf(self, "characters_written", OSErrorType)
		if err != nil {
			return Unbound, err
		}
		if objOSWritten >= len(e.Fields) || e.Fields[objOSWritten] == Unbound {
			return Unbound, vm.Errorf(AttributeErrorType, "characters_written")
		}
		return e.Fields[objOSWritten], nil
	}, func(vm *VM, self, v Value) error {
		e, err := vm.ObjExcSelf(self, "characters_written", OSErrorType)
		if err != nil {
			return err
		}
		if v == Unbound {
			if objOSWritten >= len(e.Fields) || e.Fields[objOSWritten] == Unbound {
				return vm.Errorf(AttributeErrorType, "characters_written")
			}
		} else if _, err := vm.Index(v); err != nil {
			return err
		}
		objSetField(e, objOSWritten, objOSN, v)
		return nil
	})
}

// objOSStr is OSError.__str__.
func (vm *VM) objOSStr(e *Exception) (Value, error) {
	errno, strerror := objField(e, objOSErrno), objField(e, objOSStrerror)
	fn, fn2 := objField(e, objOSFilename), objField(e, objOSFilename2)
	str := func(v Value) (string, error) { return vm.Str(v) }
	if fn != None {
		a, err := str(errno)
		if err != nil {
			return Unbound, err
		}
		b, err := str(strerror)
		if err != nil {
			return Unbound, err
		}
		f, err := vm.Repr(fn)
		if err != nil {
			return Unbound, err
		}
		if fn2 != None {
			f2, err := vm.Repr(fn2)
			if err != nil {
				return Unbound, err
			}
			return vm.NewStr("[Errno " + a + "] " + b + ": " + f + " -> " + f2), nil
		}
		return vm.NewStr("[Errno " + a + "] " + b + ": " + f), nil
	}
	if len(e.Fields) > objOSStrerror && e.Fields[objOSErrno] != Unbound && e.Fields[objOSStrerror] != Unbound {
		a, err := str(errno)
		if err != nil {
			return Unbound, err
		}
		b, err := str(strerror)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr("[Errno " + a + "] " + b), nil
	}
	return vm.objExcStr(e)
}

// Strerror returns C's message for errno n ("No such file or directory").
func Strerror(n syscall.Errno) string { return errtext.Strerror(n) }

// NewOSError returns OSError(errno, strerror[, filename]) mapped to its
// errno subclass (FileNotFoundError for ENOENT...), as CPython raises it.
// filename is Unbound when there is none.
func (vm *VM) NewOSError(errno syscall.Errno, filename Value) error {
	cls := OSErrorType
	if sub, ok := objErrnoClasses[int64(errno)]; ok {
		cls = sub
	}
	args := []Value{vm.NewInt(int64(errno)), vm.NewStr(Strerror(errno))}
	if filename != Unbound {
		args = append(args, filename)
	}
	e := vm.NewExceptionObj(cls, nil)
	vm.objOSParse(e, args) // a str or None filename: no error
	return e
}

// OSErrorFromGo converts an error from Go's os/syscall packages into the
// Python OSError CPython would raise (filename is Unbound when none).
func (vm *VM) OSErrorFromGo(err error, filename Value) error {
	if e := AsException(err); e != nil {
		return e
	}
	var errno syscall.Errno
	for x := err; x != nil; {
		if en, ok := x.(syscall.Errno); ok {
			errno = en
			break
		}
		u, ok := x.(interface{ Unwrap() error })
		if !ok {
			break
		}
		x = u.Unwrap()
	}
	if errno == 0 {
		return vm.NewExceptionObj(OSErrorType, []Value{vm.NewStr(err.Error())})
	}
	return vm.NewOSError(errno, filename)
}

// ---- SyntaxError ----

func objInitSyntaxError() {
	c := SyntaxErrorType
	c.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		e, err := vm.ObjExcSelf(args[0], "__init__", SyntaxErrorType)
		if err != nil {
			return Unbound, err
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("%s() takes no keyword arguments", e.cls.Name)
		}
		a := args[1:]
		e.Args = vm.NewTuple(append([]Value(nil), a...))
		if len(a) >= 1 {
			objSetField(e, objSynMsg, objSynN, a[0])
		}
		if len(a) == 2 {
			info, err := vm.Collect(a[1])
			if err != nil {
				return Unbound, err
			}
			if len(info) < 4 {
				return Unbound, vm.TypeError("function takes at least 4 arguments (%d given)", len(info))
			}
			if len(info) > 6 {
				return Unbound, vm.TypeError("function takes at most 6 arguments (%d given)", len(info))
			}
			for i, v := range info {
				objSetField(e, objSynFilename+i, objSynN, v)
			}
		}
		return None, nil
	})
	objExcMethod(c, "__str__", 0, func(vm *VM, e *Exception, _ []Value) (Value, error) {
		msg, err := vm.Str(objField(e, objSynMsg))
		if err != nil {
			return Unbound, err
		}
		fn := ""
		haveFn := false
		if s, ok := vm.StrOf(objField(e, objSynFilename)); ok {
			if i := strings.LastIndexByte(s, '/'); i >= 0 {
				s = s[i+1:]
			}
			fn, haveFn = s, true
		}
		ln := objField(e, objSynLineno)
		haveLn := ln.IsSmallInt()
		switch {
		case haveFn && haveLn:
			return vm.NewStr(msg + " (" + fn + ", line " + strconv.FormatInt(ln.Int(), 10) + ")"), nil
		case haveFn:
			return vm.NewStr(msg + " (" + fn + ")"), nil
		case haveLn:
			return vm.NewStr(msg + " (line " + strconv.FormatInt(ln.Int(), 10) + ")"), nil
		}
		return vm.NewStr(msg), nil
	})
	for i, n := range []string{"msg", "filename", "lineno", "offset", "text", "end_lineno", "end_offset", "print_file_and_line"} {
		objExcField(c, n, i, objSynN)
	}
}

// ---- ImportError ----

func objInitImportError() {
	c := ImportErrorType
	c.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		e, err := vm.ObjExcSelf(args[0], "__init__", ImportErrorType)
		if err != nil {
			return Unbound, err
		}
		kws, err := vm.objExcKwOnly(e.cls, kw, "name", "path", "name_from")
		if err != nil {
			return Unbound, err
		}
		a := args[1:]
		e.Args = vm.NewTuple(append([]Value(nil), a...))
		objSetField(e, objImpName, objImpN, kws[0])
		objSetField(e, objImpPath, objImpN, kws[1])
		objSetField(e, objImpNameFrom, objImpN, kws[2])
		if len(a) == 1 {
			objSetField(e, objImpMsg, objImpN, a[0])
		} else {
			objSetField(e, objImpMsg, objImpN, None)
		}
		return None, nil
	})
	objExcMethod(c, "__str__", 0, func(vm *VM, e *Exception, _ []Value) (Value, error) {
		if m := objField(e, objImpMsg); m != None {
			if s, ok := vm.Get0(m).(*Str); ok && s.cls == StrType {
				return m, nil
			}
		}
		return vm.objExcStr(e)
	})
	objExcMethod(c, "__reduce__", 0, func(vm *VM, e *Exception, _ []Value) (Value, error) {
		st := vm.NewDictObj()
		if e.dict != nil {
			e.dict.Items(func(k, v Value) bool { _ = st.Set(vm, k, v); return true })
		}
		if n := objField(e, objImpName); n != None {
			st.SetStr(vm, "name", n)
		}
		if p := objField(e, objImpPath); p != None {
			st.SetStr(vm, "path", p)
		}
		if st.Len() > 0 {
			return vm.NewTupleCopy([]Value{e.cls.self, e.Args, st.self}), nil
		}
		return vm.NewTupleCopy([]Value{e.cls.self, e.Args}), nil
	})
	objExcField(c, "msg", objImpMsg, objImpN)
	objExcField(c, "name", objImpName, objImpN)
	objExcField(c, "path", objImpPath, objImpN)
	objExcField(c, "name_from", objImpNameFrom, objImpN)
}

// ---- AttributeError, NameError ----

func objInitNameErrors() {
	c := AttributeErrorType
	c.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		e, err := vm.ObjExcSelf(args[0], "__init__", AttributeErrorType)
		if err != nil {
			return Unbound, err
		}
		kws, err := vm.objExcKwOnly(e.cls, kw, "name", "obj")
		if err != nil {
			return Unbound, err
		}
		e.Args = vm.NewTuple(append([]Value(nil), args[1:]...))
		objSetField(e, objAttrName, objAttrN, kws[0])
		objSetField(e, objAttrObj, objAttrN, kws[1])
		return None, nil
	})
	objExcField(c, "name", objAttrName, objAttrN)
	objExcField(c, "obj", objAttrObj, objAttrN)

	n := NameErrorType
	n.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		e, err := vm.ObjExcSelf(args[0], "__init__", NameErrorType)
		if err != nil {
			return Unbound, err
		}
		kws, err := vm.objExcKwOnly(e.cls, kw, "name")
		if err != nil {
			return Unbound, err
		}
		e.Args = vm.NewTuple(append([]Value(nil), args[1:]...))
		objSetField(e, objNameName, objNameN, kws[0])
		return None, nil
	})
	objExcField(n, "name", objNameName, objNameN)
}

// ---- UnicodeError ----

func objInitUnicodeErrors() {
	type spec struct {
		c      *Class
		encode bool
		decode bool
	}
	for _, sp := range []spec{{UnicodeEncodeErrorType, true, false}, {UnicodeDecodeErrorType, false, true}, {UnicodeTranslateErrorType, false, false}} {
		sp := sp
		c := sp.c
		c.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			e, err := vm.ObjExcSelf(args[0], "__init__", c)
			if err != nil {
				return Unbound, err
			}
			if len(kw) > 0 {
				return Unbound, vm.TypeError("%s() takes no keyword arguments", e.cls.Name)
			}
			a := args[1:]
			e.Args = vm.NewTuple(append([]Value(nil), a...))
			want := 5
			if !sp.encode && !sp.decode {
				want = 4
			}
			if len(a) != want {
				return Unbound, vm.TypeError("function takes exactly %d arguments (%d given)", want, len(a))
			}
			if want == 4 {
				a = append([]Value{None}, a...)
			}
			argn := func(i int) int {
				if want == 4 {
					return i
				}
				return i + 1
			}
			if want == 5 {
				if _, ok := vm.AsStr(a[0]); !ok {
					return Unbound, vm.TypeError("argument 1 must be str, not %s", vm.TypeName(a[0]))
				}
			}
			obj := a[1]
			if sp.decode {
				switch o := vm.Get0(obj).(type) {
				case *Bytes:
				case *ByteArray:
					obj = vm.NewBytes(append([]byte(nil), o.B...))
				default:
					return Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(obj))
				}
			} else if _, ok := vm.AsStr(obj); !ok {
				return Unbound, vm.TypeError("argument %d must be str, not %s", argn(1), vm.TypeName(obj))
			}
			for _, i := range []int{2, 3} {
				if _, err := vm.Index(a[i]); err != nil {
					return Unbound, err
				}
			}
			if _, ok := vm.AsStr(a[4]); !ok {
				return Unbound, vm.TypeError("argument %d must be str, not %s", argn(4), vm.TypeName(a[4]))
			}
			// The attributes live in the instance dict, where the codecs
			// (str_codec.go) also put them.
			if e.dict == nil {
				e.dict = vm.NewDictObj()
			}
			for i, n := range objUniNames {
				v := a[i]
				if i == 1 {
					v = obj
				}
				e.dict.SetStr(vm, n, v)
			}
			return None, nil
		})
		objExcMethod(c, "__str__", 0, func(vm *VM, e *Exception, _ []Value) (Value, error) {
			if len(e.Fields) < objUniN && (e.dict == nil || e.dict.Len() == 0) {
				return vm.NewStr(""), nil
			}
			reason, err := vm.Str(vm.objFieldOr(e, objUniReason, "reason"))
			if err != nil {
				return Unbound, err
			}
			enc, err := vm.Str(vm.objFieldOr(e, objUniEncoding, "encoding"))
			if err != nil {
				return Unbound, err
			}
			start, _ := vm.Index(vm.objFieldOr(e, objUniStart, "start"))
			end, _ := vm.Index(vm.objFieldOr(e, objUniEnd, "end"))
			obj := vm.objFieldOr(e, objUniObject, "object")
			if sp.decode {
				b, _ := vm.Get0(obj).(*Bytes)
				if b != nil && start >= 0 && start < int64(len(b.B)) && end == start+1 {
					return vm.NewStr(fmt.Sprintf("'%s' codec can't decode byte 0x%02x in position %d: %s", enc, b.B[start], start, reason)), nil
				}
				return vm.NewStr(fmt.Sprintf("'%s' codec can't decode bytes in position %s: %s", enc, objPosRange(start, end), reason)), nil
			}
			s, _ := vm.AsStr(obj)
			if s != nil && start >= 0 && start < int64(s.Len()) && end == start+1 {
				r := s.Runes()[start]
				var ch string
				switch {
				case r <= 0xff:
					ch = fmt.Sprintf("\\x%02x", r)
				case r <= 0xffff:
					ch = fmt.Sprintf("\\u%04x", r)
				default:
					ch = fmt.Sprintf("\\U%08x", r)
				}
				if sp.encode {
					return vm.NewStr(fmt.Sprintf("'%s' codec can't encode character '%s' in position %d: %s", enc, ch, start, reason)), nil
				}
				return vm.NewStr(fmt.Sprintf("can't translate character '%s' in position %d: %s", ch, start, reason)), nil
			}
			if sp.encode {
				return vm.NewStr(fmt.Sprintf("'%s' codec can't encode characters in position %s: %s", enc, objPosRange(start, end), reason)), nil
			}
			return vm.NewStr(fmt.Sprintf("can't translate characters in position %s: %s", objPosRange(start, end), reason)), nil
		})
		for _, n := range objUniNames {
			objExcDictField(c, n)
		}
	}
}

var objUniNames = []string{"encoding", "object", "start", "end", "reason"}

// objExcDictField registers an attribute stored in the instance dict that
// reads as None while unset.
func objExcDictField(c *Class, name string) {
	c.AddGetSet(name, func(vm *VM, self Value) (Value, error) {
		e, err := vm.ObjExcSelf(self, name, c)
		if err != nil {
			return Unbound, err
		}
		if e.dict != nil {
			if v, ok := e.dict.GetStr(vm, name); ok {
				return v, nil
			}
		}
		return None, nil
	}, func(vm *VM, self, v Value) error {
		e, err := vm.ObjExcSelf(self, name, c)
		if err != nil {
			return err
		}
		if e.dict == nil {
			e.dict = vm.NewDictObj()
		}
		if v == Unbound {
			_, err := e.dict.Delete(vm, vm.Intern(name))
			return err
		}
		e.dict.SetStr(vm, name, v)
		return nil
	})
	objEnableDel(c, name)
}

func objPosRange(start, end int64) string {
	return strconv.FormatInt(start, 10) + "-" + strconv.FormatInt(end-1, 10)
}

// ---- ExceptionGroup ----

func objInitExceptionGroup() {
	c := BaseExceptionGroupType
	objNewBound(c, "__new__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		_, cls, rest, err := vm.objNewArgs(args)
		if err != nil {
			return Unbound, err
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("%s() takes no keyword arguments", cls.Name)
		}
		if len(rest) != 2 {
			return Unbound, vm.TypeError("BaseExceptionGroup.__new__() takes exactly 2 arguments (%d given)", len(rest))
		}
		if _, ok := vm.AsStr(rest[0]); !ok {
			return Unbound, vm.TypeError("BaseExceptionGroup.__new__() argument 1 must be str, not %s", vm.TypeName(rest[0]))
		}
		seq := rest[1]
		_, isSet := vm.Get0(seq).(*Dict)
		if _, ok := vm.ClassOf(seq).Lookup(vm, "__getitem__"); !ok || isSet {
			return Unbound, vm.TypeError("second argument (exceptions) must be a sequence")
		}
		excs, err := vm.Collect(seq)
		if err != nil {
			return Unbound, err
		}
		if len(excs) == 0 {
			return Unbound, vm.ValueError("second argument (exceptions) must be a non-empty sequence")
		}
		allExc := true
		for i, x := range excs {
			e, ok := vm.Get0(x).(*Exception)
			if !ok {
				return Unbound, vm.ValueError("Item %d of second argument (exceptions) is not an exception", i)
			}
			if !e.cls.IsSubclass(ExceptionType) {
				allExc = false
			}
		}
		if cls == BaseExceptionGroupType {
			if allExc {
				cls = ExceptionGroupType
			}
		} else if cls == ExceptionGroupType {
			if !allExc {
				return Unbound, vm.TypeError("Cannot nest BaseExceptions in an ExceptionGroup")
			}
		} else if !allExc && !cls.IsSubclass(ExceptionType) {
			// A user subclass of BaseExceptionGroup may hold anything.
		} else if !allExc {
			return Unbound, vm.TypeError("Cannot nest BaseExceptions in '%s'", cls.Name)
		}
		v, err := vm.allocInstance(cls, rest, nil)
		if err != nil {
			return Unbound, err
		}
		if e, ok := vm.Get0(v).(*Exception); ok {
			objSetField(e, objEGMessage, objEGN, rest[0])
			objSetField(e, objEGExceptions, objEGN, vm.NewTuple(excs))
		}
		return v, nil
	})
	c.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		e, err := vm.ObjExcSelf(args[0], "__init__", c)
		if err != nil {
			return Unbound, err
		}
		if len(kw) > 0 {
			return Unbound, vm.TypeError("%s() takes no keyword arguments", e.cls.Name)
		}
		e.Args = vm.NewTuple(append([]Value(nil), args[1:]...))
		return None, nil
	})
	objExcMethod(c, "__str__", 0, func(vm *VM, e *Exception, _ []Value) (Value, error) {
		msg, err := vm.Str(objField(e, objEGMessage))
		if err != nil {
			return Unbound, err
		}
		n := 0
		if t, ok := vm.AsTuple(objField(e, objEGExceptions)); ok {
			n = len(t.Items)
		}
		s := "s"
		if n == 1 {
			s = ""
		}
		return vm.NewStr(fmt.Sprintf("%s (%d sub-exception%s)", msg, n, s)), nil
	})
	for _, f := range []struct {
		name string
		i    int
	}{{"message", objEGMessage}, {"exceptions", objEGExceptions}} {
		name, i := f.name, f.i
		c.AddGetSet(name, func(vm *VM, self Value) (Value, error) {
			e, err := vm.ObjExcSelf(self, name, c)
			if err != nil {
				return Unbound, err
			}
			return vm.objFieldOr(e, i, name), nil
		}, func(vm *VM, self, v Value) error {
			return vm.NewError(AttributeErrorType, "readonly attribute")
		})
	}
	// derive, split and subgroup take one argument; their errors name
	// the class.
	objEGMethod := func(name string, f func(vm *VM, e *Exception, a []Value) (Value, error)) {
		c.AddMethod(name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			if len(args) == 0 {
				return Unbound, vm.TypeError("descriptor '%s' of '%s' object needs an argument", name, c.Name)
			}
			e, err := vm.ObjExcSelf(args[0], name, c)
			if err != nil {
				return Unbound, err
			}
			if len(kw) > 0 {
				return Unbound, vm.TypeError("BaseExceptionGroup.%s() takes no keyword arguments", name)
			}
			if len(args) != 2 {
				return Unbound, vm.TypeError("BaseExceptionGroup.%s() takes exactly one argument (%d given)", name, len(args)-1)
			}
			return f(vm, e, args[1:])
		})
	}
	objEGMethod("derive", func(vm *VM, e *Exception, a []Value) (Value, error) {
		return vm.Call(BaseExceptionGroupType.self, []Value{objField(e, objEGMessage), a[0]}, nil)
	})
	objEGMethod("split", func(vm *VM, e *Exception, a []Value) (Value, error) {
		match, rest, err := vm.objEGSplit(e, a[0], true)
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{match, rest}), nil
	})
	objEGMethod("subgroup", func(vm *VM, e *Exception, a []Value) (Value, error) {
		match, _, err := vm.objEGSplit(e, a[0], false)
		return match, err
	})
	c.AddClassMethod("__class_getitem__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("__class_getitem__() takes exactly one argument (%d given)", len(args)-1)
		}
		return vm.NewGenericAlias(args[0], args[1]), nil
	})
}

// objEGMatcher builds the condition of split()/subgroup().
func (vm *VM) objEGMatcher(cond Value) (func(Value) (bool, error), error) {
	if c, ok := vm.AsClass(cond); ok && c.IsSubclass(BaseExceptionType) {
		return func(x Value) (bool, error) { return vm.ClassOf(x).IsSubclass(c), nil }, nil
	}
	if t, ok := vm.AsTuple(cond); ok {
		var cs []*Class
		for _, it := range t.Items {
			c, ok := vm.AsClass(it)
			if !ok || !c.IsSubclass(BaseExceptionType) {
				return nil, vm.TypeError("expected an exception type, a tuple of exception types, or a callable (other than a class)")
			}
			cs = append(cs, c)
		}
		return func(x Value) (bool, error) {
			for _, c := range cs {
				if vm.ClassOf(x).IsSubclass(c) {
					return true, nil
				}
			}
			return false, nil
		}, nil
	}
	if _, isClass := vm.AsClass(cond); !isClass && vm.IsCallable(cond) {
		return func(x Value) (bool, error) {
			r, err := vm.Call1(cond, x)
			if err != nil {
				return false, err
			}
			return vm.Truth(r)
		}, nil
	}
	return nil, vm.TypeError("expected an exception type, a tuple of exception types, or a callable (other than a class)")
}

// objEGSplit implements split (withRest) and subgroup.
func (vm *VM) objEGSplit(e *Exception, cond Value, withRest bool) (Value, Value, error) {
	m, err := vm.objEGMatcher(cond)
	if err != nil {
		return Unbound, Unbound, err
	}
	return vm.objEGSplitRec(e, m, withRest)
}

func (vm *VM) objEGSplitRec(e *Exception, m func(Value) (bool, error), withRest bool) (Value, Value, error) {
	ok, err := m(e.self)
	if err != nil {
		return Unbound, Unbound, err
	}
	if ok {
		return e.self, None, nil
	}
	t, isEG := vm.AsTuple(objField(e, objEGExceptions))
	if !isEG || !e.cls.IsSubclass(BaseExceptionGroupType) {
		return None, e.self, nil
	}
	var matched, rest []Value
	for _, x := range t.Items {
		xe, _ := vm.Get0(x).(*Exception)
		if xe != nil && xe.cls.IsSubclass(BaseExceptionGroupType) {
			mv, rv, err := vm.objEGSplitRec(xe, m, withRest)
			if err != nil {
				return Unbound, Unbound, err
			}
			if mv != None {
				matched = append(matched, mv)
			}
			if rv != None {
				rest = append(rest, rv)
			}
			continue
		}
		ok, err := m(x)
		if err != nil {
			return Unbound, Unbound, err
		}
		if ok {
			matched = append(matched, x)
		} else {
			rest = append(rest, x)
		}
	}
	derive := func(items []Value) (Value, error) {
		if len(items) == 0 {
			return None, nil
		}
		r, err := vm.CallMethod(e.self, "derive", vm.NewList(items))
		if err != nil {
			return Unbound, err
		}
		ne, ok := vm.Get0(r).(*Exception)
		if !ok || !ne.cls.IsSubclass(BaseExceptionGroupType) {
			return Unbound, vm.TypeError("derive must return an instance of BaseExceptionGroup")
		}
		if e.Traceback != None && e.Traceback != Unbound {
			ne.Traceback = e.Traceback
		}
		// As PyException_SetCause does, copying the cause suppresses the
		// context.
		ne.Cause, ne.Context, ne.SuppressContext = e.Cause, e.Context, true
		if e.Notes != Unbound {
			// The parts get notes lists of their own; notes that are
			// not a sequence are dropped.
			_, isDict := vm.Get0(e.Notes).(*Dict)
			if _, ok := vm.ClassOf(e.Notes).Lookup(vm, "__getitem__"); ok && !isDict {
				items, err := vm.Collect(e.Notes)
				if err != nil {
					return Unbound, err
				}
				ne.Notes = vm.NewList(items)
			}
		}
		return r, nil
	}
	mv, err := derive(matched)
	if err != nil {
		return Unbound, Unbound, err
	}
	rv := None
	if withRest {
		if rv, err = derive(rest); err != nil {
			return Unbound, Unbound, err
		}
	}
	return mv, rv, nil
}

// UnsupportedOperationType is io.UnsupportedOperation (a subclass of both
// OSError and ValueError).
var UnsupportedOperationType = func() *Class {
	c := NewExcClass("UnsupportedOperation", OSErrorType)
	c.Bases = []*Class{OSErrorType, ValueErrorType}
	c.MRO = []*Class{c, OSErrorType, ValueErrorType, ExceptionType, BaseExceptionType, ObjectType}
	ValueErrorType.subclasses = append(ValueErrorType.subclasses, c)
	c.SetAttrStatic("__module__", StaticStr("io"))
	return c
}()

// sameItems reports whether the tuple t holds exactly the values items
// (the same objects, in order).
func sameItems(vm *VM, t Value, items []Value) bool {
	tu, ok := vm.AsTuple(t)
	if !ok || len(tu.Items) != len(items) {
		return false
	}
	for i, v := range items {
		if tu.Items[i] != v {
			return false
		}
	}
	return true
}
