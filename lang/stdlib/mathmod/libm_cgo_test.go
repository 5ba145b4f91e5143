//go:build cgo && linux

package mathmod

// libmIsPlatform: lang/internal/libm calls glibc, as CPython does.
const libmIsPlatform = true
