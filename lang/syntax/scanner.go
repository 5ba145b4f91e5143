package syntax

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The scanner turns source text into tokens on demand. It mirrors CPython's
// tokenizer (Parser/lexer): NEWLINE/INDENT/DEDENT come from an indentation
// stack, newlines inside brackets are ignored, and f-strings are split into
// FSTRING_START / FSTRING_MIDDLE / replacement-field tokens / FSTRING_END
// with a stack of modes (PEP 701), so that replacement fields may contain
// any expression, including strings with the same quotes.

const (
	eof            = -1
	tabSize        = 8
	maxIndent      = 100 // CPython's MAXINDENT
	maxParenLevel  = 200 // CPython's MAXLEVEL
	maxFStringNest = 150 // CPython's MAXFSTRINGLEVEL
	maxExprNesting = 3   // CPython's MAX_EXPR_NESTING (format specs in f-strings)
)

// paren is an open bracket.
type paren struct {
	ch   byte
	line int
	col  int // 0-based byte column
}

// fmode is the state of one f-string being scanned (CPython's tokenizer_mode).
type fmode struct {
	regular        bool // scanning a replacement field's expression
	quote          byte
	quoteSize      int
	raw            bool
	startOff       int // offset of the f-string's first prefix character
	startLine      int
	startLineOff   int
	curlyDepth     int // curly_bracket_depth
	exprStartDepth int // curly_bracket_expr_start_depth
	inFormatSpec   bool
	debug          bool
}

type scanner struct {
	filename   string
	src        []byte
	lineStarts []int // lineStarts[i] is the offset where line i+1 starts

	off     int // next byte to read
	line    int // line of the last byte read
	lineOff int // offset where that line starts

	atBOL      bool
	indents    []int // indentation stack (tabs to multiples of 8)
	altIndents []int // the same with tabs counted as 1
	pending    int   // >0: INDENTs to emit, <0: DEDENTs to emit
	parens     []paren
	modes      []*fmode // f-strings being scanned, innermost last

	err       *Error
	errStrong bool // the error beats a parser error found earlier (CPython sets PyErr)
	// eofInParens marks err as the end of input inside brackets.
	eofInParens bool
	// warns collects the SyntaxWarnings when not nil (see warnings.go).
	warns *[]Warning
}

func newScanner(filename string, src []byte) *scanner {
	s := &scanner{
		filename:   filename,
		src:        src,
		line:       1,
		atBOL:      true,
		indents:    []int{0},
		altIndents: []int{0},
	}
	s.lineStarts = append(s.lineStarts, 0)
	for i, c := range src {
		if c == '\n' && i+1 < len(src) {
			s.lineStarts = append(s.lineStarts, i+1)
		}
	}
	return s
}

// ---- character level ----

func (s *scanner) nextc() int {
	if s.off >= len(s.src) {
		return eof
	}
	if s.line < len(s.lineStarts) && s.off >= s.lineStarts[s.line] {
		s.line++
		s.lineOff = s.lineStarts[s.line-1]
	}
	c := s.src[s.off]
	s.off++
	return int(c)
}

func (s *scanner) backup(c int) {
	if c == eof {
		return
	}
	s.off--
	if s.off < s.lineOff {
		s.line--
		s.lineOff = s.lineStarts[s.line-1]
	}
}

func (s *scanner) peekc() int {
	if s.off >= len(s.src) {
		return eof
	}
	return int(s.src[s.off])
}

// lineOf returns the 1-based line containing offset off.
func (s *scanner) lineOf(off int) int {
	if off >= s.lineOff && (s.line >= len(s.lineStarts) || off < s.lineStarts[s.line]) {
		return s.line
	}
	lo, hi := 0, len(s.lineStarts)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if s.lineStarts[mid] <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo + 1
}

// posOf returns the position of the byte at offset off.
func (s *scanner) posOf(off int) Pos {
	l := s.lineOf(off)
	return Pos{l, off - s.lineStarts[l-1]}
}

// endPosOf returns the position just past the byte at off-1, staying on that
// byte's line (so a token ending with '\n' ends on its own line).
func (s *scanner) endPosOf(off int) Pos {
	if off == 0 {
		return Pos{1, 0}
	}
	p := s.posOf(off - 1)
	p.Col++
	return p
}

// lineText returns line n (1-based) without its newline.
func (s *scanner) lineText(n int) string {
	if n < 1 || n > len(s.lineStarts) {
		return ""
	}
	start := s.lineStarts[n-1]
	end := len(s.src)
	if n < len(s.lineStarts) {
		end = s.lineStarts[n]
	}
	for end > start && (s.src[end-1] == '\n' || s.src[end-1] == '\r') {
		end--
	}
	return string(s.src[start:end])
}

// lineTextNL is lineText with the line's newline, as CPython's errors
// raised by its parser (not by its tokenizer) show the line.
func (s *scanner) lineTextNL(n int) string {
	t := s.lineText(n)
	if n >= 1 && n <= len(s.lineStarts) {
		end := len(s.src)
		if n < len(s.lineStarts) {
			end = s.lineStarts[n]
		}
		if end > 0 && s.src[end-1] == '\n' {
			t += "\n"
		}
	}
	return t
}

// runeCol counts the characters of line n (newline included) before the
// 0-based byte column byteCol. CPython reports columns in characters.
func (s *scanner) runeCol(n, byteCol int) int {
	if n < 1 || n > len(s.lineStarts) || byteCol <= 0 {
		return 0
	}
	start := s.lineStarts[n-1]
	end := start + byteCol
	if end > len(s.src) {
		return utf8.RuneCount(s.src[start:]) + end - len(s.src)
	}
	return utf8.RuneCount(s.src[start:end])
}

// charCol converts a 0-based byte column on line n into a 1-based character
// column like SyntaxError.offset.
func (s *scanner) charCol(n, byteCol int) int { return s.runeCol(n, byteCol) + 1 }

// ---- errors ----

// fail records a tokenizer error whose caret is at the current position
// (CPython's _PyTokenizer_syntaxerror: the offset counts the characters read
// on the line so far).
func (s *scanner) fail(format string, args ...any) token {
	c := s.runeCol(s.line, s.off-s.lineOff)
	return s.failAt(s.line, c, c, true, "SyntaxError", format, args...)
}

// failAt records an error at a 1-based character column range on one line.
func (s *scanner) failAt(line, col, endCol int, strong bool, kind, format string, args ...any) token {
	if s.err == nil {
		msg := format
		if len(args) > 0 {
			msg = fmt.Sprintf(format, args...)
		}
		s.err = &Error{Kind: kind, Msg: msg, Filename: s.filename, Line: line, Col: col,
			EndLine: line, EndCol: endCol, Text: s.lineText(line)}
		s.errStrong = strong
	}
	s.off = len(s.src)
	return token{kind: tError, pos: Pos{line, 0}, end: Pos{line, 0}}
}

// ---- tokens ----

func (s *scanner) make(kind tokKind, start int) token {
	t := token{kind: kind, off: start, endOff: s.off, pos: s.posOf(start), end: s.endPosOf(s.off)}
	if s.off == start {
		t.end = t.pos
	}
	t.level = len(s.parens)
	return t
}

// next returns the next token.
func (s *scanner) next() token {
	if s.err != nil {
		return token{kind: tError}
	}
	if len(s.modes) > 0 && !s.modes[len(s.modes)-1].regular {
		return s.scanFString(s.modes[len(s.modes)-1])
	}
	return s.scanNormal()
}

func (s *scanner) currentMode() *fmode {
	if len(s.modes) == 0 {
		return nil
	}
	return s.modes[len(s.modes)-1]
}

// indentation reads the leading whitespace of a line and queues INDENT or
// DEDENT tokens. It returns an error token or a zero token.
func (s *scanner) indentation() (token, bool) {
	col, altcol, contCol := 0, 0, 0
	var c int
	for {
		c = s.nextc()
		switch c {
		case ' ':
			col++
			altcol++
			continue
		case '\t':
			col = (col/tabSize + 1) * tabSize
			altcol++
			continue
		case '\f':
			col, altcol = 0, 0
			continue
		case '\\':
			if contCol == 0 {
				contCol = col
			}
			if t, ok := s.continuation(); !ok {
				return t, false
			}
			continue
		}
		break
	}
	s.backup(c)
	if c == '#' || c == '\n' || len(s.parens) > 0 {
		return token{}, true // blank line, or inside brackets: no change
	}
	if contCol != 0 {
		col, altcol = contCol, contCol
	}
	top := len(s.indents) - 1
	switch {
	case col == s.indents[top]:
		if altcol != s.altIndents[top] {
			return s.tabError(), false
		}
	case col > s.indents[top]:
		if len(s.indents) >= maxIndent {
			return s.withNL(s.failAt(s.line, s.runeCol(s.line, s.off-s.lineOff)+1, 0, false, "IndentationError", "too many levels of indentation")), false
		}
		if altcol <= s.altIndents[top] {
			return s.tabError(), false
		}
		s.pending++
		s.indents = append(s.indents, col)
		s.altIndents = append(s.altIndents, altcol)
	default:
		for len(s.indents) > 1 && col < s.indents[len(s.indents)-1] {
			s.pending--
			s.indents = s.indents[:len(s.indents)-1]
			s.altIndents = s.altIndents[:len(s.altIndents)-1]
		}
		top = len(s.indents) - 1
		if col != s.indents[top] {
			line := s.line
			end := len(s.src)
			if line < len(s.lineStarts) {
				end = s.lineStarts[line]
			}
			return s.withNL(s.failAt(line, utf8.RuneCount(s.src[s.lineOff:end]), -1, false, "IndentationError",
				"unindent does not match any outer indentation level")), false
		}
		if altcol != s.altIndents[top] {
			return s.tabError(), false
		}
	}
	return token{}, true
}

func (s *scanner) tabError() token {
	return s.withNL(s.failAt(s.line, 1, 0, false, "TabError", "inconsistent use of tabs and spaces in indentation"))
}

// withNL gives the error just recorded its line's newline: CPython's
// tokenizer leaves these errors (indentation, a bad continuation, the end
// of input) for its parser to raise, and the parser's text keeps it.
func (s *scanner) withNL(t token) token {
	if s.err != nil {
		s.err.Text = s.lineTextNL(s.err.Line)
	}
	return t
}

// continuation handles a backslash just read: it must be followed by a
// newline, and the next line must not be the end of input.
func (s *scanner) continuation() (token, bool) {
	c := s.nextc()
	if c != '\n' {
		col := s.off - s.lineOff
		return s.withNL(s.failAt(s.line, s.charCol(s.line, col-1), 0, false, "SyntaxError",
			"unexpected character after line continuation character")), false
	}
	c = s.nextc()
	if c == eof {
		return s.eofError(), false
	}
	s.backup(c)
	return token{}, true
}

// eofError reports input that ends inside a statement.
func (s *scanner) eofError() token {
	if len(s.parens) > 0 {
		p := s.parens[len(s.parens)-1]
		s.eofInParens = true
		t := s.failAt(p.line, s.charCol(p.line, p.col), 0, false, "SyntaxError", "'%c' was never closed", p.ch)
		if p.line == len(s.lineStarts) {
			// CPython's text has the newline when the bracket's line is
			// the one its tokenizer is on, the last.
			t = s.withNL(t)
		}
		return t
	}
	last := len(s.lineStarts)
	t := s.withNL(s.failAt(last, len(s.src)-s.lineStarts[last-1], -1, false, "SyntaxError", "unexpected EOF while parsing"))
	return t
}

func (s *scanner) scanNormal() token {
	mode := s.currentMode()
nextline:
	blank := false
	if s.atBOL {
		s.atBOL = false
		if t, ok := s.indentation(); !ok {
			return t
		}
		c := s.peekc()
		blank = c == '#' || c == '\n'
	}
	if s.pending != 0 {
		t := token{pos: Pos{s.line, s.off - s.lineOff}, off: s.off, endOff: s.off, noCol: true, level: len(s.parens)}
		t.end = t.pos
		if s.pending < 0 {
			s.pending++
			t.kind = tDedent
		} else {
			s.pending--
			t.kind = tIndent
		}
		return t
	}

again:
	c := s.nextc()
	for c == ' ' || c == '\t' || c == '\f' {
		c = s.nextc()
	}
	start := s.off - 1
	if c == eof {
		start = s.off
	}

	if c == '#' {
		for c != eof && c != '\n' {
			c = s.nextc()
		}
	}

	if c == eof {
		if len(s.parens) > 0 {
			return s.eofError()
		}
		// Emit the pending dedents, then the end marker.
		if len(s.indents) > 1 {
			s.indents = s.indents[:len(s.indents)-1]
			s.altIndents = s.altIndents[:len(s.altIndents)-1]
			t := s.eofToken(tDedent)
			return t
		}
		return s.eofToken(tEOF)
	}

	if isPotentialIdentStart(c) {
		return s.scanIdentOrPrefixedString(c, start)
	}

	if c == '\n' {
		s.atBOL = true
		if blank || len(s.parens) > 0 {
			goto nextline
		}
		t := s.make(tNewline, start)
		return t
	}

	if c == '.' {
		c2 := s.nextc()
		if isDigit(c2) {
			return s.scanFraction(c2, start)
		}
		if c2 == '.' {
			c3 := s.nextc()
			if c3 == '.' {
				return s.make(tEllipsis, start)
			}
			s.backup(c3)
		}
		s.backup(c2)
		return s.make(tDot, start)
	}

	if isDigit(c) {
		return s.scanNumber(c, start)
	}

	if c == '\'' || c == '"' {
		return s.scanString(c, start, 0, 0)
	}

	if c == '\\' {
		if t, ok := s.continuation(); !ok {
			return t
		}
		goto again
	}

	// Punctuation that may end an f-string replacement field's expression.
	if mode != nil && mode.exprStartDepth >= 0 && (c == ':' || c == '}' || c == '!' || c == '{') {
		cursor := mode.curlyDepth
		if c != '{' {
			cursor--
		}
		if c == ':' && cursor == mode.exprStartDepth {
			mode.regular = false
			mode.inFormatSpec = true
			return s.make(tColon, start)
		}
	}

	// Two and three character operators.
	c2 := s.nextc()
	if k := twoChars(c, c2); k != tOp {
		c3 := s.nextc()
		if k3 := threeChars(c, c2, c3); k3 != tOp {
			k = k3
		} else {
			s.backup(c3)
		}
		return s.make(k, start)
	}
	s.backup(c2)

	switch c {
	case '(', '[', '{':
		if len(s.parens) >= maxParenLevel {
			return s.fail("too many nested parentheses")
		}
		s.parens = append(s.parens, paren{ch: byte(c), line: s.line, col: start - s.lineOff})
		if mode != nil {
			mode.curlyDepth++
		}
	case ')', ']', '}':
		if mode != nil && mode.curlyDepth == 0 && c == '}' {
			return s.fail("f-string: single '}' is not allowed")
		}
		if len(s.parens) == 0 {
			return s.fail("unmatched '%c'", c)
		}
		open := s.parens[len(s.parens)-1]
		s.parens = s.parens[:len(s.parens)-1]
		if !(open.ch == '(' && c == ')' || open.ch == '[' && c == ']' || open.ch == '{' && c == '}') {
			if mode != nil && open.ch == '{' && mode.curlyDepth-1 == mode.exprStartDepth {
				return s.fail("f-string: unmatched '%c'", c)
			}
			if open.line != s.line {
				return s.fail("closing parenthesis '%c' does not match opening parenthesis '%c' on line %d", c, open.ch, open.line)
			}
			return s.fail("closing parenthesis '%c' does not match opening parenthesis '%c'", c, open.ch)
		}
		if mode != nil {
			mode.curlyDepth--
			if mode.curlyDepth < 0 {
				return s.fail("f-string: unmatched '%c'", c)
			}
			if c == '}' && mode.curlyDepth == mode.exprStartDepth {
				mode.exprStartDepth--
				mode.regular = false
				mode.inFormatSpec = false
				mode.debug = false
			}
		}
	}

	if c < 0x20 || c == 0x7f {
		return s.fail("invalid non-printable character U+%04X", c)
	}
	if c == '=' && mode != nil && mode.exprStartDepth >= 0 {
		mode.debug = true
	}
	return s.make(oneChar(c), start)
}

// eofToken makes a DEDENT or end marker at the end of input. CPython gives
// these no column; errors reported at them point past the last line.
func (s *scanner) eofToken(kind tokKind) token {
	last := len(s.lineStarts)
	p := Pos{last, len(s.src) - s.lineStarts[last-1]}
	return token{kind: kind, pos: p, end: p, off: len(s.src), endOff: len(s.src), noCol: true}
}

func isPotentialIdentStart(c int) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= 128
}

func isPotentialIdentChar(c int) bool {
	return isPotentialIdentStart(c) || c >= '0' && c <= '9'
}

func isDigit(c int) bool { return c >= '0' && c <= '9' }

func isHexDigit(c int) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// scanIdentOrPrefixedString scans a name, or a string whose prefix starts
// with c.
func (s *scanner) scanIdentOrPrefixedString(c, start int) token {
	var flags strFlags
	sawB, sawR, sawU, sawF := false, false, false, false
	for {
		switch {
		case !(sawB || sawU || sawF) && (c == 'b' || c == 'B'):
			sawB = true
		case !(sawB || sawU || sawR || sawF) && (c == 'u' || c == 'U'):
			sawU = true
		case !(sawR || sawU) && (c == 'r' || c == 'R'):
			sawR = true
		case !(sawF || sawB || sawU) && (c == 'f' || c == 'F'):
			sawF = true
		default:
			goto ident
		}
		c = s.nextc()
		if c == '"' || c == '\'' {
			if sawB {
				flags |= strBytes
			}
			if sawR {
				flags |= strRaw
			}
			if sawU {
				flags |= strU
			}
			if sawF {
				return s.startFString(c, start, flags|strF)
			}
			return s.scanString(c, start, flags, s.off-1-start)
		}
	}
ident:
	nonASCII := false
	for isPotentialIdentChar(c) {
		if c >= 128 {
			nonASCII = true
		}
		c = s.nextc()
	}
	s.backup(c)
	name := string(s.src[start:s.off])
	if nonASCII {
		if t, ok := s.verifyIdentifier(start); !ok {
			return t
		}
		// PEP 3131: identifiers are compared in NFKC form.
		name = norm.NFKC.String(name)
	}
	t := s.make(tName, start)
	if k, ok := keywords[name]; ok {
		t.kind = k
	}
	t.text = name
	return t
}

// verifyIdentifier checks a non-ASCII identifier (PEP 3131). Go's unicode
// tables stand in for XID_Start / XID_Continue.
func (s *scanner) verifyIdentifier(start int) (token, bool) {
	b := s.src[start:s.off]
	first := true
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			s.off = start + i + 1
			return s.failAt(s.line, s.charCol(s.line, start-s.lineOff), 0, true, "SyntaxError",
				"(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %d: invalid start byte", b[i], i), false
		}
		ok := isIDContinue(r)
		if first {
			ok = isIDStart(r)
		}
		if !ok {
			s.off = start + i + size
			if unicode.IsPrint(r) {
				return s.fail("invalid character '%c' (U+%04X)", r, r), false
			}
			return s.fail("invalid non-printable character U+%04X", r), false
		}
		first = false
		i += size
	}
	return token{}, true
}

func isIDStart(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r)
}

func isIDContinue(r rune) bool {
	return isIDStart(r) || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
}

// ---- numbers ----

// verifyEndOfNumber rejects a number immediately followed by a name
// character, except for the keywords that may legally follow (CPython only
// warns about those).
func (s *scanner) verifyEndOfNumber(c int, kind string) (token, bool) {
	r := false
	switch c {
	case 'a':
		r = s.lookahead("nd")
	case 'e':
		r = s.lookahead("lse")
	case 'f':
		r = s.lookahead("or")
	case 'i':
		c2 := s.peekc()
		r = c2 == 'f' || c2 == 'n' || c2 == 's'
	case 'o':
		r = s.lookahead("r")
	case 'n':
		r = s.lookahead("ot")
	}
	if r {
		// CPython warns with its position before c.
		s.warnAt(s.line, s.runeCol(s.line, s.off-1-s.lineOff), "invalid %s literal", kind)
		return token{}, true
	}
	if c < 128 && isPotentialIdentChar(c) {
		s.backup(c)
		return s.fail("invalid %s literal", kind), false
	}
	return token{}, true
}

// lookahead reports whether the input continues with rest and then a
// character that cannot continue a name.
func (s *scanner) lookahead(rest string) bool {
	i := s.off
	for j := 0; j < len(rest); j++ {
		if i >= len(s.src) || s.src[i] != rest[j] {
			return false
		}
		i++
	}
	return i >= len(s.src) || !isPotentialIdentChar(int(s.src[i]))
}

// decimalTail reads digits and single underscores; it returns the first
// character after them.
func (s *scanner) decimalTail() (int, token, bool) {
	for {
		c := s.nextc()
		for isDigit(c) {
			c = s.nextc()
		}
		if c != '_' {
			return c, token{}, true
		}
		c = s.nextc()
		if !isDigit(c) {
			s.backup(c)
			return 0, s.fail("invalid decimal literal"), false
		}
	}
}

func (s *scanner) numberToken(start int) token {
	t := s.make(tNumber, start)
	t.text = string(s.src[start:s.off])
	return t
}

func (s *scanner) scanNumber(c, start int) token {
	if c == '0' {
		c = s.nextc()
		switch c {
		case 'x', 'X':
			return s.scanRadix(start, "hexadecimal", isHexDigit, nil)
		case 'o', 'O':
			return s.scanRadix(start, "octal", func(c int) bool { return c >= '0' && c <= '7' }, isDigit)
		case 'b', 'B':
			return s.scanRadix(start, "binary", func(c int) bool { return c == '0' || c == '1' }, isDigit)
		}
		nonzero := false
		for {
			if c == '_' {
				c = s.nextc()
				if !isDigit(c) {
					s.backup(c)
					return s.fail("invalid decimal literal")
				}
			}
			if c != '0' {
				break
			}
			c = s.nextc()
		}
		zerosEnd := s.off
		if isDigit(c) {
			nonzero = true
			var t token
			var ok bool
			if c, t, ok = s.decimalTail(); !ok {
				return t
			}
		}
		switch {
		case c == '.':
			return s.scanFraction(s.nextc(), start)
		case c == 'e' || c == 'E':
			return s.scanExponent(c, start)
		case c == 'j' || c == 'J':
			return s.scanImaginary(start)
		case nonzero:
			s.backup(c)
			line := s.line
			return s.failAt(line, s.charCol(line, start-s.lineOff), s.charCol(line, zerosEnd-1-s.lineOff), true, "SyntaxError",
				"leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers")
		}
		if t, ok := s.verifyEndOfNumber(c, "decimal"); !ok {
			return t
		}
		s.backup(c)
		return s.numberToken(start)
	}
	c, t, ok := s.decimalTail()
	if !ok {
		return t
	}
	switch c {
	case '.':
		return s.scanFraction(s.nextc(), start)
	case 'e', 'E':
		return s.scanExponent(c, start)
	case 'j', 'J':
		return s.scanImaginary(start)
	}
	if t, ok := s.verifyEndOfNumber(c, "decimal"); !ok {
		return t
	}
	s.backup(c)
	return s.numberToken(start)
}

// scanRadix scans the digits of a 0x / 0o / 0b literal; the prefix has been
// read. badDigit, if set, recognises digits that are invalid for the radix.
func (s *scanner) scanRadix(start int, kind string, ok func(int) bool, badDigit func(int) bool) token {
	c := s.nextc()
	for {
		if c == '_' {
			c = s.nextc()
		}
		if !ok(c) {
			if badDigit != nil && badDigit(c) {
				return s.fail("invalid digit '%c' in %s literal", c, kind)
			}
			s.backup(c)
			return s.fail("invalid %s literal", kind)
		}
		for ok(c) {
			c = s.nextc()
		}
		if c != '_' {
			break
		}
	}
	if badDigit != nil && badDigit(c) {
		return s.fail("invalid digit '%c' in %s literal", c, kind)
	}
	if t, good := s.verifyEndOfNumber(c, kind); !good {
		return t
	}
	s.backup(c)
	return s.numberToken(start)
}

// scanFraction continues a number after its '.'; c is the next character.
func (s *scanner) scanFraction(c, start int) token {
	if isDigit(c) {
		s.backup(c)
		var t token
		var ok bool
		if c, t, ok = s.decimalTail(); !ok {
			return t
		}
	}
	switch c {
	case 'e', 'E':
		return s.scanExponent(c, start)
	case 'j', 'J':
		return s.scanImaginary(start)
	}
	if t, ok := s.verifyEndOfNumber(c, "decimal"); !ok {
		return t
	}
	s.backup(c)
	return s.numberToken(start)
}

// scanExponent continues a number after its 'e' (which is e).
func (s *scanner) scanExponent(e, start int) token {
	c := s.nextc()
	if c == '+' || c == '-' {
		c = s.nextc()
		if !isDigit(c) {
			s.backup(c)
			return s.fail("invalid decimal literal")
		}
	} else if !isDigit(c) {
		s.backup(c)
		if t, ok := s.verifyEndOfNumber(e, "decimal"); !ok {
			return t
		}
		s.backup(e)
		return s.numberToken(start)
	}
	s.backup(c)
	c, t, ok := s.decimalTail()
	if !ok {
		return t
	}
	if c == 'j' || c == 'J' {
		return s.scanImaginary(start)
	}
	if t, ok := s.verifyEndOfNumber(c, "decimal"); !ok {
		return t
	}
	s.backup(c)
	return s.numberToken(start)
}

func (s *scanner) scanImaginary(start int) token {
	c := s.nextc()
	if t, ok := s.verifyEndOfNumber(c, "imaginary"); !ok {
		return t
	}
	s.backup(c)
	return s.numberToken(start)
}

// ---- strings ----

// scanString scans a plain string literal; quote has just been read and
// start is the offset of the prefix.
func (s *scanner) scanString(quote, start int, flags strFlags, prefixLen int) token {
	firstLine, firstLineOff := s.line, s.lineOff
	quoteSize := 1
	endQuote := 0
	c := s.nextc()
	if c == quote {
		c = s.nextc()
		if c == quote {
			quoteSize = 3
		} else {
			endQuote = 1 // empty string
		}
	}
	if c != quote {
		s.backup(c)
	}
	escapedQuote := false
	for endQuote != quoteSize {
		c = s.nextc()
		if c == eof || quoteSize == 1 && c == '\n' {
			return s.unterminatedString(quote, quoteSize, start, firstLine, firstLineOff, escapedQuote)
		}
		if c == quote {
			endQuote++
			continue
		}
		endQuote = 0
		if c == '\\' {
			c = s.nextc()
			if c == quote {
				escapedQuote = true
			}
		}
	}
	t := s.make(tString, start)
	t.flags = flags
	t.prefix = prefixLen
	t.quoteLen = quoteSize
	return t
}

func (s *scanner) unterminatedString(quote, quoteSize, start, firstLine, firstLineOff int, escapedQuote bool) token {
	detected := s.line
	col := s.charCol(firstLine, start-firstLineOff)
	if mode := s.currentMode(); mode != nil && int(mode.quote) == quote && mode.quoteSize == quoteSize {
		return s.failAt(firstLine, col, col, true, "SyntaxError", "f-string: expecting '}'")
	}
	if quoteSize == 3 {
		return s.failAt(firstLine, col, col, true, "SyntaxError",
			"unterminated triple-quoted string literal (detected at line %d)", detected)
	}
	if escapedQuote {
		return s.failAt(firstLine, col, col, true, "SyntaxError",
			"unterminated string literal (detected at line %d); perhaps you escaped the end quote?", detected)
	}
	return s.failAt(firstLine, col, col, true, "SyntaxError",
		"unterminated string literal (detected at line %d)", detected)
}

// startFString begins an f-string; quote has just been read.
func (s *scanner) startFString(quote, start int, flags strFlags) token {
	quoteSize := 1
	c := s.nextc()
	if c == quote {
		c2 := s.nextc()
		if c2 == quote {
			quoteSize = 3
		} else {
			s.backup(c2)
			s.backup(c)
		}
	} else {
		s.backup(c)
	}
	if len(s.modes)+1 >= maxFStringNest {
		return s.fail("too many nested f-strings")
	}
	t := s.make(tFStringStart, start)
	t.flags = flags
	t.prefix = s.off - start - quoteSize
	t.quoteLen = quoteSize
	s.modes = append(s.modes, &fmode{
		quote:          byte(quote),
		quoteSize:      quoteSize,
		raw:            flags&strRaw != 0,
		startOff:       start,
		startLine:      s.line,
		startLineOff:   s.lineOff,
		exprStartDepth: -1,
	})
	return t
}

func (s *scanner) unterminatedFString(m *fmode, c int) token {
	detected := s.line
	col := s.charCol(m.startLine, m.startOff-m.startLineOff)
	if m.quoteSize == 3 {
		return s.failAt(m.startLine, col, col, true, "SyntaxError",
			"unterminated triple-quoted f-string literal (detected at line %d)", detected)
	}
	return s.failAt(m.startLine, col, col, true, "SyntaxError",
		"unterminated f-string literal (detected at line %d)", detected)
}

// scanFString scans in f-string literal mode: text up to a replacement
// field, the end of a format spec, or the closing quote.
func (s *scanner) scanFString(m *fmode) token {
	start := s.off
	c := s.nextc()
	if c == '{' {
		peek := s.peekc()
		s.backup(c)
		if peek != '{' {
			m.exprStartDepth++
			if m.exprStartDepth >= maxExprNesting {
				return s.fail("f-string: expressions nested too deeply")
			}
			m.regular = true
			return s.scanNormal()
		}
	} else {
		s.backup(c)
	}

	// The closing quote?
	if s.hasQuote(m) {
		s.off += m.quoteSize
		s.modes = s.modes[:len(s.modes)-1]
		return s.make(tFStringEnd, start)
	}

	inFormatSpec := m.inFormatSpec && m.exprStartDepth >= 0
	unicodeEscape := false
	for {
		c = s.nextc()
		if c == eof || m.quoteSize == 1 && c == '\n' {
			if inFormatSpec && c == '\n' {
				s.backup(c)
				m.regular = true
				m.inFormatSpec = false
				return s.middle(start, s.off)
			}
			return s.unterminatedFString(m, c)
		}
		if c == int(m.quote) {
			s.backup(c)
			if s.hasQuote(m) {
				return s.middle(start, s.off)
			}
			s.nextc()
			continue
		}
		switch c {
		case '{':
			peek := s.peekc()
			if peek != '{' || inFormatSpec {
				s.backup(c)
				m.exprStartDepth++
				if m.exprStartDepth >= maxExprNesting {
					return s.fail("f-string: expressions nested too deeply")
				}
				m.regular = true
				m.inFormatSpec = false
				return s.middle(start, s.off)
			}
			// "{{" is a literal '{': the token text keeps one brace.
			s.nextc()
			return s.middle(start, s.off-1)
		case '}':
			if unicodeEscape {
				return s.middle(start, s.off)
			}
			peek := s.peekc()
			if peek == '}' && !inFormatSpec && m.curlyDepth == 0 {
				s.nextc()
				return s.middle(start, s.off-1)
			}
			s.backup(c)
			m.regular = true
			m.inFormatSpec = false
			return s.middle(start, s.off)
		case '\\':
			peek := s.nextc()
			if peek == '{' || peek == '}' {
				if !m.raw {
					s.warnAt(s.line, s.runeCol(s.line, s.off-s.lineOff), "invalid escape sequence '\\%c'", peek)
				}
				s.backup(peek)
				continue
			}
			if !m.raw && peek == 'N' {
				if s.peekc() == '{' {
					s.nextc()
					unicodeEscape = true
				}
			}
		}
	}
}

// hasQuote reports whether the f-string's closing quote starts at s.off.
func (s *scanner) hasQuote(m *fmode) bool {
	for i := 0; i < m.quoteSize; i++ {
		if s.off+i >= len(s.src) || s.src[s.off+i] != m.quote {
			return false
		}
	}
	return true
}

// middle makes an FSTRING_MIDDLE token spanning [start, s.off) whose text is
// src[start:textEnd]. An empty middle is skipped.
func (s *scanner) middle(start, textEnd int) token {
	if s.off == start {
		return s.next()
	}
	t := s.make(tFStringMiddle, start)
	// A middle ends where the next token starts, possibly at the start of
	// the next line (CPython's position after the newline).
	t.end = s.posOf(s.off)
	t.text = string(s.src[start:textEnd])
	return t
}

// ---- operators ----

func oneChar(c int) tokKind {
	switch c {
	case '(':
		return tLpar
	case ')':
		return tRpar
	case '[':
		return tLsqb
	case ']':
		return tRsqb
	case '{':
		return tLbrace
	case '}':
		return tRbrace
	case ':':
		return tColon
	case ',':
		return tComma
	case ';':
		return tSemi
	case '+':
		return tPlus
	case '-':
		return tMinus
	case '*':
		return tStar
	case '/':
		return tSlash
	case '|':
		return tVbar
	case '&':
		return tAmper
	case '<':
		return tLess
	case '>':
		return tGreater
	case '=':
		return tEqual
	case '.':
		return tDot
	case '%':
		return tPercent
	case '~':
		return tTilde
	case '^':
		return tCircumflex
	case '@':
		return tAt
	case '!':
		return tExclamation
	}
	return tOp
}

func twoChars(c1, c2 int) tokKind {
	switch c1 {
	case '!':
		if c2 == '=' {
			return tNotEqual
		}
	case '%':
		if c2 == '=' {
			return tPercentEqual
		}
	case '&':
		if c2 == '=' {
			return tAmperEqual
		}
	case '*':
		switch c2 {
		case '*':
			return tDoubleStar
		case '=':
			return tStarEqual
		}
	case '+':
		if c2 == '=' {
			return tPlusEqual
		}
	case '-':
		switch c2 {
		case '=':
			return tMinEqual
		case '>':
			return tRarrow
		}
	case '/':
		switch c2 {
		case '/':
			return tDoubleSlash
		case '=':
			return tSlashEqual
		}
	case ':':
		if c2 == '=' {
			return tColonEqual
		}
	case '<':
		switch c2 {
		case '<':
			return tLeftShift
		case '=':
			return tLessEqual
		case '>':
			return tBarry // "<>" is only valid with barry_as_FLUFL; the parser rejects it
		}
	case '=':
		if c2 == '=' {
			return tEqEqual
		}
	case '>':
		switch c2 {
		case '=':
			return tGreaterEqual
		case '>':
			return tRightShift
		}
	case '@':
		if c2 == '=' {
			return tAtEqual
		}
	case '^':
		if c2 == '=' {
			return tCircumflexEqual
		}
	case '|':
		if c2 == '=' {
			return tVbarEqual
		}
	}
	return tOp
}

func threeChars(c1, c2, c3 int) tokKind {
	switch {
	case c1 == '*' && c2 == '*' && c3 == '=':
		return tDoubleStarEqual
	case c1 == '.' && c2 == '.' && c3 == '.':
		return tEllipsis
	case c1 == '/' && c2 == '/' && c3 == '=':
		return tDoubleSlashEqual
	case c1 == '<' && c2 == '<' && c3 == '=':
		return tLeftShiftEqual
	case c1 == '>' && c2 == '>' && c3 == '=':
		return tRightShiftEqual
	}
	return tOp
}
