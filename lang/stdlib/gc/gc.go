// Package gc implements the gc module. cpjit's collector runs at
// safepoints on its own schedule (see lang/runtime/heap.go). gc.collect()
// cannot run it from inside a call: it asks for a full collection at the
// next safepoint, which the interpreter takes as soon as the call returns
// (Heap.Request), so that by the caller's next instruction unreachable
// objects are freed, their weak references cleared and those references'
// callbacks run. It cannot know yet how many objects that frees and
// reports 0. enable/disable are recorded so that isenabled() answers
// consistently (the collector always runs).
package gc

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

type modGCState struct {
	disabled   bool
	threshold  [3]int64
	debugFlags int64
}

func modGC(vm *rt.VM) *modGCState {
	st, _ := vm.Ext["gc.state"].(*modGCState)
	if st == nil {
		st = &modGCState{threshold: [3]int64{2000, 10, 10}}
		vm.Ext["gc.state"] = st
	}
	return st
}

var modGCFuncs = rt.StaticFuncs("gc", rt.ModuleFuncs{
	"collect": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("collect", args, kw, []string{"generation"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if a[0] != rt.Unbound {
			g, err := vm.IndexInt(a[0])
			if err != nil {
				return rt.Unbound, err
			}
			if g < 0 || g > 2 {
				return rt.Unbound, vm.ValueError("invalid generation")
			}
		}
		vm.Heap().Request()
		return rt.SmallInt(0), nil
	},
	"enable": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		modGC(vm).disabled = false
		return rt.None, nil
	},
	"disable": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		modGC(vm).disabled = true
		return rt.None, nil
	},
	"isenabled": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.Bool(!modGC(vm).disabled), nil
	},
	"get_count": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewTupleCopy([]rt.Value{rt.SmallInt(0), rt.SmallInt(0), rt.SmallInt(0)}), nil
	},
	"get_threshold": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		t := modGC(vm).threshold
		return vm.NewTupleCopy([]rt.Value{rt.SmallInt(t[0]), rt.SmallInt(t[1]), rt.SmallInt(t[2])}), nil
	},
	"set_threshold": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("set_threshold", args, 1, 3); err != nil {
			return rt.Unbound, err
		}
		st := modGC(vm)
		for i, a := range args {
			n, err := vm.IndexInt(a)
			if err != nil {
				return rt.Unbound, err
			}
			st.threshold[i] = n
		}
		return rt.None, nil
	},
	"get_debug": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(modGC(vm).debugFlags), nil
	},
	"set_debug": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("set_debug", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		n, err := vm.IndexInt(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		modGC(vm).debugFlags = n
		return rt.None, nil
	},
	"get_objects": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return vm.NewList(nil), nil },
	"get_referrers": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewList(nil), nil
	},
	"get_referents": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewList(nil), nil
	},
	"is_tracked": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("is_tracked", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		switch vm.Get0(args[0]).(type) {
		case nil, *rt.Str, *rt.Bytes, *rt.Int, *rt.Float, *rt.Complex:
			return rt.False, nil
		}
		return rt.True, nil
	},
	"is_finalized": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.False, nil },
	"freeze":       func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.None, nil },
	"unfreeze":     func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return rt.None, nil },
	"get_freeze_count": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.SmallInt(0), nil
	},
	"get_stats": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		// One full collector: every collection is of the oldest
		// generation.
		h := vm.Heap()
		out := make([]rt.Value, 3)
		for i := range out {
			d := vm.NewDictObj()
			var n, freed int
			if i == 2 {
				n, freed = h.Collections, h.Freed
			}
			d.SetStr(vm, "collections", rt.SmallInt(int64(n)))
			d.SetStr(vm, "collected", rt.SmallInt(int64(freed)))
			d.SetStr(vm, "uncollectable", rt.SmallInt(0))
			out[i] = d.Self()
		}
		return vm.NewList(out), nil
	},
})

func init() {
	Modules["gc"] = func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("gc")
		rt.FillModule(vm, m, modGCFuncs)
		d := m.Dict()
		d.SetStr(vm, "garbage", vm.NewList(nil))
		d.SetStr(vm, "callbacks", vm.NewList(nil))
		for name, v := range map[string]int64{"DEBUG_STATS": 1, "DEBUG_COLLECTABLE": 2, "DEBUG_UNCOLLECTABLE": 4,
			"DEBUG_SAVEALL": 32, "DEBUG_LEAK": 38} {
			d.SetStr(vm, name, rt.SmallInt(v))
		}
		return m, nil
	}
}
