package etree

import (
	"bytes"
	"encoding/xml"
	"unicode/utf8"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The event stream under xml.sax's expat reader (pylib's
// xml/sax/expatreader.py): the same parser as ElementTree's, run over the
// whole document, records what expat would report to the reader's
// handlers, in order and each with expat's position (line from 1, column
// from 0, in characters) at the start of its token:
//
//	("start-ns", prefix or None, uri, line, col)     namespace mode
//	("start", name, attrs, line, col)
//	("end", name, line, col)
//	("end-ns", prefix or None, line, col)            namespace mode
//	("chars", text, line, col)
//	("pi", target, data, line, col)
//	("comment", text, line, col)
//
// Without namespaces a name is the raw "prefix:local" string and attrs a
// list of (name, value); with them a name is (uri or None, local) and
// attrs a list of ((uri or None, local), qname, value), xmlns attributes
// left out. Character data comes in expat's pieces: a run of characters
// ends at a line break (itself one piece, "\n" for "\r\n" too), at a
// reference (one piece, the character it names) and where a fed chunk of
// input ended.

type saxState struct {
	ns       bool
	declared [][]string // per open element, the prefixes it declared
	bounds   []int      // offsets where fed chunks ended
	// the position cursor: byte at is on line, col characters in
	at, line, col int
}

// pos returns expat's line and column of the byte at off (off never goes
// back).
func (p *parser) pos(off int) (int, int) {
	s := p.sax
	seg := p.data[s.at:off]
	if i := bytes.LastIndexByte(seg, '\n'); i >= 0 {
		s.line += bytes.Count(seg, []byte{'\n'})
		s.col = utf8.RuneCount(seg[i+1:])
	} else {
		s.col += utf8.RuneCount(seg)
	}
	s.at = off
	return s.line, s.col
}

func (p *parser) saxEvent(off int, items ...rt.Value) {
	line, col := p.pos(off)
	items = append(items, rt.SmallInt(int64(line)), rt.SmallInt(int64(col)))
	p.out = append(p.out, p.vm.NewTuple(items))
}

func (p *parser) saxStr(s string) rt.Value { return p.vm.NewStr(s) }

// saxURI is a namespace URI or None for the empty one.
func (p *parser) saxURI(u string) rt.Value {
	if u == "" {
		return rt.None
	}
	return p.intern(u)
}

// saxChars reports the character data raw (the document's bytes of one
// text token, starting at off; cdata when it is a CDATA section's
// content) in expat's pieces.
func (p *parser) saxChars(raw []byte, off int, cdata bool) {
	vm := p.vm
	emit := func(i, j int, text string) {
		p.saxEvent(off+i, p.intern("chars"), vm.NewStr(text))
	}
	i := 0
	for i < len(raw) {
		switch c := raw[i]; {
		case c == '\n':
			emit(i, i+1, "\n")
			i++
		case c == '\r':
			emit(i, i+1, "\n")
			i++
			if i < len(raw) && raw[i] == '\n' {
				i++
			}
		case c == '&' && !cdata:
			j := bytes.IndexByte(raw[i:], ';')
			if j < 0 {
				j = len(raw) - i - 1
			}
			emit(i, i+j+1, decodeRef(raw[i:i+j+1]))
			i += j + 1
		default:
			j := i
			for j < len(raw) && raw[j] != '\n' && raw[j] != '\r' && (cdata || raw[j] != '&') {
				j++
			}
			// a fed chunk that ended inside the run cuts it
			for _, b := range p.sax.bounds {
				if b > off+i && b < off+j {
					emit(i, b-off, string(raw[i:b-off]))
					i = b - off
				}
			}
			emit(i, j, string(raw[i:j]))
			i = j
		}
	}
}

// decodeRef returns the character of a predefined entity or character
// reference (&amp; &#65; &#x41;).
func decodeRef(ref []byte) string {
	name := string(ref[1 : len(ref)-1])
	switch name {
	case "amp":
		return "&"
	case "lt":
		return "<"
	case "gt":
		return ">"
	case "quot":
		return "\""
	case "apos":
		return "'"
	}
	if len(name) > 1 && name[0] == '#' {
		var n rune
		digits, base := name[1:], rune(10)
		if digits[0] == 'x' {
			digits, base = digits[1:], 16
		}
		for _, d := range digits {
			switch {
			case d >= '0' && d <= '9':
				n = n*base + d - '0'
			case d >= 'a' && d <= 'f':
				n = n*base + d - 'a' + 10
			case d >= 'A' && d <= 'F':
				n = n*base + d - 'A' + 10
			}
		}
		return string(n)
	}
	return string(ref)
}

// saxParse(data, namespaces, bounds) parses a whole document for xml.sax
// and returns (events, error): error is None or (message, line, column).
func saxParse(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 3 {
		return rt.Unbound, vm.TypeError("sax_parse expected 3 arguments, got %d", len(args))
	}
	data, err := vm.BufferOf(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	ns, err := vm.Truth(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	s := &saxState{ns: ns, line: 1}
	if err := vm.IterAll(args[2], func(x rt.Value) error {
		n, err := vm.ToInt64(x)
		s.bounds = append(s.bounds, int(n))
		return err
	}); err != nil {
		return rt.Unbound, err
	}
	p := &parser{vm: vm, data: data, tags: map[string]rt.Value{}, evNames: map[string]rt.Value{},
		comment: rt.Unbound, pi: rt.Unbound, root: rt.None, sax: s}
	perr := p.run()
	fail := rt.None
	if perr != nil {
		line, col := position(data, perr.off)
		if perr.line > 0 && perr.line != line {
			line = perr.line
		}
		fail = vm.NewTuple([]rt.Value{vm.NewStr(perr.msg), rt.SmallInt(int64(line)), rt.SmallInt(int64(col))})
	} else {
		p.saxEvent(len(data), p.intern("end-document"))
	}
	return vm.NewTuple([]rt.Value{vm.NewList(p.out), fail}), nil
}

// rawName is a name as written: "prefix:local" or "local".
func rawName(n xml.Name) string {
	if n.Space == "" {
		return n.Local
	}
	return n.Space + ":" + n.Local
}

// saxStartRaw handles a start tag without namespace processing: names
// stay as written and xmlns attributes are attributes.
func (p *parser) saxStartRaw(t xml.StartElement, off int) *parseError {
	vm := p.vm
	attrs := make([]rt.Value, 0, len(t.Attr))
	seen := make(map[string]bool, len(t.Attr))
	for _, a := range t.Attr {
		raw := rawName(a.Name)
		if seen[raw] {
			return &parseError{msg: "duplicate attribute", off: attrOffset(p.data, off, raw)}
		}
		seen[raw] = true
		attrs = append(attrs, vm.NewTuple([]rt.Value{p.intern(raw), vm.NewStr(normAttr(a.Value))}))
	}
	name := p.intern(rawName(t.Name))
	p.open(newElement(vm, ElementType, name))
	p.nsStack = append(p.nsStack, nil)
	p.nsDecl = append(p.nsDecl, 0)
	p.saxEvent(off, p.intern("start"), name, vm.NewList(attrs))
	return nil
}

// saxNSName is (uri or None, local) for a name in namespace mode.
func (p *parser) saxNSName(n xml.Name, element bool) rt.Value {
	uri := ""
	if n.Space != "" {
		uri, _ = p.lookupNS(n.Space)
	} else if element {
		uri, _ = p.lookupNS("")
	}
	return p.vm.NewTuple([]rt.Value{p.saxURI(uri), p.intern(n.Local)})
}

// saxDeclare reports the namespace declarations of a start tag.
func (p *parser) saxDeclare(declared [][2]string, off int) {
	var prefixes []string
	for _, d := range declared {
		prefix := rt.None
		if d[0] != "" {
			prefix = p.intern(d[0])
		}
		p.saxEvent(off, p.intern("start-ns"), prefix, p.vm.NewStr(d[1]))
		prefixes = append(prefixes, d[0])
	}
	p.sax.declared = append(p.sax.declared, prefixes)
}

// saxStartNS reports a start tag (already checked by start) in namespace
// mode.
func (p *parser) saxStartNS(t xml.StartElement, off int) {
	vm := p.vm
	attrs := make([]rt.Value, 0, len(t.Attr))
	for _, a := range t.Attr {
		if a.Name.Space == "xmlns" || a.Name.Space == "" && a.Name.Local == "xmlns" {
			continue
		}
		attrs = append(attrs, vm.NewTuple([]rt.Value{p.saxNSName(a.Name, false), p.intern(rawName(a.Name)), vm.NewStr(normAttr(a.Value))}))
	}
	p.saxEvent(off, p.intern("start"), p.saxNSName(t.Name, true), vm.NewList(attrs))
}

// saxEnd reports an end tag (already checked by end), then in namespace
// mode the end of its declarations, last declared first.
func (p *parser) saxEnd(t xml.EndElement, off int) {
	if !p.sax.ns {
		p.saxEvent(off, p.intern("end"), p.intern(rawName(t.Name)))
		return
	}
	// the bindings of the element are still in scope for its own name
	name := p.saxNSName(t.Name, true)
	p.saxEvent(off, p.intern("end"), name)
	decl := p.sax.declared[len(p.sax.declared)-1]
	p.sax.declared = p.sax.declared[:len(p.sax.declared)-1]
	for i := len(decl) - 1; i >= 0; i-- {
		prefix := rt.None
		if decl[i] != "" {
			prefix = p.intern(decl[i])
		}
		p.saxEvent(off, p.intern("end-ns"), prefix)
	}
}

// saxExpatCode(message) is expat's error number for one of its messages.
func saxExpatCode(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 1 {
		return rt.Unbound, vm.TypeError("expat_code expected 1 argument, got %d", len(args))
	}
	msg, _ := vm.StrOf(args[0])
	return rt.SmallInt(expatCode(msg)), nil
}
