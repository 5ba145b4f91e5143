package collections

import rt "github.com/cpjit/cpjit/lang/runtime"

// The _collections module: deque (deque.go), and defaultdict,
// OrderedDict and _count_elements (dictsub.go), and the setter and
// deleter of namedtuple's fields.
// pylib/collections.py builds the public collections module on top of it
// (namedtuple, Counter, ChainMap, UserDict, ...).

var modCollectionsFuncs = rt.StaticFuncs("_collections", rt.ModuleFuncs{
	"_count_elements": CountElements,
	// A namedtuple's fields are properties with these as setter and
	// deleter: builtins, so that p.x = 1 fails as CPython's _tuplegetter
	// does, with no frame of their own in the traceback.
	"_tuplegetter_set": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.Unbound, vm.NewError(rt.AttributeErrorType, "can't set attribute")
	},
	"_tuplegetter_delete": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.Unbound, vm.NewError(rt.AttributeErrorType, "can't delete attribute")
	},
})

func init() {
	register("_collections", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_collections")
		rt.FillModule(vm, m, modCollectionsFuncs)
		d := m.InstanceDict()
		d.SetStr(vm, "deque", DequeType.Self())
		d.SetStr(vm, "defaultdict", DefaultDictType.Self())
		d.SetStr(vm, "OrderedDict", OrderedDictType.Self())
		d.SetStr(vm, "_deque_iterator", modDequeIterType.Self())
		d.SetStr(vm, "_deque_reverse_iterator", modDequeRevIterType.Self())
		return m, nil
	})
}
