// Package bytesmethods gives the builtin bytes and bytearray types the
// methods they share beyond their operators (searching, splitting, case,
// predicates, padding, partition, decode, fromhex, maketrans and
// translate), and bytearray its mutations (bytearray.go). The types
// themselves, construction, the operators, repr, iteration and hex are
// the runtime's (lang/runtime/str_bytes.go, str_bytesmethods.go); this
// package registers its methods into the two types at init, before the
// first VM exists, and reaches the objects only through the runtime's
// exported API (rt.BytesSelf, rt.BytesMethodOf, rt.ByteArraySelf...).
package bytesmethods

import (
	"bytes"

	"github.com/cpjit/cpjit/lang/internal/strtext"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
	rt "github.com/cpjit/cpjit/lang/runtime"
)

// ---- searching ----

func findMethod(name string, reverse, raise bool) rt.BytesMethod {
	return func(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.PosArgs(self.TypeName()+"."+name, name, args, kw, 1, 3); err != nil {
			return rt.Unbound, err
		}
		sub, err := vm.BytesSubArg(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		start, end, err := rt.StartEndArgs(vm, args, 2, len(self.B))
		if err != nil {
			return rt.Unbound, err
		}
		i := -1
		if start <= len(self.B) && end-start >= len(sub) {
			if reverse {
				i = bytes.LastIndex(self.B[start:end], sub)
			} else {
				i = bytes.Index(self.B[start:end], sub)
			}
			if i >= 0 {
				i += start
			}
		}
		if i < 0 && raise {
			return rt.Unbound, vm.ValueError("subsection not found")
		}
		return rt.SmallInt(int64(i)), nil
	}
}

func count(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs(self.TypeName()+".count", "count", args, kw, 1, 3); err != nil {
		return rt.Unbound, err
	}
	sub, err := vm.BytesSubArg(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	start, end, err := rt.StartEndArgs(vm, args, 2, len(self.B))
	if err != nil {
		return rt.Unbound, err
	}
	if start > len(self.B) || end < start {
		return rt.SmallInt(0), nil
	}
	if len(sub) == 0 {
		return rt.SmallInt(int64(end - start + 1)), nil
	}
	return rt.SmallInt(int64(bytes.Count(self.B[start:end], sub))), nil
}

func startsEnds(name string, suffix bool) rt.BytesMethod {
	return func(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.PosArgs(self.TypeName()+"."+name, name, args, kw, 1, 3); err != nil {
			return rt.Unbound, err
		}
		start, end := 0, rt.MaxSsize
		var err error
		if len(args) > 2 && args[2] != rt.None {
			if start, err = rt.IndexClamped(vm, args[2]); err != nil {
				return rt.Unbound, err
			}
		}
		if len(args) > 3 && args[3] != rt.None {
			if end, err = rt.IndexClamped(vm, args[3]); err != nil {
				return rt.Unbound, err
			}
		}
		match := func(sub []byte) bool {
			s, e := rt.AdjustIndices(start, end, len(self.B))
			e -= len(sub)
			if e < s {
				return false
			}
			if suffix {
				return bytes.Equal(self.B[e:e+len(sub)], sub)
			}
			return bytes.Equal(self.B[s:s+len(sub)], sub)
		}
		if t, ok := vm.AsTuple(args[1]); ok {
			for _, it := range t.Items {
				sub, ok := vm.BytesLike(it)
				if !ok {
					return rt.Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(it))
				}
				if match(sub) {
					return rt.True, nil
				}
			}
			return rt.False, nil
		}
		sub, ok := vm.BytesLike(args[1])
		if !ok {
			return rt.Unbound, vm.TypeError("%s first arg must be bytes or a tuple of bytes, not %s", name, vm.TypeName(args[1]))
		}
		return rt.Bool(match(sub)), nil
	}
}

// ---- join, split, strip, replace ----

func join(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs(self.TypeName()+".join", "join", args, kw, 1, 1); err != nil {
		return rt.Unbound, err
	}
	var items []rt.Value
	v := args[1]
	switch o := vm.Get0(v).(type) {
	case *rt.List:
		items = o.Items
	case *rt.Tuple:
		items = o.Items
	default:
		it, err := vm.Iter(v)
		if err != nil {
			if rt.ExceptionMatches(err, rt.TypeErrorType) {
				return rt.Unbound, vm.TypeError("can only join an iterable")
			}
			return rt.Unbound, err
		}
		for {
			x, ok, err := vm.Next(it)
			if err != nil {
				return rt.Unbound, err
			}
			if !ok {
				break
			}
			items = append(items, x)
		}
	}
	var out []byte
	for i, it := range items {
		b, ok := vm.BytesLike(it)
		if !ok {
			return rt.Unbound, vm.TypeError("sequence item %d: expected a bytes-like object, %s found", i, vm.TypeName(it))
		}
		if i > 0 {
			out = append(out, self.B...)
		}
		out = append(out, b...)
	}
	return vm.NewBytesOf(self.Array, out), nil
}

func splitArgs(vm *rt.VM, name string, args []rt.Value, kw []rt.Kwarg) ([]byte, bool, int, error) {
	a, err := rt.KwArgs(vm, name, args, kw, []string{"sep", "maxsplit"}, 0)
	if err != nil {
		return nil, false, 0, err
	}
	var sep []byte
	hasSep := false
	if a[0] != rt.Unbound && a[0] != rt.None {
		if sep, err = vm.BytesArg(a[0]); err != nil {
			return nil, false, 0, err
		}
		if len(sep) == 0 {
			return nil, false, 0, vm.ValueError("empty separator")
		}
		hasSep = true
	}
	maxsplit := -1
	if a[1] != rt.Unbound {
		if maxsplit, err = vm.AsSsize(a[1]); err != nil {
			return nil, false, 0, err
		}
	}
	if maxsplit < 0 {
		maxsplit = rt.MaxSsize
	}
	return sep, hasSep, maxsplit, nil
}

func split(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	sep, hasSep, maxsplit, err := splitArgs(vm, "split", args, kw)
	if err != nil {
		return rt.Unbound, err
	}
	b := self.B
	var out []rt.Value
	if !hasSep {
		i := 0
		for {
			for i < len(b) && strtext.IsByteSpace(b[i]) {
				i++
			}
			if i >= len(b) {
				break
			}
			if maxsplit == 0 {
				out = append(out, vm.BytesSlice(self, i, len(b)))
				break
			}
			j := i
			for j < len(b) && !strtext.IsByteSpace(b[j]) {
				j++
			}
			out = append(out, vm.BytesSlice(self, i, j))
			maxsplit--
			i = j
		}
	} else {
		i := 0
		for ; maxsplit > 0; maxsplit-- {
			j := bytes.Index(b[i:], sep)
			if j < 0 {
				break
			}
			out = append(out, vm.BytesSlice(self, i, i+j))
			i += j + len(sep)
		}
		out = append(out, vm.BytesSlice(self, i, len(b)))
	}
	if out == nil {
		out = []rt.Value{}
	}
	return vm.NewList(out), nil
}

func rSplit(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	sep, hasSep, maxsplit, err := splitArgs(vm, "rsplit", args, kw)
	if err != nil {
		return rt.Unbound, err
	}
	b := self.B
	var out []rt.Value
	if !hasSep {
		j := len(b)
		for {
			for j > 0 && strtext.IsByteSpace(b[j-1]) {
				j--
			}
			if j <= 0 {
				break
			}
			if maxsplit == 0 {
				out = append(out, vm.BytesSlice(self, 0, j))
				break
			}
			i := j
			for i > 0 && !strtext.IsByteSpace(b[i-1]) {
				i--
			}
			out = append(out, vm.BytesSlice(self, i, j))
			maxsplit--
			j = i
		}
	} else {
		j := len(b)
		for ; maxsplit > 0; maxsplit-- {
			i := bytes.LastIndex(b[:j], sep)
			if i < 0 {
				break
			}
			out = append(out, vm.BytesSlice(self, i+len(sep), j))
			j = i
		}
		out = append(out, vm.BytesSlice(self, 0, j))
	}
	for a, c := 0, len(out)-1; a < c; a, c = a+1, c-1 {
		out[a], out[c] = out[c], out[a]
	}
	if out == nil {
		out = []rt.Value{}
	}
	return vm.NewList(out), nil
}

func splitLines(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := rt.KwArgs(vm, "splitlines", args, kw, []string{"keepends"}, 0)
	if err != nil {
		return rt.Unbound, err
	}
	keep := false
	if a[0] != rt.Unbound {
		if keep, err = vm.Truth(a[0]); err != nil {
			return rt.Unbound, err
		}
	}
	b := self.B
	out := []rt.Value{}
	i := 0
	for j := 0; j < len(b); {
		c := b[j]
		if c != '\n' && c != '\r' {
			j++
			continue
		}
		n := 1
		if c == '\r' && j+1 < len(b) && b[j+1] == '\n' {
			n = 2
		}
		end := j
		if keep {
			end = j + n
		}
		out = append(out, vm.BytesSlice(self, i, end))
		j += n
		i = j
	}
	if i < len(b) {
		out = append(out, vm.BytesSlice(self, i, len(b)))
	}
	return vm.NewList(out), nil
}

func stripMethod(name string, left, right bool) rt.BytesMethod {
	return func(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.PosArgs(self.TypeName()+"."+name, name, args, kw, 0, 1); err != nil {
			return rt.Unbound, err
		}
		in := strtext.IsByteSpace
		if len(args) > 1 && args[1] != rt.None {
			set, err := vm.BytesArg(args[1])
			if err != nil {
				return rt.Unbound, err
			}
			in = func(c byte) bool { return bytes.IndexByte(set, c) >= 0 }
		}
		b := self.B
		i, j := 0, len(b)
		if left {
			for i < j && in(b[i]) {
				i++
			}
		}
		if right {
			for j > i && in(b[j-1]) {
				j--
			}
		}
		return vm.BytesSlice(self, i, j), nil
	}
}

func replace(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := rt.KwArgs(vm, "replace", args, kw, []string{"old", "new", "count"}, 0)
	if err != nil {
		return rt.Unbound, err
	}
	if a[0] == rt.Unbound || a[1] == rt.Unbound {
		return rt.Unbound, vm.TypeError("replace() takes at least 2 positional arguments (%d given)", len(args)-1)
	}
	old, err := vm.BytesArg(a[0])
	if err != nil {
		return rt.Unbound, err
	}
	repl, err := vm.BytesArg(a[1])
	if err != nil {
		return rt.Unbound, err
	}
	count := -1
	if a[2] != rt.Unbound {
		if count, err = vm.AsSsize(a[2]); err != nil {
			return rt.Unbound, err
		}
	}
	if count < 0 {
		count = -1
	}
	if len(old) == 0 && count < 0 {
		count = len(self.B) + 1
	}
	return vm.NewBytesOf(self.Array, bytes.Replace(self.B, old, repl, count)), nil
}

// ---- case, predicates, padding ----

func mapEach(name string, f func(b []byte) []byte) rt.BytesMethod {
	return func(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.PosArgs(self.TypeName()+"."+name, name, args, kw, 0, 0); err != nil {
			return rt.Unbound, err
		}
		return vm.NewBytesOf(self.Array, f(self.B)), nil
	}
}

func predicate(name string, pred func(c byte) bool) rt.BytesMethod {
	return func(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.PosArgs(self.TypeName()+"."+name, name, args, kw, 0, 0); err != nil {
			return rt.Unbound, err
		}
		if len(self.B) == 0 {
			return rt.False, nil
		}
		for _, c := range self.B {
			if !pred(c) {
				return rt.False, nil
			}
		}
		return rt.True, nil
	}
}

func isCase(name string) rt.BytesMethod {
	return func(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.PosArgs(self.TypeName()+"."+name, name, args, kw, 0, 0); err != nil {
			return rt.Unbound, err
		}
		cased, prev := false, false
		for _, c := range self.B {
			up, lo := c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z'
			switch name {
			case "isupper":
				if lo {
					return rt.False, nil
				}
				cased = cased || up
			case "islower":
				if up {
					return rt.False, nil
				}
				cased = cased || lo
			default:
				switch {
				case up:
					if prev {
						return rt.False, nil
					}
					prev, cased = true, true
				case lo:
					if !prev {
						return rt.False, nil
					}
					prev, cased = true, true
				default:
					prev = false
				}
			}
		}
		return rt.Bool(cased), nil
	}
}

func isASCII(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs(self.TypeName()+".isascii", "isascii", args, kw, 0, 0); err != nil {
		return rt.Unbound, err
	}
	return rt.Bool(wtf8.IsASCII(string(self.B))), nil
}

func pad(name string) rt.BytesMethod {
	return func(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.PosArgs(self.TypeName()+"."+name, name, args, kw, 1, 2); err != nil {
			return rt.Unbound, err
		}
		width, err := vm.AsSsize(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		fill := byte(' ')
		if len(args) > 2 {
			f, ok := vm.BytesLike(args[2])
			if !ok || len(f) != 1 {
				return rt.Unbound, vm.TypeError("%s() argument 2 must be a byte string of length 1, not %s", name, vm.TypeName(args[2]))
			}
			fill = f[0]
		}
		n := len(self.B)
		if n >= width {
			return vm.BytesSame(self), nil
		}
		if width > rt.MaxBytes {
			return rt.Unbound, vm.NewError(rt.MemoryErrorType, "")
		}
		marg := width - n
		left := 0
		switch name {
		case "rjust":
			left = marg
		case "center":
			left = marg/2 + (marg & width & 1)
		}
		out := make([]byte, width)
		for i := range out {
			out[i] = fill
		}
		copy(out[left:], self.B)
		return vm.NewBytesOf(self.Array, out), nil
	}
}

func zfill(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.PosArgs(self.TypeName()+".zfill", "zfill", args, kw, 1, 1); err != nil {
		return rt.Unbound, err
	}
	width, err := vm.AsSsize(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	b := self.B
	if len(b) >= width {
		return vm.BytesSame(self), nil
	}
	if width > rt.MaxBytes {
		return rt.Unbound, vm.NewError(rt.MemoryErrorType, "")
	}
	out := make([]byte, 0, width)
	if len(b) > 0 && (b[0] == '+' || b[0] == '-') {
		out = append(out, b[0])
		b = b[1:]
	}
	for len(out)+len(b) < width {
		out = append(out, '0')
	}
	return vm.NewBytesOf(self.Array, append(out, b...)), nil
}

func expandTabs(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
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
	var out []byte
	col := 0
	for _, c := range self.B {
		switch c {
		case '\t':
			if tab > 0 {
				incr := tab - col%tab
				col += incr
				for ; incr > 0; incr-- {
					out = append(out, ' ')
				}
			}
		case '\n', '\r':
			out = append(out, c)
			col = 0
		default:
			out = append(out, c)
			col++
		}
	}
	return vm.NewBytesOf(self.Array, out), nil
}

func partition(name string, reverse bool) rt.BytesMethod {
	return func(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.PosArgs(self.TypeName()+"."+name, name, args, kw, 1, 1); err != nil {
			return rt.Unbound, err
		}
		sep, err := vm.BytesArg(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		if len(sep) == 0 {
			return rt.Unbound, vm.ValueError("empty separator")
		}
		var i int
		if reverse {
			i = bytes.LastIndex(self.B, sep)
		} else {
			i = bytes.Index(self.B, sep)
		}
		empty := func() rt.Value { return vm.NewBytesOf(self.Array, nil) }
		if i < 0 {
			if reverse {
				return vm.NewTupleCopy([]rt.Value{empty(), empty(), vm.BytesSame(self)}), nil
			}
			return vm.NewTupleCopy([]rt.Value{vm.BytesSame(self), empty(), empty()}), nil
		}
		sepV := vm.NewBytesOf(self.Array, append([]byte(nil), sep...))
		if bo, ok := vm.Get0(args[1]).(*rt.Bytes); ok && bo.Class() == rt.BytesType && !self.Array {
			sepV = args[1]
		}
		return vm.NewTupleCopy([]rt.Value{vm.BytesSlice(self, 0, i), sepV, vm.BytesSlice(self, i+len(sep), len(self.B))}), nil
	}
}

func removeAffix(name string, suffix bool) rt.BytesMethod {
	return func(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.PosArgs(self.TypeName()+"."+name, name, args, kw, 1, 1); err != nil {
			return rt.Unbound, err
		}
		p, err := vm.BytesArg(args[1])
		if err != nil {
			return rt.Unbound, err
		}
		if len(p) > 0 {
			if suffix && bytes.HasSuffix(self.B, p) {
				return vm.BytesSlice(self, 0, len(self.B)-len(p)), nil
			}
			if !suffix && bytes.HasPrefix(self.B, p) {
				return vm.BytesSlice(self, len(p), len(self.B)), nil
			}
		}
		return vm.BytesSame(self), nil
	}
}

// ---- decode, hex, translate ----

func decode(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := rt.KwArgs(vm, "decode", args, kw, []string{"encoding", "errors"}, 0)
	if err != nil {
		return rt.Unbound, err
	}
	encoding, errors := "utf-8", "strict"
	if a[0] != rt.Unbound {
		e, err := rt.StrArgNamed(vm, a[0], "decode", "encoding")
		if err != nil {
			return rt.Unbound, err
		}
		encoding = e.S
	}
	if a[1] != rt.Unbound {
		e, err := rt.StrArgNamed(vm, a[1], "decode", "errors")
		if err != nil {
			return rt.Unbound, err
		}
		errors = e.S
	}
	return vm.Decode(self.B, encoding, errors)
}

// parseHex parses bytes.fromhex's argument.
func parseHex(vm *rt.VM, s *rt.Str) ([]byte, error) {
	str := s.S
	var out []byte
	pos := 0 // code point index, for messages
	for i := 0; i < len(str); {
		c := str[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' {
			i++
			pos++
			continue
		}
		hi := strtext.HexVal(c)
		if hi < 0 {
			return nil, vm.ValueError("non-hexadecimal number found in fromhex() arg at position %d", pos)
		}
		if i+1 >= len(str) {
			return nil, vm.ValueError("non-hexadecimal number found in fromhex() arg at position %d", pos+1)
		}
		lo := strtext.HexVal(str[i+1])
		if lo < 0 {
			return nil, vm.ValueError("non-hexadecimal number found in fromhex() arg at position %d", pos+1)
		}
		out = append(out, byte(hi<<4|lo))
		i += 2
		pos += 2
	}
	return out, nil
}

func fromHex(array bool) rt.BuiltinFn {
	return func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(kw) > 0 {
			return rt.Unbound, vm.TypeError("fromhex() takes no keyword arguments")
		}
		if len(args) != 2 {
			return rt.Unbound, vm.TypeError("fromhex() takes exactly one argument (%d given)", len(args)-1)
		}
		s, _ := vm.AsStr(args[1])
		if s == nil {
			return rt.Unbound, vm.TypeError("fromhex() argument must be str, not %s", vm.TypeName(args[1]))
		}
		b, err := parseHex(vm, s)
		if err != nil {
			return rt.Unbound, err
		}
		cls, _ := vm.AsClass(args[0])
		if cls == nil || cls == rt.BytesType || cls == rt.ByteArrayType {
			return vm.NewBytesOf(array, b), nil
		}
		return vm.Call(args[0], []rt.Value{vm.NewBytes(b)}, nil)
	}
}

func makeTrans(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if err := vm.NoKwargs("maketrans", kw); err != nil {
		return rt.Unbound, err
	}
	if len(args) != 2 {
		return rt.Unbound, vm.TypeError("maketrans expected 2 arguments, got %d", len(args))
	}
	from, err := vm.BytesArg(args[0])
	if err != nil {
		return rt.Unbound, err
	}
	to, err := vm.BytesArg(args[1])
	if err != nil {
		return rt.Unbound, err
	}
	if len(from) != len(to) {
		return rt.Unbound, vm.ValueError("maketrans arguments must have same length")
	}
	t := make([]byte, 256)
	for i := range t {
		t[i] = byte(i)
	}
	for i, c := range from {
		t[c] = to[i]
	}
	return vm.NewBytes(t), nil
}

func translate(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	a, err := rt.KwArgs(vm, "translate", args, kw, []string{"table", "delete"}, 1)
	if err != nil {
		return rt.Unbound, err
	}
	var table []byte
	if a[0] != rt.None {
		if table, err = vm.BytesArg(a[0]); err != nil {
			return rt.Unbound, err
		}
		if len(table) != 256 {
			return rt.Unbound, vm.ValueError("translation table must be 256 characters long")
		}
	}
	var del []byte
	if a[1] != rt.Unbound {
		if del, err = vm.BytesArg(a[1]); err != nil {
			return rt.Unbound, err
		}
	}
	out := make([]byte, 0, len(self.B))
	for _, c := range self.B {
		if len(del) > 0 && bytes.IndexByte(del, c) >= 0 {
			continue
		}
		if table != nil {
			c = table[c]
		}
		out = append(out, c)
	}
	return vm.NewBytesOf(self.Array, out), nil
}

func sizeOf(vm *rt.VM, self rt.BytesSelf, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
	if self.Array {
		if len(self.B) == 0 {
			return rt.SmallInt(56), nil
		}
		return rt.SmallInt(int64(57 + len(self.B))), nil
	}
	return rt.SmallInt(int64(33 + len(self.B))), nil
}

// methods are the methods this package gives both types.
var methods = map[string]rt.BytesMethod{
	"__sizeof__":   sizeOf,
	"find":         findMethod("find", false, false),
	"rfind":        findMethod("rfind", true, false),
	"index":        findMethod("index", false, true),
	"rindex":       findMethod("rindex", true, true),
	"count":        count,
	"startswith":   startsEnds("startswith", false),
	"endswith":     startsEnds("endswith", true),
	"join":         join,
	"split":        split,
	"rsplit":       rSplit,
	"splitlines":   splitLines,
	"strip":        stripMethod("strip", true, true),
	"lstrip":       stripMethod("lstrip", true, false),
	"rstrip":       stripMethod("rstrip", false, true),
	"replace":      replace,
	"upper":        mapEach("upper", strtext.BytesMapEach(strtext.ASCIIUpper)),
	"lower":        mapEach("lower", strtext.BytesMapEach(strtext.ASCIILower)),
	"swapcase":     mapEach("swapcase", strtext.BytesMapEach(strtext.ASCIISwap)),
	"capitalize":   mapEach("capitalize", strtext.BytesCapitalize),
	"title":        mapEach("title", strtext.BytesTitle),
	"isdigit":      predicate("isdigit", func(c byte) bool { return c >= '0' && c <= '9' }),
	"isalpha":      predicate("isalpha", strtext.IsASCIILetter),
	"isalnum":      predicate("isalnum", func(c byte) bool { return c >= '0' && c <= '9' || strtext.IsASCIILetter(c) }),
	"isspace":      predicate("isspace", strtext.IsByteSpace),
	"isupper":      isCase("isupper"),
	"islower":      isCase("islower"),
	"istitle":      isCase("istitle"),
	"isascii":      isASCII,
	"center":       pad("center"),
	"ljust":        pad("ljust"),
	"rjust":        pad("rjust"),
	"zfill":        zfill,
	"expandtabs":   expandTabs,
	"partition":    partition("partition", false),
	"rpartition":   partition("rpartition", true),
	"removeprefix": removeAffix("removeprefix", false),
	"removesuffix": removeAffix("removesuffix", true),
	"decode":       decode,
	"translate":    translate,
}

func init() {
	for name, m := range methods {
		rt.BytesType.AddMethod(name, rt.BytesMethodOf(rt.BytesType, name, m))
		rt.ByteArrayType.AddMethod(name, rt.BytesMethodOf(rt.ByteArrayType, name, m))
	}
	rt.BytesType.AddClassMethod("fromhex", fromHex(false))
	rt.ByteArrayType.AddClassMethod("fromhex", fromHex(true))
	rt.BytesType.AddStaticMethod("maketrans", makeTrans)
	rt.ByteArrayType.AddStaticMethod("maketrans", makeTrans)
}
