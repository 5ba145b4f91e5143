package jit

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"reflect"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// GoFunc is the raw form of a Go function that Python calls: it gets the
// positional and keyword arguments converted to Go and returns a result
// that is converted back.
//
// Functions of other signatures are called through reflection: their
// parameters may be of any type a converted argument can be assigned or
// converted to (int parameters accept Python ints that fit, float
// parameters ints and floats, any takes the converted value as is), the last
// may be variadic, and a first context.Context parameter receives the
// run's context. They return nothing, a value, an error, or a value and
// an error, and take no keyword arguments.
//
// An error returned by a Go function raises a Python exception: an *Error
// raises the builtin exception its Type names (RuntimeError if none),
// anything else raises RuntimeError with the error's text. If the
// exception reaches Go, errors.Is and errors.As find the original error.
// A panic in a Go function raises RuntimeError too.
type GoFunc func(args []any, kwargs map[string]any) (any, error)

var (
	ctxType   = reflect.TypeFor[context.Context]()
	errorType = reflect.TypeFor[error]()
)

// goFunc wraps fn as a builtin function of this VM.
func (v *VM) goFunc(name string, fn any) (rt.Value, error) {
	var call func(args []any, kw map[string]any) (any, error)
	if raw, ok := fn.(GoFunc); ok {
		call = raw
	} else if raw, ok := fn.(func([]any, map[string]any) (any, error)); ok {
		call = raw
	} else {
		var err error
		if call, err = v.reflectFunc(name, fn); err != nil {
			return rt.Unbound, err
		}
	}
	return v.vm.NewBuiltin(name, func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (r rt.Value, err error) {
		gargs := make([]any, len(args))
		for i, a := range args {
			if gargs[i], err = v.toGo(a, 0); err != nil {
				return rt.Unbound, vm.Errorf(rt.TypeErrorType, "%s() argument %d: %v", name, i+1, err)
			}
		}
		var gkw map[string]any
		if len(kw) > 0 {
			gkw = make(map[string]any, len(kw))
			for _, k := range kw {
				if gkw[k.Name], err = v.toGo(k.Value, 0); err != nil {
					return rt.Unbound, vm.Errorf(rt.TypeErrorType, "%s() argument '%s': %v", name, k.Name, err)
				}
			}
		}
		out, gerr := safeCall(name, call, gargs, gkw)
		if gerr != nil {
			return rt.Unbound, v.raiseGoError(gerr)
		}
		r, err = v.fromGo(out, 0)
		if err != nil {
			return rt.Unbound, vm.Errorf(rt.TypeErrorType, "%s() returned a value Python cannot take: %v", name, err)
		}
		return r, nil
	}), nil
}

func safeCall(name string, call func([]any, map[string]any) (any, error), args []any, kw map[string]any) (out any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &Error{Type: "RuntimeError", Message: fmt.Sprintf("Go function %s panicked: %v", name, r)}
		}
	}()
	return call(args, kw)
}

// raiseGoError turns a Go function's error into a Python exception.
func (v *VM) raiseGoError(err error) error {
	vm := v.vm
	if rt.AsException(err) != nil {
		return err // a call back into Python raised
	}
	cls, msg := rt.RuntimeErrorType, err.Error()
	var pe *Error
	if errors.As(err, &pe) {
		msg = pe.Message
		if c, ok := vm.Builtins.Dict().GetStr(vm, pe.Type); ok {
			if k, ok := vm.Get0(c).(*rt.Class); ok && k.IsSubclass(rt.BaseExceptionType) {
				cls = k
			}
		}
	}
	e := vm.NewError(cls, msg)
	if x := rt.AsException(e); x != nil {
		v.goErrs[x.Self()] = err
	}
	return e
}

// reflectFunc adapts a Go function of ordinary types (see GoFunc).
func (v *VM) reflectFunc(name string, fn any) (func([]any, map[string]any) (any, error), error) {
	f := reflect.ValueOf(fn)
	t := f.Type()
	if t.Kind() != reflect.Func {
		return nil, fmt.Errorf("jit: %s: %T is not a function", name, fn)
	}
	withCtx := t.NumIn() > 0 && t.In(0) == ctxType
	first := 0
	if withCtx {
		first = 1
	}
	nout := t.NumOut()
	if nout > 2 || nout == 2 && t.Out(1) != errorType {
		return nil, fmt.Errorf("jit: %s: a Go function returns nothing, a value, an error, or a value and an error, not %s", name, t)
	}
	nparams := t.NumIn() - first
	return func(args []any, kw map[string]any) (any, error) {
		if len(kw) > 0 {
			return nil, &Error{Type: "TypeError", Message: name + "() takes no keyword arguments"}
		}
		if !t.IsVariadic() && len(args) != nparams || t.IsVariadic() && len(args) < nparams-1 {
			return nil, &Error{Type: "TypeError", Message: arityMessage(name, t.IsVariadic(), nparams, len(args))}
		}
		in := make([]reflect.Value, 0, first+len(args))
		if withCtx {
			in = append(in, reflect.ValueOf(v.ctx))
		}
		for i, a := range args {
			var pt reflect.Type
			if t.IsVariadic() && i >= nparams-1 {
				pt = t.In(t.NumIn() - 1).Elem()
			} else {
				pt = t.In(first + i)
			}
			x, ok := assign(a, pt)
			if !ok {
				return nil, &Error{Type: "TypeError", Message: fmt.Sprintf("%s() argument %d must be %s, not %s", name, i+1, pt, pyTypeName(a))}
			}
			in = append(in, x)
		}
		out := f.Call(in)
		switch {
		case nout == 0:
			return nil, nil
		case nout == 2:
			err, _ := out[1].Interface().(error)
			return out[0].Interface(), err
		case t.Out(0) == errorType:
			err, _ := out[0].Interface().(error)
			return nil, err
		}
		return out[0].Interface(), nil
	}, nil
}

func arityMessage(name string, variadic bool, n, got int) string {
	if variadic {
		return fmt.Sprintf("%s() takes at least %d positional argument%s but %d %s given", name, n-1, plural(n-1), got, was(got))
	}
	return fmt.Sprintf("%s() takes %d positional argument%s but %d %s given", name, n, plural(n), got, was(got))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func was(n int) string {
	if n == 1 {
		return "was"
	}
	return "were"
}

// assign converts a ToGo value to a parameter of type pt.
func assign(a any, pt reflect.Type) (reflect.Value, bool) {
	if a == nil {
		switch pt.Kind() {
		case reflect.Interface, reflect.Pointer, reflect.Slice, reflect.Map:
			return reflect.Zero(pt), true
		}
		return reflect.Value{}, false
	}
	av := reflect.ValueOf(a)
	if av.Type().AssignableTo(pt) {
		return av, true
	}
	switch pt.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if i, ok := a.(int64); ok {
			x := reflect.New(pt).Elem()
			if x.OverflowInt(i) {
				return reflect.Value{}, false
			}
			x.SetInt(i)
			return x, true
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		var u uint64
		switch i := a.(type) {
		case int64:
			if i < 0 {
				return reflect.Value{}, false
			}
			u = uint64(i)
		case *big.Int:
			if !i.IsUint64() {
				return reflect.Value{}, false
			}
			u = i.Uint64()
		default:
			return reflect.Value{}, false
		}
		x := reflect.New(pt).Elem()
		if x.OverflowUint(u) {
			return reflect.Value{}, false
		}
		x.SetUint(u)
		return x, true
	case reflect.Float32, reflect.Float64:
		x := reflect.New(pt).Elem()
		switch f := a.(type) {
		case float64:
			x.SetFloat(f)
			return x, true
		case int64:
			x.SetFloat(float64(f))
			return x, true
		case *big.Int:
			fl, _ := new(big.Float).SetInt(f).Float64()
			if math.IsInf(fl, 0) {
				return reflect.Value{}, false
			}
			x.SetFloat(fl)
			return x, true
		}
	case reflect.Slice:
		if items, ok := a.([]any); ok {
			return assignItems(items, pt)
		}
		if items, ok := a.(Tuple); ok {
			return assignItems(items, pt)
		}
	case reflect.Map:
		if m, ok := a.(map[string]any); ok && pt.Key().Kind() == reflect.String {
			out := reflect.MakeMapWithSize(pt, len(m))
			for k, x := range m {
				xv, ok := assign(x, pt.Elem())
				if !ok {
					return reflect.Value{}, false
				}
				out.SetMapIndex(reflect.ValueOf(k).Convert(pt.Key()), xv)
			}
			return out, true
		}
	}
	if av.Type().ConvertibleTo(pt) && av.Kind() == pt.Kind() {
		return av.Convert(pt), true
	}
	return reflect.Value{}, false
}

func assignItems(items []any, pt reflect.Type) (reflect.Value, bool) {
	out := reflect.MakeSlice(pt, len(items), len(items))
	for i, x := range items {
		xv, ok := assign(x, pt.Elem())
		if !ok {
			return reflect.Value{}, false
		}
		out.Index(i).Set(xv)
	}
	return out, true
}

// pyTypeName names the Python type a ToGo value came from.
func pyTypeName(a any) string {
	switch a.(type) {
	case nil:
		return "None"
	case bool:
		return "bool"
	case int64, *big.Int:
		return "int"
	case float64:
		return "float"
	case string:
		return "str"
	case []byte:
		return "bytes"
	case []any:
		return "list"
	case Tuple:
		return "tuple"
	case map[string]any, map[any]any:
		return "dict"
	}
	return fmt.Sprintf("%T", a)
}
