package etree

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Event kinds requested from parse.
const (
	evStart = 1 << iota
	evEnd
	evStartNS
	evEndNS
	evComment
	evPI
	// evInsert puts comments and processing instructions into the tree
	// (made by the factories), as TreeBuilder's insert_comments does.
	evInsert
)

type parseError struct {
	msg  string
	off  int // byte offset of the error in the input
	line int // when known from encoding/xml (0: compute from off)
}

// parser builds a tree from a document with encoding/xml's tokenizer,
// checking what RawToken leaves to its caller (matching end tags, name
// spaces, one root, duplicate attributes) as expat does.
type parser struct {
	vm      *rt.VM
	data    []byte
	events  int
	out     []rt.Value // (event, value) tuples
	stack   []*Element
	nsStack []map[string]string // prefix -> uri bindings per open element
	nsDecl  []int               // how many bindings each open element declared
	root    rt.Value
	tags    map[string]rt.Value
	evNames map[string]rt.Value
	comment rt.Value // factories for comments and PIs (events only)
	pi      rt.Value
	text    []byte // pending character data
	closed  bool   // the root has ended
	builder rt.Value
	sax     *saxState // recording xml.sax's events (sax.go)
}

func (p *parser) intern(s string) rt.Value {
	if v, ok := p.tags[s]; ok {
		return v
	}
	v := p.vm.NewStr(s)
	p.tags[s] = v
	return v
}

func (p *parser) event(name string, v rt.Value) {
	ev, ok := p.evNames[name]
	if !ok {
		ev = p.vm.NewStr(name)
		p.evNames[name] = ev
	}
	p.out = append(p.out, p.vm.NewTuple([]rt.Value{ev, v}))
}

func (p *parser) lookupNS(prefix string) (string, bool) {
	if prefix == "xml" {
		return "http://www.w3.org/XML/1998/namespace", true
	}
	for i := len(p.nsStack) - 1; i >= 0; i-- {
		if u, ok := p.nsStack[i][prefix]; ok {
			return u, true
		}
	}
	return "", prefix == ""
}

// flush gives pending character data to the tree.
func (p *parser) flush() {
	if len(p.text) == 0 {
		return
	}
	t := p.vm.NewStr(string(p.text))
	p.text = p.text[:0]
	if len(p.stack) == 0 {
		return
	}
	cur := p.stack[len(p.stack)-1]
	if len(cur.kids) == 0 {
		cur.text = t
		return
	}
	if last, ok := elemOf(p.vm, cur.kids[len(cur.kids)-1]); ok {
		last.tail = t
	}
}

func isSpace(b []byte) bool {
	for _, c := range b {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}

func (p *parser) run() *parseError {
	d := xml.NewDecoder(bytes.NewReader(p.data))
	d.Strict = true
	d.CharsetReader = charsetReader
	seenRoot := false
	for {
		off := int(d.InputOffset())
		tok, err := d.RawToken()
		if err != nil {
			if errors.Is(err, io.EOF) {
				if !seenRoot || len(p.stack) > 0 {
					return &parseError{msg: "no element found", off: len(p.data)}
				}
				return nil
			}
			return p.mapError(err, off, int(d.InputOffset()))
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if p.closed {
				return &parseError{msg: "junk after document element", off: off}
			}
			seenRoot = true
			p.flush()
			if perr := p.start(t, off); perr != nil {
				return perr
			}
		case xml.EndElement:
			p.flush()
			if len(p.stack) == 0 {
				return &parseError{msg: "not well-formed (invalid token)", off: off}
			}
			if perr := p.end(t, off); perr != nil {
				return perr
			}
		case xml.CharData:
			if len(p.stack) == 0 {
				if !isSpace(t) {
					return p.outsideRoot(off + firstNonSpace(p.data[off:]))
				}
				continue
			}
			if p.sax != nil {
				raw := p.data[off:int(d.InputOffset())]
				if bytes.HasPrefix(raw, []byte("<![CDATA[")) {
					p.saxChars(raw[9:len(raw)-3], off+9, true)
				} else {
					p.saxChars(raw, off, false)
				}
				continue
			}
			p.text = append(p.text, t...)
		case xml.Comment:
			if p.sax != nil {
				p.saxEvent(off, p.intern("comment"), p.vm.NewStr(string(t)))
				continue
			}
			if p.events&evInsert != 0 && len(p.stack) > 0 {
				p.flush()
				c, err := p.vm.Call(p.comment, []rt.Value{p.vm.NewStr(string(t))}, nil)
				if err == nil {
					p.appendSpecial(c)
				}
			} else if p.events&evComment != 0 && p.comment != rt.Unbound {
				p.flush()
				c, err := p.vm.Call(p.comment, []rt.Value{p.vm.NewStr(string(t))}, nil)
				if err == nil {
					p.event("comment", c)
				}
			}
		case xml.ProcInst:
			if t.Target == "xml" {
				if p.closed {
					return &parseError{msg: "junk after document element", off: off}
				}
				if off != 0 {
					return &parseError{msg: "XML or text declaration not at start of entity", off: off}
				}
				continue
			}
			if p.sax != nil {
				p.saxEvent(off, p.intern("pi"), p.vm.NewStr(t.Target), p.vm.NewStr(string(t.Inst)))
				continue
			}
			if p.events&evInsert != 0 && len(p.stack) > 0 {
				p.flush()
				args := []rt.Value{p.vm.NewStr(t.Target)}
				if len(t.Inst) > 0 {
					args = append(args, p.vm.NewStr(string(t.Inst)))
				}
				c, err := p.vm.Call(p.pi, args, nil)
				if err == nil {
					p.appendSpecial(c)
				}
			} else if p.events&evPI != 0 && p.pi != rt.Unbound {
				p.flush()
				args := []rt.Value{p.vm.NewStr(t.Target)}
				if len(t.Inst) > 0 {
					args = append(args, p.vm.NewStr(string(t.Inst)))
				}
				c, err := p.vm.Call(p.pi, args, nil)
				if err == nil {
					p.event("pi", c)
				}
			}
		case xml.Directive:
			// DOCTYPE and the like: nothing in the tree
		}
	}
}

// outsideRoot is expat's complaint about text at q, before the root
// element or after it.
func (p *parser) outsideRoot(q int) *parseError {
	c := p.data[q]
	if c == '&' {
		return &parseError{msg: "not well-formed (invalid token)", off: q}
	}
	if p.closed {
		return &parseError{msg: "junk after document element", off: q}
	}
	if isNameByte(c) {
		// a name (or name token) is a token of the prolog, in the wrong
		// place unless something it cannot end with follows it
		j := q
		for j < len(p.data) && isNameByte(p.data[j]) {
			j++
		}
		if j < len(p.data) && !strings.ContainsRune(" \t\r\n>()+*?,|[%", rune(p.data[j])) {
			return &parseError{msg: "not well-formed (invalid token)", off: j}
		}
	}
	return &parseError{msg: "syntax error", off: q}
}

// firstBadRef returns the offset of the first '&' from off that does not
// start a predefined entity or a character reference.
func firstBadRef(data []byte, off int) int {
	for i := off; i < len(data); i++ {
		if data[i] != '&' {
			continue
		}
		end := bytes.IndexByte(data[i:], ';')
		if end < 0 {
			return i
		}
		name := string(data[i+1 : i+end])
		switch {
		case name == "amp" || name == "lt" || name == "gt" || name == "quot" || name == "apos":
		case len(name) > 1 && name[0] == '#' && validCharRef(name[1:]):
		default:
			return i
		}
	}
	return off
}

// validCharRef reports whether digits (after "&#") name a character.
func validCharRef(digits string) bool {
	base := 10
	if digits[0] == 'x' {
		digits, base = digits[1:], 16
	}
	if digits == "" {
		return false
	}
	n := 0
	for _, d := range digits {
		v := strings.IndexRune("0123456789abcdef", unicode.ToLower(d))
		if v < 0 || v >= base {
			return false
		}
		if n = n*base + v; n > 0x10FFFF {
			return false
		}
	}
	return n == 0x9 || n == 0xA || n == 0xD || n >= 0x20 && n <= 0xD7FF || n >= 0xE000 && n <= 0xFFFD || n >= 0x10000
}

func firstNonSpace(b []byte) int {
	for i, c := range b {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return i
		}
	}
	return 0
}

func (p *parser) start(t xml.StartElement, off int) *parseError {
	vm := p.vm
	if p.sax != nil && !p.sax.ns {
		return p.saxStartRaw(t, off)
	}
	var binds map[string]string
	var declared [][2]string
	seen := make(map[string]bool, len(t.Attr))
	for _, a := range t.Attr {
		raw := a.Name.Local
		if a.Name.Space != "" {
			raw = a.Name.Space + ":" + a.Name.Local
		}
		if seen[raw] {
			return &parseError{msg: "duplicate attribute", off: attrOffset(p.data, off, raw)}
		}
		seen[raw] = true
		if a.Name.Space == "xmlns" || a.Name.Space == "" && a.Name.Local == "xmlns" {
			if a.Name.Space == "xmlns" && a.Value == "" {
				return &parseError{msg: "must not undeclare prefix", off: off}
			}
			if binds == nil {
				binds = map[string]string{}
			}
			prefix := ""
			if a.Name.Space == "xmlns" {
				prefix = a.Name.Local
			}
			binds[prefix] = a.Value
			declared = append(declared, [2]string{prefix, a.Value})
		}
	}
	p.nsStack = append(p.nsStack, binds)
	if p.events&evStartNS != 0 {
		for _, d := range declared {
			p.event("start-ns", vm.NewTuple([]rt.Value{vm.NewStr(d[0]), vm.NewStr(d[1])}))
		}
	}
	p.nsDecl = append(p.nsDecl, len(declared))
	if p.sax != nil {
		// expat reports the declarations before it checks the names
		p.saxDeclare(declared, off)
	}
	tag, ok := p.qualify(t.Name, true)
	if !ok {
		return &parseError{msg: "unbound prefix", off: off}
	}
	e, v := newElement(vm, ElementType, p.intern(tag))
	if len(t.Attr) > len(declared) {
		d := vm.NewDictObj()
		for _, a := range t.Attr {
			if a.Name.Space == "xmlns" || a.Name.Space == "" && a.Name.Local == "xmlns" {
				continue
			}
			name, ok := p.qualify(a.Name, false)
			if !ok {
				return &parseError{msg: "unbound prefix", off: off}
			}
			d.SetStr(vm, name, vm.NewStr(normAttr(a.Value)))
		}
		e.attrib = d.Self()
	}
	p.open(e, v)
	if p.events&evStart != 0 {
		p.event("start", v)
	}
	if p.sax != nil {
		p.saxStartNS(t, off)
	}
	return nil
}

// open makes e (handle v) the innermost open element.
func (p *parser) open(e *Element, v rt.Value) {
	if len(p.stack) > 0 {
		parent := p.stack[len(p.stack)-1]
		parent.kids = append(parent.kids, v)
	} else {
		p.root = v
	}
	p.stack = append(p.stack, e)
}

// qualify turns a raw name into ElementTree's {uri}local form.
func (p *parser) qualify(n xml.Name, element bool) (string, bool) {
	if n.Space == "" {
		if !element {
			return n.Local, true
		}
		if u, _ := p.lookupNS(""); u != "" {
			return "{" + u + "}" + n.Local, true
		}
		return n.Local, true
	}
	u, ok := p.lookupNS(n.Space)
	if !ok || u == "" {
		return "", false
	}
	return "{" + u + "}" + n.Local, true
}

func (p *parser) end(t xml.EndElement, off int) *parseError {
	cur := p.stack[len(p.stack)-1]
	name, ok := p.qualify(t.Name, true)
	if p.sax != nil && !p.sax.ns {
		name, ok = rawName(t.Name), true
	}
	tag, _ := p.vm.StrOf(cur.tag)
	if !ok || name != tag {
		return &parseError{msg: "mismatched tag", off: off + 2}
	}
	p.stack = p.stack[:len(p.stack)-1]
	if p.events&evEnd != 0 {
		p.event("end", cur.Self())
	}
	if p.sax != nil {
		p.saxEnd(t, off)
	}
	n := p.nsDecl[len(p.nsDecl)-1]
	p.nsDecl = p.nsDecl[:len(p.nsDecl)-1]
	p.nsStack = p.nsStack[:len(p.nsStack)-1]
	if p.events&evEndNS != 0 {
		for i := 0; i < n; i++ {
			p.event("end-ns", rt.None)
		}
	}
	if len(p.stack) == 0 {
		p.closed = true
	}
	return nil
}

// mapError turns encoding/xml's complaint into expat's words.
func (p *parser) mapError(err error, off, now int) *parseError {
	var se *xml.SyntaxError
	if !errors.As(err, &se) {
		return &parseError{msg: err.Error(), off: off}
	}
	msg := se.Msg
	switch {
	case msg == "unexpected EOF":
		rest := p.data[off:]
		if i := firstNonSpace(rest); len(rest) > 0 && rest[i] == '<' {
			return &parseError{msg: "unclosed token", off: off + i}
		}
		if len(p.stack) == 0 && !p.closed {
			return &parseError{msg: "no element found", off: len(p.data)}
		}
		return &parseError{msg: "unclosed token", off: off}
	case strings.HasPrefix(msg, "invalid character entity"):
		amp := firstBadRef(p.data, off)
		if len(p.stack) == 0 {
			// a reference is no token of the prolog or the epilog
			return &parseError{msg: "not well-formed (invalid token)", off: amp}
		}
		if p.sax != nil && amp > off {
			// expat reports the text before the bad reference first
			p.saxChars(p.data[off:amp], off, false)
		}
		j := amp + 1
		if j < len(p.data) && p.data[j] == '#' {
			return &parseError{msg: "reference to invalid character number", off: amp}
		}
		for j < len(p.data) && isNameByte(p.data[j]) {
			j++
		}
		if j < len(p.data) && p.data[j] == ';' {
			return &parseError{msg: "undefined entity", off: amp}
		}
		return &parseError{msg: "not well-formed (invalid token)", off: j}
	case strings.HasPrefix(msg, "illegal character code"):
		i := bytes.IndexByte(p.data[off:], '&')
		return &parseError{msg: "reference to invalid character number", off: off + max(i, 0)}
	case strings.HasPrefix(msg, "invalid XML name"):
		i := bytes.IndexByte(p.data[off:], '<')
		return &parseError{msg: "not well-formed (invalid token)", off: off + max(i, 0) + 1}
	case strings.HasPrefix(msg, "unescaped ]]>"):
		i := bytes.Index(p.data[off:], []byte("]]>"))
		return &parseError{msg: "not well-formed (invalid token)", off: off + max(i, 0) + 2}
	case strings.HasPrefix(msg, "expected element name after <"):
		return &parseError{msg: "not well-formed (invalid token)", off: off + 1}
	case strings.Contains(msg, "declared but Decoder.CharsetReader is nil") || strings.HasPrefix(msg, "unsupported"):
		return &parseError{msg: "unknown encoding", off: 0}
	}
	// encoding/xml stops after the bad byte; expat points at the token.
	bad := now - 1
	if bad < off {
		bad = off
	}
	if bad > len(p.data) {
		bad = len(p.data)
	}
	return &parseError{msg: "not well-formed (invalid token)", off: bad, line: se.Line}
}

func charsetReader(label string, input io.Reader) (io.Reader, error) {
	switch strings.ToLower(label) {
	case "utf-8", "utf8", "us-ascii", "ascii":
		return input, nil
	case "iso-8859-1", "latin-1", "latin1", "iso8859-1":
		b, err := io.ReadAll(input)
		if err != nil {
			return nil, err
		}
		var out []byte
		for _, c := range b {
			out = utf8.AppendRune(out, rune(c))
		}
		return bytes.NewReader(out), nil
	}
	return nil, errors.New("unsupported charset")
}

// position returns expat's line (1-based) and column (0-based) of off.
func position(data []byte, off int) (int, int) {
	if off > len(data) {
		off = len(data)
	}
	line := 1 + bytes.Count(data[:off], []byte{'\n'})
	start := bytes.LastIndexByte(data[:off], '\n') + 1
	return line, utf8.RuneCount(data[start:off])
}

// parse(data, events, comment_factory, pi_factory) parses a whole document
// (bytes or str). Without events it returns the root element; with events
// (a mask of evStart...) it returns (root, [(event, value)...]).
func parse(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 4 {
		return rt.Unbound, vm.TypeError("parse expected 4 arguments, got %d", len(args))
	}
	var data []byte
	if s, ok := vm.StrOf(args[0]); ok {
		data = []byte(s)
	} else {
		b, err := vm.BufferOf(args[0])
		if err != nil {
			return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(args[0]))
		}
		data = b
	}
	events, err := vm.ToInt64(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	p := &parser{vm: vm, data: data, events: int(events), tags: map[string]rt.Value{},
		evNames: map[string]rt.Value{}, comment: args[2], pi: args[3], root: rt.None}
	if perr := p.run(); perr != nil {
		line, col := position(data, perr.off)
		if perr.line > 0 && perr.line != line {
			line = perr.line
		}
		msg := perr.msg + ": line " + itoa(line) + ", column " + itoa(col)
		e := vm.NewExceptionObj(ParseErrorType, []rt.Value{vm.NewStr(msg)})
		_ = vm.GenericSetAttr(e.Self(), "code", rt.SmallInt(expatCode(perr.msg)))
		_ = vm.GenericSetAttr(e.Self(), "position", vm.NewTuple([]rt.Value{rt.SmallInt(int64(line)), rt.SmallInt(int64(col))}))
		_ = vm.GenericSetAttr(e.Self(), "msg", vm.NewStr(msg))
		if events != 0 {
			// the events seen before the error come first
			return vm.NewTuple([]rt.Value{rt.None, vm.NewList(p.out), e.Self()}), nil
		}
		return rt.Unbound, e
	}
	if events != 0 {
		return vm.NewTuple([]rt.Value{p.root, vm.NewList(p.out), rt.None}), nil
	}
	return p.root, nil
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// expatCode is expat's error number for a message.
func expatCode(msg string) int64 {
	switch msg {
	case "no memory":
		return 1
	case "syntax error":
		return 2
	case "no element found":
		return 3
	case "not well-formed (invalid token)":
		return 4
	case "unclosed token":
		return 5
	case "mismatched tag":
		return 7
	case "duplicate attribute":
		return 8
	case "junk after document element":
		return 9
	case "undefined entity":
		return 11
	case "unknown encoding":
		return 18
	case "XML or text declaration not at start of entity":
		return 17
	case "reference to invalid character number":
		return 14
	case "unbound prefix":
		return 27
	case "must not undeclare prefix":
		return 28
	}
	return 4
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '_' || c == '-' || c == '.' || c == ':' || c >= 0x80
}

// attrOffset finds where the second attribute named raw starts in the
// start tag at off.
func attrOffset(data []byte, off int, raw string) int {
	end := bytes.IndexByte(data[off:], '>')
	if end < 0 {
		end = len(data) - off
	}
	tag := data[off : off+end]
	seen := 0
	for i := 1; i+len(raw) <= len(tag); i++ {
		c := tag[i-1]
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r') && string(tag[i:i+len(raw)]) == raw {
			k := i + len(raw)
			for k < len(tag) && (tag[k] == ' ' || tag[k] == '\t' || tag[k] == '\n' || tag[k] == '\r') {
				k++
			}
			if k < len(tag) && tag[k] == '=' {
				seen++
				if seen == 2 {
					return off + i
				}
			}
		}
	}
	return off
}

// normAttr replaces white space characters in an attribute value by
// spaces, as an XML processor normalises attribute values. (encoding/xml
// has already decoded character references, so a &#10; is normalised too,
// where expat would keep it.)
func normAttr(v string) string {
	if !strings.ContainsAny(v, "\t\n\r") {
		return v
	}
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return ' '
		}
		return r
	}, v)
}

// appendSpecial adds a comment or PI element to the open element.
func (p *parser) appendSpecial(v rt.Value) {
	if _, ok := elemOf(p.vm, v); !ok {
		return
	}
	cur := p.stack[len(p.stack)-1]
	cur.kids = append(cur.kids, v)
}
