package runtime

import (
	"fmt"
	"os"
	"path/filepath"
)

// Exception is an instance of BaseException or a subclass. It is also the
// Go error that carries a raised Python exception up through Go code: every
// function that can raise returns it as its error.
type Exception struct {
	Head
	Args            Value // tuple
	Cause           Value // None or exception
	Context         Value // None or exception
	Traceback       Value // None or traceback
	SuppressContext bool
	// Notes is the __notes__ list or Unbound.
	Notes Value
	// Value is StopIteration.value / SystemExit.code's backing value.
	Value Value
	// Fields holds the attributes of exception families with their own
	// layout (OSError errno/strerror/filename..., SyntaxError msg/lineno...,
	// ImportError name/path, UnicodeError details, AttributeError
	// name/obj, NameError name); see obj_exc.go. Nil until set.
	Fields []Value
}

// Trace implements Object.
func (e *Exception) Trace(t *Tracer) {
	t.Mark(e.Args)
	t.Mark(e.Cause)
	t.Mark(e.Context)
	t.Mark(e.Traceback)
	t.Mark(e.Notes)
	t.Mark(e.Value)
	t.MarkAll(e.Fields)
}

// Error implements error with the type name (the message needs a VM to render).
func (e *Exception) Error() string { return "Python exception " + e.cls.Name }

// Traceback is a traceback entry (tb_frame, tb_lineno, tb_next).
type Traceback struct {
	Head
	Frame  Value
	Lasti  int
	Lineno int
	Next   Value
}

// Trace implements Object.
func (tb *Traceback) Trace(t *Tracer) { t.Mark(tb.Frame); t.Mark(tb.Next) }

// TracebackType is the type of traceback objects.
var TracebackType = newBuiltinClass("traceback", ObjectType)

func NewExcClass(name string, base *Class) *Class {
	c := newBuiltinClass(name, base)
	c.HasDict = true
	return c
}

// The builtin exception hierarchy.
var (
	BaseExceptionType             = NewExcClass("BaseException", ObjectType)
	SystemExitType                = NewExcClass("SystemExit", BaseExceptionType)
	KeyboardInterruptType         = NewExcClass("KeyboardInterrupt", BaseExceptionType)
	GeneratorExitType             = NewExcClass("GeneratorExit", BaseExceptionType)
	ExceptionType                 = NewExcClass("Exception", BaseExceptionType)
	StopIterationType             = NewExcClass("StopIteration", ExceptionType)
	StopAsyncIterationType        = NewExcClass("StopAsyncIteration", ExceptionType)
	ArithmeticErrorType           = NewExcClass("ArithmeticError", ExceptionType)
	FloatingPointErrorType        = NewExcClass("FloatingPointError", ArithmeticErrorType)
	OverflowErrorType             = NewExcClass("OverflowError", ArithmeticErrorType)
	ZeroDivisionErrorType         = NewExcClass("ZeroDivisionError", ArithmeticErrorType)
	AssertionErrorType            = NewExcClass("AssertionError", ExceptionType)
	AttributeErrorType            = NewExcClass("AttributeError", ExceptionType)
	BufferErrorType               = NewExcClass("BufferError", ExceptionType)
	EOFErrorType                  = NewExcClass("EOFError", ExceptionType)
	ImportErrorType               = NewExcClass("ImportError", ExceptionType)
	ModuleNotFoundErrorType       = NewExcClass("ModuleNotFoundError", ImportErrorType)
	LookupErrorType               = NewExcClass("LookupError", ExceptionType)
	IndexErrorType                = NewExcClass("IndexError", LookupErrorType)
	KeyErrorType                  = NewExcClass("KeyError", LookupErrorType)
	MemoryErrorType               = NewExcClass("MemoryError", ExceptionType)
	NameErrorType                 = NewExcClass("NameError", ExceptionType)
	UnboundLocalErrorType         = NewExcClass("UnboundLocalError", NameErrorType)
	OSErrorType                   = NewExcClass("OSError", ExceptionType)
	FileNotFoundErrorType         = NewExcClass("FileNotFoundError", OSErrorType)
	FileExistsErrorType           = NewExcClass("FileExistsError", OSErrorType)
	PermissionErrorType           = NewExcClass("PermissionError", OSErrorType)
	IsADirectoryErrorType         = NewExcClass("IsADirectoryError", OSErrorType)
	NotADirectoryErrorType        = NewExcClass("NotADirectoryError", OSErrorType)
	TimeoutErrorType              = NewExcClass("TimeoutError", OSErrorType)
	ReferenceErrorType            = NewExcClass("ReferenceError", ExceptionType)
	RuntimeErrorType              = NewExcClass("RuntimeError", ExceptionType)
	NotImplementedErrorType       = NewExcClass("NotImplementedError", RuntimeErrorType)
	RecursionErrorType            = NewExcClass("RecursionError", RuntimeErrorType)
	SyntaxErrorType               = NewExcClass("SyntaxError", ExceptionType)
	IndentationErrorType          = NewExcClass("IndentationError", SyntaxErrorType)
	TabErrorType                  = NewExcClass("TabError", IndentationErrorType)
	SystemErrorType               = NewExcClass("SystemError", ExceptionType)
	TypeErrorType                 = NewExcClass("TypeError", ExceptionType)
	ValueErrorType                = NewExcClass("ValueError", ExceptionType)
	UnicodeErrorType              = NewExcClass("UnicodeError", ValueErrorType)
	UnicodeDecodeErrorType        = NewExcClass("UnicodeDecodeError", UnicodeErrorType)
	UnicodeEncodeErrorType        = NewExcClass("UnicodeEncodeError", UnicodeErrorType)
	WarningType                   = NewExcClass("Warning", ExceptionType)
	UserWarningType               = NewExcClass("UserWarning", WarningType)
	DeprecationWarningType        = NewExcClass("DeprecationWarning", WarningType)
	RuntimeWarningType            = NewExcClass("RuntimeWarning", WarningType)
	SyntaxWarningType             = NewExcClass("SyntaxWarning", WarningType)
	FutureWarningType             = NewExcClass("FutureWarning", WarningType)
	ImportWarningType             = NewExcClass("ImportWarning", WarningType)
	UnicodeWarningType            = NewExcClass("UnicodeWarning", WarningType)
	BytesWarningType              = NewExcClass("BytesWarning", WarningType)
	ResourceWarningType           = NewExcClass("ResourceWarning", WarningType)
	PendingDeprecationWarningType = NewExcClass("PendingDeprecationWarning", WarningType)
	EncodingWarningType           = NewExcClass("EncodingWarning", WarningType)

	BlockingIOErrorType         = NewExcClass("BlockingIOError", OSErrorType)
	ChildProcessErrorType       = NewExcClass("ChildProcessError", OSErrorType)
	ConnectionErrorType         = NewExcClass("ConnectionError", OSErrorType)
	BrokenPipeErrorType         = NewExcClass("BrokenPipeError", ConnectionErrorType)
	ConnectionAbortedErrorType  = NewExcClass("ConnectionAbortedError", ConnectionErrorType)
	ConnectionRefusedErrorType  = NewExcClass("ConnectionRefusedError", ConnectionErrorType)
	ConnectionResetErrorType    = NewExcClass("ConnectionResetError", ConnectionErrorType)
	InterruptedErrorType        = NewExcClass("InterruptedError", OSErrorType)
	ProcessLookupErrorType      = NewExcClass("ProcessLookupError", OSErrorType)
	UnicodeTranslateErrorType   = NewExcClass("UnicodeTranslateError", UnicodeErrorType)
	PythonFinalizationErrorType = NewExcClass("PythonFinalizationError", RuntimeErrorType)
	BaseExceptionGroupType      = NewExcClass("BaseExceptionGroup", BaseExceptionType)
	ExceptionGroupType          = NewExcClass("ExceptionGroup", BaseExceptionGroupType)
)

func init() {
	// ExceptionGroup derives from both BaseExceptionGroup and Exception.
	eg := ExceptionGroupType
	eg.Bases = []*Class{BaseExceptionGroupType, ExceptionType}
	eg.MRO = []*Class{eg, BaseExceptionGroupType, ExceptionType, BaseExceptionType, ObjectType}
	ExceptionType.subclasses = append(ExceptionType.subclasses, eg)
}

// ExceptionClasses lists every builtin exception class (for the builtins module).
var ExceptionClasses = []*Class{
	BaseExceptionType, SystemExitType, KeyboardInterruptType, GeneratorExitType, ExceptionType,
	StopIterationType, StopAsyncIterationType, ArithmeticErrorType, FloatingPointErrorType,
	OverflowErrorType, ZeroDivisionErrorType, AssertionErrorType, AttributeErrorType,
	BufferErrorType, EOFErrorType, ImportErrorType, ModuleNotFoundErrorType, LookupErrorType,
	IndexErrorType, KeyErrorType, MemoryErrorType, NameErrorType, UnboundLocalErrorType,
	OSErrorType, FileNotFoundErrorType, FileExistsErrorType, PermissionErrorType,
	IsADirectoryErrorType, NotADirectoryErrorType, TimeoutErrorType, ReferenceErrorType,
	RuntimeErrorType, NotImplementedErrorType, RecursionErrorType, SyntaxErrorType,
	IndentationErrorType, TabErrorType, SystemErrorType, TypeErrorType, ValueErrorType,
	UnicodeErrorType, UnicodeDecodeErrorType, UnicodeEncodeErrorType, WarningType,
	UserWarningType, DeprecationWarningType, RuntimeWarningType, SyntaxWarningType,
	FutureWarningType, ImportWarningType, UnicodeWarningType, BytesWarningType,
	ResourceWarningType, PendingDeprecationWarningType, EncodingWarningType,
	BlockingIOErrorType, ChildProcessErrorType, ConnectionErrorType, BrokenPipeErrorType,
	ConnectionAbortedErrorType, ConnectionRefusedErrorType, ConnectionResetErrorType,
	InterruptedErrorType, ProcessLookupErrorType, UnicodeTranslateErrorType,
	PythonFinalizationErrorType, BaseExceptionGroupType, ExceptionGroupType,
}

// NewExceptionObj allocates an exception of class cls with the given args.
func (vm *VM) NewExceptionObj(cls *Class, args []Value) *Exception {
	e := vm.newException(cls, args)
	if len(args) > 0 && (cls.IsSubclass(StopIterationType) || cls.IsSubclass(SystemExitType)) {
		if len(args) == 1 {
			e.Value = args[0]
		} else {
			e.Value = e.Args
		}
	}
	return e
}

// newException allocates an exception of class cls with a copy of args as
// its args tuple (args may alias registers).
func (vm *VM) newException(cls *Class, args []Value) *Exception {
	var e *Exception
	if len(args) == 1 {
		// The common case (KeyError(key), ValueError(msg)): the
		// exception and its args tuple in one Go allocation.
		b := &exception1{}
		e = &b.Exception
		b.args.Items = b.args.a[:]
		b.args.a[0] = args[0]
		b.args.cls = TupleType
		e.Args = vm.heap.Alloc(&b.args.Tuple)
	}
	if e == nil {
		e = &Exception{}
		e.Args = vm.NewTupleCopy(args) // args may alias registers
	}
	e.Cause, e.Context, e.Traceback, e.Notes, e.Value = None, None, None, Unbound, None
	e.cls = cls
	vm.heap.Alloc(e)
	return e
}

// exception1 is an exception with one argument, allocated with its args
// tuple (see NewExceptionObj).
type exception1 struct {
	Exception
	args tupleN[[1]Value]
}

// NewError returns an exception of class cls whose single argument is msg
// (no arguments when msg is "").
func (vm *VM) NewError(cls *Class, msg string) error {
	if msg == "" {
		return vm.NewExceptionObj(cls, nil)
	}
	return vm.NewExceptionObj(cls, []Value{vm.NewStr(msg)})
}

// Errorf returns an exception of class cls with a formatted message.
func (vm *VM) Errorf(cls *Class, format string, a ...any) error {
	return vm.NewError(cls, fmt.Sprintf(format, a...))
}

// TypeError returns a TypeError with a formatted message.
func (vm *VM) TypeError(format string, a ...any) error {
	return vm.Errorf(TypeErrorType, format, a...)
}

// ValueError returns a ValueError with a formatted message.
func (vm *VM) ValueError(format string, a ...any) error {
	return vm.Errorf(ValueErrorType, format, a...)
}

// IndexError returns an IndexError with a formatted message.
func (vm *VM) IndexError(format string, a ...any) error {
	return vm.Errorf(IndexErrorType, format, a...)
}

// KeyError returns KeyError(key).
func (vm *VM) KeyError(key Value) error {
	return vm.NewExceptionObj(KeyErrorType, []Value{key})
}

// AttributeError returns the standard "'T' object has no attribute 'x'".
func (vm *VM) AttributeError(v Value, name string) error {
	var msg string
	if c, ok := vm.AsClass(v); ok {
		msg = "type object '" + c.Name + "' has no attribute '" + name + "'"
	} else if m, ok := vm.Get0(v).(*Module); ok {
		msg = "module '" + m.Name + "' has no attribute '" + name + "'"
		if m.Initializing > 0 {
			msg = vm.initializingAttrMsg(m, name, msg)
		}
	} else {
		msg = "'" + vm.TypeName(v) + "' object has no attribute '" + name + "'"
	}
	return vm.objAttrErrorNamed(v, name, msg)
}

// initializingAttrMsg is CPython 3.13's message for an attribute missing
// from a module whose import has not finished: a module in the directory
// first on sys.path at startup may shadow another (the standard
// library's, by name), else the import is most likely circular.
func (vm *VM) initializingAttrMsg(m *Module, name, msg string) string {
	get := func(d *Dict, k string) Value {
		v, _ := d.GetStr(vm, k)
		return v
	}
	file, _ := vm.GoString(get(m.dict, "__file__"))
	if file == "" || vm.Sys == nil {
		return "partially initialized " + msg + " (most likely due to a circular import)"
	}
	root := filepath.Dir(file)
	if filepath.Base(file) == "__init__.py" {
		root = filepath.Dir(root)
	}
	var path0 string // the first entry sys.path had at startup
	if len(vm.Path) > 0 {
		path0 = vm.Path[0]
	}
	if path0 == "" {
		path0, _ = os.Getwd()
	}
	if root != path0 {
		return "partially initialized module '" + m.Name + "' from '" + file + "' has no attribute '" + name + "' (most likely due to a circular import)"
	}
	if names := get(vm.Sys.dict, "stdlib_module_names"); names != 0 {
		if in, err := vm.Contains(names, vm.NewStr(m.Name)); err == nil && in {
			return msg + " (consider renaming '" + file + "' since it has the same name as the standard library module named '" + m.Name + "' and the import system gives it precedence)"
		}
	}
	return msg + " (consider renaming '" + file + "' if it has the same name as a third-party module you intended to import)"
}

// Get0 returns the object behind v or nil when v is not a handle.
func (vm *VM) Get0(v Value) Object {
	if !v.IsHandle() {
		return nil
	}
	return vm.heap.Get(v)
}

// AsException returns the *Exception in err, or nil if err is not a Python
// exception.
func AsException(err error) *Exception {
	e, _ := err.(*Exception)
	return e
}

// ExceptionMatches reports whether err is a Python exception of class cls.
func ExceptionMatches(err error, cls *Class) bool {
	e := AsException(err)
	return e != nil && e.cls.IsSubclass(cls)
}
