package runtime

import (
	"strings"
)

// The itertools module. Every iterator is a Go type implementing Iterator
// (subclassable from Python like CPython's).

func modItClass(name string) *Class {
	c := ModuleClass("itertools", "itertools."+name, nil)
	modIterType(c)
	return c
}

var (
	modCountType     = modItClass("count")
	modCycleType     = modItClass("cycle")
	modRepeatType    = modItClass("repeat")
	modAccumType     = modItClass("accumulate")
	modBatchedType   = modItClass("batched")
	modChainType     = modItClass("chain")
	modCompressType  = modItClass("compress")
	modDropwhileType = modItClass("dropwhile")
	modTakewhileType = modItClass("takewhile")
	modFilterFalseTy = modItClass("filterfalse")
	modGroupbyType   = modItClass("groupby")
	modGrouperType   = modItClass("_grouper")
	modIsliceType    = modItClass("islice")
	modPairwiseType  = modItClass("pairwise")
	modPermType      = modItClass("permutations")
	modCombType      = modItClass("combinations")
	modCombRType     = modItClass("combinations_with_replacement")
	modProductType   = modItClass("product")
	modStarmapType   = modItClass("starmap")
	modTeeType       = modItClass("_tee")
	modZipLongType   = modItClass("zip_longest")
)

// modAllocIt allocates an itertools object of class cls (giving instances
// of Python subclasses a __dict__).
func modAllocIt(vm *VM, o Object, cls *Class, base *Class) Value {
	o.head().cls = cls
	v := vm.Alloc(o)
	if cls != base {
		o.head().dict = vm.NewDictObj()
	}
	return v
}

// ---- count ----

type modCount struct {
	Head
	cnt, step Value
	fast      bool // cnt and step are small ints
}

func (c *modCount) Trace(t *Tracer) { t.Mark(c.cnt); t.Mark(c.step) }

func (c *modCount) Next(vm *VM) (Value, bool, error) {
	r := c.cnt
	if c.fast {
		n := c.cnt.Int() + c.step.Int()
		if FitsSmall(n) {
			c.cnt = SmallInt(n)
			return r, true, nil
		}
	}
	nc, err := vm.Binary(OpAdd, c.cnt, c.step)
	if err != nil {
		return Unbound, false, err
	}
	c.cnt = nc
	c.fast = false
	return r, true, nil
}

func (vm *VM) modIsNumber(v Value) bool {
	if v.IsSmallInt() || v.IsFloat() || v.IsBool() {
		return true
	}
	switch vm.Get0(v).(type) {
	case *Int, *Float, *Complex:
		return true
	}
	cls := vm.ClassOf(v)
	for _, n := range []string{"__index__", "__int__", "__float__", "__complex__"} {
		if _, ok := cls.Lookup(vm, n); ok {
			return true
		}
	}
	return false
}

// ---- cycle ----

type modCycle struct {
	Head
	it    Value // Unbound once exhausted
	saved []Value
	i     int
}

func (c *modCycle) Trace(t *Tracer) { t.Mark(c.it); t.MarkAll(c.saved) }

func (c *modCycle) Next(vm *VM) (Value, bool, error) {
	if c.it != Unbound {
		v, ok, err := vm.Next(c.it)
		if err != nil {
			return Unbound, false, err
		}
		if ok {
			c.saved = append(c.saved, v)
			return v, true, nil
		}
		c.it = Unbound
	}
	if len(c.saved) == 0 {
		return Unbound, false, nil
	}
	v := c.saved[c.i]
	c.i++
	if c.i == len(c.saved) {
		c.i = 0
	}
	return v, true, nil
}

// ---- repeat ----

type modRepeat struct {
	Head
	obj   Value
	times int64 // -1: forever
}

func (r *modRepeat) Trace(t *Tracer) { t.Mark(r.obj) }

func (r *modRepeat) Next(vm *VM) (Value, bool, error) {
	if r.times == 0 {
		return Unbound, false, nil
	}
	if r.times > 0 {
		r.times--
	}
	return r.obj, true, nil
}

// ---- accumulate ----

type modAccum struct {
	Head
	it, fn, total, initial Value
}

func (a *modAccum) Trace(t *Tracer) { t.Mark(a.it); t.Mark(a.fn); t.Mark(a.total); t.Mark(a.initial) }

func (a *modAccum) Next(vm *VM) (Value, bool, error) {
	if a.initial != Unbound && a.initial != None {
		a.total = a.initial
		a.initial = Unbound
		return a.total, true, nil
	}
	v, ok, err := vm.Next(a.it)
	if err != nil || !ok {
		return Unbound, false, err
	}
	if a.total == Unbound {
		a.total = v
		return v, true, nil
	}
	var nt Value
	if a.fn == None || a.fn == Unbound {
		nt, err = vm.Binary(OpAdd, a.total, v)
	} else {
		nt, err = vm.Call(a.fn, []Value{a.total, v}, nil)
	}
	if err != nil {
		return Unbound, false, err
	}
	a.total = nt
	return nt, true, nil
}

// ---- batched ----

type modBatched struct {
	Head
	it     Value
	n      int
	strict bool
}

func (b *modBatched) Trace(t *Tracer) { t.Mark(b.it) }

func (b *modBatched) Next(vm *VM) (Value, bool, error) {
	if b.it == Unbound {
		return Unbound, false, nil
	}
	items := make([]Value, 0, min(b.n, 64))
	for len(items) < b.n {
		v, ok, err := vm.Next(b.it)
		if err != nil {
			return Unbound, false, err
		}
		if !ok {
			b.it = Unbound
			break
		}
		items = append(items, v)
	}
	if len(items) == 0 {
		return Unbound, false, nil
	}
	if b.strict && len(items) < b.n {
		return Unbound, false, vm.ValueError("batched(): incomplete batch")
	}
	return vm.NewTuple(items), true, nil
}

// ---- chain ----

type modChain struct {
	Head
	source Value // iterator over the iterables, or Unbound
	active Value // current iterator, or Unbound
}

func (c *modChain) Trace(t *Tracer) { t.Mark(c.source); t.Mark(c.active) }

func (c *modChain) Next(vm *VM) (Value, bool, error) {
	for {
		if c.active == Unbound {
			if c.source == Unbound {
				return Unbound, false, nil
			}
			it, ok, err := vm.Next(c.source)
			if err != nil {
				return Unbound, false, err
			}
			if !ok {
				c.source = Unbound
				return Unbound, false, nil
			}
			if c.active, err = vm.Iter(it); err != nil {
				c.active = Unbound
				return Unbound, false, err
			}
		}
		v, ok, err := vm.Next(c.active)
		if err != nil {
			return Unbound, false, err
		}
		if ok {
			return v, true, nil
		}
		c.active = Unbound
	}
}

// ---- compress ----

type modCompress struct {
	Head
	data, sel Value
}

func (c *modCompress) Trace(t *Tracer) { t.Mark(c.data); t.Mark(c.sel) }

func (c *modCompress) Next(vm *VM) (Value, bool, error) {
	for {
		d, ok, err := vm.Next(c.data)
		if err != nil || !ok {
			return Unbound, false, err
		}
		s, ok, err := vm.Next(c.sel)
		if err != nil || !ok {
			return Unbound, false, err
		}
		t, err := vm.Truth(s)
		if err != nil {
			return Unbound, false, err
		}
		if t {
			return d, true, nil
		}
	}
}

// ---- dropwhile / takewhile / filterfalse ----

type modPredIter struct {
	Head
	pred, it Value
	kind     byte // 'd' dropwhile, 't' takewhile, 'f' filterfalse
	done     bool
}

func (p *modPredIter) Trace(t *Tracer) { t.Mark(p.pred); t.Mark(p.it) }

func (p *modPredIter) test(vm *VM, v Value) (bool, error) {
	if p.pred == None {
		return vm.Truth(v)
	}
	r, err := vm.Call(p.pred, []Value{v}, nil)
	if err != nil {
		return false, err
	}
	return vm.Truth(r)
}

func (p *modPredIter) Next(vm *VM) (Value, bool, error) {
	for {
		if p.kind == 't' && p.done {
			return Unbound, false, nil
		}
		v, ok, err := vm.Next(p.it)
		if err != nil || !ok {
			return Unbound, false, err
		}
		switch p.kind {
		case 'd':
			if p.done {
				return v, true, nil
			}
			t, err := p.test(vm, v)
			if err != nil {
				return Unbound, false, err
			}
			if !t {
				p.done = true
				return v, true, nil
			}
		case 't':
			t, err := p.test(vm, v)
			if err != nil {
				return Unbound, false, err
			}
			if t {
				return v, true, nil
			}
			p.done = true
			return Unbound, false, nil
		default:
			t, err := p.test(vm, v)
			if err != nil {
				return Unbound, false, err
			}
			if !t {
				return v, true, nil
			}
		}
	}
}

// ---- groupby ----

type modGroupby struct {
	Head
	it, keyfn                Value
	tgtkey, currkey, currval Value // Unbound when unset
	currgrouper              *modGrouper
}

func (g *modGroupby) Trace(t *Tracer) {
	t.Mark(g.it)
	t.Mark(g.keyfn)
	t.Mark(g.tgtkey)
	t.Mark(g.currkey)
	t.Mark(g.currval)
	if g.currgrouper != nil {
		t.MarkObj(g.currgrouper)
	}
}

func (g *modGroupby) step(vm *VM) (bool, error) {
	v, ok, err := vm.Next(g.it)
	if err != nil || !ok {
		return false, err
	}
	k := v
	if g.keyfn != None && g.keyfn != Unbound {
		if k, err = vm.Call(g.keyfn, []Value{v}, nil); err != nil {
			return false, err
		}
	}
	g.currval = v
	g.currkey = k
	return true, nil
}

func (g *modGroupby) Next(vm *VM) (Value, bool, error) {
	g.currgrouper = nil
	for {
		if g.currkey == Unbound {
			// fall through to step
		} else if g.tgtkey == Unbound {
			break
		} else {
			eq, err := vm.CompareBool(CmpEQ, g.tgtkey, g.currkey)
			if err != nil {
				return Unbound, false, err
			}
			if !eq {
				break
			}
		}
		ok, err := g.step(vm)
		if err != nil || !ok {
			return Unbound, false, err
		}
	}
	g.tgtkey = g.currkey
	gr := &modGrouper{parent: g, tgtkey: g.tgtkey}
	gr.cls = modGrouperType
	gv := vm.Alloc(gr)
	g.currgrouper = gr
	return vm.NewTupleCopy([]Value{g.currkey, gv}), true, nil
}

type modGrouper struct {
	Head
	parent *modGroupby
	tgtkey Value
}

func (g *modGrouper) Trace(t *Tracer) { t.MarkObj(g.parent); t.Mark(g.tgtkey) }

func (g *modGrouper) Next(vm *VM) (Value, bool, error) {
	p := g.parent
	if p.currgrouper != g {
		return Unbound, false, nil
	}
	if p.currval == Unbound {
		ok, err := p.step(vm)
		if err != nil || !ok {
			return Unbound, false, err
		}
	}
	eq, err := vm.CompareBool(CmpEQ, g.tgtkey, p.currkey)
	if err != nil || !eq {
		return Unbound, false, err
	}
	r := p.currval
	p.currval = Unbound
	return r, true, nil
}

// ---- islice ----

type modIslice struct {
	Head
	it               Value // Unbound when exhausted
	next, stop, step int64 // stop -1: none
	cnt              int64
}

func (s *modIslice) Trace(t *Tracer) { t.Mark(s.it) }

func (s *modIslice) Next(vm *VM) (Value, bool, error) {
	if s.it == Unbound {
		return Unbound, false, nil
	}
	for s.cnt < s.next {
		_, ok, err := vm.Next(s.it)
		if err != nil {
			return Unbound, false, err
		}
		if !ok {
			s.it = Unbound
			return Unbound, false, nil
		}
		s.cnt++
	}
	if s.stop != -1 && s.cnt >= s.stop {
		s.it = Unbound
		return Unbound, false, nil
	}
	v, ok, err := vm.Next(s.it)
	if err != nil {
		return Unbound, false, err
	}
	if !ok {
		s.it = Unbound
		return Unbound, false, nil
	}
	s.cnt++
	old := s.next
	s.next += s.step
	if s.next < old || (s.stop != -1 && s.next > s.stop) {
		s.next = s.stop
	}
	return v, true, nil
}

// ---- pairwise ----

type modPairwise struct {
	Head
	it, old Value
}

func (p *modPairwise) Trace(t *Tracer) { t.Mark(p.it); t.Mark(p.old) }

func (p *modPairwise) Next(vm *VM) (Value, bool, error) {
	if p.it == Unbound {
		return Unbound, false, nil
	}
	if p.old == Unbound {
		v, ok, err := vm.Next(p.it)
		if err != nil {
			return Unbound, false, err
		}
		if !ok {
			p.it = Unbound
			return Unbound, false, nil
		}
		p.old = v
	}
	v, ok, err := vm.Next(p.it)
	if err != nil {
		return Unbound, false, err
	}
	if !ok {
		p.it, p.old = Unbound, Unbound
		return Unbound, false, nil
	}
	r := vm.NewTupleCopy([]Value{p.old, v})
	p.old = v
	return r, true, nil
}

// ---- combinatorics ----

// modCombo implements permutations, combinations,
// combinations_with_replacement and product over a pool (product uses
// several pools).
type modCombo struct {
	Head
	kind    byte // 'p' permutations, 'c' combinations, 'r' with replacement, 'x' product
	pool    []Value
	pools   [][]Value
	r       int
	indices []int
	cycles  []int
	first   bool
	done    bool
}

func (c *modCombo) Trace(t *Tracer) {
	t.MarkAll(c.pool)
	for _, p := range c.pools {
		t.MarkAll(p)
	}
}

func (c *modCombo) result(vm *VM) Value {
	out := make([]Value, len(c.indices))
	if c.kind == 'x' {
		for i, j := range c.indices {
			out[i] = c.pools[i][j]
		}
	} else {
		for i := 0; i < c.r; i++ {
			out[i] = c.pool[c.indices[i]]
		}
		out = out[:c.r]
	}
	return vm.NewTuple(out)
}

func (c *modCombo) Next(vm *VM) (Value, bool, error) {
	if c.done {
		return Unbound, false, nil
	}
	n := len(c.pool)
	if c.first {
		c.first = false
		return c.result(vm), true, nil
	}
	switch c.kind {
	case 'c':
		r := c.r
		i := r - 1
		for i >= 0 && c.indices[i] == i+n-r {
			i--
		}
		if i < 0 {
			c.done = true
			return Unbound, false, nil
		}
		c.indices[i]++
		for j := i + 1; j < r; j++ {
			c.indices[j] = c.indices[j-1] + 1
		}
	case 'r':
		r := c.r
		i := r - 1
		for i >= 0 && c.indices[i] == n-1 {
			i--
		}
		if i < 0 {
			c.done = true
			return Unbound, false, nil
		}
		v := c.indices[i] + 1
		for j := i; j < r; j++ {
			c.indices[j] = v
		}
	case 'p':
		r := c.r
		i := r - 1
		for ; i >= 0; i-- {
			c.cycles[i]--
			if c.cycles[i] == 0 {
				// rotate indices[i:] left by one
				first := c.indices[i]
				copy(c.indices[i:], c.indices[i+1:])
				c.indices[n-1] = first
				c.cycles[i] = n - i
			} else {
				j := c.cycles[i]
				c.indices[i], c.indices[n-j] = c.indices[n-j], c.indices[i]
				break
			}
		}
		if i < 0 {
			c.done = true
			return Unbound, false, nil
		}
	case 'x':
		i := len(c.pools) - 1
		for ; i >= 0; i-- {
			c.indices[i]++
			if c.indices[i] < len(c.pools[i]) {
				break
			}
			c.indices[i] = 0
		}
		if i < 0 {
			c.done = true
			return Unbound, false, nil
		}
	}
	return c.result(vm), true, nil
}

// ---- starmap ----

type modStarmap struct {
	Head
	fn, it Value
}

func (s *modStarmap) Trace(t *Tracer) { t.Mark(s.fn); t.Mark(s.it) }

func (s *modStarmap) Next(vm *VM) (Value, bool, error) {
	v, ok, err := vm.Next(s.it)
	if err != nil || !ok {
		return Unbound, false, err
	}
	var args []Value
	if t, ok := vm.Get0(v).(*Tuple); ok && t.cls == TupleType {
		args = t.Items
	} else if args, err = vm.Collect(v); err != nil {
		return Unbound, false, err
	}
	r, err := vm.Call(s.fn, args, nil)
	if err != nil {
		return Unbound, false, err
	}
	return r, true, nil
}

// ---- tee ----

// modTeeData is the buffer shared by the tee iterators of one source.
type modTeeData struct {
	it    Value
	buf   []Value
	base  int // absolute index of buf[0]
	tees  []*modTee
	ended bool
}

type modTee struct {
	Head
	data *modTeeData
	pos  int // absolute index of the next item
}

func (t *modTee) Trace(tr *Tracer) {
	tr.Mark(t.data.it)
	tr.MarkAll(t.data.buf)
}

func (t *modTee) Next(vm *VM) (Value, bool, error) {
	d := t.data
	if t.pos-d.base < len(d.buf) {
		v := d.buf[t.pos-d.base]
		t.pos++
		d.trim()
		return v, true, nil
	}
	if d.ended {
		return Unbound, false, nil
	}
	v, ok, err := vm.Next(d.it)
	if err != nil {
		return Unbound, false, err
	}
	if !ok {
		d.ended = true
		return Unbound, false, nil
	}
	d.buf = append(d.buf, v)
	t.pos++
	d.trim()
	return v, true, nil
}

// trim drops buffered items every tee has consumed.
func (d *modTeeData) trim() {
	lo := d.base + len(d.buf)
	for _, t := range d.tees {
		lo = min(lo, t.pos)
	}
	if k := lo - d.base; k > 32 && k*2 > len(d.buf) {
		d.buf = append([]Value(nil), d.buf[k:]...)
		d.base = lo
	}
}

func (vm *VM) modNewTee(d *modTeeData, pos int) Value {
	t := &modTee{data: d, pos: pos}
	t.cls = modTeeType
	d.tees = append(d.tees, t)
	return vm.Alloc(t)
}

// ---- zip_longest ----

type modZipLongest struct {
	Head
	its    []Value // Unbound once exhausted
	fill   Value
	active int
}

func (z *modZipLongest) Trace(t *Tracer) { t.MarkAll(z.its); t.Mark(z.fill) }

func (z *modZipLongest) Next(vm *VM) (Value, bool, error) {
	if len(z.its) == 0 || z.active == 0 {
		return Unbound, false, nil
	}
	out := make([]Value, len(z.its))
	for i, it := range z.its {
		if it == Unbound {
			out[i] = z.fill
			continue
		}
		v, ok, err := vm.Next(it)
		if err != nil {
			return Unbound, false, err
		}
		if !ok {
			z.its[i] = Unbound
			z.active--
			if z.active == 0 {
				return Unbound, false, nil
			}
			out[i] = z.fill
			continue
		}
		out[i] = v
	}
	return vm.NewTuple(out), true, nil
}

// ---- constructors ----

func (vm *VM) modItArgs(name string, args []Value, kw []Kwarg, n int) error {
	if err := vm.NoKwargs(name, kw); err != nil {
		return err
	}
	if len(args) != n {
		if n == 1 {
			return vm.TypeError("%s expected 1 argument, got %d", name, len(args))
		}
		return vm.TypeError("%s expected %d arguments, got %d", name, n, len(args))
	}
	return nil
}

// modIsliceArg parses an islice index (None or 0 <= x <= sys.maxsize).
func (vm *VM) modIsliceArg(v Value, def int64) (int64, bool) {
	if v == None || v == Unbound {
		return def, true
	}
	if !vm.IsInt(v) {
		if _, ok := vm.ClassOf(v).Lookup(vm, "__index__"); !ok {
			return 0, false
		}
	}
	n, err := vm.IndexInt(v)
	if err != nil {
		if ExceptionMatches(err, OverflowErrorType) {
			return 1<<63 - 1, true
		}
		return 0, false
	}
	if n < 0 {
		return 0, false
	}
	return n, true
}

func init() {
	modCountType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("count", args, kw, []string{"start", "step"}, 0)
		if err != nil {
			return Unbound, err
		}
		start, step := ArgOr(a[0], SmallInt(0)), ArgOr(a[1], SmallInt(1))
		if !vm.modIsNumber(start) || !vm.modIsNumber(step) {
			return Unbound, vm.TypeError("a number is required")
		}
		c := &modCount{cnt: start, step: step, fast: start.IsSmallInt() && step.IsSmallInt()}
		return modAllocIt(vm, c, cls, modCountType), nil
	}
	modCountType.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		c := vm.Get0(args[0]).(*modCount)
		cs, err := vm.Repr(c.cnt)
		if err != nil {
			return Unbound, err
		}
		name := vm.ClassOf(args[0]).Qualname
		if c.step.IsSmallInt() && c.step.Int() == 1 {
			return vm.NewStr(name + "(" + cs + ")"), nil
		}
		ss, err := vm.Repr(c.step)
		if err != nil {
			return Unbound, err
		}
		return vm.NewStr(name + "(" + cs + ", " + ss + ")"), nil
	})

	modCycleType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.modItArgs("cycle", args, kw, 1); err != nil {
			return Unbound, err
		}
		it, err := vm.Iter(args[0])
		if err != nil {
			return Unbound, err
		}
		return modAllocIt(vm, &modCycle{it: it}, cls, modCycleType), nil
	}

	modRepeatType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("repeat", args, kw, []string{"object", "times"}, 1)
		if err != nil {
			return Unbound, err
		}
		times := int64(-1)
		if a[1] != Unbound {
			if a[1].IsFloat() {
				return Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
			}
			if times, err = vm.IndexInt(a[1]); err != nil {
				return Unbound, err
			}
			times = max(times, 0)
		}
		return modAllocIt(vm, &modRepeat{obj: a[0], times: times}, cls, modRepeatType), nil
	}
	modRepeatType.AddMethod("__repr__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r := vm.Get0(args[0]).(*modRepeat)
		s, err := vm.Repr(r.obj)
		if err != nil {
			return Unbound, err
		}
		name := vm.ClassOf(args[0]).Qualname
		if r.times < 0 {
			return vm.NewStr(name + "(" + s + ")"), nil
		}
		return vm.NewStr(name + "(" + s + ", " + modItoa(int(r.times)) + ")"), nil
	})
	modRepeatType.AddMethod("__length_hint__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		r := vm.Get0(args[0]).(*modRepeat)
		if r.times < 0 {
			return Unbound, vm.TypeError("len() of unsized object")
		}
		return vm.NewInt(r.times), nil
	})

	modAccumType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("accumulate", args, kw, []string{"iterable", "func", "initial"}, 1)
		if err != nil {
			return Unbound, err
		}
		it, err := vm.Iter(a[0])
		if err != nil {
			return Unbound, err
		}
		return modAllocIt(vm, &modAccum{it: it, fn: ArgOr(a[1], None), total: Unbound, initial: ArgOr(a[2], None)}, cls, modAccumType), nil
	}

	modBatchedType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("batched", args, kw, []string{"iterable", "n", "strict"}, 2)
		if err != nil {
			return Unbound, err
		}
		if a[1].IsFloat() {
			return Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
		}
		n, err := vm.IndexInt(a[1])
		if err != nil {
			return Unbound, err
		}
		if n < 1 {
			return Unbound, vm.ValueError("n must be at least one")
		}
		strict := false
		if a[2] != Unbound {
			if strict, err = vm.Truth(a[2]); err != nil {
				return Unbound, err
			}
		}
		it, err := vm.Iter(a[0])
		if err != nil {
			return Unbound, err
		}
		return modAllocIt(vm, &modBatched{it: it, n: int(n), strict: strict}, cls, modBatchedType), nil
	}

	modChainType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("chain", kw); err != nil {
			return Unbound, err
		}
		src, err := vm.Iter(vm.NewTuple(append([]Value(nil), args...)))
		if err != nil {
			return Unbound, err
		}
		return modAllocIt(vm, &modChain{source: src, active: Unbound}, cls, modChainType), nil
	}
	modChainType.AddClassMethod("from_iterable", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("chain.from_iterable() takes exactly one argument (%d given)", len(args)-1)
		}
		cls, _ := vm.AsClass(args[0])
		src, err := vm.Iter(args[1])
		if err != nil {
			return Unbound, err
		}
		return modAllocIt(vm, &modChain{source: src, active: Unbound}, cls, modChainType), nil
	})
	modChainType.AddClassMethod("__class_getitem__", modClassGetItem)

	modCompressType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("compress", args, kw, []string{"data", "selectors"}, 2)
		if err != nil {
			return Unbound, err
		}
		d, err := vm.Iter(a[0])
		if err != nil {
			return Unbound, err
		}
		s, err := vm.Iter(a[1])
		if err != nil {
			return Unbound, err
		}
		return modAllocIt(vm, &modCompress{data: d, sel: s}, cls, modCompressType), nil
	}

	pred := func(name string, kind byte, base *Class) {
		base.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
			if err := vm.modItArgs(name, args, kw, 2); err != nil {
				return Unbound, err
			}
			it, err := vm.Iter(args[1])
			if err != nil {
				return Unbound, err
			}
			return modAllocIt(vm, &modPredIter{pred: args[0], it: it, kind: kind}, cls, base), nil
		}
	}
	pred("dropwhile", 'd', modDropwhileType)
	pred("takewhile", 't', modTakewhileType)
	pred("filterfalse", 'f', modFilterFalseTy)

	modGroupbyType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("groupby", args, kw, []string{"iterable", "key"}, 1)
		if err != nil {
			return Unbound, err
		}
		it, err := vm.Iter(a[0])
		if err != nil {
			return Unbound, err
		}
		g := &modGroupby{it: it, keyfn: ArgOr(a[1], None), tgtkey: Unbound, currkey: Unbound, currval: Unbound}
		return modAllocIt(vm, g, cls, modGroupbyType), nil
	}

	modIsliceType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.NoKwargs("islice", kw); err != nil {
			return Unbound, err
		}
		if len(args) < 2 || len(args) > 4 {
			if len(args) < 2 {
				return Unbound, vm.TypeError("islice expected at least 2 arguments, got %d", len(args))
			}
			return Unbound, vm.TypeError("islice expected at most 4 arguments, got %d", len(args))
		}
		var start, stop, step int64 = 0, -1, 1
		var ok bool
		if len(args) == 2 {
			if stop, ok = vm.modIsliceArg(args[1], -1); !ok {
				return Unbound, vm.ValueError("Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
			}
		} else {
			s1, ok1 := vm.modIsliceArg(args[1], 0)
			s2, ok2 := vm.modIsliceArg(args[2], -1)
			if !ok1 || !ok2 {
				return Unbound, vm.ValueError("Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
			}
			start, stop = s1, s2
			if len(args) == 4 {
				st, ok3 := vm.modIsliceArg(args[3], 1)
				if !ok3 || st == 0 {
					return Unbound, vm.ValueError("Step for islice() must be a positive integer or None.")
				}
				step = st
			}
		}
		it, err := vm.Iter(args[0])
		if err != nil {
			return Unbound, err
		}
		return modAllocIt(vm, &modIslice{it: it, next: start, stop: stop, step: step}, cls, modIsliceType), nil
	}

	modPairwiseType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.modItArgs("pairwise", args, kw, 1); err != nil {
			return Unbound, err
		}
		it, err := vm.Iter(args[0])
		if err != nil {
			return Unbound, err
		}
		return modAllocIt(vm, &modPairwise{it: it, old: Unbound}, cls, modPairwiseType), nil
	}

	rArg := func(vm *VM, v Value) (int, error) {
		if v.IsFloat() {
			return 0, vm.TypeError("'float' object cannot be interpreted as an integer")
		}
		r, err := vm.IndexInt(v)
		if err != nil {
			return 0, err
		}
		if r < 0 {
			return 0, vm.ValueError("r must be non-negative")
		}
		return int(r), nil
	}
	modPermType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		a, err := vm.BindArgs("permutations", args, kw, []string{"iterable", "r"}, 1)
		if err != nil {
			return Unbound, err
		}
		pool, err := vm.Collect(a[0])
		if err != nil {
			return Unbound, err
		}
		n := len(pool)
		r := n
		if a[1] != Unbound && a[1] != None {
			if r, err = rArg(vm, a[1]); err != nil {
				return Unbound, err
			}
		}
		c := &modCombo{kind: 'p', pool: pool, r: r, first: true, done: r > n}
		if !c.done {
			c.indices = make([]int, n)
			for i := range c.indices {
				c.indices[i] = i
			}
			c.cycles = make([]int, r)
			for i := range c.cycles {
				c.cycles[i] = n - i
			}
		}
		return modAllocIt(vm, c, cls, modPermType), nil
	}
	comb := func(name string, kind byte, base *Class) {
		base.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
			a, err := vm.BindArgs(name, args, kw, []string{"iterable", "r"}, 2)
			if err != nil {
				return Unbound, err
			}
			pool, err := vm.Collect(a[0])
			if err != nil {
				return Unbound, err
			}
			r, err := rArg(vm, a[1])
			if err != nil {
				return Unbound, err
			}
			n := len(pool)
			c := &modCombo{kind: kind, pool: pool, r: r, first: true}
			c.indices = make([]int, r)
			if kind == 'c' {
				c.done = r > n
				for i := range c.indices {
					c.indices[i] = i
				}
			} else {
				c.done = n == 0 && r > 0
			}
			return modAllocIt(vm, c, cls, base), nil
		}
	}
	comb("combinations", 'c', modCombType)
	comb("combinations_with_replacement", 'r', modCombRType)

	modProductType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		repeat := int64(1)
		for _, k := range kw {
			if k.Name != "repeat" {
				return Unbound, vm.TypeError("product() got an unexpected keyword argument '%s'", k.Name)
			}
			if k.Value.IsFloat() {
				return Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
			}
			var err error
			if repeat, err = vm.IndexInt(k.Value); err != nil {
				return Unbound, err
			}
			if repeat < 0 {
				return Unbound, vm.ValueError("repeat argument cannot be negative")
			}
		}
		var base [][]Value
		for _, a := range args {
			p, err := vm.Collect(a)
			if err != nil {
				return Unbound, err
			}
			base = append(base, p)
		}
		var pools [][]Value
		for i := int64(0); i < repeat; i++ {
			pools = append(pools, base...)
		}
		c := &modCombo{kind: 'x', pools: pools, first: true, indices: make([]int, len(pools))}
		for _, p := range pools {
			if len(p) == 0 {
				c.done = true
			}
		}
		return modAllocIt(vm, c, cls, modProductType), nil
	}

	modStarmapType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.modItArgs("starmap", args, kw, 2); err != nil {
			return Unbound, err
		}
		it, err := vm.Iter(args[1])
		if err != nil {
			return Unbound, err
		}
		return modAllocIt(vm, &modStarmap{fn: args[0], it: it}, cls, modStarmapType), nil
	}

	modTeeType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		if err := vm.modItArgs("_tee", args, kw, 1); err != nil {
			return Unbound, err
		}
		it, err := vm.Iter(args[0])
		if err != nil {
			return Unbound, err
		}
		if t, ok := vm.Get0(it).(*modTee); ok {
			return vm.modNewTee(t.data, t.pos), nil
		}
		return vm.modNewTee(&modTeeData{it: it}, 0), nil
	}
	modTeeType.AddMethod("__copy__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		t := vm.Get0(args[0]).(*modTee)
		return vm.modNewTee(t.data, t.pos), nil
	})

	modZipLongType.New = func(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
		fill := None
		for _, k := range kw {
			if k.Name != "fillvalue" {
				return Unbound, vm.TypeError("zip_longest() got an unexpected keyword argument '%s'", k.Name)
			}
			fill = k.Value
		}
		its := make([]Value, len(args))
		for i, a := range args {
			it, err := vm.Iter(a)
			if err != nil {
				return Unbound, err
			}
			its[i] = it
		}
		return modAllocIt(vm, &modZipLongest{its: its, fill: fill, active: len(its)}, cls, modZipLongType), nil
	}
}

// modTee implements itertools.tee(iterable, n=2).
func modTeeFn(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.NoKwargs("tee", kw); err != nil {
		return Unbound, err
	}
	if err := vm.Arity("tee", args, 1, 2); err != nil {
		return Unbound, err
	}
	n := int64(2)
	if len(args) == 2 {
		if args[1].IsFloat() {
			return Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
		}
		var err error
		if n, err = vm.IndexInt(args[1]); err != nil {
			return Unbound, err
		}
		if n < 0 {
			return Unbound, vm.ValueError("n must be >= 0")
		}
	}
	it, err := vm.Iter(args[0])
	if err != nil {
		return Unbound, err
	}
	if n == 0 {
		return EmptyTuple, nil
	}
	out := make([]Value, n)
	var first Value
	if cp, ok, err := vm.modCopyMethod(it); err != nil {
		return Unbound, err
	} else if ok {
		first = it
		_ = cp
	} else {
		first = vm.modNewTee(&modTeeData{it: it}, 0)
	}
	out[0] = first
	for i := int64(1); i < n; i++ {
		c, err := vm.CallMethod(first, "__copy__")
		if err != nil {
			return Unbound, err
		}
		out[i] = c
	}
	return vm.NewTuple(out), nil
}

// modCopyMethod reports whether v's type has __copy__.
func (vm *VM) modCopyMethod(v Value) (Value, bool, error) {
	f, ok := vm.ClassOf(v).Lookup(vm, "__copy__")
	return f, ok, nil
}

var modItertoolsFuncs = StaticFuncs("itertools", ModuleFuncs{"tee": modTeeFn})

func init() {
	RegisterModule("itertools", func(vm *VM) (*Module, error) {
		m := vm.NewModule("itertools")
		FillModule(vm, m, modItertoolsFuncs)
		for _, c := range []*Class{modCountType, modCycleType, modRepeatType, modAccumType, modBatchedType,
			modChainType, modCompressType, modDropwhileType, modTakewhileType, modFilterFalseTy, modGroupbyType,
			modGrouperType, modIsliceType, modPairwiseType, modPermType, modCombType, modCombRType,
			modProductType, modStarmapType, modTeeType, modZipLongType} {
			m.dict.SetStr(vm, strings.TrimPrefix(c.Name, "itertools."), c.self)
		}
		return m, nil
	})
}
