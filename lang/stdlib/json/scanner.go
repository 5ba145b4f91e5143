package json

import (
	"strconv"
	"strings"
	"unsafe"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The decoder half of _json: scanstring and the Scanner type that
// json.JSONDecoder builds with make_scanner(self) and calls as
// scan_once(string, idx) -> (value, end), raising StopIteration(idx) when no
// value starts at idx and json.JSONDecodeError for malformed documents.
//
// The parser walks the str's WTF-8 text by byte offset (JSON's structure is
// ASCII); offsets become code-point indexes only where Python sees them:
// the end index returned and the positions in errors.

var scannerType = rt.ModuleClass("_json", "_json.Scanner", nil)

// scanner is an _json.Scanner: the options of one JSONDecoder.
type scanner struct {
	rt.Head
	strict                                                     bool
	objectHook, pairsHook, parseFloat, parseInt, parseConstant rt.Value
	floatFast, intFast                                         bool
}

func (sc *scanner) Trace(t *rt.Tracer) {
	t.Mark(sc.objectHook)
	t.Mark(sc.pairsHook)
	t.Mark(sc.parseFloat)
	t.Mark(sc.parseInt)
	t.Mark(sc.parseConstant)
}

func newScanner(vm *rt.VM, cls *rt.Class, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := vm.BindArgs("make_scanner", args, kw, []string{"context"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	ctx := a[0]
	sc := &scanner{}
	strict, err := vm.GetAttr(ctx, "strict")
	if err != nil {
		return rt.Unbound, err
	}
	if sc.strict, err = vm.Truth(strict); err != nil {
		return rt.Unbound, err
	}
	for _, f := range []struct {
		name string
		p    *rt.Value
	}{{"object_hook", &sc.objectHook}, {"object_pairs_hook", &sc.pairsHook}, {"parse_float", &sc.parseFloat}, {"parse_int", &sc.parseInt}, {"parse_constant", &sc.parseConstant}} {
		if *f.p, err = vm.GetAttr(ctx, f.name); err != nil {
			return rt.Unbound, err
		}
	}
	if c, ok := vm.AsClass(sc.parseFloat); ok && c == rt.FloatType {
		sc.floatFast = true
	}
	if c, ok := vm.AsClass(sc.parseInt); ok && c == rt.IntType {
		sc.intFast = true
	}
	sc.SetClass(cls)
	return vm.Alloc(sc), nil
}

// scanState is one scan over one document.
type scanState struct {
	vm    *rt.VM
	sc    *scanner
	doc   rt.Value
	s     string
	ascii bool
	memo  map[string]rt.Value // object keys, shared between objects
	sb    []byte
	arena []byte     // backing store of parsed strings (see copyText)
	stack []rt.Value // the items of the arrays being parsed
}

// copyText returns a copy of text that does not share the document's
// memory (a str kept from a large document must not keep all of it
// alive). Short texts are carved from blocks of up to 4 KiB (no larger
// than the document), one allocation for many strings; a block's bytes are never written again once handed out.
func (st *scanState) copyText(text string) string {
	n := len(text)
	if n == 0 {
		return ""
	}
	if n > 512 {
		return strings.Clone(text)
	}
	if len(st.arena)+n > cap(st.arena) {
		// The strings of a document are no longer than the document.
		st.arena = make([]byte, 0, min(4096, max(n, len(st.s))))
	}
	start := len(st.arena)
	st.arena = append(st.arena, text...)
	return unsafe.String(&st.arena[start], n)
}

// cp converts a byte offset into s to a code-point index.
func (st *scanState) cp(off int) int {
	if off > len(st.s) {
		return st.cp(len(st.s)) + off - len(st.s)
	}
	if st.ascii {
		return off
	}
	return wtf8.Count(st.s[:off])
}

// byteOffset converts a code-point index into a byte offset of s (len(s)
// when past the end).
func byteOffset(s string, n int) int {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		_, w := wtf8.Decode(s, i)
		i += w
	}
	if n > 0 {
		return len(s) + n
	}
	return i
}

// decodeErrorClass finds json.JSONDecodeError, importing json when needed.
func decodeErrorClass(vm *rt.VM) (rt.Value, error) {
	m, ok := vm.Modules.GetStr(vm, "json")
	if !ok {
		var err error
		if m, err = vm.Interp.Import(vm, "json", nil, rt.None, 0); err != nil {
			return rt.Unbound, err
		}
	}
	return vm.GetAttr(m, "JSONDecodeError")
}

// fail returns JSONDecodeError(msg, doc, position of byte offset off).
func (st *scanState) fail(msg string, off int) error {
	return decodeError(st.vm, msg, st.doc, st.vm.NewInt(int64(st.cp(off))))
}

func decodeError(vm *rt.VM, msg string, doc rt.Value, pos rt.Value) error {
	cls, err := decodeErrorClass(vm)
	if err != nil {
		return err
	}
	exc, err := vm.Call(cls, []rt.Value{vm.NewStr(msg), doc, pos}, nil)
	if err != nil {
		return err
	}
	if e, ok := vm.Get0(exc).(*rt.Exception); ok {
		return e
	}
	return vm.TypeError("exceptions must derive from BaseException")
}

func (st *scanState) stop(off int) error {
	return st.vm.NewExceptionObj(rt.StopIterationType, []rt.Value{st.vm.NewInt(int64(st.cp(off)))})
}

func (st *scanState) skipWS(i int) int {
	s := st.s
	for i < len(s) {
		switch s[i] {
		case ' ', '\t', '\n', '\r':
			i++
			continue
		}
		break
	}
	return i
}

func (st *scanState) enter(what string) error {
	vm := st.vm
	if vm.NativeDepth++; vm.NativeDepth > rt.NativeRecursionLimit {
		vm.NativeDepth--
		return vm.NewError(rt.RecursionErrorType, "maximum recursion depth exceeded while decoding a JSON "+what+" from a unicode string")
	}
	return nil
}

// value parses the value starting at byte offset i.
func (st *scanState) value(i int) (rt.Value, int, error) {
	s := st.s
	if i >= len(s) {
		return rt.Unbound, 0, st.stop(i)
	}
	switch s[i] {
	case '"':
		return st.str(i+1, st.sc.strict, false)
	case '{':
		if err := st.enter("object"); err != nil {
			return rt.Unbound, 0, err
		}
		v, end, err := st.object(i + 1)
		st.vm.NativeDepth--
		return v, end, err
	case '[':
		if err := st.enter("array"); err != nil {
			return rt.Unbound, 0, err
		}
		v, end, err := st.array(i + 1)
		st.vm.NativeDepth--
		return v, end, err
	case 'n':
		if strings.HasPrefix(s[i:], "null") {
			return rt.None, i + 4, nil
		}
	case 't':
		if strings.HasPrefix(s[i:], "true") {
			return rt.True, i + 4, nil
		}
	case 'f':
		if strings.HasPrefix(s[i:], "false") {
			return rt.False, i + 5, nil
		}
	case 'N':
		if strings.HasPrefix(s[i:], "NaN") {
			return st.constant("NaN", i)
		}
	case 'I':
		if strings.HasPrefix(s[i:], "Infinity") {
			return st.constant("Infinity", i)
		}
	case '-':
		if strings.HasPrefix(s[i:], "-Infinity") {
			return st.constant("-Infinity", i)
		}
	}
	return st.number(i)
}

func (st *scanState) constant(name string, i int) (rt.Value, int, error) {
	v, err := st.vm.Call(st.sc.parseConstant, []rt.Value{st.vm.NewStr(name)}, nil)
	return v, i + len(name), err
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// number parses an int or float at i (StopIteration when none starts
// there); a trailing "." or exponent without digits is left unread.
func (st *scanState) number(start int) (rt.Value, int, error) {
	s, n := st.s, len(st.s)
	i := start
	if s[i] == '-' {
		i++
		if i >= n {
			return rt.Unbound, 0, st.stop(start)
		}
	}
	switch c := s[i]; {
	case c >= '1' && c <= '9':
		i++
		for i < n && isDigit(s[i]) {
			i++
		}
	case c == '0':
		i++
	default:
		return rt.Unbound, 0, st.stop(start)
	}
	isFloat := false
	if i+1 < n && s[i] == '.' && isDigit(s[i+1]) {
		isFloat = true
		i += 2
		for i < n && isDigit(s[i]) {
			i++
		}
	}
	if i+1 < n && (s[i] == 'e' || s[i] == 'E') {
		e := i
		i++
		if i+1 < n && (s[i] == '-' || s[i] == '+') {
			i++
		}
		for i < n && isDigit(s[i]) {
			i++
		}
		if isDigit(s[i-1]) {
			isFloat = true
		} else {
			i = e
		}
	}
	vm := st.vm
	lit := s[start:i]
	if isFloat {
		if st.sc.floatFast {
			f, _ := strconv.ParseFloat(lit, 64) // overflow gives ±inf, as CPython
			return rt.FloatValue(f), i, nil
		}
		v, err := vm.Call(st.sc.parseFloat, []rt.Value{vm.NewStr(lit)}, nil)
		return v, i, err
	}
	if st.sc.intFast && len(lit) <= 18 {
		x, _ := strconv.ParseInt(lit, 10, 64)
		return vm.NewInt(x), i, nil
	}
	v, err := vm.Call(st.sc.parseInt, []rt.Value{vm.NewStr(lit)}, nil)
	return v, i, err
}

// str parses a string whose opening quote is at i-1; key strings are
// shared through the memo.
func (st *scanState) str(i int, strict, key bool) (rt.Value, int, error) {
	s, n := st.s, len(st.s)
	begin := i - 1
	start := i
	escaped := false
	sb := st.sb[:0]
	for {
		j := i
		for j < n {
			c := s[j]
			if c == '"' || c == '\\' {
				break
			}
			if c < 0x20 && strict {
				return rt.Unbound, 0, st.fail("Invalid control character at", j)
			}
			j++
		}
		if j >= n {
			return rt.Unbound, 0, st.fail("Unterminated string starting at", begin)
		}
		if s[j] == '"' {
			var v rt.Value
			if !escaped {
				v = st.newStr(s[start:j], key, st.ascii)
			} else {
				sb = append(sb, s[start:j]...)
				v = st.newStr(string(sb), key, false)
				st.sb = sb
			}
			return v, j + 1, nil
		}
		// A backslash escape at j.
		escaped = true
		sb = append(sb, s[start:j]...)
		j++
		if j >= n {
			return rt.Unbound, 0, st.fail("Unterminated string starting at", begin)
		}
		c := s[j]
		if c != 'u' {
			var r byte
			switch c {
			case '"', '\\', '/':
				r = c
			case 'b':
				r = '\b'
			case 'f':
				r = '\f'
			case 'n':
				r = '\n'
			case 'r':
				r = '\r'
			case 't':
				r = '\t'
			default:
				return rt.Unbound, 0, st.fail("Invalid \\escape", j-1)
			}
			sb = append(sb, r)
			i = j + 1
			start = i
			continue
		}
		j++ // the first hex digit
		if j+4 >= n {
			return rt.Unbound, 0, st.fail("Invalid \\uXXXX escape", j-1)
		}
		r, ok := hex4(s[j : j+4])
		if !ok {
			return rt.Unbound, 0, st.fail("Invalid \\uXXXX escape", j-1)
		}
		end := j + 4
		if r >= 0xd800 && r <= 0xdbff && end+6 < n && s[end] == '\\' && s[end+1] == 'u' {
			r2, ok := hex4(s[end+2 : end+6])
			if !ok {
				return rt.Unbound, 0, st.fail("Invalid \\uXXXX escape", end+1)
			}
			if r2 >= 0xdc00 && r2 <= 0xdfff {
				r = 0x10000 + (r-0xd800)<<10 + (r2 - 0xdc00)
				end += 6
			}
		}
		sb = wtf8.AppendRune(sb, r)
		i = end
		start = i
	}
}

func hex4(h string) (rune, bool) {
	var r rune
	for k := 0; k < 4; k++ {
		c := h[k]
		var d byte
		switch {
		case c >= '0' && c <= '9':
			d = c - '0'
		case c >= 'a' && c <= 'f':
			d = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			d = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(d)
	}
	return r, true
}

// newStr makes the str for parsed text (copied, so that it does not keep
// the document alive); keys go through the memo. ascii says the text is
// known to be ASCII (a slice of an ASCII document).
func (st *scanState) newStr(text string, key, ascii bool) rt.Value {
	if key {
		if v, ok := st.memo[text]; ok {
			return v
		}
		text = st.copyText(text)
		v := st.str1(text, ascii)
		if st.memo == nil {
			st.memo = map[string]rt.Value{}
		}
		st.memo[text] = v
		return v
	}
	return st.str1(st.copyText(text), ascii)
}

func (st *scanState) str1(text string, ascii bool) rt.Value {
	if ascii {
		return st.vm.StrNewKnown(text, true, len(text))
	}
	return st.vm.NewStr(text)
}

// object parses an object whose "{" is at i-1.
func (st *scanState) object(i int) (rt.Value, int, error) {
	vm, s, n := st.vm, st.s, len(st.s)
	usePairs := st.sc.pairsHook != rt.None
	var pairs []rt.Value
	// Without object_pairs_hook the keys and values collect on st.stack,
	// as arrays' items do, and go into a dict made with room for them.
	base := len(st.stack)
	defer func() { st.stack = st.stack[:base] }()
	i = st.skipWS(i)
	if i >= n || s[i] != '}' {
		for {
			if i >= n || s[i] != '"' {
				return rt.Unbound, 0, st.fail("Expecting property name enclosed in double quotes", i)
			}
			key, j, err := st.str(i+1, st.sc.strict, true)
			if err != nil {
				return rt.Unbound, 0, err
			}
			i = st.skipWS(j)
			if i >= n || s[i] != ':' {
				return rt.Unbound, 0, st.fail("Expecting ':' delimiter", i)
			}
			i = st.skipWS(i + 1)
			val, j, err := st.value(i)
			if err != nil {
				return rt.Unbound, 0, err
			}
			if usePairs {
				pairs = append(pairs, vm.NewTupleCopy([]rt.Value{key, val}))
			} else {
				st.stack = append(st.stack, key, val)
			}
			i = st.skipWS(j)
			if i < n && s[i] == '}' {
				break
			}
			if i >= n || s[i] != ',' {
				return rt.Unbound, 0, st.fail("Expecting ',' delimiter", i)
			}
			comma := i
			i = st.skipWS(i + 1)
			if i < n && s[i] == '}' {
				return rt.Unbound, 0, st.fail("Illegal trailing comma before end of object", comma)
			}
		}
	}
	end := i + 1
	if usePairs {
		v, err := vm.Call(st.sc.pairsHook, []rt.Value{vm.NewList(pairs)}, nil)
		return v, end, err
	}
	kv := st.stack[base:]
	d := vm.NewDictSized(len(kv) / 2)
	for k := 0; k < len(kv); k += 2 {
		if err := d.Set(vm, kv[k], kv[k+1]); err != nil {
			return rt.Unbound, 0, err
		}
	}
	if st.sc.objectHook != rt.None {
		v, err := vm.Call(st.sc.objectHook, []rt.Value{d.Self()}, nil)
		return v, end, err
	}
	return d.Self(), end, nil
}

// array parses an array whose "[" is at i-1.
func (st *scanState) array(i int) (rt.Value, int, error) {
	vm, s, n := st.vm, st.s, len(st.s)
	// The items collect on st.stack (shared by nested arrays: each uses
	// the part past base), so that the list gets one exact allocation.
	base := len(st.stack)
	defer func() { st.stack = st.stack[:base] }()
	i = st.skipWS(i)
	if i >= n || s[i] != ']' {
		for {
			val, j, err := st.value(i)
			if err != nil {
				return rt.Unbound, 0, err
			}
			st.stack = append(st.stack, val)
			i = st.skipWS(j)
			if i < n && s[i] == ']' {
				break
			}
			if i >= n || s[i] != ',' {
				return rt.Unbound, 0, st.fail("Expecting ',' delimiter", i)
			}
			comma := i
			i = st.skipWS(i + 1)
			if i < n && s[i] == ']' {
				return rt.Unbound, 0, st.fail("Illegal trailing comma before end of array", comma)
			}
		}
	}
	var items []rt.Value
	if k := len(st.stack) - base; k > 0 {
		items = make([]rt.Value, k)
		copy(items, st.stack[base:])
	}
	return vm.NewList(items), i + 1, nil
}

func scannerSelf(vm *rt.VM, v rt.Value) (*scanner, error) {
	sc, ok := vm.Get0(v).(*scanner)
	if !ok {
		return nil, vm.TypeError("descriptor '__call__' requires a '_json.Scanner' object but received a '%s'", vm.TypeName(v))
	}
	return sc, nil
}

// newScan starts a scan of doc (a str) from code-point index idx; it
// returns the state and idx as a byte offset.
func newScan(vm *rt.VM, sc *scanner, doc rt.Value, idx int64) (*scanState, int, error) {
	s, ok := vm.AsStr(doc)
	if !ok {
		return nil, 0, vm.TypeError("first argument must be a string, not %.80s", vm.TypeName(doc))
	}
	st := &scanState{vm: vm, sc: sc, doc: doc, s: s.S, ascii: s.IsASCII()}
	off := int(idx)
	if !st.ascii && idx > 0 {
		off = byteOffset(s.S, int(idx))
	}
	return st, off, nil
}

func scannerCall(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	sc, err := scannerSelf(vm, args[0])
	if err != nil {
		return rt.Unbound, err
	}
	a, err := vm.BindArgs("scan_once", args[1:], kw, []string{"string", "idx"}, 2)
	if err != nil {
		return rt.Unbound, err
	}
	idx, err := vm.Index(a[1])
	if err != nil {
		return rt.Unbound, err
	}
	st, off, err := newScan(vm, sc, a[0], idx)
	if err != nil {
		return rt.Unbound, err
	}
	if idx < 0 {
		return rt.Unbound, vm.ValueError("idx cannot be negative")
	}
	v, end, err := st.value(off)
	if err != nil {
		return rt.Unbound, err
	}
	return vm.NewTupleCopy([]rt.Value{v, vm.NewInt(int64(st.cp(end)))}), nil
}

// scanstring(string, end, strict=True) -> (str, end): the string whose
// opening quote is at end-1.
func scanstringFunc(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.NoKwargs("scanstring", kw); err != nil {
		return rt.Unbound, err
	}
	if len(args) < 2 {
		return rt.Unbound, vm.TypeError("scanstring() takes at least 2 arguments (%d given)", len(args))
	}
	if len(args) > 3 {
		return rt.Unbound, vm.TypeError("scanstring() takes at most 3 arguments (%d given)", len(args))
	}
	end, err := vm.Index(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	strict := true
	if len(args) == 3 {
		if strict, err = vm.Truth(args[2]); err != nil {
			return rt.Unbound, err
		}
	}
	st, off, err := newScan(vm, &scanner{}, args[0], end)
	if err != nil {
		return rt.Unbound, err
	}
	if end < 0 || off > len(st.s) {
		return rt.Unbound, vm.ValueError("end is out of bounds")
	}
	v, next, err := st.str(off, strict, false)
	if err != nil {
		return rt.Unbound, err
	}
	return vm.NewTupleCopy([]rt.Value{v, vm.NewInt(int64(st.cp(next)))}), nil
}

func init() {
	t := scannerType
	t.Final = true
	t.New = newScanner
	t.AddMethod("__call__", scannerCall)
	getter := func(name string, f func(sc *scanner) rt.Value) {
		t.AddGetter(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			sc, err := scannerSelf(vm, self)
			if err != nil {
				return rt.Unbound, err
			}
			return f(sc), nil
		})
	}
	getter("strict", func(sc *scanner) rt.Value { return rt.Bool(sc.strict) })
	getter("object_hook", func(sc *scanner) rt.Value { return sc.objectHook })
	getter("object_pairs_hook", func(sc *scanner) rt.Value { return sc.pairsHook })
	getter("parse_float", func(sc *scanner) rt.Value { return sc.parseFloat })
	getter("parse_int", func(sc *scanner) rt.Value { return sc.parseInt })
	getter("parse_constant", func(sc *scanner) rt.Value { return sc.parseConstant })
}

var jsonFuncs = rt.StaticFuncs("_json", rt.ModuleFuncs{
	"encode_basestring_ascii": quoteFunc("encode_basestring_ascii", true),
	"encode_basestring":       quoteFunc("encode_basestring", false),
	"scanstring":              scanstringFunc,
	"_setup_one_shot":         setupOneShot,
	"_encode_one_shot":        encodeOneShot,
	"_decode_one_shot":        decodeOneShot,
})

// quoteASCIIFn and quoteFn are _json.encode_basestring_ascii and
// encode_basestring, which an encoder applies without calling them.
var quoteASCIIFn, quoteFn rt.Value

func init() {
	quoteASCIIFn, quoteFn = jsonFuncs["encode_basestring_ascii"], jsonFuncs["encode_basestring"]
	register("_json", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("_json")
		rt.FillModule(vm, m, jsonFuncs)
		for name, cls := range map[string]*rt.Class{"make_encoder": encoderType, "make_scanner": scannerType} {
			if err := vm.SetAttr(m.Self(), name, cls.Self()); err != nil {
				return nil, err
			}
		}
		return m, nil
	})
}
