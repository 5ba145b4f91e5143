// Package descr makes the attributes of builtin types that CPython
// implements as members (PyMemberDef entries: complex.real, slice.start,
// property.fget, the fields of exceptions...) member descriptors: type
// member_descriptor, reprs "<member 'x' of 'T' objects>", and CPython's
// "readonly attribute" error when a read-only one is assigned or deleted.
// The runtime registers them as getset descriptors; this package only
// marks them (it has no module). It also gives the types of builtin
// methods (builtin_function_or_method, method_descriptor...) their
// attributes and methods (builtinmethods.go).
package descr

import rt "github.com/cpjit/cpjit/lang/runtime"

// members lists, per builtin type, its attributes that are members.
var members = []struct {
	c     *rt.Class
	names []string
}{
	{rt.ComplexType, []string{"real", "imag"}},
	{rt.SliceType, []string{"start", "stop", "step"}},
	{rt.RangeType, []string{"start", "stop", "step"}},
	{rt.PropertyType, []string{"fget", "fset", "fdel", "__doc__"}},
	{rt.StaticMethodType, []string{"__func__", "__wrapped__"}},
	{rt.ClassMethodType, []string{"__func__", "__wrapped__"}},
	{rt.SuperType, []string{"__self__", "__self_class__", "__thisclass__"}},
	{rt.FunctionType, []string{"__builtins__", "__closure__", "__doc__", "__globals__", "__module__"}},
	{rt.MethodType, []string{"__func__", "__self__"}},
	{rt.BuiltinFuncType, []string{"__module__"}},
	{rt.MethodDescrType, []string{"__name__", "__objclass__"}},
	{rt.GetSetType, []string{"__name__", "__objclass__"}},
	{rt.MemberDescrType, []string{"__name__", "__objclass__"}},
	{rt.ModuleType, []string{"__dict__"}},
	{rt.CodeType, []string{"co_argcount", "co_posonlyargcount", "co_kwonlyargcount", "co_stacksize", "co_flags",
		"co_nlocals", "co_firstlineno", "co_consts", "co_names", "co_filename", "co_name", "co_qualname",
		"co_linetable", "co_exceptiontable"}},
	{rt.CoroutineType, []string{"cr_origin"}},
	{rt.TracebackType, []string{"tb_frame", "tb_lasti"}},
	{rt.BaseExceptionType, []string{"__suppress_context__"}},
	{rt.BaseExceptionGroupType, []string{"message", "exceptions"}},
	{rt.StopIterationType, []string{"value"}},
	{rt.SystemExitType, []string{"code"}},
	{rt.AttributeErrorType, []string{"name", "obj"}},
	{rt.NameErrorType, []string{"name"}},
	{rt.ImportErrorType, []string{"msg", "name", "name_from", "path"}},
	{rt.OSErrorType, []string{"errno", "strerror", "filename", "filename2"}},
	{rt.SyntaxErrorType, []string{"msg", "filename", "lineno", "offset", "text", "end_lineno", "end_offset", "print_file_and_line"}},
	{rt.UnicodeEncodeErrorType, []string{"encoding", "object", "start", "end", "reason"}},
	{rt.UnicodeDecodeErrorType, []string{"encoding", "object", "start", "end", "reason"}},
	{rt.UnicodeTranslateErrorType, []string{"encoding", "object", "start", "end", "reason"}},
}

func init() {
	initBuiltinMethods() // first: some of its attributes are members
	for _, m := range members {
		rt.MarkMembers(m.c, m.names...)
	}
}
