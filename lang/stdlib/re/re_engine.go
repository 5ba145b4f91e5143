package re

import (
	"bytes"
	"sync"
)

// The backtracking engine. It runs a reCode over a text of bytes (bytes
// subjects, ASCII strs) or code points (other strs) and makes sre's
// choices: the same order of alternatives and repeat counts, the same
// rules for which marks survive a failed alternative (sre restores marks
// only inside repeats, and otherwise only forgets marks above the last
// one that was valid), the same zero-width protection in repeats.
//
// sre's matcher is recursive; this one keeps its activations on an
// explicit stack (m.ctxs), so a deep match grows a slice rather than the
// Go stack. An activation is pushed where sre recurses (an alternative,
// the rest of the pattern after a repeat count, a repeat's body, a
// lookaround, an atomic group); when it ends, its parent resumes at the
// point the activation's jump kind names.

type reTextChar interface{ ~byte | ~rune }

// Resume points (what the parent was doing when it pushed the child).
const (
	jNone uint8 = iota
	jBranch
	jRepeatOne1 // greedy single-character repeat, tail starts with a literal
	jRepeatOne2 // greedy single-character repeat, general tail
	jMinRepeatOne
	jRepeat
	jMaxUntil1 // below the minimum
	jMaxUntil2 // one more iteration
	jMaxUntil3 // the tail
	jMinUntil1
	jMinUntil2 // the tail
	jMinUntil3 // one more iteration
	jPossRepeat1
	jPossRepeat2
	jAtomic
	jAssert
	jAssertNot
)

type reCtx struct {
	pc        int32
	jump      uint8
	toplevel  bool
	alt       int32 // next alternative header (branches)
	lastmark  int32
	lastindex int32
	rep       int32 // repeat record (until activations)
	ptr       int
	count     int
	lastPtr   int // a repeat's saved last_ptr
}

type reRepeatRec struct {
	count   int
	pc      int32 // the iRepeat instruction
	prev    int
	lastPtr int
}

// reMachine is the state of one match attempt over a text.
type reMachine[T reTextChar] struct {
	code      *reCode
	text      []T
	end       int // endpos
	start     int // where the current attempt started
	ptr       int // sre's state->ptr
	mark      []int
	lastmark  int
	lastindex int
	matchAll  bool
	mustAdv   bool
	repeat    int
	ctxs      []reCtx
	saved     []int
	reps      []reRepeatRec
	spanBuf   []int // spansTemp's result, reused from match to match
}

var (
	reBytePool = sync.Pool{New: func() any { return &reMachine[byte]{} }}
	reRunePool = sync.Pool{New: func() any { return &reMachine[rune]{} }}
)

func (m *reMachine[T]) reset(code *reCode, text []T, end int) {
	m.code, m.text, m.end = code, text, end
	if cap(m.mark) < code.marks {
		m.mark = make([]int, code.marks)
	}
	m.mark = m.mark[:code.marks]
	m.lastmark, m.lastindex = -1, -1
	m.repeat = -1
	m.ctxs = m.ctxs[:0]
	m.saved = m.saved[:0]
	m.reps = m.reps[:0]
	m.mustAdv, m.matchAll = false, false
}

// release drops references to the text before the machine is pooled.
// The stacks keep their room (the pool itself is emptied by Go's
// collections), except for very deep ones.
func (m *reMachine[T]) release() {
	m.text = nil
	m.code = nil
	if cap(m.ctxs) > 1<<22 {
		m.ctxs = nil
	}
	if cap(m.saved) > 1<<22 {
		m.saved = nil
	}
}

func (m *reMachine[T]) markPush(lm int) {
	if lm >= 0 {
		m.saved = append(m.saved, m.mark[:lm+1]...)
	}
}

func (m *reMachine[T]) markPop(lm int, discard bool) {
	if lm >= 0 {
		n := len(m.saved) - (lm + 1)
		copy(m.mark[:lm+1], m.saved[n:])
		if discard {
			m.saved = m.saved[:n]
		}
	}
}

func (m *reMachine[T]) markDiscard(lm int) {
	if lm >= 0 {
		m.saved = m.saved[:len(m.saved)-(lm+1)]
	}
}

// unit reports whether the single-character instruction in matches c.
func (m *reMachine[T]) unit(in *reInst, c rune) bool {
	switch in.op {
	case iLit:
		return c == in.arg
	case iNotLit:
		return c != in.arg
	case iAny:
		return c != '\n'
	case iAnyAll:
		return true
	case iSet:
		return m.code.sets[in.arg].has(c)
	}
	return false
}

// count returns how many characters from ptr (at most maxc, -1: no
// limit) the single-character instruction at pc matches in a row.
func (m *reMachine[T]) count(pc int32, ptr int, maxc int) int {
	end := m.end
	if maxc >= 0 && maxc < end-ptr {
		end = ptr + maxc
	}
	if end <= ptr {
		return 0
	}
	t := m.text[ptr:end]
	in := &m.code.insts[pc]
	switch in.op {
	case iAnyAll:
		return len(t)
	case iAny:
		for i, c := range t {
			if c == '\n' {
				return i
			}
		}
		return len(t)
	case iLit:
		c := in.arg
		for i, x := range t {
			if rune(x) != c {
				return i
			}
		}
		return len(t)
	case iNotLit:
		c := in.arg
		if b, ok := any(t).([]byte); ok {
			if c >= 0 && c < 256 {
				if i := bytes.IndexByte(b, byte(c)); i >= 0 {
					return i
				}
			}
			return len(t)
		}
		for i, x := range t {
			if rune(x) == c {
				return i
			}
		}
		return len(t)
	case iSet:
		cs := m.code.sets[in.arg]
		for i, x := range t {
			if !cs.has(rune(x)) {
				return i
			}
		}
		return len(t)
	}
	return 0
}

// at checks an assertion at ptr.
func (m *reMachine[T]) at(kind int32, ptr int) bool {
	t := m.text
	switch kind {
	case reAtBeginning, reAtBeginningString:
		return ptr == 0
	case reAtBeginningLine:
		return ptr == 0 || t[ptr-1] == '\n'
	case reAtEnd:
		return ptr == m.end || m.end-ptr == 1 && t[ptr] == '\n'
	case reAtEndLine:
		// Past endpos (a match from pos > endpos) sre reads the text.
		return ptr == m.end || ptr < len(t) && t[ptr] == '\n'
	case reAtEndString:
		return ptr == m.end
	}
	if m.end == 0 {
		return false
	}
	wk := int(kind - reAtBoundary)
	neg := false
	if kind >= reAtNonBoundary {
		wk = int(kind - reAtNonBoundary)
		neg = true
	}
	before := ptr > 0 && reIsWord(rune(t[ptr-1]), wk)
	after := ptr < m.end && reIsWord(rune(t[ptr]), wk)
	return (before != after) != neg
}

// groupref matches the text of the group whose start mark is g at ptr; it
// returns the new position or -1.
func (m *reMachine[T]) groupref(g int, fold int, ptr int) int {
	if g >= m.lastmark {
		return -1
	}
	p, e := m.mark[g], m.mark[g+1]
	if p < 0 || e < 0 || e < p {
		return -1
	}
	if e-p > m.end-ptr {
		return -1
	}
	t := m.text
	if fold == 0 {
		for ; p < e; p++ {
			if t[ptr] != t[p] {
				return -1
			}
			ptr++
		}
		return ptr
	}
	kind := fold - 1
	for ; p < e; p++ {
		if reLower(rune(t[ptr]), kind) != reLower(rune(t[p]), kind) {
			return -1
		}
		ptr++
	}
	return ptr
}

// push saves the current activation's position and starts a child at
// pc, from m.ptr.
func (m *reMachine[T]) push(ci int, pc int32, ptr int, jump uint8, childPc int32, toplevel bool) int {
	m.ctxs[ci].pc = pc
	m.ctxs[ci].ptr = ptr
	m.ctxs = append(m.ctxs, reCtx{jump: jump, toplevel: toplevel, pc: childPc})
	return len(m.ctxs) - 1
}

// match runs the program from pc0 at m.ptr (sre's SRE(match)); on
// success m.ptr is where the match ended.
func (m *reMachine[T]) match(pc0 int32, toplevel bool) bool {
	insts := m.code.insts
	text := m.text
	end := m.end
	base := len(m.ctxs)
	m.ctxs = append(m.ctxs, reCtx{jump: jNone, toplevel: toplevel})
	ci := base
	pc := pc0
	ptr := m.ptr
	ret := false

	for {
		// ---- run instructions of activation ci from pc ----
	dispatch:
		for {
			in := &insts[pc]
			switch in.op {
			case iMark:
				i := int(in.arg)
				if i&1 != 0 {
					m.lastindex = i/2 + 1
				}
				if i > m.lastmark {
					for j := m.lastmark + 1; j < i; j++ {
						m.mark[j] = -1
					}
					m.lastmark = i
				}
				m.mark[i] = ptr
				pc++
			case iLit:
				if ptr >= end || rune(text[ptr]) != in.arg {
					ret = false
					break dispatch
				}
				pc++
				ptr++
			case iNotLit:
				if ptr >= end || rune(text[ptr]) == in.arg {
					ret = false
					break dispatch
				}
				pc++
				ptr++
			case iAny:
				if ptr >= end || text[ptr] == '\n' {
					ret = false
					break dispatch
				}
				pc++
				ptr++
			case iAnyAll:
				if ptr >= end {
					ret = false
					break dispatch
				}
				pc++
				ptr++
			case iSet:
				if ptr >= end || !m.code.sets[in.arg].has(rune(text[ptr])) {
					ret = false
					break dispatch
				}
				pc++
				ptr++
			case iSuccess:
				c := &m.ctxs[ci]
				if c.toplevel && (m.matchAll && ptr != end || m.mustAdv && ptr == m.start) {
					ret = false
					break dispatch
				}
				m.ptr = ptr
				ret = true
				break dispatch
			case iFail:
				ret = false
				break dispatch
			case iAt:
				if !m.at(in.arg, ptr) {
					ret = false
					break dispatch
				}
				pc++
			case iJump:
				pc = in.next
			case iBranch:
				c := &m.ctxs[ci]
				c.lastmark, c.lastindex = int32(m.lastmark), int32(m.lastindex)
				if m.repeat >= 0 {
					m.markPush(int(c.lastmark))
				}
				c.alt = pc + 1
				if nci, npc, ok := m.nextAlt(ci, pc, ptr); ok {
					ci, pc = nci, npc
					continue
				}
				ret = false
				break dispatch
			case iRepeatOne:
				if in.a > end-ptr {
					ret = false
					break dispatch
				}
				m.ptr = ptr
				n := m.count(pc+1, ptr, in.b)
				ptr += n
				if n < in.a {
					ret = false
					break dispatch
				}
				c := &m.ctxs[ci]
				c.count = n
				if insts[in.next].op == iSuccess && ptr == end && !(c.toplevel && m.mustAdv && ptr == m.start) {
					m.ptr = ptr
					ret = true
					break dispatch
				}
				c.lastmark, c.lastindex = int32(m.lastmark), int32(m.lastindex)
				if m.repeat >= 0 {
					m.markPush(int(c.lastmark))
				}
				if nci, nptr, ok := m.repeatOneNext(ci, pc, ptr); ok {
					ci, pc, ptr = nci, insts[pc].next, nptr
					continue
				}
				ret = false
				break dispatch
			case iMinRepeatOne:
				if in.a > end-ptr {
					ret = false
					break dispatch
				}
				m.ptr = ptr
				c := &m.ctxs[ci]
				c.count = 0
				if in.a > 0 {
					n := m.count(pc+1, ptr, in.a)
					if n < in.a {
						ret = false
						break dispatch
					}
					c.count = n
					ptr += n
				}
				if insts[in.next].op == iSuccess && !(c.toplevel && (m.matchAll && ptr != end || m.mustAdv && ptr == m.start)) {
					m.ptr = ptr
					ret = true
					break dispatch
				}
				c.lastmark, c.lastindex = int32(m.lastmark), int32(m.lastindex)
				if m.repeat >= 0 {
					m.markPush(int(c.lastmark))
				}
				if in.b < 0 || c.count <= in.b {
					m.ptr = ptr
					ci = m.push(ci, pc, ptr, jMinRepeatOne, in.next, c.toplevel)
					pc = in.next
					continue
				}
				if m.repeat >= 0 {
					m.markDiscard(int(c.lastmark))
				}
				ret = false
				break dispatch
			case iPossRepeatOne:
				if in.a > end-ptr {
					ret = false
					break dispatch
				}
				m.ptr = ptr
				n := m.count(pc+1, ptr, in.b)
				ptr += n
				if n < in.a {
					ret = false
					break dispatch
				}
				pc = in.next
				c := &m.ctxs[ci]
				if insts[pc].op == iSuccess && ptr == end && !(c.toplevel && m.mustAdv && ptr == m.start) {
					m.ptr = ptr
					ret = true
					break dispatch
				}
			case iRepeat:
				m.reps = append(m.reps, reRepeatRec{count: -1, pc: pc, prev: m.repeat, lastPtr: -1})
				r := len(m.reps) - 1
				m.repeat = r
				m.ptr = ptr
				m.ctxs[ci].rep = int32(r)
				ci = m.push(ci, pc, ptr, jRepeat, in.next, m.ctxs[ci].toplevel)
				pc = in.next
			case iMaxUntil:
				r := m.repeat
				m.ptr = ptr
				c := &m.ctxs[ci]
				c.rep = int32(r)
				rep := &m.reps[r]
				c.count = rep.count + 1
				rin := &insts[rep.pc]
				if c.count < rin.a {
					rep.count = c.count
					ci = m.push(ci, pc, ptr, jMaxUntil1, rep.pc+1, c.toplevel)
					pc = rep.pc + 1
					continue
				}
				ci, pc = m.maxUntilMore(ci, pc, ptr)
			case iMinUntil:
				r := m.repeat
				m.ptr = ptr
				c := &m.ctxs[ci]
				c.rep = int32(r)
				rep := &m.reps[r]
				c.count = rep.count + 1
				rin := &insts[rep.pc]
				if c.count < rin.a {
					rep.count = c.count
					ci = m.push(ci, pc, ptr, jMinUntil1, rep.pc+1, c.toplevel)
					pc = rep.pc + 1
					continue
				}
				m.repeat = rep.prev
				c.lastmark, c.lastindex = int32(m.lastmark), int32(m.lastindex)
				if m.repeat >= 0 {
					m.markPush(int(c.lastmark))
				}
				ci = m.push(ci, pc, ptr, jMinUntil2, pc+1, c.toplevel)
				pc++
			case iPossRepeat:
				m.ptr = ptr
				c := &m.ctxs[ci]
				c.count = 0
				if in.a > 0 {
					ci = m.push(ci, pc, ptr, jPossRepeat1, pc+1, false)
					pc++
					continue
				}
				ci, pc, ptr = m.possLoop(ci, pc, -1)
			case iAtomic:
				m.ptr = ptr
				ci = m.push(ci, pc, ptr, jAtomic, pc+1, false)
				pc++
			case iGroupRef:
				np := m.groupref(int(in.arg), in.a, ptr)
				if np < 0 {
					ret = false
					break dispatch
				}
				ptr = np
				pc++
			case iGroupRefExists:
				g := int(in.arg)
				if g >= m.lastmark || m.mark[g] < 0 || m.mark[g+1] < 0 || m.mark[g+1] < m.mark[g] {
					pc = in.next
				} else {
					pc++
				}
			case iAssert:
				if ptr < in.a {
					ret = false
					break dispatch
				}
				m.ptr = ptr - in.a
				ci = m.push(ci, pc, ptr, jAssert, pc+1, false)
				pc++
				ptr = m.ptr
			case iAssertNot:
				if ptr >= in.a {
					m.ptr = ptr - in.a
					c := &m.ctxs[ci]
					c.lastmark, c.lastindex = int32(m.lastmark), int32(m.lastindex)
					if m.repeat >= 0 {
						m.markPush(int(c.lastmark))
					}
					ci = m.push(ci, pc, ptr, jAssertNot, pc+1, false)
					pc++
					ptr = m.ptr
					continue
				}
				pc = in.next
			default:
				panic("re: bad instruction")
			}
		}

		// ---- activation ci ended with ret: resume its parent ----
	exit:
		for {
			jump := m.ctxs[ci].jump
			m.ctxs = m.ctxs[:ci]
			if ci == base {
				return ret
			}
			ci--
			c := &m.ctxs[ci]
			pc, ptr = c.pc, c.ptr
			in := &insts[pc]
			switch jump {
			case jBranch:
				if ret {
					if m.repeat >= 0 {
						m.markDiscard(int(c.lastmark))
					}
					continue exit
				}
				if m.repeat >= 0 {
					m.markPop(int(c.lastmark), false)
				}
				m.lastmark, m.lastindex = int(c.lastmark), int(c.lastindex)
				if nci, npc, ok := m.nextAlt(ci, pc, ptr); ok {
					ci, pc = nci, npc
					break exit
				}
				continue exit
			case jRepeatOne1, jRepeatOne2:
				if ret {
					if m.repeat >= 0 {
						m.markDiscard(int(c.lastmark))
					}
					continue exit
				}
				if m.repeat >= 0 {
					m.markPop(int(c.lastmark), false)
				}
				m.lastmark, m.lastindex = int(c.lastmark), int(c.lastindex)
				ptr--
				c.count--
				if nci, nptr, ok := m.repeatOneNext(ci, pc, ptr); ok {
					ci, pc, ptr = nci, in.next, nptr
					break exit
				}
				continue exit
			case jMinRepeatOne:
				if ret {
					if m.repeat >= 0 {
						m.markDiscard(int(c.lastmark))
					}
					continue exit
				}
				if m.repeat >= 0 {
					m.markPop(int(c.lastmark), false)
				}
				m.lastmark, m.lastindex = int(c.lastmark), int(c.lastindex)
				m.ptr = ptr
				if m.count(pc+1, ptr, 1) == 0 {
					if m.repeat >= 0 {
						m.markDiscard(int(c.lastmark))
					}
					continue exit
				}
				ptr++
				c.count++
				if in.b < 0 || c.count <= in.b {
					m.ptr = ptr
					ci = m.push(ci, pc, ptr, jMinRepeatOne, in.next, c.toplevel)
					pc = in.next
					break exit
				}
				if m.repeat >= 0 {
					m.markDiscard(int(c.lastmark))
				}
				ret = false
				continue exit
			case jRepeat:
				m.repeat = m.reps[c.rep].prev
				m.reps = m.reps[:c.rep]
				continue exit
			case jMaxUntil1, jMinUntil1:
				if ret {
					continue exit
				}
				m.reps[c.rep].count = c.count - 1
				m.ptr = ptr
				continue exit
			case jMaxUntil2:
				rep := &m.reps[c.rep]
				rep.lastPtr = c.lastPtr
				if ret {
					m.markDiscard(int(c.lastmark))
					continue exit
				}
				m.markPop(int(c.lastmark), true)
				m.lastmark, m.lastindex = int(c.lastmark), int(c.lastindex)
				rep.count = c.count - 1
				m.ptr = ptr
				m.repeat = rep.prev
				ci = m.push(ci, pc, ptr, jMaxUntil3, pc+1, c.toplevel)
				pc++
				break exit
			case jMaxUntil3:
				m.repeat = int(c.rep)
				if ret {
					continue exit
				}
				m.ptr = ptr
				continue exit
			case jMinUntil2:
				tailRepeat := m.repeat
				m.repeat = int(c.rep)
				if ret {
					if tailRepeat >= 0 {
						m.markDiscard(int(c.lastmark))
					}
					continue exit
				}
				if tailRepeat >= 0 {
					m.markPop(int(c.lastmark), true)
				}
				m.lastmark, m.lastindex = int(c.lastmark), int(c.lastindex)
				m.ptr = ptr
				rep := &m.reps[c.rep]
				rin := &insts[rep.pc]
				if rin.b >= 0 && c.count >= rin.b || m.ptr == rep.lastPtr {
					continue exit
				}
				rep.count = c.count
				c.lastPtr = rep.lastPtr
				rep.lastPtr = m.ptr
				ci = m.push(ci, pc, ptr, jMinUntil3, rep.pc+1, c.toplevel)
				pc = rep.pc + 1
				break exit
			case jMinUntil3:
				rep := &m.reps[c.rep]
				rep.lastPtr = c.lastPtr
				if ret {
					continue exit
				}
				rep.count = c.count - 1
				m.ptr = ptr
				continue exit
			case jPossRepeat1:
				if !ret {
					m.ptr = ptr
					continue exit
				}
				c.count++
				if c.count < in.a {
					ci = m.push(ci, pc, ptr, jPossRepeat1, pc+1, false)
					pc++
					ptr = m.ptr
					break exit
				}
				ci, pc, ptr = m.possLoop(ci, pc, -1)
				break exit
			case jPossRepeat2:
				if ret {
					m.markDiscard(int(c.lastmark))
					c.count++
					ci, pc, ptr = m.possLoop(ci, pc, ptr)
					break exit
				}
				m.markPop(int(c.lastmark), true)
				m.lastmark, m.lastindex = int(c.lastmark), int(c.lastindex)
				m.ptr = ptr
				pc = in.next
				ptr = m.ptr
				break exit
			case jAtomic:
				if !ret {
					m.ptr = ptr
					continue exit
				}
				pc = in.next
				ptr = m.ptr
				break exit
			case jAssert:
				if !ret {
					continue exit
				}
				pc = in.next
				break exit
			case jAssertNot:
				if ret {
					if m.repeat >= 0 {
						m.markDiscard(int(c.lastmark))
					}
					ret = false
					continue exit
				}
				if m.repeat >= 0 {
					m.markPop(int(c.lastmark), true)
				}
				m.lastmark, m.lastindex = int(c.lastmark), int(c.lastindex)
				pc = in.next
				break exit
			}
		}
	}
}

// nextAlt starts the next alternative of the branch at pc whose first
// character can match (sre skips alternatives starting with a literal or
// a set that the next character fails).
func (m *reMachine[T]) nextAlt(ci int, pc int32, ptr int) (int, int32, bool) {
	insts := m.code.insts
	c := &m.ctxs[ci]
	for alt := c.alt; insts[alt].op == iAlt; alt = insts[alt].next {
		body := alt + 1
		if op := insts[body].op; op == iLit || op == iSet {
			if ptr >= m.end || !m.unit(&insts[body], rune(m.text[ptr])) {
				continue
			}
		}
		c.alt = insts[alt].next
		m.ptr = ptr
		return m.push(ci, pc, ptr, jBranch, body, c.toplevel), body, true
	}
	if m.repeat >= 0 {
		m.markDiscard(int(c.lastmark))
	}
	return ci, pc, false
}

// repeatOneNext tries the tail of a greedy single-character repeat at
// ptr, or with fewer characters; the child starts at the tail.
func (m *reMachine[T]) repeatOneNext(ci int, pc int32, ptr int) (int, int, bool) {
	insts := m.code.insts
	in := &insts[pc]
	c := &m.ctxs[ci]
	tail := &insts[in.next]
	if tail.op == iLit {
		chr := tail.arg
		for c.count >= in.a && (ptr >= m.end || rune(m.text[ptr]) != chr) {
			ptr--
			c.count--
		}
		if c.count >= in.a {
			m.ptr = ptr
			return m.push(ci, pc, ptr, jRepeatOne1, in.next, c.toplevel), ptr, true
		}
	} else if c.count >= in.a {
		m.ptr = ptr
		return m.push(ci, pc, ptr, jRepeatOne2, in.next, c.toplevel), ptr, true
	}
	if m.repeat >= 0 {
		m.markDiscard(int(c.lastmark))
	}
	return ci, ptr, false
}

// maxUntilMore is the part of a greedy repeat's until after the minimum:
// one more iteration if allowed and the last one was not empty, else the
// tail.
func (m *reMachine[T]) maxUntilMore(ci int, pc int32, ptr int) (int, int32) {
	c := &m.ctxs[ci]
	rep := &m.reps[c.rep]
	rin := &m.code.insts[rep.pc]
	if (rin.b < 0 || c.count < rin.b) && m.ptr != rep.lastPtr {
		rep.count = c.count
		c.lastmark, c.lastindex = int32(m.lastmark), int32(m.lastindex)
		m.markPush(int(c.lastmark))
		c.lastPtr = rep.lastPtr
		rep.lastPtr = m.ptr
		return m.push(ci, pc, ptr, jMaxUntil2, rep.pc+1, c.toplevel), rep.pc + 1
	}
	m.repeat = rep.prev
	return m.push(ci, pc, ptr, jMaxUntil3, pc+1, c.toplevel), pc + 1
}

// possLoop continues a possessive repeat past its minimum; last is where
// the previous iteration started (-1: none). It returns the activation and
// position to run next: another iteration, or the tail.
func (m *reMachine[T]) possLoop(ci int, pc int32, last int) (int, int32, int) {
	in := &m.code.insts[pc]
	c := &m.ctxs[ci]
	if (in.b < 0 || c.count < in.b) && m.ptr != last {
		c.lastmark, c.lastindex = int32(m.lastmark), int32(m.lastindex)
		m.markPush(int(c.lastmark))
		start := m.ptr
		return m.push(ci, pc, start, jPossRepeat2, pc+1, false), pc + 1, start
	}
	return ci, in.next, m.ptr
}

// ---- the top level: match and search (sre's SRE(match) and SRE(search)) ----

// resetGroups forgets every mark (between attempts).
func (m *reMachine[T]) resetGroups() {
	m.lastmark, m.lastindex = -1, -1
	m.repeat = -1
	m.reps = m.reps[:0]
	m.saved = m.saved[:0]
}

// matchAt makes one anchored attempt at start.
func (m *reMachine[T]) matchAt(start int, toplevel bool) bool {
	m.resetGroups()
	m.start, m.ptr = start, start
	if m.code.minLen > 0 && m.end-start < m.code.minLen {
		return false
	}
	return m.match(0, toplevel)
}

// search finds the first match starting at or after start.
func (m *reMachine[T]) search(start int) bool {
	c := m.code
	end := m.end
	if start > end {
		return false
	}
	if c.minLen > 0 && end-start < c.minLen {
		return false
	}
	last := end - max(c.minLen, 1) // the last start with room for a match
	if n := len(c.prefix); n > 0 {
		if b, ok := any(m.text).([]byte); ok {
			var pre [64]byte
			pb := pre[:0]
			for _, r := range c.prefix {
				if r > 255 {
					return false
				}
				pb = append(pb, byte(r))
			}
			for p := start; p <= last; {
				var i int
				if len(pb) == 1 {
					i = bytes.IndexByte(b[p:end], pb[0])
				} else {
					i = bytes.Index(b[p:end], pb)
				}
				if i < 0 {
					return false
				}
				p += i
				if c.literal {
					m.resetGroups()
					m.start, m.ptr = p, p+len(pb)
					return true
				}
				if m.matchAt(p, false) {
					return true
				}
				p++
			}
			return false
		}
		first := c.prefix[0]
		for p := start; p <= last; p++ {
			if rune(m.text[p]) != first {
				continue
			}
			if m.matchAt(p, false) {
				return true
			}
		}
		return false
	}
	if c.first != nil {
		// Only starts whose next characters fit the pattern's columns.
		if b, ok := any(m.text).([]byte); ok {
			cols := c.byteCols
			t0 := &cols[0]
			last = min(last, end-len(cols))
			for p := start; p <= last; p++ {
				if !t0[b[p]] {
					continue
				}
				k := 1
				for k < len(cols) && cols[k][b[p+k]] {
					k++
				}
				if k == len(cols) && m.matchAt(p, false) {
					return true
				}
			}
			return false
		}
		t := m.text
		cols := c.cols
		last = min(last, end-len(cols))
		for p := start; p <= last; p++ {
			k := 0
			for k < len(cols) && cols[k].has(rune(t[p+k])) {
				k++
			}
			if k == len(cols) && m.matchAt(p, false) {
				return true
			}
		}
		return false
	}
	if m.matchAt(start, true) {
		return true
	}
	if c.anchored {
		return false
	}
	for p := start + 1; p <= end-c.minLen; p++ {
		if m.matchAt(p, false) {
			return true
		}
	}
	return false
}

// spans returns the spans of group 0 and every group (-1: unmatched).
func (m *reMachine[T]) spans(groups int) []int {
	return m.fillSpans(make([]int, 2*(groups+1)), groups)
}

// spansTemp is spans in the machine's own buffer, valid until its next
// match: for the callers that read the spans at once (findall, split,
// sub), which then allocate nothing per match.
func (m *reMachine[T]) spansTemp(groups int) []int {
	n := 2 * (groups + 1)
	if cap(m.spanBuf) < n {
		m.spanBuf = make([]int, n)
	}
	return m.fillSpans(m.spanBuf[:n], groups)
}

func (m *reMachine[T]) fillSpans(out []int, groups int) []int {
	out[0], out[1] = m.start, m.ptr
	for g := 0; g < groups; g++ {
		j := 2 * g
		if j+1 <= m.lastmark && m.mark[j] >= 0 && m.mark[j+1] >= 0 {
			out[2*g+2], out[2*g+3] = m.mark[j], m.mark[j+1]
		} else {
			out[2*g+2], out[2*g+3] = -1, -1
		}
	}
	return out
}
