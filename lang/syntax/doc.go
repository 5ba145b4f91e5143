// Package syntax turns Python 3.13 source text into an abstract syntax tree.
//
// It is the first stage of cpjit's data path: source -> syntax (scanner,
// parser, AST) -> compiler (register bytecode) -> interpreter and JIT. It knows
// nothing about values, bytecode or machine code. Every error is an *Error that
// carries the position CPython's SyntaxError would report.
package syntax
