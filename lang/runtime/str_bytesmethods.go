package runtime

import (
	"bytes"

	"github.com/cpjit/cpjit/lang/internal/strtext"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The methods bytes and bytearray share: searching, splitting, case,
// predicates, padding, decode, hex and translate (str_bytes.go has the
// types, construction, repr and iteration).

// ---- searching ----

func strBytesFindMethod(name string, reverse, raise bool) strBytesMethod {
	return func(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, self.typeName()+"."+name, name, args, kw, 1, 3); err != nil {
			return Unbound, err
		}
		sub, err := vm.strSubArg(args[1])
		if err != nil {
			return Unbound, err
		}
		start, end, err := strStartEnd(vm, args, 2, len(self.b))
		if err != nil {
			return Unbound, err
		}
		i := -1
		if start <= len(self.b) && end-start >= len(sub) {
			if reverse {
				i = bytes.LastIndex(self.b[start:end], sub)
			} else {
				i = bytes.Index(self.b[start:end], sub)
			}
			if i >= 0 {
				i += start
			}
		}
		if i < 0 && raise {
			return Unbound, vm.ValueError("subsection not found")
		}
		return SmallInt(int64(i)), nil
	}
}

func strBytesCount(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, self.typeName()+".count", "count", args, kw, 1, 3); err != nil {
		return Unbound, err
	}
	sub, err := vm.strSubArg(args[1])
	if err != nil {
		return Unbound, err
	}
	start, end, err := strStartEnd(vm, args, 2, len(self.b))
	if err != nil {
		return Unbound, err
	}
	if start > len(self.b) || end < start {
		return SmallInt(0), nil
	}
	if len(sub) == 0 {
		return SmallInt(int64(end - start + 1)), nil
	}
	return SmallInt(int64(bytes.Count(self.b[start:end], sub))), nil
}

func strBytesStartsEnds(name string, suffix bool) strBytesMethod {
	return func(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, self.typeName()+"."+name, name, args, kw, 1, 3); err != nil {
			return Unbound, err
		}
		start, end := 0, strMaxSsize
		var err error
		if len(args) > 2 && args[2] != None {
			if start, err = strIndexClamped(vm, args[2]); err != nil {
				return Unbound, err
			}
		}
		if len(args) > 3 && args[3] != None {
			if end, err = strIndexClamped(vm, args[3]); err != nil {
				return Unbound, err
			}
		}
		match := func(sub []byte) bool {
			s, e := strAdjustIndices(start, end, len(self.b))
			e -= len(sub)
			if e < s {
				return false
			}
			if suffix {
				return bytes.Equal(self.b[e:e+len(sub)], sub)
			}
			return bytes.Equal(self.b[s:s+len(sub)], sub)
		}
		if t, ok := vm.AsTuple(args[1]); ok {
			for _, it := range t.Items {
				sub, ok := vm.strBytesLike(it)
				if !ok {
					return Unbound, vm.TypeError("a bytes-like object is required, not '%s'", vm.TypeName(it))
				}
				if match(sub) {
					return True, nil
				}
			}
			return False, nil
		}
		sub, ok := vm.strBytesLike(args[1])
		if !ok {
			return Unbound, vm.TypeError("%s first arg must be bytes or a tuple of bytes, not %s", name, vm.TypeName(args[1]))
		}
		return Bool(match(sub)), nil
	}
}

// ---- join, split, strip, replace ----

func strBytesJoin(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, self.typeName()+".join", "join", args, kw, 1, 1); err != nil {
		return Unbound, err
	}
	var items []Value
	v := args[1]
	switch o := vm.Get0(v).(type) {
	case *List:
		items = o.Items
	case *Tuple:
		items = o.Items
	default:
		it, err := vm.Iter(v)
		if err != nil {
			if ExceptionMatches(err, TypeErrorType) {
				return Unbound, vm.TypeError("can only join an iterable")
			}
			return Unbound, err
		}
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
	}
	var out []byte
	for i, it := range items {
		b, ok := vm.strBytesLike(it)
		if !ok {
			return Unbound, vm.TypeError("sequence item %d: expected a bytes-like object, %s found", i, vm.TypeName(it))
		}
		if i > 0 {
			out = append(out, self.b...)
		}
		out = append(out, b...)
	}
	return vm.strNewBytesOf(self.array, out), nil
}

func (vm *VM) strBytesSplitArgs(name string, args []Value, kw []Kwarg) ([]byte, bool, int, error) {
	a, err := strKwArgs(vm, name, args, kw, []string{"sep", "maxsplit"}, 0)
	if err != nil {
		return nil, false, 0, err
	}
	var sep []byte
	hasSep := false
	if a[0] != Unbound && a[0] != None {
		if sep, err = vm.strBytesArg(a[0]); err != nil {
			return nil, false, 0, err
		}
		if len(sep) == 0 {
			return nil, false, 0, vm.ValueError("empty separator")
		}
		hasSep = true
	}
	maxsplit := -1
	if a[1] != Unbound {
		if maxsplit, err = strAsSsize(vm, a[1]); err != nil {
			return nil, false, 0, err
		}
	}
	if maxsplit < 0 {
		maxsplit = strMaxSsize
	}
	return sep, hasSep, maxsplit, nil
}

func strBytesSplit(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	sep, hasSep, maxsplit, err := vm.strBytesSplitArgs("split", args, kw)
	if err != nil {
		return Unbound, err
	}
	b := self.b
	var out []Value
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
				out = append(out, vm.strBytesSlice(self, i, len(b)))
				break
			}
			j := i
			for j < len(b) && !strtext.IsByteSpace(b[j]) {
				j++
			}
			out = append(out, vm.strBytesSlice(self, i, j))
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
			out = append(out, vm.strBytesSlice(self, i, i+j))
			i += j + len(sep)
		}
		out = append(out, vm.strBytesSlice(self, i, len(b)))
	}
	if out == nil {
		out = []Value{}
	}
	return vm.NewList(out), nil
}

func strBytesRSplit(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	sep, hasSep, maxsplit, err := vm.strBytesSplitArgs("rsplit", args, kw)
	if err != nil {
		return Unbound, err
	}
	b := self.b
	var out []Value
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
				out = append(out, vm.strBytesSlice(self, 0, j))
				break
			}
			i := j
			for i > 0 && !strtext.IsByteSpace(b[i-1]) {
				i--
			}
			out = append(out, vm.strBytesSlice(self, i, j))
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
			out = append(out, vm.strBytesSlice(self, i+len(sep), j))
			j = i
		}
		out = append(out, vm.strBytesSlice(self, 0, j))
	}
	for a, c := 0, len(out)-1; a < c; a, c = a+1, c-1 {
		out[a], out[c] = out[c], out[a]
	}
	if out == nil {
		out = []Value{}
	}
	return vm.NewList(out), nil
}

func strBytesSplitLines(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	a, err := strKwArgs(vm, "splitlines", args, kw, []string{"keepends"}, 0)
	if err != nil {
		return Unbound, err
	}
	keep := false
	if a[0] != Unbound {
		if keep, err = vm.Truth(a[0]); err != nil {
			return Unbound, err
		}
	}
	b := self.b
	out := []Value{}
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
		out = append(out, vm.strBytesSlice(self, i, end))
		j += n
		i = j
	}
	if i < len(b) {
		out = append(out, vm.strBytesSlice(self, i, len(b)))
	}
	return vm.NewList(out), nil
}

func strBytesStripMethod(name string, left, right bool) strBytesMethod {
	return func(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, self.typeName()+"."+name, name, args, kw, 0, 1); err != nil {
			return Unbound, err
		}
		in := strtext.IsByteSpace
		if len(args) > 1 && args[1] != None {
			set, err := vm.strBytesArg(args[1])
			if err != nil {
				return Unbound, err
			}
			in = func(c byte) bool { return bytes.IndexByte(set, c) >= 0 }
		}
		b := self.b
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
		return vm.strBytesSlice(self, i, j), nil
	}
}

func strBytesReplace(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	a, err := strKwArgs(vm, "replace", args, kw, []string{"old", "new", "count"}, 0)
	if err != nil {
		return Unbound, err
	}
	if a[0] == Unbound || a[1] == Unbound {
		return Unbound, vm.TypeError("replace() takes at least 2 positional arguments (%d given)", len(args)-1)
	}
	old, err := vm.strBytesArg(a[0])
	if err != nil {
		return Unbound, err
	}
	repl, err := vm.strBytesArg(a[1])
	if err != nil {
		return Unbound, err
	}
	count := -1
	if a[2] != Unbound {
		if count, err = strAsSsize(vm, a[2]); err != nil {
			return Unbound, err
		}
	}
	if count < 0 {
		count = -1
	}
	if len(old) == 0 && count < 0 {
		count = len(self.b) + 1
	}
	return vm.strNewBytesOf(self.array, bytes.Replace(self.b, old, repl, count)), nil
}

// ---- case, predicates, padding ----

func strBytesMap(name string, f func(b []byte) []byte) strBytesMethod {
	return func(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, self.typeName()+"."+name, name, args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		return vm.strNewBytesOf(self.array, f(self.b)), nil
	}
}

func strBytesPredicate(name string, pred func(c byte) bool) strBytesMethod {
	return func(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, self.typeName()+"."+name, name, args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		if len(self.b) == 0 {
			return False, nil
		}
		for _, c := range self.b {
			if !pred(c) {
				return False, nil
			}
		}
		return True, nil
	}
}

func strBytesIsCase(name string) strBytesMethod {
	return func(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, self.typeName()+"."+name, name, args, kw, 0, 0); err != nil {
			return Unbound, err
		}
		cased, prev := false, false
		for _, c := range self.b {
			up, lo := c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z'
			switch name {
			case "isupper":
				if lo {
					return False, nil
				}
				cased = cased || up
			case "islower":
				if up {
					return False, nil
				}
				cased = cased || lo
			default:
				switch {
				case up:
					if prev {
						return False, nil
					}
					prev, cased = true, true
				case lo:
					if !prev {
						return False, nil
					}
					prev, cased = true, true
				default:
					prev = false
				}
			}
		}
		return Bool(cased), nil
	}
}

func strBytesIsASCII(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, self.typeName()+".isascii", "isascii", args, kw, 0, 0); err != nil {
		return Unbound, err
	}
	return Bool(wtf8.IsASCII(string(self.b))), nil
}

func strBytesPad(name string) strBytesMethod {
	return func(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, self.typeName()+"."+name, name, args, kw, 1, 2); err != nil {
			return Unbound, err
		}
		width, err := strAsSsize(vm, args[1])
		if err != nil {
			return Unbound, err
		}
		fill := byte(' ')
		if len(args) > 2 {
			f, ok := vm.strBytesLike(args[2])
			if !ok || len(f) != 1 {
				return Unbound, vm.TypeError("%s() argument 2 must be a byte string of length 1, not %s", name, vm.TypeName(args[2]))
			}
			fill = f[0]
		}
		n := len(self.b)
		if n >= width {
			return vm.strBytesSame(self), nil
		}
		if width > strMaxBytes {
			return Unbound, vm.NewError(MemoryErrorType, "")
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
		copy(out[left:], self.b)
		return vm.strNewBytesOf(self.array, out), nil
	}
}

func strBytesZfill(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	if err := strPosArgs(vm, self.typeName()+".zfill", "zfill", args, kw, 1, 1); err != nil {
		return Unbound, err
	}
	width, err := strAsSsize(vm, args[1])
	if err != nil {
		return Unbound, err
	}
	b := self.b
	if len(b) >= width {
		return vm.strBytesSame(self), nil
	}
	if width > strMaxBytes {
		return Unbound, vm.NewError(MemoryErrorType, "")
	}
	out := make([]byte, 0, width)
	if len(b) > 0 && (b[0] == '+' || b[0] == '-') {
		out = append(out, b[0])
		b = b[1:]
	}
	for len(out)+len(b) < width {
		out = append(out, '0')
	}
	return vm.strNewBytesOf(self.array, append(out, b...)), nil
}

func strBytesExpandTabs(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	a, err := strKwArgs(vm, "expandtabs", args, kw, []string{"tabsize"}, 0)
	if err != nil {
		return Unbound, err
	}
	tab := 8
	if a[0] != Unbound {
		if tab, err = strAsSsize(vm, a[0]); err != nil {
			return Unbound, err
		}
	}
	var out []byte
	col := 0
	for _, c := range self.b {
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
	return vm.strNewBytesOf(self.array, out), nil
}

func strBytesPartition(name string, reverse bool) strBytesMethod {
	return func(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, self.typeName()+"."+name, name, args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		sep, err := vm.strBytesArg(args[1])
		if err != nil {
			return Unbound, err
		}
		if len(sep) == 0 {
			return Unbound, vm.ValueError("empty separator")
		}
		var i int
		if reverse {
			i = bytes.LastIndex(self.b, sep)
		} else {
			i = bytes.Index(self.b, sep)
		}
		empty := func() Value { return vm.strNewBytesOf(self.array, nil) }
		if i < 0 {
			if reverse {
				return vm.NewTupleCopy([]Value{empty(), empty(), vm.strBytesSame(self)}), nil
			}
			return vm.NewTupleCopy([]Value{vm.strBytesSame(self), empty(), empty()}), nil
		}
		sepV := vm.strNewBytesOf(self.array, append([]byte(nil), sep...))
		if bo, ok := vm.Get0(args[1]).(*Bytes); ok && bo.cls == BytesType && !self.array {
			sepV = args[1]
		}
		return vm.NewTupleCopy([]Value{vm.strBytesSlice(self, 0, i), sepV, vm.strBytesSlice(self, i+len(sep), len(self.b))}), nil
	}
}

func strBytesRemoveAffix(name string, suffix bool) strBytesMethod {
	return func(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
		if err := strPosArgs(vm, self.typeName()+"."+name, name, args, kw, 1, 1); err != nil {
			return Unbound, err
		}
		p, err := vm.strBytesArg(args[1])
		if err != nil {
			return Unbound, err
		}
		if len(p) > 0 {
			if suffix && bytes.HasSuffix(self.b, p) {
				return vm.strBytesSlice(self, 0, len(self.b)-len(p)), nil
			}
			if !suffix && bytes.HasPrefix(self.b, p) {
				return vm.strBytesSlice(self, len(p), len(self.b)), nil
			}
		}
		return vm.strBytesSame(self), nil
	}
}

// ---- decode, hex, translate ----

func strBytesDecode(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	a, err := strKwArgs(vm, "decode", args, kw, []string{"encoding", "errors"}, 0)
	if err != nil {
		return Unbound, err
	}
	encoding, errors := "utf-8", "strict"
	if a[0] != Unbound {
		e, err := strArgStrNamed(vm, a[0], "decode", "encoding")
		if err != nil {
			return Unbound, err
		}
		encoding = e.S
	}
	if a[1] != Unbound {
		e, err := strArgStrNamed(vm, a[1], "decode", "errors")
		if err != nil {
			return Unbound, err
		}
		errors = e.S
	}
	return vm.Decode(self.b, encoding, errors)
}

func strBytesHex(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	a, err := strKwArgs(vm, "hex", args, kw, []string{"sep", "bytes_per_sep"}, 0)
	if err != nil {
		return Unbound, err
	}
	var sep string
	hasSep := false
	if a[0] != Unbound {
		n, err := vm.Len(a[0])
		if err != nil {
			return Unbound, err
		}
		if n != 1 {
			return Unbound, vm.ValueError("sep must be length 1.")
		}
		if s := vm.strOther(a[0]); s != nil {
			if !s.ascii {
				return Unbound, vm.ValueError("sep must be ASCII.")
			}
			sep = s.S
		} else if b, ok := vm.strBytesLike(a[0]); ok {
			if b[0] >= 0x80 {
				return Unbound, vm.ValueError("sep must be ASCII.")
			}
			sep = string(b)
		} else {
			return Unbound, vm.TypeError("sep must be str or bytes.")
		}
		hasSep = true
	}
	per := 1
	if a[1] != Unbound {
		if per, err = strAsSsize(vm, a[1]); err != nil {
			return Unbound, err
		}
	}
	return vm.strNewASCII(strtext.HexString(self.b, hasSep, sep, per)), nil
}

// strFromHex parses bytes.fromhex's argument.
func (vm *VM) strFromHex(s *Str) ([]byte, error) {
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

func strBytesFromHex(array bool) BuiltinFn {
	return func(vm *VM, args []Value, kw []Kwarg) (Value, error) {
		if len(kw) > 0 {
			return Unbound, vm.TypeError("fromhex() takes no keyword arguments")
		}
		if len(args) != 2 {
			return Unbound, vm.TypeError("fromhex() takes exactly one argument (%d given)", len(args)-1)
		}
		s := vm.strOther(args[1])
		if s == nil {
			return Unbound, vm.TypeError("fromhex() argument must be str, not %s", vm.TypeName(args[1]))
		}
		b, err := vm.strFromHex(s)
		if err != nil {
			return Unbound, err
		}
		cls, _ := vm.AsClass(args[0])
		if cls == nil || cls == BytesType || cls == ByteArrayType {
			return vm.strNewBytesOf(array, b), nil
		}
		return vm.Call(args[0], []Value{vm.NewBytes(b)}, nil)
	}
}

func strBytesMakeTrans(vm *VM, args []Value, kw []Kwarg) (Value, error) {
	if err := vm.NoKwargs("maketrans", kw); err != nil {
		return Unbound, err
	}
	if len(args) != 2 {
		return Unbound, vm.TypeError("maketrans expected 2 arguments, got %d", len(args))
	}
	from, err := vm.strBytesArg(args[0])
	if err != nil {
		return Unbound, err
	}
	to, err := vm.strBytesArg(args[1])
	if err != nil {
		return Unbound, err
	}
	if len(from) != len(to) {
		return Unbound, vm.ValueError("maketrans arguments must have same length")
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

func strBytesTranslate(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	a, err := strKwArgs(vm, "translate", args, kw, []string{"table", "delete"}, 1)
	if err != nil {
		return Unbound, err
	}
	var table []byte
	if a[0] != None {
		if table, err = vm.strBytesArg(a[0]); err != nil {
			return Unbound, err
		}
		if len(table) != 256 {
			return Unbound, vm.ValueError("translation table must be 256 characters long")
		}
	}
	var del []byte
	if a[1] != Unbound {
		if del, err = vm.strBytesArg(a[1]); err != nil {
			return Unbound, err
		}
	}
	out := make([]byte, 0, len(self.b))
	for _, c := range self.b {
		if len(del) > 0 && bytes.IndexByte(del, c) >= 0 {
			continue
		}
		if table != nil {
			c = table[c]
		}
		out = append(out, c)
	}
	return vm.strNewBytesOf(self.array, out), nil
}

func strBytesSizeOf(vm *VM, self strBytesRef, args []Value, kw []Kwarg) (Value, error) {
	if self.array {
		if len(self.b) == 0 {
			return SmallInt(56), nil
		}
		return SmallInt(int64(57 + len(self.b))), nil
	}
	return SmallInt(int64(33 + len(self.b))), nil
}

// strBytesShared lists the methods bytes and bytearray share.
var strBytesShared = map[string]strBytesMethod{
	"__add__":        strBytesAdd,
	"__mul__":        strBytesMul,
	"__rmul__":       strBytesMul,
	"__mod__":        strBytesMod,
	"__rmod__":       strBytesRMod,
	"__getitem__":    strBytesGetItem,
	"__len__":        strBytesLen,
	"__contains__":   strBytesContains,
	"__iter__":       strBytesIterMethod,
	"__eq__":         strBytesCompare(CmpEQ),
	"__ne__":         strBytesCompare(CmpNE),
	"__lt__":         strBytesCompare(CmpLT),
	"__le__":         strBytesCompare(CmpLE),
	"__gt__":         strBytesCompare(CmpGT),
	"__ge__":         strBytesCompare(CmpGE),
	"__repr__":       strBytesReprMethod,
	"__str__":        strBytesReprMethod,
	"__sizeof__":     strBytesSizeOf,
	"find":           strBytesFindMethod("find", false, false),
	"rfind":          strBytesFindMethod("rfind", true, false),
	"index":          strBytesFindMethod("index", false, true),
	"rindex":         strBytesFindMethod("rindex", true, true),
	"count":          strBytesCount,
	"startswith":     strBytesStartsEnds("startswith", false),
	"endswith":       strBytesStartsEnds("endswith", true),
	"join":           strBytesJoin,
	"split":          strBytesSplit,
	"rsplit":         strBytesRSplit,
	"splitlines":     strBytesSplitLines,
	"strip":          strBytesStripMethod("strip", true, true),
	"lstrip":         strBytesStripMethod("lstrip", true, false),
	"rstrip":         strBytesStripMethod("rstrip", false, true),
	"replace":        strBytesReplace,
	"upper":          strBytesMap("upper", strtext.BytesMapEach(strtext.ASCIIUpper)),
	"lower":          strBytesMap("lower", strtext.BytesMapEach(strtext.ASCIILower)),
	"swapcase":       strBytesMap("swapcase", strtext.BytesMapEach(strtext.ASCIISwap)),
	"capitalize":     strBytesMap("capitalize", strtext.BytesCapitalize),
	"title":          strBytesMap("title", strtext.BytesTitle),
	"isdigit":        strBytesPredicate("isdigit", func(c byte) bool { return c >= '0' && c <= '9' }),
	"isalpha":        strBytesPredicate("isalpha", strtext.IsASCIILetter),
	"isalnum":        strBytesPredicate("isalnum", func(c byte) bool { return c >= '0' && c <= '9' || strtext.IsASCIILetter(c) }),
	"isspace":        strBytesPredicate("isspace", strtext.IsByteSpace),
	"isupper":        strBytesIsCase("isupper"),
	"islower":        strBytesIsCase("islower"),
	"istitle":        strBytesIsCase("istitle"),
	"isascii":        strBytesIsASCII,
	"center":         strBytesPad("center"),
	"ljust":          strBytesPad("ljust"),
	"rjust":          strBytesPad("rjust"),
	"zfill":          strBytesZfill,
	"expandtabs":     strBytesExpandTabs,
	"partition":      strBytesPartition("partition", false),
	"rpartition":     strBytesPartition("rpartition", true),
	"removeprefix":   strBytesRemoveAffix("removeprefix", false),
	"removesuffix":   strBytesRemoveAffix("removesuffix", true),
	"decode":         strBytesDecode,
	"hex":            strBytesHex,
	"translate":      strBytesTranslate,
	"__getnewargs__": strBytesGetNewArgs,
}

func init() {
	BytesType.New = strBytesNew
	ByteArrayType.New = strByteArrayNew
	BytesType.AddMethod("__new__", ctrNewWrapper(BytesType))
	ByteArrayType.AddMethod("__new__", ctrNewWrapper(ByteArrayType))
	for name, m := range strBytesShared {
		BytesType.AddMethod(name, strBytesWrap(BytesType, name, m))
		if name != "__getnewargs__" {
			ByteArrayType.AddMethod(name, strBytesWrap(ByteArrayType, name, m))
		}
	}
	BytesType.AddHashMethod(func(vm *VM, v Value) (int64, error) {
		b := vm.heap.Get(v).(*Bytes)
		if !b.hashed {
			b.hash = HashBytes(b.B)
			b.hashed = true
		}
		return b.hash, nil
	})
	BytesType.AddMethod("__bytes__", strBytesWrap(BytesType, "__bytes__", strBytesBytes))
	ByteArrayType.SetAttrStatic("__hash__", None)
	ByteArrayType.AddMethod("__init__", strByteArrayInit)
	BytesType.AddClassMethod("fromhex", strBytesFromHex(false))
	ByteArrayType.AddClassMethod("fromhex", strBytesFromHex(true))
	BytesType.AddStaticMethod("maketrans", strBytesMakeTrans)
	ByteArrayType.AddStaticMethod("maketrans", strBytesMakeTrans)
	for _, c := range []*Class{strBytesIterType, strByteArrayIterType} {
		c.AddMethod("__iter__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return args[0], nil })
		c.AddMethod("__next__", func(vm *VM, args []Value, kw []Kwarg) (Value, error) { return IterNextMethod(vm, args[0]) })
	}
}

// strBytesIndexFast is the ops.go fast path for bytes[i] and bytearray[i]
// with a small int index.
func (vm *VM) strBytesIndexFast(b []byte, array bool, i int64) (Value, error) {
	if i < 0 {
		i += int64(len(b))
	}
	if i < 0 || i >= int64(len(b)) {
		if array {
			return Unbound, vm.IndexError("bytearray index out of range")
		}
		return Unbound, vm.IndexError("index out of range")
	}
	return SmallInt(int64(b[i])), nil
}

// strByteArraySetFast is the ops.go fast path for bytearray[i] = v with
// small ints; ok is false when the general path must run.
func (vm *VM) strByteArraySetFast(ba *ByteArray, k, v Value) (bool, error) {
	if !k.IsSmallInt() || !v.IsSmallInt() {
		return false, nil
	}
	i, c := k.Int(), v.Int()
	if i < 0 {
		i += int64(len(ba.B))
	}
	if i < 0 || i >= int64(len(ba.B)) {
		return true, vm.IndexError("bytearray index out of range")
	}
	if c < 0 || c > 255 {
		return true, vm.ValueError("byte must be in range(0, 256)")
	}
	ba.B[i] = byte(c)
	return true, nil
}
