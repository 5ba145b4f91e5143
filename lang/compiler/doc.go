// Package compiler turns a syntax tree into cpjit's register bytecode.
//
// It is the second stage of cpjit's data path:
//
//	source -> syntax (scanner, parser, AST) -> compiler -> bytecode -> interpreter / JIT
//
// The compiler knows nothing about runtime values: it reads the AST built by
// package syntax, runs a symbol-table pass (symtable.go) that classifies every
// name of every scope as local, global, free or cell the way CPython 3.13
// does, and then generates one *bytecode.Code per module, class body,
// function, lambda, generator expression and non-inlined comprehension
// (codegen in compiler.go, stmt.go, expr.go, func.go, comp.go).
//
// Design notes (see also the bytecode package's docs, the contract with the
// interpreter):
//
//   - Registers. Fast locals occupy fixed registers [0, NLocals): parameters
//     first in signature order, then the other locals. Cells follow (CellVars
//     then FreeVars). Temporaries are allocated stack-like above the cells
//     and released at the end of each expression or statement, so NRegs is
//     the maximum temporary depth plus the fixed part. Runs of consecutive
//     registers (call arguments, BUILD_* inputs, MAKE_FUNCTION inputs,
//     LOAD_METHOD pairs, UNPACK targets) are allocated as blocks.
//
//   - Comprehensions. List, set and dict comprehensions are inlined into the
//     enclosing code (PEP 709) when none of their iteration variables is
//     captured by a nested closure and no iteration variable can be read
//     before its clause binds it; their iteration variables then live in
//     fresh hidden temporaries, so they never leak and never clash with an
//     enclosing variable of the same name. Otherwise the comprehension is
//     compiled as a nested function (<listcomp>, <setcomp>, <dictcomp>) that
//     takes the outermost iterator as parameter .0 and is called at once.
//     Generator expressions are always nested generator functions.
//
//   - Unbound locals. A small forward data-flow analysis run during code
//     generation tracks the set of fast locals definitely assigned; a read
//     of a local outside that set is preceded by CHECK_BOUND. Parameters are
//     always assigned; branches are intersected; loop heads and exception
//     handlers start from the state before the loop/try minus every name
//     the loop/try may delete (del, except ... as).
//
//   - try/finally. The finally body is compiled inline for the normal path,
//     inline again at every return/break/continue that leaves the try (with
//     the exception-table range suspended around it), and once more as an
//     exception handler that runs it between PUSH_EXC/POP_EXC and re-raises.
//     Exception-table ranges are kept per protected region and emitted
//     innermost first.
package compiler
