package zlib

// Level 0: stored blocks. Where zlib splits the data into blocks depends
// on the room left in the caller's output buffer at each deflate() call,
// so this models CPython's calls too: each compress() or flush() starts a
// fresh output buffer of 32 KiB and, each time deflate() fills it, grows
// it by the next of CPython's block sizes and calls deflate() again.

const maxStored = 65535

var outputBlocks = []int{32 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20, 4 << 20,
	8 << 20, 8 << 20, 16 << 20, 16 << 20, 32 << 20}

// storedEmu is the level-0 state beyond deflateState's window.
type storedEmu struct {
	availOut   int // room left in the current output buffer
	pendingN   int // bytes of s.out zlib still holds in its pending buffer
	headerN    int // bytes of header the first deflate() call writes
	pendingCap int // zlib's pending buffer size
	finished   bool
}

// storedCall is one compress() (Z_NO_FLUSH) or flush(mode) of CPython's
// Compress object, or zlib.compress() (Z_FINISH).
func (s *deflateState) storedCall(flush int) {
	e := &s.stored
	e.availOut = 0
	for k := 0; ; k++ {
		if e.availOut == 0 {
			e.availOut = outputBlocks[min(k, len(outputBlocks)-1)]
		}
		s.storedDeflate(flush)
		if e.availOut != 0 {
			return
		}
	}
}

// flushPending hands zlib's pending bytes to the output buffer.
func (e *storedEmu) flushPending() {
	n := min(e.pendingN, e.availOut)
	e.pendingN -= n
	e.availOut -= n
}

// storedDeflate is one call of zlib's deflate() at level 0.
func (s *deflateState) storedDeflate(flush int) {
	e := &s.stored
	old := s.last
	s.last = flush
	if e.pendingN != 0 {
		e.flushPending()
		if e.availOut == 0 {
			s.last = -1
			return
		}
	} else if len(s.input) == 0 && flushRank(flush) <= flushRank(old) && flush != zFinish {
		return
	}
	if !s.started {
		s.started = true
		e.pendingN += e.headerN
		e.flushPending()
		if e.pendingN != 0 {
			s.last = -1
			return
		}
	}
	if e.finished {
		return
	}
	if len(s.input) == 0 && flush == zNoFlush {
		return
	}
	done, last := s.storedBlocks(flush)
	if last {
		e.finished = true
	}
	if !done {
		if e.availOut == 0 {
			s.last = -1
		}
		return
	}
	if last {
		return
	}
	// block_done: the flush's own marker.
	n := len(s.out)
	switch flush {
	case zPartialFlush:
		s.sendBits(2, 3)
		s.sendCode(fixedL[endBlock])
	case zBlock:
	default:
		s.storedBlock(nil, false)
		if flush == zFullFlush {
			for i := range s.head {
				s.head[i] = 0
			}
			s.strstart, s.blockStart, s.insert = 0, 0, 0
		}
	}
	e.pendingN += len(s.out) - n
	e.flushPending()
	if e.availOut == 0 {
		s.last = -1
	}
}

// storedHeader writes a stored block's header for n bytes and returns
// the number of bytes it took.
func (s *deflateState) storedHeader(n int, last bool) int {
	before := len(s.out)
	s.sendBits(b2i(last), 3)
	s.windup()
	s.out = append(s.out, byte(n), byte(n>>8), byte(^n), byte(^n>>8))
	return len(s.out) - before
}

// storedBlocks is zlib's deflate_stored: blocks copied straight to the
// output while a worthwhile one fits there, then the window filled and
// a block made from it when worthwhile. It reports whether the flush is
// complete (done) and whether the last block was written.
func (s *deflateState) storedBlocks(flush int) (done, last bool) {
	e := &s.stored
	minBlock := min(e.pendingCap-5, s.wsize)
	start := s.input
	for !last {
		n := maxStored
		have := (int(s.bitN) + 42) >> 3
		if e.availOut < have {
			break
		}
		have = e.availOut - have
		left := s.strstart - s.blockStart
		n = min(n, left+len(s.input), have)
		if n < minBlock && ((n == 0 && flush != zFinish) || flush == zNoFlush || n != left+len(s.input)) {
			break
		}
		last = flush == zFinish && n == left+len(s.input)
		e.pendingN += s.storedHeader(n, last)
		e.flushPending()
		if left > 0 {
			left = min(left, n)
			s.out = append(s.out, s.window[s.blockStart:s.blockStart+left]...)
			e.availOut -= left
			s.blockStart += left
			n -= left
		}
		if n > 0 {
			s.out = append(s.out, s.input[:n]...)
			s.input = s.input[n:]
			e.availOut -= n
		}
	}
	used := len(start) - len(s.input)
	if used > 0 {
		consumed := start[:used]
		if used >= s.wsize {
			copy(s.window, consumed[used-s.wsize:])
			s.strstart = s.wsize
			s.insert = s.strstart
		} else {
			if len(s.window)-s.strstart <= used {
				s.strstart -= s.wsize
				copy(s.window, s.window[s.wsize:s.wsize+s.strstart])
				s.insert = min(s.insert, s.strstart)
			}
			copy(s.window[s.strstart:], consumed)
			s.strstart += used
			s.insert += min(used, s.wsize-s.insert)
		}
		s.blockStart = s.strstart
	}
	if last {
		return true, true
	}
	if flush != zNoFlush && flush != zFinish && len(s.input) == 0 && s.strstart == s.blockStart {
		return true, false
	}
	have := len(s.window) - s.strstart
	if len(s.input) > have && s.blockStart >= s.wsize {
		s.blockStart -= s.wsize
		s.strstart -= s.wsize
		copy(s.window, s.window[s.wsize:s.wsize+s.strstart])
		have += s.wsize
		s.insert = min(s.insert, s.strstart)
	}
	have = min(have, len(s.input))
	if have > 0 {
		copy(s.window[s.strstart:], s.input[:have])
		s.input = s.input[have:]
		s.strstart += have
		s.insert += min(have, s.wsize-s.insert)
	}
	have = (int(s.bitN) + 42) >> 3
	have = min(e.pendingCap-have, maxStored)
	minBlock = min(have, s.wsize)
	left := s.strstart - s.blockStart
	if left >= minBlock || ((left > 0 || flush == zFinish) && flush != zNoFlush && len(s.input) == 0 && left <= have) {
		n := min(left, have)
		last = flush == zFinish && len(s.input) == 0 && n == left
		before := len(s.out)
		s.storedBlock(s.window[s.blockStart:s.blockStart+n], last)
		e.pendingN += len(s.out) - before
		s.blockStart += n
		e.flushPending()
	}
	// finish_started counts as not done: deflate() returns at once.
	return false, last
}
