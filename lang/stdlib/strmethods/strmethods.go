// Package strmethods gives the builtin str type its named methods beyond
// searching, splitting, joining, stripping and replacing: the case maps
// (upper, lower, casefold, swapcase, capitalize, title), the predicates
// (isdigit... isidentifier, isascii), padding (center, ljust, rjust, zfill,
// expandtabs), partition and rpartition, removeprefix and removesuffix,
// encode, maketrans and translate. The type, its operators and the other
// methods are the runtime's (lang/runtime/str_type.go, str_methods.go);
// this package registers its methods into the type at init, before the
// first VM exists, and reaches strs only through the runtime's exported
// API, as memview does for memoryview. The JIT's inline versions of some
// predicates fall back to these methods.
package strmethods

import (
	"strings"
	"unsafe"

	"github.com/cpjit/cpjit/lang/internal/strtext"
	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// asStr returns the str behind v, or nil.
func asStr(vm *rt.VM, v rt.Value) *rt.Str {
	s, _ := vm.AsStr(v)
	return s
}

// ---- case ----

func caseMethod(name string, ascii func(c byte) byte, full func(s *rt.Str) string) rt.BuiltinFn {
	qual := "str." + name
	var tab [128]byte
	for c := range tab {
		tab[c] = ascii(byte(c))
	}
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := rt.StrPosArgs(vm, qual, name, args, kw, 0, 0); err != nil {
			return rt.Unbound, err
		}
		s, err := rt.StrSelf(vm, args, name)
		if err != nil {
			return rt.Unbound, err
		}
		if s.IsASCII() {
			str := s.S
			i := 0
			for i < len(str) && tab[str[i]&0x7F] == str[i] {
				i++
			}
			if i == len(str) {
				return vm.StrValueOf(s), nil
			}
			b := make([]byte, len(str))
			copy(b, str[:i])
			for ; i < len(str); i++ {
				b[i] = tab[str[i]&0x7F]
			}
			return vm.StrNewKnown(unsafe.String(unsafe.SliceData(b), len(b)), true, len(b)), nil
		}
		return vm.StrResult(s, full(s)), nil
	}
}

// The full (non-ASCII) case mappings of str's methods are
// unicodetab's; the code points a str caches (Str.CachedRunes) save
// decoding again.

func fullUpper(s *rt.Str) string { return unicodetab.UpperString(s.S) }

func fullLower(s *rt.Str) string { return unicodetab.LowerString(s.S, s.CachedRunes()) }
func fullFold(s *rt.Str) string  { return unicodetab.FoldString(s.S) }
func fullSwap(s *rt.Str) string  { return unicodetab.SwapCaseString(s.S, s.CachedRunes()) }
func fullCapitalize(s *rt.Str) string {
	return unicodetab.CapitalizeString(s.S, s.CachedRunes())
}
func fullTitle(s *rt.Str) string { return unicodetab.TitleString(s.S, s.CachedRunes()) }

func capitalizeMethod(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := rt.StrPosArgs(vm, "str.capitalize", "capitalize", args, kw, 0, 0); err != nil {
		return rt.Unbound, err
	}
	s, err := rt.StrSelf(vm, args, "capitalize")
	if err != nil {
		return rt.Unbound, err
	}
	if s.IsASCII() {
		if len(s.S) == 0 {
			return vm.StrValueOf(s), nil
		}
		b := []byte(s.S)
		b[0] = strtext.ASCIIUpper(b[0])
		for i := 1; i < len(b); i++ {
			b[i] = strtext.ASCIILower(b[i])
		}
		return vm.StrResult(s, string(b)), nil
	}
	return vm.StrResult(s, fullCapitalize(s)), nil
}

func titleMethod(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := rt.StrPosArgs(vm, "str.title", "title", args, kw, 0, 0); err != nil {
		return rt.Unbound, err
	}
	s, err := rt.StrSelf(vm, args, "title")
	if err != nil {
		return rt.Unbound, err
	}
	if s.IsASCII() {
		b := []byte(s.S)
		prev := false
		for i, c := range b {
			if prev {
				b[i] = strtext.ASCIILower(c)
			} else {
				b[i] = strtext.ASCIIUpper(c)
			}
			prev = c|0x20 >= 'a' && c|0x20 <= 'z'
		}
		return vm.StrResult(s, string(b)), nil
	}
	return vm.StrResult(s, fullTitle(s)), nil
}

// ---- predicates ----

func predicate(name string, emptyResult bool, pred func(r rune) bool) rt.BuiltinFn {
	qual := "str." + name
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := rt.StrPosArgs(vm, qual, name, args, kw, 0, 0); err != nil {
			return rt.Unbound, err
		}
		s, err := rt.StrSelf(vm, args, name)
		if err != nil {
			return rt.Unbound, err
		}
		if len(s.S) == 0 {
			return rt.Bool(emptyResult), nil
		}
		for i := 0; i < len(s.S); {
			var r rune
			n := 1
			if c := s.S[i]; c < 0x80 {
				r = rune(c)
			} else {
				r, n = wtf8.Decode(s.S, i)
			}
			if !pred(r) {
				return rt.False, nil
			}
			i += n
		}
		return rt.True, nil
	}
}

// caseState walks s for isupper/islower/istitle.
func isCaseMethod(name string) rt.BuiltinFn {
	qual := "str." + name
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := rt.StrPosArgs(vm, qual, name, args, kw, 0, 0); err != nil {
			return rt.Unbound, err
		}
		s, err := rt.StrSelf(vm, args, name)
		if err != nil {
			return rt.Unbound, err
		}
		cased, prevCased := false, false
		for i := 0; i < len(s.S); {
			r, n := wtf8.Decode(s.S, i)
			i += n
			switch name {
			case "isupper":
				if unicodetab.IsLower(r) || unicodetab.IsTitle(r) {
					return rt.False, nil
				}
				if unicodetab.IsUpper(r) {
					cased = true
				}
			case "islower":
				if unicodetab.IsUpper(r) || unicodetab.IsTitle(r) {
					return rt.False, nil
				}
				if unicodetab.IsLower(r) {
					cased = true
				}
			default: // istitle
				switch {
				case unicodetab.IsUpper(r) || unicodetab.IsTitle(r):
					if prevCased {
						return rt.False, nil
					}
					prevCased, cased = true, true
				case unicodetab.IsLower(r):
					if !prevCased {
						return rt.False, nil
					}
					prevCased, cased = true, true
				default:
					prevCased = false
				}
			}
		}
		return rt.Bool(cased), nil
	}
}

func isIdentifierMethod(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := rt.StrPosArgs(vm, "str.isidentifier", "isidentifier", args, kw, 0, 0); err != nil {
		return rt.Unbound, err
	}
	s, err := rt.StrSelf(vm, args, "isidentifier")
	if err != nil {
		return rt.Unbound, err
	}
	return rt.Bool(strtext.IsIdentifier(s.S)), nil
}

func isASCIIMethod(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := rt.StrPosArgs(vm, "str.isascii", "isascii", args, kw, 0, 0); err != nil {
		return rt.Unbound, err
	}
	s, err := rt.StrSelf(vm, args, "isascii")
	if err != nil {
		return rt.Unbound, err
	}
	return rt.Bool(s.IsASCII()), nil
}

// ---- padding ----

// fillArg parses the fillchar argument of center/ljust/rjust.
func fillArg(vm *rt.VM, args []rt.Value, i int) (string, error) {
	if len(args) <= i {
		return " ", nil
	}
	f := asStr(vm, args[i])
	if f == nil {
		return "", vm.TypeError("The fill character must be a unicode character, not %s", vm.TypeName(args[i]))
	}
	if f.Len() != 1 {
		return "", vm.TypeError("The fill character must be exactly one character long")
	}
	return f.S, nil
}

func padMethod(name string) rt.BuiltinFn {
	qual := "str." + name
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := rt.StrPosArgs(vm, qual, name, args, kw, 1, 2); err != nil {
			return rt.Unbound, err
		}
		s, err := rt.StrSelf(vm, args, name)
		if err != nil {
			return rt.Unbound, err
		}
		width, err := vm.AsSsize(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		fill, err := fillArg(vm, args, 2)
		if err != nil {
			return rt.Unbound, err
		}
		if s.Len() >= width {
			return vm.StrValueOf(s), nil
		}
		marg := width - s.Len()
		var left int
		switch name {
		case "ljust":
			left = 0
		case "rjust":
			left = marg
		default:
			left = marg/2 + (marg & width & 1)
		}
		return padded(vm, s, left, marg-left, fill)
	}
}

func padded(vm *rt.VM, s *rt.Str, left, right int, fill string) (rt.Value, error) {
	if (left+right)*len(fill) > rt.MaxBytes {
		return rt.Unbound, vm.NewError(rt.MemoryErrorType, "")
	}
	var b strings.Builder
	b.Grow(len(s.S) + (left+right)*len(fill))
	for i := 0; i < left; i++ {
		b.WriteString(fill)
	}
	b.WriteString(s.S)
	for i := 0; i < right; i++ {
		b.WriteString(fill)
	}
	return vm.StrNewKnown(b.String(), s.IsASCII() && len(fill) == 1 && fill[0] < 0x80, s.Len()+left+right), nil
}

func zfill(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := rt.StrPosArgs(vm, "str.zfill", "zfill", args, kw, 1, 1); err != nil {
		return rt.Unbound, err
	}
	s, err := rt.StrSelf(vm, args, "zfill")
	if err != nil {
		return rt.Unbound, err
	}
	width, err := vm.AsSsize(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	if s.Len() >= width {
		return vm.StrValueOf(s), nil
	}
	fill := width - s.Len()
	if fill > rt.MaxBytes {
		return rt.Unbound, vm.NewError(rt.MemoryErrorType, "")
	}
	var b strings.Builder
	b.Grow(len(s.S) + fill)
	rest := s.S
	if len(rest) > 0 && (rest[0] == '+' || rest[0] == '-') {
		b.WriteByte(rest[0])
		rest = rest[1:]
	}
	for i := 0; i < fill; i++ {
		b.WriteByte('0')
	}
	b.WriteString(rest)
	return vm.StrNewKnown(b.String(), s.IsASCII(), width), nil
}

func expandTabs(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	s, err := rt.StrSelf(vm, args, "expandtabs")
	if err != nil {
		return rt.Unbound, err
	}
	a, err := rt.KwArgs(vm, "expandtabs", args, kw, []string{"tabsize"}, 0)
	if err != nil {
		return rt.Unbound, err
	}
	tab := 8
	if a[0] != rt.Unbound {
		if tab, err = vm.AsSsize(a[0]); err != nil {
			return rt.Unbound, err
		}
	}
	if strings.IndexByte(s.S, '\t') < 0 {
		return vm.StrValueOf(s), nil
	}
	var b strings.Builder
	col := 0
	for i := 0; i < len(s.S); {
		c := s.S[i]
		switch {
		case c == '\t':
			if tab > 0 {
				incr := tab - col%tab
				col += incr
				for ; incr > 0; incr-- {
					b.WriteByte(' ')
				}
			}
			i++
		case c == '\n' || c == '\r':
			b.WriteByte(c)
			col = 0
			i++
		case c < 0x80:
			b.WriteByte(c)
			col++
			i++
		default:
			_, n := wtf8.Decode(s.S, i)
			b.WriteString(s.S[i : i+n])
			col++
			i += n
		}
	}
	return vm.NewStr(b.String()), nil
}

// ---- partition, prefixes ----

func partitionMethod(name string, reverse bool) rt.BuiltinFn {
	qual := "str." + name
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := rt.StrPosArgs(vm, qual, name, args, kw, 1, 1); err != nil {
			return rt.Unbound, err
		}
		s, err := rt.StrSelf(vm, args, name)
		if err != nil {
			return rt.Unbound, err
		}
		sep := asStr(vm, args[1])
		if sep == nil {
			return rt.Unbound, vm.TypeError("must be str, not %s", vm.TypeName(args[1]))
		}
		if len(sep.S) == 0 {
			return rt.Unbound, vm.ValueError("empty separator")
		}
		var i int
		if reverse {
			i = strings.LastIndex(s.S, sep.S)
		} else {
			i = strings.Index(s.S, sep.S)
		}
		if i < 0 {
			if reverse {
				return vm.NewTupleCopy([]rt.Value{rt.EmptyStr, rt.EmptyStr, vm.StrValueOf(s)}), nil
			}
			return vm.NewTupleCopy([]rt.Value{vm.StrValueOf(s), rt.EmptyStr, rt.EmptyStr}), nil
		}
		sepV := vm.StrValueOf(sep)
		return vm.NewTupleCopy([]rt.Value{vm.StrPiece(s, 0, i), sepV, vm.StrPiece(s, i+len(sep.S), len(s.S))}), nil
	}
}

func removeAffix(name string, suffix bool) rt.BuiltinFn {
	qual := "str." + name
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := rt.StrPosArgs(vm, qual, name, args, kw, 1, 1); err != nil {
			return rt.Unbound, err
		}
		s, err := rt.StrSelf(vm, args, name)
		if err != nil {
			return rt.Unbound, err
		}
		p, err := rt.StrArg(vm, args[1], name, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if len(p.S) > 0 {
			if suffix && strings.HasSuffix(s.S, p.S) {
				return vm.StrPiece(s, 0, len(s.S)-len(p.S)), nil
			}
			if !suffix && strings.HasPrefix(s.S, p.S) {
				return vm.StrPiece(s, len(p.S), len(s.S)), nil
			}
		}
		return vm.StrValueOf(s), nil
	}
}

// ---- encode, translate ----

func encode(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	s, err := rt.StrSelf(vm, args, "encode")
	if err != nil {
		return rt.Unbound, err
	}
	a, err := rt.KwArgs(vm, "encode", args, kw, []string{"encoding", "errors"}, 0)
	if err != nil {
		return rt.Unbound, err
	}
	encoding, errors := "utf-8", "strict"
	if a[0] != rt.Unbound {
		e, err := rt.StrArgNamed(vm, a[0], "encode", "encoding")
		if err != nil {
			return rt.Unbound, err
		}
		encoding = e.S
	}
	if a[1] != rt.Unbound {
		e, err := rt.StrArgNamed(vm, a[1], "encode", "errors")
		if err != nil {
			return rt.Unbound, err
		}
		errors = e.S
	}
	b, err := vm.Encode(s, encoding, errors)
	if err != nil {
		return rt.Unbound, err
	}
	return vm.NewBytes(b), nil
}

func makeTrans(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if len(kw) > 0 {
		return rt.Unbound, vm.TypeError("maketrans() takes no keyword arguments")
	}
	if len(args) < 1 {
		return rt.Unbound, vm.TypeError("maketrans expected at least 1 argument, got %d", len(args))
	}
	if len(args) > 3 {
		return rt.Unbound, vm.TypeError("maketrans expected at most 3 arguments, got %d", len(args))
	}
	out := vm.NewDictObj()
	if len(args) == 1 {
		d, ok := vm.AsDict(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("if you give only one argument to maketrans it must be a dict")
		}
		for _, k := range d.Keys() {
			v, _, err := d.Get(vm, k)
			if err != nil {
				return rt.Unbound, err
			}
			if ks := asStr(vm, k); ks != nil {
				if ks.Len() != 1 {
					return rt.Unbound, vm.ValueError("string keys in translate table must be of length 1")
				}
				r, _ := wtf8.Decode(ks.S, 0)
				k = rt.SmallInt(int64(r))
			} else if !k.IsSmallInt() && !k.IsBool() {
				if _, isInt := vm.Get0(k).(*rt.Int); !isInt {
					return rt.Unbound, vm.TypeError("keys in translate table must be strings or integers")
				}
			}
			if err := out.Set(vm, k, v); err != nil {
				return rt.Unbound, err
			}
		}
		return out.Self(), nil
	}
	x := asStr(vm, args[0])
	if x == nil {
		return rt.Unbound, vm.TypeError("first maketrans argument must be a string if there is a second argument")
	}
	y, err := rt.StrArg(vm, args[1], "maketrans", 2)
	if err != nil {
		return rt.Unbound, err
	}
	var z *rt.Str
	if len(args) == 3 {
		if z, err = rt.StrArg(vm, args[2], "maketrans", 3); err != nil {
			return rt.Unbound, err
		}
	}
	if x.Len() != y.Len() {
		return rt.Unbound, vm.ValueError("the first two maketrans arguments must have equal length")
	}
	xr, yr := wtf8.Runes(x.S), wtf8.Runes(y.S)
	for i := range xr {
		if err := out.Set(vm, rt.SmallInt(int64(xr[i])), rt.SmallInt(int64(yr[i]))); err != nil {
			return rt.Unbound, err
		}
	}
	if z != nil {
		for _, r := range wtf8.Runes(z.S) {
			if err := out.Set(vm, rt.SmallInt(int64(r)), rt.None); err != nil {
				return rt.Unbound, err
			}
		}
	}
	return out.Self(), nil
}

// transEntry is a cached translation of one ASCII code point.
type transEntry struct {
	done bool
	keep bool
	s    string
}

func translate(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := rt.StrPosArgs(vm, "str.translate", "translate", args, kw, 1, 1); err != nil {
		return rt.Unbound, err
	}
	s, err := rt.StrSelf(vm, args, "translate")
	if err != nil {
		return rt.Unbound, err
	}
	table := args[1]
	lookup := func(r rune) (string, bool, error) {
		v, err := vm.GetItem(table, rt.SmallInt(int64(r)))
		if err != nil {
			if rt.ExceptionMatches(err, rt.LookupErrorType) {
				return "", true, nil
			}
			return "", false, err
		}
		switch {
		case v == rt.None:
			return "", false, nil
		case v.IsSmallInt():
			c := v.Int()
			if c < 0 || c > 0x10FFFF {
				return "", false, vm.ValueError("character mapping must be in range(0x110000)")
			}
			return wtf8.String(rune(c)), false, nil
		}
		if t := asStr(vm, v); t != nil {
			return t.S, false, nil
		}
		if _, ok := vm.Get0(v).(*rt.Int); ok {
			return "", false, vm.ValueError("character mapping must be in range(0x110000)")
		}
		return "", false, vm.TypeError("character mapping must return integer, None or str")
	}
	var cache [128]transEntry
	var b strings.Builder
	b.Grow(len(s.S))
	for i := 0; i < len(s.S); {
		r, n := wtf8.Decode(s.S, i)
		var rep string
		var keep bool
		if r < 128 && cache[r].done {
			rep, keep = cache[r].s, cache[r].keep
		} else {
			rep, keep, err = lookup(r)
			if err != nil {
				return rt.Unbound, err
			}
			if r < 128 {
				cache[r] = transEntry{true, keep, rep}
			}
		}
		if keep {
			b.WriteString(s.S[i : i+n])
		} else {
			b.WriteString(rep)
		}
		i += n
	}
	return vm.StrResult(s, b.String()), nil
}

func init() {
	rt.StrType.AddMethods(map[string]rt.BuiltinFn{
		"upper":        caseMethod("upper", strtext.ASCIIUpper, fullUpper),
		"lower":        caseMethod("lower", strtext.ASCIILower, fullLower),
		"casefold":     caseMethod("casefold", strtext.ASCIILower, fullFold),
		"swapcase":     caseMethod("swapcase", strtext.ASCIISwap, fullSwap),
		"capitalize":   capitalizeMethod,
		"title":        titleMethod,
		"isdigit":      predicate("isdigit", false, unicodetab.IsDigit),
		"isdecimal":    predicate("isdecimal", false, unicodetab.IsDecimal),
		"isnumeric":    predicate("isnumeric", false, unicodetab.IsNumeric),
		"isalpha":      predicate("isalpha", false, unicodetab.IsAlpha),
		"isalnum":      predicate("isalnum", false, unicodetab.IsAlnum),
		"isspace":      predicate("isspace", false, unicodetab.IsSpace),
		"isprintable":  predicate("isprintable", true, unicodetab.IsPrintable),
		"isupper":      isCaseMethod("isupper"),
		"islower":      isCaseMethod("islower"),
		"istitle":      isCaseMethod("istitle"),
		"isidentifier": isIdentifierMethod,
		"isascii":      isASCIIMethod,
		"center":       padMethod("center"),
		"ljust":        padMethod("ljust"),
		"rjust":        padMethod("rjust"),
		"zfill":        zfill,
		"expandtabs":   expandTabs,
		"partition":    partitionMethod("partition", false),
		"rpartition":   partitionMethod("rpartition", true),
		"removeprefix": removeAffix("removeprefix", false),
		"removesuffix": removeAffix("removesuffix", true),
		"encode":       encode,
		"translate":    translate,
	})
	rt.StrType.AddStaticMethod("maketrans", makeTrans)
}
