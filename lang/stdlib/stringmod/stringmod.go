// Package stringmod implements the _string module: the str.format markup
// scanner that string.Formatter builds on (formatter_parser and
// formatter_field_name_split), over the same scanner str.format uses
// (lang/internal/fmtspec), so both accept and refuse the same format
// strings with the same messages. As in CPython, both return iterators
// that raise a markup error only when iteration reaches it.
package stringmod

import (
	"github.com/cpjit/cpjit/lang/internal/fmtspec"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Modules maps the module this package implements to its constructor;
// stdlib.Install adds it to each VM.
var Modules = map[string]rt.ModuleFunc{
	"_string": func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_string")
		rt.FillModule(vm, m, funcs)
		return m, nil
	},
}

var (
	parserType   = rt.ModuleClass("_string", "formatteriterator", nil)
	fieldIterTyp = rt.ModuleClass("_string", "fieldnameiterator", nil)
)

func init() {
	rt.MakeIterType(parserType)
	rt.MakeIterType(fieldIterTyp)
}

// parser yields (literal, field_name, format_spec, conversion) for each
// piece of a format string.
type parser struct {
	rt.Head
	s string
	i int
}

func (p *parser) Trace(t *rt.Tracer) {}

func (p *parser) Next(vm *rt.VM) (rt.Value, bool, error) {
	if p.i >= len(p.s) {
		return rt.Unbound, false, nil
	}
	lit, f, next, err := fmtspec.ScanMarkup(p.s, p.i)
	if err != nil {
		p.i = len(p.s)
		return rt.Unbound, false, vm.ValueError("%s", err.Error())
	}
	p.i = next
	if f == nil {
		return vm.NewTuple([]rt.Value{vm.NewStr(lit), rt.None, rt.None, rt.None}), true, nil
	}
	conv := rt.None
	if f.Conv != 0 {
		conv = vm.NewStr(string(f.Conv))
	}
	return vm.NewTuple([]rt.Value{vm.NewStr(lit), vm.NewStr(f.Name), vm.NewStr(f.Spec), conv}), true, nil
}

// fieldIter yields (is_attribute, key) for each accessor of a field name.
type fieldIter struct {
	rt.Head
	rest string
}

func (it *fieldIter) Trace(t *rt.Tracer) {}

func (it *fieldIter) Next(vm *rt.VM) (rt.Value, bool, error) {
	if it.rest == "" {
		return rt.Unbound, false, nil
	}
	a, rest, err := fmtspec.NextAccessor(it.rest)
	if err != nil {
		it.rest = ""
		return rt.Unbound, false, vm.ValueError("%s", err.Error())
	}
	it.rest = rest
	key := vm.NewStr(a.Name)
	if !a.Attr && a.Index >= 0 {
		key = rt.SmallInt(int64(a.Index))
	}
	return vm.NewTuple([]rt.Value{rt.Bool(a.Attr), key}), true, nil
}

func strArg(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg) (string, error) {
	if len(kw) > 0 {
		return "", vm.TypeError("_string.%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return "", vm.TypeError("_string.%s() takes exactly one argument (%d given)", name, len(args))
	}
	s, ok := vm.StrOf(args[0])
	if !ok {
		return "", vm.TypeError("expected str, got %s", vm.TypeName(args[0]))
	}
	return s, nil
}

var funcs = rt.StaticFuncs("_string", rt.ModuleFuncs{
	"formatter_parser": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := strArg(vm, "formatter_parser", args, kw)
		if err != nil {
			return rt.Unbound, err
		}
		p := &parser{s: s}
		p.SetClass(parserType)
		return vm.Alloc(p), nil
	},
	"formatter_field_name_split": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := strArg(vm, "formatter_field_name_split", args, kw)
		if err != nil {
			return rt.Unbound, err
		}
		first, rest := fmtspec.SplitFieldName(s)
		firstV := vm.NewStr(first)
		n, err := fmtspec.FieldIndex(first)
		if err != nil {
			return rt.Unbound, vm.ValueError("%s", err.Error())
		}
		if n >= 0 {
			firstV = rt.SmallInt(int64(n))
		}
		it := &fieldIter{rest: rest}
		it.SetClass(fieldIterTyp)
		return vm.NewTuple([]rt.Value{firstV, vm.Alloc(it)}), nil
	},
})
