package interp

import (
	"bytes"
	"os"
	"strings"

	"github.com/cpjit/cpjit/lang/bytecode"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/syntax"
)

func (in *Interp) unboundLocal(code *bytecode.Code, reg int) error {
	name := "?"
	if reg < len(code.VarNames) {
		name = code.VarNames[reg]
	}
	return in.vm.Errorf(rt.UnboundLocalErrorType, "cannot access local variable '%s' where it is not associated with a value", name)
}

func (in *Interp) nameError(name rt.Value) error {
	s, _ := in.vm.GoString(name)
	e := in.vm.Errorf(rt.NameErrorType, "name '%s' is not defined", s)
	if x := rt.AsException(e); x != nil {
		_ = in.vm.GenericSetAttr(x.Self(), "name", name)
	}
	return e
}

func (in *Interp) loadGlobal(fr *Frame, name rt.Value) (rt.Value, error) {
	vm := in.vm
	if v, ok, err := fr.Globals.Get(vm, name); ok || err != nil {
		return v, err
	}
	if v, ok, err := fr.Builtins.Get(vm, name); ok || err != nil {
		return v, err
	}
	return rt.Unbound, in.nameError(name)
}

func (in *Interp) loadName(fr *Frame, name rt.Value) (rt.Value, error) {
	vm := in.vm
	if fr.Locals != nil && (fr.Locals != fr.Globals || fr.Locals.Class() != rt.DictType) {
		// (A mapping of another type as both locals and globals, as
		// exec(code, m) makes, is asked first through its __getitem__;
		// the globals lookup after it reads the dict itself.)
		if fr.Locals.Class() != rt.DictType {
			// A mapping from __prepare__: use its own __getitem__.
			v, err := vm.GetItem(fr.Locals.Self(), name)
			if err == nil || !rt.ExceptionMatches(err, rt.KeyErrorType) {
				return v, err
			}
		} else if v, ok, err := fr.Locals.Get(vm, name); ok || err != nil {
			return v, err
		}
	}
	return in.loadGlobal(fr, name)
}

// namesGlobal reports whether fr's names are its globals': a module's
// body, or exec with one plain dict. LOAD_NAME and STORE_NAME are then
// LOAD_GLOBAL and STORE_GLOBAL, with their inline caches; a mapping of
// another type has its own __getitem__ and __setitem__ called.
func namesGlobal(fr *Frame) bool {
	return fr.Locals == nil || fr.Locals == fr.Globals && fr.Locals.Class() == rt.DictType
}

func (in *Interp) storeName(fr *Frame, name, v rt.Value) error {
	if fr.Locals == nil {
		return fr.Globals.Set(in.vm, name, v)
	}
	if fr.Locals.Class() != rt.DictType {
		return in.vm.SetItem(fr.Locals.Self(), name, v)
	}
	return fr.Locals.Set(in.vm, name, v)
}

func (in *Interp) deleteName(fr *Frame, name rt.Value) error {
	d := fr.Locals
	if d == nil {
		d = fr.Globals
	}
	if d.Class() != rt.DictType {
		err := in.vm.DelItem(d.Self(), name)
		if rt.ExceptionMatches(err, rt.KeyErrorType) {
			return in.nameError(name)
		}
		return err
	}
	found, err := d.Delete(in.vm, name)
	if err == nil && !found {
		return in.nameError(name)
	}
	return err
}

func (in *Interp) loadDeref(code *bytecode.Code, regs []rt.Value, reg int) (rt.Value, error) {
	c := in.vm.Get(regs[reg]).(*rt.Cell)
	if c.V != rt.Unbound {
		return c.V, nil
	}
	i := reg - code.NLocals
	if i < len(code.CellVars) {
		return rt.Unbound, in.vm.Errorf(rt.UnboundLocalErrorType, "cannot access local variable '%s' where it is not associated with a value", code.CellVars[i])
	}
	i -= len(code.CellVars)
	name := "?"
	if i >= 0 && i < len(code.FreeVars) {
		name = code.FreeVars[i]
	}
	return rt.Unbound, in.vm.Errorf(rt.NameErrorType, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", name)
}

func (in *Interp) isIterable(v rt.Value) bool {
	cls := in.vm.ClassOf(v)
	_, ok := cls.Lookup(in.vm, "__iter__")
	if !ok {
		_, ok = cls.Lookup(in.vm, "__getitem__")
	}
	return ok
}

// dictUpdate merges src into the dict dst. With a callee (DICT_MERGE for
// f(**src)) duplicate keys are an error and the source must be a mapping.
func (in *Interp) dictUpdate(dst, src, callee rt.Value) error {
	vm := in.vm
	d := vm.Get(dst).(*rt.Dict)
	var keys []rt.Value
	sd, isDict := vm.AsDict(src)
	if isDict {
		keys = sd.Keys()
	} else {
		kf, ok, err := vm.GetAttrOpt(src, "keys")
		if err != nil {
			return err
		}
		if !ok {
			if callee != rt.Unbound {
				return vm.TypeError("%s argument after ** must be a mapping, not %s", in.funcDesc(callee), vm.TypeName(src))
			}
			return vm.TypeError("'%s' object is not a mapping", vm.TypeName(src))
		}
		kv, err := vm.Call(kf, nil, nil)
		if err != nil {
			return err
		}
		keys, err = vm.Collect(kv)
		if err != nil {
			return err
		}
	}
	for _, k := range keys {
		var v rt.Value
		var err error
		if isDict {
			v, _, err = sd.Get(vm, k)
		} else {
			v, err = vm.GetItem(src, k)
		}
		if err != nil {
			return err
		}
		if callee != rt.Unbound {
			// As CPython's DICT_MERGE: only a repeated key is an error
			// here; a key that is not a string is the call's ("keywords
			// must be strings").
			_, dup, err := d.Get(vm, k)
			if err != nil {
				return err
			}
			if dup {
				ks, err := vm.Str(k)
				if err != nil {
					return err
				}
				return vm.TypeError("%s got multiple values for keyword argument '%s'", in.funcDesc(callee), ks)
			}
		}
		if err := d.Set(vm, k, v); err != nil {
			return err
		}
	}
	return nil
}

// funcDesc names a callee in argument errors, e.g. "f()".
func (in *Interp) funcDesc(f rt.Value) string {
	vm := in.vm
	switch o := vm.Get0(f).(type) {
	case *rt.Function:
		// CPython's _PyObject_FunctionStr: module-qualified unless builtins.
		if m, ok := vm.GoString(o.Module); ok && m != "builtins" {
			return m + "." + o.Code.Qualname + "()"
		}
		return o.Code.Qualname + "()"
	case *rt.BoundMethod:
		if _, ok := vm.Get0(o.Func).(*rt.Function); ok {
			return in.funcDesc(o.Func)
		}
	}
	// The rest as _PyObject_FunctionStr too: "module.qualname()" from
	// the object's __qualname__ and __module__ (none or builtins: the
	// qualified name alone), else str() of the object.
	if q, ok, err := vm.GetAttrOpt(f, "__qualname__"); err == nil && ok {
		if qs, err := vm.Str(q); err == nil {
			if m, ok, err := vm.GetAttrOpt(f, "__module__"); err == nil && ok && m != rt.None {
				if ms, err := vm.Str(m); err == nil && ms != "builtins" {
					return ms + "." + qs + "()"
				}
			}
			return qs + "()"
		}
	}
	if s, err := vm.Str(f); err == nil {
		return s
	}
	return vm.TypeName(f) + " object"
}

func (in *Interp) unpack(regs []rt.Value, dst int, v rt.Value, before, after int) error {
	vm := in.vm
	var items []rt.Value
	// Exact tuples and lists only: a subclass may define __iter__.
	if t, ok := vm.AsTuple(v); ok && t.Class() == rt.TupleType {
		items = t.Items
	} else if l, ok := vm.AsList(v); ok && l.Class() == rt.ListType {
		items = l.Items
	} else {
		if !in.isIterable(v) {
			return vm.TypeError("cannot unpack non-iterable %s object", vm.TypeName(v))
		}
		it, err := vm.Iter(v)
		if err != nil {
			return err
		}
		limit := before + 1
		for after < 0 && len(items) < limit {
			x, ok, err := vm.Next(it)
			if err != nil {
				return err
			}
			if !ok {
				break
			}
			items = append(items, x)
		}
		if after >= 0 {
			items, err = vm.Collect(it)
			if err != nil {
				return err
			}
		}
	}
	if after < 0 {
		n := before
		if len(items) < n {
			return vm.ValueError("not enough values to unpack (expected %d, got %d)", n, len(items))
		}
		if len(items) > n {
			return vm.ValueError("too many values to unpack (expected %d)", n)
		}
		copy(regs[dst:dst+n], items)
		return nil
	}
	if len(items) < before+after {
		return vm.ValueError("not enough values to unpack (expected at least %d, got %d)", before+after, len(items))
	}
	copy(regs[dst:dst+before], items[:before])
	mid := append([]rt.Value(nil), items[before:len(items)-after]...)
	regs[dst+before] = vm.NewList(mid)
	copy(regs[dst+before+1:dst+before+1+after], items[len(items)-after:])
	return nil
}

// call calls f from bytecode. args may alias registers: nothing keeps it.
func (in *Interp) call(f rt.Value, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	vm := in.vm
	if f.IsHandle() {
		switch o := vm.Get(f).(type) {
		case *rt.Function:
			return in.CallFunction(vm, o, args, kw)
		case *rt.BuiltinFunction:
			if in.profiling {
				arg := f
				if o.Owner != nil && o.Self == rt.Unbound && len(args) > 0 {
					arg = vm.NewBuiltinMethod(f, args[0]) // a method of a builtin type, bound as CPython reports it
				}
				return in.profileCall(arg, func() (rt.Value, error) { return vm.Call(f, args, kw) })
			}
			if o.Self == rt.Unbound {
				return o.Fn(vm, args, kw)
			}
		case *rt.BoundMethod:
			if _, ok := vm.Get0(o.Func).(*rt.BuiltinFunction); ok && in.profiling {
				return in.profileCall(f, func() (rt.Value, error) { return vm.Call(f, args, kw) })
			}
			// Prepend self in scratch space on the VM stack instead of a
			// fresh slice; callees copy what they keep.
			cur, top := in.stack.mark()
			full := in.stack.alloc(len(args) + 1)
			full[0] = o.Self
			copy(full[1:], args)
			var r rt.Value
			var err error
			switch fn := vm.Get0(o.Func).(type) {
			case *rt.Function:
				r, err = in.CallFunction(vm, fn, full, kw)
			case *rt.BuiltinFunction:
				if fn.Self == rt.Unbound {
					r, err = fn.Fn(vm, full, kw)
				} else {
					r, err = vm.Call(o.Func, full, kw)
				}
			default:
				r, err = vm.Call(o.Func, full, kw)
			}
			in.stack.release(cur, top)
			return r, err
		}
	}
	return vm.Call(f, args, kw)
}

func (in *Interp) callEx(f, args, kwargs rt.Value, hasKw bool) (rt.Value, error) {
	vm := in.vm
	var pos []rt.Value
	if t, ok := vm.AsTuple(args); ok && t.Class() == rt.TupleType {
		pos = t.Items // callees copy what they keep
	} else {
		var err error
		pos, err = vm.Collect(args)
		if err != nil {
			if rt.ExceptionMatches(err, rt.TypeErrorType) && !in.isIterable(args) {
				return rt.Unbound, vm.TypeError("%s argument after * must be an iterable, not %s", in.funcDesc(f), vm.TypeName(args))
			}
			return rt.Unbound, err
		}
	}
	var kw []rt.Kwarg
	if hasKw && kwargs != rt.None {
		d, ok := vm.AsDict(kwargs)
		if !ok {
			nd := vm.NewDictObj()
			if err := in.dictUpdate(nd.Self(), kwargs, f); err != nil {
				return rt.Unbound, err
			}
			d = nd
		}
		var err error
		d.Items(func(k, v rt.Value) bool {
			s, ok := vm.GoString(k)
			if !ok {
				err = vm.TypeError("keywords must be strings")
				return false
			}
			kw = append(kw, rt.Kwarg{Name: s, Value: v})
			return true
		})
		if err != nil {
			return rt.Unbound, err
		}
	}
	return in.call(f, pos, kw)
}

// hashDunderName is the hash of "__name__", which every MAKE_FUNCTION looks
// up in its globals (a function's __module__).
var hashDunderName = rt.HashString("__name__")

func (in *Interp) makeFunction(fr *Frame, regs []rt.Value, ins *bytecode.Instr) (rt.Value, error) {
	return in.makeFunctionIn(fr.Code, fr.Globals, fr.Builtins, regs, ins)
}

// MakeFunction runs the MAKE_FUNCTION ins of a frame of the function f
// whose registers are regs, without the frame (the JIT's helper exits).
func (in *Interp) MakeFunction(f *rt.Function, regs []rt.Value, ins *bytecode.Instr) (rt.Value, error) {
	return in.makeFunctionIn(f.Code, f.Globals, f.Builtins, regs, ins)
}

func (in *Interp) makeFunctionIn(outer *bytecode.Code, globals, builtins *rt.Dict, regs []rt.Value, ins *bytecode.Instr) (rt.Value, error) {
	vm := in.vm
	code := outer.Consts[ins.B].(*bytecode.Code)
	fn := &rt.Function{Code: code, Globals: globals, Builtins: builtins, Annots: rt.Unbound}
	rt.InitHead(fn, rt.FunctionType)
	ci := in.info(code)
	if ci.fnName == 0 {
		ci.fnName, ci.fnQualname = vm.Intern(code.Name), vm.Intern(code.Qualname)
	}
	fn.Name, fn.Qualname = ci.fnName, ci.fnQualname
	fn.Module = rt.None
	if m, ok := globals.GetStrHashed(vm, "__name__", hashDunderName); ok {
		fn.Module = m
	}
	fn.Doc = rt.None
	if code.Doc >= 0 {
		fn.Doc = ci.consts[code.Doc]
	}
	a := ins.A
	if ins.C&1 != 0 {
		fn.Defaults = append([]rt.Value(nil), vm.Get(regs[a]).(*rt.Tuple).Items...)
	}
	if ins.C&2 != 0 {
		fn.KwDefaults = vm.Get(regs[a+1]).(*rt.Dict)
	}
	if ins.C&4 != 0 {
		fn.Closure = append([]rt.Value(nil), vm.Get(regs[a+2]).(*rt.Tuple).Items...)
	}
	if ins.C&8 != 0 {
		fn.Annots = regs[a+3]
	}
	return vm.Alloc(fn), nil
}

// asError turns an exception value into the error that raises it.
func (in *Interp) asError(v rt.Value) error {
	if e, ok := in.vm.Get0(v).(*rt.Exception); ok {
		return e
	}
	return in.vm.TypeError("exceptions must derive from BaseException")
}

// makeException turns `raise X` operands into an exception instance.
func (in *Interp) makeException(v rt.Value) (*rt.Exception, error) {
	vm := in.vm
	if c, ok := vm.AsClass(v); ok {
		if !c.IsSubclass(rt.BaseExceptionType) {
			return nil, vm.TypeError("exceptions must derive from BaseException")
		}
		r, err := vm.Call(v, nil, nil)
		if err != nil {
			return nil, err
		}
		e, ok := vm.Get0(r).(*rt.Exception)
		if !ok {
			cr, _ := vm.Repr(v)
			return nil, vm.TypeError("calling %s should have returned an instance of BaseException, not %s", cr, vm.TypeName(r))
		}
		return e, nil
	}
	if e, ok := vm.Get0(v).(*rt.Exception); ok {
		return e, nil
	}
	return nil, vm.TypeError("exceptions must derive from BaseException")
}

func (in *Interp) doRaise(ins *bytecode.Instr, regs []rt.Value) (error, bool) {
	vm := in.vm
	switch ins.C {
	case 0:
		if vm.Handled == rt.None || vm.Handled == rt.Unbound {
			return vm.NewError(rt.RuntimeErrorType, "No active exception to reraise"), false
		}
		return in.asError(vm.Handled), true
	case 1:
		e, err := in.makeException(regs[ins.A])
		if err != nil {
			return err, false
		}
		return e, false
	default:
		e, err := in.makeException(regs[ins.A])
		if err != nil {
			return err, false
		}
		cause := regs[ins.B]
		if cause == rt.None {
			e.Cause = rt.None
		} else {
			ce, err := in.makeException(cause)
			if err != nil {
				return vm.TypeError("exception causes must derive from BaseException"), false
			}
			e.Cause = ce.Self()
		}
		e.SuppressContext = true
		return e, false
	}
}

// setContext makes handled the __context__ of exc (implicit chaining, as
// CPython's _PyErr_SetObject): an existing context is replaced, and a chain
// from handled that leads back to exc is cut there so that no cycle forms.
func (in *Interp) setContext(exc *rt.Exception, handled rt.Value) {
	vm := in.vm
	for o, _ := vm.Get0(handled).(*rt.Exception); o != nil; {
		next, ok := vm.Get0(o.Context).(*rt.Exception)
		if !ok {
			break
		}
		if next == exc {
			o.Context = rt.None
			break
		}
		o = next
	}
	exc.Context = handled
}

func (in *Interp) excMatch(e, typ rt.Value) (bool, error) {
	vm := in.vm
	check := func(t rt.Value) (bool, error) {
		c, ok := vm.AsClass(t)
		if !ok || !c.IsSubclass(rt.BaseExceptionType) {
			return false, vm.TypeError("catching classes that do not inherit from BaseException is not allowed")
		}
		return vm.ClassOf(e).IsSubclass(c), nil
	}
	if t, ok := vm.AsTuple(typ); ok {
		matched := false
		for _, x := range t.Items {
			ok, err := check(x)
			if err != nil {
				return false, err
			}
			matched = matched || ok
		}
		return matched, nil
	}
	return check(typ)
}

// withEnter is WITH_ENTER (CPython's BEFORE_WITH): __enter__ and __exit__
// are special methods, looked up on the manager's type and never on the
// instance, and bound in that order; __exit__ goes to r[b+1] for
// WITH_EXIT, and __enter__ is called. A plain function's __enter__ is
// called with the manager as its argument, without a bound method.
func (in *Interp) withEnter(regs []rt.Value, b int) (rt.Value, error) {
	vm := in.vm
	mgr := regs[b]
	cls := vm.ClassOf(mgr)
	enter, ok := cls.Lookup(vm, "__enter__")
	if !ok {
		return rt.Unbound, vm.TypeError("'%s' object does not support the context manager protocol", cls.Name)
	}
	_, plain := vm.Get0(enter).(*rt.Function)
	if !plain {
		var err error
		if enter, err = vm.BindSpecial(enter, mgr, cls); err != nil {
			return rt.Unbound, err
		}
	}
	exit, ok := cls.Lookup(vm, "__exit__")
	if !ok {
		return rt.Unbound, vm.TypeError("'%s' object does not support the context manager protocol (missed __exit__ method)", cls.Name)
	}
	boundExit, err := vm.BindSpecial(exit, mgr, cls)
	if err != nil {
		return rt.Unbound, err
	}
	regs[b+1] = boundExit
	if plain {
		return vm.Call(enter, []rt.Value{mgr}, nil)
	}
	return vm.Call(enter, nil, nil)
}

// withExitNoExc are the arguments of __exit__ when the block ended
// without an exception. Callees only read their arguments.
var withExitNoExc = []rt.Value{rt.None, rt.None, rt.None}

func (in *Interp) importFrom(mod rt.Value, name string) (rt.Value, error) {
	vm := in.vm
	v, ok, err := vm.GetAttrOpt(mod, name)
	if err != nil {
		return rt.Unbound, err
	}
	if ok {
		return v, nil
	}
	// A submodule not yet imported.
	if m, ok := vm.Get0(mod).(*rt.Module); ok {
		full := m.Name + "." + name
		if sub, ok := vm.Modules.GetStr(vm, full); ok {
			return sub, nil
		}
		if r, err := in.Import(vm, full, nil, rt.None, 0); err == nil {
			_ = r
			if sub, ok := vm.Modules.GetStr(vm, full); ok {
				return sub, nil
			}
		}
		var e error
		if m.Initializing > 0 {
			e = vm.Errorf(rt.ImportErrorType, "cannot import name '%s' from partially initialized module '%s' (most likely due to a circular import) (%s)", name, m.Name, in.moduleFile(m))
		} else {
			e = vm.Errorf(rt.ImportErrorType, "cannot import name '%s' from '%s' (%s)", name, m.Name, in.moduleFile(m))
		}
		if x := rt.AsException(e); x != nil {
			// CPython's ImportError names the module and its file.
			_ = vm.GenericSetAttr(x.Self(), "name", vm.NewStr(m.Name))
			_ = vm.GenericSetAttr(x.Self(), "name_from", vm.NewStr(name))
			if f, ok := m.Dict().GetStr(vm, "__file__"); ok {
				if _, ok := vm.GoString(f); ok {
					_ = vm.GenericSetAttr(x.Self(), "path", f)
				}
			}
		}
		return rt.Unbound, e
	}
	return rt.Unbound, vm.Errorf(rt.ImportErrorType, "cannot import name '%s'", name)
}

func (in *Interp) moduleFile(m *rt.Module) string {
	if f, ok := m.Dict().GetStr(in.vm, "__file__"); ok {
		if s, ok := in.vm.GoString(f); ok {
			return s
		}
	}
	return "unknown location"
}

// importName runs IMPORT_NAME: the import machinery, or a Python-level
// replacement of builtins.__import__.
func (in *Interp) importName(fr *Frame, name string, nameV, fromlist rt.Value, level int) (rt.Value, error) {
	vm := in.vm
	imp, ok := fr.Builtins.GetStr(vm, "__import__")
	if !ok {
		return rt.Unbound, vm.Errorf(rt.ImportErrorType, "__import__ not found")
	}
	if imp != rt.OriginalBuiltin("__import__") {
		locals := rt.None
		if fr.Locals != nil {
			locals = fr.Locals.Self()
		}
		return vm.Call(imp, []rt.Value{nameV, fr.Globals.Self(), locals, fromlist, vm.NewInt(int64(level))}, nil)
	}
	return in.Import(vm, name, fr.Globals, fromlist, level)
}

func (in *Interp) importStar(fr *Frame, mod rt.Value) error {
	vm := in.vm
	dst := fr.Locals
	if dst == nil {
		dst = fr.Globals
	}
	m, ok := vm.Get0(mod).(*rt.Module)
	if !ok {
		// Any object: its __all__, else the public names of its __dict__.
		all, ok, err := vm.GetAttrOpt(mod, "__all__")
		if err != nil {
			return err
		}
		if !ok {
			if all, err = vm.GetAttr(mod, "__dict__"); err != nil {
				return err
			}
		}
		names, err := vm.Collect(all)
		if err != nil {
			return err
		}
		for _, n := range names {
			s, _ := vm.GoString(n)
			if !ok && strings.HasPrefix(s, "_") {
				continue
			}
			v, err := vm.GetAttr(mod, s)
			if err != nil {
				return err
			}
			if err := dst.Set(vm, n, v); err != nil {
				return err
			}
		}
		return nil
	}
	if all, ok := m.Dict().GetStr(vm, "__all__"); ok {
		names, err := vm.Collect(all)
		if err != nil {
			return err
		}
		for _, n := range names {
			s, _ := vm.GoString(n)
			v, err := vm.GetAttr(mod, s)
			if err != nil {
				return err
			}
			if err := dst.Set(vm, n, v); err != nil {
				return err
			}
		}
		return nil
	}
	var err error
	m.Dict().Items(func(k, v rt.Value) bool {
		s, _ := vm.GoString(k)
		if len(s) > 0 && s[0] == '_' {
			return true
		}
		err = dst.Set(vm, k, v)
		return err == nil
	})
	return err
}

// emptyStr is the immortal "" (the format spec of f"{x}").
var emptyStr = rt.StaticStr("")

func (in *Interp) formatValue(regs []rt.Value, ins *bytecode.Instr) (rt.Value, error) {
	vm := in.vm
	v := regs[ins.B]
	var err error
	switch ins.C & 3 {
	case 1:
		v, err = vm.StrValue(v)
	case 2:
		var s string
		s, err = vm.Repr(v)
		v = vm.NewStr(s)
	case 3:
		var f rt.Value
		f, _ = in.vm.Builtins.Dict().GetStr(vm, "ascii")
		v, err = vm.Call(f, []rt.Value{v}, nil)
	}
	if err != nil {
		return rt.Unbound, err
	}
	if ins.C&4 == 0 {
		if s, ok := vm.AsStr(v); ok && s.Class() == rt.StrType {
			return v, nil
		}
		if v.IsSmallInt() || v.IsFloat() {
			// format(x, "") of an int or float is str(x).
			return vm.StrValue(v)
		}
		return vm.FormatValue(v, emptyStr)
	}
	return vm.FormatValue(v, regs[ins.B+1])
}

// wrapError converts Go errors that are not Python exceptions (syntax
// errors from compile) into Python exceptions.
func (in *Interp) wrapError(err error) error {
	if rt.AsException(err) != nil {
		return err
	}
	if se, ok := err.(*syntax.Error); ok {
		return in.syntaxErrorValue(se)
	}
	return err
}

// programText is the text CPython's compiler gives its SyntaxErrors
// (PyErr_ProgramTextObject): line lineno of the file filename with its
// newline, and none when there is no such file or line ("<string>").
// Without the embedder's file access it is fallback, the line of the
// source compiled.
func (in *Interp) programText(filename string, lineno int, fallback string) (string, bool) {
	if lineno < 1 || strings.HasPrefix(filename, "<") && strings.HasSuffix(filename, ">") {
		return "", false
	}
	if !in.mayRead(filename) {
		return fallback, fallback != ""
	}
	data, err := os.ReadFile(filename)
	if err != nil {
		return "", false
	}
	if lineno == 1 {
		data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	}
	for i := 1; i < lineno; i++ {
		j := bytes.IndexByte(data, '\n')
		if j < 0 {
			return "", false
		}
		data = data[j+1:]
	}
	if len(data) == 0 {
		return "", false
	}
	if j := bytes.IndexByte(data, '\n'); j >= 0 {
		data = data[:j+1]
		if j > 0 && data[j-1] == '\r' {
			data = append(data[:j-1:j-1], '\n')
		}
	}
	return strings.ToValidUTF8(string(data), "\uFFFD"), true
}

// syntaxErrorValue builds a SyntaxError (or subclass) instance from a parse error.
func (in *Interp) syntaxErrorValue(se *syntax.Error) error {
	vm := in.vm
	cls := rt.SyntaxErrorType
	switch se.Kind {
	case "IndentationError":
		cls = rt.IndentationErrorType
	case "TabError":
		cls = rt.TabErrorType
	}
	if se.Kind == "MemoryError" {
		return vm.NewError(rt.MemoryErrorType, se.Msg)
	}
	if se.Line == 0 && !se.AtLine0 { // no position (an encoding problem)
		r, err := vm.Call(cls.Self(), []rt.Value{vm.NewStr(se.Msg)}, nil)
		if err != nil {
			return err
		}
		if e, ok := vm.Get0(r).(*rt.Exception); ok {
			return e
		}
	}
	endLine, endCol := rt.Value(rt.None), rt.Value(rt.None)
	if se.EndLine > 0 || se.AtLine0 {
		endLine = vm.NewInt(int64(se.EndLine))
		if !se.NoEndCol {
			endCol = vm.NewInt(int64(se.EndCol))
		}
	}
	text := rt.None
	if se.FromFile {
		if line, ok := in.programText(se.Filename, se.Line, se.Text); ok {
			text = vm.NewStr(line)
		}
	} else if se.Text != "" || se.Line > 0 || se.AtLine0 {
		text = vm.NewStr(se.Text)
	}
	fields := []rt.Value{vm.NewStr(se.Filename), vm.NewInt(int64(se.Line)), vm.NewInt(int64(se.Col)), text, endLine, endCol}
	args := []rt.Value{vm.NewStr(se.Msg), vm.NewTupleCopy(fields)}
	if se.LocationOnly {
		args = args[:1]
	}
	r, err := vm.Call(cls.Self(), args, nil)
	if err != nil {
		return err
	}
	if se.LocationOnly {
		// CPython's symtable sets the location on a SyntaxError made
		// from the message alone.
		for i, name := range []string{"filename", "lineno", "offset", "text", "end_lineno", "end_offset"} {
			if err := vm.SetAttr(r, name, fields[i]); err != nil {
				return err
			}
		}
	}
	if e, ok := vm.Get0(r).(*rt.Exception); ok {
		return e
	}
	return vm.NewError(cls, se.Msg)
}
