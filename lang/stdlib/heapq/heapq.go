package heapq

import rt "github.com/cpjit/cpjit/lang/runtime"

// The _heapq module (heap primitives, CPython's C algorithms step for step
// so that heaps come out in the same order) and the _bisect module.
// pylib/heapq.py adds merge, nlargest and nsmallest; pylib/bisect.py
// re-exports _bisect.

// modHeapList returns the list argument of a heap function.
func modHeapList(vm *rt.VM, fname string, v rt.Value, argWord string) (*rt.List, error) {
	l, ok := vm.Get0(v).(*rt.List)
	if !ok {
		return nil, vm.TypeError("%s() %s must be list, not %s", fname, argWord, vm.TypeName(v))
	}
	return l, nil
}

// modHeapLess compares for a min-heap (a < b) or a max-heap (b < a).
func modHeapLess(vm *rt.VM, a, b rt.Value, max bool) (bool, error) {
	if max {
		a, b = b, a
	}
	if a.IsSmallInt() && b.IsSmallInt() {
		return a.Int() < b.Int(), nil
	}
	return vm.CompareBool(rt.CmpLT, a, b)
}

var modErrHeapChanged = "list changed size during iteration"

func modSiftDown(vm *rt.VM, l *rt.List, startpos, pos int, max bool) error {
	size := len(l.Items)
	if pos >= size {
		return vm.IndexError("index out of range")
	}
	newitem := l.Items[pos]
	for pos > startpos {
		parentpos := (pos - 1) >> 1
		parent := l.Items[parentpos]
		less, err := modHeapLess(vm, newitem, parent, max)
		if err != nil {
			return err
		}
		if size != len(l.Items) {
			return vm.Errorf(rt.RuntimeErrorType, "%s", modErrHeapChanged)
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

func modSiftUp(vm *rt.VM, l *rt.List, pos int, max bool) error {
	endpos := len(l.Items)
	startpos := pos
	if pos >= endpos {
		return vm.IndexError("index out of range")
	}
	limit := endpos >> 1
	for pos < limit {
		childpos := 2*pos + 1
		if childpos+1 < endpos {
			less, err := modHeapLess(vm, l.Items[childpos], l.Items[childpos+1], max)
			if err != nil {
				return err
			}
			if !less {
				childpos++
			}
			if endpos != len(l.Items) {
				return vm.Errorf(rt.RuntimeErrorType, "%s", modErrHeapChanged)
			}
		}
		l.Items[childpos], l.Items[pos] = l.Items[pos], l.Items[childpos]
		pos = childpos
	}
	return modSiftDown(vm, l, startpos, pos, max)
}

func modHeapify(vm *rt.VM, l *rt.List, max bool) error {
	n := len(l.Items)
	if n > 2500 {
		// CPython's cache-friendly order (same result as CPython).
		m := n >> 1
		leftmost := modKeepTopBit(m+1) - 1
		mhalf := m >> 1
		run := func(i int) error {
			j := i
			for {
				if err := modSiftUp(vm, l, j, max); err != nil {
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
		if err := modSiftUp(vm, l, i, max); err != nil {
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

func modHeapPop(vm *rt.VM, l *rt.List, max bool) (rt.Value, error) {
	n := len(l.Items)
	if n == 0 {
		return rt.Unbound, vm.IndexError("index out of range")
	}
	last := l.Items[n-1]
	l.Items[n-1] = 0
	l.Items = l.Items[:n-1]
	if n == 1 {
		return last, nil
	}
	r := l.Items[0]
	l.Items[0] = last
	vm.Heap().Pin(r) // out of the list while __lt__ runs Python code
	if err := modSiftUp(vm, l, 0, max); err != nil {
		return rt.Unbound, err
	}
	return r, nil
}

func modHeapReplace(vm *rt.VM, l *rt.List, item rt.Value, max bool) (rt.Value, error) {
	if len(l.Items) == 0 {
		return rt.Unbound, vm.IndexError("index out of range")
	}
	r := l.Items[0]
	l.Items[0] = item
	vm.Heap().Pin(r) // out of the list while __lt__ runs Python code
	if err := modSiftUp(vm, l, 0, max); err != nil {
		return rt.Unbound, err
	}
	return r, nil
}

func modHeapArgs(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg, n int) error {
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

var modHeapqFuncs = rt.StaticFuncs("_heapq", rt.ModuleFuncs{
	"heappush": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modHeapArgs(vm, "heappush", args, kw, 2); err != nil {
			return rt.Unbound, err
		}
		l, err := modHeapList(vm, "heappush", args[0], "argument 1")
		if err != nil {
			return rt.Unbound, err
		}
		l.Items = append(l.Items, args[1])
		return rt.None, modSiftDown(vm, l, 0, len(l.Items)-1, false)
	},
	"heappop": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modHeapArgs(vm, "heappop", args, kw, 1); err != nil {
			return rt.Unbound, err
		}
		l, err := modHeapList(vm, "heappop", args[0], "argument")
		if err != nil {
			return rt.Unbound, err
		}
		return modHeapPop(vm, l, false)
	},
	"heapify": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modHeapArgs(vm, "heapify", args, kw, 1); err != nil {
			return rt.Unbound, err
		}
		l, err := modHeapList(vm, "heapify", args[0], "argument")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, modHeapify(vm, l, false)
	},
	"heapreplace": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modHeapArgs(vm, "heapreplace", args, kw, 2); err != nil {
			return rt.Unbound, err
		}
		l, err := modHeapList(vm, "heapreplace", args[0], "argument 1")
		if err != nil {
			return rt.Unbound, err
		}
		return modHeapReplace(vm, l, args[1], false)
	},
	"heappushpop": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modHeapArgs(vm, "heappushpop", args, kw, 2); err != nil {
			return rt.Unbound, err
		}
		l, err := modHeapList(vm, "heappushpop", args[0], "argument 1")
		if err != nil {
			return rt.Unbound, err
		}
		item := args[1]
		if len(l.Items) == 0 {
			return item, nil
		}
		top := l.Items[0]
		less, err := modHeapLess(vm, top, item, false)
		if err != nil {
			return rt.Unbound, err
		}
		if !less {
			return item, nil
		}
		if len(l.Items) == 0 {
			return rt.Unbound, vm.IndexError("index out of range")
		}
		r := l.Items[0]
		l.Items[0] = item
		vm.Heap().Pin(r) // out of the list while __lt__ runs Python code
		if err := modSiftUp(vm, l, 0, false); err != nil {
			return rt.Unbound, err
		}
		return r, nil
	},
	"_heapify_max": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modHeapArgs(vm, "_heapify_max", args, kw, 1); err != nil {
			return rt.Unbound, err
		}
		l, err := modHeapList(vm, "_heapify_max", args[0], "argument")
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, modHeapify(vm, l, true)
	},
	"_heappop_max": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modHeapArgs(vm, "_heappop_max", args, kw, 1); err != nil {
			return rt.Unbound, err
		}
		l, err := modHeapList(vm, "_heappop_max", args[0], "argument")
		if err != nil {
			return rt.Unbound, err
		}
		return modHeapPop(vm, l, true)
	},
	"_heapreplace_max": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modHeapArgs(vm, "_heapreplace_max", args, kw, 2); err != nil {
			return rt.Unbound, err
		}
		l, err := modHeapList(vm, "_heapreplace_max", args[0], "argument 1")
		if err != nil {
			return rt.Unbound, err
		}
		return modHeapReplace(vm, l, args[1], true)
	},
})

// ---- _bisect ----

// modBisectArgs binds (a, x, lo=0, hi=None, *, key=None).
func modBisectArgs(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg) (a, x rt.Value, lo, hi int, key rt.Value, err error) {
	if len(args) > 4 {
		return rt.Unbound, rt.Unbound, 0, 0, rt.Unbound, vm.TypeError("%s() takes at most 4 positional arguments (%d given)", name, len(args))
	}
	v, err := vm.BindArgs(name, args, kw, []string{"a", "x", "lo", "hi", "key"}, 2)
	if err != nil {
		return rt.Unbound, rt.Unbound, 0, 0, rt.Unbound, err
	}
	a, x, key = v[0], v[1], rt.ArgOr(v[4], rt.None)
	if v[2] != rt.Unbound {
		l, err := vm.IndexInt(v[2])
		if err != nil {
			return rt.Unbound, rt.Unbound, 0, 0, rt.Unbound, err
		}
		if l < 0 {
			return rt.Unbound, rt.Unbound, 0, 0, rt.Unbound, vm.ValueError("lo must be non-negative")
		}
		lo = int(l)
	}
	if v[3] == rt.Unbound || v[3] == rt.None {
		n, err := vm.Len(a)
		if err != nil {
			return rt.Unbound, rt.Unbound, 0, 0, rt.Unbound, err
		}
		hi = n
	} else {
		h, err := vm.IndexInt(v[3])
		if err != nil {
			return rt.Unbound, rt.Unbound, 0, 0, rt.Unbound, err
		}
		hi = int(h)
	}
	return a, x, lo, hi, key, nil
}

// modBisectSeq is bisect over any sequence (a[mid] through __getitem__).
func modBisectSeq(vm *rt.VM, a, x rt.Value, lo, hi int, key rt.Value, right bool) (int, error) {
	l, isList := vm.Get0(a).(*rt.List)
	if isList && l.Class() != rt.ListType {
		isList = false
	}
	for lo < hi {
		mid := int(uint(lo+hi) / 2)
		var item rt.Value
		if isList {
			if mid >= len(l.Items) {
				return 0, vm.IndexError("list index out of range")
			}
			item = l.Items[mid]
		} else {
			var err error
			if item, err = vm.GetItem(a, rt.SmallInt(int64(mid))); err != nil {
				return 0, err
			}
		}
		if key != rt.None {
			var err error
			if item, err = vm.Call(key, []rt.Value{item}, nil); err != nil {
				return 0, err
			}
		}
		if right {
			less, err := vm.CompareBool(rt.CmpLT, x, item)
			if err != nil {
				return 0, err
			}
			if less {
				hi = mid
			} else {
				lo = mid + 1
			}
		} else {
			less, err := vm.CompareBool(rt.CmpLT, item, x)
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

func modBisectFn(name string, right bool) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, x, lo, hi, key, err := modBisectArgs(vm, name, args, kw)
		if err != nil {
			return rt.Unbound, err
		}
		i, err := modBisectSeq(vm, a, x, lo, hi, key, right)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.SmallInt(int64(i)), nil
	}
}

func modInsortFn(name string, right bool) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, x, lo, hi, key, err := modBisectArgs(vm, name, args, kw)
		if err != nil {
			return rt.Unbound, err
		}
		kx := x
		if key != rt.None {
			if kx, err = vm.Call(key, []rt.Value{x}, nil); err != nil {
				return rt.Unbound, err
			}
		}
		i, err := modBisectSeq(vm, a, kx, lo, hi, key, right)
		if err != nil {
			return rt.Unbound, err
		}
		if l, ok := vm.Get0(a).(*rt.List); ok && l.Class() == rt.ListType {
			l.Items = append(l.Items, 0)
			copy(l.Items[i+1:], l.Items[i:])
			l.Items[i] = x
			return rt.None, nil
		}
		_, err = vm.CallMethod(a, "insert", rt.SmallInt(int64(i)), x)
		if err != nil {
			return rt.Unbound, err
		}
		return rt.None, nil
	}
}

var modBisectFuncs = rt.StaticFuncs("_bisect", rt.ModuleFuncs{
	"bisect_right": modBisectFn("bisect_right", true),
	"bisect_left":  modBisectFn("bisect_left", false),
	"insort_right": modInsortFn("insort_right", true),
	"insort_left":  modInsortFn("insort_left", false),
})

func init() {
	register("_heapq", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_heapq")
		rt.FillModule(vm, m, modHeapqFuncs)
		return m, nil
	})
	register("_bisect", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_bisect")
		rt.FillModule(vm, m, modBisectFuncs)
		return m, nil
	})
}
