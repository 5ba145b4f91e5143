// Package compiler turns a syntax tree into cpjit's register bytecode.
//
// It is the second stage of cpjit's data path:
//
//	source -> syntax (scanner, parser, AST) -> compiler -> bytecode -> interpreter / JIT
//
// The compiler knows nothing about runtime values: it reads the AST built by
// package syntax, runs a symbol-table pass (symtable.go) that classifies every
// name of every scope as local, global (explicit or implicit), free or cell
// exactly as CPython 3.13's symtable.c does, and then generates one
// *bytecode.Code per module, class body, function, lambda, generator
// expression and non-inlined comprehension (compiler.go, stmt.go, expr.go,
// func.go, comp.go). Errors are *syntax.Error values carrying CPython's
// SyntaxError message and position.
//
// API: Compile (a parsed module, exec mode), CompileExpr (one expression,
// eval mode) and CompileSource (parse and compile; modes "exec", "eval" and
// "single"); CompileSourceWarn also reports the SyntaxWarnings of the
// parser and the compiler to a syntax.WarnFunc (warnings.go: `x is 1`,
// `assert (x, "msg")`, calling or subscripting a literal), which may turn
// one into a SyntaxError as CPython's warnings filters do. Module and
// eval code carry FlagModule and reach names through
// LOAD_NAME/STORE_NAME/DELETE_NAME, as do class bodies.
//
// Design notes (the bytecode package's docs are the contract with the
// interpreter):
//
//   - Registers. Fast locals occupy fixed registers [0, NLocals): parameters
//     first in signature order, then the other locals in first-seen order.
//     Cells follow (CellVars then FreeVars, each sorted by name). Temporaries
//     are allocated stack-like above the cells and released at the end of
//     each expression or statement, so NRegs is the fixed part plus the
//     deepest temporary use. Runs of consecutive registers (call arguments,
//     BUILD_* inputs, MAKE_FUNCTION inputs, LOAD_METHOD pairs, UNPACK targets)
//     are allocated as blocks; long displays and f-strings are built in
//     chunks so that they do not need one register per element. A variable's
//     own register is used directly as an operand, or as the destination of
//     the instruction computing its new value, when that is safe (see
//     directSafe and the := hazard check in loadName).
//
//   - Comprehensions. List, set and dict comprehensions are inlined into the
//     enclosing code (PEP 709) when none of their iteration variables is
//     captured by a nested closure and no iteration variable can be read
//     before its clause binds it; their iteration variables then live in
//     fresh hidden temporaries, so they never leak and never clash with an
//     enclosing variable of the same name. Names they do not bind resolve as
//     in CPython 3.13 (class-level comprehensions skip the class namespace;
//     module-level ones use LOAD_NAME). Otherwise the comprehension is
//     compiled as a nested function (<listcomp>, <setcomp>, <dictcomp>) that
//     takes the outermost iterator as parameter .0 and is called at once.
//     Generator expressions are always nested generator functions.
//
//   - Unbound locals. A forward data-flow analysis run during code generation
//     tracks the set of fast locals definitely assigned; a read of a local
//     outside that set is preceded by CHECK_BOUND (after which the local is
//     known to be bound). Parameters start assigned; branches are
//     intersected; loop heads, exception handlers and the code after a with
//     statement start from the state before the loop/try/with minus every
//     name its body may unbind (del, except ... as); code run only
//     conditionally inside an expression (and/or operands, conditional
//     expressions, comprehension bodies) never marks anything assigned.
//
//   - Exceptions. Every protected region (try body, except-clause body,
//     except ... as body, finally body on the exception path, with body)
//     records its instruction ranges; Code.ExcTable lists them innermost
//     first. A handler starts with PUSH_EXC, its body is covered by a cleanup
//     region that restores the previous exception (POP_EXC) and re-raises.
//     The finally body is compiled inline for the normal path, inline again
//     at every return/break/continue that leaves the try (with the regions
//     being left suspended around it), and once more as an exception handler
//     that runs it between PUSH_EXC/POP_EXC and re-raises. A with statement
//     calls WITH_EXIT on normal exit and when a return/break/continue leaves
//     it, and WITH_EXIT_EXC in its handler, re-raising unless the result is
//     true.
//
//   - Classes. A class body stores __module__, __qualname__ and
//     __firstlineno__, runs SETUP_ANNOTATIONS when it has annotations, stores
//     its docstring in __doc__, runs its statements, stores
//     __static_attributes__ (the names assigned through `self.name` in its
//     methods) and returns its __class__ cell (also stored as __classcell__)
//     or None. The class statement calls LOAD_BUILD_CLASS's result with the
//     body function, the name, the bases and the keywords.
//
//   - async/await (async.go). An await is GET_AWAITABLE then YIELD_FROM,
//     the suspension `yield from` uses. async for loops over GET_ANEXT +
//     YIELD_FROM inside an exception region whose handler, END_ASYNC_FOR,
//     ends the loop on StopAsyncIteration; async with is a with statement
//     entered by ASYNC_WITH_ENTER whose __aenter__ and __aexit__ results are
//     awaited. An async def is a coroutine (FlagCoroutine), or an async
//     generator (FlagAsyncGenerator) when it yields; a list, set or dict
//     comprehension that awaits (or has an async for clause) is a coroutine
//     awaited where it is called unless it is inlined into its async
//     function, and such a generator expression is an async generator. The
//     symbol table reports asynchronous comprehensions outside async
//     functions; the code generator reports 'await', 'async for' and 'async
//     with' outside async functions, 'yield from' inside one and 'return'
//     with a value in an async generator, as CPython 3.13 does.
//
//   - match statements (match.go) follow CPython's compiler_match: the
//     subject is evaluated once into a temporary; each case's pattern tests
//     it with comparisons, subscripts, UNPACK_* and the pattern opcodes
//     (MATCH_SEQUENCE, MATCH_MAPPING, GET_LEN, MATCH_KEYS, MATCH_CLASS) and
//     jumps to the next case on failure. Captures go to temporaries (or-
//     pattern alternatives share them) and are stored into the names only
//     once the whole pattern matched, before the guard. The compile-time
//     SyntaxErrors (unreachable patterns, repeated names, alternatives
//     binding different names, duplicate literal keys, repeated keyword
//     attributes) are CPython's, at CPython's positions.
//
//   - "single" mode passes the value of every module-level expression
//     statement to sys.displayhook (IMPORT_NAME sys, LOAD_ATTR, CALL).
package compiler
