package random

import (
	"crypto/rand"
	"encoding/binary"
	"math/big"
	"time"
)

// The random module: CPython's Mersenne Twister (MT19937 with
// init_by_array seeding), bit for bit, and the algorithms of CPython 3.13's
// random.py on top of it. Random is a Go type that user classes may
// subclass: when a subclass overrides random(), getrandbits() or
// _randbelow(), the methods that depend on them call the override (as
// random.Random.__init_subclass__ arranges in CPython).

const (
	modMTN = 624
	modMTM = 397
)

// modMT is the generator state.
type modMT struct {
	state [modMTN]uint32
	index int
}

func (m *modMT) initGenrand(s uint32) {
	mt := &m.state
	mt[0] = s
	for i := 1; i < modMTN; i++ {
		mt[i] = 1812433253*(mt[i-1]^(mt[i-1]>>30)) + uint32(i)
	}
	m.index = modMTN
}

func (m *modMT) initByArray(key []uint32) {
	m.initGenrand(19650218)
	mt := &m.state
	i, j := 1, 0
	k := max(modMTN, len(key))
	for ; k > 0; k-- {
		mt[i] = (mt[i] ^ ((mt[i-1] ^ (mt[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= modMTN {
			mt[0] = mt[modMTN-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k = modMTN - 1; k > 0; k-- {
		mt[i] = (mt[i] ^ ((mt[i-1] ^ (mt[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= modMTN {
			mt[0] = mt[modMTN-1]
			i = 1
		}
	}
	mt[0] = 0x80000000
}

func (m *modMT) genrand() uint32 {
	mt := &m.state
	if m.index >= modMTN {
		const upper, lower = 0x80000000, 0x7fffffff
		var kk int
		for kk = 0; kk < modMTN-modMTM; kk++ {
			y := (mt[kk] & upper) | (mt[kk+1] & lower)
			mt[kk] = mt[kk+modMTM] ^ (y >> 1) ^ (-(y & 1) & 0x9908b0df)
		}
		for ; kk < modMTN-1; kk++ {
			y := (mt[kk] & upper) | (mt[kk+1] & lower)
			mt[kk] = mt[kk+(modMTM-modMTN)] ^ (y >> 1) ^ (-(y & 1) & 0x9908b0df)
		}
		y := (mt[modMTN-1] & upper) | (mt[0] & lower)
		mt[modMTN-1] = mt[modMTM-1] ^ (y >> 1) ^ (-(y & 1) & 0x9908b0df)
		m.index = 0
	}
	y := mt[m.index]
	m.index++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// random returns a float in [0, 1) with 53 random bits.
func (m *modMT) random() float64 {
	a := m.genrand() >> 5
	b := m.genrand() >> 6
	return (float64(a)*67108864.0 + float64(b)) * (1.0 / 9007199254740992.0)
}

// bits64 returns k <= 64 random bits as CPython's getrandbits does.
func (m *modMT) bits64(k int) uint64 {
	if k <= 32 {
		if k == 0 {
			return 0
		}
		return uint64(m.genrand() >> (32 - k))
	}
	lo := uint64(m.genrand())
	hi := m.genrand() >> (64 - k)
	return lo | uint64(hi)<<32
}

// bigBits returns k random bits (any k) as a big.Int.
func (m *modMT) bigBits(k int) *big.Int {
	nwords := (k-1)/32 + 1
	buf := make([]byte, nwords*4)
	for i := 0; i < nwords; i++ {
		r := m.genrand()
		if k < 32 {
			r >>= 32 - k
		}
		binary.BigEndian.PutUint32(buf[len(buf)-4*(i+1):], r)
		k -= 32
	}
	return new(big.Int).SetBytes(buf)
}

// seedBig seeds from a non-negative integer (CPython's random_seed for ints).
func (m *modMT) seedBig(n *big.Int) {
	if n.Sign() == 0 {
		m.initByArray([]uint32{0})
		return
	}
	b := n.Bytes() // big-endian
	nwords := (len(b) + 3) / 4
	key := make([]uint32, nwords)
	for i := 0; i < len(b); i++ {
		pos := len(b) - 1 - i // byte i from the little end
		key[i/4] |= uint32(b[pos]) << (8 * (i % 4))
	}
	m.initByArray(key)
}

func (m *modMT) seedUrandom() {
	var buf [modMTN * 4]byte
	if _, err := rand.Read(buf[:]); err != nil {
		now := time.Now().UnixNano()
		m.initByArray([]uint32{uint32(now), uint32(now >> 32)})
		return
	}
	key := make([]uint32, modMTN)
	for i := range key {
		key[i] = binary.LittleEndian.Uint32(buf[4*i:])
	}
	m.initByArray(key)
}
