package strformat

import (
	"strings"

	"github.com/cpjit/cpjit/lang/internal/fmtspec"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// str.format and str.format_map: CPython's Objects/stringlib/unicode_format.h.
// fmtspec scans the markup; this file looks fields up and formats them.

// autoNumber tracks automatic field numbering ({} {}) versus manual
// numbering ({0} {1}); mixing them is an error.
type autoNumber struct {
	state int // 0 init, 1 auto, 2 manual
	next  int
}

type formatter struct {
	vm     *rt.VM
	args   []rt.Value // positional arguments; nil for format_map
	kwargs rt.Value   // a dict, a mapping (format_map) or Unbound
	// kw holds format's keyword arguments when kwargs is Unbound: fields
	// are looked up in it by name, so format(**record.__dict__) does not
	// build a dict it would read a few times (the names of one call are
	// unique; above kwScanMax names a dict is built instead).
	kw   []rt.Kwarg
	auto autoNumber
}

// kwScanMax is the number of keyword arguments up to which fields are
// found by scanning them rather than through a dict built from them.
const kwScanMax = 48

// setKw gives the formatter its keyword arguments.
func (f *formatter) setKw(kw []rt.Kwarg) {
	if len(kw) == 0 {
		return
	}
	if len(kw) <= kwScanMax {
		f.kw = kw
		return
	}
	d := f.vm.NewDictObj()
	for _, k := range kw {
		d.SetStr(f.vm, k.Name, k.Value)
	}
	f.kwargs = d.Self()
}

func formatMethod(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	s, err := rt.StrSelf(vm, args, "format")
	if err != nil {
		return rt.Unbound, err
	}
	out, err := Format(vm, s.S, args[1:], kw)
	if err != nil {
		return rt.Unbound, err
	}
	return vm.StrResult(s, out), nil
}

func formatMap(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := rt.StrPosArgs(vm, "str.format_map", "format_map", args, kw, 1, 1); err != nil {
		return rt.Unbound, err
	}
	s, err := rt.StrSelf(vm, args, "format_map")
	if err != nil {
		return rt.Unbound, err
	}
	f := &formatter{vm: vm, kwargs: args[1]}
	out, err := f.build(s.S, 2)
	if err != nil {
		return rt.Unbound, err
	}
	return vm.StrResult(s, out), nil
}

// Format is format.format(*args, **kw) for Go callers.
func Format(vm *rt.VM, format string, args []rt.Value, kw []rt.Kwarg) (string, error) {
	f := &formatter{vm: vm, args: args, kwargs: rt.Unbound}
	if f.args == nil {
		f.args = []rt.Value{}
	}
	f.setKw(kw)
	return f.build(format, 2)
}

func (f *formatter) build(s string, depth int) (string, error) {
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
	for i := 0; i < len(s); {
		lit, field, next, err := fmtspec.ScanMarkup(s, i)
		if err != nil {
			return "", vm.ValueError("%s", err.Error())
		}
		b.WriteString(lit)
		if field != nil {
			if err := f.outputMarkup(&b, field.Name, field.Conv, field.Spec, field.Expand, depth); err != nil {
				return "", err
			}
		}
		i = next
	}
	return b.String(), nil
}

// fieldIndex resolves the first part of a field name to a positional
// index (>= 0) or -1 for a keyword, enforcing CPython's rule that
// automatic and manual numbering do not mix.
func (f *formatter) fieldIndex(first string) (int, error) {
	vm := f.vm
	idx, err := fmtspec.FieldIndex(first)
	if err != nil {
		return 0, vm.ValueError("%s", err.Error())
	}
	empty := first == ""
	if !empty && idx < 0 {
		return -1, nil
	}
	if f.auto.state == 0 {
		if empty {
			f.auto.state = 1
		} else {
			f.auto.state = 2
		}
	}
	if f.auto.state == 2 && empty {
		return 0, vm.ValueError("cannot switch from manual field specification to automatic field numbering")
	}
	if f.auto.state == 1 && !empty {
		return 0, vm.ValueError("cannot switch from automatic field numbering to manual field specification")
	}
	if empty {
		idx = f.auto.next
		f.auto.next++
	}
	return idx, nil
}

func (f *formatter) getField(field string) (rt.Value, error) {
	vm := f.vm
	first, rest := fmtspec.SplitFieldName(field)
	idx, err := f.fieldIndex(first)
	if err != nil {
		return rt.Unbound, err
	}
	var obj rt.Value
	if idx < 0 {
		found := false
		if f.kwargs == rt.Unbound {
			for i := range f.kw {
				if f.kw[i].Name == first {
					obj, found = f.kw[i].Value, true
					break
				}
			}
			if !found {
				return rt.Unbound, vm.KeyError(vm.NewStr(first))
			}
		} else if obj, err = vm.GetItem(f.kwargs, vm.NewStr(first)); err != nil {
			return rt.Unbound, err
		}
	} else {
		if f.args == nil {
			return rt.Unbound, vm.ValueError("Format string contains positional fields")
		}
		if idx >= len(f.args) {
			return rt.Unbound, vm.IndexError("Replacement index %d out of range for positional args tuple", idx)
		}
		obj = f.args[idx]
	}
	// The rest: .attr and [key] accessors.
	for rest != "" {
		var a fmtspec.Accessor
		if a, rest, err = fmtspec.NextAccessor(rest); err != nil {
			return rt.Unbound, vm.ValueError("%s", err.Error())
		}
		switch {
		case a.Attr:
			obj, err = vm.GetAttr(obj, a.Name)
		case a.Index >= 0:
			obj, err = vm.GetItem(obj, vm.NewInt(int64(a.Index)))
		default:
			obj, err = vm.GetItem(obj, vm.NewStr(a.Name))
		}
		if err != nil {
			return rt.Unbound, err
		}
	}
	return obj, nil
}

func (f *formatter) outputMarkup(b *strings.Builder, name string, conv rune, spec string, expand bool, depth int) error {
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
