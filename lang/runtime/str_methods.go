package runtime

import (
	"strings"
	"unsafe"

	"github.com/cpjit/cpjit/lang/internal/strtext"
	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The named methods of str. Indices are in code points; ASCII strings take
// byte-indexed fast paths.

// strByteRange converts the code point range [start, end) of s (already
// adjusted, start <= end <= len) to byte offsets.
func strByteRange(s *Str, start, end int) (int, int) {
	if s.ascii {
		return start, end
	}
	if s.runes != nil && start == 0 && end == s.Len() {
		return 0, len(s.S)
	}
	bs := wtf8.Offset(s.S, start)
	be := bs + wtf8.Offset(s.S[bs:], end-start)
	return bs, be
}

// strCharIndex converts a byte offset of s to a code point index.
func strCharIndex(s *Str, off int) int {
	if s.ascii {
		return off
	}
	return wtf8.Count(s.S[:off])
}

// strFind is the engine of find/rfind/index/rindex: the code point index
// of sub in s[start:end], or -1.
func strFind(s, sub *Str, start, end int, reverse bool) int {
	if start > s.Len() {
		return -1
	}
	if end-start < sub.Len() {
		return -1
	}
	if sub.Len() == 0 {
		if reverse {
			return end
		}
		return start
	}
	if s.ascii && !sub.ascii {
		return -1
	}
	bs, be := strByteRange(s, start, end)
	var i int
	if reverse {
		i = strings.LastIndex(s.S[bs:be], sub.S)
	} else if len(sub.S) == 1 {
		i = strings.IndexByte(s.S[bs:be], sub.S[0])
	} else {
		i = strings.Index(s.S[bs:be], sub.S)
	}
	if i < 0 {
		return -1
	}
	return strCharIndex(s, bs+i)
}

func strFindMethod(name string, reverse, raise bool) BuiltinFn {
	qual := "str." + name
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, qual, name, args, kw, 1, 3); err != nil {
			return Unbound, err
		}
		s, err := strSelf(vm, args, name)
		if err != nil {
			return Unbound, err
		}
		sub, err := strArgStr(vm, args[1], name, 1)
		if err != nil {
			return Unbound, err
		}
		start, end, err := StartEndArgs(vm, args, 2, s.Len())
		if err != nil {
			return Unbound, err
		}
		i := strFind(s, sub, start, end, reverse)
		if i < 0 && raise {
			return Unbound, vm.ValueError("substring not found")
		}
		return SmallInt(int64(i)), nil
	}
}

func strCount(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "str.count", "count", args, kw, 1, 3); err != nil {
		return Unbound, err
	}
	s, err := strSelf(vm, args, "count")
	if err != nil {
		return Unbound, err
	}
	sub, err := strArgStr(vm, args[1], "count", 1)
	if err != nil {
		return Unbound, err
	}
	start, end, err := StartEndArgs(vm, args, 2, s.Len())
	if err != nil {
		return Unbound, err
	}
	if start > s.Len() || end < start {
		return SmallInt(0), nil
	}
	if sub.Len() == 0 {
		return SmallInt(int64(end - start + 1)), nil
	}
	if s.ascii && !sub.ascii {
		return SmallInt(0), nil
	}
	bs, be := strByteRange(s, start, end)
	return SmallInt(int64(strings.Count(s.S[bs:be], sub.S))), nil
}

// strTailMatch is CPython's tailmatch for startswith/endswith.
func strTailMatch(s, sub *Str, start, end int, suffix bool) bool {
	start, end = AdjustIndices(start, end, s.Len())
	end -= sub.Len()
	if end < start {
		return false
	}
	if sub.Len() == 0 {
		return true
	}
	if s.ascii {
		if !sub.ascii {
			return false
		}
		if suffix {
			return s.S[end:end+len(sub.S)] == sub.S
		}
		return s.S[start:start+len(sub.S)] == sub.S
	}
	if suffix {
		bs, be := strByteRange(s, end, end+sub.Len())
		return s.S[bs:be] == sub.S
	}
	bs, be := strByteRange(s, start, start+sub.Len())
	return s.S[bs:be] == sub.S
}

func strStartsEnds(name string, suffix bool) BuiltinFn {
	qual := "str." + name
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, qual, name, args, kw, 1, 3); err != nil {
			return Unbound, err
		}
		s, err := strSelf(vm, args, name)
		if err != nil {
			return Unbound, err
		}
		start, end := 0, MaxSsize
		if len(args) > 2 && args[2] != None {
			if start, err = IndexClamped(vm, args[2]); err != nil {
				return Unbound, err
			}
		}
		if len(args) > 3 && args[3] != None {
			if end, err = IndexClamped(vm, args[3]); err != nil {
				return Unbound, err
			}
		}
		if t, ok := vm.AsTuple(args[1]); ok {
			for _, it := range t.Items {
				sub := vm.strOther(it)
				if sub == nil {
					return Unbound, vm.TypeError("tuple for %s must only contain str, not %s", name, vm.TypeName(it))
				}
				if strTailMatch(s, sub, start, end, suffix) {
					return True, nil
				}
			}
			return False, nil
		}
		sub := vm.strOther(args[1])
		if sub == nil {
			return Unbound, vm.TypeError("%s first arg must be str or a tuple of str, not %s", name, vm.TypeName(args[1]))
		}
		return Bool(strTailMatch(s, sub, start, end, suffix)), nil
	}
}

// ---- join / split ----

// StrJoin is sep.join(items) for a slice of values that must all be strs.
func (vm *VM) StrJoin(sep *Str, items []Value) (Value, error) {
	switch len(items) {
	case 0:
		return strEmpty, nil
	case 1:
		if s := vm.strOther(items[0]); s != nil && s.cls == StrType {
			return items[0], nil
		}
	}
	size := len(sep.S) * (len(items) - 1)
	ascii := sep.ascii
	n := sep.Len() * (len(items) - 1)
	for i, it := range items {
		s := vm.strOther(it)
		if s == nil {
			return Unbound, vm.TypeError("sequence item %d: expected str instance, %s found", i, vm.TypeName(it))
		}
		size += len(s.S)
		ascii = ascii && s.ascii
		n += s.Len()
	}
	var b strings.Builder
	b.Grow(size)
	for i, it := range items {
		if i > 0 {
			b.WriteString(sep.S)
		}
		b.WriteString(vm.heap.Get(it).(*Str).S)
	}
	return vm.strNewKnown(b.String(), ascii, n), nil
}

func strJoin(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "str.join", "join", args, kw, 1, 1); err != nil {
		return Unbound, err
	}
	sep, err := strSelf(vm, args, "join")
	if err != nil {
		return Unbound, err
	}
	v := args[1]
	if v.IsHandle() {
		switch o := vm.heap.Get(v).(type) {
		case *List:
			return vm.StrJoin(sep, o.Items)
		case *Tuple:
			return vm.StrJoin(sep, o.Items)
		}
	}
	it, err := vm.Iter(v)
	if err != nil {
		if ExceptionMatches(err, TypeErrorType) {
			return Unbound, vm.TypeError("can only join an iterable")
		}
		return Unbound, err
	}
	if d := vm.drainer(it); d != nil {
		// A generator: collected as list() collects it (in place by its
		// machine code), then joined, as CPython joins a sequence.
		items, err := vm.collectFrom(it, d)
		if err != nil {
			return Unbound, err
		}
		return vm.StrJoin(sep, items)
	}
	var items []Value
	for {
		x, ok, err := vm.Next(it)
		if err != nil {
			return Unbound, err
		}
		if !ok {
			break
		}
		items = append(items, x)
	}
	return vm.StrJoin(sep, items)
}

// strPiece makes the str s.S[i:j].
func (vm *VM) strPiece(s *Str, i, j int) Value {
	if i == 0 && j == len(s.S) && s.cls == StrType {
		return s.self
	}
	if s.ascii {
		return vm.strNewKnown(s.S[i:j], true, j-i)
	}
	return vm.NewStr(s.S[i:j])
}

// strASCIISpace marks the ASCII whitespace of str.split() and strip().
var strASCIISpace = [128]bool{' ': true, '\t': true, '\n': true, '\v': true, '\f': true, '\r': true,
	0x1c: true, 0x1d: true, 0x1e: true, 0x1f: true}

func (vm *VM) strSplitWhitespace(s *Str, maxsplit int) []Value {
	str := s.S
	p := vm.strPiecesOf(s, len(str)/8)
	out := make([]Value, 0, min(len(str)/6+1, 64))
	i, n := 0, len(str)
	if s.ascii {
		for {
			for i < n && strASCIISpace[str[i]] {
				i++
			}
			if i >= n {
				return out
			}
			if maxsplit == 0 {
				return append(out, p.piece(i, n))
			}
			j := i + 1
			for j < n && !strASCIISpace[str[j]] {
				j++
			}
			out = append(out, p.piece(i, j))
			maxsplit--
			i = j
		}
	}
	for {
		for i < n {
			sp, sz := strtext.SpaceAt(str, i)
			if !sp {
				break
			}
			i += sz
		}
		if i >= n {
			return out
		}
		if maxsplit == 0 {
			return append(out, p.piece(i, n))
		}
		j := i
		for j < n {
			sp, sz := strtext.SpaceAt(str, j)
			if sp {
				break
			}
			j += sz
		}
		out = append(out, p.piece(i, j))
		maxsplit--
		i = j
	}
}

func (vm *VM) strRSplitWhitespace(s *Str, maxsplit int) []Value {
	str := s.S
	var out []Value
	j := len(str)
	for {
		for j > 0 {
			sp, sz := strtext.SpaceBefore(str, j)
			if !sp {
				break
			}
			j -= sz
		}
		if j <= 0 {
			break
		}
		if maxsplit == 0 {
			out = append(out, vm.strPiece(s, 0, j))
			break
		}
		i := j
		for i > 0 {
			sp, sz := strtext.SpaceBefore(str, i)
			if sp {
				break
			}
			i -= sz
		}
		out = append(out, vm.strPiece(s, i, j))
		maxsplit--
		j = i
	}
	for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
		out[a], out[b] = out[b], out[a]
	}
	return out
}

// strSplitArgs parses (sep=None, maxsplit=-1).
func (vm *VM) strSplitArgs(name string, args []Value, kw []Kwarg) (*Str, *Str, int, error) {
	s, err := strSelf(vm, args, name)
	if err != nil {
		return nil, nil, 0, err
	}
	a, err := KwArgs(vm, name, args, kw, []string{"sep", "maxsplit"}, 0)
	if err != nil {
		return nil, nil, 0, err
	}
	var sep *Str
	if a[0] != Unbound && a[0] != None {
		if sep = vm.strOther(a[0]); sep == nil {
			return nil, nil, 0, vm.TypeError("must be str or None, not %s", vm.TypeName(a[0]))
		}
		if len(sep.S) == 0 {
			return nil, nil, 0, vm.ValueError("empty separator")
		}
	}
	maxsplit := -1
	if a[1] != Unbound {
		if maxsplit, err = strAsSsize(vm, a[1]); err != nil {
			return nil, nil, 0, err
		}
	}
	if maxsplit < 0 {
		maxsplit = MaxSsize
	}
	return s, sep, maxsplit, nil
}

func strSplit(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	s, sep, maxsplit, err := vm.strSplitArgs("split", args, kw)
	if err != nil {
		return Unbound, err
	}
	if sep == nil {
		return vm.NewList(vm.strSplitWhitespace(s, maxsplit)), nil
	}
	return vm.NewList(vm.strSplitSep(s, sep.S, maxsplit)), nil
}

// strSplitSep splits s at sep (non-empty), at most maxsplit times.
func (vm *VM) strSplitSep(s *Str, sep string, maxsplit int) []Value {
	str := s.S
	cnt := 0
	if maxsplit > 0 {
		cnt = strings.Count(str, sep)
		if cnt > maxsplit {
			cnt = maxsplit
		}
	}
	p := vm.strPiecesOf(s, cnt+1)
	out := make([]Value, 0, cnt+1)
	i := 0
	for k := 0; k < cnt; k++ {
		var j int
		if len(sep) == 1 {
			j = strings.IndexByte(str[i:], sep[0])
		} else {
			j = strings.Index(str[i:], sep)
		}
		if j < 0 {
			break
		}
		out = append(out, p.piece(i, i+j))
		i += j + len(sep)
	}
	return append(out, p.piece(i, len(str)))
}

func strRSplit(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	s, sep, maxsplit, err := vm.strSplitArgs("rsplit", args, kw)
	if err != nil {
		return Unbound, err
	}
	if sep == nil {
		return vm.NewList(vm.strRSplitWhitespace(s, maxsplit)), nil
	}
	str := s.S
	var out []Value
	j := len(str)
	for ; maxsplit > 0; maxsplit-- {
		i := strings.LastIndex(str[:j], sep.S)
		if i < 0 {
			break
		}
		out = append(out, vm.strPiece(s, i+len(sep.S), j))
		j = i
	}
	out = append(out, vm.strPiece(s, 0, j))
	for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
		out[a], out[b] = out[b], out[a]
	}
	return vm.NewList(out), nil
}

func strSplitLines(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	s, err := strSelf(vm, args, "splitlines")
	if err != nil {
		return Unbound, err
	}
	a, err := KwArgs(vm, "splitlines", args, kw, []string{"keepends"}, 0)
	if err != nil {
		return Unbound, err
	}
	keep := false
	if a[0] != Unbound {
		if keep, err = vm.Truth(a[0]); err != nil {
			return Unbound, err
		}
	}
	str := s.S
	var out []Value
	i := 0
	for j := 0; j < len(str); {
		n := strtext.LineBreakAt(str, j)
		if n == 0 {
			j++
			continue
		}
		end := j
		if keep {
			end = j + n
		}
		out = append(out, vm.strPiece(s, i, end))
		j += n
		i = j
	}
	if i < len(str) {
		out = append(out, vm.strPiece(s, i, len(str)))
	}
	if out == nil {
		out = []Value{}
	}
	return vm.NewList(out), nil
}

// ---- strip ----

func strStripMethod(name string, left, right bool) BuiltinFn {
	qual := "str." + name
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, qual, name, args, kw, 0, 1); err != nil {
			return Unbound, err
		}
		s, err := strSelf(vm, args, name)
		if err != nil {
			return Unbound, err
		}
		str := s.S
		i, j := 0, len(str)
		if len(args) < 2 || args[1] == None {
			if left {
				for i < j {
					sp, n := strtext.SpaceAt(str, i)
					if !sp {
						break
					}
					i += n
				}
			}
			if right {
				for j > i {
					sp, n := strtext.SpaceBefore(str, j)
					if !sp {
						break
					}
					j -= n
				}
			}
		} else {
			chars := vm.strOther(args[1])
			if chars == nil {
				return Unbound, vm.TypeError("%s arg must be None or str", name)
			}
			if chars.ascii && s.ascii {
				set := chars.S
				if left {
					for i < j && strings.IndexByte(set, str[i]) >= 0 {
						i++
					}
				}
				if right {
					for j > i && strings.IndexByte(set, str[j-1]) >= 0 {
						j--
					}
				}
			} else {
				in := func(r rune) bool {
					for k := 0; k < len(chars.S); {
						c, n := wtf8.Decode(chars.S, k)
						if c == r {
							return true
						}
						k += n
					}
					return false
				}
				if left {
					for i < j {
						r, n := wtf8.Decode(str, i)
						if !in(r) {
							break
						}
						i += n
					}
				}
				if right {
					for j > i {
						r, n := wtf8.DecodeLast(str, j)
						if !in(r) {
							break
						}
						j -= n
					}
				}
			}
		}
		return vm.strPiece(s, i, j), nil
	}
}

// ---- replace ----

func strReplace(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	s, err := strSelf(vm, args, "replace")
	if err != nil {
		return Unbound, err
	}
	if len(args)-1 < 2 {
		if len(kw) == 0 || len(args)-1+len(kw) < 2 {
			return Unbound, vm.TypeError("replace() takes at least 2 positional arguments (%d given)", len(args)-1)
		}
	}
	a, err := KwArgs(vm, "replace", args, kw, []string{"old", "new", "count"}, 0)
	if err != nil {
		return Unbound, err
	}
	if a[0] == Unbound || a[1] == Unbound {
		return Unbound, vm.TypeError("replace() takes at least 2 positional arguments (%d given)", len(args)-1)
	}
	old, err := strArgStr(vm, a[0], "replace", 1)
	if err != nil {
		return Unbound, err
	}
	repl, err := strArgStr(vm, a[1], "replace", 2)
	if err != nil {
		return Unbound, err
	}
	count := -1
	if a[2] != Unbound {
		if count, err = strAsSsize(vm, a[2]); err != nil {
			return Unbound, err
		}
	}
	return vm.StrReplace(s, old, repl, count), nil
}

// StrReplace is s.replace(old, new, count) (count < 0: all).
func (vm *VM) StrReplace(s, old, repl *Str, count int) Value {
	if count == 0 || s.ascii && !old.ascii {
		return vm.strValueOf(s)
	}
	if len(old.S) == 0 {
		if count < 0 || count > s.Len()+1 {
			count = s.Len() + 1
		}
		var b strings.Builder
		b.Grow(len(s.S) + count*len(repl.S))
		i := 0
		for k := 0; k < count; k++ {
			b.WriteString(repl.S)
			if i < len(s.S) {
				_, n := wtf8.Decode(s.S, i)
				b.WriteString(s.S[i : i+n])
				i += n
			}
		}
		b.WriteString(s.S[i:])
		return vm.strNewKnown(b.String(), s.ascii && repl.ascii, s.Len()+count*repl.Len())
	}
	k := strings.Count(s.S, old.S)
	if k == 0 {
		return vm.strValueOf(s)
	}
	if count > 0 && count < k {
		k = count
	}
	r := strings.Replace(s.S, old.S, repl.S, k)
	return vm.strNewKnown(r, s.ascii && repl.ascii, s.Len()+k*(repl.Len()-old.Len()))
}

// ---- case ----

func strCaseMethod(name string, ascii func(c byte) byte, full func(s *Str) string) BuiltinFn {
	qual := "str." + name
	var tab [128]byte
	for c := range tab {
		tab[c] = ascii(byte(c))
	}
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, qual, name, args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		s, err := strSelf(vm, args, name)
		if err != nil {
			return Unbound, err
		}
		if s.ascii {
			str := s.S
			i := 0
			for i < len(str) && tab[str[i]&0x7F] == str[i] {
				i++
			}
			if i == len(str) {
				return vm.strValueOf(s), nil
			}
			b := make([]byte, len(str))
			copy(b, str[:i])
			for ; i < len(str); i++ {
				b[i] = tab[str[i]&0x7F]
			}
			return vm.strNewKnown(unsafe.String(unsafe.SliceData(b), len(b)), true, len(b)), nil
		}
		return vm.strResult(s, full(s)), nil
	}
}

// The full (non-ASCII) case mappings of str's methods are
// unicodetab's; s.runes, when a str has them, saves decoding again.

func strFullUpper(s *Str) string { return unicodetab.UpperString(s.S) }

// strCachedRunes returns s's cached code points, or nil.
func strCachedRunes(s *Str) []rune {
	if s.runes != nil {
		return *s.runes
	}
	return nil
}

func strFullLower(s *Str) string { return unicodetab.LowerString(s.S, strCachedRunes(s)) }
func strFullFold(s *Str) string  { return unicodetab.FoldString(s.S) }
func strFullSwap(s *Str) string  { return unicodetab.SwapCaseString(s.S, strCachedRunes(s)) }
func strFullCapitalize(s *Str) string {
	return unicodetab.CapitalizeString(s.S, strCachedRunes(s))
}
func strFullTitle(s *Str) string { return unicodetab.TitleString(s.S, strCachedRunes(s)) }

func strCapitalizeMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "str.capitalize", "capitalize", args, kw, 0, 0); err != nil {
		return Unbound, err
	}
	s, err := strSelf(vm, args, "capitalize")
	if err != nil {
		return Unbound, err
	}
	if s.ascii {
		if len(s.S) == 0 {
			return vm.strValueOf(s), nil
		}
		b := []byte(s.S)
		b[0] = strtext.ASCIIUpper(b[0])
		for i := 1; i < len(b); i++ {
			b[i] = strtext.ASCIILower(b[i])
		}
		return vm.strResult(s, string(b)), nil
	}
	return vm.strResult(s, strFullCapitalize(s)), nil
}

func strTitleMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "str.title", "title", args, kw, 0, 0); err != nil {
		return Unbound, err
	}
	s, err := strSelf(vm, args, "title")
	if err != nil {
		return Unbound, err
	}
	if s.ascii {
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
		return vm.strResult(s, string(b)), nil
	}
	return vm.strResult(s, strFullTitle(s)), nil
}

// ---- predicates ----

func strPredicate(name string, emptyResult bool, pred func(r rune) bool) BuiltinFn {
	qual := "str." + name
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, qual, name, args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		s, err := strSelf(vm, args, name)
		if err != nil {
			return Unbound, err
		}
		if len(s.S) == 0 {
			return Bool(emptyResult), nil
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
				return False, nil
			}
			i += n
		}
		return True, nil
	}
}

// strCaseState walks s for isupper/islower/istitle.
func strIsCaseMethod(name string) BuiltinFn {
	qual := "str." + name
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, qual, name, args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		s, err := strSelf(vm, args, name)
		if err != nil {
			return Unbound, err
		}
		cased, prevCased := false, false
		for i := 0; i < len(s.S); {
			r, n := wtf8.Decode(s.S, i)
			i += n
			switch name {
			case "isupper":
				if unicodetab.IsLower(r) || unicodetab.IsTitle(r) {
					return False, nil
				}
				if unicodetab.IsUpper(r) {
					cased = true
				}
			case "islower":
				if unicodetab.IsUpper(r) || unicodetab.IsTitle(r) {
					return False, nil
				}
				if unicodetab.IsLower(r) {
					cased = true
				}
			default: // istitle
				switch {
				case unicodetab.IsUpper(r) || unicodetab.IsTitle(r):
					if prevCased {
						return False, nil
					}
					prevCased, cased = true, true
				case unicodetab.IsLower(r):
					if !prevCased {
						return False, nil
					}
					prevCased, cased = true, true
				default:
					prevCased = false
				}
			}
		}
		return Bool(cased), nil
	}
}

func strIsIdentifierMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "str.isidentifier", "isidentifier", args, kw, 0, 0); err != nil {
		return Unbound, err
	}
	s, err := strSelf(vm, args, "isidentifier")
	if err != nil {
		return Unbound, err
	}
	return Bool(strtext.IsIdentifier(s.S)), nil
}

func strIsASCIIMethod(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "str.isascii", "isascii", args, kw, 0, 0); err != nil {
		return Unbound, err
	}
	s, err := strSelf(vm, args, "isascii")
	if err != nil {
		return Unbound, err
	}
	return Bool(s.ascii), nil
}

// ---- padding ----

// strFillArg parses the fillchar argument of center/ljust/rjust.
func (vm *VM) strFillArg(args []Value, i int) (string, error) {
	if len(args) <= i {
		return " ", nil
	}
	f := vm.strOther(args[i])
	if f == nil {
		return "", vm.TypeError("The fill character must be a unicode character, not %s", vm.TypeName(args[i]))
	}
	if f.Len() != 1 {
		return "", vm.TypeError("The fill character must be exactly one character long")
	}
	return f.S, nil
}

func strPadMethod(name string) BuiltinFn {
	qual := "str." + name
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, qual, name, args, kw, 1, 2); err != nil {
			return Unbound, err
		}
		s, err := strSelf(vm, args, name)
		if err != nil {
			return Unbound, err
		}
		width, err := strAsSsize(vm, args[1])
		if err != nil {
			return Unbound, err
		}
		fill, err := vm.strFillArg(args, 2)
		if err != nil {
			return Unbound, err
		}
		if s.Len() >= width {
			return vm.strValueOf(s), nil
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
		return vm.strPadded(s, left, marg-left, fill)
	}
}

func (vm *VM) strPadded(s *Str, left, right int, fill string) (Value, error) {
	if (left+right)*len(fill) > MaxBytes {
		return Unbound, vm.NewError(MemoryErrorType, "")
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
	return vm.strNewKnown(b.String(), s.ascii && len(fill) == 1 && fill[0] < 0x80, s.Len()+left+right), nil
}

func strZfill(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "str.zfill", "zfill", args, kw, 1, 1); err != nil {
		return Unbound, err
	}
	s, err := strSelf(vm, args, "zfill")
	if err != nil {
		return Unbound, err
	}
	width, err := strAsSsize(vm, args[1])
	if err != nil {
		return Unbound, err
	}
	if s.Len() >= width {
		return vm.strValueOf(s), nil
	}
	fill := width - s.Len()
	if fill > MaxBytes {
		return Unbound, vm.NewError(MemoryErrorType, "")
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
	return vm.strNewKnown(b.String(), s.ascii, width), nil
}

func strExpandTabs(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	s, err := strSelf(vm, args, "expandtabs")
	if err != nil {
		return Unbound, err
	}
	a, err := KwArgs(vm, "expandtabs", args, kw, []string{"tabsize"}, 0)
	if err != nil {
		return Unbound, err
	}
	tab := 8
	if a[0] != Unbound {
		if tab, err = strAsSsize(vm, a[0]); err != nil {
			return Unbound, err
		}
	}
	if strings.IndexByte(s.S, '\t') < 0 {
		return vm.strValueOf(s), nil
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

func strPartitionMethod(name string, reverse bool) BuiltinFn {
	qual := "str." + name
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, qual, name, args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		s, err := strSelf(vm, args, name)
		if err != nil {
			return Unbound, err
		}
		sep := vm.strOther(args[1])
		if sep == nil {
			return Unbound, vm.TypeError("must be str, not %s", vm.TypeName(args[1]))
		}
		if len(sep.S) == 0 {
			return Unbound, vm.ValueError("empty separator")
		}
		var i int
		if reverse {
			i = strings.LastIndex(s.S, sep.S)
		} else {
			i = strings.Index(s.S, sep.S)
		}
		if i < 0 {
			if reverse {
				return vm.NewTupleCopy([]Value{strEmpty, strEmpty, vm.strValueOf(s)}), nil
			}
			return vm.NewTupleCopy([]Value{vm.strValueOf(s), strEmpty, strEmpty}), nil
		}
		sepV := vm.strValueOf(sep)
		return vm.NewTupleCopy([]Value{vm.strPiece(s, 0, i), sepV, vm.strPiece(s, i+len(sep.S), len(s.S))}), nil
	}
}

func strRemoveAffix(name string, suffix bool) BuiltinFn {
	qual := "str." + name
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, qual, name, args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		s, err := strSelf(vm, args, name)
		if err != nil {
			return Unbound, err
		}
		p, err := strArgStr(vm, args[1], name, 0)
		if err != nil {
			return Unbound, err
		}
		if len(p.S) > 0 {
			if suffix && strings.HasSuffix(s.S, p.S) {
				return vm.strPiece(s, 0, len(s.S)-len(p.S)), nil
			}
			if !suffix && strings.HasPrefix(s.S, p.S) {
				return vm.strPiece(s, len(p.S), len(s.S)), nil
			}
		}
		return vm.strValueOf(s), nil
	}
}

// ---- encode, translate ----

func strEncode(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	s, err := strSelf(vm, args, "encode")
	if err != nil {
		return Unbound, err
	}
	a, err := KwArgs(vm, "encode", args, kw, []string{"encoding", "errors"}, 0)
	if err != nil {
		return Unbound, err
	}
	encoding, errors := "utf-8", "strict"
	if a[0] != Unbound {
		e, err := StrArgNamed(vm, a[0], "encode", "encoding")
		if err != nil {
			return Unbound, err
		}
		encoding = e.S
	}
	if a[1] != Unbound {
		e, err := StrArgNamed(vm, a[1], "encode", "errors")
		if err != nil {
			return Unbound, err
		}
		errors = e.S
	}
	b, err := vm.Encode(s, encoding, errors)
	if err != nil {
		return Unbound, err
	}
	return vm.NewBytes(b), nil
}

func strMakeTrans(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if len(kw) > 0 {
		return Unbound, vm.TypeError("maketrans() takes no keyword arguments")
	}
	if len(args) < 1 {
		return Unbound, vm.TypeError("maketrans expected at least 1 argument, got %d", len(args))
	}
	if len(args) > 3 {
		return Unbound, vm.TypeError("maketrans expected at most 3 arguments, got %d", len(args))
	}
	out := vm.NewDictObj()
	if len(args) == 1 {
		d, ok := vm.AsDict(args[0])
		if !ok {
			return Unbound, vm.TypeError("if you give only one argument to maketrans it must be a dict")
		}
		for _, k := range d.Keys() {
			v, _, err := d.Get(vm, k)
			if err != nil {
				return Unbound, err
			}
			if ks := vm.strOther(k); ks != nil {
				if ks.Len() != 1 {
					return Unbound, vm.ValueError("string keys in translate table must be of length 1")
				}
				r, _ := wtf8.Decode(ks.S, 0)
				k = SmallInt(int64(r))
			} else if !k.IsSmallInt() && !k.IsBool() {
				if _, isInt := vm.Get0(k).(*Int); !isInt {
					return Unbound, vm.TypeError("keys in translate table must be strings or integers")
				}
			}
			if err := out.Set(vm, k, v); err != nil {
				return Unbound, err
			}
		}
		return out.self, nil
	}
	x := vm.strOther(args[0])
	if x == nil {
		return Unbound, vm.TypeError("first maketrans argument must be a string if there is a second argument")
	}
	y, err := strArgStr(vm, args[1], "maketrans", 2)
	if err != nil {
		return Unbound, err
	}
	var z *Str
	if len(args) == 3 {
		if z, err = strArgStr(vm, args[2], "maketrans", 3); err != nil {
			return Unbound, err
		}
	}
	if x.Len() != y.Len() {
		return Unbound, vm.ValueError("the first two maketrans arguments must have equal length")
	}
	xr, yr := wtf8.Runes(x.S), wtf8.Runes(y.S)
	for i := range xr {
		if err := out.Set(vm, SmallInt(int64(xr[i])), SmallInt(int64(yr[i]))); err != nil {
			return Unbound, err
		}
	}
	if z != nil {
		for _, r := range wtf8.Runes(z.S) {
			if err := out.Set(vm, SmallInt(int64(r)), None); err != nil {
				return Unbound, err
			}
		}
	}
	return out.self, nil
}

// strTransEntry is a cached translation of one ASCII code point.
type strTransEntry struct {
	done bool
	keep bool
	s    string
}

func strTranslate(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, "str.translate", "translate", args, kw, 1, 1); err != nil {
		return Unbound, err
	}
	s, err := strSelf(vm, args, "translate")
	if err != nil {
		return Unbound, err
	}
	table := args[1]
	lookup := func(r rune) (string, bool, error) {
		v, err := vm.GetItem(table, SmallInt(int64(r)))
		if err != nil {
			if ExceptionMatches(err, LookupErrorType) {
				return "", true, nil
			}
			return "", false, err
		}
		switch {
		case v == None:
			return "", false, nil
		case v.IsSmallInt():
			c := v.Int()
			if c < 0 || c > 0x10FFFF {
				return "", false, vm.ValueError("character mapping must be in range(0x110000)")
			}
			return wtf8.String(rune(c)), false, nil
		}
		if t := vm.strOther(v); t != nil {
			return t.S, false, nil
		}
		if _, ok := vm.Get0(v).(*Int); ok {
			return "", false, vm.ValueError("character mapping must be in range(0x110000)")
		}
		return "", false, vm.TypeError("character mapping must return integer, None or str")
	}
	var cache [128]strTransEntry
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
				return Unbound, err
			}
			if r < 128 {
				cache[r] = strTransEntry{true, keep, rep}
			}
		}
		if keep {
			b.WriteString(s.S[i : i+n])
		} else {
			b.WriteString(rep)
		}
		i += n
	}
	return vm.strResult(s, b.String()), nil
}

func init() {
	StrType.AddMethods(map[string]BuiltinFn{
		"find":         strFindMethod("find", false, false),
		"rfind":        strFindMethod("rfind", true, false),
		"index":        strFindMethod("index", false, true),
		"rindex":       strFindMethod("rindex", true, true),
		"count":        strCount,
		"startswith":   strStartsEnds("startswith", false),
		"endswith":     strStartsEnds("endswith", true),
		"join":         strJoin,
		"split":        strSplit,
		"rsplit":       strRSplit,
		"splitlines":   strSplitLines,
		"strip":        strStripMethod("strip", true, true),
		"lstrip":       strStripMethod("lstrip", true, false),
		"rstrip":       strStripMethod("rstrip", false, true),
		"replace":      strReplace,
		"upper":        strCaseMethod("upper", strtext.ASCIIUpper, strFullUpper),
		"lower":        strCaseMethod("lower", strtext.ASCIILower, strFullLower),
		"casefold":     strCaseMethod("casefold", strtext.ASCIILower, strFullFold),
		"swapcase":     strCaseMethod("swapcase", strtext.ASCIISwap, strFullSwap),
		"capitalize":   strCapitalizeMethod,
		"title":        strTitleMethod,
		"isdigit":      strPredicate("isdigit", false, unicodetab.IsDigit),
		"isdecimal":    strPredicate("isdecimal", false, unicodetab.IsDecimal),
		"isnumeric":    strPredicate("isnumeric", false, unicodetab.IsNumeric),
		"isalpha":      strPredicate("isalpha", false, unicodetab.IsAlpha),
		"isalnum":      strPredicate("isalnum", false, unicodetab.IsAlnum),
		"isspace":      strPredicate("isspace", false, unicodetab.IsSpace),
		"isprintable":  strPredicate("isprintable", true, unicodetab.IsPrintable),
		"isupper":      strIsCaseMethod("isupper"),
		"islower":      strIsCaseMethod("islower"),
		"istitle":      strIsCaseMethod("istitle"),
		"isidentifier": strIsIdentifierMethod,
		"isascii":      strIsASCIIMethod,
		"center":       strPadMethod("center"),
		"ljust":        strPadMethod("ljust"),
		"rjust":        strPadMethod("rjust"),
		"zfill":        strZfill,
		"expandtabs":   strExpandTabs,
		"partition":    strPartitionMethod("partition", false),
		"rpartition":   strPartitionMethod("rpartition", true),
		"removeprefix": strRemoveAffix("removeprefix", false),
		"removesuffix": strRemoveAffix("removesuffix", true),
		"encode":       strEncode,
		"translate":    strTranslate,
	})
	StrType.AddStaticMethod("maketrans", strMakeTrans)
}
