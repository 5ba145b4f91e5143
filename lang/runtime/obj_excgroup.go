package runtime

// The runtime side of try/except* (PEP 654): matching one except* clause
// against the exception being handled, and computing what the statement
// raises once its clauses have run, with CPython 3.13's semantics.

// checkExceptStarType validates the type of an except* clause: an
// exception class or a tuple of them, and no exception group class.
func (vm *VM) checkExceptStarType(typ Value) error {
	var classes []Value
	if t, ok := vm.AsTuple(typ); ok {
		classes = t.Items
	} else {
		classes = []Value{typ}
	}
	for _, x := range classes {
		c, ok := vm.AsClass(x)
		if !ok || !c.IsSubclass(BaseExceptionType) {
			return vm.TypeError("catching classes that do not inherit from BaseException is not allowed")
		}
	}
	for _, x := range classes {
		if c, _ := vm.AsClass(x); c.IsSubclass(BaseExceptionGroupType) {
			return vm.TypeError("catching ExceptionGroup with except* is not allowed. Use except instead.")
		}
	}
	return nil
}

func (vm *VM) excMatchesType(exc Value, typ Value) bool {
	cls := vm.ClassOf(exc)
	if t, ok := vm.AsTuple(typ); ok {
		for _, x := range t.Items {
			if c, ok := vm.AsClass(x); ok && cls.IsSubclass(c) {
				return true
			}
		}
		return false
	}
	c, ok := vm.AsClass(typ)
	return ok && cls.IsSubclass(c)
}

func (vm *VM) isExcGroup(v Value) bool {
	e, ok := vm.Get0(v).(*Exception)
	return ok && e.cls.IsSubclass(BaseExceptionGroupType)
}

// ExceptStarMatch matches an except* clause of type typ against exc (an
// exception, or None once earlier clauses handled everything): it returns
// the part that matches and the rest, each None when empty. A naked
// exception that matches comes back wrapped in a new group whose message
// is empty; an exception group is split through its split method.
func (vm *VM) ExceptStarMatch(exc, typ Value) (match, rest Value, err error) {
	if err := vm.checkExceptStarType(typ); err != nil {
		return Unbound, Unbound, err
	}
	if exc == None {
		return None, None, nil
	}
	if vm.excMatchesType(exc, typ) {
		if vm.isExcGroup(exc) {
			return exc, None, nil
		}
		wrapped, err := vm.Call(BaseExceptionGroupType.self, []Value{vm.NewStr(""), vm.NewTupleCopy([]Value{exc})}, nil)
		if err != nil {
			return Unbound, Unbound, err
		}
		return wrapped, None, nil
	}
	if !vm.isExcGroup(exc) {
		return None, exc, nil
	}
	pair, err := vm.CallMethod(exc, "split", typ)
	if err != nil {
		return Unbound, Unbound, err
	}
	t, ok := vm.Get0(pair).(*Tuple)
	if !ok || vm.ClassOf(pair) != TupleType {
		return Unbound, Unbound, vm.TypeError("%s.split must return a tuple, not %s", vm.ClassOf(exc).Name, vm.TypeName(pair))
	}
	if len(t.Items) != 2 {
		return Unbound, Unbound, vm.TypeError("%s.split must return a 2-tuple, got tuple of size %d", vm.ClassOf(exc).Name, len(t.Items))
	}
	return t.Items[0], t.Items[1], nil
}

// sameExcMetadata reports whether a and b share traceback, cause, context
// and notes (by identity): a part of a group that split() made.
func (vm *VM) sameExcMetadata(a, b Value) bool {
	x, ok1 := vm.Get0(a).(*Exception)
	y, ok2 := vm.Get0(b).(*Exception)
	return ok1 && ok2 && x.Notes == y.Notes && x.Traceback == y.Traceback && x.Cause == y.Cause && x.Context == y.Context
}

// excLeaves adds the leaf exceptions of v (v itself unless it is a group)
// to set.
func (vm *VM) excLeaves(v Value, set map[Value]bool) {
	e, ok := vm.Get0(v).(*Exception)
	if !ok {
		return
	}
	if !e.cls.IsSubclass(BaseExceptionGroupType) {
		set[v] = true
		return
	}
	if t, ok := vm.AsTuple(objField(e, objEGExceptions)); ok {
		for _, x := range t.Items {
			vm.excLeaves(x, set)
		}
	}
}

// PrepReraiseStar computes what a try/except* raises after its clauses:
// orig is the exception caught, excs the list of what each clause raised
// and of the unhandled rest (None entries mean nothing). Parts of orig
// that come back unchanged (same metadata) are re-raised as the part of
// orig holding their leaves, keeping its nesting; exceptions the clauses
// raised join it in a new ExceptionGroup(”, ...). None: nothing to raise.
func (vm *VM) PrepReraiseStar(orig, excs Value) (Value, error) {
	l, ok := vm.AsList(excs)
	if !ok || len(l.Items) == 0 {
		return None, nil
	}
	if !vm.isExcGroup(orig) {
		// A naked exception was wrapped: one clause ran at most.
		return l.Items[0], nil
	}
	var raised, reraised []Value
	for _, e := range l.Items {
		if e == None {
			continue
		}
		if vm.sameExcMetadata(e, orig) {
			reraised = append(reraised, e)
		} else {
			raised = append(raised, e)
		}
	}
	keep := map[Value]bool{}
	for _, e := range reraised {
		vm.excLeaves(e, keep)
	}
	eg := vm.Get(orig).(*Exception)
	reraisedEG, _, err := vm.objEGSplitRec(eg, func(x Value) (bool, error) {
		return !vm.isExcGroup(x) && keep[x], nil
	}, false)
	if err != nil {
		return Unbound, err
	}
	if len(raised) == 0 {
		return reraisedEG, nil
	}
	if reraisedEG != None {
		raised = append(raised, reraisedEG)
	}
	if len(raised) == 1 {
		return raised[0], nil
	}
	return vm.Call(BaseExceptionGroupType.self, []Value{vm.NewStr(""), vm.NewList(raised)}, nil)
}

// ExcGroupMembers returns the exceptions of an exception group (nil for
// another exception).
func (vm *VM) ExcGroupMembers(e *Exception) []Value {
	if !e.cls.IsSubclass(BaseExceptionGroupType) {
		return nil
	}
	if t, ok := vm.AsTuple(objField(e, objEGExceptions)); ok {
		return t.Items
	}
	return nil
}
