package zlib

import (
	"encoding/binary"
	"hash/crc32"
)

// An own inflater (RFC 1950/1951/1952): Go's compress/flate reads from an
// io.Reader and cannot stop at an output limit or be fed piecewise the way
// zlib's decompressobj is. This one decodes in units (a header, a block
// header, one symbol, a piece of a stored block, a trailer); a unit that
// runs out of input is undone and retried when more arrives, so the state
// between calls is always at a unit boundary.

// Formats of the stream around the deflate data.
const (
	fmtRaw = iota
	fmtZlib
	fmtGzip
	fmtAuto // zlib or gzip, by the first bytes
)

// Stages of the decoder.
const (
	stHeader = iota
	stDictID
	stBlock  // a block header
	stStored // inside a stored block
	stCodes  // inside a compressed block
	stTrailer
	stDone
	stBad
)

// inflateError is a data error with zlib's message.
type inflateError struct {
	code int
	msg  string
}

func (e *inflateError) Error() string { return e.msg }

func dataErr(msg string) error { return &inflateError{-3, msg} }

// errNeedInput says a unit lacks input; errNeedDict that the stream wants
// a preset dictionary.
var (
	errNeedInput = &inflateError{-5, "incomplete or truncated stream"}
	errNeedDict  = &inflateError{2, ""}
)

// huffman is a canonical Huffman code: a 9-bit lookup table for the short
// codes and the counts and sorted symbols for the long ones.
type huffman struct {
	fast   [512]uint16 // symbol<<4 | length; 0 if the code is longer
	count  [16]uint16
	symbol []uint16
}

const fastBits = 9

// build makes the code from code lengths; ok is false for an
// over-subscribed set, or an incomplete one other than a single code of
// length one (which zlib allows for distances).
func (h *huffman) build(lengths []uint8, allowSingle bool) bool {
	*h = huffman{symbol: h.symbol[:0]}
	for _, l := range lengths {
		h.count[l]++
	}
	if int(h.count[0]) == len(lengths) {
		return allowSingle
	}
	left := 1
	for l := 1; l < 16; l++ {
		left <<= 1
		left -= int(h.count[l])
		if left < 0 {
			return false
		}
	}
	if left > 0 {
		// incomplete: only a lone code of length 1 passes
		if !(allowSingle && h.count[1] == 1 && int(h.count[0])+1 == len(lengths)) {
			return false
		}
	}
	var offs [16]uint16
	for l := 1; l < 15; l++ {
		offs[l+1] = offs[l] + h.count[l]
	}
	if cap(h.symbol) < len(lengths) {
		h.symbol = make([]uint16, len(lengths))
	}
	h.symbol = h.symbol[:len(lengths)]
	for s, l := range lengths {
		if l != 0 {
			h.symbol[offs[l]] = uint16(s)
			offs[l]++
		}
	}
	// fill the fast table: walk codes in canonical order
	code, idx := 0, 0
	for l := 1; l <= fastBits; l++ {
		for k := 0; k < int(h.count[l]); k++ {
			sym := h.symbol[idx]
			idx++
			// reverse the code's l bits (deflate sends codes MSB first)
			rev := 0
			for b := 0; b < l; b++ {
				rev |= (code >> b & 1) << (l - 1 - b)
			}
			for r := rev; r < 1<<fastBits; r += 1 << l {
				h.fast[r] = sym<<4 | uint16(l)
			}
			code++
		}
		code <<= 1
	}
	return true
}

// inflater is the decoder's whole state; copying the struct (with its
// slices cloned) copies the stream.
type inflater struct {
	format int
	wbits  int // window bits allowed (0: from the zlib header)
	stage  int
	in     []byte
	pos    int
	bits   uint64
	nbits  uint
	final  bool // the current block is the last
	stored int  // bytes left in a stored block
	lit    huffman
	dist   huffman
	// a match not yet fully copied
	copyLen, copyDist int
	// hist holds the window (the last 32K of earlier output at least)
	// followed by the current run's output, from outStart on; the
	// checksum covers hist up to summed.
	hist             []byte
	outStart, summed int
	total            uint64 // bytes out
	sum              uint32 // running adler32 or crc32
	dict             []byte
	dictID           uint32
	badMsg           string // the error that stopped the stream
	// oneShot: the inflater runs once, so its output need not be copied
	// out of hist
	oneShot bool
}

func newInflater(format, wbits int, dict []byte) *inflater {
	f := &inflater{format: format, wbits: wbits, dict: dict}
	if format == fmtZlib {
		f.sum = 1
	}
	if format == fmtRaw {
		f.stage = stBlock
		if dict != nil {
			f.hist = append(f.hist, dict...)
			f.summed = len(f.hist)
		}
	}
	return f
}

func (f *inflater) clone() *inflater {
	c := *f
	c.in = append([]byte(nil), f.in...)
	c.hist = append([]byte(nil), f.hist...)
	c.lit.symbol = append([]uint16(nil), f.lit.symbol...)
	c.dist.symbol = append([]uint16(nil), f.dist.symbol...)
	return &c
}

func (f *inflater) need(n uint) bool {
	if f.nbits >= n {
		return true
	}
	if f.pos+8 <= len(f.in) {
		// fill the buffer with whole bytes, eight at a time
		k := (63 - f.nbits) >> 3
		f.bits |= binary.LittleEndian.Uint64(f.in[f.pos:]) << f.nbits
		f.nbits += k * 8
		f.pos += int(k)
		f.bits &= 1<<f.nbits - 1
		return f.nbits >= n
	}
	for f.nbits < n {
		if f.pos >= len(f.in) {
			return false
		}
		f.bits |= uint64(f.in[f.pos]) << f.nbits
		f.pos++
		f.nbits += 8
	}
	return true
}

func (f *inflater) take(n uint) uint32 {
	v := uint32(f.bits & (1<<n - 1))
	f.bits >>= n
	f.nbits -= n
	return v
}

// getBits reads n bits or reports that the input ran out.
func (f *inflater) getBits(n uint) (uint32, bool) {
	if !f.need(n) {
		return 0, false
	}
	return f.take(n), true
}

func (f *inflater) decode(h *huffman) (int, bool, error) {
	if f.nbits < fastBits {
		f.need(fastBits) // as many as there are
	}
	e := h.fast[f.bits&(1<<fastBits-1)]
	if l := uint(e & 15); e != 0 && l <= f.nbits {
		f.bits >>= l
		f.nbits -= l
		return int(e >> 4), true, nil
	}
	return f.decodeSlow(h)
}

// decodeSlow decodes a code longer than the table's, or one near the end
// of the input, one bit at a time.
func (f *inflater) decodeSlow(h *huffman) (int, bool, error) {
	code, first, index := 0, 0, 0
	for l := 1; l < 16; l++ {
		b, ok := f.getBits(1)
		if !ok {
			return 0, false, nil
		}
		code |= int(b)
		count := int(h.count[l])
		if code-count < first {
			return int(h.symbol[index+(code-first)]), true, nil
		}
		index += count
		first += count
		first <<= 1
		code <<= 1
	}
	return 0, true, dataErr("invalid code")
}

var (
	lenBase  = [29]uint16{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258}
	lenExtra = [29]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	dstBase  = [30]uint16{1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577}
	dstExtra = [30]uint8{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
	clOrder  = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}
)

var fixedLit, fixedDist huffman

func init() {
	var l [288]uint8
	for i := range l {
		switch {
		case i < 144:
			l[i] = 8
		case i < 256:
			l[i] = 9
		case i < 280:
			l[i] = 7
		default:
			l[i] = 8
		}
	}
	fixedLit.build(l[:], false)
	var d [32]uint8
	for i := range d {
		d[i] = 5
	}
	fixedDist.build(d[:], false)
}

// sum brings the running checksum up to the end of the output.
func (f *inflater) sum_() {
	b := f.hist[f.summed:]
	switch f.format {
	case fmtZlib:
		f.sum = adler32Update(f.sum, b)
	case fmtGzip:
		f.sum = crc32.Update(f.sum, crc32.IEEETable, b)
	}
	f.total += uint64(len(b))
	f.summed = len(f.hist)
}

func adler32Update(sum uint32, b []byte) uint32 {
	const mod = 65521
	s1, s2 := sum&0xffff, sum>>16
	for len(b) > 0 {
		n := min(len(b), 5552)
		for _, c := range b[:n] {
			s1 += uint32(c)
			s2 += s1
		}
		s1 %= mod
		s2 %= mod
		b = b[n:]
	}
	return s2<<16 | s1
}

// copyMatch outputs up to room bytes of the pending match.
func (f *inflater) copyMatch(room int) {
	n := min(f.copyLen, room)
	start := len(f.hist) - f.copyDist
	f.copyLen -= n
	// an overlapping copy repeats the bytes it has just written: copy
	// what exists, then again from where that ended
	for n > 0 {
		k := min(n, len(f.hist)-start)
		f.hist = append(f.hist, f.hist[start:start+k]...)
		start += k
		n -= k
	}
}

// fastCodes decodes the symbols of a compressed block while there is
// input enough for any symbol (so no unit can run out and need undoing)
// and room for any match.
func (f *inflater) fastCodes(limit int) error {
	for f.stage == stCodes && len(f.in)-f.pos >= 8 && (limit < 0 || limit-(len(f.hist)-f.outStart) >= 258) {
		sym, _, err := f.decode(&f.lit)
		if err != nil {
			f.stage = stBad
			return dataErr("invalid literal/length code")
		}
		if sym < 256 {
			f.hist = append(f.hist, byte(sym))
			continue
		}
		if sym == 256 {
			f.endBlock()
			return nil
		}
		sym -= 257
		if sym >= 29 {
			f.stage = stBad
			return dataErr("invalid literal/length code")
		}
		f.need(uint(lenExtra[sym]))
		length := int(lenBase[sym]) + int(f.take(uint(lenExtra[sym])))
		ds, _, err := f.decode(&f.dist)
		if err != nil || ds >= 30 {
			f.stage = stBad
			return dataErr("invalid distance code")
		}
		f.need(uint(dstExtra[ds]))
		dist := int(dstBase[ds]) + int(f.take(uint(dstExtra[ds])))
		if dist > len(f.hist) {
			f.stage = stBad
			return dataErr("invalid distance too far back")
		}
		f.copyLen, f.copyDist = length, dist
		f.copyMatch(length)
	}
	return nil
}

// run decodes what it can of the input, producing at most limit bytes
// (limit < 0: no limit). It returns the output and stops at the end of the
// stream, the limit, or the end of the input (leaving f.pos at the last
// unit boundary).
func (f *inflater) run(limit int) ([]byte, error) {
	// keep 32K of history before this run's output
	if keep := 1 << 15; len(f.hist) > 3*keep {
		cut := len(f.hist) - keep
		f.hist = append(f.hist[:0], f.hist[cut:]...)
		f.summed -= cut
	}
	f.outStart = len(f.hist)
	out, err := f.run1(limit)
	f.sum_()
	return out, err
}

func (f *inflater) run1(limit int) ([]byte, error) {
	room := func() int {
		if limit < 0 {
			return 1 << 30
		}
		return limit - (len(f.hist) - f.outStart)
	}
	output := func() []byte {
		if f.oneShot {
			return f.hist[f.outStart:]
		}
		return append([]byte(nil), f.hist[f.outStart:]...)
	}
	for {
		if f.stage == stDone {
			return output(), nil
		}
		if f.stage == stBad {
			return output(), dataErr(f.badMsg)
		}
		if room() <= 0 && (f.copyLen > 0 || f.stage == stCodes || f.stage == stStored) {
			return output(), nil
		}
		if f.copyLen > 0 {
			f.copyMatch(room())
			continue
		}
		if f.stage == stCodes {
			err := f.fastCodes(limit)
			if e, ok := err.(*inflateError); ok && f.stage == stBad {
				f.badMsg = e.msg
			}
			if err != nil {
				return output(), err
			}
			if f.stage != stCodes || f.copyLen > 0 || room() <= 0 {
				continue
			}
		}
		// save the boundary, to undo a unit that runs out of input
		pos, bits, nbits := f.pos, f.bits, f.nbits
		err := f.unit(room)
		if err == errNeedInput {
			f.pos, f.bits, f.nbits = pos, bits, nbits
			return output(), err
		}
		if e, ok := err.(*inflateError); ok && f.stage == stBad {
			f.badMsg = e.msg
		}
		if err != nil {
			return output(), err
		}
	}
}

// unit decodes one unit.
func (f *inflater) unit(room func() int) error {
	switch f.stage {
	case stHeader:
		return f.header()
	case stDictID:
		id, ok := f.getBits(32)
		if !ok {
			return errNeedInput
		}
		f.dictID = id<<24 | id>>24 | (id>>8)&0xff00 | (id<<8)&0xff0000
		if f.dict == nil {
			return errNeedDict
		}
		if adler32Update(1, f.dict) != f.dictID {
			return &inflateError{-3, "invalid dictionary"}
		}
		// the dictionary is history, not output
		f.hist = append(f.hist, f.dict...)
		f.outStart, f.summed = len(f.hist), len(f.hist)
		f.stage = stBlock
		return nil
	case stBlock:
		h, ok := f.getBits(3)
		if !ok {
			return errNeedInput
		}
		f.final = h&1 != 0
		switch h >> 1 {
		case 0:
			f.take(f.nbits % 8)
			v, ok := f.getBits(32)
			if !ok {
				return errNeedInput
			}
			if v&0xffff != ^v>>16 {
				f.stage = stBad
				return dataErr("invalid stored block lengths")
			}
			f.stored = int(v & 0xffff)
			f.stage = stStored
		case 1:
			f.lit, f.dist = fixedLit, fixedDist
			f.lit.symbol = append([]uint16(nil), fixedLit.symbol...)
			f.dist.symbol = append([]uint16(nil), fixedDist.symbol...)
			f.stage = stCodes
		case 2:
			if err := f.dynamic(); err != nil {
				return err
			}
			f.stage = stCodes
		default:
			f.stage = stBad
			return dataErr("invalid block type")
		}
		return nil
	case stStored:
		if f.stored == 0 {
			f.endBlock()
			return nil
		}
		// whole bytes may still sit in the bit buffer
		n := min(f.stored, room())
		before := len(f.hist)
		for n > 0 && f.nbits >= 8 {
			f.hist = append(f.hist, byte(f.take(8)))
			n--
		}
		k := min(n, len(f.in)-f.pos)
		f.hist = append(f.hist, f.in[f.pos:f.pos+k]...)
		f.pos += k
		if len(f.hist) == before {
			return errNeedInput
		}
		f.stored -= len(f.hist) - before
		return nil
	case stCodes:
		sym, ok, err := f.decode(&f.lit)
		if err != nil {
			f.stage = stBad
			return dataErr("invalid literal/length code")
		}
		if !ok {
			return errNeedInput
		}
		if sym < 256 {
			f.hist = append(f.hist, byte(sym))
			return nil
		}
		if sym == 256 {
			f.endBlock()
			return nil
		}
		sym -= 257
		if sym >= 29 {
			f.stage = stBad
			return dataErr("invalid literal/length code")
		}
		e, ok := f.getBits(uint(lenExtra[sym]))
		if !ok {
			return errNeedInput
		}
		length := int(lenBase[sym]) + int(e)
		ds, ok, err := f.decode(&f.dist)
		if err != nil || ds >= 30 {
			f.stage = stBad
			return dataErr("invalid distance code")
		}
		if !ok {
			return errNeedInput
		}
		e, ok = f.getBits(uint(dstExtra[ds]))
		if !ok {
			return errNeedInput
		}
		dist := int(dstBase[ds]) + int(e)
		if dist > len(f.hist) {
			f.stage = stBad
			return dataErr("invalid distance too far back")
		}
		f.copyLen, f.copyDist = length, dist
		return nil
	case stTrailer:
		f.sum_()
		return f.trailer()
	}
	return nil
}

func (f *inflater) endBlock() {
	if f.final {
		f.take(f.nbits % 8)
		if f.format == fmtRaw {
			f.stage = stDone
		} else {
			f.stage = stTrailer
		}
	} else {
		f.stage = stBlock
	}
}

func (f *inflater) dynamic() error {
	v, ok := f.getBits(14)
	if !ok {
		return errNeedInput
	}
	nlen, ndist, ncode := int(v&31)+257, int(v>>5&31)+1, int(v>>10)+4
	if nlen > 286 || ndist > 30 {
		f.stage = stBad
		return dataErr("too many length or distance symbols")
	}
	var cl [19]uint8
	for i := 0; i < ncode; i++ {
		b, ok := f.getBits(3)
		if !ok {
			return errNeedInput
		}
		cl[clOrder[i]] = uint8(b)
	}
	var clh huffman
	if !clh.build(cl[:], false) {
		f.stage = stBad
		return dataErr("invalid code lengths set")
	}
	lengths := make([]uint8, nlen+ndist)
	for i := 0; i < len(lengths); {
		sym, ok, err := f.decode(&clh)
		if err != nil {
			f.stage = stBad
			return dataErr("invalid code lengths set")
		}
		if !ok {
			return errNeedInput
		}
		if sym < 16 {
			lengths[i] = uint8(sym)
			i++
			continue
		}
		var rep int
		var val uint8
		switch sym {
		case 16:
			if i == 0 {
				f.stage = stBad
				return dataErr("invalid bit length repeat")
			}
			b, ok := f.getBits(2)
			if !ok {
				return errNeedInput
			}
			val, rep = lengths[i-1], 3+int(b)
		case 17:
			b, ok := f.getBits(3)
			if !ok {
				return errNeedInput
			}
			rep = 3 + int(b)
		default:
			b, ok := f.getBits(7)
			if !ok {
				return errNeedInput
			}
			rep = 11 + int(b)
		}
		if i+rep > len(lengths) {
			f.stage = stBad
			return dataErr("invalid bit length repeat")
		}
		for ; rep > 0; rep-- {
			lengths[i] = val
			i++
		}
	}
	if lengths[256] == 0 {
		f.stage = stBad
		return dataErr("invalid code -- missing end-of-block")
	}
	if !f.lit.build(lengths[:nlen], false) {
		f.stage = stBad
		return dataErr("invalid literal/lengths set")
	}
	if !f.dist.build(lengths[nlen:], true) {
		f.stage = stBad
		return dataErr("invalid distances set")
	}
	return nil
}

func (f *inflater) byte_() (byte, bool) {
	b, ok := f.getBits(8)
	return byte(b), ok
}

func (f *inflater) header() error {
	format := f.format
	if format == fmtAuto {
		if !f.need(16) {
			return errNeedInput
		}
		if f.bits&0xffff == 0x8b1f {
			format = fmtGzip
		} else {
			format = fmtZlib
		}
	}
	if format == fmtZlib {
		v, ok := f.getBits(16)
		if !ok {
			return errNeedInput
		}
		cmf, flg := v&0xff, v>>8
		f.format, f.sum = fmtZlib, 1
		if (cmf<<8|flg)%31 != 0 {
			f.stage = stBad
			return dataErr("incorrect header check")
		}
		if cmf&15 != 8 {
			f.stage = stBad
			return dataErr("unknown compression method")
		}
		w := int(cmf>>4) + 8
		if f.wbits == 0 {
			f.wbits = w
		}
		if w > 15 || w > f.wbits {
			f.stage = stBad
			return dataErr("invalid window size")
		}
		if flg&0x20 != 0 {
			f.stage = stDictID
		} else {
			f.stage = stBlock
		}
		return nil
	}
	// gzip: the whole header is one unit
	var hdr []byte
	for i := 0; i < 10; i++ {
		b, ok := f.byte_()
		if !ok {
			return errNeedInput
		}
		hdr = append(hdr, b)
	}
	f.format, f.sum = fmtGzip, 0
	if hdr[0] != 0x1f || hdr[1] != 0x8b {
		f.stage = stBad
		return dataErr("incorrect header check")
	}
	if hdr[2] != 8 {
		f.stage = stBad
		return dataErr("unknown compression method")
	}
	flags := hdr[3]
	if flags&0xe0 != 0 {
		f.stage = stBad
		return dataErr("unknown header flags set")
	}
	if flags&4 != 0 { // FEXTRA
		b0, ok := f.byte_()
		b1, ok2 := f.byte_()
		if !ok || !ok2 {
			return errNeedInput
		}
		hdr = append(hdr, b0, b1)
		for n := int(b0) | int(b1)<<8; n > 0; n-- {
			b, ok := f.byte_()
			if !ok {
				return errNeedInput
			}
			hdr = append(hdr, b)
		}
	}
	for _, bit := range []byte{8, 16} { // FNAME, FCOMMENT
		if flags&bit != 0 {
			for {
				b, ok := f.byte_()
				if !ok {
					return errNeedInput
				}
				hdr = append(hdr, b)
				if b == 0 {
					break
				}
			}
		}
	}
	if flags&2 != 0 { // FHCRC
		v, ok := f.getBits(16)
		if !ok {
			return errNeedInput
		}
		if v != crc32.ChecksumIEEE(hdr)&0xffff {
			f.stage = stBad
			return dataErr("header crc mismatch")
		}
	}
	f.stage = stBlock
	return nil
}

func (f *inflater) trailer() error {
	if f.format == fmtZlib {
		v, ok := f.getBits(32)
		if !ok {
			return errNeedInput
		}
		v = v<<24 | v>>24 | (v>>8)&0xff00 | (v<<8)&0xff0000
		if v != f.sum {
			f.stage = stBad
			return dataErr("incorrect data check")
		}
		f.stage = stDone
		return nil
	}
	v, ok := f.getBits(32)
	if !ok {
		return errNeedInput
	}
	n, ok := f.getBits(32)
	if !ok {
		return errNeedInput
	}
	if v != f.sum {
		f.stage = stBad
		return dataErr("incorrect data check")
	}
	if n != uint32(f.total) {
		f.stage = stBad
		return dataErr("incorrect length check")
	}
	f.stage = stDone
	return nil
}

// rest returns the input after the end of the stream: whole bytes still
// in the bit buffer, then the unread input.
func (f *inflater) rest() []byte {
	var b []byte
	for f.nbits >= 8 {
		b = append(b, byte(f.take(8)))
	}
	return append(b, f.in[f.pos:]...)
}
