package interp

import (
	"os"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/syntax"
)

// FormatException renders an exception and its chain the way CPython's
// default excepthook prints it.
func (in *Interp) FormatException(exc *rt.Exception) string {
	return strings.Join(in.FormatExceptionParts(exc, true), "")
}

// FormatExceptionParts returns the pieces traceback.format_exception gives:
// headers, one string per traceback entry, and the final message lines;
// exception groups are drawn in boxes as CPython 3.13 draws them.
func (in *Interp) FormatExceptionParts(exc *rt.Exception, chain bool) []string {
	var p parts
	in.formatNode(&p, in.tbTree(exc), chain, &tbCtx{})
	return p
}

// parts collects traceback output as CPython's format_* functions list it.
type parts []string

func (p *parts) WriteString(s string) { *p = append(*p, s) }

// The limits of traceback.TracebackException's defaults.
const (
	maxGroupWidth = 15
	maxGroupDepth = 10
)

// tbNode is an exception to print with the chained exceptions and group
// members that will be printed with it (traceback.TracebackException).
type tbNode struct {
	exc            *rt.Exception
	cause, context *tbNode
	members        []*tbNode
	group          bool
}

// tbTree builds the tree as TracebackException's constructor does (with
// compact=True): from a work stack, each exception appearing once in the
// whole report, the first time it is reached.
func (in *Interp) tbTree(exc *rt.Exception) *tbNode {
	vm := in.vm
	seen := map[*rt.Exception]bool{}
	node := func(e *rt.Exception) *tbNode {
		seen[e] = true
		return &tbNode{exc: e}
	}
	root := node(exc)
	work := []*tbNode{root}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		e := n.exc
		if c, ok := vm.Get0(e.Cause).(*rt.Exception); ok && !seen[c] {
			n.cause = node(c)
		}
		if c, ok := vm.Get0(e.Context).(*rt.Exception); ok && n.cause == nil && !e.SuppressContext && !seen[c] {
			n.context = node(c)
		}
		if e.Class().IsSubclass(rt.BaseExceptionGroupType) {
			n.group = true
			for _, x := range vm.ExcGroupMembers(e) {
				if xe, ok := vm.Get0(x).(*rt.Exception); ok {
					n.members = append(n.members, node(xe))
				}
			}
		}
		if n.cause != nil {
			work = append(work, n.cause)
		}
		if n.context != nil {
			work = append(work, n.context)
		}
		work = append(work, n.members...)
	}
	return root
}

// tbCtx is the state of a report being drawn: how deep in groups it is,
// and whether the current group's box still needs its closing line.
type tbCtx struct {
	depth     int
	needClose bool
}

func (c *tbCtx) indent() string { return strings.Repeat(" ", 2*c.depth) }

// emit writes text with every line prefixed by the group margin.
func (c *tbCtx) emit(out *parts, text string, margin string) {
	if c.depth == 0 {
		out.WriteString(text)
		return
	}
	prefix := c.indent() + margin + " "
	var sb strings.Builder
	for len(text) > 0 {
		i := strings.IndexByte(text, '\n') + 1
		if i == 0 {
			i = len(text)
		}
		sb.WriteString(prefix + text[:i])
		text = text[i:]
	}
	out.WriteString(sb.String())
}

func (in *Interp) formatNode(out *parts, n *tbNode, chain bool, ctx *tbCtx) {
	type link struct {
		msg string
		n   *tbNode
	}
	var links []link
	if chain {
		for x := n; x != nil; {
			switch {
			case x.cause != nil:
				links = append(links, link{"\nThe above exception was the direct cause of the following exception:\n\n", x})
				x = x.cause
			case x.context != nil && !x.exc.SuppressContext:
				links = append(links, link{"\nDuring handling of the above exception, another exception occurred:\n\n", x})
				x = x.context
			default:
				links = append(links, link{"", x})
				x = nil
			}
		}
	} else {
		links = []link{{"", n}}
	}
	for i := len(links) - 1; i >= 0; i-- {
		// The message of link i introduces the exception of link i.
		x := links[i].n
		if i < len(links)-1 {
			ctx.emit(out, links[i].msg, "|")
		}
		exc := x.exc
		hasTB := exc.Traceback != rt.None && exc.Traceback != rt.Unbound
		if !x.group {
			if hasTB {
				ctx.emit(out, "Traceback (most recent call last):\n", "|")
				in.emitTraceback(out, exc.Traceback, ctx)
			}
			for _, s := range in.formatExceptionOnlyParts(exc, true) {
				ctx.emit(out, s, "|")
			}
			continue
		}
		if ctx.depth > maxGroupDepth {
			ctx.emit(out, "... (max_group_depth is "+strconv.Itoa(maxGroupDepth)+")\n", "|")
			continue
		}
		top := ctx.depth == 0
		if top {
			ctx.depth++
		}
		if hasTB {
			margin := "|"
			if top {
				margin = "+"
			}
			ctx.emit(out, "Exception Group Traceback (most recent call last):\n", margin)
			in.emitTraceback(out, exc.Traceback, ctx)
		}
		for _, s := range in.formatExceptionOnlyParts(exc, true) {
			ctx.emit(out, s, "|")
		}
		num := len(x.members)
		shown := min(num, maxGroupWidth+1)
		ctx.needClose = false
		for k := 0; k < shown; k++ {
			last := k == shown-1
			if last {
				ctx.needClose = true
			}
			truncated := k >= maxGroupWidth
			title := strconv.Itoa(k + 1)
			if truncated {
				title = "..."
			}
			corner := "  "
			if k == 0 {
				corner = "+-"
			}
			out.WriteString(ctx.indent() + corner + "+---------------- " + title + " ----------------\n")
			ctx.depth++
			if !truncated {
				in.formatNode(out, x.members[k], chain, ctx)
			} else {
				rest := num - maxGroupWidth
				s := "s"
				if rest == 1 {
					s = ""
				}
				ctx.emit(out, "and "+strconv.Itoa(rest)+" more exception"+s+"\n", "|")
			}
			if last && ctx.needClose {
				out.WriteString(ctx.indent() + "+------------------------------------\n")
				ctx.needClose = false
			}
			ctx.depth--
		}
		if top {
			ctx.depth = 0
		}
	}
}

// emitTraceback writes a traceback's entries through the group margin.
func (in *Interp) emitTraceback(out *parts, tb rt.Value, ctx *tbCtx) {
	var p parts
	in.formatTraceback(&p, tb)
	for _, s := range p {
		ctx.emit(out, s, "|")
	}
}

// formatTraceback prints entries, folding runs of the same frame and line
// after three repetitions like CPython.
func (in *Interp) formatTraceback(sb *parts, tbv rt.Value) {
	vm := in.vm
	const cutoff = 3
	var lastCode *bytecode.Code
	lastLine, count := -1, 0
	flush := func() {
		if count > cutoff {
			n := count - cutoff
			s := "s"
			if n == 1 {
				s = ""
			}
			sb.WriteString("  [Previous line repeated " + strconv.Itoa(n) + " more time" + s + "]\n")
		}
	}
	for tbv != rt.None && tbv != rt.Unbound {
		tb := vm.Get(tbv).(*rt.Traceback)
		tbv = tb.Next
		var code *bytecode.Code
		if f, ok := vm.Get0(tb.Frame).(*FrameObj); ok {
			code = f.code
		}
		if code == nil || lastCode == nil || code.Filename != lastCode.Filename || code.Name != lastCode.Name || tb.Lineno != lastLine {
			flush()
			lastCode, lastLine, count = code, tb.Lineno, 0
		}
		count++
		if count > cutoff {
			continue
		}
		in.formatEntry(sb, tb)
	}
	flush()
}

func (in *Interp) formatEntry(out *parts, tb *rt.Traceback) {
	f, ok := in.vm.Get0(tb.Frame).(*FrameObj)
	if !ok {
		return
	}
	var sb strings.Builder
	defer func() { out.WriteString(sb.String()) }()
	code := f.code
	sb.WriteString("  File \"" + code.Filename + "\", line " + strconv.Itoa(tb.Lineno) + ", in " + code.Name + "\n")
	if s, ok := in.multiLineStatement(code, tb.Lasti); ok {
		sb.WriteString(s)
		return
	}
	line := in.sourceLine(code.Filename, tb.Lineno)
	if line == "" {
		return
	}
	stripped := strings.TrimLeft(line, " \t\f")
	sb.WriteString("    " + stripped + "\n")
	if carets := caretLine(code, tb.Lasti, line, stripped); carets != "" {
		sb.WriteString("    " + carets + "\n")
	}
}

// multiLineStatement renders the source of an instruction spanning
// several lines that is no expression and fills its lines (a generic def
// or class statement, whose annotation scope is called at the whole
// statement): as CPython 3.13 does, its first and last lines, dedented,
// with the lines between elided as "...<N lines>..." (one line between is
// shown), and no markers.
func (in *Interp) multiLineStatement(code *bytecode.Code, pc int) (string, bool) {
	if pc < 0 || pc >= len(code.Lines) {
		return "", false
	}
	p := code.Lines[pc]
	if p.Line == 0 || p.EndLine <= p.Line {
		return "", false
	}
	var lines []string
	for l := int(p.Line); l <= int(p.EndLine); l++ {
		lines = append(lines, in.sourceLine(code.Filename, l))
	}
	first, last := lines[0], lines[len(lines)-1]
	if int(p.Col) > len(first) || int(p.EndCol) > len(last) ||
		strings.TrimSpace(first[:p.Col]) != "" || strings.TrimSpace(last[p.EndCol:]) != "" {
		return "", false
	}
	segment := strings.Join(append(append([]string{first[p.Col:]}, lines[1:len(lines)-1]...), last[:p.EndCol]), "\n")
	if _, err := syntax.ParseExpr("<segment>", []byte(segment)); err == nil {
		return "", false // an expression: CPython may mark it
	}
	lines = dedentLines(lines)
	n := len(lines)
	out := []string{lines[0]}
	switch {
	case n-1 == 2:
		out = append(out, lines[1])
	case n-1 > 2:
		out = append(out, "...<"+strconv.Itoa(n-2)+" lines>...")
	}
	out = append(out, lines[n-1])
	out = dedentLines(out)
	var sb strings.Builder
	for _, l := range out {
		sb.WriteString("    " + l + "\n")
	}
	return sb.String(), true
}

// dedentLines removes the whitespace prefix common to the lines that are
// not blank (textwrap.dedent); blank lines become empty.
func dedentLines(lines []string) []string {
	prefix, set := "", false
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		ws := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
		switch {
		case !set:
			prefix, set = ws, true
		case strings.HasPrefix(ws, prefix):
		case strings.HasPrefix(prefix, ws):
			prefix = ws
		default:
			i := 0
			for i < len(ws) && i < len(prefix) && ws[i] == prefix[i] {
				i++
			}
			prefix = prefix[:i]
		}
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			out[i] = ""
		} else {
			out[i] = strings.TrimPrefix(l, prefix)
		}
	}
	return out
}

// caretLine returns CPython 3.13's marker line under a single-line source
// line (traceback.py's anchors: '~' for operands and callees, '^' for the
// operator, subscript or call parentheses), or "" when no markers show.
func caretLine(code *bytecode.Code, pc int, line, stripped string) string {
	if pc < 0 || pc >= len(code.Lines) {
		return ""
	}
	p := code.Lines[pc]
	if p.Line == 0 || p.EndLine != p.Line {
		return ""
	}
	return caretsFor(line, stripped, int(p.Col), int(p.EndCol))
}

// caretsFor is caretLine for the columns [col, endCol) of line (byte
// offsets in the unstripped line).
func caretsFor(line, stripped string, col, endCol int) string {
	indent := len(line) - len(stripped)
	start, end := col-indent, endCol-indent
	if start < 0 || end > len(stripped) || start >= end {
		return ""
	}
	segment := stripped[start:end]
	lo, hi, ok := anchors(segment)
	if !ok {
		if strings.TrimSpace(stripped[:start]) == "" && strings.TrimSpace(stripped[end:]) == "" {
			return ""
		}
	} else if callFillsStatement(stripped, start, end) {
		return ""
	}
	var sb strings.Builder
	sb.WriteString(strings.Repeat(" ", utf8.RuneCountInString(stripped[:start])))
	for i := range segment {
		if !utf8.RuneStart(segment[i]) {
			continue
		}
		if ok && (i < lo || i >= hi) {
			sb.WriteByte('~')
		} else {
			sb.WriteByte('^')
		}
	}
	return sb.String()
}

// anchors finds the byte range of the primary markers in an expression
// segment: the operator of a binary operation, the brackets of a subscript,
// the parentheses of a call.
func anchors(segment string) (lo, hi int, ok bool) {
	e, err := syntax.ParseExpr("<segment>", []byte(segment))
	if err != nil {
		return 0, 0, false
	}
	switch e := e.(type) {
	case *syntax.BinOp:
		i := e.Left.GetSpan().End.Col
		for i < len(segment) && (segment[i] == ' ' || segment[i] == ')' || segment[i] == '\t') {
			i++
		}
		j := i + 1
		if j < len(segment) && j < e.Right.GetSpan().Start.Col && segment[j] != ' ' && segment[j] != '\\' && segment[j] != '#' {
			j++
		}
		return i, j, i < len(segment)
	case *syntax.Subscript:
		i := e.Value.GetSpan().End.Col
		for i < len(segment) && segment[i] != '[' {
			i++
		}
		return i, len(segment), true
	case *syntax.Call:
		i := e.Func.GetSpan().End.Col
		for i < len(segment) && segment[i] != '(' {
			i++
		}
		return i, len(segment), true
	}
	return 0, 0, false
}

// callFillsStatement reports CPython's exception to showing markers: a
// `return f(...)` or `x = f(...)` whose call (of a plain name) is the
// whole statement's value.
func callFillsStatement(stripped string, start, end int) bool {
	mod, err := syntax.Parse("<line>", []byte(stripped))
	if err != nil || len(mod.Body) == 0 {
		return false
	}
	var value syntax.Expr
	switch st := mod.Body[0].(type) {
	case *syntax.Return:
		value = st.Value
	case *syntax.Assign:
		if len(st.Targets) == 1 {
			if _, ok := st.Targets[0].(*syntax.Name); ok {
				value = st.Value
			}
		}
	}
	call, ok := value.(*syntax.Call)
	if !ok {
		return false
	}
	if _, ok := call.Func.(*syntax.Name); !ok {
		return false
	}
	sp := call.GetSpan()
	return sp.Start.Line == 1 && sp.End.Line == 1 && sp.Start.Col == start && sp.End.Col == end
}

// formatExceptionOnly renders the final "Type: message" lines. withTB says
// the exception's traceback is part of the report (NameError suggestions
// look at its innermost frame).
func (in *Interp) formatExceptionOnly(exc *rt.Exception, withTB bool) string {
	return strings.Join(in.formatExceptionOnlyParts(exc, withTB), "")
}

// formatExceptionOnlyParts gives the final line and each line of the
// notes as separate strings, as format_exception_only yields them.
func (in *Interp) formatExceptionOnlyParts(exc *rt.Exception, withTB bool) []string {
	vm := in.vm
	cls := exc.Class()
	name := cls.Qualname
	// Qualified by module unless builtins or __main__, Go-defined module
	// exceptions (re.PatternError, struct.error) included.
	if m, ok := cls.Dict.GetStr(vm, "__module__"); ok {
		if s, ok := vm.GoString(m); ok && s != "__main__" && s != "builtins" {
			name = s + "." + name
		}
	}
	var out []string
	done := false
	if cls.IsSubclass(rt.SyntaxErrorType) {
		if s := in.formatSyntaxError(exc, name); s != "" {
			out, done = append(out, s), true
		}
	}
	if !done {
		msg, err := vm.Str(exc.Self())
		if err != nil {
			msg = "<exception str() failed>"
		} else {
			msg += in.suggestion(exc, withTB)
		}
		line := name
		if msg != "" {
			line += ": " + msg
		}
		out = append(out, line+"\n")
	}
	return append(out, in.noteLines(exc)...)
}

// noteLines renders __notes__: each line of each note of a list or tuple
// (str() of a note, or a placeholder when that fails), or the repr of
// anything else.
func (in *Interp) noteLines(exc *rt.Exception) []string {
	vm := in.vm
	notes := exc.Notes
	if notes == rt.Unbound || notes == rt.None {
		return nil
	}
	var items []rt.Value
	switch {
	case vm.IsInstance(notes, rt.ListType):
		items = vm.Get(notes).(*rt.List).Items
	case vm.IsInstance(notes, rt.TupleType):
		items = vm.Get(notes).(*rt.Tuple).Items
	default:
		s, err := vm.Repr(notes)
		if err != nil {
			s = "<__notes__ repr() failed>"
		}
		return []string{s + "\n"}
	}
	var out []string
	for _, n := range items {
		s, err := vm.Str(n)
		if err != nil {
			s = "<note str() failed>"
		}
		for _, l := range strings.Split(s, "\n") {
			out = append(out, l+"\n")
		}
	}
	return out
}

func (in *Interp) formatSyntaxError(exc *rt.Exception, name string) string {
	vm := in.vm
	get := func(attr string) rt.Value {
		v, ok, _ := vm.GetAttrOpt(exc.Self(), attr)
		if !ok {
			return rt.None
		}
		return v
	}
	msgV := get("msg")
	msg, ok := vm.GoString(msgV)
	if !ok {
		return ""
	}
	var sb strings.Builder
	filename, _ := vm.GoString(get("filename"))
	lineno := get("lineno")
	if lineno.IsSmallInt() {
		sb.WriteString("  File \"" + filename + "\", line " + strconv.Itoa(int(lineno.Int())) + "\n")
	}
	// The layout of CPython's traceback._format_syntax_error.
	if text, ok := vm.GoString(get("text")); ok {
		rtext := []rune(strings.TrimRight(text, "\n"))
		ltext := []rune(strings.TrimLeft(string(rtext), " \n\f"))
		spaces := len(rtext) - len(ltext)
		sb.WriteString("    " + string(ltext) + "\n")
		if off := get("offset"); off.IsSmallInt() {
			n := len([]rune(text))
			offset := int(off.Int())
			endOffset := len(rtext) + 1
			if el := get("end_lineno"); el == lineno || el.IsSmallInt() && lineno.IsSmallInt() && el.Int() == lineno.Int() {
				endOffset = offset
				if eo := get("end_offset"); eo.IsSmallInt() && eo.Int() != 0 {
					endOffset = int(eo.Int())
				}
			}
			if n > 0 && offset > n {
				offset = len(rtext) + 1
			}
			if n > 0 && endOffset > n {
				endOffset = len(rtext) + 1
			}
			if offset >= endOffset || endOffset < 0 {
				endOffset = offset + 1
			}
			colno, endColno := offset-1-spaces, endOffset-1-spaces
			if colno >= 0 {
				var caret strings.Builder
				for _, c := range ltext[:min(colno, len(ltext))] {
					if unicode.IsSpace(c) {
						caret.WriteRune(c)
					} else {
						caret.WriteByte(' ')
					}
				}
				sb.WriteString("    " + caret.String() + strings.Repeat("^", max(endColno-colno, 0)) + "\n")
			}
		}
	}
	suffix := ""
	if !lineno.IsSmallInt() && get("filename") != rt.None {
		suffix = " (" + filename + ")"
	}
	if msg == "" {
		msg = "<no detail available>"
	}
	sb.WriteString(name + ": " + msg + suffix + "\n")
	return sb.String()
}

// sourceLine returns a line of a source file for tracebacks (cached per
// interpreter, like CPython's linecache).
func (in *Interp) sourceLine(filename string, lineno int) string {
	if in.sources == nil {
		in.sources = map[string][]string{}
	}
	lines, ok := in.sources[filename]
	if !ok && in.mayRead(filename) {
		data, err := os.ReadFile(filename)
		if err == nil {
			lines = strings.Split(string(data), "\n")
		}
		in.sources[filename] = lines
	}
	if lineno < 1 || lineno > len(lines) {
		return ""
	}
	return strings.TrimRight(lines[lineno-1], "\r\n")
}
