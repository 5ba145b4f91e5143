// Package cpjitmod implements _cpjit, a private module of helpers that
// the standard-library modules written in Python (package pylib) use to
// look like their CPython counterparts written in C.
package cpjitmod

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }

// set_c_name(cls, name): cls's type name becomes the dotted name that
// CPython's C type has ("datetime.date"); error messages show it, while
// cls.__name__ stays the last part.
func modSetCName(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 2 || len(kw) != 0 {
		return rt.Unbound, vm.TypeError("set_c_name() takes exactly 2 arguments (%d given)", len(args)+len(kw))
	}
	c, ok := vm.AsClass(args[0])
	if !ok {
		return rt.Unbound, vm.TypeError("set_c_name() argument 1 must be type, not %s", vm.TypeName(args[0]))
	}
	name, ok := vm.StrOf(args[1])
	if !ok {
		return rt.Unbound, vm.TypeError("set_c_name() argument 2 must be str, not %s", vm.TypeName(args[1]))
	}
	if strings.IndexByte(name, 0) >= 0 {
		return rt.Unbound, vm.ValueError("type name must not contain null characters")
	}
	c.SetCName(name)
	return rt.None, nil
}

var modFuncs = rt.StaticFuncs("_cpjit", rt.ModuleFuncs{
	"set_c_name":          modSetCName,
	"datetime_iso_fields": modDatetimeISOFields,
	"textwrap_chunks":     modTextwrapChunks,
})

func init() {
	register("_cpjit", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_cpjit")
		rt.FillModule(vm, m, modFuncs)
		return m, nil
	})
}
