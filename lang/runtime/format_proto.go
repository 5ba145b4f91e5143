package runtime

import (
	"github.com/cpjit/cpjit/lang/internal/floatfmt"
	"strconv"
)

// Format is format(v, spec) (PyObject_Format): it calls
// type(v).__format__(v, spec) and requires a str result. Exact strs, and
// small ints and floats with an empty spec, are formatted without a call.
func (vm *VM) Format(v Value, spec string) (string, error) {
	switch {
	case v.IsSmallInt():
		if spec == "" {
			return strconv.FormatInt(v.Int(), 10), nil
		}
		return vm.formatNumber(v, spec)
	case v.IsFloat():
		if spec == "" {
			return floatfmt.FloatRepr(v.Float()), nil
		}
		return vm.formatNumber(v, spec)
	case v.IsHandle():
		if s, ok := vm.heap.Get(v).(*Str); ok && s.cls == StrType {
			if spec == "" {
				return s.S, nil
			}
			return vm.FormatStr(s, spec)
		}
	}
	r, err := vm.FormatValue(v, vm.strSpecValue(spec))
	if err != nil {
		return "", err
	}
	s, _ := vm.StrOf(r)
	return s, nil
}

// FormatValue is format(v, spec) with spec a str value; the result is a str
// value (an instance of a str subclass when __format__ returns one).
func (vm *VM) FormatValue(v, spec Value) (Value, error) {
	if (v.IsSmallInt() || v.IsFloat()) && spec.IsHandle() {
		// An int or float in the value: int.__format__'s or
		// float.__format__'s text, without calling them.
		if s, ok := vm.heap.Get(spec).(*Str); ok && s.cls == StrType && s.S != "" {
			text, err := vm.formatNumber(v, s.S)
			if err != nil {
				return Unbound, err
			}
			return vm.NewStr(text), nil
		}
	}
	cls := vm.ClassOf(v)
	var f Value
	var ok bool
	if cls.Builtin {
		// Builtin types never change: remember their __format__.
		st := vm.strState()
		if f, ok = st.formatCache[cls]; !ok {
			f, ok = cls.Lookup(vm, "__format__")
			if st.formatCache == nil {
				st.formatCache = map[*Class]Value{}
			}
			if ok {
				st.formatCache[cls] = f
			}
		}
	} else {
		f, ok = cls.Lookup(vm, "__format__")
	}
	if !ok || f == None {
		sp, _ := vm.StrOf(spec)
		if sp != "" {
			return Unbound, vm.TypeError("unsupported format string passed to %s.__format__", cls.Name)
		}
		return vm.StrValue(v)
	}
	var r Value
	var err error
	if bf, isB := vm.Get0(f).(*BuiltinFunction); isB && bf.Self == Unbound {
		r, err = bf.Fn(vm, []Value{v, spec}, nil)
	} else {
		var m Value
		if m, err = vm.bindAttr(f, v, cls); err == nil {
			r, err = vm.Call1(m, spec)
		}
	}
	if err != nil {
		return Unbound, err
	}
	if _, isStr := vm.StrOf(r); !isStr {
		return Unbound, vm.TypeError("__format__ must return a str, not %s", vm.TypeName(r))
	}
	return r, nil
}

// strSpecValue returns a str value for a format spec, reusing the values of
// recently seen specs (f-string specs are mostly a few literals).
func (vm *VM) strSpecValue(spec string) Value {
	if spec == "" {
		return EmptyStr
	}
	st := vm.strState()
	if v, ok := st.specCache[spec]; ok {
		return v
	}
	v := vm.NewStr(spec)
	if st.specCache == nil || len(st.specCache) >= 256 {
		st.specCache = map[string]Value{}
	}
	st.specCache[spec] = v
	return v
}
