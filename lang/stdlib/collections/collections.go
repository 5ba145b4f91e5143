package collections

import rt "github.com/cpjit/cpjit/lang/runtime"

// The _collections module: deque (deque.go), and defaultdict,
// OrderedDict and _count_elements (dictsub.go), and _tuplegetter, the
// descriptor of namedtuple's fields (runtime.TupleGetter).
// pylib/collections.py builds the public collections module on top of it
// (namedtuple, Counter, ChainMap, UserDict, ...).

var modCollectionsFuncs = rt.StaticFuncs("_collections", rt.ModuleFuncs{
	"_count_elements": CountElements,
})

func init() {
	register("_collections", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_collections")
		rt.FillModule(vm, m, modCollectionsFuncs)
		d := m.InstanceDict()
		d.SetStr(vm, "deque", DequeType.Self())
		d.SetStr(vm, "defaultdict", DefaultDictType.Self())
		d.SetStr(vm, "OrderedDict", OrderedDictType.Self())
		d.SetStr(vm, "_tuplegetter", rt.TupleGetterType.Self())
		d.SetStr(vm, "_deque_iterator", modDequeIterType.Self())
		d.SetStr(vm, "_deque_reverse_iterator", modDequeRevIterType.Self())
		return m, nil
	})
}
