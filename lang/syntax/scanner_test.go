package syntax

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// scanAll returns the token kinds (with the text of names and numbers) up to
// the end marker, or the scanner's error.
func scanAll(t *testing.T, src string) ([]string, *Error) {
	t.Helper()
	s := newScanner("t.py", normalizeSource([]byte(src)))
	var out []string
	for i := 0; i < 10000; i++ {
		tok := s.next()
		switch tok.kind {
		case tEOF:
			return out, nil
		case tError:
			return out, s.err
		case tName, tNumber, tFStringMiddle:
			out = append(out, tok.kind.String()+":"+tok.text)
		default:
			out = append(out, tok.kind.String())
		}
	}
	t.Fatalf("scanner does not stop on %q", src)
	return nil, nil
}

func TestScanTokens(t *testing.T) {
	tests := []struct {
		src  string
		want string
	}{
		{"x = 1", "NAME:x = NUMBER:1 NEWLINE"},
		{"if x:\n  y\nz", "if NAME:x : NEWLINE INDENT NAME:y NEWLINE DEDENT NAME:z NEWLINE"},
		{"if x:\n  if y:\n    z\n", "if NAME:x : NEWLINE INDENT if NAME:y : NEWLINE INDENT NAME:z NEWLINE DEDENT DEDENT"},
		{"(a,\n b)", "( NAME:a , NAME:b ) NEWLINE"},
		{"a = \\\n  1", "NAME:a = NUMBER:1 NEWLINE"},
		{"x  # comment\n\n   # indented comment\ny", "NAME:x NEWLINE NAME:y NEWLINE"},
		{"a **= b //= c >>= d <<= e -> f := g != h ... i", "NAME:a **= NAME:b //= NAME:c >>= NAME:d <<= NAME:e -> NAME:f := NAME:g != NAME:h ... NAME:i NEWLINE"},
		{"1_000 0x_1f 0o7 0b1 1.5e-3 .5 5. 1j 0 00 1e5J", "NUMBER:1_000 NUMBER:0x_1f NUMBER:0o7 NUMBER:0b1 NUMBER:1.5e-3 NUMBER:.5 NUMBER:5. NUMBER:1j NUMBER:0 NUMBER:00 NUMBER:1e5J NEWLINE"},
		{"1if x else 2", "NUMBER:1 if NAME:x else NUMBER:2 NEWLINE"},
		{"1 .real", "NUMBER:1 . NAME:real NEWLINE"},
		{"'a' b'b' rb'c' Rb'd' BR'e' u'f' r'g'", "STRING STRING STRING STRING STRING STRING STRING NEWLINE"},
		{"f'a{x!r:>{w}}b'", "FSTRING_START FSTRING_MIDDLE:a { NAME:x ! NAME:r : FSTRING_MIDDLE:> { NAME:w } } FSTRING_MIDDLE:b FSTRING_END NEWLINE"},
		{"f'{{}}'", "FSTRING_START FSTRING_MIDDLE:{ FSTRING_MIDDLE:} FSTRING_END NEWLINE"},
		{"f'{x=}'", "FSTRING_START { NAME:x = } FSTRING_END NEWLINE"},
		{`f"{"a"}"`, "FSTRING_START { STRING } FSTRING_END NEWLINE"},
		{"é = ü", "NAME:é = NAME:ü NEWLINE"},
		{"ｗｉｄｔｈ", "NAME:width NEWLINE"},
		{"if x:\n\tif y:\n\t\tz", "if NAME:x : NEWLINE INDENT if NAME:y : NEWLINE INDENT NAME:z NEWLINE DEDENT DEDENT"},
		{"$", "OP NEWLINE"},
	}
	for _, tt := range tests {
		got, err := scanAll(t, tt.src)
		require.Nil(t, err, tt.src)
		require.Equal(t, tt.want, strings.Join(got, " "), "source: %q", tt.src)
	}
}

func TestScanErrors(t *testing.T) {
	tests := []struct {
		src, msg  string
		line, col int
	}{
		{"x = 'abc", "unterminated string literal (detected at line 1)", 1, 5},
		{"x = '''abc\n\n", "unterminated triple-quoted string literal (detected at line 2)", 1, 5},
		{"x = 0777", "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", 1, 5},
		{"x = 1abc", "invalid decimal literal", 1, 5},
		{"x = 0b2", "invalid digit '2' in binary literal", 1, 7},
		{"x = 0o8", "invalid digit '8' in octal literal", 1, 7},
		{"x = 0xg", "invalid hexadecimal literal", 1, 6},
		{"x = 1_", "invalid decimal literal", 1, 6},
		{"x = €", "invalid character '€' (U+20AC)", 1, 5},
		{"x = \u00a0", "invalid non-printable character U+00A0", 1, 5},
		{"x = )", "unmatched ')'", 1, 5},
		{"x = (]", "closing parenthesis ']' does not match opening parenthesis '('", 1, 6},
		{"x = (\n]", "closing parenthesis ']' does not match opening parenthesis '(' on line 1", 2, 1},
		{"x = (", "'(' was never closed", 1, 5},
		{"if x:\n    a\n  b", "unindent does not match any outer indentation level", 3, 4},
		{"if x:\n\ta\n        b", "inconsistent use of tabs and spaces in indentation", 3, 1},
		{"x = 1 \\ y", "unexpected character after line continuation character", 1, 8},
		{"f'{x'", "f-string: expecting '}'", 1, 5},
		{"f'}'", "f-string: single '}' is not allowed", 1, 3},
		{"x = " + strings.Repeat("(", 201), "too many nested parentheses", 1, 205},
	}
	for _, tt := range tests {
		_, err := scanAll(t, tt.src)
		require.NotNil(t, err, tt.src)
		require.Equal(t, tt.msg, err.Msg, tt.src)
		require.Equal(t, []int{tt.line, tt.col}, []int{err.Line, err.Col}, tt.src)
	}
}

func TestTokenPositions(t *testing.T) {
	s := newScanner("t.py", normalizeSource([]byte("ab = 'é'\n  # c\nf'''x\n{y}'''")))
	var got []Span
	for tok := s.next(); tok.kind != tEOF; tok = s.next() {
		got = append(got, Span{tok.pos, tok.end})
	}
	require.Equal(t, []Span{
		{Pos{1, 0}, Pos{1, 2}},  // ab
		{Pos{1, 3}, Pos{1, 4}},  // =
		{Pos{1, 5}, Pos{1, 9}},  // 'é' (columns count bytes)
		{Pos{1, 9}, Pos{1, 10}}, // NEWLINE
		{Pos{3, 0}, Pos{3, 4}},  // f'''
		{Pos{3, 4}, Pos{4, 0}},  // "x\n"
		{Pos{4, 0}, Pos{4, 1}},  // {
		{Pos{4, 1}, Pos{4, 2}},  // y
		{Pos{4, 2}, Pos{4, 3}},  // }
		{Pos{4, 3}, Pos{4, 6}},  // '''
		{Pos{4, 6}, Pos{4, 7}},  // NEWLINE
	}, got)
}

func TestDecodeLiterals(t *testing.T) {
	s, err := decodeStr([]byte(`\x4`))
	require.Equal(t, "", s)
	require.Equal(t, `(unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \xXX escape`, err.msg)
	_, err = decodeStr([]byte(`\U00110000`))
	require.Equal(t, `(unicode error) 'unicodeescape' codec can't decode bytes in position 0-9: illegal Unicode character`, err.msg)
	_, err = decodeStr([]byte(`\N{NO SUCH NAME}`))
	require.Contains(t, err.msg, "unknown Unicode character name")
	_, err = decodeStr([]byte("é\\x4"))
	require.Contains(t, err.msg, "position 10-12") // CPython counts é as a 10-byte \U escape
	_, berr := decodeBytes([]byte(`\xz`), false)
	require.Equal(t, `(value error) invalid \x escape at position 0`, berr.msg)
	_, berr = decodeBytes([]byte("é"), false)
	require.Equal(t, "bytes can only contain ASCII literal characters", berr.msg)
	require.Equal(t, "", checkUTF8([]byte("ok é 😀")))
	require.Contains(t, checkUTF8([]byte("a\xe2\x82")), "position 1-2: unexpected end of data")
	require.Contains(t, checkUTF8([]byte("\xed\xa0\x80")), "invalid continuation byte")
}

func TestPyRepr(t *testing.T) {
	for v, want := range map[float64]string{1: "1.0", 1.5: "1.5", 1e16: "1e+16", 1e15: "1000000000000000.0",
		0.0001: "0.0001", 0.00001: "1e-05", 1.7976931348623157e308: "1.7976931348623157e+308", 5e-324: "5e-324"} {
		require.Equal(t, want, pyFloatRepr(v))
	}
	require.Equal(t, `'a\'"'`, pyStrRepr(`a'"`))
	require.Equal(t, `"it's"`, pyStrRepr(`it's`))
	require.Equal(t, `'\n\x00é\ud800'`, pyStrRepr("\n\x00é\xed\xa0\x80"))
	require.Equal(t, `b'\xff\n"'`, pyBytesRepr([]byte("\xff\n\"")))
	require.Equal(t, "2j", pyRepr(complex(0, 2)))
}
