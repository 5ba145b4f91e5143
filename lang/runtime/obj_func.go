package runtime

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/cpjit/cpjit/lang/bytecode"
)

// Functions and the other callable and descriptor types: function, method,
// builtin_function_or_method, cell, code, property, staticmethod,
// classmethod, super, module, getset_descriptor and the singletons' types.

// objSelfOf fetches the Go object behind a method's self, with CPython's
// "descriptor 'x' requires a 'T' object" error.
func objSelfOf[T Object](vm *VM, v Value, method, tname string) (T, error) {
	var zero T
	if v.IsHandle() {
		if o, ok := vm.heap.Get(v).(T); ok {
			return o, nil
		}
	}
	return zero, vm.TypeError("descriptor '%s' requires a '%s' object but received a '%s'", method, tname, vm.TypeName(v))
}

// objGetter registers a read-only attribute whose self is a T.
func objGetter[T Object](c *Class, name string, get func(vm *VM, o T) (Value, error)) {
	c.AddGetter(name, func(vm *VM, self Value) (Value, error) {
		o, err := objSelfOf[T](vm, self, name, c.Name)
		if err != nil {
			return Unbound, err
		}
		return get(vm, o)
	})
}

// objGetSet registers a read-write attribute whose self is a T (v is
// Unbound for a deletion).
func objGetSet[T Object](c *Class, name string, get func(vm *VM, o T) (Value, error), set func(vm *VM, o T, v Value) error) {
	c.AddGetSet(name, func(vm *VM, self Value) (Value, error) {
		o, err := objSelfOf[T](vm, self, name, c.Name)
		if err != nil {
			return Unbound, err
		}
		return get(vm, o)
	}, func(vm *VM, self, v Value) error {
		o, err := objSelfOf[T](vm, self, name, c.Name)
		if err != nil {
			return err
		}
		return set(vm, o, v)
	})
	objEnableDel(c, name)
}

// objMethod registers a method whose self is a T, with an argument count
// check (n < 0: any).
func objMethod[T Object](c *Class, name string, minN, maxN int, f func(vm *VM, o T, args []Value) (Value, error)) {
	c.AddMethod(name, func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) == 0 {
			return Unbound, vm.TypeError("descriptor '%s' of '%s' object needs an argument", name, c.Name)
		}
		o, err := objSelfOf[T](vm, args[0], name, c.Name)
		if err != nil {
			return Unbound, err
		}
		if minN >= 0 {
			if err := vm.objArgs(name, args, kw, minN, maxN); err != nil {
				return Unbound, err
			}
		}
		return f(vm, o, args[1:])
	})
}

// DescrGetArgs parses the (obj, type=None) arguments of __get__.
func (vm *VM) DescrGetArgs(a []Value) (obj, typ Value, err error) {
	if len(a) < 1 || len(a) > 2 {
		return Unbound, Unbound, vm.TypeError("expected 1 or 2 arguments, got %d", len(a))
	}
	obj, typ = a[0], None
	if len(a) == 2 {
		typ = a[1]
	}
	if obj == None && typ == None {
		return Unbound, Unbound, vm.TypeError("__get__(None, None) is invalid")
	}
	return obj, typ, nil
}

// ---- function ----

// objFuncRepr is repr(function).
func (vm *VM) objFuncRepr(f *Function) string {
	q, _ := vm.StrOf(f.Qualname)
	return "<function " + q + " at " + objHex(f.self) + ">"
}

// ConstValue converts a compiler constant to a Value of this VM.
func (vm *VM) ConstValue(k any) Value {
	switch k := k.(type) {
	case nil:
		return None
	case bool:
		return Bool(k)
	case int64:
		return vm.NewInt(k)
	case int:
		return vm.NewInt(int64(k))
	case *big.Int:
		return vm.NewBigInt(k)
	case float64:
		return FloatValue(k)
	case complex128:
		return vm.NewComplex(k)
	case string:
		return vm.NewStr(k)
	case bytecode.Bytes:
		return vm.NewBytes(append([]byte(nil), k...))
	case bytecode.EllipsisConst:
		return Ellipsis
	case *bytecode.Code:
		return vm.NewCodeObj(k)
	case bytecode.Tuple:
		items := make([]Value, len(k))
		for i, x := range k {
			items[i] = vm.ConstValue(x)
		}
		return vm.NewTuple(items)
	}
	return None
}

// NewCodeObj returns the Python code object of a compiled code object
// (f.__code__, frame.f_code): one per code and VM, so that identity holds
// as in CPython (f.__code__ is sys._getframe().f_code).
func (vm *VM) NewCodeObj(code *bytecode.Code) Value {
	if v, ok := vm.codeObjs[code]; ok {
		return v
	}
	co := &CodeObj{Code: code}
	co.cls = CodeType
	v := vm.heap.Alloc(co)
	if vm.codeObjs == nil {
		vm.codeObjs = map[*bytecode.Code]Value{}
	}
	vm.codeObjs[code] = v
	vm.heap.Permanent(v)
	return v
}

func (vm *VM) objStrTuple(names []string) Value {
	items := make([]Value, len(names))
	for i, n := range names {
		items[i] = vm.Intern(n)
	}
	return vm.NewTuple(items)
}

// objCoFlags converts cpjit's code flags to CPython's co_flags.
func objCoFlags(c *bytecode.Code) int64 {
	if c.Flags&(bytecode.FlagModule|bytecode.FlagClass) != 0 {
		return 0
	}
	f := int64(3) // OPTIMIZED | NEWLOCALS
	if c.Flags&bytecode.FlagVarArgs != 0 {
		f |= 4
	}
	if c.Flags&bytecode.FlagVarKw != 0 {
		f |= 8
	}
	if c.Flags&bytecode.FlagNested != 0 {
		f |= 16
	}
	switch {
	case c.Flags&bytecode.FlagCoroutine != 0:
		f |= coCoroutine
	case c.Flags&bytecode.FlagAsyncGenerator != 0:
		f |= coAsyncGenerator
	case c.Flags&bytecode.FlagGenerator != 0:
		f |= 32
	}
	if c.Flags&bytecode.FlagIterableCoroutine != 0 {
		f |= coIterableCoroutine
	}
	return f
}

func init() {
	FunctionType.HasDict = true
	c := FunctionType
	objGetSet(c, "__name__", func(vm *VM, f *Function) (Value, error) { return f.Name, nil },
		func(vm *VM, f *Function, v Value) error {
			if _, ok := vm.AsStr(v); !ok {
				return vm.TypeError("__name__ must be set to a string object")
			}
			f.Name = v
			return nil
		})
	objGetSet(c, "__qualname__", func(vm *VM, f *Function) (Value, error) { return f.Qualname, nil },
		func(vm *VM, f *Function, v Value) error {
			if _, ok := vm.AsStr(v); !ok {
				return vm.TypeError("__qualname__ must be set to a string object")
			}
			f.Qualname = v
			return nil
		})
	objGetSet(c, "__doc__", func(vm *VM, f *Function) (Value, error) { return f.Doc, nil },
		func(vm *VM, f *Function, v Value) error {
			if v == Unbound {
				v = None
			}
			f.Doc = v
			return nil
		})
	objGetSet(c, "__module__", func(vm *VM, f *Function) (Value, error) { return f.Module, nil },
		func(vm *VM, f *Function, v Value) error {
			if v == Unbound {
				v = None
			}
			f.Module = v
			return nil
		})
	objGetSet(c, "__defaults__", func(vm *VM, f *Function) (Value, error) {
		if len(f.Defaults) == 0 {
			return None, nil
		}
		return vm.NewTuple(append([]Value(nil), f.Defaults...)), nil
	}, func(vm *VM, f *Function, v Value) error {
		if v == Unbound || v == None {
			f.Defaults = nil
			return nil
		}
		t, ok := vm.AsTuple(v)
		if !ok {
			return vm.TypeError("__defaults__ must be set to a tuple object")
		}
		f.Defaults = append([]Value(nil), t.Items...)
		return nil
	})
	objGetSet(c, "__kwdefaults__", func(vm *VM, f *Function) (Value, error) {
		if f.KwDefaults == nil {
			return None, nil
		}
		return f.KwDefaults.self, nil
	}, func(vm *VM, f *Function, v Value) error {
		if v == Unbound || v == None {
			f.KwDefaults = nil
			return nil
		}
		d, ok := vm.AsDict(v)
		if !ok {
			return vm.TypeError("__kwdefaults__ must be set to a dict object")
		}
		f.KwDefaults = d
		return nil
	})
	objMember(c, "__globals__", func(vm *VM, f *Function) (Value, error) { return f.Globals.self, nil })
	objMember(c, "__builtins__", func(vm *VM, f *Function) (Value, error) {
		if f.Builtins == nil {
			return vm.Builtins.dict.self, nil
		}
		return f.Builtins.self, nil
	})
	objMember(c, "__closure__", func(vm *VM, f *Function) (Value, error) {
		if len(f.Closure) == 0 {
			return None, nil
		}
		return vm.NewTuple(append([]Value(nil), f.Closure...)), nil
	})
	objGetSet(c, "__code__", func(vm *VM, f *Function) (Value, error) {
		return vm.NewCodeObj(f.Code), nil
	}, func(vm *VM, f *Function, v Value) error {
		co, ok := vm.Get0(v).(*CodeObj)
		if !ok {
			return vm.TypeError("__code__ must be set to a code object")
		}
		if len(co.Code.FreeVars) != len(f.Closure) {
			q, _ := vm.StrOf(f.Qualname)
			return vm.ValueError("%s() requires a code object with %d free vars, not %d", q, len(f.Closure), len(co.Code.FreeVars))
		}
		if w, ok := f.JIT.(CodeWatcher); ok {
			w.CodeChanged() // machine code calling f's old code must stop
		}
		f.Code = co.Code
		f.Consts = nil
		f.JIT = nil
		return nil
	})
	objGetSet(c, "__annotations__", func(vm *VM, f *Function) (Value, error) {
		if f.Annots == Unbound || f.Annots == None {
			f.Annots = vm.NewDict()
		}
		return f.Annots, nil
	}, func(vm *VM, f *Function, v Value) error {
		if v == Unbound {
			f.Annots = Unbound
			return nil
		}
		if _, ok := vm.AsDict(v); !ok && v != None {
			return vm.TypeError("__annotations__ must be set to a dict object")
		}
		f.Annots = v
		return nil
	})
	objGetSet(c, "__type_params__", func(vm *VM, f *Function) (Value, error) {
		if f.dict != nil {
			if v, ok := f.dict.GetStr(vm, "__type_params__"); ok {
				return v, nil
			}
		}
		return EmptyTuple, nil
	}, func(vm *VM, f *Function, v Value) error {
		if v == Unbound {
			return vm.TypeError("__type_params__ must be set to a tuple")
		}
		if _, ok := vm.Get0(v).(*Tuple); !ok || vm.ClassOf(v) != TupleType {
			return vm.TypeError("__type_params__ must be set to a tuple")
		}
		if f.dict == nil {
			f.dict = vm.NewDictObj()
		}
		f.dict.SetStr(vm, "__type_params__", v)
		return nil
	})
	c.AddGetSet("__dict__", ObjDictGet, ObjDictSet)
	objMethod(c, "__get__", 1, 2, func(vm *VM, f *Function, a []Value) (Value, error) {
		obj, _, err := vm.DescrGetArgs(a)
		if err != nil {
			return Unbound, err
		}
		if obj == None {
			return f.self, nil
		}
		return vm.NewBoundMethod(f.self, obj), nil
	})
	objMethod(c, "__repr__", 0, 0, func(vm *VM, f *Function, a []Value) (Value, error) {
		return vm.NewStr(vm.objFuncRepr(f)), nil
	})
	c.AddMethod("__call__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if _, err := objSelfOf[*Function](vm, args[0], "__call__", "function"); err != nil {
			return Unbound, err
		}
		return vm.Call(args[0], args[1:], kw)
	})
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("function", args, kw, []string{"code", "globals", "name", "argdefs", "closure", "kwdefaults"}, 2)
		if err != nil {
			return Unbound, err
		}
		co, ok := vm.Get0(a[0]).(*CodeObj)
		if !ok {
			return Unbound, vm.TypeError("function() argument 'code' must be code, not %s", vm.TypeName(a[0]))
		}
		g, ok := vm.AsDict(a[1])
		if !ok {
			return Unbound, vm.TypeError("function() argument 'globals' must be dict, not %s", vm.TypeName(a[1]))
		}
		f := &Function{Code: co.Code, Globals: g, Builtins: vm.BuiltinsOf(g), Annots: Unbound, Doc: None, Module: None}
		f.cls = FunctionType
		if m, ok := g.GetStr(vm, "__name__"); ok {
			f.Module = m
		}
		f.Name = vm.Intern(co.Code.Name)
		f.Qualname = vm.Intern(co.Code.Qualname)
		if a[2] != Unbound && a[2] != None {
			if _, ok := vm.AsStr(a[2]); !ok {
				return Unbound, vm.TypeError("arg 3 (name) must be None or string")
			}
			f.Name = a[2]
		}
		if a[3] != Unbound && a[3] != None {
			t, ok := vm.AsTuple(a[3])
			if !ok {
				return Unbound, vm.TypeError("arg 4 (defaults) must be None or tuple")
			}
			f.Defaults = append([]Value(nil), t.Items...)
		}
		nfree := len(co.Code.FreeVars)
		if a[4] != Unbound && a[4] != None {
			t, ok := vm.AsTuple(a[4])
			if !ok {
				return Unbound, vm.TypeError("arg 5 (closure) must be tuple")
			}
			if len(t.Items) != nfree {
				return Unbound, vm.ValueError("%s requires closure of length %d, not %d", co.Code.Name, nfree, len(t.Items))
			}
			for _, x := range t.Items {
				if _, ok := vm.Get0(x).(*Cell); !ok {
					return Unbound, vm.TypeError("arg 5 (closure) expected cell, found %s", vm.TypeName(x))
				}
			}
			f.Closure = append([]Value(nil), t.Items...)
		} else if nfree > 0 {
			return Unbound, vm.TypeError("arg 5 (closure) must be tuple")
		}
		if a[5] != Unbound && a[5] != None {
			d, ok := vm.AsDict(a[5])
			if !ok {
				return Unbound, vm.TypeError("arg 6 (kwdefaults) must be None or dict")
			}
			f.KwDefaults = d
		}
		return vm.heap.Alloc(f), nil
	}

	objInitMethod()
	objInitCell()
	objInitCode()
	objInitProperty()
	objInitStaticClassMethod()
	objInitSuper()
	objInitModule()
	objInitSingletons()
	objInitGetSet()
}

// ---- bound method ----

// objMethodRepr is repr(bound method).
func (vm *VM) objMethodRepr(m *BoundMethod) (string, error) {
	name := "?"
	if q, ok, err := vm.GetAttrOpt(m.Func, "__qualname__"); err != nil {
		return "", err
	} else if ok {
		if s, ok := vm.StrOf(q); ok {
			name = s
		}
	} else if n, ok, _ := vm.GetAttrOpt(m.Func, "__name__"); ok {
		if s, ok := vm.StrOf(n); ok {
			name = s
		}
	}
	r, err := vm.Repr(m.Self)
	if err != nil {
		return "", err
	}
	return "<bound method " + name + " of " + r + ">", nil
}

// objMethodGetAttr is method.__getattribute__: the method type's attributes,
// then the underlying function's.
func (vm *VM) objMethodGetAttr(m *BoundMethod, cls *Class, name string) (Value, bool, error) {
	if attr, ok := cls.Lookup(vm, name); ok {
		if g, ok := vm.Get0(attr).(*GetSet); ok {
			r, err := g.Get(vm, m.self)
			return r, true, err
		}
		r, err := vm.bindAttr(attr, m.self, cls)
		return r, true, err
	}
	if cls != MethodType {
		return Unbound, false, nil // a builtin method
	}
	r, err := vm.GetAttr(m.Func, name)
	return r, true, err
}

func objInitMethod() {
	c := MethodType
	objMember(c, "__self__", func(vm *VM, m *BoundMethod) (Value, error) { return m.Self, nil })
	objMember(c, "__func__", func(vm *VM, m *BoundMethod) (Value, error) { return m.Func, nil })
	for _, n := range []string{"__name__", "__qualname__", "__doc__", "__module__"} {
		n := n
		objGetter(c, n, func(vm *VM, m *BoundMethod) (Value, error) {
			if n == "__module__" {
				if r, ok, err := vm.GetAttrOpt(m.Func, n); err != nil || ok {
					return r, err
				}
				return None, nil
			}
			return vm.GetAttr(m.Func, n)
		})
	}
	objMethod(c, "__repr__", 0, 0, func(vm *VM, m *BoundMethod, a []Value) (Value, error) {
		s, err := vm.objMethodRepr(m)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(s), nil
	})
	objMethod(c, "__eq__", 1, 1, func(vm *VM, m *BoundMethod, a []Value) (Value, error) {
		o, ok := vm.Get0(a[0]).(*BoundMethod)
		if !ok {
			return NotImplemented, nil
		}
		if m.Self != o.Self {
			return False, nil
		}
		eq, err := vm.Eq(m.Func, o.Func)
		return Bool(eq), err
	})
	objMethod(c, "__ne__", 1, 1, func(vm *VM, m *BoundMethod, a []Value) (Value, error) {
		o, ok := vm.Get0(a[0]).(*BoundMethod)
		if !ok {
			return NotImplemented, nil
		}
		if m.Self != o.Self {
			return True, nil
		}
		eq, err := vm.Eq(m.Func, o.Func)
		return Bool(!eq), err
	})
	objMethod(c, "__hash__", 0, 0, func(vm *VM, m *BoundMethod, a []Value) (Value, error) {
		h, err := vm.Hash(m.Func)
		if err != nil {
			return Unbound, err
		}
		x := IDHash(m.Self) ^ h
		if x == -1 {
			x = -2
		}
		return vm.NewInt(x), nil
	})
	objMethod(c, "__get__", 1, 2, func(vm *VM, m *BoundMethod, a []Value) (Value, error) {
		return m.self, nil
	})
	objMethod(c, "__reduce__", 0, 0, func(vm *VM, m *BoundMethod, a []Value) (Value, error) {
		getattr, _ := vm.Builtins.dict.GetStr(vm, "getattr")
		name, err := vm.GetAttr(m.Func, "__name__")
		if err != nil {
			return Unbound, err
		}
		return vm.NewTupleCopy([]Value{getattr, vm.NewTupleCopy([]Value{m.Self, name})}), nil
	})
	c.AddMethod("__call__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if _, err := objSelfOf[*BoundMethod](vm, args[0], "__call__", "method"); err != nil {
			return Unbound, err
		}
		return vm.Call(args[0], args[1:], kw)
	})
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("method", kw); err != nil {
			return Unbound, err
		}
		if len(args) != 2 {
			return Unbound, vm.TypeError("method expected 2 arguments, got %d", len(args))
		}
		if !vm.IsCallable(args[0]) {
			return Unbound, vm.TypeError("first argument must be callable")
		}
		if args[1] == None {
			return Unbound, vm.TypeError("instance must not be None")
		}
		return vm.NewBoundMethod(args[0], args[1]), nil
	}
}

// ---- builtin_function_or_method, method-wrapper and the descriptors ----

// CPython's types of builtin methods. A method of a builtin type read from
// the type is a method_descriptor (a special method: a wrapper_descriptor),
// bound to an instance a builtin_function_or_method (a method-wrapper); a
// builtin classmethod is a classmethod_descriptor in its type's namespace.
// They are the Go types BuiltinFunction, BoundMethod and ClassMethod of
// functions and methods, so calls take the same paths: only the class
// their head carries (what type() reports) differs. Their attributes and
// methods (__qualname__, __self__, __objclass__, __reduce__, __get__...)
// are registered by package lang/stdlib/descr.
var (
	MethodDescrType      = newBuiltinClass("method_descriptor", ObjectType)
	WrapperDescrType     = newBuiltinClass("wrapper_descriptor", ObjectType)
	MethodWrapperType    = newBuiltinClass("method-wrapper", ObjectType)
	ClassMethodDescrType = newBuiltinClass("classmethod_descriptor", ObjectType)
)

// objSlotNames are the special methods CPython implements as type slots
// (their builtin versions are "slot wrappers" and "method-wrappers").
var objSlotNames = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`__init__ __repr__ __str__ __hash__ __call__ __getattribute__ __setattr__ __delattr__
		__lt__ __le__ __eq__ __ne__ __gt__ __ge__ __iter__ __next__ __get__ __set__ __delete__ __len__
		__getitem__ __setitem__ __delitem__ __contains__ __bool__ __index__ __int__ __float__ __neg__ __pos__
		__abs__ __invert__ __await__ __aiter__ __anext__ __del__ __buffer__ __release_buffer__ __divmod__ __rdivmod__`) {
		m[n] = true
	}
	for _, ns := range BinOpNames {
		for _, n := range ns[:3] {
			m[n] = true
		}
	}
	return m
}()

// objCoexist are the special methods that CPython's types define as plain
// methods besides their slot: method descriptors, not slot wrappers.
var objCoexist = map[string]bool{"list.__getitem__": true, "dict.__getitem__": true,
	"dict.__contains__": true, "set.__contains__": true, "frozenset.__contains__": true}

// NewBuiltinMethod binds f to self: a method of a builtin type (or a builtin
// classmethod's function, bound to its class) as CPython's builtin method
// objects, anything else as a method.
func (vm *VM) NewBuiltinMethod(f, self Value) Value {
	if b, ok := vm.Get0(f).(*BuiltinFunction); ok && b.Owner != nil {
		return vm.newBound(f, self, boundClassOf(b))
	}
	return vm.NewBoundMethod(f, self)
}

// newBound is NewBoundMethod with the bound method's class.
func (vm *VM) newBound(f, self Value, cls *Class) Value {
	m := vm.heap.freeLists.bound.New()
	*m = BoundMethod{Func: f, Self: self}
	m.cls = cls
	return vm.heap.allocKind(m, kindIter)
}

// boundClassOf is the type of the builtin method b bound to an object.
func boundClassOf(b *BuiltinFunction) *Class {
	if b.cls == WrapperDescrType {
		return MethodWrapperType
	}
	return BuiltinFuncType
}

// BuiltinOf returns the builtin function under v (a builtin function or
// descriptor, or one bound to an object) and the object it is bound to
// (Unbound: none).
func (vm *VM) BuiltinOf(v Value) (*BuiltinFunction, Value) {
	switch o := vm.Get0(v).(type) {
	case *BuiltinFunction:
		return o, o.Self
	case *BoundMethod:
		if b, ok := vm.Get0(o.Func).(*BuiltinFunction); ok {
			return b, o.Self
		}
	case *ClassMethod:
		if b, ok := vm.Get0(o.F).(*BuiltinFunction); ok {
			return b, Unbound
		}
	}
	return nil, Unbound
}

// ---- cell ----

func objInitCell() {
	c := CellType
	objGetSet(c, "cell_contents", func(vm *VM, ce *Cell) (Value, error) {
		if ce.V == Unbound {
			return Unbound, vm.ValueError("Cell is empty")
		}
		return ce.V, nil
	}, func(vm *VM, ce *Cell, v Value) error {
		ce.V = v
		return nil
	})
	objMethod(c, "__repr__", 0, 0, func(vm *VM, ce *Cell, a []Value) (Value, error) {
		if ce.V == Unbound {
			return vm.NewStr("<cell at " + objHex(ce.self) + ": empty>"), nil
		}
		return vm.NewStr("<cell at " + objHex(ce.self) + ": " + vm.TypeName(ce.V) + " object at " + objHex(ce.V) + ">"), nil
	})
	for i, name := range CmpNames {
		op := CmpOp(i)
		objMethod(c, name, 1, 1, func(vm *VM, ce *Cell, a []Value) (Value, error) {
			o, ok := vm.Get0(a[0]).(*Cell)
			if !ok {
				return NotImplemented, nil
			}
			x, y := ce.V, o.V
			if x == Unbound || y == Unbound {
				// Empty cells sort before full ones.
				ex, ey := x == Unbound, y == Unbound
				bx, by := 1, 1
				if ex {
					bx = 0
				}
				if ey {
					by = 0
				}
				return Bool(fastCompareInts(op, int64(bx), int64(by))), nil
			}
			return vm.Compare(op, x, y)
		})
	}
	c.SetAttrStatic("__hash__", None)
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("cell", kw); err != nil {
			return Unbound, err
		}
		if len(args) > 1 {
			return Unbound, vm.TypeError("cell expected at most 1 argument, got %d", len(args))
		}
		v := Unbound
		if len(args) == 1 {
			v = args[0]
		}
		return vm.NewCell(v), nil
	}
}

func fastCompareInts(op CmpOp, x, y int64) bool {
	r, _ := fastCompare(op, SmallInt(x), SmallInt(y))
	return r
}

// ---- code ----

func objInitCode() {
	c := CodeType
	code := func(name string, f func(vm *VM, co *bytecode.Code) Value) {
		objGetter(c, name, func(vm *VM, o *CodeObj) (Value, error) { return f(vm, o.Code), nil })
	}
	code("co_name", func(vm *VM, co *bytecode.Code) Value { return vm.NewStr(co.Name) })
	code("co_qualname", func(vm *VM, co *bytecode.Code) Value { return vm.NewStr(co.Qualname) })
	code("co_filename", func(vm *VM, co *bytecode.Code) Value { return vm.NewStr(co.Filename) })
	code("co_firstlineno", func(vm *VM, co *bytecode.Code) Value { return vm.NewInt(int64(co.FirstLine)) })
	code("co_argcount", func(vm *VM, co *bytecode.Code) Value { return vm.NewInt(int64(co.ArgCount)) })
	code("co_posonlyargcount", func(vm *VM, co *bytecode.Code) Value { return vm.NewInt(int64(co.PosOnlyCount)) })
	code("co_kwonlyargcount", func(vm *VM, co *bytecode.Code) Value { return vm.NewInt(int64(co.KwOnlyCount)) })
	code("co_varnames", func(vm *VM, co *bytecode.Code) Value { return vm.objStrTuple(co.VarNames) })
	code("co_nlocals", func(vm *VM, co *bytecode.Code) Value { return vm.NewInt(int64(len(co.VarNames))) })
	code("co_cellvars", func(vm *VM, co *bytecode.Code) Value { return vm.objStrTuple(co.CellVars) })
	code("co_freevars", func(vm *VM, co *bytecode.Code) Value { return vm.objStrTuple(co.FreeVars) })
	code("co_names", func(vm *VM, co *bytecode.Code) Value { return vm.objStrTuple(co.Names) })
	code("co_flags", func(vm *VM, co *bytecode.Code) Value { return vm.NewInt(objCoFlags(co)) })
	code("co_stacksize", func(vm *VM, co *bytecode.Code) Value { return vm.NewInt(int64(co.NRegs)) })
	code("co_code", func(vm *VM, co *bytecode.Code) Value {
		b := make([]byte, 0, 2*len(co.Instrs))
		for _, in := range co.Instrs {
			b = append(b, byte(in.Op), byte(in.A))
		}
		return vm.NewBytes(b)
	})
	code("co_consts", func(vm *VM, co *bytecode.Code) Value {
		items := make([]Value, len(co.Consts))
		for i, k := range co.Consts {
			items[i] = vm.ConstValue(k)
		}
		return vm.NewTuple(items)
	})
	objMethod(c, "__repr__", 0, 0, func(vm *VM, o *CodeObj, a []Value) (Value, error) {
		co := o.Code
		return vm.NewStr("<code object " + co.Name + " at " + objHex(o.self) + ", file \"" + co.Filename + "\", line " + strconv.Itoa(co.FirstLine) + ">"), nil
	})
	objMethod(c, "__eq__", 1, 1, func(vm *VM, o *CodeObj, a []Value) (Value, error) {
		p, ok := vm.Get0(a[0]).(*CodeObj)
		if !ok {
			return NotImplemented, nil
		}
		return Bool(p.Code == o.Code), nil
	})
	objMethod(c, "__hash__", 0, 0, func(vm *VM, o *CodeObj, a []Value) (Value, error) {
		return vm.NewInt(HashString(o.Code.Qualname+"\x00"+o.Code.Filename) ^ int64(o.Code.FirstLine)), nil
	})
	objMethod(c, "co_lines", 0, 0, func(vm *VM, o *CodeObj, a []Value) (Value, error) {
		var items []Value
		for i, p := range o.Code.Lines {
			ln := None
			if p.Line > 0 {
				ln = vm.NewInt(int64(p.Line))
			}
			items = append(items, vm.NewTupleCopy([]Value{vm.NewInt(int64(2 * i)), vm.NewInt(int64(2*i + 2)), ln}))
		}
		return vm.Iter(vm.NewList(items))
	})
	objMethod(c, "co_positions", 0, 0, func(vm *VM, o *CodeObj, a []Value) (Value, error) {
		var items []Value
		for _, p := range o.Code.Lines {
			opt := func(x int32, ok bool) Value {
				if !ok {
					return None
				}
				return vm.NewInt(int64(x))
			}
			has := p.Line > 0
			items = append(items, vm.NewTupleCopy([]Value{opt(p.Line, has), opt(p.EndLine, has), opt(p.Col, has), opt(p.EndCol, has)}))
		}
		return vm.Iter(vm.NewList(items))
	})
}

// ---- property ----

func (vm *VM) objPropDoc(p *Property, doc Value) Value {
	if (doc == None || doc == Unbound) && p.Get != None {
		if d, ok, err := vm.GetAttrOpt(p.Get, "__doc__"); err == nil && ok {
			return d
		}
	}
	if doc == Unbound {
		return None
	}
	return doc
}

// objPropCopy is property.getter/setter/deleter: a copy of p with one
// accessor replaced, of p's own type.
func (vm *VM) objPropCopy(p *Property, which int, f Value) (Value, error) {
	get, set, del := p.Get, p.Set, p.Del
	switch which {
	case 0:
		get = f
	case 1:
		set = f
	case 2:
		del = f
	}
	doc := p.Doc
	if which == 0 && p.objDocFromGetter(vm) {
		doc = None
	}
	return vm.Call(p.cls.self, []Value{get, set, del, doc}, nil)
}

// objDocFromGetter reports whether p's doc was copied from its getter.
func (p *Property) objDocFromGetter(vm *VM) bool {
	if p.Get == None || p.Doc == None {
		return false
	}
	d, ok, err := vm.GetAttrOpt(p.Get, "__doc__")
	return err == nil && ok && d == p.Doc
}

func objInitProperty() {
	c := PropertyType
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		p := &Property{Get: None, Set: None, Del: None, Doc: None}
		p.cls = cls
		v := vm.heap.Alloc(p)
		if !cls.Builtin {
			p.dict = vm.NewDictObj()
		}
		return v, nil
	}
	c.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		p, err := objSelfOf[*Property](vm, args[0], "__init__", "property")
		if err != nil {
			return Unbound, err
		}
		if len(args) > 5 {
			return Unbound, vm.TypeError("property() takes at most 4 arguments (%d given)", len(args)-1)
		}
		a, err := vm.BindArgs("property", args[1:], kw, []string{"fget", "fset", "fdel", "doc"}, 0)
		if err != nil {
			return Unbound, err
		}
		for i := range a {
			if a[i] == Unbound {
				a[i] = None
			}
		}
		p.Get, p.Set, p.Del = a[0], a[1], a[2]
		p.Doc = vm.objPropDoc(p, a[3])
		if !p.cls.Builtin && p.dict != nil {
			// A subclass stores the doc in its instance dict, as CPython.
			p.dict.SetStr(vm, "__doc__", p.Doc)
		}
		return None, nil
	})
	objGetter(c, "fget", func(vm *VM, p *Property) (Value, error) { return p.Get, nil })
	objGetter(c, "fset", func(vm *VM, p *Property) (Value, error) { return p.Set, nil })
	objGetter(c, "fdel", func(vm *VM, p *Property) (Value, error) { return p.Del, nil })
	objGetSet(c, "__doc__", func(vm *VM, p *Property) (Value, error) { return p.Doc, nil },
		func(vm *VM, p *Property, v Value) error {
			if v == Unbound {
				v = None
			}
			p.Doc = v
			return nil
		})
	objGetter(c, "__name__", func(vm *VM, p *Property) (Value, error) {
		if p.dict != nil {
			if n, ok := p.dict.GetStr(vm, "__name__"); ok {
				return n, nil
			}
		}
		if p.Get != None {
			if n, ok, err := vm.GetAttrOpt(p.Get, "__name__"); err != nil || ok {
				return n, err
			}
		}
		return Unbound, vm.AttributeError(p.self, "__name__")
	})
	objGetter(c, "__isabstractmethod__", func(vm *VM, p *Property) (Value, error) {
		for _, f := range []Value{p.Get, p.Set, p.Del} {
			if f == None {
				continue
			}
			v, ok, err := vm.GetAttrOpt(f, "__isabstractmethod__")
			if err != nil {
				return Unbound, err
			}
			if ok {
				if t, err := vm.Truth(v); err != nil || t {
					return True, err
				}
			}
		}
		return False, nil
	})
	objMethod(c, "getter", 1, 1, func(vm *VM, p *Property, a []Value) (Value, error) { return vm.objPropCopy(p, 0, a[0]) })
	objMethod(c, "setter", 1, 1, func(vm *VM, p *Property, a []Value) (Value, error) { return vm.objPropCopy(p, 1, a[0]) })
	objMethod(c, "deleter", 1, 1, func(vm *VM, p *Property, a []Value) (Value, error) { return vm.objPropCopy(p, 2, a[0]) })
	objMethod(c, "__get__", 1, 2, func(vm *VM, p *Property, a []Value) (Value, error) {
		obj, _, err := vm.DescrGetArgs(a)
		if err != nil {
			return Unbound, err
		}
		if obj == None {
			return p.self, nil
		}
		if p.Get == None {
			return Unbound, vm.Errorf(AttributeErrorType, "property %s of '%s' object has no getter", vm.objPropQName(p), vm.TypeName(obj))
		}
		return vm.Call1(p.Get, obj)
	})
	objMethod(c, "__set__", 2, 2, func(vm *VM, p *Property, a []Value) (Value, error) {
		if p.Set == None {
			return Unbound, vm.Errorf(AttributeErrorType, "property %s of '%s' object has no setter", vm.objPropQName(p), vm.TypeName(a[0]))
		}
		_, err := vm.Call(p.Set, []Value{a[0], a[1]}, nil)
		return None, err
	})
	objMethod(c, "__delete__", 1, 1, func(vm *VM, p *Property, a []Value) (Value, error) {
		if p.Del == None {
			return Unbound, vm.Errorf(AttributeErrorType, "property %s of '%s' object has no deleter", vm.objPropQName(p), vm.TypeName(a[0]))
		}
		_, err := vm.Call1(p.Del, a[0])
		return None, err
	})
	objMethod(c, "__set_name__", 2, 2, func(vm *VM, p *Property, a []Value) (Value, error) {
		return None, nil
	})
}

// objPropQName is the quoted property name in error messages ('x'), or
// empty when it has none.
func (vm *VM) objPropQName(p *Property) string {
	if p.Get != None {
		if n, ok, _ := vm.GetAttrOpt(p.Get, "__name__"); ok {
			if s, ok := vm.StrOf(n); ok {
				return "'" + s + "'"
			}
		}
	}
	return ""
}

// ---- staticmethod, classmethod ----

func objInitStaticClassMethod() {
	for _, c := range []*Class{StaticMethodType, ClassMethodType} {
		c := c
		isStatic := c == StaticMethodType
		c.HasDict = true
		fn := func(vm *VM, v Value) (Value, error) {
			switch o := vm.Get0(v).(type) {
			case *StaticMethod:
				return o.F, nil
			case *ClassMethod:
				return o.F, nil
			}
			return Unbound, vm.TypeError("descriptor requires a '%s' object but received a '%s'", c.Name, vm.TypeName(v))
		}
		c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
			if err := vm.NoKwargs(cls.Name, kw); err != nil {
				return Unbound, err
			}
			if len(args) != 1 {
				return Unbound, vm.TypeError("%s expected 1 argument, got %d", c.Name, len(args))
			}
			var o Object
			if isStatic {
				sm := &StaticMethod{F: args[0]}
				sm.cls = cls
				o = sm
			} else {
				cm := &ClassMethod{F: args[0]}
				cm.cls = cls
				o = cm
			}
			return vm.heap.Alloc(o), nil
		}
		c.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return None, nil })
		for _, n := range []string{"__func__", "__wrapped__"} {
			c.AddGetter(n, fn)
		}
		for _, n := range []string{"__name__", "__qualname__", "__doc__", "__module__"} {
			n := n
			c.AddGetter(n, func(vm *VM, self Value) (Value, error) {
				if d := vm.Get0(self); d != nil && d.head().dict != nil {
					if v, ok := d.head().dict.GetStr(vm, n); ok {
						return v, nil
					}
				}
				f, err := fn(vm, self)
				if err != nil {
					return Unbound, err
				}
				return vm.GetAttr(f, n)
			})
		}
		c.AddGetter("__isabstractmethod__", func(vm *VM, self Value) (Value, error) {
			f, err := fn(vm, self)
			if err != nil {
				return Unbound, err
			}
			v, ok, err := vm.GetAttrOpt(f, "__isabstractmethod__")
			if err != nil || !ok {
				return False, err
			}
			t, err := vm.Truth(v)
			return Bool(t), err
		})
		c.AddGetSet("__dict__", ObjDictGet, ObjDictSet)
		c.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			f, err := fn(vm, args[0])
			if err != nil {
				return Unbound, err
			}
			r, err := vm.Repr(f)
			if err != nil {
				return Unbound, err
			}
			return vm.NewStr("<" + c.Name + "(" + r + ")>"), nil
		})
		c.AddMethod("__get__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			f, err := fn(vm, args[0])
			if err != nil {
				return Unbound, err
			}
			obj, typ, err := vm.DescrGetArgs(args[1:])
			if err != nil {
				return Unbound, err
			}
			if isStatic {
				return f, nil
			}
			if typ == None {
				typ = vm.ClassOf(obj).self
			}
			return vm.NewBoundMethod(f, typ), nil
		})
		if isStatic {
			c.AddMethod("__call__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
				f, err := fn(vm, args[0])
				if err != nil {
					return Unbound, err
				}
				return vm.Call(f, args[1:], kw)
			})
		}
	}
}

// ---- super ----

// objSuperCheck returns the type super(t, obj) searches (CPython's supercheck).
func (vm *VM) objSuperCheck(t *Class, obj Value) (*Class, error) {
	if c, ok := vm.AsClass(obj); ok && c.IsSubclass(t) {
		return c, nil
	}
	if oc := vm.ClassOf(obj); oc.IsSubclass(t) {
		return oc, nil
	}
	if cv, ok, err := vm.GetAttrOpt(obj, "__class__"); err != nil {
		return nil, err
	} else if ok {
		if c, ok := vm.AsClass(cv); ok && c.IsSubclass(t) {
			return c, nil
		}
	}
	what := "instance of " + vm.TypeName(obj)
	if c, ok := vm.AsClass(obj); ok {
		what = "type " + c.Name
	}
	return nil, vm.TypeError("super(type, obj): obj (%s) is not an instance or subtype of type (%s).", what, t.Name)
}

func objInitSuper() {
	c := SuperType
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("super", kw); err != nil {
			return Unbound, err
		}
		if len(args) > 2 {
			return Unbound, vm.TypeError("super() takes at most 2 arguments (%d given)", len(args))
		}
		s := &Super{Obj: None}
		s.cls = cls
		switch len(args) {
		case 0:
			if vm.Interp == nil {
				return Unbound, vm.NewError(RuntimeErrorType, "super(): no arguments")
			}
			t, obj, err := vm.Interp.SuperArgs(vm)
			if err != nil {
				return Unbound, err
			}
			ot, err := vm.objSuperCheck(t, obj)
			if err != nil {
				return Unbound, err
			}
			s.ThisClass, s.Obj, s.ObjType = t, obj, ot
		default:
			t, ok := vm.AsClass(args[0])
			if !ok {
				return Unbound, vm.TypeError("super() argument 1 must be a type, not %s", vm.TypeName(args[0]))
			}
			s.ThisClass = t
			if len(args) == 2 && args[1] != None {
				ot, err := vm.objSuperCheck(t, args[1])
				if err != nil {
					return Unbound, err
				}
				s.Obj, s.ObjType = args[1], ot
			}
		}
		v := vm.heap.Alloc(s)
		if !cls.Builtin {
			s.dict = vm.NewDictObj()
		}
		return v, nil
	}
	objMethod(c, "__repr__", 0, 0, func(vm *VM, s *Super, a []Value) (Value, error) {
		if s.ObjType == nil {
			return vm.NewStr("<super: <class '" + s.ThisClass.Name + "'>, NULL>"), nil
		}
		return vm.NewStr("<super: <class '" + s.ThisClass.Name + "'>, <" + s.ObjType.Name + " object>>"), nil
	})
	objGetter(c, "__thisclass__", func(vm *VM, s *Super) (Value, error) { return s.ThisClass.self, nil })
	objGetter(c, "__self__", func(vm *VM, s *Super) (Value, error) { return s.Obj, nil })
	objGetter(c, "__self_class__", func(vm *VM, s *Super) (Value, error) {
		if s.ObjType == nil {
			return None, nil
		}
		return s.ObjType.self, nil
	})
	objMethod(c, "__get__", 1, 2, func(vm *VM, s *Super, a []Value) (Value, error) {
		if s.ObjType != nil || a[0] == None {
			return s.self, nil
		}
		return vm.Call(vm.ClassOf(s.self).self, []Value{s.ThisClass.self, a[0]}, nil)
	})
	objMethod(c, "__init__", -1, -1, func(vm *VM, s *Super, a []Value) (Value, error) { return None, nil })
}

// ---- module ----

// objModuleRepr is repr(module).
func (vm *VM) objModuleRepr(m *Module) (string, error) {
	name := m.Name
	if m.dict != nil {
		if n, ok := m.dict.GetStr(vm, "__name__"); ok {
			if s, ok := vm.StrOf(n); ok {
				name = s
			}
		}
		if f, ok := m.dict.GetStr(vm, "__file__"); ok {
			if s, ok := vm.StrOf(f); ok {
				return "<module '" + name + "' from '" + s + "'>", nil
			}
		}
		if sp, ok := m.dict.GetStr(vm, "__spec__"); ok && sp != None {
			if o, ok, _ := vm.GetAttrOpt(sp, "origin"); ok {
				if s, ok := vm.StrOf(o); ok {
					if s == "built-in" || s == "frozen" {
						return "<module '" + name + "' (" + s + ")>", nil
					}
					return "<module '" + name + "' from '" + s + "'>", nil
				}
			}
		}
	}
	if _, ok := vm.builtinModules[m.Name]; ok || m == vm.Builtins || m == vm.Sys {
		return "<module '" + name + "' (built-in)>", nil
	}
	return "<module '" + name + "'>", nil
}

func objInitModule() {
	c := ModuleType
	c.HasDict = true
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		m := &Module{Name: "?"}
		m.cls = cls
		v := vm.heap.Alloc(m)
		m.dict = vm.NewDictObj()
		return v, nil
	}
	c.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		m, err := objSelfOf[*Module](vm, args[0], "__init__", "module")
		if err != nil {
			return Unbound, err
		}
		a, err := vm.BindArgs("module", args[1:], kw, []string{"name", "doc"}, 1)
		if err != nil {
			return Unbound, err
		}
		name, ok := vm.StrOf(a[0])
		if !ok {
			return Unbound, vm.TypeError("module() argument 'name' must be str, not %s", vm.TypeName(a[0]))
		}
		doc := a[1]
		if doc == Unbound {
			doc = None
		}
		m.Name = name
		if m.dict == nil {
			m.dict = vm.NewDictObj()
		}
		m.dict.SetStr(vm, "__name__", a[0])
		m.dict.SetStr(vm, "__doc__", doc)
		m.dict.SetStr(vm, "__package__", None)
		m.dict.SetStr(vm, "__loader__", None)
		m.dict.SetStr(vm, "__spec__", None)
		return None, nil
	})
	objMethod(c, "__repr__", 0, 0, func(vm *VM, m *Module, a []Value) (Value, error) {
		s, err := vm.objModuleRepr(m)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(s), nil
	})
	objGetter(c, "__dict__", func(vm *VM, m *Module) (Value, error) {
		if m.dict == nil {
			m.dict = vm.NewDictObj()
		}
		return m.dict.self, nil
	})
	objMethod(c, "__dir__", 0, 0, func(vm *VM, m *Module, a []Value) (Value, error) {
		if m.dict == nil {
			return vm.NewList(nil), nil
		}
		if f, ok := m.dict.GetStr(vm, "__dir__"); ok {
			return vm.Call(f, nil, nil)
		}
		return vm.NewList(m.dict.Keys()), nil
	})
	objGetSet(c, "__annotations__", func(vm *VM, m *Module) (Value, error) {
		if v, ok := m.dict.GetStr(vm, "__annotations__"); ok {
			return v, nil
		}
		d := vm.NewDict()
		m.dict.SetStr(vm, "__annotations__", d)
		return d, nil
	}, func(vm *VM, m *Module, v Value) error {
		if v == Unbound {
			_, err := m.dict.Delete(vm, vm.Intern("__annotations__"))
			return err
		}
		m.dict.SetStr(vm, "__annotations__", v)
		return nil
	})
}

// ---- None, NotImplemented, Ellipsis ----

func objInitSingletons() {
	for _, sp := range []struct {
		c     *Class
		v     Value
		name  string
		tname string
	}{{NoneType, None, "None", "NoneType"}, {NotImplType, NotImplemented, "NotImplemented", "NotImplementedType"}, {EllipsisType, Ellipsis, "Ellipsis", "EllipsisType"}} {
		sp := sp
		sp.c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
			if len(args) > 0 || len(kw) > 0 {
				return Unbound, vm.TypeError("%s takes no arguments", sp.tname)
			}
			return sp.v, nil
		}
		sp.c.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			return vm.NewStr(sp.name), nil
		})
		sp.c.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			return vm.NewStr(sp.name), nil
		})
	}
	NoneType.AddMethod("__bool__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return False, nil })
	NoneType.AddMethod("__hash__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return vm.NewInt(IDHash(None)), nil
	})
}

// ---- getset_descriptor ----

// objNotWritable is the error for assigning a read-only descriptor:
// "readonly attribute" for members, CPython's getset message otherwise.
func (vm *VM) objNotWritable(g *GetSet) error {
	if g.Member {
		return vm.Errorf(AttributeErrorType, "readonly attribute")
	}
	owner := "?"
	if g.Owner != nil {
		owner = g.Owner.Name
	}
	return vm.Errorf(AttributeErrorType, "attribute '%s' of '%s' objects is not writable", g.Name, owner)
}

// objMember registers a read-only member (CPython's READONLY T_OBJECT
// members: "<member 'x' of 'T' objects>", "readonly attribute").
func objMember[T Object](c *Class, name string, get func(vm *VM, o T) (Value, error)) {
	objGetter(c, name, get)
	MarkMembers(c, name)
}

// MarkMembers makes the attributes names that c's namespace holds as
// GetSets member descriptors, as CPython implements them: type
// member_descriptor, "<member ...>" reprs, and "readonly attribute" when
// they have no setter. A module package calls it at initialisation.
func MarkMembers(c *Class, names ...string) {
	for _, n := range names {
		if v, ok := c.Dict.GetStr(nil, n); ok && v.IsHandle() && v.index()&staticBit != 0 {
			if g, ok := staticGet(v.index()).(*GetSet); ok {
				g.Member, g.cls = true, MemberDescrType
			}
		}
	}
}

func objInitGetSet() {
	for _, c := range []*Class{GetSetType, MemberDescrType} {
		objInitDescr(c)
	}
}

// objInitDescr gives getset_descriptor or member_descriptor its methods.
func objInitDescr(c *Class) {
	objMethod(c, "__get__", 1, 2, func(vm *VM, g *GetSet, a []Value) (Value, error) {
		obj, _, err := vm.DescrGetArgs(a)
		if err != nil {
			return Unbound, err
		}
		if obj == None {
			return g.self, nil
		}
		if g.Owner != nil && !vm.ClassOf(obj).IsSubclass(g.Owner) {
			return Unbound, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", g.Name, g.Owner.Name, vm.TypeName(obj))
		}
		return g.Get(vm, obj)
	})
	objMethod(c, "__set__", 2, 2, func(vm *VM, g *GetSet, a []Value) (Value, error) {
		if g.Owner != nil && !vm.ClassOf(a[0]).IsSubclass(g.Owner) {
			return Unbound, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", g.Name, g.Owner.Name, vm.TypeName(a[0]))
		}
		if g.Set == nil {
			return Unbound, vm.objNotWritable(g)
		}
		return None, g.Set(vm, a[0], a[1])
	})
	objMethod(c, "__delete__", 1, 1, func(vm *VM, g *GetSet, a []Value) (Value, error) {
		if g.Owner != nil && !vm.ClassOf(a[0]).IsSubclass(g.Owner) {
			return Unbound, vm.TypeError("descriptor '%s' for '%s' objects doesn't apply to a '%s' object", g.Name, g.Owner.Name, vm.TypeName(a[0]))
		}
		if g.Del != nil {
			return None, g.Del(vm, a[0])
		}
		if g.Set == nil {
			return Unbound, vm.objNotWritable(g)
		}
		return Unbound, vm.TypeError("cannot delete attribute '%s'", g.Name)
	})
	objMethod(c, "__repr__", 0, 0, func(vm *VM, g *GetSet, a []Value) (Value, error) {
		owner := "?"
		if g.Owner != nil {
			owner = g.Owner.Name
		}
		if g.Member {
			return vm.NewStr("<member '" + g.Name + "' of '" + owner + "' objects>"), nil
		}
		return vm.NewStr("<attribute '" + g.Name + "' of '" + owner + "' objects>"), nil
	})
	objGetter(c, "__name__", func(vm *VM, g *GetSet) (Value, error) { return vm.NewStr(g.Name), nil })
	objGetter(c, "__qualname__", func(vm *VM, g *GetSet) (Value, error) {
		if g.Owner == nil {
			return vm.NewStr(g.Name), nil
		}
		return vm.NewStr(g.Owner.Qualname + "." + g.Name), nil
	})
	objGetter(c, "__objclass__", func(vm *VM, g *GetSet) (Value, error) {
		if g.Owner == nil {
			return None, nil
		}
		return g.Owner.self, nil
	})
	objGetter(c, "__doc__", func(vm *VM, g *GetSet) (Value, error) { return None, nil })
	objMethod(c, "__reduce__", 0, 0, func(vm *VM, g *GetSet, a []Value) (Value, error) {
		getattr, _ := vm.Builtins.dict.GetStr(vm, "getattr")
		return vm.NewTupleCopy([]Value{getattr, vm.NewTupleCopy([]Value{g.Owner.self, vm.NewStr(g.Name)})}), nil
	})
}
