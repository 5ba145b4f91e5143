package collections

import (
	"strconv"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// collections.deque: a ring buffer of Values.

// DequeType is collections.deque.
var DequeType = rt.ModuleClass("collections", "collections.deque", nil)

var (
	modDequeIterType    = rt.ModuleClass("collections", "collections._deque_iterator", nil)
	modDequeRevIterType = rt.ModuleClass("collections", "collections._deque_reverse_iterator", nil)
)

// Deque is a double-ended queue. Items live in buf[(first+i) & (len(buf)-1)]
// for i < n; len(buf) is zero or a power of two.
type Deque struct {
	rt.Head
	buf    []rt.Value
	first  int
	n      int
	maxlen int // -1: unbounded
	// state changes on every mutation (iterators check it).
	state uint64
}

// Trace implements Object.
func (d *Deque) Trace(t *rt.Tracer) {
	for i := 0; i < d.n; i++ {
		t.Mark(d.at(i))
	}
}

// Len returns the number of items.
func (d *Deque) Len() int { return d.n }

func (d *Deque) at(i int) rt.Value { return d.buf[(d.first+i)&(len(d.buf)-1)] }

func (d *Deque) setAt(i int, v rt.Value) { d.buf[(d.first+i)&(len(d.buf)-1)] = v }

func (d *Deque) grow() {
	nc := 8
	if len(d.buf) > 0 {
		nc = len(d.buf) * 2
	}
	nb := make([]rt.Value, nc)
	for i := 0; i < d.n; i++ {
		nb[i] = d.at(i)
	}
	d.buf = nb
	d.first = 0
}

// Items returns a copy of the items in order.
func (d *Deque) Items() []rt.Value {
	out := make([]rt.Value, d.n)
	for i := range out {
		out[i] = d.at(i)
	}
	return out
}

func (d *Deque) pushRight(v rt.Value) {
	if d.maxlen == 0 {
		return
	}
	if d.n == d.maxlen {
		d.popLeft()
	}
	if d.n == len(d.buf) {
		d.grow()
	}
	d.setAt(d.n, v)
	d.n++
	d.state++
}

func (d *Deque) pushLeft(v rt.Value) {
	if d.maxlen == 0 {
		return
	}
	if d.n == d.maxlen {
		d.popRight()
	}
	if d.n == len(d.buf) {
		d.grow()
	}
	d.first = (d.first - 1) & (len(d.buf) - 1)
	d.buf[d.first] = v
	d.n++
	d.state++
}

func (d *Deque) popRight() rt.Value {
	d.n--
	i := (d.first + d.n) & (len(d.buf) - 1)
	v := d.buf[i]
	d.buf[i] = 0
	d.state++
	return v
}

func (d *Deque) popLeft() rt.Value {
	v := d.buf[d.first]
	d.buf[d.first] = 0
	d.first = (d.first + 1) & (len(d.buf) - 1)
	d.n--
	d.state++
	return v
}

func (d *Deque) clear() {
	d.buf = nil
	d.first, d.n = 0, 0
	d.state++
}

// rotate moves k items from the right end to the left (k < 0: the other way).
func (d *Deque) rotate(k int) {
	if d.n <= 1 {
		return
	}
	k %= d.n
	if k < 0 {
		k += d.n
	}
	if k == 0 {
		return
	}
	mask := len(d.buf) - 1
	switch {
	case d.n == len(d.buf):
		// Full ring: rotating is moving the head.
		d.first = (d.first - k) & mask
	case k <= d.n/2:
		// Move the last k items before the first, one by one: O(k), not
		// O(n) (a ring with room has a free slot at each end).
		for ; k > 0; k-- {
			last := (d.first + d.n - 1) & mask
			d.first = (d.first - 1) & mask
			d.buf[d.first], d.buf[last] = d.buf[last], 0
		}
	default:
		for k = d.n - k; k > 0; k-- {
			end := (d.first + d.n) & mask
			d.buf[end], d.buf[d.first] = d.buf[d.first], 0
			d.first = (d.first + 1) & mask
		}
	}
	d.state++
}

func modDequeSelf(vm *rt.VM, v rt.Value, meth string) (*Deque, error) {
	d, ok := vm.Get0(v).(*Deque)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' for 'collections.deque' objects doesn't apply to a '%s' object", meth, vm.TypeName(v))
	}
	return d, nil
}

// modDequeArgs checks self and the positional argument count of a method.
func modDequeArgs(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg, minN, maxN int) (*Deque, error) {
	d, err := modDequeSelf(vm, args[0], name)
	if err != nil {
		return nil, err
	}
	if len(kw) > 0 {
		return nil, vm.TypeError("deque.%s() takes no keyword arguments", name)
	}
	n := len(args) - 1
	if n < minN || n > maxN {
		switch {
		case minN == 0 && maxN == 0:
			return nil, vm.TypeError("deque.%s() takes no arguments (%d given)", name, n)
		case minN == 1 && maxN == 1:
			return nil, vm.TypeError("deque.%s() takes exactly one argument (%d given)", name, n)
		case n < minN:
			return nil, vm.TypeError("%s expected at least %d argument%s, got %d", name, minN, rt.Plural(minN), n)
		default:
			return nil, vm.TypeError("%s expected at most %d argument%s, got %d", name, maxN, rt.Plural(maxN), n)
		}
	}
	return d, nil
}

// modDequeMaxlen parses a maxlen argument.
func modDequeMaxlen(vm *rt.VM, v rt.Value) (int, error) {
	if v == rt.Unbound || v == rt.None {
		return -1, nil
	}
	if !vm.IsInt(v) {
		return 0, vm.TypeError("an integer is required")
	}
	n, err := vm.IndexInt(v)
	if err != nil {
		return 0, err
	}
	if n < 0 {
		return 0, vm.ValueError("maxlen must be non-negative")
	}
	return int(n), nil
}

// NewDeque returns a new deque holding items (maxlen < 0: unbounded).
func NewDeque(vm *rt.VM, items []rt.Value, maxlen int) rt.Value {
	d := &Deque{maxlen: maxlen}
	d.SetClass(DequeType)
	v := vm.Alloc(d)
	for _, it := range items {
		d.pushRight(it)
	}
	return v
}

func modDequeExtend(vm *rt.VM, d *Deque, self, iterable rt.Value, left bool) error {
	if iterable == self {
		items := d.Items()
		for _, it := range items {
			if left {
				d.pushLeft(it)
			} else {
				d.pushRight(it)
			}
		}
		return nil
	}
	return vm.IterAll(iterable, func(x rt.Value) error {
		if left {
			d.pushLeft(x)
		} else {
			d.pushRight(x)
		}
		return nil
	})
}

// modDequeIndexArg converts a subscript to a position in d.
func modDequeIndexArg(vm *rt.VM, d *Deque, k rt.Value) (int, error) {
	var i int64
	if k.IsSmallInt() {
		i = k.Int()
	} else {
		if !vm.IsInt(k) {
			if _, ok := vm.ClassOf(k).Lookup(vm, "__index__"); !ok {
				return 0, vm.TypeError("sequence index must be integer, not '%s'", vm.TypeName(k))
			}
		}
		var err error
		if i, err = vm.IndexSsize(k, rt.IndexErrorType); err != nil {
			return 0, err
		}
	}
	if i < 0 {
		i += int64(d.n)
	}
	if i < 0 || i >= int64(d.n) {
		return 0, vm.IndexError("deque index out of range")
	}
	return int(i), nil
}

// modDequeCopy implements deque.copy() (type(d)(d, maxlen) for subclasses).
func modDequeCopy(vm *rt.VM, self rt.Value, d *Deque) (rt.Value, error) {
	if d.Class() == DequeType {
		nd := &Deque{maxlen: d.maxlen}
		nd.SetClass(DequeType)
		v := vm.Alloc(nd)
		for i := 0; i < d.n; i++ {
			nd.pushRight(d.at(i))
		}
		return v, nil
	}
	if d.maxlen < 0 {
		return vm.Call(d.Class().Self(), []rt.Value{self}, nil)
	}
	return vm.Call(d.Class().Self(), []rt.Value{self}, []rt.Kwarg{{Name: "maxlen", Value: rt.SmallInt(int64(d.maxlen))}})
}

// modDequeCompare compares two deques item by item.
func modDequeCompare(vm *rt.VM, op rt.CmpOp, a, b *Deque) (rt.Value, error) {
	if (op == rt.CmpEQ || op == rt.CmpNE) && a.n != b.n {
		return rt.Bool(op == rt.CmpNE), nil
	}
	ai, bi := a.Items(), b.Items()
	i := 0
	for ; i < len(ai) && i < len(bi); i++ {
		eq, err := vm.Eq(ai[i], bi[i])
		if err != nil {
			return rt.Unbound, err
		}
		if !eq {
			break
		}
	}
	if i >= len(ai) || i >= len(bi) {
		x, y := len(ai), len(bi)
		var r bool
		switch op {
		case rt.CmpLT:
			r = x < y
		case rt.CmpLE:
			r = x <= y
		case rt.CmpEQ:
			r = x == y
		case rt.CmpNE:
			r = x != y
		case rt.CmpGT:
			r = x > y
		case rt.CmpGE:
			r = x >= y
		}
		return rt.Bool(r), nil
	}
	switch op {
	case rt.CmpEQ:
		return rt.False, nil
	case rt.CmpNE:
		return rt.True, nil
	}
	return vm.Compare(op, ai[i], bi[i])
}

// modDequeIter iterates a deque forwards or backwards.
type modDequeIter struct {
	rt.Head
	d     *Deque
	i     int
	state uint64
	rev   bool
}

// Trace implements Object.
func (it *modDequeIter) Trace(t *rt.Tracer) {
	if it.d != nil {
		t.MarkObj(it.d)
	}
}

// Next implements Iterator.
func (it *modDequeIter) Next(vm *rt.VM) (rt.Value, bool, error) {
	if it.d == nil {
		return rt.Unbound, false, nil
	}
	d := it.d
	if d.state != it.state {
		it.d = nil
		return rt.Unbound, false, vm.NewError(rt.RuntimeErrorType, "deque mutated during iteration")
	}
	if it.rev {
		if it.i < 0 {
			it.d = nil
			return rt.Unbound, false, nil
		}
		v := d.at(it.i)
		it.i--
		return v, true, nil
	}
	if it.i >= d.n {
		it.d = nil
		return rt.Unbound, false, nil
	}
	v := d.at(it.i)
	it.i++
	return v, true, nil
}

func modNewDequeIter(vm *rt.VM, d *Deque, rev bool) rt.Value {
	it := &modDequeIter{d: d, state: d.state, rev: rev}
	if rev {
		it.i = d.n - 1
		it.SetClass(modDequeRevIterType)
	} else {
		it.SetClass(modDequeIterType)
	}
	return vm.Alloc(it)
}

func init() {
	rt.SetWeakrefable(DequeType)
	rt.MakeIterType(modDequeIterType)
	rt.MakeIterType(modDequeRevIterType)
	lenHint := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		it, ok := vm.Get0(args[0]).(*modDequeIter)
		if !ok || it.d == nil {
			return rt.SmallInt(0), nil
		}
		if it.rev {
			return rt.SmallInt(int64(it.i + 1)), nil
		}
		return rt.SmallInt(int64(it.d.n - it.i)), nil
	}
	modDequeIterType.AddMethod("__length_hint__", lenHint)
	modDequeRevIterType.AddMethod("__length_hint__", lenHint)

	c := DequeType
	c.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d := &Deque{maxlen: -1}
		d.SetClass(cls)
		v := vm.Alloc(d)
		if cls != DequeType {
			d.SetInstanceDict(vm.NewDictObj())
		}
		return v, nil
	}
	c.SetAttrStatic("__hash__", rt.None)
	c.AddMethod("__init__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__init__")
		if err != nil {
			return rt.Unbound, err
		}
		a, err := vm.BindArgs("deque", args[1:], kw, []string{"iterable", "maxlen"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		maxlen, err := modDequeMaxlen(vm, a[1])
		if err != nil {
			return rt.Unbound, err
		}
		d.maxlen = maxlen
		if d.n > 0 {
			d.clear()
		}
		if a[0] != rt.Unbound {
			if err := modDequeExtend(vm, d, args[0], a[0], false); err != nil {
				return rt.Unbound, err
			}
		}
		return rt.None, nil
	})
	c.AddMethod("append", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "append", args, kw, 1, 1)
		if err != nil {
			return rt.Unbound, err
		}
		d.pushRight(args[1])
		return rt.None, nil
	})
	c.AddMethod("appendleft", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "appendleft", args, kw, 1, 1)
		if err != nil {
			return rt.Unbound, err
		}
		d.pushLeft(args[1])
		return rt.None, nil
	})
	c.AddMethod("pop", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "pop", args, kw, 0, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if d.n == 0 {
			return rt.Unbound, vm.IndexError("pop from an empty deque")
		}
		return d.popRight(), nil
	})
	c.AddMethod("popleft", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "popleft", args, kw, 0, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if d.n == 0 {
			return rt.Unbound, vm.IndexError("pop from an empty deque")
		}
		return d.popLeft(), nil
	})
	c.AddMethod("extend", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "extend", args, kw, 1, 1)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, modDequeExtend(vm, d, args[0], args[1], false)
	})
	c.AddMethod("extendleft", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "extendleft", args, kw, 1, 1)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, modDequeExtend(vm, d, args[0], args[1], true)
	})
	c.AddMethod("__iadd__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__iadd__")
		if err != nil {
			return rt.Unbound, err
		}
		if err := modDequeExtend(vm, d, args[0], args[1], false); err != nil {
			return rt.Unbound, err
		}
		return args[0], nil
	})
	c.AddMethod("__add__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__add__")
		if err != nil {
			return rt.Unbound, err
		}
		if _, ok := vm.Get0(args[1]).(*Deque); !ok {
			return rt.Unbound, vm.TypeError("can only concatenate deque (not \"%s\") to deque", vm.TypeName(args[1]))
		}
		nv, err := modDequeCopy(vm, args[0], d)
		if err != nil {
			return rt.Unbound, err
		}
		nd, ok := vm.Get0(nv).(*Deque)
		if !ok {
			return vm.Binary(rt.OpAdd, nv, args[1])
		}
		return nv, modDequeExtend(vm, nd, nv, args[1], false)
	})
	repeat := func(vm *rt.VM, self rt.Value, d *Deque, nv rt.Value) error {
		n, err := vm.IndexInt(nv)
		if err != nil {
			return err
		}
		if n <= 0 {
			d.clear()
			return nil
		}
		items := d.Items()
		if int64(len(items))*n > 1<<40 {
			return vm.NewError(rt.MemoryErrorType, "")
		}
		for i := int64(1); i < n; i++ {
			for _, it := range items {
				d.pushRight(it)
			}
			if d.maxlen >= 0 && i*int64(len(items)) > int64(d.maxlen)+int64(len(items)) {
				break
			}
		}
		return nil
	}
	mul := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__mul__")
		if err != nil {
			return rt.Unbound, err
		}
		if !vm.IsInt(args[1]) {
			if _, ok := vm.ClassOf(args[1]).Lookup(vm, "__index__"); !ok {
				return rt.NotImplemented, nil
			}
		}
		nv, err := modDequeCopy(vm, args[0], d)
		if err != nil {
			return rt.Unbound, err
		}
		nd, ok := vm.Get0(nv).(*Deque)
		if !ok {
			return rt.Unbound, vm.TypeError("can't multiply sequence by non-int of type '%s'", vm.TypeName(args[1]))
		}
		return nv, repeat(vm, nv, nd, args[1])
	}
	c.AddMethod("__mul__", mul)
	c.AddMethod("__rmul__", mul)
	c.AddMethod("__imul__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__imul__")
		if err != nil {
			return rt.Unbound, err
		}
		if !vm.IsInt(args[1]) {
			if _, ok := vm.ClassOf(args[1]).Lookup(vm, "__index__"); !ok {
				return rt.NotImplemented, nil
			}
		}
		return args[0], repeat(vm, args[0], d, args[1])
	})
	c.AddMethod("rotate", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "rotate", args, kw, 0, 1)
		if err != nil {
			return rt.Unbound, err
		}
		k := int64(1)
		if len(args) == 2 {
			if args[1].IsFloat() {
				return rt.Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
			}
			if k, err = vm.IndexInt(args[1]); err != nil {
				return rt.Unbound, err
			}
		}
		if d.n > 1 {
			d.rotate(int(k % int64(d.n)))
		}
		return rt.None, nil
	})
	c.AddMethod("clear", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "clear", args, kw, 0, 0)
		if err != nil {
			return rt.Unbound, err
		}
		d.clear()
		return rt.None, nil
	})
	c.AddMethod("count", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "count", args, kw, 1, 1)
		if err != nil {
			return rt.Unbound, err
		}
		state := d.state
		n := 0
		for i := 0; i < d.n; i++ {
			eq, err := vm.Eq(d.at(i), args[1])
			if err != nil {
				return rt.Unbound, err
			}
			if d.state != state {
				return rt.Unbound, vm.NewError(rt.RuntimeErrorType, "deque mutated during iteration")
			}
			if eq {
				n++
			}
		}
		return rt.SmallInt(int64(n)), nil
	})
}

func init() {
	c := DequeType
	c.AddMethod("index", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "index", args, kw, 1, 3)
		if err != nil {
			return rt.Unbound, err
		}
		start, stop := 0, d.n
		norm := func(v rt.Value) (int, error) {
			i, err := vm.IndexInt(v)
			if err != nil {
				if rt.ExceptionMatches(err, rt.OverflowErrorType) {
					if b, _ := vm.BigOf(v); b != nil && b.Sign() < 0 {
						return 0, nil
					}
					return d.n, nil
				}
				return 0, err
			}
			if i < 0 {
				i += int64(d.n)
				if i < 0 {
					i = 0
				}
			}
			if i > int64(d.n) {
				i = int64(d.n)
			}
			return int(i), nil
		}
		if len(args) > 2 {
			if start, err = norm(args[2]); err != nil {
				return rt.Unbound, err
			}
		}
		if len(args) > 3 {
			if stop, err = norm(args[3]); err != nil {
				return rt.Unbound, err
			}
		}
		state := d.state
		for i := start; i < stop && i < d.n; i++ {
			eq, err := vm.Eq(d.at(i), args[1])
			if err != nil {
				return rt.Unbound, err
			}
			if d.state != state {
				return rt.Unbound, vm.NewError(rt.RuntimeErrorType, "deque mutated during iteration")
			}
			if eq {
				return rt.SmallInt(int64(i)), nil
			}
		}
		r, err := vm.Repr(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Unbound, vm.ValueError("%s is not in deque", r)
	})
	c.AddMethod("insert", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "insert", args, kw, 2, 2)
		if err != nil {
			return rt.Unbound, err
		}
		i, err := vm.IndexInt(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		if d.maxlen >= 0 && d.n >= d.maxlen {
			return rt.Unbound, vm.IndexError("deque already at its maximum size")
		}
		n := int64(d.n)
		if i < 0 {
			i += n
			if i < 0 {
				i = 0
			}
		}
		if i > n {
			i = n
		}
		items := d.Items()
		items = append(items[:i], append([]rt.Value{args[2]}, items[i:]...)...)
		d.clear()
		for _, it := range items {
			d.pushRight(it)
		}
		return rt.None, nil
	})
	c.AddMethod("remove", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "remove", args, kw, 1, 1)
		if err != nil {
			return rt.Unbound, err
		}
		state := d.state
		for i := 0; i < d.n; i++ {
			eq, err := vm.Eq(d.at(i), args[1])
			if err != nil {
				return rt.Unbound, err
			}
			if d.state != state {
				return rt.Unbound, vm.IndexError("deque mutated during remove().")
			}
			if eq {
				modDequeDelAt(vm, d, i)
				return rt.None, nil
			}
		}
		r, err := vm.Repr(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Unbound, vm.ValueError("%s is not in deque", r)
	})
	c.AddMethod("reverse", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "reverse", args, kw, 0, 0)
		if err != nil {
			return rt.Unbound, err
		}
		for i, j := 0, d.n-1; i < j; i, j = i+1, j-1 {
			a, b := d.at(i), d.at(j)
			d.setAt(i, b)
			d.setAt(j, a)
		}
		d.state++
		return rt.None, nil
	})
	cp := func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeArgs(vm, "copy", args, kw, 0, 0)
		if err != nil {
			return rt.Unbound, err
		}
		return modDequeCopy(vm, args[0], d)
	}
	c.AddMethod("copy", cp)
	c.AddMethod("__copy__", cp)
	c.AddGetter("maxlen", func(vm *rt.VM, self rt.Value) (rt.Value, error) {
		d, err := modDequeSelf(vm, self, "maxlen")
		if err != nil {
			return rt.Unbound, err
		}
		if d.maxlen < 0 {
			return rt.None, nil
		}
		return rt.SmallInt(int64(d.maxlen)), nil
	})
	c.AddMethod("__len__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__len__")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.SmallInt(int64(d.n)), nil
	})
	c.AddMethod("__bool__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__bool__")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.Bool(d.n > 0), nil
	})
	c.AddMethod("__iter__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__iter__")
		if err != nil {
			return rt.Unbound, err
		}
		return modNewDequeIter(vm, d, false), nil
	})
	c.AddMethod("__reversed__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__reversed__")
		if err != nil {
			return rt.Unbound, err
		}
		return modNewDequeIter(vm, d, true), nil
	})
	c.AddMethod("__getitem__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__getitem__")
		if err != nil {
			return rt.Unbound, err
		}
		i, err := modDequeIndexArg(vm, d, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		return d.at(i), nil
	})
	c.AddMethod("__setitem__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__setitem__")
		if err != nil {
			return rt.Unbound, err
		}
		i, err := modDequeIndexArg(vm, d, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		d.setAt(i, args[2])
		return rt.None, nil
	})
	c.AddMethod("__delitem__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__delitem__")
		if err != nil {
			return rt.Unbound, err
		}
		i, err := modDequeIndexArg(vm, d, args[1])
		if err != nil {
			return rt.Unbound, err
		}
		modDequeDelAt(vm, d, i)
		return rt.None, nil
	})
	c.AddMethod("__contains__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__contains__")
		if err != nil {
			return rt.Unbound, err
		}
		state := d.state
		for i := 0; i < d.n; i++ {
			eq, err := vm.Eq(d.at(i), args[1])
			if err != nil {
				return rt.Unbound, err
			}
			if d.state != state {
				return rt.Unbound, vm.NewError(rt.RuntimeErrorType, "deque mutated during iteration")
			}
			if eq {
				return rt.True, nil
			}
		}
		return rt.False, nil
	})
	c.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__repr__")
		if err != nil {
			return rt.Unbound, err
		}
		if ok, err := vm.ReprEnter(args[0]); err != nil || !ok {
			return vm.NewStr("[...]"), err
		}
		defer vm.ReprLeave(args[0])
		var sb strings.Builder
		sb.WriteString(d.Class().Qualname)
		sb.WriteString("([")
		if err := vm.ReprItems(&sb, d.Items()); err != nil {
			return rt.Unbound, err
		}
		sb.WriteByte(']')
		if d.maxlen >= 0 {
			sb.WriteString(", maxlen=")
			sb.WriteString(strconv.Itoa(d.maxlen))
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	for op := rt.CmpLT; op <= rt.CmpGE; op++ {
		op := op
		c.AddMethod(rt.CmpNames[op], func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, ok1 := vm.Get0(args[0]).(*Deque)
			b, ok2 := vm.Get0(args[1]).(*Deque)
			if !ok1 || !ok2 {
				return rt.NotImplemented, nil
			}
			return modDequeCompare(vm, op, a, b)
		})
	}
	c.AddMethod("__reduce__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__reduce__")
		if err != nil {
			return rt.Unbound, err
		}
		state := rt.None
		if d.InstanceDict() != nil && d.InstanceDict().Len() > 0 {
			state = d.InstanceDict().Self()
		}
		cargs := rt.EmptyTuple
		if d.maxlen >= 0 {
			cargs = vm.NewTupleCopy([]rt.Value{rt.EmptyTuple, rt.SmallInt(int64(d.maxlen))})
		}
		return vm.NewTupleCopy([]rt.Value{d.Class().Self(), cargs, state, modNewDequeIter(vm, d, false)}), nil
	})
}

func init() {
	c := DequeType
	c.AddMethod("__sizeof__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		d, err := modDequeSelf(vm, args[0], "__sizeof__")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.SmallInt(int64(64 + 8*len(d.buf))), nil
	})
	c.AddClassMethod("__class_getitem__", rt.ClassGetItem)
}

func modDequeDelAt(vm *rt.VM, d *Deque, i int) {
	// Close the gap from the nearer end, so that removing near either end
	// (asyncio's waiters removing themselves, oldest first) costs O(1)
	// instead of rebuilding the deque.
	if i < d.n/2 {
		for j := i; j > 0; j-- {
			d.setAt(j, d.at(j-1))
		}
		d.popLeft()
		return
	}
	for j := i; j < d.n-1; j++ {
		d.setAt(j, d.at(j+1))
	}
	d.popRight()
}
