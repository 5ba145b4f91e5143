package jit

import (
	"fmt"
	"math"
	"math/big"
	"reflect"
	"sort"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Conversions between Go and Python values: the table is in the package
// documentation (jit.go). Containers convert recursively, to a depth of
// maxDepth (a list that contains itself is an error, not a hang).

// Tuple is a Python tuple on the Go side.
type Tuple []any

const maxDepth = 100

// toGo converts a Python value for Go; it is what Call, Eval and Global
// return.
func (v *VM) toGo(x rt.Value, depth int) (any, error) {
	vm := v.vm
	if depth > maxDepth {
		return nil, fmt.Errorf("jit: cannot convert to Go: nested more than %d deep", maxDepth)
	}
	switch {
	case x == rt.None:
		return nil, nil
	case x == rt.True:
		return true, nil
	case x == rt.False:
		return false, nil
	case x.IsSmallInt():
		return x.Int(), nil
	case x.IsFloat():
		return x.Float(), nil
	}
	switch o := vm.Get0(x).(type) {
	case *rt.Int:
		if o.Class() == rt.IntType {
			if o.V.IsInt64() {
				return o.V.Int64(), nil
			}
			return new(big.Int).Set(&o.V), nil
		}
	case *rt.Str:
		if o.Class() == rt.StrType {
			return o.S, nil
		}
	case *rt.Bytes:
		if o.Class() == rt.BytesType {
			return append([]byte{}, o.B...), nil
		}
	case *rt.ByteArray:
		if o.Class() == rt.ByteArrayType {
			return append([]byte{}, o.B...), nil
		}
	case *rt.List:
		if o.Class() == rt.ListType {
			return v.itemsToGo(o.Items, depth)
		}
	case *rt.Tuple:
		if o.Class() == rt.TupleType {
			items, err := v.itemsToGo(o.Items, depth)
			return Tuple(items), err
		}
	case *rt.Dict:
		if o.Class() == rt.DictType {
			return v.dictToGo(o, depth)
		}
	}
	return nil, fmt.Errorf("jit: cannot convert Python '%s' object to a Go value", vm.TypeName(x))
}

func (v *VM) itemsToGo(items []rt.Value, depth int) ([]any, error) {
	out := make([]any, len(items))
	for i, it := range items {
		g, err := v.toGo(it, depth+1)
		if err != nil {
			return nil, err
		}
		out[i] = g
	}
	return out, nil
}

func (v *VM) dictToGo(d *rt.Dict, depth int) (any, error) {
	var err error
	allStr := true
	d.Items(func(k, _ rt.Value) bool {
		_, ok := v.vm.Get0(k).(*rt.Str)
		allStr = ok
		return ok
	})
	if allStr {
		out := make(map[string]any, d.Len())
		d.Items(func(k, x rt.Value) bool {
			var g any
			if g, err = v.toGo(x, depth+1); err == nil {
				out[v.vm.Get0(k).(*rt.Str).S] = g
			}
			return err == nil
		})
		return out, err
	}
	out := make(map[any]any, d.Len())
	d.Items(func(k, x rt.Value) bool {
		var gk, gx any
		if gk, err = v.toGo(k, depth+1); err != nil {
			return false
		}
		if gk != nil && !reflect.TypeOf(gk).Comparable() {
			err = fmt.Errorf("jit: cannot convert dict key of type '%s' to a Go map key", v.vm.TypeName(k))
			return false
		}
		if b, ok := gk.(*big.Int); ok {
			gk = b.String() // *big.Int keys would compare by pointer
		}
		if gx, err = v.toGo(x, depth+1); err == nil {
			out[gk] = gx
		}
		return err == nil
	})
	return out, err
}

// fromGo converts a Go value for Python (see the table above).
func (v *VM) fromGo(x any, depth int) (rt.Value, error) {
	vm := v.vm
	if depth > maxDepth {
		return rt.Unbound, fmt.Errorf("jit: cannot convert to Python: nested more than %d deep", maxDepth)
	}
	switch x := x.(type) {
	case nil:
		return rt.None, nil
	case bool:
		return rt.Bool(x), nil
	case int:
		return vm.NewInt(int64(x)), nil
	case int64:
		return vm.NewInt(x), nil
	case int32:
		return vm.NewInt(int64(x)), nil
	case float64:
		return vm.NewFloat(x), nil
	case string:
		return vm.NewStr(x), nil
	case []byte:
		return vm.NewBytes(append([]byte{}, x...)), nil
	case *big.Int:
		if x == nil {
			return rt.None, nil
		}
		return vm.NewBigInt(new(big.Int).Set(x)), nil
	case Tuple:
		items, err := v.itemsFromGo(reflect.ValueOf([]any(x)), depth)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewTuple(items), nil
	case []any:
		items, err := v.itemsFromGo(reflect.ValueOf(x), depth)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewList(items), nil
	case GoFunc:
		return v.goFunc("<go>", x)
	}
	r := reflect.ValueOf(x)
	switch r.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return vm.NewInt(r.Int()), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if u := r.Uint(); u <= math.MaxInt64 {
			return vm.NewInt(int64(u)), nil
		} else {
			return vm.NewBigInt(new(big.Int).SetUint64(u)), nil
		}
	case reflect.Float32, reflect.Float64:
		return vm.NewFloat(r.Float()), nil
	case reflect.String:
		return vm.NewStr(r.String()), nil
	case reflect.Slice, reflect.Array:
		items, err := v.itemsFromGo(r, depth)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewList(items), nil
	case reflect.Map:
		return v.mapFromGo(r, depth)
	case reflect.Func:
		return v.goFunc("<go>", x)
	case reflect.Pointer:
		if r.IsNil() {
			return rt.None, nil
		}
	}
	return rt.Unbound, fmt.Errorf("jit: cannot convert Go value of type %T to Python", x)
}

func (v *VM) itemsFromGo(r reflect.Value, depth int) ([]rt.Value, error) {
	items := make([]rt.Value, r.Len())
	for i := range items {
		x, err := v.fromGo(r.Index(i).Interface(), depth+1)
		if err != nil {
			return nil, err
		}
		items[i] = x
	}
	return items, nil
}

// mapFromGo builds a dict; Go maps are unordered, so keys are sorted (by
// their Go formatting) to make the dict's order deterministic.
func (v *VM) mapFromGo(r reflect.Value, depth int) (rt.Value, error) {
	vm := v.vm
	keys := r.MapKeys()
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i].Interface(), keys[j].Interface()
		if as, ok := a.(string); ok {
			if bs, ok := b.(string); ok {
				return as < bs
			}
		}
		return fmt.Sprint(a) < fmt.Sprint(b)
	})
	d := vm.NewDict()
	dict := vm.Get(d).(*rt.Dict)
	for _, k := range keys {
		pk, err := v.fromGo(k.Interface(), depth+1)
		if err != nil {
			return rt.Unbound, err
		}
		px, err := v.fromGo(r.MapIndex(k).Interface(), depth+1)
		if err != nil {
			return rt.Unbound, err
		}
		if err := dict.Set(vm, pk, px); err != nil {
			return rt.Unbound, err
		}
	}
	return d, nil
}

func sortedKeys[M ~map[string]V, V any](m M) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func isFunc(x any) bool {
	_, raw := x.(GoFunc)
	return raw || reflect.TypeOf(x) != nil && reflect.TypeOf(x).Kind() == reflect.Func
}
