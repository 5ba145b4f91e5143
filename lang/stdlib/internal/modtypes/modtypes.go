// Package modtypes holds types that several standard-library module
// packages share but the core does not need: struct sequences
// (sys.version_info, time.struct_time, os.stat_result...) and
// types.SimpleNamespace (sys.implementation, time.get_clock_info()).
// They are built only from lang/runtime's exported API.
//
// Struct sequences are tuple subclasses whose items are also readable as
// named attributes. Instances are *rt.Tuple objects holding the visible
// fields; extra fields (struct_time's tm_zone and tm_gmtoff) live in the
// instance __dict__.
package modtypes

import (
	"fmt"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// StructSeq describes one struct sequence type.
type StructSeq struct {
	Class    *rt.Class
	fullName string // "sys.version_info"
	fields   []string
	visible  int
	// creatable says whether Python code may call the type.
	creatable bool
}

var structSeqs = map[*rt.Class]*StructSeq{}

// NewStructSeq creates a struct sequence type at package init.
func NewStructSeq(module, name string, fields []string, visible int, creatable bool) *StructSeq {
	c := rt.ModuleClass(module, module+"."+name, rt.TupleType)
	ss := &StructSeq{Class: c, fullName: module + "." + name, fields: fields, visible: visible, creatable: creatable}
	structSeqs[c] = ss
	for i, f := range fields {
		i := i
		c.AddGetSet(f, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			t, ok := vm.Get0(self).(*rt.Tuple)
			if !ok {
				return rt.Unbound, vm.TypeError("descriptor '%s' requires a '%s' object", fields[i], ss.fullName)
			}
			if i < len(t.Items) {
				return t.Items[i], nil
			}
			if t.InstanceDict() != nil {
				if v, ok := t.InstanceDict().GetStr(vm, fields[i]); ok {
					return v, nil
				}
			}
			return rt.None, nil
		}, func(vm *rt.VM, self, v rt.Value) error {
			return vm.NewError(rt.AttributeErrorType, "readonly attribute")
		})
	}
	c.SetAttrStatic("n_sequence_fields", rt.SmallInt(int64(visible)))
	c.SetAttrStatic("n_fields", rt.SmallInt(int64(len(fields))))
	c.SetAttrStatic("n_unnamed_fields", rt.SmallInt(0))
	c.AddStaticMethod("__new__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("%s.__new__(): not enough arguments", ss.fullName)
		}
		cls, ok := vm.AsClass(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("%s.__new__(X): X is not a type object (%s)", ss.fullName, vm.TypeName(args[0]))
		}
		return ss.construct(vm, cls, args[1:], kw)
	})
	c.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		t, ok := vm.Get0(args[0]).(*rt.Tuple)
		if !ok {
			return rt.Unbound, vm.TypeError("descriptor '__repr__' requires a '%s' object", ss.fullName)
		}
		var sb strings.Builder
		sb.WriteString(ss.fullName)
		sb.WriteByte('(')
		for i := 0; i < ss.visible && i < len(t.Items); i++ {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(ss.fields[i])
			sb.WriteByte('=')
			s, err := vm.Repr(t.Items[i])
			if err != nil {
				return rt.Unbound, err
			}
			sb.WriteString(s)
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	c.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		t := vm.Get0(args[0]).(*rt.Tuple)
		d := vm.NewDictObj()
		if t.InstanceDict() != nil {
			t.InstanceDict().Items(func(k, v rt.Value) bool { d.Set(vm, k, v); return true })
		}
		return vm.NewTupleCopy([]rt.Value{c.Self(), vm.NewTupleCopy([]rt.Value{vm.NewTuple(append([]rt.Value(nil), t.Items...)), d.Self()})}), nil
	})
	return ss
}

// construct implements struct_seq(sequence[, dict]).
func (ss *StructSeq) construct(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if !ss.creatable {
		return rt.Unbound, vm.TypeError("cannot create '%s' instances", ss.fullName)
	}
	a, err := vm.BindArgs("struct_time", args, kw, []string{"sequence", "dict"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	items, err := vm.Collect(a[0])
	if err != nil {
		if rt.ExceptionMatches(err, rt.TypeErrorType) {
			return rt.Unbound, vm.TypeError("constructor requires a sequence")
		}
		return rt.Unbound, err
	}
	n := len(items)
	switch {
	case n < ss.visible:
		if ss.visible == len(ss.fields) {
			return rt.Unbound, vm.TypeError("%s() takes a %d-sequence (%d-sequence given)", ss.fullName, ss.visible, n)
		}
		return rt.Unbound, vm.TypeError("%s() takes an at least %d-sequence (%d-sequence given)", ss.fullName, ss.visible, n)
	case n > len(ss.fields):
		if ss.visible == len(ss.fields) {
			return rt.Unbound, vm.TypeError("%s() takes a %d-sequence (%d-sequence given)", ss.fullName, ss.visible, n)
		}
		return rt.Unbound, vm.TypeError("%s() takes an at most %d-sequence (%d-sequence given)", ss.fullName, len(ss.fields), n)
	}
	extra := map[string]rt.Value{}
	for i := ss.visible; i < n; i++ {
		extra[ss.fields[i]] = items[i]
	}
	if a[1] != rt.Unbound && a[1] != rt.None {
		if d, ok := vm.AsDict(a[1]); ok {
			for _, f := range ss.fields[ss.visible:] {
				if _, have := extra[f]; !have {
					if v, ok := d.GetStr(vm, f); ok {
						extra[f] = v
					}
				}
			}
		} else {
			return rt.Unbound, vm.TypeError("%s() takes a dict as second arg, if any", ss.fullName)
		}
	}
	return ss.newWith(vm, cls, items[:ss.visible], extra), nil
}

// newWith allocates an instance of cls (ss.cls or a subclass).
func (ss *StructSeq) newWith(vm *rt.VM, cls *rt.Class, visible []rt.Value, extra map[string]rt.Value) rt.Value {
	t := &rt.Tuple{Items: visible}
	t.SetClass(cls)
	v := vm.Alloc(t)
	if len(extra) > 0 || cls != ss.Class {
		t.SetInstanceDict(vm.NewDictObj())
		for _, f := range ss.fields[ss.visible:] {
			if x, ok := extra[f]; ok {
				t.InstanceDict().SetStr(vm, f, x)
			}
		}
	}
	return v
}

// new makes an instance from Go: vals holds every field (visible first).
func (ss *StructSeq) Make(vm *rt.VM, vals ...rt.Value) rt.Value {
	if len(vals) != len(ss.fields) {
		panic(fmt.Sprintf("BUG: %s needs %d fields, got %d", ss.fullName, len(ss.fields), len(vals)))
	}
	extra := map[string]rt.Value{}
	for i := ss.visible; i < len(vals); i++ {
		extra[ss.fields[i]] = vals[i]
	}
	return ss.newWith(vm, ss.Class, append([]rt.Value(nil), vals[:ss.visible]...), extra)
}

// ---- types.SimpleNamespace ----

// NamespaceType is types.SimpleNamespace (sys.implementation's type).
var NamespaceType = rt.ModuleClass("types", "types.SimpleNamespace", nil)

// NewNamespace returns a SimpleNamespace holding the given attributes in order.
func NewNamespace(vm *rt.VM, names []string, vals []rt.Value) rt.Value {
	v := vm.NewInstance(NamespaceType)
	d := vm.Get(v).(interface{ InstanceDict() *rt.Dict }).InstanceDict()
	for i, n := range names {
		d.SetStr(vm, n, vals[i])
	}
	return v
}

func init() {
	c := NamespaceType
	c.HasDict = true
	c.AddGetSet("__dict__", rt.ObjDictGet, rt.ObjDictSet)
	c.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		o := &rt.Instance{}
		o.SetClass(cls)
		v := vm.Alloc(o)
		o.SetInstanceDict(vm.NewDictObj())
		return v, nil
	}
	c.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) > 2 {
			return rt.Unbound, vm.TypeError("SimpleNamespace expected at most 1 positional argument, got %d", len(args)-1)
		}
		d := vm.Get(args[0]).(interface{ InstanceDict() *rt.Dict }).InstanceDict()
		if d == nil {
			return rt.Unbound, vm.TypeError("descriptor '__init__' requires a 'types.SimpleNamespace' object")
		}
		if len(args) == 2 {
			// A mapping or an iterable of pairs, like dict().
			dv, err := vm.Call(rt.DictType.Self(), args[1:], nil)
			if err != nil {
				return rt.Unbound, err
			}
			src, _ := vm.AsDict(dv)
			var kerr error
			src.Items(func(k, v rt.Value) bool {
				if _, ok := vm.StrOf(k); !ok {
					kerr = vm.TypeError("keywords must be strings, not '%s'", vm.TypeName(k))
					return false
				}
				kerr = d.Set(vm, k, v)
				return kerr == nil
			})
			if kerr != nil {
				return rt.Unbound, kerr
			}
		}
		for _, k := range kw {
			d.SetStr(vm, k.Name, k.Value)
		}
		return rt.None, nil
	})
	c.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		self := args[0]
		cls := vm.ClassOf(self)
		name := "namespace"
		if cls != NamespaceType {
			name = cls.Name
		}
		if ok, err := vm.ReprEnter(self); err != nil || !ok {
			return vm.NewStr(name + "(...)"), err
		}
		defer vm.ReprLeave(self)
		var sb strings.Builder
		sb.WriteString(name)
		sb.WriteByte('(')
		d := vm.Get(self).(interface{ InstanceDict() *rt.Dict }).InstanceDict()
		first := true
		var err error
		if d != nil {
			d.Items(func(k, v rt.Value) bool {
				ks, ok := vm.StrOf(k)
				if !ok {
					return true
				}
				if !first {
					sb.WriteString(", ")
				}
				first = false
				sb.WriteString(ks)
				sb.WriteByte('=')
				var s string
				s, err = vm.Repr(v)
				sb.WriteString(s)
				return err == nil
			})
		}
		if err != nil {
			return rt.Unbound, err
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	c.AddMethod("__eq__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if !vm.IsInstance(args[0], NamespaceType) || !vm.IsInstance(args[1], NamespaceType) {
			return rt.NotImplemented, nil
		}
		eq, err := dictsEqual(vm, vm.Get(args[0]).(interface{ InstanceDict() *rt.Dict }).InstanceDict(), vm.Get(args[1]).(interface{ InstanceDict() *rt.Dict }).InstanceDict())
		return rt.Bool(eq), err
	})
	c.AddMethod("__ne__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if !vm.IsInstance(args[0], NamespaceType) || !vm.IsInstance(args[1], NamespaceType) {
			return rt.NotImplemented, nil
		}
		eq, err := dictsEqual(vm, vm.Get(args[0]).(interface{ InstanceDict() *rt.Dict }).InstanceDict(), vm.Get(args[1]).(interface{ InstanceDict() *rt.Dict }).InstanceDict())
		return rt.Bool(!eq), err
	})
	c.SetAttrStatic("__hash__", rt.None)
	c.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d := vm.Get(args[0]).(interface{ InstanceDict() *rt.Dict }).InstanceDict()
		return vm.NewTupleCopy([]rt.Value{vm.ClassOf(args[0]).Self(), rt.EmptyTuple, d.Self()}), nil
	})
	c.AddMethod("__replace__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("__replace__() takes no positional arguments")
		}
		nv, err := vm.Call(vm.ClassOf(args[0]).Self(), nil, nil)
		if err != nil {
			return rt.Unbound, err
		}
		nd := vm.Get(nv).(interface{ InstanceDict() *rt.Dict }).InstanceDict()
		vm.Get(args[0]).(interface{ InstanceDict() *rt.Dict }).InstanceDict().Items(func(k, v rt.Value) bool { nd.Set(vm, k, v); return true })
		for _, k := range kw {
			nd.SetStr(vm, k.Name, k.Value)
		}
		return nv, nil
	})
}

// modDictsEqual compares two dicts' items with ==.
func dictsEqual(vm *rt.VM, a, b *rt.Dict) (bool, error) {
	if a == nil || b == nil {
		return a == b, nil
	}
	if a.Len() != b.Len() {
		return false, nil
	}
	for _, k := range a.Keys() {
		av, ok, err := a.Get(vm, k)
		if err != nil {
			return false, err
		}
		if !ok {
			continue
		}
		bv, ok, err := b.Get(vm, k)
		if err != nil || !ok {
			return false, err
		}
		eq, err := vm.Eq(av, bv)
		if err != nil || !eq {
			return false, err
		}
	}
	return true, nil
}
