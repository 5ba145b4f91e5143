package runtime

// FormatSpec is a parsed format specification (the format mini-language):
// [[Fill]Align][Sign][z][#][0][Width][Grouping][.Precision][Type].
type FormatSpec struct {
	Fill      rune // 0 when not given
	Align     byte // 0, '<', '>', '=', '^'
	Sign      byte // 0, '+', '-', ' '
	NoNegZero bool // 'z'
	Alt       bool // '#'
	Zero      bool // '0' before the width
	Width     int  // -1 when not given
	Grouping  byte // 0, ',', '_'
	Precision int  // -1 when not given
	Type      byte // 0 when not given
}
