package runtime

import "github.com/cpjit/cpjit/lang/internal/fmtspec"

// The format mini-language's specs (lang/internal/fmtspec), under the
// names the runtime's API uses.

// FormatSpec is a parsed format specification:
// [[Fill]Align][Sign][z][#][0][Width][Grouping][.Precision][Type].
type FormatSpec = fmtspec.Spec

// FormatSpecError is the error ParseFormatSpec returns (see
// VM.FormatSpecErr).
type FormatSpecError = fmtspec.Error

// ParseFormatSpec parses a standard format specifier as CPython 3.13 does
// (fmtspec.Parse).
func ParseFormatSpec(spec string) (*FormatSpec, error) { return fmtspec.Parse(spec) }

// UnknownFormatCodeMessage is CPython's "Unknown format code 'c' for object
// of type 'T'".
func UnknownFormatCodeMessage(code rune, typeName string) string {
	return fmtspec.UnknownCodeMessage(code, typeName)
}
