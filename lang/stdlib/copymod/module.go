// Package copymod implements _cpjit_copy, the Go core behind
// pylib/copy.py's deepcopy (CPython runs copy.py in Python too; this
// module exists because the recursion over builtin containers is most of
// a deepcopy's time).
//
// deep(x, memo, other) is deepcopy(x, memo) for an exact dict memo: it
// answers from the memo, returns immutable atoms themselves, copies exact
// lists, tuples and dicts recursively here, and hands every other object
// to other(x, memo) (copy.py's Python path: __deepcopy__, reductions,
// bound methods). The memo ends up as copy.py's own code leaves it: the
// same keys (id(original)) in the same order, and the originals kept
// alive in the list at memo[id(memo)].
package copymod

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

var funcs = rt.StaticFuncs("_cpjit_copy", rt.ModuleFuncs{
	"deep": deepFunc,
})

func init() {
	Modules["_cpjit_copy"] = func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_cpjit_copy")
		rt.FillModule(vm, m, funcs)
		return m, nil
	}
}

func deepFunc(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 3 || len(kw) != 0 {
		return rt.Unbound, vm.TypeError("deep() takes exactly 3 arguments (%d given)", len(args)+len(kw))
	}
	memo, ok := vm.AsDict(args[1])
	if !ok || vm.ClassOf(args[1]) != rt.DictType {
		return rt.Unbound, vm.TypeError("deep() argument 2 must be dict, not %s", vm.TypeName(args[1]))
	}
	c := copier{vm: vm, memo: memo, memoV: args[1], other: args[2], pinKey: rt.Unbound}
	return c.deep(args[0])
}

type copier struct {
	vm     *rt.VM
	memo   *rt.Dict
	memoV  rt.Value
	other  rt.Value
	pinKey rt.Value // id(memo), made at the first pin
}

// atomic reports whether deepcopy returns objects of class c themselves
// (copy.py's _SHARED, less the rarer types it leaves to Python).
func atomic(c *rt.Class) bool {
	switch c {
	case rt.NoneType, rt.IntType, rt.BoolType, rt.FloatType, rt.StrType, rt.BytesType,
		rt.ComplexType, rt.EllipsisType, rt.NotImplType, rt.RangeType, rt.FunctionType:
		return true
	}
	return c.IsSubclass(rt.TypeType)
}

func (c *copier) deep(x rt.Value) (rt.Value, error) {
	vm := c.vm
	key := vm.ID(x)
	if found, ok, err := c.memo.Get(vm, key); err != nil {
		return rt.Unbound, err
	} else if ok {
		return found, nil
	}
	cls := vm.ClassOf(x)
	var result rt.Value
	var err error
	switch cls {
	case rt.ListType, rt.TupleType, rt.DictType:
		// copy.py's deepcopy and its handler are two Python frames.
		if vm.Depth+2 > vm.RecursionLimit {
			return rt.Unbound, vm.NewError(rt.RecursionErrorType, "maximum recursion depth exceeded")
		}
		vm.Depth += 2
		switch cls {
		case rt.ListType:
			result, err = c.list(x, key)
		case rt.TupleType:
			result, err = c.tuple(x, key)
		default:
			result, err = c.dict(x, key)
		}
		vm.Depth -= 2
	default:
		if atomic(cls) {
			return x, nil
		}
		// other stores its result in the memo and pins x itself.
		return vm.Call(c.other, []rt.Value{x, c.memoV}, nil)
	}
	if err != nil {
		return rt.Unbound, err
	}
	if result != x {
		if err := c.memo.Set(vm, key, result); err != nil {
			return rt.Unbound, err
		}
		if err := c.pin(x); err != nil {
			return rt.Unbound, err
		}
	}
	return result, nil
}

// pin appends x to memo[id(memo)], creating the list, so that x outlives
// the copy and its id is not reused meanwhile.
func (c *copier) pin(x rt.Value) error {
	vm := c.vm
	if c.pinKey == rt.Unbound {
		c.pinKey = vm.ID(c.memoV)
	}
	keep, ok, err := c.memo.Get(vm, c.pinKey)
	if err != nil {
		return err
	}
	if !ok {
		return c.memo.Set(vm, c.pinKey, vm.NewList([]rt.Value{x}))
	}
	if vm.ClassOf(keep) == rt.ListType {
		vm.ListAppend(keep, x)
		return nil
	}
	_, err = vm.CallMethod(keep, "append", x)
	return err
}

func (c *copier) list(x, key rt.Value) (rt.Value, error) {
	vm := c.vm
	result := vm.NewList(nil)
	if err := c.memo.Set(vm, key, result); err != nil {
		return rt.Unbound, err
	}
	src, _ := vm.AsList(x)
	// The list may change under a __deepcopy__ called from here: read
	// its length at every step, as iterating over it does.
	for i := 0; i < len(src.Items); i++ {
		y, err := c.deep(src.Items[i])
		if err != nil {
			return rt.Unbound, err
		}
		vm.ListAppend(result, y)
	}
	return result, nil
}

func (c *copier) tuple(x, key rt.Value) (rt.Value, error) {
	vm := c.vm
	src, _ := vm.AsTuple(x)
	var items []rt.Value
	for i, it := range src.Items {
		y, err := c.deep(it)
		if err != nil {
			return rt.Unbound, err
		}
		if items == nil && y != it {
			items = make([]rt.Value, len(src.Items))
			copy(items, src.Items[:i])
		}
		if items != nil {
			items[i] = y
		}
	}
	// A cycle through the tuple may already have produced its copy.
	if already, ok, err := c.memo.Get(vm, key); err != nil {
		return rt.Unbound, err
	} else if ok && already != rt.None {
		return already, nil
	}
	if items == nil {
		return x, nil
	}
	return vm.NewTuple(items), nil
}

func (c *copier) dict(x, key rt.Value) (rt.Value, error) {
	vm := c.vm
	d := vm.NewDictObj()
	result := d.Self()
	if err := c.memo.Set(vm, key, result); err != nil {
		return rt.Unbound, err
	}
	src, _ := vm.AsDict(x)
	n := src.Len()
	for i := 0; ; {
		k, v, next, ok := src.EntryAt(i)
		if !ok {
			break
		}
		i = next
		// result[deepcopy(k)] = deepcopy(v) copies the value first.
		v2, err := c.deep(v)
		if err != nil {
			return rt.Unbound, err
		}
		k2, err := c.deep(k)
		if err != nil {
			return rt.Unbound, err
		}
		if err := d.Set(vm, k2, v2); err != nil {
			return rt.Unbound, err
		}
		if src.Len() != n {
			return rt.Unbound, vm.NewError(rt.RuntimeErrorType, "dictionary changed size during iteration")
		}
	}
	return result, nil
}
