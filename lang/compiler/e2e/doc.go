// Package e2e holds end-to-end tests of the compiler: the Python programs in
// ../testdata run through the interpreter and their output is compared with
// CPython 3.13's (the .out files). It lives apart from package compiler so
// that the compiler's unit tests never depend on the interpreter.
package e2e
