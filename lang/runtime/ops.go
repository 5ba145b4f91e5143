package runtime

import (
	"github.com/cpjit/cpjit/lang/internal/floatfmt"
	"strconv"
)

// The operator protocols. Each has a fast path for the common builtin
// representations (small ints, floats, strs, lists) and otherwise dispatches
// to the special methods found on the operands' types, CPython's way.

// BinOp identifies a binary operator.
type BinOp uint8

// Binary operators (same order as syntax.Operator).
const (
	OpAdd BinOp = iota
	OpSub
	OpMul
	OpMatMul
	OpTrueDiv
	OpMod
	OpPow
	OpLShift
	OpRShift
	OpOr
	OpXor
	OpAnd
	OpFloorDiv
)

// BinOpNames gives (method, reflected method, in-place method, symbol).
var BinOpNames = [...][4]string{
	OpAdd:      {"__add__", "__radd__", "__iadd__", "+"},
	OpSub:      {"__sub__", "__rsub__", "__isub__", "-"},
	OpMul:      {"__mul__", "__rmul__", "__imul__", "*"},
	OpMatMul:   {"__matmul__", "__rmatmul__", "__imatmul__", "@"},
	OpTrueDiv:  {"__truediv__", "__rtruediv__", "__itruediv__", "/"},
	OpMod:      {"__mod__", "__rmod__", "__imod__", "%"},
	OpPow:      {"__pow__", "__rpow__", "__ipow__", "**"},
	OpLShift:   {"__lshift__", "__rlshift__", "__ilshift__", "<<"},
	OpRShift:   {"__rshift__", "__rrshift__", "__irshift__", ">>"},
	OpOr:       {"__or__", "__ror__", "__ior__", "|"},
	OpXor:      {"__xor__", "__rxor__", "__ixor__", "^"},
	OpAnd:      {"__and__", "__rand__", "__iand__", "&"},
	OpFloorDiv: {"__floordiv__", "__rfloordiv__", "__ifloordiv__", "//"},
}

// Binary computes a op b.
func (vm *VM) Binary(op BinOp, a, b Value) (Value, error) {
	if r, ok := vm.fastBinary(op, a, b); ok {
		return r, nil
	}
	if r, ok, err := vm.numFastBinary(op, a, b); ok {
		return r, err
	}
	if r, ok, err := vm.strFastBinary(op, a, b); ok {
		return r, err // str + str, str % x, str * int (str_type.go)
	}
	if r, ok, err := vm.hookBinary(op, a, b); ok {
		return r, err
	}
	if r, ok, err := vm.complexFastBinary(op, a, b); ok {
		return r, err
	}
	if r, ok := vm.seqConcat(op, a, b); ok {
		return r, nil
	}
	if r, ok, err := vm.ctrSetFastBinary(op, a, b); ok {
		return r, err // set algebra on exact sets (ctr_set.go)
	}
	r, err := vm.binaryDispatch(op, a, b)
	if err != nil || r != NotImplemented {
		return r, err
	}
	return Unbound, vm.binopError(op, a, b, false)
}

// seqConcat is a + b for two exact lists or two exact tuples, as
// list.__add__ and tuple.__add__ make it, without looking the method up
// and calling it (no subclass is involved, so no __radd__ could come
// first).
func (vm *VM) seqConcat(op BinOp, a, b Value) (Value, bool) {
	if op != OpAdd || !a.IsHandle() || !b.IsHandle() {
		return Unbound, false
	}
	switch x := vm.heap.Get(a).(type) {
	case *List:
		y, ok := vm.heap.Get(b).(*List)
		if !ok || x.cls != ListType || y.cls != ListType {
			return Unbound, false
		}
		return vm.newListConcat(x.Items, y.Items), true
	case *Tuple:
		y, ok := vm.heap.Get(b).(*Tuple)
		if !ok || x.cls != TupleType || y.cls != TupleType {
			return Unbound, false
		}
		switch {
		case len(y.Items) == 0:
			return a, true
		case len(x.Items) == 0:
			return b, true
		}
		if n := len(x.Items) + len(y.Items); n <= 4 {
			// Small tuples come from the free lists, items included.
			var buf [4]Value
			copy(buf[copy(buf[:], x.Items):], y.Items)
			return vm.NewTupleCopy(buf[:n]), true
		}
		out := make([]Value, 0, len(x.Items)+len(y.Items))
		return vm.NewTuple(append(append(out, x.Items...), y.Items...)), true
	}
	return Unbound, false
}

// InPlace computes a op= b (trying __iop__ first).
func (vm *VM) InPlace(op BinOp, a, b Value) (Value, error) {
	if r, ok := vm.fastBinary(op, a, b); ok {
		return r, nil
	}
	if r, ok, err := vm.numFastBinary(op, a, b); ok {
		return r, err
	}
	if r, ok, err := vm.strFastBinary(op, a, b); ok {
		return r, err // str has no in-place operators (str_type.go)
	}
	if r, ok, err := vm.hookBinary(op, a, b); ok {
		return r, err // a hooked type has no in-place methods
	}
	if r, ok, err := vm.complexFastBinary(op, a, b); ok {
		return r, err // complex has no in-place operators
	}
	if a.IsHandle() {
		if l, ok := vm.heap.Get(a).(*List); ok && l.cls == ListType && op == OpAdd {
			// list_extend: a generator sees the list grow item by item,
			// and the items before an exception stay appended.
			if err := vm.ctrListExtend(l, b); err != nil {
				return Unbound, err
			}
			return a, nil
		}
		if r, ok, err := vm.ctrSetFastInPlace(op, a, b); ok {
			return r, err // set |= set and kin (ctr_set.go)
		}
		if m, found := vm.ClassOf(a).lookupBinOp(vm, op, 2); found && m != None {
			r, err := vm.callDunder2(m, a, b)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	if op == OpMul && vm.ctrIsBuiltinSeq(b) && !vm.ctrIsBuiltinSeq(a) && vm.ctrHasSeqSlots(a) {
		// CPython's a *= seq: the sequence's repeat is never tried when
		// a's type has sequence slots of its own (see ctrHasSeqSlots),
		// so only a's __mul__ can answer.
		r, ok, err := vm.CallDunder(a, "__mul__", b)
		if err != nil || ok && r != NotImplemented {
			return r, err
		}
		return Unbound, vm.TypeError("unsupported operand type(s) for *=: '%s' and '%s'", vm.TypeName(a), vm.TypeName(b))
	}
	r, err := vm.binaryDispatch(op, a, b)
	if err != nil || r != NotImplemented {
		return r, err
	}
	return Unbound, vm.binopError(op, a, b, true)
}

// BinaryReflected computes a op b (a op= b when inplace) once a's method
// for op has been called and returned NotImplemented, when b's type is
// a's or not a subclass of it (so its reflected method comes second): b's
// reflected method if its type is another, then the TypeError.
func (vm *VM) BinaryReflected(op BinOp, a, b Value, inplace bool) (Value, error) {
	if ta, tb := vm.ClassOf(a), vm.ClassOf(b); tb != ta {
		if rop, ok := tb.lookupBinOp(vm, op, 1); ok {
			r, err := vm.callBinary(rop, b, a)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	return Unbound, vm.binopError(op, a, b, inplace)
}

func (vm *VM) binopError(op BinOp, a, b Value, inplace bool) error {
	if err := vm.ctrSeqBinopError(op, a, b, inplace); err != nil {
		return err // sequence concat/repeat messages (ctr_util.go)
	}
	sym := BinOpNames[op][3]
	if inplace {
		sym += "="
	}
	if op == OpPow && !inplace {
		sym = "** or pow()"
	}
	return vm.TypeError("unsupported operand type(s) for %s: '%s' and '%s'", sym, vm.TypeName(a), vm.TypeName(b))
}

// binaryDispatch runs the __op__ / __rop__ protocol; NotImplemented means
// neither side handled it.
func (vm *VM) binaryDispatch(op BinOp, a, b Value) (Value, error) {
	ta, tb := vm.ClassOf(a), vm.ClassOf(b)
	var rop Value
	hasR := false
	if tb != ta {
		rop, hasR = tb.lookupBinOp(vm, op, 1)
		if hasR && tb.IsSubclass(ta) {
			if lop, _ := ta.lookupBinOp(vm, op, 1); lop != rop {
				r, err := vm.callBinary(rop, b, a)
				if err != nil || r != NotImplemented {
					return r, err
				}
				hasR = false
			}
		}
	}
	if f, ok := ta.lookupBinOp(vm, op, 0); ok {
		r, err := vm.callBinary(f, a, b)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if hasR {
		return vm.callBinary(rop, b, a)
	}
	return NotImplemented, nil
}

// callDunder2 calls the special method m found in self's class with
// other, as CallDunder does (a Python function without a bound method).
func (vm *VM) callDunder2(m, self, other Value) (Value, error) {
	if _, ok := vm.Get0(m).(*Function); ok {
		return vm.callBinary(m, self, other)
	}
	f, err := vm.bindAttr(m, self, vm.ClassOf(self))
	if err != nil {
		return Unbound, err
	}
	return vm.Call1(f, other)
}

func (vm *VM) callBinary(f, self, other Value) (Value, error) {
	if f == None {
		return NotImplemented, nil
	}
	if f.IsHandle() {
		switch o := vm.heap.Get(f).(type) {
		case *BuiltinFunction:
			if o.Self == Unbound {
				return vm.callBuiltin2(o.Fn, self, other)
			}
		case *Function:
			w, cur, top := vm.scratch.args(2)
			w[0], w[1] = self, other
			r, err := vm.Call(f, w, nil)
			vm.scratch.release(cur, top)
			return r, err
		}
	}
	bf, err := vm.bindAttr(f, self, vm.ClassOf(self))
	if err != nil {
		return Unbound, err
	}
	return vm.Call1(bf, other)
}

// fastBinary handles small ints and floats without dispatch.
func (vm *VM) fastBinary(op BinOp, a, b Value) (Value, bool) {
	if a.IsSmallInt() && b.IsSmallInt() {
		x, y := a.Int(), b.Int()
		switch op {
		case OpAdd:
			return vm.NewInt(x + y), true
		case OpSub:
			return vm.NewInt(x - y), true
		case OpMul:
			if x > -(1<<31) && x < 1<<31 && y > -(1<<31) && y < 1<<31 {
				return vm.NewInt(x * y), true
			}
		case OpFloorDiv:
			if y != 0 {
				q := x / y
				if (x%y != 0) && ((x < 0) != (y < 0)) {
					q--
				}
				return vm.NewInt(q), true
			}
		case OpMod:
			if y != 0 {
				m := x % y
				if m != 0 && ((m < 0) != (y < 0)) {
					m += y
				}
				return SmallInt(m), true
			}
		case OpAnd:
			return SmallInt(x & y), true
		case OpOr:
			return SmallInt(x | y), true
		case OpXor:
			return SmallInt(x ^ y), true
		case OpTrueDiv:
			if y != 0 && x > -(1<<53) && x < 1<<53 && y > -(1<<53) && y < 1<<53 {
				return FloatValue(float64(x) / float64(y)), true
			}
		case OpRShift:
			if y >= 0 {
				if y > 63 {
					y = 63
				}
				return SmallInt(x >> uint(y)), true
			}
		case OpLShift:
			if y >= 0 && y < 16 {
				return vm.NewInt(x << uint(y)), true
			}
		}
		return Unbound, false
	}
	var fx, fy float64
	switch {
	case a.IsFloat() && b.IsFloat():
		fx, fy = a.Float(), b.Float()
	case a.IsFloat() && b.IsSmallInt():
		fx, fy = a.Float(), float64(b.Int())
	case a.IsSmallInt() && b.IsFloat():
		fx, fy = float64(a.Int()), b.Float()
	default:
		return Unbound, false
	}
	switch op {
	case OpAdd:
		return FloatValue(fx + fy), true
	case OpSub:
		return FloatValue(fx - fy), true
	case OpMul:
		return FloatValue(fx * fy), true
	case OpTrueDiv:
		if fy != 0 {
			return FloatValue(fx / fy), true
		}
	}
	return Unbound, false
}

// ---- unary ----

// Neg computes -v.
func (vm *VM) Neg(v Value) (Value, error) {
	switch {
	case v.IsSmallInt():
		return vm.NewInt(-v.Int()), nil
	case v.IsFloat():
		return FloatValue(-v.Float()), nil
	}
	return vm.unary(v, "__neg__", "unary -")
}

// Pos computes +v.
func (vm *VM) Pos(v Value) (Value, error) {
	if v.IsSmallInt() || v.IsFloat() {
		return v, nil
	}
	return vm.unary(v, "__pos__", "unary +")
}

// Invert computes ~v.
func (vm *VM) Invert(v Value) (Value, error) {
	if v.IsSmallInt() {
		return SmallInt(^v.Int()), nil
	}
	return vm.unary(v, "__invert__", "unary ~")
}

func (vm *VM) unary(v Value, name, sym string) (Value, error) {
	r, ok, err := vm.CallDunder(v, name)
	if err != nil {
		return Unbound, err
	}
	if !ok {
		return Unbound, vm.TypeError("bad operand type for %s: '%s'", sym, vm.TypeName(v))
	}
	return r, nil
}

// Truth returns bool(v).
// plainTruth is Truth for the values whose truth runs no Python code
// (ok): bools, None, numbers and the builtin containers and strs.
func (vm *VM) plainTruth(v Value) (t, ok bool) {
	switch {
	case v == True:
		return true, true
	case v == False || v == None:
		return false, true
	case v.IsSmallInt():
		return v.Int() != 0, true
	case v.IsFloat():
		return v.Float() != 0, true
	case !v.IsHandle():
		return false, false
	}
	o := vm.heap.Get(v)
	if !o.head().cls.Builtin {
		return false, false
	}
	switch o := o.(type) {
	case *Str:
		return len(o.S) > 0, true
	case *List:
		return len(o.Items) > 0, true
	case *Tuple:
		return len(o.Items) > 0, true
	case *Dict:
		return o.used > 0, true
	case *Set:
		return o.used > 0, true
	case *Int:
		return o.V.Sign() != 0, true
	}
	return false, false
}

// truthSink takes, for any() (want true) and all() (want false), the
// items whose truth runs no Python code and is not want: the items
// that let them go on. It declines the others, which any() and all()
// test themselves.
type truthSink struct {
	vm   *VM
	want bool
}

func (s *truthSink) Take(v Value) bool {
	t, ok := s.vm.plainTruth(v)
	return ok && t != s.want
}

// Want implements TruthSink.
func (s *truthSink) Want() bool { return s.want }

func (s *truthSink) Trace(*Tracer) {}

func (vm *VM) Truth(v Value) (bool, error) {
	switch {
	case v == True:
		return true, nil
	case v == False || v == None:
		return false, nil
	case v.IsSmallInt():
		return v.Int() != 0, nil
	case v.IsFloat():
		return v.Float() != 0, nil
	case v == NotImplemented:
		err := vm.Warn(DeprecationWarningType, "NotImplemented should not be used in a boolean context", 1)
		return err == nil, err
	case !v.IsHandle():
		return true, nil
	}
	o := vm.heap.Get(v)
	if o.head().cls.Builtin {
		switch o := o.(type) {
		case *Str:
			return len(o.S) > 0, nil
		case *List:
			return len(o.Items) > 0, nil
		case *Tuple:
			return len(o.Items) > 0, nil
		case *Dict:
			return o.used > 0, nil
		case *Set:
			return o.used > 0, nil
		case *Int:
			return o.V.Sign() != 0, nil
		}
	}
	cls := o.head().cls
	if f, ok := cls.LookupSlot(vm, SlotBool); ok && f != None {
		r, err := vm.CallBinaryUnary(f, v)
		if err != nil {
			return false, err
		}
		if r != True && r != False {
			return false, vm.TypeError("__bool__ should return bool, returned %s", vm.TypeName(r))
		}
		return r == True, nil
	}
	if f, ok := cls.LookupSlot(vm, SlotLen); ok && f != None {
		r, err := vm.CallBinaryUnary(f, v)
		if err != nil {
			return false, err
		}
		n, err := vm.lenResult(r)
		return n > 0, err
	}
	return true, nil
}

func (vm *VM) CallBinaryUnary(f, self Value) (Value, error) {
	if f.IsHandle() {
		switch o := vm.heap.Get(f).(type) {
		case *BuiltinFunction:
			if o.Self == Unbound {
				w, cur, top := vm.scratch.args(1)
				w[0] = self
				r, err := o.Fn(vm, w, nil)
				vm.scratch.release(cur, top)
				return r, err
			}
		case *Function:
			w, cur, top := vm.scratch.args(1)
			w[0] = self
			r, err := vm.Call(f, w, nil)
			vm.scratch.release(cur, top)
			return r, err
		}
	}
	bf, err := vm.bindAttr(f, self, vm.ClassOf(self))
	if err != nil {
		return Unbound, err
	}
	return vm.Call(bf, nil, nil)
}

func (vm *VM) lenResult(r Value) (int, error) {
	if r.IsSmallInt() {
		n := r.Int()
		if n < 0 {
			return 0, vm.ValueError("__len__() should return >= 0")
		}
		return int(n), nil
	}
	if r.IsBool() {
		if r == True {
			return 1, nil
		}
		return 0, nil
	}
	if i, ok := vm.Get0(r).(*Int); ok {
		if i.V.Sign() < 0 {
			return 0, vm.ValueError("__len__() should return >= 0")
		}
		if i.V.IsInt64() {
			return int(i.V.Int64()), nil
		}
		return 0, vm.Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
	}
	return 0, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(r))
}

// Len returns len(v).
func (vm *VM) Len(v Value) (int, error) {
	if v.IsHandle() {
		o := vm.heap.Get(v)
		if o.head().cls.Builtin {
			switch o := o.(type) {
			case *Str:
				return o.Len(), nil
			case *List:
				return len(o.Items), nil
			case *Tuple:
				return len(o.Items), nil
			case *Dict:
				return o.used, nil
			case *Set:
				return o.used, nil
			case *Bytes:
				return len(o.B), nil
			case *ByteArray:
				return len(o.B), nil
			}
		}
		if f, ok := o.head().cls.LookupSlot(vm, SlotLen); ok && f != None {
			r, err := vm.CallBinaryUnary(f, v)
			if err != nil {
				return 0, err
			}
			return vm.lenResult(r)
		}
	}
	return 0, vm.TypeError("object of type '%s' has no len()", vm.TypeName(v))
}

// ---- comparison ----

// CmpOp identifies a rich comparison.
type CmpOp uint8

// Rich comparisons.
const (
	CmpLT CmpOp = iota
	CmpLE
	CmpEQ
	CmpNE
	CmpGT
	CmpGE
)

var CmpNames = [...]string{"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"}
var cmpSwapped = [...]CmpOp{CmpGT, CmpGE, CmpEQ, CmpNE, CmpLT, CmpLE}
var cmpSymbols = [...]string{"<", "<=", "==", "!=", ">", ">="}

// Compare computes a op b (a rich comparison; the result may be any value).
func (vm *VM) Compare(op CmpOp, a, b Value) (Value, error) {
	if r, ok := fastCompare(op, a, b); ok {
		return Bool(r), nil
	}
	if a.IsHandle() && b.IsHandle() {
		switch x := vm.heap.Get(a).(type) {
		case *Str:
			if sb, ok := vm.heap.Get(b).(*Str); ok && x.cls == StrType && sb.cls == StrType {
				return Bool(cmpStrings(op, x.S, sb.S)), nil
			}
		case *Int:
			// Two exact ints outside the small range (ids, hashes, big
			// arithmetic): no special-method call.
			if y, ok := vm.heap.Get(b).(*Int); ok && x.cls == IntType && y.cls == IntType {
				return Bool(cmpOrder(op, x.V.Cmp(&y.V))), nil
			}
		case *Set:
			// Two exact sets or frozensets (subset tests in searches).
			if y, ok := vm.heap.Get(b).(*Set); ok && x.cls.setExact() && y.cls.setExact() {
				return vm.ctrSetCompare(op, x, y)
			}
		}
	}
	if r, ok, err := vm.hookCompare(op, a, b); ok {
		return r, err
	}
	if vm.NativeDepth++; vm.NativeDepth > NativeRecursionLimit {
		vm.NativeDepth--
		return Unbound, vm.NewError(RecursionErrorType, "maximum recursion depth exceeded in comparison")
	}
	r, err := vm.compareSlow(op, a, b)
	vm.NativeDepth--
	return r, err
}

// compareSlow is Compare through the operands' special methods, found in
// their classes' slots (an array per class version, not a name lookup).
func (vm *VM) compareSlow(op CmpOp, a, b Value) (Value, error) {
	ta, tb := vm.ClassOf(a), vm.ClassOf(b)
	checkedReflected := false
	if ta != tb && tb.IsSubclass(ta) {
		if f, ok := tb.LookupSlot(vm, cmpSlots[cmpSwapped[op]]); ok {
			checkedReflected = true
			r, err := vm.callBinary(f, b, a)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	if f, ok := ta.LookupSlot(vm, cmpSlots[op]); ok {
		r, err := vm.callBinary(f, a, b)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if !checkedReflected {
		if f, ok := tb.LookupSlot(vm, cmpSlots[cmpSwapped[op]]); ok {
			r, err := vm.callBinary(f, b, a)
			if err != nil || r != NotImplemented {
				return r, err
			}
		}
	}
	switch op {
	case CmpEQ:
		return Bool(a == b), nil
	case CmpNE:
		return Bool(a != b), nil
	}
	return Unbound, vm.TypeError("'%s' not supported between instances of '%s' and '%s'", cmpSymbols[op], ta.Name, tb.Name)
}

// cmpOrder applies op to c, a three-way comparison's result (-1, 0, 1).
func cmpOrder(op CmpOp, c int) bool {
	switch op {
	case CmpLT:
		return c < 0
	case CmpLE:
		return c <= 0
	case CmpEQ:
		return c == 0
	case CmpNE:
		return c != 0
	case CmpGT:
		return c > 0
	default:
		return c >= 0
	}
}

func cmpStrings(op CmpOp, x, y string) bool {
	switch op {
	case CmpLT:
		return x < y
	case CmpLE:
		return x <= y
	case CmpEQ:
		return x == y
	case CmpNE:
		return x != y
	case CmpGT:
		return x > y
	default:
		return x >= y
	}
}

func fastCompare(op CmpOp, a, b Value) (bool, bool) {
	var x, y float64
	switch {
	case a.IsSmallInt() && b.IsSmallInt():
		i, j := a.Int(), b.Int()
		switch op {
		case CmpLT:
			return i < j, true
		case CmpLE:
			return i <= j, true
		case CmpEQ:
			return i == j, true
		case CmpNE:
			return i != j, true
		case CmpGT:
			return i > j, true
		default:
			return i >= j, true
		}
	case a.IsFloat() && b.IsFloat():
		x, y = a.Float(), b.Float()
	case a.IsFloat() && b.IsSmallInt():
		x, y = a.Float(), float64(b.Int())
	case a.IsSmallInt() && b.IsFloat():
		x, y = float64(a.Int()), b.Float()
	default:
		// Bools with bools, small ints and floats (a sort key of
		// flags, `flag == True`): as the ints 0 and 1 they are (bool
		// has no subclasses to override the comparison).
		if na, ok := boolAsInt(a); ok {
			if nb, ok := boolAsInt(b); ok && (na != a || nb != b) {
				return fastCompare(op, na, nb)
			}
		}
		return false, false
	}
	switch op {
	case CmpLT:
		return x < y, true
	case CmpLE:
		return x <= y, true
	case CmpEQ:
		return x == y, true
	case CmpNE:
		return x != y, true
	case CmpGT:
		return x > y, true
	default:
		return x >= y, true
	}
}

// boolAsInt returns a bool as the small int of its value, and a small int
// or a float as it is; ok is false for anything else.
func boolAsInt(v Value) (Value, bool) {
	switch {
	case v == True:
		return SmallInt(1), true
	case v == False:
		return SmallInt(0), true
	}
	return v, v.IsSmallInt() || v.IsFloat()
}

// CompareBool computes a op b and converts the result with bool().
func (vm *VM) CompareBool(op CmpOp, a, b Value) (bool, error) {
	if r, ok := fastCompare(op, a, b); ok {
		return r, nil
	}
	r, err := vm.Compare(op, a, b)
	if err != nil {
		return false, err
	}
	return vm.Truth(r)
}

// Eq reports a == b, with the identity shortcut containers use.
func (vm *VM) Eq(a, b Value) (bool, error) {
	if a == b {
		return true, nil // identity wins, as in CPython containers (a NaN too)
	}
	return vm.CompareBool(CmpEQ, a, b)
}

// dictKeyEq compares two keys with equal hashes (vm may be nil for two strs).
func (vm *VM) dictKeyEq(a, b Value) (bool, error) {
	if sa, ok := vm.exactStrOf(a); ok {
		if sb, ok := vm.exactStrOf(b); ok {
			return sa == sb, nil
		}
	}
	if vm == nil {
		return false, nil
	}
	if r, ok, err := vm.ctrTupleKeyEq(a, b); ok {
		return r, err // two exact tuples (ctr_util.go)
	}
	return vm.Eq(a, b)
}

// exactStrOf returns the contents of v when it is an exact str (a
// subclass may define __eq__, which dictKeyEq must call).
func (vm *VM) exactStrOf(v Value) (string, bool) {
	if !v.IsHandle() {
		return "", false
	}
	var o Object
	if v.index()&staticBit != 0 {
		o = staticGet(v.index())
	} else {
		o = vm.heap.Get(v)
	}
	if s, ok := o.(*Str); ok && s.cls == StrType {
		return s.S, true
	}
	return "", false
}

// ---- hashing ----

// Hash returns hash(v).
func (vm *VM) Hash(v Value) (int64, error) {
	switch {
	case v.IsSmallInt():
		return hashSmallInt(v.Int()), nil
	case v.IsFloat():
		return HashFloat(v.Float()), nil
	case v == True:
		return 1, nil
	case v == False:
		return 0, nil
	case v == None:
		return HashNone, nil
	case !v.IsHandle():
		return int64(uint64(v) >> 4), nil
	}
	o := vm.heap.Get(v)
	cls := o.head().cls
	if cls.Builtin {
		switch o := o.(type) {
		case *Str:
			if !o.hashed {
				o.hash = HashString(o.S)
				o.hashed = true
			}
			return o.hash, nil
		case *Int:
			return hashBigInt(&o.V), nil
		case *Tuple:
			if !o.hashed {
				h, err := vm.hashTuple(o.Items)
				if err != nil {
					return 0, err
				}
				o.hash, o.hashed = h, true
			}
			return o.hash, nil
		}
	}
	f, ok := cls.LookupSlot(vm, SlotHash)
	if !ok || f == None {
		return 0, vm.TypeError("unhashable type: '%s'", cls.Name)
	}
	if f == objectHash {
		return IDHash(v), nil
	}
	if raw, ok := rawHashFuncs[f]; ok {
		return raw(vm, v) // a builtin __hash__ (Class.AddHashMethod), not reduced
	}
	r, err := vm.CallBinaryUnary(f, v)
	if err != nil {
		return 0, err
	}
	// Like slot_tp_hash: an int result is used as is when it fits a
	// Py_ssize_t (-1 becomes -2), else it is hashed.
	switch {
	case r.IsSmallInt():
		return hashSmallInt(r.Int()), nil
	case r.IsBool():
		if r == True {
			return 1, nil
		}
		return 0, nil
	}
	if i, ok := vm.Get0(r).(*Int); ok {
		if i.V.IsInt64() {
			if h := i.V.Int64(); h != -1 {
				return h, nil
			}
			return -2, nil
		}
		return hashBigInt(&i.V), nil
	}
	return 0, vm.TypeError("__hash__ method should return an integer")
}

var objectHash Value

// IDHash is object.__hash__: derived from identity. A handle's object-table
// index is its low bits and its generation the bits above, so that live
// objects never share a hash and neighbours in the table fall into
// neighbouring slots of a set or dict. (CPython shifts an address right by
// 4, its alignment; shifting an index so made 16 neighbouring objects,
// builtin types among them, share their low bits, and four of them the
// whole hash, so sets and dicts of objects compared keys with __eq__.)
func IDHash(v Value) int64 {
	if v.IsHandle() {
		return int64(uint64(v) & payloadMask)
	}
	x := uint64(v)
	x = (x >> 4) | (x << 60)
	return int64(x & (1<<62 - 1))
}

// ---- repr / str ----

// Repr returns repr(v) as a Go string.
func (vm *VM) Repr(v Value) (string, error) {
	switch {
	case v.IsSmallInt():
		return strconv.FormatInt(v.Int(), 10), nil
	case v.IsFloat():
		return floatfmt.FloatRepr(v.Float()), nil
	case v == None:
		return "None", nil
	case v == True:
		return "True", nil
	case v == False:
		return "False", nil
	case v == Ellipsis:
		return "Ellipsis", nil
	case v == NotImplemented:
		return "NotImplemented", nil
	}
	if s, ok := vm.heap.Get(v).(*Str); ok && s.cls == StrType {
		if err := vm.CheckBig(len(s.S) + 2); err != nil {
			return "", err
		}
		return StrRepr(s.S), nil
	}
	if vm.NativeDepth++; vm.NativeDepth > NativeRecursionLimit {
		vm.NativeDepth--
		return "", vm.NewError(RecursionErrorType, "maximum recursion depth exceeded while getting the repr of an object")
	}
	r, ok, err := vm.CallDunder(v, "__repr__")
	vm.NativeDepth--
	if err != nil {
		return "", err
	}
	if !ok {
		return "<object>", nil
	}
	s, isStr := vm.StrOf(r)
	if !isStr {
		return "", vm.TypeError("__repr__ returned non-string (type %s)", vm.TypeName(r))
	}
	return s, nil
}

// Str returns str(v) as a Go string.
func (vm *VM) Str(v Value) (string, error) {
	if v.IsHandle() {
		o := vm.heap.Get(v)
		if s, ok := o.(*Str); ok && s.cls == StrType {
			return s.S, nil
		}
		if f, ok := o.head().cls.LookupSlot(vm, SlotStr); ok && f != objectStr {
			r, err := vm.CallBinaryUnary(f, v)
			if err != nil {
				return "", err
			}
			s, isStr := vm.StrOf(r)
			if !isStr {
				return "", vm.TypeError("__str__ returned non-string (type %s)", vm.TypeName(r))
			}
			return s, nil
		}
		if _, ok := o.(*Str); !ok {
			// object.__str__ is the __repr__ slot, whose result str()
			// checks as __str__'s (as CPython).
			r, err := vm.reprSlot(v)
			if err != nil {
				return "", err
			}
			s, isStr := vm.StrOf(r)
			if !isStr {
				return "", vm.TypeError("__str__ returned non-string (type %s)", vm.TypeName(r))
			}
			return s, nil
		}
	}
	return vm.Repr(v)
}

// reprSlot calls the __repr__ of an object (a handle that is not an exact
// str) and returns its result unchecked: object.__str__.
func (vm *VM) reprSlot(v Value) (Value, error) {
	if vm.NativeDepth++; vm.NativeDepth > NativeRecursionLimit {
		vm.NativeDepth--
		return Unbound, vm.NewError(RecursionErrorType, "maximum recursion depth exceeded while getting the repr of an object")
	}
	r, ok, err := vm.CallDunder(v, "__repr__")
	vm.NativeDepth--
	if err != nil {
		return Unbound, err
	}
	if !ok {
		return vm.NewStr("<object>"), nil
	}
	return r, nil
}

var objectStr Value

// StrValue returns str(v) as a str Value.
func (vm *VM) StrValue(v Value) (Value, error) {
	if v.IsHandle() {
		if s, ok := vm.heap.Get(v).(*Str); ok && s.cls == StrType {
			return v, nil
		}
	}
	s, err := vm.Str(v)
	if err != nil {
		return Unbound, err
	}
	return vm.NewStr(s), nil
}

// ---- items ----

// GetItem returns o[k].
func (vm *VM) GetItem(o, k Value) (Value, error) {
	if o.IsHandle() {
		obj := vm.heap.Get(o)
		if obj.head().cls.Builtin {
			switch x := obj.(type) {
			case *Str:
				return vm.StrGetItem(x, k) // str_type.go
			case *Bytes:
				if k.IsSmallInt() {
					return vm.strBytesIndexFast(x.B, false, k.Int()) // str_bytes.go
				}
			case *ByteArray:
				if k.IsSmallInt() {
					return vm.strBytesIndexFast(x.B, true, k.Int()) // str_bytes.go
				}
			case *List:
				if k.IsSmallInt() {
					i := k.Int()
					if i < 0 {
						i += int64(len(x.Items))
					}
					if i < 0 || i >= int64(len(x.Items)) {
						return Unbound, vm.IndexError("list index out of range")
					}
					return x.Items[i], nil
				}
				return vm.ctrListGet(x, k) // slices, __index__ (ctr_list.go)
			case *Tuple:
				if k.IsSmallInt() {
					i := k.Int()
					if i < 0 {
						i += int64(len(x.Items))
					}
					if i < 0 || i >= int64(len(x.Items)) {
						return Unbound, vm.IndexError("tuple index out of range")
					}
					return x.Items[i], nil
				}
				return vm.ctrTupleGet(x, k) // ctr_tuple.go
			case *Range:
				return vm.ctrRangeItem(x, k) // ctr_range.go
			case *Dict:
				v, ok, err := x.Get(vm, k)
				if err != nil {
					return Unbound, err
				}
				if ok {
					return v, nil
				}
				if x.cls != DictType {
					// Builtin dict subclasses (collections.defaultdict).
					if f, ok := x.cls.LookupSlot(vm, SlotMissing); ok {
						return vm.callBinary(f, o, k)
					}
				}
				return Unbound, vm.KeyError(k)
			}
		}
		cls := obj.head().cls
		if f, ok := cls.LookupSlot(vm, SlotGetItem); ok {
			return vm.callBinary(f, o, k)
		}
		if c, ok := obj.(*Class); ok {
			if c == TypeType {
				// type[X] is special-cased by CPython's PyObject_GetItem.
				return vm.NewGenericAlias(o, k), nil
			}
			if f, ok := c.Lookup(vm, "__class_getitem__"); ok {
				bf, err := vm.bindAttr(f, o, c)
				if err != nil {
					return Unbound, err
				}
				return vm.Call1(bf, k)
			}
			return Unbound, vm.TypeError("type '%s' is not subscriptable", c.Name)
		}
	}
	return Unbound, vm.TypeError("'%s' object is not subscriptable", vm.TypeName(o))
}

// SetItem performs o[k] = v.
func (vm *VM) SetItem(o, k, v Value) error {
	if o.IsHandle() {
		obj := vm.heap.Get(o)
		if obj.head().cls.Builtin {
			switch x := obj.(type) {
			case *List:
				if k.IsSmallInt() {
					i := k.Int()
					if i < 0 {
						i += int64(len(x.Items))
					}
					if i < 0 || i >= int64(len(x.Items)) {
						return vm.IndexError("list assignment index out of range")
					}
					x.Items[i] = v
					return nil
				}
				return vm.ctrListSet(x, k, v) // slices, __index__ (ctr_list.go)
			case *Dict:
				return x.Set(vm, k, v)
			case *ByteArray:
				if ok, err := vm.strByteArraySetFast(x, k, v); ok {
					return err // str_bytes.go
				}
			}
		}
		if f, ok := obj.head().cls.LookupSlot(vm, SlotSetItem); ok {
			_, err := vm.callSpecial(f, o, obj.head().cls, k, v)
			return err
		}
	}
	return vm.TypeError("'%s' object does not support item assignment", vm.TypeName(o))
}

// DelItem performs del o[k].
func (vm *VM) DelItem(o, k Value) error {
	if o.IsHandle() {
		obj := vm.heap.Get(o)
		if l, ok := obj.(*List); ok && l.cls == ListType {
			return vm.ctrListDel(l, k) // ctr_list.go
		}
		if d, ok := obj.(*Dict); ok && d.cls == DictType {
			found, err := d.Delete(vm, k)
			if err != nil {
				return err
			}
			if !found {
				return vm.KeyError(k)
			}
			return nil
		}
		if f, ok := obj.head().cls.LookupSlot(vm, SlotDelItem); ok {
			_, err := vm.callBinary(f, o, k)
			return err
		}
	}
	// CPython words it "doesn't" when a sequence-like type (one with
	// sequence methods in C: tuple, str, bytes, range, sets, dict views,
	// any class defined in Python) gets an index it cannot delete at, and
	// "does not" for a slice or other key, or for any other type.
	if vm.isIndexKey(k) && vm.sequenceLike(vm.ClassOf(o)) {
		// The index is converted first (an IndexError for one beyond
		// int64, __index__'s own errors).
		if _, err := vm.Index(k); err != nil {
			return err
		}
		return vm.TypeError("'%s' object doesn't support item deletion", vm.TypeName(o))
	}
	return vm.TypeError("'%s' object does not support item deletion", vm.TypeName(o))
}

// isIndexKey reports whether k is an int or has __index__.
func (vm *VM) isIndexKey(k Value) bool {
	if k.IsSmallInt() || k == True || k == False {
		return true
	}
	if _, ok := vm.Get0(k).(*Int); ok {
		return true
	}
	_, ok := vm.ClassOf(k).Lookup(vm, "__index__")
	return ok
}

// sequenceLike reports whether c's instances have sequence methods in
// CPython's C sense (for DelItem's wording).
func (vm *VM) sequenceLike(c *Class) bool {
	if !c.Builtin {
		return true
	}
	for _, s := range []*Class{TupleType, StrType, BytesType, RangeType, SetType, FrozenSetType, DictKeysType, DictValuesType, DictItemsType} {
		if c.IsSubclass(s) {
			return true
		}
	}
	return false
}

// Contains reports x in o.
func (vm *VM) Contains(o, x Value) (bool, error) {
	if o.IsHandle() {
		obj := vm.heap.Get(o)
		cls := obj.head().cls
		if cls.Builtin {
			switch c := obj.(type) {
			case *Str:
				if sub := vm.strOther(x); sub != nil {
					return StrContains(c, sub), nil // str_type.go
				}
			case *Dict:
				_, ok, err := c.Get(vm, x)
				return ok, err
			case *Set:
				return c.containsKey(vm, x)
			case *List:
				for i := 0; i < len(c.Items); i++ {
					if eq, err := vm.Eq(c.Items[i], x); err != nil || eq {
						return eq, err
					}
				}
				return false, nil
			case *Tuple:
				for _, it := range c.Items {
					if eq, err := vm.Eq(it, x); err != nil || eq {
						return eq, err
					}
				}
				return false, nil
			}
		}
		if f, ok := cls.LookupSlot(vm, SlotContains); ok && f != None {
			r, err := vm.callBinary(f, o, x)
			if err != nil {
				return false, err
			}
			return vm.Truth(r)
		}
	}
	it, err := vm.Iter(o)
	if err != nil {
		if ExceptionMatches(err, TypeErrorType) {
			return false, vm.TypeError("argument of type '%s' is not iterable", vm.TypeName(o))
		}
		return false, err
	}
	for {
		v, ok, err := vm.Next(it)
		if err != nil || !ok {
			return false, err
		}
		if eq, err := vm.Eq(v, x); err != nil || eq {
			return eq, err
		}
	}
}

// ---- iteration ----

// Iterator is implemented by Go iterator objects.
type Iterator interface {
	Object
	// Next returns the next item, or ok == false when exhausted.
	Next(vm *VM) (v Value, ok bool, err error)
}

// Iter returns iter(v).
func (vm *VM) Iter(v Value) (Value, error) {
	if it, ok := vm.ctrFastIter(v); ok {
		return it, nil // exact list, tuple, dict, set, range (ctr_util.go)
	}
	cls := vm.ClassOf(v)
	if f, ok := cls.LookupSlot(vm, SlotIter); ok && f != None {
		it, err := vm.CallBinaryUnary(f, v)
		if err != nil {
			return Unbound, err
		}
		if _, isIt := vm.Get0(it).(Iterator); !isIt {
			if _, ok := vm.ClassOf(it).LookupSlot(vm, SlotNext); !ok {
				return Unbound, vm.TypeError("iter() returned non-iterator of type '%s'", vm.TypeName(it))
			}
		}
		return it, nil
	}
	if _, ok := cls.LookupSlot(vm, SlotGetItem); ok && v.IsHandle() {
		return vm.newSeqIter(v), nil
	}
	return Unbound, vm.TypeError("'%s' object is not iterable", cls.Name)
}

// Next advances an iterator; ok is false when it is exhausted.
func (vm *VM) Next(it Value) (Value, bool, error) {
	if it.IsHandle() {
		o := vm.heap.Get(it)
		if gi, ok := o.(Iterator); ok && o.head().cls.Builtin {
			// Builtins that loop in Go (sum, all, list, sorted, join...)
			// poll now and then, so Ctrl-C and embedders' deadlines stop
			// them too (polling only: no collection inside a builtin).
			if vm.nextTicks++; vm.nextTicks&0x3FFF == 0 && vm.pollRequested.Load() {
				if err := vm.PollNow(); err != nil {
					return Unbound, false, err
				}
			}
			return gi.Next(vm)
		}
		r, ok, err := vm.CallDunder(it, "__next__")
		if !ok {
			return Unbound, false, vm.TypeError("'%s' object is not an iterator", vm.TypeName(it))
		}
		if err != nil {
			if ExceptionMatches(err, StopIterationType) {
				return Unbound, false, nil
			}
			return Unbound, false, err
		}
		return r, true, nil
	}
	return Unbound, false, vm.TypeError("'%s' object is not an iterator", vm.TypeName(it))
}

// A Sink takes the items a Drainer produces, as its consumer would.
type Sink interface {
	// Take is offered each item in turn; false declines it (the Drainer
	// then returns it). Take runs no Python code.
	Take(v Value) bool
	// Trace marks the items taken so far: the Drainer's Trace calls it
	// while the sink is attached.
	Trace(t *Tracer)
}

// A Drainer is an iterator that can hand its items straight to a Sink:
// interp's generators, whose machine code then runs on across the yields
// the sink takes instead of suspending at each.
type Drainer interface {
	Iterator
	// NextTo is Next, except that the items s takes are not returned: it
	// returns the first item s declines, or ok == false at the end. The
	// items taken are not pinned.
	NextTo(vm *VM, s Sink) (v Value, ok bool, err error)
}

// A SliceSink is a Sink that takes every item by appending it to a
// []Value of its own, whose items its Trace marks: machine code may
// append to that slice in place while it has room (the JIT's yield_value),
// and offers an item to Take only when the slice is full.
type SliceSink interface {
	Sink
	// Slice returns the address of the slice's header. Appending in
	// place (storing the item at index len and incrementing len, within
	// cap) must be what Take does.
	Slice() *[]Value
}

// A SumSink is a Sink that adds the small ints it takes to an int64
// total and declines the rest: machine code may add a small int to the
// total in place unless that overflows (the JIT's yield_value), which is
// what Take does.
type SumSink interface {
	Sink
	// Total returns the address of the total.
	Total() *int64
}

// A TruthSink is a Sink that takes the items whose truth runs no Python
// code and is not Want() (any() wants a true item, all() a false one):
// machine code may take None, bools, small ints and floats that way
// itself (the JIT's yield_value).
type TruthSink interface {
	Sink
	Want() bool
}

// A NumSliceSink is a Sink that may take small ints and floats by
// appending them to a []Value of its own, and adds them to its result
// later, as it would have then (set(), whose set nothing sees before it
// returns; their hashing runs no code): machine code may append a small
// int or a float in place while the slice has room (the JIT's
// yield_value), and offers the rest to Take.
type NumSliceSink interface {
	Sink
	// Ints returns the address of the slice's header, or nil while the
	// sink takes no numbers that way.
	Nums() *[]Value
}

// collectSink takes every item, for Collect.
type collectSink struct{ items []Value }

// Slice implements SliceSink.
func (s *collectSink) Slice() *[]Value { return &s.items }

func (s *collectSink) Take(v Value) bool {
	s.items = append(s.items, v)
	return true
}

func (s *collectSink) Trace(t *Tracer) { t.MarkAll(s.items) }

// Collect drains an iterable into a new slice.
func (vm *VM) Collect(v Value) ([]Value, error) {
	if v.IsHandle() {
		switch o := vm.heap.Get(v).(type) {
		case *List:
			if o.cls == ListType {
				return append([]Value(nil), o.Items...), nil
			}
		case *Tuple:
			if o.cls == TupleType {
				return append([]Value(nil), o.Items...), nil
			}
		}
	}
	it, err := vm.Iter(v)
	if err != nil {
		return nil, err
	}
	if d := vm.drainer(it); d != nil {
		return vm.collectFrom(it, d)
	}
	var out []Value
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return nil, err
		}
		if !ok {
			return out, nil
		}
		out = append(out, x)
	}
}

// drainer returns the iterator it as a Drainer, or nil.
func (vm *VM) drainer(it Value) Drainer {
	d, _ := vm.Get0(it).(Drainer)
	return d
}

// nextTo is Next of it, handing items to s when it is the Drainer d
// (non-nil): it returns the first item s declines.
func (vm *VM) nextTo(it Value, d Drainer, s Sink) (Value, bool, error) {
	if d == nil {
		return vm.Next(it)
	}
	if vm.nextTicks++; vm.nextTicks&0x3FFF == 0 && vm.pollRequested.Load() {
		if err := vm.PollNow(); err != nil {
			return Unbound, false, err
		}
	}
	return d.NextTo(vm, s)
}

// collectFrom is Collect of a Drainer: the items it hands the sink are
// pinned once NextTo returns (in the caller's pin scope), like those Next
// returns.
func (vm *VM) collectFrom(it Value, d Drainer) ([]Value, error) {
	s := collectSink{items: make([]Value, 0, 8)}
	for {
		n := len(s.items)
		x, ok, err := vm.nextTo(it, d, &s)
		for _, y := range s.items[n:] {
			vm.heap.Pin(y)
		}
		if err != nil {
			return nil, err
		}
		if !ok {
			return s.items, nil
		}
		s.items = append(s.items, x)
	}
}

// seqIter iterates an object through __getitem__(0), (1), ... until IndexError.
type seqIter struct {
	Head
	seq Value
	i   int64
}

var seqIterType = newBuiltinClass("iterator", ObjectType)

func (vm *VM) newSeqIter(v Value) Value {
	it := &seqIter{seq: v}
	it.cls = seqIterType
	return vm.heap.Alloc(it)
}

func (s *seqIter) Trace(t *Tracer) { t.Mark(s.seq) }

func (s *seqIter) Next(vm *VM) (Value, bool, error) {
	if s.seq == Unbound {
		return Unbound, false, nil
	}
	r, err := vm.GetItem(s.seq, SmallInt(s.i))
	if err != nil {
		if ExceptionMatches(err, IndexErrorType) || ExceptionMatches(err, StopIterationType) {
			s.seq = Unbound
			return Unbound, false, nil
		}
		return Unbound, false, err
	}
	s.i++
	return r, true, nil
}

func init() {
	seqIterType.AddMethod("__next__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return IterNextMethod(vm, args[0])
	})
	seqIterType.AddMethod("__iter__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		return args[0], nil
	})
}

// IterNextMethod implements __next__ for Go iterators (raising StopIteration).
func IterNextMethod(vm *VM, it Value) (Value, error) {
	gi, ok := vm.Get0(it).(Iterator)
	if !ok {
		return Unbound, vm.TypeError("not an iterator")
	}
	v, ok, err := gi.Next(vm)
	if err != nil {
		return Unbound, err
	}
	if !ok {
		return Unbound, vm.NewError(StopIterationType, "")
	}
	return v, nil
}

// Index converts v to an int64 via __index__ (for indexing and range()).
func (vm *VM) Index(v Value) (int64, error) {
	switch {
	case v.IsSmallInt():
		return v.Int(), nil
	case v == True:
		return 1, nil
	case v == False:
		return 0, nil
	}
	if i, ok := vm.Get0(v).(*Int); ok {
		if !i.V.IsInt64() {
			return 0, vm.Errorf(IndexErrorType, "cannot fit 'int' into an index-sized integer")
		}
		return i.V.Int64(), nil
	}
	r, ok, err := vm.CallDunder(v, "__index__")
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, vm.TypeError("'%s' object cannot be interpreted as an integer", vm.TypeName(v))
	}
	return vm.Index(r)
}

// callSpecial calls a special method found on cls for self, without
// allocating a bound method for Python and builtin functions.
func (vm *VM) callSpecial(f, self Value, cls *Class, args ...Value) (Value, error) {
	if f.IsHandle() {
		switch o := vm.heap.Get(f).(type) {
		case *BuiltinFunction:
			if o.Self == Unbound {
				if len(args) == 2 {
					return vm.callBuiltin3(o.Fn, self, args[0], args[1])
				}
				return o.Fn(vm, prepend(self, args), nil)
			}
		case *Function:
			return vm.Call(f, prepend(self, args), nil)
		}
	}
	bf, err := vm.bindAttr(f, self, cls)
	if err != nil {
		return Unbound, err
	}
	return vm.Call(bf, args, nil)
}
