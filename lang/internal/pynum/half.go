package pynum

import "math"

// IEEE binary16 conversions, for the struct and memoryview formats 'e'.

// FloatToHalf converts to IEEE binary16 with round-half-even; ok is
// false on overflow.
func FloatToHalf(x float64) (uint16, bool) {
	bits := math.Float64bits(x)
	sign := uint16(bits>>48) & 0x8000
	if math.IsNaN(x) {
		return sign | 0x7e00, true
	}
	ax := math.Abs(x)
	if math.IsInf(x, 0) {
		return sign | 0x7c00, true
	}
	if ax == 0 {
		return sign, true
	}
	frac, exp := math.Frexp(ax) // ax = frac * 2**exp, 0.5 <= frac < 1
	var e int
	var m float64
	if exp < -13 {
		// Subnormal: value = m * 2**-24
		m = ax * (1 << 24)
		e = 0
	} else {
		e = exp + 14 // biased exponent for frac*2 in [1,2)
		m = (frac*2 - 1) * 1024
	}
	mi := math.RoundToEven(m)
	if e == 0 {
		if mi >= 1024 {
			// rounded up into the normal range
			return sign | 0x0400 | uint16(mi-1024), true
		}
		return sign | uint16(mi), true
	}
	if mi >= 1024 {
		mi = 0
		e++
	}
	if e >= 31 {
		return 0, false
	}
	return sign | uint16(e)<<10 | uint16(mi), true
}

// HalfToFloat converts IEEE binary16 bits to a float.
func HalfToFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	e := int(h>>10) & 0x1f
	m := float64(h & 0x3ff)
	switch e {
	case 0:
		return sign * m * math.Pow(2, -24)
	case 31:
		if m == 0 {
			return math.Inf(int(sign))
		}
		return math.NaN()
	}
	return sign * (1 + m/1024) * math.Pow(2, float64(e-15))
}
