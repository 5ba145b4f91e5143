//go:build !(cgo && linux)

package mathmod

// libmIsPlatform: lang/internal/libm computes in Go.
const libmIsPlatform = false
