package interp

import (
	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The run-time side of PEP 695: the objects type parameter lists and type
// statements create (typing.TypeVar, ParamSpec, TypeVarTuple,
// TypeAliasType and the Generic base come from the typing module, so that
// they are the very classes typing exports), and the name lookups of
// annotation scopes inside class bodies.

// intrinsicFuncs name the typing functions behind CALL_INTRINSIC.
var intrinsicFuncs = [...]string{
	bytecode.IntrinsicTypeVar:          "_make_typevar",
	bytecode.IntrinsicParamSpec:        "_make_paramspec",
	bytecode.IntrinsicTypeVarTuple:     "_make_typevartuple",
	bytecode.IntrinsicSubscriptGeneric: "_make_generic_base",
	bytecode.IntrinsicTypeAlias:        "_make_typealias",
}

func (in *Interp) callIntrinsic(fr *Frame, kind int, args []rt.Value) (rt.Value, error) {
	vm := in.vm
	if kind == bytecode.IntrinsicSetTypeParams {
		if err := vm.SetAttr(args[0], "__type_params__", args[1]); err != nil {
			return rt.Unbound, err
		}
		return args[0], nil
	}
	typing, err := in.Import(vm, "typing", nil, rt.None, 0)
	if err != nil {
		return rt.Unbound, err
	}
	f, err := vm.GetAttr(typing, intrinsicFuncs[kind])
	if err != nil {
		return rt.Unbound, err
	}
	return vm.Call(f, append([]rt.Value(nil), args...), nil)
}

// loadFromClassDict runs LOAD_FROM_DICT_OR_GLOBALS and
// LOAD_FROM_DICT_OR_DEREF: the class namespace in r[A] first, then the
// globals and builtins, or the cell r[C].
func (in *Interp) loadFromClassDict(fr *Frame, ins bytecode.Instr) (rt.Value, error) {
	vm := in.vm
	regs := fr.Regs
	name := fr.Code.Names[ins.B]
	ns := regs[ins.A]
	if d, ok := vm.AsDict(ns); ok && vm.ClassOf(ns) == rt.DictType {
		if v, ok, err := d.Get(vm, vm.Intern(name)); ok || err != nil {
			return v, err
		}
	} else {
		v, err := vm.GetItem(ns, vm.Intern(name))
		if err == nil {
			return v, nil
		}
		if !rt.ExceptionMatches(err, rt.KeyErrorType) {
			return rt.Unbound, err
		}
	}
	if ins.Op == bytecode.LOAD_FROM_DICT_OR_DEREF {
		return in.loadDeref(fr.Code, regs, int(ins.C))
	}
	return in.loadGlobal(fr, vm.Intern(name))
}
