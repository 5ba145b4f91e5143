package fmtspec

import (
	"errors"
	"strings"

	"github.com/cpjit/cpjit/lang/internal/unicodetab"
	"github.com/cpjit/cpjit/lang/internal/wtf8"
)

// The markup of str.format (PEP 3101) without the objects: splitting a
// format string into literal text and replacement fields, and a field
// name into its first part and its .attr / [key] accessors, with CPython's
// error messages (all of them ValueErrors there). The runtime looks the
// fields up and formats them (lang/runtime/str_strformat.go). The markup
// characters are ASCII, so the format string is scanned as bytes.

// Field is a replacement field: {Name!Conv:Spec}.
type Field struct {
	Name string
	Conv rune // 0 when absent
	Spec string
	// Expand: Spec holds nested replacement fields.
	Expand bool
}

// ScanMarkup scans s from i: it returns the literal text before the next
// replacement field (a doubled brace ends the text with one brace), the
// field if one follows (nil at the end of s or after an escaped brace),
// and the index to continue from.
func ScanMarkup(s string, i int) (literal string, f *Field, next int, err error) {
	j := i
	for j < len(s) && s[j] != '{' && s[j] != '}' {
		j++
	}
	if j >= len(s) {
		return s[i:], nil, len(s), nil
	}
	c := s[j]
	if j+1 < len(s) && s[j+1] == c {
		return s[i : j+1], nil, j + 2, nil
	}
	switch {
	case c == '}':
		return "", nil, 0, errors.New("Single '}' encountered in format string")
	case j+1 >= len(s):
		return "", nil, 0, errors.New("Single '{' encountered in format string")
	}
	field, next, err := parseField(s, j+1)
	if err != nil {
		return "", nil, 0, err
	}
	return s[i:j], &field, next, nil
}

// parseField parses a replacement field starting after its '{' at s[i:];
// next is the index after its closing '}'.
func parseField(s string, i int) (f Field, next int, err error) {
	start := i
	var c byte
	for i < len(s) {
		c = s[i]
		i++
		if c == '{' {
			return f, 0, errors.New("unexpected '{' in field name")
		}
		if c == '[' {
			for i < len(s) && s[i] != ']' {
				i++
			}
			continue
		}
		if c == '}' || c == ':' || c == '!' {
			break
		}
	}
	f.Name = s[start:i]
	switch c {
	case '}':
		f.Name = s[start : i-1]
		return f, i, nil
	case ':', '!':
		f.Name = s[start : i-1]
	default:
		return f, 0, errors.New("expected '}' before end of string")
	}
	if c == '!' {
		if i >= len(s) {
			return f, 0, errors.New("end of string while looking for conversion specifier")
		}
		r, n := wtf8.Decode(s, i)
		f.Conv = r
		i += n
		if i < len(s) {
			c2 := s[i]
			i++
			if c2 == '}' {
				return f, i, nil
			}
			if c2 != ':' {
				return f, 0, errors.New("expected ':' after conversion specifier")
			}
		}
	}
	specStart := i
	for count := 1; i < len(s); {
		c = s[i]
		i++
		switch c {
		case '{':
			f.Expand = true
			count++
		case '}':
			if count--; count == 0 {
				f.Spec = s[specStart : i-1]
				return f, i, nil
			}
		}
	}
	return f, 0, errors.New("unmatched '{' in format spec")
}

// FieldIndex parses a field index: -1 when s is not all decimal digits
// (any Unicode decimal counts).
func FieldIndex(s string) (int, error) {
	if s == "" {
		return -1, nil
	}
	acc := 0
	for i := 0; i < len(s); {
		r, n := wtf8.Decode(s, i)
		d := unicodetab.DecimalValue(r)
		if d < 0 {
			return -1, nil
		}
		if acc > (maxSsize-d)/10 {
			return -1, errors.New("Too many decimal digits in format string")
		}
		acc = acc*10 + d
		i += n
	}
	return acc, nil
}

// SplitFieldName splits a field name at its first '.' or '['.
func SplitFieldName(name string) (first, rest string) {
	i := strings.IndexAny(name, ".[")
	if i < 0 {
		return name, ""
	}
	return name[:i], name[i:]
}

// Accessor is one .attr or [key] step of a field name. For [key], Index
// is the key as an int when it is all decimal digits, else -1.
type Accessor struct {
	Attr  bool
	Name  string
	Index int
}

// NextAccessor takes the first accessor off rest (non-empty), returning
// what follows it. Lookups happen between calls, so an error in a later
// accessor is reported only after the earlier ones were looked up, as in
// CPython.
func NextAccessor(rest string) (a Accessor, after string, err error) {
	c, rest := rest[0], rest[1:]
	switch c {
	case '.':
		k := strings.IndexAny(rest, ".[")
		if k < 0 {
			k = len(rest)
		}
		a = Accessor{Attr: true, Name: rest[:k], Index: -1}
		after = rest[k:]
	case '[':
		k := strings.IndexByte(rest, ']')
		if k < 0 {
			return a, "", errors.New("Missing ']' in format string")
		}
		a.Name, after = rest[:k], rest[k+1:]
		if a.Name != "" {
			if a.Index, err = FieldIndex(a.Name); err != nil {
				return a, "", err
			}
		}
	default:
		return a, "", errors.New("Only '.' or '[' may follow ']' in format field specifier")
	}
	if a.Name == "" {
		return a, "", errors.New("Empty attribute in format string")
	}
	return a, after, nil
}
