package runtime

import (
	"math"
	"math/big"
	"math/bits"
	"unicode/utf8"
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
	hashModulus = 1<<61 - 1
	hashBits    = 61
	hashInf     = 314159
	// HashNone is hash(None).
	HashNone = 0xFCA86420
	// HashModulus and HashInf are sys.hash_info's modulus and inf.
	HashModulus = hashModulus
	HashInf     = hashInf
)

func hashSmallInt(i int64) int64 {
	var h int64
	if i >= 0 {
		h = int64(uint64(i) % hashModulus)
	} else {
		h = -int64((uint64(-(i + 1)) + 1) % hashModulus)
	}
	if h == -1 {
		h = -2
	}
	return h
}

// hashBigInt hashes an arbitrary int without allocating.
func hashBigInt(b *big.Int) int64 {
	words := b.Bits()
	var x uint64
	// 2**64 == 2**3 (mod 2**61-1), so fold the words from the top.
	for i := len(words) - 1; i >= 0; i-- {
		w := uint64(words[i])
		x = numMulMod8(x)
		x += (w & hashModulus) + (w >> hashBits)
		x = (x & hashModulus) + (x >> hashBits)
		if x >= hashModulus {
			x -= hashModulus
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

// numMulMod8 returns x*8 mod 2**61-1 for x < 2**61.
func numMulMod8(x uint64) uint64 {
	x = (x<<3)&hashModulus | x>>(hashBits-3)
	return x
}

// HashFloat is hash(float) (_Py_HashDouble).
func HashFloat(v float64) int64 {
	if math.IsInf(v, 0) {
		if v > 0 {
			return hashInf
		}
		return -hashInf
	}
	if math.IsNaN(v) {
		return 0
	}
	if v == math.Trunc(v) && v >= -(1<<62) && v < 1<<62 {
		return hashSmallInt(int64(v))
	}
	m, e := math.Frexp(v)
	sign := int64(1)
	if m < 0 {
		sign = -1
		m = -m
	}
	var x uint64
	for m != 0 {
		x = ((x << 28) & hashModulus) | x>>(hashBits-28)
		m *= 268435456.0
		e -= 28
		y := uint64(m)
		m -= float64(y)
		x += y
		if x >= hashModulus {
			x -= hashModulus
		}
	}
	if e >= 0 {
		e = e % hashBits
	} else {
		e = hashBits - 1 - ((-1 - e) % hashBits)
	}
	x = ((x << uint(e)) & hashModulus) | x>>(hashBits-uint(e))
	h := int64(x) * sign
	if h == -1 {
		h = -2
	}
	return h
}

// numSip is the streaming state of SipHash-1-3 (zero key).
type numSip struct {
	v0, v1, v2, v3 uint64
	buf            uint64 // pending bytes, little-endian
	nbuf           uint   // number of pending bytes
	total          uint64 // bytes written
}

func (s *numSip) init() {
	s.v0 = 0x736f6d6570736575
	s.v1 = 0x646f72616e646f6d
	s.v2 = 0x6c7967656e657261
	s.v3 = 0x7465646279746573
}

func (s *numSip) round() {
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

func (s *numSip) block(m uint64) {
	s.v3 ^= m
	s.round()
	s.v0 ^= m
}

func (s *numSip) writeByte(c byte) {
	s.buf |= uint64(c) << (8 * s.nbuf)
	s.nbuf++
	s.total++
	if s.nbuf == 8 {
		s.block(s.buf)
		s.buf, s.nbuf = 0, 0
	}
}

func (s *numSip) sum() int64 {
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

// numSipString hashes the bytes of a Go string.
func numSipString(p string) int64 {
	var s numSip
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

// HashBytes is hash(bytes) (also used for memoryview and friends).
func HashBytes(b []byte) int64 {
	if len(b) == 0 {
		return 0
	}
	var s numSip
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

// numDecodeWTF8 decodes the code point at s[i:] (lone surrogates included).
func numDecodeWTF8(s string, i int) (rune, int) {
	c := s[i]
	if c < 0x80 {
		return rune(c), 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n == 1 && c == 0xED && i+2 < len(s) &&
		s[i+1] >= 0xA0 && s[i+1] <= 0xBF && s[i+2] >= 0x80 && s[i+2] <= 0xBF {
		return rune(c&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F), 3
	}
	return r, n
}

// HashString is hash(str).
func HashString(str string) int64 {
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
		h = numSipString(str)
	} else {
		h = numHashWide(str)
	}
	if h == -1 {
		h = -2
	}
	return h
}

// numHashWide hashes a non-ASCII string over its PEP 393 form.
func numHashWide(str string) int64 {
	var maxc rune
	for i := 0; i < len(str); {
		r, n := numDecodeWTF8(str, i)
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
	var s numSip
	s.init()
	for i := 0; i < len(str); {
		r, n := numDecodeWTF8(str, i)
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

// HashTupleItems combines item hashes exactly like CPython's tuplehash.
func HashTupleItems(hashes []int64) int64 {
	var acc uint64 = numXXPrime5
	for _, h := range hashes {
		acc += uint64(h) * numXXPrime2
		acc = bits.RotateLeft64(acc, 31)
		acc *= numXXPrime1
	}
	acc += uint64(len(hashes)) ^ (numXXPrime5 ^ 3527539)
	if acc == math.MaxUint64 {
		return 1546275796
	}
	return int64(acc)
}

func (vm *VM) hashTuple(items []Value) (int64, error) {
	var acc uint64 = numXXPrime5
	for _, it := range items {
		h, err := vm.Hash(it)
		if err != nil {
			return 0, err
		}
		acc += uint64(h) * numXXPrime2
		acc = bits.RotateLeft64(acc, 31)
		acc *= numXXPrime1
	}
	acc += uint64(len(items)) ^ (numXXPrime5 ^ 3527539)
	if acc == math.MaxUint64 {
		return 1546275796, nil
	}
	return int64(acc), nil
}

// HashComplex is hash(complex).
func HashComplex(c complex128) int64 {
	hr := uint64(HashFloat(real(c)))
	hi := uint64(HashFloat(imag(c)))
	h := int64(hr + 1000003*hi)
	if h == -1 {
		h = -2
	}
	return h
}
