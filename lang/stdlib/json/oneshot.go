package json

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// JSONEncoder.encode(o) is iterencode(o, _one_shot=True) joined; when
// iterencode is json/__init__.py's own, that is: read the encoder's attributes, build
// an _json encoder with them and call it. _encode_one_shot does exactly that
// in one call, without the Python frames, the bound methods and the tuple
// in between (per-call overhead dominates small dumps() calls). It answers
// NotImplemented whenever the path could differ from the Python code --
// iterencode overridden or monkeypatched, json.c_make_encoder replaced, an
// indent that is neither None, str nor int, separators that are not str --
// and encode() then takes the ordinary path.

const oneShotKey = "_json.one_shot"

// oneShotSetup is what json/__init__.py registers: the JSONEncoder class (its
// iterencode is the one the fast path stands for) and the json module's
// globals (for encode_basestring[_ascii] and c_make_encoder, read at each
// call as iterencode reads them). It also caches the encoder built for the
// last exact JSONEncoder instance (dumps() uses one for every call), valid
// while the instance, its class and the globals are unchanged and its
// options are values that cannot change under it.
type oneShotSetup struct {
	rt.Head
	cls        *rt.Class
	iterencode rt.Value
	encode     rt.Value // JSONEncoder.encode
	rawDecode  rt.Value // JSONDecoder.raw_decode
	globals    *rt.Dict

	self     rt.Value
	enc      *encoder
	circular bool
	encodeOK bool // the cached instance's encode is JSONEncoder.encode
	instVer  uint64
	hasInst  bool
	clsVer   uint64
	globVer  uint64
	buf      []byte

	// The last decoder that passed decodeOneShot's checks, valid while
	// its class and instance dict are unchanged.
	dec        rt.Value
	decScan    *scanner
	decClsVer  uint64
	decInstVer uint64
	decHasInst bool
}

// Trace keeps what the state refers to alive: it is stored in the _json
// module (as _one_shot_state) so that the collector sees it.
func (setup *oneShotSetup) Trace(t *rt.Tracer) {
	t.Mark(setup.cls.Self())
	t.Mark(setup.iterencode)
	t.Mark(setup.encode)
	t.Mark(setup.rawDecode)
	t.Mark(setup.globals.Self())
	t.Mark(setup.self)
	t.Mark(setup.dec)
	if setup.enc != nil {
		setup.enc.Trace(t)
	}
}

var oneShotType = rt.ModuleClass("_json", "_json._OneShotState", nil)

func setupOneShot(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.NoKwargs("_setup_one_shot", kw); err != nil {
		return rt.Unbound, err
	}
	if len(args) != 3 {
		return rt.Unbound, vm.TypeError("_setup_one_shot() takes 3 arguments (%d given)", len(args))
	}
	dcls, ok := vm.AsClass(args[2])
	if !ok {
		return rt.Unbound, vm.TypeError("_setup_one_shot() argument 3 must be a class, not %s", vm.TypeName(args[2]))
	}
	rd, _ := dcls.Lookup(vm, "raw_decode")
	cls, ok := vm.AsClass(args[0])
	if !ok {
		return rt.Unbound, vm.TypeError("_setup_one_shot() argument 1 must be a class, not %s", vm.TypeName(args[0]))
	}
	g, ok := vm.AsDict(args[1])
	if !ok {
		return rt.Unbound, vm.TypeError("_setup_one_shot() argument 2 must be dict, not %s", vm.TypeName(args[1]))
	}
	it, _ := cls.Lookup(vm, "iterencode")
	en, _ := cls.Lookup(vm, "encode")
	setup := &oneShotSetup{cls: cls, iterencode: it, encode: en, rawDecode: rd, globals: g, self: rt.Unbound, dec: rt.Unbound}
	setup.SetClass(oneShotType)
	v := vm.Alloc(setup)
	m, ok := vm.Modules.GetStr(vm, "_json")
	if !ok {
		return rt.Unbound, vm.Errorf(rt.ImportErrorType, "_json is not imported")
	}
	if err := vm.SetAttr(m, "_one_shot_state", v); err != nil {
		return rt.Unbound, err
	}
	vm.Ext[oneShotKey] = setup
	return rt.None, nil
}

// cached returns the cached encoder when it still holds for self.
func (setup *oneShotSetup) cached(vm *rt.VM, self rt.Value) (*encoder, bool) {
	if setup.enc == nil || self != setup.self || setup.globals.Version != setup.globVer {
		return nil, false
	}
	cls := vm.ClassOf(self)
	if cls != setup.cls || cls.Version != setup.clsVer {
		return nil, false
	}
	o := vm.Get0(self)
	if o == nil {
		return nil, false
	}
	d := o.(interface{ InstanceDict() *rt.Dict }).InstanceDict()
	if (d != nil) != setup.hasInst || (d != nil && d.Version != setup.instVer) {
		return nil, false
	}
	return setup.enc, true
}

// remember caches e for self when every option is immutable.
func (setup *oneShotSetup) remember(vm *rt.VM, self rt.Value, e *encoder, circular bool, opts []rt.Value) {
	setup.enc = nil
	cls := vm.ClassOf(self)
	if cls != setup.cls {
		return
	}
	for _, v := range opts {
		if v.IsHandle() {
			if _, isStr := vm.Get0(v).(*rt.Str); !isStr {
				return
			}
		}
	}
	o, ok := vm.Get0(self).(interface{ InstanceDict() *rt.Dict })
	if !ok {
		return
	}
	d := o.InstanceDict()
	fn, unbound, err := vm.LookupMethod(self, "encode")
	setup.encodeOK = err == nil && unbound && fn == setup.encode
	setup.self, setup.enc, setup.circular = self, e, circular
	setup.hasInst = d != nil
	if d != nil {
		setup.instVer = d.Version
	}
	setup.clsVer = cls.Version
	setup.globVer = setup.globals.Version
}

func encodeOneShot(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) < 2 || len(args) > 3 || len(kw) != 0 {
		return rt.Unbound, vm.TypeError("_encode_one_shot() takes 2 or 3 arguments (%d given)", len(args))
	}
	setup, _ := vm.Ext[oneShotKey].(*oneShotSetup)
	if setup == nil {
		return rt.NotImplemented, nil
	}
	self := args[0]
	// With a true third argument the call stands for self.encode(o) (dumps
	// uses it): encode must then be JSONEncoder's, and o not a str (which
	// encode quotes itself).
	whole := len(args) == 3 && args[2] == rt.True
	if whole {
		if _, isStr := vm.Get0(args[1]).(*rt.Str); isStr {
			return rt.NotImplemented, nil
		}
	}
	e, ok := setup.cached(vm, self)
	circular := setup.circular
	if ok && whole && !setup.encodeOK {
		return rt.NotImplemented, nil
	}
	if !ok {
		if whole {
			fn, unbound, err := vm.LookupMethod(self, "encode")
			if err != nil {
				return rt.Unbound, err
			}
			if !unbound || fn != setup.encode {
				return rt.NotImplemented, nil
			}
		}
		var err error
		e, circular, err = setup.build(vm, self)
		if e == nil || err != nil {
			if err != nil {
				return rt.Unbound, err
			}
			return rt.NotImplemented, nil
		}
	}
	st := &encState{vm: vm, e: e, buf: setup.buf[:0], circular: circular}
	setup.buf = nil // a default() may dump again meanwhile
	err := st.value(args[1], 0)
	var r rt.Value
	if err == nil {
		r = vm.NewStr(string(st.buf))
	}
	if cap(st.buf) <= 1<<16 {
		setup.buf = st.buf
	}
	return r, err
}

// build reads self's options as iterencode does and returns the encoder,
// or nil when the fast path does not apply.
func (setup *oneShotSetup) build(vm *rt.VM, self rt.Value) (*encoder, bool, error) {
	if fn, unbound, err := vm.LookupMethod(self, "iterencode"); err != nil {
		return nil, false, err
	} else if !unbound || fn != setup.iterencode {
		return nil, false, nil
	}
	if mk, ok := setup.globals.GetStr(vm, "c_make_encoder"); !ok || mk != encoderType.Self() {
		return nil, false, nil
	}
	var opts []rt.Value
	attr := func(name string) (rt.Value, error) {
		v, err := vm.GetAttr(self, name)
		opts = append(opts, v)
		return v, err
	}
	truth := func(name string) (bool, error) {
		v, err := attr(name)
		if err != nil {
			return false, err
		}
		return vm.Truth(v)
	}
	e := &encoder{}
	circular, err := truth("check_circular")
	if err != nil {
		return nil, false, err
	}
	ascii, err := truth("ensure_ascii")
	if err != nil {
		return nil, false, err
	}
	quoteName := "encode_basestring"
	if ascii {
		quoteName = "encode_basestring_ascii"
	}
	quote, ok := setup.globals.GetStr(vm, quoteName)
	if !ok {
		return nil, false, nil
	}
	e.enc = quote
	switch quote {
	case quoteASCIIFn:
		e.fast = 1
	case quoteFn:
		e.fast = 2
	}
	indent, err := attr("indent")
	if err != nil {
		return nil, false, err
	}
	switch {
	case indent == rt.None:
	case indent.IsSmallInt():
		e.hasIndent = true
		if n := indent.Int(); n > 0 {
			if n > 1<<20 {
				return nil, false, nil
			}
			e.indentS = strings.Repeat(" ", int(n))
		}
	default:
		s, ok := vm.AsStr(indent)
		if !ok {
			return nil, false, nil
		}
		e.hasIndent, e.indentS = true, s.S
	}
	if e.dflt, err = vm.GetAttr(self, "default"); err != nil {
		return nil, false, err
	}
	for _, p := range []struct {
		name string
		s    *string
	}{{"key_separator", &e.keySepS}, {"item_separator", &e.itemSepS}} {
		v, err := attr(p.name)
		if err != nil {
			return nil, false, err
		}
		s, ok := vm.AsStr(v)
		if !ok {
			return nil, false, nil
		}
		*p.s = s.S
	}
	for _, p := range []struct {
		name string
		b    *bool
	}{{"sort_keys", &e.sortKeys}, {"skipkeys", &e.skipKeys}, {"allow_nan", &e.allowNaN}} {
		if *p.b, err = truth(p.name); err != nil {
			return nil, false, err
		}
	}
	setup.remember(vm, self, e, circular, opts)
	return e, circular, nil
}

// decodeOneShot is _json._decode_one_shot(decoder, s): JSONDecoder.decode(s)
// with the default whitespace matcher -- skip whitespace, raw_decode, skip
// whitespace, "Extra data" unless at the end -- in one call, when
// raw_decode is json/__init__.py's own and scan_once an _json scanner. It returns
// (value,), or None when the path does not apply.
func decodeOneShot(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(args) != 2 || len(kw) != 0 {
		return rt.Unbound, vm.TypeError("_decode_one_shot() takes 2 arguments (%d given)", len(args))
	}
	setup, _ := vm.Ext[oneShotKey].(*oneShotSetup)
	if setup == nil {
		return rt.None, nil
	}
	self, doc := args[0], args[1]
	if _, ok := vm.AsStr(doc); !ok {
		return rt.None, nil
	}
	sc := setup.decoderScanner(vm, self)
	if sc == nil {
		if fn, unbound, err := vm.LookupMethod(self, "raw_decode"); err != nil {
			return rt.Unbound, err
		} else if !unbound || fn != setup.rawDecode {
			return rt.None, nil
		}
		so, err := vm.GetAttr(self, "scan_once")
		if err != nil {
			return rt.Unbound, err
		}
		var ok bool
		if sc, ok = vm.Get0(so).(*scanner); !ok {
			return rt.None, nil
		}
		setup.rememberDecoder(vm, self, sc)
	}
	st, _, err := newScan(vm, sc, doc, 0)
	if err != nil {
		return rt.Unbound, err
	}
	v, end, err := st.value(st.skipWS(0))
	if err != nil {
		// raw_decode: StopIteration becomes "Expecting value" at its value,
		// raised from None.
		if e := rt.AsException(err); e != nil && e.Class().IsSubclass(rt.StopIterationType) {
			exc := decodeError(vm, "Expecting value", doc, e.Value)
			if x := rt.AsException(exc); x != nil && x.Class() != nil && exc != err {
				x.Context, x.Cause, x.SuppressContext = e.Self(), rt.None, true
			}
			return rt.Unbound, exc
		}
		return rt.Unbound, err
	}
	if end = st.skipWS(end); end != len(st.s) {
		return rt.Unbound, st.fail("Extra data", end)
	}
	return vm.NewTupleCopy([]rt.Value{v}), nil
}

// instDict returns v's instance dict (nil when it has none).
func instDict(vm *rt.VM, v rt.Value) (*rt.Dict, bool) {
	o, ok := vm.Get0(v).(interface{ InstanceDict() *rt.Dict })
	if !ok {
		return nil, false
	}
	return o.InstanceDict(), true
}

// decoderScanner returns the scanner remembered for decoder self, or nil
// when self is not the remembered decoder or it (or its class) changed.
func (setup *oneShotSetup) decoderScanner(vm *rt.VM, self rt.Value) *scanner {
	if setup.decScan == nil || self != setup.dec || vm.ClassOf(self).Version != setup.decClsVer {
		return nil
	}
	d, ok := instDict(vm, self)
	if !ok || (d != nil) != setup.decHasInst || (d != nil && d.Version != setup.decInstVer) {
		return nil
	}
	return setup.decScan
}

func (setup *oneShotSetup) rememberDecoder(vm *rt.VM, self rt.Value, sc *scanner) {
	d, ok := instDict(vm, self)
	if !ok {
		setup.decScan = nil
		return
	}
	setup.dec, setup.decScan = self, sc
	setup.decClsVer = vm.ClassOf(self).Version
	setup.decHasInst = d != nil
	if d != nil {
		setup.decInstVer = d.Version
	}
}
