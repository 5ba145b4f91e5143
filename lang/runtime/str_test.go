package runtime

import (
	"strings"
	"testing"
	"unicode"
	"unsafe"

	"github.com/cpjit/cpjit/lang/internal/strtext"
	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"

	"github.com/stretchr/testify/require"
)

// Expected values in this file were produced by CPython 3.13.

func strTestCall(t *testing.T, vm *VM, recv Value, name string, args ...Value) Value {
	t.Helper()
	r, err := vm.CallMethod(recv, name, args...)
	if err != nil {
		t.Fatalf("%s: %s", name, strTestErr(vm, err))
	}
	return r
}

func strTestErr(vm *VM, err error) string {
	e := AsException(err)
	if e == nil {
		return err.Error()
	}
	msg, err2 := vm.Str(e.self)
	if err2 != nil {
		msg = "?"
	}
	return e.cls.Name + ": " + msg
}

func strTestRepr(t *testing.T, vm *VM, v Value) string {
	t.Helper()
	s, err := vm.Repr(v)
	require.NoError(t, err)
	return s
}

func TestStrRepr(t *testing.T) {
	cases := []struct{ in, repr, ascii string }{
		{"", "''", "''"},
		{"abc", "'abc'", "'abc'"},
		{"a'b", "\x22a'b\x22", "\x22a'b\x22"},
		{"a\x22b", "'a\x22b'", "'a\x22b'"},
		{"a'\x22b", "'a\x5c'\x22b'", "'a\x5c'\x22b'"},
		{"\x5c", "'\x5c\x5c'", "'\x5c\x5c'"},
		{"\x09\x0a\x0d\x00\x1f\x7f", "'\x5ct\x5cn\x5cr\x5cx00\x5cx1f\x5cx7f'", "'\x5ct\x5cn\x5cr\x5cx00\x5cx1f\x5cx7f'"},
		{"\xc2\x80\xc2\x9f\xc2\xa0\xc2\xad\xc3\xbf", "'\x5cx80\x5cx9f\x5cxa0\x5cxad\xc3\xbf'", "'\x5cx80\x5cx9f\x5cxa0\x5cxad\x5cxff'"},
		{"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80", "'\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80'", "'\x5cxe9\x5cu20ac\x5cU0001f600'"},
		{"\xe2\x80\xa8\xe2\x80\xa9\xe2\x80\x8b\xef\xbb\xbf", "'\x5cu2028\x5cu2029\x5cu200b\x5cufeff'", "'\x5cu2028\x5cu2029\x5cu200b\x5cufeff'"},
		{"\xed\xa0\x80\xed\xbf\xbf", "'\x5cud800\x5cudfff'", "'\x5cud800\x5cudfff'"},
		{"\xf3\xa0\x80\x81\xf4\x8f\xbf\xbf\xf3\xb0\x80\x80", "'\x5cU000e0001\x5cU0010ffff\x5cU000f0000'", "'\x5cU000e0001\x5cU0010ffff\x5cU000f0000'"},
		{"\xcd\xb8\xd8\x80\xd8\x9c", "'\x5cu0378\x5cu0600\x5cu061c'", "'\x5cu0378\x5cu0600\x5cu061c'"},
		{"'", "\x22'\x22", "\x22'\x22"},
		{"\x22", "'\x22'", "'\x22'"},
		{"''\x22", "'\x5c'\x5c'\x22'", "'\x5c'\x5c'\x22'"},
		{"\x0b\x0c", "'\x5cx0b\x5cx0c'", "'\x5cx0b\x5cx0c'"},
		{" \xe3\x80\x80\xc2\xa0", "' \x5cu3000\x5cxa0'", "' \x5cu3000\x5cxa0'"},
		{"\xcc\x80a\xcc\x81", "'\xcc\x80a\xcc\x81'", "'\x5cu0300a\x5cu0301'"},
		{"\xf0\x9f\x98\x80\xed\xa0\xbd\xed\xb8\x80", "'\xf0\x9f\x98\x80\x5cud83d\x5cude00'", "'\x5cU0001f600\x5cud83d\x5cude00'"},
		{"\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e", "'\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e'", "'\x5cu65e5\x5cu672c\x5cu8a9e'"},
		{"\xc2\xad", "'\x5cxad'", "'\x5cxad'"},
		{"\xf0\x93\x90\xb0", "'\x5cU00013430'", "'\x5cU00013430'"},
	}
	vm := NewVM()
	for _, c := range cases {
		require.Equal(t, c.repr, StrRepr(c.in), "repr of %q", c.in)
		require.Equal(t, c.ascii, strtext.ASCII(c.in), "ascii of %q", c.in)
		require.Equal(t, c.repr, strTestRepr(t, vm, vm.NewStr(c.in)))
		a, err := vm.ASCIIRepr(vm.NewStr(c.in))
		require.NoError(t, err)
		require.Equal(t, c.ascii, a)
	}
	require.Equal(t, "b'a\\'b\"'", BytesRepr([]byte("a'b\"")))
	require.Equal(t, "b\"a'b\"", BytesRepr([]byte("a'b")))
	require.Equal(t, "b'\\x00\\xff\\t\\\\'", BytesRepr([]byte("\x00\xff\t\\")))
}

func TestStrWTF8(t *testing.T) {
	s := "a\xed\xa0\xbd\xed\xb8\x80\xf0\x9f\x98\x80"
	require.Equal(t, 4, wtf8.Count(s))
	require.Equal(t, []rune{'a', 0xD83D, 0xDE00, 0x1F600}, wtf8.Runes(s))
	require.Equal(t, s, wtf8.FromRunes([]rune{'a', 0xD83D, 0xDE00, 0x1F600}))
	r, n := wtf8.DecodeLast(s, 7)
	require.Equal(t, rune(0xDE00), r)
	require.Equal(t, 3, n)
	vm := NewVM()
	v := vm.NewStr(s)
	so, _ := vm.AsStr(v)
	require.Equal(t, 4, so.Len())
	require.False(t, so.IsASCII())
	// ASCII fast paths agree with the generated tables.
	for r := rune(0); r < 128; r++ {
		require.Equal(t, unicode.Is(unicodetab.Printable, r), unicodetab.IsPrintable(r), "printable %d", r)
		require.Equal(t, unicode.Is(unicodetab.Space, r), unicodetab.IsSpace(r), "space %d", r)
		require.Equal(t, unicode.Is(unicodetab.Alpha, r), unicodetab.IsAlpha(r), "alpha %d", r)
		require.Equal(t, unicode.Is(unicodetab.Decimal, r), unicodetab.IsDecimal(r), "decimal %d", r)
		require.Equal(t, unicode.Is(unicodetab.Digit, r), unicodetab.IsDigit(r), "digit %d", r)
		require.Equal(t, unicode.Is(unicodetab.Numeric, r), unicodetab.IsNumeric(r), "numeric %d", r)
		require.Equal(t, unicode.Is(unicodetab.Lower, r), unicodetab.IsLower(r), "lower %d", r)
		require.Equal(t, unicode.Is(unicodetab.Upper, r), unicodetab.IsUpper(r), "upper %d", r)
		require.Equal(t, unicode.Is(unicodetab.Title, r), unicodetab.IsTitle(r), "title %d", r)
		require.Equal(t, unicode.Is(unicodetab.Cased, r), unicodetab.IsCased(r), "cased %d", r)
		require.Equal(t, unicode.Is(unicodetab.CaseIgnorable, r), unicodetab.IsCaseIgnorable(r), "ignorable %d", r)
		require.Equal(t, unicode.Is(unicodetab.IDStart, r), unicodetab.IsIDStart(r), "idstart %d", r)
		require.Equal(t, unicode.Is(unicodetab.IDContinue, r), unicodetab.IsIDContinue(r), "idcont %d", r)
	}
	require.Equal(t, 7, unicodetab.DecimalValue('\u0667'))
	require.Equal(t, -1, unicodetab.DecimalValue('x'))
}

func TestParseFormatSpec(t *testing.T) {
	fs, err := ParseFormatSpec("*^+z#012,.3f")
	require.NoError(t, err)
	require.Equal(t, FormatSpec{Fill: '*', Align: '^', Sign: '+', NoNegZero: true, Alt: true, Zero: false, Width: 12, Grouping: ',', Precision: 3, Type: 'f'}, *fs)
	fs, err = ParseFormatSpec("010")
	require.NoError(t, err)
	require.Equal(t, FormatSpec{Zero: true, Width: 10, Precision: -1}, *fs)
	fs, err = ParseFormatSpec("")
	require.NoError(t, err)
	require.Equal(t, FormatSpec{Width: -1, Precision: -1}, *fs)
	fs, err = ParseFormatSpec("é<5")
	require.NoError(t, err)
	require.Equal(t, 'é', fs.Fill)
	fs, err = ParseFormatSpec("_x")
	require.NoError(t, err)
	require.Equal(t, byte('_'), fs.Grouping)

	errs := map[string]string{
		"abc":                   "Invalid format specifier 'abc' for object of type 'T'",
		".":                     "Format specifier missing precision",
		",_":                    "Cannot specify both ',' and '_'.",
		"_,":                    "Cannot specify both ',' and '_'.",
		",,":                    "Cannot specify ',' with ','.",
		"__":                    "Cannot specify '_' with '_'.",
		",x":                    "Cannot specify ',' with 'x'.",
		"_c":                    "Cannot specify '_' with 'c'.",
		",\x01":                 "Cannot specify ',' with '\\x1'.",
		"99999999999999999999":  "Too many decimal digits in format string",
		".99999999999999999999": "Too many decimal digits in format string",
		"ሴ":                     "Unknown format code '\\x1234' for object of type 'T'",
		".2.3":                  "Invalid format specifier '.2.3' for object of type 'T'",
	}
	for spec, want := range errs {
		_, err := ParseFormatSpec(spec)
		require.Error(t, err, spec)
		fe, ok := err.(*FormatSpecError)
		require.True(t, ok)
		require.Equal(t, want, fe.Message("T"), spec)
	}

	pad := func(spec, body string) string {
		fs, err := ParseFormatSpec(spec)
		require.NoError(t, err)
		return fs.Pad(body, '<')
	}
	require.Equal(t, "ab   ", pad("5", "ab"))
	require.Equal(t, "   ab", pad(">5", "ab"))
	require.Equal(t, " ab  ", pad("^5", "ab"))
	require.Equal(t, "ab000", pad("05", "ab"))
	require.Equal(t, "ééab", pad("é>4", "ab"))
	require.Equal(t, "λμν", pad("2", "λμν"))
}

func TestStrFormatSpecErrors(t *testing.T) {
	vm := NewVM()
	s, _ := vm.AsStr(vm.NewStr("abc"))
	cases := map[string]string{
		"=10": "ValueError: '=' alignment not allowed in string format specifier",
		"+":   "ValueError: Sign not allowed in string format specifier",
		" ":   "ValueError: Space not allowed in string format specifier",
		"z":   "ValueError: Negative zero coercion (z) not allowed in string format specifier",
		"#":   "ValueError: Alternate form (#) not allowed in string format specifier",
		"d":   "ValueError: Unknown format code 'd' for object of type 'str'",
		"5 ":  "ValueError: Unknown format code '\\x20' for object of type 'str'",
	}
	for spec, want := range cases {
		_, err := vm.FormatStr(s, spec)
		require.Error(t, err)
		require.Equal(t, want, strTestErr(vm, err), spec)
	}
	for spec, want := range map[string]string{"": "abc", "5": "abc  ", ">5": "  abc", ".2": "ab", "*^7.1": "***a***", "010": "abc0000000"} {
		r, err := vm.Format(vm.NewStr("abc"), spec)
		require.NoError(t, err)
		require.Equal(t, want, r, spec)
	}
}

func TestStrSlicing(t *testing.T) {
	vm := NewVM()
	s := vm.NewStr("aλb😀c\xed\xa0\x80d")
	so, _ := vm.AsStr(s)
	require.Equal(t, 7, so.Len())
	sl := func(start, stop, step Value) string {
		r, err := vm.StrGetItem(so, vm.NewSlice(start, stop, step))
		require.NoError(t, err)
		g, _ := vm.GoString(r)
		return g
	}
	require.Equal(t, "d\xed\xa0\x80c😀bλa", sl(None, None, SmallInt(-1)))
	require.Equal(t, "d😀a", sl(None, None, SmallInt(-3)))
	require.Equal(t, "c😀b", sl(SmallInt(-3), SmallInt(1), SmallInt(-1)))
	require.Equal(t, "λ😀\xed\xa0\x80", sl(SmallInt(1), None, SmallInt(2)))
	require.Equal(t, "", sl(SmallInt(5), SmallInt(2), None))
	require.Equal(t, "😀c", sl(SmallInt(3), SmallInt(5), None))
	require.Equal(t, "aλb😀c\xed\xa0\x80d", sl(SmallInt(-100), SmallInt(100), None))
	c, err := vm.StrIndex(so, -2)
	require.NoError(t, err)
	g, _ := vm.GoString(c)
	require.Equal(t, "\xed\xa0\x80", g)
	_, err = vm.StrIndex(so, 7)
	require.Equal(t, "IndexError: string index out of range", strTestErr(vm, err))
	_, err = vm.StrGetItem(so, vm.NewSlice(None, None, SmallInt(0)))
	require.Equal(t, "ValueError: slice step cannot be zero", strTestErr(vm, err))

	a := vm.NewStr("abcdef")
	ao, _ := vm.AsStr(a)
	r, err := vm.StrGetItem(ao, vm.NewSlice(None, None, SmallInt(-2)))
	require.NoError(t, err)
	g, _ = vm.GoString(r)
	require.Equal(t, "fdb", g)
}

func TestStrMethods(t *testing.T) {
	vm := NewVM()
	str := vm.NewStr
	gs := func(v Value) string { return strTestRepr(t, vm, v) }
	require.Equal(t, "['a', 'b', 'c']", gs(strTestCall(t, vm, str(" a\x1cb\u2028c "), "split")))
	require.Equal(t, "['a', 'b  ']", gs(strTestCall(t, vm, str("  a  b  "), "split", None, SmallInt(1))))
	require.Equal(t, "['  a', 'b']", gs(strTestCall(t, vm, str("  a  b  "), "rsplit", None, SmallInt(1))))
	require.Equal(t, "['a,b', '', 'c']", gs(strTestCall(t, vm, str("a,b,,c"), "rsplit", str(","), SmallInt(2))))
	require.Equal(t, "['a\\x0b', 'b\\r\\n', 'c\\u2028', 'd']", gs(strTestCall(t, vm, str("a\vb\r\nc\u2028d"), "splitlines", True)))
	require.Equal(t, "'a-b-c'", gs(strTestCall(t, vm, str("-"), "join", vm.NewList([]Value{str("a"), str("b"), str("c")}))))
	require.Equal(t, "'-a-b-c-'", gs(strTestCall(t, vm, str("abc"), "replace", str(""), str("-"))))
	require.Equal(t, "'|é|é|'", gs(strTestCall(t, vm, str("éé"), "replace", str(""), str("|"))))
	require.Equal(t, "2", gs(strTestCall(t, vm, str("aλbλc"), "find", str("b"))))
	require.Equal(t, "3", gs(strTestCall(t, vm, str("aλbλc"), "rfind", str("λ"))))
	require.Equal(t, "-1", gs(strTestCall(t, vm, str("aλbλc"), "find", str("λ"), SmallInt(4))))
	require.Equal(t, "4", gs(strTestCall(t, vm, str("abc"), "count", str(""))))
	require.Equal(t, "'SS'", gs(strTestCall(t, vm, str("ß"), "upper")))
	require.Equal(t, "'σας ας. σ'", gs(strTestCall(t, vm, str("ΣΑΣ ΑΣ. Σ"), "lower")))
	require.Equal(t, "'Hello World Ss ǅ'", gs(strTestCall(t, vm, str("hello wORLD ß ǆ"), "title")))
	require.Equal(t, "'i̇'", gs(strTestCall(t, vm, str("İ"), "lower")))
	require.Equal(t, "'ǅa'", gs(strTestCall(t, vm, str("ǆa"), "capitalize")))
	require.Equal(t, "'ας'", gs(strTestCall(t, vm, str("ΑΣ"), "swapcase")))
	require.Equal(t, "'**ab*'", gs(strTestCall(t, vm, str("ab"), "center", SmallInt(5), str("*"))))
	require.Equal(t, "'-0012'", gs(strTestCall(t, vm, str("-12"), "zfill", SmallInt(5))))
	require.Equal(t, "'a  b\\n   c'", gs(strTestCall(t, vm, str("a\tb\n\tc"), "expandtabs", SmallInt(3))))
	require.Equal(t, "('a', 'λ', 'bλc')", gs(strTestCall(t, vm, str("aλbλc"), "partition", str("λ"))))
	require.Equal(t, "True", gs(strTestCall(t, vm, str("½"), "isnumeric")))
	require.Equal(t, "False", gs(strTestCall(t, vm, str("²"), "isdecimal")))
	require.Equal(t, "True", gs(strTestCall(t, vm, str("ǅ"), "istitle")))
	require.Equal(t, "True", gs(strTestCall(t, vm, str("_a1"), "isidentifier")))
	tab := strTestCall(t, vm, StrType.self, "maketrans", str("ab"), str("ba"), str("c"))
	require.Equal(t, "'ba'", gs(strTestCall(t, vm, str("abc"), "translate", tab)))
	require.Equal(t, "b'h\\xc3\\xa9'", gs(strTestCall(t, vm, str("hé"), "encode")))
	_, err := vm.CallMethod(str("é€"), "encode", str("ascii"))
	require.Equal(t, "UnicodeEncodeError: 'ascii' codec can't encode characters in position 0-1: ordinal not in range(128)", strTestErr(vm, err))
	_, err = vm.CallMethod(vm.NewBytes([]byte("a\xffb")), "decode")
	require.Equal(t, "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 1: invalid start byte", strTestErr(vm, err))
	require.Equal(t, "'a\ufffdb'", gs(strTestCall(t, vm, vm.NewBytes([]byte("a\xffb")), "decode", str("utf-8"), str("replace"))))
	require.Equal(t, "'a\\udcffb'", gs(strTestCall(t, vm, vm.NewBytes([]byte("a\xffb")), "decode", str("utf-8"), str("surrogateescape"))))
	_, err = vm.CallMethod(str("abc"), "index", str("z"))
	require.Equal(t, "ValueError: substring not found", strTestErr(vm, err))
	_, err = vm.CallMethod(str(""), "join", vm.NewList([]Value{str("a"), SmallInt(2)}))
	require.Equal(t, "TypeError: sequence item 1: expected str instance, int found", strTestErr(vm, err))
}

func TestStrEncodeString(t *testing.T) {
	vm := NewVM()
	s, _ := vm.AsStr(vm.NewStr("héllo"))
	out, err := vm.EncodeString(s, "utf-8", "strict")
	require.NoError(t, err)
	require.Equal(t, "héllo", out)
	out, err = vm.EncodeString(s, "latin-1", "strict")
	require.NoError(t, err)
	require.Equal(t, "h\xe9llo", out)
	sur, _ := vm.AsStr(vm.NewStr("a\xed\xa0\x80"))
	_, err = vm.EncodeString(sur, "utf-8", "strict")
	require.Equal(t, "UnicodeEncodeError: 'utf-8' codec can't encode character '\\ud800' in position 1: surrogates not allowed", strTestErr(vm, err))
	out, err = vm.EncodeString(sur, "utf-8", "replace")
	require.NoError(t, err)
	require.Equal(t, "a?", out)
	b, ok := vm.BytesLike(vm.NewByteArray([]byte("xy")))
	require.True(t, ok)
	require.Equal(t, []byte("xy"), b)
	_, ok = vm.BytesLike(vm.NewStr("xy"))
	require.False(t, ok)
}

func TestStrConcatBuffer(t *testing.T) {
	vm := NewVM()
	acc := vm.NewStr("")
	piece, _ := vm.AsStr(vm.NewStr("0123456789"))
	var keep []Value
	for i := 0; i < 200; i++ {
		a, _ := vm.AsStr(acc)
		acc = vm.StrConcat(a, piece)
		if i == 50 {
			keep = append(keep, acc)
		}
	}
	a, _ := vm.AsStr(acc)
	require.Equal(t, 2000, a.Len())
	k, _ := vm.AsStr(keep[0])
	require.Equal(t, 510, k.Len())
	// A string shared with the buffer must not change when another branch
	// appends to it.
	b1 := vm.StrConcat(k, piece)
	b2s, _ := vm.AsStr(vm.NewStr("ZZZ"))
	b2 := vm.StrConcat(k, b2s)
	g1, _ := vm.GoString(b1)
	g2, _ := vm.GoString(b2)
	require.Equal(t, "0123456789", g1[510:])
	require.Equal(t, "ZZZ", g2[510:])
	for i := 0; i < len(a.S); i++ {
		require.Equal(t, byte('0'+i%10), a.S[i])
	}
}

func BenchmarkStrConcatLoop(b *testing.B) {
	vm := NewVM()
	piece, _ := vm.AsStr(vm.NewStr("abc"))
	for i := 0; i < b.N; i++ {
		acc := EmptyStr
		for j := 0; j < 10000; j++ {
			a, _ := vm.AsStr(acc)
			acc = vm.StrConcat(a, piece)
		}
		vm.heap.DropPins()
	}
}

// A long string's repr is sized exactly before it is built (strtext.ReprLen),
// so that repr('\n' * 10**9) takes its 2 GB once, not several times that
// while its buffer grows.
func TestStrReprLongSizedExactly(t *testing.T) {
	parts := []string{"a", "'", "\"", "\\", "\t\n\r", "\x00\x1f\x7f", "é", "\u00a0", "\u0378", "€", "\u2028", "😀", "\U000e0001", "\xed\xa0\x80"}
	for i, p := range parts {
		for _, asciiOnly := range []bool{false, true} {
			s := strings.Repeat(p+parts[(i+3)%len(parts)], 1<<15)
			b := strtext.AppendRepr(nil, s, asciiOnly)
			require.Equal(t, len(b), cap(b), "%q ascii=%v: the buffer grew", p, asciiOnly)
			short := s[:64]
			require.Equal(t, len(strtext.AppendRepr(nil, short, asciiOnly)), strtext.ReprLen(short, strtext.ReprQuote(short), asciiOnly), "%q ascii=%v", p, asciiOnly)
		}
	}
}

// Two strings built at once each keep their own buffer: the second one's
// appends do not copy the first, and neither changes the other.
func TestStrConcatTwoBuilders(t *testing.T) {
	vm := NewVM()
	x, _ := vm.AsStr(vm.NewStr("xxxxxxxxxx"))
	y, _ := vm.AsStr(vm.NewStr("yyyyyyyyyy"))
	accA, accB := vm.NewStr(""), vm.NewStr("")
	var bufsA []*byte
	for i := 0; i < 100; i++ {
		a, _ := vm.AsStr(accA)
		accA = vm.StrConcat(a, x)
		b, _ := vm.AsStr(accB)
		accB = vm.StrConcat(b, y)
		sa, _ := vm.AsStr(accA)
		if len(bufsA) == 0 || unsafe.StringData(sa.S) != bufsA[len(bufsA)-1] {
			bufsA = append(bufsA, unsafe.StringData(sa.S))
		}
	}
	ga, _ := vm.GoString(accA)
	gb, _ := vm.GoString(accB)
	require.Equal(t, strings.Repeat("x", 1000), ga)
	require.Equal(t, strings.Repeat("y", 1000), gb)
	// 1000 bytes from 10-byte pieces: a copy under strConcatMin each time,
	// then a buffer that doubles (32 .. 1024): a handful of buffers, not
	// one per step as with a single slot shared by both strings.
	require.Less(t, len(bufsA), 12, "string A changed buffers %d times", len(bufsA))
}

// b += x in a loop extends one buffer in place, as str does: 200
// concatenations use a handful of buffers (doubling), not 200, and a bytes
// value sharing a buffer never changes when another branch appends.
func TestBytesConcatBuffer(t *testing.T) {
	vm := NewVM()
	acc := vm.NewBytes([]byte("start-of-a-long-enough-bytes-value"))
	piece := vm.NewBytes([]byte("0123456789"))
	buffers := map[*byte]bool{}
	var keep Value
	for i := 0; i < 200; i++ {
		r, err := vm.Binary(OpAdd, acc, piece)
		require.NoError(t, err)
		acc = r
		b, _ := vm.BytesLike(acc)
		buffers[&b[0]] = true
		if i == 50 {
			keep = acc
		}
	}
	require.Less(t, len(buffers), 20)
	b, _ := vm.BytesLike(acc)
	require.Equal(t, 34+2000, len(b))
	require.Equal(t, len(b), cap(b), "a shared buffer must not be appendable")
	k, _ := vm.BytesLike(keep)
	n := len(k)
	r1, err := vm.Binary(OpAdd, keep, piece)
	require.NoError(t, err)
	r2, err := vm.Binary(OpAdd, keep, vm.NewBytes([]byte("ZZZ")))
	require.NoError(t, err)
	g1, _ := vm.BytesLike(r1)
	g2, _ := vm.BytesLike(r2)
	require.Equal(t, "0123456789", string(g1[n:]))
	require.Equal(t, "ZZZ", string(g2[n:]))
	require.Equal(t, "0123456789", string(k[n-10:]))
}
