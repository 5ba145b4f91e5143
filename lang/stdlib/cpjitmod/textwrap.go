package cpjitmod

import (
	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// textwrap_chunks(text, hyphens): textwrap's chunking of an exact str,
// the loop that CPython runs inside its compiled wordsep regex: runs of
// whitespace, and the words between them, cut at hyphens and dashes when
// hyphens is true (see _chunks in pylib/textwrap.py, which calls this and
// keeps the same rules for other str types).
func modTextwrapChunks(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 2 || len(kw) != 0 {
		return rt.Unbound, vm.TypeError("textwrap_chunks() takes exactly 2 arguments (%d given)", len(args)+len(kw))
	}
	s, ok := vm.StrOf(args[0])
	if !ok {
		return rt.Unbound, vm.TypeError("textwrap_chunks() argument 1 must be str, not %s", vm.TypeName(args[0]))
	}
	c := twChunker{vm: vm, s: s}
	c.decode()
	c.chunks(args[1] == rt.True)
	return vm.NewList(c.out), nil
}

// twChunker holds the text as code points with their byte offsets, so
// that the rules can look at neighbours by index and the chunks can be
// sliced from the original string.
type twChunker struct {
	vm    *rt.VM
	s     string
	rs    []rune
	off   []int // off[i] is rune i's byte offset; off[len(rs)] == len(s)
	ascii bool
	out   []rt.Value
}

func (c *twChunker) decode() {
	c.ascii = wtf8.IsASCII(c.s)
	if c.ascii {
		c.rs = make([]rune, len(c.s))
		for i := 0; i < len(c.s); i++ {
			c.rs[i] = rune(c.s[i])
		}
		return
	}
	c.rs = make([]rune, 0, len(c.s))
	c.off = make([]int, 0, len(c.s)+1)
	for i := 0; i < len(c.s); {
		r, n := wtf8.Decode(c.s, i)
		c.rs = append(c.rs, r)
		c.off = append(c.off, i)
		i += n
	}
	c.off = append(c.off, len(c.s))
}

func (c *twChunker) byteAt(i int) int {
	if c.ascii {
		return i
	}
	return c.off[i]
}

// emit appends the chunk of code points [i, j).
func (c *twChunker) emit(i, j int) {
	b, e := c.byteAt(i), c.byteAt(j)
	c.out = append(c.out, c.vm.StrNewKnown(c.s[b:e], c.ascii || wtf8.IsASCII(c.s[b:e]), j-i))
}

func twSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\x0b', '\x0c', '\r', ' ':
		return true
	}
	return false
}

func twWordChar(r rune) bool { return r == '_' || unicodetab.IsAlnum(r) }

// twLetter: a word character that is not a decimal digit.
func twLetter(r rune) bool { return twWordChar(r) && !unicodetab.IsDecimal(r) }

// twDashMayFollow: characters after which two or more hyphens act as a dash.
func twDashMayFollow(r rune) bool {
	switch r {
	case '!', '"', '\'', '&', '.', ',', '?':
		return true
	}
	return twWordChar(r)
}

func (c *twChunker) chunks(hyphens bool) {
	rs := c.rs
	n := len(rs)
	for i := 0; i < n; {
		j := i
		if twSpace(rs[i]) {
			for j < n && twSpace(rs[j]) {
				j++
			}
			c.emit(i, j)
		} else {
			for j < n && !twSpace(rs[j]) {
				j++
			}
			if hyphens {
				c.cutWord(i, j)
			} else {
				c.emit(i, j)
			}
		}
		i = j
	}
}

// cutWord splits the whitespace-free word [ws, we) at hyphens and dashes.
func (c *twChunker) cutWord(ws, we int) {
	w := c.rs[ws:we]
	n := len(w)
	start := 0
	for i := 0; i < n; {
		if w[i] != '-' {
			i++
			continue
		}
		j := i
		for j < n && w[j] == '-' {
			j++
		}
		if j-i >= 2 {
			// A dash between words becomes a chunk of its own.
			if i > start && twDashMayFollow(w[i-1]) && j < n && twWordChar(w[j]) {
				c.emit(ws+start, ws+i)
				c.emit(ws+i, ws+j)
				start = j
			}
		} else if twHyphenBreaks(w, i, start) {
			c.emit(ws+start, ws+j)
			start = j
		}
		i = j
	}
	if start < n {
		c.emit(ws+start, ws+n)
	}
}

// twHyphenBreaks: may the line break after the single hyphen w[i]? The
// hyphen must close a hyphenated word part ("well-", or the "e-" of
// "a-e-b") and be followed by a letter, then a letter or "-letter".
func twHyphenBreaks(w []rune, i, start int) bool {
	if i-start < 1 {
		return false
	}
	letter := func(k int) bool { return k >= 0 && k < len(w) && twLetter(w[k]) }
	hyphen := func(k int) bool { return k >= 0 && k < len(w) && w[k] == '-' }
	before := letter(i-1) && (letter(i-2) || (hyphen(i-2) && letter(i-3)))
	after := letter(i+1) && (letter(i+2) || (hyphen(i+2) && letter(i+3)))
	return before && after
}
