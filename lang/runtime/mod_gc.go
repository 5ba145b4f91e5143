package runtime

// The gc module. cpjit's collector runs at safepoints on its own schedule
// (see heap.go). gc.collect() cannot run it from inside a call: it asks for
// a full collection at the next safepoint, which the interpreter takes as
// soon as the call returns (Heap.Request), so that by the caller's next
// instruction unreachable objects are freed, their weak references cleared
// and those references' callbacks run. It cannot know yet how many objects
// that frees and reports 0. enable/disable are recorded so that
// isenabled() answers consistently (the collector always runs).

type modGCState struct {
	disabled   bool
	threshold  [3]int64
	debugFlags int64
}

func (vm *VM) modGC() *modGCState {
	st, _ := vm.Ext["gc.state"].(*modGCState)
	if st == nil {
		st = &modGCState{threshold: [3]int64{2000, 10, 10}}
		vm.Ext["gc.state"] = st
	}
	return st
}

var modGCFuncs = StaticFuncs("gc", ModuleFuncs{
	"collect": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("collect", args, kw, []string{"generation"}, 0)
		if err != nil {
			return Unbound, err
		}
		if a[0] != Unbound {
			g, err := vm.IndexInt(a[0])
			if err != nil {
				return Unbound, err
			}
			if g < 0 || g > 2 {
				return Unbound, vm.ValueError("invalid generation")
			}
		}
		vm.heap.Request()
		return SmallInt(0), nil
	},
	"enable": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		vm.modGC().disabled = false
		return None, nil
	},
	"disable": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		vm.modGC().disabled = true
		return None, nil
	},
	"isenabled": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return Bool(!vm.modGC().disabled), nil
	},
	"get_count": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.NewTupleCopy([]Value{SmallInt(0), SmallInt(0), SmallInt(0)}), nil
	},
	"get_threshold": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t := vm.modGC().threshold
		return vm.NewTupleCopy([]Value{SmallInt(t[0]), SmallInt(t[1]), SmallInt(t[2])}), nil
	},
	"set_threshold": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("set_threshold", args, 1, 3); err != nil {
			return Unbound, err
		}
		st := vm.modGC()
		for i, a := range args {
			n, err := vm.IndexInt(a)
			if err != nil {
				return Unbound, err
			}
			st.threshold[i] = n
		}
		return None, nil
	},
	"get_debug": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.NewInt(vm.modGC().debugFlags), nil
	},
	"set_debug": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("set_debug", args, 1, 1); err != nil {
			return Unbound, err
		}
		n, err := vm.IndexInt(args[0])
		if err != nil {
			return Unbound, err
		}
		vm.modGC().debugFlags = n
		return None, nil
	},
	"get_objects": func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return vm.NewList(nil), nil },
	"get_referrers": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.NewList(nil), nil
	},
	"get_referents": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.NewList(nil), nil
	},
	"is_tracked": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.Arity("is_tracked", args, 1, 1); err != nil {
			return Unbound, err
		}
		switch vm.Get0(args[0]).(type) {
		case nil, *Str, *Bytes, *Int, *Float, *Complex:
			return False, nil
		}
		return True, nil
	},
	"is_finalized": func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return False, nil },
	"freeze":       func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return None, nil },
	"unfreeze":     func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return None, nil },
	"get_freeze_count": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return SmallInt(0), nil
	},
	"get_stats": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		out := make([]Value, 3)
		for i := range out {
			d := vm.NewDictObj()
			d.SetStr(vm, "collections", SmallInt(0))
			d.SetStr(vm, "collected", SmallInt(0))
			d.SetStr(vm, "uncollectable", SmallInt(0))
			out[i] = d.self
		}
		return vm.NewList(out), nil
	},
})

func init() {
	RegisterModule("gc", func(vm *VM) (*Module, error) {
		m := vm.NewModule("gc")
		FillModule(vm, m, modGCFuncs)
		d := m.dict
		d.SetStr(vm, "garbage", vm.NewList(nil))
		d.SetStr(vm, "callbacks", vm.NewList(nil))
		for name, v := range map[string]int64{"DEBUG_STATS": 1, "DEBUG_COLLECTABLE": 2, "DEBUG_UNCOLLECTABLE": 4,
			"DEBUG_SAVEALL": 32, "DEBUG_LEAK": 38} {
			d.SetStr(vm, name, SmallInt(v))
		}
		return m, nil
	})
}
