package posix

import rt "github.com/cpjit/cpjit/lang/runtime"

// modPosixExtras are filled in by platform-specific files (uname_linux.go)
// to add names to the posix module's namespace.
var modPosixExtras []func(vm *rt.VM, d *rt.Dict)
