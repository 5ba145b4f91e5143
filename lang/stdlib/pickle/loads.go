package pickle

import (
	"encoding/binary"
	"math"
	"math/big"
	"unicode/utf8"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// unpickler is one _loads_fast call.
type unpickler struct {
	vm    *rt.VM
	data  []byte
	pos   int
	stack []rt.Value
	marks []int
	memo  []rt.Value // Unbound for an unset index
	proto int
	// The helpers from pickle.py (find_class and BUILD's state setting,
	// UnpicklingError); Unbound when the caller gave none.
	findClass, build, errCls rt.Value
	// called is set once Python code may have run: from then on the
	// pickle cannot be given back to pickle.py, and a failure raises.
	called bool
	err    error
	busy   bool
	// sizes holds, for each EMPTY_LIST and EMPTY_DICT of the pickle in
	// order, how many items the APPEND(S) and SETITEM(S) right after it
	// add (scan counts them); next is the following one's index. The
	// counts only size the new containers: a pickle that adds to a list
	// or dict reached otherwise (a memo GET) just grows it.
	sizes []int32
	next  int
	// sim and simMarks are scan's model of the stack and the marks: the
	// index in sizes of the container each stack item is, or -1.
	sim      []int32
	simMarks []int
}

func loadsFast(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) < 1 || len(args) > 2 || len(kw) != 0 || !args[0].IsHandle() {
		return rt.NotImplemented, nil
	}
	var data []byte
	switch o := vm.Get0(args[0]).(type) {
	case *rt.Bytes:
		data = o.B
	case *rt.ByteArray:
		data = o.B
	default:
		return rt.NotImplemented, nil
	}
	u := takeUnpickler(vm)
	defer u.release()
	u.data = data
	if len(args) == 2 {
		h, ok := vm.Get0(args[1]).(*rt.Tuple)
		if !ok || len(h.Items) != 3 {
			return rt.NotImplemented, nil
		}
		u.findClass, u.build, u.errCls = h.Items[0], h.Items[1], h.Items[2]
	}
	if !u.scan() {
		return rt.NotImplemented, nil
	}
	if _, isArray := vm.Get0(args[0]).(*rt.ByteArray); isArray {
		// A copy: Python code run by a reduction could change it.
		u.data = append([]byte(nil), data...)
	}
	v, ok := u.run()
	if u.err != nil {
		return rt.Unbound, u.err
	}
	if !ok {
		return rt.NotImplemented, nil
	}
	return v, nil
}

const unpicklerKey = "_pickle.unpickler"

// takeUnpickler returns the VM's idle unpickler (its stack and memo keep
// their capacity), or a new one when it is busy (a reduction that
// unpickles).
func takeUnpickler(vm *rt.VM) *unpickler {
	u, _ := vm.Ext[unpicklerKey].(*unpickler)
	if u == nil || u.busy {
		u = &unpickler{vm: vm}
		if vm.Ext[unpicklerKey] == nil {
			vm.Ext[unpicklerKey] = u
		}
	}
	u.busy = true
	u.pos, u.proto, u.called, u.err = 0, 0, false, nil
	u.findClass, u.build, u.errCls = rt.Unbound, rt.Unbound, rt.Unbound
	return u
}

// release makes u idle, dropping what it refers to.
func (u *unpickler) release() {
	clear(u.stack[:cap(u.stack)])
	clear(u.memo[:cap(u.memo)])
	u.stack, u.marks, u.memo = u.stack[:0], u.marks[:0], u.memo[:0]
	if cap(u.stack) > 1<<16 || cap(u.memo) > 1<<16 || cap(u.sizes) > 1<<16 || cap(u.sim) > 1<<16 {
		u.stack, u.memo, u.sizes, u.sim = nil, nil, nil, nil
	}
	u.data, u.findClass, u.build, u.errCls, u.err = nil, rt.Unbound, rt.Unbound, rt.Unbound, nil
	u.busy = false
}

// fail ends the run: before any Python code ran, the pickle goes to
// pickle.py; after, it raises UnpicklingError(msg).
func (u *unpickler) fail(msg string) (rt.Value, bool) {
	if u.called && u.err == nil {
		cls, ok := u.vm.Get0(u.errCls).(*rt.Class)
		if !ok {
			cls = rt.ValueErrorType
		}
		u.err = u.vm.NewError(cls, msg)
	}
	return rt.Unbound, false
}

// raise ends the run with err, raised by Python code.
func (u *unpickler) raise(err error) (rt.Value, bool) {
	u.err = err
	return rt.Unbound, false
}

// argLen gives the size of the argument of each opcode the fast path
// runs (-1: a length-prefixed payload, -2: two text lines); the other
// opcodes are absent.
var argLen = func() (t [256]int8) {
	for i := range t {
		t[i] = -3
	}
	for _, op := range []byte{opMark, opStop, opNone, opNewTrue, opNewFalse, opEmptyTuple, opTuple1, opTuple2,
		opTuple3, opTuple, opEmptyList, opEmptyDict, opEmptySet, opAppend, opAppends, opSetItem, opSetItems,
		opAddItems, opFrozenSet, opMemoize, opPop, opPopMark, opDup, opStackGlobal, opReduce, opNewObj, opBuild} {
		t[op] = 0
	}
	t[opProto], t[opBinInt1], t[opBinPut], t[opBinGet] = 1, 1, 1, 1
	t[opBinInt2] = 2
	t[opBinInt], t[opLongBinPut], t[opLongBinGet] = 4, 4, 4
	t[opFrame], t[opBinFloat] = 8, 8
	for _, op := range []byte{opLong1, opLong4, opShortBinUni, opBinUnicode, opBinUnicode8, opShortBinBytes,
		opBinBytes, opBinBytes8, opByteArray8} {
		t[op] = -1
	}
	t[opGlobal] = -2
	return
}()

// scan checks that the pickle up to its STOP holds only opcodes the fast
// path runs, each with its whole argument, so that running it can only
// fail on what the values are (a memo index, the stack's shape).
func (u *unpickler) scan() bool {
	d := u.data
	i := 0
	// A model of the stack and the marks: each item is the index in
	// sizes of the container made by EMPTY_LIST or EMPTY_DICT it is, or
	// -1; the items APPEND(S) and SETITEM(S) add to one are counted. The
	// model stops at the first underflow (run fails there).
	sim, marks, sizes := u.sim[:0], u.simMarks[:0], u.sizes[:0]
	defer func() { u.sim, u.simMarks, u.sizes, u.next = sim, marks, sizes, 0 }()
	model := true
	for i < len(d) {
		op := d[i]
		i++
		n := int64(argLen[op])
		if model {
			k := 0
			switch op {
			case opProto, opFrame, opStop, opMemoize, opBinPut, opLongBinPut:
			case opMark:
				marks = append(marks, len(sim))
			case opEmptyList, opEmptyDict:
				sim = append(sim, int32(len(sizes)))
				sizes = append(sizes, 0)
			case opTuple1:
				if model = len(sim) >= 1; model {
					sim[len(sim)-1] = -1
				}
			case opTuple2, opTuple3, opStackGlobal, opReduce, opNewObj, opBuild:
				k = 2
				if op == opTuple3 {
					k = 3
				}
				if model = len(sim) >= k; model {
					sim = append(sim[:len(sim)-k], -1)
				}
			case opTuple, opFrozenSet:
				sim, marks, k = simPopMark(sim, marks)
				if model = k >= 0; model {
					sim = append(sim, -1)
				}
			case opAppend, opSetItem:
				k = 2
				if op == opSetItem {
					k = 3
				}
				if model = len(sim) >= k; model {
					if c := sim[len(sim)-k]; c >= 0 {
						sizes[c]++
					}
					sim = sim[:len(sim)-k+1]
				}
			case opAppends, opSetItems:
				sim, marks, k = simPopMark(sim, marks)
				if model = k >= 0 && len(sim) > 0; model {
					if op == opSetItems {
						k /= 2
					}
					if c := sim[len(sim)-1]; c >= 0 {
						sizes[c] += int32(k)
					}
				}
			case opAddItems, opPopMark:
				sim, marks, k = simPopMark(sim, marks)
				model = k >= 0
			case opPop:
				if len(marks) > 0 && marks[len(marks)-1] == len(sim) {
					marks = marks[:len(marks)-1]
				} else if model = len(sim) > 0; model {
					sim = sim[:len(sim)-1]
				}
			case opDup:
				if model = len(sim) > 0; model {
					sim = append(sim, sim[len(sim)-1])
				}
			default: // every other opcode of the fast path pushes an object
				sim = append(sim, -1)
			}
		}
		switch n {
		case -3:
			return false
		case -2:
			if u.findClass == rt.Unbound {
				return false
			}
			for k := 0; k < 2; k++ {
				j := i
				for j < len(d) && d[j] != '\n' {
					j++
				}
				if j >= len(d) || !utf8.Valid(d[i:j]) {
					return false
				}
				i = j + 1
			}
			continue
		case -1:
			var w int
			switch op {
			case opLong1, opShortBinUni, opShortBinBytes:
				w = 1
			case opLong4, opBinUnicode, opBinBytes:
				w = 4
			default:
				w = 8
			}
			if i+w > len(d) {
				return false
			}
			var l uint64
			for k := w - 1; k >= 0; k-- {
				l = l<<8 | uint64(d[i+k])
			}
			if op == opLong4 && int32(l) < 0 {
				return false
			}
			i += w
			if l > uint64(len(d)-i) {
				return false
			}
			if (op == opShortBinUni || op == opBinUnicode || op == opBinUnicode8) && !utf8.Valid(d[i:i+int(l)]) {
				return false // surrogates and errors: pickle.py
			}
			i += int(l)
			continue
		}
		if (op == opStackGlobal || op == opReduce || op == opNewObj || op == opBuild) && u.findClass == rt.Unbound {
			return false
		}
		if int64(len(d)-i) < n {
			return false
		}
		i += int(n)
		if op == opStop {
			return true
		}
	}
	return false
}

// simPopMark removes from scan's model the items above the last mark
// and the mark, giving how many there were, or -1 when there is no mark.
func simPopMark(sim []int32, marks []int) ([]int32, []int, int) {
	if len(marks) == 0 {
		return sim, marks, -1
	}
	m := marks[len(marks)-1]
	if m > len(sim) {
		return sim, marks, -1
	}
	return sim[:m], marks[:len(marks)-1], len(sim) - m
}

// sizeHint gives the item count scan found for the next EMPTY_LIST or
// EMPTY_DICT.
func (u *unpickler) sizeHint() int {
	if u.next >= len(u.sizes) {
		return 0
	}
	n := u.sizes[u.next]
	u.next++
	return max(int(n), 0)
}

func (u *unpickler) read(n int) ([]byte, bool) {
	if n < 0 || u.pos+n > len(u.data) || u.pos+n < u.pos {
		return nil, false
	}
	b := u.data[u.pos : u.pos+n]
	u.pos += n
	return b, true
}

func (u *unpickler) push(v rt.Value) { u.stack = append(u.stack, v) }

// popMark pops the items above the last mark and the mark.
func (u *unpickler) popMark() ([]rt.Value, bool) {
	if len(u.marks) == 0 {
		return nil, false
	}
	m := u.marks[len(u.marks)-1]
	u.marks = u.marks[:len(u.marks)-1]
	if m > len(u.stack) {
		return nil, false
	}
	items := u.stack[m:]
	u.stack = u.stack[:m]
	return items, true
}

func (u *unpickler) top() (rt.Value, bool) {
	if len(u.stack) == 0 || len(u.marks) > 0 && u.marks[len(u.marks)-1] == len(u.stack) {
		return rt.Unbound, false
	}
	return u.stack[len(u.stack)-1], true
}

func (u *unpickler) put(idx uint64) bool {
	v, ok := u.top()
	if !ok || idx > 1<<31 {
		return false
	}
	for uint64(len(u.memo)) <= idx {
		u.memo = append(u.memo, rt.Unbound)
	}
	u.memo[idx] = v
	return true
}

func (u *unpickler) get(idx uint64) bool {
	if idx >= uint64(len(u.memo)) || u.memo[idx] == rt.Unbound {
		return false
	}
	u.push(u.memo[idx])
	return true
}

// run interprets the pickle; ok is false for anything pickle.py must see.
func (u *unpickler) run() (rt.Value, bool) {
	vm := u.vm
	for {
		b, ok := u.read(1)
		if !ok {
			return u.fail("unpickling stack underflow")
		}
		switch op := b[0]; op {
		case opProto:
			p, ok := u.read(1)
			if !ok || p[0] > highestProtocol {
				return u.fail("unsupported pickle protocol")
			}
			u.proto = int(p[0])
		case opFrame:
			n, ok := u.read(8)
			if !ok || binary.LittleEndian.Uint64(n) > uint64(len(u.data)-u.pos) {
				return u.fail("unpickling stack underflow")
			}
		case opStop:
			if len(u.stack) == 0 || len(u.marks) > 0 && u.marks[len(u.marks)-1] >= len(u.stack) {
				return u.fail("unpickling stack underflow")
			}
			return u.stack[len(u.stack)-1], true
		case opMark:
			u.marks = append(u.marks, len(u.stack))
		case opNone:
			u.push(rt.None)
		case opNewTrue:
			u.push(rt.True)
		case opNewFalse:
			u.push(rt.False)
		case opBinInt:
			d, ok := u.read(4)
			if !ok {
				return u.fail("unpickling stack underflow")
			}
			u.push(vm.NewInt(int64(int32(binary.LittleEndian.Uint32(d)))))
		case opBinInt1:
			d, ok := u.read(1)
			if !ok {
				return u.fail("unpickling stack underflow")
			}
			u.push(vm.NewInt(int64(d[0])))
		case opBinInt2:
			d, ok := u.read(2)
			if !ok {
				return u.fail("unpickling stack underflow")
			}
			u.push(vm.NewInt(int64(binary.LittleEndian.Uint16(d))))
		case opLong1, opLong4:
			var n int
			if op == opLong1 {
				d, ok := u.read(1)
				if !ok {
					return u.fail("unpickling stack underflow")
				}
				n = int(d[0])
			} else {
				d, ok := u.read(4)
				if !ok {
					return u.fail("unpickling stack underflow")
				}
				n = int(int32(binary.LittleEndian.Uint32(d)))
			}
			d, ok := u.read(n)
			if !ok {
				return u.fail("unpickling stack underflow")
			}
			u.push(decodeLong(vm, d))
		case opBinFloat:
			d, ok := u.read(8)
			if !ok {
				return u.fail("unpickling stack underflow")
			}
			u.push(vm.NewFloat(math.Float64frombits(binary.BigEndian.Uint64(d))))
		case opShortBinUni, opBinUnicode, opBinUnicode8, opShortBinBytes, opBinBytes, opBinBytes8, opByteArray8:
			var n uint64
			switch op {
			case opShortBinUni, opShortBinBytes:
				d, ok := u.read(1)
				if !ok {
					return u.fail("unpickling stack underflow")
				}
				n = uint64(d[0])
			case opBinUnicode, opBinBytes:
				d, ok := u.read(4)
				if !ok {
					return u.fail("unpickling stack underflow")
				}
				n = uint64(binary.LittleEndian.Uint32(d))
			default:
				d, ok := u.read(8)
				if !ok {
					return u.fail("unpickling stack underflow")
				}
				n = binary.LittleEndian.Uint64(d)
			}
			if n > uint64(len(u.data)-u.pos) {
				return u.fail("unpickling stack underflow")
			}
			d, _ := u.read(int(n))
			switch op {
			case opShortBinUni, opBinUnicode, opBinUnicode8:
				switch {
				case ascii(d):
					u.push(vm.StrNewKnown(string(d), true, len(d)))
				case !utf8.Valid(d):
					return u.fail("unpickling stack underflow") // surrogates and errors: pickle.py
				default:
					u.push(vm.NewStr(string(d)))
				}
			case opByteArray8:
				u.push(vm.NewByteArray(append([]byte(nil), d...)))
			default:
				u.push(vm.NewBytes(append([]byte(nil), d...)))
			}
		case opEmptyTuple:
			u.push(vm.NewTuple(nil))
		case opTuple1, opTuple2, opTuple3:
			n := int(op-opTuple1) + 1
			if len(u.stack) < n || len(u.marks) > 0 && u.marks[len(u.marks)-1] > len(u.stack)-n {
				return u.fail("unpickling stack underflow")
			}
			t := vm.NewTupleCopy(u.stack[len(u.stack)-n:])
			u.stack = append(u.stack[:len(u.stack)-n], t)
		case opTuple:
			items, ok := u.popMark()
			if !ok {
				return u.fail("unpickling stack underflow")
			}
			u.push(vm.NewTupleCopy(items))
		case opEmptyList:
			switch n := u.sizeHint(); {
			case n == 0:
				u.push(vm.NewList(nil))
			case n <= 16:
				// The items share the list's allocation.
				l := vm.NewListZeroed(n)
				o := vm.Get0(l).(*rt.List)
				o.Items = o.Items[:0]
				u.push(l)
			default:
				u.push(vm.NewList(make([]rt.Value, 0, n)))
			}
		case opEmptyDict:
			u.push(vm.NewDictSized(u.sizeHint()).Self())
		case opEmptySet:
			s, err := vm.NewSet(nil)
			if err != nil {
				return u.fail("unpickling stack underflow")
			}
			u.push(s)
		case opAppend:
			if len(u.stack) < 2 {
				return u.fail("unpickling stack underflow")
			}
			if u.markedAbove(2) {
				return u.fail("unpickling stack underflow")
			}
			x := u.stack[len(u.stack)-1]
			l, ok := vm.Get0(u.stack[len(u.stack)-2]).(*rt.List)
			if !ok || l.Class() != rt.ListType {
				if u.findClass == rt.Unbound {
					return u.fail("unpickling stack underflow")
				}
				u.called = true
				if _, err := vm.CallMethod(u.stack[len(u.stack)-2], "append", x); err != nil {
					return u.raise(err)
				}
				u.stack = u.stack[:len(u.stack)-1]
				continue
			}
			u.stack = u.stack[:len(u.stack)-1]
			l.Items = append(l.Items, x)
		case opAppends:
			items, ok := u.popMark()
			if !ok || len(u.stack) == 0 {
				return u.fail("unpickling stack underflow")
			}
			l, ok := vm.Get0(u.stack[len(u.stack)-1]).(*rt.List)
			if !ok || l.Class() != rt.ListType {
				if u.findClass == rt.Unbound {
					return u.fail("unpickling stack underflow")
				}
				u.called = true
				if err := u.extend(u.stack[len(u.stack)-1], items); err != nil {
					return u.raise(err)
				}
				continue
			}
			l.Items = append(l.Items, items...)
		case opSetItem:
			if len(u.stack) < 3 {
				return u.fail("unpickling stack underflow")
			}
			if u.markedAbove(3) {
				return u.fail("unpickling stack underflow")
			}
			d, ok := vm.Get0(u.stack[len(u.stack)-3]).(*rt.Dict)
			if !ok || d.Class() != rt.DictType {
				if u.findClass == rt.Unbound {
					return u.fail("unpickling stack underflow")
				}
				u.called = true
				if err := vm.SetItem(u.stack[len(u.stack)-3], u.stack[len(u.stack)-2], u.stack[len(u.stack)-1]); err != nil {
					return u.raise(err)
				}
				u.stack = u.stack[:len(u.stack)-2]
				continue
			}
			if err := d.Set(vm, u.stack[len(u.stack)-2], u.stack[len(u.stack)-1]); err != nil {
				return u.fail("unpickling stack underflow")
			}
			u.stack = u.stack[:len(u.stack)-2]
		case opSetItems:
			items, ok := u.popMark()
			if !ok || len(u.stack) == 0 || len(items)%2 != 0 {
				return u.fail("unpickling stack underflow")
			}
			d, ok := vm.Get0(u.stack[len(u.stack)-1]).(*rt.Dict)
			if !ok || d.Class() != rt.DictType {
				if u.findClass == rt.Unbound {
					return u.fail("unpickling stack underflow")
				}
				u.called = true
				for i := 0; i < len(items); i += 2 {
					if err := vm.SetItem(u.stack[len(u.stack)-1], items[i], items[i+1]); err != nil {
						return u.raise(err)
					}
				}
				continue
			}
			d.ReserveEmpty(len(items) / 2)
			for i := 0; i < len(items); i += 2 {
				if err := d.Set(vm, items[i], items[i+1]); err != nil {
					return u.fail("unpickling stack underflow")
				}
			}
		case opAddItems:
			items, ok := u.popMark()
			if !ok || len(u.stack) == 0 {
				return u.fail("unpickling stack underflow")
			}
			s := u.stack[len(u.stack)-1]
			if so, ok := vm.Get0(s).(*rt.Set); !ok || so.Class() != rt.SetType {
				if u.findClass == rt.Unbound {
					return u.fail("unpickling stack underflow")
				}
				u.called = true
				for _, x := range items {
					if _, err := vm.CallMethod(s, "add", x); err != nil {
						return u.raise(err)
					}
				}
				continue
			}
			for _, x := range items {
				if err := vm.SetAdd(s, x); err != nil {
					return u.fail("unpickling stack underflow")
				}
			}
		case opFrozenSet:
			items, ok := u.popMark()
			if !ok {
				return u.fail("unpickling stack underflow")
			}
			s, err := vm.NewFrozenSet(append([]rt.Value(nil), items...))
			if err != nil {
				return u.fail("unpickling stack underflow")
			}
			u.push(s)
		case opMemoize:
			if !u.put(uint64(len(u.memo))) {
				return u.fail("unpickling stack underflow")
			}
		case opBinPut:
			d, ok := u.read(1)
			if !ok || !u.put(uint64(d[0])) {
				return u.fail("unpickling stack underflow")
			}
		case opLongBinPut:
			d, ok := u.read(4)
			if !ok || !u.put(uint64(binary.LittleEndian.Uint32(d))) {
				return u.fail("unpickling stack underflow")
			}
		case opBinGet:
			d, ok := u.read(1)
			if !ok || !u.get(uint64(d[0])) {
				return u.fail("unpickling stack underflow")
			}
		case opLongBinGet:
			d, ok := u.read(4)
			if !ok || !u.get(uint64(binary.LittleEndian.Uint32(d))) {
				return u.fail("unpickling stack underflow")
			}
		case opPop:
			if len(u.marks) > 0 && u.marks[len(u.marks)-1] == len(u.stack) {
				u.marks = u.marks[:len(u.marks)-1]
			} else if len(u.stack) > 0 {
				u.stack = u.stack[:len(u.stack)-1]
			} else {
				return u.fail("unpickling stack underflow")
			}
		case opPopMark:
			if _, ok := u.popMark(); !ok {
				return u.fail("unpickling stack underflow")
			}
		case opDup:
			v, ok := u.top()
			if !ok {
				return u.fail("unpickling stack underflow")
			}
			u.push(v)
		case opGlobal, opStackGlobal:
			var mod, name rt.Value
			if op == opGlobal {
				m, ok1 := u.line()
				n, ok2 := u.line()
				if !ok1 || !ok2 {
					return u.fail("pickle data was truncated")
				}
				mod, name = vm.NewStr(m), vm.NewStr(n)
			} else {
				if len(u.stack) < 2 || u.markedAbove(2) {
					return u.fail("unpickling stack underflow")
				}
				mod, name = u.stack[len(u.stack)-2], u.stack[len(u.stack)-1]
				if !isStr(vm, mod) || !isStr(vm, name) {
					return u.fail("STACK_GLOBAL requires str")
				}
				u.stack = u.stack[:len(u.stack)-2]
			}
			u.called = true
			v, err := vm.Call(u.findClass, []rt.Value{mod, name, vm.NewInt(int64(u.proto))}, nil)
			if err != nil {
				return u.raise(err)
			}
			u.push(v)
		case opReduce:
			if len(u.stack) < 2 || u.markedAbove(2) {
				return u.fail("unpickling stack underflow")
			}
			args, ok := vm.Get0(u.stack[len(u.stack)-1]).(*rt.Tuple)
			if !ok || args.Class() != rt.TupleType {
				return u.fail("REDUCE argument is not a tuple")
			}
			f := u.stack[len(u.stack)-2]
			u.called = true
			v, err := vm.Call(f, append([]rt.Value(nil), args.Items...), nil)
			if err != nil {
				return u.raise(err)
			}
			u.stack = append(u.stack[:len(u.stack)-2], v)
		case opNewObj:
			if len(u.stack) < 2 || u.markedAbove(2) {
				return u.fail("unpickling stack underflow")
			}
			cls := u.stack[len(u.stack)-2]
			args, ok := vm.Get0(u.stack[len(u.stack)-1]).(*rt.Tuple)
			if _, isCls := vm.Get0(cls).(*rt.Class); !isCls || !ok || args.Class() != rt.TupleType {
				return u.fail("NEWOBJ arguments are not a type and a tuple")
			}
			u.called = true
			v, done, err := u.newObjFast(cls, args.Items)
			if !done {
				v, err = vm.CallMethod(cls, "__new__", append([]rt.Value{cls}, args.Items...)...)
			}
			if err != nil {
				return u.raise(err)
			}
			u.stack = append(u.stack[:len(u.stack)-2], v)
		case opBuild:
			if len(u.stack) < 2 || u.markedAbove(2) {
				return u.fail("unpickling stack underflow")
			}
			state, inst := u.stack[len(u.stack)-1], u.stack[len(u.stack)-2]
			u.stack = u.stack[:len(u.stack)-1]
			u.called = true
			if done, err := u.buildFast(inst, state); err != nil {
				return u.raise(err)
			} else if done {
				continue
			}
			if _, err := vm.Call(u.build, []rt.Value{inst, state}, nil); err != nil {
				return u.raise(err)
			}
		default:
			return u.fail("invalid load key")
		}
	}
}

// extend adds items to a list-like object that is not an exact list: its
// extend method, or append for each item when it has none.
func (u *unpickler) extend(obj rt.Value, items []rt.Value) error {
	vm := u.vm
	ext, ok, err := vm.GetAttrOpt(obj, "extend")
	if err != nil {
		return err
	}
	if ok {
		_, err := vm.Call(ext, []rt.Value{vm.NewList(append([]rt.Value(nil), items...))}, nil)
		return err
	}
	app, err := vm.GetAttr(obj, "append")
	if err != nil {
		return err
	}
	for _, x := range items {
		if _, err := vm.Call(app, []rt.Value{x}, nil); err != nil {
			return err
		}
	}
	return nil
}

// markedAbove reports whether a mark lies among the top n stack items.
func (u *unpickler) markedAbove(n int) bool {
	return len(u.marks) > 0 && u.marks[len(u.marks)-1] > len(u.stack)-n
}

// line reads a GLOBAL argument line as UTF-8.
func (u *unpickler) line() (string, bool) {
	i := u.pos
	for i < len(u.data) && u.data[i] != '\n' {
		i++
	}
	if i >= len(u.data) || !utf8.Valid(u.data[u.pos:i]) {
		return "", false
	}
	s := string(u.data[u.pos:i])
	u.pos = i + 1
	return s, true
}

func isStr(vm *rt.VM, v rt.Value) bool {
	s, ok := vm.Get0(v).(*rt.Str)
	return ok && s.Class() == rt.StrType
}

// decodeLong reads a little-endian two's-complement int.
func decodeLong(vm *rt.VM, d []byte) rt.Value {
	if len(d) == 0 {
		return vm.NewInt(0)
	}
	if len(d) <= 8 {
		var x uint64
		for i := len(d) - 1; i >= 0; i-- {
			x = x<<8 | uint64(d[i])
		}
		shift := 64 - 8*uint(len(d))
		return vm.NewInt(int64(x<<shift) >> shift)
	}
	be := make([]byte, len(d))
	for i, c := range d {
		be[len(d)-1-i] = c
	}
	x := new(big.Int).SetBytes(be)
	if d[len(d)-1]&0x80 != 0 {
		x.Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(8*len(d))))
	}
	return vm.NewBigInt(x)
}

// ascii reports whether every byte of b is below 0x80.
func ascii(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}
