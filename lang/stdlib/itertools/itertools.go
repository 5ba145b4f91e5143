package itertools

import (
	"strconv"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The itertools module. Every iterator is a Go type implementing Iterator
// (subclassable from Python like CPython's).

func modItClass(name string) *rt.Class {
	c := rt.ModuleClass("itertools", "itertools."+name, nil)
	rt.MakeIterType(c)
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
func modAllocIt(vm *rt.VM, o rt.Object, cls *rt.Class, base *rt.Class) rt.Value {
	return vm.AllocOf(o, cls, base)
}

// ---- count ----

type modCount struct {
	rt.Head
	cnt, step rt.Value
	fast      bool // cnt and step are small ints
}

func (c *modCount) Trace(t *rt.Tracer) { t.Mark(c.cnt); t.Mark(c.step) }

func (c *modCount) Next(vm *rt.VM) (rt.Value, bool, error) {
	r := c.cnt
	if c.fast {
		n := c.cnt.Int() + c.step.Int()
		if rt.FitsSmall(n) {
			c.cnt = rt.SmallInt(n)
			return r, true, nil
		}
	}
	nc, err := vm.Binary(rt.OpAdd, c.cnt, c.step)
	if err != nil {
		return rt.Unbound, false, err
	}
	c.cnt = nc
	c.fast = false
	return r, true, nil
}

func modIsNumber(vm *rt.VM, v rt.Value) bool {
	if v.IsSmallInt() || v.IsFloat() || v.IsBool() {
		return true
	}
	switch vm.Get0(v).(type) {
	case *rt.Int, *rt.Float, *rt.Complex:
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
	rt.Head
	it    rt.Value // Unbound once exhausted
	saved []rt.Value
	i     int
}

func (c *modCycle) Trace(t *rt.Tracer) { t.Mark(c.it); t.MarkAll(c.saved) }

func (c *modCycle) Next(vm *rt.VM) (rt.Value, bool, error) {
	if c.it != rt.Unbound {
		v, ok, err := vm.Next(c.it)
		if err != nil {
			return rt.Unbound, false, err
		}
		if ok {
			c.saved = append(c.saved, v)
			return v, true, nil
		}
		c.it = rt.Unbound
	}
	if len(c.saved) == 0 {
		return rt.Unbound, false, nil
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
	rt.Head
	obj   rt.Value
	times int64 // -1: forever
}

func (r *modRepeat) Trace(t *rt.Tracer) { t.Mark(r.obj) }

func (r *modRepeat) Next(vm *rt.VM) (rt.Value, bool, error) {
	if r.times == 0 {
		return rt.Unbound, false, nil
	}
	if r.times > 0 {
		r.times--
	}
	return r.obj, true, nil
}

// ---- accumulate ----

type modAccum struct {
	rt.Head
	it, fn, total, initial rt.Value
}

func (a *modAccum) Trace(t *rt.Tracer) {
	t.Mark(a.it)
	t.Mark(a.fn)
	t.Mark(a.total)
	t.Mark(a.initial)
}

func (a *modAccum) Next(vm *rt.VM) (rt.Value, bool, error) {
	if a.initial != rt.Unbound && a.initial != rt.None {
		a.total = a.initial
		a.initial = rt.Unbound
		return a.total, true, nil
	}
	v, ok, err := vm.Next(a.it)
	if err != nil || !ok {
		return rt.Unbound, false, err
	}
	if a.total == rt.Unbound {
		a.total = v
		return v, true, nil
	}
	var nt rt.Value
	if a.fn == rt.None || a.fn == rt.Unbound {
		nt, err = vm.Binary(rt.OpAdd, a.total, v)
	} else {
		nt, err = vm.Call(a.fn, []rt.Value{a.total, v}, nil)
	}
	if err != nil {
		return rt.Unbound, false, err
	}
	a.total = nt
	return nt, true, nil
}

// ---- batched ----

type modBatched struct {
	rt.Head
	it     rt.Value
	n      int
	strict bool
}

func (b *modBatched) Trace(t *rt.Tracer) { t.Mark(b.it) }

func (b *modBatched) Next(vm *rt.VM) (rt.Value, bool, error) {
	if b.it == rt.Unbound {
		return rt.Unbound, false, nil
	}
	items := make([]rt.Value, 0, min(b.n, 64))
	for len(items) < b.n {
		v, ok, err := vm.Next(b.it)
		if err != nil {
			return rt.Unbound, false, err
		}
		if !ok {
			b.it = rt.Unbound
			break
		}
		items = append(items, v)
	}
	if len(items) == 0 {
		return rt.Unbound, false, nil
	}
	if b.strict && len(items) < b.n {
		return rt.Unbound, false, vm.ValueError("batched(): incomplete batch")
	}
	return vm.NewTuple(items), true, nil
}

// ---- chain ----

type modChain struct {
	rt.Head
	source rt.Value // iterator over the iterables, or Unbound
	active rt.Value // current iterator, or Unbound
}

func (c *modChain) Trace(t *rt.Tracer) { t.Mark(c.source); t.Mark(c.active) }

func (c *modChain) Next(vm *rt.VM) (rt.Value, bool, error) {
	for {
		if c.active == rt.Unbound {
			if c.source == rt.Unbound {
				return rt.Unbound, false, nil
			}
			it, ok, err := vm.Next(c.source)
			if err != nil {
				return rt.Unbound, false, err
			}
			if !ok {
				c.source = rt.Unbound
				return rt.Unbound, false, nil
			}
			if c.active, err = vm.Iter(it); err != nil {
				c.active = rt.Unbound
				return rt.Unbound, false, err
			}
		}
		v, ok, err := vm.Next(c.active)
		if err != nil {
			return rt.Unbound, false, err
		}
		if ok {
			return v, true, nil
		}
		c.active = rt.Unbound
	}
}

// ---- compress ----

type modCompress struct {
	rt.Head
	data, sel rt.Value
}

func (c *modCompress) Trace(t *rt.Tracer) { t.Mark(c.data); t.Mark(c.sel) }

func (c *modCompress) Next(vm *rt.VM) (rt.Value, bool, error) {
	for {
		d, ok, err := vm.Next(c.data)
		if err != nil || !ok {
			return rt.Unbound, false, err
		}
		s, ok, err := vm.Next(c.sel)
		if err != nil || !ok {
			return rt.Unbound, false, err
		}
		t, err := vm.Truth(s)
		if err != nil {
			return rt.Unbound, false, err
		}
		if t {
			return d, true, nil
		}
	}
}

// ---- dropwhile / takewhile / filterfalse ----

type modPredIter struct {
	rt.Head
	pred, it rt.Value
	kind     byte // 'd' dropwhile, 't' takewhile, 'f' filterfalse
	done     bool
}

func (p *modPredIter) Trace(t *rt.Tracer) { t.Mark(p.pred); t.Mark(p.it) }

func (p *modPredIter) test(vm *rt.VM, v rt.Value) (bool, error) {
	if p.pred == rt.None {
		return vm.Truth(v)
	}
	r, err := vm.Call1(p.pred, v)
	if err != nil {
		return false, err
	}
	return vm.Truth(r)
}

func (p *modPredIter) Next(vm *rt.VM) (rt.Value, bool, error) {
	for {
		if p.kind == 't' && p.done {
			return rt.Unbound, false, nil
		}
		v, ok, err := vm.Next(p.it)
		if err != nil || !ok {
			return rt.Unbound, false, err
		}
		switch p.kind {
		case 'd':
			if p.done {
				return v, true, nil
			}
			t, err := p.test(vm, v)
			if err != nil {
				return rt.Unbound, false, err
			}
			if !t {
				p.done = true
				return v, true, nil
			}
		case 't':
			t, err := p.test(vm, v)
			if err != nil {
				return rt.Unbound, false, err
			}
			if t {
				return v, true, nil
			}
			p.done = true
			return rt.Unbound, false, nil
		default:
			t, err := p.test(vm, v)
			if err != nil {
				return rt.Unbound, false, err
			}
			if !t {
				return v, true, nil
			}
		}
	}
}

// ---- groupby ----

type modGroupby struct {
	rt.Head
	it, keyfn                rt.Value
	tgtkey, currkey, currval rt.Value // Unbound when unset
	currgrouper              *modGrouper
}

func (g *modGroupby) Trace(t *rt.Tracer) {
	t.Mark(g.it)
	t.Mark(g.keyfn)
	t.Mark(g.tgtkey)
	t.Mark(g.currkey)
	t.Mark(g.currval)
	if g.currgrouper != nil {
		t.MarkObj(g.currgrouper)
	}
}

func (g *modGroupby) step(vm *rt.VM) (bool, error) {
	v, ok, err := vm.Next(g.it)
	if err != nil || !ok {
		return false, err
	}
	k := v
	if g.keyfn != rt.None && g.keyfn != rt.Unbound {
		if k, err = vm.Call1(g.keyfn, v); err != nil {
			return false, err
		}
	}
	g.currval = v
	g.currkey = k
	return true, nil
}

func (g *modGroupby) Next(vm *rt.VM) (rt.Value, bool, error) {
	g.currgrouper = nil
	for {
		if g.currkey == rt.Unbound {
			// fall through to step
		} else if g.tgtkey == rt.Unbound {
			break
		} else {
			eq, err := vm.CompareBool(rt.CmpEQ, g.tgtkey, g.currkey)
			if err != nil {
				return rt.Unbound, false, err
			}
			if !eq {
				break
			}
		}
		ok, err := g.step(vm)
		if err != nil || !ok {
			return rt.Unbound, false, err
		}
	}
	g.tgtkey = g.currkey
	gr := &modGrouper{parent: g, tgtkey: g.tgtkey}
	gr.SetClass(modGrouperType)
	gv := vm.Alloc(gr)
	g.currgrouper = gr
	return vm.NewTupleCopy([]rt.Value{g.currkey, gv}), true, nil
}

type modGrouper struct {
	rt.Head
	parent *modGroupby
	tgtkey rt.Value
}

func (g *modGrouper) Trace(t *rt.Tracer) { t.MarkObj(g.parent); t.Mark(g.tgtkey) }

func (g *modGrouper) Next(vm *rt.VM) (rt.Value, bool, error) {
	p := g.parent
	if p.currgrouper != g {
		return rt.Unbound, false, nil
	}
	if p.currval == rt.Unbound {
		ok, err := p.step(vm)
		if err != nil || !ok {
			return rt.Unbound, false, err
		}
	}
	eq, err := vm.CompareBool(rt.CmpEQ, g.tgtkey, p.currkey)
	if err != nil || !eq {
		return rt.Unbound, false, err
	}
	r := p.currval
	p.currval = rt.Unbound
	return r, true, nil
}

// ---- islice ----

type modIslice struct {
	rt.Head
	it               rt.Value // Unbound when exhausted
	next, stop, step int64    // stop -1: none
	cnt              int64
}

func (s *modIslice) Trace(t *rt.Tracer) { t.Mark(s.it) }

func (s *modIslice) Next(vm *rt.VM) (rt.Value, bool, error) {
	if s.it == rt.Unbound {
		return rt.Unbound, false, nil
	}
	for s.cnt < s.next {
		_, ok, err := vm.Next(s.it)
		if err != nil {
			return rt.Unbound, false, err
		}
		if !ok {
			s.it = rt.Unbound
			return rt.Unbound, false, nil
		}
		s.cnt++
	}
	if s.stop != -1 && s.cnt >= s.stop {
		s.it = rt.Unbound
		return rt.Unbound, false, nil
	}
	v, ok, err := vm.Next(s.it)
	if err != nil {
		return rt.Unbound, false, err
	}
	if !ok {
		s.it = rt.Unbound
		return rt.Unbound, false, nil
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
	rt.Head
	it, old rt.Value
}

func (p *modPairwise) Trace(t *rt.Tracer) { t.Mark(p.it); t.Mark(p.old) }

func (p *modPairwise) Next(vm *rt.VM) (rt.Value, bool, error) {
	if p.it == rt.Unbound {
		return rt.Unbound, false, nil
	}
	if p.old == rt.Unbound {
		v, ok, err := vm.Next(p.it)
		if err != nil {
			return rt.Unbound, false, err
		}
		if !ok {
			p.it = rt.Unbound
			return rt.Unbound, false, nil
		}
		p.old = v
	}
	v, ok, err := vm.Next(p.it)
	if err != nil {
		return rt.Unbound, false, err
	}
	if !ok {
		p.it, p.old = rt.Unbound, rt.Unbound
		return rt.Unbound, false, nil
	}
	r := vm.NewTupleCopy([]rt.Value{p.old, v})
	p.old = v
	return r, true, nil
}

// ---- combinatorics ----

// modCombo implements permutations, combinations,
// combinations_with_replacement and product over a pool (product uses
// several pools).
type modCombo struct {
	rt.Head
	kind    byte // 'p' permutations, 'c' combinations, 'r' with replacement, 'x' product
	pool    []rt.Value
	pools   [][]rt.Value
	r       int
	indices []int
	cycles  []int
	first   bool
	done    bool
}

func (c *modCombo) Trace(t *rt.Tracer) {
	t.MarkAll(c.pool)
	for _, p := range c.pools {
		t.MarkAll(p)
	}
}

// result is the current combination as a tuple; one of up to four items
// is built on the stack and copied into a tuple from the runtime's free
// lists, a single allocation.
func (c *modCombo) result(vm *rt.VM) rt.Value {
	n := c.r
	if c.kind == 'x' {
		n = len(c.indices)
	}
	if n <= 4 {
		var buf [4]rt.Value
		c.fill(buf[:n])
		return vm.NewTupleCopy(buf[:n])
	}
	out := make([]rt.Value, n)
	c.fill(out)
	return vm.NewTuple(out)
}

func (c *modCombo) fill(out []rt.Value) {
	if c.kind == 'x' {
		for i, j := range c.indices {
			out[i] = c.pools[i][j]
		}
		return
	}
	for i := range out {
		out[i] = c.pool[c.indices[i]]
	}
}

func (c *modCombo) Next(vm *rt.VM) (rt.Value, bool, error) {
	if c.done {
		return rt.Unbound, false, nil
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
			return rt.Unbound, false, nil
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
			return rt.Unbound, false, nil
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
			return rt.Unbound, false, nil
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
			return rt.Unbound, false, nil
		}
	}
	return c.result(vm), true, nil
}

// ---- starmap ----

type modStarmap struct {
	rt.Head
	fn, it rt.Value
}

func (s *modStarmap) Trace(t *rt.Tracer) { t.Mark(s.fn); t.Mark(s.it) }

func (s *modStarmap) Next(vm *rt.VM) (rt.Value, bool, error) {
	v, ok, err := vm.Next(s.it)
	if err != nil || !ok {
		return rt.Unbound, false, err
	}
	var args []rt.Value
	if t, ok := vm.Get0(v).(*rt.Tuple); ok && t.Class() == rt.TupleType {
		args = t.Items
	} else if args, err = vm.Collect(v); err != nil {
		return rt.Unbound, false, err
	}
	r, err := vm.Call(s.fn, args, nil)
	if err != nil {
		return rt.Unbound, false, err
	}
	return r, true, nil
}

// ---- tee ----

// modTeeData is the buffer shared by the tee iterators of one source.
type modTeeData struct {
	it    rt.Value
	buf   []rt.Value
	base  int // absolute index of buf[0]
	tees  []*modTee
	ended bool
}

type modTee struct {
	rt.Head
	data *modTeeData
	pos  int // absolute index of the next item
}

func (t *modTee) Trace(tr *rt.Tracer) {
	tr.Mark(t.data.it)
	tr.MarkAll(t.data.buf)
}

func (t *modTee) Next(vm *rt.VM) (rt.Value, bool, error) {
	d := t.data
	if t.pos-d.base < len(d.buf) {
		v := d.buf[t.pos-d.base]
		t.pos++
		d.trim()
		return v, true, nil
	}
	if d.ended {
		return rt.Unbound, false, nil
	}
	v, ok, err := vm.Next(d.it)
	if err != nil {
		return rt.Unbound, false, err
	}
	if !ok {
		d.ended = true
		return rt.Unbound, false, nil
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
		d.buf = append([]rt.Value(nil), d.buf[k:]...)
		d.base = lo
	}
}

func modNewTee(vm *rt.VM, d *modTeeData, pos int) rt.Value {
	t := &modTee{data: d, pos: pos}
	t.SetClass(modTeeType)
	d.tees = append(d.tees, t)
	return vm.Alloc(t)
}

// ---- zip_longest ----

type modZipLongest struct {
	rt.Head
	its    []rt.Value // Unbound once exhausted
	fill   rt.Value
	active int
}

func (z *modZipLongest) Trace(t *rt.Tracer) { t.MarkAll(z.its); t.Mark(z.fill) }

func (z *modZipLongest) Next(vm *rt.VM) (rt.Value, bool, error) {
	if len(z.its) == 0 || z.active == 0 {
		return rt.Unbound, false, nil
	}
	if n := len(z.its); n <= 4 {
		// On the stack, copied into a tuple from the free lists.
		var buf [4]rt.Value
		if ok, err := z.nextItems(vm, buf[:n]); !ok {
			return rt.Unbound, false, err
		}
		return vm.NewTupleCopy(buf[:n]), true, nil
	}
	out := make([]rt.Value, len(z.its))
	if ok, err := z.nextItems(vm, out); !ok {
		return rt.Unbound, false, err
	}
	return vm.NewTuple(out), true, nil
}

// nextItems sets out to the next items; false when all are exhausted or on an
// error.
func (z *modZipLongest) nextItems(vm *rt.VM, out []rt.Value) (bool, error) {
	for i, it := range z.its {
		if it == rt.Unbound {
			out[i] = z.fill
			continue
		}
		v, ok, err := vm.Next(it)
		if err != nil {
			return false, err
		}
		if !ok {
			z.its[i] = rt.Unbound
			z.active--
			if z.active == 0 {
				return false, nil
			}
			out[i] = z.fill
			continue
		}
		out[i] = v
	}
	return true, nil
}

// ---- constructors ----

func modItArgs(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg, n int) error {
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
func modIsliceArg(vm *rt.VM, v rt.Value, def int64) (int64, bool) {
	if v == rt.None || v == rt.Unbound {
		return def, true
	}
	if !vm.IsInt(v) {
		if _, ok := vm.ClassOf(v).Lookup(vm, "__index__"); !ok {
			return 0, false
		}
	}
	n, err := vm.IndexInt(v)
	if err != nil {
		if rt.ExceptionMatches(err, rt.OverflowErrorType) {
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
	modCountType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("count", args, kw, []string{"start", "step"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		start, step := rt.ArgOr(a[0], rt.SmallInt(0)), rt.ArgOr(a[1], rt.SmallInt(1))
		if !modIsNumber(vm, start) || !modIsNumber(vm, step) {
			return rt.Unbound, vm.TypeError("a number is required")
		}
		c := &modCount{cnt: start, step: step, fast: start.IsSmallInt() && step.IsSmallInt()}
		return modAllocIt(vm, c, cls, modCountType), nil
	}
	modCountType.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		c := vm.Get0(args[0]).(*modCount)
		cs, err := vm.Repr(c.cnt)
		if err != nil {
			return rt.Unbound, err
		}
		name := vm.ClassOf(args[0]).Qualname
		if c.step.IsSmallInt() && c.step.Int() == 1 {
			return vm.NewStr(name + "(" + cs + ")"), nil
		}
		ss, err := vm.Repr(c.step)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(name + "(" + cs + ", " + ss + ")"), nil
	})

	modCycleType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modItArgs(vm, "cycle", args, kw, 1); err != nil {
			return rt.Unbound, err
		}
		it, err := vm.Iter(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modAllocIt(vm, &modCycle{it: it}, cls, modCycleType), nil
	}

	modRepeatType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("repeat", args, kw, []string{"object", "times"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		times := int64(-1)
		if a[1] != rt.Unbound {
			if a[1].IsFloat() {
				return rt.Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
			}
			if times, err = vm.IndexInt(a[1]); err != nil {
				return rt.Unbound, err
			}
			times = max(times, 0)
		}
		return modAllocIt(vm, &modRepeat{obj: a[0], times: times}, cls, modRepeatType), nil
	}
	modRepeatType.AddMethod("__repr__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r := vm.Get0(args[0]).(*modRepeat)
		s, err := vm.Repr(r.obj)
		if err != nil {
			return rt.Unbound, err
		}
		name := vm.ClassOf(args[0]).Qualname
		if r.times < 0 {
			return vm.NewStr(name + "(" + s + ")"), nil
		}
		return vm.NewStr(name + "(" + s + ", " + strconv.Itoa(int(r.times)) + ")"), nil
	})
	modRepeatType.AddMethod("__length_hint__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		r := vm.Get0(args[0]).(*modRepeat)
		if r.times < 0 {
			return rt.Unbound, vm.TypeError("len() of unsized object")
		}
		return vm.NewInt(r.times), nil
	})

	modAccumType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("accumulate", args, kw, []string{"iterable", "func", "initial"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		it, err := vm.Iter(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modAllocIt(vm, &modAccum{it: it, fn: rt.ArgOr(a[1], rt.None), total: rt.Unbound, initial: rt.ArgOr(a[2], rt.None)}, cls, modAccumType), nil
	}

	modBatchedType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("batched", args, kw, []string{"iterable", "n", "strict"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		if a[1].IsFloat() {
			return rt.Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
		}
		n, err := vm.IndexInt(a[1])
		if err != nil {
			return rt.Unbound, err
		}
		if n < 1 {
			return rt.Unbound, vm.ValueError("n must be at least one")
		}
		strict := false
		if a[2] != rt.Unbound {
			if strict, err = vm.Truth(a[2]); err != nil {
				return rt.Unbound, err
			}
		}
		it, err := vm.Iter(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modAllocIt(vm, &modBatched{it: it, n: int(n), strict: strict}, cls, modBatchedType), nil
	}

	modChainType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("chain", kw); err != nil {
			return rt.Unbound, err
		}
		src, err := vm.Iter(vm.NewTuple(append([]rt.Value(nil), args...)))
		if err != nil {
			return rt.Unbound, err
		}
		return modAllocIt(vm, &modChain{source: src, active: rt.Unbound}, cls, modChainType), nil
	}
	modChainType.AddClassMethod("from_iterable", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("chain.from_iterable() takes exactly one argument (%d given)", len(args)-1)
		}
		cls, _ := vm.AsClass(args[0])
		src, err := vm.Iter(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		return modAllocIt(vm, &modChain{source: src, active: rt.Unbound}, cls, modChainType), nil
	})
	modChainType.AddClassMethod("__class_getitem__", rt.ClassGetItem)

	modCompressType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("compress", args, kw, []string{"data", "selectors"}, 2)
		if err != nil {
			return rt.Unbound, err
		}
		d, err := vm.Iter(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		s, err := vm.Iter(a[1])
		if err != nil {
			return rt.Unbound, err
		}
		return modAllocIt(vm, &modCompress{data: d, sel: s}, cls, modCompressType), nil
	}

	pred := func(name string, kind byte, base *rt.Class) {
		base.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			if err := modItArgs(vm, name, args, kw, 2); err != nil {
				return rt.Unbound, err
			}
			it, err := vm.Iter(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			return modAllocIt(vm, &modPredIter{pred: args[0], it: it, kind: kind}, cls, base), nil
		}
	}
	pred("dropwhile", 'd', modDropwhileType)
	pred("takewhile", 't', modTakewhileType)
	pred("filterfalse", 'f', modFilterFalseTy)

	groupingIterTypes()
}

// groupingIterTypes gives the constructors and methods of the iterators
// that group, slice, pair, combine or zip their inputs (groupby to
// zip_longest).
func groupingIterTypes() {
	modGroupbyType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("groupby", args, kw, []string{"iterable", "key"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		it, err := vm.Iter(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		g := &modGroupby{it: it, keyfn: rt.ArgOr(a[1], rt.None), tgtkey: rt.Unbound, currkey: rt.Unbound, currval: rt.Unbound}
		return modAllocIt(vm, g, cls, modGroupbyType), nil
	}

	modIsliceType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("islice", kw); err != nil {
			return rt.Unbound, err
		}
		if len(args) < 2 || len(args) > 4 {
			if len(args) < 2 {
				return rt.Unbound, vm.TypeError("islice expected at least 2 arguments, got %d", len(args))
			}
			return rt.Unbound, vm.TypeError("islice expected at most 4 arguments, got %d", len(args))
		}
		var start, stop, step int64 = 0, -1, 1
		var ok bool
		if len(args) == 2 {
			if stop, ok = modIsliceArg(vm, args[1], -1); !ok {
				return rt.Unbound, vm.ValueError("Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
			}
		} else {
			s1, ok1 := modIsliceArg(vm, args[1], 0)
			s2, ok2 := modIsliceArg(vm, args[2], -1)
			if !ok1 || !ok2 {
				return rt.Unbound, vm.ValueError("Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
			}
			start, stop = s1, s2
			if len(args) == 4 {
				st, ok3 := modIsliceArg(vm, args[3], 1)
				if !ok3 || st == 0 {
					return rt.Unbound, vm.ValueError("Step for islice() must be a positive integer or None.")
				}
				step = st
			}
		}
		it, err := vm.Iter(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modAllocIt(vm, &modIslice{it: it, next: start, stop: stop, step: step}, cls, modIsliceType), nil
	}

	modPairwiseType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modItArgs(vm, "pairwise", args, kw, 1); err != nil {
			return rt.Unbound, err
		}
		it, err := vm.Iter(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		return modAllocIt(vm, &modPairwise{it: it, old: rt.Unbound}, cls, modPairwiseType), nil
	}

	rArg := func(vm *rt.VM, v rt.Value) (int, error) {
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
	modPermType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		a, err := vm.BindArgs("permutations", args, kw, []string{"iterable", "r"}, 1)
		if err != nil {
			return rt.Unbound, err
		}
		pool, err := vm.Collect(a[0])
		if err != nil {
			return rt.Unbound, err
		}
		n := len(pool)
		r := n
		if a[1] != rt.Unbound && a[1] != rt.None {
			if r, err = rArg(vm, a[1]); err != nil {
				return rt.Unbound, err
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
	comb := func(name string, kind byte, base *rt.Class) {
		base.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
			a, err := vm.BindArgs(name, args, kw, []string{"iterable", "r"}, 2)
			if err != nil {
				return rt.Unbound, err
			}
			pool, err := vm.Collect(a[0])
			if err != nil {
				return rt.Unbound, err
			}
			r, err := rArg(vm, a[1])
			if err != nil {
				return rt.Unbound, err
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

	modProductType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		repeat := int64(1)
		for _, k := range kw {
			if k.Name != "repeat" {
				return rt.Unbound, vm.KeywordError("product()", k.Name, []string{"repeat"})
			}
			if k.Value.IsFloat() {
				return rt.Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
			}
			var err error
			if repeat, err = vm.IndexInt(k.Value); err != nil {
				return rt.Unbound, err
			}
			if repeat < 0 {
				return rt.Unbound, vm.ValueError("repeat argument cannot be negative")
			}
		}
		var base [][]rt.Value
		for _, a := range args {
			p, err := vm.Collect(a)
			if err != nil {
				return rt.Unbound, err
			}
			base = append(base, p)
		}
		var pools [][]rt.Value
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

	modStarmapType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modItArgs(vm, "starmap", args, kw, 2); err != nil {
			return rt.Unbound, err
		}
		it, err := vm.Iter(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		return modAllocIt(vm, &modStarmap{fn: args[0], it: it}, cls, modStarmapType), nil
	}

	modTeeType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := modItArgs(vm, "_tee", args, kw, 1); err != nil {
			return rt.Unbound, err
		}
		it, err := vm.Iter(args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if t, ok := vm.Get0(it).(*modTee); ok {
			return modNewTee(vm, t.data, t.pos), nil
		}
		return modNewTee(vm, &modTeeData{it: it}, 0), nil
	}
	modTeeType.AddMethod("__copy__", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		t := vm.Get0(args[0]).(*modTee)
		return modNewTee(vm, t.data, t.pos), nil
	})

	modZipLongType.New = func(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		fill := rt.None
		for _, k := range kw {
			if k.Name != "fillvalue" {
				// CPython's message names no argument here.
				return rt.Unbound, vm.TypeError("zip_longest() got an unexpected keyword argument")
			}
			fill = k.Value
		}
		its := make([]rt.Value, len(args))
		for i, a := range args {
			it, err := vm.Iter(a)
			if err != nil {
				return rt.Unbound, err
			}
			its[i] = it
		}
		return modAllocIt(vm, &modZipLongest{its: its, fill: fill, active: len(its)}, cls, modZipLongType), nil
	}
}

// modTee implements itertools.tee(iterable, n=2).
func modTeeFn(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.NoKwargs("tee", kw); err != nil {
		return rt.Unbound, err
	}
	if err := vm.Arity("tee", args, 1, 2); err != nil {
		return rt.Unbound, err
	}
	n := int64(2)
	if len(args) == 2 {
		if args[1].IsFloat() {
			return rt.Unbound, vm.TypeError("'float' object cannot be interpreted as an integer")
		}
		var err error
		if n, err = vm.IndexInt(args[1]); err != nil {
			return rt.Unbound, err
		}
		if n < 0 {
			return rt.Unbound, vm.ValueError("n must be >= 0")
		}
	}
	it, err := vm.Iter(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	if n == 0 {
		return rt.EmptyTuple, nil
	}
	out := make([]rt.Value, n)
	var first rt.Value
	if cp, ok, err := modCopyMethod(vm, it); err != nil {
		return rt.Unbound, err
	} else if ok {
		first = it
		_ = cp
	} else {
		first = modNewTee(vm, &modTeeData{it: it}, 0)
	}
	out[0] = first
	for i := int64(1); i < n; i++ {
		c, err := vm.CallMethod(first, "__copy__")
		if err != nil {
			return rt.Unbound, err
		}
		out[i] = c
	}
	return vm.NewTuple(out), nil
}

// modCopyMethod reports whether v's type has __copy__.
func modCopyMethod(vm *rt.VM, v rt.Value) (rt.Value, bool, error) {
	f, ok := vm.ClassOf(v).Lookup(vm, "__copy__")
	return f, ok, nil
}

var modItertoolsFuncs = rt.StaticFuncs("itertools", rt.ModuleFuncs{"tee": modTeeFn})

func init() {
	register("itertools", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("itertools")
		rt.FillModule(vm, m, modItertoolsFuncs)
		for _, c := range []*rt.Class{modCountType, modCycleType, modRepeatType, modAccumType, modBatchedType,
			modChainType, modCompressType, modDropwhileType, modTakewhileType, modFilterFalseTy, modGroupbyType,
			modGrouperType, modIsliceType, modPairwiseType, modPermType, modCombType, modCombRType,
			modProductType, modStarmapType, modTeeType, modZipLongType} {
			m.InstanceDict().SetStr(vm, strings.TrimPrefix(c.Name, "itertools."), c.Self())
		}
		return m, nil
	})
}
