// Package strformat is the text-formatting engine of the builtin str and
// bytes types: printf-style formatting (str % args, bytes % args, PEP 461)
// and the format-string method (str.format, str.format_map). It is no
// module: its init installs the engine into the runtime, which calls it for
// the % operator (the interpreter's BINARY_OP and str.__mod__/bytes.__mod__
// alike, through runtime.PercentFormat) and gives str its format methods.
//
// lang/internal/fmtspec scans the markup and parses conversion specs; this
// package does what needs the VM: looking fields up, converting arguments
// (__str__, __repr__, __index__, __bytes__, __format__) and raising
// CPython's errors. Format a single value (format(v, spec)) stays in the
// runtime, which every type's __format__ shares.
package strformat

import rt "github.com/cpjit/cpjit/lang/runtime"

func init() {
	rt.PercentFormat = percent
	rt.StrType.AddMethods(map[string]rt.BuiltinFn{
		"format":     formatMethod,
		"format_map": formatMap,
	})
}
