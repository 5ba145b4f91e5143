package etree

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
)

type method = func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error)

func addMethod(name string, f method) {
	ElementType.AddMethod(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("descriptor '%s' of 'xml.etree.ElementTree.Element' object needs an argument", name)
		}
		e, err := elemSelf(vm, args[0], name)
		if err != nil {
			return rt.Unbound, err
		}
		return f(vm, e, args[1:], kw)
	})
}

// pyHelper calls a function of the Python side (ElementPath and friends),
// which the ElementTree module stores in _elementtree's namespace.
func pyHelper(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	m, ok := vm.Modules.GetStr(vm, "_elementtree")
	if !ok {
		return rt.Unbound, vm.NewError(rt.ImportErrorType, "_elementtree is not initialised")
	}
	f, err := vm.GetAttr(m, name)
	if err != nil {
		return rt.Unbound, err
	}
	return vm.Call(f, args, kw)
}

func (e *Element) index(vm *rt.VM, k rt.Value, msg string) (int, error) {
	i, err := vm.Index(k)
	if err != nil {
		return 0, err
	}
	n := int64(len(e.kids))
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return 0, vm.NewError(rt.IndexErrorType, msg)
	}
	return int(i), nil
}

// withList applies a list operation to a copy of the children and keeps
// the result.
func (e *Element) withList(vm *rt.VM, f func(l rt.Value) (rt.Value, error)) (rt.Value, error) {
	l := vm.NewList(append([]rt.Value(nil), e.kids...))
	r, err := f(l)
	if err != nil {
		return rt.Unbound, err
	}
	lo, _ := vm.Get0(l).(*rt.List)
	e.kids = lo.Items
	return r, nil
}

func init() {
	ElementType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		_, v := newElement(vm, cls, rt.None)
		return v, nil
	}
	ElementType.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		e, err := elemSelf(vm, args[0], "__init__")
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) < 2 {
			return rt.Unbound, vm.TypeError("Element() missing required argument 'tag' (pos 1)")
		}
		if len(args) > 3 {
			return rt.Unbound, vm.TypeError("Element() takes at most 2 positional arguments (%d given)", len(args)-1)
		}
		e.tag = args[1]
		attrib := rt.Unbound
		if len(args) == 3 {
			attrib = args[2]
		}
		return rt.None, e.setAttrib(vm, attrib, kw, "Element() argument 2")
	})
	addMethod("__repr__", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		s, err := e.repr(vm)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(s), nil
	})
	addMethod("__len__", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.SmallInt(int64(len(e.kids))), nil
	})
	addMethod("__bool__", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if _, err := pyHelper(vm, "_warn_bool", nil, nil); err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(len(e.kids) > 0), nil
	})
	addMethod("__iter__", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		c := &children{e: e}
		c.SetClass(childIter)
		return vm.Alloc(c), nil
	})
	addMethod("__getitem__", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		k := args[0]
		if _, ok := vm.Get0(k).(*rt.Slice); ok {
			return vm.GetItem(vm.NewList(append([]rt.Value(nil), e.kids...)), k)
		}
		i, err := e.index(vm, k, "child index out of range")
		if err != nil {
			return rt.Unbound, err
		}
		return e.kids[i], nil
	})
	addMethod("__setitem__", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		k, v := args[0], args[1]
		if _, ok := vm.Get0(k).(*rt.Slice); ok {
			items, err := vm.Collect(v)
			if err != nil {
				return rt.Unbound, err
			}
			for _, it := range items {
				if _, ok := elemOf(vm, it); !ok {
					return rt.Unbound, vm.TypeError("expected an Element, not %s", vm.TypeName(it))
				}
			}
			return e.withList(vm, func(l rt.Value) (rt.Value, error) {
				return rt.None, vm.SetItem(l, k, vm.NewList(items))
			})
		}
		i, err := e.index(vm, k, "child assignment index out of range")
		if err != nil {
			return rt.Unbound, err
		}
		if _, ok := elemOf(vm, v); !ok {
			return rt.Unbound, vm.TypeError("expected an Element, not %s", vm.TypeName(v))
		}
		e.kids[i] = v
		return rt.None, nil
	})
	addMethod("__delitem__", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		k := args[0]
		if _, ok := vm.Get0(k).(*rt.Slice); ok {
			return e.withList(vm, func(l rt.Value) (rt.Value, error) {
				return rt.None, vm.DelItem(l, k)
			})
		}
		i, err := e.index(vm, k, "child assignment index out of range")
		if err != nil {
			return rt.Unbound, err
		}
		e.kids = append(e.kids[:i], e.kids[i+1:]...)
		return rt.None, nil
	})
	addMethod("append", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("append() takes exactly one argument (%d given)", len(args))
		}
		if err := checkElement(vm, args[0], "append() argument 1"); err != nil {
			return rt.Unbound, err
		}
		e.kids = append(e.kids, args[0])
		return rt.None, nil
	})
	addMethod("extend", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("extend() takes exactly one argument (%d given)", len(args))
		}
		items, err := vm.Collect(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		for _, it := range items {
			if _, ok := elemOf(vm, it); !ok {
				return rt.Unbound, vm.TypeError("expected an Element, not %s", vm.TypeName(it))
			}
		}
		e.kids = append(e.kids, items...)
		return rt.None, nil
	})
	addMethod("insert", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("insert expected 2 arguments, got %d", len(args))
		}
		i, err := vm.Index(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if err := checkElement(vm, args[1], "insert() argument 2"); err != nil {
			return rt.Unbound, err
		}
		n := int64(len(e.kids))
		if i < 0 {
			i = max(i+n, 0)
		}
		i = min(i, n)
		e.kids = append(e.kids, rt.None)
		copy(e.kids[i+1:], e.kids[i:])
		e.kids[i] = args[1]
		return rt.None, nil
	})
	addMethod("remove", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("remove() takes exactly one argument (%d given)", len(args))
		}
		if err := checkElement(vm, args[0], "remove() argument 1"); err != nil {
			return rt.Unbound, err
		}
		for i, k := range e.kids {
			same := k == args[0]
			if !same {
				eq, err := vm.Eq(k, args[0])
				if err != nil {
					return rt.Unbound, err
				}
				same = eq
			}
			if same {
				e.kids = append(e.kids[:i], e.kids[i+1:]...)
				return rt.None, nil
			}
		}
		return rt.Unbound, vm.ValueError("list.remove(x): x not in list")
	})
	addMethod("clear", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		e.kids = nil
		e.attrib = rt.Unbound
		e.text = rt.None
		e.tail = rt.None
		return rt.None, nil
	})
	addMethod("get", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("get", args, kw, []string{"key", "default"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		def := a[1]
		if def == rt.Unbound {
			def = rt.None
		}
		d := e.attribs(vm)
		if d == nil {
			return def, nil
		}
		v, ok, err := d.Get(vm, a[0])
		if err != nil {
			return rt.Unbound, err
		}
		if !ok {
			return def, nil
		}
		return v, nil
	})
	addMethod("set", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("set expected 2 arguments, got %d", len(args))
		}
		return rt.None, e.attribDict(vm).Set(vm, args[0], args[1])
	})
	addMethod("keys", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d := e.attribs(vm)
		if d == nil {
			return vm.NewList(nil), nil
		}
		return vm.NewList(d.Keys()), nil
	})
	addMethod("items", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d := e.attribs(vm)
		if d == nil {
			return vm.NewList(nil), nil
		}
		var out []rt.Value
		d.Items(func(k, v rt.Value) bool {
			out = append(out, vm.NewTuple([]rt.Value{k, v}))
			return true
		})
		return vm.NewList(out), nil
	})
	addMethod("iter", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("iter", args, kw, []string{"tag"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		tag := a[0]
		if tag == rt.None {
			tag = rt.Unbound
		} else if s, ok := vm.StrOf(tag); ok && s == "*" {
			tag = rt.Unbound
		}
		return newIter(vm, e.Self(), tag, false), nil
	})
	addMethod("itertext", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("itertext", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		return newIter(vm, e.Self(), rt.Unbound, true), nil
	})
	addMethod("makeelement", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 || len(kw) > 0 {
			return rt.Unbound, vm.TypeError("makeelement expected 2 arguments, got %d", len(args))
		}
		n, v := newElement(vm, ElementType, args[0])
		if err := n.setAttrib(vm, args[1], nil, "makeelement() argument 2"); err != nil {
			return rt.Unbound, err
		}
		return v, nil
	})
	addMethod("__copy__", func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		n, v := newElement(vm, e.Class(), e.tag)
		if d := e.attribs(vm); d != nil {
			n.attrib = copyDict(vm, d).Self()
		}
		n.text, n.tail = e.text, e.tail
		n.kids = append([]rt.Value(nil), e.kids...)
		return v, nil
	})
	for _, name := range []string{"find", "findall", "findtext", "iterfind", "__deepcopy__", "__reduce__"} {
		helper := "_elem_" + name
		addMethod(name, func(vm *rt.VM, e *Element, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			return pyHelper(vm, helper, append([]rt.Value{e.Self()}, args...), kw)
		})
	}
	valueProp := func(name string, field func(e *Element) *rt.Value) {
		ElementType.AddGetSet(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			e, err := elemSelf(vm, self, name)
			if err != nil {
				return rt.Unbound, err
			}
			return *field(e), nil
		}, func(vm *rt.VM, self, v rt.Value) error {
			e, err := elemSelf(vm, self, name)
			if err != nil {
				return err
			}
			if v == rt.Unbound {
				return vm.NewError(rt.AttributeErrorType, "can't delete element attribute")
			}
			*field(e) = v
			return nil
		})
	}
	valueProp("tag", func(e *Element) *rt.Value { return &e.tag })
	valueProp("text", func(e *Element) *rt.Value { return &e.text })
	valueProp("tail", func(e *Element) *rt.Value { return &e.tail })
	ElementType.AddGetSet("attrib", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		e, err := elemSelf(vm, self, "attrib")
		if err != nil {
			return rt.Unbound, err
		}
		return e.attribDict(vm).Self(), nil
	}, func(vm *rt.VM, self, v rt.Value) error {
		e, err := elemSelf(vm, self, "attrib")
		if err != nil {
			return err
		}
		if v == rt.Unbound {
			return vm.NewError(rt.AttributeErrorType, "can't delete element attribute")
		}
		if _, ok := vm.Get0(v).(*rt.Dict); !ok {
			return vm.TypeError("attrib must be dict, not %s", vm.TypeName(v))
		}
		e.attrib = v
		return nil
	})
	rt.MakeIterType(iterType)
	rt.MakeIterType(childIter)

	Modules["_elementtree"] = func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_elementtree")
		rt.FillModule(vm, m, funcs)
		d := m.InstanceDict()
		d.SetStr(vm, "Element", ElementType.Self())
		d.SetStr(vm, "ParseError", ParseErrorType.Self())
		return m, nil
	}
}

var funcs = rt.StaticFuncs("_elementtree", rt.ModuleFuncs{
	"SubElement": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) < 2 {
			if len(args) == 1 {
				return rt.Unbound, vm.TypeError("SubElement() missing required argument 'tag' (pos 2)")
			}
			return rt.Unbound, vm.TypeError("SubElement() missing required argument 'parent' (pos 1)")
		}
		if len(args) > 3 {
			return rt.Unbound, vm.TypeError("SubElement() takes at most 3 positional arguments (%d given)", len(args))
		}
		p, ok := elemOf(vm, args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("SubElement() argument 1 must be xml.etree.ElementTree.Element, not %s", vm.TypeName(args[0]))
		}
		n, v := newElement(vm, ElementType, args[1])
		attrib := rt.Unbound
		if len(args) == 3 {
			attrib = args[2]
		}
		if err := n.setAttrib(vm, attrib, kw, "SubElement() argument 3"); err != nil {
			return rt.Unbound, err
		}
		p.kids = append(p.kids, v)
		return v, nil
	},
	"serialize":  serialize,
	"parse":      parse,
	"sax_parse":  saxParse,
	"expat_code": saxExpatCode,
	"iselement": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("iselement() takes exactly one argument (%d given)", len(args))
		}
		_, ok := elemOf(vm, args[0])
		return rt.Bool(ok), nil
	},
})
