package fmtspec

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestScanMarkup(t *testing.T) {
	type piece struct {
		lit   string
		field *Field
	}
	scan := func(s string) ([]piece, error) {
		var out []piece
		for i := 0; i < len(s); {
			lit, f, next, err := ScanMarkup(s, i)
			if err != nil {
				return out, err
			}
			out = append(out, piece{lit, f})
			i = next
		}
		return out, nil
	}
	got, err := scan("a{{b}}{0.x[1]!r:>{w}}c")
	assert.NoError(t, err)
	assert.Equal(t, []piece{{"a{", nil}, {"b}", nil}, {"", &Field{Name: "0.x[1]", Conv: 'r', Spec: ">{w}", Expand: true}}, {"c", nil}}, got)
	got, err = scan("{}{:}{!s}")
	assert.NoError(t, err)
	assert.Equal(t, []piece{{"", &Field{}}, {"", &Field{}}, {"", &Field{Conv: 's'}}}, got)
	for s, msg := range map[string]string{
		"}": "Single '}' encountered in format string", "x{": "Single '{' encountered in format string",
		"{0": "expected '}' before end of string", "{0!": "end of string while looking for conversion specifier",
		"{0!rx}": "expected ':' after conversion specifier", "{0:{": "unmatched '{' in format spec",
		"{a{b}": "unexpected '{' in field name",
	} {
		_, err := scan(s)
		assert.EqualError(t, err, msg, s)
	}
}

func TestFieldAccessors(t *testing.T) {
	first, rest := SplitFieldName("obj.a[1][k].b")
	assert.Equal(t, "obj", first)
	var got []Accessor
	for rest != "" {
		var a Accessor
		var err error
		a, rest, err = NextAccessor(rest)
		assert.NoError(t, err)
		got = append(got, a)
	}
	assert.Equal(t, []Accessor{{Attr: true, Name: "a", Index: -1}, {Name: "1", Index: 1}, {Name: "k", Index: -1}, {Attr: true, Name: "b", Index: -1}}, got)
	for rest, msg := range map[string]string{
		".": "Empty attribute in format string", "[]": "Empty attribute in format string",
		"[1": "Missing ']' in format string", "x": "Only '.' or '[' may follow ']' in format field specifier",
		"[99999999999999999999999]": "Too many decimal digits in format string",
	} {
		_, _, err := NextAccessor(rest)
		assert.EqualError(t, err, msg, rest)
	}
	n, err := FieldIndex("١٢")
	assert.NoError(t, err)
	assert.Equal(t, 12, n)
}
