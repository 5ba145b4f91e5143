package libm

// Errno is the errno a libm-style function reports, which the math and
// cmath modules turn into ValueError or OverflowError.
type Errno int

const (
	OK     Errno = iota // no error (or underflow, which is not one)
	EDOM                // domain error
	ERANGE              // range error (overflow)
)
