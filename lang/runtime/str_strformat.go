package runtime

import (
	"strings"

	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// str.format and str.format_map: CPython's Objects/stringlib/unicode_format.h.
// The markup characters are ASCII, so the format string is scanned as
// UTF-8 bytes.

// strAutoNumber tracks automatic field numbering ({} {}) versus manual
// numbering ({0} {1}); mixing them is an error.
type strAutoNumber struct {
	state int // 0 init, 1 auto, 2 manual
	next  int
}

type strFormatter struct {
	vm     *VM
	args   []Value // positional arguments; nil for format_map
	kwargs Value   // a dict, a mapping (format_map) or Unbound
	auto   strAutoNumber
}

func strFormatMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	s, err := strSelf(vm, args, "format")
	if err != nil {
		return Unbound, err
	}
	f := &strFormatter{vm: vm, args: args[1:], kwargs: Unbound}
	if f.args == nil {
		f.args = []Value{}
	}
	if len(kw) > 0 {
		d := vm.NewDictObj()
		for _, k := range kw {
			d.SetStr(vm, k.Name, k.Value)
		}
		f.kwargs = d.self
	}
	out, err := f.build(s.S, 2)
	if err != nil {
		return Unbound, err
	}
	return vm.strResult(s, out), nil
}

func strFormatMap(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "str.format_map", "format_map", args, kw, 1, 1); err != nil {
		return Unbound, err
	}
	s, err := strSelf(vm, args, "format_map")
	if err != nil {
		return Unbound, err
	}
	f := &strFormatter{vm: vm, kwargs: args[1]}
	out, err := f.build(s.S, 2)
	if err != nil {
		return Unbound, err
	}
	return vm.strResult(s, out), nil
}

// StrFormat is fmt.format(*args, **kwargs) for Go callers.
func (vm *VM) StrFormat(format string, args []Value, kw []Kwarg) (string, error) {
	f := &strFormatter{vm: vm, args: args, kwargs: Unbound}
	if f.args == nil {
		f.args = []Value{}
	}
	if len(kw) > 0 {
		d := vm.NewDictObj()
		for _, k := range kw {
			d.SetStr(vm, k.Name, k.Value)
		}
		f.kwargs = d.self
	}
	return f.build(format, 2)
}

func (f *strFormatter) build(s string, depth int) (string, error) {
	vm := f.vm
	if depth <= 0 {
		return "", vm.ValueError("Max string recursion exceeded")
	}
	// Fast path: no markup at all.
	if strings.IndexByte(s, '{') < 0 && strings.IndexByte(s, '}') < 0 {
		return s, nil
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	i := 0
	for i < len(s) {
		// Literal text up to the next brace.
		j := i
		for j < len(s) && s[j] != '{' && s[j] != '}' {
			j++
		}
		b.WriteString(s[i:j])
		if j >= len(s) {
			break
		}
		c := s[j]
		j++
		atEnd := j >= len(s)
		if c == '}' {
			if atEnd || s[j] != '}' {
				return "", vm.ValueError("Single '}' encountered in format string")
			}
			b.WriteByte('}')
			i = j + 1
			continue
		}
		if atEnd {
			return "", vm.ValueError("Single '{' encountered in format string")
		}
		if s[j] == '{' {
			b.WriteByte('{')
			i = j + 1
			continue
		}
		// Markup: parse the field.
		name, conv, spec, expand, next, err := f.parseField(s, j)
		if err != nil {
			return "", err
		}
		i = next
		if err := f.outputMarkup(&b, name, conv, spec, expand, depth); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// parseField parses a replacement field starting after its '{' at s[i:];
// it returns the field name, the conversion (0 if none), the format spec,
// whether the spec has nested fields, and the index after the closing '}'.
func (f *strFormatter) parseField(s string, i int) (name string, conv rune, spec string, expand bool, next int, err error) {
	vm := f.vm
	start := i
	var c byte
	for i < len(s) {
		c = s[i]
		i++
		if c == '{' {
			return "", 0, "", false, 0, vm.ValueError("unexpected '{' in field name")
		}
		if c == '[' {
			for i < len(s) && s[i] != ']' {
				i++
			}
			continue
		}
		if c == '}' || c == ':' || c == '!' {
			break
		}
	}
	name = s[start:i]
	if c == '}' || c == ':' || c == '!' {
		name = s[start : i-1]
	}
	if c == '!' || c == ':' {
		if c == '!' {
			if i >= len(s) {
				return "", 0, "", false, 0, vm.ValueError("end of string while looking for conversion specifier")
			}
			r, n := wtf8.Decode(s, i)
			conv = r
			i += n
			if i < len(s) {
				c2 := s[i]
				i++
				if c2 == '}' {
					return name, conv, "", false, i, nil
				}
				if c2 != ':' {
					return "", 0, "", false, 0, vm.ValueError("expected ':' after conversion specifier")
				}
			}
		}
		specStart := i
		count := 1
		for i < len(s) {
			c = s[i]
			i++
			switch c {
			case '{':
				expand = true
				count++
			case '}':
				count--
				if count == 0 {
					return name, conv, s[specStart : i-1], expand, i, nil
				}
			}
		}
		return "", 0, "", false, 0, vm.ValueError("unmatched '{' in format spec")
	}
	if c != '}' {
		return "", 0, "", false, 0, vm.ValueError("expected '}' before end of string")
	}
	return name, 0, "", false, i, nil
}

// strFieldInteger parses a field index: -1 when s is not all decimal
// digits (Unicode decimals count).
func (f *strFormatter) fieldInteger(s string) (int, error) {
	if s == "" {
		return -1, nil
	}
	acc := 0
	for i := 0; i < len(s); {
		r, n := wtf8.Decode(s, i)
		d := unicodetab.DecimalValue(r)
		if d < 0 {
			return -1, nil
		}
		if acc > (strMaxSsize-d)/10 {
			return -1, f.vm.ValueError("Too many decimal digits in format string")
		}
		acc = acc*10 + d
		i += n
	}
	return acc, nil
}

func (f *strFormatter) getField(field string) (Value, error) {
	vm := f.vm
	i := 0
	for i < len(field) && field[i] != '.' && field[i] != '[' {
		i++
	}
	first, rest := field[:i], field[i:]
	idx, err := f.fieldInteger(first)
	if err != nil {
		return Unbound, err
	}
	empty := first == ""
	if empty || idx >= 0 {
		if f.auto.state == 0 {
			if empty {
				f.auto.state = 1
			} else {
				f.auto.state = 2
			}
		}
		if f.auto.state == 2 && empty {
			return Unbound, vm.ValueError("cannot switch from manual field specification to automatic field numbering")
		}
		if f.auto.state == 1 && !empty {
			return Unbound, vm.ValueError("cannot switch from automatic field numbering to manual field specification")
		}
		if empty {
			idx = f.auto.next
			f.auto.next++
		}
	}
	var obj Value
	if idx < 0 {
		key := vm.NewStr(first)
		if f.kwargs == Unbound {
			return Unbound, vm.KeyError(key)
		}
		if obj, err = vm.GetItem(f.kwargs, key); err != nil {
			return Unbound, err
		}
	} else {
		if f.args == nil {
			return Unbound, vm.ValueError("Format string contains positional fields")
		}
		if idx >= len(f.args) {
			return Unbound, vm.IndexError("Replacement index %d out of range for positional args tuple", idx)
		}
		obj = f.args[idx]
	}
	// The rest: .attr and [key] accessors.
	for len(rest) > 0 {
		c := rest[0]
		rest = rest[1:]
		var name string
		switch c {
		case '.':
			k := 0
			for k < len(rest) && rest[k] != '.' && rest[k] != '[' {
				k++
			}
			name, rest = rest[:k], rest[k:]
			if name == "" {
				return Unbound, vm.ValueError("Empty attribute in format string")
			}
			if obj, err = vm.GetAttr(obj, name); err != nil {
				return Unbound, err
			}
		case '[':
			k := strings.IndexByte(rest, ']')
			if k < 0 {
				return Unbound, vm.ValueError("Missing ']' in format string")
			}
			name, rest = rest[:k], rest[k+1:]
			if name == "" {
				return Unbound, vm.ValueError("Empty attribute in format string")
			}
			n, err := f.fieldInteger(name)
			if err != nil {
				return Unbound, err
			}
			var key Value
			if n >= 0 {
				key = vm.NewInt(int64(n))
			} else {
				key = vm.NewStr(name)
			}
			if obj, err = vm.GetItem(obj, key); err != nil {
				return Unbound, err
			}
		default:
			return Unbound, vm.ValueError("Only '.' or '[' may follow ']' in format field specifier")
		}
	}
	return obj, nil
}

func (f *strFormatter) outputMarkup(b *strings.Builder, name string, conv rune, spec string, expand bool, depth int) error {
	vm := f.vm
	obj, err := f.getField(name)
	if err != nil {
		return err
	}
	if conv != 0 {
		var s string
		switch conv {
		case 'r':
			s, err = vm.Repr(obj)
		case 's':
			s, err = vm.Str(obj)
		case 'a':
			s, err = vm.ASCIIRepr(obj)
		default:
			if conv > 32 && conv < 127 {
				return vm.ValueError("Unknown conversion specifier %c", conv)
			}
			return vm.ValueError("Unknown conversion specifier \\x%x", conv)
		}
		if err != nil {
			return err
		}
		if spec == "" && !expand {
			b.WriteString(s)
			return nil
		}
		obj = vm.NewStr(s)
	}
	if expand {
		if spec, err = f.build(spec, depth-1); err != nil {
			return err
		}
	}
	s, err := vm.Format(obj, spec)
	if err != nil {
		return err
	}
	b.WriteString(s)
	return nil
}
