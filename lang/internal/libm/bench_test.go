package libm

import (
	"math"
	"testing"
)

var numSink float64

func BenchmarkNumExp(b *testing.B) {
	for i := 0; i < b.N; i++ {
		numSink += CRExp(float64(i%1000) * 0.01)
	}
}
func BenchmarkNumGoExp(b *testing.B) {
	for i := 0; i < b.N; i++ {
		numSink += math.Exp(float64(i%1000) * 0.01)
	}
}
func BenchmarkNumLog(b *testing.B) {
	for i := 0; i < b.N; i++ {
		numSink += CRLog(float64(i%1000)*0.01 + 0.5)
	}
}
func BenchmarkNumPow(b *testing.B) {
	for i := 0; i < b.N; i++ {
		numSink += Pow(float64(i%1000)*0.01+0.5, -1.5)
	}
}
func BenchmarkNumSin(b *testing.B) {
	for i := 0; i < b.N; i++ {
		numSink += CRSin(float64(i%1000) * 0.01)
	}
}
func BenchmarkNumAtan2(b *testing.B) {
	for i := 0; i < b.N; i++ {
		numSink += CRAtan2(float64(i%1000)*0.01, 1.5)
	}
}
