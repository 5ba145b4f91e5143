package runtime

import (
	"strings"
	"unsafe"

	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The str type: construction, the special methods and the iterator. The
// named methods are in str_methods.go, formatting in str_format.go,
// str_strformat.go and str_percent.go.

// MaxBytes bounds the size of strings built by repetition and padding;
// larger requests raise MemoryError (CPython fails to allocate them too).
const MaxBytes = 1 << 34

// StrNewKnown allocates an exact str whose ASCII-ness and length in code
// points the caller already knows.
func (vm *VM) StrNewKnown(s string, ascii bool, nchars int) Value {
	if len(s) <= 1 {
		if len(s) == 0 {
			return EmptyStr
		}
		if s[0] < 0x80 {
			return strASCIIValues[s[0]]
		}
	}
	o := &Str{S: s, ascii: ascii}
	o.setLen(nchars)
	o.cls = StrType
	return vm.heap.Alloc(o)
}

// strNewASCII allocates an exact str known to be ASCII.
func (vm *VM) strNewASCII(s string) Value { return vm.StrNewKnown(s, true, len(s)) }

// strNewRunes allocates an exact str from code points.
func (vm *VM) strNewRunes(rs []rune) Value {
	if len(rs) == 1 && rs[0] < 0x80 {
		return strASCIIValues[rs[0]]
	}
	ascii := true
	for _, r := range rs {
		if r >= 0x80 {
			ascii = false
			break
		}
	}
	return vm.StrNewKnown(wtf8.FromRunes(rs), ascii, len(rs))
}

// StrValueOf returns s itself when it is an exact str, else an exact copy
// (what str(x) returns for an instance of a str subclass).
func (vm *VM) StrValueOf(s *Str) Value {
	if s.cls == StrType {
		return s.self
	}
	return vm.StrNewKnown(s.S, s.ascii, s.Len())
}

// CachedRunes returns the code points s caches, or nil when it has none.
func (s *Str) CachedRunes() []rune {
	if s.runes != nil {
		return *s.runes
	}
	return nil
}

// StrResult returns s as a str value, reusing self when unchanged.
func (vm *VM) StrResult(self *Str, s string) Value { return vm.strResult(self, s) }

// strResult returns s as a str value, reusing self when unchanged.
func (vm *VM) strResult(self *Str, s string) Value {
	if s == self.S {
		return vm.StrValueOf(self)
	}
	return vm.NewStr(s)
}

// The empty string and the 128 one-character ASCII strings are immortal.
var (
	EmptyStr       = StaticStr("")
	strASCIIValues = func() (t [128]Value) {
		for i := range t {
			t[i] = StaticStr(wtf8.ASCIIChars[i])
		}
		return
	}()
)

// strCharValue returns the one-character str for r.
func (vm *VM) strCharValue(r rune) Value {
	if r < 0x80 {
		return strASCIIValues[r]
	}
	return vm.StrNewKnown(wtf8.String(r), false, 1)
}

// strNew is str.__new__: str(), str(object), str(bytes, encoding, errors).
func strNew(vm *VM, cls *Class, args []Value, kw []Kwarg) (Value, error) {
	var r Value
	switch {
	case len(kw) == 0 && len(args) == 0:
		r = EmptyStr
	case len(kw) == 0 && len(args) == 1:
		v, err := vm.StrValue(args[0])
		if err != nil {
			return Unbound, err
		}
		r = v
	default:
		if len(args) > 3 {
			return Unbound, vm.TypeError("str expected at most 3 arguments, got %d", len(args))
		}
		a, err := vm.BindArgs("str", args, kw, []string{"object", "encoding", "errors"}, 0)
		if err != nil {
			return Unbound, err
		}
		if a[1] == Unbound && a[2] == Unbound {
			if a[0] == Unbound {
				r = EmptyStr
			} else if r, err = vm.StrValue(a[0]); err != nil {
				return Unbound, err
			}
			break
		}
		encoding, errors := "utf-8", "strict"
		if a[1] != Unbound {
			s, err := StrArgNamed(vm, a[1], "str", "encoding")
			if err != nil {
				return Unbound, err
			}
			encoding = s.S
		}
		if a[2] != Unbound {
			s, err := StrArgNamed(vm, a[2], "str", "errors")
			if err != nil {
				return Unbound, err
			}
			errors = s.S
		}
		obj := a[0]
		if obj == Unbound {
			obj = vm.NewBytes(nil)
		}
		if _, isStr := vm.AsStr(obj); isStr {
			return Unbound, vm.TypeError("decoding str is not supported")
		}
		data, ok := vm.strBytesLike(obj)
		if !ok {
			return Unbound, vm.TypeError("decoding to str: need a bytes-like object, %s found", vm.TypeName(obj))
		}
		if r, err = vm.Decode(data, encoding, errors); err != nil {
			return Unbound, err
		}
	}
	if cls == StrType {
		return r, nil
	}
	src, _ := vm.AsStr(r)
	o := &Str{S: src.S, ascii: src.ascii, n: src.n}
	o.cls = cls
	v := vm.heap.Alloc(o)
	o.dict = vm.NewDictObj()
	return v, nil
}

// strOther returns the *Str of a binary operand, or nil.
func (vm *VM) strOther(v Value) *Str {
	if v.IsHandle() {
		if s, ok := vm.heap.Get(v).(*Str); ok {
			return s
		}
	}
	return nil
}

// strReflectedIsBuiltin reports whether v's type has no Python-level
// reflected method name (so CPython's sequence error applies).
func (vm *VM) strReflectedIsBuiltin(v Value, name string) bool {
	cls := vm.ClassOf(v)
	if cls.Builtin {
		return true
	}
	f, ok := cls.Lookup(vm, name)
	if !ok {
		return true
	}
	if bf, isB := vm.Get0(f).(*BuiltinFunction); isB && bf.Owner != nil {
		return true
	}
	return false
}

// StrConcat returns a + b for two strs.
func (vm *VM) StrConcat(a, b *Str) Value {
	if len(b.S) == 0 && a.cls == StrType {
		return a.self
	}
	if len(a.S) == 0 && b.cls == StrType {
		return b.self
	}
	if n := len(a.S) + len(b.S); n >= 2 && n <= strInlineMax {
		o, buf := strWithText(n)
		copy(buf[copy(buf, a.S):], b.S)
		return vm.strAllocText(o, buf, a.ascii && b.ascii, a.Len()+b.Len())
	}
	return vm.StrNewKnown(strConcatBytes(vm, a.S, b.S), a.ascii && b.ascii, a.Len()+b.Len())
}

// JoinStrs is BUILD_STRING: the concatenation of parts, all strs (an
// f-string's pieces), a small one allocated with its text (strWithText).
func (vm *VM) JoinStrs(parts []Value) (Value, error) {
	n, chars, ascii := 0, 0, true
	for _, v := range parts {
		s, ok := vm.AsStr(v)
		if !ok {
			return Unbound, vm.TypeError("BUG: BUILD_STRING of '%s'", vm.TypeName(v))
		}
		n, chars, ascii = n+len(s.S), chars+s.Len(), ascii && s.ascii
	}
	if err := vm.CheckBig(n); err != nil {
		return Unbound, err
	}
	var o *Str
	var buf []byte
	if n >= 2 && n <= strInlineMax {
		o, buf = strWithText(n)
	} else {
		buf = make([]byte, n)
	}
	at := 0
	for _, v := range parts {
		at += copy(buf[at:], vm.heap.Get(v).(*Str).S)
	}
	if o == nil {
		vm.heap.noteBig(n)
		return vm.StrNewKnown(unsafe.String(unsafe.SliceData(buf), n), ascii, chars), nil
	}
	return vm.strAllocText(o, buf, ascii, chars), nil
}

// strAllocText gives the str o of strWithText, its text written into buf,
// what it knows of that text and its handle.
func (vm *VM) strAllocText(o *Str, buf []byte, ascii bool, chars int) Value {
	o.S, o.ascii, o.cls = unsafe.String(&buf[0], len(buf)), ascii, StrType
	o.setLen(chars)
	return vm.heap.Alloc(o)
}

// strInlineMax is the longest text strWithText allocates with its str.
const strInlineMax = 32

// strWithText allocates a str and room for n (2 to strInlineMax) bytes of
// its text in one Go block of the size the two took apart (a str is 64
// bytes; with 16 or 32 more, the size classes 80 and 96), so that a small
// concatenation allocates once. The text is never written after the str
// is made, as any str's.
func strWithText(n int) (*Str, []byte) {
	if n <= 16 {
		o := &struct {
			Str
			b [16]byte
		}{}
		return &o.Str, o.b[:n]
	}
	o := &struct {
		Str
		b [strInlineMax]byte
	}{}
	return &o.Str, o.b[:n]
}

func strAdd(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	a, err := strSelf(vm, args, "__add__")
	if err != nil {
		return Unbound, err
	}
	b := vm.strOther(args[1])
	if b == nil {
		if vm.strReflectedIsBuiltin(args[1], "__radd__") {
			return Unbound, vm.TypeError("can only concatenate str (not \"%s\") to str", vm.TypeName(args[1]))
		}
		return NotImplemented, nil
	}
	return vm.StrConcat(a, b), nil
}

// RepeatCount converts the count of a sequence repetition.
func RepeatCount(vm *VM, v Value) (int, bool, error) {
	if v.IsSmallInt() {
		return int(v.Int()), true, nil
	}
	if v.IsBool() {
		if v == True {
			return 1, true, nil
		}
		return 0, true, nil
	}
	if i, ok := vm.Get0(v).(*Int); ok {
		if !i.V.IsInt64() {
			// Either sign: CPython converts the count to Py_ssize_t first.
			return 0, true, vm.Errorf(OverflowErrorType, "cannot fit '%s' into an index-sized integer", vm.TypeName(v))
		}
		return int(i.V.Int64()), true, nil
	}
	if _, ok := vm.ClassOf(v).Lookup(vm, "__index__"); ok {
		n, err := vm.ctrIndex(v, OverflowErrorType)
		return int(n), true, err
	}
	return 0, false, nil
}

func strMul(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	s, err := strSelf(vm, args, "__mul__")
	if err != nil {
		return Unbound, err
	}
	n, ok, err := RepeatCount(vm, args[1])
	if err != nil {
		return Unbound, err
	}
	if !ok {
		if vm.strReflectedIsBuiltin(args[1], "__rmul__") {
			return Unbound, vm.TypeError("can't multiply sequence by non-int of type '%s'", vm.TypeName(args[1]))
		}
		return NotImplemented, nil
	}
	return vm.strRepeat(s, n)
}

func (vm *VM) strRepeat(s *Str, n int) (Value, error) {
	if n <= 0 || len(s.S) == 0 {
		return EmptyStr, nil
	}
	if n == 1 {
		return vm.StrValueOf(s), nil
	}
	if len(s.S) > MaxBytes/n {
		if len(s.S) > MaxSsize/n {
			return Unbound, vm.NewError(OverflowErrorType, "repeated string is too long")
		}
		return Unbound, vm.NewError(MemoryErrorType, "")
	}
	if err := vm.CheckAlloc(int64(len(s.S)) * int64(n)); err != nil {
		return Unbound, err
	}
	return vm.StrNewKnown(strings.Repeat(s.S, n), s.ascii, s.Len()*n), nil
}

func strRMul(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	return strMul(vm, args, kw)
}

func strMod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	s, err := strSelf(vm, args, "__mod__")
	if err != nil {
		return Unbound, err
	}
	return vm.StrPercent(s, args[1])
}

// PercentFormat is printf-style formatting, format % args; with bytes set,
// format and the result hold raw bytes (PEP 461). lang/stdlib/strformat
// installs it.
var PercentFormat func(vm *VM, format string, args Value, bytes bool) (string, error)

// StrPercent is format % args for a str format.
func (vm *VM) StrPercent(format *Str, args Value) (Value, error) {
	out, err := PercentFormat(vm, format.S, args, false)
	if err != nil {
		return Unbound, err
	}
	return vm.NewStr(out), nil
}

func strRMod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	if _, err := strSelf(vm, args, "__rmod__"); err != nil {
		return Unbound, err
	}
	return NotImplemented, nil
}

// StrIndex returns s[i] for an int index.
func (vm *VM) StrIndex(s *Str, i int) (Value, error) {
	if i < 0 {
		i += s.Len()
	}
	if i < 0 || i >= s.Len() {
		return Unbound, vm.IndexError("string index out of range")
	}
	if s.ascii {
		return strASCIIValues[s.S[i]], nil
	}
	return vm.strCharValue(s.Runes()[i]), nil
}

// StrGetItem is str.__getitem__ (an index or a slice).
func (vm *VM) StrGetItem(s *Str, k Value) (Value, error) {
	if k.IsSmallInt() {
		return vm.StrIndex(s, int(k.Int()))
	}
	if k.IsHandle() {
		if sl, ok := vm.heap.Get(k).(*Slice); ok {
			return vm.strSlice(s, sl)
		}
	}
	if k.IsBool() {
		return vm.StrIndex(s, int(k&1))
	}
	_, isInt := vm.Get0(k).(*Int)
	if _, ok := vm.ClassOf(k).Lookup(vm, "__index__"); ok || isInt {
		i, err := vm.ctrIndex(k, IndexErrorType)
		if err != nil {
			return Unbound, err
		}
		return vm.StrIndex(s, int(i))
	}
	return Unbound, vm.TypeError("string indices must be integers, not '%s'", vm.TypeName(k))
}

func (vm *VM) strSlice(s *Str, sl *Slice) (Value, error) {
	start, _, step, n, err := vm.SliceIndices(sl, s.Len())
	if err != nil {
		return Unbound, err
	}
	if n <= 0 {
		return EmptyStr, nil
	}
	if step == 1 {
		if n == s.Len() {
			return vm.StrValueOf(s), nil
		}
		if s.ascii {
			return vm.StrNewKnown(s.S[start:start+n], true, n), nil
		}
		rs := s.Runes()
		return vm.strNewRunes(rs[start : start+n]), nil
	}
	if s.ascii {
		b := make([]byte, n)
		for i, j := 0, start; i < n; i, j = i+1, j+step {
			b[i] = s.S[j]
		}
		return vm.StrNewKnown(string(b), true, n), nil
	}
	rs := s.Runes()
	out := make([]rune, n)
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		out[i] = rs[j]
	}
	return vm.strNewRunes(out), nil
}

func strGetItemMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	s, err := strSelf(vm, args, "__getitem__")
	if err != nil {
		return Unbound, err
	}
	return vm.StrGetItem(s, args[1])
}

func strLen(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 1 {
		return Unbound, vm.TypeError("expected 0 arguments, got %d", len(args)-1)
	}
	s, err := strSelf(vm, args, "__len__")
	if err != nil {
		return Unbound, err
	}
	return SmallInt(int64(s.Len())), nil
}

// StrContains is sub in s.
func StrContains(s, sub *Str) bool { return strings.Contains(s.S, sub.S) }

func strContainsMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 2 {
		return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
	}
	s, err := strSelf(vm, args, "__contains__")
	if err != nil {
		return Unbound, err
	}
	sub := vm.strOther(args[1])
	if sub == nil {
		return Unbound, vm.TypeError("'in <string>' requires string as left operand, not %s", vm.TypeName(args[1]))
	}
	return Bool(StrContains(s, sub)), nil
}

func strCompare(op CmpOp, name string) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(args) != 2 {
			return Unbound, vm.TypeError("expected 1 argument, got %d", len(args)-1)
		}
		a, err := strSelf(vm, args, name)
		if err != nil {
			return Unbound, err
		}
		b := vm.strOther(args[1])
		if b == nil {
			return NotImplemented, nil
		}
		return Bool(cmpStrings(op, a.S, b.S)), nil
	}
}

// StrHash returns hash(s), caching it.
func StrHash(s *Str) int64 {
	if !s.hashed {
		s.hash = HashString(s.S)
		s.hashed = true
	}
	return s.hash
}

func strReprMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 1 {
		return Unbound, vm.TypeError("expected 0 arguments, got %d", len(args)-1)
	}
	s, err := strSelf(vm, args, "__repr__")
	if err != nil {
		return Unbound, err
	}
	return vm.strReprValue(s), nil
}

func strStrMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 1 {
		return Unbound, vm.TypeError("expected 0 arguments, got %d", len(args)-1)
	}
	s, err := strSelf(vm, args, "__str__")
	if err != nil {
		return Unbound, err
	}
	return vm.StrValueOf(s), nil
}

func strGetNewArgs(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "str.__getnewargs__", "__getnewargs__", args, kw, 0, 0); err != nil {
		return Unbound, err
	}
	s, err := strSelf(vm, args, "__getnewargs__")
	if err != nil {
		return Unbound, err
	}
	return vm.NewTupleCopy([]Value{vm.StrNewKnown(s.S, s.ascii, s.Len())}), nil
}

func strSizeOf(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "str.__sizeof__", "__sizeof__", args, kw, 0, 0); err != nil {
		return Unbound, err
	}
	s, err := strSelf(vm, args, "__sizeof__")
	if err != nil {
		return Unbound, err
	}
	// CPython's compact layouts: 40 bytes of header for ASCII, 56 otherwise,
	// plus 1, 2 or 4 bytes per code point and a terminator.
	if s.ascii {
		return SmallInt(int64(41 + len(s.S))), nil
	}
	maxc := rune(0)
	for i := 0; i < len(s.S); {
		r, n := wtf8.Decode(s.S, i)
		maxc = max(maxc, r)
		i += n
	}
	switch {
	case maxc < 0x100:
		return SmallInt(int64(57 + s.Len())), nil
	case maxc < 0x10000:
		return SmallInt(int64(58 + 2*s.Len())), nil
	}
	return SmallInt(int64(60 + 4*s.Len())), nil
}

// ---- iterator ----

// strIter iterates over the code points of a str.
type strIter struct {
	Head
	s   *Str // nil when exhausted
	pos int  // byte offset of the next code point
	idx int  // code points consumed
}

var (
	strASCIIIterType = newBuiltinClass("str_ascii_iterator", ObjectType)
	strIterType      = newBuiltinClass("str_iterator", ObjectType)
)

// Trace implements Object.
func (it *strIter) Trace(t *Tracer) {
	if it.s != nil {
		t.MarkObj(it.s)
	}
}

// Next implements Iterator.
func (it *strIter) Next(vm *VM) (Value, bool, error) {
	s := it.s
	if s == nil {
		return Unbound, false, nil
	}
	if it.pos >= len(s.S) {
		it.s = nil
		return Unbound, false, nil
	}
	c := s.S[it.pos]
	it.idx++
	if c < 0x80 {
		it.pos++
		return strASCIIValues[c], true, nil
	}
	_, n := wtf8.Decode(s.S, it.pos)
	v := vm.StrNewKnown(s.S[it.pos:it.pos+n], false, 1)
	it.pos += n
	return v, true, nil
}

func strIterMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(args) != 1 {
		return Unbound, vm.TypeError("expected 0 arguments, got %d", len(args)-1)
	}
	s, err := strSelf(vm, args, "__iter__")
	if err != nil {
		return Unbound, err
	}
	it := &strIter{s: s}
	if s.ascii {
		it.cls = strASCIIIterType
	} else {
		it.cls = strIterType
	}
	return vm.heap.Alloc(it), nil
}

func strIterLengthHint(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	it, ok := vm.Get0(args[0]).(*strIter)
	if !ok || it.s == nil {
		return SmallInt(0), nil
	}
	return SmallInt(int64(it.s.Len() - it.idx)), nil
}

func init() {
	StrType.New = strNew
	StrType.AddMethod("__new__", ctrNewWrapper(StrType)) // str.__new__(cls, ...), as CPython's
	StrType.AddHashMethod(func(vm *VM, v Value) (int64, error) {
		return StrHash(vm.heap.Get(v).(*Str)), nil
	})
	StrType.AddMethods(map[string]BuiltinFn{
		"__add__":        strAdd,
		"__mul__":        strMul,
		"__rmul__":       strRMul,
		"__mod__":        strMod,
		"__rmod__":       strRMod,
		"__getitem__":    strGetItemMethod,
		"__len__":        strLen,
		"__contains__":   strContainsMethod,
		"__iter__":       strIterMethod,
		"__eq__":         strCompare(CmpEQ, "__eq__"),
		"__ne__":         strCompare(CmpNE, "__ne__"),
		"__lt__":         strCompare(CmpLT, "__lt__"),
		"__le__":         strCompare(CmpLE, "__le__"),
		"__gt__":         strCompare(CmpGT, "__gt__"),
		"__ge__":         strCompare(CmpGE, "__ge__"),
		"__repr__":       strReprMethod,
		"__str__":        strStrMethod,
		"__format__":     strFormat,
		"__getnewargs__": strGetNewArgs,
		"__sizeof__":     strSizeOf,
	})
	for _, c := range []*Class{strASCIIIterType, strIterType} {
		c.AddMethod("__iter__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil })
		c.AddMethod("__next__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return IterNextMethod(vm, args[0]) })
		c.AddMethod("__length_hint__", strIterLengthHint)
	}
}

// strFastBinary is the operator fast path for an exact str left operand
// (called from ops.go): str + str, str % x and str * int.
func (vm *VM) strFastBinary(op BinOp, a, b Value) (Value, bool, error) {
	if !a.IsHandle() || (op != OpAdd && op != OpMod && op != OpMul) {
		return Unbound, false, nil
	}
	sa, ok := vm.heap.Get(a).(*Str)
	if !ok || sa.cls != StrType {
		return Unbound, false, nil
	}
	switch op {
	case OpAdd:
		if sb := vm.strOther(b); sb != nil && sb.cls == StrType {
			if err := vm.CheckBig(len(sa.S) + len(sb.S)); err != nil {
				return Unbound, true, err
			}
			return vm.StrConcat(sa, sb), true, nil
		}
	case OpMod:
		// str.__mod__ formats whatever the right operand is; only a str
		// subclass on the right gets its __rmod__ tried first.
		if sb := vm.strOther(b); sb == nil || sb.cls == StrType {
			r, err := vm.StrPercent(sa, b)
			return r, true, err
		}
	case OpMul:
		if b.IsSmallInt() {
			r, err := vm.strRepeat(sa, int(b.Int()))
			return r, true, err
		}
	}
	return Unbound, false, nil
}

// BytesLike returns the bytes of a bytes-like object (bytes, bytearray or
// memoryview); the slice may alias the object's storage.
func (vm *VM) BytesLike(v Value) ([]byte, bool) { return vm.strBytesLike(v) }

// strPieces allocates the many strs of one split from slabs, so that a
// split into n pieces costs a few Go allocations instead of n. A slab stays
// alive while any of its strs does, so slabs are kept small.
type strPieces struct {
	vm   *VM
	s    *Str
	slab []Str
	next int // size of the next slab
}

func (vm *VM) strPiecesOf(s *Str, hint int) *strPieces {
	return &strPieces{vm: vm, s: s, next: min(max(hint, 8), 128)}
}

// piece returns the str s.S[i:j] (byte offsets on code point boundaries).
func (p *strPieces) piece(i, j int) Value {
	s := p.s
	switch {
	case i == 0 && j == len(s.S) && s.cls == StrType:
		return s.self
	case i == j:
		return EmptyStr
	case j == i+1 && s.S[i] < 0x80:
		return strASCIIValues[s.S[i]]
	}
	if len(p.slab) == 0 {
		p.slab = make([]Str, p.next)
		p.next = min(p.next*2, 128)
	}
	o := &p.slab[0]
	p.slab = p.slab[1:]
	sub := s.S[i:j]
	o.S = sub
	o.cls = StrType
	if s.ascii || wtf8.IsASCII(sub) {
		o.ascii = true
		o.setLen(len(sub))
	} else {
		o.setLen(wtf8.Count(sub))
	}
	return p.vm.heap.Alloc(o)
}
