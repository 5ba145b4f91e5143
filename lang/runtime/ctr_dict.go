package runtime

import (
	"strings"
)

// The dict type, its views and iterators. The storage is dict.go's Dict.

// DictUpdate merges other into dict with the mapping protocol (the
// interpreter's DICT_UPDATE for {**x}): a dict is merged directly, anything
// else through keys() and __getitem__; an object without keys() is
// "'T' object is not a mapping".
func (vm *VM) DictUpdate(dict, other Value) error {
	d, ok := vm.AsDict(dict)
	if !ok {
		return vm.TypeError("BUG: DictUpdate on '%s'", vm.TypeName(dict))
	}
	err := vm.ctrDictMerge(d, other)
	if err != nil && ExceptionMatches(err, AttributeErrorType) {
		return vm.TypeError("'%s' object is not a mapping", vm.TypeName(other))
	}
	return err
}

// ctrDictIterIsBuiltin reports whether o's class iterates like a dict
// (CPython's tp_iter == dict_iter test in PyDict_Merge).
func (vm *VM) ctrDictIterIsBuiltin(o *Dict) bool {
	if o.cls == DictType {
		return true
	}
	f, _ := o.cls.Lookup(vm, "__iter__")
	return f == ctrDictIterFn
}

var ctrDictIterFn Value

// ctrDictMerge is PyDict_Merge(d, other, override=1).
func (vm *VM) ctrDictMerge(d *Dict, other Value) error {
	if o, ok := vm.AsDict(other); ok && vm.ctrDictIterIsBuiltin(o) {
		if o == d {
			return nil
		}
		n := len(o.entries)
		for i := 0; i < len(o.entries); i++ {
			e := o.entries[i]
			if e.key == Unbound {
				continue
			}
			if err := d.SetHashed(vm, e.key, e.hash, e.value); err != nil {
				return err
			}
			if len(o.entries) != n {
				return vm.NewError(RuntimeErrorType, "dict mutated during update")
			}
		}
		return nil
	}
	keys, err := vm.CallMethod(other, "keys")
	if err != nil {
		return err
	}
	it, err := vm.Iter(keys)
	if err != nil {
		return err
	}
	for {
		k, ok, err := vm.Next(it)
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		v, err := vm.GetItem(other, k)
		if err != nil {
			return err
		}
		if err := d.Set(vm, k, v); err != nil {
			return err
		}
	}
}

// ctrDictMergeSeq2 is PyDict_MergeFromSeq2: an iterable of key/value pairs.
func (vm *VM) ctrDictMergeSeq2(d *Dict, seq Value) error {
	it, err := vm.Iter(seq)
	if err != nil {
		return err
	}
	for i := 0; ; i++ {
		item, ok, err := vm.Next(it)
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		var pair []Value
		if t, ok := vm.AsTuple(item); ok {
			pair = t.Items
		} else if l, ok := vm.AsList(item); ok {
			pair = l.Items
		} else {
			pair, err = vm.ctrSeqFast(item, "")
			if err != nil {
				if ExceptionMatches(err, TypeErrorType) {
					if _, ierr := vm.Iter(item); ierr != nil {
						return vm.TypeError("cannot convert dictionary update sequence element #%d to a sequence", i)
					}
				}
				return err
			}
		}
		if len(pair) != 2 {
			return vm.ValueError("dictionary update sequence element #%d has length %d; 2 is required", i, len(pair))
		}
		if err := d.Set(vm, pair[0], pair[1]); err != nil {
			return err
		}
	}
}

// ctrDictUpdateArg is dict_update_arg: a dict, a mapping (has keys()), or
// an iterable of pairs.
func (vm *VM) ctrDictUpdateArg(d *Dict, arg Value) error {
	if o, ok := vm.AsDict(arg); ok && o.cls == DictType {
		return vm.ctrDictMerge(d, arg)
	}
	_, hasKeys, err := vm.GetAttrOpt(arg, "keys")
	if err != nil {
		return err
	}
	if hasKeys {
		return vm.ctrDictMerge(d, arg)
	}
	return vm.ctrDictMergeSeq2(d, arg)
}

func (vm *VM) ctrDictUpdateKw(d *Dict, kw []Kwarg) {
	for _, k := range kw {
		d.SetStr(vm, k.Name, k.Value)
	}
}

func ctrDictNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	return vm.ctrAlloc(&Dict{}, cls), nil
}

func ctrDictSelf(vm *VM, args []Value, name string) (*Dict, error) {
	return ctrSelf[*Dict](vm, args, DictType, name)
}

func ctrDictInit(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	d, err := ctrDictSelf(vm, args, "__init__")
	if err != nil {
		return Unbound, err
	}
	if len(args) > 2 {
		return Unbound, vm.TypeError("dict expected at most 1 argument, got %d", len(args)-1)
	}
	if len(args) == 2 {
		if err := vm.ctrDictUpdateArg(d, args[1]); err != nil {
			return Unbound, err
		}
	}
	vm.ctrDictUpdateKw(d, kw)
	return None, nil
}

// ctrDictGetItem is dict.__getitem__ with __missing__ for subclasses.
func (vm *VM) ctrDictGetItem(d *Dict, k Value) (Value, error) {
	v, ok, err := d.Get(vm, k)
	if err != nil {
		return Unbound, err
	}
	if ok {
		return v, nil
	}
	if d.cls != DictType {
		if f, ok := d.cls.Lookup(vm, "__missing__"); ok {
			bf, err := vm.bindAttr(f, d.self, d.cls)
			if err != nil {
				return Unbound, err
			}
			return vm.Call1(bf, k)
		}
	}
	return Unbound, vm.KeyError(k)
}

func (vm *VM) ctrDictRepr(d *Dict) (string, error) {
	if d.used == 0 {
		return "{}", nil
	}
	ok, err := vm.ReprEnter(d.self)
	if err != nil {
		return "", err
	}
	if !ok {
		return "{...}", nil
	}
	defer vm.ReprLeave(d.self)
	var b strings.Builder
	b.WriteByte('{')
	first := true
	for i := 0; i < len(d.entries); i++ {
		e := d.entries[i]
		if e.key == Unbound {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		// Keep the pair alive while repr runs Python code.
		vm.heap.Pin(e.key)
		vm.heap.Pin(e.value)
		s, err := vm.Repr(e.key)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
		b.WriteString(": ")
		if s, err = vm.Repr(e.value); err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	b.WriteByte('}')
	return b.String(), nil
}

// ctrDictEqual is dict_equal.
func (vm *VM) ctrDictEqual(a, b *Dict) (bool, error) {
	if a.used != b.used {
		return false, nil
	}
	for i := 0; i < len(a.entries); i++ {
		e := a.entries[i]
		if e.key == Unbound {
			continue
		}
		_, pos, err := b.find(vm, e.key, e.hash)
		if err != nil {
			return false, err
		}
		if pos < 0 {
			return false, nil
		}
		bv := b.entries[pos].value
		vm.heap.Pin(e.key)
		vm.heap.Pin(e.value)
		vm.heap.Pin(bv)
		eq, err := vm.Eq(e.value, bv)
		if err != nil || !eq {
			return false, err
		}
	}
	return true, nil
}

// ctrDictPopItem removes and returns the last item.
func (vm *VM) ctrDictPopItem(d *Dict) (Value, Value, error) {
	for i := len(d.entries) - 1; i >= 0; i-- {
		e := d.entries[i]
		if e.key == Unbound {
			continue
		}
		slot, pos, err := d.find(vm, e.key, e.hash)
		if err != nil {
			return Unbound, Unbound, err
		}
		if pos != i {
			return Unbound, Unbound, vm.NewError(RuntimeErrorType, "BUG: dict entry not found by popitem")
		}
		d.index[slot] = ixDeleted
		d.entries[i] = dictEntry{key: Unbound, value: Unbound}
		d.entries = d.entries[:i]
		d.used--
		d.Version++
		d.keysVersion++
		return e.key, e.value, nil
	}
	return Unbound, Unbound, vm.NewExceptionObj(KeyErrorType, []Value{vm.NewStr("popitem(): dictionary is empty")})
}

// ---- iterators ----

const (
	ctrDictKeys = iota
	ctrDictValues
	ctrDictItems
)

// DictIter iterates a dict's keys, values or items, forwards or backwards.
type DictIter struct {
	Head
	dict    *Dict // nil once exhausted
	kind    int
	reverse bool
	used    int
	pos     int
	left    int
}

// Trace implements Object.
func (it *DictIter) Trace(t *Tracer) {
	if it.dict != nil {
		t.MarkObj(it.dict)
	}
}

// Next implements Iterator.
func (it *DictIter) Next(vm *VM) (Value, bool, error) {
	e, err := it.entry(vm)
	if e == nil {
		return Unbound, false, err
	}
	switch it.kind {
	case ctrDictKeys:
		return e.key, true, nil
	case ctrDictValues:
		return e.value, true, nil
	}
	return vm.NewTupleCopy([]Value{e.key, e.value}), true, nil
}

// Arity implements Unpacker: an items iterator's items are pairs.
func (it *DictIter) Arity() int {
	if it.kind == ctrDictItems {
		return 2
	}
	return 0
}

// NextInto implements Unpacker.
func (it *DictIter) NextInto(vm *VM, dst []Value) (bool, error) {
	e, err := it.entry(vm)
	if e == nil {
		return false, err
	}
	dst[0], dst[1] = e.key, e.value
	return true, nil
}

// entry advances the iterator to its next entry; nil at the end or on an error.
func (it *DictIter) entry(vm *VM) (*dictEntry, error) {
	d := it.dict
	if d == nil {
		return nil, nil
	}
	if it.pos < 0 && !it.reverse {
		// Exhausted by machine code (for_dict), which stores no Go
		// pointer and so cannot clear dict.
		it.dict = nil
		return nil, nil
	}
	if it.used != d.used {
		it.used = -1
		return nil, vm.NewError(RuntimeErrorType, "dictionary changed size during iteration")
	}
	var e *dictEntry
	if it.reverse {
		for it.pos >= 0 && it.pos < len(d.entries) && d.entries[it.pos].key == Unbound {
			it.pos--
		}
		if it.pos >= 0 && it.pos < len(d.entries) {
			e = &d.entries[it.pos]
			it.pos--
		}
	} else {
		for it.pos < len(d.entries) && d.entries[it.pos].key == Unbound {
			it.pos++
		}
		if it.pos < len(d.entries) {
			e = &d.entries[it.pos]
			it.pos++
		}
	}
	if e == nil {
		it.dict = nil
		return nil, nil
	}
	if it.left <= 0 {
		it.left = -1
		return nil, vm.NewError(RuntimeErrorType, "dictionary keys changed during iteration")
	}
	it.left--
	return e, nil
}

var ctrDictIterTypes = [2][3]*Class{
	{newBuiltinClass("dict_keyiterator", ObjectType), newBuiltinClass("dict_valueiterator", ObjectType), newBuiltinClass("dict_itemiterator", ObjectType)},
	{newBuiltinClass("dict_reversekeyiterator", ObjectType), newBuiltinClass("dict_reversevalueiterator", ObjectType), newBuiltinClass("dict_reverseitemiterator", ObjectType)},
}

func (vm *VM) newDictIter(d *Dict, kind int, reverse bool) Value {
	it := vm.heap.freeLists.dictIter.New()
	*it = DictIter{dict: d, kind: kind, reverse: reverse, used: d.used, left: d.used}
	r := 0
	if reverse {
		r = 1
		it.pos = len(d.entries) - 1
	}
	it.cls = ctrDictIterTypes[r][kind]
	return vm.heap.allocKind(it, kindIter)
}

// ---- views ----

// DictView is dict.keys(), dict.values() or dict.items().
type DictView struct {
	Head
	dict *Dict
	kind int
}

// Trace implements Object.
func (v *DictView) Trace(t *Tracer) { t.MarkObj(v.dict) }

// Dict returns the viewed dict.
func (v *DictView) Dict() *Dict { return v.dict }

var (
	// DictKeysType is the type of dict.keys().
	DictKeysType = newBuiltinClass("dict_keys", ObjectType)
	// DictValuesType is the type of dict.values().
	DictValuesType = newBuiltinClass("dict_values", ObjectType)
	// DictItemsType is the type of dict.items().
	DictItemsType = newBuiltinClass("dict_items", ObjectType)
	ctrViewTypes  = [3]*Class{DictKeysType, DictValuesType, DictItemsType}
)

func (vm *VM) newDictView(d *Dict, kind int) Value {
	v := vm.heap.freeLists.dictView.New()
	*v = DictView{dict: d, kind: kind}
	v.cls = ctrViewTypes[kind]
	return vm.heap.allocKind(v, kindIter)
}

// ctrSetLikeView returns the keys or items view behind v.
func (vm *VM) ctrSetLikeView(v Value) (*DictView, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	dv, ok := vm.heap.Get(v).(*DictView)
	return dv, ok && dv.kind != ctrDictValues
}

// ctrViewContains is dictkeys_contains / dictitems_contains.
func (vm *VM) ctrViewContains(v *DictView, x Value) (bool, error) {
	if v.kind == ctrDictKeys {
		_, ok, err := v.dict.Get(vm, x)
		return ok, err
	}
	t, ok := vm.AsTuple(x)
	if !ok || len(t.Items) != 2 {
		return false, nil
	}
	val, found, err := v.dict.Get(vm, t.Items[0])
	if err != nil || !found {
		return false, err
	}
	vm.heap.Pin(val)
	return vm.Eq(val, t.Items[1])
}

// ctrViewToSet is dictviews_to_set.
func (vm *VM) ctrViewToSet(v Value) (*Set, error) {
	src := v
	if dv, ok := vm.ctrSetLikeView(v); ok && dv.kind == ctrDictKeys && dv.dict.cls == DictType {
		src = dv.dict.self
	}
	s := vm.ctrNewSetObj(SetType)
	return s, s.update(vm, src)
}

// ctrViewAnd is _PyDictView_Intersect.
func (vm *VM) ctrViewAnd(self, other Value) (Value, error) {
	if _, ok := vm.ctrSetLikeView(self); !ok {
		self, other = other, self
	}
	sv, _ := vm.ctrSetLikeView(self)
	lenSelf := sv.dict.used
	if os, ok := vm.AsSet(other); ok && os.cls == SetType {
		if lenSelf <= os.used {
			r, err := vm.ctrSetIntersection(os, self)
			if err != nil {
				return Unbound, err
			}
			return r.self, nil
		}
	}
	if ov, ok := vm.ctrSetLikeView(other); ok && ov.dict.used > lenSelf {
		self, other = other, self
		sv = ov
	}
	result := vm.ctrNewSetObj(SetType)
	it, err := vm.Iter(other)
	if err != nil {
		return Unbound, err
	}
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return Unbound, err
		}
		if !ok {
			return result.self, nil
		}
		found, err := vm.ctrViewContains(sv, x)
		if err != nil {
			return Unbound, err
		}
		if found {
			if err := result.add(vm, x); err != nil {
				return Unbound, err
			}
		}
	}
}

// ctrItemsXor is dictitems_xor.
func (vm *VM) ctrItemsXor(d1, d2 *Dict) (Value, error) {
	tmp := d1.Copy()
	vm.heap.Alloc(tmp)
	result := vm.ctrNewSetObj(SetType)
	for i := 0; i < len(d2.entries); i++ {
		e := d2.entries[i]
		if e.key == Unbound {
			continue
		}
		slot, pos, err := tmp.find(vm, e.key, e.hash)
		if err != nil {
			return Unbound, err
		}
		del := false
		if pos >= 0 {
			v1 := tmp.entries[pos].value
			vm.heap.Pin(v1)
			if del, err = vm.Eq(v1, e.value); err != nil {
				return Unbound, err
			}
		}
		if del {
			if slot, pos, err = tmp.find(vm, e.key, e.hash); err != nil {
				return Unbound, err
			}
			if pos >= 0 {
				tmp.index[slot] = ixDeleted
				tmp.entries[pos] = dictEntry{key: Unbound, value: Unbound}
				tmp.used--
				tmp.Version++
				tmp.keysVersion++
			}
		} else if err := result.add(vm, vm.NewTupleCopy([]Value{e.key, e.value})); err != nil {
			return Unbound, err
		}
	}
	return result.self, result.update(vm, vm.newDictView(tmp, ctrDictItems))
}

func (vm *VM) ctrViewBinop(name string, self, other Value) (Value, error) {
	switch name {
	case "&":
		return vm.ctrViewAnd(self, other)
	case "^":
		a, ok1 := vm.ctrSetLikeView(self)
		b, ok2 := vm.ctrSetLikeView(other)
		if ok1 && ok2 && a.kind == ctrDictItems && b.kind == ctrDictItems {
			return vm.ctrItemsXor(a.dict, b.dict)
		}
	}
	s, err := vm.ctrViewToSet(self)
	if err != nil {
		return Unbound, err
	}
	switch name {
	case "|":
		err = s.update(vm, other)
	case "-":
		err = s.differenceUpdate(vm, other)
	case "^":
		err = s.symDiffUpdate(vm, other)
	}
	if err != nil {
		return Unbound, err
	}
	return s.self, nil
}

// ctrAllContainedIn reports whether every item of a is in b.
func (vm *VM) ctrAllContainedIn(a, b Value) (bool, error) {
	ok := true
	err := vm.ctrIterate(a, func(x Value) error {
		if !ok {
			return nil
		}
		in, err := vm.Contains(b, x)
		if err != nil {
			return err
		}
		ok = in
		return nil
	})
	return ok, err
}

func (vm *VM) ctrViewRepr(v *DictView) (string, error) {
	ok, err := vm.ReprEnter(v.self)
	if err != nil {
		return "", err
	}
	if !ok {
		return "...", nil
	}
	defer vm.ReprLeave(v.self)
	items, err := vm.Collect(v.self)
	if err != nil {
		return "", err
	}
	l := &List{Items: items}
	vm.ctrAlloc(l, ListType)
	s, err := vm.ctrListRepr(l)
	if err != nil {
		return "", err
	}
	return v.cls.Name + "(" + s + ")", nil
}

func ctrViewMethods() {
	for kind, cls := range ctrViewTypes {
		kind, cls := kind, cls
		self := func(vm *VM, args []Value, name string) (*DictView, error) {
			v, err := ctrSelf[*DictView](vm, args, cls, name)
			if err == nil && v.kind != kind {
				return nil, vm.TypeError("descriptor '%s' requires a '%s' object but received a '%s'", name, cls.Name, vm.TypeName(args[0]))
			}
			return v, err
		}
		cls.SetAttrStatic("__hash__", None)
		cls.AddGetter("mapping", func(vm *VM, self Value) (Value, error) {
			v, err := ctrSelf[*DictView](vm, []Value{self}, cls, "mapping")
			if err != nil {
				return Unbound, err
			}
			return vm.NewMappingProxy(v.dict.self), nil
		})
		cls.AddMethod("__len__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			v, err := self(vm, args, "__len__")
			if err != nil {
				return Unbound, err
			}
			return vm.NewInt(int64(v.dict.used)), nil
		})
		cls.AddMethod("__iter__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			v, err := self(vm, args, "__iter__")
			if err != nil {
				return Unbound, err
			}
			return vm.newDictIter(v.dict, kind, false), nil
		})
		cls.AddMethod("__reversed__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			v, err := self(vm, args, "__reversed__")
			if err != nil {
				return Unbound, err
			}
			return vm.newDictIter(v.dict, kind, true), nil
		})
		cls.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			v, err := self(vm, args, "__repr__")
			if err != nil {
				return Unbound, err
			}
			s, err := vm.ctrViewRepr(v)
			if err != nil {
				return Unbound, err
			}
			return vm.NewStr(s), nil
		})
		if kind == ctrDictValues {
			continue
		}
		cls.AddMethod("__contains__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			v, err := self(vm, args, "__contains__")
			if err != nil {
				return Unbound, err
			}
			if err := ctrArgsO(vm, cls, "__contains__", args, kw); err != nil {
				return Unbound, err
			}
			ok, err := vm.ctrViewContains(v, args[1])
			return Bool(ok), err
		})
		for _, op := range []struct{ name, rname, sym string }{
			{"__and__", "__rand__", "&"}, {"__or__", "__ror__", "|"},
			{"__sub__", "__rsub__", "-"}, {"__xor__", "__rxor__", "^"},
		} {
			op := op
			cls.AddMethod(op.name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
				if _, err := self(vm, args, op.name); err != nil {
					return Unbound, err
				}
				if err := ctrArgsO(vm, cls, op.name, args, kw); err != nil {
					return Unbound, err
				}
				return vm.ctrViewBinop(op.sym, args[0], args[1])
			})
			cls.AddMethod(op.rname, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
				if _, err := self(vm, args, op.rname); err != nil {
					return Unbound, err
				}
				if err := ctrArgsO(vm, cls, op.rname, args, kw); err != nil {
					return Unbound, err
				}
				return vm.ctrViewBinop(op.sym, args[1], args[0])
			})
		}
		for op := CmpLT; op <= CmpGE; op++ {
			op := op
			cls.AddMethod(CmpNames[op], func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
				v, err := self(vm, args, CmpNames[op])
				if err != nil {
					return Unbound, err
				}
				if err := ctrArgsO(vm, cls, CmpNames[op], args, kw); err != nil {
					return Unbound, err
				}
				other := args[1]
				if _, ok := vm.AsSet(other); !ok {
					if _, ok := vm.ctrSetLikeView(other); !ok {
						return NotImplemented, nil
					}
				}
				ls := v.dict.used
				lo, err := vm.Len(other)
				if err != nil {
					return Unbound, err
				}
				r := false
				switch op {
				case CmpEQ, CmpNE:
					if ls == lo {
						if r, err = vm.ctrAllContainedIn(args[0], other); err != nil {
							return Unbound, err
						}
					}
					if op == CmpNE {
						r = !r
					}
				case CmpLT:
					if ls < lo {
						r, err = vm.ctrAllContainedIn(args[0], other)
					}
				case CmpLE:
					if ls <= lo {
						r, err = vm.ctrAllContainedIn(args[0], other)
					}
				case CmpGT:
					if ls > lo {
						r, err = vm.ctrAllContainedIn(other, args[0])
					}
				case CmpGE:
					if ls >= lo {
						r, err = vm.ctrAllContainedIn(other, args[0])
					}
				}
				if err != nil {
					return Unbound, err
				}
				return Bool(r), nil
			})
		}
		cls.AddMethod("isdisjoint", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			v, err := self(vm, args, "isdisjoint")
			if err != nil {
				return Unbound, err
			}
			if err := ctrArgsO(vm, cls, "isdisjoint", args, kw); err != nil {
				return Unbound, err
			}
			a, b := args[0], args[1]
			if a == b {
				return Bool(v.dict.used == 0), nil
			}
			_, isSet := vm.AsSet(b)
			_, isView := vm.ctrSetLikeView(b)
			if isSet || isView {
				lo, err := vm.Len(b)
				if err != nil {
					return Unbound, err
				}
				if lo > v.dict.used {
					a, b = b, a
				}
			}
			disjoint := true
			err = vm.ctrIterate(b, func(x Value) error {
				if !disjoint {
					return nil
				}
				in, err := vm.Contains(a, x)
				if in {
					disjoint = false
				}
				return err
			})
			return Bool(disjoint), err
		})
	}
}

// ---- dict methods ----

func init() {
	DictType.New = ctrDictNew
	DictType.AddMethod("__new__", ctrNewWrapper(DictType))
	DictType.AddMethod("__init__", ctrDictInit)
	DictType.SetAttrStatic("__hash__", None)
	m := map[string]BuiltinFn{}
	dictProtocolMethods(m)
	dictNamedMethods(m)
	DictType.AddMethods(m)
	ctrDictIterFn, _ = DictType.Dict.GetStr(nil, "__iter__")

	DictType.AddClassMethod("fromkeys", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := ctrArgsRange(vm, DictType, "fromkeys", args, kw, 1, 2); err != nil {
			return Unbound, err
		}
		value := None
		if len(args) == 3 {
			value = args[2]
		}
		d, err := vm.Call(args[0], nil, nil)
		if err != nil {
			return Unbound, err
		}
		if dd, ok := vm.AsDict(d); ok && dd.cls == DictType {
			err = vm.ctrIterate(args[1], func(k Value) error { return dd.Set(vm, k, value) })
		} else {
			err = vm.ctrIterate(args[1], func(k Value) error { return vm.SetItem(d, k, value) })
		}
		if err != nil {
			return Unbound, err
		}
		return d, nil
	})

	ctrViewMethods()
	for _, row := range ctrDictIterTypes {
		for _, c := range row {
			ctrAddIterMethods(c)
			c.AddMethod("__length_hint__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
				if len(args) == 0 {
					return SmallInt(0), nil
				}
				it, ok := vm.Get0(args[0]).(*DictIter)
				if !ok || it.dict == nil || it.used != it.dict.used {
					return SmallInt(0), nil
				}
				return vm.NewInt(int64(it.left)), nil
			})
		}
	}
}

// dictProtocolMethods adds dict's special methods (mapping protocol,
// repr, comparisons, the | operators) to m.
func dictProtocolMethods(m map[string]BuiltinFn) {
	m["__len__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "__len__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewInt(int64(d.used)), nil
	}
	m["__getitem__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "__getitem__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, DictType, "__getitem__", args, kw); err != nil {
			return Unbound, err
		}
		return vm.ctrDictGetItem(d, args[1])
	}
	m["__setitem__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "__setitem__")
		if err != nil {
			return Unbound, err
		}
		if len(args) != 3 {
			return Unbound, vm.TypeError(" expected 2 arguments, got %d", len(args)-1)
		}
		return None, d.Set(vm, args[1], args[2])
	}
	m["__delitem__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "__delitem__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, DictType, "__delitem__", args, kw); err != nil {
			return Unbound, err
		}
		found, err := d.Delete(vm, args[1])
		if err != nil {
			return Unbound, err
		}
		if !found {
			return Unbound, vm.KeyError(args[1])
		}
		return None, nil
	}
	m["__contains__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "__contains__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, DictType, "__contains__", args, kw); err != nil {
			return Unbound, err
		}
		_, ok, err := d.Get(vm, args[1])
		return Bool(ok), err
	}
	m["__iter__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "__iter__")
		if err != nil {
			return Unbound, err
		}
		return vm.newDictIter(d, ctrDictKeys, false), nil
	}
	m["__reversed__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "__reversed__")
		if err != nil {
			return Unbound, err
		}
		return vm.newDictIter(d, ctrDictKeys, true), nil
	}
	m["__repr__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "__repr__")
		if err != nil {
			return Unbound, err
		}
		s, err := vm.ctrDictRepr(d)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(s), nil
	}
	for op := CmpLT; op <= CmpGE; op++ {
		op := op
		m[CmpNames[op]] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			d, err := ctrDictSelf(vm, args, CmpNames[op])
			if err != nil {
				return Unbound, err
			}
			if err := ctrArgsO(vm, DictType, CmpNames[op], args, kw); err != nil {
				return Unbound, err
			}
			o, ok := vm.AsDict(args[1])
			if !ok || (op != CmpEQ && op != CmpNE) {
				return NotImplemented, nil
			}
			eq, err := vm.ctrDictEqual(d, o)
			if err != nil {
				return Unbound, err
			}
			return Bool(eq == (op == CmpEQ)), nil
		}
	}
	or := func(vm *VM, a, b Value) (Value, error) {
		da, ok1 := vm.AsDict(a)
		_, ok2 := vm.AsDict(b)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		nd := da.Copy()
		vm.heap.Alloc(nd)
		if err := vm.ctrDictUpdateArg(nd, b); err != nil {
			return Unbound, err
		}
		return nd.self, nil
	}
	m["__or__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if _, err := ctrDictSelf(vm, args, "__or__"); err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, DictType, "__or__", args, kw); err != nil {
			return Unbound, err
		}
		return or(vm, args[0], args[1])
	}
	m["__ror__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if _, err := ctrDictSelf(vm, args, "__ror__"); err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, DictType, "__ror__", args, kw); err != nil {
			return Unbound, err
		}
		return or(vm, args[1], args[0])
	}
	m["__ior__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "__ior__")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsO(vm, DictType, "__ior__", args, kw); err != nil {
			return Unbound, err
		}
		if err := vm.ctrDictUpdateArg(d, args[1]); err != nil {
			return Unbound, err
		}
		return args[0], nil
	}
}

// dictNamedMethods adds dict's named methods (keys, get, pop, update...) to m.
func dictNamedMethods(m map[string]BuiltinFn) {
	m["keys"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "keys")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, DictType, "keys", args, kw); err != nil {
			return Unbound, err
		}
		return vm.newDictView(d, ctrDictKeys), nil
	}
	m["values"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "values")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, DictType, "values", args, kw); err != nil {
			return Unbound, err
		}
		return vm.newDictView(d, ctrDictValues), nil
	}
	m["items"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "items")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, DictType, "items", args, kw); err != nil {
			return Unbound, err
		}
		return vm.newDictView(d, ctrDictItems), nil
	}
	m["get"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "get")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsRange(vm, DictType, "get", args, kw, 1, 2); err != nil {
			return Unbound, err
		}
		v, ok, err := d.Get(vm, args[1])
		if err != nil {
			return Unbound, err
		}
		if ok {
			return v, nil
		}
		if len(args) == 3 {
			return args[2], nil
		}
		return None, nil
	}
	m["setdefault"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "setdefault")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsRange(vm, DictType, "setdefault", args, kw, 1, 2); err != nil {
			return Unbound, err
		}
		h, err := vm.Hash(args[1])
		if err != nil {
			return Unbound, err
		}
		_, pos, err := d.find(vm, args[1], h)
		if err != nil {
			return Unbound, err
		}
		if pos >= 0 {
			return d.entries[pos].value, nil
		}
		dflt := None
		if len(args) == 3 {
			dflt = args[2]
		}
		return dflt, d.SetHashed(vm, args[1], h, dflt)
	}
	m["pop"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "pop")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsRange(vm, DictType, "pop", args, kw, 1, 2); err != nil {
			return Unbound, err
		}
		h, err := vm.Hash(args[1])
		if err != nil {
			return Unbound, err
		}
		slot, pos, err := d.find(vm, args[1], h)
		if err != nil {
			return Unbound, err
		}
		if pos < 0 {
			if len(args) == 3 {
				return args[2], nil
			}
			return Unbound, vm.KeyError(args[1])
		}
		v := d.entries[pos].value
		d.index[slot] = ixDeleted
		d.entries[pos] = dictEntry{key: Unbound, value: Unbound}
		d.used--
		d.Version++
		d.keysVersion++
		return v, nil
	}
	m["popitem"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "popitem")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, DictType, "popitem", args, kw); err != nil {
			return Unbound, err
		}
		k, v, err := vm.ctrDictPopItem(d)
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{k, v}), nil
	}
	m["update"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "update")
		if err != nil {
			return Unbound, err
		}
		if len(args) > 2 {
			return Unbound, vm.TypeError("update expected at most 1 argument, got %d", len(args)-1)
		}
		if len(args) == 2 {
			if err := vm.ctrDictUpdateArg(d, args[1]); err != nil {
				return Unbound, err
			}
		}
		vm.ctrDictUpdateKw(d, kw)
		return None, nil
	}
	m["clear"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "clear")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, DictType, "clear", args, kw); err != nil {
			return Unbound, err
		}
		d.Clear()
		return None, nil
	}
	m["copy"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "copy")
		if err != nil {
			return Unbound, err
		}
		if err := ctrArgsNo(vm, DictType, "copy", args, kw); err != nil {
			return Unbound, err
		}
		nd := d.Copy()
		return vm.heap.Alloc(nd), nil
	}
	m["__sizeof__"] = func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := ctrDictSelf(vm, args, "__sizeof__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewInt(dictSizeOf(vm, d)), nil
	}
}
