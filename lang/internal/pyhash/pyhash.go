// Package pyhash computes Python's hashes of ints, floats, complex
// numbers, strs, bytes and tuples, bit for bit as CPython 3.13 does on
// 64-bit Linux with PYTHONHASHSEED=0.
package pyhash

import (
	"math"
	"math/big"
	"math/bits"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// Hashes are bit-exact with CPython 3.13 on 64-bit Linux run with
// PYTHONHASHSEED=0, so that the iteration order of sets (and anything else
// that depends on hashes) matches CPython's.
//
//   - int: the value modulo the Mersenne prime 2**61-1, with the sign of the
//     value; -1 becomes -2.
//   - float: _Py_HashDouble: the exact rational value modulo 2**61-1, so
//     hash(2.0) == hash(2); inf hashes to ±314159. CPython hashes a NaN by
//     its identity; unboxed NaNs have none, so they hash to 0.
//   - str: SipHash-1-3 with an all-zero key over the PEP 393 representation
//     (1, 2 or 4 little-endian bytes per code point, by the largest code
//     point); bytes the same over the raw bytes; the empty string hashes to 0.
//   - tuple: CPython's xxHash-based tuplehash.
//   - None: the constant 0xFCA86420 (CPython 3.12+).

const (
	Modulus = 1<<61 - 1
	Bits    = 61
	Inf     = 314159
	// None is hash(None).
	None = 0xFCA86420
)

func SmallInt(i int64) int64 {
	var h int64
	if i >= 0 {
		h = int64(uint64(i) % Modulus)
	} else {
		h = -int64((uint64(-(i + 1)) + 1) % Modulus)
	}
	if h == -1 {
		h = -2
	}
	return h
}

// BigInt hashes an arbitrary int without allocating.
func BigInt(b *big.Int) int64 {
	words := b.Bits()
	var x uint64
	// 2**64 == 2**3 (mod 2**61-1), so fold the words from the top.
	for i := len(words) - 1; i >= 0; i-- {
		w := uint64(words[i])
		x = mulMod8(x)
		x += (w & Modulus) + (w >> Bits)
		x = (x & Modulus) + (x >> Bits)
		if x >= Modulus {
			x -= Modulus
		}
	}
	h := int64(x)
	if b.Sign() < 0 {
		h = -h
	}
	if h == -1 {
		h = -2
	}
	return h
}

// mulMod8 returns x*8 mod 2**61-1 for x < 2**61.
func mulMod8(x uint64) uint64 {
	x = (x<<3)&Modulus | x>>(Bits-3)
	return x
}

// Float is hash(float) (_Py_HashDouble).
func Float(v float64) int64 {
	if math.IsInf(v, 0) {
		if v > 0 {
			return Inf
		}
		return -Inf
	}
	if math.IsNaN(v) {
		return 0
	}
	if v == math.Trunc(v) && v >= -(1<<62) && v < 1<<62 {
		return SmallInt(int64(v))
	}
	m, e := math.Frexp(v)
	sign := int64(1)
	if m < 0 {
		sign = -1
		m = -m
	}
	var x uint64
	for m != 0 {
		x = ((x << 28) & Modulus) | x>>(Bits-28)
		m *= 268435456.0
		e -= 28
		y := uint64(m)
		m -= float64(y)
		x += y
		if x >= Modulus {
			x -= Modulus
		}
	}
	if e >= 0 {
		e = e % Bits
	} else {
		e = Bits - 1 - ((-1 - e) % Bits)
	}
	x = ((x << uint(e)) & Modulus) | x>>(Bits-uint(e))
	h := int64(x) * sign
	if h == -1 {
		h = -2
	}
	return h
}

// sip is the streaming state of SipHash-1-3 (zero key).
type sip struct {
	v0, v1, v2, v3 uint64
	buf            uint64 // pending bytes, little-endian
	nbuf           uint   // number of pending bytes
	total          uint64 // bytes written
}

func (s *sip) init() {
	s.v0 = 0x736f6d6570736575
	s.v1 = 0x646f72616e646f6d
	s.v2 = 0x6c7967656e657261
	s.v3 = 0x7465646279746573
}

func (s *sip) round() {
	s.v0 += s.v1
	s.v2 += s.v3
	s.v1 = bits.RotateLeft64(s.v1, 13) ^ s.v0
	s.v3 = bits.RotateLeft64(s.v3, 16) ^ s.v2
	s.v0 = bits.RotateLeft64(s.v0, 32)
	s.v2 += s.v1
	s.v0 += s.v3
	s.v1 = bits.RotateLeft64(s.v1, 17) ^ s.v2
	s.v3 = bits.RotateLeft64(s.v3, 21) ^ s.v0
	s.v2 = bits.RotateLeft64(s.v2, 32)
}

func (s *sip) block(m uint64) {
	s.v3 ^= m
	s.round()
	s.v0 ^= m
}

func (s *sip) writeByte(c byte) {
	s.buf |= uint64(c) << (8 * s.nbuf)
	s.nbuf++
	s.total++
	if s.nbuf == 8 {
		s.block(s.buf)
		s.buf, s.nbuf = 0, 0
	}
}

func (s *sip) sum() int64 {
	b := s.total<<56 | s.buf
	s.v3 ^= b
	s.round()
	s.v0 ^= b
	s.v2 ^= 0xff
	s.round()
	s.round()
	s.round()
	return int64((s.v0 ^ s.v1) ^ (s.v2 ^ s.v3))
}

// sipString hashes the bytes of a Go string.
func sipString(p string) int64 {
	var s sip
	s.init()
	n := len(p)
	i := 0
	for ; i+8 <= n; i += 8 {
		m := uint64(p[i]) | uint64(p[i+1])<<8 | uint64(p[i+2])<<16 | uint64(p[i+3])<<24 |
			uint64(p[i+4])<<32 | uint64(p[i+5])<<40 | uint64(p[i+6])<<48 | uint64(p[i+7])<<56
		s.block(m)
	}
	s.total = uint64(i)
	for ; i < n; i++ {
		s.writeByte(p[i])
	}
	return s.sum()
}

// Bytes is hash(bytes) (also used for memoryview and friends).
func Bytes(b []byte) int64 {
	if len(b) == 0 {
		return 0
	}
	var s sip
	s.init()
	n := len(b)
	i := 0
	for ; i+8 <= n; i += 8 {
		m := uint64(b[i]) | uint64(b[i+1])<<8 | uint64(b[i+2])<<16 | uint64(b[i+3])<<24 |
			uint64(b[i+4])<<32 | uint64(b[i+5])<<40 | uint64(b[i+6])<<48 | uint64(b[i+7])<<56
		s.block(m)
	}
	s.total = uint64(i)
	for ; i < n; i++ {
		s.writeByte(b[i])
	}
	h := s.sum()
	if h == -1 {
		h = -2
	}
	return h
}

// String is hash(str).
func String(str string) int64 {
	if len(str) == 0 {
		return 0
	}
	ascii := true
	for i := 0; i < len(str); i++ {
		if str[i] >= 0x80 {
			ascii = false
			break
		}
	}
	var h int64
	if ascii {
		h = sipString(str)
	} else {
		h = wide(str)
	}
	if h == -1 {
		h = -2
	}
	return h
}

// wide hashes a non-ASCII string over its PEP 393 form.
func wide(str string) int64 {
	var maxc rune
	for i := 0; i < len(str); {
		r, n := wtf8.Decode(str, i)
		if r > maxc {
			maxc = r
		}
		i += n
	}
	width := 1
	if maxc > 0xFFFF {
		width = 4
	} else if maxc > 0xFF {
		width = 2
	}
	var s sip
	s.init()
	for i := 0; i < len(str); {
		r, n := wtf8.Decode(str, i)
		i += n
		s.writeByte(byte(r))
		if width >= 2 {
			s.writeByte(byte(r >> 8))
			if width == 4 {
				s.writeByte(byte(r >> 16))
				s.writeByte(byte(r >> 24))
			}
		}
	}
	return s.sum()
}

const (
	numXXPrime1 = 11400714785074694791
	numXXPrime2 = 14029467366897019727
	numXXPrime5 = 2870177450012600261
)

// Tuple accumulates a tuple's hash from its items' hashes (CPython's
// xxHash-based tuplehash); the zero value is not ready: use NewTuple.
type Tuple struct{ acc uint64 }

// NewTuple starts a tuple hash.
func NewTuple() Tuple { return Tuple{numXXPrime5} }

// Add mixes in the next item's hash.
func (t *Tuple) Add(h int64) {
	t.acc += uint64(h) * numXXPrime2
	t.acc = bits.RotateLeft64(t.acc, 31)
	t.acc *= numXXPrime1
}

// Sum returns the hash of a tuple of n items, all added.
func (t *Tuple) Sum(n int) int64 {
	acc := t.acc + (uint64(n) ^ (numXXPrime5 ^ 3527539))
	if acc == math.MaxUint64 {
		return 1546275796
	}
	return int64(acc)
}

// TupleItems returns the hash of a tuple whose items hash to hashes.
func TupleItems(hashes []int64) int64 {
	t := NewTuple()
	for _, h := range hashes {
		t.Add(h)
	}
	return t.Sum(len(hashes))
}

// Complex is hash(complex).
func Complex(c complex128) int64 {
	hr := uint64(Float(real(c)))
	hi := uint64(Float(imag(c)))
	h := int64(hr + 1000003*hi)
	if h == -1 {
		h = -2
	}
	return h
}
