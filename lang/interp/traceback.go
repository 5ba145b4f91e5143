package interp

import (
	"os"
	"strconv"
	"strings"
	"unicode"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// FormatException renders an exception and its chain the way CPython's
// default excepthook prints it.
// It honours sys.tracebacklimit as CPython's printing of an uncaught
// exception does: each traceback keeps its innermost N entries, and with
// none left (N <= 0) its "Traceback (most recent call last):" header goes
// too.
func (in *Interp) FormatException(exc *rt.Exception) string {
	var p parts
	in.formatNode(&p, in.tbTree(exc), true, &tbCtx{limit: in.tracebackLimit()})
	return strings.Join(p, "")
}

// tracebackLimit reads sys.tracebacklimit: -1 when it is unset or not an
// int (no limit), else the number of entries to keep (negative is 0).
func (in *Interp) tracebackLimit() int {
	vm := in.vm
	if vm.Sys == nil {
		return -1
	}
	v, ok := vm.Sys.Dict().GetStr(vm, "tracebacklimit")
	if !ok || !vm.IsInt(v) {
		return -1
	}
	b, ok := vm.BigOf(v)
	switch {
	case !ok:
		return -1
	case b.Sign() <= 0:
		return 0
	case !b.IsInt64() || b.Int64() > 1<<30:
		return 1 << 30
	}
	return int(b.Int64())
}

// FormatExceptionParts returns the pieces traceback.format_exception gives:
// headers, one string per traceback entry, and the final message lines;
// exception groups are drawn in boxes as CPython 3.13 draws them.
func (in *Interp) FormatExceptionParts(exc *rt.Exception, chain bool) []string {
	var p parts
	in.formatNode(&p, in.tbTree(exc), chain, &tbCtx{limit: -1})
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
	// limit, when not negative, is how many of each traceback's innermost
	// entries are shown (sys.tracebacklimit).
	limit int
}

// tbStart skips the outer entries of a traceback that ctx's limit leaves
// out and returns the first entry to show (None when none is).
func (in *Interp) tbStart(tb rt.Value, ctx *tbCtx) rt.Value {
	if ctx.limit < 0 {
		return tb
	}
	vm := in.vm
	n := 0
	for t := tb; t != rt.None && t != rt.Unbound; t = vm.Get(t).(*rt.Traceback).Next {
		n++
	}
	for ; n > ctx.limit; n-- {
		tb = vm.Get(tb).(*rt.Traceback).Next
	}
	if tb == rt.Unbound {
		return rt.None
	}
	return tb
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
		tb := in.tbStart(exc.Traceback, ctx)
		hasTB := tb != rt.None && tb != rt.Unbound
		if !x.group {
			if hasTB {
				ctx.emit(out, "Traceback (most recent call last):\n", "|")
				in.emitTraceback(out, tb, ctx)
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
			in.emitTraceback(out, tb, ctx)
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
	sb.WriteString(in.entrySource(code, tb.Lasti, tb.Lineno))
}

// entrySource renders the source lines of the instruction at pc (whose
// line is lineno) with their markers (see sourceBlock).
func (in *Interp) entrySource(code *bytecode.Code, pc, lineno int) string {
	endLine, col, endCol, hasCols := lineno, 0, 0, false
	if pc >= 0 && pc < len(code.Lines) {
		if p := code.Lines[pc]; p.Line != 0 && p.Col >= 0 && p.EndCol >= 0 {
			col, endCol, hasCols = int(p.Col), int(p.EndCol), true
			endLine = max(int(p.EndLine), lineno)
		}
	}
	var lines []string
	for l := lineno; l <= endLine; l++ {
		lines = append(lines, in.sourceLine(code.Filename, l))
	}
	if lines[0] == "" {
		return ""
	}
	return sourceBlock(lines, col, endCol, hasCols)
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
		if s := in.formatSyntaxError(exc, name); s != nil {
			out, done = append(out, s...), true
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

func (in *Interp) formatSyntaxError(exc *rt.Exception, name string) []string {
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
	if !ok && msgV != rt.None {
		return nil
	}
	// The layout of CPython's traceback._format_syntax_error, one string
	// a line as it yields them.
	var out []string
	suffix := ""
	filenameV, lineno := get("filename"), get("lineno")
	if lineno != rt.None {
		filename := "<string>"
		if t, err := vm.Truth(filenameV); err == nil && t {
			if s, err := vm.Str(filenameV); err == nil {
				filename = s
			}
		}
		ls, err := vm.Str(lineno)
		if err != nil {
			return nil
		}
		out = append(out, "  File \""+filename+"\", line "+ls+"\n")
	} else if filenameV != rt.None {
		if s, err := vm.Str(filenameV); err == nil {
			suffix = " (" + s + ")"
		}
	}
	if text, ok := vm.GoString(get("text")); ok {
		rtext := []rune(strings.TrimRight(text, "\n"))
		ltext := []rune(strings.TrimLeft(string(rtext), " \n\f"))
		spaces := len(rtext) - len(ltext)
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
			out = append(out, "    "+string(ltext)+"\n")
			if colno >= 0 {
				var caret strings.Builder
				for _, c := range ltext[:min(colno, len(ltext))] {
					if unicode.IsSpace(c) {
						caret.WriteRune(c)
					} else {
						caret.WriteByte(' ')
					}
				}
				out = append(out, "    "+caret.String()+strings.Repeat("^", max(endColno-colno, 0))+"\n")
			}
		} else {
			out = append(out, "    "+string(ltext)+"\n")
		}
	}
	if msg == "" {
		msg = "<no detail available>"
	}
	return append(out, name+": "+msg+suffix+"\n")
}

// sourceLine returns a line of a source file for tracebacks (cached per
// interpreter, like CPython's linecache).
func (in *Interp) sourceLine(filename string, lineno int) string {
	if len(filename) > 1 && filename[0] == '<' && filename[len(filename)-1] == '>' {
		if strings.HasPrefix(filename, "<frozen ") {
			return "" // the standard library's own modules: no lines to show
		}
		return in.linecacheLine(filename, lineno)
	}
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

// linecacheLine returns a line of a pseudo-file ("<doctest f[0]>",
// "<string>") from Python's linecache when the program has imported it:
// code that compiles source under such a name can register its lines
// there (linecache.cache) or patch linecache.getlines, as doctest does,
// and CPython's tracebacks then show them. Errors read as no line.
func (in *Interp) linecacheLine(filename string, lineno int) string {
	vm := in.vm
	mv, ok := vm.Modules.GetStr(vm, "linecache")
	if !ok {
		return ""
	}
	getline, ok, err := vm.GetAttrOpt(mv, "getline")
	if err != nil || !ok {
		return ""
	}
	v, err := vm.Call(getline, []rt.Value{vm.NewStr(filename), rt.SmallInt(int64(lineno))}, nil)
	if err != nil {
		return ""
	}
	line, _ := vm.GoString(v)
	return strings.TrimRight(line, "\r\n")
}

// FormatUnraisable renders an exception as CPython's default
// sys.unraisablehook does ("Exception ignored in ..."): the traceback as
// its C code prints it (each frame's source line stripped, no markers),
// then the qualified type name and str() of the value, with no notes,
// suggestions or chained exceptions.
func (in *Interp) FormatUnraisable(exc *rt.Exception) string {
	vm := in.vm
	var sb strings.Builder
	if tbv := exc.Traceback; tbv != rt.None && tbv != rt.Unbound {
		sb.WriteString("Traceback (most recent call last):\n")
		for tbv != rt.None && tbv != rt.Unbound {
			tb, ok := vm.Get0(tbv).(*rt.Traceback)
			if !ok {
				break
			}
			tbv = tb.Next
			f, ok := vm.Get0(tb.Frame).(*FrameObj)
			if !ok {
				continue
			}
			code := f.code
			sb.WriteString("  File \"" + code.Filename + "\", line " + strconv.Itoa(tb.Lineno) + ", in " + code.Name + "\n")
			if line := strings.TrimLeft(in.sourceLine(code.Filename, tb.Lineno), " \t\f"); line != "" {
				sb.WriteString("    " + line + "\n")
			}
		}
	}
	cls := exc.Class()
	name := cls.Name
	if q, ok, _ := vm.GetAttrOpt(cls.Self(), "__qualname__"); ok {
		if s, isStr := vm.GoString(q); isStr {
			name = s
		}
	}
	if m, ok, _ := vm.GetAttrOpt(cls.Self(), "__module__"); ok {
		if s, isStr := vm.GoString(m); !isStr {
			name = "<unknown>." + name
		} else if s != "builtins" && s != "__main__" {
			name = s + "." + name
		}
	}
	sb.WriteString(name)
	if s, err := vm.Str(exc.Self()); err != nil {
		sb.WriteString(": <exception str() failed>")
	} else {
		sb.WriteString(": " + s) // even when empty, as CPython's
	}
	sb.WriteByte('\n')
	return sb.String()
}
