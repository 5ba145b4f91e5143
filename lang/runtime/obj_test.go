package runtime

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/cpjit/cpjit/lang/bytecode"
	"github.com/stretchr/testify/require"
)

// objBuiltin fetches a builtin function by name.
func objBuiltin(t *testing.T, vm *VM, name string) Value {
	t.Helper()
	v, ok := vm.Builtins.dict.GetStr(vm, name)
	require.True(t, ok, "builtin %s", name)
	return v
}

func objStr(t *testing.T, vm *VM, v Value) string {
	t.Helper()
	s, err := vm.Str(v)
	require.NoError(t, err)
	return s
}

func objRepr(t *testing.T, vm *VM, v Value) string {
	t.Helper()
	s, err := vm.Repr(v)
	require.NoError(t, err)
	return s
}

// objErrText renders an error as "Type: message".
func objErrText(t *testing.T, vm *VM, err error) string {
	t.Helper()
	require.Error(t, err)
	e := AsException(err)
	require.NotNil(t, e, "not a Python exception: %v", err)
	return e.cls.Name + ": " + objStr(t, vm, e.self)
}

func objNewClass(t *testing.T, vm *VM, name string, bases []*Class, attrs map[string]Value) *Class {
	t.Helper()
	ns := vm.NewDictObj()
	ns.SetStr(vm, "__module__", vm.NewStr("__main__"))
	for k, v := range attrs {
		ns.SetStr(vm, k, v)
	}
	c, err := vm.NewClass(TypeType, name, bases, ns)
	require.NoError(t, err)
	return c
}

func TestObjObjectBasics(t *testing.T) {
	vm := NewVM()
	o, err := vm.Call(ObjectType.self, nil, nil)
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(objRepr(t, vm, o), "<object object at 0x"))
	h, err := vm.Hash(o)
	require.NoError(t, err)
	require.Equal(t, IDHash(o), h)
	eq, err := vm.CompareBool(CmpEQ, o, o)
	require.NoError(t, err)
	require.True(t, eq)
	o2, _ := vm.Call(ObjectType.self, nil, nil)
	ne, err := vm.CompareBool(CmpNE, o, o2)
	require.NoError(t, err)
	require.True(t, ne)
	_, err = vm.Compare(CmpLT, o, o2)
	require.Equal(t, "TypeError: '<' not supported between instances of 'object' and 'object'", objErrText(t, vm, err))
	_, err = vm.Call(ObjectType.self, []Value{SmallInt(1)}, nil)
	require.Equal(t, "TypeError: object() takes no arguments", objErrText(t, vm, err))
	err = vm.SetAttr(o, "x", SmallInt(1))
	require.Equal(t, "AttributeError: 'object' object has no attribute 'x' and no __dict__ for setting new attributes", objErrText(t, vm, err))
	cls, err := vm.GetAttr(o, "__class__")
	require.NoError(t, err)
	require.Equal(t, ObjectType.self, cls)
}

func TestObjUserClass(t *testing.T) {
	vm := NewVM()
	c := objNewClass(t, vm, "C", nil, nil)
	require.Equal(t, "<class '__main__.C'>", objRepr(t, vm, c.self))
	inst, err := vm.Call(c.self, nil, nil)
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(objRepr(t, vm, inst), "<__main__.C object at 0x"))
	require.NoError(t, vm.SetAttr(inst, "x", SmallInt(5)))
	d, err := vm.GetAttr(inst, "__dict__")
	require.NoError(t, err)
	require.Equal(t, "{'x': 5}", objRepr(t, vm, d))
	_, err = vm.Call(c.self, []Value{SmallInt(1)}, nil)
	require.Equal(t, "TypeError: C() takes no arguments", objErrText(t, vm, err))

	// A class defining __eq__ only is unhashable.
	eqf := vm.NewBuiltin("__eq__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return True, nil })
	e := objNewClass(t, vm, "E", nil, map[string]Value{"__eq__": eqf})
	ei, err := vm.Call(e.self, nil, nil)
	require.NoError(t, err)
	_, err = vm.Hash(ei)
	require.Equal(t, "TypeError: unhashable type: 'E'", objErrText(t, vm, err))

	// Diamond MRO.
	a := objNewClass(t, vm, "A", nil, nil)
	b := objNewClass(t, vm, "B", []*Class{a}, nil)
	cc := objNewClass(t, vm, "C2", []*Class{a}, nil)
	dd := objNewClass(t, vm, "D", []*Class{b, cc}, nil)
	var names []string
	for _, k := range dd.MRO {
		names = append(names, k.Name)
	}
	require.Equal(t, []string{"D", "B", "C2", "A", "object"}, names)
	_, err = vm.NewClass(TypeType, "X", []*Class{a, b}, vm.NewDictObj())
	require.Equal(t, "TypeError: Cannot create a consistent method resolution order (MRO) for bases A, B", objErrText(t, vm, err))
	_, err = vm.NewClass(TypeType, "X", []*Class{a, a}, vm.NewDictObj())
	require.Equal(t, "TypeError: duplicate base class A", objErrText(t, vm, err))
	_, err = vm.NewClass(TypeType, "X", []*Class{BoolType}, vm.NewDictObj())
	require.Equal(t, "TypeError: type 'bool' is not an acceptable base type", objErrText(t, vm, err))
}

func TestObjSlots(t *testing.T) {
	vm := NewVM()
	slots := vm.NewTupleCopy([]Value{vm.NewStr("x"), vm.NewStr("y")})
	p := objNewClass(t, vm, "P", nil, map[string]Value{"__slots__": slots})
	require.False(t, p.HasDict)
	inst, err := vm.Call(p.self, nil, nil)
	require.NoError(t, err)
	require.NoError(t, vm.SetAttr(inst, "x", SmallInt(1)))
	x, err := vm.GetAttr(inst, "x")
	require.NoError(t, err)
	require.Equal(t, SmallInt(1), x)
	_, err = vm.GetAttr(inst, "y")
	require.Equal(t, "AttributeError: 'P' object has no attribute 'y'", objErrText(t, vm, err))
	err = vm.SetAttr(inst, "z", SmallInt(1))
	require.Equal(t, "AttributeError: 'P' object has no attribute 'z' and no __dict__ for setting new attributes", objErrText(t, vm, err))
	require.NoError(t, vm.DelAttr(inst, "x"))
	err = vm.DelAttr(inst, "x")
	require.Equal(t, "AttributeError: x", objErrText(t, vm, err))
	descr, ok := p.Dict.GetStr(vm, "x")
	require.True(t, ok)
	require.Equal(t, "<member 'x' of 'P' objects>", objRepr(t, vm, descr))
}

func TestObjTypeCall(t *testing.T) {
	vm := NewVM()
	r, err := vm.Call(TypeType.self, []Value{SmallInt(1)}, nil)
	require.NoError(t, err)
	require.Equal(t, IntType.self, r)
	_, err = vm.Call(TypeType.self, []Value{SmallInt(1), SmallInt(2)}, nil)
	require.Equal(t, "TypeError: type() takes 1 or 3 arguments", objErrText(t, vm, err))
	ns := vm.NewDict()
	k, err := vm.Call(TypeType.self, []Value{vm.NewStr("K"), EmptyTuple, ns}, nil)
	require.NoError(t, err)
	kc, ok := vm.AsClass(k)
	require.True(t, ok)
	require.Equal(t, "K", kc.Name)
	_, err = vm.Call(TypeType.self, []Value{SmallInt(1), EmptyTuple, ns}, nil)
	require.Equal(t, "TypeError: type.__new__() argument 1 must be str, not int", objErrText(t, vm, err))

	// Metaclass conflict.
	m1 := objNewClass(t, vm, "M1", []*Class{TypeType}, nil)
	m2 := objNewClass(t, vm, "M2", []*Class{TypeType}, nil)
	a, err := vm.Call(m1.self, []Value{vm.NewStr("A"), EmptyTuple, vm.NewDict()}, nil)
	require.NoError(t, err)
	require.Equal(t, m1, vm.ClassOf(a))
	b, err := vm.Call(m2.self, []Value{vm.NewStr("B"), EmptyTuple, vm.NewDict()}, nil)
	require.NoError(t, err)
	_, err = vm.Call(TypeType.self, []Value{vm.NewStr("C"), vm.NewTupleCopy([]Value{a, b}), vm.NewDict()}, nil)
	require.Equal(t, "TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases", objErrText(t, vm, err))
	// The derived metaclass wins.
	c, err := vm.Call(TypeType.self, []Value{vm.NewStr("C"), vm.NewTupleCopy([]Value{a}), vm.NewDict()}, nil)
	require.NoError(t, err)
	require.Equal(t, m1, vm.ClassOf(c))

	// Class attributes.
	name, err := vm.GetAttr(kc.self, "__name__")
	require.NoError(t, err)
	require.Equal(t, "K", objStr(t, vm, name))
	mod, err := vm.GetAttr(IntType.self, "__module__")
	require.NoError(t, err)
	require.Equal(t, "builtins", objStr(t, vm, mod))
	mro, err := vm.GetAttr(kc.self, "__mro__")
	require.NoError(t, err)
	require.Equal(t, "(<class 'K'>, <class 'object'>)", objRepr(t, vm, mro))
	d, err := vm.GetAttr(kc.self, "__dict__")
	require.NoError(t, err)
	require.Equal(t, "mappingproxy", vm.TypeName(d))
	err = vm.SetAttr(IntType.self, "x", SmallInt(1))
	require.Equal(t, "TypeError: cannot set 'x' attribute of immutable type 'int'", objErrText(t, vm, err))
	require.NoError(t, vm.SetAttr(kc.self, "__name__", vm.NewStr("K2")))
	require.Equal(t, "K2", kc.Name)
	err = vm.SetAttr(kc.self, "__name__", SmallInt(1))
	require.Equal(t, "TypeError: can only assign string to K2.__name__, not 'int'", objErrText(t, vm, err))
}

func TestObjExceptions(t *testing.T) {
	vm := NewVM()
	call := func(c *Class, args ...Value) Value {
		t.Helper()
		r, err := vm.Call(c.self, args, nil)
		require.NoError(t, err)
		return r
	}
	x := vm.NewStr("x")
	require.Equal(t, "ValueError('x')", objRepr(t, vm, call(ValueErrorType, x)))
	require.Equal(t, "x", objStr(t, vm, call(ValueErrorType, x)))
	require.Equal(t, "Exception(1, 2)", objRepr(t, vm, call(ExceptionType, SmallInt(1), SmallInt(2))))
	require.Equal(t, "(1, 2)", objStr(t, vm, call(ExceptionType, SmallInt(1), SmallInt(2))))
	require.Equal(t, "Exception()", objRepr(t, vm, call(ExceptionType)))
	require.Equal(t, "'x'", objStr(t, vm, call(KeyErrorType, x)))

	ose := call(OSErrorType, SmallInt(2), vm.NewStr("No such file or directory"), x)
	require.Equal(t, FileNotFoundErrorType, vm.ClassOf(ose))
	require.Equal(t, "[Errno 2] No such file or directory: 'x'", objStr(t, vm, ose))
	en, err := vm.GetAttr(ose, "errno")
	require.NoError(t, err)
	require.Equal(t, SmallInt(2), en)
	require.Equal(t, "FileNotFoundError(2, 'No such file or directory')", objRepr(t, vm, ose))
	require.Equal(t, "[Errno 2] No such file or directory: 'f'", objStr(t, vm, vm.NewOSError(2, vm.NewStr("f")).(*Exception).self))

	se := call(SyntaxErrorType, vm.NewStr("invalid syntax"), vm.NewTupleCopy([]Value{vm.NewStr("/a/f.py"), SmallInt(1), SmallInt(2), vm.NewStr("x = (")}))
	require.Equal(t, "invalid syntax (f.py, line 1)", objStr(t, vm, se))
	off, err := vm.GetAttr(se, "offset")
	require.NoError(t, err)
	require.Equal(t, SmallInt(2), off)

	e := call(ValueErrorType)
	err = vm.SetAttr(e, "__cause__", SmallInt(1))
	require.Equal(t, "TypeError: exception cause must be None or derive from BaseException", objErrText(t, vm, err))
	require.NoError(t, vm.SetAttr(e, "__cause__", call(KeyErrorType)))
	sc, err := vm.GetAttr(e, "__suppress_context__")
	require.NoError(t, err)
	require.Equal(t, True, sc)
	err = vm.DelAttr(e, "args")
	require.Equal(t, "TypeError: args may not be deleted", objErrText(t, vm, err))

	// vm.AttributeError carries name and obj.
	ae := vm.AttributeError(SmallInt(1), "foo").(*Exception)
	n, err := vm.GetAttr(ae.self, "name")
	require.NoError(t, err)
	require.Equal(t, "foo", objStr(t, vm, n))

	// A user subclass gets a __dict__ and keeps BaseException's args.
	my := objNewClass(t, vm, "MyErr", []*Class{ValueErrorType}, nil)
	mi := call(my, SmallInt(3))
	require.NoError(t, vm.SetAttr(mi, "code", SmallInt(3)))
	require.Equal(t, "MyErr(3)", objRepr(t, vm, mi))
	_, isExc := vm.Get0(mi).(*Exception)
	require.True(t, isExc)
}

func TestObjPrint(t *testing.T) {
	vm := NewVM()
	var buf bytes.Buffer
	vm.Stdout = &buf
	print := objBuiltin(t, vm, "print")
	_, err := vm.Call(print, []Value{SmallInt(1), vm.NewStr("a"), None}, nil)
	require.NoError(t, err)
	_, err = vm.Call(print, []Value{SmallInt(1), SmallInt(2)}, []Kwarg{{"sep", vm.NewStr("-")}, {"end", vm.NewStr("!")}})
	require.NoError(t, err)
	require.Equal(t, "1 a None\n1-2!", buf.String())
	_, err = vm.Call(print, nil, []Kwarg{{"sep", SmallInt(1)}})
	require.Equal(t, "TypeError: sep must be None or a string, not int", objErrText(t, vm, err))
	_, err = vm.Call(print, nil, []Kwarg{{"file", SmallInt(1)}})
	require.Equal(t, "AttributeError: 'int' object has no attribute 'write'", objErrText(t, vm, err))
}

func TestObjAttrBuiltins(t *testing.T) {
	vm := NewVM()
	c := objNewClass(t, vm, "O", nil, map[string]Value{"a": SmallInt(1)})
	o, err := vm.Call(c.self, nil, nil)
	require.NoError(t, err)
	getattr := objBuiltin(t, vm, "getattr")
	r, err := vm.Call(getattr, []Value{o, vm.NewStr("b"), SmallInt(7)}, nil)
	require.NoError(t, err)
	require.Equal(t, SmallInt(7), r)
	_, err = vm.Call(getattr, []Value{o, SmallInt(1)}, nil)
	require.Equal(t, "TypeError: attribute name must be string, not 'int'", objErrText(t, vm, err))
	_, err = vm.Call(objBuiltin(t, vm, "setattr"), []Value{o, vm.NewStr("b"), SmallInt(2)}, nil)
	require.NoError(t, err)
	r, err = vm.Call(objBuiltin(t, vm, "hasattr"), []Value{o, vm.NewStr("b")}, nil)
	require.NoError(t, err)
	require.Equal(t, True, r)
	_, err = vm.Call(objBuiltin(t, vm, "delattr"), []Value{o, vm.NewStr("b")}, nil)
	require.NoError(t, err)
	r, err = vm.Call(objBuiltin(t, vm, "vars"), []Value{o}, nil)
	require.NoError(t, err)
	require.Equal(t, "{}", objRepr(t, vm, r))
	r, err = vm.Call(objBuiltin(t, vm, "dir"), []Value{o}, nil)
	require.NoError(t, err)
	s := objRepr(t, vm, r)
	require.Contains(t, s, "'a'")
	require.Contains(t, s, "'__init__'")
}

func TestObjFunctionsAndDescriptors(t *testing.T) {
	vm := NewVM()
	// Builtin reprs.
	require.Equal(t, "<built-in function print>", objRepr(t, vm, objBuiltin(t, vm, "print")))
	app, ok := ListType.Dict.GetStr(vm, "append")
	if ok {
		require.Equal(t, "<method 'append' of 'list' objects>", objRepr(t, vm, app))
	}
	init, _ := ObjectType.Dict.GetStr(vm, "__init__")
	require.Equal(t, "<slot wrapper '__init__' of 'object' objects>", objRepr(t, vm, init))
	require.Equal(t, "<built-in method __new__ of type object at "+objHex(ObjectType.self)+">", objRepr(t, vm, objectNew))

	// Cells.
	cell := vm.NewCell(Unbound)
	_, err := vm.GetAttr(cell, "cell_contents")
	require.Equal(t, "ValueError: Cell is empty", objErrText(t, vm, err))
	require.NoError(t, vm.SetAttr(cell, "cell_contents", SmallInt(4)))
	v, err := vm.GetAttr(cell, "cell_contents")
	require.NoError(t, err)
	require.Equal(t, SmallInt(4), v)

	// property(fget) through a class.
	fget := vm.NewBuiltin("g", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return SmallInt(42), nil })
	prop, err := vm.Call(PropertyType.self, []Value{fget}, nil)
	require.NoError(t, err)
	c := objNewClass(t, vm, "C", nil, map[string]Value{"p": prop})
	o, err := vm.Call(c.self, nil, nil)
	require.NoError(t, err)
	v, err = vm.GetAttr(o, "p")
	require.NoError(t, err)
	require.Equal(t, SmallInt(42), v)
	err = vm.SetAttr(o, "p", SmallInt(1))
	require.Equal(t, "AttributeError: property 'p' of 'C' object has no setter", objErrText(t, vm, err))

	// staticmethod / classmethod constructors.
	_, err = vm.Call(StaticMethodType.self, nil, nil)
	require.Equal(t, "TypeError: staticmethod expected 1 argument, got 0", objErrText(t, vm, err))
	sm, err := vm.Call(StaticMethodType.self, []Value{fget}, nil)
	require.NoError(t, err)
	f, err := vm.GetAttr(sm, "__func__")
	require.NoError(t, err)
	require.Equal(t, fget, f)

	// super(C, o) errors.
	_, err = vm.Call(SuperType.self, []Value{c.self, SmallInt(1)}, nil)
	require.Equal(t, "TypeError: super(type, obj): obj (instance of int) is not an instance or subtype of type (C).", objErrText(t, vm, err))
	s, err := vm.Call(SuperType.self, []Value{c.self, o}, nil)
	require.NoError(t, err)
	require.Equal(t, "<super: <class 'C'>, <C object>>", objRepr(t, vm, s))

	// Modules.
	m, err := vm.Call(ModuleType.self, []Value{vm.NewStr("mymod")}, nil)
	require.NoError(t, err)
	require.Equal(t, "<module 'mymod'>", objRepr(t, vm, m))
	_, err = vm.GetAttr(m, "nope")
	require.Equal(t, "AttributeError: module 'mymod' has no attribute 'nope'", objErrText(t, vm, err))

	// Singletons.
	r, err := vm.Call(NoneType.self, nil, nil)
	require.NoError(t, err)
	require.Equal(t, None, r)
	_, err = vm.Call(NoneType.self, []Value{SmallInt(1)}, nil)
	require.Equal(t, "TypeError: NoneType takes no arguments", objErrText(t, vm, err))
}

func TestObjSubclassesAreWeak(t *testing.T) {
	vm := NewVM()
	base := objNewClass(t, vm, "Base", nil, nil)
	vm.Builtins.dict.SetStr(vm, "Base", base.self) // keep the base alive
	keep := objNewClass(t, vm, "Keep", []*Class{base}, nil)
	vm.Builtins.dict.SetStr(vm, "Keep", keep.self)
	objNewClass(t, vm, "Gone", []*Class{base}, nil)
	ig := objNewClass(t, vm, "IntSub", []*Class{IntType}, nil)
	_ = ig
	subs := func(c *Class) string {
		r, err := vm.CallMethod(c.self, "__subclasses__")
		require.NoError(t, err)
		return objRepr(t, vm, r)
	}
	require.Equal(t, "[<class '__main__.Keep'>, <class '__main__.Gone'>]", subs(base))
	require.Contains(t, subs(IntType), "IntSub")
	vm.heap.DropPins()
	vm.heap.Collect()
	require.Equal(t, "[<class '__main__.Keep'>]", subs(base))
	require.NotContains(t, subs(IntType), "IntSub")
}

// Dead subclasses leave a subclass list when it fills up, not at every
// new subclass (which made creating n live classes cost O(n²)); the list
// grows when pruning frees less than half of it, and __subclasses__ still
// shows only the live ones.
func TestObjSubclassListPrunedWhenFull(t *testing.T) {
	vm := NewVM()
	base := objNewClass(t, vm, "Base", nil, nil)
	vm.Builtins.dict.SetStr(vm, "Base", base.self)
	kept := func(name string) {
		c := objNewClass(t, vm, name, []*Class{base}, nil)
		vm.Builtins.dict.SetStr(vm, name, c.self)
	}
	for i := 0; i < 5; i++ {
		kept("K" + strconv.Itoa(i))
	}
	require.Len(t, base.subclasses, 5)
	require.Equal(t, 8, cap(base.subclasses))
	objNewClass(t, vm, "Gone", []*Class{base}, nil)
	vm.heap.DropPins()
	vm.heap.Collect()
	kept("K5")
	require.Len(t, base.subclasses, 7, "the dead class stays until the list is full")
	for i := 6; i < 100; i++ {
		kept("K" + strconv.Itoa(i))
	}
	require.Len(t, base.subclasses, 100, "dropped when the list filled")
	r, err := vm.CallMethod(base.self, "__subclasses__")
	require.NoError(t, err)
	require.NotContains(t, objRepr(t, vm, r), "Gone")
	require.Contains(t, objRepr(t, vm, r), "K99")
}

// TestObjMethodsNeverPanic calls every method of this area's types with
// assorted arguments: each call must return a value or a Python exception.
func TestObjMethodsNeverPanic(t *testing.T) {
	vm := NewVM()
	lenFn := objBuiltin(t, vm, "len")
	mk := func(f Value, args ...Value) Value {
		r, err := vm.Call(f, args, nil)
		require.NoError(t, err)
		return r
	}
	code := &bytecode.Code{Name: "f", Qualname: "f", Filename: "x.py", Doc: -1}
	fn := &Function{Code: code, Globals: vm.Builtins.dict, Name: vm.NewStr("f"), Qualname: vm.NewStr("f"), Module: None, Doc: None, Annots: Unbound}
	fn.cls = FunctionType
	fnv := vm.Alloc(fn)
	user := objNewClass(t, vm, "U", nil, nil)
	inst := mk(user.self)
	getset, _ := TypeType.Dict.GetStr(vm, "__name__")
	samples := map[*Class][]Value{
		ObjectType:       {inst, SmallInt(1), None},
		TypeType:         {user.self, IntType.self},
		FunctionType:     {fnv},
		MethodType:       {vm.NewBoundMethod(fnv, inst)},
		BuiltinFuncType:  {lenFn},
		CellType:         {vm.NewCell(SmallInt(1)), vm.NewCell(Unbound)},
		CodeType:         {vm.NewCodeObj(code)},
		PropertyType:     {mk(PropertyType.self), mk(PropertyType.self, fnv)},
		StaticMethodType: {mk(StaticMethodType.self, fnv)},
		ClassMethodType:  {mk(ClassMethodType.self, fnv)},
		SuperType:        {mk(SuperType.self, user.self, inst), mk(SuperType.self, user.self)},
		ModuleType:       {mk(ModuleType.self, vm.NewStr("m"))},
		NoneType:         {None},
		NotImplType:      {NotImplemented},
		EllipsisType:     {Ellipsis},
		GetSetType:       {getset},
		MappingProxyType: {vm.NewMappingProxy(vm.NewDict())},
	}
	u, err := vm.Binary(OpOr, IntType.self, StrType.self)
	require.NoError(t, err)
	samples[UnionType] = []Value{u}
	for _, c := range ExceptionClasses {
		samples[c] = []Value{vm.NewExceptionObj(c, nil).self, vm.NewExceptionObj(c, []Value{SmallInt(2), vm.NewStr("x")}).self}
	}
	samples[ExceptionGroupType] = append(samples[ExceptionGroupType], mk(ExceptionGroupType.self, vm.NewStr("m"), vm.NewList([]Value{mk(ValueErrorType.self)})))
	others := []Value{None, SmallInt(0), SmallInt(-1), vm.NewStr("x"), vm.NewStr("__name__"), EmptyTuple, vm.NewDict(), user.self, inst, FloatValue(1.5)}
	for _, c := range objGuardedClasses() {
		for _, key := range c.Dict.Keys() {
			name, _ := vm.GoString(key)
			if name == "__call__" || name == "__init__" && c == TypeType {
				continue // would run arbitrary calls
			}
			m, _ := c.Dict.GetStr(vm, name)
			if _, ok := vm.Get0(m).(*BuiltinFunction); !ok {
				continue
			}
			selfs := append([]Value{}, samples[c]...)
			selfs = append(selfs, SmallInt(3))
			for _, self := range selfs {
				if self == Unbound {
					continue
				}
				for n := 0; n <= 3; n++ {
					for _, o := range others {
						args := []Value{self}
						for i := 0; i < n; i++ {
							args = append(args, o)
						}
						func() {
							defer func() {
								if r := recover(); r != nil {
									t.Fatalf("%s.%s%v panicked: %v", c.Name, name, args, r)
								}
							}()
							_, _ = vm.Call(m, args, nil)
							_, _ = vm.Call(m, nil, nil)
						}()
					}
				}
			}
		}
	}
}

// NewInstance allocates an instance together with its slot values, or
// with its __dict__ and the dict's first table when the class expects
// few attributes: one Go allocation, where separate parts took up to
// four. The instances behave as any other.
func TestObjInstanceAllocatedInOnePiece(t *testing.T) {
	vm := NewVM()
	slots := objNewClass(t, vm, "S", nil, map[string]Value{
		"__slots__": vm.NewTuple([]Value{vm.NewStr("x"), vm.NewStr("y"), vm.NewStr("z")})})
	hinted := objNewClass(t, vm, "H", nil, nil)
	hinted.NoteAttrs(3)
	plain := objNewClass(t, vm, "P", nil, nil)
	many := objNewClass(t, vm, "M", nil, nil)
	many.NoteAttrs(9)
	require.False(t, slots.HasDict)
	for _, c := range []struct {
		cls    *Class
		allocs float64
	}{{slots, 1}, {hinted, 1}, {plain, 1}, {many, 3}} {
		vm.NewInstance(c.cls) // the heap's table grows outside the measurement
		n := testing.AllocsPerRun(100, func() { vm.NewInstance(c.cls) })
		require.Equal(t, c.allocs, n, "Go allocations for an instance of %s", c.cls.Name)

		// Attributes beyond what was reserved still go in.
		o := vm.NewInstance(c.cls)
		names := []string{"x", "y", "z"}
		if c.cls.HasDict {
			names = append(names, "a", "b", "c", "d", "e", "f", "g", "h", "i", "j")
		}
		for i, name := range names {
			require.NoError(t, vm.SetAttr(o, name, SmallInt(int64(i))))
		}
		for i, name := range names {
			v, err := vm.GetAttr(o, name)
			require.NoError(t, err)
			require.Equal(t, SmallInt(int64(i)), v, "%s.%s", c.cls.Name, name)
		}
	}
	// A slot not yet set raises AttributeError.
	_, err := vm.GetAttr(vm.NewInstance(slots), "y")
	require.Error(t, err)
}

func BenchmarkNewInstance(b *testing.B) {
	vm := NewVM()
	cls, err := vm.NewClass(TypeType, "H", nil, vm.NewDictObj())
	if err != nil {
		b.Fatal(err)
	}
	cls.NoteAttrs(3)
	b.ReportAllocs()
	for b.Loop() {
		vm.NewInstance(cls)
		if err := vm.Safepoint(); err != nil {
			b.Fatal(err)
		}
	}
}
