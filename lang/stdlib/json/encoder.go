package json

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/floatfmt"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The encoder half of _json: string quoting and the Encoder type that
// json.JSONEncoder.iterencode(o, _one_shot=True) builds with
// c_make_encoder(markers, default, encoder, indent, key_separator,
// item_separator, sort_keys, skipkeys, allow_nan) and calls as
// encoder(obj, indent_level), getting back a 1-tuple holding the text.

const hexDigits = "0123456789abcdef"

// plainByte[c] is true for the ASCII bytes a JSON string literal holds as
// they are (no escape); asciiPlain additionally escapes DEL, as
// ensure_ascii=True output is printable ASCII only.
var plainByte, asciiPlain [256]bool

func init() {
	for c := 0x20; c < 0x80; c++ {
		plainByte[c] = c != '"' && c != '\\'
		asciiPlain[c] = plainByte[c] && c != 0x7f
	}
	for c := 0x80; c < 0x100; c++ {
		plainByte[c] = true // non-ASCII bytes of UTF-8 text pass through
	}
}

// appendUEscape appends \uXXXX for r, as a surrogate pair above the BMP.
func appendUEscape(b []byte, r rune) []byte {
	if r >= 0x10000 {
		r -= 0x10000
		b = appendUEscape(b, 0xd800|(r>>10))
		return appendUEscape(b, 0xdc00|(r&0x3ff))
	}
	return append(b, '\\', 'u', hexDigits[(r>>12)&15], hexDigits[(r>>8)&15], hexDigits[(r>>4)&15], hexDigits[r&15])
}

// appendQuoted appends the JSON string literal for s (WTF-8 text, so lone
// surrogates survive): quotes, backslash and control characters escaped,
// and with ascii everything outside printable ASCII as \uXXXX.
func appendQuoted(b []byte, s string, ascii bool) []byte {
	plain := &plainByte
	if ascii {
		plain = &asciiPlain
	}
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if plain[c] {
			i++
			continue
		}
		b = append(b, s[start:i]...)
		if c >= 0x80 {
			r, n := wtf8.Decode(s, i)
			b = appendUEscape(b, r)
			i += n
			start = i
			continue
		}
		switch c {
		case '"':
			b = append(b, '\\', '"')
		case '\\':
			b = append(b, '\\', '\\')
		case '\n':
			b = append(b, '\\', 'n')
		case '\r':
			b = append(b, '\\', 'r')
		case '\t':
			b = append(b, '\\', 't')
		case '\b':
			b = append(b, '\\', 'b')
		case '\f':
			b = append(b, '\\', 'f')
		default:
			b = appendUEscape(b, rune(c))
		}
		i++
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// quoteFunc is encode_basestring(_ascii)(s).
func quoteFunc(name string, ascii bool) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs(name, kw); err != nil {
			return rt.Unbound, err
		}
		if len(args) != 1 {
			return rt.Unbound, vm.TypeError("%s() takes exactly one argument (%d given)", name, len(args))
		}
		s, ok := vm.AsStr(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("first argument must be a string, not %.80s", vm.TypeName(args[0]))
		}
		return vm.NewStr(string(appendQuoted(make([]byte, 0, len(s.S)+2), s.S, ascii))), nil
	}
}

var encoderType = rt.ModuleClass("_json", "_json.Encoder", nil)

// encoder is an _json.Encoder: the options of one JSONEncoder.
type encoder struct {
	rt.Head
	markers, dflt, enc, indent, keySep, itemSep rt.Value
	sortKeys, skipKeys, allowNaN                bool
	// fast is 1 or 2 when enc is encode_basestring_ascii or
	// encode_basestring (quoted here without calling it), else 0.
	fast              int
	hasIndent         bool
	indentS           string
	keySepS, itemSepS string
}

func (e *encoder) Trace(t *rt.Tracer) {
	t.Mark(e.markers)
	t.Mark(e.dflt)
	t.Mark(e.enc)
	t.Mark(e.indent)
	t.Mark(e.keySep)
	t.Mark(e.itemSep)
}

var encoderArgNames = []string{"markers", "default", "encoder", "indent", "key_separator", "item_separator", "sort_keys", "skipkeys", "allow_nan"}

func newEncoder(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := vm.BindArgs("make_encoder", args, kw, encoderArgNames, len(encoderArgNames))
	if err != nil {
		return rt.Unbound, err
	}
	e := &encoder{markers: a[0], dflt: a[1], enc: a[2], indent: a[3], keySep: a[4], itemSep: a[5]}
	if a[0] != rt.None {
		if _, ok := vm.AsDict(a[0]); !ok {
			return rt.Unbound, vm.TypeError("make_encoder() argument 1 must be dict or None, not %.200s", vm.TypeName(a[0]))
		}
	}
	if a[3] != rt.None {
		if s, ok := vm.AsStr(a[3]); ok {
			e.hasIndent, e.indentS = true, s.S
		}
	}
	for i, p := range []*string{&e.keySepS, &e.itemSepS} {
		s, ok := vm.AsStr(a[4+i])
		if !ok {
			return rt.Unbound, vm.TypeError("make_encoder() argument %d must be str, not %.200s", 5+i, argTypeName(vm, a[4+i]))
		}
		*p = s.S
	}
	for i, p := range []*bool{&e.sortKeys, &e.skipKeys, &e.allowNaN} {
		if *p, err = vm.Truth(a[6+i]); err != nil {
			return rt.Unbound, err
		}
	}
	switch a[2] {
	case quoteASCIIFn:
		e.fast = 1
	case quoteFn:
		e.fast = 2
	}
	e.SetClass(cls)
	return vm.Alloc(e), nil
}

// argTypeName names v's type in an argument error ("None" for None).
func argTypeName(vm *rt.VM, v rt.Value) string {
	if v == rt.None {
		return "None"
	}
	return vm.TypeName(v)
}

func encoderSelf(vm *rt.VM, v rt.Value) (*encoder, error) {
	e, ok := vm.Get0(v).(*encoder)
	if !ok {
		return nil, vm.TypeError("descriptor '__call__' requires a '_json.Encoder' object but received a '%s'", vm.TypeName(v))
	}
	return e, nil
}

// encState is one encoder call: the output and the containers being
// rendered (for circular-reference detection).
type encState struct {
	vm       *rt.VM
	e        *encoder
	buf      []byte
	circular bool                  // check for circular references
	markers  map[rt.Value]struct{} // the containers being rendered (made on demand)
	nl       []string              // nl[k] is "\n" + indent*k, built on demand
}

func (st *encState) newline(level int) string {
	for len(st.nl) <= level {
		st.nl = append(st.nl, "\n"+strings.Repeat(st.e.indentS, len(st.nl)))
	}
	return st.nl[level]
}

func encoderCall(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	e, err := encoderSelf(vm, args[0])
	if err != nil {
		return rt.Unbound, err
	}
	a, err := vm.BindArgs("_iterencode", args[1:], kw, []string{"obj", "_current_indent_level"}, 2)
	if err != nil {
		return rt.Unbound, err
	}
	level, err := vm.Index(a[1])
	if err != nil {
		return rt.Unbound, err
	}
	if level < 0 {
		// CPython builds the indentation from "\n" + indent*level, which a
		// negative level leaves at "\n": the same as level 0.
		level = 0
	}
	st := &encState{vm: vm, e: e}
	st.circular = e.markers != rt.None
	if err := st.value(a[0], int(level)); err != nil {
		return rt.Unbound, err
	}
	return vm.NewTupleCopy([]rt.Value{vm.NewStr(string(st.buf))}), nil
}

// floatText is the JSON text of a float: its repr, or NaN/Infinity/-Infinity
// when allow_nan permits.
func (st *encState) floatText(f float64) (string, error) {
	if !math.IsInf(f, 0) && !math.IsNaN(f) {
		return floatfmt.FloatRepr(f), nil
	}
	if !st.e.allowNaN {
		return "", st.vm.ValueError("Out of range float values are not JSON compliant: %s", floatfmt.FloatRepr(f))
	}
	switch {
	case math.IsNaN(f):
		return "NaN", nil
	case f > 0:
		return "Infinity", nil
	}
	return "-Infinity", nil
}

// str appends a string value (s is its text, v the str object).
func (st *encState) str(v rt.Value, s string) error {
	switch st.e.fast {
	case 1:
		st.buf = appendQuoted(st.buf, s, true)
		return nil
	case 2:
		st.buf = appendQuoted(st.buf, s, false)
		return nil
	}
	r, err := st.vm.Call1(st.e.enc, v)
	if err != nil {
		return err
	}
	rs, ok := st.vm.AsStr(r)
	if !ok {
		return st.vm.TypeError("encoder() must return a string, not %.80s", st.vm.TypeName(r))
	}
	st.buf = append(st.buf, rs.S...)
	return nil
}

func (st *encState) enter() error {
	vm := st.vm
	if vm.NativeDepth++; vm.NativeDepth > rt.NativeRecursionLimit {
		vm.NativeDepth--
		return vm.NewError(rt.RecursionErrorType, "maximum recursion depth exceeded while encoding a JSON object")
	}
	return nil
}

func (st *encState) leave() { st.vm.NativeDepth-- }

func (st *encState) mark(v rt.Value) error {
	if st.circular {
		if st.markers == nil {
			st.markers = map[rt.Value]struct{}{}
		}
		if _, seen := st.markers[v]; seen {
			return st.vm.ValueError("Circular reference detected")
		}
		st.markers[v] = struct{}{}
	}
	return nil
}

func (st *encState) unmark(v rt.Value) {
	if st.markers != nil {
		delete(st.markers, v)
	}
}

// value appends the JSON text of v.
func (st *encState) value(v rt.Value, level int) error {
	switch {
	case v == rt.None:
		st.buf = append(st.buf, "null"...)
		return nil
	case v == rt.True:
		st.buf = append(st.buf, "true"...)
		return nil
	case v == rt.False:
		st.buf = append(st.buf, "false"...)
		return nil
	case v.IsSmallInt():
		st.buf = strconv.AppendInt(st.buf, v.Int(), 10)
		return nil
	case v.IsFloat():
		t, err := st.floatText(v.Float())
		st.buf = append(st.buf, t...)
		return err
	}
	vm := st.vm
	switch o := vm.Get0(v).(type) {
	case *rt.Str:
		return st.str(v, o.S)
	case *rt.Int:
		t, err := vm.IntRepr(v)
		st.buf = append(st.buf, t...)
		return err
	case *rt.Float:
		t, err := st.floatText(o.V)
		st.buf = append(st.buf, t...)
		return err
	case *rt.List:
		if o.Class() != rt.ListType {
			return st.arraySub(v, level)
		}
		return st.array(v, &o.Items, level)
	case *rt.Tuple:
		if o.Class() != rt.TupleType {
			return st.arraySub(v, level)
		}
		return st.array(v, &o.Items, level)
	case *rt.Dict:
		return st.object(v, o, level)
	}
	if err := st.mark(v); err != nil {
		return err
	}
	nv, err := vm.Call1(st.e.dflt, v)
	if err != nil {
		return err
	}
	if err := st.enter(); err != nil {
		return err
	}
	err = st.value(nv, level)
	st.leave()
	if err != nil {
		return err
	}
	st.unmark(v)
	return nil
}

// arraySub renders a list or tuple subclass instance through its iterator,
// as CPython's PySequence_Fast does.
func (st *encState) arraySub(v rt.Value, level int) error {
	var items []rt.Value
	if err := st.vm.IterAll(v, func(x rt.Value) error {
		items = append(items, x)
		return nil
	}); err != nil {
		return err
	}
	return st.array(v, &items, level)
}

// array renders a list or tuple; items is re-read on every step, as a
// default() call may change the list.
func (st *encState) array(v rt.Value, items *[]rt.Value, level int) error {
	if len(*items) == 0 {
		st.buf = append(st.buf, "[]"...)
		return nil
	}
	if err := st.mark(v); err != nil {
		return err
	}
	if err := st.enter(); err != nil {
		return err
	}
	defer st.leave()
	st.buf = append(st.buf, '[')
	sep := st.e.itemSepS
	if st.e.hasIndent {
		level++
		nl := st.newline(level)
		st.buf = append(st.buf, nl...)
		sep += nl
	}
	for i := 0; i < len(*items); i++ {
		if i > 0 {
			st.buf = append(st.buf, sep...)
		}
		if err := st.value((*items)[i], level); err != nil {
			return err
		}
	}
	st.unmark(v)
	if st.e.hasIndent {
		level--
		st.buf = append(st.buf, st.newline(level)...)
	}
	st.buf = append(st.buf, ']')
	return nil
}

// object renders a dict: an exact dict in place (unless sort_keys asks for
// its items sorted), a subclass through its items() method.
func (st *encState) object(v rt.Value, d *rt.Dict, level int) error {
	if d.Len() == 0 {
		st.buf = append(st.buf, "{}"...)
		return nil
	}
	if err := st.mark(v); err != nil {
		return err
	}
	if err := st.enter(); err != nil {
		return err
	}
	defer st.leave()
	st.buf = append(st.buf, '{')
	sep := st.e.itemSepS
	if st.e.hasIndent {
		level++
		nl := st.newline(level)
		st.buf = append(st.buf, nl...)
		sep += nl
	}
	first := true
	vm := st.vm
	if vm.ClassOf(v) == rt.DictType && !st.e.sortKeys {
		for i := 0; ; {
			k, val, next, ok := d.EntryAt(i)
			if !ok {
				break
			}
			i = next
			if err := st.member(k, val, &first, sep, level); err != nil {
				return err
			}
		}
	} else if ms, ok := sortedStrMembers(vm, v, d); ok {
		for _, m := range ms {
			if err := st.member(m.k, m.v, &first, sep, level); err != nil {
				return err
			}
		}
	} else {
		var items []rt.Value
		if vm.ClassOf(v) == rt.DictType {
			for i := 0; ; {
				k, val, next, ok := d.EntryAt(i)
				if !ok {
					break
				}
				i = next
				items = append(items, vm.NewTupleCopy([]rt.Value{k, val}))
			}
		} else {
			it, err := vm.CallMethod(v, "items")
			if err != nil {
				return err
			}
			if err := vm.IterAll(it, func(x rt.Value) error {
				items = append(items, x)
				return nil
			}); err != nil {
				return err
			}
		}
		if st.e.sortKeys {
			l, _ := vm.AsList(vm.NewList(items))
			if err := vm.ListSort(l, rt.None, false); err != nil {
				return err
			}
			items = l.Items
		}
		for _, it := range items {
			t, ok := vm.AsTuple(it)
			if !ok || len(t.Items) != 2 {
				return vm.ValueError("items must return tuples of 2 elements")
			}
			if err := st.member(t.Items[0], t.Items[1], &first, sep, level); err != nil {
				return err
			}
		}
	}
	st.unmark(v)
	if st.e.hasIndent {
		level--
		st.buf = append(st.buf, st.newline(level)...)
	}
	st.buf = append(st.buf, '}')
	return nil
}

type strMember struct {
	s    string
	k, v rt.Value
}

// sortedStrMembers returns the members of an exact dict sorted for
// sort_keys when every key is an exact str (the common case), ordered by
// their text: byte order of UTF-8 (and of WTF-8 surrogates) is code point
// order, as str's < compares, and as keys are unique this is the order
// sorting the (key, value) tuples gives. ok is false for other dicts.
func sortedStrMembers(vm *rt.VM, v rt.Value, d *rt.Dict) (ms []strMember, ok bool) {
	if vm.ClassOf(v) != rt.DictType {
		return nil, false
	}
	ms = make([]strMember, 0, d.Len())
	for i := 0; ; {
		k, val, next, more := d.EntryAt(i)
		if !more {
			break
		}
		i = next
		s, isStr := vm.Get0(k).(*rt.Str)
		if !isStr || s.Class() != rt.StrType {
			return nil, false
		}
		ms = append(ms, strMember{s.S, k, val})
	}
	sort.Slice(ms, func(a, b int) bool { return ms[a].s < ms[b].s })
	return ms, true
}

// member renders one key: value pair; keys that are not strings become
// their JSON text, and other keys are skipped or refused.
func (st *encState) member(k, val rt.Value, first *bool, sep string, level int) error {
	vm := st.vm
	var text string
	keyObj := rt.Unbound
	switch {
	case k.IsFloat():
		t, err := st.floatText(k.Float())
		if err != nil {
			return err
		}
		text = t
	case k == rt.True:
		text = "true"
	case k == rt.False:
		text = "false"
	case k == rt.None:
		text = "null"
	case k.IsSmallInt():
		text = strconv.FormatInt(k.Int(), 10)
	default:
		switch o := vm.Get0(k).(type) {
		case *rt.Str:
			text, keyObj = o.S, k
		case *rt.Float:
			t, err := st.floatText(o.V)
			if err != nil {
				return err
			}
			text = t
		case *rt.Int:
			t, err := vm.IntRepr(k)
			if err != nil {
				return err
			}
			text = t
		default:
			if st.e.skipKeys {
				return nil
			}
			return vm.TypeError("keys must be str, int, float, bool or None, not %.100s", vm.TypeName(k))
		}
	}
	if !*first {
		st.buf = append(st.buf, sep...)
	}
	*first = false
	if st.e.fast != 0 {
		st.buf = appendQuoted(st.buf, text, st.e.fast == 1)
	} else {
		if keyObj == rt.Unbound {
			keyObj = vm.NewStr(text)
		}
		if err := st.str(keyObj, text); err != nil {
			return err
		}
	}
	st.buf = append(st.buf, st.e.keySepS...)
	return st.value(val, level)
}

func init() {
	t := encoderType
	t.Final = true
	t.New = newEncoder
	t.AddMethod("__call__", encoderCall)
	getter := func(name string, f func(e *encoder) rt.Value) {
		t.AddGetter(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			e, err := encoderSelf(vm, self)
			if err != nil {
				return rt.Unbound, err
			}
			return f(e), nil
		})
	}
	getter("markers", func(e *encoder) rt.Value { return e.markers })
	getter("default", func(e *encoder) rt.Value { return e.dflt })
	getter("encoder", func(e *encoder) rt.Value { return e.enc })
	getter("indent", func(e *encoder) rt.Value { return e.indent })
	getter("key_separator", func(e *encoder) rt.Value { return e.keySep })
	getter("item_separator", func(e *encoder) rt.Value { return e.itemSep })
	getter("sort_keys", func(e *encoder) rt.Value { return rt.Bool(e.sortKeys) })
	getter("skipkeys", func(e *encoder) rt.Value { return rt.Bool(e.skipKeys) })
}
