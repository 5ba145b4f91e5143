package runtime

import (
	"fmt"
	"strings"
)

// Struct sequences (CPython's structseq: sys.version_info, time.struct_time,
// sys.float_info, ...) are tuple subclasses whose items are also readable as
// named attributes. Instances are *Tuple objects holding the visible fields;
// extra fields (struct_time's tm_zone and tm_gmtoff) live in the instance
// __dict__.

// StructSeq describes one struct sequence type.
type StructSeq struct {
	Class    *Class
	fullName string // "sys.version_info"
	fields   []string
	visible  int
	// creatable says whether Python code may call the type.
	creatable bool
}

var modStructSeqs = map[*Class]*StructSeq{}

// NewStructSeq creates a struct sequence type at package init.
func NewStructSeq(module, name string, fields []string, visible int, creatable bool) *StructSeq {
	c := ModuleClass(module, module+"."+name, TupleType)
	ss := &StructSeq{Class: c, fullName: module + "." + name, fields: fields, visible: visible, creatable: creatable}
	modStructSeqs[c] = ss
	for i, f := range fields {
		i := i
		c.AddGetSet(f, func(vm *VM, self Value) (Value, error) {
			t, ok := vm.Get0(self).(*Tuple)
			if !ok {
				return Unbound, vm.TypeError("descriptor '%s' requires a '%s' object", fields[i], ss.fullName)
			}
			if i < len(t.Items) {
				return t.Items[i], nil
			}
			if t.dict != nil {
				if v, ok := t.dict.GetStr(vm, fields[i]); ok {
					return v, nil
				}
			}
			return None, nil
		}, func(vm *VM, self, v Value) error {
			return vm.NewError(AttributeErrorType, "readonly attribute")
		})
	}
	c.SetAttrStatic("n_sequence_fields", SmallInt(int64(visible)))
	c.SetAttrStatic("n_fields", SmallInt(int64(len(fields))))
	c.SetAttrStatic("n_unnamed_fields", SmallInt(0))
	c.AddStaticMethod("__new__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("%s.__new__(): not enough arguments", ss.fullName)
		}
		cls, ok := vm.AsClass(args[0])
		if !ok {
			return Unbound, vm.TypeError("%s.__new__(X): X is not a type object (%s)", ss.fullName, vm.TypeName(args[0]))
		}
		return ss.construct(vm, cls, args[1:], kw)
	})
	c.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t, ok := vm.Get0(args[0]).(*Tuple)
		if !ok {
			return Unbound, vm.TypeError("descriptor '__repr__' requires a '%s' object", ss.fullName)
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
				return Unbound, err
			}
			sb.WriteString(s)
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	c.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t := vm.Get0(args[0]).(*Tuple)
		d := vm.NewDictObj()
		if t.dict != nil {
			t.dict.Items(func(k, v Value) bool { d.Set(vm, k, v); return true })
		}
		return vm.NewTupleCopy([]Value{c.self, vm.NewTupleCopy([]Value{vm.NewTuple(append([]Value(nil), t.Items...)), d.self})}), nil
	})
	return ss
}

// construct implements struct_seq(sequence[, dict]).
func (ss *StructSeq) construct(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	if !ss.creatable {
		return Unbound, vm.TypeError("cannot create '%s' instances", ss.fullName)
	}
	a, err := vm.BindArgs("struct_time", args, kw, []string{"sequence", "dict"}, 1)
	if err != nil {
		return Unbound, err
	}
	items, err := vm.Collect(a[0])
	if err != nil {
		if ExceptionMatches(err, TypeErrorType) {
			return Unbound, vm.TypeError("constructor requires a sequence")
		}
		return Unbound, err
	}
	n := len(items)
	switch {
	case n < ss.visible:
		if ss.visible == len(ss.fields) {
			return Unbound, vm.TypeError("%s() takes a %d-sequence (%d-sequence given)", ss.fullName, ss.visible, n)
		}
		return Unbound, vm.TypeError("%s() takes an at least %d-sequence (%d-sequence given)", ss.fullName, ss.visible, n)
	case n > len(ss.fields):
		if ss.visible == len(ss.fields) {
			return Unbound, vm.TypeError("%s() takes a %d-sequence (%d-sequence given)", ss.fullName, ss.visible, n)
		}
		return Unbound, vm.TypeError("%s() takes an at most %d-sequence (%d-sequence given)", ss.fullName, len(ss.fields), n)
	}
	extra := map[string]Value{}
	for i := ss.visible; i < n; i++ {
		extra[ss.fields[i]] = items[i]
	}
	if a[1] != Unbound && a[1] != None {
		if d, ok := vm.AsDict(a[1]); ok {
			for _, f := range ss.fields[ss.visible:] {
				if _, have := extra[f]; !have {
					if v, ok := d.GetStr(vm, f); ok {
						extra[f] = v
					}
				}
			}
		} else {
			return Unbound, vm.TypeError("%s() takes a dict as second arg, if any", ss.fullName)
		}
	}
	return ss.newWith(vm, cls, items[:ss.visible], extra), nil
}

// newWith allocates an instance of cls (ss.cls or a subclass).
func (ss *StructSeq) newWith(vm *VM, cls *Class, visible []Value, extra map[string]Value) Value {
	t := &Tuple{Items: visible}
	t.cls = cls
	v := vm.Alloc(t)
	if len(extra) > 0 || cls != ss.Class {
		t.dict = vm.NewDictObj()
		for _, f := range ss.fields[ss.visible:] {
			if x, ok := extra[f]; ok {
				t.dict.SetStr(vm, f, x)
			}
		}
	}
	return v
}

// new makes an instance from Go: vals holds every field (visible first).
func (ss *StructSeq) Make(vm *VM, vals ...Value) Value {
	if len(vals) != len(ss.fields) {
		panic(fmt.Sprintf("BUG: %s needs %d fields, got %d", ss.fullName, len(ss.fields), len(vals)))
	}
	extra := map[string]Value{}
	for i := ss.visible; i < len(vals); i++ {
		extra[ss.fields[i]] = vals[i]
	}
	return ss.newWith(vm, ss.Class, append([]Value(nil), vals[:ss.visible]...), extra)
}

// ---- types.SimpleNamespace ----

// SimpleNamespaceType is types.SimpleNamespace (sys.implementation's type).
var SimpleNamespaceType = ModuleClass("types", "types.SimpleNamespace", nil)

// NewNamespace returns a SimpleNamespace holding the given attributes in order.
func (vm *VM) NewNamespace(names []string, vals []Value) Value {
	v := vm.NewInstance(SimpleNamespaceType)
	d := vm.Get(v).head().dict
	for i, n := range names {
		d.SetStr(vm, n, vals[i])
	}
	return v
}

func init() {
	c := SimpleNamespaceType
	c.HasDict = true
	c.AddGetSet("__dict__", ObjDictGet, ObjDictSet)
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		o := &Instance{}
		o.cls = cls
		v := vm.Alloc(o)
		o.dict = vm.NewDictObj()
		return v, nil
	}
	c.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) > 2 {
			return Unbound, vm.TypeError("SimpleNamespace expected at most 1 positional argument, got %d", len(args)-1)
		}
		d := vm.Get(args[0]).head().dict
		if d == nil {
			return Unbound, vm.TypeError("descriptor '__init__' requires a 'types.SimpleNamespace' object")
		}
		if len(args) == 2 {
			// A mapping or an iterable of pairs, like dict().
			dv, err := vm.Call(DictType.self, args[1:], nil)
			if err != nil {
				return Unbound, err
			}
			src, _ := vm.AsDict(dv)
			var kerr error
			src.Items(func(k, v Value) bool {
				if _, ok := vm.StrOf(k); !ok {
					kerr = vm.TypeError("keywords must be strings, not '%s'", vm.TypeName(k))
					return false
				}
				kerr = d.Set(vm, k, v)
				return kerr == nil
			})
			if kerr != nil {
				return Unbound, kerr
			}
		}
		for _, k := range kw {
			d.SetStr(vm, k.Name, k.Value)
		}
		return None, nil
	})
	c.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		self := args[0]
		cls := vm.ClassOf(self)
		name := "namespace"
		if cls != SimpleNamespaceType {
			name = cls.Name
		}
		if ok, err := vm.ReprEnter(self); err != nil || !ok {
			return vm.NewStr(name + "(...)"), err
		}
		defer vm.ReprLeave(self)
		var sb strings.Builder
		sb.WriteString(name)
		sb.WriteByte('(')
		d := vm.Get(self).head().dict
		first := true
		var err error
		if d != nil {
			d.Items(func(k, v Value) bool {
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
			return Unbound, err
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	c.AddMethod("__eq__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if !vm.IsInstance(args[0], SimpleNamespaceType) || !vm.IsInstance(args[1], SimpleNamespaceType) {
			return NotImplemented, nil
		}
		eq, err := vm.modDictsEqual(vm.Get(args[0]).head().dict, vm.Get(args[1]).head().dict)
		return Bool(eq), err
	})
	c.AddMethod("__ne__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if !vm.IsInstance(args[0], SimpleNamespaceType) || !vm.IsInstance(args[1], SimpleNamespaceType) {
			return NotImplemented, nil
		}
		eq, err := vm.modDictsEqual(vm.Get(args[0]).head().dict, vm.Get(args[1]).head().dict)
		return Bool(!eq), err
	})
	c.SetAttrStatic("__hash__", None)
	c.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d := vm.Get(args[0]).head().dict
		return vm.NewTupleCopy([]Value{vm.ClassOf(args[0]).self, EmptyTuple, d.self}), nil
	})
	c.AddMethod("__replace__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 1 {
			return Unbound, vm.TypeError("__replace__() takes no positional arguments")
		}
		nv, err := vm.Call(vm.ClassOf(args[0]).self, nil, nil)
		if err != nil {
			return Unbound, err
		}
		nd := vm.Get(nv).head().dict
		vm.Get(args[0]).head().dict.Items(func(k, v Value) bool { nd.Set(vm, k, v); return true })
		for _, k := range kw {
			nd.SetStr(vm, k.Name, k.Value)
		}
		return nv, nil
	})
}

// modDictsEqual compares two dicts' items with ==.
func (vm *VM) modDictsEqual(a, b *Dict) (bool, error) {
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
