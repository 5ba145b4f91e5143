package etree

import (
	"sort"
	"strconv"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// serializer writes a tree as ElementTree's _serialize_xml and
// _serialize_html do.
type serializer struct {
	vm         *rt.VM
	b          strings.Builder
	short      bool
	html       bool
	defaultNS  string
	nsmap      *rt.Dict // registered uri -> prefix
	comment    rt.Value
	pi         rt.Value
	qnameCls   *rt.Class
	qnames     map[string]string
	namespaces map[string]string // uri -> prefix
	nsOrder    int
}

func serErr(vm *rt.VM, v rt.Value) error {
	r, err := vm.Repr(v)
	if err != nil {
		return err
	}
	return vm.TypeError("cannot serialize %s (type %s)", r, vm.TypeName(v))
}

// str returns v as a Go string, or a serialisation error.
func (s *serializer) str(v rt.Value) (string, error) {
	if t, ok := s.vm.StrOf(v); ok {
		return t, nil
	}
	return "", serErr(s.vm, v)
}

func (s *serializer) qnameText(v rt.Value) (string, bool) {
	if s.qnameCls == nil || !s.vm.IsInstance(v, s.qnameCls) {
		return "", false
	}
	t, err := s.vm.GetAttr(v, "text")
	if err != nil {
		return "", false
	}
	str, ok := s.vm.StrOf(t)
	return str, ok
}

func (s *serializer) addQName(vm *rt.VM, q string) error {
	if _, ok := s.qnames[q]; ok {
		return nil
	}
	if strings.HasPrefix(q, "{") {
		j := strings.LastIndex(q, "}")
		if j < 0 {
			// rsplit("}", 1) fails to unpack: a ValueError
			return vm.ValueError("not enough values to unpack (expected 2, got 1)")
		}
		uri, tag := q[1:j], q[j+1:]
		prefix, ok := s.namespaces[uri]
		if !ok {
			prefix = ""
			found := false
			if s.nsmap != nil {
				if p, ok := s.nsmap.GetStr(vm, uri); ok {
					prefix, found = vm.StrOf(p)
				}
			}
			if !found {
				prefix = "ns" + strconv.Itoa(len(s.namespaces))
			}
			if prefix != "xml" {
				s.namespaces[uri] = prefix
			}
		}
		if prefix != "" {
			s.qnames[q] = prefix + ":" + tag
		} else {
			s.qnames[q] = tag
		}
		return nil
	}
	if s.defaultNS != "" {
		return vm.ValueError("cannot use non-qualified names with default_namespace option")
	}
	s.qnames[q] = q
	return nil
}

// collect fills qnames and namespaces from the tree (ElementTree's
// _namespaces).
func (s *serializer) collect(e *Element) error {
	vm := s.vm
	tag := e.tag
	if q, ok := s.qnameText(tag); ok {
		if err := s.addQName(vm, q); err != nil {
			return err
		}
	} else if t, ok := vm.StrOf(tag); ok {
		if err := s.addQName(vm, t); err != nil {
			return err
		}
	} else if tag != rt.None && tag != s.comment && tag != s.pi {
		return serErr(vm, tag)
	}
	if d := e.attribs(vm); d != nil {
		var err error
		d.Items(func(k, v rt.Value) bool {
			if q, ok := s.qnameText(k); ok {
				err = s.addQName(vm, q)
			} else if t, ok := vm.StrOf(k); ok {
				err = s.addQName(vm, t)
			} else {
				err = serErr(vm, k)
			}
			if err == nil {
				if q, ok := s.qnameText(v); ok {
					err = s.addQName(vm, q)
				}
			}
			return err == nil
		})
		if err != nil {
			return err
		}
	}
	if q, ok := s.qnameText(e.text); ok {
		if err := s.addQName(vm, q); err != nil {
			return err
		}
	}
	for _, kv := range e.kids {
		k, ok := elemOf(vm, kv)
		if !ok {
			continue
		}
		if err := s.collect(k); err != nil {
			return err
		}
	}
	return nil
}

func escapeCData(b *strings.Builder, t string) {
	last := 0
	for i := 0; i < len(t); i++ {
		var rep string
		switch t[i] {
		case '&':
			rep = "&amp;"
		case '<':
			rep = "&lt;"
		case '>':
			rep = "&gt;"
		default:
			continue
		}
		b.WriteString(t[last:i])
		b.WriteString(rep)
		last = i + 1
	}
	b.WriteString(t[last:])
}

func escapeAttrib(b *strings.Builder, t string, html bool) {
	last := 0
	for i := 0; i < len(t); i++ {
		var rep string
		switch t[i] {
		case '&':
			rep = "&amp;"
		case '<':
			if html {
				continue
			}
			rep = "&lt;"
		case '>':
			rep = "&gt;"
		case '"':
			rep = "&quot;"
		case '\r':
			if html {
				continue
			}
			rep = "&#13;"
		case '\n':
			if html {
				continue
			}
			rep = "&#10;"
		case '\t':
			if html {
				continue
			}
			rep = "&#09;"
		default:
			continue
		}
		b.WriteString(t[last:i])
		b.WriteString(rep)
		last = i + 1
	}
	b.WriteString(t[last:])
}

var htmlEmpty = map[string]bool{"area": true, "base": true, "basefont": true, "br": true, "col": true,
	"embed": true, "frame": true, "hr": true, "img": true, "input": true, "isindex": true, "link": true,
	"meta": true, "param": true, "source": true, "track": true, "wbr": true}

func (s *serializer) text(v rt.Value, raw bool) error {
	t, err := s.str(v)
	if err != nil {
		return err
	}
	if raw {
		s.b.WriteString(t)
	} else {
		escapeCData(&s.b, t)
	}
	return nil
}

// truthy reports whether a text or tail is to be written (a non-empty
// string or any other true value).
func (s *serializer) truthy(v rt.Value) (bool, error) {
	if v == rt.None {
		return false, nil
	}
	if st, ok := s.vm.Get0(v).(*rt.Str); ok {
		return st.S != "", nil
	}
	return s.vm.Truth(v)
}

func (s *serializer) write(e *Element, top bool) error {
	vm := s.vm
	tag := e.tag
	switch {
	case tag == s.comment && tag != rt.Unbound:
		t, err := s.str(e.text)
		if err != nil {
			return err
		}
		s.b.WriteString("<!--")
		s.b.WriteString(t)
		s.b.WriteString("-->")
	case tag == s.pi && tag != rt.Unbound:
		t, err := s.str(e.text)
		if err != nil {
			return err
		}
		s.b.WriteString("<?")
		s.b.WriteString(t)
		s.b.WriteString("?>")
	default:
		var name string
		if tag != rt.None {
			key, ok := s.qnameText(tag)
			if !ok {
				key, _ = vm.StrOf(tag)
			}
			name = s.qnames[key]
		}
		if tag == rt.None {
			if ok, err := s.truthy(e.text); err != nil {
				return err
			} else if ok {
				if err := s.text(e.text, false); err != nil {
					return err
				}
			}
			for _, kv := range e.kids {
				if k, ok := elemOf(vm, kv); ok {
					if err := s.write(k, false); err != nil {
						return err
					}
				}
			}
			break
		}
		s.b.WriteByte('<')
		s.b.WriteString(name)
		if top && len(s.namespaces) > 0 {
			type ns struct{ uri, prefix string }
			list := make([]ns, 0, len(s.namespaces))
			for u, p := range s.namespaces {
				list = append(list, ns{u, p})
			}
			sort.Slice(list, func(i, j int) bool { return list[i].prefix < list[j].prefix })
			for _, n := range list {
				s.b.WriteString(" xmlns")
				if n.prefix != "" {
					s.b.WriteByte(':')
					s.b.WriteString(n.prefix)
				}
				s.b.WriteString("=\"")
				escapeAttrib(&s.b, n.uri, false)
				s.b.WriteByte('"')
			}
		}
		if d := e.attribs(vm); d != nil && d.Len() > 0 {
			var err error
			d.Items(func(k, v rt.Value) bool {
				key, ok := s.qnameText(k)
				if !ok {
					key, _ = vm.StrOf(k)
				}
				s.b.WriteByte(' ')
				s.b.WriteString(s.qnames[key])
				s.b.WriteString("=\"")
				if q, ok := s.qnameText(v); ok {
					s.b.WriteString(s.qnames[q])
				} else if t, ok := vm.StrOf(v); ok {
					escapeAttrib(&s.b, t, s.html)
				} else {
					err = serErr(vm, v)
					return false
				}
				s.b.WriteByte('"')
				return true
			})
			if err != nil {
				return err
			}
		}
		hasText, err := s.truthy(e.text)
		if err != nil {
			return err
		}
		if s.html {
			s.b.WriteByte('>')
			ltag := strings.ToLower(name)
			if hasText {
				if err := s.text(e.text, ltag == "script" || ltag == "style"); err != nil {
					return err
				}
			}
			for _, kv := range e.kids {
				if k, ok := elemOf(vm, kv); ok {
					if err := s.write(k, false); err != nil {
						return err
					}
				}
			}
			if !htmlEmpty[ltag] {
				s.b.WriteString("</")
				s.b.WriteString(name)
				s.b.WriteByte('>')
			}
			break
		}
		if hasText || len(e.kids) > 0 || !s.short {
			s.b.WriteByte('>')
			if hasText {
				if err := s.text(e.text, false); err != nil {
					return err
				}
			}
			for _, kv := range e.kids {
				if k, ok := elemOf(vm, kv); ok {
					if err := s.write(k, false); err != nil {
						return err
					}
				}
			}
			s.b.WriteString("</")
			s.b.WriteString(name)
			s.b.WriteByte('>')
		} else {
			s.b.WriteString(" />")
		}
	}
	if ok, err := s.truthy(e.tail); err != nil {
		return err
	} else if ok {
		return s.text(e.tail, false)
	}
	return nil
}

// serialize(elem, method, short_empty_elements, default_namespace, nsmap,
// Comment, PI, QName) returns the serialisation of elem as a str.
func serialize(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 8 {
		return rt.Unbound, vm.TypeError("serialize expected 8 arguments, got %d", len(args))
	}
	e, ok := elemOf(vm, args[0])
	if !ok {
		return rt.Unbound, vm.TypeError("serialize() argument 1 must be an Element, not %s", vm.TypeName(args[0]))
	}
	method, _ := vm.StrOf(args[1])
	s := &serializer{vm: vm, comment: args[5], pi: args[6], qnames: map[string]string{}, namespaces: map[string]string{}}
	s.short = args[2] != rt.False
	if args[3] != rt.None {
		s.defaultNS, _ = vm.StrOf(args[3])
	}
	s.nsmap, _ = vm.Get0(args[4]).(*rt.Dict)
	if c, ok := vm.Get0(args[7]).(*rt.Class); ok {
		s.qnameCls = c
	}
	if method == "text" {
		it := newIter(vm, args[0], rt.Unbound, true)
		for {
			v, ok, err := vm.Next(it)
			if err != nil {
				return rt.Unbound, err
			}
			if !ok {
				break
			}
			t, err := s.str(v)
			if err != nil {
				return rt.Unbound, err
			}
			s.b.WriteString(t)
		}
		if ok, err := s.truthy(e.tail); err != nil {
			return rt.Unbound, err
		} else if ok {
			t, err := s.str(e.tail)
			if err != nil {
				return rt.Unbound, err
			}
			s.b.WriteString(t)
		}
		return vm.NewStr(s.b.String()), nil
	}
	s.html = method == "html"
	if s.defaultNS != "" {
		s.namespaces[s.defaultNS] = ""
	}
	if err := s.collect(e); err != nil {
		return rt.Unbound, err
	}
	if err := s.write(e, true); err != nil {
		return rt.Unbound, err
	}
	return vm.NewStr(s.b.String()), nil
}
