package syntax

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// codingCookie is PEP 263's encoding declaration.
var codingCookie = regexp.MustCompile(`^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)`)

// DecodeFile turns the bytes of a source file into the UTF-8 text Parse
// takes, as CPython's file tokenizer does: it honours a coding
// declaration on the first or second line (UTF-8 and Latin-1 and their
// aliases; ASCII is read as UTF-8) and reports what CPython reports for
// an unknown encoding or for bytes that are not UTF-8 without a
// declaration. Source given as a string (exec, compile) does not go
// through here.
func DecodeFile(filename string, src []byte) ([]byte, error) {
	bom := bytes.HasPrefix(src, []byte("\xEF\xBB\xBF"))
	enc := ""
	for i, rest := 0, src; i < 2 && len(rest) > 0; i++ {
		line, next, _ := bytes.Cut(rest, []byte("\n"))
		if m := codingCookie.FindSubmatch(line); m != nil {
			enc = string(m[1])
			break
		}
		// Only a comment or blank first line lets the second declare.
		if t := bytes.TrimLeft(line, " \t\f\r"); len(t) > 0 && t[0] != '#' {
			break
		}
		rest = next
	}
	if enc != "" {
		switch norm := strings.ReplaceAll(strings.ToLower(enc), "_", "-"); {
		case norm == "utf-8" || strings.HasPrefix(norm, "utf-8-") || norm == "utf8" || norm == "ascii" || norm == "us-ascii":
		case norm == "latin-1" || norm == "latin1" || norm == "iso-8859-1" || norm == "iso8859-1" || norm == "l1" ||
			strings.HasPrefix(norm, "latin-1-") || strings.HasPrefix(norm, "iso-8859-1-"):
			if bom {
				return nil, &Error{Kind: "SyntaxError", Msg: "encoding problem: " + enc + " with BOM"}
			}
			out := make([]byte, 0, len(src)+len(src)/8)
			for _, b := range src {
				out = utf8.AppendRune(out, rune(b))
			}
			return out, nil
		default:
			return nil, &Error{Kind: "SyntaxError", Msg: "encoding problem: " + enc}
		}
	}
	if !utf8.Valid(src) {
		bad := 0
		for bad < len(src) {
			r, n := utf8.DecodeRune(src[bad:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			bad += n
		}
		line := 1 + bytes.Count(src[:bad], []byte("\n"))
		return nil, &Error{Kind: "SyntaxError", Msg: fmt.Sprintf(
			"Non-UTF-8 code starting with '\\x%02x' in file %s on line %d, but no encoding declared; see https://peps.python.org/pep-0263/ for details",
			src[bad], filename, line)}
	}
	return src, nil
}
