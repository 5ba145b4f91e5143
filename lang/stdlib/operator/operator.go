package operator

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The operator module (CPython's _operator): functions for the language's
// operators, plus itemgetter, attrgetter and methodcaller.

var (
	modItemGetterType   = rt.ModuleClass("operator", "operator.itemgetter", nil)
	modAttrGetterType   = rt.ModuleClass("operator", "operator.attrgetter", nil)
	modMethodCallerType = rt.ModuleClass("operator", "operator.methodcaller", nil)
)

// modItemGetter is operator.itemgetter(*items).
type modItemGetter struct {
	rt.Head
	items []rt.Value
}

// Trace implements Object.
func (g *modItemGetter) Trace(t *rt.Tracer) { t.MarkAll(g.items) }

// modAttrGetter is operator.attrgetter(*attrs).
type modAttrGetter struct {
	rt.Head
	names []rt.Value // the str arguments, for repr
	paths [][]string // each split at dots
}

// Trace implements Object.
func (g *modAttrGetter) Trace(t *rt.Tracer) { t.MarkAll(g.names) }

// modMethodCaller is operator.methodcaller(name, *args, **kwargs).
type modMethodCaller struct {
	rt.Head
	name string
	args []rt.Value
	kw   []rt.Kwarg
}

// Trace implements Object.
func (m *modMethodCaller) Trace(t *rt.Tracer) {
	t.MarkAll(m.args)
	for _, k := range m.kw {
		t.Mark(k.Value)
	}
}

// opFn1/opFn2 build the fixed-arity operator functions.
func modOp1(name string, f func(vm *rt.VM, a rt.Value) (rt.Value, error)) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("_operator.%s() takes no keyword arguments", name)
		}
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("_operator.%s() takes exactly one argument (%d given)", name, len(args))
		}
		return f(vm, args[0])
	}
}

func modOp2(name string, f func(vm *rt.VM, a, b rt.Value) (rt.Value, error)) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("_operator.%s() takes no keyword arguments", name)
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("%s expected 2 arguments, got %d", name, len(args))
		}
		return f(vm, args[0], args[1])
	}
}

func modOp3(name string, f func(vm *rt.VM, a, b, c rt.Value) (rt.Value, error)) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("_operator.%s() takes no keyword arguments", name)
		}
		if len(args) != 3 {
			return rt.Unbound, vm.TypeError("%s expected 3 arguments, got %d", name, len(args))
		}
		return f(vm, args[0], args[1], args[2])
	}
}

func modBinFn(op rt.BinOp) func(vm *rt.VM, a, b rt.Value) (rt.Value, error) {
	return func(vm *rt.VM, a, b rt.Value) (rt.Value, error) { return vm.Binary(op, a, b) }
}

func modInPlaceFn(op rt.BinOp) func(vm *rt.VM, a, b rt.Value) (rt.Value, error) {
	return func(vm *rt.VM, a, b rt.Value) (rt.Value, error) { return vm.InPlace(op, a, b) }
}

func modCmpFn(op rt.CmpOp) func(vm *rt.VM, a, b rt.Value) (rt.Value, error) {
	return func(vm *rt.VM, a, b rt.Value) (rt.Value, error) { return vm.Compare(op, a, b) }
}

// modAttrPath resolves a dotted attribute path.
func modAttrPath(vm *rt.VM, obj rt.Value, path []string) (rt.Value, error) {
	for _, name := range path {
		var err error
		if obj, err = vm.GetAttr(obj, name); err != nil {
			return rt.Unbound, err
		}
	}
	return obj, nil
}

func modHasGetItem(vm *rt.VM, v rt.Value) bool {
	_, ok := vm.ClassOf(v).Lookup(vm, "__getitem__")
	return ok
}

// modLengthHint is operator.length_hint.
func modLengthHint(vm *rt.VM, obj rt.Value, def int64) (int64, error) {
	cls := vm.ClassOf(obj)
	if _, ok := cls.Lookup(vm, "__len__"); ok {
		n, err := vm.Len(obj)
		if err == nil {
			return int64(n), nil
		}
		if !rt.ExceptionMatches(err, rt.TypeErrorType) {
			return 0, err
		}
	}
	r, ok, err := vm.CallDunder(obj, "__length_hint__")
	if !ok {
		return def, nil
	}
	if err != nil {
		if rt.ExceptionMatches(err, rt.TypeErrorType) {
			return def, nil
		}
		return 0, err
	}
	if r == rt.NotImplemented {
		return def, nil
	}
	if !vm.IsInt(r) {
		return 0, vm.TypeError("__length_hint__ must be an integer, not %s", vm.TypeName(r))
	}
	n, err := vm.IndexInt(r)
	if err != nil {
		return 0, err
	}
	if n < 0 {
		return 0, vm.ValueError("__length_hint__() should return >= 0")
	}
	return n, nil
}

var modOperatorFuncs = rt.StaticFuncs("_operator", rt.ModuleFuncs{
	"add":       modOp2("add", modBinFn(rt.OpAdd)),
	"sub":       modOp2("sub", modBinFn(rt.OpSub)),
	"mul":       modOp2("mul", modBinFn(rt.OpMul)),
	"matmul":    modOp2("matmul", modBinFn(rt.OpMatMul)),
	"truediv":   modOp2("truediv", modBinFn(rt.OpTrueDiv)),
	"floordiv":  modOp2("floordiv", modBinFn(rt.OpFloorDiv)),
	"mod":       modOp2("mod", modBinFn(rt.OpMod)),
	"pow":       modOp2("pow", modBinFn(rt.OpPow)),
	"lshift":    modOp2("lshift", modBinFn(rt.OpLShift)),
	"rshift":    modOp2("rshift", modBinFn(rt.OpRShift)),
	"and_":      modOp2("and_", modBinFn(rt.OpAnd)),
	"or_":       modOp2("or_", modBinFn(rt.OpOr)),
	"xor":       modOp2("xor", modBinFn(rt.OpXor)),
	"iadd":      modOp2("iadd", modInPlaceFn(rt.OpAdd)),
	"isub":      modOp2("isub", modInPlaceFn(rt.OpSub)),
	"imul":      modOp2("imul", modInPlaceFn(rt.OpMul)),
	"imatmul":   modOp2("imatmul", modInPlaceFn(rt.OpMatMul)),
	"itruediv":  modOp2("itruediv", modInPlaceFn(rt.OpTrueDiv)),
	"ifloordiv": modOp2("ifloordiv", modInPlaceFn(rt.OpFloorDiv)),
	"imod":      modOp2("imod", modInPlaceFn(rt.OpMod)),
	"ipow":      modOp2("ipow", modInPlaceFn(rt.OpPow)),
	"ilshift":   modOp2("ilshift", modInPlaceFn(rt.OpLShift)),
	"irshift":   modOp2("irshift", modInPlaceFn(rt.OpRShift)),
	"iand":      modOp2("iand", modInPlaceFn(rt.OpAnd)),
	"ior":       modOp2("ior", modInPlaceFn(rt.OpOr)),
	"ixor":      modOp2("ixor", modInPlaceFn(rt.OpXor)),
	"lt":        modOp2("lt", modCmpFn(rt.CmpLT)),
	"le":        modOp2("le", modCmpFn(rt.CmpLE)),
	"eq":        modOp2("eq", modCmpFn(rt.CmpEQ)),
	"ne":        modOp2("ne", modCmpFn(rt.CmpNE)),
	"gt":        modOp2("gt", modCmpFn(rt.CmpGT)),
	"ge":        modOp2("ge", modCmpFn(rt.CmpGE)),
	"neg":       modOp1("neg", func(vm *rt.VM, a rt.Value) (rt.Value, error) { return vm.Neg(a) }),
	"pos":       modOp1("pos", func(vm *rt.VM, a rt.Value) (rt.Value, error) { return vm.Pos(a) }),
	"abs":       modOp1("abs", func(vm *rt.VM, a rt.Value) (rt.Value, error) { return vm.Abs(a) }),
	"inv":       modOp1("inv", func(vm *rt.VM, a rt.Value) (rt.Value, error) { return vm.Invert(a) }),
	"invert":    modOp1("invert", func(vm *rt.VM, a rt.Value) (rt.Value, error) { return vm.Invert(a) }),
	"not_": modOp1("not_", func(vm *rt.VM, a rt.Value) (rt.Value, error) {
		t, err := vm.Truth(a)
		return rt.Bool(!t), err
	}),
	"truth": modOp1("truth", func(vm *rt.VM, a rt.Value) (rt.Value, error) {
		t, err := vm.Truth(a)
		return rt.Bool(t), err
	}),
	"index": modOp1("index", func(vm *rt.VM, a rt.Value) (rt.Value, error) {
		v, err := vm.IndexValue(a)
		// An exact int, as CPython's PyNumber_Index since 3.10: True is 1.
		switch {
		case err != nil:
		case v == rt.True:
			v = rt.SmallInt(1)
		case v == rt.False:
			v = rt.SmallInt(0)
		}
		return v, err
	}),
	"is_": modOp2("is_", func(vm *rt.VM, a, b rt.Value) (rt.Value, error) { return rt.Bool(a == b), nil }),
	"is_not": modOp2("is_not", func(vm *rt.VM, a, b rt.Value) (rt.Value, error) {
		return rt.Bool(a != b), nil
	}),
	"getitem": modOp2("getitem", func(vm *rt.VM, a, b rt.Value) (rt.Value, error) { return vm.GetItem(a, b) }),
	"setitem": modOp3("setitem", func(vm *rt.VM, a, b, c rt.Value) (rt.Value, error) {
		return rt.None, vm.SetItem(a, b, c)
	}),
	"delitem": modOp2("delitem", func(vm *rt.VM, a, b rt.Value) (rt.Value, error) { return rt.None, vm.DelItem(a, b) }),
	"contains": modOp2("contains", func(vm *rt.VM, a, b rt.Value) (rt.Value, error) {
		r, err := vm.Contains(a, b)
		return rt.Bool(r), err
	}),
	"concat": modOp2("concat", func(vm *rt.VM, a, b rt.Value) (rt.Value, error) {
		if !modHasGetItem(vm, a) {
			return rt.Unbound, vm.TypeError("'%s' object can't be concatenated", vm.TypeName(a))
		}
		return vm.Binary(rt.OpAdd, a, b)
	}),
	"iconcat": modOp2("iconcat", func(vm *rt.VM, a, b rt.Value) (rt.Value, error) {
		if !modHasGetItem(vm, a) {
			return rt.Unbound, vm.TypeError("'%s' object can't be concatenated", vm.TypeName(a))
		}
		return vm.InPlace(rt.OpAdd, a, b)
	}),
	"countOf": modOp2("countOf", func(vm *rt.VM, a, b rt.Value) (rt.Value, error) {
		n := int64(0)
		err := vm.IterAll(a, func(x rt.Value) error {
			eq, err := vm.Eq(x, b)
			if eq {
				n++
			}
			return err
		})
		return vm.NewInt(n), err
	}),
	"indexOf": modOp2("indexOf", func(vm *rt.VM, a, b rt.Value) (rt.Value, error) {
		i := int64(0)
		found := int64(-1)
		errStop := &rt.Exception{}
		err := vm.IterAll(a, func(x rt.Value) error {
			eq, err := vm.Eq(x, b)
			if err != nil {
				return err
			}
			if eq {
				found = i
				return errStop
			}
			i++
			return nil
		})
		if err != nil && err != error(errStop) {
			return rt.Unbound, err
		}
		if found < 0 {
			return rt.Unbound, vm.ValueError("sequence.index(x): x not in sequence")
		}
		return vm.NewInt(found), nil
	}),
	"length_hint": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("length_hint", kw); err != nil {
			return rt.Unbound, err
		}
		if err := vm.Arity("length_hint", args, 1, 2); err != nil {
			return rt.Unbound, err
		}
		def := int64(0)
		if len(args) == 2 {
			if !vm.IsInt(args[1]) {
				if _, ok := vm.ClassOf(args[1]).Lookup(vm, "__index__"); !ok {
					return rt.Unbound, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(args[1]))
				}
			}
			var err error
			if def, err = vm.IndexInt(args[1]); err != nil {
				return rt.Unbound, err
			}
		}
		n, err := modLengthHint(vm, args[0], def)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewInt(n), nil
	},
	"call": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("call() missing 1 required positional argument: 'obj'")
		}
		return vm.Call(args[0], args[1:], kw)
	},
	"_compare_digest": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("_compare_digest", args, 2, 2); err != nil {
			return rt.Unbound, err
		}
		eq, err := vm.Eq(args[0], args[1])
		return rt.Bool(eq), err
	},
})

func init() {
	ig := modItemGetterType
	ig.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("itemgetter() takes no keyword arguments")
		}
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("itemgetter expected 1 argument, got 0")
		}
		g := &modItemGetter{items: append([]rt.Value(nil), args...)}
		g.SetClass(cls)
		v := vm.Alloc(g)
		if cls != modItemGetterType {
			g.SetInstanceDict(vm.NewDictObj())
		}
		return v, nil
	}
	ig.AddMethod("__call__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g, ok := vm.Get0(args[0]).(*modItemGetter)
		if !ok {
			return rt.Unbound, vm.TypeError("descriptor '__call__' requires a 'operator.itemgetter' object")
		}
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("itemgetter() takes no keyword arguments")
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("itemgetter expected 1 argument, got %d", len(args)-1)
		}
		obj := args[1]
		if len(g.items) == 1 {
			return vm.GetItem(obj, g.items[0])
		}
		out := make([]rt.Value, len(g.items))
		for i, it := range g.items {
			v, err := vm.GetItem(obj, it)
			if err != nil {
				return rt.Unbound, err
			}
			out[i] = v
		}
		return vm.NewTuple(out), nil
	})
	ig.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g := vm.Get0(args[0]).(*modItemGetter)
		if ok, err := vm.ReprEnter(args[0]); err != nil || !ok {
			return vm.NewStr(vm.ClassOf(args[0]).Name + "(...)"), err
		}
		defer vm.ReprLeave(args[0])
		var sb strings.Builder
		sb.WriteString(vm.ClassOf(args[0]).Name)
		sb.WriteByte('(')
		if err := vm.ReprItems(&sb, g.items); err != nil {
			return rt.Unbound, err
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	ig.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g := vm.Get0(args[0]).(*modItemGetter)
		return vm.NewTupleCopy([]rt.Value{vm.ClassOf(args[0]).Self(), vm.NewTuple(append([]rt.Value(nil), g.items...))}), nil
	})

	ag := modAttrGetterType
	ag.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("attrgetter() takes no keyword arguments")
		}
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("attrgetter expected 1 argument, got 0")
		}
		g := &modAttrGetter{names: append([]rt.Value(nil), args...)}
		for _, a := range args {
			s, ok := vm.StrOf(a)
			if !ok {
				return rt.Unbound, vm.TypeError("attribute name must be a string")
			}
			g.paths = append(g.paths, strings.Split(s, "."))
		}
		g.SetClass(cls)
		v := vm.Alloc(g)
		if cls != modAttrGetterType {
			g.SetInstanceDict(vm.NewDictObj())
		}
		return v, nil
	}
	ag.AddMethod("__call__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g, ok := vm.Get0(args[0]).(*modAttrGetter)
		if !ok {
			return rt.Unbound, vm.TypeError("descriptor '__call__' requires a 'operator.attrgetter' object")
		}
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("attrgetter() takes no keyword arguments")
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("attrgetter expected 1 argument, got %d", len(args)-1)
		}
		if len(g.paths) == 1 {
			return modAttrPath(vm, args[1], g.paths[0])
		}
		out := make([]rt.Value, len(g.paths))
		for i, p := range g.paths {
			v, err := modAttrPath(vm, args[1], p)
			if err != nil {
				return rt.Unbound, err
			}
			out[i] = v
		}
		return vm.NewTuple(out), nil
	})
	ag.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g := vm.Get0(args[0]).(*modAttrGetter)
		var sb strings.Builder
		sb.WriteString(vm.ClassOf(args[0]).Name)
		sb.WriteByte('(')
		if err := vm.ReprItems(&sb, g.names); err != nil {
			return rt.Unbound, err
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	ag.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g := vm.Get0(args[0]).(*modAttrGetter)
		return vm.NewTupleCopy([]rt.Value{vm.ClassOf(args[0]).Self(), vm.NewTuple(append([]rt.Value(nil), g.names...))}), nil
	})

	mc := modMethodCallerType
	mc.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("methodcaller needs at least one argument, the method name")
		}
		name, ok := vm.StrOf(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("method name must be a string")
		}
		m := &modMethodCaller{name: name, args: append([]rt.Value(nil), args[1:]...), kw: append([]rt.Kwarg(nil), kw...)}
		m.SetClass(cls)
		v := vm.Alloc(m)
		if cls != modMethodCallerType {
			m.SetInstanceDict(vm.NewDictObj())
		}
		return v, nil
	}
	mc.AddMethod("__call__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		m, ok := vm.Get0(args[0]).(*modMethodCaller)
		if !ok {
			return rt.Unbound, vm.TypeError("descriptor '__call__' requires a 'operator.methodcaller' object")
		}
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("methodcaller() takes no keyword arguments")
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("methodcaller expected 1 argument, got %d", len(args)-1)
		}
		f, err := vm.GetAttr(args[1], m.name)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.Call(f, m.args, m.kw)
	})
	mc.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		m := vm.Get0(args[0]).(*modMethodCaller)
		cls := vm.ClassOf(args[0]).Self()
		if len(m.kw) == 0 {
			return vm.NewTupleCopy([]rt.Value{cls, vm.NewTuple(append([]rt.Value{vm.NewStr(m.name)}, m.args...))}), nil
		}
		// As CPython's _operator: functools.partial, imported when needed.
		functools, err := vm.Interp.Import(vm, "functools", nil, rt.None, 0)
		if err != nil {
			return rt.Unbound, err
		}
		partial, err := vm.GetAttr(functools, "partial")
		if err != nil {
			return rt.Unbound, err
		}
		p, err := vm.Call(partial, []rt.Value{cls, vm.NewStr(m.name)}, m.kw)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTupleCopy([]rt.Value{p, vm.NewTuple(append([]rt.Value(nil), m.args...))}), nil
	})
	mc.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		m := vm.Get0(args[0]).(*modMethodCaller)
		var sb strings.Builder
		sb.WriteString(vm.ClassOf(args[0]).Name)
		sb.WriteByte('(')
		sb.WriteString(rt.StrRepr(m.name))
		for _, a := range m.args {
			sb.WriteString(", ")
			s, err := vm.Repr(a)
			if err != nil {
				return rt.Unbound, err
			}
			sb.WriteString(s)
		}
		for _, k := range m.kw {
			sb.WriteString(", ")
			sb.WriteString(k.Name)
			sb.WriteByte('=')
			s, err := vm.Repr(k.Value)
			if err != nil {
				return rt.Unbound, err
			}
			sb.WriteString(s)
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})

	for _, name := range []string{"operator", "_operator"} {
		name := name
		register(name, func(vm *rt.VM) (*rt.Module, error) {
			m := vm.NewModule(name)
			rt.FillModule(vm, m, modOperatorFuncs)
			d := m.InstanceDict()
			for fn, v := range modOperatorFuncs {
				if fn[0] != '_' && fn != "call" {
					alias := strings.TrimSuffix(fn, "_")
					d.SetStr(vm, "__"+alias+"__", v)
				}
			}
			d.SetStr(vm, "__call__", modOperatorFuncs["call"])
			d.SetStr(vm, "itemgetter", modItemGetterType.Self())
			d.SetStr(vm, "attrgetter", modAttrGetterType.Self())
			d.SetStr(vm, "methodcaller", modMethodCallerType.Self())
			return m, nil
		})
	}
}
