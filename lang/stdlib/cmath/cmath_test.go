package cmath

import (
	"testing"

	"github.com/cpjit/cpjit/lang/internal/libm"
)

// numCMLogLargeDouble is written out as a constant to keep numCRLog's
// tables out of start-up; it must be what numCRLog computes.
func TestCMathLogLargeDouble(t *testing.T) {
	if got := libm.CRLog(numCMLargeDouble); got != numCMLogLargeDouble {
		t.Fatalf("numCRLog(numCMLargeDouble) = %v, the constant says %v", got, float64(numCMLogLargeDouble))
	}
}
