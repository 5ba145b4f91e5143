// Package pprintmod implements _cpjit_pprint, the Go core behind
// pylib/pprint.py's PrettyPrinter._safe_repr (CPython runs pprint in
// Python; here the recursion over builtin containers, which is most of a
// pformat's time, runs in Go).
//
// safe_repr(obj, context, maxlevels, level, sort_dicts, other, sorter)
// is PrettyPrinter._safe_repr for a printer whose format and _safe_repr
// are PrettyPrinter's own: it returns (repr, readable, recursive) for the
// builtin scalars, exact ints, and exact dicts, lists and tuples
// (recursively, with the same context bookkeeping), and calls
// other(obj, context, maxlevels, level) (pprint.py's Python code) for
// every other object. Dict items are sorted here when their keys are all
// strs or all ints; otherwise sorter(dict) sorts them as pprint.py does.
package pprintmod

import (
	"sort"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

var funcs = rt.StaticFuncs("_cpjit_pprint", rt.ModuleFuncs{
	"safe_repr": safeReprFunc,
})

func init() {
	Modules["_cpjit_pprint"] = func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_cpjit_pprint")
		rt.FillModule(vm, m, funcs)
		return m, nil
	}
}

type printer struct {
	vm        *rt.VM
	context   *rt.Dict
	contextV  rt.Value
	maxlevels int64 // 0: no limit
	maxV      rt.Value
	sortDicts bool
	other     rt.Value
	sorter    rt.Value
}

func safeReprFunc(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 7 || len(kw) != 0 {
		return rt.Unbound, vm.TypeError("safe_repr() takes exactly 7 arguments (%d given)", len(args)+len(kw))
	}
	obj, ctxV, maxV, levelV := args[0], args[1], args[2], args[3]
	ctx, ok := vm.AsDict(ctxV)
	level, lok := smallInt(levelV)
	maxlevels, mok := smallInt(maxV)
	if maxV == rt.None {
		maxlevels, mok = 0, true
	}
	if !ok || vm.ClassOf(ctxV) != rt.DictType || !lok || !mok {
		return vm.Call(args[5], args[:4], nil)
	}
	sortDicts, err := vm.Truth(args[4])
	if err != nil {
		return rt.Unbound, err
	}
	p := printer{vm: vm, context: ctx, contextV: ctxV, maxlevels: maxlevels, maxV: maxV,
		sortDicts: sortDicts, other: args[5], sorter: args[6]}
	s, readable, recursive, err := p.repr(obj, level)
	if err != nil {
		return rt.Unbound, err
	}
	return vm.NewTuple([]rt.Value{vm.NewStr(s), readable, rt.Bool(recursive)}), nil
}

func truth(vm *rt.VM, v rt.Value) (bool, error) {
	switch v {
	case rt.True:
		return true, nil
	case rt.False:
		return false, nil
	}
	return vm.Truth(v)
}

func smallInt(v rt.Value) (int64, bool) {
	if v.IsSmallInt() {
		return v.Int(), true
	}
	return 0, false
}

// repr is _safe_repr(obj, context, maxlevels, level). readable is a
// value, not a bool: pprint.py's `readable and kreadable and vreadable`
// keeps what a callback returned.
func (p *printer) repr(obj rt.Value, level int64) (string, rt.Value, bool, error) {
	vm := p.vm
	cls := vm.ClassOf(obj)
	switch cls {
	case rt.StrType, rt.BytesType, rt.ByteArrayType, rt.FloatType, rt.ComplexType,
		rt.BoolType, rt.NoneType, rt.IntType:
		s, err := vm.Repr(obj)
		return s, rt.True, false, err
	case rt.DictType:
		return p.dict(obj, level)
	case rt.ListType, rt.TupleType:
		return p.seq(obj, cls, level)
	}
	r, err := vm.Call(p.other, []rt.Value{obj, p.contextV, p.maxV, rt.SmallInt(level)}, nil)
	if err != nil {
		return "", rt.False, false, err
	}
	t, ok := vm.AsTuple(r)
	if !ok || len(t.Items) != 3 {
		return "", rt.False, false, vm.TypeError("_safe_repr() must return a 3-tuple")
	}
	s, ok := vm.StrOf(t.Items[0])
	if !ok {
		s, err = vm.Str(t.Items[0])
		if err != nil {
			return "", rt.False, false, err
		}
	}
	recursive, err := vm.Truth(t.Items[2])
	return s, t.Items[1], recursive, err
}

// enter is the check at the start of a container: "..." at the depth
// limit, the recursion marker when obj is being formatted further up,
// else obj's id entered in the context (done is false).
func (p *printer) enter(obj rt.Value, level int64, fmtDots string) (id rt.Value, s string, recursive, done bool, err error) {
	vm := p.vm
	id = vm.ID(obj)
	_, in, err := p.context.Get(vm, id)
	if err != nil {
		return id, "", false, true, err
	}
	if p.maxlevels != 0 && level >= p.maxlevels {
		return id, fmtDots, in, true, nil
	}
	if in {
		idText, err := vm.Str(id)
		if err != nil {
			return id, "", false, true, err
		}
		return id, "<Recursion on " + vm.ClassOf(obj).Name + " with id=" + idText + ">", true, true, nil
	}
	if err := p.context.Set(vm, id, rt.SmallInt(1)); err != nil {
		return id, "", false, true, err
	}
	return id, "", false, false, nil
}

func (p *printer) leave(id rt.Value) error {
	found, err := p.context.Delete(p.vm, id)
	if err == nil && !found {
		return p.vm.KeyError(id)
	}
	return err
}

func (p *printer) seq(obj rt.Value, cls *rt.Class, level int64) (string, rt.Value, bool, error) {
	vm := p.vm
	var items []rt.Value
	open, close := "[", "]"
	if cls == rt.ListType {
		l, _ := vm.AsList(obj)
		items = l.Items
		if len(items) == 0 {
			return "[]", rt.True, false, nil
		}
	} else {
		t, _ := vm.AsTuple(obj)
		items = t.Items
		open, close = "(", ")"
		if len(items) == 1 {
			close = ",)"
		} else if len(items) == 0 {
			return "()", rt.True, false, nil
		}
	}
	id, s, recursive, done, err := p.enter(obj, level, open+"..."+close)
	if done {
		return s, rt.False, recursive, err
	}
	readable := true
	var sb strings.Builder
	sb.WriteString(open)
	// A list may change under a callback: read its items at every step.
	for i := 0; ; i++ {
		if cls == rt.ListType {
			l, _ := vm.AsList(obj)
			items = l.Items
		}
		if i >= len(items) {
			break
		}
		if i > 0 {
			sb.WriteString(", ")
		}
		r, rd, rc, err := p.repr(items[i], level+1)
		if err != nil {
			return "", rt.False, false, err
		}
		sb.WriteString(r)
		if rd != rt.True {
			t, err := vm.Truth(rd)
			if err != nil {
				return "", rt.False, false, err
			}
			readable = readable && t
		}
		recursive = recursive || rc
	}
	sb.WriteString(close)
	if err := p.leave(id); err != nil {
		return "", rt.False, false, err
	}
	return sb.String(), rt.Bool(readable), recursive, nil
}

func (p *printer) dict(obj rt.Value, level int64) (string, rt.Value, bool, error) {
	vm := p.vm
	d, _ := vm.AsDict(obj)
	if d.Len() == 0 {
		return "{}", rt.True, false, nil
	}
	id, s, recursive, done, err := p.enter(obj, level, "{...}")
	if done {
		return s, rt.False, recursive, err
	}
	readable := rt.True
	var keys, vals []rt.Value
	for i := 0; ; {
		k, v, next, ok := d.EntryAt(i)
		if !ok {
			break
		}
		i = next
		keys = append(keys, k)
		vals = append(vals, v)
	}
	if p.sortDicts {
		if !sortItems(vm, keys, vals) {
			keys, vals, err = p.sortedByPython(obj)
			if err != nil {
				return "", rt.False, false, err
			}
		}
	}
	var sb strings.Builder
	sb.WriteByte('{')
	for i := range keys {
		if i > 0 {
			sb.WriteString(", ")
		}
		kr, krd, krc, err := p.repr(keys[i], level+1)
		if err != nil {
			return "", rt.False, false, err
		}
		vr, vrd, vrc, err := p.repr(vals[i], level+1)
		if err != nil {
			return "", rt.False, false, err
		}
		sb.WriteString(kr)
		sb.WriteString(": ")
		sb.WriteString(vr)
		// readable = readable and kreadable and vreadable
		for _, r := range [2]rt.Value{krd, vrd} {
			if t, err := truth(vm, readable); err != nil {
				return "", rt.False, false, err
			} else if t {
				readable = r
			}
		}
		recursive = recursive || krc || vrc
	}
	sb.WriteByte('}')
	if err := p.leave(id); err != nil {
		return "", rt.False, false, err
	}
	return sb.String(), readable, recursive, nil
}

// sortItems sorts the items by key, stably, when the keys are all exact
// strs or all small ints (or bools), whose order is total; it reports
// false, leaving them as they are, otherwise.
func sortItems(vm *rt.VM, keys, vals []rt.Value) bool {
	idx := make([]int, len(keys))
	for i := range idx {
		idx[i] = i
	}
	switch vm.ClassOf(keys[0]) {
	case rt.StrType:
		strs := make([]string, len(keys))
		for i, k := range keys {
			if vm.ClassOf(k) != rt.StrType {
				return false
			}
			strs[i], _ = vm.StrOf(k)
		}
		sort.SliceStable(idx, func(a, b int) bool { return strs[idx[a]] < strs[idx[b]] })
	case rt.IntType, rt.BoolType:
		ints := make([]int64, len(keys))
		for i, k := range keys {
			switch {
			case k.IsSmallInt():
				ints[i] = k.Int()
			case k == rt.True:
				ints[i] = 1
			case k == rt.False:
				ints[i] = 0
			default:
				return false
			}
		}
		sort.SliceStable(idx, func(a, b int) bool { return ints[idx[a]] < ints[idx[b]] })
	default:
		return false
	}
	k2 := make([]rt.Value, len(keys))
	v2 := make([]rt.Value, len(vals))
	for i, j := range idx {
		k2[i], v2[i] = keys[j], vals[j]
	}
	copy(keys, k2)
	copy(vals, v2)
	return true
}

// sortedByPython asks pprint.py for the dict's items in its order (a list
// of (key, value) pairs).
func (p *printer) sortedByPython(obj rt.Value) (keys, vals []rt.Value, err error) {
	vm := p.vm
	r, err := vm.Call(p.sorter, []rt.Value{obj}, nil)
	if err != nil {
		return nil, nil, err
	}
	l, ok := vm.AsList(r)
	if !ok {
		return nil, nil, vm.TypeError("sorter must return a list")
	}
	for _, it := range l.Items {
		t, ok := vm.AsTuple(it)
		if !ok || len(t.Items) != 2 {
			return nil, nil, vm.TypeError("sorter must return pairs")
		}
		keys = append(keys, t.Items[0])
		vals = append(vals, t.Items[1])
	}
	return keys, vals, nil
}
