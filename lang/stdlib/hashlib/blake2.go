package hashlib

import (
	"encoding/binary"
	"math/bits"
)

// BLAKE2b and BLAKE2s (RFC 7693), with the parameter block that
// hashlib.blake2b/blake2s expose: key, salt, personalisation and the tree
// hashing fields.

var blake2bIV = [8]uint64{
	0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
	0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
}

var blake2sIV = [8]uint32{
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
}

var blake2Sigma = [12][16]byte{
	{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
	{14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
	{11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
	{7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
	{9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
	{2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
	{12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
	{13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
	{6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
	{10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
	{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
	{14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
}

// blake2Params are the fields of the parameter block.
type blake2Params struct {
	digestSize, fanout, depth, nodeDepth, innerSize int
	leafSize                                        uint32
	nodeOffset                                      uint64
	key, salt, person                               []byte
	lastNode                                        bool
}

// blake2b is a running BLAKE2b state.
type blake2b struct {
	h        [8]uint64
	t0, t1   uint64
	buf      [128]byte
	n        int
	size     int
	lastNode bool
}

func newBlake2b(p *blake2Params) *blake2b {
	d := &blake2b{size: p.digestSize, lastNode: p.lastNode}
	var pb [64]byte
	pb[0] = byte(p.digestSize)
	pb[1] = byte(len(p.key))
	pb[2] = byte(p.fanout)
	pb[3] = byte(p.depth)
	binary.LittleEndian.PutUint32(pb[4:], p.leafSize)
	binary.LittleEndian.PutUint64(pb[8:], p.nodeOffset)
	pb[16] = byte(p.nodeDepth)
	pb[17] = byte(p.innerSize)
	copy(pb[32:48], p.salt)
	copy(pb[48:64], p.person)
	for i := range d.h {
		d.h[i] = blake2bIV[i] ^ binary.LittleEndian.Uint64(pb[8*i:])
	}
	if len(p.key) > 0 {
		var block [128]byte
		copy(block[:], p.key)
		d.Write(block[:])
	}
	return d
}

func (d *blake2b) compress(block []byte, final bool) {
	var m [16]uint64
	for i := range m {
		m[i] = binary.LittleEndian.Uint64(block[8*i:])
	}
	var v [16]uint64
	copy(v[:8], d.h[:])
	copy(v[8:], blake2bIV[:])
	v[12] ^= d.t0
	v[13] ^= d.t1
	if final {
		v[14] = ^v[14]
		if d.lastNode {
			v[15] = ^v[15]
		}
	}
	g := func(a, b, c, dd int, x, y uint64) {
		v[a] = v[a] + v[b] + x
		v[dd] = bits.RotateLeft64(v[dd]^v[a], -32)
		v[c] = v[c] + v[dd]
		v[b] = bits.RotateLeft64(v[b]^v[c], -24)
		v[a] = v[a] + v[b] + y
		v[dd] = bits.RotateLeft64(v[dd]^v[a], -16)
		v[c] = v[c] + v[dd]
		v[b] = bits.RotateLeft64(v[b]^v[c], -63)
	}
	for r := 0; r < 12; r++ {
		s := &blake2Sigma[r]
		g(0, 4, 8, 12, m[s[0]], m[s[1]])
		g(1, 5, 9, 13, m[s[2]], m[s[3]])
		g(2, 6, 10, 14, m[s[4]], m[s[5]])
		g(3, 7, 11, 15, m[s[6]], m[s[7]])
		g(0, 5, 10, 15, m[s[8]], m[s[9]])
		g(1, 6, 11, 12, m[s[10]], m[s[11]])
		g(2, 7, 8, 13, m[s[12]], m[s[13]])
		g(3, 4, 9, 14, m[s[14]], m[s[15]])
	}
	for i := range d.h {
		d.h[i] ^= v[i] ^ v[i+8]
	}
}

func (d *blake2b) addCount(n uint64) {
	d.t0 += n
	if d.t0 < n {
		d.t1++
	}
}

// Write absorbs p; the last block is kept back until Sum, which
// compresses it with the final flag.
func (d *blake2b) Write(p []byte) {
	for len(p) > 0 {
		if d.n == len(d.buf) {
			d.addCount(uint64(len(d.buf)))
			d.compress(d.buf[:], false)
			d.n = 0
		}
		k := copy(d.buf[d.n:], p)
		d.n += k
		p = p[k:]
	}
}

func (d *blake2b) Sum() []byte {
	c := *d
	c.addCount(uint64(c.n))
	for i := c.n; i < len(c.buf); i++ {
		c.buf[i] = 0
	}
	c.compress(c.buf[:], true)
	out := make([]byte, 64)
	for i, w := range c.h {
		binary.LittleEndian.PutUint64(out[8*i:], w)
	}
	return out[:d.size]
}

// blake2s is a running BLAKE2s state.
type blake2s struct {
	h        [8]uint32
	t0, t1   uint32
	buf      [64]byte
	n        int
	size     int
	lastNode bool
}

func newBlake2s(p *blake2Params) *blake2s {
	d := &blake2s{size: p.digestSize, lastNode: p.lastNode}
	var pb [32]byte
	pb[0] = byte(p.digestSize)
	pb[1] = byte(len(p.key))
	pb[2] = byte(p.fanout)
	pb[3] = byte(p.depth)
	binary.LittleEndian.PutUint32(pb[4:], p.leafSize)
	var off [8]byte
	binary.LittleEndian.PutUint64(off[:], p.nodeOffset)
	copy(pb[8:14], off[:6])
	pb[14] = byte(p.nodeDepth)
	pb[15] = byte(p.innerSize)
	copy(pb[16:24], p.salt)
	copy(pb[24:32], p.person)
	for i := range d.h {
		d.h[i] = blake2sIV[i] ^ binary.LittleEndian.Uint32(pb[4*i:])
	}
	if len(p.key) > 0 {
		var block [64]byte
		copy(block[:], p.key)
		d.Write(block[:])
	}
	return d
}

func (d *blake2s) compress(block []byte, final bool) {
	var m [16]uint32
	for i := range m {
		m[i] = binary.LittleEndian.Uint32(block[4*i:])
	}
	var v [16]uint32
	copy(v[:8], d.h[:])
	copy(v[8:], blake2sIV[:])
	v[12] ^= d.t0
	v[13] ^= d.t1
	if final {
		v[14] = ^v[14]
		if d.lastNode {
			v[15] = ^v[15]
		}
	}
	g := func(a, b, c, dd int, x, y uint32) {
		v[a] = v[a] + v[b] + x
		v[dd] = bits.RotateLeft32(v[dd]^v[a], -16)
		v[c] = v[c] + v[dd]
		v[b] = bits.RotateLeft32(v[b]^v[c], -12)
		v[a] = v[a] + v[b] + y
		v[dd] = bits.RotateLeft32(v[dd]^v[a], -8)
		v[c] = v[c] + v[dd]
		v[b] = bits.RotateLeft32(v[b]^v[c], -7)
	}
	for r := 0; r < 10; r++ {
		s := &blake2Sigma[r]
		g(0, 4, 8, 12, m[s[0]], m[s[1]])
		g(1, 5, 9, 13, m[s[2]], m[s[3]])
		g(2, 6, 10, 14, m[s[4]], m[s[5]])
		g(3, 7, 11, 15, m[s[6]], m[s[7]])
		g(0, 5, 10, 15, m[s[8]], m[s[9]])
		g(1, 6, 11, 12, m[s[10]], m[s[11]])
		g(2, 7, 8, 13, m[s[12]], m[s[13]])
		g(3, 4, 9, 14, m[s[14]], m[s[15]])
	}
	for i := range d.h {
		d.h[i] ^= v[i] ^ v[i+8]
	}
}

func (d *blake2s) addCount(n uint32) {
	d.t0 += n
	if d.t0 < n {
		d.t1++
	}
}

func (d *blake2s) Write(p []byte) {
	for len(p) > 0 {
		if d.n == len(d.buf) {
			d.addCount(uint32(len(d.buf)))
			d.compress(d.buf[:], false)
			d.n = 0
		}
		k := copy(d.buf[d.n:], p)
		d.n += k
		p = p[k:]
	}
}

func (d *blake2s) Sum() []byte {
	c := *d
	c.addCount(uint32(c.n))
	for i := c.n; i < len(c.buf); i++ {
		c.buf[i] = 0
	}
	c.compress(c.buf[:], true)
	out := make([]byte, 32)
	for i, w := range c.h {
		binary.LittleEndian.PutUint32(out[4*i:], w)
	}
	return out[:d.size]
}
