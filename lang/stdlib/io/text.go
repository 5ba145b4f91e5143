package io

import (
	"io"
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// The text layer (TextIOWrapper): incremental decoding of the byte
// stream into a buffer of not yet consumed text, newline translation as
// the newline argument says, the newlines seen, tell/seek cookies (byte
// positions: this decoder keeps no state a position cannot express), and
// encoding with the byte-order mark written once at the start.

// textCodecName is the codec a text file uses for name, or "".
func textCodecName(vm *rt.VM, name string) string {
	if name == "locale" {
		return "utf-8" // the C.UTF-8 locale's
	}
	if enc := rt.NormEncoding(name); enc != "" {
		return enc
	}
	n := strings.NewReplacer("-", "_", " ", "_").Replace(strings.ToLower(strings.TrimSpace(name)))
	if n == "utf_8_sig" || n == "utf8_sig" {
		return "utf-8-sig"
	}
	return singleByteCodec(vm, name)
}

// singleByteCodec asks the codec registry (codecs.lookup) for name and
// returns the codec's name when it is a single-byte codec of the
// encodings package (cp1252, koi8_r...), whose bytes each decode alone:
// the text layer decodes and encodes any chunk of them through
// vm.Decode and vm.Encode, which find the codec again. Otherwise "".
func singleByteCodec(vm *rt.VM, name string) string {
	if vm == nil || vm.Interp == nil {
		return ""
	}
	m, err := vm.Interp.Import(vm, "codecs", nil, rt.None, 0)
	if err != nil {
		return ""
	}
	lookup, err := vm.GetAttr(m, "lookup")
	if err != nil {
		return ""
	}
	info, err := vm.Call(lookup, []rt.Value{vm.NewStr(name)}, nil)
	if err != nil {
		return ""
	}
	if sb, ok, _ := vm.GetAttrOpt(info, "_cpjit_single_byte"); !ok || sb != rt.True {
		return ""
	}
	v, err := vm.GetAttr(info, "name")
	if err != nil {
		return ""
	}
	codec, _ := vm.StrOf(v)
	return codec
}

// Kinds of line ends seen (the newlines attribute).
const (
	seenCR = 1 << iota
	seenLF
	seenCRLF
)

type textState struct {
	encoding string // as given ("UTF-8", "latin-1"...)
	codec    string // textCodecName(encoding)
	errs     string
	// newline is the newline argument: nil for None (universal newlines,
	// translated to "\n" on input), else "", "\n", "\r" or "\r\n".
	newline       *string
	lineBuffering bool
	writeThrough  bool

	tbuf string // decoded, untranslated, not yet consumed (WTF-8)
	pend []byte // bytes read but not decoded (an incomplete character)
	eof  bool
	seen uint8
	// decCodec decodes after the byte-order mark ("" until known);
	// bomPending: the next bytes decoded start the stream.
	decCodec   string
	bomPending bool
	encStarted bool // the byte-order mark, if any, is written or skipped
	decoded    bool // something was read (reconfigure refuses then)
	crHeld     bool // decoded text ended with "\r" (newlines not yet noted)
	// chunkStart is the byte position where the last chunk read began
	// (-1: unknown); CPython's tell() resets its decoder, and so the
	// newlines seen, when that chunk started the stream.
	chunkStart int64
}

func newTextState(vm *rt.VM, encoding, errs string, newline *string, lineBuffering bool) *textState {
	return &textState{encoding: encoding, codec: textCodecName(vm, encoding), errs: errs, newline: newline, lineBuffering: lineBuffering}
}

// hasBOM reports whether the codec reads and writes a byte-order mark.
func (t *textState) hasBOM() bool {
	return t.codec == "utf-8-sig" || t.codec == "utf-16" || t.codec == "utf-32"
}

// startAt sets the decoder and encoder for the stream's position.
func (t *textState) startAt(st *fileState, vm *rt.VM) {
	atStart := true
	if st.seekable {
		if pos, err := st.tell(); err == nil && pos != 0 {
			atStart = false
		}
	}
	t.reset(atStart)
}

func (t *textState) reset(atStart bool) {
	t.tbuf, t.pend, t.eof = "", nil, false
	t.bomPending = atStart && t.hasBOM()
	t.encStarted = !atStart
	t.decCodec = ""
	if !t.bomPending {
		t.decCodec = t.plainCodec("")
	}
}

// plainCodec is the codec without a byte-order mark, given the mark read
// ("" for none: little-endian, as CPython's default on this platform).
func (t *textState) plainCodec(bom string) string {
	switch t.codec {
	case "utf-8-sig":
		return "utf-8"
	case "utf-16":
		if bom == "be" {
			return "utf-16-be"
		}
		return "utf-16-le"
	case "utf-32":
		if bom == "be" {
			return "utf-32-be"
		}
		return "utf-32-le"
	}
	return t.codec
}

func (t *textState) universal() bool { return t.newline == nil || *t.newline == "" }

// completePrefix is how many bytes of data decode to whole characters.
func completePrefix(codec string, data []byte) int {
	n := len(data)
	switch codec {
	case "utf-8":
		for back := 1; back <= 3 && back <= n; back++ {
			c := data[n-back]
			if c&0xC0 == 0x80 {
				continue
			}
			need := 1
			switch {
			case c >= 0xF0:
				need = 4
			case c >= 0xE0:
				need = 3
			case c >= 0xC0:
				need = 2
			}
			if need > back {
				return n - back
			}
			return n
		}
		return n
	case "utf-16-le", "utf-16-be":
		n &^= 1
		if n >= 2 {
			u := uint16(data[n-2]) | uint16(data[n-1])<<8
			if codec == "utf-16-be" {
				u = uint16(data[n-2])<<8 | uint16(data[n-1])
			}
			if u >= 0xD800 && u <= 0xDBFF {
				n -= 2
			}
		}
		return n
	case "utf-32-le", "utf-32-be":
		return n &^ 3
	}
	return n
}

// fill reads more of the stream into tbuf; false at the end.
func (t *textState) fill(vm *rt.VM, st *fileState) (bool, error) {
	return t.fillSome(vm, st, false)
}

// fillSome reads a chunk, or everything to the end when all is set.
func (t *textState) fillSome(vm *rt.VM, st *fileState, all bool) (bool, error) {
	if t.eof {
		return false, nil
	}
	var chunk []byte
	var err error
	t.chunkStart = -1
	if st.seekable {
		if pos, err := st.tell(); err == nil {
			t.chunkStart = pos - int64(len(t.pend))
		}
	}
	if all {
		chunk, err = st.r.read(-1)
	} else {
		chunk, err = st.r.read1(8192)
	}
	if err != nil {
		return false, objIOError(vm, err)
	}
	t.decoded = true
	if len(chunk) == 0 || all {
		t.eof = true
	}
	t.pend = append(t.pend, chunk...)
	if t.bomPending {
		need := map[string]int{"utf-8-sig": 3, "utf-16": 2, "utf-32": 4}[t.codec]
		if len(t.pend) < need && !t.eof {
			return true, nil
		}
		t.bomPending = false
		t.decCodec = t.plainCodec("")
		p := t.pend
		switch t.codec {
		case "utf-8-sig":
			if len(p) >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
				t.pend = p[3:]
			}
		case "utf-16":
			if len(p) >= 2 && p[0] == 0xFF && p[1] == 0xFE {
				t.pend = p[2:]
			} else if len(p) >= 2 && p[0] == 0xFE && p[1] == 0xFF {
				t.pend, t.decCodec = p[2:], t.plainCodec("be")
			}
		case "utf-32":
			if len(p) >= 4 && p[0] == 0xFF && p[1] == 0xFE && p[2] == 0 && p[3] == 0 {
				t.pend = p[4:]
			} else if len(p) >= 4 && p[0] == 0 && p[1] == 0 && p[2] == 0xFE && p[3] == 0xFF {
				t.pend, t.decCodec = p[4:], t.plainCodec("be")
			}
		}
	}
	n := len(t.pend)
	if !t.eof {
		n = completePrefix(t.decCodec, t.pend)
	}
	if t.eof && t.crHeld {
		t.crHeld = false
		t.seen |= seenCR
	}
	if n > 0 {
		s, err := vm.Decode(t.pend[:n], t.decCodec, t.errs)
		if err != nil {
			return false, err
		}
		str, _ := vm.StrOf(s)
		t.noteNewlines(str)
		t.tbuf += str
		t.pend = append([]byte(nil), t.pend[n:]...)
	}
	return len(chunk) > 0 || n > 0, nil
}

// noteNewlines records the kinds of line end in newly decoded text (the
// newlines attribute counts what was decoded, as CPython's decoder does);
// a "\r" at the end waits for the next text.
func (t *textState) noteNewlines(s string) {
	if !t.universal() {
		return
	}
	if t.crHeld {
		t.crHeld = false
		if strings.HasPrefix(s, "\n") {
			t.seen |= seenCRLF
			s = s[1:]
		} else {
			t.seen |= seenCR
		}
	}
	if strings.IndexByte(s, '\r') < 0 {
		if strings.IndexByte(s, '\n') >= 0 {
			t.seen |= seenLF
		}
		return
	}
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n':
			t.seen |= seenLF
		case '\r':
			switch {
			case i+1 < len(s) && s[i+1] == '\n':
				t.seen |= seenCRLF
				i++
			case i+1 == len(s) && !t.eof:
				t.crHeld = true
			default:
				t.seen |= seenCR
			}
		}
	}
}

// take consumes n bytes of tbuf and returns them translated.
func (t *textState) take(n int) string {
	s := t.tbuf[:n]
	t.tbuf = t.tbuf[n:]
	if t.newline != nil || strings.IndexByte(s, '\r') < 0 {
		return s
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n")
}

// charWidth is the width in bytes of the WTF-8 character starting with c.
func charWidth(c byte) int {
	switch {
	case c < 0x80:
		return 1
	case c >= 0xF0:
		return 4
	case c >= 0xE0:
		return 3
	case c >= 0xC0:
		return 2
	}
	return 1
}

// cut returns the byte offset in tbuf after n characters as read returns
// them ("\r\n" is one under universal newlines with translation), and
// how many it found.
func (t *textState) cut(n int) (int, int) {
	s := t.tbuf
	i, count := 0, 0
	for i < len(s) && count < n {
		if s[i] == '\r' && t.newline == nil && i+1 < len(s) && s[i+1] == '\n' {
			i += 2
		} else {
			i += charWidth(s[i])
		}
		count++
	}
	return min(i, len(s)), count
}

// lineEnd finds the end of the first line in tbuf: the offset after it,
// or -1 (more text is needed to know).
func (t *textState) lineEnd() int {
	s := t.tbuf
	switch {
	case t.newline != nil && *t.newline == "\n":
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			return i + 1
		}
	case t.newline != nil && *t.newline == "\r":
		if i := strings.IndexByte(s, '\r'); i >= 0 {
			return i + 1
		}
	case t.newline != nil && *t.newline == "\r\n":
		if i := strings.Index(s, "\r\n"); i >= 0 {
			return i + 2
		}
	default:
		i := strings.IndexAny(s, "\r\n")
		if i < 0 {
			return -1
		}
		if s[i] == '\n' {
			return i + 1
		}
		if i+1 < len(s) {
			if s[i+1] == '\n' {
				return i + 2
			}
			return i + 1
		}
		if t.eof {
			return i + 1
		}
	}
	return -1
}

func (t *textState) readLine(vm *rt.VM, st *fileState, limit int) (rt.Value, error) {
	for {
		end := t.lineEnd()
		if limit >= 0 {
			off, count := t.cut(limit)
			if (end < 0 || end > off) && (count == limit || t.eof) {
				if off > 0 && t.tbuf[off-1] == '\r' && off == len(t.tbuf) && !t.eof && t.newline == nil {
					// "\r" may start "\r\n": read on to know.
				} else {
					return vm.NewStr(t.take(off)), nil
				}
			}
		}
		if end >= 0 {
			return vm.NewStr(t.take(end)), nil
		}
		more, err := t.fill(vm, st)
		if err != nil {
			return rt.Unbound, err
		}
		if !more && t.eof {
			if end := t.lineEnd(); end >= 0 {
				return vm.NewStr(t.take(end)), nil
			}
			return vm.NewStr(t.take(len(t.tbuf))), nil
		}
	}
}

func (t *textState) read(vm *rt.VM, st *fileState, n int) (rt.Value, error) {
	for {
		if n >= 0 {
			off, count := t.cut(n)
			crPending := off > 0 && off == len(t.tbuf) && t.tbuf[off-1] == '\r' && t.newline == nil && !t.eof
			if count == n && !crPending {
				return vm.NewStr(t.take(off)), nil
			}
		}
		more, err := t.fillSome(vm, st, n < 0)
		if err != nil {
			return rt.Unbound, err
		}
		if !more && t.eof || n < 0 {
			return vm.NewStr(t.take(len(t.tbuf))), nil
		}
	}
}

// rewind moves the stream back to the text position (before a write,
// seek, truncate or detach after reading ahead).
func (t *textState) rewind(vm *rt.VM, st *fileState) error {
	if t.tbuf == "" && len(t.pend) == 0 && (st.r == nil || st.r.buffered() == 0) {
		return nil
	}
	pos, err := t.position(vm, st)
	if err != nil {
		return err
	}
	st.r.reset()
	if _, err := st.raw.Seek(pos, io.SeekStart); err != nil {
		return objIOError(vm, err)
	}
	t.tbuf, t.pend, t.eof = "", nil, false
	return nil
}

// position is the byte position of the next character.
func (t *textState) position(vm *rt.VM, st *fileState) (int64, error) {
	pos, err := st.tell()
	if err != nil {
		return 0, objIOError(vm, err)
	}
	pos -= int64(len(t.pend))
	if t.tbuf != "" {
		b, err := vm.Encode(rt.StrObj(t.tbuf), t.decCodec, t.errs)
		if err != nil {
			return 0, err
		}
		pos -= int64(len(b))
	}
	return pos, nil
}

func (t *textState) tell(vm *rt.VM, st *fileState) (rt.Value, error) {
	if !st.seekable {
		return rt.Unbound, objUnsupported(vm, "underlying stream is not seekable")
	}
	pos, err := t.position(vm, st)
	if err != nil {
		return rt.Unbound, err
	}
	return vm.NewInt(pos), nil
}

func (t *textState) seek(vm *rt.VM, st *fileState, off, whence int64) (rt.Value, error) {
	switch {
	case whence == 1 && off != 0:
		return rt.Unbound, objUnsupported(vm, "can't do nonzero cur-relative seeks")
	case whence == 2 && off != 0:
		return rt.Unbound, objUnsupported(vm, "can't do nonzero end-relative seeks")
	case whence < 0 || whence > 2:
		return rt.Unbound, vm.ValueError("invalid whence (%d, should be 0, 1 or 2)", whence)
	case whence == 0 && off < 0:
		return rt.Unbound, vm.ValueError("negative seek position %d", off)
	}
	if !st.seekable {
		return rt.Unbound, objUnsupported(vm, "underlying stream is not seekable")
	}
	if whence == 1 {
		return t.tell(vm, st)
	}
	st.r.reset()
	pos, err := st.raw.Seek(off, int(whence))
	if err != nil {
		return rt.Unbound, objIOError(vm, err)
	}
	codec := t.decCodec
	t.reset(pos == 0)
	t.seen, t.crHeld = 0, false
	if pos != 0 && codec != "" {
		t.decCodec = codec
	}
	return vm.NewInt(pos), nil
}

func (t *textState) write(vm *rt.VM, st *fileState, v rt.Value) (rt.Value, error) {
	s, ok := vm.AsStr(v)
	if !ok {
		return rt.Unbound, vm.TypeError("write() argument must be str, not %s", vm.TypeName(v))
	}
	src := s
	if t.newline != nil && (*t.newline == "\r" || *t.newline == "\r\n") && strings.IndexByte(s.S, '\n') >= 0 {
		src = rt.StrObj(strings.ReplaceAll(s.S, "\n", *t.newline))
	}
	// As CPython's, a write after reading drops the decoded text and
	// writes where the buffered layer stands.
	t.tbuf, t.pend, t.eof = "", nil, false
	codec := t.plainCodec("")
	var prefix []byte
	if !t.encStarted {
		t.encStarted = true
		atStart := true
		if st.seekable {
			if pos, err := st.tell(); err == nil && pos != 0 {
				atStart = false
			}
		}
		if atStart {
			switch t.codec {
			case "utf-8-sig":
				prefix = []byte{0xEF, 0xBB, 0xBF}
			case "utf-16":
				prefix = []byte{0xFF, 0xFE}
			case "utf-32":
				prefix = []byte{0xFF, 0xFE, 0, 0}
			}
		}
	}
	if t.decCodec != "" && t.codec != "utf-8-sig" {
		codec = t.decCodec
	}
	b, err := vm.Encode(src, codec, t.errs)
	if err != nil {
		return rt.Unbound, err
	}
	if prefix != nil {
		b = append(prefix, b...)
	}
	if err := st.dropReadBuffer(); err != nil {
		return rt.Unbound, objIOError(vm, err)
	}
	if _, err := st.raw.Write(b); err != nil {
		return rt.Unbound, objIOError(vm, err)
	}
	if t.bomPending && prefix != nil {
		t.bomPending = false
		t.decCodec = t.plainCodec("")
	}
	if st.pyobj != rt.Unbound && (t.writeThrough || t.lineBuffering && strings.ContainsAny(s.S, "\n\r")) {
		if _, err := vm.CallMethod(st.pyobj, "flush"); err != nil {
			return rt.Unbound, err
		}
	}
	return vm.NewInt(int64(s.Len())), nil
}

func (t *textState) newlines(vm *rt.VM) rt.Value {
	var kinds []rt.Value
	for _, k := range []struct {
		bit uint8
		s   string
	}{{seenCR, "\r"}, {seenLF, "\n"}, {seenCRLF, "\r\n"}} {
		if t.seen&k.bit != 0 {
			kinds = append(kinds, vm.NewStr(k.s))
		}
	}
	switch len(kinds) {
	case 0:
		return rt.None
	case 1:
		return kinds[0]
	}
	return vm.NewTuple(kinds)
}

func initTextMethods() {
	text := func(name string, fn func(vm *rt.VM, f *objFile) (rt.Value, error)) {
		TextIOType.AddGetter(name, func(vm *rt.VM, self rt.Value) (rt.Value, error) {
			f, err := objFileSelf(vm, self, name)
			if err != nil {
				return rt.Unbound, err
			}
			return fn(vm, f)
		})
	}
	text("encoding", func(vm *rt.VM, f *objFile) (rt.Value, error) { return vm.NewStr(f.text.encoding), nil })
	text("errors", func(vm *rt.VM, f *objFile) (rt.Value, error) { return vm.NewStr(f.text.errs), nil })
	text("newlines", func(vm *rt.VM, f *objFile) (rt.Value, error) { return f.text.newlines(vm), nil })
	text("line_buffering", func(vm *rt.VM, f *objFile) (rt.Value, error) { return rt.Bool(f.text.lineBuffering), nil })
	text("write_through", func(vm *rt.VM, f *objFile) (rt.Value, error) { return rt.Bool(f.text.writeThrough), nil })
	text("buffer", func(vm *rt.VM, f *objFile) (rt.Value, error) {
		if f.detached {
			return rt.Unbound, objCheckOpen(vm, f)
		}
		return f.below, nil
	})
	// reconfigure takes keywords only.
	TextIOType.AddMethod("reconfigure", func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if len(args) == 0 {
			return rt.Unbound, vm.TypeError("descriptor 'reconfigure' needs an argument")
		}
		f, err := objFileSelf(vm, args[0], "reconfigure")
		if err != nil {
			return rt.Unbound, err
		}
		if len(args) > 1 {
			return rt.Unbound, vm.TypeError("reconfigure() takes no positional arguments")
		}
		a, err := vm.BindArgs("reconfigure", nil, kw, []string{"encoding", "errors", "newline", "line_buffering", "write_through"}, 0)
		if err != nil {
			return rt.Unbound, err
		}
		if err := objCheckOpen(vm, f); err != nil {
			return rt.Unbound, err
		}
		t := f.text
		if (a[0] != rt.Unbound || a[2] != rt.Unbound) && t.decoded {
			return rt.Unbound, objUnsupported(vm, "It is not possible to set the encoding or newline of stream after the first read")
		}
		if a[0] != rt.Unbound && a[0] != rt.None {
			s, ok := vm.StrOf(a[0])
			if !ok {
				return rt.Unbound, vm.TypeError("reconfigure() argument 'encoding' must be str or None, not %s", vm.TypeName(a[0]))
			}
			if textCodecName(vm, s) == "" {
				return rt.Unbound, vm.Errorf(rt.LookupErrorType, "unknown encoding: %s", s)
			}
			t.encoding, t.codec = s, textCodecName(vm, s)
			t.reset(!t.encStarted)
			if a[1] == rt.Unbound {
				t.errs = "strict"
			}
		}
		if a[1] != rt.Unbound && a[1] != rt.None {
			s, ok := vm.StrOf(a[1])
			if !ok {
				return rt.Unbound, vm.TypeError("reconfigure() argument 'errors' must be str or None, not %s", vm.TypeName(a[1]))
			}
			t.errs = s
		}
		if a[2] != rt.Unbound {
			if a[2] == rt.None {
				t.newline = nil
			} else {
				s, ok := vm.StrOf(a[2])
				if !ok || !validNewline(s) {
					return rt.Unbound, vm.ValueError("illegal newline value: %s", s)
				}
				t.newline = &s
			}
		}
		for i, p := range []*bool{&t.lineBuffering, &t.writeThrough} {
			if a[3+i] != rt.Unbound && a[3+i] != rt.None {
				b, err := vm.Truth(a[3+i])
				if err != nil {
					return rt.Unbound, err
				}
				*p = b
			}
		}
		return rt.None, nil
	})
}
