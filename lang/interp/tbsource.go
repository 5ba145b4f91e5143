package interp

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/width"

	"github.com/cpjit/cpjit/lang/syntax"
)

// The source part of a traceback entry, laid out as CPython 3.13's
// traceback module lays it out (StackSummary.format_frame_summary), for
// instructions on one line or spread over several:
//
//   - the lines from the instruction's first to its last, dedented;
//   - when the instruction is a binary operation, a subscript or a call,
//     markers under it: '~' under the operands or the callee, '^' under
//     the operator, the brackets or the parentheses (the "anchors"); other
//     instructions are marked with '^' only when they do not fill their
//     lines, and a `return f(...)` or `x = f(...)` whose call is the whole
//     statement is not marked;
//   - of a long instruction, only its first and last lines and those around
//     the anchors, the others elided as "...<N lines>...".
//
// Offsets follow Python's: the positions are UTF-8 byte columns, the
// layout counts characters, and markers under East Asian wide characters
// are two columns wide.

// tbAnchors locates the primary markers of a segment: from line leftLine,
// character leftCol, up to line rightLine, character rightCol (exclusive),
// in lines of the segment (line 0's characters counted from the segment's
// start).
type tbAnchors struct {
	leftLine, leftCol, rightLine, rightCol int
}

// sourceBlock renders an entry's source: lines are the source lines of
// the instruction's first to last line, col and endCol its byte columns
// in the first and last of them (hasCols false when unknown: then only
// the first line shows, stripped). The result is the text printed under
// the entry's File line, or "".
func sourceBlock(lines []string, col, endCol int, hasCols bool) string {
	if len(lines) == 0 {
		return ""
	}
	for i, l := range lines {
		lines[i] = strings.TrimRightFunc(l, unicode.IsSpace)
	}
	all := dedentLines(lines)
	if strings.TrimSpace(strings.Join(all, "\n")) == "" {
		return ""
	}
	if !hasCols {
		return "    " + strings.TrimSpace(lines[0]) + "\n"
	}
	n := len(all)
	first, last := lines[0], lines[n-1]
	start := charOffset(first, col)
	end := charOffset(last, endCol)
	dedent := utf8.RuneCountInString(first) - utf8.RuneCountInString(all[0])
	start = max(0, start-dedent)
	end = max(0, end-dedent)
	dpStart := displayWidth(all[0], start)
	dpEnd := displayWidth(all[n-1], end)

	joined := []rune(strings.Join(all, "\n"))
	segEnd := len(joined) - (utf8.RuneCountInString(all[n-1]) - end)
	segment := string(pySlice(joined, start, segEnd))
	anchors := caretAnchors(segment)
	show := shouldShowCarets(start, end, all, anchors)

	significant := map[int]bool{0: true, n - 1: true}
	primary, secondary := '^', '^'
	leftOff, rightOff := 0, 0
	if anchors != nil {
		leftOff, rightOff = anchors.leftCol, anchors.rightCol
		if anchors.leftLine == 0 {
			leftOff += start
		}
		if anchors.rightLine == 0 {
			rightOff += start
		}
		leftOff = displayWidth(all[anchors.leftLine], leftOff)
		rightOff = displayWidth(all[anchors.rightLine], rightOff)
		primary, secondary = '~', '^'
		for d := -1; d <= 1; d++ {
			significant[anchors.leftLine+d] = true
			significant[anchors.rightLine+d] = true
		}
	}
	delete(significant, -1)
	delete(significant, n)

	var result []string
	output := func(i int) {
		line := all[i]
		result = append(result, line)
		if !show {
			return
		}
		rs := []rune(line)
		spaces := len(rs) - len([]rune(strings.TrimLeftFunc(line, unicode.IsSpace)))
		num := displayWidth(line, len(rs))
		if i == n-1 {
			num = dpEnd
		}
		carets := make([]rune, num)
		for c := range carets {
			switch {
			case c < spaces || i == 0 && c < dpStart:
				carets[c] = ' '
			case anchors != nil &&
				(i > anchors.leftLine || i == anchors.leftLine && c >= leftOff) &&
				(i < anchors.rightLine || i == anchors.rightLine && c < rightOff):
				carets[c] = secondary
			default:
				carets[c] = primary
			}
		}
		result = append(result, string(carets))
	}
	sig := make([]int, 0, len(significant))
	for i := range significant {
		sig = append(sig, i)
	}
	sort.Ints(sig)
	for k, i := range sig {
		if k > 0 {
			switch diff := i - sig[k-1]; {
			case diff == 2:
				output(i - 1)
			case diff > 2:
				result = append(result, "...<"+strconv.Itoa(diff-1)+" lines>...")
			}
		}
		output(i)
	}
	var sb strings.Builder
	for _, l := range dedentLines(result) {
		sb.WriteString("    " + l + "\n")
	}
	return sb.String()
}

// pySlice is Python's s[lo:hi] on runes (bounds clamped).
func pySlice(s []rune, lo, hi int) []rune {
	lo = min(max(lo, 0), len(s))
	hi = min(max(hi, 0), len(s))
	if hi < lo {
		return nil
	}
	return s[lo:hi]
}

// charOffset converts a byte column of line to a character count (a
// character cut by the column counts as one).
func charOffset(line string, byteCol int) int {
	if byteCol > len(line) {
		byteCol = len(line)
	}
	if byteCol < 0 {
		byteCol = 0
	}
	return utf8.RuneCountInString(line[:byteCol])
}

// displayWidth is the number of terminal columns the first offset
// characters of line take: one per character, two for East Asian wide
// and fullwidth ones. An ASCII line takes offset columns.
func displayWidth(line string, offset int) int {
	ascii := true
	for i := 0; i < len(line); i++ {
		if line[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return offset
	}
	w := 0
	for _, r := range pySlice([]rune(line), 0, offset) {
		switch width.LookupRune(r).Kind() {
		case width.EastAsianWide, width.EastAsianFullwidth:
			w += 2
		default:
			w++
		}
	}
	return w
}

// caretAnchors finds the anchors of an instruction's source segment when
// it is a binary operation, a subscript or a call, or nil. The segment is
// parsed inside parentheses so that it may span lines.
func caretAnchors(segment string) (a *tbAnchors) {
	mod, err := syntax.Parse("<segment>", []byte("(\n"+segment+"\n)"))
	if err != nil || len(mod.Body) != 1 {
		return nil
	}
	st, ok := mod.Body[0].(*syntax.ExprStmt)
	if !ok {
		return nil
	}
	lines := strings.Split(segment, "\n")
	runes := make([][]rune, len(lines))
	for i, l := range lines {
		runes[i] = []rune(l)
	}
	// A position the walk cannot take (past the last line) means no
	// anchors, as the assertion failing in CPython's walk does.
	defer func() {
		if recover() != nil {
			a = nil
		}
	}()
	fail := func() { panic("no anchors") }
	normalize := func(line, col int) int { return charOffset(lines[line], col) }
	nextValid := func(line, col int) (int, int) {
		for line < len(runes) && col >= len(runes[line]) {
			col, line = 0, line+1
		}
		if line >= len(runes) {
			fail()
		}
		return line, col
	}
	until := func(line, col int, stop func(r rune) bool) (int, int) {
		for {
			switch r := runes[line][col]; {
			case r == '\\' || r == '#':
				line, col = nextValid(line+1, 0)
			case !stop(r):
				line, col = nextValid(line, col+1)
			default:
				return line, col
			}
		}
	}
	// endOf is the position just past expr, in the segment's lines (the
	// parse added a line before it).
	endOf := func(e syntax.Expr, valid bool) (int, int) {
		sp := e.GetSpan()
		line := sp.End.Line - 2
		col := normalize(line, sp.End.Col)
		if valid {
			return nextValid(line, col)
		}
		return line, col
	}
	switch e := st.Value.(type) {
	case *syntax.BinOp:
		line, col := endOf(e.Left, true)
		line, col = until(line, col, func(r rune) bool { return !unicode.IsSpace(r) && r != ')' })
		right := col + 1
		rs := e.Right.GetSpan().Start
		if right < len(runes[line]) &&
			(rs.Line-2 > line || right < normalize(rs.Line-2, rs.Col)) &&
			!unicode.IsSpace(runes[line][right]) && runes[line][right] != '\\' && runes[line][right] != '#' {
			right++
		}
		return &tbAnchors{line, col, line, right}
	case *syntax.Subscript:
		ll, lc := endOf(e.Value, true)
		ll, lc = until(ll, lc, func(r rune) bool { return r == '[' })
		rl, rc := endOf(e, false)
		return &tbAnchors{ll, lc, rl, rc}
	case *syntax.Call:
		ll, lc := endOf(e.Func, true)
		ll, lc = until(ll, lc, func(r rune) bool { return r == '(' })
		rl, rc := endOf(e, false)
		return &tbAnchors{ll, lc, rl, rc}
	}
	return nil
}

// shouldShowCarets decides whether an instruction gets markers: not when
// it is the call of a plain name that makes up a whole `return` or
// single-name assignment; otherwise when it has anchors or does not fill
// its first and last lines.
func shouldShowCarets(start, end int, all []string, anchors *tbAnchors) bool {
	if mod, err := syntax.Parse("<lines>", []byte(strings.Join(all, "\n"))); err == nil {
		if len(mod.Body) == 0 {
			return false
		}
		var value syntax.Expr
		switch st := mod.Body[0].(type) {
		case *syntax.Return:
			if c, ok := st.Value.(*syntax.Call); ok {
				if _, ok := c.Func.(*syntax.Name); ok {
					value = c
				}
			}
		case *syntax.Assign:
			if c, ok := st.Value.(*syntax.Call); ok && len(st.Targets) == 1 {
				if _, ok := st.Targets[0].(*syntax.Name); ok {
					value = c
				}
			}
		}
		if value != nil {
			sp := value.GetSpan()
			// CPython compares the byte columns of the AST with the
			// character offsets here; so do we.
			if sp.Start.Line == 1 && sp.End.Line == len(all) && sp.Start.Col == start && sp.End.Col == end {
				return false
			}
		}
	}
	if anchors != nil {
		return true
	}
	return strings.TrimSpace(string(pySlice([]rune(all[0]), 0, start))) != "" ||
		strings.TrimSpace(string(pySlice([]rune(all[len(all)-1]), end, len([]rune(all[len(all)-1]))))) != ""
}
