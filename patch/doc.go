// Package patch will own executable memory for the copy-and-patch tier:
// W^X arenas (mmap RW, copy and patch stencils, mprotect RX), hole patching,
// jump elision and code lifetime. Not built yet: cpjit currently runs every
// program in the interpreter (lang/interp).
package patch
