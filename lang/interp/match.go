package interp

import (
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The pattern-matching instructions of the match statement (MATCH_SEQUENCE,
// MATCH_MAPPING, MATCH_KEYS, MATCH_CLASS), with CPython 3.13's semantics.

// Collection kinds for pattern matching: CPython's Py_TPFLAGS_SEQUENCE and
// Py_TPFLAGS_MAPPING.
const (
	collSequence = 1 << 5
	collMapping  = 1 << 6
)

// builtinCollection gives the collection kind of the builtin types that
// have one.
var builtinCollection = map[string]int{
	"list": collSequence, "tuple": collSequence, "range": collSequence, "memoryview": collSequence,
	"collections.deque": collSequence, "array.array": collSequence,
	"dict": collMapping, "mappingproxy": collMapping,
}

// collectionKind returns the kind of v's class: the first class of its MRO
// that has one, a builtin type from the table above or a class that
// abc.ABCMeta marked (collections.abc.Sequence and Mapping, classes
// registered with them: abc._collection_flags).
func (in *Interp) collectionKind(v rt.Value) (int, error) {
	vm := in.vm
	cls := vm.ClassOf(v)
	var marks *rt.Dict
	if m, ok := vm.Modules.GetStr(vm, "abc"); ok {
		f, ok, err := vm.GetAttrOpt(m, "_collection_flags")
		if err != nil {
			return 0, err
		}
		if ok {
			marks, _ = vm.AsDict(f)
		}
	}
	for _, k := range cls.MRO {
		if k.Builtin {
			if f := builtinCollection[k.Name]; f != 0 {
				return f, nil
			}
			continue
		}
		if marks != nil {
			f, ok, err := marks.Get(vm, k.Self())
			if err != nil {
				return 0, err
			}
			if ok && f.IsSmallInt() {
				if n := int(f.Int()); n != 0 {
					return n, nil
				}
			}
		}
	}
	return 0, nil
}

// matchKeys is MATCH_KEYS: the values of keys in subject (through its get
// method and a sentinel default), or None when a key is missing.
func (in *Interp) matchKeys(subject, keys rt.Value) (rt.Value, error) {
	vm := in.vm
	kt, _ := vm.AsTuple(keys)
	if len(kt.Items) == 0 {
		return vm.NewTuple(nil), nil
	}
	dummy, err := vm.Call(rt.ObjectType.Self(), nil, nil)
	if err != nil {
		return rt.Unbound, err
	}
	seen := vm.NewDictObj()
	get, err := vm.GetAttr(subject, "get")
	if err != nil {
		return rt.Unbound, err
	}
	values := make([]rt.Value, 0, len(kt.Items))
	for _, k := range kt.Items {
		_, dup, err := seen.Get(vm, k)
		if err != nil {
			return rt.Unbound, err
		}
		if dup {
			r, err := vm.Repr(k)
			if err != nil {
				return rt.Unbound, err
			}
			return rt.Unbound, vm.ValueError("mapping pattern checks duplicate key (%s)", r)
		}
		if err := seen.Set(vm, k, rt.None); err != nil {
			return rt.Unbound, err
		}
		v, err := vm.Call(get, []rt.Value{k, dummy}, nil)
		if err != nil {
			return rt.Unbound, err
		}
		if v == dummy {
			return rt.None, nil
		}
		// Held across the next calls into Python, which may drop the
		// mapping's own reference.
		vm.Heap().Pin(v)
		values = append(values, v)
	}
	return vm.NewTuple(values), nil
}

// matchSelfTypes are the builtin types whose class patterns take one
// positional sub-pattern matched against the subject itself (CPython's
// _Py_TPFLAGS_MATCH_SELF), inherited by their subclasses.
var matchSelfTypes = map[*rt.Class]bool{
	rt.BoolType: true, rt.ByteArrayType: true, rt.BytesType: true, rt.DictType: true, rt.FloatType: true,
	rt.FrozenSetType: true, rt.IntType: true, rt.ListType: true, rt.SetType: true, rt.StrType: true,
	rt.TupleType: true,
}

func matchSelf(c *rt.Class) bool {
	for _, k := range c.MRO {
		if matchSelfTypes[k] {
			return true
		}
	}
	return false
}

// matchClass is MATCH_CLASS: the attributes of subject that a class
// pattern of cls with nargs positional sub-patterns and the keyword
// attribute names kwnames matches against, or None.
func (in *Interp) matchClass(subject, clsv, kwnames rt.Value, nargs int) (rt.Value, error) {
	vm := in.vm
	cls, ok := vm.AsClass(clsv)
	if !ok {
		return rt.Unbound, vm.TypeError("called match pattern must be a class")
	}
	isInst, err := vm.IsInstanceCheck(subject, clsv)
	if err != nil || !isInst {
		return rt.None, err
	}
	names, _ := vm.AsTuple(kwnames)
	attrs := make([]rt.Value, 0, nargs+len(names.Items))
	seen := map[string]bool{}
	attr := func(name string) (rt.Value, bool, error) {
		if seen[name] {
			return rt.Unbound, false, vm.TypeError("%s() got multiple sub-patterns for attribute '%s'", cls.Name, name)
		}
		seen[name] = true
		v, ok, err := vm.GetAttrOpt(subject, name)
		if ok {
			vm.Heap().Pin(v) // held across the next lookups
		}
		return v, ok, err
	}
	if nargs > 0 {
		ma, ok, err := vm.GetAttrOpt(clsv, "__match_args__")
		if err != nil {
			return rt.Unbound, err
		}
		var args []rt.Value
		self := false
		allowed := 0
		if ok {
			t, isTuple := vm.AsTuple(ma)
			if !isTuple || vm.ClassOf(ma) != rt.TupleType {
				return rt.Unbound, vm.TypeError("%s.__match_args__ must be a tuple (got %s)", cls.Name, vm.TypeName(ma))
			}
			args = t.Items
			allowed = len(args)
		} else if matchSelf(cls) {
			self = true
			allowed = 1
		}
		if allowed < nargs {
			plural := "s"
			if allowed == 1 {
				plural = ""
			}
			return rt.Unbound, vm.TypeError("%s() accepts %d positional sub-pattern%s (%d given)", cls.Name, allowed, plural, nargs)
		}
		if self {
			attrs = append(attrs, subject)
		} else {
			for _, a := range args[:nargs] {
				name, isStr := vm.GoString(a)
				if !isStr || vm.ClassOf(a) != rt.StrType {
					return rt.Unbound, vm.TypeError("__match_args__ elements must be strings (got %s)", vm.TypeName(a))
				}
				v, ok, err := attr(name)
				if err != nil || !ok {
					return rt.None, err
				}
				attrs = append(attrs, v)
			}
		}
	}
	for _, n := range names.Items {
		name, _ := vm.GoString(n)
		v, ok, err := attr(name)
		if err != nil || !ok {
			return rt.None, err
		}
		attrs = append(attrs, v)
	}
	return vm.NewTuple(attrs), nil
}
