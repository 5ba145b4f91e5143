package zlib

// A deflate compressor that makes the bytes the zlib C library makes for
// the same input, level, window, memLevel and strategy (CPython's zlib
// module is a thin layer over that library, so programs that print
// compressed data or its length see zlib's exact output). Written from
// the DEFLATE format (RFC 1951) and the published description of zlib's
// matcher: hash chains over 3-byte prefixes, a lazy matcher for levels 4
// to 9 and a greedy one for 1 to 3 with zlib's per-level tuning table,
// blocks ended when the symbol buffer fills, and for each block the
// cheapest of a stored, a fixed-code and a dynamic-code encoding.

const (
	minMatch     = 3
	maxMatch     = 258
	minLookahead = maxMatch + minMatch + 1
	tooFar       = 4096

	lengthCodes = 29
	literals    = 256
	lCodes      = literals + 1 + lengthCodes
	dCodes      = 30
	blCodes     = 19
	heapSize    = 2*lCodes + 1
	maxBits     = 15
	maxBLBits   = 7
	endBlock    = 256
	rep3to6     = 16
	repz3to10   = 17
	repz11to138 = 18

	zFiltered = 1
	zRLE      = 3
)

// tuning is one row of the level table: a shorter chain once a match
// this good is found (good), the match length that stops lazy evaluation
// (lazy; for the greedy levels, the longest match whose strings are all
// hashed), the length that ends the search (nice), and the chain length.
type tuning struct{ good, lazy, nice, chain int }

var levels = [10]tuning{
	{0, 0, 0, 0},
	{4, 4, 8, 4},
	{4, 5, 16, 8},
	{4, 6, 32, 32},
	{4, 4, 16, 16},
	{8, 16, 32, 32},
	{8, 16, 128, 128},
	{8, 32, 128, 256},
	{32, 128, 258, 1024},
	{32, 258, 258, 4096},
}

var (
	extraLBits  = [lengthCodes]int{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	extraDBits  = [dCodes]int{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
	extraBLBits = [blCodes]int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7}
	blOrder     = [blCodes]int{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

	lengthCode [256]uint8 // match length - 3 -> length code
	baseLength [lengthCodes]int
	baseDist   [dCodes]int

	fixedL [lCodes + 2]code
	fixedD [dCodes]code
)

type code struct{ bits, len uint16 }

func init() {
	n := 0
	for c := 0; c < lengthCodes-1; c++ {
		baseLength[c] = n
		for i := 0; i < 1<<extraLBits[c]; i++ {
			lengthCode[n] = uint8(c)
			n++
		}
	}
	// 258 (n = 255) has a code of its own.
	lengthCode[255] = lengthCodes - 1
	d := 0
	for c := 0; c < dCodes; c++ {
		baseDist[c] = d
		d += 1 << extraDBits[c]
	}
	var count [maxBits + 1]int
	lens := make([]uint8, lCodes+2)
	for i := range lens {
		switch {
		case i < 144:
			lens[i] = 8
		case i < 256:
			lens[i] = 9
		case i < 280:
			lens[i] = 7
		default:
			lens[i] = 8
		}
		count[lens[i]]++
	}
	codes := canonical(lens, count[:])
	for i := range fixedL {
		fixedL[i] = code{codes[i], uint16(lens[i])}
	}
	for i := range fixedD {
		fixedD[i] = code{reverse(uint16(i), 5), 5}
	}
}

// distCode is the distance code of a match distance minus one.
func distCode(d int) int {
	c := 0
	for c+1 < dCodes && baseDist[c+1] <= d {
		c++
	}
	return c
}

func reverse(v uint16, n int) uint16 {
	var r uint16
	for i := 0; i < n; i++ {
		r = r<<1 | v&1
		v >>= 1
	}
	return r
}

// canonical gives the bit-reversed canonical Huffman codes of lens, where
// count[b] is the number of codes of length b.
func canonical(lens []uint8, count []int) []uint16 {
	var next [maxBits + 1]int
	c := 0
	for b := 1; b <= maxBits; b++ {
		c = (c + count[b-1]) << 1
		next[b] = c
	}
	out := make([]uint16, len(lens))
	for i, l := range lens {
		if l != 0 {
			out[i] = reverse(uint16(next[l]), int(l))
			next[l]++
		}
	}
	return out
}

// node is a Huffman tree node: a symbol's frequency, then its code; its
// parent while the tree is built, then its code length.
type node struct {
	freq, code uint16
	dad, len   uint16
}

type treeKind struct {
	fixed    []code // nil for the code-length tree
	extra    []int
	extraAt  int
	elems    int
	maxLen   int
	maxCode  int
	nodes    []node
	nodesLen int
}

type symbol struct {
	dist uint16 // 0 for a literal
	lc   uint8  // literal, or match length - 3
}

type deflateState struct {
	level, strategy int
	cfg             tuning

	wsize, wmask int
	window       []byte
	prev, head   []uint16
	hashMask     int
	hashShift    uint
	insH         int

	strstart, blockStart, lookahead, insert int
	matchLength, prevLength, prevMatch      int
	matchStart                              int
	matchAvailable                          bool

	input []byte // not yet read into the window

	lit, dist, bl treeKind
	heap          [heapSize]int
	heapLen       int
	heapMax       int
	depth         [heapSize]uint8
	blCount       [maxBits + 1]int
	optLen        int
	staticLen     int
	syms          []symbol
	symLimit      int

	out     []byte
	bitBuf  uint64
	bitN    uint
	last    int // the flush mode of the last call (Z_NO_FLUSH for write)
	started bool

	stored storedEmu // level 0
}

func newDeflateState(level, wbits, memLevel, strategy int) *deflateState {
	if level == -1 {
		level = 6
	}
	if wbits == 8 {
		wbits = 9 // zlib does not do 256-byte windows
	}
	s := &deflateState{level: level, strategy: strategy, cfg: levels[level]}
	s.wsize = 1 << wbits
	s.wmask = s.wsize - 1
	s.window = make([]byte, 2*s.wsize)
	s.prev = make([]uint16, s.wsize)
	hashBits := memLevel + 7
	s.head = make([]uint16, 1<<hashBits)
	s.hashMask = 1<<hashBits - 1
	s.hashShift = uint((hashBits + minMatch - 1) / minMatch)
	s.symLimit = 1<<(memLevel+6) - 1
	s.syms = make([]symbol, 0, s.symLimit)
	s.lit = treeKind{fixed: fixedL[:], extra: extraLBits[:], extraAt: literals + 1, elems: lCodes, maxLen: maxBits, nodes: make([]node, heapSize)}
	s.dist = treeKind{fixed: fixedD[:], extra: extraDBits[:], elems: dCodes, maxLen: maxBits, nodes: make([]node, 2*dCodes+1)}
	s.bl = treeKind{extra: extraBLBits[:], elems: blCodes, maxLen: maxBLBits, nodes: make([]node, 2*blCodes+1)}
	s.matchLength, s.prevLength = minMatch-1, minMatch-1
	s.last = -2 // below every mode, as zlib starts
	s.stored.pendingCap = 4 << (memLevel + 6)
	s.initBlock()
	return s
}

func (s *deflateState) maxDist() int { return s.wsize - minLookahead }

func (s *deflateState) updateHash(h int, c byte) int {
	return (h<<s.hashShift ^ int(c)) & s.hashMask
}

// insertString hashes the three bytes at str and links str into its
// chain, returning the chain's previous head.
func (s *deflateState) insertString(str int) int {
	s.insH = s.updateHash(s.insH, s.window[str+minMatch-1])
	h := int(s.head[s.insH])
	s.prev[str&s.wmask] = uint16(h)
	s.head[s.insH] = uint16(str)
	return h
}

// setDictionary primes the window and hash chains with dict.
func (s *deflateState) setDictionary(dict []byte) {
	if len(dict) >= s.wsize {
		dict = dict[len(dict)-s.wsize:]
	}
	saved := s.input
	s.input = dict
	s.fillWindow()
	for s.lookahead >= minMatch {
		str := s.strstart
		for n := s.lookahead - (minMatch - 1); n > 0; n-- {
			s.insH = s.updateHash(s.insH, s.window[str+minMatch-1])
			s.prev[str&s.wmask] = s.head[s.insH]
			s.head[s.insH] = uint16(str)
			str++
		}
		s.strstart = str
		s.lookahead = minMatch - 1
		s.fillWindow()
	}
	s.strstart += s.lookahead
	s.blockStart = s.strstart
	s.insert = s.lookahead
	s.lookahead = 0
	s.matchLength, s.prevLength = minMatch-1, minMatch-1
	s.matchAvailable = false
	s.input = saved
}

// fillWindow reads input into the window, sliding it down by wsize when
// the current position gets near its end.
func (s *deflateState) fillWindow() {
	for {
		more := len(s.window) - s.lookahead - s.strstart
		if s.strstart >= s.wsize+s.maxDist() {
			copy(s.window, s.window[s.wsize:s.wsize+s.wsize-more])
			s.matchStart -= s.wsize
			s.strstart -= s.wsize
			s.blockStart -= s.wsize
			if s.insert > s.strstart {
				s.insert = s.strstart
			}
			for i, m := range s.head {
				if int(m) >= s.wsize {
					s.head[i] = m - uint16(s.wsize)
				} else {
					s.head[i] = 0
				}
			}
			for i, m := range s.prev {
				if int(m) >= s.wsize {
					s.prev[i] = m - uint16(s.wsize)
				} else {
					s.prev[i] = 0
				}
			}
			more += s.wsize
		}
		if len(s.input) == 0 {
			return
		}
		n := copy(s.window[s.strstart+s.lookahead:s.strstart+s.lookahead+more], s.input)
		s.input = s.input[n:]
		s.lookahead += n
		if s.lookahead+s.insert >= minMatch {
			str := s.strstart - s.insert
			s.insH = int(s.window[str])
			s.insH = s.updateHash(s.insH, s.window[str+1])
			for s.insert > 0 {
				s.insH = s.updateHash(s.insH, s.window[str+minMatch-1])
				s.prev[str&s.wmask] = s.head[s.insH]
				s.head[s.insH] = uint16(str)
				str++
				s.insert--
				if s.lookahead+s.insert < minMatch {
					break
				}
			}
		}
		if s.lookahead >= minLookahead || len(s.input) == 0 {
			return
		}
	}
}

// longestMatch follows the hash chain from cur for a match longer than
// prevLength, leaving its start in matchStart.
func (s *deflateState) longestMatch(cur int) int {
	chain := s.cfg.chain
	w := s.window
	scan := s.strstart
	best := s.prevLength
	nice := s.cfg.nice
	limit := 0
	if s.strstart > s.maxDist() {
		limit = s.strstart - s.maxDist()
	}
	if s.prevLength >= s.cfg.good {
		chain >>= 2
	}
	if nice > s.lookahead {
		nice = s.lookahead
	}
	end1, end := w[scan+best-1], w[scan+best]
	for {
		m := cur
		// The third bytes are not compared: equal hashes imply them.
		if w[m+best] == end && w[m+best-1] == end1 && w[m] == w[scan] && w[m+1] == w[scan+1] {
			n := 3
			for n < maxMatch && w[scan+n] == w[m+n] {
				n++
			}
			if n > best {
				s.matchStart = cur
				best = n
				if n >= nice {
					break
				}
				end1, end = w[scan+best-1], w[scan+best]
			}
		}
		cur = int(s.prev[cur&s.wmask])
		if cur <= limit {
			break
		}
		chain--
		if chain == 0 {
			break
		}
	}
	if best <= s.lookahead {
		return best
	}
	return s.lookahead
}

func (s *deflateState) tallyLit(c byte) bool {
	s.syms = append(s.syms, symbol{0, c})
	s.lit.nodes[c].freq++
	return len(s.syms) == s.symLimit
}

func (s *deflateState) tallyDist(dist, lc int) bool {
	s.syms = append(s.syms, symbol{uint16(dist), uint8(lc)})
	s.lit.nodes[int(lengthCode[lc])+literals+1].freq++
	s.dist.nodes[distCode(dist-1)].freq++
	return len(s.syms) == s.symLimit
}

func (s *deflateState) flushBlock(last bool) {
	var stored []byte
	if s.blockStart >= 0 {
		stored = s.window[s.blockStart:s.strstart]
	}
	s.emitBlock(stored, s.blockStart >= 0, last)
	s.blockStart = s.strstart
}

// compress runs the matcher over the input (and the window's lookahead);
// with flush it ends the data with a block, else it stops when it needs
// more input.
func (s *deflateState) compress(flush int) {
	switch {
	case s.strategy == zHuffmanOnly:
		s.compressHuff(flush)
	case s.strategy == zRLE:
		s.compressRLE(flush)
	case s.level <= 3:
		s.compressFast(flush)
	default:
		s.compressSlow(flush)
	}
}

func (s *deflateState) endCompress(flush int, insert int) {
	s.insert = insert
	if flush == zFinish {
		s.flushBlock(true)
		return
	}
	if len(s.syms) > 0 {
		s.flushBlock(false)
	}
}

func (s *deflateState) compressFast(flush int) {
	for {
		if s.lookahead < minLookahead {
			s.fillWindow()
			if s.lookahead < minLookahead && flush == zNoFlush {
				return
			}
			if s.lookahead == 0 {
				break
			}
		}
		head := 0
		if s.lookahead >= minMatch {
			head = s.insertString(s.strstart)
		}
		if head != 0 && s.strstart-head <= s.maxDist() {
			s.matchLength = s.longestMatch(head)
		}
		var full bool
		if s.matchLength >= minMatch {
			full = s.tallyDist(s.strstart-s.matchStart, s.matchLength-minMatch)
			s.lookahead -= s.matchLength
			if s.matchLength <= s.cfg.lazy && s.lookahead >= minMatch {
				s.matchLength--
				for {
					s.strstart++
					s.insertString(s.strstart)
					s.matchLength--
					if s.matchLength == 0 {
						break
					}
				}
				s.strstart++
			} else {
				s.strstart += s.matchLength
				s.matchLength = 0
				s.insH = int(s.window[s.strstart])
				s.insH = s.updateHash(s.insH, s.window[s.strstart+1])
			}
		} else {
			full = s.tallyLit(s.window[s.strstart])
			s.lookahead--
			s.strstart++
		}
		if full {
			s.flushBlock(false)
		}
	}
	s.endCompress(flush, min(s.strstart, minMatch-1))
}

func (s *deflateState) compressSlow(flush int) {
	for {
		if s.lookahead < minLookahead {
			s.fillWindow()
			if s.lookahead < minLookahead && flush == zNoFlush {
				return
			}
			if s.lookahead == 0 {
				break
			}
		}
		head := 0
		if s.lookahead >= minMatch {
			head = s.insertString(s.strstart)
		}
		s.prevLength, s.prevMatch = s.matchLength, s.matchStart
		s.matchLength = minMatch - 1
		if head != 0 && s.prevLength < s.cfg.lazy && s.strstart-head <= s.maxDist() {
			s.matchLength = s.longestMatch(head)
			if s.matchLength <= 5 && (s.strategy == zFiltered ||
				(s.matchLength == minMatch && s.strstart-s.matchStart > tooFar)) {
				s.matchLength = minMatch - 1
			}
		}
		switch {
		case s.prevLength >= minMatch && s.matchLength <= s.prevLength:
			maxInsert := s.strstart + s.lookahead - minMatch
			full := s.tallyDist(s.strstart-1-s.prevMatch, s.prevLength-minMatch)
			s.lookahead -= s.prevLength - 1
			s.prevLength -= 2
			for {
				s.strstart++
				if s.strstart <= maxInsert {
					s.insertString(s.strstart)
				}
				s.prevLength--
				if s.prevLength == 0 {
					break
				}
			}
			s.matchAvailable = false
			s.matchLength = minMatch - 1
			s.strstart++
			if full {
				s.flushBlock(false)
			}
		case s.matchAvailable:
			if s.tallyLit(s.window[s.strstart-1]) {
				s.flushBlock(false)
			}
			s.strstart++
			s.lookahead--
		default:
			s.matchAvailable = true
			s.strstart++
			s.lookahead--
		}
	}
	if s.matchAvailable {
		s.tallyLit(s.window[s.strstart-1])
		s.matchAvailable = false
	}
	s.endCompress(flush, min(s.strstart, minMatch-1))
}

func (s *deflateState) compressRLE(flush int) {
	for {
		if s.lookahead <= maxMatch {
			s.fillWindow()
			if s.lookahead <= maxMatch && flush == zNoFlush {
				return
			}
			if s.lookahead == 0 {
				break
			}
		}
		s.matchLength = 0
		if s.lookahead >= minMatch && s.strstart > 0 {
			w := s.window
			p := s.strstart - 1
			b := w[p]
			if w[p+1] == b && w[p+2] == b && w[p+3] == b {
				n := 3
				for n < maxMatch && w[s.strstart+n] == b {
					n++
				}
				s.matchLength = min(n, s.lookahead)
			}
		}
		var full bool
		if s.matchLength >= minMatch {
			full = s.tallyDist(1, s.matchLength-minMatch)
			s.lookahead -= s.matchLength
			s.strstart += s.matchLength
			s.matchLength = 0
		} else {
			full = s.tallyLit(s.window[s.strstart])
			s.lookahead--
			s.strstart++
		}
		if full {
			s.flushBlock(false)
		}
	}
	s.endCompress(flush, 0)
}

func (s *deflateState) compressHuff(flush int) {
	for {
		if s.lookahead == 0 {
			s.fillWindow()
			if s.lookahead == 0 {
				if flush == zNoFlush {
					return
				}
				break
			}
		}
		s.matchLength = 0
		full := s.tallyLit(s.window[s.strstart])
		s.lookahead--
		s.strstart++
		if full {
			s.flushBlock(false)
		}
	}
	s.endCompress(flush, 0)
}

// ---- bit output ----

func (s *deflateState) sendBits(v, n int) {
	s.bitBuf |= uint64(v) << s.bitN
	s.bitN += uint(n)
	for s.bitN >= 8 {
		s.out = append(s.out, byte(s.bitBuf))
		s.bitBuf >>= 8
		s.bitN -= 8
	}
}

func (s *deflateState) sendCode(c code) { s.sendBits(int(c.bits), int(c.len)) }

// windup pads the output to a byte boundary.
func (s *deflateState) windup() {
	if s.bitN > 0 {
		s.out = append(s.out, byte(s.bitBuf))
	}
	s.bitBuf, s.bitN = 0, 0
}

// ---- blocks ----

func (s *deflateState) initBlock() {
	for _, t := range []*treeKind{&s.lit, &s.dist, &s.bl} {
		for i := 0; i < t.elems; i++ {
			t.nodes[i].freq = 0
		}
	}
	s.lit.nodes[endBlock].freq = 1
	s.optLen, s.staticLen = 0, 0
	s.syms = s.syms[:0]
}

func (s *deflateState) storedBlock(data []byte, last bool) {
	s.sendBits(b2i(last), 3)
	s.windup()
	n := len(data)
	s.out = append(s.out, byte(n), byte(n>>8), byte(^n), byte(^n>>8))
	s.out = append(s.out, data...)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// emitBlock writes the symbols gathered since the last block in the
// cheapest of the three encodings (stored only when the block's bytes are
// still in the window).
func (s *deflateState) emitBlock(stored []byte, haveStored, last bool) {
	s.buildTree(&s.lit)
	s.buildTree(&s.dist)
	maxBL := s.buildBLTree()
	optBytes := (s.optLen + 3 + 7) >> 3
	staticBytes := (s.staticLen + 3 + 7) >> 3
	if staticBytes <= optBytes || s.strategy == zFixed {
		optBytes = staticBytes
	}
	switch {
	case len(stored)+4 <= optBytes && haveStored:
		s.storedBlock(stored, last)
	case staticBytes == optBytes:
		s.sendBits(2+b2i(last), 3)
		s.writeSymbols(fixedL[:], fixedD[:])
	default:
		s.sendBits(4+b2i(last), 3)
		s.sendTrees(s.lit.maxCode+1, s.dist.maxCode+1, maxBL+1)
		lc := make([]code, lCodes)
		for i := range lc {
			lc[i] = code{s.lit.nodes[i].code, s.lit.nodes[i].len}
		}
		dc := make([]code, dCodes)
		for i := range dc {
			dc[i] = code{s.dist.nodes[i].code, s.dist.nodes[i].len}
		}
		s.writeSymbols(lc, dc)
	}
	s.initBlock()
	if last {
		s.windup()
	}
}

func (s *deflateState) writeSymbols(lc, dc []code) {
	for _, sym := range s.syms {
		if sym.dist == 0 {
			s.sendCode(lc[sym.lc])
			continue
		}
		c := int(lengthCode[sym.lc])
		s.sendCode(lc[c+literals+1])
		if e := extraLBits[c]; e != 0 {
			s.sendBits(int(sym.lc)-baseLength[c], e)
		}
		d := int(sym.dist) - 1
		c = distCode(d)
		s.sendCode(dc[c])
		if e := extraDBits[c]; e != 0 {
			s.sendBits(d-baseDist[c], e)
		}
	}
	s.sendCode(lc[endBlock])
}

func (s *deflateState) smaller(t []node, n, m int) bool {
	return t[n].freq < t[m].freq || (t[n].freq == t[m].freq && s.depth[n] <= s.depth[m])
}

// down restores the heap property from position k.
func (s *deflateState) down(t []node, k int) {
	v := s.heap[k]
	j := k << 1
	for j <= s.heapLen {
		if j < s.heapLen && s.smaller(t, s.heap[j+1], s.heap[j]) {
			j++
		}
		if s.smaller(t, v, s.heap[j]) {
			break
		}
		s.heap[k] = s.heap[j]
		k = j
		j <<= 1
	}
	s.heap[k] = v
}

// buildTree makes the Huffman code of t's frequencies, its lengths
// limited to t.maxLen, and adds the block's encoded sizes to optLen and
// staticLen.
func (s *deflateState) buildTree(t *treeKind) {
	tree := t.nodes
	maxCode := -1
	s.heapLen, s.heapMax = 0, heapSize
	for n := 0; n < t.elems; n++ {
		if tree[n].freq != 0 {
			s.heapLen++
			s.heap[s.heapLen] = n
			maxCode = n
			s.depth[n] = 0
		} else {
			tree[n].len = 0
		}
	}
	// A code needs two symbols at least.
	for s.heapLen < 2 {
		n := 0
		if maxCode < 2 {
			maxCode++
			n = maxCode
		}
		s.heapLen++
		s.heap[s.heapLen] = n
		tree[n].freq = 1
		s.depth[n] = 0
		s.optLen--
		if t.fixed != nil {
			s.staticLen -= int(t.fixed[n].len)
		}
	}
	t.maxCode = maxCode
	for n := s.heapLen / 2; n >= 1; n-- {
		s.down(tree, n)
	}
	next := t.elems
	for {
		n := s.heap[1]
		s.heap[1] = s.heap[s.heapLen]
		s.heapLen--
		s.down(tree, 1)
		m := s.heap[1]
		s.heapMax--
		s.heap[s.heapMax] = n
		s.heapMax--
		s.heap[s.heapMax] = m
		tree[next].freq = tree[n].freq + tree[m].freq
		s.depth[next] = max(s.depth[n], s.depth[m]) + 1
		tree[n].dad, tree[m].dad = uint16(next), uint16(next)
		s.heap[1] = next
		next++
		s.down(tree, 1)
		if s.heapLen < 2 {
			break
		}
	}
	s.heapMax--
	s.heap[s.heapMax] = s.heap[1]
	s.bitLengths(t)
	lens := make([]uint8, maxCode+1)
	for n := range lens {
		lens[n] = uint8(tree[n].len)
	}
	codes := canonical(lens, s.blCount[:])
	for n := range lens {
		tree[n].code = codes[n]
	}
}

// bitLengths sets the code lengths from the tree, pushing any deeper
// than t.maxLen up and lengthening shorter ones to keep a complete code.
func (s *deflateState) bitLengths(t *treeKind) {
	tree := t.nodes
	for b := range s.blCount {
		s.blCount[b] = 0
	}
	tree[s.heap[s.heapMax]].len = 0
	overflow := 0
	h := s.heapMax + 1
	for ; h < heapSize; h++ {
		n := s.heap[h]
		bits := int(tree[tree[n].dad].len) + 1
		if bits > t.maxLen {
			bits = t.maxLen
			overflow++
		}
		tree[n].len = uint16(bits)
		if n > t.maxCode {
			continue
		}
		s.blCount[bits]++
		x := 0
		if n >= t.extraAt {
			x = t.extra[n-t.extraAt]
		}
		f := int(tree[n].freq)
		s.optLen += f * (bits + x)
		if t.fixed != nil {
			s.staticLen += f * (int(t.fixed[n].len) + x)
		}
	}
	if overflow == 0 {
		return
	}
	for overflow > 0 {
		bits := t.maxLen - 1
		for s.blCount[bits] == 0 {
			bits--
		}
		s.blCount[bits]--
		s.blCount[bits+1] += 2
		s.blCount[t.maxLen]--
		overflow -= 2
	}
	for bits := t.maxLen; bits != 0; bits-- {
		n := s.blCount[bits]
		for n != 0 {
			h--
			m := s.heap[h]
			if m > t.maxCode {
				continue
			}
			if int(tree[m].len) != bits {
				s.optLen += (bits - int(tree[m].len)) * int(tree[m].freq)
				tree[m].len = uint16(bits)
			}
			n--
		}
	}
}

func (s *deflateState) scanTree(tree []node, maxCode int) {
	bl := s.bl.nodes
	walkRuns(tree, maxCode, func(cur, count, prev, minCount int) {
		switch {
		case count < minCount:
			bl[cur].freq += uint16(count)
		case cur != 0:
			if cur != prev {
				bl[cur].freq++
			}
			bl[rep3to6].freq++
		case count <= 10:
			bl[repz3to10].freq++
		default:
			bl[repz11to138].freq++
		}
	})
}

func (s *deflateState) sendTree(tree []node, maxCode int) {
	bl := s.bl.nodes
	send := func(c int) { s.sendBits(int(bl[c].code), int(bl[c].len)) }
	walkRuns(tree, maxCode, func(cur, count, prev, minCount int) {
		switch {
		case count < minCount:
			for ; count > 0; count-- {
				send(cur)
			}
		case cur != 0:
			if cur != prev {
				send(cur)
				count--
			}
			send(rep3to6)
			s.sendBits(count-3, 2)
		case count <= 10:
			send(repz3to10)
			s.sendBits(count-3, 3)
		default:
			send(repz11to138)
			s.sendBits(count-11, 7)
		}
	})
}

// walkRuns splits the code lengths of tree[0..maxCode] into runs, calling
// emit with each run's length value, its count, the previous run's value
// and the shortest count worth a repeat code at that point.
func walkRuns(tree []node, maxCode int, emit func(cur, count, prev, minCount int)) {
	prev := -1
	next := int(tree[0].len)
	count := 0
	maxCount, minCount := 7, 4
	if next == 0 {
		maxCount, minCount = 138, 3
	}
	tree[maxCode+1].len = 0xffff // guard
	for n := 0; n <= maxCode; n++ {
		cur := next
		next = int(tree[n+1].len)
		count++
		if count < maxCount && cur == next {
			continue
		}
		emit(cur, count, prev, minCount)
		count = 0
		prev = cur
		switch {
		case next == 0:
			maxCount, minCount = 138, 3
		case cur == next:
			maxCount, minCount = 6, 3
		default:
			maxCount, minCount = 7, 4
		}
	}
}

func (s *deflateState) buildBLTree() int {
	s.scanTree(s.lit.nodes, s.lit.maxCode)
	s.scanTree(s.dist.nodes, s.dist.maxCode)
	s.buildTree(&s.bl)
	maxBL := blCodes - 1
	for ; maxBL >= 3; maxBL-- {
		if s.bl.nodes[blOrder[maxBL]].len != 0 {
			break
		}
	}
	s.optLen += 3*(maxBL+1) + 5 + 5 + 4
	return maxBL
}

func (s *deflateState) sendTrees(lcodes, dcodes, blcodes int) {
	s.sendBits(lcodes-257, 5)
	s.sendBits(dcodes-1, 5)
	s.sendBits(blcodes-4, 4)
	for r := 0; r < blcodes; r++ {
		s.sendBits(int(s.bl.nodes[blOrder[r]].len), 3)
	}
	s.sendTree(s.lit.nodes, lcodes-1)
	s.sendTree(s.dist.nodes, dcodes-1)
}

// ---- the stream ----

func flushRank(f int) int {
	r := f * 2
	if f > 4 {
		r -= 9
	}
	return r
}

// write compresses p without flushing and returns the bytes completed.
func (s *deflateState) write(p []byte) []byte {
	if s.level == 0 {
		s.input = append(s.input, p...)
		s.storedCall(zNoFlush)
		return s.take()
	}
	old := s.last
	s.last = zNoFlush
	if len(p) == 0 && flushRank(zNoFlush) <= flushRank(old) {
		return nil // zlib's "nothing to do"
	}
	s.input = append(s.input, p...)
	if len(s.input) > 0 || s.lookahead > 0 {
		s.compress(zNoFlush)
	}
	return s.take()
}

// flush compresses what is left with the given flush mode and returns
// the bytes completed.
func (s *deflateState) flush(mode int) []byte {
	if s.level == 0 {
		s.storedCall(mode)
		return s.take()
	}
	old := s.last
	s.last = mode
	if mode != zFinish && len(s.input) == 0 && flushRank(mode) <= flushRank(old) {
		return nil // zlib's "nothing to do" (Z_BUF_ERROR, which CPython ignores)
	}
	s.compress(mode)
	switch mode {
	case zFinish:
	case zPartialFlush:
		s.sendBits(2, 3)
		s.sendCode(fixedL[endBlock])
	case zBlock:
	default:
		s.storedBlock(nil, false)
		if mode == zFullFlush {
			for i := range s.head {
				s.head[i] = 0
			}
			if s.lookahead == 0 {
				s.strstart, s.blockStart, s.insert = 0, 0, 0
			}
		}
	}
	return s.take()
}

func (s *deflateState) take() []byte {
	out := s.out
	s.out = nil
	return out
}

func (s *deflateState) clone() *deflateState {
	c := *s
	c.window = append([]byte(nil), s.window...)
	c.prev = append([]uint16(nil), s.prev...)
	c.head = append([]uint16(nil), s.head...)
	c.input = append([]byte(nil), s.input...)
	c.syms = append(make([]symbol, 0, s.symLimit), s.syms...)
	c.out = append([]byte(nil), s.out...)
	for _, t := range []*treeKind{&c.lit, &c.dist, &c.bl} {
		t.nodes = append([]node(nil), t.nodes...)
	}
	return &c
}
