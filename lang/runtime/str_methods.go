package runtime

import (
	"strings"

	"github.com/cpjit/cpjit/lang/internal/strtext"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The named methods of str that search, split, join, strip and replace.
// Indices are in code points; ASCII strings take byte-indexed fast paths.
// Package lang/stdlib/strmethods registers the others (case, predicates,
// padding, partition, encode, translate).

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
		sub, err := StrArg(vm, args[1], name, 1)
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
	sub, err := StrArg(vm, args[1], "count", 1)
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
		return EmptyStr, nil
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
	return vm.StrNewKnown(b.String(), ascii, n), nil
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

// StrPiece makes the str s.S[i:j].
func (vm *VM) StrPiece(s *Str, i, j int) Value {
	if i == 0 && j == len(s.S) && s.cls == StrType {
		return s.self
	}
	if s.ascii {
		return vm.StrNewKnown(s.S[i:j], true, j-i)
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
			out = append(out, vm.StrPiece(s, 0, j))
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
		out = append(out, vm.StrPiece(s, i, j))
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
		out = append(out, vm.StrPiece(s, i+len(sep.S), j))
		j = i
	}
	out = append(out, vm.StrPiece(s, 0, j))
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
		out = append(out, vm.StrPiece(s, i, end))
		j += n
		i = j
	}
	if i < len(str) {
		out = append(out, vm.StrPiece(s, i, len(str)))
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
		return vm.StrPiece(s, i, j), nil
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
	old, err := StrArg(vm, a[0], "replace", 1)
	if err != nil {
		return Unbound, err
	}
	repl, err := StrArg(vm, a[1], "replace", 2)
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
		return vm.StrValueOf(s)
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
		return vm.StrNewKnown(b.String(), s.ascii && repl.ascii, s.Len()+count*repl.Len())
	}
	k := strings.Count(s.S, old.S)
	if k == 0 {
		return vm.StrValueOf(s)
	}
	if count > 0 && count < k {
		k = count
	}
	r := strings.Replace(s.S, old.S, repl.S, k)
	return vm.StrNewKnown(r, s.ascii && repl.ascii, s.Len()+k*(repl.Len()-old.Len()))
}

func init() {
	StrType.AddMethods(map[string]BuiltinFn{
		"find":       strFindMethod("find", false, false),
		"rfind":      strFindMethod("rfind", true, false),
		"index":      strFindMethod("index", false, true),
		"rindex":     strFindMethod("rindex", true, true),
		"count":      strCount,
		"startswith": strStartsEnds("startswith", false),
		"endswith":   strStartsEnds("endswith", true),
		"join":       strJoin,
		"split":      strSplit,
		"rsplit":     strRSplit,
		"splitlines": strSplitLines,
		"strip":      strStripMethod("strip", true, true),
		"lstrip":     strStripMethod("lstrip", true, false),
		"rstrip":     strStripMethod("rstrip", false, true),
		"replace":    strReplace,
	})
}
