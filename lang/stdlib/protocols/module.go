// Package protocols implements _cpjit_protocols, the Go core of
// isinstance() against typing's runtime-checkable protocols.
//
// members_present(obj, names, data_members) is the loop at the end of
// _ProtocolMeta.__instancecheck__: every name must be found on obj
// without running any code (as inspect.getattr_static finds it: the
// instance's __dict__ unless a data descriptor of its class takes
// precedence, the class's MRO, and for a class its metaclass's), and the
// value found must not be None unless the name is in data_members. It
// returns NotImplemented for objects whose lookup it does not model
// (modules), which typing.py then checks with inspect.getattr_static.
package protocols

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

var funcs = rt.StaticFuncs("_cpjit_protocols", rt.ModuleFuncs{
	"members_present": membersPresent,
})

func init() {
	Modules["_cpjit_protocols"] = func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_cpjit_protocols")
		rt.FillModule(vm, m, funcs)
		return m, nil
	}
}

func membersPresent(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 3 || len(kw) != 0 {
		return rt.Unbound, vm.TypeError("members_present() takes exactly 3 arguments (%d given)", len(args)+len(kw))
	}
	obj := args[0]
	names, ok := vm.AsSet(args[1])
	if !ok {
		return rt.NotImplemented, nil
	}
	data, ok := vm.AsSet(args[2])
	if !ok {
		return rt.NotImplemented, nil
	}
	if _, isModule := vm.Get0(obj).(*rt.Module); isModule {
		return rt.NotImplemented, nil
	}
	for _, n := range names.Items() {
		name, ok := vm.StrOf(n)
		if !ok {
			return rt.NotImplemented, nil
		}
		v, found := lookupStatic(vm, obj, name)
		if !found {
			return rt.False, nil
		}
		if v == rt.None {
			in, err := vm.Contains(data.Self(), n)
			if err != nil {
				return rt.Unbound, err
			}
			if !in {
				return rt.False, nil
			}
		}
	}
	return rt.True, nil
}

type hasDict interface{ InstanceDict() *rt.Dict }

// lookupStatic is inspect.getattr_static(obj, name) without a default.
func lookupStatic(vm *rt.VM, obj rt.Value, name string) (rt.Value, bool) {
	cls := vm.ClassOf(obj)
	if c, ok := vm.Get0(obj).(*rt.Class); ok && cls.IsSubclass(rt.TypeType) {
		if v, ok := c.Lookup(vm, name); ok {
			return v, true
		}
		return cls.Lookup(vm, name) // the metaclass's attributes
	}
	classV, classFound := cls.Lookup(vm, name)
	if !shadowedDict(vm, cls) {
		if o, ok := vm.Get0(obj).(hasDict); ok {
			if d := o.InstanceDict(); d != nil {
				if v, ok := d.GetStr(vm, name); ok {
					if classFound && isDataDescriptor(vm, classV) {
						return classV, true
					}
					return v, true
				}
			}
		}
	}
	return classV, classFound
}

// isDataDescriptor reports whether v's class has __get__ and __set__ or
// __delete__.
func isDataDescriptor(vm *rt.VM, v rt.Value) bool {
	c := vm.ClassOf(v)
	if _, ok := c.Lookup(vm, "__get__"); !ok {
		return false
	}
	if _, ok := c.Lookup(vm, "__set__"); ok {
		return true
	}
	_, ok := c.Lookup(vm, "__delete__")
	return ok
}

// shadowedDict reports whether a class of cls's MRO defines __dict__ as
// something other than the descriptor of instance dicts (a property, say),
// in which case getattr_static does not look into the instance's dict.
func shadowedDict(vm *rt.VM, cls *rt.Class) bool {
	v, ok := cls.Lookup(vm, "__dict__")
	if !ok {
		return false
	}
	switch vm.ClassOf(v).Name {
	case "getset_descriptor", "member_descriptor":
		return false
	}
	return true
}
