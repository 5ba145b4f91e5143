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
// headers, one string per traceback entry, and the final message lines.
func (in *Interp) FormatExceptionParts(exc *rt.Exception, chain bool) []string {
	var p parts
	seen := map[*rt.Exception]bool{}
	if !chain {
		// Pretend the chain was already printed.
		seen[nil] = true
	}
	in.formatChain(&p, exc, seen)
	return p
}

// parts collects traceback output as CPython's format_* functions list it.
type parts []string

func (p *parts) WriteString(s string) { *p = append(*p, s) }

func (in *Interp) formatChain(sb *parts, exc *rt.Exception, seen map[*rt.Exception]bool) {
	vm := in.vm
	seen[exc] = true
	if seen[nil] {
		// chain=False
	} else if c, ok := vm.Get0(exc.Cause).(*rt.Exception); ok && !seen[c] {
		in.formatChain(sb, c, seen)
		sb.WriteString("\nThe above exception was the direct cause of the following exception:\n\n")
	} else if c, ok := vm.Get0(exc.Context).(*rt.Exception); ok && !exc.SuppressContext && !seen[c] {
		in.formatChain(sb, c, seen)
		sb.WriteString("\nDuring handling of the above exception, another exception occurred:\n\n")
	}
	if exc.Traceback != rt.None && exc.Traceback != rt.Unbound {
		sb.WriteString("Traceback (most recent call last):\n")
		in.formatTraceback(sb, exc.Traceback)
	}
	sb.WriteString(in.formatExceptionOnly(exc, true))
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
	if cls.IsSubclass(rt.SyntaxErrorType) {
		if s := in.formatSyntaxError(exc, name); s != "" {
			return s
		}
	}
	msg, err := vm.Str(exc.Self())
	if err != nil {
		msg = "<exception str() failed>"
	} else {
		msg += in.suggestion(exc, withTB)
	}
	out := name
	if msg != "" {
		out += ": " + msg
	}
	out += "\n"
	if exc.Notes != rt.Unbound {
		if items, err := vm.Collect(exc.Notes); err == nil {
			for _, n := range items {
				s, err := vm.Str(n)
				if err != nil {
					s = "<note str() failed>"
				}
				out += s + "\n"
			}
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
