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
}

func loadsFast(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 1 || len(kw) != 0 || !args[0].IsHandle() {
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
	u := &unpickler{vm: vm, data: data, stack: make([]rt.Value, 0, 16)}
	v, ok := u.run()
	if !ok {
		return rt.NotImplemented, nil
	}
	return v, nil
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
			return rt.Unbound, false
		}
		switch op := b[0]; op {
		case opProto:
			p, ok := u.read(1)
			if !ok || p[0] > highestProtocol {
				return rt.Unbound, false
			}
		case opFrame:
			n, ok := u.read(8)
			if !ok || binary.LittleEndian.Uint64(n) > uint64(len(u.data)-u.pos) {
				return rt.Unbound, false
			}
		case opStop:
			if len(u.stack) == 0 || len(u.marks) > 0 && u.marks[len(u.marks)-1] >= len(u.stack) {
				return rt.Unbound, false
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
				return rt.Unbound, false
			}
			u.push(vm.NewInt(int64(int32(binary.LittleEndian.Uint32(d)))))
		case opBinInt1:
			d, ok := u.read(1)
			if !ok {
				return rt.Unbound, false
			}
			u.push(vm.NewInt(int64(d[0])))
		case opBinInt2:
			d, ok := u.read(2)
			if !ok {
				return rt.Unbound, false
			}
			u.push(vm.NewInt(int64(binary.LittleEndian.Uint16(d))))
		case opLong1, opLong4:
			var n int
			if op == opLong1 {
				d, ok := u.read(1)
				if !ok {
					return rt.Unbound, false
				}
				n = int(d[0])
			} else {
				d, ok := u.read(4)
				if !ok {
					return rt.Unbound, false
				}
				n = int(int32(binary.LittleEndian.Uint32(d)))
			}
			d, ok := u.read(n)
			if !ok {
				return rt.Unbound, false
			}
			u.push(decodeLong(vm, d))
		case opBinFloat:
			d, ok := u.read(8)
			if !ok {
				return rt.Unbound, false
			}
			u.push(vm.NewFloat(math.Float64frombits(binary.BigEndian.Uint64(d))))
		case opShortBinUni, opBinUnicode, opBinUnicode8, opShortBinBytes, opBinBytes, opBinBytes8, opByteArray8:
			var n uint64
			switch op {
			case opShortBinUni, opShortBinBytes:
				d, ok := u.read(1)
				if !ok {
					return rt.Unbound, false
				}
				n = uint64(d[0])
			case opBinUnicode, opBinBytes:
				d, ok := u.read(4)
				if !ok {
					return rt.Unbound, false
				}
				n = uint64(binary.LittleEndian.Uint32(d))
			default:
				d, ok := u.read(8)
				if !ok {
					return rt.Unbound, false
				}
				n = binary.LittleEndian.Uint64(d)
			}
			if n > uint64(len(u.data)-u.pos) {
				return rt.Unbound, false
			}
			d, _ := u.read(int(n))
			switch op {
			case opShortBinUni, opBinUnicode, opBinUnicode8:
				if !utf8.Valid(d) {
					return rt.Unbound, false // surrogates and errors: pickle.py
				}
				u.push(vm.NewStr(string(d)))
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
				return rt.Unbound, false
			}
			t := vm.NewTupleCopy(u.stack[len(u.stack)-n:])
			u.stack = append(u.stack[:len(u.stack)-n], t)
		case opTuple:
			items, ok := u.popMark()
			if !ok {
				return rt.Unbound, false
			}
			u.push(vm.NewTupleCopy(items))
		case opEmptyList:
			u.push(vm.NewList(nil))
		case opEmptyDict:
			u.push(vm.NewDict())
		case opEmptySet:
			s, err := vm.NewSet(nil)
			if err != nil {
				return rt.Unbound, false
			}
			u.push(s)
		case opAppend:
			if len(u.stack) < 2 {
				return rt.Unbound, false
			}
			x := u.stack[len(u.stack)-1]
			l, ok := vm.Get0(u.stack[len(u.stack)-2]).(*rt.List)
			if !ok || l.Class() != rt.ListType {
				return rt.Unbound, false
			}
			u.stack = u.stack[:len(u.stack)-1]
			l.Items = append(l.Items, x)
		case opAppends:
			items, ok := u.popMark()
			if !ok || len(u.stack) == 0 {
				return rt.Unbound, false
			}
			l, ok := vm.Get0(u.stack[len(u.stack)-1]).(*rt.List)
			if !ok || l.Class() != rt.ListType {
				return rt.Unbound, false
			}
			l.Items = append(l.Items, items...)
		case opSetItem:
			if len(u.stack) < 3 {
				return rt.Unbound, false
			}
			d, ok := vm.Get0(u.stack[len(u.stack)-3]).(*rt.Dict)
			if !ok || d.Class() != rt.DictType {
				return rt.Unbound, false
			}
			if err := d.Set(vm, u.stack[len(u.stack)-2], u.stack[len(u.stack)-1]); err != nil {
				return rt.Unbound, false
			}
			u.stack = u.stack[:len(u.stack)-2]
		case opSetItems:
			items, ok := u.popMark()
			if !ok || len(u.stack) == 0 || len(items)%2 != 0 {
				return rt.Unbound, false
			}
			d, ok := vm.Get0(u.stack[len(u.stack)-1]).(*rt.Dict)
			if !ok || d.Class() != rt.DictType {
				return rt.Unbound, false
			}
			for i := 0; i < len(items); i += 2 {
				if err := d.Set(vm, items[i], items[i+1]); err != nil {
					return rt.Unbound, false
				}
			}
		case opAddItems:
			items, ok := u.popMark()
			if !ok || len(u.stack) == 0 {
				return rt.Unbound, false
			}
			s := u.stack[len(u.stack)-1]
			if so, ok := vm.Get0(s).(*rt.Set); !ok || so.Class() != rt.SetType {
				return rt.Unbound, false
			}
			for _, x := range items {
				if err := vm.SetAdd(s, x); err != nil {
					return rt.Unbound, false
				}
			}
		case opFrozenSet:
			items, ok := u.popMark()
			if !ok {
				return rt.Unbound, false
			}
			s, err := vm.NewFrozenSet(append([]rt.Value(nil), items...))
			if err != nil {
				return rt.Unbound, false
			}
			u.push(s)
		case opMemoize:
			if !u.put(uint64(len(u.memo))) {
				return rt.Unbound, false
			}
		case opBinPut:
			d, ok := u.read(1)
			if !ok || !u.put(uint64(d[0])) {
				return rt.Unbound, false
			}
		case opLongBinPut:
			d, ok := u.read(4)
			if !ok || !u.put(uint64(binary.LittleEndian.Uint32(d))) {
				return rt.Unbound, false
			}
		case opBinGet:
			d, ok := u.read(1)
			if !ok || !u.get(uint64(d[0])) {
				return rt.Unbound, false
			}
		case opLongBinGet:
			d, ok := u.read(4)
			if !ok || !u.get(uint64(binary.LittleEndian.Uint32(d))) {
				return rt.Unbound, false
			}
		case opPop:
			if len(u.marks) > 0 && u.marks[len(u.marks)-1] == len(u.stack) {
				u.marks = u.marks[:len(u.marks)-1]
			} else if len(u.stack) > 0 {
				u.stack = u.stack[:len(u.stack)-1]
			} else {
				return rt.Unbound, false
			}
		case opPopMark:
			if _, ok := u.popMark(); !ok {
				return rt.Unbound, false
			}
		case opDup:
			v, ok := u.top()
			if !ok {
				return rt.Unbound, false
			}
			u.push(v)
		default:
			return rt.Unbound, false
		}
	}
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
