package runtime

import (
	"strings"
)

// collections.deque: a ring buffer of Values.

// DequeType is collections.deque.
var DequeType = ModuleClass("collections", "collections.deque", nil)

var (
	modDequeIterType    = ModuleClass("collections", "collections._deque_iterator", nil)
	modDequeRevIterType = ModuleClass("collections", "collections._deque_reverse_iterator", nil)
)

// Deque is a double-ended queue. Items live in buf[(first+i) & (len(buf)-1)]
// for i < n; len(buf) is zero or a power of two.
type Deque struct {
	Head
	buf    []Value
	first  int
	n      int
	maxlen int // -1: unbounded
	// state changes on every mutation (iterators check it).
	state uint64
}

// Trace implements Object.
func (d *Deque) Trace(t *Tracer) {
	for i := 0; i < d.n; i++ {
		t.Mark(d.at(i))
	}
}

// Len returns the number of items.
func (d *Deque) Len() int { return d.n }

func (d *Deque) at(i int) Value { return d.buf[(d.first+i)&(len(d.buf)-1)] }

func (d *Deque) setAt(i int, v Value) { d.buf[(d.first+i)&(len(d.buf)-1)] = v }

func (d *Deque) grow() {
	nc := 8
	if len(d.buf) > 0 {
		nc = len(d.buf) * 2
	}
	nb := make([]Value, nc)
	for i := 0; i < d.n; i++ {
		nb[i] = d.at(i)
	}
	d.buf = nb
	d.first = 0
}

// Items returns a copy of the items in order.
func (d *Deque) Items() []Value {
	out := make([]Value, d.n)
	for i := range out {
		out[i] = d.at(i)
	}
	return out
}

func (d *Deque) pushRight(v Value) {
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

func (d *Deque) pushLeft(v Value) {
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

func (d *Deque) popRight() Value {
	d.n--
	i := (d.first + d.n) & (len(d.buf) - 1)
	v := d.buf[i]
	d.buf[i] = 0
	d.state++
	return v
}

func (d *Deque) popLeft() Value {
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
	if d.n == len(d.buf) {
		// Full ring: rotating is moving the head.
		d.first = (d.first - k) & (len(d.buf) - 1)
	} else {
		items := d.Items()
		for i := 0; i < d.n; i++ {
			d.setAt((i+k)%d.n, items[i])
		}
	}
	d.state++
}

func (vm *VM) modDequeSelf(v Value, meth string) (*Deque, error) {
	d, ok := vm.Get0(v).(*Deque)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' for 'collections.deque' objects doesn't apply to a '%s' object", meth, vm.TypeName(v))
	}
	return d, nil
}

// modDequeArgs checks self and the positional argument count of a method.
func (vm *VM) modDequeArgs(name string, args []Value, kw []Kwarg, minN, maxN int) (*Deque, error) {
	d, err := vm.modDequeSelf(args[0], name)
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
			return nil, vm.TypeError("%s expected at least %d argument%s, got %d", name, minN, Plural(minN), n)
		default:
			return nil, vm.TypeError("%s expected at most %d argument%s, got %d", name, maxN, Plural(maxN), n)
		}
	}
	return d, nil
}

// modDequeMaxlen parses a maxlen argument.
func (vm *VM) modDequeMaxlen(v Value) (int, error) {
	if v == Unbound || v == None {
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
func (vm *VM) NewDeque(items []Value, maxlen int) Value {
	d := &Deque{maxlen: maxlen}
	d.cls = DequeType
	v := vm.Alloc(d)
	for _, it := range items {
		d.pushRight(it)
	}
	return v
}

func (vm *VM) modDequeExtend(d *Deque, self, iterable Value, left bool) error {
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
	return vm.IterAll(iterable, func(x Value) error {
		if left {
			d.pushLeft(x)
		} else {
			d.pushRight(x)
		}
		return nil
	})
}

// modDequeIndexArg converts a subscript to a position in d.
func (vm *VM) modDequeIndexArg(d *Deque, k Value) (int, error) {
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
		if i, err = vm.IndexInt(k); err != nil {
			if ExceptionMatches(err, OverflowErrorType) {
				return 0, vm.Errorf(IndexErrorType, "cannot fit 'int' into an index-sized integer")
			}
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
func (vm *VM) modDequeCopy(self Value, d *Deque) (Value, error) {
	if d.cls == DequeType {
		nd := &Deque{maxlen: d.maxlen}
		nd.cls = DequeType
		v := vm.Alloc(nd)
		for i := 0; i < d.n; i++ {
			nd.pushRight(d.at(i))
		}
		return v, nil
	}
	if d.maxlen < 0 {
		return vm.Call(d.cls.self, []Value{self}, nil)
	}
	return vm.Call(d.cls.self, []Value{self}, []Kwarg{{Name: "maxlen", Value: SmallInt(int64(d.maxlen))}})
}

// modDequeCompare compares two deques item by item.
func (vm *VM) modDequeCompare(op CmpOp, a, b *Deque) (Value, error) {
	if (op == CmpEQ || op == CmpNE) && a.n != b.n {
		return Bool(op == CmpNE), nil
	}
	ai, bi := a.Items(), b.Items()
	i := 0
	for ; i < len(ai) && i < len(bi); i++ {
		eq, err := vm.Eq(ai[i], bi[i])
		if err != nil {
			return Unbound, err
		}
		if !eq {
			break
		}
	}
	if i >= len(ai) || i >= len(bi) {
		x, y := len(ai), len(bi)
		var r bool
		switch op {
		case CmpLT:
			r = x < y
		case CmpLE:
			r = x <= y
		case CmpEQ:
			r = x == y
		case CmpNE:
			r = x != y
		case CmpGT:
			r = x > y
		case CmpGE:
			r = x >= y
		}
		return Bool(r), nil
	}
	switch op {
	case CmpEQ:
		return False, nil
	case CmpNE:
		return True, nil
	}
	return vm.Compare(op, ai[i], bi[i])
}

// modDequeIter iterates a deque forwards or backwards.
type modDequeIter struct {
	Head
	d     *Deque
	i     int
	state uint64
	rev   bool
}

// Trace implements Object.
func (it *modDequeIter) Trace(t *Tracer) {
	if it.d != nil {
		t.MarkObj(it.d)
	}
}

// Next implements Iterator.
func (it *modDequeIter) Next(vm *VM) (Value, bool, error) {
	if it.d == nil {
		return Unbound, false, nil
	}
	d := it.d
	if d.state != it.state {
		it.d = nil
		return Unbound, false, vm.NewError(RuntimeErrorType, "deque mutated during iteration")
	}
	if it.rev {
		if it.i < 0 {
			it.d = nil
			return Unbound, false, nil
		}
		v := d.at(it.i)
		it.i--
		return v, true, nil
	}
	if it.i >= d.n {
		it.d = nil
		return Unbound, false, nil
	}
	v := d.at(it.i)
	it.i++
	return v, true, nil
}

func (vm *VM) modNewDequeIter(d *Deque, rev bool) Value {
	it := &modDequeIter{d: d, state: d.state, rev: rev}
	if rev {
		it.i = d.n - 1
		it.cls = modDequeRevIterType
	} else {
		it.cls = modDequeIterType
	}
	return vm.Alloc(it)
}

func init() {
	SetWeakrefable(DequeType)
	MakeIterType(modDequeIterType)
	MakeIterType(modDequeRevIterType)
	lenHint := func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		it, ok := vm.Get0(args[0]).(*modDequeIter)
		if !ok || it.d == nil {
			return SmallInt(0), nil
		}
		if it.rev {
			return SmallInt(int64(it.i + 1)), nil
		}
		return SmallInt(int64(it.d.n - it.i)), nil
	}
	modDequeIterType.AddMethod("__length_hint__", lenHint)
	modDequeRevIterType.AddMethod("__length_hint__", lenHint)

	c := DequeType
	c.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		d := &Deque{maxlen: -1}
		d.cls = cls
		v := vm.Alloc(d)
		if cls != DequeType {
			d.dict = vm.NewDictObj()
		}
		return v, nil
	}
	c.SetAttrStatic("__hash__", None)
	c.AddMethod("__init__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__init__")
		if err != nil {
			return Unbound, err
		}
		a, err := vm.BindArgs("deque", args[1:], kw, []string{"iterable", "maxlen"}, 0)
		if err != nil {
			return Unbound, err
		}
		maxlen, err := vm.modDequeMaxlen(a[1])
		if err != nil {
			return Unbound, err
		}
		d.maxlen = maxlen
		if d.n > 0 {
			d.clear()
		}
		if a[0] != Unbound {
			if err := vm.modDequeExtend(d, args[0], a[0], false); err != nil {
				return Unbound, err
			}
		}
		return None, nil
	})
	c.AddMethod("append", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("append", args, kw, 1, 1)
		if err != nil {
			return Unbound, err
		}
		d.pushRight(args[1])
		return None, nil
	})
	c.AddMethod("appendleft", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("appendleft", args, kw, 1, 1)
		if err != nil {
			return Unbound, err
		}
		d.pushLeft(args[1])
		return None, nil
	})
	c.AddMethod("pop", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("pop", args, kw, 0, 0)
		if err != nil {
			return Unbound, err
		}
		if d.n == 0 {
			return Unbound, vm.IndexError("pop from an empty deque")
		}
		return d.popRight(), nil
	})
	c.AddMethod("popleft", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("popleft", args, kw, 0, 0)
		if err != nil {
			return Unbound, err
		}
		if d.n == 0 {
			return Unbound, vm.IndexError("pop from an empty deque")
		}
		return d.popLeft(), nil
	})
	c.AddMethod("extend", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("extend", args, kw, 1, 1)
		if err != nil {
			return Unbound, err
		}
		return None, vm.modDequeExtend(d, args[0], args[1], false)
	})
	c.AddMethod("extendleft", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("extendleft", args, kw, 1, 1)
		if err != nil {
			return Unbound, err
		}
		return None, vm.modDequeExtend(d, args[0], args[1], true)
	})
	c.AddMethod("__iadd__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__iadd__")
		if err != nil {
			return Unbound, err
		}
		if err := vm.modDequeExtend(d, args[0], args[1], false); err != nil {
			return Unbound, err
		}
		return args[0], nil
	})
	c.AddMethod("__add__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__add__")
		if err != nil {
			return Unbound, err
		}
		if _, ok := vm.Get0(args[1]).(*Deque); !ok {
			return Unbound, vm.TypeError("can only concatenate deque (not \"%s\") to deque", vm.TypeName(args[1]))
		}
		nv, err := vm.modDequeCopy(args[0], d)
		if err != nil {
			return Unbound, err
		}
		nd, ok := vm.Get0(nv).(*Deque)
		if !ok {
			return vm.Binary(OpAdd, nv, args[1])
		}
		return nv, vm.modDequeExtend(nd, nv, args[1], false)
	})
	repeat := func(vm *VM, self Value, d *Deque, nv Value) error {
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
			return vm.NewError(MemoryErrorType, "")
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
	mul := func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__mul__")
		if err != nil {
			return Unbound, err
		}
		if !vm.IsInt(args[1]) {
			if _, ok := vm.ClassOf(args[1]).Lookup(vm, "__index__"); !ok {
				return NotImplemented, nil
			}
		}
		nv, err := vm.modDequeCopy(args[0], d)
		if err != nil {
			return Unbound, err
		}
		nd, ok := vm.Get0(nv).(*Deque)
		if !ok {
			return Unbound, vm.TypeError("can't multiply sequence by non-int of type '%s'", vm.TypeName(args[1]))
		}
		return nv, repeat(vm, nv, nd, args[1])
	}
	c.AddMethod("__mul__", mul)
	c.AddMethod("__rmul__", mul)
	c.AddMethod("__imul__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__imul__")
		if err != nil {
			return Unbound, err
		}
		if !vm.IsInt(args[1]) {
			if _, ok := vm.ClassOf(args[1]).Lookup(vm, "__index__"); !ok {
				return NotImplemented, nil
			}
		}
		return args[0], repeat(vm, args[0], d, args[1])
	})
	c.AddMethod("rotate", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("rotate", args, kw, 0, 1)
		if err != nil {
			return Unbound, err
		}
		k := int64(1)
		if len(args) == 2 {
			if args[1].IsFloat() {
				return Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
			}
			if k, err = vm.IndexInt(args[1]); err != nil {
				return Unbound, err
			}
		}
		if d.n > 1 {
			d.rotate(int(k % int64(d.n)))
		}
		return None, nil
	})
	c.AddMethod("clear", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("clear", args, kw, 0, 0)
		if err != nil {
			return Unbound, err
		}
		d.clear()
		return None, nil
	})
	c.AddMethod("count", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("count", args, kw, 1, 1)
		if err != nil {
			return Unbound, err
		}
		state := d.state
		n := 0
		for i := 0; i < d.n; i++ {
			eq, err := vm.Eq(d.at(i), args[1])
			if err != nil {
				return Unbound, err
			}
			if d.state != state {
				return Unbound, vm.NewError(RuntimeErrorType, "deque mutated during iteration")
			}
			if eq {
				n++
			}
		}
		return SmallInt(int64(n)), nil
	})
	c.AddMethod("index", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("index", args, kw, 1, 3)
		if err != nil {
			return Unbound, err
		}
		start, stop := 0, d.n
		norm := func(v Value) (int, error) {
			i, err := vm.IndexInt(v)
			if err != nil {
				if ExceptionMatches(err, OverflowErrorType) {
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
				return Unbound, err
			}
		}
		if len(args) > 3 {
			if stop, err = norm(args[3]); err != nil {
				return Unbound, err
			}
		}
		state := d.state
		for i := start; i < stop && i < d.n; i++ {
			eq, err := vm.Eq(d.at(i), args[1])
			if err != nil {
				return Unbound, err
			}
			if d.state != state {
				return Unbound, vm.NewError(RuntimeErrorType, "deque mutated during iteration")
			}
			if eq {
				return SmallInt(int64(i)), nil
			}
		}
		r, err := vm.Repr(args[1])
		if err != nil {
			return Unbound, err
		}
		return Unbound, vm.ValueError("%s is not in deque", r)
	})
	c.AddMethod("insert", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("insert", args, kw, 2, 2)
		if err != nil {
			return Unbound, err
		}
		i, err := vm.IndexInt(args[1])
		if err != nil {
			return Unbound, err
		}
		if d.maxlen >= 0 && d.n >= d.maxlen {
			return Unbound, vm.IndexError("deque already at its maximum size")
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
		items = append(items[:i], append([]Value{args[2]}, items[i:]...)...)
		d.clear()
		for _, it := range items {
			d.pushRight(it)
		}
		return None, nil
	})
	c.AddMethod("remove", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("remove", args, kw, 1, 1)
		if err != nil {
			return Unbound, err
		}
		state := d.state
		for i := 0; i < d.n; i++ {
			eq, err := vm.Eq(d.at(i), args[1])
			if err != nil {
				return Unbound, err
			}
			if d.state != state {
				return Unbound, vm.IndexError("deque mutated during remove().")
			}
			if eq {
				vm.modDequeDelAt(d, i)
				return None, nil
			}
		}
		r, err := vm.Repr(args[1])
		if err != nil {
			return Unbound, err
		}
		return Unbound, vm.ValueError("%s is not in deque", r)
	})
	c.AddMethod("reverse", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("reverse", args, kw, 0, 0)
		if err != nil {
			return Unbound, err
		}
		for i, j := 0, d.n-1; i < j; i, j = i+1, j-1 {
			a, b := d.at(i), d.at(j)
			d.setAt(i, b)
			d.setAt(j, a)
		}
		d.state++
		return None, nil
	})
	cp := func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeArgs("copy", args, kw, 0, 0)
		if err != nil {
			return Unbound, err
		}
		return vm.modDequeCopy(args[0], d)
	}
	c.AddMethod("copy", cp)
	c.AddMethod("__copy__", cp)
	c.AddGetter("maxlen", func(vm *VM, self Value) (Value, error) {
		d, err := vm.modDequeSelf(self, "maxlen")
		if err != nil {
			return Unbound, err
		}
		if d.maxlen < 0 {
			return None, nil
		}
		return SmallInt(int64(d.maxlen)), nil
	})
	c.AddMethod("__len__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__len__")
		if err != nil {
			return Unbound, err
		}
		return SmallInt(int64(d.n)), nil
	})
	c.AddMethod("__bool__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__bool__")
		if err != nil {
			return Unbound, err
		}
		return Bool(d.n > 0), nil
	})
	c.AddMethod("__iter__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__iter__")
		if err != nil {
			return Unbound, err
		}
		return vm.modNewDequeIter(d, false), nil
	})
	c.AddMethod("__reversed__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__reversed__")
		if err != nil {
			return Unbound, err
		}
		return vm.modNewDequeIter(d, true), nil
	})
	c.AddMethod("__getitem__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__getitem__")
		if err != nil {
			return Unbound, err
		}
		i, err := vm.modDequeIndexArg(d, args[1])
		if err != nil {
			return Unbound, err
		}
		return d.at(i), nil
	})
	c.AddMethod("__setitem__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__setitem__")
		if err != nil {
			return Unbound, err
		}
		i, err := vm.modDequeIndexArg(d, args[1])
		if err != nil {
			return Unbound, err
		}
		d.setAt(i, args[2])
		return None, nil
	})
	c.AddMethod("__delitem__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__delitem__")
		if err != nil {
			return Unbound, err
		}
		i, err := vm.modDequeIndexArg(d, args[1])
		if err != nil {
			return Unbound, err
		}
		vm.modDequeDelAt(d, i)
		return None, nil
	})
	c.AddMethod("__contains__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__contains__")
		if err != nil {
			return Unbound, err
		}
		state := d.state
		for i := 0; i < d.n; i++ {
			eq, err := vm.Eq(d.at(i), args[1])
			if err != nil {
				return Unbound, err
			}
			if d.state != state {
				return Unbound, vm.NewError(RuntimeErrorType, "deque mutated during iteration")
			}
			if eq {
				return True, nil
			}
		}
		return False, nil
	})
	c.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__repr__")
		if err != nil {
			return Unbound, err
		}
		if ok, err := vm.ReprEnter(args[0]); err != nil || !ok {
			return vm.NewStr("[...]"), err
		}
		defer vm.ReprLeave(args[0])
		var sb strings.Builder
		sb.WriteString(d.cls.Qualname)
		sb.WriteString("([")
		if err := vm.ReprItems(&sb, d.Items()); err != nil {
			return Unbound, err
		}
		sb.WriteByte(']')
		if d.maxlen >= 0 {
			sb.WriteString(", maxlen=")
			sb.WriteString(Itoa(d.maxlen))
		}
		sb.WriteByte(')')
		return vm.NewStr(sb.String()), nil
	})
	for op := CmpLT; op <= CmpGE; op++ {
		op := op
		c.AddMethod(CmpNames[op], func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
			a, ok1 := vm.Get0(args[0]).(*Deque)
			b, ok2 := vm.Get0(args[1]).(*Deque)
			if !ok1 || !ok2 {
				return NotImplemented, nil
			}
			return vm.modDequeCompare(op, a, b)
		})
	}
	c.AddMethod("__reduce__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__reduce__")
		if err != nil {
			return Unbound, err
		}
		state := None
		if d.dict != nil && d.dict.Len() > 0 {
			state = d.dict.self
		}
		cargs := EmptyTuple
		if d.maxlen >= 0 {
			cargs = vm.NewTupleCopy([]Value{EmptyTuple, SmallInt(int64(d.maxlen))})
		}
		return vm.NewTupleCopy([]Value{d.cls.self, cargs, state, vm.modNewDequeIter(d, false)}), nil
	})
	c.AddMethod("__sizeof__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		d, err := vm.modDequeSelf(args[0], "__sizeof__")
		if err != nil {
			return Unbound, err
		}
		return SmallInt(int64(64 + 8*len(d.buf))), nil
	})
	c.AddClassMethod("__class_getitem__", ClassGetItem)
}

func (vm *VM) modDequeDelAt(d *Deque, i int) {
	items := d.Items()
	items = append(items[:i], items[i+1:]...)
	d.clear()
	maxlen := d.maxlen
	d.maxlen = -1
	for _, it := range items {
		d.pushRight(it)
	}
	d.maxlen = maxlen
}
