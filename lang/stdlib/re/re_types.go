package re

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The methods and attributes of re.Pattern, re.Match, the scanner and
// re.PatternError.

func reNoNew(name string) func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	return func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.Unbound, vm.TypeError("cannot create '%s' instances", name)
	}
}

// rePatternMethod registers a Pattern method whose arguments are bound by
// name (args[0] is self).
func rePatternMethod(name string, names []string, required int, f func(vm *rt.VM, self rt.Value, p *rePattern, a []rt.Value) (rt.Value, error)) {
	rePatternType.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		p, err := rePatternSelf(vm, args[0], name)
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs(name, args[1:], kw, names, required)
		if err != nil {
			return rt.Unbound, err
		}
		return f(vm, args[0], p, a)
	})
}

func reMatchMethod(name string, f func(vm *rt.VM, m *reMatch, args []rt.Value, kw []rt.Kwarg) (rt.Value, error)) {
	reMatchType.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		m, err := reMatchSelf(vm, args[0], name)
		if err != nil {
			return rt.Unbound, err
		}
		return f(vm, m, args[1:], kw)
	})
}

func reMatchGetter(name string, f func(vm *rt.VM, m *reMatch) rt.Value) {
	reMatchType.AddGetter(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		m, err := reMatchSelf(vm, self, name)
		if err != nil {
			return rt.Unbound, err
		}
		return f(vm, m), nil
	})
}

// reSpanOf returns the span of the group named by args (default 0).
func reSpanOf(vm *rt.VM, m *reMatch, name string, args []rt.Value, kw []rt.Kwarg) (int, int, error) {
	if err := vm.NoKwargs("Match."+name, kw); err != nil {
		return 0, 0, err
	}
	if err := vm.Arity(name, args, 0, 1); err != nil {
		return 0, 0, err
	}
	g := 0
	if len(args) == 1 {
		var err error
		if g, err = reGroupIndex(vm, m.g, args[0]); err != nil {
			return 0, 0, err
		}
	}
	return m.spans[2*g], m.spans[2*g+1], nil
}

func reSelfMethod(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) { return args[0], nil }

func init() {
	rePatternErrorType.AddMethod("__init__", reErrorInit)

	// ---- Pattern ----
	pt := rePatternType
	pt.Final = true
	pt.New = reNoNew("re.Pattern")
	for _, k := range []struct {
		name string
		kind int
	}{{"match", reKMatch}, {"fullmatch", reKFull}, {"search", reKSearch}} {
		kind := k.kind
		rePatternMethod(k.name, []string{"string", "pos", "endpos"}, 1, func(vm *rt.VM, self rt.Value, p *rePattern, a []rt.Value) (rt.Value, error) {
			return reMatchOne(vm, self, p, a[0], a[1], a[2], kind)
		})
	}
	rePatternMethod("findall", []string{"string", "pos", "endpos"}, 1, func(vm *rt.VM, self rt.Value, p *rePattern, a []rt.Value) (rt.Value, error) {
		return reFindall(vm, p, a[0], a[1], a[2])
	})
	rePatternMethod("finditer", []string{"string", "pos", "endpos"}, 1, func(vm *rt.VM, self rt.Value, p *rePattern, a []rt.Value) (rt.Value, error) {
		return reNewScanner(vm, self, p, a[0], a[1], a[2], reIterType)
	})
	rePatternMethod("scanner", []string{"string", "pos", "endpos"}, 1, func(vm *rt.VM, self rt.Value, p *rePattern, a []rt.Value) (rt.Value, error) {
		return reNewScanner(vm, self, p, a[0], a[1], a[2], reScannerType)
	})
	rePatternMethod("sub", []string{"repl", "string", "count"}, 2, func(vm *rt.VM, self rt.Value, p *rePattern, a []rt.Value) (rt.Value, error) {
		count, err := reIntArg(vm, a[2])
		if err != nil {
			return rt.Unbound, err
		}
		r, _, err := reSubn(vm, self, p, a[0], a[1], count)
		return r, err
	})
	rePatternMethod("subn", []string{"repl", "string", "count"}, 2, func(vm *rt.VM, self rt.Value, p *rePattern, a []rt.Value) (rt.Value, error) {
		count, err := reIntArg(vm, a[2])
		if err != nil {
			return rt.Unbound, err
		}
		r, n, err := reSubn(vm, self, p, a[0], a[1], count)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTupleCopy([]rt.Value{r, rt.SmallInt(int64(n))}), nil
	})
	rePatternMethod("split", []string{"string", "maxsplit"}, 1, func(vm *rt.VM, self rt.Value, p *rePattern, a []rt.Value) (rt.Value, error) {
		maxsplit, err := reIntArg(vm, a[1])
		if err != nil {
			return rt.Unbound, err
		}
		return reSplit(vm, p, a[0], maxsplit)
	})
	pt.AddGetter("pattern", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		p, err := rePatternSelf(vm, self, "pattern")
		if err != nil {
			return rt.Unbound, err
		}
		return p.pattern, nil
	})
	pt.AddGetter("flags", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		p, err := rePatternSelf(vm, self, "flags")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.SmallInt(int64(p.g.flags)), nil
	})
	pt.AddGetter("groups", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		p, err := rePatternSelf(vm, self, "groups")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.SmallInt(int64(p.g.groups)), nil
	})
	pt.AddGetter("groupindex", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		p, err := rePatternSelf(vm, self, "groupindex")
		if err != nil {
			return rt.Unbound, err
		}
		if p.groupindex == rt.Unbound {
			d := vm.NewDictObj()
			for _, n := range p.g.names {
				d.SetStr(vm, n, rt.SmallInt(int64(p.g.index[n])))
			}
			p.groupindex = d.Self()
		}
		return vm.NewMappingProxy(p.groupindex), nil
	})
	pt.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		p, err := rePatternSelf(vm, args[0], "__repr__")
		if err != nil {
			return rt.Unbound, err
		}
		r, err := vm.Repr(p.pattern)
		if err != nil {
			return rt.Unbound, err
		}
		flags := p.g.flags
		if !p.g.isBytes && flags&reTypeFlags == reFlagU {
			flags &^= reFlagU
		}
		var names []string
		for _, f := range []struct {
			name string
			bit  int
		}{{"re.IGNORECASE", reFlagI}, {"re.LOCALE", reFlagL}, {"re.MULTILINE", reFlagM}, {"re.DOTALL", reFlagS},
			{"re.UNICODE", reFlagU}, {"re.VERBOSE", reFlagX}, {"re.DEBUG", reFlagDebug}, {"re.ASCII", reFlagA}} {
			if flags&f.bit != 0 {
				names = append(names, f.name)
				flags &^= f.bit
			}
		}
		if flags != 0 {
			names = append(names, "0x"+reHex(flags, 1))
		}
		s := "re.compile(" + reTruncate(r, 200)
		if len(names) > 0 {
			s += ", " + strings.Join(names, "|")
		}
		return vm.NewStr(s + ")"), nil
	})
	pt.AddMethod("__eq__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, ok1 := vm.Get0(args[0]).(*rePattern)
		b, ok2 := vm.Get0(args[1]).(*rePattern)
		if !ok1 || !ok2 {
			return rt.NotImplemented, nil
		}
		if a == b {
			return rt.True, nil
		}
		if a.g.flags != b.g.flags || a.g.isBytes != b.g.isBytes {
			return rt.False, nil
		}
		eq, err := vm.Eq(a.pattern, b.pattern)
		return rt.Bool(eq), err
	})
	pt.AddMethod("__ne__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r, err := vm.CallMethod(args[0], "__eq__", args[1])
		if err != nil || r == rt.NotImplemented {
			return r, err
		}
		return rt.Bool(r == rt.False), nil
	})
	pt.AddMethod("__hash__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		p, err := rePatternSelf(vm, args[0], "__hash__")
		if err != nil {
			return rt.Unbound, err
		}
		h, err := vm.Hash(p.pattern)
		if err != nil {
			return rt.Unbound, err
		}
		h ^= int64(p.g.flags) * 1000003
		if h == -1 {
			h = -2
		}
		return vm.NewInt(h), nil
	})
	pt.AddMethod("__copy__", reSelfMethod)
	pt.AddMethod("__deepcopy__", reSelfMethod)
	pt.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		p, err := rePatternSelf(vm, args[0], "__reduce__")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTupleCopy([]rt.Value{reModFuncs["_compile"], vm.NewTupleCopy([]rt.Value{p.pattern, rt.SmallInt(int64(p.g.flags))})}), nil
	})
	pt.AddClassMethod("__class_getitem__", rt.ClassGetItem)

	// ---- Match ----
	mt := reMatchType
	mt.Final = true
	mt.New = reNoNew("re.Match")
	reMatchMethod("group", func(vm *rt.VM, m *reMatch, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("Match.group", kw); err != nil {
			return rt.Unbound, err
		}
		if len(args) == 0 {
			return reGroupValue(vm, m, 0, rt.None), nil
		}
		out := make([]rt.Value, len(args))
		for i, a := range args {
			g, err := reGroupIndex(vm, m.g, a)
			if err != nil {
				return rt.Unbound, err
			}
			out[i] = reGroupValue(vm, m, g, rt.None)
		}
		if len(out) == 1 {
			return out[0], nil
		}
		return vm.NewTuple(out), nil
	})
	reMatchMethod("__getitem__", func(vm *rt.VM, m *reMatch, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		g, err := reGroupIndex(vm, m.g, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return reGroupValue(vm, m, g, rt.None), nil
	})
	reMatchMethod("groups", func(vm *rt.VM, m *reMatch, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("groups", args, kw, []string{"default"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		def := rt.ArgOr(a[0], rt.None)
		out := make([]rt.Value, m.g.groups)
		for i := range out {
			out[i] = reGroupValue(vm, m, i+1, def)
		}
		return vm.NewTuple(out), nil
	})
	reMatchMethod("groupdict", func(vm *rt.VM, m *reMatch, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("groupdict", args, kw, []string{"default"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		def := rt.ArgOr(a[0], rt.None)
		d := vm.NewDictObj()
		for _, n := range m.g.names {
			d.SetStr(vm, n, reGroupValue(vm, m, m.g.index[n], def))
		}
		return d.Self(), nil
	})
	reMatchMethod("start", func(vm *rt.VM, m *reMatch, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		i, _, err := reSpanOf(vm, m, "start", args, kw)
		return rt.SmallInt(int64(i)), err
	})
	reMatchMethod("end", func(vm *rt.VM, m *reMatch, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		_, j, err := reSpanOf(vm, m, "end", args, kw)
		return rt.SmallInt(int64(j)), err
	})
	reMatchMethod("span", func(vm *rt.VM, m *reMatch, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		i, j, err := reSpanOf(vm, m, "span", args, kw)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTupleCopy([]rt.Value{rt.SmallInt(int64(i)), rt.SmallInt(int64(j))}), nil
	})
	reMatchMethod("expand", func(vm *rt.VM, m *reMatch, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("expand", args, kw, []string{"template"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		p := vm.Get(m.pat).(*rePattern)
		t, err := reTemplateOf(vm, p, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		j := &reJoiner{isBytes: m.g.isBytes}
		j.expand(vm, t, m.subj, m.spans)
		return j.result(vm)
	})
	reMatchMethod("__repr__", func(vm *rt.VM, m *reMatch, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := reMatchRepr(vm, m)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(s), nil
	})
	mt.AddMethod("__copy__", reSelfMethod)
	mt.AddMethod("__deepcopy__", reSelfMethod)
	mt.AddClassMethod("__class_getitem__", rt.ClassGetItem)
	reMatchGetter("string", func(vm *rt.VM, m *reMatch) rt.Value { return m.subj.v })
	reMatchGetter("re", func(vm *rt.VM, m *reMatch) rt.Value { return m.pat })
	reMatchGetter("pos", func(vm *rt.VM, m *reMatch) rt.Value { return rt.SmallInt(int64(m.pos)) })
	reMatchGetter("endpos", func(vm *rt.VM, m *reMatch) rt.Value { return rt.SmallInt(int64(m.endpos)) })
	reMatchGetter("lastindex", func(vm *rt.VM, m *reMatch) rt.Value {
		if i := m.lastIndex(); i > 0 {
			return rt.SmallInt(int64(i))
		}
		return rt.None
	})
	reMatchGetter("lastgroup", func(vm *rt.VM, m *reMatch) rt.Value {
		i := m.lastIndex()
		for _, n := range m.g.names {
			if i > 0 && m.g.index[n] == i {
				return vm.NewStr(n)
			}
		}
		return rt.None
	})
}

func init() {
	reMatchGetter("regs", func(vm *rt.VM, m *reMatch) rt.Value {
		out := make([]rt.Value, m.g.groups+1)
		for i := range out {
			out[i] = vm.NewTupleCopy([]rt.Value{rt.SmallInt(int64(m.spans[2*i])), rt.SmallInt(int64(m.spans[2*i+1]))})
		}
		return vm.NewTuple(out)
	})

	// ---- scanner and finditer's iterator ----
	for _, c := range []*rt.Class{reScannerType, reIterType} {
		c.Final = true
		c.New = reNoNew(c.Name)
	}
	rt.MakeIterType(reIterType)
	scan := func(name string, anchored bool) {
		reScannerType.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			s, ok := vm.Get0(args[0]).(*reScanner)
			if !ok {
				return rt.Unbound, vm.TypeError("descriptor '%s' requires a '_sre.SRE_Scanner' object", name)
			}
			return reScanStep(vm, s, anchored), nil
		})
	}
	scan("match", true)
	scan("search", false)
	reScannerType.AddGetter("pattern", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		s, ok := vm.Get0(self).(*reScanner)
		if !ok {
			return rt.Unbound, vm.TypeError("descriptor 'pattern' requires a '_sre.SRE_Scanner' object")
		}
		return s.pat, nil
	})
}
