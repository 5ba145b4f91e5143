package runtime

import (
	"strings"
)

// The methods and attributes of re.Pattern, re.Match, the scanner and
// re.PatternError.

func reNoNew(name string) func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	return func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		return Unbound, vm.TypeError("cannot create '%s' instances", name)
	}
}

// rePatternMethod registers a Pattern method whose arguments are bound by
// name (args[0] is self).
func rePatternMethod(name string, names []string, required int, f func(vm *VM, self Value, p *rePattern, a []Value) (Value, error)) {
	rePatternType.AddMethod(name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		p, err := vm.rePatternSelf(args[0], name)
		if err != nil {
			return Unbound, err
		}
		a, err := vm.BindArgs(name, args[1:], kw, names, required)
		if err != nil {
			return Unbound, err
		}
		return f(vm, args[0], p, a)
	})
}

func reMatchMethod(name string, f func(vm *VM, m *reMatch, args []Value, kw []Kwarg) (Value, error)) {
	reMatchType.AddMethod(name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		m, err := vm.reMatchSelf(args[0], name)
		if err != nil {
			return Unbound, err
		}
		return f(vm, m, args[1:], kw)
	})
}

func reMatchGetter(name string, f func(vm *VM, m *reMatch) Value) {
	reMatchType.AddGetter(name, func(vm *VM, self Value) (Value, error) {
		m, err := vm.reMatchSelf(self, name)
		if err != nil {
			return Unbound, err
		}
		return f(vm, m), nil
	})
}

// reSpanOf returns the span of the group named by args (default 0).
func (vm *VM) reSpanOf(m *reMatch, name string, args []Value, kw []Kwarg) (int, int, error) {
	if err := vm.NoKwargs("Match."+name, kw); err != nil {
		return 0, 0, err
	}
	if err := vm.Arity(name, args, 0, 1); err != nil {
		return 0, 0, err
	}
	g := 0
	if len(args) == 1 {
		var err error
		if g, err = vm.reGroupIndex(m.g, args[0]); err != nil {
			return 0, 0, err
		}
	}
	return m.spans[2*g], m.spans[2*g+1], nil
}

func reSelfMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil }

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
		rePatternMethod(k.name, []string{"string", "pos", "endpos"}, 1, func(vm *VM, self Value, p *rePattern, a []Value) (Value, error) {
			return vm.reMatchOne(self, p, a[0], a[1], a[2], kind)
		})
	}
	rePatternMethod("findall", []string{"string", "pos", "endpos"}, 1, func(vm *VM, self Value, p *rePattern, a []Value) (Value, error) {
		return vm.reFindall(p, a[0], a[1], a[2])
	})
	rePatternMethod("finditer", []string{"string", "pos", "endpos"}, 1, func(vm *VM, self Value, p *rePattern, a []Value) (Value, error) {
		return vm.reNewScanner(self, p, a[0], a[1], a[2], reIterType)
	})
	rePatternMethod("scanner", []string{"string", "pos", "endpos"}, 1, func(vm *VM, self Value, p *rePattern, a []Value) (Value, error) {
		return vm.reNewScanner(self, p, a[0], a[1], a[2], reScannerType)
	})
	rePatternMethod("sub", []string{"repl", "string", "count"}, 2, func(vm *VM, self Value, p *rePattern, a []Value) (Value, error) {
		count, err := reIntArg(vm, a[2])
		if err != nil {
			return Unbound, err
		}
		r, _, err := vm.reSubn(self, p, a[0], a[1], count)
		return r, err
	})
	rePatternMethod("subn", []string{"repl", "string", "count"}, 2, func(vm *VM, self Value, p *rePattern, a []Value) (Value, error) {
		count, err := reIntArg(vm, a[2])
		if err != nil {
			return Unbound, err
		}
		r, n, err := vm.reSubn(self, p, a[0], a[1], count)
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{r, SmallInt(int64(n))}), nil
	})
	rePatternMethod("split", []string{"string", "maxsplit"}, 1, func(vm *VM, self Value, p *rePattern, a []Value) (Value, error) {
		maxsplit, err := reIntArg(vm, a[1])
		if err != nil {
			return Unbound, err
		}
		return vm.reSplit(p, a[0], maxsplit)
	})
	pt.AddGetter("pattern", func(vm *VM, self Value) (Value, error) {
		p, err := vm.rePatternSelf(self, "pattern")
		if err != nil {
			return Unbound, err
		}
		return p.pattern, nil
	})
	pt.AddGetter("flags", func(vm *VM, self Value) (Value, error) {
		p, err := vm.rePatternSelf(self, "flags")
		if err != nil {
			return Unbound, err
		}
		return SmallInt(int64(p.g.flags)), nil
	})
	pt.AddGetter("groups", func(vm *VM, self Value) (Value, error) {
		p, err := vm.rePatternSelf(self, "groups")
		if err != nil {
			return Unbound, err
		}
		return SmallInt(int64(p.g.groups)), nil
	})
	pt.AddGetter("groupindex", func(vm *VM, self Value) (Value, error) {
		p, err := vm.rePatternSelf(self, "groupindex")
		if err != nil {
			return Unbound, err
		}
		if p.groupindex == Unbound {
			d := vm.NewDictObj()
			for _, n := range p.g.names {
				d.SetStr(vm, n, SmallInt(int64(p.g.index[n])))
			}
			p.groupindex = d.self
		}
		return vm.NewMappingProxy(p.groupindex), nil
	})
	pt.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		p, err := vm.rePatternSelf(args[0], "__repr__")
		if err != nil {
			return Unbound, err
		}
		r, err := vm.Repr(p.pattern)
		if err != nil {
			return Unbound, err
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
	pt.AddMethod("__eq__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, ok1 := vm.Get0(args[0]).(*rePattern)
		b, ok2 := vm.Get0(args[1]).(*rePattern)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		if a == b {
			return True, nil
		}
		if a.g.flags != b.g.flags || a.g.isBytes != b.g.isBytes {
			return False, nil
		}
		eq, err := vm.Eq(a.pattern, b.pattern)
		return Bool(eq), err
	})
	pt.AddMethod("__ne__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r, err := vm.CallMethod(args[0], "__eq__", args[1])
		if err != nil || r == NotImplemented {
			return r, err
		}
		return Bool(r == False), nil
	})
	pt.AddMethod("__hash__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		p, err := vm.rePatternSelf(args[0], "__hash__")
		if err != nil {
			return Unbound, err
		}
		h, err := vm.Hash(p.pattern)
		if err != nil {
			return Unbound, err
		}
		h ^= int64(p.g.flags) * 1000003
		if h == -1 {
			h = -2
		}
		return vm.NewInt(h), nil
	})
	pt.AddMethod("__copy__", reSelfMethod)
	pt.AddMethod("__deepcopy__", reSelfMethod)
	pt.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		p, err := vm.rePatternSelf(args[0], "__reduce__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{reModFuncs["_compile"], vm.NewTupleCopy([]Value{p.pattern, SmallInt(int64(p.g.flags))})}), nil
	})
	pt.AddClassMethod("__class_getitem__", ClassGetItem)

	// ---- Match ----
	mt := reMatchType
	mt.Final = true
	mt.New = reNoNew("re.Match")
	reMatchMethod("group", func(vm *VM, m *reMatch, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("Match.group", kw); err != nil {
			return Unbound, err
		}
		if len(args) == 0 {
			return vm.reGroupValue(m, 0, None), nil
		}
		out := make([]Value, len(args))
		for i, a := range args {
			g, err := vm.reGroupIndex(m.g, a)
			if err != nil {
				return Unbound, err
			}
			out[i] = vm.reGroupValue(m, g, None)
		}
		if len(out) == 1 {
			return out[0], nil
		}
		return vm.NewTuple(out), nil
	})
	reMatchMethod("__getitem__", func(vm *VM, m *reMatch, args []Value, kw []Kwarg) (Value, error) {
		g, err := vm.reGroupIndex(m.g, args[0])
		if err != nil {
			return Unbound, err
		}
		return vm.reGroupValue(m, g, None), nil
	})
	reMatchMethod("groups", func(vm *VM, m *reMatch, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("groups", args, kw, []string{"default"}, 0)
		if err != nil {
			return Unbound, err
		}
		def := ArgOr(a[0], None)
		out := make([]Value, m.g.groups)
		for i := range out {
			out[i] = vm.reGroupValue(m, i+1, def)
		}
		return vm.NewTuple(out), nil
	})
	reMatchMethod("groupdict", func(vm *VM, m *reMatch, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("groupdict", args, kw, []string{"default"}, 0)
		if err != nil {
			return Unbound, err
		}
		def := ArgOr(a[0], None)
		d := vm.NewDictObj()
		for _, n := range m.g.names {
			d.SetStr(vm, n, vm.reGroupValue(m, m.g.index[n], def))
		}
		return d.self, nil
	})
	reMatchMethod("start", func(vm *VM, m *reMatch, args []Value, kw []Kwarg) (Value, error) {
		i, _, err := vm.reSpanOf(m, "start", args, kw)
		return SmallInt(int64(i)), err
	})
	reMatchMethod("end", func(vm *VM, m *reMatch, args []Value, kw []Kwarg) (Value, error) {
		_, j, err := vm.reSpanOf(m, "end", args, kw)
		return SmallInt(int64(j)), err
	})
	reMatchMethod("span", func(vm *VM, m *reMatch, args []Value, kw []Kwarg) (Value, error) {
		i, j, err := vm.reSpanOf(m, "span", args, kw)
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{SmallInt(int64(i)), SmallInt(int64(j))}), nil
	})
	reMatchMethod("expand", func(vm *VM, m *reMatch, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("expand", args, kw, []string{"template"}, 1)
		if err != nil {
			return Unbound, err
		}
		p := vm.Get(m.pat).(*rePattern)
		t, err := vm.reTemplateOf(p, a[0])
		if err != nil {
			return Unbound, err
		}
		j := &reJoiner{isBytes: m.g.isBytes}
		j.expand(vm, t, m.subj, m.spans)
		return j.result(vm)
	})
	reMatchMethod("__repr__", func(vm *VM, m *reMatch, args []Value, kw []Kwarg) (Value, error) {
		s, err := vm.reMatchRepr(m)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(s), nil
	})
	mt.AddMethod("__copy__", reSelfMethod)
	mt.AddMethod("__deepcopy__", reSelfMethod)
	mt.AddClassMethod("__class_getitem__", ClassGetItem)
	reMatchGetter("string", func(vm *VM, m *reMatch) Value { return m.subj.v })
	reMatchGetter("re", func(vm *VM, m *reMatch) Value { return m.pat })
	reMatchGetter("pos", func(vm *VM, m *reMatch) Value { return SmallInt(int64(m.pos)) })
	reMatchGetter("endpos", func(vm *VM, m *reMatch) Value { return SmallInt(int64(m.endpos)) })
	reMatchGetter("lastindex", func(vm *VM, m *reMatch) Value {
		if i := m.lastIndex(); i > 0 {
			return SmallInt(int64(i))
		}
		return None
	})
	reMatchGetter("lastgroup", func(vm *VM, m *reMatch) Value {
		i := m.lastIndex()
		for _, n := range m.g.names {
			if i > 0 && m.g.index[n] == i {
				return vm.NewStr(n)
			}
		}
		return None
	})
	reMatchGetter("regs", func(vm *VM, m *reMatch) Value {
		out := make([]Value, m.g.groups+1)
		for i := range out {
			out[i] = vm.NewTupleCopy([]Value{SmallInt(int64(m.spans[2*i])), SmallInt(int64(m.spans[2*i+1]))})
		}
		return vm.NewTuple(out)
	})

	// ---- scanner and finditer's iterator ----
	for _, c := range []*Class{reScannerType, reIterType} {
		c.Final = true
		c.New = reNoNew(c.Name)
	}
	MakeIterType(reIterType)
	scan := func(name string, anchored bool) {
		reScannerType.AddMethod(name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			s, ok := vm.Get0(args[0]).(*reScanner)
			if !ok {
				return Unbound, vm.TypeError("descriptor '%s' requires a '_sre.SRE_Scanner' object", name)
			}
			return vm.reScanStep(s, anchored), nil
		})
	}
	scan("match", true)
	scan("search", false)
	reScannerType.AddGetter("pattern", func(vm *VM, self Value) (Value, error) {
		s, ok := vm.Get0(self).(*reScanner)
		if !ok {
			return Unbound, vm.TypeError("descriptor 'pattern' requires a '_sre.SRE_Scanner' object")
		}
		return s.pat, nil
	})
}
