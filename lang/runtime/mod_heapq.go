package runtime

// The _heapq module (heap primitives, CPython's C algorithms step for step
// so that heaps come out in the same order) and the _bisect module.
// pylib/heapq.py adds merge, nlargest and nsmallest; pylib/bisect.py
// re-exports _bisect.

// modHeapList returns the list argument of a heap function.
func (vm *VM) modHeapList(fname string, v Value, argWord string) (*List, error) {
	l, ok := vm.Get0(v).(*List)
	if !ok {
		return nil, vm.TypeError("%s() %s must be list, not %s", fname, argWord, vm.TypeName(v))
	}
	return l, nil
}

// modHeapLess compares for a min-heap (a < b) or a max-heap (b < a).
func (vm *VM) modHeapLess(a, b Value, max bool) (bool, error) {
	if max {
		a, b = b, a
	}
	if a.IsSmallInt() && b.IsSmallInt() {
		return a.Int() < b.Int(), nil
	}
	return vm.CompareBool(CmpLT, a, b)
}

var modErrHeapChanged = "list changed size during iteration"

func (vm *VM) modSiftDown(l *List, startpos, pos int, max bool) error {
	size := len(l.Items)
	if pos >= size {
		return vm.IndexError("index out of range")
	}
	newitem := l.Items[pos]
	for pos > startpos {
		parentpos := (pos - 1) >> 1
		parent := l.Items[parentpos]
		less, err := vm.modHeapLess(newitem, parent, max)
		if err != nil {
			return err
		}
		if size != len(l.Items) {
			return vm.Errorf(RuntimeErrorType, "%s", modErrHeapChanged)
		}
		if !less {
			break
		}
		parent = l.Items[parentpos]
		newitem = l.Items[pos]
		l.Items[parentpos] = newitem
		l.Items[pos] = parent
		pos = parentpos
	}
	return nil
}

func (vm *VM) modSiftUp(l *List, pos int, max bool) error {
	endpos := len(l.Items)
	startpos := pos
	if pos >= endpos {
		return vm.IndexError("index out of range")
	}
	limit := endpos >> 1
	for pos < limit {
		childpos := 2*pos + 1
		if childpos+1 < endpos {
			less, err := vm.modHeapLess(l.Items[childpos], l.Items[childpos+1], max)
			if err != nil {
				return err
			}
			if !less {
				childpos++
			}
			if endpos != len(l.Items) {
				return vm.Errorf(RuntimeErrorType, "%s", modErrHeapChanged)
			}
		}
		l.Items[childpos], l.Items[pos] = l.Items[pos], l.Items[childpos]
		pos = childpos
	}
	return vm.modSiftDown(l, startpos, pos, max)
}

func (vm *VM) modHeapify(l *List, max bool) error {
	n := len(l.Items)
	if n > 2500 {
		// CPython's cache-friendly order (same result as CPython).
		m := n >> 1
		leftmost := modKeepTopBit(m+1) - 1
		mhalf := m >> 1
		run := func(i int) error {
			j := i
			for {
				if err := vm.modSiftUp(l, j, max); err != nil {
					return err
				}
				if j&1 == 0 {
					return nil
				}
				j >>= 1
			}
		}
		for i := leftmost - 1; i >= mhalf; i-- {
			if err := run(i); err != nil {
				return err
			}
		}
		for i := m - 1; i >= leftmost; i-- {
			if err := run(i); err != nil {
				return err
			}
		}
		return nil
	}
	for i := (n >> 1) - 1; i >= 0; i-- {
		if err := vm.modSiftUp(l, i, max); err != nil {
			return err
		}
	}
	return nil
}

func modKeepTopBit(n int) int {
	i := 0
	for n > 1 {
		n >>= 1
		i++
	}
	return n << i
}

func (vm *VM) modHeapPop(l *List, max bool) (Value, error) {
	n := len(l.Items)
	if n == 0 {
		return Unbound, vm.IndexError("index out of range")
	}
	last := l.Items[n-1]
	l.Items[n-1] = 0
	l.Items = l.Items[:n-1]
	if n == 1 {
		return last, nil
	}
	r := l.Items[0]
	l.Items[0] = last
	if err := vm.modSiftUp(l, 0, max); err != nil {
		return Unbound, err
	}
	return r, nil
}

func (vm *VM) modHeapReplace(l *List, item Value, max bool) (Value, error) {
	if len(l.Items) == 0 {
		return Unbound, vm.IndexError("index out of range")
	}
	r := l.Items[0]
	l.Items[0] = item
	if err := vm.modSiftUp(l, 0, max); err != nil {
		return Unbound, err
	}
	return r, nil
}

func modHeapArgs(vm *VM, name string, args []Value, kw []Kwarg, n int) error {
	if len(kw) > 0 {
		return vm.TypeError("_heapq.%s() takes no keyword arguments", name)
	}
	if len(args) != n {
		if n == 1 {
			return vm.TypeError("_heapq.%s() takes exactly one argument (%d given)", name, len(args))
		}
		return vm.TypeError("%s expected %d arguments, got %d", name, n, len(args))
	}
	return nil
}

var modHeapqFuncs = modStaticFuncs("_heapq", modFuncs{
	"heappush": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := modHeapArgs(vm, "heappush", args, kw, 2); err != nil {
			return Unbound, err
		}
		l, err := vm.modHeapList("heappush", args[0], "argument 1")
		if err != nil {
			return Unbound, err
		}
		l.Items = append(l.Items, args[1])
		return None, vm.modSiftDown(l, 0, len(l.Items)-1, false)
	},
	"heappop": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := modHeapArgs(vm, "heappop", args, kw, 1); err != nil {
			return Unbound, err
		}
		l, err := vm.modHeapList("heappop", args[0], "argument")
		if err != nil {
			return Unbound, err
		}
		return vm.modHeapPop(l, false)
	},
	"heapify": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := modHeapArgs(vm, "heapify", args, kw, 1); err != nil {
			return Unbound, err
		}
		l, err := vm.modHeapList("heapify", args[0], "argument")
		if err != nil {
			return Unbound, err
		}
		return None, vm.modHeapify(l, false)
	},
	"heapreplace": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := modHeapArgs(vm, "heapreplace", args, kw, 2); err != nil {
			return Unbound, err
		}
		l, err := vm.modHeapList("heapreplace", args[0], "argument 1")
		if err != nil {
			return Unbound, err
		}
		return vm.modHeapReplace(l, args[1], false)
	},
	"heappushpop": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := modHeapArgs(vm, "heappushpop", args, kw, 2); err != nil {
			return Unbound, err
		}
		l, err := vm.modHeapList("heappushpop", args[0], "argument 1")
		if err != nil {
			return Unbound, err
		}
		item := args[1]
		if len(l.Items) == 0 {
			return item, nil
		}
		top := l.Items[0]
		less, err := vm.modHeapLess(top, item, false)
		if err != nil {
			return Unbound, err
		}
		if !less {
			return item, nil
		}
		if len(l.Items) == 0 {
			return Unbound, vm.IndexError("index out of range")
		}
		r := l.Items[0]
		l.Items[0] = item
		if err := vm.modSiftUp(l, 0, false); err != nil {
			return Unbound, err
		}
		return r, nil
	},
	"_heapify_max": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := modHeapArgs(vm, "_heapify_max", args, kw, 1); err != nil {
			return Unbound, err
		}
		l, err := vm.modHeapList("_heapify_max", args[0], "argument")
		if err != nil {
			return Unbound, err
		}
		return None, vm.modHeapify(l, true)
	},
	"_heappop_max": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := modHeapArgs(vm, "_heappop_max", args, kw, 1); err != nil {
			return Unbound, err
		}
		l, err := vm.modHeapList("_heappop_max", args[0], "argument")
		if err != nil {
			return Unbound, err
		}
		return vm.modHeapPop(l, true)
	},
	"_heapreplace_max": func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := modHeapArgs(vm, "_heapreplace_max", args, kw, 2); err != nil {
			return Unbound, err
		}
		l, err := vm.modHeapList("_heapreplace_max", args[0], "argument 1")
		if err != nil {
			return Unbound, err
		}
		return vm.modHeapReplace(l, args[1], true)
	},
})

// ---- _bisect ----

// modBisectArgs binds (a, x, lo=0, hi=None, *, key=None).
func (vm *VM) modBisectArgs(name string, args []Value, kw []Kwarg) (a, x Value, lo, hi int, key Value, err error) {
	if len(args) > 4 {
		return Unbound, Unbound, 0, 0, Unbound, vm.TypeError("%s() takes at most 4 positional arguments (%d given)", name, len(args))
	}
	v, err := vm.BindArgs(name, args, kw, []string{"a", "x", "lo", "hi", "key"}, 2)
	if err != nil {
		return Unbound, Unbound, 0, 0, Unbound, err
	}
	a, x, key = v[0], v[1], modArgOr(v[4], None)
	if v[2] != Unbound {
		l, err := vm.modIndex(v[2])
		if err != nil {
			return Unbound, Unbound, 0, 0, Unbound, err
		}
		if l < 0 {
			return Unbound, Unbound, 0, 0, Unbound, vm.ValueError("lo must be non-negative")
		}
		lo = int(l)
	}
	if v[3] == Unbound || v[3] == None {
		n, err := vm.Len(a)
		if err != nil {
			return Unbound, Unbound, 0, 0, Unbound, err
		}
		hi = n
	} else {
		h, err := vm.modIndex(v[3])
		if err != nil {
			return Unbound, Unbound, 0, 0, Unbound, err
		}
		hi = int(h)
	}
	return a, x, lo, hi, key, nil
}

// modBisectSeq is bisect over any sequence (a[mid] through __getitem__).
func (vm *VM) modBisectSeq(a, x Value, lo, hi int, key Value, right bool) (int, error) {
	l, isList := vm.Get0(a).(*List)
	if isList && l.cls != ListType {
		isList = false
	}
	for lo < hi {
		mid := int(uint(lo+hi) / 2)
		var item Value
		if isList {
			if mid >= len(l.Items) {
				return 0, vm.IndexError("list index out of range")
			}
			item = l.Items[mid]
		} else {
			var err error
			if item, err = vm.GetItem(a, SmallInt(int64(mid))); err != nil {
				return 0, err
			}
		}
		if key != None {
			var err error
			if item, err = vm.Call(key, []Value{item}, nil); err != nil {
				return 0, err
			}
		}
		if right {
			less, err := vm.CompareBool(CmpLT, x, item)
			if err != nil {
				return 0, err
			}
			if less {
				hi = mid
			} else {
				lo = mid + 1
			}
		} else {
			less, err := vm.CompareBool(CmpLT, item, x)
			if err != nil {
				return 0, err
			}
			if less {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
	}
	return lo, nil
}

func modBisectFn(name string, right bool) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, x, lo, hi, key, err := vm.modBisectArgs(name, args, kw)
		if err != nil {
			return Unbound, err
		}
		i, err := vm.modBisectSeq(a, x, lo, hi, key, right)
		if err != nil {
			return Unbound, err
		}
		return SmallInt(int64(i)), nil
	}
}

func modInsortFn(name string, right bool) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		a, x, lo, hi, key, err := vm.modBisectArgs(name, args, kw)
		if err != nil {
			return Unbound, err
		}
		kx := x
		if key != None {
			if kx, err = vm.Call(key, []Value{x}, nil); err != nil {
				return Unbound, err
			}
		}
		i, err := vm.modBisectSeq(a, kx, lo, hi, key, right)
		if err != nil {
			return Unbound, err
		}
		if l, ok := vm.Get0(a).(*List); ok && l.cls == ListType {
			l.Items = append(l.Items, 0)
			copy(l.Items[i+1:], l.Items[i:])
			l.Items[i] = x
			return None, nil
		}
		_, err = vm.CallMethod(a, "insert", SmallInt(int64(i)), x)
		if err != nil {
			return Unbound, err
		}
		return None, nil
	}
}

var modBisectFuncs = modStaticFuncs("_bisect", modFuncs{
	"bisect_right": modBisectFn("bisect_right", true),
	"bisect_left":  modBisectFn("bisect_left", false),
	"insort_right": modInsortFn("insort_right", true),
	"insort_left":  modInsortFn("insort_left", false),
})

func init() {
	RegisterModule("_heapq", func(vm *VM) (*Module, error) {
		m := vm.NewModule("_heapq")
		modFill(vm, m, modHeapqFuncs)
		return m, nil
	})
	RegisterModule("_bisect", func(vm *VM) (*Module, error) {
		m := vm.NewModule("_bisect")
		modFill(vm, m, modBisectFuncs)
		return m, nil
	})
}
