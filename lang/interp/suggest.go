package interp

import (
	"sort"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/suggest"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// "Did you mean" suggestions for NameError and AttributeError, as CPython
// 3.13's traceback module computes them (Python/suggestions.c).

// suggestion returns the text CPython appends to the exception message, or "".
func (in *Interp) suggestion(exc *rt.Exception, withTB bool) string {
	vm := in.vm
	cls := exc.Class()
	isName := cls.IsSubclass(rt.NameErrorType)
	if cls.IsSubclass(rt.ImportErrorType) {
		return in.importSuggestion(exc)
	}
	if !isName && !cls.IsSubclass(rt.AttributeErrorType) {
		return ""
	}
	nameV, ok, err := vm.GetAttrOpt(exc.Self(), "name")
	if err != nil || !ok {
		return ""
	}
	wrong, ok := vm.GoString(nameV)
	if !ok {
		return ""
	}
	var last *FrameObj
	if withTB {
		last = in.lastFrame(exc)
	}
	var cands []string
	if isName && last != nil {
		locals := in.frameLocals(last)
		cands = append(cands, dictKeys(vm, locals)...)
		cands = append(cands, dictKeys(vm, last.globals)...)
		cands = append(cands, dictKeys(vm, vm.Builtins.Dict())...)
		if locals != nil {
			if self, ok := locals.GetStr(vm, "self"); ok {
				if _, has, err := vm.GetAttrOpt(self, wrong); err == nil && has {
					return ". Did you mean: 'self." + wrong + "'?"
				}
			}
		}
	} else if !isName {
		obj, ok, err := vm.GetAttrOpt(exc.Self(), "obj")
		if err != nil || !ok {
			return ""
		}
		hide := !strings.HasPrefix(wrong, "_")
		if hide && last != nil {
			if l := in.frameLocals(last); l != nil {
				if self, ok := l.GetStr(vm, "self"); ok && self == obj {
					hide = false
				}
			}
		}
		if cands, ok = dirNames(vm, obj, hide); !ok {
			return ""
		}
		sort.Strings(cands)
	}
	best := suggest.Best(cands, wrong)
	out := ""
	if best != "" {
		out = ". Did you mean: '" + best + "'?"
	}
	if isName && stdlibModules[wrong] {
		if out != "" {
			out += " Or did you forget to import '" + wrong + "'?"
		} else {
			out = ". Did you forget to import '" + wrong + "'?"
		}
	}
	return out
}

// importSuggestion is the suggestion for an ImportError from "from M
// import NAME": the closest public name (or any name, when NAME starts
// with an underscore) of the module M in sys.modules.
func (in *Interp) importSuggestion(exc *rt.Exception) string {
	vm := in.vm
	wrongV, ok, err := vm.GetAttrOpt(exc.Self(), "name_from")
	if err != nil || !ok {
		return ""
	}
	wrong, ok := vm.GoString(wrongV)
	if !ok {
		return ""
	}
	modName, ok, err := vm.GetAttrOpt(exc.Self(), "name")
	if err != nil || !ok {
		return ""
	}
	mn, ok := vm.GoString(modName)
	if !ok {
		return ""
	}
	mod, ok := vm.Modules.GetStr(vm, mn)
	if !ok {
		return ""
	}
	cands, ok := dirNames(vm, mod, !strings.HasPrefix(wrong, "_"))
	if !ok {
		return ""
	}
	if best := suggest.Best(cands, wrong); best != "" {
		return ". Did you mean: '" + best + "'?"
	}
	return ""
}

// dirNames returns the names dir(obj) gives, leaving out those that start
// with an underscore when hide is set; ok is false when dir raised.
func dirNames(vm *rt.VM, obj rt.Value, hide bool) (names []string, ok bool) {
	dirf, _ := vm.Builtins.Dict().GetStr(vm, "dir")
	dv, err := vm.Call(dirf, []rt.Value{obj}, nil)
	if err != nil {
		return nil, false
	}
	items, err := vm.Collect(dv)
	if err != nil {
		return nil, false
	}
	for _, it := range items {
		if s, isStr := vm.GoString(it); isStr && !(hide && strings.HasPrefix(s, "_")) {
			names = append(names, s)
		}
	}
	return names, true
}

// stdlibModules holds names from sys.stdlib_module_names that programs
// commonly forget to import.
var stdlibModules = map[string]bool{
	"sys": true, "os": true, "math": true, "cmath": true, "re": true, "json": true, "time": true,
	"random": true, "collections": true, "itertools": true, "functools": true, "operator": true,
	"string": true, "struct": true, "array": true, "io": true, "copy": true, "heapq": true,
	"bisect": true, "types": true, "abc": true, "traceback": true, "datetime": true,
	"decimal": true, "fractions": true, "statistics": true, "typing": true, "enum": true,
	"dataclasses": true, "pathlib": true, "subprocess": true, "threading": true, "gc": true,
	"errno": true, "keyword": true, "warnings": true, "weakref": true, "textwrap": true,
}

func (in *Interp) lastFrame(exc *rt.Exception) *FrameObj {
	vm := in.vm
	var last *FrameObj
	for tbv := exc.Traceback; tbv != rt.None && tbv != rt.Unbound; {
		tb, ok := vm.Get0(tbv).(*rt.Traceback)
		if !ok {
			break
		}
		if f, ok := vm.Get0(tb.Frame).(*FrameObj); ok {
			last = f
		}
		tbv = tb.Next
	}
	return last
}

func (in *Interp) frameLocals(f *FrameObj) *rt.Dict {
	if f.ns != nil {
		return f.ns
	}
	d, _ := f.snapshot()
	return d
}

func dictKeys(vm *rt.VM, d *rt.Dict) []string {
	if d == nil {
		return nil
	}
	var out []string
	for _, k := range d.Keys() {
		if s, ok := vm.GoString(k); ok {
			out = append(out, s)
		}
	}
	return out
}
